#!/usr/bin/env bash
# compare.sh A B [ROUNDS [GAMES]] -- is build B faster than build A at random-bot
# games?  A and B are build directories (or bench_games programs).  Their
# bench_games run in turn, ROUNDS times (default 5), each run the best of 3 runs
# of GAMES games (default 2000); then each build's best and median figures, and
# B's change over A by both.  (A neighbour only ever slows a run down, so the
# best is the surest figure; the median tells whether it was luck.)  Run it from
# the repository root.
#
# Why in turn: on a shared machine a neighbour can slow every run for minutes,
# and two builds measured one after the other then differ by the neighbour.  And
# why a change under 3% needs the instruction counts too (bench/instructions.sh):
# two builds of the very same code, laid out differently by the linker, have
# measured up to 2.5% apart here (docs/performance.md).
set -eu
usage() { echo "usage: bench/compare.sh A B [ROUNDS [GAMES]]  (A, B: build dirs or bench_games)" >&2; exit 2; }
[ $# -ge 2 ] || usage
prog() {
    if [ -d "$1" ]; then echo "$1/bench/bench_games"; else echo "$1"; fi
}
a=$(prog "$1")
b=$(prog "$2")
rounds=${3:-5}
games=${4:-2000}
for p in "$a" "$b"; do
    [ -x "$p" ] || { echo "compare.sh: no bench_games program at $p (build it: ninja -C DIR)" >&2; exit 2; }
done
[ -f data/cards.json ] || { echo "compare.sh: run it from the repository root" >&2; exit 2; }

rate() { # the random-bot figure (games/s, best of 3) of one bench_games run
    local out
    out=$("$1" "$games" 3) || { echo "compare.sh: $1 failed" >&2; exit 1; }
    out=$(awk '/^random-bot games:/ { print $3; exit }' <<< "$out")
    [ -n "$out" ] || { echo "compare.sh: $1 printed no random-bot figure" >&2; exit 1; }
    echo "$out"
}
ra=()
rb=()
for r in $(seq "$rounds"); do
    x=$(rate "$a")
    y=$(rate "$b")
    ra+=("$x")
    rb+=("$y")
    printf 'round %d: A %s, B %s games/s\n' "$r" "$x" "$y"
done
# "BEST MEDIAN" of a list of figures
summary() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[NR], v[int((NR + 1) / 2)] }'; }
read -r besta meda <<< "$(summary "${ra[@]}")"
read -r bestb medb <<< "$(summary "${rb[@]}")"
awk -v ba="$besta" -v bb="$bestb" -v ma="$meda" -v mb="$medb" -v n="$rounds" 'BEGIN {
    d = (bb - ba) * 100 / ba
    printf "best of %d rounds: A %d, B %d random-bot games/s: B %+.1f%%\n", n, ba, bb, d
    printf "median:           A %d, B %d random-bot games/s: B %+.1f%%\n", ma, mb,
           (mb - ma) * 100 / ma
    if (d < 3 && d > -3)
        print "(within what code layout alone moves: compare bench/instructions.sh too)"
}'
