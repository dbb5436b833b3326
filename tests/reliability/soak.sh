#!/bin/sh
# SPDX-License-Identifier: MIT
# soak.sh - many computer-vs-computer games through `cityscape-cli arena`
# (under the sanitizer build in CI), sampling the process's resident memory.
#
# usage: soak.sh CITYSCAPE-CLI GAMES [ARENA ARGS...]
# Fails when the arena exits non-zero, prints anything from a sanitizer,
# reports a fault, or (with SOAK_MAX_GROWTH_KB set) when resident memory at
# the end exceeds the sample taken a quarter of the way in by more than that.
# Writes the samples to SOAK_LOG (default: a temporary file) as
# "seconds VmRSS-kB" lines.
set -u
cli=$1
games=$2
shift 2
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cs-soak.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
log=${SOAK_LOG:-$tmp/rss.log}
period=${SOAK_PERIOD:-1}
: >"$log"
start=$(date +%s)
"$cli" arena --games "$games" --quiet "$@" >"$tmp/out" 2>"$tmp/err" &
pid=$!
while kill -0 "$pid" 2>/dev/null; do
  rss=$(awk '/^VmRSS:/ {print $2}' "/proc/$pid/status" 2>/dev/null)
  [ -n "$rss" ] && echo "$(( $(date +%s) - start )) $rss" >>"$log"
  sleep "$period"
done
wait "$pid"
rc=$?
end=$(date +%s)
cat "$tmp/out"
status=0
if [ "$rc" -ne 0 ]; then
  echo "soak: arena exited $rc" >&2
  status=1
fi
if [ -s "$tmp/err" ]; then
  echo "soak: the arena wrote to standard error:" >&2
  cat "$tmp/err" >&2
  status=1
fi
# Rows of the table: "N  entrant  games  win%  [lo, hi]  mean  faults".
faults=$(awk '/^[0-9]+ / {s += $NF} END {print s + 0}' "$tmp/out")
played=$(awk '/^[0-9]+ / {print $3; exit}' "$tmp/out")
if [ "$faults" -ne 0 ]; then
  echo "soak: $faults faults" >&2
  status=1
fi
if [ "${played:-0}" != "$games" ]; then
  echo "soak: played ${played:-0} of $games games" >&2
  status=1
fi
n=$(wc -l <"$log")
if [ "$n" -gt 0 ]; then
  first=$(sed -n 1p "$log" | cut -d' ' -f2)
  q=$(sed -n "$(( n / 4 + 1 ))p" "$log" | cut -d' ' -f2)
  mid=$(sed -n "$(( n / 2 + 1 ))p" "$log" | cut -d' ' -f2)
  last=$(sed -n "${n}p" "$log" | cut -d' ' -f2)
  peak=$(sort -n -k2 "$log" | tail -1 | cut -d' ' -f2)
  echo "soak: $games games in $(( end - start )) s; VmRSS kB start $first, quarter $q, middle $mid, end $last, peak $peak ($n samples)"
  if [ -n "${SOAK_MAX_GROWTH_KB:-}" ] && [ "$last" -gt $(( q + SOAK_MAX_GROWTH_KB )) ]; then
    echo "soak: memory grew from $q kB (a quarter in) to $last kB (end)" >&2
    status=1
  fi
fi
[ "$status" -eq 0 ] && echo "soak: ok"
exit "$status"
