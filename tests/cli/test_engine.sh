#!/bin/sh
# SPDX-License-Identifier: MIT
# `cityscape-cli engine` and the arena's outside engines, end to end:
#   - CEP/1 answers as before (shared/spec/engine-protocol.md) when the
#     first line is not `cep 2`;
#   - CEP/2 offers all four games (a game without view text is refused by
#     name: tests/engine/test_protocol.c);
#   - the example bot (docs/examples/random-bot.py) plays whole games of
#     every game against its first built-in level with no fault;
#   - a bad bot's faults are each counted (tests/engine/bad-bot.sh).
# Usage: test_engine.sh PATH/TO/cityscape-cli SOURCE_DIR
CLI=$1
SRC=$2
. "$(dirname "$0")/contract.sh"
BOT="$SRC/docs/examples/random-bot.py"
BAD="$SRC/tests/engine/bad-bot.sh"

# ---- CEP/1, byte for byte (the spec's example, our engine's handshake)
printf 'cep\nsetoption level easy\nnewround players=4 me=W first=S\nmoves 5b2\nisready\nquit\n' |
  "$CLI" engine >"$tmp/cep1" 2>&1
printf '%s\n' 'id name cityscape 0.1' 'id author the Cityscape team' \
  'option level easy medium hard' 'option seed <integer>' 'option iterations <integer>' \
  'option movetime <ms>' 'cepok' ok ok ok readyok >"$tmp/want"
cmp -s "$tmp/cep1" "$tmp/want" && ok || bad "CEP/1 session: $(cat "$tmp/cep1")"
expect "CEP/1: 'cep 2' is not CEP/1's opening, later" 0 "$(printf 'readyok\n%s' \
  "error unknown command 'cep' with arguments")" -- sh -c "printf 'isready\ncep 2\n' | '$CLI' engine"

# ---- CEP/2 handshake
printf 'cep 2\nquit\n' | "$CLI" engine >"$tmp/hello" 2>&1
[ "$(sed -n 3p "$tmp/hello")" = "protocol 2" ] && ok || bad "CEP/2: no 'protocol 2': $(cat "$tmp/hello")"
[ "$(tail -n 1 "$tmp/hello")" = "cepok" ] && ok || bad "CEP/2: no cepok last"

command -v python3 >/dev/null && ok || bad "python3 is needed by the example bot"
for game in cityscape skyscrapers six-cities city-blox; do
  line=$(grep "^game $game " "$tmp/hello")
  if [ -z "$line" ]; then
    bad "$game: not offered by 'cep 2': $(cat "$tmp/hello")"
    continue
  fi
  level=$(echo "$line" | sed 's/.*levels=\([^, ]*\).*/\1/')
  players=$(echo "$line" | sed 's/.*players=\([0-9]\)-.*/\1/')
  others=""
  [ "$players" -gt 1 ] && others="--player $level"
  # The example bot plays whole games against the first level: no fault.
  # shellcheck disable=SC2086
  "$CLI" "$game" arena --games 2 --seed 3 --movetime 3000 --engine "python3 '$BOT' '$CLI' 1" \
    $others >"$tmp/arena" 2>&1
  rc=$?
  [ "$rc" -eq 0 ] && ok || bad "$game: example bot arena exit $rc: $(cat "$tmp/arena")"
  grep -Eq '^engine 1: [1-9][0-9]* moves asked, illegal 0, late 0, crash 0: ' "$tmp/arena" &&
    grep -q '^faults 0$' "$tmp/arena" && grep -Eq "^$game arena: 2 games" "$tmp/arena" &&
    ok || bad "$game: example bot: $(cat "$tmp/arena")"
  grep -Eq '^1 +engine +[0-9]+ +[0-9.]+ +[0-9.]+ +\[[0-9.]+, [0-9.]+\]' "$tmp/arena" &&
    ok || bad "$game: no win share with an interval: $(cat "$tmp/arena")"
  # The bad bot: one late answer, one crash, the rest illegal, each counted
  # (not in Skyscrapers: the stand-in's first legal moves never end a solitaire).
  [ "$game" = skyscrapers ] && continue
  rm -f "$tmp/count"
  # shellcheck disable=SC2086
  "$CLI" "$game" arena --games 1 --movetime 200 --grace 100 --engine "sh '$BAD' '$tmp/count'" \
    $others >"$tmp/bad" 2>&1
  asked=$(sed -n 's/^engine 1: \([0-9]*\) moves asked.*/\1/p' "$tmp/bad")
  [ -n "$asked" ] && [ "$asked" -ge 3 ] &&
    grep -q "^engine 1: $asked moves asked, illegal $((asked - 2)), late 1, crash 1: " "$tmp/bad" &&
    grep -q '^faults 0$' "$tmp/bad" && ok || bad "$game: bad bot: $(cat "$tmp/bad")"
done

echo "engine: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
