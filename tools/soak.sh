#!/usr/bin/env bash
# tools/soak.sh -- the set soak of the release checks (docs/security.md, "Soak"):
# random decks of every set, in every mode, random and greedy bots, invariants
# on, one `gcg sim` per cell, a line per cell in OUT/summary.tsv and each
# cell's standard error in OUT/<cell>.err (script errors, sanitizer reports).
#
#   tools/soak.sh BUILD OUT [SCALE]
#
# BUILD is a build directory (build-asan for the sanitizers, build for volume);
# SCALE multiplies the games of every cell (default 1: 200 random-bot and 100
# greedy games a two-player or team cell, 150 and 50 a Battle Royale cell).
# SOAK_BOTS lists the bots (default "random greedy"); any other than random
# (mcts:iters=30) plays the greedy bot's number of games.  SOAK_SETS, if set,
# replaces the list of sets (comma-separated sets, separated by spaces).
# The sanitizers' options are set here as `./dev test` sets them.  A cell that
# fails (an error, a sanitizer report, a game that could not end) is listed
# with its exit status; rerun it alone with the command in summary.tsv.
set -uo pipefail
build=${1:?usage: tools/soak.sh BUILD OUT [SCALE]}
out=${2:?usage: tools/soak.sh BUILD OUT [SCALE]}
scale=${3:-1}
seed=${SOAK_SEED:-20261124}
mkdir -p "$out"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
export GCG_INVARIANTS=1

sets=(GD02 GD03 GD04 GD05 EB01 ST05,ST06,ST07,ST08,ST09,ST10 all)
[ -n "${SOAK_SETS:-}" ] && read -r -a sets <<<"$SOAK_SETS"
read -r -a bots <<<"${SOAK_BOTS:-random greedy}"
# mode arguments, then the games of random bots and of greedy bots (x SCALE)
cells=(
    "standard|--mode standard|200|100"
    "team|--mode team|200|100"
    "eight-shields|--mode eight-shields|200|100"
    "most-shields|--mode most-shields|200|100"
    "partial-mulligan|--mode partial-mulligan|200|100"
    "round-limit|--mode round-limit|200|100"
    "vanguard|--mode vanguard|200|100"
)
for v in last-standing sudden-death; do
    for p in 3 4 5 6; do
        cells+=("br$p-$v|--mode battle-royale --variant $v --players $p|150|50")
    done
done

printf 'cell\tsets\tbot\tgames\tseconds\tstatus\tscript_errors\tcommand\n' >>"$out/summary.tsv"
for s in "${sets[@]}"; do
    for c in "${cells[@]}"; do
        IFS='|' read -r name args nrandom ngreedy <<<"$c"
        for bot in "${bots[@]}"; do
            if [ "$bot" = random ]; then n=$nrandom; else n=$ngreedy; fi
            n=$(awk -v n="$n" -v k="$scale" 'BEGIN { printf "%d", n * k }')
            [ "$n" -gt 0 ] || continue
            tag="$name-${s//,/+}-${bot//[:=]/_}"
            # shellcheck disable=SC2086
            cmd="$build/src/gcg sim $args --deck random:$s --bot $bot --games $n --seed $seed --jobs 1"
            t0=$(date +%s.%N)
            $cmd >"$out/$tag.out" 2>"$out/$tag.err"
            rc=$?
            t1=$(date +%s.%N)
            errs=$(sed -n 's/^  script errors: //p' "$out/$tag.out")
            printf '%s\t%s\t%s\t%s\t%.1f\t%s\t%s\t%s\n' "$name" "$s" "$bot" "$n" \
                "$(echo "$t1 - $t0" | bc)" "$rc" "${errs:-?}" "$cmd" >>"$out/summary.tsv"
        done
    done
done
