/* SPDX-License-Identifier: MIT */
/* cn_net.h - the client side of CSP/1 (docs/network-protocol.md): one
 * connection to cityscape-server, and a local server to host a table.
 *
 * A connection runs a libuv loop in a thread of its own (the same library as
 * the server; no hand-made socket loop). The caller's thread never blocks on
 * the network: it sends lines (queued, then written by the loop) and pops
 * the lines received (queued by the loop), and is woken by the wake
 * callback, which the network thread calls whenever a line arrives or the
 * connection opens, closes or fails. The window pushes an SDL user event
 * from it, so an idle window polls nothing.
 *
 * Errors are values with words: "connection refused by 127.0.0.1 port 7412",
 * "the server closed the connection", "line 40 from the server is longer
 * than 4112 bytes". */
#ifndef CN_NET_H
#define CN_NET_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "eg_csp.h"
#include "eg_game.h"

/* Error codes (eg_error.code). */
enum {
    CN_ERR_CONNECT = 1300, /* the name does not resolve, or no connection */
    CN_ERR_CLOSED,         /* the server closed the connection, or it broke */
    CN_ERR_LINE,           /* a line too long (sent or received), or not text */
    CN_ERR_SERVER,         /* a local server did not start or say its port */
    CN_ERR_NOMEM,
};

typedef enum {
    CN_CONNECTING, /* resolving the name and connecting */
    CN_OPEN,       /* connected: lines flow */
    CN_CLOSED,     /* closed (by either side) or failed: see cn_conn_status's err */
} cn_status;

typedef struct cn_conn cn_conn;

/* Called on the network thread (never the caller's) after any change: a
 * line received, connected, closed, failed. It must only wake the caller's
 * thread (SDL_PushEvent, a condition variable): the caller then drains with
 * cn_conn_recv. It may be called after the change was already drained. */
typedef void (*cn_wake_fn)(void *ctx);

/* Starts connecting to host (a name or address) and port in a new thread.
 * NULL only when no thread or memory could be had (err says which): a
 * refused connection or an unknown name arrives later as CN_CLOSED with its
 * words. wake may be NULL (the caller polls). */
cn_conn *cn_conn_open(const char *host, int port, cn_wake_fn wake, void *ctx, eg_error *err);

/* Queues one line (without '\n', at most EG_CSP_LINE_MAX bytes, no control
 * characters) to be sent. 0, or CN_ERR_LINE / CN_ERR_CLOSED with err.
 * Lines queued while connecting are sent once connected. Thread-safe. */
int cn_conn_send(cn_conn *c, const char *line, eg_error *err);
/* The same, printf-style. */
int cn_conn_sendf(cn_conn *c, eg_error *err, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* The eg_midend_send_fn for a remote mid end: ctx is the cn_conn. */
int cn_conn_send_cb(void *ctx, const char *line, eg_error *err);

/* The next line received (without '\n' or '\r') into out (NUL-terminated;
 * outsz >= EG_CSP_LINE_MAX + 1 holds any line). Never blocks: 1 with a line;
 * 0 when none waits (the connection may still be open); -1 when the
 * connection has closed and every line it received has been popped, with
 * err saying why it closed. Lines received before a close are all popped
 * first. */
int cn_conn_recv(cn_conn *c, char *out, size_t outsz, eg_error *err);

/* Where the connection stands; for CN_CLOSED, err (may be NULL) says why. */
cn_status cn_conn_status(cn_conn *c, eg_error *err);

/* Keep-alive: while open, a "PING" line is sent whenever nothing has been
 * sent for ms milliseconds (the server closes a connection silent for its
 * idle time, 300 s by default); the server's "PONG" lines arrive as any
 * other. CN_KEEPALIVE_MS unless set; 0 turns it off. Thread-safe. */
enum { CN_KEEPALIVE_MS = 60000 };
void cn_conn_set_keepalive(cn_conn *c, unsigned ms);

/* Closes the connection (what is queued to send is written first, as far as
 * the server takes it within a second), joins its thread and frees it. NULL
 * is fine. The wake callback is not called after this returns. */
void cn_conn_close(cn_conn *c);

/* ---- Hosting: cityscape-server as a child process of the window. */

typedef struct {
    pid_t pid;   /* 0: none running */
    int port;    /* the port it listens on (after it stopped: the one it had) */
    char program[1024], host[64], data[1024]; /* as started (cn_server_restart) */
} cn_server;

/* The server's program: $CITYSCAPE_SERVER when set; else cityscape-server
 * in the folder of the running program (/proc/self/exe: the build folder
 * and the installed bin folder, where the package puts both), when it is
 * there; else "cityscape-server", looked up on PATH. */
void cn_server_program(char *out, size_t outsz);

/* Starts `program` (NULL: cn_server_program) with --host host (NULL:
 * 127.0.0.1, only this machine; "0.0.0.0" lets friends on the network in),
 * --port 0 (a free port) and --data data_dir (its tables are saved and
 * resumed there), by posix_spawn, and reads the port it prints, waiting at
 * most 10 s. 0, or CN_ERR_SERVER with err (the program not found, it exited,
 * it said no port: its words). */
int cn_server_start(cn_server *s, const char *program, const char *host, const char *data_dir,
                    eg_error *err);
/* Whether the server started has stopped (exited, killed): then reaped,
 * pid 0, its port kept. Never blocks. */
bool cn_server_exited(cn_server *s);
/* Starts the server again as it was started (the same program, host and
 * data folder: its tables resume), on the port it had, or, when it cannot
 * listen there (another program has taken it), on a free one: s->port
 * says which. 0, or CN_ERR_SERVER as cn_server_start. */
int cn_server_restart(cn_server *s, eg_error *err);
/* Stops it with SIGTERM and waits for it (SIGKILL after 5 s); returns its
 * exit status as waitpid gives it, or -1 when none ran. */
int cn_server_stop(cn_server *s);

#endif
