#!/bin/sh
# SPDX-License-Identifier: MIT
# Six Cities: an empty pile leaves nothing on the table (issue 28). A block
# dropped on a site plays its card and draws the deck's last: the deck was
# then drawn as a see-through ghost, a dark flat square left where the cards
# had lain ("0" on it), and the played pile before its first card as a pale
# one beside the deck. A 2-player game against the computer at 1280x720,
# played by play-any (seed 5): the scene dumped at the start (no card
# played), before the 45th move (the deck holding 2) and after it (the
# status line reading "Deck 0"). After the drop no item may be drawn within
# the deck's footprint of the scene before it (item 500), and at the start
# none within the played pile's footprint once it holds a card (item 501).
#
# Usage: six_cities_empty_pile.sh CITYSCAPE
set -u
test_name=six_cities_empty_pile
set -- "$1" none
. "$(dirname "$0")/game_run.sh"
{ printf 'size 1280 720\nclick New game\nclick Six Cities\nexpect table-setup\nclick Start\nexpect table\n'
  echo "dump-scene $work/start.scene"; echo "screenshot $work/start.png"
  k=1; while [ $k -lt 45 ]; do echo play-any; k=$((k + 1)); done
  echo "dump-scene $work/before.scene"; echo "screenshot $work/before.png"
  echo play-any; echo "wait 1"; echo "dump-scene $work/after.scene"; echo "screenshot $work/after.png"; echo quit
} >"$work/s.script"
run "$work/s.script" "$work/save"
grep -q '^hud 3 Deck 0, ' "$work/after.scene" ||
  { echo "FAIL: the deck is not empty after the 45th move: $(grep '^hud 3' "$work/after.scene")"; exit 1; }
grep -q '^hud 3 Deck 37, played 0' "$work/start.scene" ||
  { echo "FAIL: cards played at the start: $(grep '^hud 3' "$work/start.scene")"; exit 1; }
# on SCENE ID FILE: the items of FILE (as "ID FLAGS |LABEL|") whose middle lies
# within the footprint of item ID of SCENE (turned by its yaw).
on() {
  awk -v id="$2" 'FNR == NR { if ($1 == "item" && $2 == id && !found) { x = $5; z = $7; c = cos($12); s = sin($12)
                                c = c < 0 ? -c : c; s = s < 0 ? -s : s
                                hx = 0.5 * (c * $8 + s * $10); hz = 0.5 * (s * $8 + c * $10); found = 1 }
                              next }
    found && $1 == "item" && $5 >= x - hx && $5 <= x + hx && $7 >= z - hz && $7 <= z + hz { print $2, $4, $NF }
    END { if (!found) print "none" }' "$1" "$3"
}
fail=0
left=$(on "$work/before.scene" 500 "$work/after.scene")
[ "$left" = none ] && { echo "FAIL: no deck (item 500) before the 45th move"; exit 1; }
echo "six_cities_empty_pile: where the deck lay, after its last card is drawn: ${left:-nothing}"
[ -z "$left" ] || { echo "FAIL: after the drop that empties the deck, drawn where it lay: $left"; fail=1; }
played=$(on "$work/after.scene" 501 "$work/start.scene")
[ "$played" = none ] && { echo "FAIL: no played pile (item 501) after 45 moves"; exit 1; }
echo "six_cities_empty_pile: where the played cards go, before the first: ${played:-nothing}"
[ -z "$played" ] || { echo "FAIL: before any card is played, drawn where the played pile goes: $played"; fail=1; }
[ $fail = 0 ] || exit 1
echo "1 passed, 0 failed"
