#!/bin/sh
# SPDX-License-Identifier: MIT
# Rematch online (issue 30): two game windows (scripted, offscreen) play a
# one-round Six Cities (secret block choice) to the end at a cityscape-server this test starts; each
# presses Rematch where its results screen drew it (the first to reach the
# server offers the rematch, the other is told and accepts it: either order). Both must
# then be seated at one new table, not the old one (their status lines, as
# drawn), and make its first moves there: each plays one move (play-any, the
# pointer where the pieces are drawn) once its turn comes. The server's data
# must hold the old table's offer and the new table's record with a move of
# each seat.
# Usage: online_rematch.sh CITYSCAPE SERVER
set -u
GAME=$1 SERVER=$2
work=$(mktemp -d)
spid="" apid=""
trap 'kill $spid $apid 2>/dev/null; [ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
fail() { echo "online_rematch: $*"; exit 1; }
export SDL_VIDEODRIVER=offscreen CITYSCAPE_SCRIPT_STALL_S=600

. "$(dirname "$0")/online_lib.sh"
serve
connect() { # NAME: the title's Play online, the name and the server typed
  printf 'size 960 540\nclick Play online\nclick Your name\ntype %s\nkey Return\n' "$1"
  printf 'click Server\ntype 127.0.0.1:%s\nkey Return\n' "$port"
}
rematch() { # W: at the results, Rematch pressed; seated at the new table
  printf 'expect-text Rematch\nscreenshot %s/%s-results.png\nclick Rematch\nwait-turn 60\n' "$work" "$1"
  printf 'expect table\ndump-scene %s/%s-new.txt\n' "$work" "$1"
}
first() { # W: its first move at the new table (the round's blocks are
  # chosen by both at once, in secret)
  printf 'wait-turn 120\nscreenshot %s/%s-turn.png\nplay-any\n' "$work" "$1"
}
{ connect Ann
  printf 'click Host a table\nclick Six Cities\nclick Player 2: medium\nclick Player 2: hard\n'
  printf 'click Rounds: 4\nclick Rounds: 5\nclick Rounds: 6\nclick Secret block choice: off\n'
  printf 'expect-text "Player 2: remote"\nexpect-text "Rounds: 1"\nclick Host\nwait-online 60\n'
  printf 'play-to-end\n'
  rematch a
  first a
} >"$work/a.script"
"$GAME" --script "$work/a.script" --save-dir "$work/a" --seed 5 >"$work/a.log" 2>&1 &
apid=$!
table_code "$work/a.log" $apid
old=$code

{ connect Bob
  printf 'click Table code\ntype %s\nkey Return\nclick Join\nwait-online 60\n' "$old"
  printf 'click Seat 2: open\nclick Take the seats\nwait-online 60\nplay-to-end\n'
  rematch b
  first b
} >"$work/b.script"
"$GAME" --script "$work/b.script" --save-dir "$work/b" --seed 6 >"$work/b.log" 2>&1 ||
  fail "the friend's window failed: $(grep -v '^ \|^$\|leak\|SUMMARY\|=====' "$work/b.log" | tail -n 5)"
wait $apid || fail "the host's window failed: $(grep -v '^ \|^$\|leak\|SUMMARY\|=====' "$work/a.log" | tail -n 5)"
apid=""

# Both status lines: one new table, not the old, both here.
new=$(sed -n "s/^hud [0-9]* Table \([A-Z0-9]*\) at 127.0.0.1:$port: .*/\1/p" "$work/a-new.txt")
[ -n "$new" ] && [ "$new" != "$old" ] ||
  fail "the host is not at a new table (was $old): $(grep '^hud' "$work/a-new.txt")"
grep -q "^hud [0-9]* Table $new at 127.0.0.1:$port: " "$work/b-new.txt" ||
  fail "the friend is not at the host's new table $new: $(grep '^hud' "$work/b-new.txt")"
# The one who did not offer was told, in words (the results screen's last
# line and the log): exactly one window names the other's offer.
told=$(cat "$work/a.log" "$work/b.log" | grep -c "^cityscape: online: \(Ann\|Bob\) offers a rematch at table $new: press Rematch to play it$")
[ "$told" = 1 ] || fail "the offer of $new was told $told times: $(grep offers "$work/a.log" "$work/b.log")"
grep -q "^rematch $new [12]$" "$work/data/$old.seats" ||
  fail "the old table keeps no offer of $new: $(cat "$work/data/$old.seats")"
kill $spid
wait $spid 2>/dev/null
spid=""
for s in 1 2; do
  grep -q "^move $s " "$work/data/$new.rec" ||
    fail "seat $s made no move at the rematch: $(cat "$work/data/$new.rec")"
done
echo "online_rematch: table $old's rematch is $new; both windows seated there and moved"
