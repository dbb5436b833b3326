# SPDX-License-Identifier: MIT
# Sourced by the table tests (after `set -u` and test_name=NAME), whose
# arguments are CITYSCAPE CITYSCAPE-CLI: GAME and CLI, a work folder $work
# (removed at the end unless KEEP is set), bad() to count a failure in
# $fails, and `run SCRIPT SAVE-DIR`, which plays SCRIPT in the
# game ($GAME, headless unless SDL_VIDEODRIVER says otherwise) with --seed 5
# and SAVE-DIR for its saves, its output in $work/out. Without OpenGL the
# test is skipped (exit 77, naming $test_name); when the game fails, the
# test fails with the end of what it printed.
GAME=$1
CLI=$2
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
fails=0
bad() { echo "FAIL: $*"; fails=$((fails + 1)); }
run() { # SCRIPT SAVE-DIR
  ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen} \
    "$GAME" --script "$1" --seed 5 --save-dir "$2" >"$work/out" 2>&1
  rc=$?
  if [ $rc -eq 3 ]; then echo "$test_name: no OpenGL here: skipped"; exit 77; fi
  [ $rc -eq 0 ] || { echo "FAIL: the game exited $rc"; tail -n 40 "$work/out"; exit 1; }
}
# Writes a game record: `record FILE GAME PARAMS SEED "P:MOVE ..." NAME...`,
# every seat a person named NAME (the table seats them as saved).
record() {
  _rf=$1 _rg=$2 _rp=$3 _rs=$4 _rm=$5
  shift 5
  {
    printf 'game-record 1\ngame %s\nparams %s\nseed %s\n' "$_rg" "$_rp" "$_rs"
    _ri=0
    for _rw in "$@"; do _ri=$((_ri + 1)); echo "player $_ri human \"$_rw\""; done
    for _rx in $_rm; do echo "move ${_rx%%:*} ${_rx#*:}"; done
    echo "end"
  } >"$_rf"
}
