#!/bin/sh
# SPDX-License-Identifier: MIT
# Drawing frames must not pile up memory. A hidden window's swap (scripts)
# and the offscreen driver's may show nothing, and Mesa's llvmpipe then kept
# every frame's commands until the process ended: about 1.5 MB a frame, 300
# frames on the title took the game from 136 to 447 MB. Here 20 and 320
# settled frames of Cityscape's table (the generic table, its goals being
# set: the board, the four holders, the supply) are drawn and the two
# peaks compared.
#   tests/render/frame_memory.sh CITYSCAPE
set -u
bin=${1:?usage: frame_memory.sh CITYSCAPE}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
peak() { # frames -> peak memory in MB, as the game reports it (each run
          # in a save folder of its own: the table asks before replacing a save)
  { echo "size 960 540"; echo "click New game"; echo "click Cityscape"
    echo "expect table-setup"; echo "click Start"; echo "expect table"; i=0; while [ $i -lt "$1" ]; do echo "wait 0"; i=$((i + 1)); done
    echo "peak-memory"; echo "quit"; } >"$work/s$1.script"
  "$bin" --script "$work/s$1.script" --save-dir "$work/save$1" 2>&1 >/dev/null |
    sed -n 's/^peak memory \([0-9.]*\) MB$/\1/p'
}
few=$(peak 20)
many=$(peak 320)
if [ -z "$few" ] || [ -z "$many" ]; then
  echo "frame_memory: the game printed no peak memory (few '$few', many '$many')"
  exit 1
fi
echo "frame_memory: Cityscape's table, 20 frames: $few MB, 320 frames: $many MB"
awk -v a="$few" -v b="$many" 'BEGIN { exit !(b - a < 24) }' || {
  echo "frame_memory: 300 more frames took $(awk -v a="$few" -v b="$many" 'BEGIN { print b - a }') MB more (limit 24)"
  exit 1
}
