#!/bin/sh
# SPDX-License-Identifier: MIT
# layout_results_key.sh - the Key and the results, the two pages of the
# table every game shares, at the text size chosen (issue 28: Key entries
# wrapped to two lines ran into the next row, cut or ending in "…"; the
# results showed only the latest lines that fit, and at 640x360 with 200%
# text the page was drawn at about 12 px instead of scrolling).
#
# usage: layout_results_key.sh CITYSCAPE CITYSCAPE-CLI WORKDIR
# Each game (LAYOUT_GAMES; Cityscape, one round, Six Cities, four, and
# City Blox, by plan, against the computer; Skyscrapers' solitaire) at
# 640x360 with 200% text, 1280x720
# with 150% and 1920x1080 with 100% (LAYOUT_AT), every frame's layout
# judged (CITYSCAPE_LAYOUT_CHECK: nothing out of the window, no text over
# another or cut short): K opens the Key, Down scrolls it to its end; the
# game is played to its end, and the results are read (dump-text) and then
# after Down once at a time. From what was drawn:
#  - the buttons' words at the text size chosen (not made smaller);
#  - each Down moves the rows by one, none skipped, till they stop;
#  - every total the saved record gives (cityscape-cli replay) beside its
#    player's name; Cityscape: a row for each line of each seat with the
#    goal the record gives it and, where its points are drawn, the line's
#    points as replayed; Six Cities: every round's steps under its
#    heading ("Round 2", said once); Skyscrapers: the steps' points, "(+N)", add up to
#    the score replayed.
# Exit 77 without OpenGL.
set -u
CLI=$2
set -- "$1" "$3"
. "$(dirname "$0")/layout_run.sh"

# rows FILE: the results' rows as drawn between the column heads and the
# buttons, one line a row: its texts ("|1st||Ann||12|").
rows() {
  awk '$1 == "text" && /\|(Total|Score)\|$/ { on = 1; next }
       on && $1 == "panel" { exit }
       on && $1 == "text" { t = $0; sub(/^[^|]*/, "", t); if ($3 != y && y != "") print row
                            row = ($3 == y ? row : "") t; y = $3 }
       END { if (row != "") print row }' "$1"
}

games=${LAYOUT_GAMES:-"Cityscape:4:32 Six_Cities:: Skyscrapers:: City_Blox::"}
# City Blox: random moves seldom finish a plot, so its moves are planned by
# the rules core (cityscape-cli city-blox table-plan, as layout_city_blox.sh).
cb_deal=$(( (7 << 20) + 1 ))
"$CLI" city-blox table-plan "players=2 level=1 trio=hsm" "$cb_deal" easy >"$work/cb-plan" ||
  { echo "FAIL: table-plan"; cat "$work/cb-plan"; exit 1; }
for g in $games; do
  label=$(echo "${g%%:*}" | tr _ ' ') max=$(echo "$g" | cut -d: -f3)
  for at in ${LAYOUT_AT:-640x360:2 1280x720:1.5 1920x1080:1}; do
    r=$(echo "$g" | cut -d: -f2)
    size=${at%:*} scale=${at#*:} dir="$work/$(echo "${g%%:*}")-$size-$scale"
    what="$label at $size, text $(awk "BEGIN { print 100 * $scale }")%"
    s="click New game
click $label"
    while [ -n "$r" ] && [ "$r" -ne 1 ]; do s="$s
click Rounds: $r"; r=$((r % max + 1)); done
    if [ "$label" = "City Blox" ]; then # deal 7, player 2 at Easy: planned moves
      s="$s
click Player 2: medium
click Player 2: hard
click Player 2: human
click Deal: random
type $cb_deal"
    fi
    s="$s
click Start
ready
expect table
key k
dump-text $dir/key0"
    i=1; while [ $i -le 16 ]; do s="$s
key Down"; i=$((i + 1)); done
    s="$s
dump-text $dir/key1
key Escape"
    if [ "$label" = "City Blox" ]; then
      s="$s
$(sed -n 's/^script //p' "$work/cb-plan")"
    else
      s="$s
play-to-end 30"
    fi
    [ "$label" = "City Blox" ] || s="$s
click Continue"
    s="$s
screenshot $dir/results.png
dump-text $dir/r0"
    i=1; while [ $i -le 80 ]; do s="$s
key Down
dump-text $dir/r$i"; i=$((i + 1)); done
    s="$s
screenshot $dir/results-end.png"
    CITYSCAPE_LAYOUT_CHECK=1 ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} layout_run "$dir" "$size" "$scale" "$s" || continue
    # The words at the size chosen: the Rematch button's, 25 px high a unit
    # (one step smaller, 92%, is under 24).
    unit=$(echo "$size" | awk -F x -v s="$scale" '{ h = $2 < $1 * 9 / 16 ? $2 : $1 * 9 / 16; print h / 720 * s }')
    if ! awk -v u="$unit" -v what="$what" '$1 == "text" && /\|Rematch\|$/ { seen = 1; if ($5 < 24 * u) {
           printf "FAIL %s: Rematch is drawn %d px high, smaller than the text size chosen (%d px and more)\n", what, $5, 24 * u; exit 1 } }
         END { if (!seen) { printf "FAIL %s: no Rematch drawn\n", what; exit 1 } }' "$dir/r0"; then
      fail=1; continue
    fi
    # Down by Down: the rows move by one until they stop; all read.
    rows "$dir/r0" >"$dir/all"
    prev=$dir/r0 k=1
    while [ $k -le 80 ]; do
      if cmp -s "$dir/r$k" "$prev"; then break; fi
      rows "$prev" | tail -n +2 >"$dir/want"
      rows "$dir/r$k" >"$dir/got"
      if ! head -n "$(wc -l <"$dir/want")" "$dir/got" | cmp -s - "$dir/want"; then
        echo "FAIL $what: Down $k did not move the results' rows by one:"
        sed 's/^/  before /' "$dir/want"; sed 's/^/  after  /' "$dir/got"; fail=1; continue 2
      fi
      tail -n +"$(($(wc -l <"$dir/want") + 1))" "$dir/got" >>"$dir/all"
      prev=$dir/r$k k=$((k + 1))
    done
    [ $k -le 80 ] || { echo "FAIL $what: 80 Downs did not reach the last row"; fail=1; continue; }
    # Every total of the saved record beside its player's name.
    rec=$(ls "$dir"/*.rec 2>/dev/null | head -n 1)
    out=$("$CLI" replay "$rec") && json=$("$CLI" replay --json "$rec") ||
      { echo "FAIL $what: replay: $out"; fail=1; continue; }
    # The players' names (Cityscape: "player 1: Ann [human], ...", the
    # others "player 1 Ann (human): 12, ..."), and the totals (JSON).
    printf '%s\n' "$out" | sed -n 's/^ *player [0-9]*:* \(.*\) [[(][a-z]*[])].*/\1/p' >"$dir/names"
    key=scores; printf '%s' "$json" | grep -q '"totals"' && key=totals
    printf '%s' "$json" | sed "s/.*\"$key\":\\[\\([0-9,-]*\\)\\].*/\\1/" | tr ',' '\n' | paste -d'|' "$dir/names" - >"$dir/totals"
    [ -s "$dir/totals" ] || { echo "FAIL $what: no totals from the replay: $out"; fail=1; continue; }
    while IFS='|' read -r name total; do
      awk -v n="$name" -v t="$total" '$1 == "text" { x = $0; sub(/^[^|]*[|]/, "", x); sub(/[|]$/, "", x)
          if (x == n) named[$3] = 1; if (x == t) tot[$3] = 1 }
        END { for (y in named) if (y in tot) exit 0; exit 1 }' "$dir/r0" ||
        { echo "FAIL $what: $name's total $total (the record replayed) is not on their row"; fail=1; continue 2; }
      if [ "$label" = Cityscape ]; then # every seat's four lines, as replayed
        printf '%s\n' "$out" | awk -v all="$dir/all" -v what="$what" '
          BEGIN { split("S south W west N north E east", d, " "); for (i = 1; i < 8; i += 2) dir[d[i]] = d[i + 1]
                  f["5"] = "="; f["6"] = "★"; for (i = 1; i <= 4; i++) f[i ""] = i ""
                  while ((getline r < all) > 0) shown[n++] = r }
          $1 ~ /^[SWNE]$/ && $2 == "player" && $4 == "goals" {
            for (l = 1; l <= 4; l++) {
              want = dir[$1] " line " l ": goal " f[substr($5, l, 1)]; found = 0
              for (i = 0; i < n; i++) if (index(shown[i], want ",") || index(shown[i], want "|")) {
                found = 1; pts = $(6 + l)
                if (match(shown[i], /\(\+[0-9]+\)\|$/) && substr(shown[i], RSTART + 2, RLENGTH - 4) != pts) {
                  printf "FAIL %s: %s scores %d by the record, the results say %s\n", what, want, pts, shown[i]; bad = 1 }
              }
              if (!found) { printf "FAIL %s: no row for %s (the record replayed)\n", what, want; bad = 1 }
              seats++ } }
          END { exit bad }' || { fail=1; continue 2; }
      fi
      if [ "$label" = "Six Cities" ]; then # every round's steps under its heading, said once
        for k in 1 2 3 4; do
          grep -q "^|Round $k|$" "$dir/all" ||
            { echo "FAIL $what: round $k's steps are not among the results' rows"; fail=1; continue 3; }
        done
        grep -q "|round [1-4] of 4 scored|" "$dir/all" &&
          { echo "FAIL $what: a round said twice (\"round N of 4 scored\" under \"Round N\")"; fail=1; continue 2; }
      fi
      if [ "$label" = Skyscrapers ]; then
        sum=$(sed -n 's/.* (+\([0-9]*\))|$/\1/p' "$dir/all" | awk '{ s += $1 } END { print s + 0 }')
        [ "$sum" = "$total" ] ||
          { echo "FAIL $what: the steps' points add up to $sum, the record replayed gives $total:"; sed 's/^/  /' "$dir/all"; fail=1; continue 2; }
      fi
    done <"$dir/totals"
    echo "$what: Key and results laid out at the size chosen; $(wc -l <"$dir/all") rows of results read, $((k - 1)) Downs; totals as replayed"
  done
done
exit $fail
