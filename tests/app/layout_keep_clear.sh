#!/bin/sh
# SPDX-License-Identifier: MIT
# layout_keep_clear.sh - the table's panels never cover the pieces of the
# players nor the board (issue 28: Cityscape's practice-aid
# panel covered the viewer's goal dice at 640x360 with 200% text, and its
# status lines covered the board's lots at 640x360 and at 1280x720 with
# 200% text, in play and in the lesson; at 1280x720 with 150% text they
# covered Six Cities' north supply and face-down hand and City Blox's
# computer's plates and cards; Cityscape marked only the viewer's dice, so
# in hot seat a panel could cover another player's). Each game marks the
# pieces players hold (EG_ITEM_KEEP_CLEAR: every Cityscape edge's goal dice
# and the key, Six Cities' hands and supplies, City Blox's plates and cards,
# Skyscrapers' whole city: its tiles' tops, coins and pawns) and its board's places (EG_ITEM_DROP: lots, plates, stacks); dump-text writes them as
# projected ("keep X Y W H |item ID|", "|place ID|") and every box drawn
# ("panel X Y W H": buttons, status lines, the practice aid, the lesson's
# note).
#
# usage: layout_keep_clear.sh CITYSCAPE WORKDIR
# Each game is started at 640x360 with 200% text and at 1280x720 with 100%,
# 150% and 200% (Cityscape also at 640x360 with 100% and at 1920x1080 with 150%
# and 200%, its goals placed and its building begun), and Cityscape's lesson at 640x360, 1280x720 and 1920x1080 with
# 200%; no panel may share more than 2 pixels each way with a piece or
# place kept clear, and each game must keep some clear. Then Cityscape's
# status lines are seen folded at 640x360 with 200% text and opened by the
# pointer, and its scoring is watched with the heights shown, every
# frame's layout checked (CITYSCAPE_LAYOUT_CHECK: the panel's lines inside
# it, no text over another, the table's labels included). Exit 77 without
# OpenGL.
. "$(dirname "$0")/layout_run.sh"

# judge WHAT TEXTS WxH [NEED]: every panel against every piece and place kept
# clear; and the board (the box the camera frames, as drawn) spans at least
# two fifths of the window across or down: framed clear of the panels, not shrunk
# into a corner under them. NEED: ranges of the game's item ids (LO-HI), each
# of which must hold a piece kept clear: every player's hand and supply, not
# only the viewer's (issue 28: at 1280x720 with 150% text the status lines
# covered Six Cities' north supply and face-down hand, and the computer's
# plates and cards in City Blox).
judge() {
  awk -v what="$1" -v W="${3%x*}" -v H="${3#*x}" -v need="${4:-}" '
    $1 == "board" { bw = ($4 < W ? $4 : W) / W; bh = ($5 < H ? $5 : H) / H }
    $1 == "keep" { k++; kx[k] = $2; ky[k] = $3; kw[k] = $4; kh[k] = $5; split($0, q, "|"); kn[k] = q[2] }
    $1 == "panel" { p++; px[p] = $2; py[p] = $3; pw[p] = $4; ph[p] = $5 }
    function lap(a, aw, b, bw) { return (a + aw < b + bw ? a + aw : b + bw) - (a > b ? a : b) }
    END {
      if (k == 0) { printf "FAIL %s: no piece of the player is kept clear\n", what; exit 1 }
      nn = split(need, r, " ")
      for (i = 1; i <= nn; i++) {
        split(r[i], b, "-"); got = 0
        for (j = 1; j <= k; j++) { split(kn[j], w, " "); got += w[1] == "item" && w[2] >= b[1] && w[2] <= b[2] }
        if (!got) { bad++; printf "FAIL %s: no piece %s is kept clear\n", what, r[i] } }
      if (bw < 0.4 && bh < 0.4) {
        bad++; printf "FAIL %s: the board spans %d%% of the window across, %d%% down\n", what, 100 * bw, 100 * bh }
      for (i = 1; i <= p; i++) for (j = 1; j <= k; j++)
        if (lap(px[i], pw[i], kx[j], kw[j]) > 2 && lap(py[i], ph[i], ky[j], kh[j]) > 2) {
          bad++
          printf "FAIL %s: the panel at %d,%d %dx%d covers %s at %d,%d %dx%d\n", what,
                 px[i], py[i], pw[i], ph[i], kn[j], kx[j], ky[j], kw[j], kh[j] }
      printf "%s: %d panels, %d pieces and places kept clear, %d covered\n", what, p, k, bad
      exit bad > 0 }' "$2" || fail=1
}

# Six Cities: each colour's supply (100 + 10 x colour + floors), the
# viewer's hand (300s) and the computer's, face down (400s); City Blox: each
# player's plates (3400 + plot) and cards (3500 + plot).
for g in Cityscape Skyscrapers "Six Cities" "City Blox" lesson; do
  ats="640x360:2 1280x720:1 1280x720:1.5 1280x720:2" start="click Start
ready" which=$g
  build= need=
  [ "$g" = "Six Cities" ] && need="101-104 111-114 121-124 131-134 301-309 400-499"
  [ "$g" = "City Blox" ] && need="3400-3402 3403-3405 3500-3502 3503-3505"
  # Cityscape: every edge's four goal dice (200 + 4 x seat + line), the
  # computer's face down too.
  [ "$g" = Cityscape ] && need="200-203 204-207 208-211 212-215"
  if [ "$g" = lesson ]; then
    ats="640x360:2 1280x720:2 1920x1080:2" start="click Learn to play" which=Cityscape
  elif [ "$g" = Cityscape ]; then # its goals, then its building (both goals placed)
    ats="640x360:1 640x360:2 1280x720:1 1280x720:2 1920x1080:1.5 1920x1080:2"
    build="drag-item 401 200
drag-item 401 201
drag-item 401 202
drag-item 401 203
click Confirm south
drag-item 402 204
drag-item 402 205
drag-item 402 206
drag-item 402 207
click Confirm west
wait 1"
  fi
  for at in $ats; do
    size=${at%:*} scale=${at#*:} dir="$work/$(echo "$g" | tr -d ' ')-$size-$scale"
    layout_run "$dir" "$size" "$scale" "click New game
click $which
$start
wait 1
dump-text $dir/texts${build:+
$build
dump-text $dir/built}" || continue
    judge "$g at $size, text $(awk "BEGIN { print 100 * $scale }")%" "$dir/texts" "$size" "$need"
    [ -z "$build" ] || judge "$g building at $size, text $(awk "BEGIN { print 100 * $scale }")%" "$dir/built" "$size" "$need"
  done
done

# Cityscape's scoring, one round against the computer, its heights shown.
dir=$work/scoring-640x360-2
play="click New game
click Cityscape"
r=4
while [ $r != 1 ]; do play="$play
click Rounds: $r"; r=$((r % 32 + 1)); done
play="$play
click Start
key n
$(cityscape_goals)
$(repeat 12 play-any)"
# The status lines folded to their first (marked) at this size; the pointer
# on it opens them.
play="$play
dump-text $dir/folded
move-to 40 20
dump-text $dir/opened
play-any"
i=0
while [ $i -lt 40 ]; do play="$play
!wait 0.25
!dump-text $dir/step$i"; i=$((i + 1)); done
export CITYSCAPE_LAYOUT_CHECK=1
if layout_run "$dir" 640x360 2 "$play"; then
  if ! grep -q '▾|$' "$dir/folded" || grep -q '|Drag a block' "$dir/folded" ||
     ! grep -q '|Drag a block' "$dir/opened"; then
    echo "FAIL Cityscape at 640x360, text 200%: the status lines are not folded, or the pointer on them does not open them"
    fail=1
  elif grep -q '|Scoring|' "$dir/step0"; then
    echo "Cityscape's scoring at 640x360, text 200%: every frame's layout holds"
  else
    echo "FAIL Cityscape at 640x360, text 200%: the scoring was not reached"
    fail=1
  fi
fi
unset CITYSCAPE_LAYOUT_CHECK

# Skyscrapers is a solitaire: the whole city is the player's, so the status
# lines never lie over it. Deal 1 at 640x360 with 200% text put its pawns
# away from the status box, and the city was framed under it (a5-e5 hidden
# behind the status lines, only the pawns kept clear): judged as above, every
# tile's top, coin and pawn clear of every panel.
dir="$work/Skyscrapers-deal1"
layout_run "$dir" 640x360 2 "click New game
click Skyscrapers
click Deal: random
type 1
click Deal: 1_
click Start
wait 1
dump-text $dir/texts" && judge "Skyscrapers deal 1 at 640x360, text 200%" "$dir/texts" 640x360
exit $fail
