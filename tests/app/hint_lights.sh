#!/bin/sh
# SPDX-License-Identifier: MIT
# A hint is shown on the table (issue 28): Hint pressed where it is drawn,
# then the scene the table drew (dump-scene: each item's flags, each
# button's lit field), the texts drawn (dump-text) and the picture judged.
#
#   six-cities:   the first thing a player does is choose blocks; the hint
#                 ("choose the blocks: red 3, 4, 4, 4; ...") lit nothing.
#                 At 640x360 and 1280x720 the stacks lit must be supplies of
#                 the player's own colours, pickable, every block the drawn
#                 words name among them; then each lit stack is clicked where
#                 it is drawn (click-item) and each click must make a move.
#   city-blox:    a hint that is a button's move (End turn, Done mending)
#                 lit nothing. Ten turns' hints at 1280x720 and 640x360: each
#                 must light a piece or a button; some must light a button,
#                 exactly one, and the picture must show it ringed (a row of
#                 the gold ring just above the button's box, read with
#                 ImageMagick) and no other button so.
#   empty-supply: Six Cities' red 4-floor supply emptied by three clicks (at
#                 640x360 and 1920x1080): it was drawn as a see-through block
#                 with solid floor bands and an "x0" count; now nothing may be
#                 drawn where it stood (no item within its footprint in the
#                 scene before) and no "x0" count may be among the texts drawn.
#
# Usage: hint_lights.sh CITYSCAPE CITYSCAPE-CLI six-cities|city-blox|empty-supply
set -u
mode=$3
test_name="hint_lights_$mode"
. "$(dirname "$0")/game_run.sh"

start() { # GAME-BUTTON W H
  printf 'size %s %s\nclick New game\nclick %s\nexpect table-setup\nclick Start\nexpect table\n' "$2" "$3" "$1"
}
# The ids of the items drawn lit (flag 4) and pickable (flag 1), once each.
lit_picks() { awk '$1 == "item" && int($4 / 4) % 2 == 1 && $4 % 2 == 1 { print $2 }' "$1" | sort -un; }
# The texts drawn, one a line.
texts() { sed -n 's/^text [-0-9]* [-0-9]* [-0-9]* [-0-9]* |\(.*\)|$/\1/p' "$1"; }
colour_of() { case $1 in red) echo 0 ;; yellow) echo 1 ;; green) echo 2 ;; blue) echo 3 ;; esac; }

case $mode in
six-cities)
  for size in "640 360" "1280 720"; do
    tag=${size% *}
    { start "Six Cities" $size; echo "click Hint"; echo "wait 1"
      echo "dump-scene $work/$tag.scene"; echo "dump-text $work/$tag.txt"; echo "screenshot $work/$tag.png"
    } >"$work/a.script"
    run "$work/a.script" "$work/save-a$tag"
    # The hint's words as drawn (a text's first 47 bytes: the blocks it
    # names first, those of the second colour where they fit).
    words=$(texts "$work/$tag.txt" | grep '^Hint: ' | head -n 1)
    echo "$test_name: $tag: the hint reads '$words'"
    case $words in "Hint: choose the blocks"*) ;; *) bad "$tag: the hint is not a choice of blocks: '$words'"; continue ;; esac
    lit_picks "$work/$tag.scene" >"$work/lit"
    echo "$test_name: $tag: lit and pickable: $(tr '\n' ' ' <"$work/lit")"
    [ -s "$work/lit" ] || { bad "$tag: the hint lights no piece"; continue; }
    # Player 1 of two plays red and yellow: supplies 100 + 10 c + f, c 0 or 1.
    while read -r id; do
      [ "$id" -ge 101 ] && [ "$id" -le 114 ] && [ $((id % 10)) -ge 1 ] && [ $((id % 10)) -le 4 ] ||
        bad "$tag: item $id is lit, not a red or yellow supply"
    done <"$work/lit"
    # "red 3, 4, 4, 4; yellow 3, ..." as drawn: each colour's floors named.
    printf '%s\n' "$words" | sed 's/^Hint: choose the blocks: //; s/ floors.*//' | tr ';' '\n' |
      while read -r colour list; do
        c=$(colour_of "$colour")
        [ -n "$c" ] || continue # the line cut short where a colour's name was
        for f in $(printf '%s' "$list" | tr -c '1234' ' '); do echo $((100 + 10 * c + f)); done
      done | sort -un >"$work/named"
    [ -s "$work/named" ] || bad "$tag: no block read in the hint's words"
    missing=$(comm -23 "$work/named" "$work/lit" | tr '\n' ' ')
    [ -z "$missing" ] || bad "$tag: blocks the hint names are not lit: $missing"
    # Each lit stack clicked where it is drawn sets a block aside: a move.
    { start "Six Cities" $size; n=0
      while read -r id; do n=$((n + 1)); echo "click-item $id"; echo "expect-moves $n"; done <"$work/lit"
    } >"$work/b.script"
    run "$work/b.script" "$work/save-b$tag"
  done
  ;;
city-blox)
  for size in "1280 720" "640 360"; do
    tag=${size% *}
    { start "City Blox" $size
      k=1; while [ $k -le 10 ]; do
        echo "click Hint"; echo "wait 1"
        echo "dump-scene $work/$tag-$k.scene"; echo "dump-text $work/$tag-$k.txt"; echo "screenshot $work/$tag-$k.png"
        echo "play-any"; k=$((k + 1))
      done
    } >"$work/c.script"
    run "$work/c.script" "$work/save-c$tag"
    ringed=0 k=1
    while [ $k -le 10 ]; do
      s=$work/$tag-$k.scene
      hint=$(texts "$work/$tag-$k.txt" | grep '^Hint: ' | head -n 1)
      [ -n "$hint" ] || bad "$tag step $k: no hint drawn"
      buttons=$(awk -F'|' '$1 ~ /^button / && $4 == 1 { print substr($1, 8) }' "$s")
      pieces=$(awk '$1 == "item" && $2 >= 0 && int($4 / 4) % 2 == 1 { print $2 }' "$s" | sort -un | tr '\n' ' ')
      echo "$test_name: $tag step $k: '$hint': lit pieces: ${pieces:-none}; lit button: ${buttons:-none}"
      [ -n "$pieces$buttons" ] || bad "$tag step $k: the hint '$hint' lights nothing"
      if [ -n "$buttons" ]; then
        [ "$(printf '%s\n' "$buttons" | wc -l)" -eq 1 ] || bad "$tag step $k: several buttons lit: $buttons"
        if command -v convert >/dev/null 2>&1; then
          # Each scene button's box (the panel its label's middle is on): the
          # row just above it is the ring's gold (250, 199, 56) for the lit
          # one only.
          awk -F'|' '$1 ~ /^button / { print substr($1, 8) }' "$s" | while read -r label; do
            box=$(awk -v l="$label" '$1 == "panel" { n++; x[n] = $2; y[n] = $3; w[n] = $4; h[n] = $5 }
                $0 ~ /^text / && index($0, "|" l "|") { mx = $2 + $4 / 2; my = $3 + $5 / 2
                  for (i = n; i > 0; i--) if (mx >= x[i] && mx <= x[i] + w[i] && my >= y[i] && my <= y[i] + h[i]) {
                    print int(x[i] + w[i] / 4), int(y[i]) - 1, int(w[i] / 2); exit } }' "$work/$tag-$k.txt")
            [ -n "$box" ] || { echo "FAIL: $tag step $k: the button '$label' is not drawn"; continue; }
            set -- $box
            gold=$(convert "$work/$tag-$k.png" -crop "${3}x1+$1+$2" +repage -depth 8 txt:- |
              awk 'NR > 1 { gsub(/[()]/, "", $2); split($2, c, ","); n++
                     if (c[1] > 220 && c[2] > 160 && c[2] < 230 && c[3] < 110) g++ }
                   END { print (n && g * 2 > n) ? 1 : 0 }')
            want=0; [ "$label" = "$buttons" ] && want=1
            echo "$test_name: $tag step $k: button '$label': ringed in gold $gold"
            [ "$gold" = "$want" ] || echo "FAIL: $tag step $k: button '$label' ringed $gold in the picture, lit $want"
          done >"$work/ring"
          cat "$work/ring"
          fails=$((fails + $(grep -c '^FAIL' "$work/ring")))
        fi
        ringed=$((ringed + 1))
      fi
      k=$((k + 1))
    done
    [ $ringed -gt 0 ] || bad "$tag: in ten turns no hint lit a button"
  done
  ;;
empty-supply)
  for size in "640 360" "1920 1080"; do
    tag=${size% *}
    { start "Six Cities" $size; echo "dump-scene $work/$tag-full.scene"
      echo "click-item 104"; echo "click-item 104"; echo "click-item 104"; echo "expect-moves 3"
      echo "dump-scene $work/$tag.scene"; echo "dump-text $work/$tag.txt"; echo "screenshot $work/$tag.png"
    } >"$work/e.script"
    run "$work/e.script" "$work/save-e$tag"
    grep -q '^item 104 ' "$work/$tag-full.scene" || { bad "$tag: no red 4-floor supply (item 104) at the start"; continue; }
    # The items of the scene after whose middle lies within item 104's
    # footprint before (turned by its yaw), as "ID FLAGS |LABEL|".
    left=$(awk 'FNR == NR { if ($1 == "item" && $2 == 104 && !f) { x = $5; z = $7; c = cos($12); s = sin($12)
                               c = c < 0 ? -c : c; s = s < 0 ? -s : s
                               hx = 0.5 * (c * $8 + s * $10); hz = 0.5 * (s * $8 + c * $10); f = 1 }
                             next }
           $1 == "item" && $5 >= x - hx && $5 <= x + hx && $7 >= z - hz && $7 <= z + hz { print $2, $4, $NF }' \
      "$work/$tag-full.scene" "$work/$tag.scene" | tr '\n' ' ')
    echo "$test_name: $tag: where the red 4-floor supply stood, once empty: ${left:-nothing}"
    [ -z "$left" ] || bad "$tag: drawn where the empty supply stood: $left"
    zero=$(texts "$work/$tag.txt" | grep -c "^$(printf '\303\227')0\$")
    [ "$zero" -eq 0 ] || bad "$tag: $zero counts of x0 drawn"
  done
  ;;
*)
  echo "usage: hint_lights.sh CITYSCAPE CLI six-cities|city-blox|empty-supply"; exit 2 ;;
esac
[ "$fails" -eq 0 ] || { echo "$test_name: $fails failure(s)"; exit 1; }
echo "$test_name: ok"
