/* SPDX-License-Identifier: MIT */
/* sk_game.c - the engine table eg_skyscrapers: one player, a seeded deal,
 * unlimited undo, the score at any time.
 *
 * Moves are the contract's (shared/spec/skyscrapers.md) plus `end`: the
 * player stops and the city is scored as it stands. legal_moves lists only
 * the contract's moves; execute accepts `end` whenever the game is not over. */
#include "sk_game.h"

#include <stdio.h>
#include <string.h>

#include "sk_solve.h"

static const char *const VARIANT_NAMES[3] = {"standard", "1", "2"};

/* ---- Params. */

static const eg_option OPTIONS[] = {
    {"variant", "Variant", EG_OPT_CHOICE, 0, 0, "standard|1|2",
     "standard; 1: nulls never move; 2: at most three tile slides in a row", 0},
};

static void sk_default_params(void *params, int nplayers)
{
    (void)nplayers;
    sk_params p = {SK_STANDARD};
    memcpy(params, &p, sizeof p);
}

static int sk_params_encode(const void *params, char *out, size_t outsz)
{
    sk_params p;
    memcpy(&p, params, sizeof p);
    int v = p.variant >= 0 && p.variant <= 2 ? p.variant : 0;
    int n = snprintf(out, outsz, "variant=%s", VARIANT_NAMES[v]);
    return n < 0 || (size_t)n >= outsz ? -1 : n;
}

/* One "key=value" word at column `col`. */
static int decode_word(const char *w, size_t n, int col, sk_params *p, eg_error *err)
{
    if (n > 8 && strncmp(w, "variant=", 8) == 0) {
        for (int v = 0; v < 3; v++)
            if (n - 8 == strlen(VARIANT_NAMES[v]) && strncmp(w + 8, VARIANT_NAMES[v], n - 8) == 0) {
                p->variant = v;
                return SK_OK;
            }
        return eg_error_set(err, SK_ERR_PARAMS, col + 8,
                            "column %d: variant is standard, 1 or 2, not '%.*s'", col + 8,
                            (int)(n - 8 > 20 ? 20 : n - 8), w + 8);
    }
    if (n == 9 && strncmp(w, "players=1", 9) == 0)
        return SK_OK;
    if (n > 8 && strncmp(w, "players=", 8) == 0)
        return eg_error_set(err, SK_ERR_PARAMS, col + 8,
                            "column %d: players is 1: Skyscrapers is a solitaire", col + 8);
    return eg_error_set(err, SK_ERR_PARAMS, col, "column %d: unknown key in '%.*s' (variant)", col,
                        (int)(n > 20 ? 20 : n), w);
}

static int sk_params_decode(const char *text, void *params, eg_error *err)
{
    sk_params p = {SK_STANDARD};
    const char *s = text;
    while (*s) {
        while (*s == ' ')
            s++;
        size_t n = strcspn(s, " ");
        if (n == 0)
            break;
        int rc = decode_word(s, n, (int)(s - text) + 1, &p, err);
        if (rc)
            return rc;
        s += n;
    }
    memcpy(params, &p, sizeof p);
    return SK_OK;
}

static int sk_params_players(const void *params)
{
    (void)params;
    return 1;
}

/* ---- State. */

static const sk_state *st(const void *state) { return (const sk_state *)state; }

static int sk_new_game(const void *params, uint64_t seed, void *state, eg_error *err)
{
    sk_params p;
    memcpy(&p, params, sizeof p);
    if (p.variant < 0 || p.variant > 2)
        return eg_error_set(err, SK_ERR_PARAMS, 0, "variant %d is not standard, 1 or 2",
                            (int)p.variant);
    sk_state s;
    memset(&s, 0, sizeof s);
    sk_deal(&s.board, seed, (sk_variant)p.variant);
    memcpy(state, &s, sizeof s);
    return SK_OK;
}

static bool sk_is_over(const void *state)
{
    return st(state)->ended || !sk_has_move(&st(state)->board);
}

static unsigned sk_to_act(const void *state) { return sk_is_over(state) ? 0u : 1u; }

static int sk_legal(const void *state, int player, char (*out)[EG_MOVE_MAX], int max)
{
    if (player != 0 || st(state)->ended)
        return 0;
    sk_move moves[SK_MAX_MOVES];
    int n = sk_legal_moves(&st(state)->board, moves);
    if (n > max)
        n = max;
    for (int i = 0; i < n; i++)
        sk_move_format(moves[i], out[i]);
    return n;
}

static int sk_execute(void *state, int player, const char *move, unsigned *flags, eg_error *err)
{
    sk_state *s = (sk_state *)state;
    if (flags)
        *flags = 0;
    if (player != 0)
        return eg_error_set(err, SK_ERR_NOT_YOUR_TURN, 0, "%s: player %d does not play; "
                            "Skyscrapers has one player (0)", move, player);
    if (sk_is_over(s))
        return eg_error_set(err, SK_ERR_GAME_OVER, 0, "%s: the game is over", move);
    if (strcmp(move, "end") == 0) {
        s->ended = 1;
    } else {
        int rc = sk_play_text(&s->board, move, err);
        if (rc)
            return rc;
    }
    if (flags && sk_is_over(s))
        *flags = EG_MOVE_ENDS_ROUND | EG_MOVE_ENDS_GAME;
    return SK_OK;
}

static int sk_round(const void *state)
{
    (void)state;
    return 0;
}

static int sk_nrounds(const void *state)
{
    (void)state;
    return 1;
}

static int sk_scores(const void *state, int out[EG_MAX_PLAYERS])
{
    out[0] = sk_score_board(&st(state)->board, NULL);
    return 1;
}

static void sk_places(const void *state, int out[EG_MAX_PLAYERS])
{
    (void)state;
    out[0] = 0;
}

static int sk_format_position(const void *state, char *out, size_t outsz)
{
    return sk_spn_format(&st(state)->board, out, outsz);
}

/* ---- The final score, step by step: each scoring stack, each scoring coin,
 * then the total (a heading step, player EG_NO_PLAYER). light[0] has bit (1 << square) of what a step explains. */
static int sk_reveal(const void *before, const void *after, eg_reveal_step out[EG_MAX_REVEAL_STEPS])
{
    (void)before;
    const sk_board *b = &st(after)->board;
    sk_score sc;
    sk_score_board(b, &sc);
    int n = 0;
    char nm[3];
    /* Stacks first, then coins; each in square order (a1, b1, ...). */
    for (int k = 0; k < 2 * SK_SQUARES && n < EG_MAX_REVEAL_STEPS - 1; k++) {
        int sq = k % SK_SQUARES;
        const sk_square *s = &b->sq[sq];
        if (!sc.points[sq] || (k < SK_SQUARES) != (s->ntiles >= 2))
            continue;
        eg_reveal_step *r = &out[n++];
        memset(r, 0, sizeof *r);
        r->player = 0;
        r->points = (int16_t)sc.points[sq];
        r->light[0] = 1u << sq;
        if (s->ntiles >= 2)
            snprintf(r->text, sizeof r->text, "%s: %s of %d %s tiles%s", sk_square_name(sq, nm),
                     s->ntiles >= 4 ? "skyscraper" : "stack", s->ntiles,
                     sk_suit_name(sk_tile_suit(s->tile[0])),
                     s->pawn != SK_NONE ? ", pawn on top doubles it" : "");
        else
            snprintf(r->text, sizeof r->text, "%s: %s coin, no tile beside it",
                     sk_square_name(sq, nm), sk_suit_name(s->coin));
    }
    eg_reveal_step *t = &out[n++];
    memset(t, 0, sizeof *t);
    t->player = EG_NO_PLAYER;
    t->light[0] = sc.scoring_stacks | sc.scoring_coins;
    snprintf(t->text, sizeof t->text, "total %d: stacks %d, coins %d", sc.total, sc.stacks, sc.coins);
    return n;
}

/* ---- The computer: "hint" searches for a higher reachable score and gives
 * the first move of the best line found. When nothing higher turns up within
 * the budget it still gives a legal move (the engine's contract), the one
 * that keeps the most points; stopping (`end`) is the player's call. */
static const char *const LEVEL_NAMES[] = {"hint"};
enum { HINT_DEFAULT_MS = 500 };

static int sk_ai_choose(const void *view, int player, const eg_ai_request *req,
                        char move[EG_MOVE_MAX], eg_error *err)
{
    const sk_state *s = st(view);
    if (player != 0)
        return eg_error_set(err, SK_ERR_NOT_YOUR_TURN, 0, "player %d does not play", player);
    if (sk_is_over(s))
        return eg_error_set(err, SK_ERR_NO_HINT, 0, "the game is over: no move to suggest");
    sk_solve_limits lim = {req->budget_ms, req->iterations, req->cancel, req->seed};
    if (!lim.budget_ms && !lim.max_nodes)
        lim.budget_ms = HINT_DEFAULT_MS;
    sk_solution sol;
    sk_solve(&s->board, &lim, &sol);
    if (sol.best_score > sol.start_score && sol.nmoves > 0) {
        sk_move_format(sol.moves[0], move);
        return SK_OK;
    }
    /* Nothing higher found: the legal move that keeps the most points (the
     * first in byte order among equals), so the hint is always playable. */
    sk_move moves[SK_MAX_MOVES];
    int n = sk_legal_moves(&s->board, moves), best = 0, best_score = -1;
    for (int i = 0; i < n; i++) {
        sk_board b = s->board;
        sk_apply(&b, moves[i]);
        int score = sk_score_board(&b, NULL);
        if (score > best_score) {
            best_score = score;
            best = i;
        }
    }
    sk_move_format(moves[best], move);
    return SK_OK;
}

const eg_game eg_skyscrapers = {
    .id = "skyscrapers",
    .name = "Skyscrapers",
    .credit = "Skyscrapers by Michael Schoessow, a piecepack game, 2004",
    .summary = "piecepack solitaire: slide, stack and crown a city of tiles and coins",
    .min_players = 1,
    .max_players = 1,
    .flags = EG_GAME_SOLITAIRE | EG_GAME_PLAYABLE,
    .undo = EG_UNDO_FREE,
    .params_size = sizeof(sk_params),
    .options = OPTIONS,
    .noptions = 1,
    .default_params = sk_default_params,
    .params_encode = sk_params_encode,
    .params_decode = sk_params_decode,
    .params_players = sk_params_players,
    .state_size = sizeof(sk_state),
    .new_game = sk_new_game,
    .to_act = sk_to_act,
    .legal_moves = sk_legal,
    .execute = sk_execute,
    .is_over = sk_is_over,
    .round = sk_round,
    .nrounds = sk_nrounds,
    .scores = sk_scores,
    .places = sk_places,
    .redact = NULL,
    .determinize = NULL,
    .view_format = sk_view_format, .view_parse = sk_view_parse,
    .format_position = sk_format_position,
    .reveal = sk_reveal,
    .nlevels = 1,
    .level_names = LEVEL_NAMES,
    .ai_choose = sk_ai_choose,
    .rules_text = sk_rules_text,
    .cli = sk_cli,
    .lesson = &sk_lesson,
    .draw = sk_draw,
    .key = sk_key,
    .interpret = sk_interpret,
    .move_words = sk_move_words,
};
