#!/bin/sh
# SPDX-License-Identifier: MIT
# City Blox's words and buttons for a child and a parent at one screen
# (issue 28), through the real event path (script commands aimed where the
# table drew the widgets and pieces) and judged from what was drawn
# (dump-text: the texts on the screen; dump-scene: the status lines and
# buttons the game gave the table):
# 1. Hot seat, Ann and Bob at 640x360 with 200% text: no curtain (nothing
#    is secret), so the status must say whose turn it is ("Bob's turn:"),
#    and that must be the line left when the status folds.
# 2. Mend (RULINGS.md "A round" 2: move or return bricks of one plot) is
#    offered only for a plot with a brick on it: none on the first turn;
#    in round 2 Ann has bricks on her house and market only; mending says
#    the plot and the buttons by their names.
# 3. The setup says the Level 1B trio in words ("one of each", not "hsm")
#    and calls Help for player 1 by the name typed.
# 4. The button column and the board do not move when "Lay ... card"
#    comes after "Return brick" (the same scene framed: the board drawn
#    at the same place).
#
# Usage: table_city_blox_words.sh CITYSCAPE CITYSCAPE-CLI
set -u
test_name=table_city_blox_words
. "$(dirname "$0")/game_run.sh"
mkdir -p "$work/save"
printf 'ui_scale = 2\n' >"$work/save/settings.txt"

# Item ids (cb_draw.c): supply 3300 + size, pile 3200 + size (1x2 1, 2x2 2,
# 2x3 3, 2x4 4), the brick in hand 2100, a stud 1000 + plot id * 64 +
# file + 8 * rank (Ann's plots 0-2, Bob's 3-5).
cat >"$work/words.script" <<SCRIPT
size 640 360
expect title
click New game
click City Blox
expect table-setup
click name 1
type Ann
key Return
click name 2
type Bob
key Return
click First to select: random
expect-text "First to select: 1"
click Player 2: medium
click Player 2: hard
expect-text "Player 2: human"
click Level: 1
dump-text $work/setup.txt
click Level: 1B
click Level: 2
click Level: 2B
expect-text "Level: 1"
click Start
expect table
click-item 3301
click-item 3302
click-item 3303
click-item 3304
expect-moves 4
dump-scene $work/pick1.scene
dump-text $work/pick1.txt
click-item 3201
expect-moves 5
dump-scene $work/hand.scene
dump-text $work/hand.txt
drag-item 2100 1176
expect-moves 6
dump-scene $work/lay.scene
dump-text $work/lay.txt
click End turn
expect-moves 7
dump-scene $work/bob.scene
dump-text $work/bob.txt
$(cat "$(dirname "$0")/city_blox_round2.script")
dump-scene $work/pick2.scene
click Mend house
dump-scene $work/mend.scene
quit
SCRIPT
run "$work/words.script" "$work/save"

# 1. Whose turn, first: the status's first text drawn (the folded line).
status() { awk -F'|' '$1 ~ /^panel / { p = 1 } p && $1 ~ /^text / { print $2; exit }' "$1"; }
for f in pick1:Ann bob:Bob; do
  file=$work/${f%%:*}.txt who=${f#*:}
  first=$(status "$file")
  case $first in
  "$who's turn: take"*) ;;
  *) bad "${f%%:*}: the status's first line is '$first', not '$who's turn: ...'" ;;
  esac
done
grep -q "^hud 0 Bob's turn: take a brick" "$work/bob.scene" ||
  bad "Bob's status is not first: $(grep '^hud' "$work/bob.scene" | tr '\n' ' ')"

# 2. Mend only where a brick is.
grep -q '^button Mend' "$work/pick1.scene" &&
  bad "Mend offered with every plot empty: $(grep '^button' "$work/pick1.scene" | tr '\n' ' ')"
grep -q '^hud 0 .*mend' "$work/pick1.scene" && bad "the status offers mending with nothing to mend"
grep -q '^button Mend house|' "$work/pick2.scene" || bad "no Mend house with a brick on the house"
grep -q '^button Mend market|' "$work/pick2.scene" || bad "no Mend market with a brick on the market"
grep -q '^button Mend school|' "$work/pick2.scene" && bad "Mend school offered for an empty school"
grep -q "^hud 0 Ann's turn: mend your house: .*Back to supply; Done mending" "$work/mend.scene" ||
  bad "mending's words: $(grep '^hud 0' "$work/mend.scene")"

# 3. The setup's words.
grep -q '|Cards: one of each|' "$work/setup.txt" ||
  bad "the trio is not said in words: $(grep -o '|Cards[^|]*|' "$work/setup.txt")"
grep -q '|Help for Ann: off|' "$work/setup.txt" ||
  bad "Help is not called by the name typed: $(grep -o '|Help for[^|]*|' "$work/setup.txt" | tr '\n' ' ')"

# 4. Nothing moves when the buttons change (the scene framed the same).
frame() { grep '^frame' "$1"; }
board() { grep '^board' "$1"; }
if [ "$(frame "$work/hand.scene")" = "$(frame "$work/lay.scene")" ]; then
  [ "$(board "$work/hand.txt")" = "$(board "$work/lay.txt")" ] ||
    bad "the board moved when the buttons changed: $(board "$work/hand.txt") -> $(board "$work/lay.txt")"
else
  bad "the scene's frame changed: $(frame "$work/hand.scene") -> $(frame "$work/lay.scene")"
fi
[ "$fails" -eq 0 ] && echo "$test_name: passed"
exit "$fails"
