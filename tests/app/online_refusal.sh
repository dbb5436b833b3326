#!/bin/sh
# SPDX-License-Identifier: MIT
# online_refusal.sh - a move the server's rules refuse is said in the words
# a game at home says for the same move (issue 28): online, the table sends
# the move without trying it, and the server's ERR once was shown as it
# came ("a1-e5: a1 is not beside e5", the notation in front), not in the
# game's words (eg_game.refusal_words, eg_refusal_words).
# Skyscrapers, deal 1, at 1280x720, through the real event path: a tile
# and a pawn dragged where the rules refuse them (tile 0 and pawn 103 onto
# square 24), first at home, then in a window hosting the same deal on a
# server on loopback (each refusal come back before the next: wait-turn).
# The words drawn after each drag that were not drawn before it (dump-text)
# must be the same at home and online, and not empty.
# Usage: online_refusal.sh CITYSCAPE SERVER
set -u
GAME=$1 SERVER=$2
work=$(mktemp -d)
spid="" failed=""
trap 'kill $spid 2>/dev/null; [ -n "${KEEP:-}$failed" ] || rm -rf "$work"' EXIT
fail() { failed=1; echo "online_refusal: $* (logs kept in $work)"; exit 1; }
export SDL_VIDEODRIVER=offscreen
. "$(dirname "$0")/online_lib.sh"
# The texts drawn, one a line.
texts() { sed -n 's/^text [-0-9]* [-0-9]* [-0-9]* [-0-9]* |\(.*\)|$/\1/p' "$1" | sort; }
drags() { # WHERE [wait-turn]: the two refused drags, the texts before and after each
  printf 'expect table\ndump-text %s/%s-0\n' "$work" "$1"
  printf 'drag-item 0 24\n%sexpect-moves 0\ndump-text %s/%s-1\nscreenshot %s/%s-1.png\n' "${2:+$2
}" "$work" "$1" "$work" "$1"
  printf 'drag-item 103 24\n%sexpect-moves 0\ndump-text %s/%s-2\nquit\n' "${2:+$2
}" "$work" "$1"
}
deal='click Skyscrapers
click Deal: random
type 1
click Deal: 1_'

{ printf 'size 1280 720\nclick New game\n%s\nclick Start\n' "$deal"; drags home; } >"$work/home.script"
"$GAME" --script "$work/home.script" --save-dir "$work/home" --seed 5 >"$work/home.log" 2>&1 ||
  { [ $? -eq 3 ] && exit 77; fail "the game at home: $(tail -n 3 "$work/home.log")"; }

serve
{ printf 'size 1280 720\nclick Play online\nclick Your name\ntype Ann\nkey Return\n'
  printf 'click Server\ntype 127.0.0.1:%s\nkey Return\nclick Host a table\n%s\n' "$port" "$deal"
  printf 'click Host\nwait-online 60\nwait-turn 60\n'
  drags online "wait-turn 60"
} >"$work/online.script"
"$GAME" --script "$work/online.script" --save-dir "$work/online" --seed 5 >"$work/online.log" 2>&1 ||
  fail "the game online: $(tail -n 3 "$work/online.log")"

for k in 1 2; do
  for w in home online; do
    texts "$work/$w-$((k - 1))" >"$work/$w-before"
    texts "$work/$w-$k" | comm -13 "$work/$w-before" - | grep -v '^Last move' >"$work/$w-said$k"
  done
  home=$(tr '\n' ' ' <"$work/home-said$k") online=$(tr '\n' ' ' <"$work/online-said$k")
  echo "online_refusal: drag $k: at home '$home', online '$online'"
  [ -n "$home" ] || fail "drag $k: nothing said at home"
  [ "$home" = "$online" ] || fail "drag $k: online says '$online', at home '$home'"
done
echo "online_refusal: the server's refusals said as at home"
