#!/bin/sh
# SPDX-License-Identifier: MIT
# online_status.sh - an online table's status lines read as a player reads
# them, at 640x360 with 200% text, in each of the four games (issue 30). The
# host's window (Play online, the name Zoë, the setup's seat 2 turned to
# "remote", seat 3 the server's computer where the game seats three) hosts a
# table at a cityscape-server this test starts, and its table is drawn
# folded (the status lines as one or two marked lines) and opened (the pointer on
# it). Against the scene's own status lines (dump-scene, every byte), the
# lines as drawn (dump-text) must:
#   - folded: be the first status line's words, on two lines at most, up to
#     a phrase's end (status_lib.sh: never a word cut, "Sea", nor a phrase,
#     "secret"), then "▾";
#   - opened: hold every word of every status line, in order, none cut
#     (joined, they are the scene's lines);
#   - name each seat once, its words on one line: "Zoë here, Seat 2 open,
#     Computer 3" (never "computer computer" nor "Computer 3 computer"),
#     and a score line's columns ("Computer 3 (N) 0") each on one line.
# Usage: online_status.sh CITYSCAPE SERVER
set -u
GAME=$1 SERVER=$2
work=$(mktemp -d)
trap 'kill $spid 2>/dev/null; [ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
spid=""
fail() { echo "online_status: $*"; exit 1; }
. "$(dirname "$0")/online_lib.sh"
. "$(dirname "$0")/status_lib.sh"
serve
export SDL_VIDEODRIVER=offscreen

# Words joined by one space, runs of spaces made one.
words() { tr -s ' ' | tr '\n' ' ' | sed 's/^ *//; s/ *$//'; }

for name in Cityscape "Six Cities" Skyscrapers "City Blox"; do
  dir="$work/$(echo "$name" | tr -d ' ')"
  mkdir -p "$dir"
  printf 'ui_scale = 2\n' >"$dir/settings.txt"
  case $name in
    Skyscrapers) seats='click Player 1: human' want="Seat 1 open" ;; # a game for one: watched
    *) seats='click Players: 2
click Player 2: medium
click Player 2: hard' want="Zoë here, Seat 2 open, Computer 3" ;;
  esac
  cat >"$dir/run.script" <<EOF
size 640 360
click Play online
click Your name
type Zoë
key Return
click Server
type 127.0.0.1:$port
key Return
click Host a table
click $name
$seats
click Host
wait-online 60
expect table
ready
wait 1
dump-scene $dir/scene
dump-text $dir/folded
move-to 40 20
dump-text $dir/opened
screenshot $dir/opened.png
EOF
  "$GAME" --script "$dir/run.script" --save-dir "$dir" --seed 5 >"$dir/out" 2>&1 ||
    fail "$name: the window failed: $(tail -n 5 "$dir/out")"
  sed -n 's/^hud [0-9]* //p' "$dir/scene" >"$dir/hud"
  [ -s "$dir/hud" ] || fail "$name: the scene has no status lines"
  # Folded: two lines at most, the first status line's start to a phrase's
  # end, marked.
  head -n 1 "$dir/hud" >"$dir/first"
  shown=$(status_fold "$name folded" "$dir/folded" "$dir/first")
  case $shown in
    folded*) [ "$(status_texts "$dir/folded" | wc -l)" -le 2 ] ||
      fail "$name: the folded status takes more than two lines: $shown" ;;
    FAIL*) fail "$shown" ;;
    *) fail "$name: the status lines are not folded at 640x360, 200%: $(status_texts "$dir/folded")" ;;
  esac
  # Opened: every word of every status line, none cut.
  status_texts "$dir/opened" >"$dir/opened.txt"
  if awk 'length($0) >= 47 { exit 1 }' "$dir/opened.txt"; then :; else
    fail "$name: a drawn line is 47 bytes or more, more than dump-text keeps: $(cat "$dir/opened.txt")"
  fi
  [ "$(words <"$dir/opened.txt")" = "$(words <"$dir/hud")" ] ||
    fail "$name: the opened status lines do not hold every word of the scene's:
drawn:
$(cat "$dir/opened.txt")
the scene's:
$(cat "$dir/hud")"
  # Each seat named once ("Computer 3", not "computer computer" nor
  # "Computer 3 computer")...
  [ "$(tail -n 1 "$dir/hud" | sed 's/^Table [^ ]* at [^ ]* //')" = "$want" ] ||
    fail "$name: the status line names the seats '$(tail -n 1 "$dir/hud")', not '... $want'"
  # ... and each seat's words on one drawn line: the online line's seats
  # (", " between them) and a score line's columns (two spaces or more).
  awk 'NR == FNR { drawn[NR] = $0; n = NR; next }
       { k = 0
         if (/^Table /) { sub(/^Table [^ ]* at [^ ]* /, ""); k = split($0, g, /, /) }
         else if (/   /) k = split($0, g, /  +/)
         for (i = 1; i <= k; i++) {
           whole = 0
           for (j = 1; j <= n; j++) whole += index(drawn[j], g[i]) > 0
           if (!whole) { print "the seat \"" g[i] "\" is not whole on one drawn line"; bad = 1 } } }
       END { exit bad }' "$dir/opened.txt" "$dir/hud" >"$dir/split.txt" ||
    fail "$name: $(cat "$dir/split.txt"):
$(cat "$dir/opened.txt")"
  echo "online_status $name: $shown ▾; opened, $(wc -l <"$dir/opened.txt") lines, every word: $(tail -n 1 "$dir/hud")"
done
