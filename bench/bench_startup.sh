#!/usr/bin/env bash
# bench_startup.sh GCG -- start-up time of `gcg play` to its first prompt: the
# time to start, load cards and scripts, set up a game and print the first
# decision (with `quit` piped in), best and median of 20 runs.
set -eu
gcg=${1:?usage: bench_startup.sh GCG}
times=()
for i in $(seq 20); do
    s=$(date +%s%N)
    echo quit | "$gcg" play --seed 1 >/dev/null
    e=$(date +%s%N)
    times+=($(( (e - s) / 1000 )))
done
sorted=($(printf '%s\n' "${times[@]}" | sort -n))
awk -v best="${sorted[0]}" -v median="${sorted[10]}" 'BEGIN {
    printf "gcg play start-up to the first prompt: best %.1f ms, median %.1f ms (20 runs)",
           best / 1000, median / 1000
    printf "; target < 50 ms: %s\n", best / 1000 < 50 ? "met" : "not met" }'
