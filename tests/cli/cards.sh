#!/usr/bin/env bash
# cards.sh GCG -- gcg cards over the whole card pool: every released card loads
# (1,075 card numbers), --set filters by set (case ignored, repeatable, SET,SET),
# an unknown set is refused with the list of sets, a deck of newer-set cards
# (Purple among them) passes `gcg deck check`, and every set named in
# tests/data/scripted-sets.txt has no card left to script (--unscripted --set);
# that list names every set of the pool, and `gcg cards --unscripted` prints
# nothing (issue 22).
set -u
gcg=$1
root=$(cd "$(dirname "$0")/../.." && pwd)
status=0
fail() { echo "FAIL $*"; status=1; }
ok() { echo "ok   $*"; }

n=$("$gcg" cards | wc -l)
[ "$n" -eq 1075 ] && ok "every released card loads ($n)" || fail "gcg cards lists $n cards"

n=$("$gcg" cards --set GD03 | wc -l)
[ "$n" -eq 150 ] && ok "--set GD03 lists its 150 cards" || fail "--set GD03: $n"
[ "$("$gcg" cards --set gd03 | wc -l)" -eq 150 ] && ok "--set ignores case" || fail "--set gd03"
n=$("$gcg" cards --set GD03,ST05 | wc -l)
m=$("$gcg" cards --set GD03 --set ST05 | wc -l)
[ "$n" -eq 165 ] && [ "$m" -eq 165 ] && ok "--set SET,SET and --set SET --set SET" \
    || fail "two sets: $n, $m"
others=$("$gcg" cards --set GD03 | awk '{print $1}' | grep -Ev '^(GD03|T|R)-')
[ -z "$others" ] && "$gcg" cards --set GD03 | grep -q "^T-014 " \
    && ok "--set GD03: its cards, and the tokens and Resources that come in it" \
    || fail "--set GD03 lists $others"
out=$("$gcg" cards --set GD03 zaku)
grep -q "GD03-032" <<<"$out" && ! grep -q "ST03-" <<<"$out" \
    && ok "--set with TEXT searches that set only" || fail "--set GD03 zaku: $out"

err=$("$gcg" cards --set GD9 2>&1 >/dev/null); rc=$?
[ $rc -eq 2 ] && grep -q "no card is of set 'GD9' (sets: EB01 .* GD05 .* ST10)" <<<"$err" \
    && ok "an unknown set is refused with the sets there are" || fail "--set GD9: $rc $err"
"$gcg" cards --set >/dev/null 2>&1; [ $? -eq 2 ] && ok "--set needs a set" || fail "--set alone"

n=$("$gcg" cards --set ST05 | grep -c " Purple ")
[ "$n" -gt 0 ] && ok "Purple is a colour like the others ($n Purple cards in ST05)" \
    || fail "no Purple card in ST05"

out=$("$gcg" deck check "$root/tests/data/decks/purple-newer-sets.deck")
grep -q "ok (50 cards, 10 resources, White/Purple)" <<<"$out" \
    && ok "a White/Purple deck of GD02 and GD04 cards passes the deck rules (6-1)" \
    || fail "deck check: $out"

while read -r set; do
    case "$set" in ''|'#'*) continue ;; esac
    left=$("$gcg" cards --unscripted --set "$set")
    [ -z "$left" ] && ok "$set: every card is scripted" || fail "$set: unscripted cards:
$left"
done < "$root/tests/data/scripted-sets.txt"

# Issue 22: the whole pool is scripted -- every set is in the list, and no card
# of any set is left.
sets=$("$gcg" cards --set NO-SUCH-SET 2>&1 | sed -n 's/.*(sets: \(.*\))$/\1/p')
[ -n "$sets" ] || fail "the sets of the pool: none read"
for set in $sets; do
    grep -qx "$set" "$root/tests/data/scripted-sets.txt" \
        || fail "set $set is not in tests/data/scripted-sets.txt"
done
[ -n "$sets" ] && ok "every set of the pool is in scripted-sets.txt ($(wc -w <<<"$sets") sets)"
left=$("$gcg" cards --unscripted)
[ -z "$left" ] && ok "gcg cards --unscripted prints nothing: the whole pool is scripted" \
    || fail "unscripted cards in the pool:
$left"
exit $status
