# SPDX-License-Identifier: MIT
# Sourced by the Skyscrapers table tests (table_skyscrapers.sh,
# table_reveal.sh): a move of the rules core's notation as the drag a
# player makes at the table.

# Square names to the scene's item ids (sk_draw.c): a1 = 0 ... e5 = 24, a
# pawn is 100 + its square.
sq() {
  f=$(printf '%s' "$1" | cut -c1); r=$(printf '%s' "$1" | cut -c2)
  fi=$(printf 'abcde' | awk -v f="$f" '{print index($0, f) - 1}')
  echo $(( fi + 5 * (r - 1) ))
}

# The script line that makes MOVE (b3-c3, d2+c2, @a3-a5) by drag and drop:
# "drag-item FROM TO".
drag_of() {
  case "$1" in
    @*) echo "drag-item $(( 100 + $(sq "$(printf '%s' "$1" | cut -c2-3)") )) $(sq "$(printf '%s' "$1" | cut -c5-6)")" ;;
    *)  echo "drag-item $(sq "$(printf '%s' "$1" | cut -c1-2)") $(sq "$(printf '%s' "$1" | cut -c4-5)")" ;;
  esac
}
