#!/bin/sh
# SPDX-License-Identifier: MIT
# Issue 26 on the command line: every number is read one strict way
# (src/engine/eg_parse.h), a line holding a NUL byte is answered with an
# error naming the line, and replay reads records up to the one size limit
# the game saves with (4 MiB, EG_RECORD_MAX_BYTES).
# Usage: test_numbers.sh PATH/TO/cityscape-cli
CLI=$1
. "$(dirname "$0")/contract.sh"

MAXU64=18446744073709551615
OVER=18446744073709551616 # 2^64

# ---- seeds, counts, players: refused with the argument and the value named
for seed in "$OVER" 99999999999999999999999 '' abc 12x -1 +1 ' 1' 0x10; do
  # (skyscrapers deal reads -1 as an unknown option: a usage error as well)
  expect_match "skyscrapers deal '$seed'" 2 "SEED: .*(out of range|not a whole number|empty)|unexpected argument '-1'" \
    -- "$CLI" skyscrapers deal "$seed"
  expect_match "six-cities moves seed '$seed'" 2 \
    "^cityscape-cli six-cities moves: SEED: .*(out of range|not a whole number|empty)" \
    -- "$CLI" six-cities moves players=2 "$seed"
  expect_match "city-blox table-plan seed '$seed'" 2 \
    "^cityscape-cli city-blox table-plan: SEED: .*(out of range|not a whole number|empty)" \
    -- "$CLI" city-blox table-plan players=2 "$seed" easy 1
  expect_match "arena --seed '$seed'" 2 \
    "^cityscape-cli arena: --seed: .*(out of range|not a whole number|empty)" \
    -- "$CLI" arena --player easy --player easy --games 1 --seed "$seed"
  expect_match "engine --seed '$seed'" 2 \
    "^cityscape-cli engine: --seed: .*(out of range|not a whole number|empty)" \
    -- "$CLI" engine --seed "$seed"
done
expect_match "2^64 is named with its value" 2 "SEED: $OVER is out of range \\(0 to $MAXU64\\)" \
  -- "$CLI" six-cities moves players=2 "$OVER"
expect_match "junk is named with its column" 2 "SEED: '12x' is not a whole number: 'x' at column 3" \
  -- "$CLI" city-blox table-plan players=2 12x easy 1
# The largest seed is still a seed.
expect_match "skyscrapers deal 2^64-1" 0 '^[A-Z]' -- "$CLI" skyscrapers deal "$MAXU64"
expect_match "six-cities moves seed 2^64-1" 0 '^1 1 choose 1$' \
  -- "$CLI" six-cities moves players=2 "$MAXU64"
# A move count of 10^20 played nothing; now it is refused.
expect_match "city-blox table-plan MAX-MOVES 10^20" 2 \
  "MAX-MOVES: 100000000000000000000 is out of range \\(0 to 100000\\)" \
  -- "$CLI" city-blox table-plan players=2 1 easy 100000000000000000000
expect_match "city-blox table-plan MAX-MOVES 3 plays 3" 0 'moves=3 ' \
  -- "$CLI" city-blox table-plan players=2 1 easy 3
expect_match "six-cities --player 10^20" 2 "--player: 100000000000000000000 is out of range \\(1 to 4\\)" \
  -- "$CLI" six-cities moves --player 100000000000000000000 players=2 1
expect_match "six-cities --player 0" 2 "--player: 0 is out of range" \
  -- "$CLI" six-cities moves --player 0 players=2 1
expect_match "arena --games 10^20" 2 "--games: 100000000000000000000 is out of range" \
  -- "$CLI" arena --player easy --player easy --games 100000000000000000000
expect_match "arena --games with no value" 2 "--games: empty" \
  -- "$CLI" arena --player easy --player easy --games
expect_match "skyscrapers solve --nodes 2^64" 2 "--nodes: $OVER is out of range" \
  -- "$CLI" skyscrapers solve "$("$CLI" skyscrapers deal 1)" --nodes "$OVER"

# ---- NUL bytes on standard input: an error line naming the input line
SPN=$("$CLI" skyscrapers deal 1)
E='-,-,-/-,-,-/-,-,-'
SX="R4,R1,-/-,-,-/-,-,-|$E|$E|$E|$E|$E"
CS='-,-,-,5/-,-,-,-/2,-,-,-/13,-,-,- S:3562'
nul_case() { # NAME INPUT-LINE CMD...: line 2 of three is NUL bytes
  name=$1 good=$2
  shift 2
  printf '%s\n\000\000\000\n%s\n' "$good" "$good" | "$@" >"$tmp/out" 2>"$tmp/err"
  rc=$?
  if [ "$rc" -ne 1 ]; then bad "$name: exit $rc, want 1"; return; fi
  if [ "$(wc -l <"$tmp/out")" -ne 3 ]; then bad "$name: $(wc -l <"$tmp/out") lines, want 3"; return; fi
  if ! sed -n 2p "$tmp/out" | grep -q 'line 2, column 1: a NUL byte'; then
    bad "$name: line 2 is '$(sed -n 2p "$tmp/out")'"; return
  fi
  if sed -n 1p "$tmp/out" | grep -q error || sed -n 3p "$tmp/out" | grep -q error; then
    bad "$name: the good lines are not answered"; return
  fi
  ok
}
nul_case "skyscrapers score" "$SPN" "$CLI" skyscrapers score
nul_case "skyscrapers moves" "$SPN" "$CLI" skyscrapers moves
nul_case "skyscrapers score --json" "$SPN" "$CLI" skyscrapers score --json
nul_case "six-cities score" "$SX" "$CLI" six-cities score
nul_case "six-cities score --json" "$SX" "$CLI" six-cities score --json
nul_case "cityscape score" "$CS" "$CLI" score
nul_case "cityscape score --json" "$CS" "$CLI" score --json
# A NUL in the middle of a position no longer cuts it short unseen.
printf '%s\000junk\n' "$SPN" | "$CLI" skyscrapers score >"$tmp/out"
[ $? -eq 1 ] && grep -q "line 1, column $((${#SPN} + 1)): a NUL byte" "$tmp/out" && ok ||
  bad "skyscrapers score: a NUL after the position: $(cat "$tmp/out")"

# ---- replay: one size limit, the game's own (4 MiB)
# A legal Skyscrapers game of 5,200 moves: one slide into the hole and back,
# over and over (each a legal move; no undo), checked by `play` first.
slide=$("$CLI" skyscrapers moves "$SPN" | tr ' ' '\n' | grep -E '^[a-e][1-5]-[a-e][1-5]$' | head -1)
back=$(echo "$slide" | sed -E 's/^(..)-(..)$/\2-\1/')
[ -n "$slide" ] && [ "$("$CLI" skyscrapers play "$SPN" "$slide" "$back")" = "$SPN" ] && ok ||
  bad "replay: no slide and back in deal 1 ($slide, $back)"
{
  printf 'game-record 1\ngame skyscrapers\nparams variant=standard\nseed 1\n'
  printf 'player 1 human "Player 1"\n'
  awk -v a="$slide" -v b="$back" 'BEGIN { for (i = 0; i < 2600; i++) printf "move 1 %s\nmove 1 %s\n", a, b }'
  printf 'end\n'
} >"$tmp/long.rec"
size=$(wc -c <"$tmp/long.rec")
[ "$size" -gt 65536 ] && ok || bad "replay: the long record is only $size bytes"
expect_match "replay: a legal record over 64 KiB" 0 '^Skyscrapers, 5200 moves, in progress$' \
  -- "$CLI" replay "$tmp/long.rec"
"$CLI" replay - <"$tmp/long.rec" >"$tmp/out" 2>&1 && grep -q '5200 moves' "$tmp/out" && ok ||
  bad "replay: the long record on standard input: $(head -2 "$tmp/out")"
# The same record padded with comments to 4 MiB exactly still replays; a
# byte more is refused unread, with the limit named.
pad=$((4194304 - size))
{
  head -n 5 "$tmp/long.rec"
  head -c $((pad - 1)) /dev/zero | tr '\000' '#'
  printf '\n'
  tail -n +6 "$tmp/long.rec"
} >"$tmp/at-limit.rec"
[ "$(wc -c <"$tmp/at-limit.rec")" -eq 4194304 ] && ok || bad "replay: the padded record is $(wc -c <"$tmp/at-limit.rec") bytes"
expect_match "replay: a record of exactly 4 MiB" 0 '5200 moves' -- "$CLI" replay "$tmp/at-limit.rec"
{ cat "$tmp/at-limit.rec"; printf '#'; } >"$tmp/over.rec"
expect_match "replay: a byte over 4 MiB is refused" 1 \
  "^cityscape-cli: $tmp/over.rec: larger than 4194304 bytes, the most a game record holds$" \
  -- "$CLI" replay "$tmp/over.rec"

echo "cli numbers: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
