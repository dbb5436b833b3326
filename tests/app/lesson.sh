#!/bin/sh
# SPDX-License-Identifier: MIT
# "Learn to play" (ctest game_script_lesson): a game is saved first
# (lesson/save.script), then the lesson is walked whole with the mouse
# (lesson/lesson.script), and the saved game must be there after it, the
# same file, byte for byte.
#
# Usage: lesson.sh CITYSCAPE WORKDIR
set -u
game=$1
work=$2
here=$(dirname "$0")/lesson
rm -rf "$work"
mkdir -p "$work"
SDL_VIDEODRIVER=offscreen "$game" --script "$here/save.script" --save-dir "$work" --seed 5
rc=$?
[ $rc -eq 3 ] && { echo "no OpenGL 3.3 context: skipped"; exit 77; }
[ $rc -eq 0 ] || { echo "lesson.sh: saving a game first failed"; exit 1; }
[ -f "$work/autosave.csr" ] || { echo "lesson.sh: no saved game to keep"; exit 1; }
cp "$work/autosave.csr" "$work/before-the-lesson.csr"
SDL_VIDEODRIVER=offscreen "$game" --script "$here/lesson.script" --save-dir "$work" --seed 5 ||
  { echo "lesson.sh: the lesson's script failed"; exit 1; }
cmp "$work/before-the-lesson.csr" "$work/autosave.csr" ||
  { echo "lesson.sh: the lesson changed the saved game"; exit 1; }
[ ! -e "$work/last-game.csr" ] || { echo "lesson.sh: the saved game was retired"; exit 1; }
echo "lesson.sh: the lesson walked, the saved game kept"
