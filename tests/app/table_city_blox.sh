#!/bin/sh
# SPDX-License-Identifier: MIT
# A whole game of City Blox at the table: player 1 plays by the mouse
# through the real event path, player 2 is the computer (set to Easy on the
# setup screen by clicking its button). Every move of player 1 is a click on
# the supply box or the pile (click-item), a drag of the brick in hand, turned
# the chosen way, onto a stud (drag-item: aimed where the scene drew the
# items, failing unless a press there picks them), or one of the table's
# buttons (click LABEL). The moves are planned by the rules core
# (`cityscape-cli city-blox table-plan`: player 1's moves chosen by Medium,
# the computer's as the table seeds it); afterwards the saved record must
# hold exactly those moves, and `cityscape-cli replay --json` of it must agree
# with the rules core's own replay (complete plots per player, the game over).
#
# Usage: table_city_blox.sh CITYSCAPE CITYSCAPE-CLI [SCREENSHOT-DIR]
set -u
GAME=$1
CLI=$2
shots=${3:-}
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
seed=${CB_TABLE_SEED:-7}
deal=$(( (seed << 20) + 1 ))   # the table's first game after start-up (table.c)
params="players=2"             # the setup screen's defaults

"$CLI" city-blox table-plan "$params" "$deal" easy >"$work/plan" ||
  { echo "FAIL: table-plan"; cat "$work/plan"; exit 1; }
{
  echo "size 1280 720"
  echo "expect title"
  echo "click New game"
  echo "click City Blox"
  echo "expect table-setup"
  echo "click Player 2: medium"   # medium -> human -> easy
  echo "click Player 2: human"
  echo "click Start"
  echo "expect table"
  [ -n "$shots" ] && echo "screenshot $shots/blox-start-1280.png"
  sed -n 's/^script //p' "$work/plan" | awk -v shots="$shots" '
    { print }
    /^expect-moves/ && shots != "" && ++k == 14 { print "screenshot " shots "/blox-mid-1280.png" }
    /^click-item 32/ && shots != "" && !held++ { print "screenshot " shots "/blox-pile-1280.png" }'
  [ -n "$shots" ] && echo "screenshot $shots/blox-end-1280.png"
  echo "quit"
} >"$work/game.script"

ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen} "$GAME" --script "$work/game.script" \
  --seed "$seed" --save-dir "$work/save" >"$work/out" 2>&1
rc=$?
if [ $rc -eq 3 ]; then echo "table_city_blox: no OpenGL here: skipped"; exit 77; fi
if [ $rc -ne 0 ]; then echo "FAIL: the game exited $rc"; tail -n 20 "$work/out"; exit 1; fi

rec="$work/save/city-blox.rec"
want_moves=$(sed -n 's/^move [0-9]* //p' "$work/plan")
got_moves=$(sed -n 's/^move [0-9]* //p' "$rec")
[ "$got_moves" = "$want_moves" ] || {
  echo "FAIL: the saved moves differ from the planned ones"
  printf '%s\n' "$want_moves" >"$work/want"; printf '%s\n' "$got_moves" >"$work/got"
  diff "$work/want" "$work/got" | head -n 10; exit 1; }
json=$("$CLI" replay --json "$rec") || { echo "FAIL: replay: $json"; exit 1; }
got=$(printf '%s' "$json" | sed 's/.*"scores":\[\([0-9,-]*\)\].*/\1/')
end=$(sed -n 's/^end //p' "$work/plan")
want=$(printf '%s' "$end" | sed 's/.*scores=\([0-9,]*\).*/\1/')
over=$(printf '%s' "$json" | grep -c '"over":true')
human=$(grep -c '^move 1 ' "$work/plan")
echo "table_city_blox: $human moves of player 1 by click and drag, $(grep -c '^move 2 ' "$work/plan")" \
     "by the computer; plots $got in the saved game, $want by the rules core ($end); over: $over"
[ "$got" = "$want" ] && [ "$over" = 1 ] || { echo "FAIL: the saved game disagrees"; exit 1; }
echo "1 passed, 0 failed"
