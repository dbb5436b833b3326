# SPDX-License-Identifier: MIT
# contract.sh - the harness every CLI contract test sources:
#   . "$(dirname "$0")/contract.sh"            (tests/cli)
#   . "$(dirname "$0")/../../cli/contract.sh"  (tests/games/<id>)
# It sets pass, fail and a temporary folder $tmp (removed on exit), and
# gives expect (stdout compared exactly) and expect_match (grep -E).
pass=0
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

# expect NAME WANT_STATUS WANT_STDOUT -- CMD...   (stdout compared exactly)
expect() {
  name=$1 want_rc=$2 want_out=$3
  shift 4
  "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
  rc=$?
  out=$(cat "$tmp/out")
  if [ "$rc" -ne "$want_rc" ]; then bad "$name: exit $rc, want $want_rc; stderr: $(head -3 "$tmp/err")"; return; fi
  if [ "$out" != "$want_out" ]; then bad "$name: stdout"; echo " got:  $out"; echo " want: $want_out"; return; fi
  ok
}

# expect_match NAME WANT_STATUS REGEX -- CMD...    (grep -E on stdout+stderr)
expect_match() {
  name=$1 want_rc=$2 re=$3
  shift 4
  "$@" >"$tmp/out" 2>&1 </dev/null
  rc=$?
  if [ "$rc" -ne "$want_rc" ]; then bad "$name: exit $rc, want $want_rc: $(head -3 "$tmp/out")"; return; fi
  if ! grep -Eq -- "$re" "$tmp/out"; then bad "$name: no match for /$re/ in: $(head -5 "$tmp/out")"; return; fi
  ok
}
