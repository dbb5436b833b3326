/* SPDX-License-Identifier: MIT */
/* server.h - cityscape-server: tables of any game played over TCP in CSP/1
 * (docs/network-protocol.md), on one libuv loop. The mid end alone applies
 * moves; each connection gets the moves and the views of its own seats. */
#ifndef SV_SERVER_H
#define SV_SERVER_H

#include <stdbool.h>
#include <stdint.h>

typedef struct {
    const char *host;       /* "0.0.0.0" */
    int port;               /* 0: any free port (printed) */
    const char *data;       /* the tables' folder */
    unsigned idle_s;        /* nothing received for this long: closed */
    int max_conns, max_per_addr, max_tables;
    int lines_per_s;        /* more from one connection: closed */
    size_t out_max;         /* bytes queued to a connection that does not read: closed */
    unsigned keep_finished_s; /* a finished table nobody is at: put away after this long */
} sv_options;

void sv_default_options(sv_options *o);

/* Resumes the tables in o->data, listens, and runs until SIGINT or SIGTERM.
 * Exit status: 0, or 1 with the reason on standard error. */
int sv_run(const sv_options *o);

#endif
