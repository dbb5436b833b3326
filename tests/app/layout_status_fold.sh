#!/bin/sh
# SPDX-License-Identifier: MIT
# layout_status_fold.sh - a folded status line ends where a phrase ends
# (issue 28, re-audit fault 18: at 640x360 with 200% text the folded line
# was cut at the last word that fit: "Bob's turn: lay a card on its ▾",
# "Cityscape, round 1 of 4: secret ▾", "City Blox, Level 1. Round ▾").
#
# usage: layout_status_fold.sh CITYSCAPE WORKDIR
# Each of the four games is started at 640x360 with 200% text and played a
# few moves (play-any; Cityscape's goals set first too; Skyscrapers, which
# keeps its lines open there, also in its lesson, whose note folds them); after each, the texts drawn in the
# status lines' box (dump-text) are read against the scene's first status
# line (dump-scene, every byte). Where the box is folded (its last text
# ends in "▾"), its lines joined must be the first status line's start, and
# what follows there must begin a new phrase (status_lib.sh): nothing, or
# ", " ": " "; " after the words shown, " " after a full stop, " (" (an
# aside in brackets) or two spaces (a score line's columns) -- where
# eg_status_wrap ends a line at a phrase. Every game but Skyscrapers must be
# seen folded. Exit 77 without OpenGL.
. "$(dirname "$0")/layout_run.sh"
. "$(dirname "$0")/status_lib.sh"

# play GAME SETUP N INPUT [may-open]: the game started with SETUP's lines,
# then dumped after each of N INPUTs (play-any, or the lesson's Next).
play() {
  game_name=$1 dir=$work/$(echo "$1$2" | tr -cd 'A-Za-z')
  s="click New game
click $game_name
expect table-setup
$2
expect table
dump-text $dir/t0
dump-scene $dir/s0"
  i=1
  while [ $i -le "$3" ]; do
    s="$s
$4
dump-text $dir/t$i
dump-scene $dir/s$i"
    i=$((i + 1))
  done
  layout_run "$dir" 640x360 2 "$s" || return 0
  folded=0 i=0
  while [ $i -le "$3" ]; do
    sed -n 's/^hud [0-9]* //p' "$dir/s$i" | head -n 1 >"$dir/first$i"
    r=$(status_fold "$game_name at 640x360, text 200%, frame $i" "$dir/t$i" "$dir/first$i")
    case $r in
      FAIL*) echo "$r"; fail=1 ;;
      folded*) folded=$((folded + 1)); echo "$game_name frame $i: $r" ;;
    esac
    i=$((i + 1))
  done
  echo "$game_name at 640x360, text 200%: $folded of $(($3 + 1)) frames folded to a phrase's end"
  if [ "$folded" = 0 ] && [ "${5:-}" != may-open ]; then
    echo "FAIL $game_name at 640x360, text 200%: the status lines never folded (the case this checks)"
    fail=1
  fi
}

play Cityscape "click Start" 4 play-any may-open
play Cityscape "click Start
expect table
$(cityscape_goals)" 6 play-any
play "Six Cities" "click Start" 8 play-any
play "City Blox" "click Start" 8 play-any
play Skyscrapers "click Start" 3 play-any may-open
play Skyscrapers "click Learn to play" 1 "click Next"

# The last move's line at the foot, by the same rule: Six Cities' lesson
# after the computer's choice of blocks ("...: green 1, 1, 2, 3; blue 1, 1,
# 2, 4 floors", wider than the window: the screen was drawn smaller for it,
# then cut at a comma it read "blue 1, 1" as if whole) -- on one line inside
# the window, and opened whole over the board (a panel declared held open)
# while the pointer is on it.
dir=$work/lastmove what="the last move's line at 640x360, text 200%"
if layout_run "$dir" 640x360 2 "click New game
click Six Cities
expect table-setup
click Learn to play
expect table
expect-moves 2
dump-text $dir/folded
hover-text Last move
dump-text $dir/opened"; then
  awk -v what="$what" '$1 == "text" && /[|]Last move: / { seen = 1
      if ($2 < 0 || $2 + $4 > 640) { printf "FAIL %s: drawn at %d..%d px, outside the window\n", what, $2, $2 + $4; bad = 1 } }
    END { if (!seen) { printf "FAIL %s: not drawn\n", what; bad = 1 } exit bad }' "$dir/folded" || fail=1
  grep -q '^panel .* over$' "$dir/opened" && grep -q '|green 1, 1, 2, 3; blue 1, 1, 2, 4 floors|' "$dir/opened" ||
    { echo "FAIL $what: the pointer on it does not open the whole move: $(grep -c over "$dir/opened") panels held open"; fail=1; }
  grep -q '|green 1, 1, 2, 3; blue 1, 1, 2, 4 floors|' "$dir/folded" &&
    { echo "FAIL $what: opened while the pointer is elsewhere"; fail=1; }
  [ $fail = 0 ] && echo "$what: folded, and opened whole under the pointer"
fi
exit $fail
