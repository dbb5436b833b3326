# SPDX-License-Identifier: MIT
# layout_run.sh - sourced by layout_text_size.sh and layout_steady.sh
# (CITYSCAPE WORKDIR): the game in $game, WORKDIR emptied in $work, and
# layout_run DIR SIZE SCALE COMMANDS runs the game ($game) on COMMANDS in a
# WxH window at text size SCALE, its settings and saves in DIR, and then
# quits; exits 77 without an OpenGL context; a failed run is printed and
# sets fail=1, and layout_run returns 1.
set -u
game=$1
work=$2
rm -rf "$work"
mkdir -p "$work"
export SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen}
fail=0

layout_run() {
  mkdir -p "$1"
  printf 'ui_scale = %s\n' "$3" >"$1/settings.txt"
  { echo "size $(echo "$2" | tr x ' ')"; printf '%s\n' "$4"; echo quit; } >"$1/run.script"
  "$game" --script "$1/run.script" --save-dir "$1" --seed 5 >"$1/out" 2>&1
  rc=$?
  [ $rc -eq 3 ] && exit 77
  [ $rc -eq 0 ] && return 0
  echo "FAIL $1 at $2, text $3: the script failed:"
  sed 's/^/  /' "$1/out"
  fail=1
  return 1
}
