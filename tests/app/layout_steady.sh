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
set -u
game=$1
work=$2
rm -rf "$work"
mkdir -p "$work"
export SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen}
fail=0

# steady NAME GAME HOVER CHANGE: the table of GAME dumped at the start, with
# the pointer on item HOVER, and after the commands CHANGE.
steady() {
  for at in 1280x720:1 640x360:1.5; do
    size=${at%:*} scale=${at#*:}
    d=$work/$1-$size-$scale
    mkdir -p "$d"
    printf 'ui_scale = %s\n' "$scale" >"$d/settings.txt"
    { echo "size $(echo "$size" | tr x ' ')"
      printf 'click New game\nclick %s\nclick Start\nexpect table\n' "$2"
      echo "dump-text $d/start"
      echo "hover-item $3"
      echo "dump-text $d/words"
      printf '%s\n' "$4"
      echo "dump-text $d/changed"
      echo quit; } >"$d/run.script"
    "$game" --script "$d/run.script" --save-dir "$d" --seed 5 >"$d/out" 2>&1
    rc=$?
    [ $rc -eq 3 ] && exit 77
    if [ $rc -ne 0 ]; then
      echo "FAIL $1 at $size, text $scale: the script failed:"
      sed 's/^/  /' "$d/out"
      fail=1
      continue
    fi
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
