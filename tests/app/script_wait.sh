#!/bin/sh
# SPDX-License-Identifier: MIT
# script_wait.sh - a script's `wait` never hangs the game (docs/scripting.md).
#
# usage: script_wait.sh CITYSCAPE WORKDIR
# 1. `wait 1e308` (and nan, inf, -1, 3601, a word): the script is refused
#    before the window opens, exit 1 within seconds, naming the file, the
#    line, the value and the range (0 to 3600). Such a wait once looped for
#    ever at 100 % CPU.
# 2. A SIGTERM while a long legal wait runs ends the game: the wait stops,
#    saying so on standard error, and the game exits within seconds, not at
#    the end of the hour of game time.
# Exit 77 (skipped) when no OpenGL context can be had.
set -u
game=$1
work=$2
rm -rf "$work"
mkdir -p "$work"
fail=0
export SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen}

for value in 1e308 nan inf -1 3601 soon; do
  printf 'size 320 180\nexpect title\n# a comment\nwait %s\nquit\n' "$value" >"$work/bad.script"
  timeout -s KILL 60 "$game" --script "$work/bad.script" --save-dir "$work/save" >"$work/out" 2>"$work/err"
  rc=$?
  want="bad.script:4: wait '$value': the time must be a number of seconds from 0 to 3600"
  if [ "$rc" -eq 137 ]; then
    echo "script_wait: wait $value: still running after 60 s (killed)" >&2
    fail=1
  elif [ "$rc" -ne 1 ] || ! grep -qF "$want" "$work/err"; then
    echo "script_wait: wait $value: exit $rc, expected 1 and \"$want\"" >&2
    sed 's/^/  stderr: /' "$work/err" >&2
    fail=1
  else
    echo "script_wait: wait $value: refused: $(grep -F 'wait' "$work/err")"
  fi
done

# 8,000 hours of legal waits (an idle title's frame is so cheap that twenty
# hours of game time ran out in a second); the screenshot says the first
# has begun.
{
  printf 'size 640 360\nexpect title\nscreenshot %s/started.png\n' "$work"
  i=0
  while [ $i -lt 8000 ]; do echo "wait 3600"; i=$((i + 1)); done
  echo "screenshot $work/finished.png"
} >"$work/long.script"
"$game" --script "$work/long.script" --save-dir "$work/save" >"$work/out" 2>"$work/err" &
pid=$!
n=0
while [ ! -s "$work/started.png" ] && kill -0 "$pid" 2>/dev/null && [ $n -lt 1200 ]; do
  sleep 0.1
  n=$((n + 1))
done
if ! kill -0 "$pid" 2>/dev/null; then
  wait "$pid"
  rc=$?
  [ "$rc" -eq 3 ] && { echo "script_wait: no OpenGL 3.3 context here: skipped" >&2; exit 77; }
  echo "script_wait: the game ended (exit $rc) before its long wait" >&2
  sed 's/^/  stderr: /' "$work/err" >&2
  exit 1
fi
sleep 0.5
kill -TERM "$pid"
n=0
while kill -0 "$pid" 2>/dev/null && [ $n -lt 300 ]; do
  sleep 0.1
  n=$((n + 1))
done
if kill -0 "$pid" 2>/dev/null; then
  kill -KILL "$pid"
  echo "script_wait: SIGTERM: the game still ran 30 s later (killed)" >&2
  fail=1
elif [ -e "$work/finished.png" ]; then
  echo "script_wait: SIGTERM: the waits ran to their end" >&2
  fail=1
elif ! grep -q 'long.script:[0-9]*: wait 3600: stopped after [0-9]* of 3600 s: the game was asked to quit' "$work/err"; then
  echo "script_wait: SIGTERM: the game ended without saying its wait was stopped" >&2
  sed 's/^/  stderr: /' "$work/err" >&2
  fail=1
else
  echo "script_wait: SIGTERM: ended in $((n / 10)).$((n % 10)) s: $(grep 'stopped after' "$work/err")"
fi
wait "$pid" 2>/dev/null
[ "$fail" -eq 0 ] && echo "script_wait: ok"
exit "$fail"
