#!/bin/sh
# SPDX-License-Identifier: MIT
# A flood of lines online (issue 30): a "server" (online_flood.py) sends a
# window that joined it PONG lines, each in a read of its own, for 12 s and
# on, while the window's script runs `wait 3600` after `wait 3600`. A
# SIGTERM must still stop the wait and the game within 20 s, saying so
# (docs/scripting.md, `wait`). Two ways it once did not: the window took
# lines until none waited, which under a flood was never (cn_online_poll
# now takes CN_POLL_LINES a call); and each read's wake event stayed in
# SDL's queue through a script's wait, which never empties it, until the
# queue was full (65,535 events) and the quit SDL makes of the SIGTERM was
# lost (the window now drops its wake events each frame, as it takes the
# lines they are for).
# Usage: online_flood.sh CITYSCAPE
set -u
GAME=$1
work=$(mktemp -d)
fpid="" wpid=""
trap 'kill $fpid $wpid 2>/dev/null; [ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
fail() { echo "online_flood: $* (window's log: $(grep -v '^ \|^$\|leak\|SUMMARY\|=====' "$work/w.log" | tail -n 3))"; exit 1; }
export SDL_VIDEODRIVER=offscreen
command -v python3 >/dev/null || { echo "online_flood: python3 is needed: skipped"; exit 77; }
python3 "$(dirname "$0")/online_flood.py" "$work" 12 >"$work/flood.log" 2>&1 &
fpid=$!
for i in $(seq 100); do [ -s "$work/port" ] && break; sleep 0.1; done
[ -s "$work/port" ] || fail "the flood did not start: $(cat "$work/flood.log")"
{ printf 'size 320 180\nclick Play online\nclick Server\ntype 127.0.0.1:%s\nkey Return\n' "$(cat "$work/port")"
  printf 'click Table code\ntype ZZZZZZ\nkey Return\nclick Join\n'
  i=0
  while [ $i -lt 2000 ]; do echo "wait 3600"; i=$((i + 1)); done
} >"$work/w.script"
"$GAME" --script "$work/w.script" --save-dir "$work/save" >"$work/w.log" 2>&1 &
wpid=$!
for i in $(seq 600); do [ -s "$work/flooded" ] && break; sleep 0.1; done
[ -s "$work/flooded" ] || fail "the window did not take the flood for 12 s (flood: $(cat "$work/flood.log"))"
kill -0 $wpid 2>/dev/null || fail "the window ended before the SIGTERM"
kill -TERM $wpid
for i in $(seq 200); do kill -0 $wpid 2>/dev/null || break; sleep 0.1; done
if kill -0 $wpid 2>/dev/null; then
  kill -KILL $wpid
  fail "still running 20 s after a SIGTERM, $(cat "$work/flooded") lines into the flood"
fi
wpid=""
grep -q "w.script:[0-9]*: wait 3600: stopped after .* the game was asked to quit" "$work/w.log" ||
  fail "the window ended, but its wait did not say it stopped"
sleep 1
echo "online_flood: stopped by a SIGTERM after $(cat "$work/flooded") lines of the flood: $(grep -o 'wait 3600: stopped.*' "$work/w.log")"
