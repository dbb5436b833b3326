#!/bin/sh
# SPDX-License-Identifier: MIT
# layout_steady.sh - nothing jumps at the table (issue 28): the board stays
# where it is drawn when a piece's words appear beside the pointer, when the
# buttons change (Cityscape's Confirm gone once the goals are set) and across a
# chosen pile or supply, in every game, at two window sizes and text sizes.
#
# usage: layout_steady.sh CITYSCAPE WORKDIR
# dump-text writes `board X Y W H`: the box the camera frames, projected as
# drawn (docs/scripting.md); every dump of a run must give the same one.
# Exit 77 when no OpenGL context can be had.
. "$(dirname "$0")/layout_run.sh" # game=$1, work=$2 emptied, fail=0, layout_run

# steady NAME GAME HOVER CHANGE: the table of GAME dumped at the start, with
# the pointer on item HOVER, and after the commands CHANGE.
steady() {
  for at in 1280x720:1 640x360:1.5; do
    size=${at%:*} scale=${at#*:}
    d=$work/$1-$size-$scale
    layout_run "$d" "$size" "$scale" "click New game
click $2
click Start
expect table
dump-text $d/start
hover-item $3
dump-text $d/words
$4
dump-text $d/changed" || continue
    boards=$(cat "$d/start" "$d/words" "$d/changed" | grep '^board ' | sort -u)
    if [ "$(cat "$d/start" "$d/words" "$d/changed" | grep -c '^board ')" -ne 3 ] ||
       [ "$(echo "$boards" | wc -l)" -ne 1 ]; then
      echo "FAIL $1 at $size, text $scale: the board moved (start, words shown, changed):"
      for f in start words changed; do
        echo "  $f: $(grep '^board ' "$d/$f")"
      done
      fail=1
    else
      echo "$1 at $size, text $scale: the board stays at ${boards#board }"
    fi
  done
}

steady cityscape Cityscape 200 'click-item 200
click-item 201
click-item 201
click-item 202
click-item 202
click-item 202
click-item 203
click Confirm south
expect-no-text Confirm south'
steady skyscrapers Skyscrapers 1 'play-any'
steady six-cities 'Six Cities' 0 'play-any
play-any'
steady city-blox 'City Blox' 1000 'play-any
play-any'
exit $fail
