#!/bin/sh
# SPDX-License-Identifier: MIT
# Contract tests for `cityscape-cli skyscrapers` (shared/spec/skyscrapers.md):
# exact outputs, line counts, exit statuses. Usage: test_cli.sh PATH/TO/cityscape-cli
CLI=$1
. "$(dirname "$0")/../../cli/contract.sh"

SK="$CLI skyscrapers"
EX='S3,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0@S,M1,.,S1,A1/C1,S5,M4,M3,M0@M/A2,M5,A5,C5,A3'
EX_STACKED='S3,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0@S,M1,.,S1,A1/C1,S5,M4M3,m,M0@M/A2,M5,A5,C5,A3'
TOWERS='S0S1S2S3S4S5@S,s,s,s,s/M0M1M2M3M4M5,m,m@M,m,m/C0C1C2C3C4C5@C,c,.,c,c/A0A1A2A3A4A5,a,a,a,a@A/s,m,c,c,a'
BADX="column 1: 'X' where a square was expected ('.', a coin s m c a, or tiles like M2)"

# ---- deal: fixed numbers give fixed deals (checked by hand in test_setup.c)
DEAL0='S2,A2,S0@S,M3,A3/C2,C5,C1,S3,M0@M/M5,A0@A,.,A4,S5/S1,C4,C3,S4,M1/A5,A1,M4,C0@C,M2'
expect "deal 0" 0 "$DEAL0" -- $SK deal 0
expect "deal 0 variant 1" 0 'S2,A2,S0@S,M3,A3/C2,C5,C1,S3,M0@M/M5,A1,.,A4,S5/S1,C4,C3,S4,M1/A5,A0@A,M4,C0@C,M2 variant=1' -- $SK deal --variant 1 0
expect "deal 0 variant 2, option after" 0 "$DEAL0 variant=2" -- $SK deal 0 --variant 2
expect "deal 1" 0 'M2,M3,A3,C5,C1/M5,S4,A1,C3,C2/A0@A,A5,.,M1,S5/A2,C0@C,M4,S1,A4/C4,S2,S3,S0@S,M0@M' -- $SK deal 1
expect_match "deal: the largest seed" 0 '^[SMCA]' -- $SK deal 18446744073709551615
expect_match "deal: seed too large is usage" 2 'SEED: 18446744073709551616 is out of range' -- $SK deal 18446744073709551616
expect_match "deal: negative seed is usage" 2 'usage' -- $SK deal -1
expect_match "deal: junk seed is usage" 2 "SEED: '12x' is not a whole number" -- $SK deal 12x
expect_match "deal: no seed is usage" 2 'deal needs a SEED' -- $SK deal
expect_match "deal: bad variant is usage" 2 'variant needs 1 or 2' -- $SK deal --variant 3 0
expect_match "deal: two seeds is usage" 2 'unexpected argument' -- $SK deal 1 2

# ---- moves: byte order, one line
expect "moves: the example deal" 0 '@a3-a5 @b4-a4 @b4-d4 @b4-e4 @e2-c2 @e2-d2 b3-c3 c2-c3 c4-c3 d2+c2 d3-c3 d4+e4' -- $SK moves "$EX"
expect "moves: none gives an empty line" 0 '' -- $SK moves 's,s,s,s,s/m,m,m,m,m/c,c,c,c,c/a,a,a,S0S1S2S3S4S5@S,M0M1M2M3M4M5@M/A0A1A2A3A4A5@A,a,a,C0C1C2C3C4C5@C,.'
[ "$($SK moves 's,s,s,s,s/m,m,m,m,m/c,c,c,c,c/a,a,a,S0S1S2S3S4S5@S,M0M1M2M3M4M5@M/A0A1A2A3A4A5@A,a,a,C0C1C2C3C4C5@C,.' | wc -l)" -eq 1 ] && ok || bad "moves: the empty line is a line"
expect "moves: malformed position" 1 "error: $BADX" -- $SK moves 'X'
expect "moves --json" 0 '{"moves":["d2+c2","d4+e4"]}' -- sh -c "$SK moves --json '$EX' | sed 's/\"@[^\"]*\",//g; s/\"[a-e][1-5]-[a-e][1-5]\",//g'"

# ---- score
expect "score --json: the contract's keys" 0 '{"total":0,"stacks":0,"coins":0,"scoring_stacks":{},"scoring_coins":[]}' -- $SK score --json "$EX"
expect "score --json: stacks, pawns, coins" 0 \
  '{"total":111,"stacks":72,"coins":39,"scoring_stacks":{"a2":12,"a3":24,"a4":12,"a5":24},"scoring_coins":["b1","c1","d1","e1","c2","d2","d3","e3","d4","e4","c5","d5","e5"]}' \
  -- $SK score --json "$TOWERS"
expect "score: for people" 0 'total 111: stacks 72 (a2 12, a3 24, a4 12, a5 24), coins 39 (b1, c1, d1, e1, c2, d2, d3, e3, d4, e4, c5, d5, e5)' -- $SK score "$TOWERS"
expect "score: a two-stack" 0 'total 2: stacks 2 (c2 2), coins 0' -- $SK score "$EX_STACKED"
expect "score --json: malformed" 1 "{\"error\":\"$BADX\"}" -- $SK score --json X
expect "score: malformed for people" 1 "error: $BADX" -- $SK score X
expect "score: a missing tile names it" 1 'error: tile S3 is missing' -- $SK score 's,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0@S,M1,.,S1,A1/C1,S5,M4,M3,M0@M/A2,M5,A5,C5,A3'
expect "score: every argument gets its line" 1 "$(printf '%s\n%s\n%s' 'total 0: stacks 0, coins 0' "error: $BADX" 'total 2: stacks 2 (c2 2), coins 0')" \
  -- $SK score "$EX" X "$EX_STACKED"
expect_match "score: unknown option is usage" 2 "unknown option '--bogus'" -- $SK score --bogus "$EX"

# ---- standard input: one output line per non-empty input line
printf '%s\n\n%s\r\n  %s  \n%s\n' "$EX" 'garbage' "$EX_STACKED" "$TOWERS" >"$tmp/in"
$SK score --json <"$tmp/in" >"$tmp/out" 2>/dev/null
rc=$?
[ "$rc" -eq 1 ] && ok || bad "stdin score: exit $rc, want 1"
[ "$(wc -l <"$tmp/out")" -eq 4 ] && ok || bad "stdin score: $(wc -l <"$tmp/out") lines, want 4"
[ "$(sed -n 2p "$tmp/out")" = "{\"error\":\"column 1: 'g' where a square was expected ('.', a coin s m c a, or tiles like M2)\"}" ] && ok || bad "stdin score: line 2 $(sed -n 2p "$tmp/out")"
[ "$(sed -n 3p "$tmp/out" | cut -c1-12)" = '{"total":2,"' ] && ok || bad "stdin score: line 3 $(sed -n 3p "$tmp/out")"
$SK moves <"$tmp/in" >"$tmp/out" 2>/dev/null
rc=$?
[ "$rc" -eq 1 ] && [ "$(wc -l <"$tmp/out")" -eq 4 ] && ok || bad "stdin moves: exit $rc, $(wc -l <"$tmp/out") lines"
[ "$(sed -n 1p "$tmp/out")" = '@a3-a5 @b4-a4 @b4-d4 @b4-e4 @e2-c2 @e2-d2 b3-c3 c2-c3 c4-c3 d2+c2 d3-c3 d4+e4' ] && ok || bad "stdin moves: line 1"
printf '%s\n%s\n' "$EX" "$EX" | $SK score >"$tmp/out"
[ $? -eq 0 ] && [ "$(wc -l <"$tmp/out")" -eq 2 ] && ok || bad "stdin: two good lines"
: | $SK score --json >"$tmp/out"
[ $? -eq 0 ] && [ ! -s "$tmp/out" ] && ok || bad "stdin: empty input gives no output"
printf '  S3 \n' | $SK score >"$tmp/out"
grep -q '^error: column 5: ' "$tmp/out" && ok || bad "stdin: columns count in the line as given: $(cat "$tmp/out")"

# ---- play
expect "play: a stack" 0 "$EX_STACKED" -- $SK play "$EX" d2+c2
expect "play: moves in order" 0 'S3@S,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0,.,M1,S1,A1/C1,S5,M4M3,m,M0@M/A2,M5,A5,C5,A3' -- $SK play "$EX" d2+c2 b3-c3 @a3-a5
expect "play: no moves writes the position" 0 "$EX" -- $SK play "$EX"
expect "play: variant 2 counts slides" 0 \
  'S3,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0@S,.,M1,S1,A1/C1,S5,M4,M3,M0@M/A2,M5,A5,C5,A3 variant=2 slides=3' \
  -- $SK play "$EX variant=2" b3-c3 c3-b3 b3-c3
expect "play: the fourth tile slide" 1 'error: move 4: c3-b3: three tile slides in a row; stack, slide a coin or move a pawn first (variant 2)' \
  -- $SK play "$EX variant=2" b3-c3 c3-b3 b3-c3 c3-b3
expect "play: an illegal move names itself" 1 'error: move 1: e4+d4: no free pawn beside e4' -- $SK play "$EX" e4+d4
expect "play: the issue's pawn example" 1 'error: move 1: b3-c3: a pawn stands on b3' \
  -- $SK play 'S3,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0@S,M1@M,.,S1,A1/C1,S5,M4,M3,M0/A2,M5,A5,C5,A3' b3-c3
expect "play: a malformed move" 1 "error: move 2: 'zz' is not a move (FROM-TO slide, FROM+TO stack, @FROM-TO pawn; squares a1-e5)" -- $SK play "$EX" d2+c2 zz
expect "play --json" 0 "{\"spn\":\"$EX_STACKED\"}" -- $SK play --json "$EX" d2+c2
expect "play --json: error" 1 '{"error":"move 1: e4+d4: no free pawn beside e4"}' -- $SK play --json "$EX" e4+d4
expect "play: malformed position" 1 "error: $BADX" -- $SK play X d2+c2
expect_match "play: nothing is usage" 2 'play needs' -- $SK play

# ---- solve: the moves printed reach the score printed
$SK solve "$EX" --nodes 3000 >"$tmp/out" 2>/dev/null
rc=$?
best=$(sed -n 1p "$tmp/out" | sed -n 's/^best \([0-9][0-9]*\)$/\1/p')
[ "$rc" -eq 0 ] && [ -n "$best" ] && [ "$best" -ge 2 ] && ok || bad "solve: exit $rc, first line $(sed -n 1p "$tmp/out")"
[ "$(wc -l <"$tmp/out")" -eq 2 ] && ok || bad "solve: two lines"
# shellcheck disable=SC2046
final=$($SK play "$EX" $(sed -n 2p "$tmp/out"))
[ "$($SK score --json "$final" | sed 's/^{"total":\([0-9]*\),.*/\1/')" = "$best" ] && ok || bad "solve: the line does not reach best $best"
expect_match "solve: a budget" 0 '^best [0-9]+$' -- $SK solve "$EX" --budget-ms 50
expect_match "solve: bad budget is usage" 2 "--budget-ms: '-5' is not a whole number" -- $SK solve "$EX" --budget-ms -5
expect_match "solve: no SPN is usage" 2 'solve needs an SPN' -- $SK solve
expect "solve: malformed position" 1 "error: $BADX" -- $SK solve X

# ---- help and usage
expect_match "help" 0 'usage: cityscape-cli skyscrapers score' -- $SK --help
expect_match "no command prints usage, exit 2" 2 'usage: cityscape-cli skyscrapers' -- $SK
expect_match "unknown command is usage" 2 "unknown command 'frobnicate'" -- $SK frobnicate
expect_match "the tool lists the game" 0 'skyscrapers' -- $CLI --help

echo "skyscrapers cli: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
