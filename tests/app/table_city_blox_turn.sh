#!/bin/sh
# SPDX-License-Identifier: MIT
# City Blox at the table: the turn of the brick in hand is the player's ui
# state (cb_ui), not a move and not an item id. Judged from the scenes the
# table drew (dump-scene), through the real event path (R pressed, pieces
# dragged where they were drawn):
#   1. R turns the 1x2 in hand: the hand's brick (item 2100, the same id) is
#      drawn 2x1 (its width and depth swapped);
#   2. the turn survives redraws (frames later, the brick let go and chosen
#      again, the pointer over another piece): still drawn 2x1;
#   3. a drag then places it as turned: the brick placed is drawn 2x1;
#   4. the turn is reset after the player's move: when player 1 next holds
#      a 1x2 (round 2), it is drawn 1x2 again.
# Two people play; player 1 selects the pile in round 1, player 2 in round 2.
#
# Usage: table_city_blox_turn.sh CITYSCAPE CITYSCAPE-CLI
set -u
test_name=table_city_blox_turn
. "$(dirname "$0")/game_run.sh"
# An item's width and depth: "W D" of the first item ID in a dump-scene file.
wd() { awk -v id="$2" '$1 == "item" && $2 == id { print $8, $10; exit }' "$1"; }

cat >"$work/turn.script" <<SCRIPT
size 1280 720
$(cat "$(dirname "$0")/city_blox_in_hand.script")
dump-scene $work/first.scene
click-item 2100
key r
dump-scene $work/turned.scene
wait 0.5
click-item 2100
wait 0.2
click-item 2100
dump-scene $work/redrawn.scene
drag-item 2100 1000
expect-moves 6
dump-scene $work/placed.scene
click End turn
$(cat "$(dirname "$0")/city_blox_round2.script")
click-item 3201
expect-moves 24
dump-scene $work/round2.scene
quit
SCRIPT
run "$work/turn.script" "$work/save"

first=$(wd "$work/first.scene" 2100); turned=$(wd "$work/turned.scene" 2100)
redrawn=$(wd "$work/redrawn.scene" 2100); placed=$(wd "$work/placed.scene" 2000)
round2=$(wd "$work/round2.scene" 2100)
echo "table_city_blox_turn: hand ${first:-none} -> R ${turned:-none} -> redrawn ${redrawn:-none};" \
  "placed ${placed:-none}; round 2 hand ${round2:-none}"
swapped() { # "W D" "W D": the second is the first turned a quarter
  echo "$1 $2" | awk 'NF == 4 && $1 != $2 && $1 == $4 && $2 == $3 { ok = 1 } END { exit !ok }'
}
swapped "$first" "$turned" || bad "R did not turn the 1x2 in hand (${first:-none} -> ${turned:-none})"
[ -n "$turned" ] && [ "$redrawn" = "$turned" ] ||
  bad "the turn did not survive redraws (${turned:-none} -> ${redrawn:-none})"
[ -n "$turned" ] && [ "$placed" = "$turned" ] ||
  bad "the brick was not placed as turned (${turned:-none}, placed ${placed:-none})"
[ -n "$first" ] && [ "$round2" = "$first" ] ||
  bad "the turn was not reset after the move (round 2 hand ${round2:-none}, first ${first:-none})"
[ $fails -eq 0 ] || { [ -n "${KEEP:-}" ] && echo "kept in $work"; exit 1; }
echo "table_city_blox_turn: ok"
