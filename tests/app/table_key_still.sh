#!/bin/sh
# SPDX-License-Identifier: MIT
# The Key page scrolls its rows, not the table behind them (issue 28: the
# wood behind the page zoomed and slid as the page scrolled). In every game
# at 640x360 and 1280x720 with 200% text, through the real event path: K
# opens the Key, the wheel (three notches toward the player, a notch a
# frame) scrolls it. Judged from what was drawn: the rows moved (the first
# words drawn differ), and below the rows, outside every box and text of
# either picture (the Back button), the background's pixels are the same
# before and after (frame_pixels still).
#
# Usage: table_key_still.sh CITYSCAPE CITYSCAPE-CLI FRAME_PIXELS
set -u
test_name=table_key_still
. "$(dirname "$0")/game_run.sh"
PIXELS=$3

for size in "640 360" "1280 720"; do
  for game in Cityscape Skyscrapers "Six Cities" "City Blox"; do
    id=$(echo "$game" | tr -d ' ')-${size% *}
    mkdir -p "$work/save-$id"
    echo "ui_scale = 2" >"$work/save-$id/settings.txt"
    {
      echo "size $size"
      echo "click New game"
      echo "click $game"
      echo "expect table-setup"
      echo "click Start"
      echo "expect table"
      echo "ready"
      echo "key k"
      echo "expect-text Key: the symbols of $game"
      echo "screenshot $work/$id-0.png"
      echo "dump-text $work/$id-0.txt"
      echo "wheel -3"
      echo "screenshot $work/$id-1.png"
      echo "dump-text $work/$id-1.txt"
      echo "quit"
    } >"$work/$id.script"
    run "$work/$id.script" "$work/save-$id"
    # The rows' words: every text but the heading, Back and a symbol's
    # label (a tile's "3": a few bytes).
    words() { grep '^text' "$1" | grep -v '|Key: the symbols of\||Back|' | grep '|.....'; }
    first0=$(words "$work/$id-0.txt" | head -n 1 | cut -d'|' -f2)
    first1=$(words "$work/$id-1.txt" | head -n 1 | cut -d'|' -f2)
    if [ "$first0" = "$first1" ]; then
      echo "$game ${size% *}: the Key did not scroll (first words \"$first0\" both times)"
      continue
    fi
    # The background: a line's height under the lowest of the rows' words
    # (clear of the symbol beside them) down.
    y0=$( (words "$work/$id-0.txt"; words "$work/$id-1.txt") |
      awk '{ b = $3 + 2 * $5; if (b > m) m = b } END { print int(m) }')
    echo "$game ${size% *}: scrolled from \"$first0\" to \"$first1\""
    "$PIXELS" still "$work/$id-0.png" "$work/$id-1.png" "$y0" "$work/$id-0.txt" \
      "$work/$id-1.txt" || bad "$game ${size% *}: the background moved as the Key scrolled"
    scrolled=$((${scrolled:-0} + 1))
  done
done
[ "${scrolled:-0}" -ge 4 ] || bad "only ${scrolled:-0} Key pages scrolled (at least 4 must)"
[ $fails -eq 0 ] || exit 1
echo "$test_name: ${scrolled} Key pages scrolled, the background still"
