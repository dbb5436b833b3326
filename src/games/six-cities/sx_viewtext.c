/* SPDX-License-Identifier: MIT */
/* sx_viewtext.c - Six Cities' view as text: what one player may know now
 * (docs/games/six-cities.md, "A player's view as text"):
 *
 *   six-cities/1 players=3 rounds=6 hidden=0 viewer=1 round=1/6 phase=build
 *     start=1 turn=2 to-act=2 chosen=1,2,3 passes=0 pending-draw=1
 *     scores=R:0,Y:0,G:0 supply=R:4,5,7,4/... aside=R:1,0,0,2/...
 *     hand=1,5,5,9 hands=4,4,4 deck=32 played=3 discards=- board=POSITION
 *
 * (one line). The board is the position of shared/spec/six-cities.md; the
 * viewer's own cards are listed, the others' hands and the deck only
 * counted; with the secret choice, the blocks others set aside before all
 * have chosen are still in their supply (as redact leaves them). */
#include "sx_internal.h"

#include <string.h>

#include "eg_viewtext.h"

enum { K_PLAYERS, K_ROUNDS, K_HIDDEN, K_VIEWER, K_ROUND, K_PHASE, K_START, K_TURN, K_TO_ACT,
       K_CHOSEN, K_PASSES, K_PENDING, K_SCORES, K_SUPPLY, K_ASIDE, K_HAND, K_HANDS, K_DECK,
       K_PLAYED, K_DISCARDS, K_BOARD, K__COUNT };
static const char *const KEYS[K__COUNT] = {
    "players", "rounds", "hidden", "viewer",       "round",  "phase",    "start",
    "turn",    "to-act", "chosen", "passes",       "pending-draw", "scores", "supply",
    "aside",   "hand",   "hands",  "deck",         "played", "discards", "board"};
static const char HEAD[] = "six-cities/1";
static const char PHASES[] = "choose|build|over";

/* ---- Writing. */

static void add_player(eg_vt_out *w, int p)
{
    if (p >= 0)
        eg_vt_add(w, "%d", p + 1);
    else
        eg_vt_add(w, "-");
}

/* Per colour in play: "R:4,5,7,4/Y:..." (floors 1-4). */
static void add_blocks(eg_vt_out *w, const sx_state *s, const uint8_t b[][SX_MAX_FLOORS + 1])
{
    const char *sep = "";
    for (int c = 0; c < SX_COLOURS; c++)
        if (sx_colour_player(s, c) >= 0) {
            eg_vt_add(w, "%s%c:%d,%d,%d,%d", sep, sx_colour_char(c), b[c][1], b[c][2], b[c][3],
                      b[c][4]);
            sep = "/";
        }
}

static void add_cards(eg_vt_out *w, const uint8_t *cards, int n)
{
    if (n == 0)
        eg_vt_add(w, "-");
    for (int i = 0; i < n; i++)
        eg_vt_add(w, "%s%d", i ? "," : "", cards[i]);
}

int sx_view_format(const void *view, int viewer, char *out, size_t outsz)
{
    const sx_state *s = view;
    eg_vt_out w;
    eg_vt_start(&w, out, outsz);
    bool over = s->phase == SX_PHASE_OVER;
    eg_vt_add(&w, "%s players=%d rounds=%d hidden=%d viewer=", HEAD, s->nplayers, s->nrounds,
              (int)s->params.hidden_choice);
    add_player(&w, viewer);
    eg_vt_add(&w, " round=%d/%d phase=%s start=%d turn=%d to-act=",
              over ? s->round : s->round + 1, s->nrounds,
              over ? "over" : s->phase == SX_PHASE_BUILD ? "build" : "choose", s->start + 1,
              s->turn + 1);
    eg_vt_add_players(&w, sx_to_act(s));
    eg_vt_add(&w, " chosen=");
    eg_vt_add_players(&w, s->chosen);
    eg_vt_add(&w, " passes=%d pending-draw=", s->passes);
    add_player(&w, s->pending_draw);
    eg_vt_add(&w, " scores=");
    const char *sep = "";
    for (int c = 0; c < SX_COLOURS; c++)
        if (sx_colour_player(s, c) >= 0) {
            eg_vt_add(&w, "%s%c:%d", sep, sx_colour_char(c), s->score[c]);
            sep = ",";
        }
    eg_vt_add(&w, " supply=");
    add_blocks(&w, s, s->supply);
    eg_vt_add(&w, " aside=");
    add_blocks(&w, s, s->aside);
    eg_vt_add(&w, " hand=");
    uint8_t cards[SX_CARDS];
    int n = 0;
    for (int k = 1; viewer >= 0 && k <= SX_CARD_KINDS; k++)
        for (int j = 0; j < s->hand[viewer][k] && n < SX_CARDS; j++)
            cards[n++] = (uint8_t)k;
    add_cards(&w, cards, n);
    eg_vt_add(&w, " hands=");
    for (int p = 0; p < s->nplayers; p++)
        eg_vt_add(&w, "%s%d", p ? "," : "", sx_hand_size(s, p));
    eg_vt_add(&w, " deck=%d played=", s->ndeck);
    add_cards(&w, s->played, s->nplayed);
    eg_vt_add(&w, " discards=");
    add_cards(&w, s->discards, s->ndiscards);
    char pos[1024];
    if (sx_position_format(&s->board, pos, sizeof pos) < 0)
        return -1;
    eg_vt_add(&w, " board=%s", pos);
    return eg_vt_done(&w);
}

/* ---- Reading. */

static int read_int(const eg_vt_in *in, int k, int min, int max, const char *what, int *out,
                    eg_error *err)
{
    return eg_vt_ints(in, k, min, max, what, out, 1, err);
}

static int read_player(const eg_vt_in *in, int k, int n, bool none, int *out, eg_error *err)
{
    eg_vt_cur c = eg_vt_cursor(in, k);
    int rc = eg_vt_player(&c, n, none, out, err);
    return rc ? rc : eg_vt_end(&c, err);
}

static int read_params(const eg_vt_in *in, sx_state *s, eg_error *err)
{
    int n, rounds, hidden;
    int rc = read_int(in, K_PLAYERS, 2, 4, "players", &n, err);
    if (!rc)
        rc = read_int(in, K_ROUNDS, 1, sx_max_rounds(n), "rounds", &rounds, err);
    if (!rc)
        rc = read_int(in, K_HIDDEN, 0, 1, "the secret choice", &hidden, err);
    if (rc)
        return rc;
    sx_params_default(&s->params, n);
    s->params.rounds = rounds;
    s->params.hidden_choice = hidden;
    s->params.first = -1; /* only the start of the game needs it */
    s->nplayers = (uint8_t)n;
    s->nrounds = (uint8_t)rounds;
    return 0;
}

static int read_flow(const eg_vt_in *in, sx_state *s, eg_error *err)
{
    int n = s->nplayers, phase, round, nr, v;
    eg_vt_cur c = eg_vt_cursor(in, K_PHASE);
    int rc = eg_vt_word(&c, PHASES, &phase, err);
    if (!rc)
        rc = eg_vt_end(&c, err);
    if (rc)
        return rc;
    s->phase = (uint8_t)phase;
    c = eg_vt_cursor(in, K_ROUND);
    rc = eg_vt_int(&c, 1, SX_MAX_ROUNDS, "round", &round, err);
    if (!rc)
        rc = eg_vt_char(&c, '/', "between the round and the rounds", err);
    if (!rc)
        rc = eg_vt_int(&c, 1, SX_MAX_ROUNDS, "rounds", &nr, err);
    if (!rc)
        rc = eg_vt_end(&c, err);
    if (rc)
        return rc;
    if (nr != s->nrounds || round > nr || (phase == SX_PHASE_OVER && round != nr))
        return eg_vt_fail(in, K_ROUND, 0, EG_VT_CONTRADICTS, err,
                          "round %d of %d in phase %s of a game of rounds=%d", round, nr,
                          phase == SX_PHASE_OVER ? "over" : "play", s->nrounds);
    s->round = (uint8_t)(phase == SX_PHASE_OVER ? round : round - 1);
    if ((rc = read_player(in, K_START, n, false, &v, err)))
        return rc;
    s->start = (uint8_t)v;
    if ((rc = read_player(in, K_TURN, n, false, &v, err)))
        return rc;
    s->turn = (int8_t)v;
    unsigned chosen;
    if ((rc = eg_vt_players(in, K_CHOSEN, n, &chosen, err)))
        return rc;
    s->chosen = (uint8_t)chosen;
    if ((rc = read_int(in, K_PASSES, 0, n, "passes", &v, err)))
        return rc;
    s->passes = (uint8_t)v;
    if ((rc = read_player(in, K_PENDING, n, true, &v, err)))
        return rc;
    s->pending_draw = (int8_t)v;
    return 0;
}

/* "R:4,5,7,4/Y:..." for every colour in play, in order. */
static int read_blocks(const eg_vt_in *in, int k, const sx_state *s,
                       uint8_t b[][SX_MAX_FLOORS + 1], eg_error *err)
{
    eg_vt_cur c = eg_vt_cursor(in, k);
    bool first = true;
    for (int col = 0; col < SX_COLOURS; col++) {
        if (sx_colour_player(s, col) < 0)
            continue;
        int rc = first ? 0 : eg_vt_char(&c, '/', "between colours", err);
        first = false;
        if (!rc && eg_vt_peek(&c) != sx_colour_char(col))
            return eg_vt_fail(in, k, c.at, EG_VT_VALUE, err,
                              "expected %s (%c) next: every colour in play, in order R, Y, G, B",
                              sx_colour_name(col), sx_colour_char(col));
        c.at++;
        if (!rc)
            rc = eg_vt_char(&c, ':', "after the colour", err);
        for (int f = 1; f <= SX_MAX_FLOORS && !rc; f++) {
            int v = 0;
            rc = f > 1 ? eg_vt_char(&c, ',', "between floors", err) : 0;
            if (!rc)
                rc = eg_vt_int(&c, 0, SX_SUPPLY[f], "blocks", &v, err);
            b[col][f] = (uint8_t)v;
        }
        if (rc)
            return rc;
    }
    return eg_vt_end(&c, err);
}

/* A list of cards 1-9 or '-'; returns the count in *n. */
static int read_cards(const eg_vt_in *in, int k, uint8_t *cards, int *n, eg_error *err)
{
    eg_vt_cur c = eg_vt_cursor(in, k);
    *n = 0;
    if (eg_vt_peek(&c) == '-') {
        c.at++;
        return eg_vt_end(&c, err);
    }
    for (;;) {
        int v;
        int rc = eg_vt_int(&c, 1, SX_CARD_KINDS, "card", &v, err);
        if (rc)
            return rc;
        if (*n >= SX_CARDS)
            return eg_vt_fail(in, k, c.at, EG_VT_VALUE, err, "more than %d cards", SX_CARDS);
        cards[(*n)++] = (uint8_t)v;
        if (eg_vt_at_end(&c))
            return 0;
        if ((rc = eg_vt_char(&c, ',', "between cards", err)))
            return rc;
    }
}

static int read_cards_all(const eg_vt_in *in, sx_state *s, int viewer, eg_error *err)
{
    int n = s->nplayers, sizes[SX_MAX_PLAYERS], nh, v;
    uint8_t hand[SX_CARDS];
    int rc = eg_vt_ints(in, K_HANDS, 0, SX_CARDS, "hand size", sizes, n, err);
    if (!rc)
        rc = read_cards(in, K_HAND, hand, &nh, err);
    if (rc)
        return rc;
    for (int i = 1; i < nh; i++)
        if (hand[i] < hand[i - 1])
            return eg_vt_fail(in, K_HAND, 0, EG_VT_VALUE, err, "cards are listed in order");
    if (viewer < 0 ? nh != 0 : nh != sizes[viewer])
        return eg_vt_fail(in, K_HAND, 0, EG_VT_CONTRADICTS, err,
                          "%d cards, but hands= gives the viewer %d", nh,
                          viewer < 0 ? 0 : sizes[viewer]);
    for (int p = 0; p < n; p++)
        if (p != viewer)
            s->hand[p][0] = (uint8_t)sizes[p];
    for (int i = 0; i < nh; i++)
        s->hand[viewer][hand[i]]++;
    if ((rc = read_int(in, K_DECK, 0, SX_CARDS, "cards in the deck", &v, err)))
        return rc;
    s->ndeck = (uint8_t)v;
    int np, nd;
    if ((rc = read_cards(in, K_PLAYED, s->played, &np, err)) ||
        (rc = read_cards(in, K_DISCARDS, s->discards, &nd, err)))
        return rc;
    s->nplayed = (uint8_t)np;
    s->ndiscards = (uint8_t)nd;
    int total = s->ndeck + np + nd, kind[SX_CARD_KINDS + 1] = {0};
    for (int p = 0; p < n; p++)
        total += sizes[p];
    if (total != SX_CARDS)
        return eg_vt_fail(in, K_DECK, 0, EG_VT_CONTRADICTS, err,
                          "hands, deck, played and discarded cards make %d, not %d", total,
                          SX_CARDS);
    for (int i = 0; i < nh; i++)
        kind[hand[i]]++;
    for (int i = 0; i < np; i++)
        kind[s->played[i]]++;
    for (int i = 0; i < nd; i++)
        kind[s->discards[i]]++;
    for (int k = 1; k <= SX_CARD_KINDS; k++)
        if (kind[k] > SX_CARDS_PER_KIND)
            return eg_vt_fail(in, K_PLAYED, 0, EG_VT_CONTRADICTS, err,
                              "%d cards %d seen: there are %d", kind[k], k, SX_CARDS_PER_KIND);
    return 0;
}

/* Every colour's blocks: supply, set aside and on the board make the box. */
static int check_blocks(const eg_vt_in *in, const sx_state *s, int viewer, eg_error *err)
{
    int on_board[SX_COLOURS][SX_MAX_FLOORS + 1] = {{0}};
    for (int i = 0; i < s->board.nblocks; i++)
        on_board[s->board.log_block[i] / 8][s->board.log_block[i] % 8]++;
    for (int c = 0; c < SX_COLOURS; c++) {
        int p = sx_colour_player(s, c);
        for (int f = 1; f <= SX_MAX_FLOORS; f++) {
            int have = s->supply[c][f] + s->aside[c][f] + on_board[c][f];
            if (p < 0 && on_board[c][f])
                return eg_vt_fail(in, K_BOARD, 0, EG_VT_CONTRADICTS, err,
                                  "%s is not in play with %d players", sx_colour_name(c),
                                  s->nplayers);
            if (p >= 0 && have != SX_SUPPLY[f])
                return eg_vt_fail(in, K_SUPPLY, 0, EG_VT_CONTRADICTS, err,
                                  "%s %d-floor blocks: %d in the supply, set aside and on the "
                                  "board, but the box has %d",
                                  sx_colour_name(c), f, have, SX_SUPPLY[f]);
            if (p >= 0 && p != viewer && s->aside[c][f] && s->params.hidden_choice &&
                s->phase == SX_PHASE_CHOOSE)
                return eg_vt_fail(in, K_ASIDE, 0, EG_VT_CONTRADICTS, err,
                                  "%s's secret choice is not seen before everyone has chosen",
                                  sx_colour_name(c));
        }
    }
    return 0;
}

int sx_view_parse(const char *text, int viewer, void *view, eg_error *err)
{
    eg_vt_in in;
    int rc = eg_vt_read(&in, text, HEAD, KEYS, K__COUNT, EG_VT_BASE, err);
    if (rc)
        return rc;
    sx_state s;
    memset(&s, 0, sizeof s);
    if ((rc = read_params(&in, &s, err)) ||
        (rc = eg_vt_viewer(&in, K_VIEWER, s.nplayers, viewer, err)) ||
        (rc = read_flow(&in, &s, err)))
        return rc;
    eg_vt_cur c = eg_vt_cursor(&in, K_SCORES);
    for (int col = 0, first = 1; col < SX_COLOURS && !rc; col++) {
        if (sx_colour_player(&s, col) < 0)
            continue;
        rc = first ? 0 : eg_vt_char(&c, ',', "between colours", err);
        first = 0;
        if (!rc && eg_vt_peek(&c) != sx_colour_char(col))
            return eg_vt_fail(&in, K_SCORES, c.at, EG_VT_VALUE, err,
                              "expected %c: every colour in play, in order R, Y, G, B",
                              sx_colour_char(col));
        c.at++;
        int v = 0;
        if (!rc)
            rc = eg_vt_char(&c, ':', "after the colour", err);
        if (!rc)
            rc = eg_vt_int(&c, 0, 9999, "points", &v, err);
        s.score[col] = (int16_t)v;
    }
    if (rc || (rc = eg_vt_end(&c, err)))
        return rc;
    char pos[EG_VIEW_MAX];
    if ((rc = eg_vt_copy(&in, K_BOARD, pos, sizeof pos, err)))
        return rc;
    eg_error e = {0};
    if (sx_position_parse(pos, &s.board, &e) != SX_OK) {
        eg_vt_fail(&in, K_BOARD, e.column > 0 ? (size_t)e.column - 1 : 0, EG_VT_VALUE, err,
                   "%s", strncmp(e.msg, "column ", 7) == 0 && strchr(e.msg, ':')
                             ? strchr(e.msg, ':') + 2 : e.msg);
        if (err)
            err->code = e.code; /* the position's own reason */
        return e.code;
    }
    if ((rc = read_blocks(&in, K_SUPPLY, &s, s.supply, err)) ||
        (rc = read_blocks(&in, K_ASIDE, &s, s.aside, err)) ||
        (rc = check_blocks(&in, &s, viewer, err)) ||
        (rc = read_cards_all(&in, &s, viewer, err)))
        return rc;
    unsigned acting;
    if ((rc = eg_vt_players(&in, K_TO_ACT, s.nplayers, &acting, err)))
        return rc;
    if (acting != sx_to_act(&s))
        return eg_vt_fail(&in, K_TO_ACT, 0, EG_VT_CONTRADICTS, err,
                          "phase, turn and choices say otherwise");
    memcpy(view, &s, sizeof s);
    return 0;
}
