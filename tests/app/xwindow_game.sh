#!/bin/sh
# SPDX-License-Identifier: MIT
# A whole game at the table played with the mouse to its results, for the
# real X window (ctest xwindow_*: run under scripts/xwindow-play, the script's
# every press, drag, wheel and click made by the real X pointer through
# xdotool) or headless (SDL events pushed) when run alone.
#
#   computer: player 1 by the mouse, player 2 the computer at Easy (its
#             quickest);
#   hotseat:  three people at one screen, every curtain passed by a click on
#             Ready;
#   solo:     Skyscrapers, a solitaire (it has neither).
#
# The fewest rounds the options allow (1) keep it short. play-to-end makes
# every move as a player does (play-any: a drag of a piece onto a place or a
# click on a piece or button, aimed where the renderer drew it). Then the
# results must be on the screen, the saved record must replay (cityscape-cli
# replay) to a finished game, and every score it gives must be drawn on the
# results screen beside its player's name.
#
# Usage: xwindow_game.sh CITYSCAPE CITYSCAPE-CLI GAME computer|hotseat|solo [WxH]
set -u
GAME=$1 CLI=$2 game=$3 mode=$4 size=${5:-1280x720}
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
name="xwindow_${game}_$mode"
case $game in
  cityscape) label=Cityscape rounds=4 max=32 ;;      # the default rounds for 2 players
  six-cities) label="Six Cities" rounds=4 max=6 ;;
  city-blox) label="City Blox" rounds= max= ;;
  skyscrapers) label=Skyscrapers rounds= max=
    [ "$mode" = solo ] || { echo "$name: Skyscrapers is a solitaire: solo only"; exit 2; } ;;
  *) echo "$name: no game '$game'"; exit 2 ;;
esac
{
  echo "size ${size%x*} ${size#*x}"
  echo "expect title"
  echo "click New game"
  echo "click $label"
  echo "expect table-setup"
  if [ "$game" != skyscrapers ]; then
    if [ "$mode" = hotseat ]; then
      echo "click Players: 2"   # the rounds' default for 3 players: Cityscape 3, Six Cities 6
      case $game in cityscape) rounds=3 ;; six-cities) rounds=6 ;; esac
      for p in 2 3; do echo "click Player $p: medium"; echo "click Player $p: hard"; done
    else
      echo "click Player 2: medium"; echo "click Player 2: hard"; echo "click Player 2: human"
    fi
  fi
  r=$rounds
  while [ -n "$r" ] && [ "$r" -ne 1 ]; do echo "click Rounds: $r"; r=$((r % max + 1)); done
  [ -z "$rounds" ] || echo "expect-text Rounds: 1"
  echo "dump-text $work/setup.txt"
  echo "click Start"
  echo "expect table"
  echo "play-to-end 60"
  # The last round is scored on the table first (but City Blox): Continue, the results.
  [ "$game" = city-blox ] || echo "click Continue"
  echo "screenshot $work/end.png"
  echo "dump-text $work/end.txt"
  echo "quit"
} >"$work/game.script"

start=$(date +%s)
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen} \
  "$GAME" --script "$work/game.script" --seed 11 --save-dir "$work/save" >"$work/out" 2>&1
rc=$?
[ -z "${SHOTS:-}" ] || cp "$work"/end*.png "$work/game.script" "$SHOTS/" 2>/dev/null
if [ $rc -eq 3 ]; then echo "$name: no OpenGL here: skipped"; exit 77; fi
if [ $rc -ne 0 ]; then echo "FAIL: the game exited $rc"; tail -n 20 "$work/out"; exit 1; fi
rec=$(ls "$work"/save/*.rec 2>/dev/null | head -n 1)
[ -n "$rec" ] || { echo "FAIL: no game saved"; exit 1; }
json=$("$CLI" replay --json "$rec") || { echo "FAIL: replay: $json"; exit 1; }
# Cityscape's replay says "complete" and "totals", the others "over" and "scores".
printf '%s' "$json" | grep -q '"over":true\|"complete":true' || { echo "FAIL: the saved game is not over: $json"; exit 1; }
key=scores; printf '%s' "$json" | grep -q '"totals"' && key=totals
scores=$(printf '%s' "$json" | sed "s/.*\"$key\":\\[\\([0-9,-]*\\)\\].*/\\1/" | tr ',' ' ')
players=$(sed -n 's/^players \([0-9]*\).*/\1/p' "$rec" | head -n 1)
want=1; [ "$game" = skyscrapers ] || { want=2; [ "$mode" = computer ] || want=3; }
n=0
for s in $scores; do n=$((n + 1)); done
[ "$n" = "$want" ] || { echo "FAIL: $n scores ($scores) for $want players"; exit 1; }
grep -Eq '[|](1st|Score)[|]' "$work/end.txt" ||
  { echo "FAIL: no results on the screen at the end:"; cat "$work/end.txt"; exit 1; }
# The results read naturally: no player named twice ("Player 1: player 1
# (red and yellow) wins", Six Cities' winner line before).
! grep -Eiq '[|](player|computer) [0-9]+: (player|computer) [0-9]' "$work/end.txt" ||
  { echo "FAIL: a results line names its player twice:"; grep -Ei ': (player|computer) [0-9]' "$work/end.txt"; exit 1; }
# The results' rows: a place, a name, a total, each a text on one line.
k=0
for s in $scores; do
  k=$((k + 1))
  awk -v k="$k" -v s="$s" '$1 == "text" { t = $0; sub(/^[^|]*[|]/, "", t); sub(/[|]$/, "", t)
      if (t ~ ("^(Player|Computer) " k "$")) named[$3] = 1; if (t == s) total[$3] = 1 }
    END { for (y in named) if (y in total) exit 0; exit 1 }' "$work/end.txt" ||
    { echo "FAIL: player $k's total $s (the record replayed) is not on their row of the results:"
      grep '^text' "$work/end.txt" | grep -v '|[0-9]*|$'; exit 1; }
done
moves=$(grep -c '^move ' "$rec")
echo "$name ($size): $moves moves, scores $scores by the record replayed, drawn on the results; $(grep '^script:' "$work/out"); $(($(date +%s) - start)) s"
echo "1 passed, 0 failed"
