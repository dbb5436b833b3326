#!/bin/sh
# SPDX-License-Identifier: MIT
# errors.sh - bad input gets one clear line, exit status 1 and no partial
# output file, from every cityscape-cli command and from the game; missing
# data gets a message naming what is missing, never a crash.
#
# usage: errors.sh CITYSCAPE-CLI [CITYSCAPE DATA-DIR]
# With CITYSCAPE (the game) and DATA-DIR (the folder holding shaders/) it
# also checks the game's own errors; those checks are skipped (with a note)
# when no OpenGL 3.3 context can be had.
here=$(cd "$(dirname "$0")" && pwd) # before any cd: data/ is beside this script
set -u
cli=$1
game=${2:-}
data=${3:-}
work=$(mktemp -d "${TMPDIR:-/tmp}/cs-errors.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
fails=0
checks=0

# check NAME RC STREAM PATTERN CMD...: runs CMD; wants exit status RC, exactly
# one line on STREAM (stderr or stdout) matching PATTERN (grep -E), and no
# sanitizer report.
check() {
  name=$1 want=$2 stream=$3 pattern=$4
  shift 4
  checks=$((checks + 1))
  "$@" >out 2>err
  rc=$?
  if [ "$stream" = stderr ]; then msg=err; else msg=out; fi
  why=""
  if [ "$rc" -ne "$want" ]; then
    why="exit status $rc, wanted $want"
  elif grep -qE 'AddressSanitizer|LeakSanitizer|runtime error|Segmentation' err; then
    why="a sanitizer report or crash"
  elif [ "$(wc -l <"$msg")" -ne 1 ]; then
    why="$(wc -l <"$msg") lines on $stream, wanted 1"
  elif ! grep -qE -- "$pattern" "$msg"; then
    why="$stream does not match /$pattern/"
  fi
  if [ -n "$why" ]; then
    echo "errors: FAIL $name: $why" >&2
    sed 's/^/  stdout: /' out >&2
    sed 's/^/  stderr: /' err >&2
    fails=$((fails + 1))
  else
    echo "errors: ok   $name: $(head -c 160 "$msg")"
  fi
}

# no_file NAME PATH: the command just run left no PATH behind.
no_file() {
  checks=$((checks + 1))
  if [ -e "$2" ]; then
    echo "errors: FAIL $1: left a partial $2" >&2
    fails=$((fails + 1))
  fi
}

empty='-,-,-,-/-,-,-,-/-,-,-,-/-,-,-,-'
good_record=$(cat "$here/data/finished-2p.csr")

# ---- cityscape-cli score: the error is the answer, on standard output.
check "score: block height 6" 1 stdout '^error: column 30: height 6' \
  "$cli" score '-,-,-,-/3,-,-,-/2,2,-,-/1,2,56,1 S:3562'
check "score --json: bad lot" 1 stdout '^\{"error":"column 1: ' \
  "$cli" score --json "x$empty S:3562"
check "score: goal code 7" 1 stdout '^error: column [0-9]+: .*7' \
  "$cli" score "$empty S:3572"
check "score: six blocks of height 5" 1 stdout '^error: column [0-9]+: ' \
  "$cli" score '55555,5,-,-/-,-,-,-/-,-,-,-/-,-,-,- S:3562'
printf '%s S:1111\n\001\002\003\n' "$empty" >positions
check "score: binary junk on stdin" 1 stdout 'error: column 1: ' \
  sh -c "\"$cli\" score <positions | tail -n 1; exit \$(\"$cli\" score <positions >/dev/null; echo \$?)"
# ---- show
check "show: bad CPN" 1 stderr '^cityscape-cli show: column 1: ' "$cli" show 'x' --seat S
check "show: bad seat" 2 stderr '^cityscape-cli show: --seat' "$cli" show "$empty" --seat Q
# ---- replay
check "replay: missing file" 1 stderr '^cityscape-cli: /nonexistent/game.csr: No such file' \
  "$cli" replay /nonexistent/game.csr
printf '%s\n' "$good_record" | head -c 200 >cut.csr
check "replay: record cut short" 1 stderr '^cityscape-cli: cut.csr: line 10, column 40: ' \
  "$cli" replay cut.csr
printf '%s\n' "$good_record" | sed 's/^moves 5d1 5d2 5b4 5d3 2a1/moves 5d1 5d2 5b4 5d3 5a1/' >sixth.csr
check "replay: a sixth height-5 block" 1 stderr '^cityscape-cli: sixth.csr: line 12, column 7: .*no height-5 block left' \
  "$cli" replay sixth.csr
{ printf '%s\n' "$good_record" | head -c 100; printf '\000'; } >nul.csr
check "replay: NUL byte" 1 stderr '^cityscape-cli: nul.csr: line [0-9]+, column [0-9]+: a NUL byte' \
  "$cli" replay nul.csr
head -c 4194305 /dev/zero | tr '\000' '#' >huge.csr
check "replay: over 4 MiB, the record limit" 1 stderr \
  '^cityscape-cli: huge.csr: larger than 4194304 bytes, the most a game record holds$' \
  "$cli" replay huge.csr
mkdir -p folder.csr
check "replay: a folder" 1 stderr '^cityscape-cli: folder.csr: ' "$cli" replay folder.csr
# ---- arena and engine
check "arena: unknown level" 2 stderr "^cityscape-cli arena: 'bogus': " \
  "$cli" arena --player easy --player bogus --games 2
# A missing engine program is a fault of that entrant, named in the table.
checks=$((checks + 1))
"$cli" arena --player easy --player engine:/nonexistent/engine --games 1 --rounds 1 --quiet \
  >out 2>err
rc=$?
if [ "$rc" -gt 1 ] || grep -qE 'Sanitizer|runtime error' err ||
   ! grep -q "^fault: game 1: player 2 (engine:/nonexistent/engine): " out; then
  echo "errors: FAIL arena: missing engine (exit $rc)" >&2
  cat out err >&2
  fails=$((fails + 1))
else
  echo "errors: ok   arena: missing engine: $(grep '^fault' out)"
fi
check "engine: bad level" 2 stderr "^cityscape-cli engine: bad argument '--level'" \
  sh -c "\"$cli\" engine --level bogus 2>&1 >/dev/null | head -n 1 >&2; exit 2"
# CEP/1 errors are answers on the protocol's stream, one line each.
printf 'newround players=5 me=S first=S\nquit\n' >cep.in
check "engine: bad newround" 0 stdout '^error newround: players must be 2, 3 or 4' \
  sh -c "\"$cli\" engine --level easy <cep.in"
check "unknown command" 2 stderr "^cityscape-cli: unknown command 'frobnicate'" "$cli" frobnicate

# ---- the game
if [ -n "$game" ]; then
  export SDL_VIDEODRIVER=offscreen
  # Mesa's drivers leak at exit under LeakSanitizer; the game's own leaks are
  # checked under valgrind with suppressions (valgrind.sh).
  export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
  CITYSCAPE_DATA_DIR=$data "$game" --screenshot probe.png --size 64x64 >/dev/null 2>&1
  if [ $? -eq 3 ]; then
    echo "errors: no OpenGL 3.3 context here: the game's checks are skipped"
  else
    rm -f probe.png
    check "game: bad --position" 1 stderr '^cityscape: --position "bad": column 1: ' \
      env CITYSCAPE_DATA_DIR="$data" "$game" --screenshot shot.png --position bad
    no_file "game: bad --position" shot.png
    check "game: bad --size" 2 stderr '^cityscape: --size must be WxH' \
      sh -c "\"$game\" --size 10x10 2>&1 >/dev/null | head -n 1 >&2; exit 2"
    check "game: missing data folder" 1 stderr '/nonexistent/shaders not found' \
      env CITYSCAPE_DATA_DIR=/nonexistent "$game" --screenshot shot.png --size 64x64
    no_file "game: missing data folder" shot.png
    mkdir -p partial && cp -R "$data/shaders" partial/ && rm -f partial/shaders/scene.frag
    check "game: missing shader file" 1 stderr 'shaders/scene.frag: No such file' \
      env CITYSCAPE_DATA_DIR="$work/partial" "$game" --screenshot shot.png --size 64x64
    no_file "game: missing shader file" shot.png
    mkdir -p broken && cp -R "$data/shaders" broken/ && echo 'garbage {{{' >broken/shaders/scene.vert
    checks=$((checks + 1))
    CITYSCAPE_DATA_DIR="$work/broken" "$game" --screenshot shot.png --size 64x64 >out 2>err
    rc=$?
    if [ "$rc" -ne 1 ] || ! head -n 1 err | grep -q 'shaders/scene.vert: compile error' ||
       [ -e shot.png ]; then
      echo "errors: FAIL game: broken shader (exit $rc)" >&2
      cat err >&2
      fails=$((fails + 1))
    else
      echo "errors: ok   game: broken shader: $(head -n 1 err)"
    fi
    check "game: no GL context" 3 stderr '^cityscape: cannot open an OpenGL 3.3 core window' \
      env SDL_VIDEODRIVER=bogus CITYSCAPE_DATA_DIR="$data" "$game" --screenshot shot.png --size 64x64
    no_file "game: no GL context" shot.png
    check "game: unwritable screenshot" 1 stderr '^cityscape: cannot write the screenshot: /nonexistent/dir/shot.png' \
      env CITYSCAPE_DATA_DIR="$data" "$game" --screenshot /nonexistent/dir/shot.png --size 64x64
    check "game: missing script" 1 stderr '^cityscape: /nonexistent.script: cannot open the script' \
      "$game" --script /nonexistent.script
    printf 'expect title\nfrobnicate now\nquit\n' >bad.script
    check "game: bad script line" 1 stderr "bad.script:2: unknown command 'frobnicate'" \
      env CITYSCAPE_DATA_DIR="$data" "$game" --script bad.script --save-dir "$work/save"
    # A missing font is a warning; the game still plays.
    printf 'size 160 90\nexpect title\nclick New game\nclick Cityscape\nexpect table-setup\nquit\n' >font.script
    check "game: missing font" 0 stderr '^cityscape: warning: text disabled: CITYSCAPE_FONT=/nonexistent.ttf' \
      env CITYSCAPE_DATA_DIR="$data" CITYSCAPE_FONT=/nonexistent.ttf "$game" --script font.script \
      --save-dir "$work/save"
  fi
fi
echo "errors: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
