#!/bin/sh
# SPDX-License-Identifier: MIT
# Every screen a walk visits (tests/app/layout/*.walk: script commands, see
# docs/scripting.md), at every window size and every text size the game
# offers, judged from what the renderer drew (CITYSCAPE_LAYOUT_CHECK, see
# src/app/layout_check.h): nothing outside the window, no text over another,
# no panel over a text, no label running out of its button or box.
#
# LAYOUT_KNOWN: faults known and not yet mended, as WALK:SCALE words (e.g.
# "lesson.walk:2"): such a run's problems are printed as KNOWN and not
# counted, and the test fails if it passes (so the word is taken out).
#
# Usage: layout_walk.sh CITYSCAPE WALK...
set -u
GAME=$1
shift
sizes=${LAYOUT_SIZES:-"640x360 1280x720 1920x1080"}
scales=${LAYOUT_SCALES:-"0.75 1 1.25 1.5 2"}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
runs=0
for walk in "$@"; do
  for size in $sizes; do
    for scale in $scales; do
      dir=$work/$(basename "$walk")-$size-$scale
      mkdir -p "$dir"
      printf 'ui_scale = %s\n' "$scale" > "$dir/settings.txt"
      # LAYOUT_SAVES: a folder of saved games (*.rec) each run starts with,
      # for walks that begin with Continue.
      [ -n "${LAYOUT_SAVES:-}" ] && cp "$LAYOUT_SAVES"/*.rec "$dir/"
      { echo "size $(echo "$size" | tr x ' ')"; cat "$walk"; echo quit; } > "$dir/run.script"
      CITYSCAPE_LAYOUT_CHECK=1 SDL_VIDEODRIVER=offscreen \
        "$GAME" --script "$dir/run.script" --save-dir "$dir" --seed 5 > "$dir/out" 2>&1
      rc=$?
      runs=$((runs + 1))
      if [ $rc -eq 3 ]; then
        echo "no OpenGL 3.3 context: skipped"
        exit 77
      fi
      known=0
      for k in ${LAYOUT_KNOWN:-}; do
        [ "$k" = "$(basename "$walk"):$scale" ] && known=1
      done
      if [ $rc -ne 0 ] && [ $known = 1 ]; then
        echo "KNOWN $(basename "$walk") at $size, text $scale (not counted):"
        grep -v '^script:' "$dir/out" | sed 's/^/  /'
      elif [ $rc -ne 0 ]; then
        failed=$((failed + 1))
        echo "FAIL $(basename "$walk") at $size, text $scale:"
        grep -v '^script:' "$dir/out" | sed 's/^/  /'
      elif [ $known = 1 ]; then
        failed=$((failed + 1))
        echo "FAIL $(basename "$walk") at $size, text $scale passes: take it out of LAYOUT_KNOWN"
      fi
    done
  done
done
echo "$runs walks, $failed with layout problems"
[ $failed -eq 0 ]
