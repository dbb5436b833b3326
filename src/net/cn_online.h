/* SPDX-License-Identifier: MIT */
/* cn_online.h - a client's way to a table on cityscape-server (CSP/1,
 * docs/network-protocol.md): host one (on a server given by address, or one
 * started on this machine), join one by its code (watching it first to see
 * its seats), take seats back with the tokens kept in a file, and follow it
 * with a remote mid end (midend.h) fed the server's lines. What happened is
 * said in words for the player ("No table has the code K7QX2M at
 * 127.0.0.1:7412"). The window's Play online (src/app/online.c) is its
 * screen; no SDL here.
 *
 * One cn_online at a time per connection; the caller's thread only (the
 * connection's wake callback comes from the network thread). */
#ifndef CN_ONLINE_H
#define CN_ONLINE_H

#include <stdbool.h>
#include <stddef.h>

#include "cn_net.h"
#include "midend.h"

typedef struct {
    cn_conn *conn;
    cn_server server;   /* the server started here (pid 0: none) */
    eg_midend *me;      /* the table followed (the caller's to play once ready) */
    bool playing;       /* handed to the caller (CN_ONLINE_READY) */
    bool watching;      /* joining: seated nowhere yet, the seats to choose */
    bool spectate;      /* hosting no seat here: the table is watched */
    bool kept;          /* the connection dropped while playing: me is kept (the
                           caller's table) to rejoin with (cn_online_join) */
    char kept_at[128];  /* the address it was kept from */
    unsigned want;      /* the seats to hold before the table is ready */
    char name[32];      /* ours, for HELLO ("" : "player") */
    char addr[128];     /* host:port connected to */
    char code[16];      /* the table's */
    char shown[160];    /* the address to tell friends (the server started here: by
                           this machine's name, after a rejoin too) */
    char tokens[1100];  /* the file the seat tokens are kept in ("": none) */
    char status[300];   /* the last thing that happened, in words */
    cn_wake_fn wake;
    void *wake_ctx;
    long pinged;        /* when the last PING went (seconds, CLOCK_MONOTONIC) */
} cn_online;

/* Hosts a table of `game` (its id) with `seats` as NEW writes them
 * ("me,open,easy") and the game's `params`, at o->addr, or, when it is "",
 * at a server started here (--data server_dir), which o->addr then names.
 * 0, or -1 with o->status saying why. */
int cn_online_host(cn_online *o, const char *server_dir, const char *game, const char *params,
                   const char *seats);
/* Joins table `code` at o->addr: the seats kept in o->tokens for it are
 * taken back; else it is watched, its seats listed (o->watching) for the
 * caller's choice (o->want, then cn_online_take). The mid end kept after a
 * dropped connection (o->kept, cn_online_keeps) takes its seats back itself:
 * its moves, and the caller's table around it, go on. 0 or -1. */
int cn_online_join(cn_online *o, const char *code);
/* Whether joining `code` at o->addr goes on with the kept mid end. */
bool cn_online_keeps(const cn_online *o, const char *code);
/* Asks for the seats in o->want (JOIN). */
void cn_online_take(cn_online *o);

/* A line for the mid end: the caller's own feeding (its table, which
 * animates a move landing), or NULL: eg_midend_feed. */
typedef int (*cn_feed_fn)(void *ctx, const char *line, unsigned *changed, eg_error *err);
enum {
    CN_ONLINE_FED = 1,   /* lines were fed: draw again */
    CN_ONLINE_READY = 2, /* the seats wanted are held: o->me is the caller's to play */
    CN_ONLINE_GONE = 4,  /* the connection closed or was refused: o->status says why;
                            call cn_online_hang_up, unless o->kept (its mid end kept,
                            the connection closed) */
};
/* Takes the lines received, never blocking: CN_ONLINE_* bits. At most
 * CN_POLL_LINES a call, so that lines flooding in never hold the caller (a
 * window would neither draw nor hear a quit): with more waiting, the wake
 * callback is called to come back for them. It sends a PING once a minute
 * at most (the server closes a connection silent for 300 s): the caller
 * polls once a minute at least (a timer's wake). */
enum { CN_POLL_LINES = 256 };
unsigned cn_online_poll(cn_online *o, cn_feed_fn feed, void *ctx);
/* Closes the connection and frees the mid end unless the caller has freed
 * it already (me_freed). The server started here goes on. */
void cn_online_hang_up(cn_online *o, bool me_freed);

/* The table's line for its players: "Table K7QX2M at box:7412: Ann here,
 * Bob away, Seat 3 open, Computer 4": each seat by its name and where its
 * player is; a computer seat by its name alone, which says what it is (the
 * server names it "Computer N", as a computer seat is named at home). */
void cn_online_status(const cn_online *o, char *out, size_t outsz);
/* Another seat's rematch offered at the table's end, in words ("Ann offers
 * a rematch at table K7QX2M: press Rematch to play it"); false when none. */
bool cn_online_offer(const cn_online *o, char *out, size_t outsz);
/* Where the table stands for this client: CN_TURN_*. */
enum {
    CN_TURN_GONE = -1,  /* no connection (o->status says why) */
    CN_TURN_WAIT = 0,   /* waiting for the server */
    CN_TURN_SEATS = 1,  /* joining: the seats are known, to be chosen */
    CN_TURN_OTHERS = 2, /* at the table: another seat is to act, or our move is on its way */
    CN_TURN_OURS = 3,   /* a seat held here is to act, or the game is over */
};
int cn_online_turn(const cn_online *o);

#endif
