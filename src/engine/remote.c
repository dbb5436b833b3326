/* SPDX-License-Identifier: MIT */
/* remote.c - the mid end's remote mode: following a table that
 * cityscape-server holds (midend.h, "Remote mode"; docs/network-protocol.md,
 * "A client's side"). The server applies every move; this keeps what it was
 * told: the moves, and the views of the seats this client holds, one per
 * move they were sent after. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "midend_internal.h"

struct eg_remote {
    eg_midend_send_fn send;
    void *ctx;
    char code[EG_CSP_WORD_MAX];
    bool ready;
    bool rejoining;            /* a TABLE came: the table's state follows */
    unsigned held, waiting, turn;
    unsigned viewed;           /* seats a VIEW came for since the TABLE */
    char token[EG_MAX_PLAYERS][EG_CSP_TOKEN_LEN + 1];
    eg_seat_state seat_state[EG_MAX_PLAYERS];
    bool over;
    int nscores, scores[EG_MAX_PLAYERS], places[EG_MAX_PLAYERS];
    char rematch[EG_CSP_WORD_MAX]; /* a REMATCH offered at the end: its table */
    int rematch_seat;
    eg_error refusal;
    char refusal_code[EG_CSP_WORD_MAX];
    /* The last MOVE sent (its seat + 1; 0: an UNDO or nothing since), and
     * the move an ERR illegal refused (refused_seat + 1; 0: none). */
    int sent_seat, refused_seat;
    char sent[EG_MOVE_MAX], refused[EG_MOVE_MAX];
    long lineno;
    /* After a TABLE of the same table: the moves known before it, and how
     * many of them the MOVE lines sent again have matched so far (their
     * views are kept). */
    int old_n, match;
    /* Views: row k (the state after k moves) holds one slot per viewer
     * (slot 0: a spectator, slot 1 + p: seat p); known[row * nslots + slot]
     * says which were sent. */
    int nslots, rows;
    char *views;
    unsigned char *known;
    char *blank;               /* before any view: the new game, as a spectator sees it */
    char *scratch;             /* a view being read or tried */
};

/* ---- Views. */

static size_t slot_of(int viewer) { return viewer < 0 ? 0 : (size_t)viewer + 1; }

static char *view_slot(const eg_midend *me, int k, size_t slot)
{
    const eg_remote *r = me->remote;
    return r->views + ((size_t)k * (size_t)r->nslots + slot) * me->g->state_size;
}

static bool is_known(const eg_remote *r, int k, size_t slot)
{
    return k < r->rows && r->known[(size_t)k * (size_t)r->nslots + slot] != 0;
}

/* The view of slot after k moves: the one sent then, else the nearest
 * earlier one, else the earliest later one; NULL when none was sent. */
static const char *find_view(const eg_midend *me, size_t slot, int k)
{
    const eg_remote *r = me->remote;
    for (int j = k; j >= 0; j--)
        if (is_known(r, j, slot))
            return view_slot(me, j, slot);
    for (int j = k + 1; j <= me->rec.nmoves; j++)
        if (is_known(r, j, slot))
            return view_slot(me, j, slot);
    return NULL;
}

/* Whose view the state is: the lowest seat held, or a spectator's. */
static size_t primary_slot(const eg_remote *r)
{
    for (int p = 0; p < EG_MAX_PLAYERS; p++)
        if (r->held & (1u << p))
            return slot_of(p);
    return 0;
}

const void *eg_remote_state_at(const eg_midend *me, int k)
{
    const char *v = find_view(me, primary_slot(me->remote), k);
    return v ? v : me->remote->blank;
}

void eg_remote_view(const eg_midend *me, int viewer, void *out)
{
    const eg_remote *r = me->remote;
    if (!me->g)
        return; /* no table yet: no state size either */
    bool own = viewer < 0 ? r->held == 0 : viewer < EG_MAX_PLAYERS && (r->held & (1u << viewer));
    const char *v = own ? find_view(me, slot_of(viewer), me->rec.nmoves) : NULL;
    if (v)
        memcpy(out, v, me->g->state_size);
    else if (me->g->redact)
        me->g->redact(eg_midend_state(me), viewer, out);
    else
        memcpy(out, eg_midend_state(me), me->g->state_size);
}

unsigned eg_remote_to_act(const eg_midend *me) { return me->remote->turn; }

bool eg_remote_is_over(const eg_midend *me)
{
    return me->remote->over || (me->g && me->g->is_over(eg_midend_state(me)));
}

/* Room for rows 0..nmoves; false when out of memory (nothing lost). */
static bool reserve_rows(eg_midend *me, int nmoves)
{
    eg_remote *r = me->remote;
    if (nmoves + 1 <= r->rows)
        return true;
    int rows = r->rows ? r->rows : 64;
    while (rows < nmoves + 1)
        rows *= 2;
    size_t cells = (size_t)rows * (size_t)r->nslots;
    char *v = realloc(r->views, cells * me->g->state_size);
    if (!v)
        return false;
    r->views = v;
    unsigned char *k = realloc(r->known, cells);
    if (!k)
        return false;
    memset(k + (size_t)r->rows * (size_t)r->nslots, 0, cells - (size_t)r->rows * (size_t)r->nslots);
    r->known = k;
    r->rows = rows;
    return eg_midend_reserve(me, nmoves);
}

/* ---- Lifetime. */

eg_midend *eg_midend_new_remote(eg_midend_send_fn send, void *ctx, eg_error *err)
{
    eg_midend *me = calloc(1, sizeof *me);
    eg_remote *r = calloc(1, sizeof *r);
    if (!me || !r) {
        free(me);
        free(r);
        eg_error_set(err, EG_ERR_NOMEM, 0, "out of memory");
        return NULL;
    }
    eg_record_init(&me->rec);
    r->send = send;
    r->ctx = ctx;
    for (int p = 0; p < EG_MAX_PLAYERS; p++)
        r->seat_state[p] = EG_SEAT_OPEN;
    me->remote = r;
    return me;
}

static void free_views(eg_remote *r)
{
    free(r->views);
    free(r->known);
    free(r->blank);
    free(r->scratch);
    r->views = r->blank = r->scratch = NULL;
    r->known = NULL;
    r->rows = 0;
}

void eg_remote_free(eg_remote *r)
{
    if (!r)
        return;
    free_views(r);
    free(r);
}

bool eg_midend_is_remote(const eg_midend *me) { return me->remote != NULL; }

void eg_midend_remote_set_send(eg_midend *me, eg_midend_send_fn send, void *ctx)
{
    if (me->remote) {
        me->remote->send = send;
        me->remote->ctx = ctx;
        me->remote->waiting = 0;
        me->remote->ready = false; /* till the new connection's TABLE and TURN */
    }
}
bool eg_midend_remote_ready(const eg_midend *me) { return me->remote && me->remote->ready; }
const char *eg_midend_table_code(const eg_midend *me) { return me->remote ? me->remote->code : ""; }
unsigned eg_midend_held(const eg_midend *me) { return me->remote ? me->remote->held : 0u; }
unsigned eg_midend_waiting(const eg_midend *me) { return me->remote ? me->remote->waiting : 0u; }

const char *eg_midend_token(const eg_midend *me, int p)
{
    return me->remote && p >= 0 && p < EG_MAX_PLAYERS ? me->remote->token[p] : "";
}

int eg_midend_seat_state(const eg_midend *me, int p)
{
    return me->remote && p >= 0 && p < EG_MAX_PLAYERS ? (int)me->remote->seat_state[p]
                                                       : (int)EG_SEAT_OPEN;
}

int eg_midend_remote_refused(const eg_midend *me, char *move, size_t movesz)
{
    const eg_remote *r = me->remote;
    if (movesz)
        snprintf(move, movesz, "%s", r && r->refused_seat ? r->refused : "");
    return r && r->refused_seat ? r->refused_seat - 1 : -1;
}

int eg_midend_remote_refusal(const eg_midend *me, eg_error *err, char *code)
{
    if (!me->remote)
        return 0;
    if (err)
        *err = me->remote->refusal;
    if (code)
        snprintf(code, EG_CSP_WORD_MAX, "%s", me->remote->refusal_code);
    return me->remote->refusal.code;
}

const char *eg_midend_rematch(const eg_midend *me, int *seat)
{
    if (seat)
        *seat = me->remote ? me->remote->rematch_seat : EG_NO_PLAYER;
    return me->remote ? me->remote->rematch : "";
}

int eg_midend_remote_rematch(eg_midend *me, eg_error *err)
{
    eg_remote *r = me->remote;
    if (!r || !me->g || !r->ready)
        return eg_error_set(err, EG_ERR_CSP_REMOTE, 0, "the table is not ready yet");
    if (!r->rematch[0] && !eg_remote_is_over(me))
        return eg_error_set(err, EG_ERR_CSP_REMOTE, 0, "the game at table %s is not over: a "
                            "rematch is offered at its end", r->code);
    if (!r->send)
        return eg_error_set(err, EG_ERR_CSP_REMOTE, 0, "no connection to send the rematch on");
    int rc = r->send(r->ctx, "REMATCH", err);
    if (rc == 0)
        r->waiting = r->held; /* until the new table's TABLE (or an ERR) */
    return rc;
}

int eg_midend_remote_result(const eg_midend *me, int scores[EG_MAX_PLAYERS],
                            int places[EG_MAX_PLAYERS])
{
    const eg_remote *r = me->remote;
    if (!r || !r->over)
        return 0;
    memcpy(scores, r->scores, sizeof r->scores);
    memcpy(places, r->places, sizeof r->places);
    return r->nscores;
}

/* ---- Feeding the server's lines. */

static int bad(const eg_midend *me, int code, eg_error *err, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
static int bad(const eg_midend *me, int code, eg_error *err, const char *fmt, ...)
{
    char msg[180];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    eg_error_set(err, code, 0, "line %ld: %s", me->remote->lineno, msg);
    if (err)
        err->line = (int)me->remote->lineno;
    return code;
}

/* A TABLE line: a new table (all forgotten), or the same one again (JOIN
 * or REJOIN: what is known is kept, and checked against what follows). */
static int feed_table(eg_midend *me, const eg_csp_line *l, eg_error *err)
{
    eg_remote *r = me->remote;
    const eg_game *g = eg_game_find(l->game);
    if (!g || !g->view_parse)
        return bad(me, EG_ERR_CSP_ORDER, err, "TABLE %s: '%s' is not a game this program plays "
                   "online", l->word, l->game);
    if (l->players < g->min_players || l->players > g->max_players)
        return bad(me, EG_ERR_CSP_ORDER, err, "TABLE %s: %s is for %d to %d players, not %d",
                   l->word, g->name, g->min_players, g->max_players, l->players);
    bool same = me->g == g && strcmp(r->code, l->word) == 0 && me->rec.nplayers == l->players;
    void *params = calloc(1, g->params_size);
    char *state = malloc(g->state_size), *blank = malloc(g->state_size),
         *scratch = malloc(g->state_size);
    eg_error e = {0};
    int rc = !params || !state || !blank || !scratch ? EG_ERR_NOMEM : 0;
    if (rc)
        bad(me, rc, err, "out of memory");
    else if (g->default_params(params, l->players), g->params_decode(l->text, params, &e) != 0)
        rc = bad(me, EG_ERR_CSP_ORDER, err, "TABLE %s: params: %s", l->word, e.msg);
    else if (g->new_game(params, 0, state, &e) != 0)
        rc = bad(me, EG_ERR_CSP_ORDER, err, "TABLE %s: %s", l->word, e.msg);
    free(params);
    if (rc) {
        free(state);
        free(blank);
        free(scratch);
        return rc;
    }
    if (g->redact)
        g->redact(state, EG_NO_PLAYER, blank);
    else
        memcpy(blank, state, g->state_size);
    free(state);
    if (same) {
        free(blank);
        free(scratch);
        r->old_n = me->rec.nmoves;
    } else {
        free_views(r);
        free(me->states);
        free(me->flags);
        me->states = NULL;
        me->flags = NULL;
        me->cap = 0;
        r->blank = blank;
        r->scratch = scratch;
        me->g = g;
        r->nslots = l->players + 1;
        r->old_n = 0;
        r->held = r->waiting = 0;
        memset(r->token, 0, sizeof r->token);
        snprintf(r->code, sizeof r->code, "%s", l->word);
        snprintf(me->rec.game, sizeof me->rec.game, "%s", g->id);
        snprintf(me->rec.params, sizeof me->rec.params, "%.*s", EG_PARAMS_TEXT_MAX - 1, l->text);
        me->rec.seed = 0;
        me->rec.nplayers = l->players;
        for (int p = 0; p < EG_MAX_PLAYERS; p++) {
            r->seat_state[p] = EG_SEAT_OPEN;
            snprintf(me->rec.players[p].name, EG_NAME_MAX, "Seat %d", p + 1);
            snprintf(me->rec.players[p].controller, EG_CONTROLLER_MAX, "human");
        }
    }
    r->match = 0;
    me->rec.nmoves = 0;
    r->rematch[0] = '\0';
    r->ready = r->over = false;
    r->rejoining = true;
    r->viewed = 0;
    r->turn = 0;
    return 0;
}

/* What move k (1-based) of seat did, found by trying it on a copy of the
 * view before it (a secret '?' move: only that it was secret). */
static unsigned guess_flags(eg_midend *me, int seat, const char *move)
{
    if (strcmp(move, "?") == 0)
        return EG_MOVE_PRIVATE;
    eg_remote *r = me->remote;
    memcpy(r->scratch, eg_midend_state(me), me->g->state_size);
    unsigned f = 0;
    eg_error e = {0};
    return me->g->execute(r->scratch, seat, move, &f, &e) == 0 ? f : 0u;
}

static int feed_move(eg_midend *me, const eg_csp_line *l, unsigned *changed, eg_error *err)
{
    eg_remote *r = me->remote;
    int n = me->rec.nmoves;
    if (l->k != n + 1)
        return bad(me, EG_ERR_CSP_ORDER, err, "MOVE %d after move %d: moves come in order", l->k, n);
    if (!reserve_rows(me, n + 1))
        return bad(me, EG_ERR_NOMEM, err, "out of memory");
    /* A move sent again after a TABLE of the same table: the same as the one
     * known (or the secret now shown to a seat held again) keeps its views. */
    const eg_record_move *old = n < r->old_n ? &me->rec.moves[n] : NULL;
    bool kept = old && r->match == n && old->player == l->seat &&
                (strcmp(old->move, l->text) == 0 || strcmp(old->move, "?") == 0 ||
                 strcmp(l->text, "?") == 0);
    bool same_text = kept && strcmp(old->move, l->text) == 0;
    const char *text = kept && strcmp(l->text, "?") == 0 ? old->move : l->text;
    char move[EG_MOVE_MAX];
    snprintf(move, sizeof move, "%.*s", EG_MOVE_MAX - 1, text);
    unsigned f = same_text ? me->flags[n] : guess_flags(me, l->seat, move);
    if (!eg_record_add_move(&me->rec, l->seat, move))
        return bad(me, EG_ERR_NOMEM, err, "out of memory");
    me->flags[n] = f;
    if (kept)
        r->match = n + 1;
    else
        memset(r->known + (size_t)(n + 1) * (size_t)r->nslots, 0, (size_t)r->nslots);
    r->waiting &= ~(1u << l->seat);
    r->turn = 0; /* who acts next: the TURN after the views */
    *changed |= EG_FED_MOVE;
    return 0;
}

static int feed_view(eg_midend *me, const eg_csp_line *l, unsigned *changed, eg_error *err)
{
    eg_remote *r = me->remote;
    const eg_game *g = me->g;
    if (l->seat >= 0 && !(r->held & (1u << l->seat)) && !r->rejoining)
        return bad(me, EG_ERR_CSP_ORDER, err, "VIEW %d: seat %d is not held by this client",
                   l->seat + 1, l->seat + 1);
    eg_error e = {0};
    if (g->view_parse(l->text, l->seat, r->scratch, &e) != 0)
        return bad(me, EG_ERR_CSP_VIEW, err, "VIEW %d: the view text, column %d: %s",
                   l->seat + 1, e.column, e.msg);
    int n = me->rec.nmoves;
    if (!reserve_rows(me, n))
        return bad(me, EG_ERR_NOMEM, err, "out of memory");
    size_t slot = slot_of(l->seat);
    /* Rounds ended and the game's end, as the view shows them: a view of
     * round R (0-based; over: all nrounds) means R rounds have ended. Where
     * the moves so far do not say so themselves (guess_flags could not try
     * a secret '?' move), the last move did it (several sent at once: the
     * last of them). Cityscape's last block ends a round but the views show
     * the next round only after its first goal, so the count, not the step,
     * decides. */
    if (n > 0) {
        unsigned said = 0;
        int ends = 0;
        for (int k = 0; k < n; k++) {
            said |= me->flags[k];
            ends += (me->flags[k] & EG_MOVE_ENDS_ROUND) != 0;
        }
        bool over = g->is_over(r->scratch);
        int want = over && g->nrounds ? g->nrounds(r->scratch) : g->round(r->scratch);
        if (ends < want)
            me->flags[n - 1] |= EG_MOVE_ENDS_ROUND;
        if (over && !(said & EG_MOVE_ENDS_GAME))
            me->flags[n - 1] |= EG_MOVE_ENDS_GAME;
    }
    memcpy(view_slot(me, n, slot), r->scratch, g->state_size);
    r->known[(size_t)n * (size_t)r->nslots + slot] = 1;
    if (l->seat >= 0)
        r->viewed |= 1u << l->seat;
    *changed |= EG_FED_VIEW;
    return 0;
}

static int feed_turn(eg_midend *me, const eg_csp_line *l, unsigned *changed, eg_error *err)
{
    eg_remote *r = me->remote;
    if (l->turn >> me->rec.nplayers)
        return bad(me, EG_ERR_CSP_ORDER, err, "TURN: the table has %d seats", me->rec.nplayers);
    if (r->rejoining) {
        /* After a TABLE the server sends the view of every seat the
         * connection holds: those are the seats held now (a new connection
         * holds only those it took back). */
        r->held = r->viewed;
        r->rejoining = false;
        r->old_n = 0;
        if (!find_view(me, primary_slot(r), me->rec.nmoves))
            return bad(me, EG_ERR_CSP_ORDER, err, "TURN before any VIEW of the table %s", r->code);
        r->ready = true;
    }
    r->turn = l->turn;
    *changed |= EG_FED_TURN;
    return 0;
}

static int feed_line(eg_midend *me, const eg_csp_line *l, unsigned *changed, eg_error *err)
{
    eg_remote *r = me->remote;
    static const char *const NAMES[] = {"CSP/1", "OK", "ERR", "TABLE", "SEAT", "MOVE", "UNDONE",
                                        "VIEW", "PLAYER", "TURN", "OVER", "PONG", "REMATCH"};
    switch (l->kind) {
    case EG_CSP_GREETING:
    case EG_CSP_OK:
    case EG_CSP_PONG:
        return 0;
    case EG_CSP_ERR:
        eg_error_set(&r->refusal, EG_ERR_CSP_REMOTE, 0, "%s", l->text);
        snprintf(r->refusal_code, sizeof r->refusal_code, "%s", l->word);
        /* The move the rules refused, for the words a game at home says. */
        r->refused_seat = strcmp(l->word, "illegal") == 0 && r->sent_seat > 0 &&
                                  (r->waiting & (1u << (r->sent_seat - 1)))
                              ? r->sent_seat
                              : 0;
        snprintf(r->refused, sizeof r->refused, "%s", r->refused_seat ? r->sent : "");
        r->waiting = 0;
        *changed |= EG_FED_REFUSED;
        return 0;
    case EG_CSP_TABLE:
        *changed |= EG_FED_TABLE;
        return feed_table(me, l, err);
    default:
        break;
    }
    if (!me->g)
        return bad(me, EG_ERR_CSP_ORDER, err, "%s before any TABLE line", NAMES[l->kind]);
    if (l->seat >= me->rec.nplayers)
        return bad(me, EG_ERR_CSP_ORDER, err, "%s: seat %d, but the table has %d seats",
                   NAMES[l->kind], l->seat + 1, me->rec.nplayers);
    switch (l->kind) {
    case EG_CSP_SEAT:
        r->held |= 1u << l->seat;
        r->viewed |= 1u << l->seat;
        snprintf(r->token[l->seat], sizeof r->token[l->seat], "%.*s", (int)EG_CSP_TOKEN_LEN, l->word);
        *changed |= EG_FED_SEAT;
        return 0;
    case EG_CSP_MOVE:
        return feed_move(me, l, changed, err);
    case EG_CSP_UNDONE:
        if (l->k > me->rec.nmoves)
            return bad(me, EG_ERR_CSP_ORDER, err, "UNDONE %d with %d moves made", l->k,
                       me->rec.nmoves);
        me->rec.nmoves = l->k;
        r->waiting = 0;
        r->turn = 0;
        r->over = false;
        *changed |= EG_FED_UNDONE;
        return 0;
    case EG_CSP_VIEW:
        return feed_view(me, l, changed, err);
    case EG_CSP_PLAYER: {
        eg_record_player *pl = &me->rec.players[l->seat];
        if (!l->word[0]) /* '-': nobody has taken it (a person named "-" comes as %2D) */
            snprintf(pl->name, sizeof pl->name, "Seat %d", l->seat + 1);
        else
            snprintf(pl->name, sizeof pl->name, "%.*s", EG_NAME_MAX - 1, l->word);
        snprintf(pl->controller, sizeof pl->controller, "%s",
                 l->state == EG_SEAT_COMPUTER ? "computer" : "human");
        r->seat_state[l->seat] = l->state;
        *changed |= EG_FED_PLAYER;
        return 0;
    }
    case EG_CSP_TURN:
        return feed_turn(me, l, changed, err);
    case EG_CSP_OVER:
        if (l->nscores != me->rec.nplayers)
            return bad(me, EG_ERR_CSP_ORDER, err, "OVER: %d scores for %d seats", l->nscores,
                       me->rec.nplayers);
        r->over = true;
        r->nscores = l->nscores;
        memcpy(r->scores, l->scores, sizeof r->scores);
        memcpy(r->places, l->places, sizeof r->places);
        *changed |= EG_FED_OVER;
        return 0;
    case EG_CSP_REMATCH:
        snprintf(r->rematch, sizeof r->rematch, "%s", l->word);
        r->rematch_seat = l->seat;
        *changed |= EG_FED_REMATCH;
        return 0;
    default:
        return bad(me, EG_ERR_CSP_ORDER, err, "not a line this client follows");
    }
}

int eg_midend_feed_parsed(eg_midend *me, const eg_csp_line *line, unsigned *changed,
                          eg_error *err)
{
    unsigned ch = 0;
    if (!me->remote)
        return eg_error_set(err, EG_ERR_CSP_REMOTE, 0, "this game is not played on a server");
    me->remote->lineno++;
    int rc = feed_line(me, line, &ch, err);
    if (changed)
        *changed = rc ? 0u : ch;
    return rc;
}

int eg_midend_feed(eg_midend *me, const char *line, unsigned *changed, eg_error *err)
{
    if (changed)
        *changed = 0;
    if (!me->remote)
        return eg_error_set(err, EG_ERR_CSP_REMOTE, 0, "this game is not played on a server");
    eg_csp_line *l = malloc(sizeof *l);
    if (!l)
        return eg_error_set(err, EG_ERR_NOMEM, 0, "out of memory");
    eg_error e = {0};
    int rc;
    if (eg_csp_parse(line, l, &e) != 0) {
        me->remote->lineno++;
        rc = bad(me, e.code, err, "%s", e.msg);
        if (err)
            err->column = e.column;
    } else {
        rc = eg_midend_feed_parsed(me, l, changed, err);
    }
    free(l);
    return rc;
}

/* ---- Moves and undos: sent, not made. */

static int send_line(eg_midend *me, int player, const char *what, eg_error *err, const char *fmt,
                     ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;
static int send_line(eg_midend *me, int player, const char *what, eg_error *err, const char *fmt,
                     ...)
{
    eg_remote *r = me->remote;
    if (!me->g || !r->ready)
        return eg_error_set(err, EG_ERR_CSP_REMOTE, 0, "the table is not ready yet");
    if (player < 0 || player >= me->rec.nplayers || !(r->held & (1u << player)))
        return eg_error_set(err, EG_ERR_CSP_REMOTE, 0, "seat %d is not held here", player + 1);
    if (r->waiting & (1u << player))
        return eg_error_set(err, EG_ERR_CSP_REMOTE, 0,
                            "seat %d's move is on its way to the server", player + 1);
    if (!r->send)
        return eg_error_set(err, EG_ERR_CSP_REMOTE, 0, "no connection to send %s on", what);
    char line[EG_MOVE_MAX + 32];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    eg_error e = {0};
    int rc = r->send(r->ctx, line, &e);
    if (rc) {
        if (err)
            *err = e;
        return e.code ? e.code : eg_error_set(err, EG_ERR_CSP_REMOTE, 0, "%s not sent", what);
    }
    memset(&r->refusal, 0, sizeof r->refusal);
    r->refusal_code[0] = '\0';
    r->sent_seat = r->refused_seat = 0;
    return 0;
}

int eg_remote_move(eg_midend *me, int player, const char *move, unsigned *flags, eg_error *err)
{
    eg_remote *r = me->remote;
    if (me->g && r->ready && player >= 0 && player < me->rec.nplayers &&
        !(r->turn & (1u << player)))
        return eg_error_set(err, EG_ERR_CSP_REMOTE, 0, "seat %d is not to act now", player + 1);
    size_t len = strlen(move);
    if (len == 0 || len >= EG_MOVE_MAX || strcspn(move, " \r\n") != len)
        return eg_error_set(err, EG_ERR_CSP_REMOTE, 0, "'%.60s' is not one word of notation",
                            move);
    int rc = send_line(me, player, "the move", err, "MOVE %d %s", player + 1, move);
    if (rc)
        return rc;
    r->waiting |= 1u << player;
    r->sent_seat = player + 1;
    snprintf(r->sent, sizeof r->sent, "%s", move);
    if (flags)
        *flags = EG_MIDEND_SENT;
    return 0;
}

int eg_remote_undo(eg_midend *me, int player, eg_error *err)
{
    int rc = send_line(me, player, "the undo", err, "UNDO %d", player + 1);
    if (rc == 0)
        me->remote->waiting |= 1u << player; /* no move on a state about to go */
    return rc;
}
