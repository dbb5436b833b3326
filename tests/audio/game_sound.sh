#!/bin/sh
# SPDX-License-Identifier: MIT
# The game makes sound: a scripted pickup and drop at the table through SDL's disk audio
# driver (which records what the device plays) must leave audible samples;
# with the volume at 0 the same game must be silent.
# usage: game_sound.sh PATH/TO/cityscape WORKDIR
set -u
game=$1
work=$2
rm -rf "$work" && mkdir -p "$work/save"
cat >"$work/s.script" <<'SCRIPT'
size 640 360
click New game
click Skyscrapers
click Start
play-any
wait 0.6
quit
SCRIPT
peak() { # the loudest float32 sample in a raw file
  od -A n -v -t f4 "$1" | awk '{for (i = 1; i <= NF; i++) { v = $i < 0 ? -$i : $i; if (v > m) m = v }} END { printf "%.4f\n", m + 0 }'
}
run() { # SETTINGS_TEXT OUT
  printf '%s\n' "$1" >"$work/save/settings.txt"
  SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE="$2" \
    "$game" --script "$work/s.script" --save-dir "$work/save" >/dev/null 2>"$work/err"
}
run "volume = 80" "$work/loud.raw"
rc=$?
[ "$rc" -eq 3 ] && { echo "game_sound: no OpenGL here: skipped"; exit 77; }
[ "$rc" -eq 0 ] || { echo "game_sound: the game exited $rc"; cat "$work/err"; exit 1; }
if grep -q "no sound" "$work/err"; then
  echo "game_sound: no disk audio driver here: skipped"; exit 77
fi
loud=$(peak "$work/loud.raw")
run "volume = 0" "$work/quiet.raw"
quiet=$(peak "$work/quiet.raw")
echo "game_sound: peak at volume 80: $loud, at volume 0: $quiet"
awk -v l="$loud" -v q="$quiet" 'BEGIN { exit !(l > 0.1 && q == 0) }' ||
  { echo "game_sound: expected sound at volume 80 and silence at 0"; exit 1; }
echo "game_sound: ok"
