#!/usr/bin/env bash
# instructions.sh [BUILD [PAIR]] -- instructions per game, counted by callgrind:
# what a change saves or costs whatever the machine's neighbours are doing.
# BUILD is a build directory (default: build) or a bench_games program; PAIR is
# a deck pair of bench_games (recommended, gd02-gd03, gd04-gd05) or all (the
# default: each pair on its own line, the recommended decks first).  Run it from
# the repository root; it takes a few seconds per pair.
#
# bench_games GAMES 1 PAIR plays 50 warm-up games and then GAMES games with each
# bot; the count of `bench_games 300 1 PAIR` less that of `bench_games 1 1 PAIR`
# is 598 games' worth (299 random-bot and 299 greedy-bot games), with the
# loading and the warm-up taken out.
set -eu
p=${1:-build}
which=${2:-all}
[ -d "$p" ] && p="$p/bench/bench_games"
[ -x "$p" ] || { echo "instructions.sh: no bench_games program at $p (build it first)" >&2; exit 2; }
[ -f data/cards.json ] || { echo "instructions.sh: run it from the repository root" >&2; exit 2; }
case $which in
all) pairs="recommended gd02-gd03 gd04-gd05" ;;
recommended|gd02-gd03|gd04-gd05) pairs=$which ;;
*) echo "instructions.sh: no deck pair '$which' (recommended, gd02-gd03, gd04-gd05 or all)" >&2
   exit 2 ;;
esac
command -v valgrind >/dev/null || {
    echo "instructions.sh: needs valgrind (sudo apt-get install valgrind)" >&2
    exit 2
}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
count() { # the instructions of one bench_games run: count GAMES PAIR
    valgrind --tool=callgrind --callgrind-out-file="$out/cg" "$p" "$1" 1 "$2" >/dev/null 2>&1
    awk '/^(summary|totals):/ { print $2; exit }' "$out/cg"
}
for pair in $pairs; do
    big=$(count 300 "$pair")
    small=$(count 1 "$pair")
    [ -n "$big" ] && [ -n "$small" ] || { echo "instructions.sh: $p failed on $pair" >&2; exit 1; }
    name=""
    [ "$pair" = recommended ] || name=", $pair"
    awk -v big="$big" -v small="$small" -v name="$name" 'BEGIN {
        printf "instructions per game%s: %.0f (callgrind; bench_games 300 1 less bench_games 1 1, 598 games)\n",
               name, (big - small) / 598 }'
done
