#!/bin/sh
# SPDX-License-Identifier: MIT
# A late answer online (issue 30): a game window plays a one-round Six Cities
# against the server's computer through a slow link (csp_delay.py between it
# and a cityscape-server this test starts): every line of the server comes
# split across two reads, the game's last move comes 8 s late, and the
# answer to the window's Rematch 2 s late. `wait-turn 6` after Rematch must
# wait for that answer and find the window seated at the new table, its
# status line naming it. (The script's wait once kept the clock of the wait
# play-to-end left at the game's end: a Rematch pressed more than its limit
# after the end failed at once, "no seat of this window is to act", before
# the new table's lines came.)
# Usage: online_late.sh CITYSCAPE SERVER
set -u
GAME=$1 SERVER=$2
work=$(mktemp -d)
spid="" lpid="" apid=""
trap 'kill $spid $lpid $apid 2>/dev/null; [ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
fail() { echo "online_late: $*"; exit 1; }
export SDL_VIDEODRIVER=offscreen CITYSCAPE_SCRIPT_STALL_S=300
command -v python3 >/dev/null || { echo "online_late: python3 is needed: skipped"; exit 77; }

. "$(dirname "$0")/online_lib.sh"
serve
python3 "$(dirname "$0")/csp_delay.py" "$port" "$work/link.port" --end 8 --rematch 2 --split \
  >"$work/link.log" 2>&1 &
lpid=$!
for i in $(seq 100); do [ -s "$work/link.port" ] && break; sleep 0.1; done
link=$(cat "$work/link.port" 2>/dev/null)
[ -n "$link" ] || fail "the slow link did not start: $(cat "$work/link.log")"

{ printf 'size 960 540\nclick Play online\nclick Your name\ntype Ann\nkey Return\n'
  printf 'click Server\ntype 127.0.0.1:%s\nkey Return\n' "$link"
  printf 'click Host a table\nclick Six Cities\n'
  printf 'click Rounds: 4\nclick Rounds: 5\nclick Rounds: 6\nexpect-text "Rounds: 1"\n'
  printf 'expect-text "Player 2: medium"\nclick Host\nwait-online 60\nplay-to-end\n'
  printf 'expect-text Rematch\nclick Rematch\nwait-turn 6\nexpect table\ndump-scene %s/new.txt\n' "$work"
} >"$work/a.script"
"$GAME" --script "$work/a.script" --save-dir "$work/a" --seed 5 >"$work/a.log" 2>&1 ||
  fail "the window failed: $(grep -v '^ \|^$\|leak\|SUMMARY\|=====' "$work/a.log" | tail -n 5)"
old=$(sed -n 's/^cityscape: online: table \([A-Z0-9]*\) at .*/\1/p' "$work/a.log" | head -n 1)
# The bad moments were made: the end and the rematch's answer held back.
grep -q "holding the game's last move" "$work/link.log" ||
  fail "the link held no last move: $(cat "$work/link.log")"
grep -q "holding the answer to REMATCH" "$work/link.log" ||
  fail "the link held no answer to Rematch: $(cat "$work/link.log")"
new=$(sed -n "s/^hud [0-9]* Table \([A-Z0-9]*\) at 127.0.0.1:$link: .*/\1/p" "$work/new.txt")
[ -n "$old" ] && [ -n "$new" ] && [ "$new" != "$old" ] ||
  fail "the window is not at a new table (was '$old'): $(grep '^hud' "$work/new.txt")"
grep -q "^rematch $new 1$" "$work/data/$old.seats" ||
  fail "the server keeps no rematch $new of $old: $(cat "$work/data/$old.seats")"
echo "online_late: the last move and the rematch's answer came late, split; the window waited and sits at $new"
