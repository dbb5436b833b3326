#!/bin/sh
# SPDX-License-Identifier: MIT
# A drag held at a pixel, pictured mid-drag: Cityscape at the table, player 1's
# goals set, then a block pressed where the scene drew it (press X Y), carried
# (move-to X Y) to a point off the middle of a lot, and pictured before it is
# let go (release). The held block must be drawn where the drop lands: in the
# box around the lot, the pixels the block changes once placed (after the
# drop, against the picture before the press) must nearly all be changed in
# the mid-drag picture too -- the block snapped over its ghost, not hanging at
# the pointer. Run alone (SDL events pushed) or under scripts/xwindow-play
# (the real X pointer; ctest xwindow_drag).
#
# Usage: xwindow_drag.sh CITYSCAPE [SHOT-DIR]
set -u
GAME=$1 shots=${2:-}
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
command -v convert >/dev/null 2>&1 || { echo "xwindow_drag: no ImageMagick here: skipped"; exit 77; }
block=${DRAG_BLOCK:-103} lot=${DRAG_LOT:-9} dx=${DRAG_DX:-16} dy=${DRAG_DY:--8}
goals() {
  printf 'size 1280 720\nclick New game\nclick Cityscape\nexpect table-setup\nclick Start\nexpect table\n'
  for seat in 0 1; do
    for l in 0 1 2 3; do echo "drag-item 40$((l + 1)) $((200 + 4 * seat + l))"; done
    [ $seat = 0 ] && echo "click Confirm south" || echo "click Confirm west"
  done
}
play() {
  ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen} \
    "$GAME" --script "$1" --seed 9 --save-dir "$work/save-$2" >"$work/out-$2" 2>&1
}
# Where the block and the lot are drawn (hover-item prints it).
{ goals; echo "expect-moves 4"; echo "hover-item $block"; echo "hover-item $lot"; echo quit; } >"$work/aim.script"
play "$work/aim.script" aim
rc=$?
if [ $rc -eq 3 ]; then echo "xwindow_drag: no OpenGL here: skipped"; exit 77; fi
[ $rc -eq 0 ] || { echo "FAIL: the game exited $rc"; tail -n 5 "$work/out-aim"; exit 1; }
set -- $(sed -n "s/^hover-item $block: at //p" "$work/out-aim") $(sed -n "s/^hover-item $lot: at //p" "$work/out-aim")
[ $# = 4 ] || { echo "FAIL: no aim"; cat "$work/out-aim"; exit 1; }
bx=$1 by=$2 lx=$3 ly=$4 px=$(($3 + dx)) py=$(($4 + dy))
{
  goals
  echo "expect-moves 4"
  echo "screenshot $work/before.png"
  echo "press $bx $by"
  echo "!move-to $px $py"
  echo "!screenshot $work/mid.png"
  echo "!release"
  echo "expect-moves 6"
  echo "screenshot $work/after.png"
  echo quit
} >"$work/drag.script"
play "$work/drag.script" drag || { echo "FAIL: the game exited $?"; tail -n 5 "$work/out-drag"; exit 1; }
[ -z "$shots" ] || cp "$work"/*.png "$shots/"
# The box around the lot, 70 pixels either way. The block placed: the pixels
# the drop changed (after against before: any channel more than 12% off).
# Mid-drag, each of those must look as it does once the block is placed
# (mid against after, within 12%) -- the held block drawn snapped over where it
# lands, not hanging at the pointer.
box=140x140+$((lx - 70))+$((ly - 70))
mask() { convert "$work/$1.png" "$work/$2.png" -crop "$box" +repage -compose difference \
  -composite -separate -evaluate-sequence max -threshold 12% "$work/$3.png"; }
mask before after placed && mask mid after off || { echo "FAIL: ImageMagick"; exit 1; }
placed=$(convert "$work/placed.png" -format '%[fx:round(mean*w*h)]' info:)
off=$(convert "$work/placed.png" "$work/off.png" -compose multiply -composite -format '%[fx:round(mean*w*h)]' info:)
like=$(( placed > 0 ? 100 * (placed - off) / placed : 0 ))
echo "xwindow_drag: block $block pressed at $bx,$by, held at $px,$py over lot $lot ($lx,$ly):" \
     "the block placed changes $placed pixels by the lot; mid-drag, $like% of them look as once placed"
grep -q "^move 1 3b3" "$work/save-drag/cityscape.rec" || { echo "FAIL: the block did not land on lot $lot (b3)"; exit 1; }
[ "$placed" -gt 200 ] || { echo "FAIL: the placed block changes only $placed pixels by the lot"; exit 1; }
[ "$like" -ge "${DRAG_LIKE:-55}" ] || { echo "FAIL: mid-drag, the block is not drawn where it lands ($like% < ${DRAG_LIKE:-55}%)"; exit 1; }
# One block is carried, not the supply's whole row of that height (they share
# an id): by the supply (a box reaching 300 pixels back along the row from where
# the block was pressed), mid-drag against before, no more pixels may change
# than one block's worth (1.5 times what the placed block changed by the lot).
# Carrying the whole row of 3-blocks changed 23,073 there, one block 3,692.
supply=$(convert "$work/before.png" "$work/mid.png" -compose difference -composite -separate \
  -evaluate-sequence max -threshold 12% -crop 360x300+$((bx - 300))+$((by - 150)) +repage \
  -format '%[fx:round(mean*w*h)]' info:)
echo "xwindow_drag: by the supply, $supply pixels changed mid-drag"
[ "$supply" -le $((placed * 3 / 2)) ] || { echo "FAIL: mid-drag, $supply pixels changed by the supply: more than one block was carried"; exit 1; }
echo "1 passed, 0 failed"
