# SPDX-License-Identifier: MIT
# layout_run.sh - sourced by the layout_*.sh tests
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

# The commands, one a line, that set the goals of S and W (two players, the
# viewer holding both): the key's faces dragged onto the dice, then Confirm.
cityscape_goals() {
  for s in 0 1; do
    for l in 0 1 2 3; do echo "drag-item $((400 + (l + s) % 6 + 1)) $((200 + 4 * s + l))"; done
    [ $s = 0 ] && echo "click Confirm south" || echo "click Confirm west"
  done
}

# repeat N LINE: LINE N times, one a line (a script's "play-any" moves).
repeat() {
  i=0
  while [ $i -lt "$1" ]; do echo "$2"; i=$((i + 1)); done
}
