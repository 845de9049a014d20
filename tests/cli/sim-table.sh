#!/usr/bin/env bash
# sim-table.sh GCG -- gcg sim --table: the table's shape (a row and a column per
# deck, every pair played N games, a deck's wins against another are that one's
# losses against it), the same table whatever --jobs is, a pair's games the same
# whatever other decks are in the table, --mirror, blocks of columns for a narrow
# width, the shipped decks by default, and the errors (an empty folder, an
# illegal deck named with its file and line, one deck, two decks of one name,
# other modes, a bot per seat, a bad searching bot), and the searching bot
# (--bot mcts:iters=N: named in the report, the same table whatever --jobs is).
set -u
gcg=$1
here=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
passed=0
ok() { echo "ok   $*"; passed=$((passed + 1)); }
fail() { echo "FAIL $*"; status=1; }

mkdir "$tmp/four" "$tmp/two" "$tmp/empty"
for d in st01 st02 st03 blue-white-midrange; do cp "$here/decks/$d.deck" "$tmp/four/"; done
cp "$here/decks/st01.deck" "$here/decks/st02.deck" "$tmp/two/"

# --- shape
"$gcg" sim --table "$tmp/four" --games 10 --seed 5 --width 200 > "$tmp/t.txt" \
    || fail "sim --table on four decks"
head -1 "$tmp/t.txt" | grep -q '^4 decks, 6 pairs, 10 games a pair (60 games)$' \
    && ok "four decks: 6 pairs of 10 games" || { fail "header"; head -2 "$tmp/t.txt"; }
rows=$(grep -cE '^ +[1-4] (blue-white-midrange|st0[123]) +(-|[0-9]+)( +(-|[0-9]+)){3}$' "$tmp/t.txt")
[ "$rows" -eq 4 ] && grep -qE '^ +1 +2 +3 +4$' "$tmp/t.txt" \
    && ok "the matrix: a row per deck, a numbered column per deck" \
    || { fail "matrix rows ($rows)"; cat "$tmp/t.txt"; }
ranks=$(grep -cE '^ +[1-4] +[1-4] (blue-white-midrange|st0[123]) +30 +[0-9]+ ' "$tmp/t.txt")
[ "$ranks" -eq 4 ] && ok "the ranking: each deck's 30 games against the others" \
    || { fail "ranking ($ranks)"; cat "$tmp/t.txt"; }

"$gcg" sim --table "$tmp/four" --games 10 --seed 5 --csv "$tmp/t.csv" --json "$tmp/t.json" \
    > /dev/null || fail "sim --table --csv --json"
[ "$(head -1 "$tmp/t.csv")" = "deck,against,games,wins,losses,no_winner,went_first,wins_going_first,win_pct,ci_low_pct,ci_high_pct" ] \
    && [ "$(tail -n +2 "$tmp/t.csv" | wc -l)" -eq 12 ] \
    && ok "--csv: a line per deck and opponent (12)" || { fail "csv shape"; cat "$tmp/t.csv"; }
# Each line: 10 games = wins + losses + no winner; went first 5 (the decks swap
# seats, but who goes first is drawn: 0-10); the pair's other line mirrors it.
bad=$(awk -F, 'NR > 1 {
        key = $1 "," $2; rev = $2 "," $1
        w[key] = $4; l[key] = $5; d[key] = $6; f[key] = $7
        if ($3 != 10 || $4 + $5 + $6 != 10 || $7 < 0 || $7 > 10 || $8 > $4) print "line " NR
        if ($9 != sprintf("%.1f", 100 * $4 / 10)) print "rate " NR
        if (!($10 <= $9 && $9 <= $11)) print "interval " NR
      }
      END { for (k in w) { split(k, p, ","); r = p[2] "," p[1]
            if (w[k] != l[r] || d[k] != d[r] || f[k] + f[r] != 10) print "pair " k } }' "$tmp/t.csv")
[ -z "$bad" ] && ok "every pair: wins + losses + no winner = games, one's wins the other's losses, the rate inside its interval" \
    || { fail "csv figures: $bad"; cat "$tmp/t.csv"; }
grep -q '"games_per_pair":[[:space:]]*10' "$tmp/t.json" && [ "$(grep -c '"against"' "$tmp/t.json")" -eq 12 ] \
    && [ "$(grep -c '"index"' "$tmp/t.json")" -eq 4 ] \
    && ok "--json: the run, 4 decks, 12 records" || { fail "json"; head -30 "$tmp/t.json"; }
# The text table's cell (row st01, column st02) is the CSV's rate, rounded.
rate=$(awk -F, '$1 == "st01" && $2 == "st02" { printf "%.0f", $9 }' "$tmp/t.csv")
cell=$(grep -E '^ +2 st01 ' "$tmp/t.txt" | awk '{ print $5 }')
[ -n "$rate" ] && [ "$rate" = "$cell" ] && ok "the matrix and the CSV agree (st01 against st02: $rate%)" \
    || fail "matrix cell '$cell' against CSV '$rate'"

# --- determinism
for j in 2 5; do
    "$gcg" sim --table "$tmp/four" --games 10 --seed 5 --width 200 --jobs $j \
        --csv "$tmp/t$j.csv" > "$tmp/t$j.txt"
done
cmp -s "$tmp/t.txt" "$tmp/t2.txt" && cmp -s "$tmp/t.txt" "$tmp/t5.txt" \
    && cmp -s "$tmp/t.csv" "$tmp/t2.csv" && cmp -s "$tmp/t.csv" "$tmp/t5.csv" \
    && ok "the same seed, the same table with 1, 2 and 5 jobs" || fail "tables differ with --jobs"
"$gcg" sim --table "$tmp/four" --games 10 --seed 6 --csv - > "$tmp/s6.csv"
cmp -s "$tmp/t.csv" "$tmp/s6.csv" && fail "another seed, the same table" \
    || ok "another seed, other games"
"$gcg" sim --table "$tmp/two" --games 10 --seed 5 --csv - > "$tmp/two.csv"
grep -E '^st0[12],st0[12],' "$tmp/t.csv" > "$tmp/a"
tail -n +2 "$tmp/two.csv" > "$tmp/b"
cmp -s "$tmp/a" "$tmp/b" && ok "a pair plays the same games whatever other decks are in the table" \
    || { fail "pair depends on the table"; cat "$tmp/a" "$tmp/b"; }
"$gcg" sim --table --deck "$tmp/two/st01.deck" --deck "$tmp/two/st02.deck" --games 10 --seed 5 \
    --csv - | cmp -s - "$tmp/two.csv" && ok "--deck FILE names the same decks as a folder" \
    || fail "--deck FILE"

# --- the searching bot (a tiny budget: it is the plumbing that is tested)
for j in 1 2; do
    "$gcg" sim --table "$tmp/two" --games 4 --seed 5 --bot mcts:iters=4 --jobs $j \
        --csv "$tmp/mcts$j.csv" --json "$tmp/mcts$j.json" > "$tmp/mcts$j.txt" || fail "--bot mcts:iters=4 --jobs $j"
done
grep -q '^seed 5, mcts:iters=4 bots, standard, 2 players$' "$tmp/mcts1.txt" \
    && grep -q '"bot":[[:space:]]*"mcts:iters=4"' "$tmp/mcts1.json" \
    && grep -qE '^st01,st02,4,' "$tmp/mcts1.csv" \
    && ok "--bot mcts:iters=4: the table's 4 games, the bot named in the text and the JSON" \
    || { fail "--bot mcts:iters=4"; cat "$tmp/mcts1.txt" "$tmp/mcts1.csv"; }
cmp -s "$tmp/mcts1.csv" "$tmp/mcts2.csv" && ok "--bot mcts:iters=4: the same table with 1 and 2 jobs" \
    || fail "the searching bot's table differs with --jobs"

# --- mirror, width, default decks
"$gcg" sim --table "$tmp/two" --games 10 --mirror --csv - > "$tmp/m.csv"
[ "$(tail -n +2 "$tmp/m.csv" | wc -l)" -eq 4 ] && grep -qE '^st01,st01,10,' "$tmp/m.csv" \
    && awk -F, '$1 == $2 && ($7 != 10 || $8 != $4) { exit 1 }' "$tmp/m.csv" \
    && ok "--mirror: each deck against itself too, the copy going first on its row" \
    || { fail "--mirror"; cat "$tmp/m.csv"; }
"$gcg" sim --table "$tmp/four" --games 2 --width 40 > "$tmp/w.txt"
blocks=$(grep -cE '^ +[0-9]+( +[0-9]+)*$' "$tmp/w.txt")
long=$(awk 'length > 40' "$tmp/w.txt" | grep -cE '^ +[0-9]+ (st0|blue)')
[ "$blocks" -ge 2 ] && [ "$long" -eq 0 ] && ok "--width 40: the matrix in $blocks blocks of columns" \
    || { fail "--width 40 ($blocks blocks, $long long rows)"; cat "$tmp/w.txt"; }
shipped=$(ls "$here"/decks/*.deck | wc -l)
(cd "$tmp" && "$gcg" sim --table --games 1 --jobs 2 | head -1) > "$tmp/d.txt"
grep -q "^$shipped decks, " "$tmp/d.txt" && ok "no deck named: the $shipped shipped decks" \
    || { fail "default decks"; cat "$tmp/d.txt"; }

# --- errors
expect_error() { # CODE WHAT PATTERN ARGS...
    local code=$1 what=$2 pat=$3; shift 3
    "$gcg" sim --table "$@" > /dev/null 2> "$tmp/err"
    local rc=$?
    if [ $rc -eq "$code" ] && grep -qE "$pat" "$tmp/err"; then ok "$what"
    else fail "$what (status $rc)"; cat "$tmp/err"; fi
}
expect_error 1 "an empty folder is an error that names it" "$tmp/empty: no \\.deck file" "$tmp/empty"
printf '# too many GMs\n4 ST01-001 Gundam\n46 ST01-005 GM\n10 R-001 Resource\n' > "$tmp/bad.deck"
expect_error 1 "an illegal deck is named with its file and line" "bad\\.deck:3: ST01-005 GM: 46 copies" \
    "$tmp/two" "$tmp/bad.deck"
expect_error 2 "one deck is not a table" "needs two decks" "$tmp/two/st01.deck"
expect_error 1 "two decks of one name are refused" "two decks named st01" "$tmp/two" "$tmp/four/st01.deck"
expect_error 1 "a missing deck is named" "no such deck or folder: nowhere" nowhere "$tmp/two"
expect_error 2 "other modes are refused" "standard two-player game only" --mode team
expect_error 2 "a bot per seat is refused" "one bot for every seat" --bot 1=greedy
expect_error 2 "a searching bot's bad parameter is named" "mcts: 'foo' is not a parameter" --bot mcts:foo=1
expect_error 2 "an unknown bot is named" "'smart' is not a bot" --bot smart
expect_error 2 "random decks are refused" "named decks" --deck random:all
"$gcg" sim --table --mode standard --players 2 "$tmp/two" --games 2 > /dev/null \
    && ok "--mode standard --players 2 are what a table plays anyway" || fail "--mode standard"
"$gcg" sim --table --help | grep -q 'games per pair' && ok "--table --help" || fail "--table --help"

echo "$passed passed, $([ $status -eq 0 ] && echo 0 || echo 1) failed"
exit $status
