#!/bin/sh
# SPDX-License-Identifier: MIT
# settings_kept.sh - a settings file the game could not read whole keeps
# every valid value, gets one warning, and is kept aside byte for byte
# before the game writes it again (docs/settings.md).
#
# usage: settings_kept.sh CITYSCAPE WORKDIR
# settings.txt: good values, 40 bad lines and 12 KB of comments (over the
# old 8 KiB limit, which read it as all defaults). The script opens
# Settings, reads the volume drawn (the file's 35, not the default 70),
# and leaves with Back, which writes the settings. Checks: exit 0; one
# warning line on stderr naming the file; settings.txt.unreadable the very
# same bytes; settings.txt now holding volume = 35 and mute = true; a
# second start reads it without a warning. Exit 77 (skipped) when no
# OpenGL context can be had.
set -u
game=$1
work=$2
rm -rf "$work"
mkdir -p "$work/save"
export SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen}
f="$work/save/settings.txt"
{
  echo "volume = 35"
  i=0
  while [ $i -lt 40 ]; do echo "wobble"; i=$((i + 1)); done
  i=0
  while [ $i -lt 200 ]; do
    echo "# a comment to make the file large: 0123456789 0123456789 012345"
    i=$((i + 1))
  done
  echo "mute = true"
} >"$f"
cp "$f" "$work/orig.txt"
cat >"$work/settings.script" <<'SCRIPT'
size 640 360
expect title
click Settings
expect settings
expect-text "Volume: 35%"
click Back
expect title
quit
SCRIPT
"$game" --script "$work/settings.script" --save-dir "$work/save" >"$work/out" 2>"$work/err"
rc=$?
[ "$rc" -eq 3 ] && { echo "settings_kept: no OpenGL 3.3 context here: skipped" >&2; exit 77; }
problem=""
if [ "$rc" -ne 0 ]; then
  problem="the game exited $rc"
elif [ "$(grep -c 'warning: settings' "$work/err")" -ne 1 ]; then
  problem="not one warning line for the file"
elif ! grep 'warning: settings' "$work/err" | grep -qF "$f: line 2: expected 'key = value'"; then
  problem="the warning does not name the file and its first bad line"
elif ! cmp -s "$work/orig.txt" "$f.unreadable"; then
  problem="settings.txt.unreadable is missing or not the file as it was"
elif ! grep -q "^volume = 35$" "$f" || ! grep -q "^mute = true$" "$f"; then
  problem="the rewritten settings.txt lost a valid value"
elif ! grep -qF "kept as $f.unreadable" "$work/err"; then
  problem="stderr does not say where the old file was kept"
fi
if [ -z "$problem" ]; then
  "$game" --script "$work/settings.script" --save-dir "$work/save" >"$work/out2" 2>"$work/err2"
  if grep -q 'warning: settings' "$work/err2" || [ -e "$f.unreadable-2" ]; then
    problem="the second start still warned or kept another copy"
  fi
fi
if [ -n "$problem" ]; then
  echo "settings_kept: $problem" >&2
  sed 's/^/  stderr: /' "$work/err" >&2
  ls -l "$work/save" >&2
  exit 1
fi
grep 'settings' "$work/err"
echo "settings_kept: ok"
