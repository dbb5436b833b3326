#!/bin/sh
# SPDX-License-Identifier: MIT
# The camera frames what matters (issue 28), read from the pixels the table
# drew (frame_pixels.c) at 640x360 and 1920x1080, the save continued from
# the title as a player does:
# - a tower 26 high (a 1 and all five 5s on b2: its pink paint is nowhere
#   else) is in the window whole, not cut by its edge nor run under a panel
#   or a button; so are the seats' dice (white) of an early game and
#   while the goals are set (the status lines and the practice aid longest);
# - tilted down (Ctrl+Down to the lowest pitch) and up (to the highest) no
#   row of the window is the bare clear colour (the table top fills it);
# - the skyline view (V) shows the board alone: no block of the supply
#   (green: the 4s, none built) is drawn, and the tower still whole;
# - a tower's height number is drawn, not hidden by a city's tag (Six
#   Cities: the highest labels are printed first);
# - the title is drawn over the house game's table (its lesson's start);
# - a view turned in one game does not leak into the next: Start after Back
#   to title draws the new game from its seat's pose at once, not easing
#   from the turned one (the script's `camera` after its first frame).
#
# Usage: table_framing.sh CITYSCAPE FRAME_PIXELS
set -u
test_name=table_framing
. "$(dirname "$0")/game_run.sh" # GAME, work, bad, run, record
PIX=$CLI
play() { # NAME SCRIPT SAVE: SAVE continued from the title, the output in $work/NAME.out
  mkdir -p "$work/$1"
  cp "$3" "$work/$1/autosave.csr"
  run "$2" "$work/$1"
  cp "$work/out" "$work/$1.out"
}
goals="1:S:3562 1:W:1146 2:N:2215 2:E:4536"
save() { record "$1" cityscape "players=2 rounds=1 first=1 seats=SWNE" 0 "$2" Ann Bob; }
save "$work/tower.rec" "$goals 1:1b2 2:5b2 1:5b2 2:5b2 1:5b2 2:5b2"
save "$work/early.rec" "$goals 1:3b4 2:2c1"
save "$work/goals.rec" ""
for size in "640 360" "1920 1080"; do
  w=${size% *}
  for pos in tower early goals; do
    d=$work/$pos-$w
    {
      echo "size $size"
      echo "expect title"
      echo "click Continue"
      echo "expect table"
      echo "ready"
      echo "wait 1"
      echo "screenshot $d-play.png"
      echo "dump-text $d-play.txt"
      echo "key Ctrl+Down Ctrl+Down Ctrl+Down Ctrl+Down Ctrl+Down Ctrl+Down"
      echo "wait 1"
      echo "screenshot $d-low.png"
      echo "key Ctrl+Up Ctrl+Up Ctrl+Up Ctrl+Up Ctrl+Up Ctrl+Up Ctrl+Up Ctrl+Up Ctrl+Up Ctrl+Up Ctrl+Up Ctrl+Up Ctrl+Up"
      echo "wait 1"
      echo "screenshot $d-high.png"
      echo "key Home v"
      echo "wait 1"
      echo "screenshot $d-sky.png"
      echo "dump-text $d-sky.txt"
      echo "quit"
    } >"$d.script"
    play "$pos-$w" "$d.script" "$work/$pos.rec"
    least=$((w / 4))
    if [ $pos = tower ]; then
      "$PIX" clear "$d-play.png" "$d-play.txt" 145 85 118 35 "$least" ||
        bad "$w: the tower is not whole in the window"
      "$PIX" clear "$d-sky.png" "$d-sky.txt" 145 85 118 35 "$least" ||
        bad "$w: the tower is not whole in the skyline view"
      "$PIX" none "$d-sky.png" 0 168 121 30 || bad "$w: the supply is in the skyline view"
    fi
    "$PIX" clear "$d-play.png" "$d-play.txt" 248 241 231 20 $((w / 8)) ||
      bad "$w, $pos: a seat's dice cut by the window or under a panel"
    for tilt in low high; do
      "$PIX" void "$d-$tilt.png" 20 15 13 4 || bad "$w, $pos: the window's clear colour shows ($tilt)"
    done
  done
done

# Tags never sit over a tower's height number: in this Six Cities game
# (round 2) city 1's tag "2" stands where its 7-floor tower's "7" is drawn
# at each size. Every label on a building (a DROP piece standing
# on a site, y >= 0.1, in the script's dump-scene) must be among the texts
# drawn (dump-text), as many of each as there are buildings.
cat >"$work/six.rec" <<'REC'
game-record 1
game six-cities
params players=2 rounds=4 start=1 hidden=0
seed 1048577
player 1 human "Player 1"
player 2 medium "Computer 2"
move 1 +R3
move 1 +R4
move 1 +Y1
move 1 +Y3
move 1 +Y4
move 1 +R4
move 1 +R3
move 1 +Y2
move 2 G3G4G4G4B3B4B4B4
move 1 25R3
move 2 85G3
move 1 81Y1
move 2 21G4
move 1 91R3
move 2 11G4
move 1 14Y3
move 2 26B4
move 1 94R4
move 2 82G4
move 1 56Y4
move 2 56B4
move 1 14R4
move 2 94B4
move 1 63Y2
move 2 64B3
move 2 G2G3G3G3B2B3B3B3
move 1 +Y4
move 1 +R2
move 1 +R3
move 1 +Y2
move 1 +R3
move 1 +Y1
move 1 +Y1
end
REC
for size in "640 360" "1280 720" "1920 1080"; do
  w=${size% *}
  d=$work/six-$w
  printf 'size %s\nexpect title\nclick Continue\nexpect table\nwait 1\ndump-scene %s\ndump-text %s\nquit\n' \
    "$size" "$d.scene" "$d.txt" >"$d.script"
  play "six-$w" "$d.script" "$work/six.rec"
  awk -F'|' 'FNR == NR { if ($1 ~ /^item / && $2 != "") { split($1, f, " ")
                           if (int(f[4]) % 4 >= 2 && f[6] + 0 >= 0.1) want[$2]++ }; next }
             $1 ~ /^text / { got[$2]++ }
             END { bad = 0
                   for (l in want) if (got[l] + 0 < want[l]) {
                     printf "height %s: %d on buildings, %d drawn\n", l, want[l], got[l] + 0; bad = 1 }
                   exit bad }' "$d.scene" "$d.txt" || bad "$w: a tower's height number is not drawn"
done

# The title's backdrop: the house game's table as its lesson sets it out,
# not the bare ground (0.16, 0.11, 0.08) the screens around the table have.
for size in "640 360" "1920 1080"; do
  w=${size% *}
  printf 'size %s\nexpect title\nscreenshot %s\nquit\n' "$size" "$work/title-$w.png" >"$work/title-$w.script"
  mkdir -p "$work/title-$w"
  run "$work/title-$w.script" "$work/title-$w"
  "$PIX" void "$work/title-$w.png" 41 28 20 3 || bad "$w: the title has no backdrop"
done

# The next game after a turned view: its first frames from its own seat.
{
  echo "size 1280 720"
  echo "expect title"
  echo "click Continue"
  echo "expect table"
  echo "ready"
  echo "key q q q"
  echo "wait 1"
  echo "camera"
  echo "click Back to title"
  echo "expect title"
  echo "click New game"
  echo "click Cityscape"
  echo "click Start"
  echo "click Replace it"
  echo "!screenshot $work/next.png"   # its first frame drawn
  echo "!camera"
  echo "quit"
} >"$work/leak.script"
play leak "$work/leak.script" "$work/early.rec"
grep '^camera ' "$work/leak.out" >"$work/poses"
turned=$(sed -n 1p "$work/poses")
next=$(sed -n 2p "$work/poses")
echo "table_framing: turned: $turned; the next game: $next"
case "$turned" in *"yaw -30.0 "*|"") bad "q did not turn the view: $turned" ;; esac
case "$next" in
  *moving*|"") bad "the next game's view eases from the turned one: $next" ;;
  *"yaw -30.0 pitch 48.0 zoom 1.00") ;;
  *) bad "the next game is not drawn from its seat: $next" ;;
esac
[ $fails = 0 ] || exit 1
echo "1 passed, 0 failed"
