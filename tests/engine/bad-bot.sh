#!/bin/sh
# SPDX-License-Identifier: MIT
# bad-bot.sh COUNTER - a CEP/2 engine that faults on every move, for the
# arena's fault counts: its first `go` is answered late, its second makes it
# crash, every later one gets a move no game has. COUNTER is a file that
# keeps the count of `go`s across the arena's restarts.
count=$1
while IFS= read -r line; do
  case $line in
    "cep 2") printf 'id name bad-bot\nprotocol 2\ncepok\n' ;;
    newgame*|seat*|view*) echo ok ;;
    isready) echo readyok ;;
    go*)
      n=$(( $(cat "$count" 2>/dev/null || echo 0) + 1 ))
      echo "$n" >"$count"
      case $n in
        1) sleep 5; echo "bestmove too-late" ;;
        2) exit 3 ;;
        *) echo "bestmove no-such-move" ;;
      esac ;;
    quit) exit 0 ;;
    *) echo "error unknown command" ;;
  esac
done
