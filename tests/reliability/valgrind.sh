#!/bin/sh
# SPDX-License-Identifier: MIT
# valgrind.sh - leak and memory-error check under valgrind memcheck of a
# build without sanitizers: cityscape-cli's commands, then a whole scripted
# game with computer players in a tiny headless window.
#
# usage: valgrind.sh BUILD-DIR WORKDIR
# BUILD-DIR holds bin/cityscape-cli and (optionally) bin/cityscape and
# share/cityscape/. Fails on any memory error and on any definite or
# indirect leak; tests/reliability/valgrind.supp names the system libraries'
# own (Mesa, LLVM, the loader). The game part is skipped, with a note, when
# there is no game or no OpenGL 3.3 context. Slow: the game (Cityscape at
# the table) took about 15 minutes on llvmpipe on a loaded 2-core machine.
set -u
build=$1
work=$2
here=$(cd "$(dirname "$0")" && pwd)
cli=$build/bin/cityscape-cli
game=$build/bin/cityscape
rm -rf "$work"
mkdir -p "$work"
fails=0
vg() { # NAME CMD...: runs CMD under memcheck, log in WORKDIR/NAME.vg
  name=$1
  shift
  valgrind --quiet --leak-check=full --show-leak-kinds=definite,indirect \
    --errors-for-leak-kinds=definite,indirect --error-exitcode=99 --num-callers=40 \
    --keep-debuginfo=yes --suppressions="$here/valgrind.supp" \
    --log-file="$work/$name.vg" "$@"
}
run() { # NAME WANT-STATUS CMD...
  name=$1 want=$2
  shift 2
  vg "$name" "$@" >"$work/$name.out" 2>"$work/$name.err" </dev/null
  rc=$?
  if [ "$rc" -eq 99 ] || [ -s "$work/$name.vg" ]; then
    echo "valgrind: FAIL $name: memcheck found errors or leaks:" >&2
    cat "$work/$name.vg" >&2
    fails=$((fails + 1))
  elif [ "$rc" -ne "$want" ]; then
    echo "valgrind: FAIL $name: exit status $rc, wanted $want" >&2
    cat "$work/$name.err" >&2
    fails=$((fails + 1))
  else
    echo "valgrind: clean $name"
  fi
}

cp "$here/data/finished-2p.csr" "$work/game.csr"
head -c 300 "$work/game.csr" >"$work/cut.csr"
printf '%s\n' '-,-,-,-/3,-,-,-/2,2,-,-/1,2,55,1 S:3562' 'bad' >"$work/positions"
printf 'cep\nisready\nnewround players=2 me=SW first=S\ngoals\nmoves 3b4 1a1\ngo\n'\
'setoption level hard\nsetoption iterations 200\nnewround players=4 me=E first=W\ngo\n'\
'moves 9z9\nreveal S:1234\nquit\n' >"$work/cep.in"

run cli-score 0 "$cli" score '35,2,41,5/1,24,-,3/5,-,32,14/2,41,5,3 S:3562 W:1146 N:2215 E:4536'
run cli-score-stdin 1 sh -c "exec \"$cli\" score --json <\"$work/positions\""
run cli-show 0 "$cli" show '-,-,-,-/3,-,-,-/2,2,-,-/1,2,55,1 S:3562' --seat W
run cli-replay 0 "$cli" replay "$work/game.csr"
run cli-replay-bad 1 "$cli" replay "$work/cut.csr"
run cli-engine 0 sh -c "exec \"$cli\" engine --level medium <\"$work/cep.in\""
run cli-arena 0 "$cli" arena --player easy --player medium --player hard --iterations 100 \
  --games 2 --rounds 1 --jobs 2 --quiet
run cli-arena-engine 0 "$cli" arena --player easy --player "engine:$cli engine --level easy" \
  --games 1 --rounds 1 --movetime 2000 --quiet

if [ ! -x "$game" ]; then
  echo "valgrind: no game in $build: the game part is skipped"
else
  export SDL_VIDEODRIVER=offscreen CITYSCAPE_DATA_DIR="$build/share/cityscape"
  "$game" --screenshot "$work/probe.png" --size 64x64 >/dev/null 2>&1
  if [ $? -eq 3 ]; then
    echo "valgrind: no OpenGL 3.3 context here: the game part is skipped"
  else
    # Cityscape at the table: both players computers (player 1 human ->
    # easy; player 2 medium), one round (the option steps 4 ... 32 and wraps
    # to 1), played to its end, the results, back to the title (the
    # finished game's save is kept aside as cityscape-last.rec), a new game
    # set up, quit.
    {
      printf 'size 320 180\nexpect title\nclick New game\nclick Cityscape\nexpect table-setup\n'
      printf 'click Player 1: human\n'
      r=4
      while [ $r != 1 ]; do echo "click Rounds: $r"; r=$((r % 32 + 1)); done
      printf 'click Start\nexpect table\nplay-to-end\nclick Continue\nclick Back to title\n'
      printf 'expect title\nclick New game\nclick Cityscape\nexpect table-setup\nquit\n'
    } >"$work/game.script"
    mkdir -p "$work/save"
    run game 0 "$game" --script "$work/game.script" --save-dir "$work/save" --seed 3
    if [ ! -f "$work/save/cityscape-last.rec" ] ||
       ! "$cli" replay "$work/save/cityscape-last.rec" | grep -q '^game over'; then
      echo "valgrind: FAIL game: the game left no finished save" >&2
      fails=$((fails + 1))
    fi
  fi
fi
[ "$fails" -eq 0 ] && echo "valgrind: ok"
[ "$fails" -eq 0 ]
