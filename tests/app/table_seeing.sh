#!/bin/sh
# SPDX-License-Identifier: MIT
# Seeing what happened at the table, in every game (issue 28; docs/table.md,
# "Seeing what happened"), judged from what was drawn: the scene the table
# drew (dump-scene: the pieces, their flags and glow) and the texts and kept-
# clear pieces the renderer drew (dump-text).
#
#   glow:     the last move is shown as a move: in Six Cities against the
#             computer a piece is drawn moving (EG_ITEM_MOVING) just after
#             the person's move, and once the computer has answered, the
#             pieces that glow (eg_item.glow) are exactly pieces that came or
#             moved with the last move (none drawn so before it), at least
#             one; in Skyscrapers the same after a move, and nothing glows
#             after Undo.
#   words:    Six Cities' hint is said in words, never notation ("Hint:
#             12Y3"), and its piece and place are lit on the table; the move
#             list and the last move's line are in words.
#   messages: Skyscrapers: a refused drag is said without its notation
#             ("a1+e5: ..."), starting with a capital; the refusal is not
#             drawn over the Rules page and goes with the next move; a hint
#             goes with Undo; "Back to the start" goes once a move is
#             redone. City Blox (1280x720 and 1920x1080): the hint's text
#             covers none of the pieces kept clear (EG_ITEM_KEEP_CLEAR).
#   moves:    a Six Cities game of 50 moves and more (the computer named
#             Bartholomew, so that its lines are long): the move list's pages
#             hold every move once, numbered 1..N as the saved record has
#             them, and no two of a page's lines overlap (entry 9 once
#             overwrote entry 30).
#   refused:  Skyscrapers: a pawn's move the rules refuse lets the pawn go
#             (it is drawn at rest again), and the next click on a tile does
#             not make a pawn move.
#
# Usage: table_seeing.sh CITYSCAPE CITYSCAPE-CLI glow|words|messages|moves|refused
set -u
mode=$3
test_name="table_seeing_$mode"
. "$(dirname "$0")/game_run.sh"

# The fields of the scene's items: "ID FLAGS X Y Z W H D" per line.
items() { awk '$1 == "item" { print $2, $4, $5, $6, $7, $8, $9, $10 }' "$1"; }
# The items that glow, as "ID X Y Z W H D".
glowing() {
  awk '$1 == "item" { n++; line[n - 1] = $2 " " $5 " " $6 " " $7 " " $8 " " $9 " " $10 }
       $1 == "glow" { print line[$2] }' "$1"
}
# The texts drawn, one a line.
texts() { sed -n 's/^text [-0-9]* [-0-9]* [-0-9]* [-0-9]* |\(.*\)|$/\1/p' "$1"; }
start() { # GAME-BUTTON [SIZE]
  echo "size ${2:-1280 720}"
  echo "click New game"
  echo "click $1"
  echo "expect table-setup"
  echo "click Start"
  echo "expect table"
}
# Every glowing item of AFTER is a piece not drawn at that place in BEFORE.
glow_is_new() { # BEFORE AFTER WHAT
  glowing "$2" >"$work/g"
  [ -s "$work/g" ] || { bad "$3: nothing glows after the move"; return; }
  items "$1" | awk '{ print $3, $4, $5, $6, $7, $8 }' >"$work/b"
  while read -r id x y z w h d; do
    if grep -qxF -- "$x $y $z $w $h $d" "$work/b"; then
      bad "$3: item $id glows but was drawn there before the move"
    fi
  done <"$work/g"
}

case $mode in
glow)
  {
    start "Six Cities"
    i=0; while [ $i -lt 12 ]; do echo "play-any"; i=$((i + 1)); done
    echo "dump-scene $work/s1"
    echo "play-any"
    echo "!wait 0.05"
    echo "!expect-text , round "
    echo "!dump-scene $work/mid"
    echo "dump-scene $work/s2"
  } >"$work/six.script"
  run "$work/six.script" "$work/save6"
  awk '$1 == "item" && int($4 / 128) % 2 == 1 && int($4 / 256) % 2 == 1 { n++ } END { exit n == 0 }' \
    "$work/mid" || bad "Six Cities: no piece is drawn moving just after the move"
  glow_is_new "$work/s1" "$work/s2" "Six Cities"
  echo "table_seeing: Six Cities: $(glowing "$work/s2" | wc -l) items glow after the computer's move"
  {
    start "Skyscrapers"
    echo "dump-scene $work/k0"
    echo "play-any"
    echo "dump-scene $work/k1"
    echo "click Undo"
    echo "dump-scene $work/k2"
  } >"$work/sky.script"
  run "$work/sky.script" "$work/savek"
  glow_is_new "$work/k0" "$work/k1" "Skyscrapers"
  [ -z "$(glowing "$work/k2")" ] || bad "Skyscrapers: pieces still glow after Undo"
  ;;
words)
  {
    start "Six Cities"
    i=0; while [ $i -lt 12 ]; do echo "play-any"; i=$((i + 1)); done
    echo "click Hint"
    echo "wait 1"
    echo "dump-text $work/hint.txt"
    echo "dump-scene $work/hint.scene"
    echo "click Moves"
    echo "dump-text $work/moves.txt"
  } >"$work/six.script"
  run "$work/six.script" "$work/save6"
  hint=$(texts "$work/hint.txt" | grep '^Hint: ' | head -n 1)
  echo "table_seeing: the hint reads '$hint'"
  [ -n "$hint" ] || bad "no hint was drawn"
  NOTATION='([1-9][1-6][RYGB][1-4]|x[1-9]|\+[RYGB][1-4]|([RYGB][1-4])+)$'
  printf '%s\n' "$hint" | grep -Eq "^Hint: $NOTATION" && bad "the hint is notation: '$hint'"
  [ "$(printf '%s' "$hint" | wc -w)" -ge 4 ] || bad "the hint is not in words: '$hint'"
  # Lit: a piece the player picks up (PICK) and a place (DROP).
  awk '$1 == "item" && $4 % 8 >= 5 && $4 % 2 == 1 { p++ } $1 == "item" && $4 % 8 >= 6 && int($4 / 2) % 2 == 1 { d++ }
       END { exit !(p > 0 && d > 0) }' "$work/hint.scene" ||
    bad "the hint's piece and place are not lit on the table"
  last=$(texts "$work/hint.txt" | grep '^Last move' | head -n 1)
  echo "table_seeing: $last"
  printf '%s\n' "$last" | grep -Eq ": $NOTATION" && bad "the last move is notation: '$last'"
  texts "$work/moves.txt" | grep -E '^[0-9]+\. ' >"$work/lines"
  [ "$(wc -l <"$work/lines")" -ge 12 ] || bad "the move list has $(wc -l <"$work/lines") lines"
  if grep -Eq ": $NOTATION" "$work/lines"; then
    bad "the move list shows notation: $(grep -E ": $NOTATION" "$work/lines" | head -n 2 | tr '\n' ' ')"
  fi
  ;;
messages)
  {
    start "Skyscrapers"
    echo "dump-scene $work/k0"
  } >"$work/look.script"
  run "$work/look.script" "$work/save0"
  # Two single tiles (pickable blocks on squares 0-24) two files and two
  # ranks apart: stacking one on the other is refused (no work crew).
  pair=$(awk '$1 == "item" && $2 < 25 && $3 == 0 && $4 % 2 == 1 { print $2 }' "$work/k0" | sort -un |
    awk '{ s[NR] = $1 } END { for (i = 1; i <= NR; i++) for (j = 1; j <= NR; j++) {
           a = s[i]; b = s[j]; fa = a % 5; fb = b % 5; ra = int(a / 5); rb = int(b / 5)
           if ((fa - fb) * (fa - fb) >= 4 && (ra - rb) * (ra - rb) >= 4) { print a, b; exit } } }')
  [ -n "$pair" ] || { bad "no two tiles far apart in the deal"; exit 1; }
  set -- $pair
  sq() { printf '%s%d' "$(echo abcde | cut -c$(( $1 % 5 + 1 )))" $(( $1 / 5 + 1 )); }
  move="$(sq "$1")+$(sq "$2")"
  {
    start "Skyscrapers"
    echo "dump-text $work/r0"
    echo "drag-item $1 $2"
    echo "expect-moves 0"
    echo "dump-text $work/r1"
    echo "click Rules"
    echo "dump-text $work/r2"
    echo "click Back"
    echo "play-any"
    echo "dump-text $work/r3"
    echo "click Hint"
    echo "wait 1"
    echo "expect-text Hint: "
    echo "click Undo"
    echo "dump-text $work/r4"
    echo "play-any"
    echo "click Restart"
    echo "click Yes" # "Restart this game?"
    echo "expect-text Back to the start"
    echo "click Redo"
    echo "dump-text $work/r5"
  } >"$work/sky.script"
  run "$work/sky.script" "$work/savek"
  texts "$work/r0" | sort >"$work/t0"
  texts "$work/r1" | sort | comm -13 "$work/t0" - | grep -v '^Last move' >"$work/said"
  echo "table_seeing: refusing $move, the table says: $(tr '\n' ' ' <"$work/said")"
  [ -s "$work/said" ] || bad "nothing was said when $move was refused"
  grep -qF "$move" "$work/said" && bad "the refusal shows the notation $move"
  head -n 1 "$work/said" | grep -q '^[A-Za-z]' || bad "the refusal does not start with a word"
  while read -r line; do
    texts "$work/r2" | grep -qxF "$line" && bad "the refusal '$line' is drawn over the Rules page"
    texts "$work/r3" | grep -qxF "$line" && bad "the refusal '$line' is still drawn after the next move"
  done <"$work/said"
  texts "$work/r4" | grep -q '^Hint: ' && bad "the hint is still drawn after Undo"
  texts "$work/r5" | grep -q 'Back to the start' && bad "'Back to the start' is still drawn after Redo"
  for size in "1280 720" "1920 1080"; do
    {
      start "City Blox" "$size"
      echo "click Hint"
      echo "wait 1"
      echo "dump-text $work/cb.txt"
    } >"$work/cb.script"
    run "$work/cb.script" "$work/savecb-${size% *}" # a fresh folder: no save to replace
    grep -q '^keep ' "$work/cb.txt" || bad "City Blox at $size: no piece kept clear was drawn (dump-text)"
    grep -q '|Hint: ' "$work/cb.txt" || bad "City Blox at $size: no hint was drawn"
    awk -v size="$size" '$1 == "keep" { n++; x[n] = $2; y[n] = $3; w[n] = $4; h[n] = $5 }
         $1 == "text" && /\|Hint: / { for (i = 1; i <= n; i++)
           if ($2 < x[i] + w[i] - 1 && x[i] < $2 + $4 - 1 && $3 < y[i] + h[i] - 1 && y[i] < $3 + $5 - 1) {
             print "FAIL: City Blox at " size ": the hint covers a piece kept clear at " x[i] "," y[i]; bad = 1 } }
         END { exit bad }' "$work/cb.txt" || fails=$((fails + 1))
  done
  ;;
moves)
  page_script() { # PREVIOUS-CLICKS
    # The computer named at length: its block choice's line is the longest.
    start "Six Cities" | sed 's/^click Start$/click name 2\ntype Bartholomew\nkey Return\nclick Start/'
    i=0; while [ $i -lt 34 ]; do echo "play-any"; i=$((i + 1)); done
    echo "click Moves"
    echo "dump-text $work/page-0"
    i=1; while [ $i -le "$1" ]; do echo "click Previous"; echo "dump-text $work/page-$i"; i=$((i + 1)); done
  }
  page_script 0 >"$work/m.script"
  run "$work/m.script" "$work/savem"
  pages=$(texts "$work/page-0" | sed -n 's|^Moves (\([0-9]*\)/\([0-9]*\))$|\2|p')
  pages=${pages:-1}
  page_script $((pages - 1)) >"$work/m.script"
  rm -rf "$work/savem" # the same game again from the start: no save to replace
  run "$work/m.script" "$work/savem"
  n=$(grep -c '^move ' "$work/savem/six-cities.rec")
  echo "table_seeing: $n moves on $pages page(s)"
  [ "$n" -ge 50 ] || bad "only $n moves were made"
  i=0; : >"$work/numbers"
  while [ $i -lt "$pages" ]; do
    texts "$work/page-$i" | sed -n 's/^\([0-9][0-9]*\)\. .*/\1/p' >>"$work/numbers"
    awk -v p="$i" '$1 == "text" && $0 ~ / \|[0-9]+\. / { n++; x[n] = $2; y[n] = $3; w[n] = $4; h[n] = $5; t[n] = $0 }
         END { for (a = 1; a <= n; a++) for (b = a + 1; b <= n; b++)
           if (x[a] < x[b] + w[b] - 1 && x[b] < x[a] + w[a] - 1 && y[a] < y[b] + h[b] - 1 && y[b] < y[a] + h[a] - 1) {
             print "FAIL: page " p ": " t[a] " overlaps " t[b]; bad = 1 }
           exit bad }' "$work/page-$i" || fails=$((fails + 1))
    i=$((i + 1))
  done
  seq 1 "$n" >"$work/want"
  sort -n "$work/numbers" >"$work/got"
  cmp -s "$work/want" "$work/got" ||
    bad "the move list's numbers are not 1..$n once each: $(diff "$work/want" "$work/got" | head -n 6 | tr '\n' ' ')"
  ;;
refused)
  {
    start "Skyscrapers"
    echo "dump-scene $work/k0"
  } >"$work/look.script"
  run "$work/look.script" "$work/save0"
  # A pawn (shape 2, ids 100 + square) and a square sharing neither its file
  # nor its rank: the rules refuse the pawn's move there (not in line).
  set -- $(awk '$1 == "item" && $3 == 2 && $4 % 2 == 1 { print $2 - 100, $6; exit }' "$work/k0")
  [ $# -eq 2 ] || { bad "no pawn to move in the deal"; exit 1; }
  pawn=$1 rest_y=$2
  to=$(( (pawn % 5 + 2) % 5 + 5 * ((pawn / 5 + 2) % 5) ))
  tile=$(awk -v p="$pawn" -v t="$to" '$1 == "item" && $2 < 25 && $2 != p && $2 != t && $3 == 0 && $4 % 2 == 1 { print $2; exit }' "$work/k0")
  {
    start "Skyscrapers"
    echo "click-item $((100 + pawn))"
    echo "click-item $to"
    echo "expect-moves 0"
    echo "dump-scene $work/k1"
    echo "click-item $tile"
    echo "expect-moves 0"
  } >"$work/sky.script"
  run "$work/sky.script" "$work/savek"
  y=$(awk -v id=$((100 + pawn)) '$1 == "item" && $2 == id { print $6; exit }' "$work/k1")
  echo "table_seeing: the pawn on square $pawn at y $rest_y, after its refused move to $to at y $y"
  [ "$y" = "$rest_y" ] || bad "the refused pawn is still held (drawn raised, y $y, at rest $rest_y)"
  ;;
*)
  echo "usage: table_seeing.sh CITYSCAPE CLI glow|words|messages|moves|refused"; exit 2 ;;
esac
[ "$fails" -eq 0 ] || { echo "$test_name: $fails failure(s)"; exit 1; }
echo "$test_name: ok"
