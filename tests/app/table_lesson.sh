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
# in words, nothing saved. Then Cityscape's, walked whole at four sizes with
# a game of Cityscape saved before it (the checks of the old screens'
# game_script_lesson, at the table): each note, a die and placements
# refused in the note's words, Esc's menu, the round scored as
# `cityscape-cli score` scores the lesson's city, the saved game continued
# and kept byte for byte, also after a lesson left at its first note.
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
click Yes
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
  # A note's title read as drawn, on one line or two (a note beside the
  # board, in a wide and short window, is narrow).
  says() { words "$1" | grep -qF "$2" || { cat "$dir/$1"; fail "$3 ($1, $size)"; }; }
  size=$1
  says step1.txt "1/6  Your city" "the lesson's first note"
  # The refusal, in the note's words (lines broken where the note wraps;
  # the drawing log keeps a text's first 47 bytes, so a longer line is read
  # that far).
  words refused.txt | grep -q "In this step, slide the crowns 3 on c2 into the" ||
    { cat "$dir/refused.txt"; fail "the refused move's words at $1"; }
  says step3.txt "3/6  Stack a tile" "step 3 after the slide"
  says back.txt "3/6  Stack a tile" "Back to step 3"
  says step5.txt "5/6  How the city scores" "step 5 after the crew's move"
  words step5.txt | grep -q "Read the note, then click Next\." ||
    fail "End game on a note not refused in words at $1"
  says step6.txt "6/6  Build your city" "the last note"
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
  CITYSCAPE_LAYOUT_CHECK=1 "$GAME" --script "$dir/lesson.script" --seed $seed --save-dir "$dir" \
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
other_lesson city-blox "City Blox" "In this step, put the yellow brick on the lit" \
  "7/7  Turning a brick" <<'STEPS'
expect-moves 1
dump-text DIR/first.txt
click Next
click-item 3202
expect-moves 2
dump-scene DIR/lit.txt
drag-item 2100 1000
expect-moves 2
dump-text DIR/refused.txt
drag-item 2100 1041
expect-moves 3
click End turn
expect-moves 7
dump-text DIR/end.txt
click Next
dump-text DIR/last.txt
STEPS

# City Blox's notes and refusals say a place as a child finds it (issue 28):
# the plates have no letters, so no note may name a stud ("put its lower
# left stud on b6" was step 3's).
for f in first refused end last; do
  words $f.txt | grep -E '(^|[^A-Za-z0-9])[a-h][1-8]([^0-9]|$)' &&
    fail "City Blox: the lesson names a stud a child cannot find ($f.txt)"
done

# Note 6 names the real button (issue 28: it said "Click Lay ... card", the
# dots as written): a button City Blox draws when a card may be laid.
words end.txt | grep -q 'Lay house card' && ! words end.txt | grep -qF '...' ||
  fail "City Blox: note 6 does not name the Lay house card button: $(words end.txt | tr '\n' ' ')"

# The learner's turn said once, without naming them again (issue 28): not
# "Your turn, You: ...".
grep -q '^hud 0 Your turn: drag' "$work/city-blox/lit.txt" ||
  fail "City Blox: the lesson's turn line reads $(grep '^hud 0' "$work/city-blox/lit.txt")"
# Step 3's note says "drag the yellow brick onto the lit stud of your house
# plate": the stud (1041, b6, a drop target City Blox does not draw,
# EG_ITEM_UNSEEN) must be drawn lit while the note lights it, or a learner
# never finds it (the plates have no letters). dump-scene's flags: EG_ITEM_LIT 4 set, EG_ITEM_UNSEEN 64 clear.
awk '$1 == "item" && $2 == 1041 { n++; f = $4 + 0
       if (int(f / 4) % 2 == 0 || int(f / 64) % 2 == 1) bad++ }
     END { exit !(n > 0 && bad == 0) }' "$work/city-blox/lit.txt" ||
  { grep '^item 1041 ' "$work/city-blox/lit.txt"; fail "City Blox: the lesson's b6 stud is not drawn lit (step 3)"; }

# ---- Cityscape's "Learn to play" (cs_lesson.c), walked whole with the
# pointer at four sizes, the layout judged, with a game of the player's own
# saved before it: the saved game must be the same file after the lesson,
# continued where it was, and after a second lesson left at its first note.
# Items are cs_draw.h's: a lot file + 4 * rank (a4 = 12, b4 = 13, b3 = 9, c3
# = 10), a supply block 100 + height, S's die of line l 200 + l, W's 204 + l.
{
  printf 'size 1280 720\nclick New game\nclick Cityscape\nexpect table-setup\nclick Start\nexpect table\n'
  for d in 200 201 202 203; do echo "click-item $d"; done
  echo "click Confirm south"
  for d in 204 205 206 207; do echo "click-item $d"; done
  echo "click Confirm west"
  echo "drag-item 103 5"
  echo "wait 1"
  echo "expect-moves 6"   # the computer's goals (2), ours (2), our 3 on b2, its block
  echo "quit"
} >"$work/cs-save.script"
mkdir -p "$work/cs-save"
"$GAME" --script "$work/cs-save.script" --seed $seed --save-dir "$work/cs-save" >"$work/out" 2>&1 ||
  { cat "$work/out"; fail "saving a game of Cityscape first"; }
[ -f "$work/cs-save/cityscape.rec" ] || fail "no saved game of Cityscape to keep"
cp "$work/cs-save/cityscape.rec" "$work/cs-before.rec"

cs_lesson() { # SIZE (W H) and the folder for the dumps
  cat <<SCRIPT
size $1
click New game
click Cityscape
expect table-setup
click Learn to play
expect table
expect-moves 3
dump-text $2/goals.txt
dump-scene $2/goals.scene
expect-disabled Confirm south
click-item 203
click-item 203
click-item 203
click Confirm south
expect-moves 3
dump-text $2/goals-refused.txt
click-item 203
click-item 203
click-item 203
click-item 203
click-item 203
screenshot $2/goals.png
click Confirm south
expect-moves 24
dump-text $2/city.txt
dump-scene $2/city.scene
drag-item 102 12
expect-moves 24
dump-text $2/read-first.txt
click Next
dump-text $2/goal3.txt
dump-scene $2/goal3.scene
drag-item 102 13
expect-moves 24
dump-text $2/wrong-lot.txt
click-item 103
click-item 12
expect-moves 24
dump-text $2/wrong-height.txt
drag-item 102 12
expect-moves 26
dump-text $2/spoiled.txt
key Escape
expect menu
dump-text $2/menu.txt
click Resume
expect table
key Return
dump-text $2/pair.txt
drag-item 102 9
expect-moves 28
dump-text $2/tallest.txt
screenshot $2/tallest.png
drag-item 103 10
expect-moves 29
dump-text $2/reveal.txt
screenshot $2/reveal.png
click Next
dump-text $2/last.txt
click Finish
$(continued)
click New game
click Cityscape
expect table-setup
click Learn to play
expect table
key Escape
expect menu
click Leave the lesson
expect title
click New game
click Cityscape
$(continued)
quit
SCRIPT
}
# The saved game continued from the setup where it was (its 6 moves), and
# left again.
continued() {
  printf 'expect table-setup\nclick Continue\nexpect table\nexpect-moves 6\nkey Escape\n'
  printf 'click Save & exit\nexpect title\n'
}

# The 25 placements of the lesson's round and every seat's dice, read from
# the lesson's data (cs_lesson.c: those it makes) and from this script
# (those the learner makes), as one CPN position (shared/spec/notation.md)
# for cityscape-cli score, a scorer apart from the table's.
lesson_src=$(dirname "$0")/../../src/games/cityscape/cs_lesson.c
cs_cpn() {
  grep -o '{[01], "[1-5][a-d][1-4]"}' "$lesson_src" | sed 's/.*"\(.*\)".*/\1/' >"$work/cs-moves"
  printf '2a4\n2b3\n3c3\n' >>"$work/cs-moves"
  goals=$(grep -o '"[NEW]:[1-6]\{4\}"' "$lesson_src" | tr -d '"' | tr '\n' ' ')
  awk -v goals="S:3562 $goals" '
    { f = index("abcd", substr($1, 2, 1)) - 1; r = substr($1, 3, 1) - 1
      stack[r * 4 + f] = stack[r * 4 + f] substr($1, 1, 1); n++ }
    END {
      if (n != 25) { print "placements: " n; exit 1 }
      for (r = 3; r >= 0; r--) {
        for (f = 0; f < 4; f++) { t = stack[r * 4 + f]; printf "%s%s", (t == "" ? "-" : t), (f < 3 ? "," : "") }
        if (r > 0) printf "/"
      }
      print " " goals
    }' "$work/cs-moves"
}
cpn=$(cs_cpn) || fail "the lesson's position: $cpn"
score=$("$CLI" score --json "$cpn") || fail "cityscape-cli score $cpn: $score"
line_score() { # SEAT LINE (1-4): the CLI's score
  printf '%s' "$score" | sed "s/.*\"$1\":{\"lines\":\[\([0-9,]*\)\].*/\1/" | cut -d, -f"$2"
}
seat_total() { printf '%s' "$score" | sed "s/.*\"$1\":{[^}]*\"total\":\([0-9]*\)}.*/\1/"; }
you=$(( $(seat_total S) + $(seat_total W) ))
them=$(( $(seat_total N) + $(seat_total E) ))

run_cs_lesson() { # SIZE SCALE NAME [cut]: at the largest text the scoring
  # panel scrolls and the last note's title is cut short: there only what is
  # drawn is checked against the CLI.
  dir=$work/$3
  mkdir -p "$dir"
  cp -r "$work/cs-save/." "$dir/"
  rm -f "$dir/cs-save.script"
  printf 'ui_scale = %s\n' "$2" >"$dir/settings.txt"
  # A note folded to its title (a small window, large text) is opened
  # with L to be read, and closed again.
  cs_lesson "$1" "$dir" | sed 's|^dump-text \(.*\)$|key l\ndump-text \1\nkey l|' >"$dir/lesson.script"
  CITYSCAPE_LAYOUT_CHECK=1 "$GAME" --script "$dir/lesson.script" --seed $seed \
    --save-dir "$dir" >"$dir/out" 2>&1 || { cat "$dir/out"; fail "Cityscape's lesson at $1, text $2"; }
  size="$1, text $2"
  has() { grep -qF "|$2|" "$dir/$1" || { cat "$dir/$1"; fail "Cityscape: $3 ($1 at $size)"; }; }
  says() { words "$1" | grep -qF "$2" || { cat "$dir/$1"; fail "Cityscape: $3 ($1 at $size)"; }; }
  says goals.txt "1/10  Your secret goals" "the first note's title"
  says goals.txt "Each die is a goal for one line" "the first note's words"
  says goals-refused.txt "In this step, set your dice to 3, =, ★ and 2" "a goal the step does not ask for refused in words"
  says city.txt "2/10  The city so far" "the city built after the goals"
  says city.txt "To keep the lesson short, 20 of the 25" "the note on the city"
  says read-first.txt "Read the note, then click Next." "a block placed on a note"
  says goal3.txt "3/10  Goal 3: see three buildings" "Next"
  says goal3.txt "Your line 1 (file a, die 3) sees" "the note on line 1"
  says wrong-lot.txt "In this step, put a 2 on a4, the lit lot" "a 2 dragged onto b4 refused"
  says wrong-height.txt "In this step, put a 2 on a4, the lit lot" "a 3 placed by clicks on a4 refused"
  says spoiled.txt "5/10  Goals can be spoiled" "after the computer's block"
  says spoiled.txt "The computer put a 4 on d2." "the computer's block in words"
  has spoiled.txt "Last move: Computer: a 4 on d2" "the computer's block as made"
  ! words spoiled.txt | grep -q "In this step" || fail "Cityscape: a refusal outlived its step ($size)"
  has menu.txt "The lesson is not saved." "Esc's menu in the lesson"
  has menu.txt "Leave the lesson" "Esc's menu: leaving"
  ! grep -qF "|Save & exit|" "$dir/menu.txt" || fail "Cityscape: the lesson's menu offers Save & exit ($size)"
  says pair.txt "6/10  Goal =: a pair" "Return for Next"
  says pair.txt "For = look a little higher" "the note on the pair"
  says tallest.txt "8/10  Goal ★: the tallest" "after the computer's last block"
  says tallest.txt "★ scores 25 when its line holds" "the note on the star"
  says reveal.txt "9/10  The reveal" "the reveal after the 25th block"
  says reveal.txt "All 25 blocks are down." "the reveal's note"
  grep -q '^text .*|10/10  ' "$dir/last.txt" || fail "Cityscape: no last note ($size)"
  [ -n "${4:-}" ] || has last.txt "10/10  You have played a round" "the last note"
  # The scoring drawn, line by line, against cityscape-cli score (a line
  # drawn is kept to 47 bytes: the score is read where it was not cut).
  for l in 1 2 3 4; do
    for seat in S:south W:west; do
      want=$(line_score "${seat%%:*}" $l)
      got=$(sed -n "s/^text [-0-9 ]*|You: ${seat#*:} line $l: .*(+\([0-9]*\))|\$/\1/p" "$dir/last.txt")
      [ -z "$got" ] || [ "$got" = "$want" ] ||
        fail "Cityscape: ${seat#*:} line $l drawn +$got, cityscape-cli scores $want ($size)"
    done
  done
  [ -n "${4:-}" ] || {
    says last.txt "You: south line 1: goal 3, sees 3 (+30)" "line 1: goal 3 seen"
    says last.txt "You: south line 2: goal =, 2 in pairs (+20)" "line 2: the pair"
    says last.txt "You: south line 3: goal ★, holds the tallest" "line 3: the tallest"
    has last.txt "You: south line 4: goal 2, sees 3" "line 4 spoiled, no (+0) said"
  }
  has last.txt "You  $you" "your total as cityscape-cli scores it"
  has last.txt "Computer  $them" "the computer's total as cityscape-cli scores it"
  cmp -s "$work/cs-before.rec" "$dir/cityscape.rec" || fail "Cityscape: the lesson changed the saved game ($size)"
  ls "$dir" | grep -v '^cityscape\.rec$\|^settings\.txt$\|^out$\|\.txt$\|\.png$\|\.scene$\|\.script$' |
    grep . && fail "Cityscape: the lesson left files in the save folder ($size)"
  # The dice preset: S's line 1-3 dice read 3, = and the star, line 4's "?".
  for want in "200|3" "201|=" "202|*" "203|?"; do
    id=${want%%|*} face=${want#*|}
    got=$(awk -v id="$id" '$1 == "item" && $2 == id { print $NF }' "$dir/goals.scene")
    [ "$got" = "|$face|" ] || fail "Cityscape's first note: die $id reads $got, not |$face| ($size)"
  done
  # Step 3 lights the supply's 2 and the lot a4.
  lit=$(awk '$1 == "item" && $2 == 102 && int($4 / 4) % 2 == 1' "$dir/goal3.scene" | wc -l)
  [ "$lit" -gt 0 ] || fail "Cityscape's step 3: the supply's 2 is not lit ($size)"
  lot=$(awk '$1 == "item" && $2 == 12 && int($4 / 4) % 2 == 1' "$dir/goal3.scene" | wc -l)
  [ "$lot" -gt 0 ] || fail "Cityscape's step 3: a4 is not lit ($size)"
}

run_cs_lesson "1280 720" 1 cityscape-1280
run_cs_lesson "640 360" 2 cityscape-640 cut
run_cs_lesson "1920 1080" 2 cityscape-1920 cut
run_cs_lesson "1280 720" 0.75 cityscape-smallest

[ -n "${LESSON_KEEP:-}" ] && cp -r "$work/." "$LESSON_KEEP/"
echo "table_lesson: the lessons played (Skyscrapers at 4 sizes, Six Cities, City Blox; Cityscape at 4 sizes, scored as cityscape-cli scores it), the refusals said, the saved games kept"
