#!/usr/bin/env bash
# instructions.sh [BUILD] -- instructions per game, counted by callgrind: what a
# change saves or costs whatever the machine's neighbours are doing.  BUILD is a
# build directory (default: build) or a bench_games program.  Run it from the
# repository root; it takes a few seconds.
#
# bench_games GAMES 1 plays 50 warm-up games and then GAMES games with each bot;
# the count of `bench_games 300 1` less that of `bench_games 1 1` is 598 games'
# worth (299 random-bot and 299 greedy-bot games), with the loading and the
# warm-up taken out.
set -eu
p=${1:-build}
[ -d "$p" ] && p="$p/bench/bench_games"
[ -x "$p" ] || { echo "instructions.sh: no bench_games program at $p (build it first)" >&2; exit 2; }
[ -f data/cards.json ] || { echo "instructions.sh: run it from the repository root" >&2; exit 2; }
command -v valgrind >/dev/null || {
    echo "instructions.sh: needs valgrind (sudo apt-get install valgrind)" >&2
    exit 2
}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
count() { # the instructions of one bench_games run
    valgrind --tool=callgrind --callgrind-out-file="$out/cg" "$p" "$1" 1 >/dev/null 2>&1
    awk '/^(summary|totals):/ { print $2; exit }' "$out/cg"
}
big=$(count 300)
small=$(count 1)
awk -v big="$big" -v small="$small" 'BEGIN {
    printf "instructions per game: %.0f (callgrind; bench_games 300 1 less bench_games 1 1, 598 games)\n",
           (big - small) / 598 }'
