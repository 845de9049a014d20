#!/usr/bin/env bash
# bench_jobs.sh GCG [GAMES] -- gcg sim throughput with 1, 2, 4 ... jobs up to the
# number of cores: games per second and the speed-up over one job.
set -eu
gcg=${1:?usage: bench_jobs.sh GCG [GAMES]}
games=${2:-4000}
cores=$(nproc)
base=""
j=1
while [ "$j" -le "$cores" ]; do
    s=$(date +%s%N)
    "$gcg" sim --games "$games" --seed 2 --jobs "$j" > /dev/null
    e=$(date +%s%N)
    ms=$(( (e - s) / 1000000 ))
    [ -z "$base" ] && base=$ms
    printf 'gcg sim --jobs %d: %d games in %d ms = %.0f games/s, x%.2f\n' "$j" "$games" "$ms" \
        "$(echo "$games * 1000 / $ms" | bc -l)" "$(echo "$base / $ms" | bc -l)"
    [ "$j" -eq "$cores" ] && break
    j=$(( j * 2 > cores ? cores : j * 2 ))
done
