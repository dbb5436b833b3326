#!/bin/sh
# SPDX-License-Identifier: MIT
# A Six Cities block carried mid-drag keeps its floor bands: a new game at
# the table played 8 moves by play-any (seed 5: the blocks chosen and set
# aside), then yellow's 4-floor block set aside (item 214) lifted over site 2
# and the scene dumped while it is held. The bands (items of no id drawn
# round the block, the same piece by the game's key) must move with it
# (flag MOVING, 128): before, the table carried the block alone and left its
# three bands behind as a dark shell where it stood. Usage: six_cities_drag_bands.sh CITYSCAPE
set -u
GAME=$1
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
{ printf 'size 1280 720\nclick New game\nclick Six Cities\nexpect table-setup\nclick Start\nexpect table\n'
  for k in 1 2 3 4 5 6 7 8; do echo play-any; done
  echo "lift-item 214 2"; echo "!screenshot $work/mid.png"; echo "!dump-scene $work/mid.scene"; echo "!release"; echo quit; } >"$work/s.script"
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen} \
  "$GAME" --script "$work/s.script" --seed 5 --save-dir "$work/save" >"$work/out" 2>&1
rc=$?
if [ $rc -eq 3 ]; then echo "six_cities_drag_bands: no OpenGL here: skipped"; exit 77; fi
[ $rc -eq 0 ] || { echo "FAIL: the game exited $rc"; tail -n 5 "$work/out"; exit 1; }
held=$(awk '$1 == "item" && $2 == 214 && int($4 / 128) % 2 == 1' "$work/mid.scene" | wc -l)
bands=$(awk '$1 == "item" && $2 == -1 && int($4 / 128) % 2 == 1' "$work/mid.scene" | wc -l)
echo "six_cities_drag_bands: mid-drag $held block and $bands bands carried"
[ "$held" = 1 ] && [ "$bands" = 3 ] || { echo "FAIL: the 4-floor block is carried with $bands of its 3 bands"; exit 1; }
echo "1 passed, 0 failed"
