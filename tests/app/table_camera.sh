#!/bin/sh
# SPDX-License-Identifier: MIT
# A player's own view is kept at the generic table: in a hot-seat game of
# Cityscape (CITYSCAPE_ONE_TABLE=1, two people) player 1 turns the camera
# (the Q key, through the real event path), places a block, player 2 takes
# the seat after the curtain and gets their own edge, places, and when
# player 1 takes the seat again the camera is where player 1 left it, not
# back at the seat pose (the old path's cam_free). Home then puts it back
# at the edge. The poses are the camera's own (the script's `camera`).
#
# Usage: table_camera.sh CITYSCAPE
set -u
GAME=$1
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
{
  echo "size 1280 720"
  echo "expect title"
  echo "click New game"
  echo "click Cityscape"
  echo "expect table-setup"
  echo "click Player 2: medium"   # medium -> hard -> human: a hot-seat game
  echo "click Player 2: hard"
  echo "click Start"
  echo "expect table"
  echo "click Ready"
  for s in 0 1 2 3; do
    [ $s = 2 ] && echo "click Ready"
    for l in 0 1 2 3; do echo "drag-item 401 $((200 + 4 * s + l))"; done
    case $s in 0) n=south ;; 1) n=west ;; 2) n=north ;; 3) n=east ;; esac
    echo "click Confirm $n"
  done
  echo "click Ready"               # player 1 builds first
  echo "wait 1.5"
  echo "camera"                    # 1: player 1's seat pose
  echo "key q q q"                 # player 1 turns the view
  echo "wait 1.5"
  echo "camera"                    # 2: player 1's own view
  echo "drag-item 101 0"
  echo "expect-moves 5"
  echo "click Ready"
  echo "wait 1.5"
  echo "camera"                    # 3: player 2's seat pose
  echo "drag-item 102 15"
  echo "expect-moves 6"
  echo "click Ready"
  echo "wait 1.5"
  echo "camera"                    # 4: player 1 again: their own view
  echo "key Home"
  echo "wait 1.5"
  echo "camera"                    # 5: back at player 1's edge
  echo "quit"
} >"$work/game.script"
CITYSCAPE_ONE_TABLE=1 ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} \
  SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen} "$GAME" --script "$work/game.script" \
  --save-dir "$work/save" >"$work/out" 2>&1
rc=$?
if [ $rc -eq 3 ]; then echo "table_camera: no OpenGL here: skipped"; exit 77; fi
if [ $rc -ne 0 ]; then echo "FAIL: the game exited $rc"; tail -n 20 "$work/out"; exit 1; fi
grep '^camera ' "$work/out" >"$work/poses"
[ "$(wc -l <"$work/poses")" = 5 ] || { echo "FAIL: 5 camera poses wanted"; cat "$work/out"; exit 1; }
pose() { sed -n "${1}p" "$work/poses"; }
echo "table_camera: seat $(pose 1); turned $(pose 2); player 2 $(pose 3); player 1 again $(pose 4);" \
     "after Home $(pose 5)"
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
[ "$(pose 1)" != "$(pose 2)" ] || fail "Q did not turn the camera"
[ "$(pose 3)" != "$(pose 2)" ] || fail "player 2 was shown player 1's view"
[ "$(pose 4)" = "$(pose 2)" ] || fail "player 1's own view was lost: $(pose 4), not $(pose 2)"
[ "$(pose 5)" = "$(pose 1)" ] || fail "Home did not put the camera back at the edge: $(pose 5)"
[ $fails = 0 ] || exit 1
echo "1 passed, 0 failed"
