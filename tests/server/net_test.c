/* SPDX-License-Identifier: MIT */
/* net_test.c - online play as the window does it, on loopback with the real
 * server: remote mid ends (src/engine/midend.h, "Remote mode") fed through
 * src/net's connections, each playing its own seats with the game's weakest
 * computer player on eg_midend_view, to the end of a whole game:
 *
 *   net_test SERVER DIR game GAME [TRANSCRIPTS]
 *     client A holds seats 1 and 2 (hot seat), client B joins seat 3, seat 4
 *     is the server's computer (Skyscrapers: A alone), client C watches (no
 *     seat: no secret, the spectator's view); B (A for Skyscrapers)
 *     drops mid-game and comes back with its token, in the same mid end or a
 *     new one. Each client's moves and scores must equal the record the
 *     server saved, its states must hold no other seat's secret, and the
 *     final view of each seat it holds must be the server's. With
 *     TRANSCRIPTS, each client's received lines are written there.
 *   net_test SERVER DIR errors
 *     a refused connection, an unknown name, a server that goes away, a
 *     refused move: each in words; the idle connection costs no CPU.
 *
 * Exit 0, or 1 with the reason on standard error. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include "cn_net.h"
#include "cn_online.h"
#include "csp_client.h"
#include "eg_csp.h"
#include "eg_record.h"
#include "eg_words.h"
#include "midend.h"

/* ---- Waking: the connections' threads count events; the test waits. */

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cond = PTHREAD_COND_INITIALIZER;
static long events, wakes;

static void on_wake(void *ctx)
{
    (void)ctx;
    pthread_mutex_lock(&mu);
    events++;
    wakes++;
    pthread_cond_signal(&cond);
    pthread_mutex_unlock(&mu);
}

static long wakes_now(void)
{
    pthread_mutex_lock(&mu);
    long n = wakes;
    pthread_mutex_unlock(&mu);
    return n;
}

/* Waits for a wake, at most ms. */
static void wait_wake(long *seen, int ms)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    ts.tv_sec += ms / 1000;
    ts.tv_nsec += (long)(ms % 1000) * 1000000L;
    if (ts.tv_nsec >= 1000000000L) {
        ts.tv_sec++;
        ts.tv_nsec -= 1000000000L;
    }
    pthread_mutex_lock(&mu);
    while (events == *seen)
        if (pthread_cond_timedwait(&cond, &mu, &ts) == ETIMEDOUT)
            break;
    *seen = events;
    pthread_mutex_unlock(&mu);
}

#define FAIL(...) (fprintf(stderr, __VA_ARGS__), fputc('\n', stderr), -1)

/* ---- A client: a connection and the remote mid end that follows it. */

typedef struct {
    const char *name;
    cn_conn *conn;
    eg_midend *me;
    FILE *transcript;
    uint64_t seed;
    int moves_sent;
    int undo_at;      /* takes back its move once, at this many moves (0: never) */
    int undone;       /* UNDONE lines fed */
} client;

static int client_open(client *c, const char *name, int port, FILE *transcript)
{
    eg_error err = {0};
    c->name = name;
    c->transcript = transcript;
    c->conn = cn_conn_open("127.0.0.1", port, on_wake, NULL, &err);
    if (!c->conn)
        return FAIL("%s: %s", name, err.msg);
    if (!c->me && !(c->me = eg_midend_new_remote(cn_conn_send_cb, c->conn, &err)))
        return FAIL("%s: %s", name, err.msg);
    eg_midend_remote_set_send(c->me, cn_conn_send_cb, c->conn);
    return cn_conn_sendf(c->conn, &err, "HELLO %s", name) ? FAIL("%s: %s", name, err.msg) : 0;
}

static void client_free(client *c)
{
    cn_conn_close(c->conn);
    eg_midend_free(c->me);
    if (c->transcript)
        fclose(c->transcript);
    memset(c, 0, sizeof *c);
}

/* Every line received so far into the mid end; an ERR is a failure. */
static int pump(client *c)
{
    static char line[EG_CSP_LINE_MAX + 1];
    eg_error err = {0};
    int r;
    while ((r = cn_conn_recv(c->conn, line, sizeof line, &err)) == 1) {
        if (c->transcript)
            fprintf(c->transcript, "%s\n", line);
        unsigned changed = 0;
        if (eg_midend_feed(c->me, line, &changed, &err) != 0)
            return FAIL("%s: %s", c->name, err.msg);
        if (changed & EG_FED_UNDONE)
            c->undone++;
        if (changed & EG_FED_REFUSED) {
            char code[EG_CSP_WORD_MAX];
            eg_midend_remote_refusal(c->me, &err, code);
            return FAIL("%s: the server refused: %s %s", c->name, code, err.msg);
        }
    }
    return r < 0 ? FAIL("%s: %s", c->name, err.msg) : 0;
}

/* Nothing of another seat's secrets: redacting for the seat it is the
 * view of hides nothing more. */
static int no_secrets(const client *c, const void *state, int seat, const char *what)
{
    const eg_game *g = eg_midend_game(c->me);
    if (!g->redact)
        return 0;
    static char again[1 << 17];
    if (g->state_size > sizeof again)
        return FAIL("state too large for the test");
    g->redact(state, seat, again);
    if (memcmp(again, state, g->state_size) != 0)
        return FAIL("%s: %s holds what seat %d may not know", c->name, what, seat + 1);
    return 0;
}

/* Plays the seats held that are to act, on each seat's own view. */
static int act(client *c)
{
    eg_midend *me = c->me;
    if (!eg_midend_remote_ready(me) || eg_midend_is_over(me))
        return 0;
    const eg_game *g = eg_midend_game(me);
    unsigned bits = eg_midend_to_act(me) & eg_midend_held(me) & ~eg_midend_waiting(me);
    static char view[1 << 17];
    if (c->undo_at && eg_midend_moves(me) == c->undo_at && bits) {
        /* Sent, not made: the UNDONE line takes it back. */
        eg_error err = {0};
        int moves = c->undo_at;
        c->undo_at = 0;
        if (eg_midend_undo(me, __builtin_ctz(bits), &err) != 0)
            return FAIL("%s: the undo was not sent: %s", c->name, err.msg);
        if (eg_midend_moves(me) != moves)
            return FAIL("%s: a remote undo was made here, not sent", c->name);
        return 0;
    }
    for (int p = 0; p < EG_MAX_PLAYERS; p++) {
        if (!(bits & (1u << p)))
            continue;
        eg_midend_view(me, p, view);
        if (no_secrets(c, view, p, "a seat's view") != 0)
            return -1;
        char move[EG_MOVE_MAX];
        eg_error err = {0};
        if ((g->flags & EG_GAME_SOLITAIRE) && eg_midend_moves(me) >= 40) {
            snprintf(move, sizeof move, "end");
        } else {
            eg_ai_request req = {0};
            req.seed = ++c->seed;
            if (g->ai_choose(view, p, &req, move, &err) != 0)
                return FAIL("%s: seat %d: no move: %s", c->name, p + 1, err.msg);
        }
        unsigned flags = 0;
        int moves = eg_midend_moves(me);
        if (eg_midend_move(me, p, move, &flags, &err) != 0)
            return FAIL("%s: seat %d: %s not sent: %s", c->name, p + 1, move, err.msg);
        if (flags != EG_MIDEND_SENT || eg_midend_moves(me) != moves ||
            !(eg_midend_waiting(me) & (1u << p)))
            return FAIL("%s: a remote move was made here, not sent (flags %#x)", c->name, flags);
        c->moves_sent++;
    }
    return 0;
}

/* Pumps until the client's mid end is ready (its table's state came). */
static int until_ready(client *c, long *seen)
{
    for (int i = 0; i < 200 && !eg_midend_remote_ready(c->me); i++) {
        if (pump(c) != 0)
            return -1;
        if (!eg_midend_remote_ready(c->me))
            wait_wake(seen, 100);
    }
    return eg_midend_remote_ready(c->me) ? 0 : FAIL("%s: no table after 20 s", c->name);
}

/* ---- Checks against the server's record. */

static int check_client(const client *c, const eg_midend *full)
{
    const eg_midend *me = c->me;
    const eg_game *g = eg_midend_game(me);
    const eg_record *mine = eg_midend_record(me), *theirs = eg_midend_record(full);
    unsigned held = eg_midend_held(me);
    if (mine->nmoves != theirs->nmoves)
        return FAIL("%s: %d moves, the server's record %d", c->name, mine->nmoves, theirs->nmoves);
    for (int k = 0; k < mine->nmoves; k++) {
        const eg_record_move *a = &mine->moves[k], *b = &theirs->moves[k];
        bool secret = (eg_midend_move_flags(full, k) & EG_MOVE_PRIVATE) &&
                      !(held & (1u << b->player));
        /* A move made while this client held the seat it keeps seeing. */
        bool shown = strcmp(a->move, b->move) == 0 || (secret && strcmp(a->move, "?") == 0);
        if (a->player != b->player || !shown)
            return FAIL("%s: move %d is %d:%s, the server's %d:%s", c->name, k + 1, a->player + 1,
                        a->move, b->player + 1, b->move);
        if (!secret && strcmp(a->move, "?") == 0)
            return FAIL("%s: move %d hidden from the seat that made it", c->name, k + 1);
    }
    int scores[EG_MAX_PLAYERS], places[EG_MAX_PLAYERS], want[EG_MAX_PLAYERS] = {0},
        wplaces[EG_MAX_PLAYERS] = {0}, seen[EG_MAX_PLAYERS] = {0};
    int n = eg_midend_remote_result(me, scores, places);
    g->scores(eg_midend_state(full), want);
    g->places(eg_midend_state(full), wplaces);
    g->scores(eg_midend_state(me), seen);
    if (n != mine->nplayers || !eg_midend_is_over(me))
        return FAIL("%s: no OVER line (%d scores)", c->name, n);
    for (int p = 0; p < n; p++)
        if (scores[p] != want[p] || places[p] != wplaces[p] || seen[p] != want[p])
            return FAIL("%s: seat %d: OVER %d (place %d), its view %d; the record %d (place %d)",
                        c->name, p + 1, scores[p], places[p] + 1, seen[p], want[p],
                        wplaces[p] + 1);
    /* Each held seat's final view is the server's, as text (a watcher's:
     * the spectator's). */
    static char v1[1 << 17], v2[1 << 17];
    char t1[EG_VIEW_MAX], t2[EG_VIEW_MAX];
    for (int p = held ? 0 : EG_NO_PLAYER; p < (held ? mine->nplayers : 0); p++) {
        if (p >= 0 && !(held & (1u << p)))
            continue;
        eg_midend_view(me, p, v1);
        eg_midend_view(full, p, v2);
        if (g->view_format(v1, p, t1, sizeof t1) < 0 || g->view_format(v2, p, t2, sizeof t2) < 0 ||
            strcmp(t1, t2) != 0)
            return FAIL("%s: seat %d's final view differs from the server's:\n  %.300s\n  %.300s",
                        c->name, p + 1, t1, t2);
    }
    /* Every state it keeps is one its seats may know. */
    int primary = held ? __builtin_ctz(held) : EG_NO_PLAYER;
    for (int k = 0; k <= mine->nmoves; k++)
        if (no_secrets(c, eg_midend_state_at(me, k), primary, "a state") != 0)
            return -1;
    printf("%s: %d moves, seats %#x, scores", c->name, mine->nmoves, held);
    for (int p = 0; p < n; p++)
        printf(" %d", scores[p]);
    printf("\n");
    return 0;
}

/* ---- A whole game. */

static FILE *transcript(const char *dir, const char *game, const char *who)
{
    if (!dir)
        return NULL;
    char path[4096];
    snprintf(path, sizeof path, "%s/%s-%s.csp", dir, game, who);
    return fopen(path, "w");
}

static int play_game(const char *bin, const char *data, const char *id, const char *tdir)
{
    const eg_game *g = eg_game_find(id);
    if (!g)
        return FAIL("no game %s", id);
    cl_server srv;
    if (cl_server_start(&srv, bin, data, NULL) != 0)
        return FAIL("the server did not start");
    bool solo = g->max_players == 1;
    client a = {0}, b = {0}, w = {0};
    long seen = 0;
    int rc = client_open(&a, "Ann", srv.port, transcript(tdir, id, "Ann"));
    eg_error err = {0};
    /* Six Cities with its hidden choices: secret moves to hide. */
    if (rc == 0 && cn_conn_sendf(a.conn, &err, "NEW %s %s seed=11%s", id,
                                 solo ? "me" : "me,me,open,easy",
                                 strcmp(id, "six-cities") == 0 ? " hidden=1" : "") != 0)
        rc = FAIL("Ann: %s", err.msg);
    if (rc == 0)
        rc = until_ready(&a, &seen);
    if (rc == 0 && !solo) {
        rc = client_open(&b, "Bob", srv.port, transcript(tdir, id, "Bob"));
        if (rc == 0 && cn_conn_sendf(b.conn, &err, "JOIN %s", eg_midend_table_code(a.me)) != 0)
            rc = FAIL("Bob: %s", err.msg);
        if (rc == 0)
            rc = until_ready(&b, &seen);
    }
    /* Cy watches: no seat, no secret. */
    if (rc == 0)
        rc = client_open(&w, "Cy", srv.port, NULL);
    if (rc == 0 && cn_conn_sendf(w.conn, &err, "WATCH %s", eg_midend_table_code(a.me)) != 0)
        rc = FAIL("Cy: %s", err.msg);
    if (rc == 0)
        rc = until_ready(&w, &seen);
    client *cs[3] = {&a, &b, &w};
    int ncs = 3;
    if (solo)
        cs[1] = &w, ncs = 2;
    if (rc == 0 && eg_midend_held(a.me) != (solo ? 1u : 3u))
        rc = FAIL("Ann holds seats %#x", eg_midend_held(a.me));
    if (rc == 0 && !solo && eg_midend_held(b.me) != 4u)
        rc = FAIL("Bob holds seats %#x", eg_midend_held(b.me));
    if (rc == 0 && !solo && eg_midend_seat_state(a.me, 3) != EG_SEAT_COMPUTER)
        rc = FAIL("seat 4 is not the server's computer (%d)", eg_midend_seat_state(a.me, 3));
    /* The one that drops: Bob, or Ann alone; the same mid end comes back
     * for Cityscape and City Blox, a new one for the other two. */
    client *drop = solo ? &a : &b;
    if (solo)
        a.undo_at = 5; /* Skyscrapers' free undo */
    bool fresh = strcmp(id, "six-cities") == 0 || strcmp(id, "skyscrapers") == 0;
    bool dropped = false;
    double end = cl_now_ms() + 300000;
    while (rc == 0) {
        bool over = true;
        for (int i = 0; i < ncs && rc == 0; i++) {
            rc = pump(cs[i]);
            int sc[EG_MAX_PLAYERS], pl[EG_MAX_PLAYERS];
            over &= eg_midend_remote_result(cs[i]->me, sc, pl) > 0; /* its OVER line came */
        }
        if (rc || over)
            break;
        if (!dropped && eg_midend_moves(drop->me) >= 9) {
            /* Drop: the connection goes; a new one takes the seat back. */
            int seat = __builtin_ctz(eg_midend_held(drop->me));
            char token[EG_CSP_TOKEN_LEN + 1];
            snprintf(token, sizeof token, "%s", eg_midend_token(drop->me, seat));
            int before = eg_midend_moves(drop->me);
            cn_conn_close(drop->conn);
            drop->conn = NULL;
            if (fresh) {
                eg_midend_free(drop->me);
                drop->me = NULL;
            }
            FILE *t = drop->transcript;
            rc = client_open(drop, drop->name, srv.port, t);
            if (rc == 0 && cn_conn_sendf(drop->conn, &err, "REJOIN %s", token) != 0)
                rc = FAIL("%s: %s", drop->name, err.msg);
            if (rc == 0)
                rc = until_ready(drop, &seen);
            if (rc == 0 && (eg_midend_moves(drop->me) < before ||
                            !(eg_midend_held(drop->me) & (1u << seat))))
                rc = FAIL("%s: back with %d moves (had %d), seats %#x", drop->name,
                          eg_midend_moves(drop->me), before, eg_midend_held(drop->me));
            if (rc == 0)
                printf("%s: dropped at move %d and came back (%s mid end)\n", drop->name, before,
                       fresh ? "a new" : "the same");
            dropped = true;
        }
        for (int i = 0; i < ncs && rc == 0; i++)
            rc = act(cs[i]);
        if (rc == 0 && cl_now_ms() > end)
            rc = FAIL("not over after 300 s");
        if (rc == 0)
            wait_wake(&seen, 200);
    }
    if (rc == 0 && !dropped)
        rc = FAIL("the game ended before the drop");
    if (rc == 0 && solo && a.undone != 1)
        rc = FAIL("%d UNDONE lines for the one undo", a.undone);
    char code[16];
    snprintf(code, sizeof code, "%s", a.me ? eg_midend_table_code(a.me) : "");
    /* The server's record is final once every client saw OVER. */
    eg_midend *full = rc == 0 ? cl_load_table(data, code) : NULL;
    if (rc == 0 && !full)
        rc = -1;
    for (int i = 0; i < ncs && rc == 0; i++)
        rc = check_client(cs[i], full);
    if (rc == 0 && (eg_midend_held(w.me) != 0 || eg_midend_is_human(w.me, 0)))
        rc = FAIL("Cy, watching, holds seats %#x", eg_midend_held(w.me));
    eg_midend_free(full);
    for (int i = 0; i < ncs; i++)
        client_free(cs[i]);
    if (cl_server_stop(&srv, SIGTERM) != 0 && rc == 0)
        rc = FAIL("the server did not stop cleanly");
    return rc;
}

/* ---- Errors in words, and an idle connection's cost. */

static double cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

/* Waits for the connection to close; its words. */
static int closed_with(cn_conn *c, const char *want, long *seen)
{
    char line[EG_CSP_LINE_MAX + 1];
    eg_error err = {0};
    for (int i = 0; i < 100; i++) {
        int r;
        while ((r = cn_conn_recv(c, line, sizeof line, &err)) == 1)
            ;
        if (r < 0) {
            if (!strstr(err.msg, want))
                return FAIL("closed with '%s', not '%s'", err.msg, want);
            printf("closed: %s\n", err.msg);
            return 0;
        }
        wait_wake(seen, 100);
    }
    return FAIL("not closed after 10 s (wanted '%s')", want);
}

/* The lines fed until the server's ERR (EG_FED_REFUSED), within 100 reads. */
static int until_refused(client *c, long *seen)
{
    char line[EG_CSP_LINE_MAX + 1];
    eg_error err = {0};
    unsigned changed = 0;
    for (int i = 0; i < 100 && !(changed & EG_FED_REFUSED); i++) {
        int r = cn_conn_recv(c->conn, line, sizeof line, &err);
        if ((r == 1 && eg_midend_feed(c->me, line, &changed, &err) != 0) || r < 0)
            return FAIL("%s", err.msg);
        if (r == 0)
            wait_wake(seen, 100);
    }
    return changed & EG_FED_REFUSED ? 0 : FAIL("%s: no ERR came back", c->name);
}

static int errors(const char *bin, const char *data)
{
    long seen = 0;
    eg_error err = {0};
    /* A port nobody listens on: a server started and stopped. */
    cl_server srv;
    if (cl_server_start(&srv, bin, data, NULL) != 0)
        return FAIL("the server did not start");
    int port = srv.port;
    cl_server_stop(&srv, SIGTERM);
    cn_conn *c = cn_conn_open("127.0.0.1", port, on_wake, NULL, &err);
    char want[64];
    snprintf(want, sizeof want, "connection refused by 127.0.0.1 port %d", port);
    int rc = c ? closed_with(c, want, &seen) : FAIL("%s", err.msg);
    if (rc == 0 && cn_conn_send(c, "PING", &err) != CN_ERR_CLOSED)
        rc = FAIL("a line sent on a closed connection was taken");
    cn_conn_close(c);
    if (rc)
        return rc;
    /* Join at that port, as the window's Play online does (cn_online), 100
     * times: each says the connection was refused, in those words, also
     * when the refusal comes before HELLO is queued (it once said "not
     * sent: connection refused ..." then, and Join failed at once). */
    for (int i = 0; rc == 0 && i < 100; i++) {
        static cn_online o;
        memset(&o, 0, sizeof o);
        snprintf(o.addr, sizeof o.addr, "127.0.0.1:%d", port);
        char said[160];
        snprintf(said, sizeof said, "No connection to 127.0.0.1:%d: %s", port, want);
        bool gone = cn_online_join(&o, "ABCDEF") != 0;
        for (double end = cl_now_ms() + 5000; !gone && cl_now_ms() < end; nanosleep(&(struct timespec){0, 1000000}, NULL))
            gone = cn_online_poll(&o, NULL, NULL) & CN_ONLINE_GONE;
        if (strncmp(o.status, said, strlen(said)) != 0)
            rc = FAIL("Join %d at a refused port says '%s', not '%s'", i + 1, o.status, said);
        cn_online_hang_up(&o, false);
    }
    if (rc)
        return rc;
    c = cn_conn_open("no-such-host.invalid", 7878, on_wake, NULL, &err);
    rc = c ? closed_with(c, "cannot find the server 'no-such-host.invalid'", &seen)
           : FAIL("%s", err.msg);
    cn_conn_close(c);
    if (rc)
        return rc;

    /* A table, an idle connection, a refused move, the server gone. */
    cn_server host = {0};
    if (cn_server_start(&host, bin, NULL, data, &err) != 0)
        return FAIL("cn_server_start: %s", err.msg);
    client a = {0};
    rc = client_open(&a, "Ann", host.port, NULL);
    if (rc == 0 && cn_conn_send(a.conn, "NEW cityscape me,easy", &err) != 0)
        rc = FAIL("%s", err.msg);
    if (rc == 0)
        rc = until_ready(&a, &seen);
    if (rc == 0 && cn_conn_send(a.conn, "BAD\nLINE", &err) != CN_ERR_LINE)
        rc = FAIL("a line with a newline was taken");
    if (rc == 0) {
        /* Idle: the connection's thread waits in the kernel. First the
         * computer seat's goal and its lines, until 300 ms pass quietly. */
        for (long w = -1; rc == 0 && w != wakes_now();) {
            w = wakes_now();
            struct timespec q = {0, 300 * 1000 * 1000};
            nanosleep(&q, NULL);
            rc = pump(&a);
        }
        double t0 = cpu_ms();
        long w0 = wakes_now();
        struct timespec ts = {1, 0};
        nanosleep(&ts, NULL);
        double used = cpu_ms() - t0;
        long woke = wakes_now() - w0;
        printf("idle connection: %.2f ms of CPU in 1 s, %ld wakes\n", used, woke);
        if (used > 20.0 || woke != 0)
            rc = FAIL("an idle connection used %.2f ms of CPU in 1 s (%ld wakes)", used, woke);
    }
    if (rc == 0) {
        /* A move the server refuses: its words come back as the refusal. */
        unsigned flags = 0;
        int seat = __builtin_ctz(eg_midend_to_act(a.me) & eg_midend_held(a.me));
        if (eg_midend_move(a.me, seat, "zz9", &flags, &err) != 0)
            rc = FAIL("the move was not sent: %s", err.msg);
        char code[EG_CSP_WORD_MAX] = "";
        if (rc == 0)
            rc = until_refused(&a, &seen);
        eg_midend_remote_refusal(a.me, &err, code);
        if (rc == 0 && (strcmp(code, "illegal") != 0 || !err.msg[0] || eg_midend_waiting(a.me)))
            rc = FAIL("refusal '%s' '%s', waiting %#x", code, err.msg, eg_midend_waiting(a.me));
        if (rc == 0)
            printf("refused: %s %s\n", code, err.msg);
    }
    if (rc == 0) {
        int status = cn_server_stop(&host);
        if (status != 0)
            rc = FAIL("the server's exit status %d", status);
    }
    if (rc == 0)
        rc = closed_with(a.conn, "the server closed the connection", &seen);
    client_free(&a);
    if (host.pid)
        cn_server_stop(&host);
    /* A line longer than a client takes, from a "server" of the test's own:
     * the lines before it arrive, then the connection ends in words. */
    int lfd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in sa = {.sin_family = AF_INET};
    sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t salen = sizeof sa;
    if (rc == 0 && (lfd < 0 || bind(lfd, (struct sockaddr *)&sa, sizeof sa) != 0 ||
                    listen(lfd, 1) != 0 || getsockname(lfd, (struct sockaddr *)&sa, &salen) != 0))
        rc = FAIL("no listening socket: %s", strerror(errno));
    if (rc == 0) {
        c = cn_conn_open("127.0.0.1", ntohs(sa.sin_port), on_wake, NULL, &err);
        int fd = c ? accept(lfd, NULL, NULL) : -1;
        static char longline[EG_CSP_LINE_MAX + 100];
        memset(longline, 'x', sizeof longline - 1);
        longline[sizeof longline - 1] = '\n';
        if (fd < 0 || write(fd, "PONG\n", 5) != 5 ||
            write(fd, longline, sizeof longline) != (ssize_t)sizeof longline)
            rc = FAIL("the test's server did not write");
        char line[EG_CSP_LINE_MAX + 1];
        for (int i = 0; rc == 0 && i < 100 && cn_conn_recv(c, line, sizeof line, &err) == 0; i++)
            wait_wake(&seen, 100);
        if (rc == 0 && strcmp(line, "PONG") != 0)
            rc = FAIL("the line before the long one was lost");
        char want_long[80];
        snprintf(want_long, sizeof want_long, "line 2 from the server is longer than %d bytes",
                 (int)EG_CSP_LINE_MAX);
        if (rc == 0)
            rc = closed_with(c, want_long, &seen);
        if (fd >= 0)
            close(fd);
        cn_conn_close(c);
    }
    if (lfd >= 0)
        close(lfd);
    /* Keep-alive: a server that closes connections silent for 1 s keeps
     * one that pings every 300 ms, and closes one that does not. */
    const char *idle[] = {"--idle", "1", NULL};
    if (rc == 0 && cl_server_start(&srv, bin, data, idle) != 0)
        rc = FAIL("the server did not start");
    cn_conn *live = NULL, *silent = NULL;
    if (rc == 0) {
        live = cn_conn_open("127.0.0.1", srv.port, on_wake, NULL, &err);
        silent = cn_conn_open("127.0.0.1", srv.port, on_wake, NULL, &err);
        if (!live || !silent)
            rc = FAIL("%s", err.msg);
    }
    if (rc == 0) {
        cn_conn_set_keepalive(live, 300);
        cn_conn_set_keepalive(silent, 0);
        rc = closed_with(silent, "the server closed the connection", &seen);
    }
    if (rc == 0) {
        struct timespec ts = {1, 500 * 1000 * 1000}; /* past the idle time again */
        nanosleep(&ts, NULL);
        char line[EG_CSP_LINE_MAX + 1];
        int pongs = 0;
        for (int r; rc == 0 && (r = cn_conn_recv(live, line, sizeof line, &err)) != 0;)
            if (r < 0)
                rc = FAIL("the pinging connection closed: %s", err.msg);
            else
                pongs += strcmp(line, "PONG") == 0;
        if (rc == 0 && (pongs < 5 || cn_conn_status(live, NULL) != CN_OPEN))
            rc = FAIL("%d PONGs for a connection open 2.5 s and more", pongs);
        if (rc == 0)
            printf("keep-alive: %d PONGs while a silent connection was closed\n", pongs);
    }
    cn_conn_close(live);
    cn_conn_close(silent);
    if (srv.pid > 0)
        cl_server_stop(&srv, SIGTERM);
    /* No program: its words. */
    if (rc == 0 && cn_server_start(&host, "/nonexistent/cityscape-server", NULL, data, &err) == 0)
        rc = FAIL("a missing program started");
    if (rc == 0 && !strstr(err.msg, "cannot start /nonexistent/cityscape-server"))
        rc = FAIL("a missing program: '%s'", err.msg);
    if (rc == 0)
        printf("no program: %s\n", err.msg);
    return rc;
}

/* ---- A move the server's rules refuse, said as at home (issue 28): for
 * each game, moves the rules refuse at the start (the first of each kind
 * the server's own record, loaded as a game at home, refuses) are sent by
 * the window's remote mid end; the words the table says for the ERR
 * (eg_midend_remote_refusal_words) must be those a game at home says for
 * the same move in the same position (eg_midend_refusal_words on the
 * record replayed, with the rules' own error). */
static int refusals(const char *bin, const char *data)
{
    static const struct {
        const char *id, *seats, *params;
        const char *moves[4];
    } GAMES[] = {
        {"cityscape", "me,easy", "first=1", {"a1", "zz9", NULL}},
        {"skyscrapers", "me", "", {"a1+e5", "zz9", NULL}},
        {"six-cities", "me,easy", "start=1", {"99", "53R2", "zz9", NULL}},
        {"city-blox", "me,easy", "first=1", {"place:market:1x2@a7", "take:2x4", "zz9", NULL}},
    };
    int rc = 0;
    for (size_t gi = 0; rc == 0 && gi < sizeof GAMES / sizeof GAMES[0]; gi++) {
        long seen = 0;
        eg_error err = {0};
        cl_server srv;
        if (cl_server_start(&srv, bin, data, NULL) != 0)
            return FAIL("the server did not start");
        client a = {0};
        rc = client_open(&a, "Ann", srv.port, NULL);
        if (rc == 0 && cn_conn_sendf(a.conn, &err, "NEW %s %s seed=11 %s", GAMES[gi].id,
                                     GAMES[gi].seats, GAMES[gi].params) != 0)
            rc = FAIL("%s", err.msg);
        if (rc == 0)
            rc = until_ready(&a, &seen);
        /* The server saves its record in the background: read once it is. */
        char path[4096];
        snprintf(path, sizeof path, "%s/%s.rec", data, rc == 0 ? eg_midend_table_code(a.me) : "");
        for (int i = 0; rc == 0 && i < 100 && access(path, R_OK) != 0; i++)
            nanosleep(&(struct timespec){0, 50 * 1000 * 1000}, NULL);
        eg_midend *home = rc == 0 ? cl_load_table(data, eg_midend_table_code(a.me)) : NULL;
        if (rc == 0 && !home)
            rc = FAIL("%s: the server's record does not load", GAMES[gi].id);
        int tried = 0;
        for (int k = 0; rc == 0 && GAMES[gi].moves[k]; k++) {
            const char *move = GAMES[gi].moves[k];
            unsigned to_act = eg_midend_to_act(a.me) & eg_midend_held(a.me);
            if (!to_act) {
                rc = FAIL("%s: no seat of Ann's to act", GAMES[gi].id);
                break;
            }
            int seat = __builtin_ctz(to_act);
            /* At home: the rules' refusal, on a copy of the position. */
            const eg_game *g = eg_midend_game(home);
            void *copy = malloc(g->state_size);
            memcpy(copy, eg_midend_state(home), g->state_size);
            eg_error why = {0};
            unsigned f = 0;
            int refused = g->execute(copy, seat, move, &f, &why);
            free(copy);
            if (!refused)
                continue; /* the rules take it: no refusal to compare */
            char want[256], got[256];
            eg_midend_refusal_words(home, seat, move, &why, want, sizeof want);
            /* Online: sent, refused by the server, said by the table. */
            unsigned flags = 0;
            if (eg_midend_move(a.me, seat, move, &flags, &err) != 0) {
                rc = FAIL("%s: %s was not sent: %s", GAMES[gi].id, move, err.msg);
                break;
            }
            char code[EG_CSP_WORD_MAX] = "";
            rc = until_refused(&a, &seen);
            eg_midend_remote_refusal(a.me, &err, code);
            if (rc == 0 && strcmp(code, "illegal") != 0)
                rc = FAIL("%s: %s: the server's refusal is '%s %s'", GAMES[gi].id, move, code, err.msg);
            eg_midend_remote_refusal_words(a.me, got, sizeof got);
            printf("%s: %s: the server said '%s'; the table says '%s'\n", GAMES[gi].id, move,
                   err.msg, got);
            if (rc == 0 && strcmp(got, want) != 0)
                rc = FAIL("%s: %s: the table says '%s', a game at home '%s'", GAMES[gi].id, move,
                          got, want);
            tried++;
        }
        if (rc == 0 && tried == 0)
            rc = FAIL("%s: none of the moves is refused by the rules", GAMES[gi].id);
        eg_midend_free(home);
        client_free(&a);
        if (cl_server_stop(&srv, SIGTERM) != 0 && rc == 0)
            rc = FAIL("the server did not stop cleanly");
    }
    return rc;
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: net_test SERVER DIR game GAME [TRANSCRIPTS] | errors | refusals\n");
        return 2;
    }
    const char *bin = argv[1], *dir = argv[2];
    mkdir(dir, 0777);
    char data[4096];
    snprintf(data, sizeof data, "%s/net-%s-%s", dir, argv[3], argc > 4 ? argv[4] : "");
    char cmd[8300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", data);
    if (system(cmd) != 0)
        return 1;
    int rc;
    if (strcmp(argv[3], "game") == 0 && argc > 4)
        rc = play_game(bin, data, argv[4], argc > 5 ? argv[5] : NULL);
    else if (strcmp(argv[3], "errors") == 0)
        rc = errors(bin, data);
    else if (strcmp(argv[3], "refusals") == 0)
        rc = refusals(bin, data);
    else
        rc = FAIL("unknown test '%s'", argv[3]);
    printf("%s\n", rc == 0 ? "ok" : "FAILED");
    return rc == 0 ? 0 : 1;
}
