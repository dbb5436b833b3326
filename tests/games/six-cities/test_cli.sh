#!/bin/sh
# SPDX-License-Identifier: MIT
# Contract tests for `cityscape-cli six-cities` (shared/spec/six-cities.md):
# exact outputs, exit statuses and line counts. Usage: test_cli.sh PATH/TO/cityscape-cli
CLI=$1
. "$(dirname "$0")/../../cli/contract.sh"

SX="$CLI six-cities"
E='-,-,-/-,-,-/-,-,-'
EMPTY="$E|$E|$E|$E|$E|$E"
# red: the tallest (R4), most buildings in cities 1, 2 and 3, five buildings;
# yellow: most in city 4, one building.
P1="R4,R1,-/-,-,-/-,-,-|R1,R1,-/-,-,-/-,-,-|R1,-,-/-,-,-/-,-,-|Y1,-,-/-,-,-/-,-,-|$E|$E"
J1='{"R":{"tallest":3,"majorities":6,"buildings":5,"total":14},"Y":{"tallest":0,"majorities":2,"buildings":1,"total":3},"G":{"tallest":0,"majorities":0,"buildings":0,"total":0},"B":{"tallest":0,"majorities":0,"buildings":0,"total":0}}'
J0='{"R":{"tallest":0,"majorities":0,"buildings":0,"total":0},"Y":{"tallest":0,"majorities":0,"buildings":0,"total":0},"G":{"tallest":0,"majorities":0,"buildings":0,"total":0},"B":{"tallest":0,"majorities":0,"buildings":0,"total":0}}'
# a tie for the tallest (Y4 and G2G2 owned by green: 4 floors each) and for city 1
P2="Y4,G2G2,-/-,-,-/-,-,-|$E|$E|$E|$E|$E"
J2='{"R":{"tallest":0,"majorities":0,"buildings":0,"total":0},"Y":{"tallest":0,"majorities":0,"buildings":1,"total":1},"G":{"tallest":0,"majorities":0,"buildings":1,"total":1},"B":{"tallest":0,"majorities":0,"buildings":0,"total":0}}'

# ---- score --json: the contract's shape, every colour, R Y G B order
expect "score json: contract shape" 0 "$J1" -- $SX score --json "$P1"
expect "score json: empty board scores nothing" 0 "$J0" -- $SX score --json "$EMPTY"
expect "score json: ties score nothing" 0 "$J2" -- $SX score --json "$P2"
expect "score json: malformed gives an error object, exit 1" 1 \
  '{"error":"column 3: '"'"'X'"'"' is not a block colour (R, Y, G or B) or '"'"'-'"'"'"}' -- $SX score --json '-,X1'
expect "score json: a block of 5 floors" 1 \
  '{"error":"column 4: a block has 1 to 4 floors, not '"'"'5'"'"'"}' -- $SX score --json '-,R5'
expect "score json: every argument gets its line" 1 \
  "$(printf '%s\n%s\n%s' "$J1" '{"error":"column 1: '"'"'x'"'"' is not a block colour (R, Y, G or B) or '"'"'-'"'"'"}' "$J0")" \
  -- $SX score --json "$P1" x "$EMPTY"
expect_match "score json: a short position says where it ends" 1 '^\{"error":"column 12: the position ends after city 1 row 2 column 3' -- $SX score --json '-,-,-/-,-,-'

# ---- standard input: one output line per non-empty input line
printf '%s\n\n%s\r\n%s\n' "$P1" 'garbage' "$EMPTY" >"$tmp/in"
$SX score --json <"$tmp/in" >"$tmp/out" 2>/dev/null
rc=$?
[ "$rc" -eq 1 ] && ok || bad "stdin: exit $rc, want 1"
[ "$(wc -l <"$tmp/out")" -eq 3 ] && ok || bad "stdin: $(wc -l <"$tmp/out") lines, want 3"
[ "$(sed -n 1p "$tmp/out")" = "$J1" ] && ok || bad "stdin: first line $(sed -n 1p "$tmp/out")"
sed -n 2p "$tmp/out" | grep -q '^{"error":"column 1: ' && ok || bad "stdin: second line is not an error"
[ "$(sed -n 3p "$tmp/out")" = "$J0" ] && ok || bad "stdin: third line $(sed -n 3p "$tmp/out")"
printf '%s\n' "$P1" "$P2" | $SX score --json >"$tmp/out"
[ $? -eq 0 ] && [ "$(wc -l <"$tmp/out")" -eq 2 ] && ok || bad "stdin: two good lines"
printf '  %s  \n' "$P1" | $SX score --json >"$tmp/out"
[ $? -eq 0 ] && [ "$(cat "$tmp/out")" = "$J1" ] && ok || bad "stdin: spaces around a line"
: | $SX score --json >"$tmp/out"
[ $? -eq 0 ] && [ ! -s "$tmp/out" ] && ok || bad "stdin: empty input gives no output"

# ---- human output
expect "score: tallest+majorities+buildings=total per colour" 0 'R 3+6+5=14 Y 0+2+1=3 G 0+0+0=0 B 0+0+0=0' -- $SX score "$P1"
expect_match "score: malformed says where" 1 '^error: column 3: ' -- $SX score '-,X1'

# ---- site SEAT CARD: every seat reads the card from its own edge
expect "site: S reads the card as printed" 0 '11' -- $SX site S 1
expect "site: S card 8" 0 '32' -- $SX site S 8
expect "site: W card 1 is the north-east corner" 0 '13' -- $SX site W 1
expect "site: W card 8" 0 '21' -- $SX site W 8
expect "site: N card 1 is the south-east corner" 0 '33' -- $SX site N 1
expect "site: N card 6" 0 '21' -- $SX site N 6
expect "site: E card 1 is the south-west corner" 0 '31' -- $SX site E 1
expect "site: E card 8" 0 '23' -- $SX site E 8
for seat in S W N E; do expect "site: centre from $seat" 0 '22' -- $SX site $seat 5; done
expect "site: bad seat" 1 "error: seat 'Q' is not S, W, N or E" -- $SX site Q 5
expect "site: bad card" 1 "error: card '0' is not 1 to 9" -- $SX site S 0
expect "site: card 10" 1 "error: card '10' is not 1 to 9" -- $SX site S 10
expect_match "site: missing card is usage" 2 'needs SEAT and CARD' -- $SX site S
expect_match "site: extra argument is usage" 2 'needs SEAT and CARD' -- $SX site S 1 2

# ---- play POSITION SEAT MOVE ...
C3="-,-,-/-,R2,-/-,-,-"
expect "play: 53R2 builds a red 2 in the centre of city 3" 0 "$E|$E|$C3|$E|$E|$E" -- $SX play "$EMPTY" S 53R2
expect "play: the seat decides the site (W card 1, city 6)" 0 "$E|$E|$E|$E|$E|-,-,R1/-,-,-/-,-,-" -- $SX play "$EMPTY" W 16R1
expect "play: moves in order, overbuilding with equal floors" 0 "$E|$E|-,-,-/-,R2Y2,-/-,-,-|$E|$E|$E" -- $SX play "$EMPTY" N 53R2 53Y2
expect "play: own building always" 0 "$E|$E|-,-,-/-,R2R1,-/-,-,-|$E|$E|$E" -- $SX play "$EMPTY" S 53R2 53R1
expect "play: no moves writes the position" 0 "$P1" -- $SX play "$P1" S
expect "play: too few floors, named" 1 \
  'error: move 2 (53Y1): card 5 from W means row 2 column 2 of city 3, where red has 2 floors and you would have 1' \
  -- $SX play "$EMPTY" W 53R2 53Y1
expect "play: json error" 1 \
  '{"error":"move 1 (11Y1): card 1 from S means row 1 column 1 of city 1, where red has 4 floors and you would have 1"}' \
  -- $SX play --json "$P1" S 11Y1
expect "play: json result" 0 "{\"position\":\"$E|$E|$C3|$E|$E|$E\"}" -- $SX play --json "$EMPTY" S 53R2
expect_match "play: malformed move" 1 "^error: move 1 \\(57R2\\): '57R2': the city is 1 to 6" -- $SX play "$EMPTY" S 57R2
expect_match "play: not a placement" 1 "^error: move 1 \\(x5\\): 'x5': play takes placements" -- $SX play "$EMPTY" S x5
expect_match "play: bad position" 1 '^error: position: column 3: ' -- $SX play '-,X1' S 53R2
expect "play: bad seat" 1 "error: seat 'SW' is not S, W, N or E" -- $SX play "$EMPTY" SW 53R2
expect_match "play: no position is usage" 2 'needs POSITION SEAT MOVE' -- $SX play
"$CLI" six-cities play "$EMPTY" S 53R2 >"$tmp/out" 2>/dev/null
[ "$(wc -l <"$tmp/out")" -eq 1 ] && ok || bad "play: one line"

# ---- usage
expect_match "no command prints usage, exit 2" 2 'usage: cityscape-cli six-cities score' -- "$CLI" six-cities
expect_match "--help, exit 0" 0 'cityscape-cli six-cities play' -- $SX --help
expect_match "unknown command, exit 2" 2 "unknown command 'bogus'" -- $SX bogus
expect_match "the tool lists the game" 0 'six-cities' -- "$CLI" --help

# ---- arena (the engine's, for any game with levels)
$SX arena --games 6 --player easy --player medium --seed 3 >"$tmp/out" 2>&1
rc=$?
[ "$rc" -eq 0 ] && ok || bad "arena: exit $rc: $(cat "$tmp/out")"
[ "$(wc -l <"$tmp/out")" -eq 5 ] && ok || bad "arena: $(wc -l <"$tmp/out") lines, want 5"
grep -q '^faults 0$' "$tmp/out" && ok || bad "arena: faults"
grep -Eq '^1 +easy +6 ' "$tmp/out" && ok || bad "arena: entrant line: $(cat "$tmp/out")"
$SX arena --games 6 --player easy --player medium --seed 3 --jobs 3 >"$tmp/out2" 2>&1
sed 's/jobs [0-9]*/jobs J/' "$tmp/out" >"$tmp/a"; sed 's/jobs [0-9]*/jobs J/' "$tmp/out2" >"$tmp/b"
cmp -s "$tmp/a" "$tmp/b" && ok || bad "arena: --jobs changes the results"
expect_match "arena: 3 players" 0 '^six-cities arena: 3 games, 3 players' -- $SX arena --games 3 --players 3 --player easy --player easy
expect_match "arena: unknown level is usage" 2 "bad argument '--player' nobody" -- $SX arena --player nobody
expect_match "arena: 1 player is usage" 2 'is for 2 to 4' -- $SX arena --players 1 --player easy
expect_match "arena: 5 players is usage" 2 "bad argument '--players' 5" -- $SX arena --players 5 --player easy
expect_match "arena: a huge seed is usage" 2 "bad argument '--seed'" -- $SX arena --seed 18446744073709551616 --player easy
expect_match "arena: --help" 0 'Wilson' -- $SX arena --help

echo "six-cities cli: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
