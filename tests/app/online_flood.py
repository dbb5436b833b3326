#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# online_flood.py WORK SECONDS: a CSP/1 "server" for online_flood.sh that
# greets the one window that connects and then sends it PONG lines, one per
# send() (so that each comes in a read of its own, and each read wakes the
# window), as fast as it can for as long as the window stays. WORK/port
# says the port it listens on; WORK/flooded is written once it has flooded
# for SECONDS (the lines sent by then), WORK/sent when the window has gone.
import os
import socket
import sys
import time

work, seconds = sys.argv[1], float(sys.argv[2])
srv = socket.socket()
srv.bind(("127.0.0.1", 0))
srv.listen(1)
with open(work + "/port.tmp", "w") as f:
    f.write(str(srv.getsockname()[1]))
os.rename(work + "/port.tmp", work + "/port")  # whole when seen
conn, _ = srv.accept()
conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
conn.sendall(b"CSP/1 cityscape-server 0.1.0\n")
sent, start, told = 0, time.time(), False
try:
    while True:
        conn.send(b"PONG\n")
        sent += 1
        if not told and time.time() - start > seconds:
            with open(work + "/flooded", "w") as f:
                f.write(str(sent))
            told = True
except OSError:
    pass
with open(work + "/sent", "w") as f:
    f.write(str(sent))
