# SPDX-License-Identifier: MIT
# online_lib.sh - what online_play.sh and online_errors.sh share (sourced;
# $SERVER, $work and fail() are theirs).
# serve [PORT]: cityscape-server on loopback at PORT (0 or none: a free one),
#   its tables in $work/data; its pid in $spid, its port in $port. Under
#   two_hosts it runs on the first host and listens on every address.
# two_hosts: with ONLINE_HOSTS=2, two machines made of two Linux network
#   namespaces joined by a virtual Ethernet pair (10.200.N.1 and .2, each its
#   own loopback): $on_a and $on_b run a command on either ("" otherwise),
#   $far is the address the second reaches the first by (127.0.0.1
#   otherwise). Needs root and `ip`; exits 77 (skipped) without them.
# table_code LOG PID: the table's code the host window (PID) prints on LOG
#   ("cityscape: online: table CODE at ADDRESS"), in $code; fails without.
on_a="" on_b="" far=127.0.0.1 nets=""
two_hosts() {
  [ "${ONLINE_HOSTS:-1}" = 2 ] || return 0
  n=$(($$ % 250 + 1)) a=csa$$ b=csb$$
  { [ "$(id -u)" = 0 ] && command -v ip >/dev/null && ip netns add $a; } 2>/dev/null ||
    { echo "online: two hosts need root and ip netns here: skipped"; exit 77; }
  nets="$a $b"
  ip netns add $b && ip link add va$$ type veth peer name vb$$ &&
    ip link set va$$ netns $a && ip link set vb$$ netns $b &&
    ip -n $a addr add 10.200.$n.1/24 dev va$$ && ip -n $b addr add 10.200.$n.2/24 dev vb$$ &&
    ip -n $a link set lo up && ip -n $b link set lo up &&
    ip -n $a link set va$$ up && ip -n $b link set vb$$ up ||
    fail "two hosts could not be set up"
  on_a="ip netns exec $a" on_b="ip netns exec $b" far=10.200.$n.1
}
hosts_down() { for ns in $nets; do ip netns del "$ns" 2>/dev/null; done; }
serve() {
  : >"$work/server.log"
  host=127.0.0.1
  [ -n "$nets" ] && host=0.0.0.0
  $on_a "$SERVER" --host $host --port "${1:-0}" --data "$work/data" >"$work/server.log" 2>&1 &
  spid=$!
  port=""
  for i in $(seq 100); do
    # The whole line (its comma after the port): never a port half written.
    port=$(sed -n 's/.*listening on .* port \([0-9][0-9]*\), .*/\1/p' "$work/server.log")
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
