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
# one (no row skipped) until they are the latest rows again; every text of
# the panel lies inside it; and the rows so read, against the steps whole
# (dump-scene), keep each step's words in order, indent the rows a step
# goes on in, never leave a step's points alone on a row, and the latest
# rows begin with a step's first (re-audit fault C: "(+3)" at the top at
# 640x360 with 200% text). Exit 77 without OpenGL.
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
  # Every row against the steps as the engine words them (dump-scene's
  # "step N |LINE|", whole, before the panel wraps them): the rows read top
  # to foot hold each step's words in order; a step's first row at the
  # left, the rows it goes on in indented (so a row that goes on a step
  # reads as such); a step's last row never its points alone ("(+14)");
  # and the latest rows begin with a step's first row (re-audit fault C:
  # at 640x360 with 200% text they began "1 each (+14)", "(+3)").
  { tail -n +2 "$d/top.rows"; j=1; while [ $j -lt "$k" ]; do
      tail -n 1 "$d/down$j.rows"; j=$((j + 1)); done; } >"$d/all.rows"
  sed -n 's/^step [0-9]* |\(.*\)|$/\1/p' "$d/scene" >"$d/steps"
  awk -v what="$what" -v shown="$(($(wc -l <"$d/latest.rows") - 1))" '
    NR == FNR { st[++m] = $0; next }
    { n++; x[n] = $1; r = $0; sub(/^[^|]*\|/, "", r); sub(/\|$/, "", r); row[n] = r }
    function bad(why) { printf "FAIL %s: %s\n", what, why; failed = 1 }
    END {
      if (m == 0) { bad("dump-scene wrote no step"); exit 1 }
      s = 1; pos = 1
      for (i = 1; i <= n && !failed; i++) {
        while (substr(st[s], pos, 1) == " ") pos++
        if (pos > length(st[s])) { s++; pos = 1 }
        if (s > m) { bad("row \"" row[i] "\" is no step'"'"'s"); break }
        start[i] = pos == 1; of[i] = s
        if (substr(st[s], pos, length(row[i])) != row[i]) {
          bad("row " i " \"" row[i] "\" does not go on step " s " \"" st[s] "\""); break }
        if (length(row[i]) < 47) pos += length(row[i])
        else { # dump-text keeps 47 bytes: the row ends where the next begins
          p = pos + length(row[i]); nx = row[i + 1]
          while (i < n && p <= length(st[s]) && !(substr(st[s], p - 1, 1) == " " && substr(st[s], p, length(nx)) == nx)) p++
          pos = p }
      }
      if (!failed && (s < m || pos < length(st[s]))) bad("the rows end before the steps do")
      if (failed) exit 1 # the rows not read as the steps: nothing more to judge
      for (i = 1; i <= n && !failed; i++) { # the first row that is wrong
        if (start[i] && x[i] > x[1] + 1) bad("step " of[i] "'"'"'s first row \"" row[i] "\" is indented")
        if (!start[i] && x[i] <= x[1] + 1) bad("row \"" row[i] "\" goes on step " of[i] " and is not indented")
        if (!start[i] && (i == n || start[i + 1]) && row[i] !~ / /) bad("step " of[i] "'"'"'s last row is one word: \"" row[i] "\"")
      }
      if (!start[n - shown + 1])
        bad("the latest rows begin in the middle of step " of[n - shown + 1] ": \"" row[n - shown + 1] "\"")
      exit failed
    }' "$d/steps" "$d/all.rows" || { fail=1; return; }
  echo "$what: $(($(wc -l <"$d/top.rows") - 1)) rows shown, $((k - 1)) more below the first, every row read, inside the panel"
}

script() { # SETUP DIR DOWNS
  s="click New game
$1
play-to-end 30
wait 3
dump-text $2/latest
dump-scene $2/scene"
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
