/* SPDX-License-Identifier: MIT */
/* fuzz_table_moves.c - arbitrary move sequences through every game's engine
 * table (eg_game.h) and the mid end (midend.h), as the window plays them.
 *
 * The input is read as a stream of bytes (zero once it runs out): a game,
 * its player count and options (decoded as the setup screen's text; the
 * defaults when the game refuses the mix), a seed and who is human, then up
 * to MAX_STEPS steps, each one of
 *   - a legal move: a player to act and an index into legal_moves;
 *   - a legal move with one byte changed, or an arbitrary string;
 *   - an undo by some player, or a redo;
 *   - a look at every player's view.
 * Invariants:
 *   - legal_moves lists printable moves without spaces, strictly in byte
 *     order; players not to act have none; every listed move is accepted;
 *   - a refused move leaves the state byte for byte as it was (the game's
 *     execute on its own, and the mid end), with a code and a message; an
 *     accepted move is one the game listed, or does exactly what one of them
 *     does (unless EG_GAME_PARTIAL_LEGAL), and the mid end's state is what
 *     execute gives;
 *   - an undo goes back to the undo point, to the very state that was there,
 *     under the policy (EG_UNDO_OWN_LAST: never back over another human's
 *     move or a move that revealed, drew or ended a round); a redo makes the
 *     undone move again, to the very state it gave;
 *   - the record written replays, from its text, to the mid end's state;
 *   - redact is idempotent, and a world that determinize fills in looks the
 *     same to that viewer as the view it came from;
 *   - positions, views as text, scores, rounds, places and reveals stay in
 *     their bounds. */
#define _POSIX_C_SOURCE 200809L /* strnlen */
#include <stdio.h>
#include <string.h>

#include "eg_record.h"
#include "fuzz.h"
#include "midend.h"

enum { MAX_STEPS = 160, PARAMS_MAX = 1024 };

typedef struct {
    const uint8_t *p;
    size_t left;
} reader;

static unsigned byte(reader *r)
{
    if (r->left == 0)
        return 0;
    r->left--;
    return *r->p++;
}

static char legal[EG_MAX_LEGAL][EG_MOVE_MAX];

static const eg_game *g;
static unsigned char *scratch[4];   /* state_size bytes each */
static unsigned char **history;     /* history[k]: the state after k moves */
static int history_cap;

static void need(int k)
{
    if (k < history_cap)
        return;
    int cap = history_cap ? history_cap * 2 : 64;
    while (cap <= k)
        cap *= 2;
    history = realloc(history, (size_t)cap * sizeof *history);
    FUZZ_CHECK(history != NULL);
    for (int i = history_cap; i < cap; i++) {
        history[i] = malloc(g->state_size);
        FUZZ_CHECK(history[i] != NULL);
    }
    history_cap = cap;
}

static void setup_game(const eg_game *game)
{
    if (g == game)
        return;
    for (int i = 0; i < history_cap; i++)
        free(history[i]);
    free(history);
    history = NULL;
    history_cap = 0;
    for (int i = 0; i < 4; i++) {
        free(scratch[i]);
        scratch[i] = malloc(game->state_size);
        FUZZ_CHECK(scratch[i] != NULL);
    }
    g = game;
}

static void check_refusal(int rc, const eg_error *err)
{
    FUZZ_CHECK(rc > 0 && err->code == rc);
    FUZZ_CHECK(memchr(err->msg, '\0', sizeof err->msg) != NULL && err->msg[0] != '\0');
}

/* The legal moves of `player` in state s, checked; returns the count. */
static int list_moves(const void *s, int player)
{
    int n = g->legal_moves(s, player, legal, EG_MAX_LEGAL);
    FUZZ_CHECK(n >= 0);
    if (n > EG_MAX_LEGAL)
        n = EG_MAX_LEGAL;
    for (int i = 0; i < n; i++) {
        size_t len = strnlen(legal[i], EG_MOVE_MAX);
        FUZZ_CHECK(len > 0 && len < EG_MOVE_MAX);
        for (size_t c = 0; c < len; c++)
            FUZZ_CHECK(legal[i][c] > ' ' && legal[i][c] < 127);
        if (i > 0)
            FUZZ_CHECK(strcmp(legal[i - 1], legal[i]) < 0);
    }
    return n;
}

static bool listed(const char *move, int n)
{
    for (int i = 0; i < n; i++)
        if (strcmp(legal[i], move) == 0)
            return true;
    return false;
}

/* The options from the input, as the setup screen's text. */
static void choose_params(reader *r, void *params, int nplayers)
{
    g->default_params(params, nplayers);
    char text[EG_PARAMS_TEXT_MAX * 2];
    /* players= first, where the game has the key (Skyscrapers has not). */
    bool has_players = false;
    for (int i = 0; i < g->noptions; i++)
        has_players |= strcmp(g->options[i].key, "players") == 0;
    int len = has_players ? snprintf(text, sizeof text, "players=%d", nplayers) : 0;
    for (int i = 0; i < g->noptions; i++) {
        const eg_option *o = &g->options[i];
        unsigned b = byte(r);
        if (b < 128 || strcmp(o->key, "players") == 0)
            continue;
        char value[64] = "0";
        if (o->kind == EG_OPT_INT && o->max >= o->min)
            snprintf(value, sizeof value, "%d", o->min + (int)(b % (unsigned)(o->max - o->min + 1)));
        else if (o->kind == EG_OPT_BOOL)
            snprintf(value, sizeof value, "%u", b & 1);
        else if (o->kind == EG_OPT_CHOICE && o->choices) {
            int count = 1;
            for (const char *c = o->choices; *c; c++)
                count += *c == '|';
            int pick = (int)(b % (unsigned)count);
            const char *c = o->choices;
            while (pick-- > 0)
                c = strchr(c, '|') + 1;
            size_t n = strcspn(c, "|");
            snprintf(value, sizeof value, "%.*s", (int)(n < 63 ? n : 63), c);
        }
        len += snprintf(text + len, sizeof text - (size_t)len, "%s%s=%s", len ? " " : "", o->key,
                        value);
        if ((size_t)len >= sizeof text)
            break;
    }
    _Alignas(16) unsigned char decoded[PARAMS_MAX];
    eg_error err;
    if (g->params_decode(text, decoded, &err) == 0 && g->params_players(decoded) == nplayers)
        memcpy(params, decoded, g->params_size);
}

static void check_views(const eg_midend *me, int nplayers, uint64_t seed)
{
    const void *s = eg_midend_state(me);
    unsigned char *view = scratch[0], *again = scratch[1], *world = scratch[2];
    for (int v = EG_NO_PLAYER; v < nplayers; v++) {
        if (g->redact) {
            g->redact(s, v, view);
            g->redact(view, v, again);
            FUZZ_CHECK(memcmp(view, again, g->state_size) == 0);
            if (g->determinize && v != EG_NO_PLAYER) {
                g->determinize(view, v, seed + (uint64_t)v, world);
                g->redact(world, v, again);
                FUZZ_CHECK(memcmp(view, again, g->state_size) == 0);
                /* What the viewer may do is the same in every world. */
                if (g->to_act(s) & (1u << v)) {
                    FUZZ_CHECK(g->to_act(world) & (1u << v));
                    int n = list_moves(s, v);
                    char first[EG_MOVE_MAX] = "";
                    if (n > 0)
                        memcpy(first, legal[0], EG_MOVE_MAX);
                    FUZZ_CHECK(list_moves(world, v) == n);
                    FUZZ_CHECK(n == 0 || strcmp(first, legal[0]) == 0);
                }
            }
        } else {
            memcpy(view, s, g->state_size);
        }
        if (g->view_format) {
            static char text[EG_VIEW_MAX];
            int n = g->view_format(view, v, text, sizeof text);
            FUZZ_CHECK(n >= 0 && n < EG_VIEW_MAX && (size_t)n == strlen(text));
            FUZZ_CHECK(strchr(text, '\n') == NULL);
        }
    }
    if (g->format_position) {
        static char pos[EG_POSITION_MAX];
        int n = g->format_position(s, pos, sizeof pos);
        FUZZ_CHECK(n > 0 && n < EG_POSITION_MAX && (size_t)n == strlen(pos));
    }
    /* Players not to act have no moves. */
    unsigned now = g->to_act(s);
    for (int p = 0; p < nplayers; p++)
        if (!(now >> p & 1))
            FUZZ_CHECK(list_moves(s, p) == 0);
    int scores[EG_MAX_PLAYERS];
    FUZZ_CHECK(g->scores(s, scores) == nplayers);
    int round = g->round(s), nrounds = g->nrounds(s);
    FUZZ_CHECK(nrounds >= 1 && round >= 0 && (round < nrounds || g->is_over(s)));
    if (g->is_over(s)) {
        int places[EG_MAX_PLAYERS];
        g->places(s, places);
        for (int p = 0; p < nplayers; p++)
            FUZZ_CHECK(places[p] >= 0 && places[p] < nplayers);
        FUZZ_CHECK(g->to_act(s) == 0);
    }
}

/* The record written replays, from its text, to the mid end's state. */
static void check_record(const eg_midend *me)
{
    eg_error err;
    const eg_record *rec = eg_midend_record(me);
    char *text = eg_record_format(rec, &err);
    FUZZ_CHECK(text != NULL);
    eg_record back;
    eg_record_init(&back);
    FUZZ_CHECK(eg_record_parse(text, strlen(text), &back, &err) == 0);
    FUZZ_CHECK(back.nmoves == rec->nmoves && back.seed == rec->seed);
    for (int k = 0; k < rec->nmoves; k++)
        FUZZ_CHECK(back.moves[k].player == rec->moves[k].player &&
                   strcmp(back.moves[k].move, rec->moves[k].move) == 0);
    FUZZ_CHECK(eg_record_replay_with(g, &back, scratch[3], &err) == 0);
    FUZZ_CHECK(memcmp(scratch[3], eg_midend_state(me), g->state_size) == 0);
    eg_record_free(&back);
    free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (eg_game_count() == 0)
        return 0;
    reader r = {data, size};
    setup_game(eg_game_at((int)(byte(&r) % (unsigned)eg_game_count())));
    int nplayers = g->min_players + (int)(byte(&r) % (unsigned)(g->max_players - g->min_players + 1));
    FUZZ_CHECK(g->params_size <= PARAMS_MAX);
    _Alignas(16) unsigned char params[PARAMS_MAX];
    memset(params, 0, sizeof params);
    choose_params(&r, params, nplayers);
    uint64_t seed = 0;
    for (int i = 0; i < 8; i++)
        seed = seed << 8 | byte(&r);
    unsigned humans = byte(&r);

    eg_record rec;
    eg_record_init(&rec);
    snprintf(rec.game, sizeof rec.game, "%s", g->id);
    FUZZ_CHECK(g->params_encode(params, rec.params, sizeof rec.params) > 0);
    rec.seed = seed;
    rec.nplayers = nplayers;
    for (int p = 0; p < nplayers; p++) {
        bool human = (humans >> p & 1) || g->nlevels == 0;
        snprintf(rec.players[p].controller, sizeof rec.players[p].controller, "%s",
                 human ? "human" : g->level_names[0]);
        snprintf(rec.players[p].name, sizeof rec.players[p].name, "P%d", p + 1);
    }
    eg_error err;
    eg_midend *me = eg_midend_new_for(g, &rec, &err);
    eg_record_free(&rec);
    FUZZ_CHECK(me != NULL);
    need(0);
    memcpy(history[0], eg_midend_state(me), g->state_size);

    for (int step = 0; step < MAX_STEPS && r.left > 0; step++) {
        int n = eg_midend_moves(me);
        const void *s = eg_midend_state(me);
        FUZZ_CHECK(memcmp(s, history[n], g->state_size) == 0);
        unsigned to_act = g->to_act(s);
        FUZZ_CHECK((to_act >> nplayers) == 0);
        unsigned op = byte(&r) % 16;
        int player;
        char move[EG_MOVE_MAX];
        bool must_accept = false;
        if (op <= 11) {
            if (to_act == 0)
                continue;
            /* The k-th player to act. */
            int k = (int)(byte(&r) % (unsigned)__builtin_popcount(to_act));
            for (player = 0; !(to_act >> player & 1) || k-- > 0; player++) {
            }
            int nm = list_moves(s, player);
            FUZZ_CHECK(nm > 0);
            unsigned idx = byte(&r) << 8;
            idx |= byte(&r);
            memcpy(move, legal[idx % (unsigned)nm], EG_MOVE_MAX);
            must_accept = op <= 9;
            if (op >= 10) { /* one byte changed */
                size_t len = strlen(move);
                unsigned at = byte(&r);
                char c = (char)byte(&r);
                if (at % (len + 1) == len && len + 1 < EG_MOVE_MAX) {
                    move[len] = c;
                    move[len + 1] = '\0';
                } else {
                    move[at % (len + 1) < len ? at % (len + 1) : 0] = c;
                }
            }
        } else if (op == 12) {
            player = (int)(byte(&r) % (unsigned)nplayers);
            size_t len = byte(&r) % EG_MOVE_MAX;
            for (size_t i = 0; i < len; i++)
                move[i] = (char)byte(&r);
            move[len] = '\0';
        } else if (op == 13) {
            player = (int)(byte(&r) % (unsigned)nplayers);
            int keep = eg_midend_undo_point(me, player);
            if (keep >= 0 && g->undo == EG_UNDO_OWN_LAST) {
                /* Back to the player's own last move, over computers' moves
                 * only, and over nothing that revealed, drew, scored or is
                 * a barrier. */
                const eg_record *rr = eg_midend_record(me);
                const unsigned barrier =
                    EG_MOVE_REVEALS | EG_MOVE_CHANCE | EG_MOVE_ENDS_ROUND | EG_MOVE_BARRIER;
                FUZZ_CHECK(rr->moves[keep].player == player);
                for (int k = keep; k < n; k++) {
                    FUZZ_CHECK(!(eg_midend_move_flags(me, k) & barrier));
                    if (k > keep)
                        FUZZ_CHECK(rr->moves[k].player != player &&
                                   !eg_midend_is_human(me, rr->moves[k].player));
                }
            }
            /* No undo takes back a barrier, under either policy. */
            if (keep >= 0 && g->undo == EG_UNDO_FREE)
                FUZZ_CHECK(!(eg_midend_move_flags(me, n - 1) & EG_MOVE_BARRIER));
            int rc = eg_midend_undo(me, player, &err);
            if (keep < 0) {
                check_refusal(rc, &err);
                FUZZ_CHECK(eg_midend_moves(me) == n);
                continue;
            }
            FUZZ_CHECK(rc == 0 && keep < n && eg_midend_moves(me) == keep);
            FUZZ_CHECK(memcmp(eg_midend_state(me), history[keep], g->state_size) == 0);
            if (g->undo == EG_UNDO_FREE)
                FUZZ_CHECK(keep == n - 1 && eg_midend_can_redo(me));
            continue;
        } else if (op == 14) {
            bool can = eg_midend_can_redo(me);
            int rc = eg_midend_redo(me, &err);
            if (!can) {
                check_refusal(rc, &err);
                continue;
            }
            /* history[n + 1] is the state the undone move gave (a move
             * made since either was that move, or emptied the redo list). */
            FUZZ_CHECK(rc == 0 && eg_midend_moves(me) == n + 1);
            FUZZ_CHECK(memcmp(eg_midend_state(me), history[n + 1], g->state_size) == 0);
            continue;
        } else {
            check_views(me, nplayers, seed);
            continue;
        }

        /* The game's own execute on a copy, then the mid end. */
        unsigned char *copy = scratch[0];
        memcpy(copy, s, g->state_size);
        unsigned flags = 0;
        memset(&err, 0, sizeof err);
        int rc = g->execute(copy, player, move, &flags, &err);
        if (rc != 0) {
            FUZZ_CHECK(!must_accept);
            check_refusal(rc, &err);
            FUZZ_CHECK(memcmp(copy, s, g->state_size) == 0);
            rc = eg_midend_move(me, player, move, NULL, &err);
            check_refusal(rc, &err);
            FUZZ_CHECK(eg_midend_moves(me) == n);
            FUZZ_CHECK(memcmp(eg_midend_state(me), history[n], g->state_size) == 0);
            continue;
        }
        FUZZ_CHECK(strlen(move) > 0 && strlen(move) < EG_MOVE_MAX);
        if (!must_accept && !(g->flags & EG_GAME_PARTIAL_LEGAL)) {
            int nm = list_moves(s, player);
            bool same = listed(move, nm);
            /* Another spelling of a listed move (Six Cities takes a choice's
             * blocks in any order: Y3Y1Y4Y4 for Y1Y3Y4Y4) does what it does. */
            for (int i = 0; i < nm && !same; i++) {
                unsigned f2 = 0;
                memcpy(scratch[1], s, g->state_size);
                same = g->execute(scratch[1], player, legal[i], &f2, &err) == 0 &&
                       f2 == flags && memcmp(scratch[1], copy, g->state_size) == 0;
            }
            if (!same)
                fprintf(stderr, "%s: player %d's move '%s' was accepted but does what no listed "
                                "move does\n",
                        g->id, player + 1, move);
            FUZZ_CHECK(same);
        }
        unsigned mflags = 0;
        FUZZ_CHECK(eg_midend_move(me, player, move, &mflags, &err) == 0);
        FUZZ_CHECK(mflags == flags && eg_midend_moves(me) == n + 1);
        FUZZ_CHECK(memcmp(eg_midend_state(me), copy, g->state_size) == 0);
        need(n + 1);
        memcpy(history[n + 1], copy, g->state_size);
        if ((flags & EG_MOVE_ENDS_ROUND) && g->reveal) {
            static eg_reveal_step steps[EG_MAX_REVEAL_STEPS];
            int ns = g->reveal(history[n], history[n + 1], steps);
            FUZZ_CHECK(ns >= 0 && ns <= EG_MAX_REVEAL_STEPS);
            for (int i = 0; i < ns; i++)
                FUZZ_CHECK(memchr(steps[i].text, '\0', sizeof steps[i].text) != NULL &&
                           steps[i].player >= EG_NO_PLAYER && steps[i].player < nplayers);
        }
    }
    check_views(me, nplayers, seed);
    check_record(me);
    eg_midend_free(me);
    return 0;
}
