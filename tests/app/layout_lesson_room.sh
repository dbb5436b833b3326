#!/bin/sh
# SPDX-License-Identifier: MIT
# layout_lesson_room.sh - every game's "Learn to play" can be played in a
# small window at a large text size (issue 28: at 640x360 with 200% text the
# lessons' tables were drawn about 200x150 pixels, the lit stud, lot or site
# hard to find, and the whole screen drawn smaller, the note's text about
# 13 pixels, Skyscrapers' shrinking from one step to the next).
#
# usage: layout_lesson_room.sh CITYSCAPE WORKDIR. Exit 77 without OpenGL.
# Each lesson is played to a step whose piece goes to a lit place, at
# 640x360 with 200% text and at 1280x720 with 100% (the same text unit: a
# text is drawn the same height in both where the size chosen is kept), and
# the texts and rectangles drawn are read (dump-text):
# - the board (the box the camera frames) at least 190x180 pixels, half the
#   window's height (main drew 194x162; City Blox's lesson gives 18 of its
#   pixels to its folded status line's second row, the instruction whole);
# - the lit place (its rectangle as drawn, `keep ... |place ID|`) at least
#   MIN pixels across (City Blox's stud is one stud: drawn at all);
# - the note's title and the table's buttons drawn as tall as at 1280x720
#   with 100% text: never made smaller;
# - Cityscape's note folded to its title there, and opened by the pointer
#   on that title (hover-text);
# - Skyscrapers' buttons and title where they were at its second step (the
#   hole lit, a move refused) at its fifth (nothing jumps between steps).
# Then Cityscape's lesson at 1280x720 with 150% text to its last step, over
# the scoring panel: the last note's title whole (it was cut "10/10  You have
# playe…"), and no text cut short (CITYSCAPE_LAYOUT_CHECK).
. "$(dirname "$0")/layout_run.sh"

# The commands that lead each lesson to its step (the last dump-text's
# file is `step`), and the lit place: ID MIN.
city_blox="click New game
click City Blox
expect table-setup
click Learn to play
expect table
expect-moves 1
click Next
click-item 3202
expect-moves 2"
six_cities="click New game
click Six Cities
expect table-setup
click Learn to play
expect table
expect-moves 2
click Next"
cityscape="click New game
click Cityscape
expect table-setup
click Learn to play
expect table
expect-moves 3
$(repeat 8 'click-item 203')
click Confirm south
expect-moves 24
click Next"
skyscrapers="click New game
click Skyscrapers
expect table-setup
click Learn to play
expect table
click Next
drag-item 13 12
expect-moves 0
dump-text DIR/refused
drag-item 7 12
expect-moves 1
drag-item 12 17
expect-moves 2
drag-item 111 13
expect-moves 3"

# Six Cities' last move's line ("Last move: Computer: choose the blocks:
# green 1, 1, 2, 3; blue ...") was wider than the window at 640x360 with
# 200% text, and the screen was drawn smaller for it: it now ends where a
# phrase ends, and its sizes are judged too.
for lesson in "city_blox 1041 1 sizes" "six_cities 3 16 sizes" "cityscape 12 24 sizes" "skyscrapers 12 30 sizes"; do
  set -- $lesson
  eval "play=\$$1"
  for at in 640x360:2 1280x720:1; do
    dir=$work/$1-${at%:*}
    layout_run "$dir" "${at%:*}" "${at#*:}" "$(printf '%s\n' "$play" | sed "s#DIR#$dir#")
dump-text $dir/step" || continue 2
  done
  small=$work/$1-640x360 large=$work/$1-1280x720 lit=step
  [ "$1" = skyscrapers ] && lit=refused # its hole lit at step 2
  what="$1's lesson at 640x360, text 200%"
  awk -v what="$what" -v place="place $2" -v min="$3" -v sizes="$4" -F'|' '
    FNR == 1 { file++ }
    # text X Y W H |WORDS|: the note title (N/M first) and the buttons
    # labels, their heights at 1280x720 100% (file 1) against 640x360 200%.
    $1 ~ /^text / && ($2 ~ /^[0-9]+\/[0-9]+  / || $2 ~ /^(Undo|Hint|Back|Next|More)$/) {
      split($1, f, " "); key = $2 ~ /\// ? "the note title" : $2
      if (file == 1) want[key] = f[5]; else got[key] = f[5] }
    file == 2 && $1 ~ /^board / { split($1, f, " "); bw = f[4]; bh = f[5] }
    file == 3 && $1 ~ /^keep / && $2 == place { split($1, f, " "); pw = f[4] > pw ? f[4] : pw; ph = f[5] > ph ? f[5] : ph }
    END {
      if (bw < 190 || bh < 180) { bad++; printf "FAIL %s: the board drawn %dx%d pixels, not at least 190x180\n", what, bw, bh }
      if ((pw > ph ? pw : ph) < min) { bad++; printf "FAIL %s: the lit %s drawn %dx%d pixels, not %d across\n", what, place, pw, ph, min }
      for (k in want) {
        if (sizes != "sizes") break
        n++
        if (!(k in got)) { bad++; printf "FAIL %s: %s is not drawn (it is at 1280x720, 100%%)\n", what, k }
        else if (got[k] < want[k] - 1) { bad++; printf "FAIL %s: %s drawn %d px tall, %d at 1280x720 with 100%%: smaller than the size chosen\n", what, k, got[k], want[k] }
      }
      if (!("the note title" in want)) { bad++; printf "FAIL %s: no note title at 1280x720\n", what }
      if (!bad) printf "%s: board %dx%d, lit %s %dx%d, %d texts at the size chosen\n", what, bw, bh, place, pw, ph, n
      exit bad > 0 }' "$large/step" "$small/step" "$small/$lit" || fail=1
  if [ "$1" = cityscape ]; then # folded, opened by the pointer on its title
    layout_run "$small" 640x360 2 "$play
hover-text 3/10
dump-text $small/opened" || continue
    if grep -q '|Your line 1 (file a' "$small/step" || ! grep -q '|Your line 1 (file a' "$small/opened"; then
      echo "FAIL $what: the note is not folded, or the pointer on its title does not open it"
      fail=1
    fi
  fi
  [ "$1" = skyscrapers ] || continue
  # The buttons' and the note title's rectangles at step 2 and step 4.
  for f in refused step; do
    grep -E '^text .*\|([0-9]/6  .*|Undo|Hint|More)\|$' "$small/$f" |
      sed 's/|[0-9]\/6  .*|$/|title|/' | awk '{ print $2, $3, $5, $6 }' >"$small/$f.rects"
  done
  if [ ! -s "$small/refused.rects" ] || ! cmp -s "$small/refused.rects" "$small/step.rects"; then
    echo "FAIL $what: the buttons or the note's title moved or changed size between steps 2 and 5:"
    paste "$small/refused.rects" "$small/step.rects" | sed 's/^/  /'
    fail=1
  fi
done

# Cityscape's last note over the scoring panel, 1280x720, 150% text.
dir=$work/cityscape-last
export CITYSCAPE_LAYOUT_CHECK=1
if layout_run "$dir" 1280x720 1.5 "$cityscape
drag-item 102 12
expect-moves 26
key Return
drag-item 102 9
expect-moves 28
drag-item 103 10
expect-moves 29
click Next
dump-text $dir/last"; then
  title=$(sed -n 's/^text [-0-9 ]*|\(.*\)|$/\1/p' "$dir/last" | sed -n '/^10\/10  /,$p' | head -n 3 | tr '\n' ' ')
  if ! printf '%s' "$title" | grep -q '^10/10  You have played a round'; then
    echo "FAIL Cityscape's last note at 1280x720, text 150%: its title reads '$title'"
    fail=1
  elif grep -q 'cut short' "$dir/out"; then
    echo "FAIL Cityscape's lesson at 1280x720, text 150%: a text cut short:"
    grep 'cut short' "$dir/out" | sed 's/^/  /'
    fail=1
  else
    echo "Cityscape's last note at 1280x720, text 150%: '$title', nothing cut"
  fi
fi
exit $fail
