#!/bin/sh
# SPDX-License-Identifier: MIT
# spdx.sh SOURCE_DIR: fails naming every C source or header under src/, tests/
# and tools/ (tracked, or untracked but not ignored) whose first line is not
# the project's licence line. Skipped (77) outside a git checkout.
set -eu
cd "$1"
want='/* SPDX-License-Identifier: MIT */'
if ! command -v git >/dev/null 2>&1 || ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "spdx: not a git checkout, nothing to check"
  exit 77
fi
missing=0
checked=0
# -z and a read loop: file names with spaces still work.
git ls-files -z --cached --others --exclude-standard -- src tests tools |
  tr '\0' '\n' | grep -E '\.(c|h)$' >"${TMPDIR:-/tmp}/spdx.$$" || true
while IFS= read -r f; do
  [ -f "$f" ] || continue   # deleted in the work tree, not yet in the index
  checked=$((checked + 1))
  if [ "$(head -n 1 -- "$f")" != "$want" ]; then
    echo "spdx: $f: first line is not '$want'"
    missing=$((missing + 1))
  fi
done <"${TMPDIR:-/tmp}/spdx.$$"
rm -f "${TMPDIR:-/tmp}/spdx.$$"
if [ "$missing" -gt 0 ]; then
  echo "spdx: $missing of $checked C files lack the SPDX line (see LICENSE)"
  exit 1
fi
echo "spdx: all $checked C files under src/ tests/ tools/ start with '$want'"
