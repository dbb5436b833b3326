#!/bin/sh
# SPDX-License-Identifier: MIT
# City Blox's table manners for a child (issue 28), through the real event
# path: a saved game of deal 7 (player 2 the computer) continued at the
# table, pieces dragged where they are drawn, and what the table then drew
# (dump-text, dump-scene) and the rules kept (the saved record) judged.
#
#   refusals:     player 1 holds an orange 1x2 over a market plate whose
#                 1x2 (a7, a8) carries a green 2x4 on the second level (a5
#                 to b8). Three drops the rules refuse: onto the 1x2 (on
#                 the second level, where the 2x4 is), under the 2x4's
#                 overhang (a5) and over the plate's edge (a8). Each must
#                 be said, moving nothing, in words: naming the market
#                 plate and the 1x2 brick, never a stud ("a7 already has a
#                 brick on level 2") nor notation ("1x2@a7", "place:").
#   turned-hint:  player 1 holds a green 2x4 whose every good place is
#                 turned (4x2: the cut-outs hold no upright 2x4 but the
#                 market's b5, where a 1x2 stands on b6), so that the hint,
#                 Hard's or (a busy machine, its search cut short) Medium's,
#                 is placed turned: it once lit nothing (no drag makes it
#                 before the turn). Now the brick in hand and one stud of a plate
#                 must be lit, the words must say to turn it with R, and the
#                 lit brick dragged onto the lit stud, turned by as many
#                 wheel notches as the words say, must make the hinted move:
#                 the record's move is turned, its a1-corner stud the lit
#                 one, and the last move's words the hint's.
#
# Usage: city_blox_manners.sh CITYSCAPE CITYSCAPE-CLI refusals|turned-hint
set -u
mode=$3
test_name="city_blox_manners_$mode"
. "$(dirname "$0")/game_run.sh"

# The texts drawn, one a line.
texts() { sed -n 's/^text [-0-9]* [-0-9]* [-0-9]* [-0-9]* |\(.*\)|$/\1/p' "$1"; }
# A saved game of deal 7 (`cityscape-cli city-blox table-plan "players=2
# level=1 trio=hsm" 7340033 easy`, player 1's second brick put on the
# second level) to its Nth move, for Continue: `saved DIR N [STUD]`, player
# 1's first brick, a 1x2 on the market plate, at a7 or STUD.
saved() {
  mkdir -p "$1"
  {
    printf 'game-record 1\ngame city-blox\n'
    echo "params players=2 level=1 trio=hsm first=random help1=0 help2=0 help3=0 help4=0"
    printf 'seed 7340033\nplayer 1 human "Player 1"\nplayer 2 easy "Computer 2"\n'
    for m in 1:pile:1x2 1:pile:2x2 1:pile:2x3 1:pile:2x4 1:take:1x2 1:place:market:1x2@${3:-a7} 1:end \
             2:take:2x2 2:place:house:2x2@f3 2:end 1:take:2x4 1:place:market:2x4@a5^2 1:end \
             2:take:2x3 2:place:market:3x2@f3 2:end 2:pile:1x1,1x2,2x2,2x4 2:take:2x2 \
             2:place:school:2x2@d3 2:end; do
      echo "move ${m%%:*} ${m#*:}"
    done | head -n "$2"
    echo end
  } >"$1/city-blox.rec"
}
cont() { # W H MOVES
  printf 'size %s %s\nclick New game\nclick City Blox\nexpect table-setup\nclick Continue\nexpect table\nexpect-moves %s\n' "$@"
}

case $mode in
refusals)
  for size in "640 360" "1280 720"; do
    tag=${size% *}
    saved "$work/save$tag" 20
    {
      cont $size 20
      echo "click-item 3201" # the orange 1x2 from the build pile
      echo "expect-moves 21"
      echo "dump-text $work/$tag-0"
      # Market plate (plot 2): stud ids 1000 + 2 * 64 + cell, a7 = cell 48.
      for stud in 1176 1160 1184; do
        echo "drag-item 2100 $stud"
        echo "expect-moves 21"
        echo "dump-text $work/$tag-$stud"
      done
    } >"$work/r.script"
    run "$work/r.script" "$work/save$tag"
    texts "$work/$tag-0" | sort >"$work/before"
    for stud in 1176 1160 1184; do
      said=$(texts "$work/$tag-$stud" | sort | comm -13 "$work/before" - | grep -v '^Last move' | tr '\n' ' ')
      echo "$test_name: $tag: the drop on stud $stud is refused: '$said'"
      [ -n "$said" ] || { bad "$tag: nothing said when the drop on $stud was refused"; continue; }
      printf '%s\n' "$said" | grep -Eq '(^|[^A-Za-z0-9])[a-h][1-8]([^0-9]|$)' &&
        bad "$tag: the refusal names a stud: '$said'"
      printf '%s\n' "$said" | grep -Eq '@|\^2|place:|[0-9]x[0-9]:' && bad "$tag: the refusal shows notation: '$said'"
      printf '%s\n' "$said" | grep -q 'market plate' || bad "$tag: the refusal does not name the market plate: '$said'"
      printf '%s\n' "$said" | grep -q '1x2 brick' || bad "$tag: the refusal does not name the 1x2 brick: '$said'"
    done
  done
  ;;
turned-hint)
  for size in "640 360" "1920 1080"; do
    tag=${size% *}
    saved "$work/save$tag" 10 b6
    {
      cont $size 10
      echo "click-item 3204" # the green 2x4 from the build pile
      echo "expect-moves 11"
      echo "click Hint"
      echo "wait 1"
      echo "dump-text $work/$tag.txt"
      echo "dump-scene $work/$tag.scene"
      echo "screenshot $work/$tag.png"
    } >"$work/h.script"
    run "$work/h.script" "$work/save$tag"
    # The hint's lines as drawn, up to the next text not of it.
    hint=$(texts "$work/$tag.txt" | awk '/^Hint: / { on = 1 } /^(Last move|City Blox)/ { on = 0 } on { printf "%s ", $0 }')
    lit=$(awk '$1 == "item" && int($4 / 4) % 2 == 1 { print $2 }' "$work/$tag.scene" | sort -un | tr '\n' ' ')
    echo "$test_name: $tag: '$hint': lit: ${lit:-nothing}"
    case " $lit " in *" 2100 "*) ;; *) bad "$tag: the brick in hand (2100) is not lit"; continue ;; esac
    stud=$(printf '%s\n' $lit | awk '$1 >= 1000 && $1 < 1512' | head -n 1)
    [ -n "$stud" ] || { bad "$tag: no stud of a plate is lit"; continue; }
    # How often to turn it (a text's first 47 bytes are kept: "press R"
    # may be cut, the next line's "once" is not).
    case $hint in
      *" once "*) turns=1 ;; *" twice "*) turns=2 ;; *" three times "*) turns=3 ;;
      *) bad "$tag: the hint does not say how often to turn the brick: '$hint'"; continue ;;
    esac
    saved "$work/save$tag" 10 b6
    {
      cont $size 10
      echo "click-item 3204"
      echo "expect-moves 11"
      echo "drag-item 2100 $stud $turns"
      echo "expect-moves 12"
      echo "dump-text $work/$tag-after.txt"
    } >"$work/f.script"
    run "$work/f.script" "$work/save$tag"
    made=$(grep '^move ' "$work/save$tag/city-blox.rec" | sed -n 12p)
    echo "$test_name: $tag: the lit steps made '$made'"
    cell=$(( (stud - 1000) % 64 ))
    corner=$(printf '%s%d' "$(echo abcdefgh | cut -c$((cell % 8 + 1)))" $((cell / 8 + 1)))
    case $made in
      "move 1 place:"*":4x2@$corner") ;;
      *) bad "$tag: the lit steps made '$made', not the 2x4 turned with its corner on $corner" ;;
    esac
    last=$(texts "$work/$tag-after.txt" | grep '^Last move: ' | head -n 1 | sed 's/^Last move: Player 1: //')
    words=${hint#Hint: }
    case $words in "$last"*) ;; *) bad "$tag: the move made ('$last') is not the hint's ('$hint')" ;; esac
  done
  ;;
*)
  echo "usage: city_blox_manners.sh CITYSCAPE CLI refusals|turned-hint"; exit 2 ;;
esac
[ "$fails" -eq 0 ] || { echo "$test_name: $fails failure(s)"; exit 1; }
echo "$test_name: ok"
