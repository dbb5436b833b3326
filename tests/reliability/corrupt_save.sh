#!/bin/sh
# SPDX-License-Identifier: MIT
# corrupt_save.sh - an old save (autosave.csr, kept by the window before
# every game was played at the table; old_save.sh continues a good one) that
# cannot be continued is reported, moved aside (never deleted) and the title
# screen still works.
#
# usage: corrupt_save.sh CITYSCAPE CITYSCAPE-CLI WORKDIR
# For each broken autosave (binary junk, a record cut short, a record whose
# score contradicts its moves, a sixth block of one height, an empty file,
# NUL bytes, a file over the 4 MiB limit, a folder in its place) the game is
# started on a script that clicks Continue, expects the title screen with
# the notice naming the file, the line where `cityscape-cli replay` finds
# the damage (when it names one) and where the file was kept (still there
# 20 s of game time later, until OK), then starts a new game of Cityscape at
# the table. Checks: exit 0, one stderr line naming the save, the line and
# saying where it went, autosave.csr.unreadable holding the very same bytes,
# no autosave.csr offered again, and cityscape.rec the new game's save (it
# replays). Exit 77 (skipped) when no OpenGL context can be had.
here=$(cd "$(dirname "$0")" && pwd) # before any cd: data/ is beside this script
set -u
game=$1
cli=$2
work=$3
rm -rf "$work"
mkdir -p "$work"
fail=0

write_script() { # FILE [PLACE]: Continue, the notice (naming PLACE), OK, a new game
  {
    printf 'size 960 540\nexpect title\nclick Continue\nexpect title\n'
    printf 'expect-text "This saved game could not be continued"\n'
    printf 'expect-text "File: autosave.csr"\n'
    [ -n "${2:-}" ] && printf 'expect-text %s\n' "$2"
    printf 'expect-text "Kept as: autosave.csr.unreadable"\nwait 20\n'
    printf 'expect-text "Kept as: autosave.csr.unreadable"\nclick OK\n'
    printf 'expect-no-text This saved game could not be continued\nexpect-disabled Continue\n'
    printf 'click New game\nclick Cityscape\nexpect table-setup\nclick Start\nexpect table\nquit\n'
  } >"$1"
}

# A valid finished 2-player record to break in various ways.
good="$work/good.csr"
cp "$here/data/finished-2p.csr" "$good"
if ! "$cli" replay "$good" >/dev/null; then
  echo "corrupt_save: the good record does not replay" >&2
  exit 1
fi

make_case() { # NAME: writes $work/NAME/autosave.csr
  d="$work/$1"
  mkdir -p "$d"
  f="$d/autosave.csr"
  case $1 in
    garbage) head -c 3000 /dev/urandom >"$f" ;;
    truncated) head -c 200 "$good" >"$f" ;;
    wrong-score) sed 's/^moves 5d1 5d2 5b4/moves 5d1 5d1 5d1/' "$good" >"$f" ;;
    sixth-block) sed 's/^moves 5d1 5d2 5b4 5d3 2a1/moves 5d1 5d2 5b4 5d3 5a1/' "$good" >"$f" ;;
    empty) : >"$f" ;;
    nul-bytes) { head -c 100 "$good"; printf '\000\000\000'; tail -c +104 "$good"; } >"$f" ;;
    huge) { cat "$good"; head -c 4194305 /dev/zero | tr '\000' '#'; } >"$f" ;;
    folder) mkdir -p "$f/inside" ;;
  esac
}

for c in garbage truncated wrong-score sixth-block empty nul-bytes huge folder; do
  make_case "$c"
  d="$work/$c"
  cp -R "$d/autosave.csr" "$work/$c.orig"
  # Where the independent reader finds the damage ("FILE: line L, column
  # C: ..."): the notice must say it as "Line L, column C:", stderr as
  # "line L, column C".
  line=$("$cli" replay "$d/autosave.csr" 2>&1 >/dev/null |
         sed -n 's/.*: \(line [0-9]*\(, column [0-9]*\)*\): .*/\1/p' | head -n 1)
  script="$d/continue.script"
  write_script "$script" "$(printf '%s' "$line" | sed 's/^line/Line/;s/$/:/;s/^:$//')"
  SDL_VIDEODRIVER=offscreen "$game" --script "$script" --save-dir "$d" \
    >"$d/out" 2>"$d/err"
  rc=$?
  if [ "$rc" -eq 3 ]; then
    echo "corrupt_save: no OpenGL 3.3 context here: skipped" >&2
    exit 77
  fi
  problem=""
  if [ "$rc" -ne 0 ]; then
    problem="the game exited $rc"
  elif [ -e "$d/autosave.csr" ]; then
    problem="autosave.csr is there again"
  elif ! "$cli" replay "$d/cityscape.rec" >/dev/null 2>&1; then
    problem="cityscape.rec is not the new game's save"
  elif [ ! -e "$d/autosave.csr.unreadable" ]; then
    problem="autosave.csr.unreadable is missing (the save was lost)"
  elif [ -f "$work/$c.orig" ] && ! cmp -s "$work/$c.orig" "$d/autosave.csr.unreadable"; then
    problem="autosave.csr.unreadable differs from the broken save"
  elif [ "$(grep -c 'cannot be continued' "$d/err")" -ne 1 ]; then
    problem="no single 'cannot be continued' line on stderr"
  elif ! grep 'cannot be continued' "$d/err" | grep -q "autosave.csr.unreadable"; then
    problem="the message does not say where the save went"
  elif [ -n "$line" ] && ! grep 'cannot be continued' "$d/err" | grep -qF "$line"; then
    problem="the message does not name $line"
  fi
  if [ -n "$problem" ]; then
    echo "corrupt_save: $c: $problem" >&2
    sed 's/^/  stderr: /' "$d/err" >&2
    fail=1
  else
    echo "corrupt_save: $c: $(grep 'cannot be continued' "$d/err")"
  fi
done
# A second broken save in the same folder is kept beside the first one.
d="$work/garbage"
rm -f "$d/cityscape.rec"
write_script "$d/continue.script"
script="$d/continue.script"
head -c 500 /dev/urandom >"$d/autosave.csr"
cp "$d/autosave.csr" "$work/second.orig"
SDL_VIDEODRIVER=offscreen "$game" --script "$script" --save-dir "$d" >"$d/out" 2>"$d/err"
if ! cmp -s "$work/garbage.orig" "$d/autosave.csr.unreadable" ||
   ! cmp -s "$work/second.orig" "$d/autosave.csr.unreadable-2"; then
  echo "corrupt_save: a second broken save overwrote the first one moved aside" >&2
  ls -l "$d" >&2
  fail=1
else
  echo "corrupt_save: second broken save: kept as autosave.csr.unreadable-2"
fi
[ "$fail" -eq 0 ] && echo "corrupt_save: ok"
exit "$fail"
