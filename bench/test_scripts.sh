#!/usr/bin/env bash
# test_scripts.sh GCG BENCH_GAMES -- the benchmark scripts run and print their
# figures (on small batches: the figures themselves are not checked, a test is
# no place for a speed target), and refuse bad arguments.  Run from the
# repository root.
set -u
gcg=$1
games=$2
status=0
fail() { echo "FAIL $*"; status=1; }
expect() { # expect WHAT PATTERN OUTPUT
    if grep -Eq "$2" <<< "$3"; then echo "ok   $1"; else fail "$1"; echo "$3"; fi
}

out=$(bench/compare.sh "$games" "$games" 2 20 2>&1) || fail "compare.sh exited $?"
expect "compare.sh: a line per round" '^round 2: A [0-9]+, B [0-9]+ games/s$' "$out"
expect "compare.sh: best and median, and the change" \
    '^best of 2 rounds: A [0-9]+, B [0-9]+ random-bot games/s: B [-+][0-9.]+%$' "$out"
expect "compare.sh: median" '^median: +A [0-9]+, B [0-9]+ random-bot games/s' "$out"

out=$(bench/compare.sh "$games" 2>&1); rc=$?
[ "$rc" -eq 2 ] || fail "compare.sh with one build: exit $rc, not 2"
expect "compare.sh with one build: usage" '^usage: bench/compare.sh A B' "$out"
out=$(bench/compare.sh "$games" /no/such/build 2>&1); rc=$?
[ "$rc" -eq 2 ] || fail "compare.sh with a missing build: exit $rc, not 2"
expect "compare.sh with a missing build names it" 'no bench_games program at /no/such/build ' "$out"

fake=$(mktemp)
trap 'rm -f "$fake"' EXIT
printf '#!/bin/sh\necho no figures here\n' > "$fake"
chmod +x "$fake"
out=$(bench/compare.sh "$games" "$fake" 1 10 2>&1); rc=$?
[ "$rc" -eq 1 ] || fail "compare.sh with a program that prints no figure: exit $rc, not 1"
expect "compare.sh says which program printed no figure" "$fake printed no random-bot figure" "$out"

out=$(bench/instructions.sh /no/such/build 2>&1); rc=$?
[ "$rc" -eq 2 ] || fail "instructions.sh with a missing build: exit $rc, not 2"
expect "instructions.sh with a missing build names it" 'no bench_games program at /no/such/build' "$out"
out=$(bench/instructions.sh "$games" no-such-pair 2>&1); rc=$?
[ "$rc" -eq 2 ] || fail "instructions.sh with an unknown pair: exit $rc, not 2"
expect "instructions.sh with an unknown pair names it" "no deck pair 'no-such-pair'" "$out"

out=$(bench/bench_startup.sh "$gcg" 2>&1) || fail "bench_startup.sh exited $?"
expect "bench_startup.sh: best and median, and the target" \
    '^gcg play start-up to the first prompt: best [0-9]+\.[0-9] ms, median [0-9]+\.[0-9] ms \(20 runs\); target < 50 ms: (met|not met)$' "$out"
out=$("$games" 10 1 2>&1) || fail "bench_games exited $?"
expect "bench_games: the random bot's figure and its target" \
    '^random-bot games: [0-9]+ games/s best, .*; target >= 20000 games/s: (met|not met)$' "$out"
expect "bench_games: the greedy bot's figure, no target" '^greedy-bot games: [0-9]+ games/s best, .* turns a game$' "$out"
expect "bench_games: issue 20's pair beside it (GD02/GD03), with the target" \
    '^random-bot games, gd02-gd03 \(decks/gd02-.*\): [0-9]+ games/s best, .*; target >= 20000 games/s: (met|not met)$' "$out"
expect "bench_games: issue 21's pair beside it (GD04/GD05), with the target" \
    '^random-bot games, gd04-gd05 \(decks/gd04-.*\): [0-9]+ games/s best, .*; target >= 20000 games/s: (met|not met)$' "$out"
out=$("$games" 10 1 no-such-pair 2>&1); rc=$?
[ "$rc" -eq 2 ] || fail "bench_games with an unknown pair: exit $rc, not 2"
expect "bench_games with an unknown pair: usage" '^usage: bench_games ' "$out"
out=$("$(dirname "$games")/bench_snapshot" 2>&1) || fail "bench_snapshot exited $?"
expect "bench_snapshot: the figure and its target" \
    '^snapshot \+ restore: [0-9.]+ us per pair .*; target <= 5 us: (met|not met)$' "$out"
out=$("$(dirname "$games")/bench_mcts" 4 2 6 2>&1) || fail "bench_mcts exited $?"
expect "bench_mcts: iterations per second" '^mcts search: [0-9]+ iterations/s ' "$out"
expect "bench_mcts: a win rate with its interval per budget" \
    '^mcts:iters=6 against greedy: [0-9.]+% of 4 games \(95% CI [0-9.]+-[0-9.]+%, \+/-[0-9.]+ points\); [0-9.]+ ms CPU a game, [0-9]+ games per core-minute$' "$out"
expect "bench_mcts: games per core-minute and the target" \
    '^games per core-minute at .*target >= 60 games/core-minute: (met|not met)$' "$out"
out=$("$(dirname "$games")/bench_mcts" 4 9 2>&1); rc=$?
[ "$rc" -eq 2 ] || fail "bench_mcts with one budget: exit $rc, not 2"
out=$(bench/bench_jobs.sh "$gcg" 40 1 2>&1) || fail "bench_jobs.sh exited $?"
expect "bench_jobs.sh: games per second and speed-up" \
    '^gcg sim --jobs 1: 40 games in [0-9]+ ms \(best of 1\) = [0-9]+ games/s, x1\.00$' "$out"
exit $status
