/* SPDX-License-Identifier: MIT */
/* cn_online.c - a client's way to a table (see cn_online.h). */
#define _POSIX_C_SOURCE 200809L
#include "cn_online.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "eg_line.h"
#include "eg_record.h"

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void said(cn_online *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(o->status, sizeof o->status, fmt, ap);
    va_end(ap);
    fprintf(stderr, "cityscape: online: %s\n", o->status);
}

void cn_online_hang_up(cn_online *o, bool me_freed)
{
    if (!me_freed)
        eg_midend_free(o->me);
    cn_conn_close(o->conn);
    o->me = NULL;
    o->conn = NULL;
    o->playing = o->watching = o->kept = false;
}

/* The connection closed, the mid end kept to rejoin with. */
static void keep(cn_online *o)
{
    cn_conn_close(o->conn);
    o->conn = NULL;
    eg_midend_remote_set_send(o->me, NULL, NULL);
    if (!o->kept)
        snprintf(o->kept_at, sizeof o->kept_at, "%s", o->addr);
    o->playing = o->watching = false;
    o->kept = true;
}

bool cn_online_keeps(const cn_online *o, const char *code)
{
    return o->kept && o->me && strcmp(o->kept_at, o->addr) == 0 &&
           strcmp(eg_midend_table_code(o->me), code) == 0;
}

/* The address friends reach the server started here by. */
static void here(const cn_online *o, char *out, size_t outsz)
{
    char host[64] = "";
    gethostname(host, sizeof host - 1);
    snprintf(out, outsz, "%s:%d", host[0] ? host : "this machine", o->server.port);
}

/* Connected to o->addr ("host:port") and named, a mid end waiting (the kept
 * one, when o->kept). */
static int dial(cn_online *o)
{
    o->kept = cn_online_keeps(o, o->code);
    if (o->kept)
        keep(o);
    else
        cn_online_hang_up(o, false);
    const char *colon = strrchr(o->addr, ':');
    char *end = NULL, host[128], name[32], word[EG_NAME_WORD_MAX], why[120];
    long port = colon ? strtol(colon + 1, &end, 10) : 0;
    if (!colon || colon == o->addr || !end || *end || port < 1 || port > 65535) {
        said(o, "'%s' is not a server's address: write host:port (192.168.1.20:7878)", o->addr);
        return -1;
    }
    snprintf(name, sizeof name, "%s", o->name[0] ? o->name : "player");
    if (eg_name_check(name, strlen(name), sizeof name, why, sizeof why) >= 0) {
        said(o, "Your name cannot be used online: %s", why); /* never sent changed */
        return -1;
    }
    snprintf(host, sizeof host, "%.*s", (int)(colon - o->addr), o->addr);
    eg_error err = {0};
    o->conn = cn_conn_open(host, (int)port, o->wake, o->wake_ctx, &err);
    if (o->kept && o->conn)
        eg_midend_remote_set_send(o->me, cn_conn_send_cb, o->conn);
    else if (!o->kept)
        o->me = o->conn ? eg_midend_new_remote(cn_conn_send_cb, o->conn, &err) : NULL;
    eg_name_encode(name, word, sizeof word); /* "Ann Lee" as Ann%20Lee */
    /* A connection closed already (refused) is said by cn_online_poll, with its reason. */
    if (!o->me || !o->conn ||
        (cn_conn_sendf(o->conn, &err, "HELLO %s", word) != 0 && err.code != CN_ERR_CLOSED)) {
        said(o, "%s", err.msg);
        if (o->kept)
            keep(o);
        else
            cn_online_hang_up(o, false);
        return -1;
    }
    char own[64];
    snprintf(own, sizeof own, "127.0.0.1:%d", o->server.port);
    if (o->server.port > 0 && strcmp(o->addr, own) == 0) /* hosted here, rejoined too */
        here(o, o->shown, sizeof o->shown);               /* the name friends were told */
    else
        snprintf(o->shown, sizeof o->shown, "%s", o->addr);
    snprintf(o->status, sizeof o->status, "Connecting to %s...", o->addr);
    return 0;
}

/* The server this window started, started again if it has stopped: on its
 * port and folder (its tables resume, friends' addresses hold), or on
 * another port when that one is taken (said: 1). -1 when it does not start. */
static int revive(cn_online *o)
{
    char was[64], now[64], friends[160];
    int port = o->server.port;
    if (port <= 0 || !(o->server.pid == 0 || cn_server_exited(&o->server)))
        return 0;
    snprintf(was, sizeof was, "127.0.0.1:%d", port);
    eg_error err = {0};
    if (cn_server_restart(&o->server, &err) != 0) {
        said(o, "The server this window started has stopped and does not start again: %s", err.msg);
        return -1;
    }
    snprintf(now, sizeof now, "127.0.0.1:%d", o->server.port);
    if (strcmp(o->addr, was) == 0)
        snprintf(o->addr, sizeof o->addr, "%s", now);
    if (strcmp(o->kept_at, was) == 0)
        snprintf(o->kept_at, sizeof o->kept_at, "%s", now);
    here(o, friends, sizeof friends);
    if (o->server.port != port)
        said(o, "The server this window started had stopped; port %d is taken now, so it runs "
             "again on port %d: tell your friends %s", port, o->server.port, friends);
    else
        said(o, "The server this window started had stopped; it runs again at %s", friends);
    return o->server.port != port; /* 1: moved */
}

int cn_online_host(cn_online *o, const char *server_dir, const char *game, const char *params,
                   const char *seats)
{
    eg_error err = {0};
    revive(o);
    if (!o->addr[0]) { /* a server on this machine, open to the network */
        if (!o->server.pid && cn_server_start(&o->server, NULL, "0.0.0.0", server_dir, &err) != 0) {
            said(o, "Cannot start a server on this machine: %s", err.msg);
            return -1;
        }
        snprintf(o->addr, sizeof o->addr, "127.0.0.1:%d", o->server.port);
    }
    if (dial(o) != 0) /* o->shown: what friends connect to */
        return -1;
    o->want = 0;
    o->spectate = false;
    for (int p = 0, i = 0; seats[i]; p += seats[i++] == ',')
        if (strncmp(seats + i, "me", 2) == 0 && (i == 0 || seats[i - 1] == ',') &&
            (seats[i + 2] == ',' || !seats[i + 2])) /* "me", not "medium" */
            o->want |= 1u << p;
    o->spectate = o->want == 0; /* every seat a friend's or a computer's */
    cn_conn_sendf(o->conn, NULL, "NEW %s %s %s", game, seats, params);
    return 0;
}

/* The seats kept for `code` at o->addr (o->tokens) asked back; which. */
static unsigned rejoin(cn_online *o, const char *code)
{
    char addr[128], c[16], token[64];
    int seat;
    unsigned seats = 0;
    FILE *f = o->tokens[0] ? fopen(o->tokens, "r") : NULL;
    while (f && fscanf(f, "%127s %15s %d %63s", addr, c, &seat, token) == 4)
        if (strcmp(addr, o->addr) == 0 && strcmp(c, code) == 0 && seat >= 1 &&
            seat <= EG_MAX_PLAYERS && cn_conn_sendf(o->conn, NULL, "REJOIN %s", token) == 0)
            seats |= 1u << (seat - 1);
    if (f)
        fclose(f);
    return seats;
}

/* The seats held and their tokens, kept to come back (after a crash, a
 * closed lid, the server gone and back). */
static void keep_tokens(cn_online *o)
{
    char text[1024] = "";
    for (int p = 0; p < EG_MAX_PLAYERS; p++)
        if (eg_midend_held(o->me) & (1u << p))
            snprintf(text + strlen(text), sizeof text - strlen(text), "%s %s %d %s\n", o->addr,
                     eg_midend_table_code(o->me), p + 1, eg_midend_token(o->me, p));
    eg_error err = {0};
    if (o->tokens[0] && eg_file_write_atomic(o->tokens, text, strlen(text), &err) != 0)
        fprintf(stderr, "cityscape: online: the seat's token is not kept: %s\n", err.msg);
}

int cn_online_join(cn_online *o, const char *code)
{
    if (code != o->code)
        snprintf(o->code, sizeof o->code, "%s", code);
    char moved[sizeof o->status] = "";
    if (revive(o) > 0)
        snprintf(moved, sizeof moved, "%s", o->status);
    if (dial(o) != 0)
        return -1;
    if (moved[0]) /* said on the screen till the table is back */
        snprintf(o->status, sizeof o->status, "%s", moved);
    o->want = 0;
    for (int p = 0; o->kept && p < EG_MAX_PLAYERS; p++) /* the kept mid end's own seats */
        if ((eg_midend_held(o->me) & (1u << p)) &&
            cn_conn_sendf(o->conn, NULL, "REJOIN %s", eg_midend_token(o->me, p)) == 0)
            o->want |= 1u << p;
    if (!o->kept)
        o->want = rejoin(o, o->code);
    if (!o->want) { /* a spectator first: the seats are listed, then taken */
        o->watching = true;
        cn_conn_sendf(o->conn, NULL, "WATCH %s", o->code);
    }
    return 0;
}

void cn_online_take(cn_online *o)
{
    for (int p = 0; p < EG_MAX_PLAYERS; p++)
        if (o->want & (1u << p))
            cn_conn_sendf(o->conn, NULL, "JOIN %s %d", o->code, p + 1);
    o->watching = false;
}

/* The server refused what was asked before the table was played (a wrong
 * code, a seat taken): said; GONE where there is nothing more to do. */
static unsigned refused(cn_online *o)
{
    eg_error why = {0};
    char code[EG_CSP_WORD_MAX] = "";
    eg_midend_remote_refusal(o->me, &why, code);
    if (strcmp(code, "table") == 0) {
        said(o, "No table has the code %s at %s: check the code with the host", o->code, o->shown);
        return CN_ONLINE_GONE;
    }
    said(o, "The server refused: %s%s", why.msg,
         strcmp(code, "seat") == 0 ? " (choose another seat)" : "");
    o->watching = strcmp(code, "seat") == 0;
    o->want = 0;
    return o->watching ? 0u : CN_ONLINE_GONE;
}

unsigned cn_online_poll(cn_online *o, cn_feed_fn feed, void *ctx)
{
    char line[EG_CSP_LINE_MAX + 1];
    eg_error err = {0};
    unsigned what = 0;
    int got;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    if (o->conn && now.tv_sec - o->pinged >= 60 && cn_conn_send(o->conn, "PING", NULL) == 0)
        o->pinged = (long)now.tv_sec; /* a person thinking is not an idle client */
    for (int taken = 0; o->conn && !(what & (CN_ONLINE_GONE | CN_ONLINE_READY)); taken++) {
        if (taken == CN_POLL_LINES) { /* enough for one call: come back for the rest */
            if (o->wake)
                o->wake(o->wake_ctx);
            break;
        }
        if ((got = cn_conn_recv(o->conn, line, sizeof line, &err)) == 0)
            break;
        if (got < 0) {
            if (o->playing)
                said(o, "The server at %s closed the connection; your seat is kept: Join again "
                        "to rejoin", o->shown);
            else
                said(o, "No connection to %s: %s", o->shown, err.msg);
            if (o->playing || o->kept) /* the table and its mid end wait for Join */
                keep(o);
            return what | CN_ONLINE_GONE;
        }
        unsigned changed = 0;
        if ((feed ? feed(ctx, line, &changed, &err) : eg_midend_feed(o->me, line, &changed, &err)))
            fprintf(stderr, "cityscape: online: %s\n", err.msg);
        what |= CN_ONLINE_FED;
        if (changed & EG_FED_SEAT)
            keep_tokens(o);
        if (changed & EG_FED_TABLE) { /* playing: a rematch's table */
            snprintf(o->code, sizeof o->code, "%s", eg_midend_table_code(o->me));
            snprintf(o->status, sizeof o->status, "Table %s at %s", o->code, o->shown);
        }
        char offer[160];
        if ((changed & EG_FED_REMATCH) && cn_online_offer(o, offer, sizeof offer))
            said(o, "%s", offer);
        if (o->playing)
            continue;
        if (changed & EG_FED_REFUSED)
            what |= refused(o);
        unsigned held = eg_midend_held(o->me);
        if ((held ? (held & o->want) == o->want : o->spectate) && eg_midend_remote_ready(o->me)) {
            fprintf(stderr, "cityscape: online: table %s at %s\n", o->code, o->shown);
            o->playing = true;
            o->kept = false;
            what |= CN_ONLINE_READY;
        }
    }
    if ((what & CN_ONLINE_GONE) && o->kept) /* refused (its token unknown): the table waits */
        keep(o);
    return what;
}

void cn_online_status(const cn_online *o, char *out, size_t outsz)
{
    /* By EG_SEAT_*; a computer seat's name says what it is ("Computer 3"). */
    static const char *const words[] = {" connected", " connected", " away", "", " open"};
    const eg_record *rec = eg_midend_record(o->me);
    size_t n = (size_t)snprintf(out, outsz, "Table %s at %s:", o->code, o->shown);
    for (int p = 0; p < rec->nplayers && n < outsz; p++) {
        int st = eg_midend_seat_state(o->me, p);
        const char *w = eg_midend_held(o->me) & (1u << p) ? " here"
                        : st >= 0 && st <= 4                ? words[st]
                                                            : " ?";
        n += (size_t)snprintf(out + n, outsz - n, "%s %s%s", p ? "," : "", rec->players[p].name, w);
    }
    char offer[160];
    if (n < outsz && cn_online_offer(o, offer, sizeof offer))
        snprintf(out + n, outsz - n, ". %s", offer);
}

bool cn_online_offer(const cn_online *o, char *out, size_t outsz)
{
    int by;
    const char *code = o->me ? eg_midend_rematch(o->me, &by) : "";
    if (!code[0] || by < 0 || by >= eg_midend_record(o->me)->nplayers)
        return false;
    snprintf(out, outsz, "%s offers a rematch at table %s: press Rematch to play it",
             eg_midend_record(o->me)->players[by].name, code);
    return true;
}

int cn_online_turn(const cn_online *o)
{
    if (!o->conn)
        return CN_TURN_GONE;
    if (!o->playing)
        return o->watching && eg_midend_remote_ready(o->me) ? CN_TURN_SEATS : CN_TURN_WAIT;
    unsigned held = eg_midend_held(o->me), waiting = eg_midend_waiting(o->me);
    if (eg_midend_is_over(o->me)) /* a rematch asked for: its table to come */
        return held && (waiting & held) == held ? CN_TURN_OTHERS : CN_TURN_OURS;
    return eg_midend_to_act(o->me) & held & ~waiting ? CN_TURN_OURS : CN_TURN_OTHERS;
}
