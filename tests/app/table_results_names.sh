#!/bin/sh
# SPDX-License-Identifier: MIT
# table_results_names.sh - the results' rows and the setup's seat options
# in the words and the room a player needs (issue 28):
#  - results: Six Cities, four rounds, against the computer, both seats
#    given names as long as a name may be (31 bytes: "Zoë Ødegård-
#    Łukasiewicz", UTF-8 of two bytes a letter, and 31 W's, the widest
#    letter), at 640x360 with 200% text and 1920x1080 with 100%. From the
#    texts drawn (dump-text): each name's rectangle ends left of every
#    number on its row (it once ran into the rounds' columns), and each
#    round is said once: "Round 1" over its steps, no "round 1 of 4
#    scored" under it; the page at the text size chosen (the headline
#    "WWW... wins!" once made the whole page smaller).
#  - the scoring panel before them: every text inside it (the names were
#    cut with "…" by the step's wrap, and a total ran out over the board,
#    the table drawn at 156%); the whole game run with the layout check.
#  - setup: City Blox's Help (a child's free looks) is a person's: no
#    "Help for player 2" (nor "Help for Computer 2") while the computer
#    plays seat 2, and "Help for player 2" once a person does.
# Usage: table_results_names.sh CITYSCAPE WORKDIR. Exit 77 without OpenGL.
set -u
. "$(dirname "$0")/layout_run.sh"

zoe="Zoë Ødegård-Łukasiewicz"
wide=WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW
for at in 640x360:2 1920x1080:1; do
  size=${at%:*} scale=${at#*:} dir="$work/six-$size"
  what="Six Cities at $size, text $(awk "BEGIN { print 100 * $scale }")%"
  layout_run "$dir" "$size" "$scale" "click New game
click Six Cities
click name 1
type $zoe
key Return
click name 2
type $wide
key Return
click Start
ready
expect table
play-to-end 30
dump-text $dir/s0
click Continue
screenshot $dir/results.png
dump-text $dir/r0" || continue
  # The scoring panel before the results: every text that starts in it
  # ends in it (a name of 31 W's and its total ran out over the board, and
  # the whole table was drawn smaller), its Continue at the size chosen.
  awk -v what="$what" -v u="$(echo "$size" | awk -F x -v s="$scale" '{ h = $2 < $1 * 9 / 16 ? $2 : $1 * 9 / 16; print h / 720 * s }')" '
    $1 == "panel" && !on { px = $2; py = $3; pw = $4; ph = $5 }
    $1 == "text" && /[|]Scoring[|]$/ { on = 1; x0 = px; y0 = py; x1 = px + pw; y1 = py + ph; next }
    on && $1 == "text" && $2 >= x0 && $2 < x1 && $3 >= y0 && $3 < y1 { n++
      if ($2 + $4 > x1 + 0.5) { t = $0; sub(/^[^|]*/, "", t); printf "FAIL %s: the scoring panel'"'"'s text %s ends at %d px, past the panel (%d)\n", what, t, $2 + $4, x1; bad = 1 }
      if (/[|]Continue[|]$/ && $5 < 24 * u) { printf "FAIL %s: Continue drawn %d px high, smaller than the size chosen\n", what, $5; bad = 1 } }
    END { if (n < 3) { printf "FAIL %s: no scoring panel read (%d texts)\n", what, n; bad = 1 } exit bad }' "$dir/s0" || fail=1
  # The rows of the players: each name's right edge left of every other
  # text whose rectangle shares its height (the round's points, the total).
  awk -v what="$what" '
    $1 == "text" && /\|Player\|$/ { px = $2 }
    $1 == "text" && /\|(Total|Score)\|$/ { on = 1; next }
    on && $1 == "panel" { on = 0 }
    on && $1 == "text" { t = $0; sub(/^[^|]*[|]/, "", t); sub(/[|]$/, "", t)
                         n++; x[n] = $2; y[n] = $3; w[n] = $4; h[n] = $5; s[n] = t }
    END {
      for (i = 1; i <= n; i++) {
        if (x[i] != px) continue # a name: under the head "Player"
        names++
        for (j = 1; j <= n; j++)
          if (j != i && s[j] ~ /^[0-9]+$/ && y[j] < y[i] + h[i] && y[i] < y[j] + h[j] && x[i] + w[i] > x[j]) {
            printf "FAIL %s: the name \"%s\" (%d..%d px) runs into the points \"%s\" at %d px\n",
                   what, s[i], x[i], x[i] + w[i], s[j], x[j]; bad = 1 }
      }
      if (names != 2) { printf "FAIL %s: %d of the 2 names drawn on the results\n", what, names; bad = 1 }
      exit bad }' "$dir/r0" || fail=1
  # The page at the text size chosen: the long names make nothing smaller
  # (Rematch 24 px high a unit; the headline once made the whole page 14 px).
  unit=$(echo "$size" | awk -F x -v s="$scale" '{ h = $2 < $1 * 9 / 16 ? $2 : $1 * 9 / 16; print h / 720 * s }')
  awk -v u="$unit" -v what="$what" '$1 == "text" && /\|Rematch\|$/ { seen = 1; if ($5 < 24 * u) {
         printf "FAIL %s: Rematch is drawn %d px high, smaller than the text size chosen\n", what, $5; exit 1 } }
       END { if (!seen) { printf "FAIL %s: no Rematch drawn\n", what; exit 1 } }' "$dir/r0" || fail=1
  # The headline: the winner's name of 31 W's makes it smaller or two lines,
  # no word cut short ("…": the layout check's fault) nor wider than the page.
  awk -v what="$what" -v W="${size%x*}" '$1 == "panel" { n = 0 } $1 == "text" { t[++n] = $0; x[n] = $2; w[n] = $4 }
       $1 == "text" && /\|Player\|$/ {
         for (i = 1; i < n; i++) if (index(t[i], "…") || x[i] < 0 || x[i] + w[i] > W) {
           printf "FAIL %s: the headline is cut short or wider than the window: %s\n", what, t[i]; bad = 1 }
         exit bad }' "$dir/r0" || fail=1
  grep -q '|round 1 of 4 scored|' "$dir/r0" &&
    { echo "FAIL $what: round 1 is said twice: \"Round 1\" over \"round 1 of 4 scored\""; fail=1; }
  # "Round 1" as a heading among the rows (below the players' rows).
  awk '$1 == "text" && /\|Total\|$/ { top = $3 } $1 == "text" && /\|Round 1\|$/ && top && $3 > top + 40 { ok = 1 }
       END { exit !ok }' "$dir/r0" || { echo "FAIL $what: no \"Round 1\" over round 1's steps"; fail=1; }
  echo "$what: names and rounds read from $(grep -c '^text' "$dir/r0") texts"
done

dir="$work/setup"
layout_run "$dir" 1280x720 1 "click New game
click City Blox
expect table-setup
expect-no-text Help for player 2
expect-no-text Help for Computer 2
expect-text Help for player 1
click Player 2: medium
click Player 2: hard
expect-text Help for player 2: off" && echo "City Blox setup: Help only for the seats people play"
exit $fail
