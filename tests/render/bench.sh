#!/bin/sh
# SPDX-License-Identifier: MIT
# Frame times of every game's table, as docs/renderer.md reports them:
#   tests/render/bench.sh BIN [FRAMES] [RUNS] [SIZES] [GAMES]
# BIN is a cityscape executable; each game and size runs RUNS times
# (default 3) with FRAMES frames (default 200), and one line gives the
# medians of the runs' figures: full-frame median and p95, drag-frame
# median, first frame, peak memory. Games without a table are skipped.
# Cityscape draws the benchmark's city (FE_BENCH_CPN, 22 blocks, every
# goal set) at its table, as --bench-frames does without --game; the
# others a new game after 12 seeded random moves.
bin=${1:?usage: bench.sh BIN [FRAMES] [RUNS] [SIZES] [GAMES]}
frames=${2:-200}
runs=${3:-3}
sizes=${4:-"1280x720 1920x1080"}
games=${5:-"cityscape skyscrapers six-cities city-blox"}
export SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen}
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
printf '%-12s %-9s %8s %8s %8s %8s %8s\n' game size full p95 drag first MB
for game in $games; do
  for size in $sizes; do
    out=$(mktemp)
    skip=
    i=0
    while [ $i -lt "$runs" ]; do
      if [ "$game" = cityscape ]; then set -- --bench-frames "$frames"; else set -- --bench-frames "$frames" --game "$game"; fi
      if ! "$bin" "$@" --size "$size" >>"$out" 2>/dev/null; then
        skip=yes
        break
      fi
      i=$((i + 1))
    done
    if [ -n "$skip" ]; then
      printf '%-12s %-9s (no table yet)\n' "$game" "$size"
      rm -f "$out"
      break
    fi
    full=$(sed -n 's/.*full frames.*median \([0-9.]*\) ms, p95.*/\1/p' "$out" | median)
    p95=$(sed -n 's/.*full frames.*p95 \([0-9.]*\) ms.*/\1/p' "$out" | median)
    drag=$(sed -n 's/.*drag frames.*median \([0-9.]*\) ms, p95.*/\1/p' "$out" | median)
    first=$(sed -n 's/.*first frame \([0-9.]*\) ms.*/\1/p' "$out" | median)
    mb=$(sed -n 's/.*peak memory \([0-9.]*\) MB.*/\1/p' "$out" | median)
    printf '%-12s %-9s %8s %8s %8s %8s %8s\n' "$game" "$size" "$full" "$p95" "$drag" "$first" "$mb"
    rm -f "$out"
  done
done
