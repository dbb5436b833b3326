#!/bin/sh
# SPDX-License-Identifier: MIT
# layout_aside_fold.sh - Cityscape's practice aid stays when the status
# lines fold (issue 28: at 1280x720 with 150% text, in the building phase,
# the status lines folded to one line and the aid vanished with no sign).
# Folded, the aid is its heading marked with a ▾, as the status line is;
# the pointer on it opens it, the aid's lines ("S seen: ...") drawn.
#
# usage: layout_aside_fold.sh CITYSCAPE WORKDIR. Exit 77 without OpenGL.
. "$(dirname "$0")/layout_run.sh"

# SIZE SCALE: goals set, nine blocks built, then the pointer on the folded
# aid where it is drawn (hover-text: the middle of its heading as drawn).
for run in "1280x720 1.5" "640x360 2"; do
  set -- $run
  dir=$work/$1-$2
  play="click New game
click Cityscape
expect table-setup
click Start
expect table
$(cityscape_goals)
$(repeat 9 play-any)
dump-text $dir/folded
hover-text Practice aid
dump-text $dir/opened"
  layout_run "$dir" "$1" "$2" "$play" || continue
  what="Cityscape building at $1, text $(awk "BEGIN { print 100 * $2 }")%"
  if ! grep -q '▾|$' "$dir/folded" || grep -q '|Drag a block' "$dir/folded"; then
    echo "FAIL $what: the status lines are not folded (the case this checks)"
    fail=1
  elif ! grep -q '|Practice aid: your lines now  ▾|' "$dir/folded"; then
    echo "FAIL $what: the status lines folded, and the practice aid is not drawn, not even its heading"
    fail=1
  elif ! grep -q '|S seen:' "$dir/opened" || ! grep -q '|W goals:' "$dir/opened"; then
    echo "FAIL $what: the pointer on the folded aid does not open it"
    fail=1
  elif ! awk '
    $1 == "keep" { k++; kx[k] = $2; ky[k] = $3; kw[k] = $4; kh[k] = $5 }
    $1 == "panel" { x = $2; y = $3; w = $4; h = $5 }
    $1 == "text" && index($0, "|Practice aid") { ax = x; ay = y; aw = w; ah = h }
    function lap(a, aw, b, bw) { return (a + aw < b + bw ? a + aw : b + bw) - (a > b ? a : b) }
    END { for (j = 1; j <= k; j++) if (lap(ax, aw, kx[j], kw[j]) > 2 && lap(ay, ah, ky[j], kh[j]) > 2) exit 1 }' "$dir/folded"; then
    echo "FAIL $what: the aid's folded heading covers a piece or a place of the board"
    fail=1
  else
    echo "$what: the aid folded with the status lines, clear of the board, opened by the pointer"
  fi
done
exit $fail
