#!/bin/sh
# SPDX-License-Identifier: MIT
# layout_message_clear.sh - the table's message (a hint, a refusal) stands
# clear of the pieces and places of the player to act, and never replaces
# the status lines (issue 28: at 640x360 with 200% text a City Blox hint
# covered the acting player's card and a Six Cities hint the cities; at
# 1280x720 with 150% text a Skyscrapers pawn refusal took the status lines'
# place at the top, the status left out). dump-text writes every panel, the
# pieces kept clear ("keep ... |item ID|") and the board's places ("keep
# ... |place ID|") as drawn; the message's panel is the one holding its
# first line.
#
# usage: layout_message_clear.sh CITYSCAPE WORKDIR. Exit 77 without OpenGL.
. "$(dirname "$0")/layout_run.sh"

# judge WHAT FILE MESSAGE STATUS: the panel holding the text starting
# MESSAGE shares no more than 2 pixels each way with any piece or place kept
# clear, nor with the panel holding the text starting STATUS, which is drawn.
judge() {
  awk -v what="$1" -v msg="$3" -v st="$4" '
    $1 == "keep" { k++; kx[k] = $2; ky[k] = $3; kw[k] = $4; kh[k] = $5; split($0, q, "|"); kn[k] = q[2] }
    $1 == "panel" { p++; px[p] = $2; py[p] = $3; pw[p] = $4; ph[p] = $5 }
    $1 == "text" { split($0, q, "|"); t++; tx[t] = $2; ty[t] = $3; tt[t] = q[2] }
    function lap(a, aw, b, bw) { return (a + aw < b + bw ? a + aw : b + bw) - (a > b ? a : b) }
    function holding(s,   i, j) {
      for (i = 1; i <= t; i++) if (index(tt[i], s) == 1)
        for (j = p; j >= 1; j--)
          if (tx[i] >= px[j] && tx[i] < px[j] + pw[j] && ty[i] >= py[j] && ty[i] < py[j] + ph[j]) return j
      return 0 }
    END {
      m = holding(msg); s = holding(st)
      if (!m) { printf "FAIL %s: no message \"%s\" drawn in a panel\n", what, msg; exit 1 }
      if (!s) { printf "FAIL %s: the status lines (\"%s\") are not drawn\n", what, st; exit 1 }
      if (lap(px[m], pw[m], px[s], pw[s]) > 2 && lap(py[m], ph[m], py[s], ph[s]) > 2) {
        bad++; printf "FAIL %s: the message at %d,%d %dx%d covers the status lines\n", what, px[m], py[m], pw[m], ph[m] }
      for (j = 1; j <= k; j++)
        if (lap(px[m], pw[m], kx[j], kw[j]) > 2 && lap(py[m], ph[m], ky[j], kh[j]) > 2) {
          bad++
          printf "FAIL %s: the message at %d,%d %dx%d covers %s at %d,%d %dx%d\n", what,
                 px[m], py[m], pw[m], ph[m], kn[j], kx[j], ky[j], kw[j], kh[j] }
      printf "%s: the message at %d,%d %dx%d, %d pieces and places kept clear, %d covered\n", what,
             px[m], py[m], pw[m], ph[m], k, bad
      exit bad > 0 }' "$2" || fail=1
}

# Three players at 640x360 with 200% text, Ann, Bob and Cy: each seat's
# button clicked through its choices as the audit did (City Blox: Bob a person).
three() {
  printf '%s\n' "click New game" "click $1" "expect table-setup" "click Players: 2" \
    "click name 1" "type Ann" "key Return" "click name 2" "type Bob" "key Return" \
    "click name 3" "type Cy" "key Return" "click Player 2: medium" "click Player 2: hard" \
    "click Player 3: medium" "click Player 3: hard"
}

# Six Cities: Ann's hint for the blocks of round 1.
dir=$work/six-cities
layout_run "$dir" 640x360 2 "$(three "Six Cities")
click Start
expect table
ready
click Hint
dump-text $dir/texts" && judge "Six Cities' hint at 640x360, text 200%" "$dir/texts" "Hint:" "Ann (red), round"

# City Blox (hot seat: Bob a person): Ann's first turn, then Bob's hint.
dir=$work/city-blox
layout_run "$dir" 640x360 2 "$(three "City Blox")
click Start
expect table
ready
click-item 3302
expect-moves 1
click-item 3303
expect-moves 2
click-item 3304
expect-moves 3
click-item 3202
expect-moves 4
drag-item 2100 1051
expect-moves 5
click End turn
expect-moves 6
ready
click Hint
dump-text $dir/texts" && judge "City Blox's hint at 640x360, text 200%" "$dir/texts" "Hint:" "Bob's turn"

# Skyscrapers, deal 1: a pawn dragged where it may not go.
dir=$work/skyscrapers
layout_run "$dir" 1280x720 1.5 "click New game
click Skyscrapers
click Deal: random
type 1
click Deal: 1_
click Start
expect table
drag-item 103 24
expect-moves 0
dump-text $dir/texts" && judge "Skyscrapers' pawn refused at 1280x720, text 150%" "$dir/texts" "d1 and e5" "Skyscrapers ("
exit $fail
