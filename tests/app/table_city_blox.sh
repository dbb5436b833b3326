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
# Bricks are turned on the way: a drag turns the brick in hand with the wheel
# (drag-item FROM TO TURNS), every other such placement is a click on the
# brick, R for each quarter turn and a click on the stud.
#
# CB_TABLE_LEVEL=1b|2|2b plays that level (the Level button of the setup
# screen clicked round to it); at Levels 2 and 2B player 1 must have put
# bricks on the second level by the mouse.
#
# CB_TABLE_PLAYERS=3|4 seats that many: player 1 by the mouse, the others
# computers at Easy. CB_TABLE_HOTSEAT=1: every player by the mouse at one
# screen, each curtain passed by a click on Ready (table-plan ... human).
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
level=${CB_TABLE_LEVEL:-1}
case $level in
  1) clicks="" ;;
  1b) clicks="1" ;;
  2) clicks="1 1B" ;;
  2b) clicks="1 1B 2" ;;
  *) echo "CB_TABLE_LEVEL: 1, 1b, 2 or 2b, not $level"; exit 2 ;;
esac
players=${CB_TABLE_PLAYERS:-2}
case $players in 2|3|4) ;; *) echo "CB_TABLE_PLAYERS: 2, 3 or 4, not $players"; exit 2 ;; esac
params="players=$players level=$level trio=hsm"  # the setup screen's defaults but these
hotseat=${CB_TABLE_HOTSEAT:-}
cpu=easy; [ -z "$hotseat" ] || cpu=human  # table-plan: every seat by the mouse
name=table_city_blox${CB_TABLE_LEVEL:+_level$level}${CB_TABLE_PLAYERS:+_${players}p}${hotseat:+_hotseat}

"$CLI" city-blox table-plan "$params" "$deal" "$cpu" >"$work/plan" ||
  { echo "FAIL: table-plan"; cat "$work/plan"; exit 1; }
{
  echo "size 1280 720"
  echo "expect title"
  echo "click New game"
  echo "click City Blox"
  echo "expect table-setup"
  k=2
  while [ $k -lt "$players" ]; do echo "click Players: $k"; k=$((k + 1)); done
  for l in $clicks; do echo "click Level: $l"; done
  p=2
  while [ $p -le "$players" ]; do
    echo "click Player $p: medium"   # medium -> hard -> human -> easy
    echo "click Player $p: hard"
    [ -n "$hotseat" ] || echo "click Player $p: human"
    p=$((p + 1))
  done
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
if [ $rc -eq 3 ]; then echo "$name: no OpenGL here: skipped"; exit 77; fi
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
others=computers; [ -z "$hotseat" ] || others="other players by the mouse"
human=$(grep -c '^move 1 ' "$work/plan")
up=$(grep -c '^move 1 place:.*\^2$' "$work/plan")
wheel=$(grep -c '^script drag-item [0-9]* [0-9]* [0-9]' "$work/plan")
keys=$(grep -c '^script key r$' "$work/plan")
saved_level=$(sed -n 's/^params .*level=\([0-9b]*\).*/\1/p' "$rec")
echo "$name: $human moves of player 1 by click and drag ($up on the second level;" \
     "$wheel drags turned by the wheel, $keys turns by R), $(grep -c '^move [2-4] ' "$work/plan")" \
     "by the $others; plots $got in the saved game, $want by the rules core ($end); over: $over"
[ "$got" = "$want" ] && [ "$over" = 1 ] || { echo "FAIL: the saved game disagrees"; exit 1; }
[ "$saved_level" = "$level" ] || { echo "FAIL: the saved game is level '$saved_level'"; exit 1; }
[ "$wheel" -gt 0 ] && [ "$keys" -gt 0 ] || { echo "FAIL: no brick turned by the wheel and by R"; exit 1; }
case $level in 2|2b) [ "$up" -gt 0 ] || { echo "FAIL: nothing on the second level"; exit 1; } ;; esac
echo "1 passed, 0 failed"
