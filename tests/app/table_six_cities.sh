#!/bin/sh
# SPDX-License-Identifier: MIT
# Whole games of Six Cities at the table, played through the real event
# path, and checked against the rules core's command line.
#
# Hot seat (the default): every player is a person. Every block choice is a
# click on the supply (click-item), every placement a drag of a set-aside
# block onto a site (drag-item, aimed where the scene drew the items and
# failing unless a press there picks them), discards and passes are the
# table's buttons, and each player takes the seat after the curtain (click
# Ready). The moves are planned with the rules core's CLI (six-cities
# moves); afterwards the saved record must hold exactly those moves. And the
# hands stay secret, judged from what was drawn: for each player who takes
# the seat, the scene the table drew (dump-scene) shows their own cards face
# up, at their edge only, holding every card the rules core says they may
# play; every other hand face down with its count. The curtain hides the
# table: the pictures of the curtain before the same player are the same,
# pixel for pixel, whatever lies on the table behind it (those offering the
# last mover's "Undo my move" compared among themselves).
#
# --hidden: the optional secret block choice (hidden=1), hot seat; in
# round 1 no other player's choice may be drawn (nothing else set aside,
# every other supply full) until all have chosen.
#
# --computer: player 1 is a person, the others are computer players whose
# moves the table's AI jobs make. The person plays with play-any (a legal
# move drawn at random, made with the pointer where the scene drew the
# pieces), and after each of their moves pokes at the table again while a
# computer thinks ("!play-any": a drag or click the table must ignore). The
# record must hold exactly as many moves of player 1 as play-any made.
#
# Always: the saved game must be over, and its scores must equal the sum of
# every round's scoring computed independently from the placements alone
# (six-cities play, then six-cities score), the rounds told apart by the
# block choices that open them.
#
# Usage: table_six_cities.sh CITYSCAPE CITYSCAPE-CLI [--players N]
#            [--computer] [--hidden] [--seed S] [--shots DIR]
set -u
GAME=$1
CLI=$2
shift 2
players=2 computer=0 hidden=0 seed=11 shots=""
while [ $# -gt 0 ]; do
  case $1 in
    --players) players=$2; shift ;;
    --computer) computer=1 ;;
    --hidden) hidden=1 ;;
    --seed) seed=$2; shift ;;
    --shots) shots=$2; shift ;;
    *) echo "usage: table_six_cities.sh CITYSCAPE CLI [--players N] [--computer] [--hidden] [--seed S] [--shots DIR]"
       exit 2 ;;
  esac
  shift
done
name="table_six_cities ($players players$([ $computer = 1 ] && echo ", 1 against the computer")$([ $hidden = 1 ] && echo ", secret choice"))"
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
deal=$(( (seed << 20) + 1 ))   # the table's first game after start-up (table.c)
rounds=4; [ "$players" = 3 ] && rounds=6
params="players=$players rounds=$rounds first=0 hidden=$hidden"
EMPTY='-,-,-/-,-,-/-,-,-|-,-,-/-,-,-/-,-,-|-,-,-/-,-,-/-,-,-|-,-,-/-,-,-/-,-,-|-,-,-/-,-,-/-,-,-|-,-,-/-,-,-/-,-,-'

# Seats (RULINGS.md): 2 players sit S and N; 3 or 4 players S, W, N, E in order.
seat_of() { if [ "$players" = 2 ]; then [ "$1" = 1 ] && echo S || echo N; else echo SWNE | cut -c"$1"; fi; }
# Item ids (sx_draw.c): a site is city * 9 + row * 3 + column; a colour's
# supply of f-floor blocks 100 + 10c + f; a set-aside block 200 + 10c + f;
# the viewer's card k 300 + k; player p's face-down cards 400 + 10p + i.
colour_index() { case $1 in R) echo 0 ;; Y) echo 1 ;; G) echo 2 ;; B) echo 3 ;; esac; }
# The site a placement KCCf means from SEAT (RULINGS.md, "Seats and the cards").
site_of() {
  k=$(printf '%s' "$1" | cut -c1); city=$(printf '%s' "$1" | cut -c2)
  r=$(( (k - 1) / 3 )); c=$(( (k - 1) % 3 ))
  case $2 in
    S) R=$r C=$c ;; N) R=$((2 - r)) C=$((2 - c)) ;; W) R=$c C=$((2 - r)) ;; E) R=$((2 - c)) C=$r ;;
  esac
  echo $(( (city - 1) * 9 + R * 3 + C ))
}

# Placements whose building a player can see from their edge: no building
# between it and the viewer (within a cone that allows for the camera's turn
# to the side) rises more than a few floors over it, the allowance growing
# with the distance (the camera looks down at about 48 degrees; a floor is
# 0.16 units, sites 0.9 apart, the rows of cities 4 units apart).
visible() { # POSITION SEAT, candidates on standard input
  awk -v pos="$1" -v seat="$2" '
    function height(site,   cities, rows, cells, t, h, i) {
      split(pos, cities, "|"); split(cities[int(site / 9) + 1], rows, "/")
      split(rows[int(site % 9 / 3) + 1], cells, ","); t = cells[site % 3 + 1]; h = 0
      for (i = 2; i <= length(t); i += 2) h += substr(t, i, 1)
      return h
    }
    function sx(s) { return (int(s / 9) % 3 - 1) * 3.3 + (s % 3 - 1) * 0.9 }
    function sz(s) { return (int(s / 9) < 3 ? -2 : 2) + (int(s % 9 / 3) - 1) * 0.9 }
    {
      k = substr($0, 1, 1); city = substr($0, 2, 1); r = int((k - 1) / 3); c = (k - 1) % 3
      if (seat == "S") { R = r; C = c } else if (seat == "N") { R = 2 - r; C = 2 - c }
      else if (seat == "W") { R = c; C = 2 - r } else { R = 2 - c; C = r }
      site = (city - 1) * 9 + R * 3 + C; h = height(site); ok = 1
      for (o = 0; o < 54 && ok; o++) {
        if (o == site) continue
        dx = sx(o) - sx(site); dz = sz(o) - sz(site)
        if (seat == "S") { along = dz; side = dx } else if (seat == "N") { along = -dz; side = dx }
        else if (seat == "W") { along = -dx; side = dz } else { along = dx; side = dz }
        if (side < 0) side = -side
        if (along > 0.1 && side < 0.5 + 0.6 * along && height(o) > h + 2 + 5 * (along - 0.9) / 0.9)
          ok = 0
      }
      if (ok) print
    }'
}

{
  echo "size 1280 720"
  echo "expect title"
  echo "click New game"
  echo "click Six Cities"
  echo "expect table-setup"
  p=2
  while [ $p -lt "$players" ]; do echo "click Players: $p"; p=$((p + 1)); done
  [ $hidden = 1 ] && echo "click Secret block choice: off"
  p=2
  while [ $p -le "$players" ]; do
    if [ $computer = 0 ]; then
      echo "click Player $p: medium"   # medium -> hard -> human: a hot-seat game
      echo "click Player $p: hard"
    elif [ $p = 3 ]; then
      echo "click Player $p: medium"   # one hard player, the others medium
    fi
    p=$((p + 1))
  done
  echo "click Start"
  echo "expect table"
} >"$work/game.script"

moves="" n=0 discards=0 passes=0 curtains=0
if [ $computer = 1 ]; then
  # The person's moves, each followed by an input while a computer thinks.
  i=0
  while [ $i -lt 160 ]; do
    echo "play-any" >>"$work/game.script"
    echo "!play-any" >>"$work/game.script"
    i=$((i + 1))
  done
  [ -n "$shots" ] && echo "screenshot $shots/six-computer-$players.png" >>"$work/game.script"
else
  viewer=0 round=1 pos=$EMPTY
  : >"$work/checks"
  while :; do
    # Whose turn: the player at the table keeps the seat while they may act
    # (the secret choice lets several act at once), else the lowest to act
    # takes it after the curtain, as the table seats them.
    out=$("$CLI" six-cities moves --player $((viewer > 0 ? viewer : 1)) "$params" "$deal" $moves) ||
      { echo "FAIL: plan: $out"; exit 1; }
    set -- $(printf '%s\n' "$out" | head -n 1)
    player=$1 now=$2 phase=$3
    if [ "$now" != "$round" ] || [ "$phase" = over ]; then   # a round ended: its scoring
      [ -n "$shots" ] && echo "screenshot $shots/six-reveal-$players-$round.png" >>"$work/game.script"
      echo "click Continue" >>"$work/game.script"
      round=$now
    fi
    [ "$phase" = over ] && break
    list=$(printf '%s\n' "$out" | tail -n +2)
    seat=$(seat_of "$player")
    if [ "$player" != "$viewer" ]; then
      curtains=$((curtains + 1))
      shot=$(ls "$work" | grep -c "^want-curtain-$player-")
      if [ "$shot" -lt 3 ]; then   # a few pictures of the curtain before each player
        echo "clickat 2 2" >>"$work/game.script"   # the pointer off the Ready button
        echo "screenshot $work/curtain-$player-$curtains.png" >>"$work/game.script"
        echo "dump-text $work/curtain-$player-$curtains.txt" >>"$work/game.script"
        : >"$work/want-curtain-$player-$curtains"
      fi
      echo "click Ready" >>"$work/game.script"
      echo "key Home" >>"$work/game.script"   # the camera to the player's edge
      # What the table drew for this player, and what the rules say they hold.
      echo "dump-scene $work/scene-$curtains.txt" >>"$work/game.script"
      kinds=$(printf '%s\n' "$list" | grep '^[1-9][1-6]' | cut -c1 | sort -u | tr -d '\n')
      echo "$curtains $player $seat $now $phase ${kinds:--}" >>"$work/checks"
      viewer=$player
    fi
    if [ "$phase" = choose ]; then
      cand=$(printf '%s\n' "$list" | grep '^+')   # one block at a time
    else
      cand=$(printf '%s\n' "$list" | grep '^[1-9][1-6]' | visible "$pos" "$seat")
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
          echo "drag-item $((200 + 10 * c + f)) $(site_of "$pick" "$seat")" >>"$work/game.script"
          pos=$("$CLI" six-cities play "$pos" "$seat" "$pick") || { echo "FAIL: play $pick: $pos"; exit 1; } ;;
    esac
    n=$((n + 1))
    moves="$moves $player:$pick"
    echo "expect-moves $n" >>"$work/game.script"
    if [ -n "$shots" ] && [ $n = 60 ]; then
      echo "screenshot $shots/six-mid-$players-1280.png" >>"$work/game.script"
    fi
  done
  echo "$name: planned $n moves ($discards discards, $passes passes)"
fi
echo "quit" >>"$work/game.script"

ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen} "$GAME" --script "$work/game.script" \
  --seed "$seed" --save-dir "$work/save" >"$work/out" 2>&1
rc=$?
if [ $rc -eq 3 ]; then echo "$name: no OpenGL here: skipped"; exit 77; fi
if [ $rc -ne 0 ]; then echo "FAIL: the game exited $rc"; tail -n 20 "$work/out"; exit 1; fi

rec="$work/save/six-cities.rec"
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# ---- The record against the plan, or against what play-any did.
if [ $computer = 0 ]; then
  want_moves=$(printf '%s\n' $moves | tr : ' ')
  got_moves=$(sed -n 's/^move //p' "$rec")
  [ "$got_moves" = "$want_moves" ] || fail "the saved moves differ from the planned ones"
else
  made=$(sed -n 's/^script: play-any made \([0-9]*\) moves, and \([0-9]*\) inputs.*/\1 \2/p' "$work/out")
  set -- $made
  mine=$(grep -c '^move 1 ' "$rec")
  echo "$name: player 1 made $mine moves in the record; play-any made ${1:-?}, and ${2:-?} inputs while a computer thought"
  [ "${1:-x}" = "$mine" ] || fail "player 1's moves in the record ($mine) are not the ${1:-?} play-any made"
  [ "${2:-0}" -gt 0 ] || fail "no input was made while a computer thought"
  p=2
  while [ $p -le "$players" ]; do
    [ "$(grep -c "^move $p " "$rec")" -gt 0 ] || fail "computer player $p made no move"
    p=$((p + 1))
  done
  n=$(grep -c '^move ' "$rec")
  discards=$(grep -c '^move [0-9]* x' "$rec")
  passes=$(grep -c '^move [0-9]* pass' "$rec")
fi

# ---- Every round's scoring from the placements alone: a round ends where
# the next one's block choice begins (a pick after anything else), and at
# the end; the board stays from round to round.
R=0 Y=0 G=0 B=0 pos=$EMPTY prev=pick scored=0
score_round() {
  sc=$("$CLI" six-cities score --json "$pos") || { fail "score $pos"; return; }
  for col in R Y G B; do
    t=$(printf '%s' "$sc" | sed "s/.*\"$col\":{[^}]*\"total\":\([0-9]*\)}.*/\1/")
    eval "$col=\$(( \$$col + t ))"
  done
  scored=$((scored + 1))
}
while read -r word who move; do
  [ "$word" = move ] || continue
  case "$move" in
    [+RYGB]*) [ "$prev" = pick ] || score_round; prev=pick ;;
    [1-9]*) pos=$("$CLI" six-cities play "$pos" "$(seat_of "$who")" "$move") || { fail "play $move: $pos"; break; }
            prev=place ;;
    *) prev=other ;;
  esac
done <"$rec"
score_round
case $players in
  2) want="$((R + Y)),$((G + B))" ;;
  3) want="$R,$Y,$G" ;;
  *) want="$R,$Y,$G,$B" ;;
esac
json=$("$CLI" replay --json "$rec") || { echo "FAIL: replay: $json"; exit 1; }
got=$(printf '%s' "$json" | sed 's/.*"scores":\[\([0-9,-]*\)\].*/\1/')
over=$(printf '%s' "$json" | grep -c '"over":true')
echo "$name: $n moves ($discards discards, $passes passes), $scored rounds scored;" \
     "scores $got in the saved game, $want from the placements alone (R $R Y $Y G $G B $B); over: $over"
[ "$got" = "$want" ] && [ "$over" = 1 ] && [ "$scored" = "$rounds" ] || fail "the saved game disagrees"

# ---- Hidden information, from what was drawn (hot seat).
if [ $computer = 0 ]; then
  checked=0
  while read -r k player seat now phase kinds; do
    f="$work/scene-$k.txt"
    [ -f "$f" ] || { fail "no scene dumped after curtain $k"; continue; }
    # Every face-up card (ids 301-309) at the seat's own edge; 4 of them;
    # the others' cards (400 + 10p + i) face down: the count, no number on
    # a card but the top one, and that number is the hand's size.
    res=$(awk -v seat="$seat" -v me="$player" -v phase="$phase" -v now="$now" -v hidden=$hidden -v players="$players" '
      function owner(colour) { return players == 2 ? int(colour / 2) + 1 : colour + 1 }
      function at_edge(x, z) {
        return seat == "S" ? z > 5 : seat == "N" ? z < -5 : seat == "W" ? x < -5 : x > 5
      }
      $1 == "curtain" && $2 != 0 { print "the curtain is still down" }
      $1 != "item" { next }
      { id = $2; x = $5; z = $7; label = $0; sub(/^[^|]*\|/, "", label); sub(/\|$/, "", label) }
      id > 300 && id < 310 {
        up++; kinds[id - 300] = 1
        if (!at_edge(x, z)) print "card " id - 300 " is drawn face up away from the edge of player " me
      }
      id >= 400 && id < 440 {
        p = int((id - 400) / 10) + 1; backs[p]++
        if (p == me) print "a card of player " me " is drawn face down for them"
        if (label != "") count[p] = label
      }
      # Round 1 of the secret choice: no other colour has blocks set aside yet.
      id >= 200 && id < 240 && hidden && phase == "choose" && now == 1 {
        c = owner(int((id - 200) / 10)); if (c != me) print "the secret choice of player " c " is drawn set aside"
      }
      # The count of a supply is the tag drawn after its stack (no id, "×11").
      id > 100 && id < 140 { sc = owner(int((id - 100) / 10)); sf = (id - 100) % 10; stacks++ }
      id == -1 && sf && label ~ /^[^0-9]+[0-9]+$/ && hidden && phase == "choose" && now == 1 {
        left = label; sub(/^[^0-9]+/, "", left) # "×11": a count, not a height
        if (sc != me && left != (sf == 1 ? 11 : sf == 2 ? 6 : sf == 3 ? 4 : 3))
          print "the supply of " sf "-floor blocks of player " sc " shows " label " before the choices are revealed"
        sf = 0; counted++
      }
      id == -1 && sf && label ~ /^[^0-9]+[0-9]+$/ { sf = 0; counted++ }
      END {
        if (counted != stacks) print counted + 0 " supply counts drawn for " stacks + 0 " stacks"
        if (up != 4) print up + 0 " cards face up, not 4"
        # 4 cards, or 3 while the draw after a placement waits for the next move.
        for (q = 1; q <= players; q++)
          if (q != me && (backs[q] < 3 || backs[q] > 4 || count[q] != backs[q]))
            print "player " q " shows " backs[q] " cards face down, marked " count[q]
        s = ""; for (c = 1; c <= 9; c++) if (kinds[c]) s = s c
        print "kinds " s
      }' "$f")
    printf '%s\n' "$res" | grep -v '^kinds ' | while read -r line; do echo "FAIL: curtain $k (player $player): $line"; done
    printf '%s\n' "$res" | grep -qv '^kinds ' && fails=$((fails + 1))
    drawn=$(printf '%s\n' "$res" | sed -n 's/^kinds //p')
    # The cards the rules let this player play are among those drawn for them.
    if [ "$kinds" != - ]; then
      for c in $(printf '%s' "$kinds" | sed 's/./& /g'); do
        case "$drawn" in *$c*) ;; *) fail "curtain $k: player $player may play card $c, not drawn face up ($drawn)" ;; esac
      done
    fi
    checked=$((checked + 1))
  done <"$work/checks"
  # The curtain: the same picture before the same player, whatever the table
  # (among those that offer the last mover's undo, and among those that do
  # not: the offer is the only thing that may differ).
  p=1 same=0 pics=0
  while [ $p -le "$players" ]; do
    first="" first_undo=""
    for pic in "$work"/curtain-$p-*.png; do
      [ -f "$pic" ] || continue
      pics=$((pics + 1))
      offer=$(grep -o '|Only [^|]* may take the last move back.|' "${pic%.png}.txt")
      if [ -n "$offer" ]; then ref=$first_undo; else ref=$first; fi
      if [ -z "$ref" ]; then
        if [ -n "$offer" ]; then first_undo=$pic; else first=$pic; fi
      elif cmp -s "$ref" "$pic"; then same=$((same + 1))
      elif [ -n "$offer" ] && [ "$(grep -o '|Only [^|]* may take the last move back.|' "${ref%.png}.txt")" != "$offer" ]; then
        : # another player's undo offered: other words
      else fail "the curtain before player $p differs between $(basename "$ref") and $(basename "$pic")"
      fi
    done
    p=$((p + 1))
  done
  echo "$name: $checked scenes drawn after the curtain checked; $pics curtain pictures, $same identical to the first before the same player"
  [ $checked -gt 0 ] && [ $same -gt 0 ] || fail "nothing was checked"
fi

[ $fails = 0 ] || exit 1
echo "1 passed, 0 failed"
