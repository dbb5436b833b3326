#!/bin/sh
# SPDX-License-Identifier: MIT
# The people at the table, in Six Cities with four seats, judged from what
# the table drew, printed and saved:
#
# Names. Three seats are named on the setup screen (typed, as a player
# does: click the field, type, Return or a click elsewhere); the fourth
# keeps "Player 4". The names must stand in the setup's fields, on the
# curtain ("Pass to Ann"), in the status lines (the game's "player 1"
# becomes "Ann"; the scores "Ann 0, Bob 0", not "P1 0") and in the saved
# record (player 1 human "Ann"); and after Back to title and a new game of
# Six Cities, the setup must show them again (remembered, with the seats:
# table_manners.sh).
#
# Peek. With four people sharing the screen, the table tells draw() to keep
# the viewer's own secrets hidden (dump-scene's own_secrets_hidden 1) unless
# Peek is held (hold Peek: 0; release: 1 again); with one person and three
# computer players never (0, and no Peek button). Six Cities ignores the
# flag: the viewer's hand is drawn face up (cards 300 + k, labelled) the
# same with the flag on and with Peek held.
#
# The reveal's camera. A four-person game saved one move before the end of
# round 1 (planned with the rules core's CLI, every legal last move ending
# the round) is continued; the last player moves (play-any), and while the
# scoring steps come ("!" commands between them) the camera, whenever it is
# at rest, must face the edge of the player whose step the panel shows
# newest (its line "NAME: ..."), as the rules seat them (S, W, N, E: camera
# yaw -30, -120, 150, 60 degrees), and the viewer's own edge before any
# player's step and once the steps are done. At least two players' edges
# must have been visited.
#
# Usage: table_seats.sh CITYSCAPE CITYSCAPE-CLI
set -u
test_name=table_seats
. "$(dirname "$0")/game_run.sh"
setup_four() { # the Six Cities setup with four people
  echo "size 1280 720"
  echo "expect title"
  echo "click New game"
  echo "click Six Cities"
  echo "expect table-setup"
  echo "click Players: 2"
  echo "click Players: 3"
  for p in 2 3 4; do
    echo "click Player $p: medium"
    echo "click Player $p: hard"   # medium -> hard -> human
  done
}

# ---- Names and Peek.
{
  setup_four
  echo "click name 1"
  echo "type Ann"
  echo "key Return"
  echo "click name 2"
  echo "type Bob"
  echo "click name 3"   # a click elsewhere ends Bob's name
  echo "type Cy"
  echo "key Return"
  echo "dump-text $work/setup.txt"
  echo "click Start"
  echo "expect table"
  echo "dump-text $work/curtain.txt"
  echo "click Ready"
  echo "dump-scene $work/hidden.scene"
  echo "dump-text $work/table.txt"
  echo "hold Peek"
  echo "dump-scene $work/peek.scene"
  echo "!release"
  echo "dump-scene $work/after.scene"
  echo "click Back to title"
  echo "click New game"
  echo "click Six Cities"
  echo "expect table-setup"
  # The setup remembers the four people (table_manners.sh); one person
  # against three computers: nothing to hide from anyone.
  echo "dump-text $work/again.txt"
  for p in 2 3 4; do
    echo "click Player $p: human"   # human -> easy
  done
  echo "click Start"
  echo "click Replace it"           # the four people's game is saved
  echo "expect table"
  echo "dump-scene $work/alone.scene"
  echo "dump-text $work/alone.txt"
  echo "quit"
} >"$work/names.script"
run "$work/names.script" "$work/save"
for name in Ann Bob Cy "Player 4"; do
  grep -q "|$name|" "$work/setup.txt" || bad "the setup does not show the name '$name' in its field"
done
for name in Ann Bob Cy "Player 4" "Players: 4"; do
  grep -q "|$name|" "$work/again.txt" || bad "the name '$name' is not in the next game's setup"
done
grep -q '|Pass to Ann|' "$work/curtain.txt" || bad "the curtain does not say Pass to Ann: $(grep -o '|[^|]*|' "$work/curtain.txt" | head -n 3 | tr '\n' ' ')"
grep -q '^hud 0 Ann (red)' "$work/hidden.scene" ||
  bad "the status line does not name Ann: $(grep '^hud 0' "$work/hidden.scene")"
grep -q '^hud 1 Scores: Ann 0, Bob 0, Cy 0, Player 4 0$' "$work/hidden.scene" ||
  bad "the scores line does not name the players: $(grep '^hud 1' "$work/hidden.scene")"
grep -q '|Ann (red), round 1 of 4' "$work/table.txt" ||
  bad "the drawn status line does not name Ann"
# The saved game: the second one (it replaced the first), its seats named
# as typed for the first.
rec="$work/save/six-cities.rec"
for want in '^player 1 human "Ann"$' '^player 2 easy "Bob"$' '^player 3 easy "Cy"$' \
            '^player 4 easy "Computer 4"$'; do
  grep -q "$want" "$rec" || bad "the saved record has no line $want: $(grep '^player' "$rec" | tr '\n' ' ')"
done
flag() { sed -n 's/^own_secrets_hidden //p' "$1"; }
[ "$(flag "$work/hidden.scene")" = 1 ] || bad "four people share the screen, yet own_secrets_hidden is '$(flag "$work/hidden.scene")'"
[ "$(flag "$work/peek.scene")" = 0 ] || bad "Peek is held, yet own_secrets_hidden is '$(flag "$work/peek.scene")'"
[ "$(flag "$work/after.scene")" = 1 ] || bad "Peek let go, yet own_secrets_hidden is '$(flag "$work/after.scene")'"
[ "$(flag "$work/alone.scene")" = 0 ] || bad "one person at the table, yet own_secrets_hidden is '$(flag "$work/alone.scene")'"
grep -q '|Peek|' "$work/table.txt" || bad "no Peek button in a hot-seat game"
grep -q '|Peek|' "$work/alone.txt" && bad "a Peek button with one person at the table"
# Six Cities shows its hand whatever the flag: the viewer's cards, face up
# (labelled), the same items with and without Peek.
cards=$(grep -c '^item 30[0-9] .*|[^|][^|]*|$' "$work/hidden.scene")
[ "$cards" -gt 0 ] || bad "the viewer's hand is not drawn face up while own_secrets_hidden is 1"
grep '^item' "$work/hidden.scene" >"$work/items-hidden"
grep '^item' "$work/peek.scene" >"$work/items-peek"
cmp -s "$work/items-hidden" "$work/items-peek" || bad "Six Cities drew its scene differently with Peek held"
echo "table_seats: names on the setup, curtain, status line and record; own_secrets_hidden 1/0/1 (hot seat, Peek, let go), 0 alone; $cards face-up cards either way"

# ---- The reveal's camera, continuing a game one move before round 1 ends.
P="players=4 rounds=4 start=1 hidden=0"
seed=77
moves="" prev="" last=""
while :; do
  out=$("$CLI" six-cities moves "$P" $seed $moves) || { echo "FAIL: plan: $out"; exit 1; }
  set -- $(printf '%s\n' "$out" | head -n 1)
  [ "$2" = 1 ] || break
  prev=$moves
  last="$1:$(printf '%s\n' "$out" | sed -n 2p)"
  moves="$moves $last"
done
mover=${last%%:*}
# Every legal last move ends the round (play-any draws one at random).
out=$("$CLI" six-cities moves "$P" $seed $prev)
for m in $(printf '%s\n' "$out" | tail -n +2); do
  r=$("$CLI" six-cities moves "$P" $seed $prev "$mover:$m" | head -n 1 | cut -d' ' -f2)
  [ "$r" != 1 ] || { echo "FAIL: the test's plan: $mover:$m does not end round 1"; exit 1; }
done
mkdir -p "$work/save2"
record "$work/save2/six-cities.rec" six-cities "$P" $seed "$prev" Ann Bob Cy Di
samples=90
{
  echo "size 1280 720"
  echo "expect title"
  echo "click New game"
  echo "click Six Cities"
  echo "expect table-setup"
  echo "click Continue"
  echo "expect table"
  echo "click Ready"
  echo "camera"
  echo "play-any"
  j=0
  while [ $j -lt $samples ]; do
    j=$((j + 1))
    echo "!dump-text $work/step-$j.txt"
    echo "!camera"
    echo "!wait 0.1"
  done
  echo "camera"
  echo "dump-text $work/done.txt"
  echo "quit"
} >"$work/reveal.script"
run "$work/reveal.script" "$work/save2"
grep -q '|round 1 of 4 scored|' "$work/done.txt" || bad "no scoring panel of round 1 after the last move"
grep '^camera' "$work/out" >"$work/cameras"
[ "$(wc -l <"$work/cameras")" -eq $((samples + 2)) ] || bad "$(wc -l <"$work/cameras") camera lines for $((samples + 2)) commands"
# The camera's yaw for each seat (S, W, N, E): the seat's angle less the
# table's 30-degree turn to the side.
want_yaw() { case $1 in 1) echo -30 ;; 2) echo -120 ;; 3) echo 150 ;; 4) echo 60 ;; esac; }
same_angle() { awk -v a="$1" -v b="$2" 'BEGIN { d = (a - b) % 360; if (d < 0) d += 360; exit !(d < 0.5 || d > 359.5) }'; }
player_of() { case $1 in Ann) echo 1 ;; Bob) echo 2 ;; Cy) echo 3 ;; Di) echo 4 ;; esac; }
yaw_at() { sed -n "$1p" "$work/cameras" | awk '{ print $3 }'; }
moving_at() { sed -n "$1p" "$work/cameras" | grep -q moving; }
first=$(yaw_at 1)
same_angle "$first" "$(want_yaw "$mover")" ||
  bad "at player $mover's own turn the camera's yaw is $first, not $(want_yaw "$mover") (their edge)"
visited="" rest=0 j=0 checked=0
while [ $j -lt $samples ]; do
  j=$((j + 1))
  moving_at $((j + 1)) && continue
  # The newest step with a player: the panel's last line "NAME: ...".
  who=$(grep -o '|\(Ann\|Bob\|Cy\|Di\): ' "$work/step-$j.txt" | tail -n 1 | tr -d '|: ')
  scoring=$(grep -c '|round 1 of 4 scored|' "$work/step-$j.txt")
  [ "$scoring" -gt 0 ] || continue
  p=$mover
  [ -n "$who" ] && p=$(player_of "$who")
  got=$(yaw_at $((j + 1)))
  checked=$((checked + 1))
  if same_angle "$got" "$(want_yaw "$p")"; then
    [ "$p" != "$mover" ] && case " $visited " in *" $p "*) ;; *) visited="$visited $p" ;; esac
  elif grep -q '|Continue|' "$work/step-$j.txt" && same_angle "$got" "$(want_yaw "$mover")"; then
    rest=$((rest + 1)) # every step shown ("Continue"): the camera back at the viewer's edge
  else
    bad "sample $j: the newest step is ${who:-a heading} (player $p), the camera at rest faces yaw $got, not $(want_yaw "$p")"
  fi
done
end=$(yaw_at $((samples + 2)))
same_angle "$end" "$(want_yaw "$mover")" || bad "after the reveal the camera's yaw is $end, not the viewer's $(want_yaw "$mover")"
n_visited=$(echo $visited | wc -w)
echo "table_seats: reveal of round 1 seen from player $mover: $checked samples at rest ($rest back at the viewer's edge after the last step), other edges visited:${visited:- none}; at the end yaw $end"
[ "$n_visited" -ge 2 ] || bad "the camera visited ${n_visited} other players' edges during the reveal, at least 2 wanted"

[ $fails -eq 0 ] || exit 1
echo "1 passed, 0 failed"
