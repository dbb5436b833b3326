#!/bin/sh
# SPDX-License-Identifier: MIT
# City Blox's cards readable (issue 25): at 640x360, 1280x720 and 1920x1080
# the viewer's house card is drawn, a screenshot taken, and card_pixels
# measures its cut-out's cells against the plate's studs from the pixels
# alone: each cell at least MIN x MIN pixels, at least 0.8 of a stud, and
# of a stud's shape (cells of 0.17 on a 1.6 card measured 0.58 of a stud).
# The cut-out's cells, and how many files and ranks they span, come from
# the drawn scene (dump-scene: the card's dark cells, item 3500).
# Usage: card_pixels.sh CITYSCAPE CARD_PIXELS
set -u
GAME=$1
MEASURE=$2
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
fails=0
for size in "640 360 3" "1280 720 9" "1920 1080 13"; do
  set -- $size
  printf 'size %s %s\nclick New game\nclick City Blox\nexpect table-setup\nclick Start\nexpect table\ndump-scene %s/%s.scene\nscreenshot %s/%s.png\nquit\n' \
    "$1" "$2" "$work" "$1" "$work" "$1" >"$work/$1.script"
  ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen} \
    "$GAME" --script "$work/$1.script" --seed 5 --save-dir "$work/save$1" >"$work/out" 2>&1
  rc=$?
  if [ $rc -eq 3 ]; then echo "card_pixels: no OpenGL here: skipped"; exit 77; fi
  [ $rc -eq 0 ] || { echo "FAIL: the game exited $rc"; cat "$work/out"; exit 1; }
  # The cut-out's cells (shape 0 of item 3500), and the files and ranks
  # they span (a cell is drawn 0.92 of its pitch).
  span=$(awk '$1 == "item" && $2 == 3500 && $3 == 0 {
      x = $5; z = $7; w = $8 / 0.92
      if (n++ == 0) { x0 = x1 = x; z0 = z1 = z }
      if (x < x0) x0 = x; if (x > x1) x1 = x; if (z < z0) z0 = z; if (z > z1) z1 = z
    } END { printf "%d %d %d", n, int((x1 - x0) / w + 1.5), int((z1 - z0) / w + 1.5) }' "$work/$1.scene")
  set -- "$1" "$2" "$3" $span
  "$MEASURE" "$work/$1.png" "$4" "$3" "$5" "$6" || fails=$((fails + 1))
done
[ $fails -eq 0 ] || exit 1
echo "1 passed, 0 failed"
