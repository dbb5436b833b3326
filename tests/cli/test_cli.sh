#!/bin/sh
# SPDX-License-Identifier: MIT
# Contract tests for cityscape-cli (shared/spec/notation.md): output shape,
# line counts, exit statuses. Usage: test_cli.sh PATH/TO/cityscape-cli
CLI=$1
. "$(dirname "$0")/contract.sh"

EX='-,-,-,-/3,-,-,-/2,2,-,-/1,2,55,1 S:3562'
FULL='35,2,41,5/1,24,-,3/5,-,32,14/2,41,5,3 S:3562 W:1146 N:2215 E:4536'
EMPTY='-,-,-,-/-,-,-,-/-,-,-,-/-,-,-,-'

# ---- score --json: the contract's shape
expect "json: spec shape" 0 '{"S":{"lines":[30,20,25,0],"total":75}}' -- "$CLI" score --json "$EX"
expect "json: four seats, S W N E order" 0 \
  '{"S":{"lines":[30,0,0,20],"total":50},"W":{"lines":[10,0,0,0],"total":10},"N":{"lines":[0,0,0,0],"total":0},"E":{"lines":[0,30,0,25],"total":55}}' \
  -- "$CLI" score --json "$FULL"
expect "json: no goals is an empty object" 0 '{}' -- "$CLI" score --json "$EMPTY"
expect "json: malformed gives an error object and exit 1" 1 \
  '{"error":"column 7: height 6 is not a block height (1-5)"}' -- "$CLI" score --json '-,-,-,6/-,-,-,-/-,-,-,-/-,-,-,-'
expect "json: every argument gets its line" 1 \
  "$(printf '%s\n%s\n%s' '{"S":{"lines":[30,20,25,0],"total":75}}' '{"error":"column 1: '"'"'x'"'"' where a lot was expected (digits 1-5 or '"'"'-'"'"')"}' '{}')" \
  -- "$CLI" score --json "$EX" x "$EMPTY"

# ---- standard input: one output line per non-empty input line
printf '%s\n\n%s\r\n%s\n' "$EX" 'garbage' "$EMPTY S:1111" >"$tmp/in"
"$CLI" score --json <"$tmp/in" >"$tmp/out" 2>/dev/null
rc=$?
[ "$rc" -eq 1 ] && ok || bad "stdin: exit $rc, want 1"
[ "$(wc -l <"$tmp/out")" -eq 3 ] && ok || bad "stdin: $(wc -l <"$tmp/out") lines, want 3"
[ "$(sed -n 3p "$tmp/out")" = '{"S":{"lines":[0,0,0,0],"total":0}}' ] && ok || bad "stdin: third line $(sed -n 3p "$tmp/out")"
sed -n 2p "$tmp/out" | grep -q '^{"error":"column 1: ' && ok || bad "stdin: second line is not an error"
printf '%s\n' "$EX" "$EX" | "$CLI" score --json >"$tmp/out"
[ $? -eq 0 ] && [ "$(wc -l <"$tmp/out")" -eq 2 ] && ok || bad "stdin: two good lines"
: | "$CLI" score --json >"$tmp/out"
[ $? -eq 0 ] && [ ! -s "$tmp/out" ] && ok || bad "stdin: empty input gives no output"

# ---- human output
expect "human: seat, lines and total" 0 'S 30 20 25 0 total 75' -- "$CLI" score "$EX"
expect_match "human: malformed says where" 1 '^error: column 33: .X. is not a seat' -- "$CLI" score "$EMPTY X:1234"

# ---- show
expect_match "show: front labels for S" 0 'front, seat S' -- "$CLI" show "$EX"
expect_match "show: visible counts" 0 '^visible +3 +1 +1 +1$' -- "$CLI" show "$EX"
expect_match "show: goal scores" 0 '^score +30 +20 +25 +0$' -- "$CLI" show "$EX"
expect_match "show: seat W sees ranks 4..1 as lines" 0 '^ +4 +3 +2 +1 *$' -- "$CLI" show "$FULL" --seat W
expect_match "show: seat W scores" 0 '^total +10$' -- "$CLI" show "$FULL" --seat W
expect_match "show: malformed CPN" 1 'column 3: .* where a lot was expected' -- "$CLI" show '-,x'
expect_match "show: bad seat is usage" 2 '--seat needs' -- "$CLI" show "$EX" --seat Q

# ---- help and usage
expect_match "tool --help" 0 'usage: cityscape-cli COMMAND' -- "$CLI" --help
for cmd in score show replay; do
  expect_match "$cmd --help" 0 "usage: cityscape-cli $cmd" -- "$CLI" "$cmd" --help
done
expect_match "no command is usage" 2 'usage' -- "$CLI"
expect_match "unknown command is usage" 2 "unknown command 'frobnicate'" -- "$CLI" frobnicate
expect_match "unknown option is usage" 2 "unknown option '--bogus'" -- "$CLI" score --bogus

echo "cli: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
