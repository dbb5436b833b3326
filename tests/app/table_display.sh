#!/bin/sh
# SPDX-License-Identifier: MIT
# The display options a game declares (eg_game.displays), offered by the
# generic table, through the real event path: Cityscape at the table
# (CITYSCAPE_ONE_TABLE=1) against a computer player, after a block each:
#   - N: a building's height comes over its top block (label) only while
#     on (the scene as drawn, dump-scene);
#   - the practice aid (on at first) is drawn, with a line of what the
#     player's south lines see, and its button "Practice: on" takes it away;
#   - V: the camera goes low at the viewer's edge (the skyline, pitch 6),
#     and Home brings it back;
#   - M: the move list (the play screen's buttons are not drawn over it).
#
# Usage: table_display.sh CITYSCAPE
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
  echo "click Start"
  echo "expect table"
  for s in 0 1; do
    for l in 0 1 2 3; do echo "drag-item 401 $((200 + 4 * s + l))"; done
    [ $s = 0 ] && echo "click Confirm south" || echo "click Confirm west"
  done
  echo "expect-moves 4"             # and the computer's two
  echo "drag-item 103 5"            # a 3 on b2
  echo "expect-moves 6"             # and the computer's block
  echo "expect-text Practice aid: your lines now"
  echo "expect-text S seen:"
  echo "dump-scene $work/plain.scene"
  echo "key n"
  echo "dump-scene $work/numbers.scene"
  echo "click Practice: on"
  echo "expect-no-text Practice aid: your lines now"
  echo "expect-text Practice: off"
  echo "wait 1.5"
  echo "camera"
  echo "key v"
  echo "wait 1.5"
  echo "camera"
  echo "key Home"
  echo "wait 1.5"
  echo "camera"
  echo "expect-text Undo"
  echo "key m"
  echo "expect-no-text Undo"
  echo "quit"
} >"$work/game.script"
CITYSCAPE_ONE_TABLE=1 ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} \
  SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen} "$GAME" --script "$work/game.script" \
  --save-dir "$work/save" >"$work/out" 2>&1
rc=$?
if [ $rc -eq 3 ]; then echo "table_display: no OpenGL here: skipped"; exit 77; fi
if [ $rc -ne 0 ]; then echo "FAIL: the game exited $rc"; tail -n 20 "$work/out"; exit 1; fi
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
# The top block of lot 5 (b2): the last of its blocks drawn (H over 0.1).
toplabel() { awk '$1 == "item" && $2 == 5 && $10 > 0.1 { l = $NF } END { print l }' "$1"; }
plain=$(toplabel "$work/plain.scene") numbers=$(toplabel "$work/numbers.scene")
echo "table_display: b2's top block without N $plain, with N $numbers"
[ "$plain" = "||" ] || fail "without N the top block reads $plain"
case $numbers in "|3|"|"|4|"|"|5|"|"|6|"|"|7|"|"|8|") ;; *) fail "with N b2 reads $numbers, not its height (3 or more)" ;; esac
grep '^camera ' "$work/out" >"$work/poses"
pitch() { sed -n "${1}p" "$work/poses" | awk '{ print $5 }'; }
echo "table_display: pitch $(pitch 1), after V $(pitch 2), after Home $(pitch 3)"
[ "$(pitch 2)" = "6.0" ] || fail "V did not take the camera low: pitch $(pitch 2)"
[ "$(pitch 3)" = "$(pitch 1)" ] && [ "$(pitch 1)" != "6.0" ] || fail "Home did not bring it back: $(pitch 3)"
[ $fails = 0 ] || exit 1
echo "1 passed, 0 failed"
