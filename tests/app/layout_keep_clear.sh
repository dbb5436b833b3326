#!/bin/sh
# SPDX-License-Identifier: MIT
# layout_keep_clear.sh - the table's panels never cover the pieces of the
# player at the screen (issue 28: Cityscape's practice-aid panel covered the
# viewer's goal dice at 640x360 with 200% text). Each game marks its
# player's own pieces (EG_ITEM_KEEP_CLEAR: Cityscape's goal dice and key,
# Six Cities' hand, City Blox's plates and cards, Skyscrapers' pawns);
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
exit $fail
