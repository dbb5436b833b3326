/* SPDX-License-Identifier: MIT */
/* csp_client.h - a CSP/1 test client (docs/network-protocol.md) with
 * blocking sockets and poll(): it starts cityscape-server as a process,
 * connects, records every byte it receives, keeps the latest view of each
 * seat it holds, and plays its seats' turns with the game's own computer
 * player (its weakest level) on the view text it was sent. */
#ifndef CSP_CLIENT_H
#define CSP_CLIENT_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "eg_game.h"

enum { CL_MAX_MOVES = 4096 };

typedef struct {
    int fd;
    const char *name;
    char *log;               /* every byte received */
    size_t loglen, logcap;
    size_t scan;             /* cl_wait has looked at the log up to here */
    bool nolog;              /* keep only what cl_wait has not looked at (a benchmark) */
    char buf[EG_VIEW_MAX + 256]; /* the line being read */
    size_t blen;
    bool eof;
    const eg_game *g;
    char code[8];
    unsigned seats;          /* held: bit (1 << seat) */
    char token[EG_MAX_PLAYERS][40];
    char view[EG_MAX_PLAYERS][EG_VIEW_MAX];
    unsigned turn;           /* the last TURN line */
    bool fresh;              /* a TURN line since it last played */
    bool over;
    bool pending[EG_MAX_PLAYERS];
    int moves;               /* the highest MOVE number seen */
    char last[EG_VIEW_MAX + 64]; /* the last line */
    int errs;                /* ERR lines received */
    bool quiet;              /* plays no seat (a hostile or a watcher) */
    uint64_t seed;
    double sent_at[EG_MAX_PLAYERS]; /* when each pending move was sent */
} cl_client;

typedef struct {
    pid_t pid;
    int port;
} cl_server;

/* Starts the server (its options after --data and --port 0); 0 or -1. */
int cl_server_start(cl_server *s, const char *bin, const char *data, const char *const *extra);
/* SIGTERM (then its exit status must be 0) or SIGKILL; returns the status. */
int cl_server_stop(cl_server *s, int sig);

/* Connects and reads the greeting; false on failure. rcvbuf > 0 sets
 * SO_RCVBUF first (a slow reader). */
bool cl_connect(cl_client *c, const char *name, int port, int rcvbuf);
void cl_close(cl_client *c);
void cl_free(cl_client *c);
bool cl_send(cl_client *c, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* Reads what has come within ms; false at end of stream. */
bool cl_pump(cl_client *c, int ms);
/* Reads until a line starting with prefix (copied into c->last); false on
 * timeout or end of stream. */
bool cl_wait(cl_client *c, const char *prefix, int ms);

/* Plays the turns of every client's seats until every playing client has
 * seen OVER, calling hook (when not NULL) after each batch of lines with
 * the number of moves seen; the hook returns false to stop playing early.
 * Returns 0, or -1 with the reason on standard error. lat (when not NULL)
 * collects each move's latency in ms (sent to its MOVE line), *nlat of them. */
int cl_play(cl_client **cs, int n, int timeout_s, bool (*hook)(void *ctx, int moves), void *ctx,
            double *lat, int *nlat, int maxlat);

double cl_now_ms(void);

/* The mid end of the table `code` as saved in the server's data folder
 * (DATA/<code>.rec), or NULL with the reason on standard error. */
struct eg_midend;
struct eg_midend *cl_load_table(const char *data, const char *code);

#endif
