#!/bin/sh
# SPDX-License-Identifier: MIT
# Whole games of Cityscape at the generic table (CITYSCAPE_ONE_TABLE=1), in
# the real window through the real event path, the quick 2-player game (the
# diagonal variant, two rounds: one player holds S and W, the other N and
# E; RULINGS.md).
#
# Hot seat (the default): both players are people. Each round every seat's
# goals are set by clicking its dice where the scene drew them (click-item,
# the same die once per turn: its id names the die, the face is in the ui,
# cs_draw.h) or by dragging a face of the key onto a die (drag-item), then
# the seat's Confirm button; each
# player takes the seat after the curtain (click Ready); every placement is a drag
# of a block from the supply onto a lot (drag-item, aimed where the scene
# drew the pieces, failing unless a press there picks them). The goals and
# placements are drawn at random here; afterwards the saved record must hold
# exactly those moves, and its final scores must equal the sum over the
# rounds of `cityscape-cli score` on each round's final position
# (shared/spec/notation.md), an independent scorer.
#
# --computer: player 2 is a computer player (medium); player 1 sets goals
# by clicking the dice, and builds with play-any (a legal pick drawn at
# random, made with the pointer); the saved game must be over, player 1's
# placements as many as play-any made, and its scores equal the CLI's.
#
# Usage: table_cityscape.sh CITYSCAPE CITYSCAPE-CLI [--computer] [--seed S]
#            [--size W H] [--shots DIR]
set -u
GAME=$1
CLI=$2
shift 2
computer=0 seed=5 width=1280 height=720 shots=""
while [ $# -gt 0 ]; do
  case $1 in
    --computer) computer=1 ;;
    --seed) seed=$2; shift ;;
    --size) width=$2; height=$3; shift 2 ;;
    --shots) shots=$2; shift ;;
    *) echo "usage: table_cityscape.sh CITYSCAPE CLI [--computer] [--seed S] [--size W H] [--shots DIR]"
       exit 2 ;;
  esac
  shift
done
name="table_cityscape ($([ $computer = 1 ] && echo "against the computer" || echo "hot seat"))"
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
rounds=2

{
  echo "size $width $height"
  echo "expect title"
  echo "click New game"
  echo "click Cityscape"
  echo "expect table-setup"
  echo 'expect-no-text Deal:'   # Cityscape deals nothing by chance (EG_GAME_NO_CHANCE)
  r=4
  while [ $r != $rounds ]; do   # 4, 5 ... 32, 1, 2: the option wraps
    echo "click Rounds: $r"
    r=$((r % 32 + 1))
  done
  if [ $computer = 0 ]; then
    echo "click Player 2: medium"   # medium -> hard -> human: a hot-seat game
    echo "click Player 2: hard"
  fi
  echo "click Start"
  echo "expect table"
} >"$work/game.script"

# The plan: per round each seat's goals, then 25 placements (hot seat) drawn
# with a small generator, and the script lines that make them.
awk -v seed="$seed" -v rounds=$rounds -v computer=$computer -v shots="$shots" \
    -v script="$work/plan.script" -v moves="$work/moves" '
  function rnd(n) { state = (state * 1103515245 + 12345) % 2147483648; return int(state / 65536) % n }
  function cmd(s) { print s >> script }
  # The curtain comes down whenever another person is to take the seat.
  function take_seat(p) { if (!computer && p != seated) { cmd("click Ready"); seated = p } }
  # One seat: dice set by clicks on the same die (each turns it one face)
  # or by a drag of the key face onto the die, then the seat Confirm.
  function set_seat(s, player,   l, d, face, id, k) {
    goals[s] = ""
    for (l = 0; l < 4; l++) {
      d = rnd(6) + 1; goals[s] = goals[s] d
      id = 200 + 4 * s + l
      if ((d + l) % 3 == 0) {
        cmd("drag-item " (400 + d) " " id)
      } else {
        for (face = 0; face < d; face++) cmd("click-item " id)
      }
    }
    cmd("click Confirm " NAME[s])
    n++; if (!computer) cmd("expect-moves " n)
    print "move " player " " SEAT[s] ":" goals[s] >> moves
  }
  function set_player(p) {
    take_seat(p)
    if (shots != "" && r == 0 && p == 0) cmd("screenshot " shots "/cityscape-goals.png")
    set_seat(HELD[p, 0], p + 1); set_seat(HELD[p, 1], p + 1)
  }
  BEGIN {
    state = seed + 0
    split("S W N E", SEAT, " "); SEAT[0] = "S"; SEAT[1] = "W"; SEAT[2] = "N"; SEAT[3] = "E"
    NAME[0] = "south"; NAME[1] = "west"; NAME[2] = "north"; NAME[3] = "east"
    HELD[0, 0] = 0; HELD[0, 1] = 1; HELD[1, 0] = 2; HELD[1, 1] = 3
    n = 0; seated = -1
    for (r = 0; r < rounds; r++) {
      # Goals: the first round the lowest player at the table first; later
      # the one who made the last placement (the round first builder) keeps
      # the seat and sets first.
      first_goals = r == 0 ? 0 : (r - 1) % 2
      if (computer) {
        # player 2 sets its own goals whenever it may: two moves
        set_seat(0, 1); set_seat(1, 1); n += 2
      } else {
        set_player(first_goals); set_player(1 - first_goals)
      }
      for (h = 1; h <= 5; h++) supply[h] = 5
      for (lot = 0; lot < 16; lot++) stack[lot] = ""
      mover = r % 2
      for (k = 0; k < 25; k++) {
        if (computer) {
          # The computer moves as soon as it may, so the count is checked
          # at the end.
          if (mover == 0) cmd("play-any")
          n++
        } else {
          do h = rnd(5) + 1; while (supply[h] == 0)
          supply[h]--; lot = rnd(16); stack[lot] = stack[lot] h
          take_seat(mover)
          if (shots != "" && r == 0 && k == 12) cmd("screenshot " shots "/cityscape-mid.png")
          cmd("drag-item " (100 + h) " " lot)
          n++; cmd("expect-moves " n)
          print "move " mover + 1 " " h substr("abcd", lot % 4 + 1, 1) int(lot / 4) + 1 >> moves
        }
        mover = 1 - mover
      }
      if (shots != "" && r == rounds - 1) cmd("screenshot " shots "/cityscape-end.png")
      if (r < rounds - 1) cmd("click Continue")
    }
    if (computer) cmd("expect-moves " n)
  }'
cat "$work/plan.script" >>"$work/game.script"
echo "quit" >>"$work/game.script"

CITYSCAPE_ONE_TABLE=1 ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} \
  SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen} "$GAME" --script "$work/game.script" \
  --seed "$seed" --save-dir "$work/save" >"$work/out" 2>&1
rc=$?
if [ $rc -eq 3 ]; then echo "$name: no OpenGL here: skipped"; exit 77; fi
if [ $rc -ne 0 ]; then echo "FAIL: the game exited $rc"; tail -n 20 "$work/out"; exit 1; fi

rec="$work/save/cityscape.rec"
[ -f "$rec" ] || { echo "FAIL: no saved game at $rec"; ls "$work/save"; exit 1; }
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
json=$("$CLI" replay --json "$rec") || { echo "FAIL: replay: $json"; exit 1; }
# Cityscape's replay (cityscape-cli replay --json): every round, then the
# game's "totals" and whether it is "complete".
got=$(printf '%s' "$json" | sed 's/.*"totals":\[\([0-9,-]*\)\].*/\1/')
over=$(printf '%s' "$json" | grep -c '"complete":true')

if [ $computer = 1 ]; then
  made=$(sed -n 's/^script: play-any made \([0-9]*\) moves.*/\1/p' "$work/out")
  mine=$(grep -c '^move 1 [1-5]' "$rec")
  [ "${made:-x}" = "$mine" ] || fail "player 1 made $mine placements in the record; play-any made ${made:-?}"
  [ "$(grep -c '^move 2 ' "$rec")" -gt 0 ] || fail "the computer player made no move"
else
  want_moves=$(cat "$work/moves")
  got_moves=$(grep '^move ' "$rec")
  [ "$got_moves" = "$want_moves" ] || fail "the saved moves differ from the planned ones"
fi
# Each round's final position from the record's moves: the goals set
# before it (the next round's come only after its 25th block), the blocks
# stacked in order.
awk '
  function flush(   rank, f, t, cpn) {
    cpn = ""
    for (rank = 3; rank >= 0; rank--) {
      for (f = 0; f < 4; f++) { t = stack[rank * 4 + f]; cpn = cpn (t == "" ? "-" : t) (f < 3 ? "," : "") }
      if (rank > 0) cpn = cpn "/"
    }
    print cpn " S:" goals["S"] " W:" goals["W"] " N:" goals["N"] " E:" goals["E"]
    for (i = 0; i < 16; i++) stack[i] = ""
    placed = 0
  }
  $1 != "move" { next }
  $3 ~ /:/ { split($3, g, ":"); goals[g[1]] = g[2]; next }
  { f = index("abcd", substr($3, 2, 1)) - 1; rk = substr($3, 3, 1) - 1
    stack[rk * 4 + f] = stack[rk * 4 + f] substr($3, 1, 1)
    if (++placed == 25) flush() }' "$rec" >"$work/rounds.cpn"
p1=0 p2=0 scored=0
while read -r cpn; do
  [ -n "$cpn" ] || continue
  sc=$("$CLI" score --json "$cpn") || { fail "score $cpn: $sc"; continue; }
  for s in S W N E; do
    t=$(printf '%s' "$sc" | sed "s/.*\"$s\":{[^}]*\"total\":\([0-9]*\)}.*/\1/")
    case $s in S|W) p1=$((p1 + t)) ;; *) p2=$((p2 + t)) ;; esac
  done
  scored=$((scored + 1))
done <"$work/rounds.cpn"
want="$p1,$p2"
echo "$name: $(grep -c '^move ' "$rec") moves, $scored rounds scored by cityscape-cli score;" \
     "scores $got in the saved game, $want by the CLI; over: $over"
[ "$got" = "$want" ] && [ "$over" = 1 ] && [ "$scored" = $rounds ] || fail "the saved game disagrees"
[ $fails = 0 ] || exit 1
echo "1 passed, 0 failed"
