#!/usr/bin/env bash
# bench_jobs.sh GCG [GAMES [RUNS]] -- gcg sim throughput with 1, 2, 4 ... jobs up to
# the number of cores: games per second and the speed-up over one job, each the
# best of RUNS runs (a shared virtual machine's neighbours take a run now and then).
set -eu
gcg=${1:?usage: bench_jobs.sh GCG [GAMES [RUNS]]}
games=${2:-4000}
runs=${3:-5}
cores=$(nproc)
base=""
j=1
while [ "$j" -le "$cores" ]; do
    best=""
    for _ in $(seq "$runs"); do
        s=$(date +%s%N)
        "$gcg" sim --games "$games" --seed 2 --jobs "$j" > /dev/null
        e=$(date +%s%N)
        ms=$(( (e - s) / 1000000 ))
        if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
    done
    [ -z "$base" ] && base=$best
    awk -v j="$j" -v g="$games" -v ms="$best" -v r="$runs" -v base="$base" 'BEGIN {
        printf "gcg sim --jobs %d: %d games in %d ms (best of %d) = %.0f games/s, x%.2f\n",
               j, g, ms, r, g * 1000 / (ms < 1 ? 1 : ms), base / (ms < 1 ? 1 : ms) }'
    [ "$j" -eq "$cores" ] && break
    j=$(( j * 2 > cores ? cores : j * 2 ))
done
