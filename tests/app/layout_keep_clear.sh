#!/bin/sh
# SPDX-License-Identifier: MIT
# layout_keep_clear.sh - the table's panels never cover the pieces of the
# player at the screen (issue 28: Cityscape's practice-aid panel covered the
# viewer's goal dice at 640x360 with 200% text). Each game marks its
# player's own pieces (EG_ITEM_KEEP_CLEAR: Cityscape's goal dice and key,
# Six Cities' hand, City Blox's plates and cards, Skyscrapers' whole city:
# its tiles' tops, coins and pawns);
# dump-text writes them as projected ("keep X Y W H") and every box drawn
# ("panel X Y W H": buttons, status lines, the practice aid, messages).
#
# usage: layout_keep_clear.sh CITYSCAPE WORKDIR
# Each game is started at 640x360 with 200% text and at 1280x720 with 100%
# and 200%; no panel may share more than 2 pixels each way with a piece
# kept clear, and each game must keep some clear. Exit 77 without OpenGL.
. "$(dirname "$0")/layout_run.sh"

for g in Cityscape Skyscrapers "Six Cities" "City Blox"; do
  for at in 640x360:2 1280x720:1 1280x720:2; do
    size=${at%:*} scale=${at#*:} dir="$work/$(echo "$g" | tr -d ' ')-$size-$scale"
    layout_run "$dir" "$size" "$scale" "click New game
click $g
click Start
ready
wait 1
dump-text $dir/texts" || continue
    awk -v what="$g at $size, text ${scale}00%" '
      $1 == "keep" { k++; kx[k] = $2; ky[k] = $3; kw[k] = $4; kh[k] = $5; kn[k] = $7 " " $8 }
      $1 == "panel" { p++; px[p] = $2; py[p] = $3; pw[p] = $4; ph[p] = $5 }
      function lap(a, aw, b, bw) { return (a + aw < b + bw ? a + aw : b + bw) - (a > b ? a : b) }
      END {
        if (k == 0) { printf "FAIL %s: no piece of the player is kept clear\n", what; exit 1 }
        for (i = 1; i <= p; i++) for (j = 1; j <= k; j++)
          if (lap(px[i], pw[i], kx[j], kw[j]) > 2 && lap(py[i], ph[i], ky[j], kh[j]) > 2) {
            bad++
            printf "FAIL %s: the panel at %d,%d %dx%d covers %s at %d,%d %dx%d\n", what,
                   px[i], py[i], pw[i], ph[i], kn[j], kx[j], ky[j], kw[j], kh[j] }
        printf "%s: %d panels, %d pieces kept clear, %d covered\n", what, p, k, bad
        exit bad > 0 }' "$dir/texts" || fail=1
  done
done
# Skyscrapers is a solitaire: the whole city is the player's, so the status
# lines never lie over it. Deal 1 at 640x360 with 200% text put its pawns
# away from the status box, and the city was framed under it (a5-e5 hidden
# behind the status lines, only the pawns kept clear): the board as framed
# ("board X Y W H") must share no more than 2 pixels each way with the
# status box (the first panel drawn).
dir="$work/Skyscrapers-deal1"
layout_run "$dir" 640x360 2 "click New game
click Skyscrapers
click Deal: random
type 1
click Deal: 1_
click Start
wait 1
dump-text $dir/texts" &&
  awk '$1 == "panel" && !p { p = 1; px = $2; py = $3; pw = $4; ph = $5 }
    $1 == "board" { bx = $2; by = $3; bw = $4; bh = $5 }
    function lap(a, aw, b, bw) { return (a + aw < b + bw ? a + aw : b + bw) - (a > b ? a : b) }
    END { if (lap(px, pw, bx, bw) > 2 && lap(py, ph, by, bh) > 2) {
            printf "FAIL Skyscrapers deal 1 at 640x360, text 200%%: the board framed at %d,%d %dx%d lies under the status box at %d,%d %dx%d\n", bx, by, bw, bh, px, py, pw, ph
            exit 1 }
          printf "Skyscrapers deal 1 at 640x360, text 200%%: the board at %d,%d %dx%d, clear of the status box\n", bx, by, bw, bh }' "$dir/texts" || fail=1
exit $fail
