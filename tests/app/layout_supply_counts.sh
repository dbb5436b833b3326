#!/bin/sh
# SPDX-License-Identifier: MIT
# layout_supply_counts.sh - every supply count Six Cities shows is printed
# where a player reads it (issue 28: at 960x540 the labels' overlap rule
# left some of the x3 counts out, the stacks standing too close).
#
# usage: layout_supply_counts.sh CITYSCAPE WORKDIR
# A game of 2 and of 3 players is started at 960x540 and 1920x1080 (100%
# text); the counts the scene holds (dump-scene: each supply block's label,
# "x3", but for an empty one) must each be among the texts the renderer
# drew (dump-text). Exit 77 without OpenGL.
. "$(dirname "$0")/layout_run.sh"

for size in 960x540 1920x1080; do
  for players in 2 3; do
    dir="$work/$size-$players" more=""
    [ "$players" -eq 3 ] && more="click Players: 2"
    layout_run "$dir" "$size" 1 "click New game
click Six Cities
$more
click Start
ready
wait 1
dump-scene $dir/scene
dump-text $dir/texts" || continue
    # item ID SHAPE FLAGS ... |LABEL|: the counts (a "x" first; a ghost,
    # flag 8, is an empty stack), against text X Y W H |TEXT|.
    awk -F'|' -v what="Six Cities, $players players, at $size" '
      FNR == 1 { file++ }
      file == 1 && $1 ~ /^item / && $2 ~ /^\xc3\x97/ { split($1, f, " "); if (int(f[4] / 8) % 2 == 0) want[++n] = $2 }
      file == 2 && $1 ~ /^text / && $2 ~ /^\xc3\x97/ { got[$2]++ }
      END {
        if (n == 0) { printf "FAIL %s: no supply count in the scene\n", what; exit 1 }
        for (i = 1; i <= n; i++) if (got[want[i]]-- <= 0) { bad++; printf "FAIL %s: the count %s is not printed\n", what, want[i] }
        printf "%s: %d counts in the scene, %d not printed\n", what, n, bad
        exit bad > 0 }' "$dir/scene" "$dir/texts" || fail=1
  done
done
exit $fail
