#!/bin/sh
# SPDX-License-Identifier: MIT
# layout_scoring_rows.sh - every row of the scoring panel can be read, and
# inside the panel (issue 28: at 150% text the panel showed only the latest
# rows, Six Cities' and Cityscape's first lines lost, and at 640x360 with
# 200% text only the last two).
#
# usage: layout_scoring_rows.sh CITYSCAPE WORKDIR
# A game of Six Cities against the computer is played to its end at
# 640x360 with 150% and 200% text, 1280x720 with 150% and 1920x1080 with
# 100% (where every row fits); the last round's scoring stays up. From what was drawn (dump-text): the rows after the
# title are read as shown, then after the Up key 60 times, then after Down
# once at a time. Up must bring the first step's row into the panel (Six
# Cities: "round 4 of 4 scored"); each Down must move the rows by exactly
# one (no row skipped) until they are the latest rows again; and every
# text of the panel lies inside it. Exit 77 without OpenGL.
. "$(dirname "$0")/layout_run.sh"

# rows FILE: the panel's rows as drawn ("X W |TEXT|"), and "panel X W" first.
rows() {
  awk '/\|Scoring\|$/ { on = 1; next }
       !on && $1 == "panel" { px = $2; pw = $4 }
       on && $1 == "text" { if (h == "") { h = $5; print "panel", px, pw } if ($5 != h) exit
                            t = $0; sub(/^[^|]*/, "", t); print $2, $4, t }' "$1"
}

# check WHAT DIR DOWNS FIRST: judged as above.
check() {
  what=$1 d=$2 n=$3 first=$4
  rows "$d/latest" >"$d/latest.rows"
  rows "$d/top" >"$d/top.rows"
  if [ ! -s "$d/latest.rows" ]; then
    echo "FAIL $what: no scoring panel drawn"; fail=1; return
  fi
  # Every text inside the panel: the rows and the totals under them.
  awk -v what="$what" '/\|Scoring\|$/ { on = 1 } !on && $1 == "panel" { px = $2; pr = $2 + $4 }
    on && $1 == "text" && ($2 < px - 1 || $2 + $4 > pr + 1) {
      bad++; t = $0; sub(/^[^|]*/, "", t); printf "FAIL %s: %s runs from %d to %d, past the panel (%d to %d)\n", what, t, $2, $2 + $4, px, pr }
    on && $1 == "panel" && $4 > 30 { exit bad > 0 } END { exit bad > 0 }' "$d/latest" || fail=1
  # Rows that scroll show where they are: a thumb at least 10 px tall (it
  # was 4x5 px at 640x360 with 200% text: nobody could tell it scrolls).
  if ! cmp -s "$d/top.rows" "$d/latest.rows" &&
     ! awk '/\|Scoring\|$/ { on = 1 } on && $1 == "panel" && $4 <= 20 && $5 >= 10 { ok = 1 } END { exit !ok }' "$d/latest"; then
    echo "FAIL $what: the rows scroll, and no bar of 10 px or more says where"; fail=1
  fi
  if [ -n "$first" ] && ! grep -q "|$first|" "$d/top.rows"; then
    echo "FAIL $what: the first step's row ($first) is never shown; at the top:"
    sed 's/^/  /' "$d/top.rows"; fail=1; return
  fi
  prev=$d/top.rows k=1
  while [ $k -le "$n" ]; do
    rows "$d/down$k" >"$d/down$k.rows"
    if cmp -s "$d/down$k.rows" "$prev"; then break; fi # at the latest rows: no further
    # Row j now is row j+1 before: moved by one, none skipped.
    if ! tail -n +3 "$prev" | cut -d'|' -f2 >"$d/want" ||
       ! head -n -1 "$d/down$k.rows" | tail -n +2 | cut -d'|' -f2 >"$d/got" ||
       ! cmp -s "$d/want" "$d/got"; then
      echo "FAIL $what: Down $k did not move the rows by one:"; sed 's/^/  before /' "$prev"
      sed 's/^/  after  /' "$d/down$k.rows"; fail=1; return
    fi
    prev=$d/down$k.rows k=$((k + 1))
  done
  if ! cmp -s "$prev" "$d/latest.rows"; then
    echo "FAIL $what: Down $n times did not come back to the latest rows"; fail=1; return
  fi
  echo "$what: $(($(wc -l <"$d/top.rows") - 1)) rows shown, $((k - 1)) more below the first, every row read, inside the panel"
}

script() { # SETUP DIR DOWNS
  s="click New game
$1
play-to-end 30
wait 3
dump-text $2/latest"
  i=0
  while [ $i -lt 60 ]; do s="$s
key Up"; i=$((i + 1)); done
  s="$s
dump-text $2/top"
  i=1
  while [ $i -le "$3" ]; do s="$s
key Down
dump-text $2/down$i"; i=$((i + 1)); done
  printf '%s\n' "$s"
}

for at in 640x360:1.5 640x360:2 1280x720:1.5 1920x1080:1; do
  size=${at%:*} scale=${at#*:} dir="$work/SixCities-$size-$scale"
  layout_run "$dir" "$size" "$scale" "$(script "click Six Cities
click Start
ready" "$dir" 40)" &&
    check "Six Cities at $size, text $(awk "BEGIN { print 100 * $scale }")%" "$dir" 40 "round 4 of 4 scored"
done
exit $fail
