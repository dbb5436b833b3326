#!/bin/sh
# SPDX-License-Identifier: MIT
# Six Cities' supply counts ("x8") must read on every seat's colour: a
# 4-player game set up by the mouse, the table pictured at 640x360 and
# 1920x1080, and every count the renderer drew (dump-text: its rectangle on
# the screen) measured in the picture. The ground is the rectangle's edge
# (what lies behind the text box); the text is the pixel of the rectangle
# farthest in luminance from that ground's middle; the worst ground is the
# tenth of the edge nearest the text in luminance. Their WCAG contrast ratio
# ((L1 + 0.05) / (L2 + 0.05), relative luminance of sRGB) must be at least
# 4.5 for every count. Yellow's dark counts printed on its blocks ran onto
# the wood: 6 of 31 counts measured 1.55 there.
#
# Usage: six_cities_counts.sh CITYSCAPE [SHOT-DIR]
set -u
GAME=$1 shots=${2:-}
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
command -v convert >/dev/null 2>&1 || { echo "six_cities_counts: no ImageMagick here: skipped"; exit 77; }
fails=0 n=0
for size in 640x360 1920x1080; do
  printf 'size %s %s\nclick New game\nclick Six Cities\nexpect table-setup\nclick Players: 2\nclick Players: 3\nclick Start\nexpect table\nscreenshot %s\ndump-text %s\nquit\n' \
    "${size%x*}" "${size#*x}" "$work/$size.png" "$work/$size.txt" >"$work/s.script"
  ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen} \
    "$GAME" --script "$work/s.script" --seed 3 --save-dir "$work/save-$size" >"$work/out" 2>&1
  rc=$?
  if [ $rc -eq 3 ]; then echo "six_cities_counts: no OpenGL here: skipped"; exit 77; fi
  [ $rc -eq 0 ] || { echo "FAIL: the game exited $rc"; tail -n 5 "$work/out"; exit 1; }
  [ -z "$shots" ] || cp "$work/$size.png" "$shots/six-cities-counts-$size.png"
  # Every count drawn: "text X Y W H |xN|" (x: U+00D7).
  grep "^text .*|$(printf '\303\227')[0-9]*|$" "$work/$size.txt" >"$work/counts"
  while read -r _ x y w h label; do
    n=$((n + 1))
    ratio=$(convert "$work/$size.png" -crop "${w}x${h}+${x}+${y}" +repage -depth 8 txt:- | awk -v w="$w" -v h="$h" '
      function lin(c) { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ^ 2.4 }
      NR > 1 { split($1, p, /[,:]/); gsub(/[()]/, "", $2); split($2, c, ",")
        L = 0.2126 * lin(c[1]) + 0.7152 * lin(c[2]) + 0.0722 * lin(c[3])
        all[++na] = L
        if (p[1] == 0 || p[2] == 0 || p[1] == w - 1 || p[2] == h - 1) edge[++ne] = L }
      function sort(a, k,   i, j, t) { for (i = 2; i <= k; i++) { t = a[i]; for (j = i - 1; j > 0 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t } }
      END { sort(edge, ne); mid = edge[int((ne + 1) / 2)]; text = mid
        for (i = 1; i <= na; i++) if ((all[i] - mid) ^ 2 > (text - mid) ^ 2) text = all[i]
        # the tenth of the ground nearest the text
        ground = text > mid ? edge[int(ne * 0.9) > 0 ? int(ne * 0.9) : 1] : edge[int(ne * 0.1) + 1]
        hi = text > ground ? text : ground; lo = text > ground ? ground : text
        printf "%.2f", (hi + 0.05) / (lo + 0.05) }')
    ok=$(awk -v r="$ratio" 'BEGIN { print (r >= 4.5 ? 1 : 0) }')
    echo "six_cities_counts: $size $label at $x,$y ${w}x$h: contrast $ratio"
    [ "$ok" = 1 ] || fails=$((fails + 1))
  done <"$work/counts"
done
[ "$n" -ge 16 ] || { echo "FAIL: only $n counts drawn (4 colours x 4 sizes at each window size)"; exit 1; }
[ "$fails" = 0 ] || { echo "FAIL: $fails of $n counts below a contrast of 4.5"; exit 1; }
echo "1 passed, 0 failed"
