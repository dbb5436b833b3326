#!/bin/sh
# SPDX-License-Identifier: MIT
# campaign.sh - the fuzzing benchmark (docs/reliability.md): each target
# runs, one at a time on one core, until it has made RUNS executions
# (default 10,000,000) or has run SECONDS (default 1800: the slow targets),
# from an empty work corpus plus the committed one, with its dictionary.
# Prints one line per target (executions, seconds, edges covered, inputs
# found, crashes) and fails if any target crashed, broke an invariant,
# timed out on an input or ran out of memory.
#
# usage: tests/fuzz/campaign.sh FUZZ-BUILD-DIR OUT-DIR [TARGET ...]
#   FUZZ-BUILD-DIR  a CS_FUZZ=ON build (scripts/ci-reliability makes one in
#                   build/reliability/fuzz)
#   OUT-DIR         work corpora, logs, crash inputs, summary.txt
# Environment: CS_FUZZ_RUNS, CS_FUZZ_MAX_SECONDS.
set -u
cd "$(dirname "$0")/../.."
build=$1
out=$2
shift 2
targets=${*:-"spn sx_position cb_text params script table_moves game_record cli_numbers view engine net_proto"}
runs=${CS_FUZZ_RUNS:-10000000}
limit=${CS_FUZZ_MAX_SECONDS:-1800}
mkdir -p "$out"
status=0
for t in $targets; do
  work="$out/corpus-$t"
  rm -rf "$work"
  mkdir -p "$work"
  dict=""
  [ -f "tests/fuzz/dict/$t.dict" ] && dict="-dict=tests/fuzz/dict/$t.dict"
  # Numbers are short: long inputs would only slow the line reader's checks.
  maxlen=""
  [ "$t" = cli_numbers ] && maxlen="-max_len=128"
  start=$(date +%s)
  # shellcheck disable=SC2086
  taskset -c "${CS_FUZZ_CPU:-0}" "$build/tests/fuzz_$t" -runs="$runs" -max_total_time="$limit" \
    -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$out/crash-$t-" \
    $dict $maxlen "$work" "tests/fuzz/corpus/$t" >"$out/fuzz-$t.log" 2>&1
  rc=$?
  secs=$(( $(date +%s) - start ))
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/fuzz-$t.log")
  cov=$(grep -E '^#[0-9]+[[:space:]]+(DONE|pulse|NEW|REDUCE|INITED)' "$out/fuzz-$t.log" | tail -n 1 |
        sed -n 's/.*cov: \([0-9]*\).*/\1/p')
  crashes=$(ls "$out" | grep -c "^crash-$t-")
  line="fuzz_$t: ${execs:-?} executions in $secs s, coverage ${cov:-?} edges, $(ls "$work" | wc -l) inputs found (+ $(ls "tests/fuzz/corpus/$t" | wc -l) seeds), $crashes crashes, exit $rc"
  echo "$line" | tee -a "$out/summary.txt"
  if [ "$rc" -ne 0 ] || [ "$crashes" -ne 0 ]; then
    grep -E 'ERROR|runtime error|invariant|SUMMARY' "$out/fuzz-$t.log" | head -n 5 >&2
    status=1
  fi
done
exit "$status"
