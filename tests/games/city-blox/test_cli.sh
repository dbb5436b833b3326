#!/bin/sh
# SPDX-License-Identifier: MIT
# Contract tests for `cityscape-cli city-blox` (shared/spec/city-blox.md):
# exact output, exit statuses, line counts. Usage: test_cli.sh PATH/TO/cityscape-cli
CLI=$1
. "$(dirname "$0")/../../cli/contract.sh"

# A 2x4 standing at c3 (c3..d6) and a 1x2 at e3 (e3, e4).
HOUSE='......../......../..##..../..##..../..###.../..###.../......../........'
FIT="$CLI city-blox fit"

# ---- answers
expect "json: exact fill" 0 '{"complete":true,"hidden_knobs":0}' -- $FIT --json "$HOUSE" 2x4@c3 1x2@e3
expect "json: a brick outside" 0 \
  '{"complete":false,"reason":"1x1@a1 covers a1 outside the cut-out","hidden_knobs":0}' \
  -- $FIT --json "$HOUSE" 2x4@c3 1x2@e3 1x1@a1
expect "json: a cell missing" 0 \
  '{"complete":false,"reason":"e4 of the cut-out is not covered","hidden_knobs":0}' \
  -- $FIT --json "$HOUSE" 2x4@c3 1x1@e3
expect "json: level 2, two hidden knobs" 0 '{"complete":true,"hidden_knobs":2}' \
  -- $FIT --json --level 2 "$HOUSE" 2x4@c3 2x2@d3^2
expect "json: level 2 needs the second level" 0 \
  '{"complete":false,"reason":"no brick on the second level (Level 2)","hidden_knobs":0}' \
  -- $FIT --json --level 2 "$HOUSE" 2x4@c3 1x2@e3
expect "json: level 2b market needs 3" 0 \
  '{"complete":false,"reason":"2 hidden knobs, the market needs 3 at Level 2b","hidden_knobs":2}' \
  -- $FIT --json --level 2b --kind market "$HOUSE" 2x4@c3 2x2@d3^2
expect "json: level 2b school, 2 is enough" 0 '{"complete":true,"hidden_knobs":2}' \
  -- $FIT --json --level 2b --kind school "$HOUSE" 2x4@c3 2x2@d3^2
# A second level is allowed at Level 1 (rules.txt "The cards": "... build in
# multiple levels"), and knobs are counted there too.
expect "json: level 1 on two levels, knobs counted" 0 '{"complete":true,"hidden_knobs":2}' \
  -- $FIT --json "$HOUSE" 2x4@c3 2x2@d3^2
expect "json: level 1, a second-level brick outside" 0 \
  '{"complete":false,"reason":"2x2@c6^2 covers c7 outside the cut-out","hidden_knobs":0}' \
  -- $FIT --json "$HOUSE" 2x4@c3 1x2@e3 2x2@c6^2
expect "json: the spec's corner" 0 '{"complete":true,"hidden_knobs":0}' \
  -- $FIT --json '......../......../......../......../..#...../..##..../......../........' Lne@c3

# ---- errors, not answers: exit 1, naming the brick
expect "json: off the plate" 1 '{"error":"2x4@h1: the brick is off the plate"}' \
  -- $FIT --json "$HOUSE" 2x4@h1
expect "json: two bricks on one stud" 1 \
  '{"error":"1x1@d4: d4 is already under 2x4@c3 on level 1"}' -- $FIT --json "$HOUSE" 2x4@c3 1x1@d4
expect "json: nothing under a second-level brick" 1 \
  '{"error":"2x2@f3^2: no first-level brick under this second-level brick"}' \
  -- $FIT --json --level 2 "$HOUSE" 2x4@c3 2x2@f3^2
expect_match "json: bad cut-out" 1 '^\{"error":"a cut-out is 8 ranks' -- $FIT --json '####'
expect_match "json: bad brick" 1 '^\{"error":".*not a brick shape' -- $FIT --json "$HOUSE" 3x3@a1
expect_match "human: error on stderr" 1 '^error: 2x4@h1: the brick is off the plate$' -- $FIT "$HOUSE" 2x4@h1

# ---- human answers
expect "human: complete" 0 'complete, 0 hidden knobs' -- $FIT "$HOUSE" 2x4@c3 1x2@e3
expect "human: not complete" 0 'not complete: e4 of the cut-out is not covered' -- $FIT "$HOUSE" 2x4@c3 1x1@e3

# ---- one line of output per answer
$FIT --json "$HOUSE" 2x4@c3 1x2@e3 >"$tmp/out" 2>/dev/null
[ "$(wc -l <"$tmp/out")" -eq 1 ] && ok || bad "fit: one line"

# ---- usage errors: exit 2
expect_match "usage: no cut-out" 2 'a CUTOUT is needed' -- $FIT --json
expect_match "usage: bad level" 2 '--level needs 1, 2 or 2b' -- $FIT --level 3 "$HOUSE"
expect_match "usage: 2b needs a kind" 2 '--kind' -- $FIT --level 2b "$HOUSE" 2x4@c3
expect_match "usage: bad kind" 2 '--kind needs' -- $FIT --kind park "$HOUSE"
expect_match "usage: unknown option" 2 'unknown option' -- $FIT --frobnicate "$HOUSE"
expect_match "usage: unknown command" 2 "unknown command 'frob'" -- "$CLI" city-blox frob
expect_match "usage: no command prints usage" 2 'usage: cityscape-cli city-blox fit' -- "$CLI" city-blox
expect_match "help" 0 'usage: cityscape-cli city-blox fit' -- "$CLI" city-blox --help
expect_match "fit --help" 0 'usage: cityscape-cli city-blox fit' -- $FIT --help

# ---- cards: 36 lines, 12 of each kind
"$CLI" city-blox cards >"$tmp/out"
[ $? -eq 0 ] && [ "$(wc -l <"$tmp/out")" -eq 36 ] && ok || bad "cards: 36 lines"
[ "$(grep -c '^market ' "$tmp/out")" -eq 12 ] && ok || bad "cards: 12 markets"

# ---- arena through the engine: medium against easy, no faults
expect_match "arena: plays" 0 'faults 0' -- "$CLI" city-blox arena --games 4 --player easy --player medium
# --params: the games are played at that level (the header says so), players= stands for
# --players, a bad key or a disagreement is a usage error naming it
expect_match "arena: --params level=2b" 0 'params: players=2 level=2b' -- "$CLI" city-blox arena \
  --games 2 --player easy --player medium --params level=2b
expect_match "arena: --params players=3" 0 'arena: 2 games, 3 players' -- "$CLI" city-blox arena \
  --games 2 --player easy --player medium --params 'players=3 level=1b'
expect_match "arena: --params bad level" 2 'level=3: one of 1[|]1b[|]2[|]2b' -- "$CLI" city-blox arena \
  --games 2 --player easy --player medium --params level=3
expect_match "arena: --params disagrees" 2 'disagrees with --players' -- "$CLI" city-blox arena \
  --games 2 --player easy --player medium --players 2 --params players=3

echo "city-blox cli: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
