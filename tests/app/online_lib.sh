# SPDX-License-Identifier: MIT
# online_lib.sh - what online_play.sh and online_errors.sh share (sourced;
# $SERVER, $work and fail() are theirs).
# serve [PORT]: cityscape-server on loopback at PORT (0 or none: a free one),
#   its tables in $work/data; its pid in $spid, its port in $port.
# table_code LOG PID: the table's code the host window (PID) prints on LOG
#   ("cityscape: online: table CODE at ADDRESS"), in $code; fails without.
serve() {
  : >"$work/server.log"
  "$SERVER" --host 127.0.0.1 --port "${1:-0}" --data "$work/data" >"$work/server.log" 2>&1 &
  spid=$!
  port=""
  for i in $(seq 100); do
    port=$(sed -n 's/.*listening on .* port \([0-9]*\).*/\1/p' "$work/server.log")
    [ -n "$port" ] && return 0
    sleep 0.1
  done
  fail "the server did not start: $(cat "$work/server.log")"
}
table_code() {
  code=""
  for i in $(seq 600); do
    code=$(sed -n 's/^cityscape: online: table \([A-Z0-9]*\) at .*/\1/p' "$1" 2>/dev/null | head -n 1)
    [ -n "$code" ] && return 0
    kill -0 "$2" 2>/dev/null || break
    sleep 0.1
  done
  fail "the host window gave no table code: $(grep -v '^ \|^$\|leak\|SUMMARY\|=====' "$1" | tail -n 5)"
}
