#!/bin/sh
# SPDX-License-Identifier: MIT
# A whole game of Skyscrapers at the table, played by drag and drop through
# the real event path: every drag is aimed where the scene drew the piece
# and must pick it there (script command drag-item). The moves are chosen
# by the rules core's own CLI, the game is ended with the End game button,
# and the saved record's final score must equal the score the CLI computes
# for the final position, independently of the window.
#
# Usage: table_skyscrapers.sh CITYSCAPE CITYSCAPE-CLI
set -u
GAME=$1
CLI=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
seed=7
deal=$(( (seed << 20) + 1 ))   # the table's first game after start-up (table.c)
spn=$("$CLI" skyscrapers deal "$deal") || { echo "FAIL: deal"; exit 1; }

. "$(dirname "$0")/skyscrapers_drag.sh"

{
  echo "size 1280 720"
  echo "expect title"
  echo "click New game"
  echo "click Skyscrapers"
  echo "expect table-setup"
  echo "click Start"
  echo "expect table"
} >"$work/game.script"

n=0
while [ $n -lt 24 ]; do
  moves=$("$CLI" skyscrapers moves "$spn")
  [ -n "$moves" ] || break
  # Prefer a stack (it scores), then a pawn move, then a slide; vary by turn.
  pick=$(printf '%s\n' $moves | grep '+' | head -n 1)
  [ -n "$pick" ] || pick=$(printf '%s\n' $moves | awk -v k=$n 'NR == (k % NF_) + 1' NF_=$(printf '%s\n' $moves | wc -l))
  n=$((n + 1))
  drag_of "$pick" >>"$work/game.script"
  echo "expect-moves $n" >>"$work/game.script"
  spn=$("$CLI" skyscrapers play "$spn" "$pick") || { echo "FAIL: play $pick"; exit 1; }
done
{
  echo "screenshot $work/end.png"
  echo "click End game"
  echo "click Yes" # the table asks first
  echo "expect-moves $((n + 1))"
  echo "quit"
} >>"$work/game.script"

ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen} "$GAME" --script "$work/game.script" \
  --seed "$seed" --save-dir "$work/save" >"$work/out" 2>&1
rc=$?
if [ $rc -eq 3 ]; then echo "table_skyscrapers: no OpenGL here: skipped"; exit 77; fi
if [ $rc -ne 0 ]; then echo "FAIL: the game exited $rc"; cat "$work/out"; exit 1; fi
want=$("$CLI" skyscrapers score --json "$spn" | sed 's/.*"total":\([0-9-]*\).*/\1/')
got=$("$CLI" replay --json "$work/save/skyscrapers.rec" | sed 's/.*"scores":\[\([0-9-]*\)\].*/\1/')
over=$("$CLI" replay --json "$work/save/skyscrapers.rec" | grep -c '"over":true')
echo "table_skyscrapers: $n drags; score $got in the saved game, $want by the rules core; over: $over"
[ "$got" = "$want" ] && [ "$over" = 1 ] || { echo "FAIL: the saved game disagrees"; exit 1; }
echo "1 passed, 0 failed"
