#!/bin/sh
# SPDX-License-Identifier: MIT
# City Blox's buttons keep off the plates and cards (docs/games/city-blox.md,
# "At the table"), where the most buttons stand: the Recycle step, ten trios
# for a green brick beside the table's own. The layout check measures every
# button drawn against the plates and cards as projected on the screen
# (EG_DRAWN_KEEP, src/app/layout_check.h), at 640x360, 1280x720 and 1920x1080
# and every text size (layout_walk.sh).
#
# A game of deal 7 (typed on the setup screen; player 2 the computer at Easy)
# is first played by the mouse up to the Recycle step, with player 1's moves
# planned by the rules core (`cityscape-cli city-blox table-plan`, as
# table_city_blox.sh); its save is where every walk starts (Continue): the
# red or green brick clicked, the Recycle choice, the three bricks placed.
#
# Usage: layout_city_blox.sh CITYSCAPE CITYSCAPE-CLI
set -u
GAME=$1
CLI=$2
here=$(dirname "$0")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
deal=$(( (7 << 20) + 1 ))
"$CLI" city-blox table-plan "players=2 level=1 trio=hsm" "$deal" easy >"$work/plan" ||
  { echo "FAIL: table-plan"; cat "$work/plan"; exit 1; }
# The Recycle step: the click on the brick before the Recycle button.
at=$(grep -n '^script click Recycle ' "$work/plan" | head -n 1 | cut -d: -f1)
[ -n "$at" ] || { echo "FAIL: no Recycle in the plan"; exit 1; }
{
  echo "size 1280 720"
  echo "click New game"
  echo "click City Blox"
  echo "expect table-setup"
  echo "click Player 2: medium"
  echo "click Player 2: hard"
  echo "click Player 2: human"
  echo "click Deal: random"
  echo "type $deal"
  echo "click Start"
  echo "expect table"
  head -n $((at - 2)) "$work/plan" | sed -n 's/^script //p'
  echo "quit"
} >"$work/to-recycle.script"
mkdir -p "$work/save"
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen} \
  "$GAME" --script "$work/to-recycle.script" --seed 5 --save-dir "$work/save" >"$work/out" 2>&1
rc=$?
if [ $rc -eq 3 ]; then echo "no OpenGL here: skipped"; exit 77; fi
[ $rc -eq 0 ] || { echo "FAIL: the game to the Recycle step exited $rc"; tail -n 20 "$work/out"; exit 1; }
{
  echo "click New game"
  echo "click City Blox"
  echo "expect table-setup"
  echo "click Continue"
  echo "expect table"
  # The brick, the Recycle button, and three moves on.
  tail -n +$((at - 1)) "$work/plan" | awk '/^script / { print substr($0, 8); if (/expect-moves/ && ++n == 4) exit }'
} >"$work/recycle.walk"
LAYOUT_SAVES=$work/save exec sh "$here/layout_walk.sh" "$GAME" "$work/recycle.walk"
