#!/bin/sh
# SPDX-License-Identifier: MIT
# Play online's errors in words, and a seat taken back after a crash (issue
# 30), through the real event path (scripted game windows, offscreen):
#   refused    Join at an address where nothing listens: "No connection to
#              127.0.0.1:1: ..." drawn on the Play online screen.
#   wrong code Join a code the server has no table for: "No table has the
#              code ZZZZZZ at ...".
#   names      a name with a space goes online as typed (CSP/1 writes it
#              Ann%20Lee): Join as "Ann Lee" is answered about the code, not
#              the name; Host with seat 1 named "Bo Lee" on the setup screen
#              hosts the table, whose status line (as drawn) and record name
#              "Bo Lee".
#   taken      a third window lists the host's table: the host's seat is
#              drawn taken (its button disabled), the friend's open.
#   gone       the server is killed under the host at its table: the host's
#              Play online screen says "The server at ... closed the
#              connection; your seat is kept: Join again to rejoin".
#   same window  the server started again on its port, the host's Join in
#              the same window takes its seat back at the same table: its
#              scene (the camera as the host turned it, the status lines)
#              is as it was before the server went.
#   own server the host's window started its server itself; it is killed (a
#              crash): Join starts it again on its port and data folder and
#              the table is back; killed again with its port taken by
#              another program, it starts on a new port, said in words;
#              the table's status line names the server by this machine's
#              name (as friends were told), after each rejoin too.
#   rejoin     the server restarted on its port and data, a new window on
#              the host's saves' folder (a crash, a closed lid) joins the
#              same address and code: the token kept in online.txt takes the
#              seat back, and the table's status line says the host is here.
# Each step is said as it starts (a run stopped by ctest's time limit shows
# where it was); a failure names its step, and its folder (the windows' and
# servers' logs) is kept and named.
# Usage: online_errors.sh CITYSCAPE SERVER
set -u
GAME=$1 SERVER=$2
work=$(mktemp -d)
spid="" hpid="" step="start" failed=""
trap 'kill -CONT $hpid 2>/dev/null; kill $spid $hpid 2>/dev/null; [ -n "${KEEP:-}$failed" ] || rm -rf "$work"' EXIT
fail() { failed=1; echo "online_errors: $step: $* (logs kept in $work)"; exit 1; }
step() { step=$1; echo "online_errors: $step"; }
wait_for() { # FILE: written by a window (not empty), within 60 s
  for i in $(seq 600); do [ -s "$1" ] && return 0; sleep 0.1; done
  fail "$(basename "$1") was not written in 60 s"
}
wait_grep() { # FILE PATTERN WHAT: a line of a file a window writes (dump-scene
  # writes it line by line, so it is read again until the line is there whole)
  for i in $(seq 600); do grep -q "$2" "$1" 2>/dev/null && return 0; sleep 0.1; done
  fail "$3: $(grep '^hud' "$1" 2>/dev/null)"
}
export SDL_VIDEODRIVER=offscreen

. "$(dirname "$0")/online_lib.sh"
window() { # NAME ADDRESS CODE: a script's start, the fields typed
  printf 'size 960 540\nclick Play online\nclick Your name\ntype %s\nkey Return\n' "$1"
  printf 'click Server\ntype %s\nkey Return\nclick Table code\ntype %s\nkey Return\n' "$2" "$3"
}
run() { # NAME SCRIPT-TAIL: the window's script run, its status checked
  "$GAME" --script "$work/$1.script" --save-dir "$work/$1" >"$work/$1.log" 2>&1 ||
    fail "$1: $(grep -v '^ \|^$\|leak\|SUMMARY\|=====' "$work/$1.log" | tail -n 5)"
}

step refused
serve
{ window Cid 127.0.0.1:1 ABCDEF
  printf 'click Join\nwait-online 30\nexpect online\nexpect-text No connection to 127.0.0.1:1\n'
  printf 'screenshot %s/refused.png\n' "$work"; } >"$work/refused.script"
run refused
step "wrong code"
{ window Cid 127.0.0.1:$port ZZZZZZ
  printf 'click Join\nwait-online 30\nexpect online\nexpect-text No table has the code ZZZZZZ\n'; } \
  >"$work/wrong.script"
run wrong
step names
{ window "Ann Lee" 127.0.0.1:$port ZZZZZZ
  printf 'click Join\nwait-online 30\nexpect online\nexpect-text No table has the code ZZZZZZ\n'
  printf 'click Host a table\nclick Six Cities\nclick name 1\ntype Bo Lee\nkey Return\n'
  printf 'click Host\nwait-online 60\nexpect table\nwait 1\ndump-scene %s/names.txt\n' "$work"
  printf 'screenshot %s/names.png\n' "$work"; } >"$work/names.script"
run names
grep -Eq '^hud [0-9]+ Table [A-Z0-9]+ at .*: Bo Lee here' "$work/names.txt" ||
  fail "the status line does not name Bo Lee: $(grep 'Table' "$work/names.txt")"
grep -q 'player 1 human "Bo Lee"' "$work"/data/*.rec ||
  fail "the record does not name seat 1 Bo Lee: $(grep -h '^player' "$work"/data/*.rec)"

# The host: Six Cities, seat 1 a friend's, seat 2 here; it waits for seat 1.
step taken
{ window Ann 127.0.0.1:$port ""
  printf 'click Host a table\nclick Six Cities\n'
  printf 'click Player 1: human\nclick Player 1: easy\nclick Player 1: medium\nclick Player 1: hard\n'
  printf 'click Player 2: medium\nclick Player 2: hard\nclick Player 2: remote\n'
  printf 'click Host\nwait-online 60\nexpect table\nkey Ctrl+Up Ctrl+Up Right\nwait 1\n'
  printf 'dump-scene %s/before.txt\ncamera\nwait-turn 300\nexpect online\n' "$work"
  printf 'expect-text The server at 127.0.0.1:%s closed\n' "$port"
  printf 'screenshot %s/gone.png\nclick Join\nwait-online 60\nexpect table\n' "$work"
  printf 'wait 1\ndump-scene %s/after.txt\ncamera\nscreenshot %s/back.png\n' "$work" "$work"
} >"$work/host.script"
"$GAME" --script "$work/host.script" --save-dir "$work/host" >"$work/host.log" 2>&1 &
hpid=$!
table_code "$work/host.log" $hpid

{ window Bob 127.0.0.1:$port "$code"
  printf 'click Join\nwait-online 30\nexpect-disabled Seat 2: Ann (taken)\nexpect-text Seat 1: open\n'
  printf 'screenshot %s/seats.png\n' "$work"; } >"$work/taken.script"
run taken

# The server killed and started again on its port while the host's window
# is stopped (so that its Join finds it up): the window is told, and its
# Join takes its seat back at the same table, its camera as it was.
step gone
wait_for "$work/before.txt"
kill -STOP $hpid
kill $spid
wait $spid 2>/dev/null
step "same window"
serve "$port"
kill -CONT $hpid
wait $hpid || fail "host: $(grep -v '^ \|^$\|leak\|SUMMARY\|=====' "$work/host.log" | tail -n 5)"
hpid=""
# The screen's words (drawn from their start above; wrapped) as said whole.
grep -q "^cityscape: online: The server at 127.0.0.1:$port closed the connection; your seat is kept: Join again to rejoin$" \
  "$work/host.log" || fail "gone: not said: $(grep online "$work/host.log")"
cmp -s "$work/before.txt" "$work/after.txt" ||
  fail "rejoined in the same window, the table is not as it was: $(diff "$work/before.txt" "$work/after.txt" | head -n 8)"
grep '^camera ' "$work/host.log" >"$work/camera.txt"
[ "$(wc -l <"$work/camera.txt")" = 2 ] && [ "$(sort -u "$work/camera.txt" | wc -l)" = 1 ] ||
  fail "rejoined in the same window, the camera the host turned is not kept: $(cat "$work/camera.txt")"
step rejoin
{ window Ann 127.0.0.1:$port "$code"
  printf 'click Join\nwait-online 30\nexpect table\nexpect-text Table %s at 127.0.0.1:%s\n' "$code" "$port"
  printf 'dump-scene %s/rejoin.txt\n' "$work"; } >"$work/rejoin.script"
cp -r "$work/host" "$work/rejoin"
run rejoin
grep -q "^hud .*Table $code at 127.0.0.1:$port: .* open, Ann here" "$work/rejoin.txt" ||
  fail "rejoin: the status line is not the host's seat back: $(grep '^hud' "$work/rejoin.txt")"

# The host's own server (none typed: the window starts one): killed twice
# under the table. Join starts it again on its port and data folder (the
# table resumes, the address friends were told holds); the second time its
# port is taken by another program, and it starts on a new one, said.
step "own server"
{ printf 'size 960 540\nclick Play online\nclick Your name\ntype Dee\nkey Return\n'
  printf 'click Host a table\nclick Six Cities\n'
  printf 'click Player 1: human\nclick Player 1: easy\nclick Player 1: medium\nclick Player 1: hard\n'
  printf 'click Player 2: medium\nclick Player 2: hard\nclick Player 2: remote\n'
  printf 'click Host\nwait-online 60\nexpect table\ndump-scene %s/own1.txt\n' "$work"
  for n in 2 3; do
    printf 'wait-turn 120\nexpect online\nclick Join\nwait-online 60\nexpect table\n'
    printf 'dump-scene %s/own%s.txt\n' "$work" $n
  done; } >"$work/own.script"
kill $spid
wait $spid 2>/dev/null
spid=""
export CITYSCAPE_SERVER="$SERVER"
"$GAME" --script "$work/own.script" --save-dir "$work/own" >"$work/own.log" 2>&1 &
hpid=$!
table_code "$work/own.log" $hpid
wait_for "$work/own1.txt"
for i in $(seq 600); do # the line whole: dump-scene may be writing it
  own=$(sed -n 's/^hud [0-9]* Table [A-Z0-9]* at \(.*\): Seat 1 open.*/\1/p' "$work/own1.txt" 2>/dev/null)
  [ -n "$own" ] && break
  sleep 0.1
done
oport=${own##*:} ohost=${own%:*}
[ -n "$oport" ] && [ "$ohost" != 127.0.0.1 ] || fail "own: the host's table says no address: $(grep '^hud' "$work/own1.txt")"
kill_own() { # the window stopped, its server killed (SIGKILL: as a crash)
  kill -STOP $hpid
  child=$(pgrep -P $hpid)
  [ -n "$child" ] || fail "own: the window started no server"
  kill -KILL $child
  for i in $(seq 50); do # dead: gone, or a zombie the stopped window has not reaped
    case $(ps -o stat= -p "$child" 2>/dev/null) in ''|Z*) return 0 ;; esac
    sleep 0.1
  done
  fail "own: its server $child did not stop on SIGKILL in 5 s"
}
kill_own
kill -CONT $hpid
wait_grep "$work/own2.txt" "^hud [0-9]* Table $code at $ohost:$oport: Seat 1 open, Dee here" \
  "own: not back at table $code at $ohost:$oport (the name friends were told) in 60 s"
grep -q "^cityscape: online: The server this window started had stopped; it runs again at .*:$oport$" \
  "$work/own.log" || fail "own: the restart was not said: $(grep online "$work/own.log")"
step "own server, its port taken"
kill_own
"$SERVER" --host 127.0.0.1 --port "$oport" --data "$work/other" >"$work/other.log" 2>&1 &
spid=$!
for i in $(seq 100); do grep -q listening "$work/other.log" && break; sleep 0.1; done
grep -q listening "$work/other.log" ||
  fail "own: another program could not take port $oport: $(cat "$work/other.log")"
kill -CONT $hpid
wait $hpid || fail "own: $(grep -v '^ \|^$\|leak\|SUMMARY\|=====' "$work/own.log" | tail -n 5)"
hpid=""
moved=$(sed -n "s/^cityscape: online: The server this window started had stopped; port $oport is taken now, so it runs again on port \([0-9]*\): tell your friends .*/\1/p" "$work/own.log")
[ -n "$moved" ] && [ "$moved" != "$oport" ] ||
  fail "own: the taken port was not said: $(grep online "$work/own.log")"
grep -q "^hud [0-9]* Table $code at $ohost:$moved: Seat 1 open, Dee here" "$work/own3.txt" ||
  fail "own: not back at table $code at $ohost:$moved: $(grep '^hud' "$work/own3.txt")"
echo "online_errors: refused, wrong code, seat taken, server gone and rejoin said and done;" \
     "the host's own server started again on port $oport, then on $moved (taken)"
