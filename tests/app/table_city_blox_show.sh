#!/bin/sh
# SPDX-License-Identifier: MIT
# City Blox at the table: what moves is seen moving (docs/games/city-blox.md,
# "At the table"). Player 1 plays by the mouse the moves planned by the rules
# core (`cityscape-cli city-blox table-plan`, as table_city_blox.sh), player 2
# is the computer at Easy; deal 15 draws an event when player 1 ends a turn,
# and it makes both players return a brick. A script draws no frame while
# something slides, so to look mid-slide it lets a little time run
# (`!wait`), draws a frame (`!expect-text`) and writes the scene as drawn
# (`!dump-scene`); the checks read it.
#
#   slides: a brick added to the build pile slides there from the supply box;
#           a brick player 1 lets go over a plate settles from where the
#           pointer held it, not from the supply or the hand; the computer's
#           bricks slide onto its plates; a brick returned to the supply slides
#           into the supply box.
#   event:  the event card drawn slides face up from the deck to beside it,
#           with its name; the status lines say what it does, then what it
#           did to whom, and keep saying it at the next player's action.
#
# Usage: table_city_blox_show.sh CITYSCAPE CITYSCAPE-CLI slides|event
set -u
GAME=$1
CLI=$2
mode=$3
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
seed=15
deal=$(( (seed << 20) + 1 ))   # the table's first game after start-up (table.c)
"$CLI" city-blox table-plan "players=2 level=1 trio=hsm" "$deal" easy >"$work/plan" ||
  { echo "FAIL: table-plan"; cat "$work/plan"; exit 1; }
# The script line that makes the move after which the first event is drawn
# (the move before the first gain, lose, give, swap or recycle): player 1's.
trigger=$(awk '/^script / && !/^script expect-moves/ { action = NR }
  /^move [0-9] (gain|lose|give|swap|recycle):/ { print made; exit }
  /^move / { made = $2 == 1 ? action : "" }' "$work/plan")
[ -n "$trigger" ] || { echo "FAIL: no event in the plan"; exit 1; }
w=$work
{
  echo "size 1280 720"
  echo "click New game"
  echo "click City Blox"
  echo "expect table-setup"
  echo "click Player 2: medium"
  echo "click Player 2: hard"
  echo "click Player 2: human"
  echo "click Start"
  echo "expect table"
  awk -v t="$trigger" -v w="$w" -v mode="$mode" '
    function look(s, f) { print "!wait " s; print "!expect-text City Blox"; print "!dump-scene " w "/" f }
    /^script / {
      line = substr($0, 8); print line
      if (line ~ /^click-item 33/ && !sel++) look(0.05, "sel")
      if (line ~ /^drag-item 21/ && !drop++) { look(0.02, "drop"); print "dump-scene " w "/drop-end" }
      if (line ~ /^click End turn/ && !cpu++)
        for (k = 1; k <= 12; k++) look(0.05, "cpu-" k)
      if (NR == t) { look(0.05, "ev"); print "dump-scene " w "/ev-end"; if (mode == "event") print "expect-text Event: "; after = 1; next }
      if (after == 1 && line !~ /^expect-moves/) { look(0.05, "lose"); after = 2 }
    }
    /^move [0-9] / && after == 2 && $3 !~ /^(lose|gain|give|swap|recycle)/ { print "dump-scene " w "/next"; exit }
  ' "$work/plan"
  echo "quit"
} >"$work/game.script"

ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen} \
  "$GAME" --script "$work/game.script" --seed "$seed" --save-dir "$work/save" >"$work/out" 2>&1
rc=$?
if [ $rc -eq 3 ]; then echo "no OpenGL here: skipped"; exit 77; fi
if [ $rc -ne 0 ]; then echo "FAIL: the game exited $rc"; tail -n 20 "$work/out"; exit 1; fi

MOVING=128
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
# moving FILE ID-PATTERN: the items whose id matches and which are drawn moving.
moving() { awk -v m=$MOVING -v p="$2" '$1 == "item" && $2 ~ p && int($4 / m) % 2 == 1' "$1"; }
# pos FILE ID: "x z" of the first item with that id.
pos() { awk -v id="$2" '$1 == "item" && $2 == id { print $5, $7; exit }' "$1"; }
far() { echo "$1 $2" | awk '{ dx = $1 - $3; dz = $2 - $4; exit !(dx * dx + dz * dz > $5 * $5) }' ; }

case $mode in
slides)
  moving "$w/sel" '^32[0-9][0-9]$' | grep -q . ||
    fail "a brick added to the build pile is not drawn sliding (no pile item moving)"
  got=$(moving "$w/drop" '^20[0-9][0-9]$' | head -n 1)
  if [ -z "$got" ]; then
    fail "the brick let go over a plate is not drawn settling"
  else
    id=$(echo "$got" | cut -d' ' -f2)
    at=$(echo "$got" | cut -d' ' -f5,7)
    end=$(pos "$w/drop-end" "$id")
    far "$at" "$end" 0.4 && fail "the dropped brick $id slides from $at, far from where it was let go over ($end)"
  fi
  cpu=0
  for f in "$w"/cpu-*; do
    # Player 2 sits north: its plates lie at negative z.
    moving "$f" '^20[0-9][0-9]$' | awk '$7 < -1.5' | grep -q . && cpu=1
  done
  [ $cpu = 1 ] || fail "no brick of the computer's is drawn sliding onto its plates"
  moving "$w/lose" '^-1$' | awk '$3 == 4' | grep -q . ||
    fail "the brick returned to the supply is not drawn sliding away"
  ;;
event)
  card=$(moving "$w/ev" '^3601$' | grep -v '||$' | head -n 1)
  [ -n "$card" ] || fail "the event card drawn is not drawn sliding from the deck"
  rest=$(awk '$1 == "item" && $2 == 3601 && $0 !~ /\|\|$/' "$w/ev-end" | head -n 1)
  name=$(echo "$rest" | sed 's/.*|\(.*\)|$/\1/')
  [ -n "$name" ] || fail "no event card lies face up with its name after the draw"
  deck=$(pos "$w/ev-end" 3600)
  if [ -n "$card" ] && [ -n "$rest" ]; then
    far "$(echo "$card" | cut -d' ' -f5,7)" "$(echo "$rest" | cut -d' ' -f5,7)" 0.05 ||
      fail "the event card is drawn where it rests, not on its way"
    far "$deck" "$(echo "$rest" | cut -d' ' -f5,7)" 0.5 || fail "the event card rests on the deck"
  fi
  grep -q '^hud 3 Event: ' "$w/ev-end" || fail "the status lines do not say which event was drawn"
  grep '^hud 3 ' "$w/next" | grep -q 'Player 1 returned a .* from the .* plot' ||
    fail "the status lines do not say what the event did to player 1 ($(grep '^hud 3' "$w/next"))"
  echo "event: $name; $(grep '^hud 3 ' "$w/next" | cut -c7-)"
  ;;
*) echo "usage: $0 CITYSCAPE CLI slides|event"; exit 2 ;;
esac
[ $fails -eq 0 ] || exit 1
echo "table_city_blox_show $mode: 1 passed, 0 failed"
