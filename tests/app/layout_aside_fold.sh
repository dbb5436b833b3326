#!/bin/sh
# SPDX-License-Identifier: MIT
# layout_aside_fold.sh - Cityscape's practice aid stays when the status
# lines fold (issue 28: at 1280x720 with 150% text, in the building phase,
# the status lines folded to one line and the aid vanished with no sign).
# Folded, the aid is its heading marked with a ▾, as the status line is;
# the pointer on it opens it, the aid's lines ("S seen: ...") drawn; the
# aid and the status lines opened are declared held open over the board
# (every other panel still kept off it), with the layout check on.
#
# usage: layout_aside_fold.sh CITYSCAPE WORKDIR. Exit 77 without OpenGL.
. "$(dirname "$0")/layout_run.sh"

# over WHAT DUMP: every panel that lies over a piece or a place kept clear
# is declared held open over the board by the pointer ("panel ... over":
# the opened status lines or aid, which the layout check lets stand there),
# and one is so declared; every other panel (the buttons, the message) is
# judged as ever, the layout check never paused while the pointer holds one
# open (main paused it, its opened aid over Cy's own dice undeclared:
# re-audit fault A).
over() {
  awk -v what="$1" '
    $1 == "keep" { k++; kx[k] = $2; ky[k] = $3; kw[k] = $4; kh[k] = $5; split($0, q, "|"); kn[k] = q[2] }
    $1 == "panel" { p++; px[p] = $2; py[p] = $3; pw[p] = $4; ph[p] = $5; po[p] = $6 == "over"; held += po[p] }
    function lap(a, aw, b, bw) { return (a + aw < b + bw ? a + aw : b + bw) - (a > b ? a : b) }
    END {
      for (i = 1; i <= p; i++) for (j = 1; j <= k && !c[i]; j++)
        if (!po[i] && lap(px[i], pw[i], kx[j], kw[j]) > 2 && lap(py[i], ph[i], ky[j], kh[j]) > 2) {
          bad = c[i] = 1
          printf "FAIL %s: the panel at %d,%d %dx%d covers %s and is not declared held open\n", what, px[i], py[i], pw[i], ph[i], kn[j] }
      if (!bad && !held) { printf "FAIL %s: no panel is declared held open over the board\n", what; bad = 1 }
      exit bad }' "$2"
}

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
dump-text $dir/opened
move-to 40 20
dump-text $dir/lines"
  CITYSCAPE_LAYOUT_CHECK=1 layout_run "$dir" "$1" "$2" "$play" || continue
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
  elif ! over "$what, the aid opened" "$dir/opened" || ! over "$what, the lines opened" "$dir/lines"; then
    fail=1
  else
    echo "$what: the aid folded with the status lines, clear of the board, opened by the pointer"
  fi
done
exit $fail
