#!/bin/sh
# SPDX-License-Identifier: MIT
# corrupt_table_save.sh - Skyscrapers, Six Cities and City Blox keep a save
# they cannot continue as Cityscape does (corrupt_save.sh): moved aside byte
# for byte, the file, line and reason named in the window and on standard
# error, and the next Start writes a new save without touching it.
#
# usage: corrupt_table_save.sh CITYSCAPE CITYSCAPE-CLI WORKDIR
# For each damage (a move cut short, a move the rules refuse, binary junk, a
# folder in the file's place) the three games' saves are damaged in one save
# folder, and one script, through the real window path, chooses each game,
# presses Continue where it is drawn, reads the notice drawn over the setup
# screen (file, line and column, kept as NAME.unreadable), lets 20 s of game
# time pass and reads it again (it stays until OK), presses OK, finds
# Continue off, and goes Back to the next game; on the last game it presses
# Start. Checks: exit 0, one stderr line per game naming the save, the line
# and where it went, NAME.unreadable the very same bytes, and the last
# game's NAME.rec the new game's save (it replays). Exit 77 (skipped) when
# no OpenGL context can be had.
here=$(cd "$(dirname "$0")" && pwd) # before any cd: data/ is beside this script
set -u
game=$1
cli=$2
work=$3
rm -rf "$work"
mkdir -p "$work"
fail=0
export SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen}

label() {
  case $1 in
    skyscrapers) echo "Skyscrapers" ;;
    six-cities) echo "Six Cities" ;;
    city-blox) echo "City Blox" ;;
  esac
}

# The line of each record's second move: where the damage goes.
second_move() { grep -n '^move' "$here/data/$1.rec" | sed -n 2p | cut -d: -f1; }

for id in skyscrapers six-cities city-blox; do
  if ! "$cli" replay "$here/data/$id.rec" >/dev/null; then
    echo "corrupt_table_save: the good record $id.rec does not replay" >&2
    exit 1
  fi
done

damage() { # CASE ID FILE
  good="$here/data/$2.rec"
  n=$(second_move "$2")
  case $1 in
    cut) sed "${n}s/^move 1 .*/move 1/" "$good" >"$3" ;;
    refused) sed "${n}s/^move 1 .*/move 1 zz9/" "$good" >"$3" ;;
    junk) head -c 3000 /dev/urandom >"$3" ;;
    folder) mkdir -p "$3/inside" ;;
    # A good record whose first seat is an outside engine (the arena's): the
    # window cannot seat it, and once played it by the first computer level.
    engine) sed 's/^player 1 human /player 1 engine:my-bot /' "$good" >"$3" ;;
  esac
}

# What the notice and stderr must say of the place, per case.
where() { # CASE ID
  n=$(second_move "$2")
  case $1 in
    cut) echo "line $n, column 7" ;;
    refused) echo "line $n, column 1" ;;
    *) echo "" ;;
  esac
}

run_case() { # CASE ID...: the games in order, Start on the last
  c=$1
  shift
  d="$work/$c"
  mkdir -p "$d/save" "$d/orig"
  s="$d/continue.script"
  printf 'size 1280 720\nexpect title\nclick New game\n' >"$s"
  last=""
  for id in "$@"; do last=$id; done
  for id in "$@"; do
    damage "$c" "$id" "$d/save/$id.rec"
    cp -R "$d/save/$id.rec" "$d/orig/$id.rec"
    w=$(where "$c" "$id")
    {
      echo "click $(label "$id")"
      echo "expect table-setup"
      echo "click Continue"
      echo "expect table-setup"
      echo "expect-text \"This saved game could not be continued\""
      echo "expect-text \"File: $id.rec\""
      echo "expect-text \"Kept as: $id.rec.unreadable\""
      # The notice writes the place as a sentence: "Line 7, column 7: ..."
      [ -n "$w" ] && echo "expect-text L$(printf '%s' "$w" | cut -c2-):"
      echo "wait 20"
      echo "expect-text \"Kept as: $id.rec.unreadable\""
      echo "screenshot $d/$id.png"
      echo "click OK"
      echo "expect-no-text This saved game could not be continued"
      echo "expect-disabled Continue"
      if [ "$id" = "$last" ]; then
        echo "click Start"
        echo "expect table"
      else
        echo "click Back"
        echo "expect games"
      fi
    } >>"$s"
  done
  echo "quit" >>"$s"
  "$game" --script "$s" --save-dir "$d/save" --seed 11 >"$d/out" 2>"$d/err"
  rc=$?
  if [ "$rc" -eq 3 ]; then
    echo "corrupt_table_save: no OpenGL 3.3 context here: skipped" >&2
    exit 77
  fi
  if [ "$rc" -ne 0 ]; then
    echo "corrupt_table_save: $c: the game exited $rc" >&2
    sed 's/^/  stderr: /' "$d/err" >&2
    fail=1
    return
  fi
  for id in "$@"; do
    problem=""
    w=$(where "$c" "$id")
    line=$(grep "saved game $d/save/$id.rec cannot be continued" "$d/err")
    if [ ! -e "$d/save/$id.rec.unreadable" ]; then
      problem="$id.rec.unreadable is missing (the save was lost)"
    elif [ -f "$d/orig/$id.rec" ] && ! cmp -s "$d/orig/$id.rec" "$d/save/$id.rec.unreadable"; then
      problem="$id.rec.unreadable differs from the damaged save"
    elif [ -d "$d/orig/$id.rec" ] && [ ! -d "$d/save/$id.rec.unreadable/inside" ]; then
      problem="the folder was not kept whole as $id.rec.unreadable"
    elif [ "$(printf '%s\n' "$line" | grep -c .)" -ne 1 ]; then
      problem="no single 'cannot be continued' line on stderr naming $d/save/$id.rec"
    elif ! printf '%s' "$line" | grep -qF "(moved to $d/save/$id.rec.unreadable)"; then
      problem="the stderr line does not say where the save went"
    elif [ -n "$w" ] && ! printf '%s' "$line" | grep -qF "$w"; then
      problem="the stderr line does not name $w"
    elif [ "$c" = engine ] && ! printf '%s' "$line" | grep -qF "player 1 is played by 'engine:my-bot'"; then
      problem="the stderr line does not name the seat the window cannot play"
    elif [ "$id" = "$last" ] && ! "$cli" replay "$d/save/$id.rec" >/dev/null 2>&1; then
      problem="after Start, $id.rec is not the new game's save"
    elif [ "$id" != "$last" ] && [ -e "$d/save/$id.rec" ]; then
      problem="$id.rec is there again without a Start"
    fi
    if [ -n "$problem" ]; then
      echo "corrupt_table_save: $c: $id: $problem" >&2
      sed 's/^/  stderr: /' "$d/err" >&2
      fail=1
    else
      echo "corrupt_table_save: $c: $id: $line"
    fi
  done
}

run_case cut skyscrapers six-cities city-blox
run_case refused six-cities city-blox skyscrapers
run_case junk city-blox skyscrapers six-cities
run_case folder skyscrapers city-blox six-cities
run_case engine six-cities city-blox skyscrapers
[ "$fail" -eq 0 ] && echo "corrupt_table_save: ok"
exit "$fail"
