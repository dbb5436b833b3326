#!/bin/sh
# SPDX-License-Identifier: MIT
# The Key page (issue 28; docs/table.md, "The key"), in every game, through
# the real event path: K opens it over the table, Esc closes it; the Key
# button and the menu's Key (Esc, then Key) open it too, and K closes it.
# Judged from what was drawn: dump-text holds every entry's words (each
# game's list below: the words a player reads, and the paint of the symbol
# beside them), and in the screenshot, left of each entry's words where the
# symbol stands, key_pixels finds the symbol's colour.
#
# Usage: table_key.sh CITYSCAPE CITYSCAPE-CLI KEY_PIXELS
set -u
test_name=table_key
. "$(dirname "$0")/game_run.sh"
PIXELS=$3

# "WORDS|R G B": an entry's first words and its symbol's paint (a mark in
# a panel: white).
entries() {
  case $1 in
  Cityscape) cat <<'LIST'
A block: its height, on its sides|0.337 0.706 0.914
In the supply: the height of the blocks|0.835 0.369 0.0
Numbers on (N): a building's whole|0.835 0.369 0.0
A goal die not set yet|0.97 0.95 0.90
Goal 1: the line must see exactly 1|0.97 0.95 0.90
Goal 2: the line must see exactly 2|0.97 0.95 0.90
Goal 3: the line must see exactly 3|0.97 0.95 0.90
Goal 4: the line must see exactly 4|0.97 0.95 0.90
Goal =: the line must see 2 or more|0.97 0.95 0.90
Goal ★: the line must hold the tallest|0.97 0.95 0.90
An edge (S, W, N, E) and the player|0.30 0.22 0.15
On the board's rim: files a-d|0.80 0.68 0.50
Practice aid: the line meets its goal|1 1 1
Practice aid: the line does not meet|1 1 1
LIST
    ;;
  Skyscrapers) # each suit's tile, blank tile and coin (the coin in the suit's paint)
    for suit in "suns 0.80 0.18 0.14" "moons 0.16 0.16 0.19" "crowns 0.18 0.52 0.24" \
                "arms 0.17 0.34 0.74"; do
      set -- $suit
      printf 'A tile of %s, its value|0.93 0.89 0.80\n' "$1"
      printf 'The blank tile of %s|0.93 0.89 0.80\n' "$1"
      printf 'A coin of %s|%s %s %s\n' "$1" "$2" "$3" "$4"
    done
    printf '%s\n' "A coin that scores: 3 points|0.80 0.18 0.14" \
      "A pawn: moves straight onto its suit|0.17 0.34 0.74" "Files a-e and ranks 1-5|0.32 0.22 0.14"
    ;;
  "Six Cities") cat <<'LIST'
Over a building: its height|0.82 0.16 0.12
Over a building: its height|0.96 0.78 0.12
Beside a supply: blocks of this size left|0.96 0.78 0.12
A stand over a site hidden|0.52 0.51 0.49
A city's number, 1 to 6|0.30 0.24 0.18
A card: its number, and the site|0.96 0.94 0.88
Cards left: in the deck|0.20 0.27 0.46
LIST
    ;;
  "City Blox") cat <<'LIST'
In the supply box: bricks|0.95 0.95 0.95
The event deck: cards not drawn|0.25 0.30 0.62
The event drawn last|0.97 0.93 0.80
A building card whose plate|0.62 0.84 0.55
The brick in hand|0.36 0.24 0.15
LIST
    ;;
  esac
}

for game in Cityscape Skyscrapers "Six Cities" "City Blox"; do
  id=$(echo "$game" | tr -d ' ')
  {
    echo "size 1280 720"
    echo "click New game"
    echo "click $game"
    echo "expect table-setup"
    echo "click Start"
    echo "expect table"
    echo "expect-no-text Key: the symbols of"
    echo "key k"
    echo "dump-text $work/$id.txt"
    echo "screenshot $work/$id.png"
    echo "key Escape"
    echo "expect table"
    echo "expect-no-text Key: the symbols of"
    echo "click Key"
    echo "expect-text Key: the symbols of $game"
    echo "click Back"
    echo "expect-no-text Key: the symbols of"
    echo "key Escape"
    echo "expect menu"
    echo "click Key"
    echo "expect table"
    echo "expect-text Key: the symbols of $game"
    echo "key k"
    echo "expect-no-text Key: the symbols of"
    echo "quit"
  } >"$work/$id.script"
  run "$work/$id.script" "$work/save-$id"
  grep -q "|Key: the symbols of $game|" "$work/$id.txt" || bad "$game: K drew no key page"
  # Each entry's words, and where its symbol stands: left of them, as tall
  # as three lines of them.
  : >"$work/$id.rects"
  entries "$game" >"$work/$id.list"
  n=0
  while IFS='|' read -r words rgb; do
    n=$((n + 1))
    # Said once (a list's second line of the same words: the same symbol's
    # second paint, Six Cities' red and yellow).
    line=$(grep -F -- "|$words" "$work/$id.txt")
    if [ -z "$line" ]; then
      bad "$game: the key does not say \"$words\""
      continue
    fi
    [ "$(echo "$line" | wc -l)" -eq 1 ] || bad "$game: the key says \"$words\" more than once"
    line=$(echo "$line" | head -n 1)
    # A mark (white, in a panel) is a few pixels; a piece a block of them.
    min=12
    [ "$rgb" = "1 1 1" ] && min=3
    echo "$line" | awk -v rgb="$rgb" -v min="$min" -v what="$words" '{
      x = $2; y = $3; h = $5
      printf "%d %d %d %d %s %d %s\n", x - 4 * h, y - h, x - h / 2, y + 2 * h, rgb, min, what }' \
      >>"$work/$id.rects"
  done <"$work/$id.list"
  got=$(grep -c '^text .* |' "$work/$id.txt")
  n=$(cut -d'|' -f1 "$work/$id.list" | sort -u | wc -l)
  [ "$got" -ge "$n" ] || bad "$game: $got texts drawn for $n entries"
  "$PIXELS" "$work/$id.png" <"$work/$id.rects" >"$work/$id.pixels" 2>&1 ||
    { bad "$game: a symbol's colour is not where the key draws it"; cat "$work/$id.pixels"; }
done
[ "$fails" -eq 0 ] && echo "table_key: the key page in 4 games: every entry said, every symbol seen"
exit $((fails > 0))
