#!/bin/sh
# SPDX-License-Identifier: MIT
# Six Cities with two players: the block is the player's to choose, its
# colour too. Played in the real window through the real event path
# (cityscape --script, headless): player 1 (red and yellow) sets aside red
# and yellow 1s and 2s, clicks a card and then a site where any of them
# fits: nothing may be built for them; the table asks which block. Then a
# yellow 1 dragged onto the same site is built, with that card, yellow.
#
# Usage: test_which_block.sh CITYSCAPE CITYSCAPE-CLI
set -u
GAME=$1
CLI=$2
seed=5
deal=$(( (seed << 20) + 1 ))   # the table's first game after start-up (table.c)
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
picks="+R1 +R1 +R2 +R2 +Y1 +Y1 +Y2 +Y2"
theirs="+G1 +G1 +G2 +G2 +B1 +B1 +B2 +B2"
plan=""
for m in $picks; do plan="$plan 1:$m"; done
for m in $theirs; do plan="$plan 2:$m"; done
out=$("$CLI" six-cities moves --player 1 "players=2 rounds=4 first=0 hidden=0" "$deal" $plan) ||
  { echo "FAIL: plan: $out"; exit 1; }
set -- $(printf '%s\n' "$out" | head -n 1)
[ "$1 $3" = "1 build" ] || { echo "FAIL: player 1 does not build next: $out"; exit 1; }
first=$(printf '%s\n' "$out" | grep -m1 '^[1-9][1-6]Y1$') ||
  { echo "FAIL: no yellow 1 placement among: $out"; exit 1; }
card=$(printf '%s' "$first" | cut -c1) city=$(printf '%s' "$first" | cut -c2)
# Player 1 sits at S: card position (r, c) is site (r, c) (RULINGS.md).
site=$(( (city - 1) * 9 + card - 1 ))
supply_id() { # +Cf -> 100 + 10 * colour + f (sx_draw.c)
  c=$(printf '%s' "$1" | cut -c2); f=$(printf '%s' "$1" | cut -c3)
  case $c in R) c=0 ;; Y) c=1 ;; G) c=2 ;; B) c=3 ;; esac
  echo $((100 + 10 * c + f))
}
{
  echo "size 1280 720"
  echo "click New game"
  echo "click Six Cities"
  echo "expect table-setup"
  echo "click Player 2: medium"
  echo "click Player 2: hard"
  echo "click Start"
  echo "expect table"
  echo "click Ready"
  for m in $picks; do echo "click-item $(supply_id "$m")"; done
  echo "click Ready"
  for m in $theirs; do echo "click-item $(supply_id "$m")"; done
  echo "click Ready"
  echo "key Home"
  echo "expect-moves 16"
  echo "screenshot $work/before.png"
  # The card, then the site: red 1, red 2, yellow 1, yellow 2 all fit.
  echo "click-item $((300 + card))"
  echo "click-item $site"
  echo "expect-moves 16"
  echo "expect-text Which block?"
  echo "screenshot $work/asked.png"
  # The player picks the block: a yellow 1, dragged there.
  echo "drag-item 211 $site"
  echo "expect-moves 17"
  echo "quit"
} >"$work/game.script"
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen} \
  "$GAME" --script "$work/game.script" --seed "$seed" --save-dir "$work/save" >"$work/out" 2>&1
rc=$?
if [ $rc -eq 3 ]; then echo "no OpenGL here: skipped"; exit 77; fi
if [ $rc -ne 0 ]; then echo "FAIL: the game exited $rc"; tail -n 20 "$work/out"; exit 1; fi
last=$(sed -n 's/^move //p' "$work/save/six-cities.rec" | tail -n 1)
[ "$last" = "1 ${card}${city}Y1" ] || { echo "FAIL: the move built is '$last', not '1 ${card}${city}Y1'"; exit 1; }
echo "which block: card $card then site $site asked; a yellow 1 dragged there built $last"
