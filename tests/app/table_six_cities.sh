#!/bin/sh
# SPDX-License-Identifier: MIT
# A whole hot-seat game of Six Cities at the table (2 players, 4 rounds),
# played through the real event path: every block choice is a click on the
# supply (click-item), every placement a drag of a set-aside block onto a
# site (drag-item, aimed where the scene drew the items and failing unless a
# press there picks them), discards and passes are the table's buttons, and
# each player takes the seat after the curtain (click Ready). The moves are
# planned with the rules core's CLI (six-cities moves); afterwards the saved
# record must hold exactly those moves, and its scores must equal the sum of
# every round's scoring computed independently from the placements alone
# (six-cities play, then six-cities score).
#
# Usage: table_six_cities.sh CITYSCAPE CITYSCAPE-CLI [SCREENSHOT-DIR]
set -u
GAME=$1
CLI=$2
shots=${3:-}
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
seed=11
deal=$(( (seed << 20) + 1 ))   # the table's first game after start-up (table.c)
params="players=2 rounds=4 first=0 hidden=0"
EMPTY='-,-,-/-,-,-/-,-,-|-,-,-/-,-,-/-,-,-|-,-,-/-,-,-/-,-,-|-,-,-/-,-,-/-,-,-|-,-,-/-,-,-/-,-,-|-,-,-/-,-,-/-,-,-'

# Item ids (sx_draw.c): a site is city * 9 + row * 3 + column; a colour's
# supply of f-floor blocks 100 + 10c + f; a set-aside block 200 + 10c + f.
colour_index() { case $1 in R) echo 0 ;; Y) echo 1 ;; G) echo 2 ;; B) echo 3 ;; esac; }
# The site a placement KCCf means from the seat of player P (1: S, 2: N).
site_of() {
  k=$(printf '%s' "$1" | cut -c1); city=$(printf '%s' "$1" | cut -c2)
  r=$(( (k - 1) / 3 )); c=$(( (k - 1) % 3 ))
  if [ "$2" = 2 ]; then r=$((2 - r)); c=$((2 - c)); fi
  echo $(( (city - 1) * 9 + r * 3 + c ))
}

# Placements whose site a player at the table can see from their seat: the
# building in front of it (toward the player's edge, in the same city) is
# not more than two floors taller, so a press on it is not taken by that one.
visible() { # POSITION PLAYER, candidates on standard input
  awk -v pos="$1" -v pl="$2" '
    function floors(site,   cities, rows, cells, t, h, i) {
      split(pos, cities, "|"); split(cities[int(site / 9) + 1], rows, "/")
      split(rows[int(site % 9 / 3) + 1], cells, ","); t = cells[site % 3 + 1]; h = 0
      for (i = 2; i <= length(t); i += 2) h += substr(t, i, 1)
      return h
    }
    {
      k = substr($0, 1, 1); city = substr($0, 2, 1); r = int((k - 1) / 3); c = (k - 1) % 3
      if (pl == 2) { r = 2 - r; c = 2 - c }
      site = (city - 1) * 9 + r * 3 + c; front = pl == 2 ? r - 1 : r + 1
      if (front < 0 || front > 2 || floors(site - r * 3 + front * 3) <= floors(site) + 2) print
    }'
}

{
  echo "size 1280 720"
  echo "expect title"
  echo "click New game"
  echo "click Six Cities"
  echo "expect table-setup"
  echo "click Player 2: medium"   # medium -> hard -> human: a hot-seat game
  echo "click Player 2: hard"
  echo "click Start"
  echo "expect table"
} >"$work/game.script"

moves=""
n=0 viewer=0 round=1 pos=$EMPTY discards=0 passes=0
R=0 Y=0 G=0 B=0   # each colour's points, from the independent scoring
while :; do
  out=$("$CLI" six-cities moves "$params" "$deal" $moves) || { echo "FAIL: plan: $out"; exit 1; }
  set -- $(printf '%s\n' "$out" | head -n 1)
  player=$1 now=$2 phase=$3
  # A round ended: score its board independently; the table shows the scoring.
  if [ "$now" != "$round" ] || [ "$phase" = over ]; then
    sc=$("$CLI" six-cities score --json "$pos") || { echo "FAIL: score $pos"; exit 1; }
    for col in R Y G B; do
      t=$(printf '%s' "$sc" | sed "s/.*\"$col\":{[^}]*\"total\":\([0-9]*\)}.*/\1/")
      eval "$col=\$(( \$$col + t ))"
    done
    [ -n "$shots" ] && echo "screenshot $shots/six-reveal-$round.png" >>"$work/game.script"
    echo "click Continue" >>"$work/game.script"
    round=$now
  fi
  [ "$phase" = over ] && break
  list=$(printf '%s\n' "$out" | tail -n +2)
  if [ "$player" != "$viewer" ]; then
    echo "click Ready" >>"$work/game.script"
    echo "key Home" >>"$work/game.script"   # the camera to the player's edge
    viewer=$player
  fi
  if [ "$phase" = choose ]; then
    # One block at a time, varied by the move number.
    cand=$(printf '%s\n' "$list" | grep '^+')
  else
    cand=$(printf '%s\n' "$list" | grep '^[1-9][1-6]' | visible "$pos" "$player")
    [ -n "$cand" ] || cand=$(printf '%s\n' "$list" | grep '^[1-9][1-6]')
    [ -n "$cand" ] || cand=$list   # no placement: discard (or pass)
  fi
  count=$(printf '%s\n' "$cand" | wc -l)
  pick=$(printf '%s\n' "$cand" | sed -n "$(( (n * 37 + 11) % count + 1 ))p")
  case "$pick" in
    +*) c=$(colour_index "$(printf '%s' "$pick" | cut -c2)"); f=$(printf '%s' "$pick" | cut -c3)
        echo "click-item $((100 + 10 * c + f))" >>"$work/game.script" ;;
    x*) echo "click Discard $(printf '%s' "$pick" | cut -c2)" >>"$work/game.script"
        discards=$((discards + 1)) ;;
    pass) echo "click Pass" >>"$work/game.script"; passes=$((passes + 1)) ;;
    *)  c=$(colour_index "$(printf '%s' "$pick" | cut -c3)"); f=$(printf '%s' "$pick" | cut -c4)
        echo "drag-item $((200 + 10 * c + f)) $(site_of "$pick" "$player")" >>"$work/game.script"
        seat=S; [ "$player" = 2 ] && seat=N
        pos=$("$CLI" six-cities play "$pos" $seat "$pick") || { echo "FAIL: play $pick: $pos"; exit 1; } ;;
  esac
  n=$((n + 1))
  moves="$moves $pick"
  echo "expect-moves $n" >>"$work/game.script"
  if [ -n "$shots" ] && [ $n = 60 ]; then
    echo "screenshot $shots/six-mid-1280.png" >>"$work/game.script"
  fi
done
echo "quit" >>"$work/game.script"

ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen} "$GAME" --script "$work/game.script" \
  --seed "$seed" --save-dir "$work/save" >"$work/out" 2>&1
rc=$?
if [ $rc -eq 3 ]; then echo "table_six_cities: no OpenGL here: skipped"; exit 77; fi
if [ $rc -ne 0 ]; then echo "FAIL: the game exited $rc"; tail -n 20 "$work/out"; exit 1; fi

rec="$work/save/six-cities.rec"
want_moves=$(printf '%s\n' $moves)
got_moves=$(sed -n 's/^move [0-9]* //p' "$rec")
[ "$got_moves" = "$want_moves" ] || { echo "FAIL: the saved moves differ from the planned ones"; exit 1; }
json=$("$CLI" replay --json "$rec") || { echo "FAIL: replay: $json"; exit 1; }
got=$(printf '%s' "$json" | sed 's/.*"scores":\[\([0-9,-]*\)\].*/\1/')
want="$((R + Y)),$((G + B))"
over=$(printf '%s' "$json" | grep -c '"over":true')
echo "table_six_cities: $n moves by click and drag ($discards discards, $passes passes), 4 rounds;" \
     "scores $got in the saved game, $want from the placements alone (R $R Y $Y G $G B $B); over: $over"
[ "$got" = "$want" ] && [ "$over" = 1 ] || { echo "FAIL: the saved game disagrees"; exit 1; }
echo "1 passed, 0 failed"
