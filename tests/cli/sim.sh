#!/usr/bin/env bash
# sim.sh GCG -- gcg sim: the same seed gives the same report whatever --jobs is;
# shards merged give the report of the whole batch; --json writes one line per
# game; the greedy bot beats the random bot in at least 80% of games.
set -u
gcg=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL $*"; status=1; }

"$gcg" sim --games 200 --seed 11 > "$tmp/j1.txt" || fail "sim --jobs 1"
"$gcg" sim --games 200 --seed 11 --jobs 2 > "$tmp/j2.txt" || fail "sim --jobs 2"
"$gcg" sim --games 200 --seed 11 --jobs 5 > "$tmp/j5.txt" || fail "sim --jobs 5"
cmp -s "$tmp/j1.txt" "$tmp/j2.txt" && cmp -s "$tmp/j1.txt" "$tmp/j5.txt" \
    && echo "ok   the same seed, the same report with 1, 2 and 5 jobs" \
    || fail "reports differ with --jobs"

"$gcg" sim --games 200 --seed 11 --json "$tmp/all.json" > /dev/null || fail "sim --json"
[ "$(wc -l < "$tmp/all.json")" -eq 200 ] && echo "ok   --json writes one line per game" \
    || fail "--json lines"
for k in 1 2 3; do
    "$gcg" sim --games 200 --seed 11 --shard $k/3 --json "$tmp/s$k.json" > /dev/null \
        || fail "sim --shard $k/3"
done
"$gcg" sim merge "$tmp/s1.json" "$tmp/s2.json" "$tmp/s3.json" | tail -n +2 > "$tmp/merged.txt"
tail -n +2 "$tmp/j1.txt" | cmp -s - "$tmp/merged.txt" \
    && echo "ok   three shards merged give the whole batch's report" \
    || { fail "merged shards differ"; diff <(tail -n +2 "$tmp/j1.txt") "$tmp/merged.txt"; }
sort "$tmp/all.json" > "$tmp/a"; cat "$tmp/s"?.json | sort > "$tmp/b"
cmp -s "$tmp/a" "$tmp/b" && echo "ok   the shards play exactly the batch's games" || fail "shard games"

out=$("$gcg" sim --games 400 --seed 3 --bot 1=greedy --bot 2=random --jobs 2)
rate=$(grep -E '^  greedy bot' <<<"$out" | awk '{print $5}' | tr -d '%')
if [ -n "$rate" ] && awk -v r="$rate" 'BEGIN { exit !(r >= 80) }'; then
    echo "ok   the greedy bot beats the random bot in $rate% of 400 games"
else
    fail "greedy bot rate '$rate'"; echo "$out"
fi

# The searching bot: the same games whatever --jobs is, named by its budget in
# the report and the JSON lines; bad parameters refused with status 2, the bad
# part named.
"$gcg" sim --games 6 --seed 5 --bot 1=mcts:iters=30 --bot 2=greedy --json "$tmp/m1.json" \
    > "$tmp/m1.txt" || fail "sim --bot 1=mcts:iters=30"
"$gcg" sim --games 6 --seed 5 --bot 1=mcts:iters=30 --bot 2=greedy --json "$tmp/m2.json" \
    --jobs 2 > "$tmp/m2.txt" || fail "sim --bot 1=mcts:iters=30 --jobs 2"
cmp -s "$tmp/m1.json" "$tmp/m2.json" && cmp -s "$tmp/m1.txt" "$tmp/m2.txt" \
    && echo "ok   mcts:iters=30: the same games with 1 and 2 jobs" || fail "mcts games differ with --jobs"
grep -q '^  mcts:iters=30 bot ' "$tmp/m1.txt" && grep -q '"bots":\["mcts:iters=30","greedy"\]' "$tmp/m1.json" \
    && echo "ok   the searching bot is named by its budget" || { fail "mcts bot name"; cat "$tmp/m1.txt"; }
refused_bot() { # refused_bot BOT TEXT
    local out rc
    out=$("$gcg" sim --games 1 --bot "$1" 2>&1); rc=$?
    if [ $rc -eq 2 ] && grep -qF -- "$2" <<<"$out"; then echo "ok   --bot $1 refused: $2"
    else fail "--bot $1: exit $rc, $out"; fi
}
refused_bot mcts:itres=5 "'itres' is not a parameter"
refused_bot 2=mcts:iters=x "iters=x"
refused_bot mcts:ms=0 "a budget is needed"
refused_bot mcst "'mcst' is not a bot"
refused_bot 9=greedy "seat 9"

"$gcg" sim --jobs 0 > /dev/null 2>&1 && fail "--jobs 0 accepted" || echo "ok   --jobs 0 refused"
"$gcg" sim --shard 3/2 > /dev/null 2>&1 && fail "--shard 3/2 accepted" || echo "ok   --shard 3/2 refused"
echo "$( [ $status -eq 0 ] && echo 1 || echo 0) passed, $( [ $status -eq 0 ] && echo 0 || echo 1) failed"
exit $status
