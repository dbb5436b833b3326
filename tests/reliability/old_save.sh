#!/bin/sh
# SPDX-License-Identifier: MIT
# old_save.sh - a game the window saved before every game was played at the
# table (autosave.csr, in either older format) continues at the table.
#
# usage: old_save.sh CITYSCAPE CITYSCAPE-CLI WORKDIR
# Each old save: data/old-path-2p.csr (`game-record 1`, written by Cityscape's
# old screens: a 2-player game against the medium computer, round 2 of 2 half
# built) and data/old-cityscape-record-2p.csr (`cityscape-record 1`, the
# window's format before the engine: tests/record/data/game-2p-in-progress.csr
# made a game of 2 rounds, round 2 half built, so that play-to-end, which
# sets no goals, can finish it). It is put in an empty save folder as
# autosave.csr, and
#   1. Continue on the title, then at once (before the computer can move)
#      `!expect-moves N`, N the moves of the old file, and quit: the table's
#      save cityscape.rec must hold N moves and replay (cityscape-cli replay
#      --json) to exactly what the old file replays to; autosave.csr must be
#      gone, kept byte for byte as autosave.csr.continued;
#   2. in a fresh folder, Continue on the title and `play-to-end`: the game
#      must end (complete), and the saved moves must begin with step 1's N;
#   3. in a fresh folder, New game, Cityscape, and Continue on the setup
#      screen: `!expect-moves N` at once, and cityscape.rec as in step 1.
# Exit 77 (skipped) when no OpenGL context can be had.
here=$(cd "$(dirname "$0")" && pwd) # before any cd: data/ is beside this script
set -u
game=$1
cli=$2
work=$3
rm -rf "$work"
mkdir -p "$work"
export SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen}
fail=0

check() { # NAME FILE
  name=$1 old=$2
  d="$work/$name"
  mkdir -p "$d/load" "$d/play" "$d/setup"
  # The moves of either format: game-record's `move` lines; cityscape-record's
  # goals and moves lines hold several each.
  n=$(awk '/^move / { n++ } /^(goals|moves) / { n += NF - 1 } END { print n + 0 }' "$old")
  want=$("$cli" replay --json "$old") || { echo "old_save: $name: the old file does not replay" >&2; fail=1; return; }
  printf 'size 960 540\nexpect title\nclick Continue\n!expect-moves %s\n!quit\n' "$n" >"$d/load.script"
  printf 'size 960 540\nexpect title\nclick Continue\nexpect table\nplay-to-end\nquit\n' >"$d/play.script"
  printf 'size 960 540\nexpect title\nclick New game\nclick Cityscape\nexpect table-setup\nclick Continue\n!expect-moves %s\n!quit\n' "$n" >"$d/setup.script"
  for step in load play setup; do
    cp "$old" "$d/$step/autosave.csr"
    "$game" --script "$d/$step.script" --save-dir "$d/$step" --seed 3 >"$d/$step.out" 2>&1
    rc=$?
    if [ "$rc" -eq 3 ]; then echo "old_save: no OpenGL 3.3 context here: skipped" >&2; exit 77; fi
    if [ "$rc" -ne 0 ]; then
      echo "old_save: $name: $step: the game exited $rc" >&2
      sed 's/^/  /' "$d/$step.out" >&2
      fail=1
      return
    fi
  done
  rec="$d/load/cityscape.rec"
  problem=""
  if [ ! -f "$rec" ]; then
    problem="Continue wrote no cityscape.rec"
  elif [ -e "$d/load/autosave.csr" ]; then
    problem="autosave.csr is still offered after it was continued"
  elif ! cmp -s "$old" "$d/load/autosave.csr.continued"; then
    problem="autosave.csr.continued is not the old file byte for byte"
  elif [ "$(grep -c '^move ' "$rec")" != "$n" ]; then
    problem="cityscape.rec holds $(grep -c '^move ' "$rec") moves, the old file $n"
  elif [ "$("$cli" replay --json "$rec")" != "$want" ]; then
    problem="cityscape.rec does not replay to what the old file does"
  elif ! cmp -s "$rec" "$d/setup/cityscape.rec" || [ ! -e "$d/setup/autosave.csr.continued" ]; then
    problem="Continue on the setup screen did not continue it as the title's did"
  fi
  end="$d/play/cityscape.rec"
  if [ -z "$problem" ]; then
    if ! "$cli" replay --json "$end" | grep -q '"complete":true'; then
      problem="played on at the table, the game did not end (or its save does not replay)"
    elif [ "$(grep '^move ' "$end" | head -n "$n")" != "$(grep '^move ' "$rec")" ]; then
      problem="the finished game does not begin with the old save's moves"
    fi
  fi
  if [ -n "$problem" ]; then
    echo "old_save: $name: $problem" >&2
    fail=1
  else
    echo "old_save: $name: $n moves continued at the table, played on to the end:" \
         "$(grep -c '^move ' "$end") moves, $("$cli" replay --json "$end" | sed 's/.*"totals":\(\[[0-9,]*\]\).*/totals \1/')"
  fi
}

check game-record "$here/data/old-path-2p.csr"
check cityscape-record "$here/data/old-cityscape-record-2p.csr"
[ "$fail" -eq 0 ] && echo "old_save: ok"
exit "$fail"
