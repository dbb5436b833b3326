#!/bin/sh
# SPDX-License-Identifier: MIT
# The generic table's scoring panel reads the score the rules give, judged
# from the texts it drew (script command dump-text) against a score computed
# here, not by the table.
#
# Skyscrapers, deal 7 (typed on the setup screen): moves chosen with the
# rules core's CLI, stacks on single tiles first, made by drag and drop
# where the scene drew the pieces; then End game. The final position (the
# CLI's play) is scored by a scorer of this script's own, from the SPN and
# the rule sentences (RULINGS.md "Scoring"): the panel's heading must read
# "total S", the player's line "Player 1  S", and the step lines' points
# must add up to S. (The panel once added every step's points on top of the
# position's score, which already held them: "total 8", then "Player 1 16".)
#
# Six Cities, a person (play-any) against the computer to the end of the
# game: a panel for each of the four rounds, and the last one must show
# every player's total as the rules core's replay of the saved game gives
# it.
#
# Usage: table_reveal.sh CITYSCAPE CITYSCAPE-CLI
set -u
test_name=table_reveal
. "$(dirname "$0")/game_run.sh"

# ---- Skyscrapers

# The score of an SPN position, from the rules' sentences: a stack of 2 or
# 3 tiles scores its tiles, of 4 or more twice its tiles, doubled by a pawn
# on top; a coin with no tile beside it and no pawn on it scores 3.
score_spn() {
  printf '%s\n' "$1" | awk '{
    split($1, ranks, "/")
    for (r = 1; r <= 5; r++) {
      split(ranks[r], sq, ",")
      for (f = 1; f <= 5; f++) {
        t = sq[f]; pawn = index(t, "@") > 0; sub(/@.*/, "", t)
        n = gsub(/[SMCA][0-5]/, "&", t)
        tiles[r, f] = n; coin[r, f] = (t ~ /^[smca]$/); pawned[r, f] = pawn
      }
    }
    total = 0
    for (r = 1; r <= 5; r++) for (f = 1; f <= 5; f++) {
      n = tiles[r, f]
      if (n >= 2) total += (n >= 4 ? 2 * n : n) * (pawned[r, f] ? 2 : 1)
      if (coin[r, f] && !pawned[r, f] && !tiles[r - 1, f] && !tiles[r + 1, f] &&
          !tiles[r, f - 1] && !tiles[r, f + 1]) total += 3
    }
    print total
  }'
}
# The scorer itself, on the rules' own cases: a 2-stack (2), a 4-stack with
# a pawn (2 * 8), a coin with a coin and the hole beside it (3), coins
# beside a tile (0).
[ "$(score_spn 'A5,.,m,c,S1/S2S3,M1,s,M3,M4/C1C2C3C4@C,A1,A2,A3,A4/a,C5,S4,S5,M5/a,A0,C0,S0,M0')" = 21 ] ||
  bad "the test's own scorer: $(score_spn 'A5,.,m,c,S1/S2S3,M1,s,M3,M4/C1C2C3C4@C,A1,A2,A3,A4/a,C5,S4,S5,M5/a,A0,C0,S0,M0') for 21"

. "$(dirname "$0")/skyscrapers_drag.sh"
# The square's contents in an SPN ("M2", "S5S2@S", ".", "c").
square_of() {
  f=$(printf '%s' "$2" | cut -c1); r=$(printf '%s' "$2" | cut -c2)
  printf '%s\n' "$1" | awk -v f="$f" -v r="$r" '{
    split($1, ranks, "/"); split(ranks[6 - r], s, ","); print s[index("abcde", f)] }'
}

spn=$("$CLI" skyscrapers deal 7) || { echo "FAIL: deal 7"; exit 1; }
{
  echo "size 1280 720"
  echo "expect title"
  echo "click New game"
  echo "click Skyscrapers"
  echo "expect table-setup"
  echo "click Deal: random"
  echo "type 7"
  echo "click Deal: 7_"
  echo "click Start"
  echo "expect table"
} >"$work/sky.script"
n=0
while [ $n -lt 10 ]; do
  moves=$("$CLI" skyscrapers moves "$spn")
  [ -n "$moves" ] || break
  pick=""
  for m in $(printf '%s\n' $moves | grep '+'); do # a stack on a single tile
    to=$(printf '%s' "$m" | cut -c4-5)
    [ "$(square_of "$spn" "$to" | sed 's/@.//' | wc -c)" -eq 3 ] && { pick=$m; break; }
  done
  [ -n "$pick" ] || pick=$(printf '%s\n' $moves | grep '^@' | head -n 1)
  [ -n "$pick" ] || pick=$(printf '%s\n' $moves | head -n 1)
  n=$((n + 1))
  drag_of "$pick" >>"$work/sky.script"
  echo "expect-moves $n" >>"$work/sky.script"
  spn=$("$CLI" skyscrapers play "$spn" "$pick") || { echo "FAIL: play $pick"; exit 1; }
done
{
  echo "click End game"
  echo "click Yes" # the table asks first
  echo "expect-moves $((n + 1))"
  echo "dump-text $work/sky.txt"
  echo "quit"
} >>"$work/sky.script"
run "$work/sky.script" "$work/sky-save"
want=$(score_spn "$spn")
stacks=$(printf '%s\n' "$spn" | grep -o '[SMCA][0-5][SMCA][0-5]' | wc -l)
# The panel's lines as drawn (only a text's first 47 bytes are logged).
heading=$(grep -o '|total [0-9-]*' "$work/sky.txt" | head -n 1 | sed 's/|total //')
player=$(grep '|Player 1  [0-9-]*|' "$work/sky.txt" | sed 's/.*|Player 1  \([0-9-]*\)|/\1/')
# The steps' lines: the solitaire's player has no name of their own, so no
# "Player 1: " before each (issue 28): "a1: stack of 3 red tiles (+5)".
! grep -q '|Player 1: ' "$work/sky.txt" || bad "Skyscrapers: a scoring line begins 'Player 1: '"
steps=$(grep -e ' (+[0-9]*)|$' "$work/sky.txt" | sed -n 's/.* (+\([0-9]*\))|$/\1/p' |
        awk '{s += $1} END {print s + 0}')
echo "table_reveal: Skyscrapers deal 7, $n moves, $stacks stacks: score $want here; panel: total $heading, Player 1 $player, steps add up to $steps"
[ "$want" -gt 0 ] || bad "Skyscrapers: the moves scored nothing, the panel is not tried"
[ "$heading" = "$want" ] || bad "Skyscrapers: the panel's heading reads total '$heading', the rules give $want"
[ "$player" = "$want" ] || bad "Skyscrapers: the panel reads Player 1 '$player', the rules give $want"
[ "$steps" = "$want" ] || bad "Skyscrapers: the panel's steps add up to $steps, the rules give $want"

# ---- Six Cities

{
  echo "size 1280 720"
  echo "expect title"
  echo "click New game"
  echo "click Six Cities"
  echo "expect table-setup"
  echo "click Start"
  k=0
  while [ $k -lt 140 ]; do
    k=$((k + 1))
    echo "ready"
    echo "play-any"
    echo "dump-text $work/six-$k.txt"
  done
  echo "quit"
} >"$work/six.script"
run "$work/six.script" "$work/six-save"
"$CLI" replay "$work/six-save/six-cities.rec" >"$work/six.txt" 2>&1 ||
  { echo "FAIL: replay"; cat "$work/six.txt"; exit 1; }
grep -q ', over$' "$work/six.txt" || bad "Six Cities: the game did not end in $k moves"
# Every round's panel, once each (the last stays up once the game is over).
rounds=$(cat "$work"/six-*.txt | grep -o '|round [0-9]* of [0-9]* scored|' | sort -u | wc -l)
last=""
k=0
while [ $k -lt 140 ]; do
  k=$((k + 1))
  grep -q '|round 4 of 4 scored|' "$work/six-$k.txt" && { last="$work/six-$k.txt"; break; }
done
[ -n "$last" ] || bad "Six Cities: no panel of the last round was drawn"
# The last round's panel: each player's total as the replay of the saved
# game by the rules core gives it ("player 1 NAME (human): 35, place 2").
while read -r _ p rest; do
  name=$(printf '%s' "$rest" | sed 's/ (.*//'); want=$(printf '%s' "$rest" | sed 's/.*): \([0-9-]*\),.*/\1/')
  got=$(grep "|$name  [0-9-]*|" "$last" | sed 's/.*  \([0-9-]*\)|/\1/')
  echo "table_reveal: Six Cities, the last panel reads $name '$got'; the rules core's replay $want"
  [ "$got" = "$want" ] || bad "Six Cities: the last panel reads $name '$got', the replay $want"
done <<EOF2
$(grep '^player ' "$work/six.txt")
EOF2
[ "$rounds" -eq 4 ] || bad "Six Cities: $rounds rounds' panels seen, 4 wanted"

[ $fails -eq 0 ] || exit 1
echo "1 passed, 0 failed"
