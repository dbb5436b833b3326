#!/bin/sh
# SPDX-License-Identifier: MIT
# City Blox at the table, two rule sentences tried through the real event
# path (script commands aimed where the scene drew the pieces) and judged
# from what was drawn (dump-scene, dump-text), not from the rules core.
#
# 1. Level 1 builds on two levels too (rules.txt "The cards": a plot may be
#    completed with fewer blocks "if you ... build in multiple levels";
#    RULINGS.md "Levels"). Two people: player 1 puts a 2x4 on the house
#    plate at c3, player 2 a 1x2 on theirs, then player 1 drags the 2x2
#    onto d3, over the 2x4: it must be accepted and drawn standing on it.
# 2. Help (aged 8 or younger): a card laid on an unfinished plot is a free
#    look (RULINGS.md "A round" 3). Player 1 with Help puts one brick on the
#    house plate and clicks the drawn house card: the card must be drawn
#    on the plate, the reason said, the turn still player 1's (End turn
#    offered), and the brick still there.
#
# Usage: table_city_blox_rules.sh CITYSCAPE CITYSCAPE-CLI
set -u
GAME=$1
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
fails=0
bad() { echo "FAIL: $*"; fails=$((fails + 1)); }
run() { # NAME, the script on standard input
  cat >"$work/$1.script"
  ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen} \
    "$GAME" --script "$work/$1.script" --seed 5 --save-dir "$work/$1-save" >"$work/$1.out" 2>&1
  rc=$?
  if [ $rc -eq 3 ]; then echo "table_city_blox_rules: no OpenGL here: skipped"; exit 77; fi
  [ $rc -eq 0 ] || { bad "$1: the game exited $rc"; cat "$work/$1.out"; }
}
# A drawn item's field: item ID SHAPE FLAGS X Y Z W H D YAW R G B |LABEL|
field() { # FILE ID N: field N (1-based after "item") of the first item ID
  awk -v id="$2" -v n="$3" '$1 == "item" && $2 == id { print $(n + 1); exit }' "$1"
}

# Item ids (cb_draw.c): supply 3300 + size, pile 3200 + size (1x2 1, 2x2 2,
# 2x3 3, 2x4 4), the brick in hand 2100 (turned as the player's ui says), a stud
# 1000 + plot id * 64 + file + 8 * rank (player 2's house is plot id 3),
# placed brick i 2000 + i, plate 3400 + plot id, card 3500 + plot id.
setup='size 1280 720
expect title
click New game
click City Blox
expect table-setup
expect-text "Level: 1"
click First to select: random
expect-text "First to select: 1"'
# Player 1 fills the build pile: 1x2, 2x2, 2x3, 2x4.
pile='click-item 3301
click-item 3302
click-item 3303
click-item 3304'

run level1 <<EOF
$setup
click Player 2: medium
click Player 2: hard
expect-text "Player 2: human"
click Start
expect table
$pile
expect-moves 4
click-item 3204
drag-item 2100 1018
expect-moves 6
click End turn
click-item 3201
drag-item 2100 1234
expect-moves 9
click End turn
click-item 3202
drag-item 2100 1019
expect-moves 12
dump-scene $work/level1.scene
quit
EOF
# The 2x2 (placed third, item 2002) over d3..e4, on top of the 2x4 (2000).
y4=$(field "$work/level1.scene" 2000 5); h4=$(field "$work/level1.scene" 2000 8)
y2=$(field "$work/level1.scene" 2002 5)
echo "table_city_blox_rules: Level 1, the 2x4 drawn at height ${y4:-none} (${h4:-?} tall), the 2x2 at ${y2:-none}"
awk -v a="${y4:-x}" -v h="${h4:-x}" -v b="${y2:-x}" \
  'BEGIN { exit !(a != "x" && b != "x" && b + 0 >= a + h - 0.02 && b + 0 <= a + h + 0.02) }' ||
  bad "Level 1: the 2x2 is not drawn on the 2x4's top (a second level refused?)"

run help <<EOF
$setup
click Help for player 1: off
expect-text "Help for player 1: on"
click Start
expect table
$pile
click-item 3201
drag-item 2100 1000
expect-moves 6
dump-scene $work/before.scene
click-item 3500
expect-moves 7
dump-scene $work/help.scene
dump-text $work/help.txt
screenshot $work/help.png
quit
EOF
# The card laid: centred on its plate, as wide, above it.
cx=$(field "$work/help.scene" 3500 4); cz=$(field "$work/help.scene" 3500 6)
cw=$(field "$work/help.scene" 3500 7); cy=$(field "$work/help.scene" 3500 5)
px=$(field "$work/help.scene" 3400 4); pz=$(field "$work/help.scene" 3400 6)
pw=$(field "$work/help.scene" 3400 7)
echo "table_city_blox_rules: Help, the house card drawn at ${cx:-?},${cy:-?},${cz:-?} (${cw:-?} wide), its plate at ${px:-?},${pz:-?} (${pw:-?} wide)"
awk -v cx="${cx:-99}" -v cz="${cz:-99}" -v cw="${cw:-0}" -v cy="${cy:-0}" -v px="${px:-0}" \
    -v pz="${pz:-0}" -v pw="${pw:-9}" 'function d(a) { return a < 0 ? -a : a }
  BEGIN { exit !(d(cx - px) < 0.01 && d(cz - pz) < 0.01 && cw >= pw && cy > 0) }' ||
  bad "Help: the house card is not drawn laid on its plate"
grep -q '^hud 3 The house card: .* (marked red)' "$work/help.scene" ||
  bad "Help: the reason the card did not fit is not said: $(grep '^hud 3' "$work/help.scene")"
grep -q '|The house card: \(a brick sticks out\|part of the cut-out\)' "$work/help.txt" ||
  bad "Help: no reason drawn on the screen"
# In a child's words: the red marks show where, no stud is named ("b2 of
# the cut-out").
grep '^hud 3 The house card' "$work/help.scene" | grep -Eq '(^|[^A-Za-z0-9])[a-h][1-8]([^0-9]|$)' &&
  bad "Help: the reason names a stud: $(grep '^hud 3' "$work/help.scene")"
grep -q '^hud 0 Your turn: lay a card' "$work/help.scene" ||
  bad "Help: the turn did not go on: $(grep '^hud 0' "$work/help.scene")"
grep -q '^button End turn|end|1' "$work/help.scene" || bad "Help: no End turn button"
nb() { grep -c '^item 200[0-9] ' "$1"; }
[ "$(nb "$work/help.scene")" = "$(nb "$work/before.scene")" ] && [ "$(nb "$work/help.scene")" -ge 1 ] ||
  bad "Help: bricks on the plots went from $(nb "$work/before.scene") to $(nb "$work/help.scene")"

[ $fails -eq 0 ] || exit 1
echo "1 passed, 0 failed"
