#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""csp_delay.py - a slow link between a game window and cityscape-server, for
online tests (online_late.sh): every connection made to it is carried to the
server, the window's lines at once, the server's lines in groups (a table's
state and each move's lines end with a TURN line; a group also ends after
0.2 s without a line), each group held back as the options say, in order.

  csp_delay.py SERVER_PORT PORT_FILE [--end S] [--rematch S] [--split]

  --end S      the group that ends the game (its "TURN -") comes S s late
  --rematch S  the group answering the window's REMATCH comes S s late
  --split      each line is written in two halves, 50 ms apart (a line split
               across reads), and each group's lines otherwise in one write

PORT_FILE gets the port it listens on (127.0.0.1), written whole (renamed
into place). What it held and when is printed on standard output."""
import os
import socket
import sys
import threading
import time


def log(*words):
    print("csp_delay: %.2f" % time.monotonic(), *words, flush=True)


def client_to_server(win, srv, state):
    buf = b""
    while True:
        data = win.recv(65536)
        if not data:
            break
        buf += data
        while b"\n" in buf:
            line, buf = buf.split(b"\n", 1)
            if line.strip() == b"REMATCH":
                state["rematch"] = True
        srv.sendall(data)
    try:
        srv.shutdown(socket.SHUT_WR)
    except OSError:
        pass


def send(win, group, split):
    if not split:
        win.sendall(b"".join(group))
        return
    for line in group:
        half = len(line) // 2
        win.sendall(line[:half])
        time.sleep(0.05)
        win.sendall(line[half:])


def server_to_client(win, srv, state, opts):
    srv.settimeout(0.2)
    buf, group = b"", []
    while True:
        try:
            data = srv.recv(65536)
        except socket.timeout:
            data = None
        if data == b"":
            break
        if data:
            buf += data
        while b"\n" in buf:
            line, buf = buf.split(b"\n", 1)
            group.append(line + b"\n")
            if not line.startswith(b"TURN "):
                continue
            late = 0.0
            if line.strip() == b"TURN -" and opts["end"]:
                late, why = opts["end"], "the game's last move"
            if state.get("rematch") and opts["rematch"]:
                late, why = opts["rematch"], "the answer to REMATCH"
                state["rematch"] = False
            if late:
                log("holding %s (%d lines) for %.1f s" % (why, len(group), late))
                time.sleep(late)
                log("sent %s" % why)
            send(win, group, opts["split"])
            group = []
        if data is None and group:
            send(win, group, opts["split"])
            group = []
    if group:
        send(win, group, opts["split"])
    win.close()


def main():
    args = sys.argv[1:]
    if len(args) < 2:
        sys.exit(__doc__)
    upstream, port_file = int(args[0]), args[1]
    opts = {"end": 0.0, "rematch": 0.0, "split": False}
    rest = args[2:]
    while rest:
        word = rest.pop(0)
        if word in ("--end", "--rematch") and rest:
            opts[word[2:]] = float(rest.pop(0))
        elif word == "--split":
            opts["split"] = True
        else:
            sys.exit("csp_delay.py: unknown option '%s'" % word)
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    with open(port_file + ".part", "w") as f:
        f.write("%d\n" % listener.getsockname()[1])
    os.rename(port_file + ".part", port_file)
    while True:
        win, _ = listener.accept()
        srv = socket.create_connection(("127.0.0.1", upstream))
        win.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        state = {}
        threading.Thread(target=client_to_server, args=(win, srv, state), daemon=True).start()
        threading.Thread(target=server_to_client, args=(win, srv, state, opts), daemon=True).start()


if __name__ == "__main__":
    main()
