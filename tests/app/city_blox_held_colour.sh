#!/bin/sh
# SPDX-License-Identifier: MIT
# City Blox: the brick held mid-drag is seen in its own colour, not washed
# out by the ghost showing where it will land (issue 28). Player 1 takes the
# orange 1x2 from the build pile and lifts it over stud 1000 of a plate; the
# table draws the brick snapped just above its ghost. In a box round the
# stud (120 pixels at 1280x720, scaled with the window), the pixels painted
# in the brick's colour at full strength are counted: the hue of the brick's
# colour as the scene gives it (dump-scene, item 2100), within 8 degrees,
# and at least 85% of its chroma (max - min channel). Mid-drag there must be
# at least 75% as many as once the brick is placed. Before, the ghost was
# drawn over the held brick at 45% and paler: 70 such pixels mid-drag
# against 184 placed (38%) at 1280x720 (640x360: 31%, 1920x1080: 39%); now
# 211 (114%).
#
# Usage: city_blox_held_colour.sh CITYSCAPE
set -u
GAME=$1
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
command -v convert >/dev/null 2>&1 || { echo "city_blox_held_colour: no ImageMagick here: skipped"; exit 77; }
fail=0
for size in 640x360 1280x720 1920x1080; do
  w=${size%x*} h=${size#*x} d=$work/$size
  mkdir -p "$d"
  cat >"$d/s.script" <<SCRIPT
size $w $h
$(cat "$(dirname "$0")/city_blox_in_hand.script")
dump-scene $d/before.scene
hover-item 1000
lift-item 2100 1000
!screenshot $d/mid.png
!release
expect-moves 6
screenshot $d/after.png
quit
SCRIPT
  ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen} \
    "$GAME" --script "$d/s.script" --seed 5 --save-dir "$d/save" >"$d/out" 2>&1
  rc=$?
  if [ $rc -eq 3 ]; then echo "city_blox_held_colour: no OpenGL here: skipped"; exit 77; fi
  [ $rc -eq 0 ] || { echo "FAIL: the game exited $rc at $size"; tail -n 5 "$d/out"; exit 1; }
  set -- $(sed -n 's/^hover-item 1000: at //p' "$d/out") \
         $(awk '$1 == "item" && $2 == 2100 { print $12, $13, $14; exit }' "$d/before.scene")
  [ $# = 5 ] || { echo "FAIL: no aim or no brick in hand at $size"; cat "$d/out"; exit 1; }
  x=$1 y=$2 r=$3 g=$4 b=$5 box=$((120 * h / 720))
  # The pixels of the brick's paint in the box: its hue within 8 degrees, and
  # at least 85% of its chroma.
  paint() {
    convert "$d/$1.png" -crop "${box}x${box}+$((x - box / 2))+$((y - box / 2))" +repage txt:- |
      awk -F'[(),]+' -v R="$r" -v G="$g" -v B="$b" '
        function hue(r, g, b,   mx, mn, c, t) {
          mx = r > g ? (r > b ? r : b) : (g > b ? g : b); mn = r < g ? (r < b ? r : b) : (g < b ? g : b)
          c = mx - mn; if (c <= 0) return -1
          if (mx == r) t = (g - b) / c; else if (mx == g) t = 2 + (b - r) / c; else t = 4 + (r - g) / c
          t *= 60; return t < 0 ? t + 360 : t
        }
        function chroma(r, g, b) { return (r > g ? (r > b ? r : b) : (g > b ? g : b)) - (r < g ? (r < b ? r : b) : (g < b ? g : b)) }
        BEGIN { H = hue(R, G, B); C = chroma(R, G, B) }
        NR > 1 { r = $3 / 255; g = $4 / 255; b = $5 / 255; dh = hue(r, g, b) - H
                 if (dh > 180) dh -= 360; if (dh < -180) dh += 360
                 if (dh >= -8 && dh <= 8 && chroma(r, g, b) >= 0.85 * C) n++ }
        END { print n + 0 }'
  }
  mid=$(paint mid) placed=$(paint after)
  like=$(( placed > 0 ? 100 * mid / placed : 0 ))
  echo "city_blox_held_colour $size: brick rgb $r $g $b over stud 1000 at $x,$y: $mid pixels of its paint mid-drag, $placed placed ($like%)"
  [ "$placed" -ge $((box * box / 100)) ] || { echo "FAIL: placed, the brick shows only $placed pixels of its paint at $size"; fail=1; continue; }
  [ "$like" -ge 75 ] || { echo "FAIL: mid-drag, the held brick is washed out at $size ($like% < 75% of its paint placed)"; fail=1; }
done
[ $fail = 0 ] || exit 1
echo "1 passed, 0 failed"
