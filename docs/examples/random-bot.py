#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""random-bot.py - a CEP/2 engine that plays a random legal move in any game.

It knows no rules of its own: it hands each view to `cityscape-cli engine`
and asks it for the legal moves (the `legal` command), then picks one.
Try it against the built-in levels (docs/engine-protocol.md):

    cityscape-cli six-cities arena --games 4 --player easy \\
        --engine "python3 docs/examples/random-bot.py"

The first argument (or CITYSCAPE_CLI) names cityscape-cli when it is not on
PATH; a second argument seeds the choices, so that a game replays.
"""
import os
import random
import subprocess
import sys

cli = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("CITYSCAPE_CLI", "cityscape-cli")
rng = random.Random(sys.argv[2] if len(sys.argv) > 2 else None)
rules = subprocess.Popen([cli, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         text=True)


def ask(command):
    """Sends one command to the rules engine; returns its answer lines."""
    rules.stdin.write(command + "\n")
    rules.stdin.flush()
    lines = [rules.stdout.readline().rstrip("\n")]
    while command == "cep 2" and lines[-1] not in ("cepok", ""):
        lines.append(rules.stdout.readline().rstrip("\n"))
    return lines


def say(line):
    print(line, flush=True)


game, made = None, 0
for line in sys.stdin:
    line = line.rstrip("\r\n")
    word = line.split(" ", 1)[0]
    if word == "newgame":
        game, made = (line.split() + [None])[1], 0
    if line == "cep 2":  # the handshake: we offer the games the rules engine offers
        say("id name random-bot")
        for answer in ask(line):
            if answer.startswith(("protocol", "game", "cepok")):
                say(answer)
    elif word in ("newgame", "seat", "view", "isready"):
        say(ask(line)[0])  # ok, readyok, or the rules engine's error
    elif word == "go":
        moves = ask("legal")[0].split()[1:]
        made += 1
        if game == "skyscrapers" and made > 100:
            moves = ["end"]  # the solitaire ends when its player says so: no list holds `end`
        say("bestmove " + rng.choice(moves) if moves else "error go: no legal move")
    elif word == "quit":
        break
    else:
        say("error unknown command '%s'" % word)

rules.stdin.write("quit\n")
rules.stdin.close()
rules.wait()
