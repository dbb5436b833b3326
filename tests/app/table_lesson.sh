#!/bin/sh
# SPDX-License-Identifier: MIT
# "Learn to play" at the table (ctest table_lesson): a game of Skyscrapers
# is saved first; then its lesson is played end to end by pressing where the
# scene drew each piece (drag-item): a move the step does not ask for is
# refused in the note's words, read from what was drawn (dump-text), and
# not made; Next, Back and Finish are clicked where they are drawn. Then the
# saved game must be the same file, byte for byte, and no best score noted.
# The lesson is walked at 640x360, 1280x720 and 1920x1080, at the smallest
# and the largest text size, every frame's layout judged from what was drawn
# (CITYSCAPE_LAYOUT_CHECK: nothing out of the window, no text over another).
# Then Six Cities' and City Blox's lessons, whose other seat's moves are the
# lesson's: their steps walked, a piece the step does not ask for refused
# in words, nothing saved.
#
# Usage: table_lesson.sh CITYSCAPE CITYSCAPE-CLI
set -u
GAME=$1
CLI=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$(dirname "$0")/skyscrapers_drag.sh"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen}
fail() {
  echo "FAIL: $*"
  [ -n "${LESSON_KEEP:-}" ] && cp -r "$work/." "$LESSON_KEEP/"
  exit 1
}

# ---- A game of the player's own, saved after two moves.
seed=5
deal=$(( (seed << 20) + 1 ))   # the table's first game after start-up (table.c)
spn=$("$CLI" skyscrapers deal "$deal") || fail "deal"
{
  echo "size 1280 720"
  echo "click New game"
  echo "click Skyscrapers"
  echo "expect table-setup"
  echo "click Start"
  echo "expect table"
  for k in 1 2; do
    m=$("$CLI" skyscrapers moves "$spn" | tr ' ' '\n' | head -n 1)
    drag_of "$m"
    echo "expect-moves $k"
    spn=$("$CLI" skyscrapers play "$spn" "$m") || fail "play $m"
  done
  echo "quit"
} >"$work/save.script"
mkdir -p "$work/save"
"$GAME" --script "$work/save.script" --seed $seed --save-dir "$work/save" >"$work/out" 2>&1
rc=$?
[ $rc -eq 3 ] && { echo "table_lesson: no OpenGL 3.3 context: skipped"; exit 77; }
[ $rc -eq 0 ] || { cat "$work/out"; fail "saving a game first exited $rc"; }
[ -f "$work/save/skyscrapers.rec" ] || fail "no saved game of Skyscrapers to keep"
cp "$work/save/skyscrapers.rec" "$work/before.rec"

# ---- The lesson (sk_lesson.c, deal 0). Items are sk_draw.c's: square
# a1 = 0 .. e5 = 24, a pawn 100 + its square.
lesson() { # SIZE (W H) and the folder for the text dumps
  cat <<SCRIPT
size $1
click New game
click Skyscrapers
expect table-setup
click Learn to play
expect table
dump-text $2/step1.txt
click Next
$(drag_of d3-c3)
expect-moves 0
dump-text $2/refused.txt
screenshot $2/refused.png
$(drag_of c2-c3)
expect-moves 1
dump-text $2/step3.txt
$(drag_of c3+c4)
expect-moves 2
click Back
expect-moves 1
dump-text $2/back.txt
$(drag_of c3+c4)
expect-moves 2
$(drag_of @b3-d3)
expect-moves 3
click End game
expect-moves 3
dump-text $2/step5.txt
screenshot $2/step5.png
click Next
dump-text $2/step6.txt
click Finish
expect table-setup
quit
SCRIPT
}

# The texts of a dump in the order drawn, joined by spaces: a note's lines
# read as one paragraph.
words() { sed -n 's/^text [-0-9]* [-0-9]* [-0-9]* [-0-9]* |\(.*\)|$/\1/p' "$dir/$1" | tr '\n' ' '; }

run_lesson() { # SIZE SCALE NAME (LESSON_KEEP=DIR: its folder kept there)
  dir=$work/$3
  mkdir -p "$dir"
  cp -r "$work/save/." "$dir/"
  printf 'ui_scale = %s\n' "$2" >"$dir/settings.txt"
  lesson "$1" "$dir" >"$dir/lesson.script"
  CITYSCAPE_LAYOUT_CHECK=1 "$GAME" --script "$dir/lesson.script" --seed $seed \
    --save-dir "$dir" >"$dir/out" 2>&1 || { cat "$dir/out"; fail "the lesson at $1, text $2"; }
  has() { grep -qF "|$2|" "$dir/$1" || { cat "$dir/$1"; fail "$3 ($1, $size)"; }; }
  size=$1
  has step1.txt "1/6  Your city" "the lesson's first note"
  # The refusal, in the note's words (lines broken where the note wraps;
  # the drawing log keeps a text's first 47 bytes, so a longer line is read
  # that far).
  words refused.txt | grep -q "In this step, slide the crowns 3 on c2 into the" ||
    { cat "$dir/refused.txt"; fail "the refused move's words at $1"; }
  has step3.txt "3/6  Stack a tile" "step 3 after the slide"
  has back.txt "3/6  Stack a tile" "Back to step 3"
  has step5.txt "5/6  How the city scores" "step 5 after the crew's move"
  words step5.txt | grep -q "Read the note, then click Next\." ||
    fail "End game on a note not refused in words at $1"
  has step6.txt "6/6  Build your city" "the last note"
  cmp -s "$work/before.rec" "$dir/skyscrapers.rec" || fail "the lesson changed the saved game ($1)"
  [ ! -e "$dir/skyscrapers-best.txt" ] || fail "the lesson noted a best score ($1)"
}

run_lesson "1280 720" 1 small-1280
run_lesson "1920 1080" 2 large-1920
run_lesson "640 360" 2 large-640
run_lesson "1280 720" 0.75 smallest-1280
# ---- The other games' lessons, whose other seat's moves are the lesson's.
# other_lesson ID NAME REFUSAL LAST-TITLE: the steps (standard input)
# between the setup screen and Finish, with REFUSAL the words a dump-text
# refused.txt must show and LAST-TITLE the last note's heading (last.txt).
other_lesson() {
  dir=$work/$1
  mkdir -p "$dir"
  { printf 'size 1280 720\nclick New game\nclick %s\nexpect table-setup\n' "$2"
    printf 'click Learn to play\nexpect table\n'
    sed "s|DIR|$dir|"
    printf 'click Finish\nexpect table-setup\nquit\n'; } >"$dir/lesson.script"
  CITYSCAPE_LAYOUT_CHECK=${LESSON_LAYOUT:-1} "$GAME" --script "$dir/lesson.script" --seed $seed --save-dir "$dir" \
    >"$dir/out" 2>&1 || { cat "$dir/out"; fail "$2's lesson"; }
  words refused.txt | grep -q "$3" || { cat "$dir/refused.txt"; fail "$2: the refusal's words"; }
  grep -qF "|$4|" "$dir/last.txt" || fail "$2: the last note"
  [ ! -e "$dir/$1.rec" ] || fail "$2: the lesson was saved"
}

# Six Cities (sx_lesson.c). Items are sx_draw.c's: site city * 9 + row * 3
# + column, a set-aside block 200 + 10 * colour + floors.
other_lesson six-cities "Six Cities" "In this step, build your red 3 on the lit site" \
  "5/5  How a round scores" <<'STEPS'
expect-moves 2
click Next
drag-item 201 3
expect-moves 2
dump-text DIR/refused.txt
drag-item 203 3
expect-moves 4
play-any
expect-moves 5
dump-text DIR/last.txt
STEPS

# City Blox (cb_lesson.c): a click on the pile's 2x2 (3202), the brick in
# hand (2100, however it is turned) dragged onto a stud (1000 + plot *
# 64 + file + 8 * rank), End turn, the computer's turn.
other_lesson city-blox "City Blox" "In this step, place the 2x2 on b6 of your house" \
  "6/6  Completing a plot" <<'STEPS'
expect-moves 1
click Next
click-item 3202
expect-moves 2
drag-item 2100 1000
expect-moves 2
dump-text DIR/refused.txt
drag-item 2100 1041
expect-moves 3
click End turn
expect-moves 7
dump-text DIR/last.txt
STEPS

# Cityscape at the table (CITYSCAPE_ONE_TABLE=1; cs_lesson.c), the old
# lesson's words: the first note finds S's dice 3, = and the star set for the
# learner (eg_lesson.ui_before), line 4's die (203) is clicked twice, the
# same die, to show 2, then Confirm; the city is built; the lit supply
# block (100 + height) is dragged onto the lit lot (a4 = 12, b3 = 9, c3 =
# 10), a wrong block refused in the note's words; the computer's blocks come
# between; the reveal scores it. Without the layout check: the hover words
# of the die clicked (table.c's tooltip) are drawn over the labels of the
# dice and the rim beside it, which the check counts as text over text.
export CITYSCAPE_ONE_TABLE=1 LESSON_LAYOUT=0
other_lesson cityscape "Cityscape" "In this step, put a 2 on a4, the lit lot" \
  "10/10  You have played a round" <<'STEPS'
expect-moves 3
dump-scene DIR/goals.scene
click-item 203
click-item 203
click Confirm south
expect-moves 24
click Next
expect-moves 24
dump-scene DIR/supply.scene
drag-item 101 12
expect-moves 24
dump-text DIR/refused.txt
drag-item 102 12
expect-moves 26
click Next
drag-item 102 9
expect-moves 28
drag-item 103 10
expect-moves 29
click Next
dump-text DIR/last.txt
STEPS
unset CITYSCAPE_ONE_TABLE LESSON_LAYOUT
dir=$work/cityscape
# The dice preset: S's line 1-3 dice read 3, = and the star, line 4's "?".
for want in "200|3" "201|=" "202|*" "203|?"; do
  id=${want%%|*} face=${want#*|}
  got=$(awk -v id="$id" '$1 == "item" && $2 == id { print $NF }' "$dir/goals.scene")
  [ "$got" = "|$face|" ] || fail "Cityscape's first note: die $id reads $got, not |$face|"
done
# The lit supply block: every 2 of the supply glows (flags has EG_ITEM_LIT, 4).
lit=$(awk '$1 == "item" && $2 == 102 && int($4 / 4) % 2 == 1' "$dir/supply.scene" | wc -l)
[ "$lit" -gt 0 ] || fail "Cityscape's step 3: the supply's 2 is not lit"

[ -n "${LESSON_KEEP:-}" ] && cp -r "$work/." "$LESSON_KEEP/"
echo "table_lesson: the lessons played (Skyscrapers at 4 sizes, Six Cities, City Blox, Cityscape at the table), the refusals said, the saved game kept"
