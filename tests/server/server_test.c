/* SPDX-License-Identifier: MIT */
/* server_test.c - cityscape-server on loopback, as a real process, with test
 * clients (csp_client.h) that play their seats with the game's computer
 * player on the view text the server sent them.
 *
 * usage: server_test SERVER WORKDIR TEST [GAME]
 *   game GAME  two clients play a whole game to the end: Cityscape with a
 *              computer seat, Six Cities (hidden choices) with one client
 *              holding two hot seats, City Blox two players, Skyscrapers one
 *              player and a spectator. Then, against the record the server
 *              saved (replayed here through the engine): the OVER line's
 *              scores; every MOVE line each client got (a secret move of a
 *              seat it does not hold reads '?'); every VIEW line is exactly
 *              that seat's view at that move and only of its own seats; and
 *              the privacy check: no byte sent to a client holds another
 *              seat's secret at that moment (the parts of that seat's view
 *              the spectator's view does not show, and its secret moves).
 *   rejoin     a client drops mid-game (the other is told `away`), comes
 *              back with REJOIN and its token, and the game goes on to the
 *              end.
 *   restart    the server is killed with SIGKILL mid-game and started again
 *              on the same data folder; both clients REJOIN, get the moves
 *              so far (the ones they saw before the kill first), and finish.
 *   hostile    while a table plays on: refused moves (another's seat, out of
 *              turn, illegal), malformed lines, a 1 MB line, 10,000 lines at
 *              once, a silent client, a client that never reads; each ends
 *              in an ERR and/or a closed connection, the table finishes and
 *              its record replays.
 *   limits     connections from one address, tables, a protocol syntax
 *              check per command.
 *   names      the saved record names the seats by the names their players
 *              gave (HELLO; a second seat of one client NAME-2), a computer
 *              seat by the computer's, from the moment a seat is taken to the
 *              end; names the record or the lines could not hold are refused
 *              naming the byte, the character or the length. Names with
 *              spaces go as %20 (Ann%20Lee, Zoë%20Ødegård), "-" as %2D, a
 *              malformed %-word is refused at its column, and a restart
 *              reads them back from the .seats file.
 *   rematch    REMATCH refused mid-game and from a watcher; at the end a
 *              new table of the same game and seats, each player seated
 *              as they accept (test_rematch).
 *   seatfiles  .seats files of version 1 (names as they stood) and bad
 *              ones found at the start: the old resume, each bad one is
 *              named by its file, line and why, and left on disk
 *              (test_seatfiles).
 * Exit 0 ok, 1 failure. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <unistd.h>

#include "csp_client.h"
#include "eg_csp.h"
#include "eg_record.h"
#include "midend.h"

static const char *server_bin, *workdir;
static int failures;

#define CHECK(cond, ...)                                                                  \
    do {                                                                                  \
        if (!(cond)) {                                                                    \
            fprintf(stderr, "%s:%d: FAILED: %s: ", __FILE__, __LINE__, #cond);            \
            fprintf(stderr, __VA_ARGS__);                                                 \
            fputc('\n', stderr);                                                          \
            failures++;                                                                   \
        }                                                                                 \
    } while (0)

static void fresh_dir(const char *name, char *out, size_t outsz)
{
    snprintf(out, outsz, "%s/%s", workdir, name);
    char cmd[4200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", out, out);
    if (system(cmd) != 0)
        fprintf(stderr, "cannot make %s\n", out);
}

/* ---- The privacy check. */

/* The view text of seat p (EG_NO_PLAYER: a spectator) after k moves. */
static void view_at(const eg_midend *me, int k, int p, char *out, size_t outsz)
{
    const eg_game *g = eg_midend_game(me);
    static char st[1 << 16];
    if (g->redact)
        g->redact(eg_midend_state_at(me, k), p, st);
    else
        memcpy(st, eg_midend_state_at(me, k), g->state_size);
    if (g->view_format(st, p, out, outsz) < 0)
        out[0] = '\0';
}

/* Is `item` (len bytes) one of the ',' '/' separated items of value v? */
static bool has_item(const char *v, size_t vl, const char *item, size_t len)
{
    for (size_t i = 0; i <= vl;) {
        size_t n = strcspn(v + i, ",/ ");
        if (i + n > vl)
            n = vl - i;
        if (n == len && memcmp(v + i, item, len) == 0)
            return true;
        i += n + 1;
    }
    return false;
}

enum { MAX_SECRETS = 64 };
typedef struct {
    int n;
    char s[MAX_SECRETS][EG_VIEW_MAX];
} secrets;

static void add_secret(secrets *out, const char *s, size_t len)
{
    if (out->n < MAX_SECRETS)
        snprintf(out->s[out->n++], EG_VIEW_MAX, "%.*s", (int)len, s);
}

/* Seat p's secrets after k moves: each word of p's view that the spectator's
 * view does not hold (viewer= aside) -- its items that the spectator's value
 * lacks when they are 4 bytes or more ("S:2621"), else the whole word
 * ("hand=1,4,6,9") -- and each secret move of p that the spectator's view
 * does not show. */
static void secrets_of(const eg_midend *me, int k, int p, secrets *out)
{
    static char vp[EG_VIEW_MAX], vs[EG_VIEW_MAX];
    view_at(me, k, p, vp, sizeof vp);
    view_at(me, k, EG_NO_PLAYER, vs, sizeof vs);
    out->n = 0;
    for (const char *w = vp; *w;) {
        size_t wl = strcspn(w, " ");
        const char *eq = memchr(w, '=', wl);
        bool same = false;
        for (const char *x = vs; *x && !same;) {
            size_t xl = strcspn(x, " ");
            same = xl == wl && memcmp(x, w, wl) == 0;
            x += xl + (x[xl] == ' ');
        }
        if (!same && eq && strncmp(w, "viewer=", 7) != 0) {
            size_t kl = (size_t)(eq - w) + 1;
            const char *sv = NULL;
            size_t svl = 0;
            for (const char *x = vs; *x && !sv;) {
                size_t xl = strcspn(x, " ");
                if (xl > kl && memcmp(x, w, kl) == 0)
                    sv = x + kl, svl = xl - kl;
                x += xl + (x[xl] == ' ');
            }
            bool itemised = false;
            for (const char *it = eq + 1; it < w + wl;) {
                size_t il = strcspn(it, ",/ ");
                if (it + il > w + wl)
                    il = (size_t)(w + wl - it);
                if (il >= 4 && (!sv || !has_item(sv, svl, it, il))) {
                    add_secret(out, it, il);
                    itemised = true;
                }
                it += il + 1;
            }
            if (!itemised)
                add_secret(out, w, wl);
        }
        w += wl + (w[wl] == ' ');
    }
    const eg_record *rec = eg_midend_record(me);
    for (int j = 0; j < k; j++)
        if (rec->moves[j].player == p && (eg_midend_move_flags(me, j) & EG_MOVE_PRIVATE) &&
            !strstr(vs, rec->moves[j].move))
            add_secret(out, rec->moves[j].move, strlen(rec->moves[j].move));
}

static bool alnum(char ch)
{
    return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
}

/* Secret s in line as a whole: a word ("hand=1,4,6,9") between spaces, an
 * item ("S:2621") between characters that are not letters or digits. */
static bool has_token(const char *line, const char *s)
{
    size_t n = strlen(s);
    bool word = strchr(s, '=') != NULL;
    for (const char *t = line; (t = strstr(t, s)); t++) {
        char before = t == line ? ' ' : t[-1], after = t[n] ? t[n] : ' ';
        if (word ? before == ' ' && after == ' ' : !alnum(before) && !alnum(after))
            return true;
    }
    return false;
}

/* Whether the views of the client's own seats after k moves hold s (two
 * seats' hands may be alike: then it is no other seat's secret). */
static bool in_own_views(const eg_midend *me, int k, unsigned seats, const char *s)
{
    static char v[EG_VIEW_MAX];
    for (int p = 0; p < EG_MAX_PLAYERS; p++) {
        if (!(seats & (1u << p)))
            continue;
        view_at(me, k, p, v, sizeof v);
        if (has_token(v, s))
            return true;
    }
    return false;
}

/* Everything client c was sent, line by line, against the record. */
static void check_stream(const cl_client *c, const eg_midend *me, const char *who)
{
    const eg_record *rec = eg_midend_record(me);
    int k = 0, lineno = 0, nviews = 0, nsecrets = 0;
    static char want[EG_VIEW_MAX];
    secrets sec[EG_MAX_PLAYERS];
    int sec_at = -1;
    for (const char *t = c->log; *t;) {
        size_t len = strcspn(t, "\n");
        char line[EG_VIEW_MAX + 64];
        snprintf(line, sizeof line, "%.*s", (int)len, t);
        t += len + (t[len] == '\n');
        lineno++;
        int mk, mp, vp;
        char mv[EG_VIEW_MAX];
        if (sscanf(line, "MOVE %d %d %63s", &mk, &mp, mv) == 3) {
            CHECK(mk >= 1 && mk <= rec->nmoves, "%s line %d: '%s': no such move", who, lineno,
                  line);
            if (mk < 1 || mk > rec->nmoves)
                continue;
            k = mk;
            const eg_record_move *m = &rec->moves[mk - 1];
            bool hidden = (eg_midend_move_flags(me, mk - 1) & EG_MOVE_PRIVATE) &&
                          !(c->seats & (1u << m->player));
            CHECK(mp == m->player + 1 && strcmp(mv, hidden ? "?" : m->move) == 0,
                  "%s line %d: '%s', the record's move %d is seat %d's %s%s", who, lineno, line,
                  mk, m->player + 1, m->move, hidden ? " (secret: '?')" : "");
        } else if (sscanf(line, "VIEW %d ", &vp) == 1 || strncmp(line, "VIEW - ", 7) == 0) {
            int p = strncmp(line, "VIEW - ", 7) == 0 ? EG_NO_PLAYER : vp - 1;
            CHECK(p == EG_NO_PLAYER ? c->seats == 0 : (c->seats & (1u << p)) != 0,
                  "%s line %d: a view of seat %d, which it does not hold", who, lineno, p + 1);
            view_at(me, k, p, want, sizeof want);
            CHECK(strcmp(strchr(line + 5, ' ') + 1, want) == 0,
                  "%s line %d: seat %d's view after %d moves is\n  %s\nnot\n  %s", who, lineno,
                  p + 1, k, want, line);
            nviews++;
        }
        if (sec_at != k) {
            for (int p = 0; p < rec->nplayers; p++)
                secrets_of(me, k, p, &sec[p]);
            sec_at = k;
        }
        for (int p = 0; p < rec->nplayers; p++) {
            if (c->seats & (1u << p))
                continue;
            for (int i = 0; i < sec[p].n; i++) {
                nsecrets++;
                CHECK(!has_token(line, sec[p].s[i]) || in_own_views(me, k, c->seats, sec[p].s[i]),
                      "%s line %d (after move %d): seat %d's secret '%s' in '%s'", who, lineno,
                      k, p + 1, sec[p].s[i], line);
            }
        }
    }
    CHECK(nviews > 0, "%s got no view", who);
    printf("  %s: %d lines, %zu bytes, %d views checked, %d secret checks\n", who, lineno,
           c->loglen, nviews, nsecrets);
}

/* The OVER line against the record's scores. */
static void check_over(const cl_client *c, const eg_midend *me)
{
    const eg_game *g = eg_midend_game(me);
    int sc[EG_MAX_PLAYERS] = {0}, n = g->scores(eg_midend_state(me), sc);
    char want[64] = "OVER ";
    for (int p = 0; p < n; p++)
        snprintf(want + strlen(want), sizeof want - strlen(want), "%s%d", p ? "," : "", sc[p]);
    const char *over = strstr(c->log, "\nOVER ");
    CHECK(eg_midend_is_over(me), "the saved game is not over");
    CHECK(over && strncmp(over + 1, want, strlen(want)) == 0, "%s: no '%s' line", c->name,
          want);
}

/* A server on a fresh folder, Ann's table (NEW `setup`) and Bob at it
 * (JOIN, or WATCH when watch): 0, or 1 on a failure. */
static int two_at_a_table(const char *dir, char *data, size_t datasz, cl_server *s,
                          const char *const *extra, cl_client *a, cl_client *b, const char *setup,
                          bool watch)
{
    fresh_dir(dir, data, datasz);
    if (cl_server_start(s, server_bin, data, extra) != 0)
        return 1;
    CHECK(cl_connect(a, "Ann", s->port, 0) && cl_connect(b, "Bob", s->port, 0), "connect");
    cl_send(a, "HELLO Ann");
    cl_send(a, "NEW %s", setup);
    CHECK(cl_wait(a, "TABLE ", 5000), "no TABLE: %s", a->last);
    if (failures)
        return 1;
    cl_send(b, "HELLO Bob");
    cl_send(b, watch ? "WATCH %s" : "JOIN %s", a->code);
    CHECK(cl_wait(b, watch ? "TABLE " : "SEAT ", 5000), "%s", b->last);
    return failures ? 1 : 0;
}

/* ---- game GAME. */

static int test_game(const char *game)
{
    char data[4096], setup[128];
    const char *seats = strcmp(game, "cityscape") == 0    ? "me,open,easy rounds=2"
                        : strcmp(game, "six-cities") == 0 ? "me,me,open hidden=1 rounds=2"
                        : strcmp(game, "city-blox") == 0  ? "me,open"
                                                          : "me";
    bool solo = strcmp(game, "skyscrapers") == 0;
    snprintf(setup, sizeof setup, "%s %s seed=7", game, seats);
    cl_server s;
    cl_client a, b;
    if (two_at_a_table(game, data, sizeof data, &s, NULL, &a, &b, setup, solo) != 0)
        return 1;
    b.quiet = solo;
    cl_client *cs[2] = {&a, &b};
    CHECK(cl_play(cs, 2, 600, NULL, NULL, NULL, NULL, 0) == 0, "%s: the game did not finish",
          game);
    if (solo)
        CHECK(b.over || cl_wait(&b, "OVER ", 5000), "the watcher saw no OVER");
    printf("%s: table %s, %d moves; Ann holds seats %#x, Bob %#x\n", game, a.code, a.moves,
           a.seats, b.seats);
    CHECK(cl_server_stop(&s, SIGTERM) == 0, "the server did not stop cleanly");
    eg_midend *me = cl_load_table(data, a.code);
    CHECK(me, "the table's record does not load");
    if (me) {
        CHECK(eg_midend_moves(me) == a.moves, "the record has %d moves, the clients saw %d",
              eg_midend_moves(me), a.moves);
        check_over(&a, me);
        check_over(&b, me);
        check_stream(&a, me, "Ann");
        check_stream(&b, me, solo ? "Bob (watching)" : "Bob");
        eg_midend_free(me);
    }
    cl_free(&a);
    cl_free(&b);
    return failures ? 1 : 0;
}

/* ---- rejoin. */

typedef struct {
    cl_client *b;
    cl_client *a;
    int port;
    bool done;
} rejoin_ctx;

static bool drop_and_rejoin(void *arg, int moves)
{
    rejoin_ctx *x = arg;
    if (x->done || moves < 12)
        return true;
    x->done = true;
    char token[40];
    snprintf(token, sizeof token, "%s", x->b->token[1]);
    cl_close(x->b); /* dropped: no BYE */
    CHECK(cl_wait(x->a, "PLAYER 2 Bob away", 5000), "Ann was not told that Bob is away: %s",
          x->a->last);
    /* A move for Bob's seat from Ann is still refused. */
    cl_send(x->a, "MOVE 2 x");
    CHECK(cl_wait(x->a, "ERR seat", 5000), "%s", x->a->last);
    x->a->errs--;
    cl_client *b = x->b;
    cl_free(b);
    CHECK(cl_connect(b, "Bob", x->port, 0), "reconnect");
    cl_send(b, "REJOIN %s", token);
    CHECK(cl_wait(b, "SEAT 2 ", 5000), "REJOIN: %s", b->last);
    CHECK(cl_wait(x->a, "PLAYER 2 Bob connected", 5000), "Ann was not told Bob is back: %s",
          x->a->last);
    cl_send(b, "SEATS");
    CHECK(cl_wait(b, "TURN ", 5000), "%s", b->last);
    printf("rejoin: Bob dropped after %d moves and came back with seat 2\n", moves);
    return failures == 0; /* a failure stops the game at once */
}

static int test_rejoin(void)
{
    char data[4096];
    cl_server s;
    cl_client a, b;
    if (two_at_a_table("rejoin", data, sizeof data, &s, NULL, &a, &b,
                       "cityscape me,open rounds=2 seed=3", false) != 0)
        return 1;
    rejoin_ctx x = {&b, &a, s.port, false};
    cl_client *cs[2] = {&a, &b};
    CHECK(cl_play(cs, 2, 600, drop_and_rejoin, &x, NULL, NULL, 0) == 0, "the game did not finish");
    CHECK(x.done, "nobody dropped");
    CHECK(cl_server_stop(&s, SIGTERM) == 0, "the server did not stop cleanly");
    eg_midend *me = cl_load_table(data, a.code);
    CHECK(me && eg_midend_is_over(me) && eg_midend_moves(me) == a.moves,
          "the saved game is not the one played to the end");
    if (me) {
        check_over(&a, me);
        check_over(&b, me);
        check_stream(&b, me, "Bob (after rejoining)");
    }
    eg_midend_free(me);
    cl_free(&a);
    cl_free(&b);
    return failures ? 1 : 0;
}

/* ---- restart. */

typedef struct {
    cl_server *s;
    const char *data;
    cl_client *a, *b;
    int killed_at;
    char seen[CL_MAX_MOVES][64]; /* the MOVE lines Ann saw before the kill */
} restart_ctx;

static void move_lines(const cl_client *c, char out[][64], int max)
{
    for (const char *t = c->log; (t = strstr(t, "\nMOVE ")); t++) {
        int k;
        if (sscanf(t + 1, "MOVE %d", &k) == 1 && k >= 1 && k <= max)
            snprintf(out[k - 1], 64, "%.*s", (int)strcspn(t + 1, "\n"), t + 1);
    }
}

static bool kill_and_restart(void *arg, int moves)
{
    restart_ctx *x = arg;
    (void)moves;
    if (x->killed_at || x->a->moves < 20)
        return true;
    x->killed_at = x->a->moves;
    CHECK(cl_server_stop(x->s, SIGKILL) != 0, "SIGKILL");
    move_lines(x->a, x->seen, CL_MAX_MOVES);
    char ta[40], tb[40];
    snprintf(ta, sizeof ta, "%s", x->a->token[0]);
    snprintf(tb, sizeof tb, "%s", x->b->token[1]);
    cl_free(x->a);
    cl_free(x->b);
    CHECK(cl_server_start(x->s, server_bin, x->data, NULL) == 0, "restart");
    CHECK(cl_connect(x->a, "Ann", x->s->port, 0) && cl_connect(x->b, "Bob", x->s->port, 0),
          "reconnect");
    cl_send(x->a, "REJOIN %s", ta);
    cl_send(x->b, "REJOIN %s", tb);
    CHECK(cl_wait(x->a, "TURN ", 5000) && cl_wait(x->b, "TURN ", 5000), "REJOIN after restart");
    static char again[CL_MAX_MOVES][64];
    move_lines(x->a, again, CL_MAX_MOVES);
    for (int k = 0; k < x->killed_at; k++)
        CHECK(strcmp(x->seen[k], again[k]) == 0, "move %d was '%s' before the kill, '%s' after",
              k + 1, x->seen[k], again[k]);
    printf("restart: killed after %d moves; %d moves resumed\n", x->killed_at, x->a->moves);
    return failures == 0;
}

static int test_restart(void)
{
    char data[4096];
    cl_server s;
    cl_client a, b;
    if (two_at_a_table("restart", data, sizeof data, &s, NULL, &a, &b,
                       "six-cities me,open,easy rounds=2 seed=5", false) != 0)
        return 1;
    restart_ctx *x = calloc(1, sizeof *x);
    *x = (restart_ctx){&s, data, &a, &b, 0, {{0}}};
    cl_client *cs[2] = {&a, &b};
    CHECK(cl_play(cs, 2, 600, kill_and_restart, x, NULL, NULL, 0) == 0, "the game did not finish");
    CHECK(x->killed_at > 0, "never killed");
    CHECK(cl_server_stop(&s, SIGTERM) == 0, "the server did not stop cleanly");
    eg_midend *me = cl_load_table(data, a.code);
    CHECK(me && eg_midend_is_over(me), "the saved game is not over");
    if (me) {
        const eg_record *rec = eg_midend_record(me);
        for (int k = 0; k < x->killed_at && k < rec->nmoves; k++) {
            char want[96];
            bool hidden = eg_midend_move_flags(me, k) & EG_MOVE_PRIVATE &&
                          rec->moves[k].player != 0;
            snprintf(want, sizeof want, "MOVE %d %d %s", k + 1, rec->moves[k].player + 1,
                     hidden ? "?" : rec->moves[k].move);
            CHECK(strcmp(want, x->seen[k]) == 0, "record move %d '%s', seen before the kill '%s'",
                  k + 1, want, x->seen[k]);
        }
        check_over(&a, me);
        check_stream(&a, me, "Ann (after the restart)");
    }
    eg_midend_free(me);
    free(x);
    cl_free(&a);
    cl_free(&b);
    return failures ? 1 : 0;
}

/* ---- hostile. */

/* Reads until the server closes (true) or ms pass (false). */
static bool closed_within(cl_client *c, int ms)
{
    double end = cl_now_ms() + ms;
    while (cl_now_ms() < end)
        if (!cl_pump(c, 50))
            return true;
    return false;
}

static void send_raw(int fd, const char *data, size_t len)
{
    for (size_t off = 0; off < len;) {
        ssize_t w = send(fd, data + off, len - off, MSG_NOSIGNAL);
        if (w <= 0)
            return; /* the server has closed it */
        off += (size_t)w;
    }
}

static void malformed(int port)
{
    static const char *const lines[] = {
        "FOO", "MOVE", "MOVE x y", "MOVE 9 a", "MOVE 1 a b", "NEW", "NEW chess me",
        "NEW cityscape me,me,me,me,me", "NEW cityscape me,robot", "NEW cityscape me rounds=99",
        "JOIN abc", "JOIN ZZZZZZ", "REJOIN 0123", "REJOIN 0123456789abcdef0123456789abcdef",
        "HELLO a\x01z", "HELLO \xc3\x28", "WATCH", "UNDO 1", "SEATS", "move 1 a",
    };
    cl_client h;
    CHECK(cl_connect(&h, "malformed", port, 0), "connect");
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        cl_send(&h, "%s", lines[i]);
        CHECK(cl_wait(&h, "ERR ", 5000), "no ERR for '%s'", lines[i]);
    }
    cl_send(&h, "PING");
    CHECK(cl_wait(&h, "PONG", 5000), "the connection was closed after malformed lines");
    printf("hostile: %zu malformed lines, each an ERR, the connection kept\n",
           sizeof lines / sizeof lines[0]);
    cl_free(&h);
}

static void long_line(int port)
{
    cl_client h;
    CHECK(cl_connect(&h, "long", port, 0), "connect");
    size_t n = 1 << 20;
    char *big = malloc(n);
    memset(big, 'A', n);
    send_raw(h.fd, big, n);
    free(big);
    CHECK(cl_wait(&h, "ERR line ", 5000), "no ERR line for a 1 MB line: %s", h.last);
    CHECK(closed_within(&h, 5000), "not closed after a 1 MB line");
    printf("hostile: 1 MB line: '%s', closed\n", h.last);
    cl_free(&h);
}

static void flood(int port)
{
    cl_client h;
    CHECK(cl_connect(&h, "flood", port, 0), "connect");
    size_t n = 10000 * 5;
    char *lines = malloc(n);
    for (size_t i = 0; i < n; i += 5)
        memcpy(lines + i, "PING\n", 5);
    send_raw(h.fd, lines, n);
    free(lines);
    CHECK(cl_wait(&h, "ERR flood ", 5000), "no ERR flood for 10,000 lines: %s", h.last);
    CHECK(closed_within(&h, 5000), "not closed after a flood");
    int pongs = 0;
    for (const char *t = h.log; (t = strstr(t, "PONG")); t++)
        pongs++;
    printf("hostile: 10,000 lines at once: %d answered, then '%s', closed\n", pongs, h.last);
    cl_free(&h);
}

static void silent(int port)
{
    cl_client h;
    CHECK(cl_connect(&h, "silent", port, 0), "connect");
    double t0 = cl_now_ms();
    CHECK(cl_wait(&h, "ERR idle ", 5000), "no ERR idle: %s", h.last);
    CHECK(closed_within(&h, 5000), "not closed when idle");
    printf("hostile: a silent client: '%s' after %.1f s, closed\n", h.last,
           (cl_now_ms() - t0) / 1000);
    cl_free(&h);
}

/* Asks for much and reads nothing (a small receive buffer) until the server
 * lets it go. */
static void slow_reader(int port, const char *code)
{
    cl_client h;
    CHECK(cl_connect(&h, "slow", port, 2048), "connect");
    double t0 = cl_now_ms(), end = t0 + 90000;
    int sent = 0;
    bool closed = false;
    while (!closed && cl_now_ms() < end) {
        for (int i = 0; i < 40 && !closed; i++, sent++)
            closed = !cl_send(&h, "WATCH %s", code);
        struct timespec ts = {0, 500000000};
        nanosleep(&ts, NULL);
    }
    CHECK(closed, "a client that never reads was not let go (%d lines sent)", sent);
    printf("hostile: a client that never reads: let go after %d WATCH lines, %.1f s\n", sent,
           (cl_now_ms() - t0) / 1000);
    cl_free(&h);
}

typedef struct {
    cl_client *a, *b;
    int port;
    pid_t child;        /* the hostile clients, in a process of their own */
    int moves_at_start, moves_at_end, status;
    double last_ping;
} hostile_ctx;

static bool hostile_step(void *arg, int moves)
{
    hostile_ctx *x = arg;
    if (cl_now_ms() - x->last_ping > 500) { /* the idle limit is 2 s here */
        cl_send(x->a, "PING");
        cl_send(x->b, "PING");
        x->last_ping = cl_now_ms();
    }
    if (x->child == 0 && moves >= 2) {
        /* Refusals at a table in play: another's seat, out of turn, illegal. */
        cl_client *a = x->a;
        int errs = a->errs;
        cl_send(a, "MOVE 2 x");
        CHECK(cl_wait(a, "ERR seat ", 5000), "%s", a->last);
        /* Out of turn, or an illegal move when it is seat 1's turn (the
         * server may know of a move Ann has not been sent yet). */
        cl_send(a, "MOVE 1 nonsense!");
        CHECK(cl_wait(a, "ERR ", 5000) && (strncmp(a->last, "ERR turn ", 9) == 0 ||
                                           strncmp(a->last, "ERR illegal ", 12) == 0),
              "%s", a->last);
        printf("hostile: refused: '%s'\n", a->last);
        a->errs = errs;
        a->fresh = true; /* its turn may have come meanwhile */
        fflush(stdout);
        x->moves_at_start = moves;
        x->child = fork();
        if (x->child == 0) {
            malformed(x->port);
            long_line(x->port);
            flood(x->port);
            silent(x->port);
            slow_reader(x->port, a->code);
            fflush(stdout);
            _exit(failures ? 1 : 0);
        }
    } else if (x->child > 0 && x->moves_at_end < 0 &&
               waitpid(x->child, &x->status, WNOHANG) == x->child) {
        x->moves_at_end = moves;
    }
    return failures == 0;
}

static int test_hostile(void)
{
    char data[4096];
    cl_server s;
    const char *extra[] = {"--idle", "2", NULL};
    cl_client a, b;
    if (two_at_a_table("hostile", data, sizeof data, &s, extra, &a, &b,
                       "cityscape me,open seed=11", false) != 0)
        return 1;
    hostile_ctx x = {&a, &b, s.port, 0, 0, -1, 0, cl_now_ms()};
    cl_client *cs[2] = {&a, &b};
    CHECK(cl_play(cs, 2, 600, hostile_step, &x, NULL, NULL, 0) == 0, "the table did not finish");
    if (x.child > 0 && x.moves_at_end < 0) {
        waitpid(x.child, &x.status, 0);
        x.moves_at_end = a.moves;
    }
    CHECK(x.child > 0 && WIFEXITED(x.status) && WEXITSTATUS(x.status) == 0,
          "the hostile clients' checks failed");
    CHECK(x.moves_at_end > x.moves_at_start, "the table made no move while hostile clients ran");
    printf("hostile: the table made moves %d to %d while they ran, and finished: %d moves\n",
           x.moves_at_start + 1, x.moves_at_end, a.moves);
    CHECK(cl_server_stop(&s, SIGTERM) == 0, "the server did not stop cleanly");
    eg_midend *me = cl_load_table(data, a.code);
    CHECK(me && eg_midend_is_over(me) && eg_midend_moves(me) == a.moves,
          "the table's record is not the finished game");
    if (me)
        check_over(&a, me);
    eg_midend_free(me);
    cl_free(&a);
    cl_free(&b);
    return failures ? 1 : 0;
}

/* ---- limits. */

static bool one_move(void *ctx, int moves)
{
    (void)ctx;
    return moves < 1;
}

static int test_limits(void)
{
    char data[4096];
    fresh_dir("limits", data, sizeof data);
    cl_server s;
    const char *extra[] = {"--max-per-addr", "2", "--max-tables", "1", NULL};
    if (cl_server_start(&s, server_bin, data, extra) != 0)
        return 1;
    cl_client a, b, c;
    CHECK(cl_connect(&a, "a", s.port, 0) && cl_connect(&b, "b", s.port, 0), "connect");
    CHECK(cl_connect(&c, "c", s.port, 0), "no greeting");
    CHECK(cl_wait(&c, "ERR busy ", 5000), "no ERR busy: %s", c.last);
    CHECK(closed_within(&c, 5000), "the third connection was not closed");
    printf("limits: the third connection: '%s', closed\n", c.last);
    cl_free(&c);
    cl_send(&a, "NEW six-cities me,me seed=9");
    CHECK(cl_wait(&a, "TABLE ", 5000), "%s", a.last);
    /* UNDO: the last move made (Ann holds both seats: one or two moves
     * come before it stops) taken back, and no second time. */
    cl_client *cs[1] = {&a};
    CHECK(cl_play(cs, 1, 60, one_move, NULL, NULL, NULL, 0) == 0, "no move made");
    for (double end = cl_now_ms() + 500; cl_now_ms() < end;)
        cl_pump(&a, 50);
    int seat = -1, k = a.moves;
    char line[32], undone[32];
    snprintf(line, sizeof line, "\nMOVE %d ", k);
    snprintf(undone, sizeof undone, "UNDONE %d", k - 1);
    CHECK(k >= 1 && strstr(a.log, line) && sscanf(strstr(a.log, line) + strlen(line), "%d",
                                                  &seat) == 1, "no MOVE line");
    cl_send(&a, "UNDO %d", seat);
    CHECK(cl_wait(&a, undone, 5000), "no %s: %s", undone, a.last);
    CHECK(cl_wait(&a, "VIEW ", 5000), "no view after the undo");
    cl_send(&a, "UNDO %d", seat);
    CHECK(cl_wait(&a, "ERR undo ", 5000), "a second UNDO: %s", a.last);
    printf("limits: UNDO %d after %d moves: %s; again: '%s'\n", seat, k, undone, a.last);
    cl_send(&b, "NEW city-blox me,me");
    CHECK(cl_wait(&b, "ERR full ", 5000), "no ERR full: %s", b.last);
    cl_send(&b, "PING");
    CHECK(cl_wait(&b, "PONG", 5000), "ERR full closed the connection");
    printf("limits: the second table: '%s'\n", b.last);
    CHECK(cl_server_stop(&s, SIGTERM) == 0, "the server did not stop cleanly");
    cl_free(&a);
    cl_free(&b);
    return failures ? 1 : 0;
}

/* ---- expire: a finished table nobody is at is put away (--keep-finished),
 * not while someone is still at it, and not resumed after a restart. */

static bool file_exists(const char *dir, const char *code, const char *ext)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.%s", dir, code, ext);
    return access(path, F_OK) == 0;
}

static int test_expire(void)
{
    char data[4096], done[4200];
    cl_server s;
    cl_client a, b;
    const char *extra[] = {"--keep-finished", "1", NULL};
    if (two_at_a_table("expire", data, sizeof data, &s, extra, &a, &b,
                       "city-blox easy,easy seed=3", true) != 0)
        return 1;
    snprintf(done, sizeof done, "%s/finished", data);
    CHECK(cl_wait(&a, "OVER ", 120000), "the computers' game did not end: %s", a.last);
    /* Over, but Ann and Bob are still at it: kept. */
    for (double end = cl_now_ms() + 2500; cl_now_ms() < end;) {
        cl_pump(&a, 50);
        cl_pump(&b, 0);
    }
    CHECK(file_exists(data, a.code, "rec") && !file_exists(done, a.code, "rec"),
          "a finished table with people at it was put away");
    cl_send(&b, "WATCH %s", a.code);
    CHECK(cl_wait(&b, "TABLE ", 5000), "WATCH of a finished table still held: %s", b.last);
    cl_close(&a);
    cl_close(&b);
    cl_client c;
    for (double end = cl_now_ms() + 10000; cl_now_ms() < end && !file_exists(done, a.code, "rec");)
        poll(NULL, 0, 50);
    CHECK(file_exists(done, a.code, "rec") && file_exists(done, a.code, "seats") &&
          !file_exists(data, a.code, "rec") && !file_exists(data, a.code, "seats"),
          "the table's files were not moved to finished/ once nobody was at it");
    CHECK(cl_connect(&c, "Carl", s.port, 0), "connect");
    cl_send(&c, "JOIN %s", a.code);
    CHECK(cl_wait(&c, "ERR table ", 5000) && strstr(c.last, "over and was put away"),
          "JOIN of a put-away table: '%s'", c.last);
    printf("expire: after the last left: '%s'\n", c.last);
    CHECK(cl_server_stop(&s, SIGTERM) == 0, "the server did not stop cleanly");
    cl_free(&c);
    /* Started again: not resumed, still told where its record is. */
    if (cl_server_start(&s, server_bin, data, extra) != 0)
        return 1;
    CHECK(cl_connect(&c, "Carl", s.port, 0), "connect");
    cl_send(&c, "WATCH %s", a.code);
    CHECK(cl_wait(&c, "ERR table ", 5000) && strstr(c.last, "put away"),
          "WATCH after a restart: '%s'", c.last);
    CHECK(cl_server_stop(&s, SIGTERM) == 0, "the server did not stop cleanly");
    eg_midend *me = cl_load_table(done, a.code);
    CHECK(me && eg_midend_is_over(me), "the finished record does not load as a game over");
    eg_midend_free(me);
    cl_free(&a);
    cl_free(&b);
    cl_free(&c);
    return failures ? 1 : 0;
}

/* ---- names: the record names each seat by the name its player gave
 * (HELLO), a computer seat by the computer's; a bad name is refused in
 * words naming what is wrong, and the name before it is kept. */

static void refused_name(cl_client *c, const char *name, const char *want)
{
    cl_send(c, "HELLO %s", name);
    CHECK(cl_wait(c, "ERR syntax ", 5000) && strstr(c->last, want),
          "HELLO %s: '%s', not a refusal saying '%s'", name, c->last, want);
    c->errs--;
}

static int test_names(void)
{
    char data[4096];
    cl_server s;
    cl_client a, b;
    if (two_at_a_table("names", data, sizeof data, &s, NULL, &a, &b,
                       "cityscape me,me,open,easy rounds=1 seed=11", false) != 0)
        return 1;
    /* Bob took seat 3 with JOIN: the record names him before any move. */
    char path[4200], *text = NULL;
    snprintf(path, sizeof path, "%s/%s.rec", data, a.code);
    for (double end = cl_now_ms() + 5000; cl_now_ms() < end; poll(NULL, 0, 20)) {
        eg_error err = {0};
        size_t len;
        free(text);
        text = eg_file_read(path, 1 << 20, &len, &err);
        if (text && strstr(text, "player 3 human \"Bob\""))
            break;
    }
    CHECK(text && strstr(text, "player 1 human \"Ann\"\nplayer 2 human \"Ann-2\"\n"
                              "player 3 human \"Bob\"\nplayer 4 easy \"Computer 4\"\n"),
          "the record once Bob joined:\n%s", text ? text : "(none)");
    free(text);
    CHECK(cl_wait(&b, "PLAYER 2 Ann-2 hotseat", 5000), "Bob was not told seat 2's name: %s",
          b.last);
    /* The computer seat is named as the record names it, as at home. */
    CHECK(cl_wait(&b, "PLAYER 4 ", 5000) && strcmp(b.last, "PLAYER 4 Computer%204 computer") == 0,
          "Bob was told the computer seat is '%s', not 'PLAYER 4 Computer%%204 computer'", b.last);
    /* A third player's names refused, each naming what is wrong. */
    cl_client c;
    CHECK(cl_connect(&c, "Cid", s.port, 0), "connect");
    /* A name's word writes a space as %20 (docs/network-protocol.md,
     * "Names"): a '%' not followed by two hex digits is refused at its
     * column, and so is what the word writes when it is no name. */
    static const char *const bad[][2] = {
        {"Zo\xff", "column 9: name: byte 0xff after 'Zo' is not UTF-8 (a name is 1 to 31 bytes "
                   "of UTF-8 text, no control characters)"},
        {"Zo\xc3", "column 9: name: byte 0xc3 after 'Zo' is not UTF-8"},
        {"\xc0\xaf", "column 7: name: byte 0xc0 at its start is not UTF-8"},
        {"Zo\x01", "column 9: control character 0x01"},
        {"Zo\xc2\x85", "column 9: name: control character U+0085 after 'Zo'"},
        {"Ann Lee", "column 11: usage: HELLO <name>: a name is one word, a space in it written %20"},
        {"Ann%2", "column 10: name: '%2' is not % and two hex digits"},
        {"Ann%zz", "column 10: name: '%zz' is not % and two hex digits"},
        {"%FF", "column 7: name: byte 0xff at its start is not UTF-8"},
        {"Ann%0ALee", "column 10: name: control byte 0x0a after 'Ann'"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        refused_name(&c, bad[i][0], bad[i][1]);
    refused_name(&c, "Abcdefghijklmnopqrstuvwxyz012345",
                 "column 7: name: 'Abcdefghijklmnopqrstuvwx...' is 32 bytes, longer than 31");
    refused_name(&c, "\xc3\xab\xc3\xab\xc3\xab\xc3\xab\xc3\xab\xc3\xab\xc3\xab\xc3\xab"
                 "\xc3\xab\xc3\xab\xc3\xab\xc3\xab\xc3\xab\xc3\xab\xc3\xab\xc3\xab",
                 "is 32 bytes, longer than 31");
    /* Letters of any language are a name, and so are '"' and '#' (the
     * record quotes them): Zoë hosts a hot seat whose second seat has a
     * name of its own (NEW's name2=), and Dee joins seat 3 as Dörte (JOIN's
     * name); everyone is told those names, and the record keeps them. */
    cl_send(&c, "HELLO Zo\xc3\xab");
    CHECK(cl_wait(&c, "OK hello ", 5000) && strcmp(c.last, "OK hello Zo\xc3\xab") == 0,
          "HELLO Zoë: %s", c.last);
    cl_send(&c, "NEW six-cities me,me,open,open name2=\xc3\x9cnal\"#1 seed=4");
    CHECK(cl_wait(&c, "PLAYER 1 ", 5000) && strcmp(c.last, "PLAYER 1 Zo\xc3\xab hotseat") == 0,
          "Zoë's seat 1: %s", c.last);
    CHECK(cl_wait(&c, "PLAYER 2 ", 5000) && strcmp(c.last, "PLAYER 2 \xc3\x9cnal\"#1 hotseat") == 0,
          "Zoë's seat 2, named by NEW's name2=: %s", c.last);
    cl_client d;
    CHECK(cl_connect(&d, "Dee", s.port, 0), "connect");
    cl_send(&d, "HELLO Dee");
    cl_send(&d, "JOIN %s 3 D\xc3\xb6rte", c.code);
    CHECK(cl_wait(&d, "PLAYER 1 ", 5000) && strcmp(d.last, "PLAYER 1 Zo\xc3\xab hotseat") == 0,
          "Dee is told seat 1 is '%s', not Zoë", d.last);
    CHECK(cl_wait(&d, "PLAYER 3 ", 5000) && strcmp(d.last, "PLAYER 3 D\xc3\xb6rte connected") == 0,
          "Dee's seat, named by JOIN: %s", d.last);
    CHECK(cl_wait(&c, "PLAYER 3 D\xc3\xb6rte connected", 5000), "Zoë is told: %s", c.last);
    cl_send(&d, "JOIN %s 4 D\xc3", c.code);
    CHECK(cl_wait(&d, "ERR syntax column 16: name: byte 0xc3 after 'D' is not UTF-8", 5000),
          "JOIN with a bad name: %s", d.last);
    d.errs--;
    cl_send(&c, "NEW six-cities me,open name2=Cy");
    CHECK(cl_wait(&c, "ERR syntax column 24: 'name2=': only a seat you take (me) is named", 5000),
          "NEW naming an open seat: %s", c.last);
    c.errs--;
    char cpath[4200], *ctext = NULL;
    snprintf(cpath, sizeof cpath, "%s/%s.rec", data, c.code);
    for (double end = cl_now_ms() + 5000; cl_now_ms() < end; poll(NULL, 0, 20)) {
        eg_error err = {0};
        size_t len;
        free(ctext);
        ctext = eg_file_read(cpath, 1 << 20, &len, &err);
        if (ctext && strstr(ctext, "player 3 human \"D\xc3\xb6rte\""))
            break;
    }
    CHECK(ctext && strstr(ctext, "player 1 human \"Zo\xc3\xab\"\n"
                               "player 2 human \"\xc3\x9cnal\\\"#1\"\n"
                               "player 3 human \"D\xc3\xb6rte\"\nplayer 4 human \"Seat 4\"\n"),
          "the record of Zoë's table:\n%s", ctext ? ctext : "(none)");
    free(ctext);
    eg_midend *zm = cl_load_table(data, c.code);
    static const char *const zwant[] = {"Zo\xc3\xab", "\xc3\x9cnal\"#1", "D\xc3\xb6rte"};
    for (int p = 0; zm && p < 3; p++)
        CHECK(strcmp(eg_midend_record(zm)->players[p].name, zwant[p]) == 0,
              "Zoë's table read back: player %d is '%s', not '%s'", p + 1,
              eg_midend_record(zm)->players[p].name, zwant[p]);
    CHECK(zm, "the record of Zoë's table does not read");
    eg_midend_free(zm);
    /* NAME-2, the fallback, is cut at a whole character: ten euro signs are
     * 30 bytes, nine of them and "-2" 29 (never 28 bytes and a cut sign). */
    const char *euro = "\xe2\x82\xac";
    char ten[32] = "", nine[64] = "PLAYER 2 ";
    for (int i = 0; i < 10; i++)
        strcat(ten, euro);
    for (int i = 0; i < 9; i++)
        strcat(nine, euro);
    strcat(nine, "-2 hotseat");
    cl_send(&d, "HELLO %s", ten);
    cl_send(&d, "NEW six-cities me,me");
    CHECK(cl_wait(&d, "PLAYER 2 ", 5000) && strcmp(d.last, nine) == 0,
          "the second seat of ten euro signs: '%s', not '%s'", d.last, nine);
    /* Names with spaces: Eve is "Ann Lee" (HELLO Ann%20Lee), her hot
     * seat's second "Zoë Ødegård" (NEW's name2=); Flo joins seat 3 as "-"
     * (%2D: '-' alone is an open seat's word). Everyone is told each name
     * as CSP/1 writes it, the window's reader reads it back as typed, and
     * the record and the .seats file (read again after a restart) keep it. */
    cl_client e, f;
    const char *zoe = "Zo\xc3\xab \xc3\x98" "deg\xc3\xa5rd";
    CHECK(cl_connect(&e, "Eve", s.port, 0) && cl_connect(&f, "Flo", s.port, 0), "connect");
    cl_send(&e, "HELLO Ann%%20Lee");
    CHECK(cl_wait(&e, "OK hello ", 5000) && strcmp(e.last, "OK hello Ann%20Lee") == 0,
          "HELLO Ann%%20Lee: '%s'", e.last);
    cl_send(&e, "NEW six-cities me,me,open name2=Zo\xc3\xab%%20\xc3\x98" "deg\xc3\xa5rd seed=5");
    CHECK(cl_wait(&e, "PLAYER 1 ", 5000) && strcmp(e.last, "PLAYER 1 Ann%20Lee hotseat") == 0,
          "Ann Lee's seat 1: '%s'", e.last);
    CHECK(cl_wait(&e, "PLAYER 2 ", 5000) &&
              strcmp(e.last, "PLAYER 2 Zo\xc3\xab%20\xc3\x98" "deg\xc3\xa5rd hotseat") == 0,
          "Ann Lee's seat 2, named Zoë Ødegård: '%s'", e.last);
    eg_csp_line pl;
    eg_error perr = {0};
    CHECK(eg_csp_parse(e.last, &pl, &perr) == 0 && strcmp(pl.word, zoe) == 0,
          "'%s' read back: '%s' (%s)", e.last, pl.word, perr.msg);
    cl_send(&f, "HELLO Flo");
    cl_send(&f, "JOIN %s 3 -", e.code);
    CHECK(cl_wait(&f, "PLAYER 3 ", 5000) && strcmp(f.last, "PLAYER 3 %2D connected") == 0,
          "Flo's seat 3, named '-': '%s'", f.last);
    CHECK(cl_wait(&e, "PLAYER 3 %2D connected", 5000), "Ann Lee is told: '%s'", e.last);
    char epath[4200], *etext = NULL, ewant[200];
    snprintf(epath, sizeof epath, "%s/%s.rec", data, e.code);
    snprintf(ewant, sizeof ewant, "player 1 human \"Ann Lee\"\nplayer 2 human \"%s\"\n"
             "player 3 human \"-\"\n", zoe);
    for (double end = cl_now_ms() + 5000; cl_now_ms() < end; poll(NULL, 0, 20)) {
        eg_error err = {0};
        size_t len;
        free(etext);
        etext = eg_file_read(epath, 1 << 20, &len, &err);
        if (etext && strstr(etext, ewant))
            break;
    }
    CHECK(etext && strstr(etext, ewant), "the record of Ann Lee's table:\n%s",
          etext ? etext : "(none)");
    free(etext);
    char ecode[8], etoken[40];
    snprintf(ecode, sizeof ecode, "%s", e.code);
    snprintf(etoken, sizeof etoken, "%s", e.token[0]);
    cl_free(&c);
    cl_free(&d);
    cl_free(&e);
    cl_free(&f);
    cl_client *cs[2] = {&a, &b};
    CHECK(cl_play(cs, 2, 600, NULL, NULL, NULL, NULL, 0) == 0, "the game did not finish");
    CHECK(cl_server_stop(&s, SIGTERM) == 0, "the server did not stop cleanly");
    eg_midend *me = cl_load_table(data, a.code);
    CHECK(me && eg_midend_is_over(me), "the finished record does not load as a game over");
    static const char *const want[] = {"Ann", "Ann-2", "Bob", "Computer 4"};
    for (int p = 0; me && p < 4; p++)
        CHECK(strcmp(eg_midend_record(me)->players[p].name, want[p]) == 0,
              "the saved game's player %d is '%s', not '%s'", p + 1,
              eg_midend_record(me)->players[p].name, want[p]);
    if (me)
        printf("names: the saved game of table %s names its players %s, %s, %s and %s\n", a.code,
               eg_midend_record(me)->players[0].name, eg_midend_record(me)->players[1].name,
               eg_midend_record(me)->players[2].name, eg_midend_record(me)->players[3].name);
    eg_midend_free(me);
    /* Started again, the .seats file gives the names back as they were. */
    cl_client g;
    if (cl_server_start(&s, server_bin, data, NULL) != 0)
        return 1;
    CHECK(cl_connect(&g, "Gus", s.port, 0), "connect");
    cl_send(&g, "REJOIN %s", etoken);
    CHECK(cl_wait(&g, "PLAYER 1 ", 5000) && strcmp(g.last, "PLAYER 1 Ann%20Lee connected") == 0,
          "table %s after a restart: '%s'", ecode, g.last);
    CHECK(cl_wait(&g, "PLAYER 3 ", 5000) && strcmp(g.last, "PLAYER 3 %2D away") == 0,
          "table %s after a restart: '%s'", ecode, g.last);
    CHECK(cl_server_stop(&s, SIGTERM) == 0, "the server did not stop cleanly");
    cl_free(&g);
    cl_free(&a);
    cl_free(&b);
    return failures ? 1 : 0;
}

/* ---- rematch: REMATCH refused before the end (and from a watcher
 * before any is offered); at the end Ann offers one: she is seated at a new
 * table of the same game, params and seat kinds (Bob's seat kept for him,
 * away; the computer at its level) with a new deal and new tokens; Bob and
 * the watcher Carl are told; Bob's REMATCH takes his seat, Carl's watches;
 * both play its first moves; the offer survives a SIGKILL and restart. */

static bool refuse_early_rematch(void *arg, int moves)
{
    cl_client *a = arg;
    if (moves < 2 || a->errs < 0)
        return true;
    cl_send(a, "REMATCH");
    CHECK(cl_wait(a, "ERR ", 5000) && strncmp(a->last, "ERR rematch the game at table ", 30) == 0 &&
          strstr(a->last, "is not over"), "REMATCH mid-game: '%s'", a->last);
    printf("rematch: mid-game: '%s'\n", a->last);
    a->errs = -1000; /* once; the ERR was wanted */
    return failures == 0;
}

static bool first_moves(void *arg, int moves)
{
    (void)arg;
    return moves < 3;
}

static int test_rematch(void)
{
    char data[4096], old[8], seats[4200], line[256];
    cl_server s;
    cl_client a, b, c;
    if (two_at_a_table("rematch", data, sizeof data, &s, NULL, &a, &b,
                       "cityscape me,open,easy rounds=2 seed=3", false) != 0)
        return 1;
    CHECK(cl_connect(&c, "Carl", s.port, 0), "connect");
    cl_send(&c, "WATCH %s", a.code);
    CHECK(cl_wait(&c, "TURN ", 5000), "WATCH: %s", c.last);
    c.quiet = true;
    cl_client *cs[3] = {&a, &b, &c};
    CHECK(cl_play(cs, 3, 600, refuse_early_rematch, &a, NULL, NULL, 0) == 0,
          "the game did not finish");
    CHECK(a.errs < 0, "no REMATCH was tried mid-game");
    a.errs = 0;
    snprintf(old, sizeof old, "%s", a.code);
    char ta[40], tb[40], params[200];
    snprintf(ta, sizeof ta, "%s", a.token[0]);
    snprintf(tb, sizeof tb, "%s", b.token[1]);
    const char *tl = strstr(a.log, "TABLE ");
    snprintf(params, sizeof params, "%.*s", tl ? (int)strcspn(tl + 13, "\n") : 0, tl ? tl + 13 : "");
    cl_send(&c, "REMATCH"); /* a watcher offers none */
    CHECK(cl_wait(&c, "ERR seat ", 5000), "REMATCH from a watcher: '%s'", c.last);

    cl_send(&a, "REMATCH");
    CHECK(cl_wait(&a, "TABLE ", 5000) && strcmp(a.code, old) != 0, "REMATCH: '%s'", a.last);
    CHECK(strcmp(a.last + 13, params) == 0, "the rematch's table '%s', the old '%s'", a.last,
          params);
    CHECK(cl_wait(&a, "SEAT 1 ", 5000) && strcmp(a.token[0], ta) != 0, "no new seat: '%s'",
          a.last);
    CHECK(cl_wait(&a, "PLAYER 2 Bob away", 5000), "Bob's seat is not kept for him: '%s'", a.last);
    CHECK(cl_wait(&a, "PLAYER 3 Computer%203 computer", 5000), "no computer seat: '%s'", a.last);
    snprintf(line, sizeof line, "REMATCH %s 1", a.code);
    CHECK(cl_wait(&b, "REMATCH ", 5000) && strcmp(b.last, line) == 0, "Bob was told '%s'",
          b.last);
    CHECK(cl_wait(&c, "REMATCH ", 5000) && strcmp(c.last, line) == 0, "Carl was told '%s'",
          c.last);
    printf("rematch: Ann offered: table %s (was %s); Bob was told '%s'\n", a.code, old, b.last);
    cl_send(&b, "REMATCH");
    CHECK(cl_wait(&b, "TABLE ", 5000) && strcmp(b.code, a.code) == 0, "Bob's REMATCH: '%s'",
          b.last);
    CHECK(cl_wait(&b, "SEAT 2 ", 5000) && strcmp(b.token[1], tb) != 0, "Bob: '%s'", b.last);
    CHECK(cl_wait(&a, "PLAYER 2 Bob connected", 5000), "Ann was not told Bob came: '%s'", a.last);
    size_t from = c.loglen;
    cl_send(&c, "REMATCH");
    CHECK(cl_wait(&c, "TABLE ", 5000) && strcmp(c.code, a.code) == 0 && cl_wait(&c, "TURN ", 5000),
          "Carl's REMATCH: '%s'", c.last);
    CHECK(!strstr(c.log + from, "\nSEAT "), "the watcher was seated");
    a.over = b.over = false;
    a.moves = b.moves = 0;
    CHECK(cl_play(cs, 3, 120, first_moves, NULL, NULL, NULL, 0) == 0,
          "the rematch's first moves were not made");
    printf("rematch: both seated at %s; %d moves made there\n", a.code,
           a.moves > b.moves ? a.moves : b.moves);

    /* The files: the new table's seats; the old table's offer. */
    snprintf(seats, sizeof seats, "%s/%s.seats", data, a.code);
    FILE *f = fopen(seats, "r");
    char text[1024] = "";
    size_t n = f ? fread(text, 1, sizeof text - 1, f) : 0;
    text[n] = '\0';
    if (f)
        fclose(f);
    CHECK(strstr(text, "seat 1 person ") && strstr(text, " Ann\n") && strstr(text, " Bob\n") &&
          strstr(text, "seat 3 computer "), "the rematch's seats: '%s'", text);
    /* A restart: Bob back at the old table with his old token is told of
     * the offer, and his REMATCH takes his seat again. */
    CHECK(cl_server_stop(&s, SIGKILL) != 0, "SIGKILL");
    char nc[8];
    snprintf(nc, sizeof nc, "%s", a.code);
    cl_free(&b);
    CHECK(cl_server_start(&s, server_bin, data, NULL) == 0, "restart");
    CHECK(cl_connect(&b, "Bob", s.port, 0), "reconnect");
    cl_send(&b, "REJOIN %s", tb);
    CHECK(cl_wait(&b, "REMATCH ", 5000) && strcmp(b.last, line) == 0,
          "the offer was not kept over a restart: '%s'", b.last);
    cl_send(&b, "REMATCH");
    CHECK(cl_wait(&b, "TABLE ", 5000) && strcmp(b.code, nc) == 0 && cl_wait(&b, "SEAT 2 ", 5000),
          "REMATCH after the restart: '%s'", b.last);
    CHECK(cl_server_stop(&s, SIGTERM) == 0, "the server did not stop cleanly");
    eg_midend *m0 = cl_load_table(data, old), *m1 = cl_load_table(data, nc);
    CHECK(m0 && m1 && eg_midend_record(m0)->seed != eg_midend_record(m1)->seed &&
          strcmp(eg_midend_record(m0)->params, eg_midend_record(m1)->params) == 0,
          "the rematch is not a new deal of the same game");
    unsigned movers = 0;
    for (int k = 0; m1 && k < eg_midend_moves(m1); k++)
        movers |= 1u << eg_midend_record(m1)->moves[k].player;
    CHECK((movers & 3) == 3, "Ann and Bob did not both move at the rematch (seats %#x)", movers);
    eg_midend_free(m0);
    eg_midend_free(m1);
    cl_free(&a);
    cl_free(&b);
    cl_free(&c);
    return failures ? 1 : 0;
}

/* ---- seatfiles: the .seats files a server finds at its start. Tables
 * saved by this server are rewritten as a server of version 1 wrote them
 * (names as they stood: "100%", "Ann Lee"; a computer seat named
 * "computer", as servers named it before) and as no server wrote them (a
 * name's bad %-word, an unknown kind, a missing token, five seats (a table
 * has at most EG_MAX_PLAYERS), four seats for a game of three). The old
 * one resumes, its seats named as they were and taken back with their
 * tokens; each bad one is named on standard
 * error by its file, its line and why, and left on disk; a good table, its
 * computer seat saved as "computer" (as servers named it before), resumes
 * beside them, the seat named "Computer 3". */

typedef struct {
    char code[8], token[40];
} saved_table;

static void new_table(cl_client *c, const char *setup, saved_table *out)
{
    cl_send(c, "NEW %s", setup);
    CHECK(cl_wait(c, "TABLE ", 5000) && cl_wait(c, "SEAT 1 ", 5000), "NEW %s: '%s'", setup,
          c->last);
    snprintf(out->code, sizeof out->code, "%s", c->code);
    snprintf(out->token, sizeof out->token, "%s", c->token[0]);
}

static void write_seats(const char *data, const char *code, const char *text)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/%s.seats", data, code);
    FILE *f = fopen(path, "w");
    CHECK(f && fputs(text, f) >= 0 && fclose(f) == 0, "cannot write %s", path);
}

static int test_seatfiles(void)
{
    char data[4096], text[4096], errpath[4200];
    cl_server s;
    cl_client a, b;
    fresh_dir("seatfiles", data, sizeof data);
    if (cl_server_start(&s, server_bin, data, NULL) != 0)
        return 1;
    CHECK(cl_connect(&a, "Ann", s.port, 0), "connect");
    cl_send(&a, "HELLO Ann");
    enum { GOOD, OLD, NAME, KIND, TOKEN, MANY, FOUR, N };
    char path[4200];
    saved_table t[N];
    for (int i = 0; i < N; i++)
        new_table(&a, "cityscape me,open,easy rounds=1", &t[i]);
    CHECK(cl_server_stop(&s, SIGTERM) == 0, "the server did not stop cleanly");
    cl_free(&a);
    /* GOOD as the server wrote it before computer seats were named
     * "Computer N": "seat 3 computer TOKEN computer". */
    snprintf(path, sizeof path, "%s/%s.seats", data, t[GOOD].code);
    eg_error rerr = {0};
    size_t rlen;
    char *was = eg_file_read(path, 4096, &rlen, &rerr);
    char *named = was ? strstr(was, " Computer%203\n") : NULL;
    CHECK(named, "%s does not name seat 3 Computer%%203: %s", path, was ? was : rerr.msg);
    if (named) {
        snprintf(named, rlen + 1 - (size_t)(named - was), " computer\n");
        write_seats(data, t[GOOD].code, was);
    }
    free(was);
    const char *tok = "0123456789abcdef0123456789abcdef";
    snprintf(text, sizeof text, "cityscape-server-seats 1\nseat 1 person %s 100%%\n"
             "seat 2 person %s Ann Lee\nseat 3 computer %s computer\n", t[OLD].token, tok, tok);
    write_seats(data, t[OLD].code, text);
    for (int i = NAME; i <= TOKEN; i++) { /* seat 2's line bad */
        int n = snprintf(text, sizeof text, "cityscape-server-seats 2\nseat 1 person %s Ann\n",
                         t[i].token);
        snprintf(text + n, sizeof text - (size_t)n, "seat 2 %s %s %s\n",
                 i == KIND ? "robot" : "person", i == TOKEN ? "" : tok,
                 i == NAME ? "Zo%FF" : "Bob");
        write_seats(data, t[i].code, text);
    }
    for (int i = MANY; i <= FOUR; i++) { /* a seat more than a table has; one more than the game's */
        int n = snprintf(text, sizeof text, "cityscape-server-seats 2\n");
        for (int p = 1; p <= (i == MANY ? EG_MAX_PLAYERS + 1 : 4); p++)
            n += snprintf(text + n, sizeof text - (size_t)n, "seat %d person %s P%d\n", p, tok, p);
        write_seats(data, t[i].code, text);
    }
    /* Started again, its standard error in a file. */
    snprintf(errpath, sizeof errpath, "%s/stderr.txt", workdir);
    int keep = dup(2), fd = open(errpath, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    dup2(fd, 2);
    int started = cl_server_start(&s, server_bin, data, NULL);
    dup2(keep, 2);
    close(fd);
    close(keep);
    if (started != 0)
        return 1;
    eg_error err = {0};
    size_t len;
    char *said = eg_file_read(errpath, 1 << 16, &len, &err);
    CHECK(said, "%s", err.msg);
    static const char *const why[] = {
        [NAME] = "line 3: seat 2's name: byte 0xff after 'Zo' is not UTF-8",
        [KIND] = "line 3: seat 2: 'robot' is not a seat's kind (person, open or computer)",
        [TOKEN] = "line 3: seat 2: 'Bob' is not a token (32 hex digits)",
        [FOUR] = "4 seats, but ",
    };
    for (int i = NAME; said && i < N; i++) {
        char want[4400], many[64], *at;
        snprintf(many, sizeof many, "line %d: seat %d: a table has at most %d seats",
                 EG_MAX_PLAYERS + 2, EG_MAX_PLAYERS + 1, EG_MAX_PLAYERS);
        snprintf(want, sizeof want, "cityscape-server: %s/%s.seats: %s", data, t[i].code,
                 i == MANY ? many : why[i]);
        at = strstr(said, want);
        CHECK(at && strstr(at, t[i].code) && strstr(strstr(at, t[i].code), "not resumed (its "
              "files are left on disk)"), "the server's standard error does not say '%s...':\n%s",
              want, said);
        for (int e = 0; e < 2; e++) {
            snprintf(path, sizeof path, "%s/%s.%s", data, t[i].code, e ? "rec" : "seats");
            CHECK(access(path, F_OK) == 0, "%s was not left on disk", path);
        }
    }
    if (said)
        printf("seatfiles: the server said\n%s", said);
    free(said);
    /* The good table and the old one resume; the bad ones do not. */
    CHECK(cl_connect(&a, "Ann", s.port, 0) && cl_connect(&b, "Bob", s.port, 0), "connect");
    cl_send(&a, "REJOIN %s", t[GOOD].token);
    CHECK(cl_wait(&a, "PLAYER 1 ", 5000) && strcmp(a.last, "PLAYER 1 Ann connected") == 0 &&
              cl_wait(&a, "PLAYER 3 ", 5000) && strcmp(a.last, "PLAYER 3 Computer%203 computer") == 0,
          "table %s, its computer seat saved as 'computer': '%s'", t[GOOD].code, a.last);
    cl_send(&a, "REJOIN %s", t[OLD].token);
    static const char *const old[] = {"PLAYER 1 100%25 connected", "PLAYER 2 Ann%20Lee away",
                                      "PLAYER 3 Computer%203 computer"};
    for (int p = 0; p < 3; p++)
        CHECK(cl_wait(&a, old[p], 5000), "the version 1 table %s: '%s', not '%s'", t[OLD].code,
              a.last, old[p]);
    cl_send(&b, "REJOIN %s", tok);
    CHECK(cl_wait(&b, "SEAT 2 ", 5000) && strcmp(b.code, t[OLD].code) == 0 &&
              cl_wait(&b, "PLAYER 2 Ann%20Lee connected", 5000),
          "REJOIN with seat 2's token of the version 1 file: '%s'", b.last);
    CHECK(cl_wait(&a, "PLAYER 2 Ann%20Lee connected", 5000), "Ann was not told: '%s'", a.last);
    cl_send(&b, "WATCH %s", t[KIND].code);
    CHECK(cl_wait(&b, "ERR table no table has the code", 5000), "table %s (a robot's seat) "
          "was resumed: '%s'", t[KIND].code, b.last);
    b.errs--;
    CHECK(cl_server_stop(&s, SIGTERM) == 0, "the server did not stop cleanly");
    cl_free(&a);
    cl_free(&b);
    return failures ? 1 : 0;
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: server_test SERVER WORKDIR game GAME|rejoin|restart|hostile|"
                        "limits|expire|names|rematch|seatfiles\n");
        return 2;
    }
    signal(SIGPIPE, SIG_IGN);
    server_bin = argv[1];
    workdir = argv[2];
    mkdir(workdir, 0777);
    const char *t = argv[3];
    int rc = strcmp(t, "game") == 0 && argc > 4 ? test_game(argv[4])
             : strcmp(t, "rejoin") == 0         ? test_rejoin()
             : strcmp(t, "restart") == 0        ? test_restart()
             : strcmp(t, "hostile") == 0        ? test_hostile()
             : strcmp(t, "limits") == 0         ? test_limits()
             : strcmp(t, "expire") == 0         ? test_expire()
             : strcmp(t, "names") == 0          ? test_names()
             : strcmp(t, "rematch") == 0        ? test_rematch()
             : strcmp(t, "seatfiles") == 0      ? test_seatfiles()
                                                : 2;
    if (rc == 0 && failures == 0)
        printf("server_test %s: ok\n", t);
    return rc ? rc : failures ? 1 : 0;
}
