#!/bin/sh
# SPDX-License-Identifier: MIT
# unreachable.sh - finds statements that follow an unconditional return,
# break, continue or goto in the same block: code that can never run.
#
# The compilers' -Wunreachable-code cannot see the case that hid the shadow
# pass's uniform lookups (docs/renderer.md): GCC accepts the flag and does
# nothing, and clang stays silent when the dead statement is a macro, as
# every libepoxy GL call is. This check reads the text instead: a line
# `return ...;` (or break/continue/goto) followed, after blank and comment
# lines, by a line at the same indentation that is not a closing brace, a
# case label, a default label or a goto label.
#
# Usage: unreachable.sh DIR...   Exit 0 when none is found, 1 otherwise.
status=0
files=$(find "$@" -name '*.c' -o -name '*.h' | sort)
for f in $files; do
  awk -v file="$f" '
    function indent(s) { match(s, /^[ \t]*/); return RLENGTH }
    /^[ \t]*(\/\/|\/\*|\*)/ || /^[ \t]*$/ { next }     # comments and blank lines
    {
      if (armed && indent($0) == depth && $0 !~ /^[ \t]*(}|case |default:|[A-Za-z_][A-Za-z0-9_]*:[ \t]*$|#)/) {
        printf "%s:%d: unreachable: follows the %s on line %d\n", file, NR, what, line
        found = 1
      }
      armed = 0
    }
    /^[ \t]*(return([ \t(][^;]*)?|break|continue|goto [A-Za-z_][A-Za-z0-9_]*);[ \t]*(\/\*.*\*\/|\/\/.*)?$/ {
      armed = 1; depth = indent($0); line = NR
      what = $1; sub(/;.*/, "", what)
    }
    END { exit found }
  ' "$f" || status=1
done
exit $status
