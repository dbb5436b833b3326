#!/bin/sh
# SPDX-License-Identifier: MIT
# Cityscape's scoring at the table, step by step (one round, a person by
# play-any against the computer): the scoring panel's lines come one at a
# time (read between the steps with !-commands), and while each line is the
# newest, the lots the table lights are the ones that line counts, judged by
# a scorer of this script's own from the saved record's blocks and the
# rule sentences (shared/rules/cityscape-official-rules.txt, RULINGS.md):
#   - lines are numbered 1 to 4 from the seat's left: S's line L is file L
#     (front rank 1), W's is rank 5-L (front file a), N's is file 5-L
#     (front rank 4), E's is rank L (front file d);
#   - a building is seen when it is taller than every building in front of
#     it on the line (a building's height: the sum of its blocks);
#   - goal 1-4: the line's text says how many are seen, and exactly the
#     buildings seen are lit; goal = (a pair): "no pair seen" lights
#     nothing, else every lot lit is seen and shares its height with
#     another seen; goal ★ (the tallest): the line "holds the tallest" when a
#     building of the city's greatest height stands on it, and then only such
#     buildings are lit, else nothing is.
# (The old screens' test_screen_flow checked this on flow.c's reveal.)
#
# Usage: table_cityscape_reveal.sh CITYSCAPE CITYSCAPE-CLI
set -u
test_name=table_cityscape_reveal
. "$(dirname "$0")/game_run.sh"

steps=18
{
  echo "size 1280 720"
  echo "click New game"
  echo "click Cityscape"
  echo "expect table-setup"
  r=4
  while [ $r != 1 ]; do echo "click Rounds: $r"; r=$((r % 32 + 1)); done
  echo "click Start"
  echo "expect table"
  for s in 0 1; do
    for l in 0 1 2 3; do echo "drag-item $((400 + (l + s) % 6 + 1)) $((200 + 4 * s + l))"; done
    [ $s = 0 ] && echo "click Confirm south" || echo "click Confirm west"
  done
  i=0
  while [ $i -lt 12 ]; do echo "play-any"; i=$((i + 1)); done
  echo "expect-moves 28"
  echo "play-any"                  # the 25th block: the scoring begins
  echo "!wait 0.3"
  i=0
  while [ $i -lt $steps ]; do
    echo "!dump-text $work/step$i.txt"     # draws a frame: the scene as shown
    echo "!dump-scene $work/step$i.scene"
    echo "!wait 0.6"
    i=$((i + 1))
  done
  echo "quit"
} >"$work/game.script"
run "$work/game.script" "$work/save"
rec="$work/save/cityscape.rec"
[ -f "$rec" ] || { echo "FAIL: no saved game"; exit 1; }

# Each lot's height (0..15 = a1..d4) from the record's placements.
heights=$(awk '$1 == "move" && $3 !~ /:/ {
    h = substr($3, 1, 1); f = index("abcd", substr($3, 2, 1)) - 1; r = substr($3, 3, 1) - 1
    H[r * 4 + f] += h }
  END { for (i = 0; i < 16; i++) printf "%d%s", H[i], i < 15 ? " " : "\n" }' "$rec")
echo "$test_name: heights a1..d4: $heights"

seen_lines=0 last_count=0 judged=0
i=0
while [ $i -lt $steps ]; do
  count=$(grep -c ' line [1-4]: goal ' "$work/step$i.txt")
  if [ "$count" -gt 0 ]; then
    [ "$count" -ge "$last_count" ] || bad "step $i: the panel went from $last_count lines to $count"
    [ "$count" -le $((last_count + 2)) ] ||
      bad "step $i: $((count - last_count)) lines came at once (one every 0.6 s)"
    [ "$last_count" -gt 0 ] || [ "$count" = 1 ] || bad "the first look found $count lines, not 1"
    last=$(grep ' line [1-4]: goal ' "$work/step$i.txt" | tail -n 1 | sed 's/^text [-0-9 ]*|\(.*\)|$/\1/')
    lit=$(awk '$1 == "item" && $2 >= 0 && $2 < 16 && int($4 / 4) % 2 == 1 { print $2 }' \
          "$work/step$i.scene" | sort -un | tr '\n' ' ')
    if [ "$count" != "$last_count" ]; then
      verdict=$(echo "$heights" | awk -v text="$last" -v lit="$lit" '
        function lot(seat, line, d) { # the d-th lot from the front of seat'"'"'s line
          if (seat == "south") return d * 4 + (line - 1)
          if (seat == "west") return (4 - line) * 4 + d
          if (seat == "north") return (3 - d) * 4 + (4 - line)
          return (line - 1) * 4 + (3 - d) }
        {
          for (i = 1; i <= 16; i++) H[i - 1] = $i
          top = 0; for (i = 0; i < 16; i++) if (H[i] > top) top = H[i]
          if (!match(text, /(south|west|north|east) line [1-4]: goal ([1-4=]|★)/)) { print "unread: " text; exit }
          split(substr(text, RSTART, RLENGTH), w, " ")
          seat = w[1]; line = substr(w[3], 1, 1) + 0; goal = w[5]
          n = split(lit, L, " "); for (k in L) isLit[L[k]] = 1
          tallest = 0; nseen = 0
          for (d = 0; d < 4; d++) {
            l = lot(seat, line, d)
            if (H[l] > tallest) { seen[l] = 1; nseen++; tallest = H[l] }
          }
          bad = ""
          if (goal ~ /^[1-4]$/) {
            if (text !~ ("sees " nseen "( |$)")) bad = "says " text ", the scorer sees " nseen
            for (d = 0; d < 4; d++) { l = lot(seat, line, d)
              if ((l in seen) != (l in isLit)) bad = bad " lot " l (l in seen ? " seen, not lit" : " lit, not seen") }
          } else if (goal == "=") {
            pair = 0
            for (a in seen) for (b in seen) if (a != b && H[a] == H[b]) pair = 1
            if ((text ~ /no pair seen/) == pair) bad = "says " text ", the scorer finds " (pair ? "a pair" : "no pair")
            for (l in isLit) { ok = 0; for (b in seen) if (b != l && H[b] == H[l] && (l in seen)) ok = 1
              if (!ok) bad = bad " lot " l " lit, not of a pair seen" }
            if (pair && n == 0) bad = bad " a pair seen, nothing lit"
          } else {
            holds = 0
            for (d = 0; d < 4; d++) if (H[lot(seat, line, d)] == top) holds = 1
            if ((text ~ /holds the t/) != holds) bad = "says " text ", the scorer: " (holds ? "holds" : "does not hold") " the tallest (" top ")"
            for (l in isLit) if (H[l] != top) bad = bad " lot " l " lit, " H[l] " high, not the tallest"
            if (holds && n == 0) bad = bad " holds the tallest, nothing lit"
            if (!holds && n > 0) bad = bad " lit " lit " without the tallest"
          }
          print bad == "" ? "ok" : bad
        }')
      judged=$((judged + 1))
      echo "$test_name: '$last' lit [$lit]: $verdict"
      [ "$verdict" = ok ] || bad "$last: $verdict"
    fi
    last_count=$count
    seen_lines=$count
  fi
  i=$((i + 1))
done
[ "$seen_lines" = 16 ] || bad "the panel showed $seen_lines lines at the end, not 16"
[ "$judged" -ge 12 ] || bad "only $judged lines were judged while newest"
[ $fails = 0 ] || exit 1
echo "1 passed, 0 failed ($judged lines judged)"
