#!/bin/sh
# SPDX-License-Identifier: MIT
# Cityscape: the camera frames what has pieces (issue 28). The supply at the
# viewer's right empties as the round goes on; the box the game asks the
# camera to frame (dump-scene's `frame` line) must keep no empty room for
# it. A 2-player game against the computer: the goals set, then play-any
# (the person's block, the computer's answer) 1, 6 and 11 times; each time
# the scene is dumped, and on each side of the framed box (x and z, low and
# high) some piece drawn (not a ghost, not unseen, not moving) must reach
# within 0.7 of that side: the framing's margin is 0.6. Before, the supply
# was framed whole (five blocks a row) while any block was left: after 11,
# with a block in each of three rows, the box reached 3.77 past the last
# block (the board drawn at 43% of the window's height, now 48%).
#
# Usage: cityscape_frame_supply.sh CITYSCAPE
set -u
test_name=cityscape_frame_supply
here=$(dirname "$0")
set -- "$1" none
. "$here/game_run.sh"
fail=0
for n in 1 6 11; do
  { sed -n '/^size/,/^click Confirm west/p' "$here/scripts/skyline_view.script"
    i=0; while [ $i -lt $n ]; do echo play-any; i=$((i + 1)); done
    echo "wait 1"; echo "dump-scene $work/after-$n.scene"; echo "screenshot $work/after-$n.png"; echo quit
  } >"$work/s$n.script"
  run "$work/s$n.script" "$work/save-$n"
  # The room framed beyond the pieces drawn on each side: x low, x high, z low, z high.
  set -- $(awk '
    $1 == "frame" { lo[0] = $2; lo[2] = $4; hi[0] = $5; hi[2] = $7; framed = 1 }
    $1 == "item" && int($4 / 8) % 2 == 0 && int($4 / 64) % 2 == 0 && int($4 / 128) % 2 == 0 {
      c = cos($12); s = sin($12); c = c < 0 ? -c : c; s = s < 0 ? -s : s
      r[0] = 0.5 * (c * $8 + s * $10); r[2] = 0.5 * (s * $8 + c * $10); p[0] = $5; p[2] = $7
      for (a = 0; a <= 2; a += 2) {
        if (!any || p[a] - r[a] < min[a]) min[a] = p[a] - r[a]
        if (!any || p[a] + r[a] > max[a]) max[a] = p[a] + r[a]
      }
      any = 1
      if ($2 >= 101 && $2 <= 105) supply++
    }
    END { if (!framed || !any) { print "none"; exit }
          printf "%.2f %.2f %.2f %.2f %d\n", min[0] - lo[0], hi[0] - max[0], min[2] - lo[2], hi[2] - max[2], supply }' \
    "$work/after-$n.scene")
  [ $# = 5 ] || { echo "FAIL: no frame or no pieces in the scene after $n"; exit 1; }
  echo "cityscape_frame_supply: after $n moves by play-any, $5 supply blocks: room framed past the pieces: x $1 / $2, z $3 / $4"
  for gap in "$1" "$2" "$3" "$4"; do
    awk -v g="$gap" 'BEGIN { exit !(g > 0.7) }' &&
      { echo "FAIL: after $n, the camera frames $gap of empty table past the pieces (the margin is 0.6)"; fail=1; }
  done
done
[ $fail = 0 ] || exit 1
echo "1 passed, 0 failed"
