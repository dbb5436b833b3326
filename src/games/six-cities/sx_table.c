/* SPDX-License-Identifier: MIT */
/* sx_table.c - Six Cities as the engine sees it: one eg_game table. */
#include "sx_internal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Params as text: "players=4 rounds=4 start=1 hidden=0".
 *
 * The first start player is `start`, named as people name players: 1 to 4,
 * or random (the setup screen shows the value as it is written). Records
 * written before it say `first=N` instead, 0-based with -1 for random;
 * that key is still read, never written. */

static const eg_option OPTIONS[] = {
    {"players", "Players", EG_OPT_INT, 2, 4, NULL,
     "2 to 4 players (with 2, each plays two colours)", 0},
    {"rounds", "Rounds", EG_OPT_INT, 1, SX_MAX_ROUNDS, NULL,
     "4 with 2 or 4 players, 6 with 3 (the blocks last no longer)", 0},
    {"start", "First start player", EG_OPT_CHOICE, 0, 0, "random|1|2|3|4",
     "the player who starts the first round, or one drawn with the deal", 0},
    {"hidden", "Secret block choice", EG_OPT_BOOL, 0, 1, NULL,
     "everyone chooses the round's blocks at once, in secret (optional rule)", 0},
};
enum { NOPTIONS = sizeof OPTIONS / sizeof OPTIONS[0] };

static void tb_default_params(void *params, int nplayers)
{
    sx_params_default(params, nplayers);
}

static int tb_params_encode(const void *params, char *out, size_t outsz)
{
    const sx_params *p = params;
    char start[16] = "random";
    if (p->first >= 0)
        snprintf(start, sizeof start, "%d", (int)p->first + 1);
    int n = snprintf(out, outsz, "players=%d rounds=%d start=%s hidden=%d", (int)p->players,
                     (int)p->rounds, start, (int)p->hidden_choice);
    return n < 0 || (size_t)n >= outsz ? -1 : n;
}

/* The legacy key of records written before `start`: 0-based, -1 random. */
static const eg_option LEGACY_FIRST = {"first", "First start player", EG_OPT_INT, -1, 3, NULL,
                                       "0-based; -1 draws one", 0};

/* One "key=value" word: the value as a number within the option's range,
 * or for start= one of its choices. */
static int decode_word(const char *w, size_t len, sx_params *p, bool players_only,
                       eg_error *err)
{
    const char *eq = memchr(w, '=', len);
    if (!eq)
        return eg_error_set(err, SX_E_BAD_PARAM, 0, "'%.*s': a param is key=value", (int)len, w);
    size_t klen = (size_t)(eq - w);
    const eg_option *o = NULL;
    int index = 0;
    for (int i = 0; i < NOPTIONS; i++)
        if (strlen(OPTIONS[i].key) == klen && memcmp(OPTIONS[i].key, w, klen) == 0) {
            o = &OPTIONS[i];
            index = i;
        }
    if (!o && klen == 5 && memcmp(w, "first", 5) == 0) {
        o = &LEGACY_FIRST;
        index = 2;
    }
    if (!o)
        return eg_error_set(err, SX_E_BAD_PARAM, 0,
                            "'%.*s' is not a key (players, rounds, start, hidden)", (int)klen, w);
    char num[16];
    size_t vlen = len - klen - 1;
    long v = 0;
    if (vlen > 0 && vlen < sizeof num) {
        memcpy(num, eq + 1, vlen);
        num[vlen] = '\0';
    }
    if (o->kind == EG_OPT_CHOICE) { /* start: random or a player 1-4 */
        if (vlen == 6 && memcmp(eq + 1, "random", 6) == 0)
            v = 0;
        else if (vlen == 1 && eq[1] >= '1' && eq[1] <= '4')
            v = eq[1] - '0';
        else
            return eg_error_set(err, SX_E_BAD_PARAM, 0, "start=%.*s: random or a player 1 to 4",
                                (int)(vlen < 16 ? vlen : 16), eq + 1);
        v -= 1; /* the core counts from 0, -1 random */
    } else {
        char *end;
        errno = 0;
        if (vlen == 0 || vlen >= sizeof num)
            return eg_error_set(err, SX_E_BAD_PARAM, 0, "%s: a number from %d to %d", o->key,
                                o->min, o->max);
        v = strtol(num, &end, 10);
        if (*end || errno || v < o->min || v > o->max)
            return eg_error_set(err, SX_E_BAD_PARAM, 0, "%s=%s: a number from %d to %d", o->key,
                                num, o->min, o->max);
    }
    if (players_only != (index == 0))
        return SX_OK;
    int32_t *field[] = {&p->players, &p->rounds, &p->first, &p->hidden_choice};
    *field[index] = (int32_t)v;
    return SX_OK;
}

/* Two passes: players= first, since the other defaults depend on it. */
static int tb_params_decode(const char *text, void *params, eg_error *err)
{
    sx_params p;
    sx_params_default(&p, 2);
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1)
            sx_params_default(&p, p.players);
        const char *s = text;
        while (*s) {
            while (*s == ' ')
                s++;
            size_t len = strcspn(s, " ");
            if (len) {
                int rc = decode_word(s, len, &p, pass == 0, err);
                if (rc != SX_OK)
                    return rc;
            }
            s += len;
        }
    }
    int rc = sx_params_check(&p, err);
    if (rc == SX_OK)
        memcpy(params, &p, sizeof p);
    return rc;
}

static int tb_params_players(const void *params) { return ((const sx_params *)params)->players; }

/* ---- Thin wrappers: the table speaks void *, the core sx_state *. */

static int tb_new_game(const void *params, uint64_t seed, void *state, eg_error *err)
{
    return sx_new_game(params, seed, state, err);
}
static unsigned tb_to_act(const void *state) { return sx_to_act(state); }
static int tb_legal_moves(const void *state, int player, char (*out)[EG_MOVE_MAX], int max)
{
    return sx_legal_moves(state, player, out, max);
}
static int tb_execute(void *state, int player, const char *move, unsigned *flags,
                      eg_error *err)
{
    return sx_execute(state, player, move, flags, err);
}
static bool tb_is_over(const void *state)
{
    return ((const sx_state *)state)->phase == SX_PHASE_OVER;
}
static int tb_round(const void *state)
{
    const sx_state *s = state;
    return s->round < s->nrounds ? s->round : s->nrounds - 1;
}
static int tb_nrounds(const void *state) { return ((const sx_state *)state)->nrounds; }
static int tb_scores(const void *state, int out[EG_MAX_PLAYERS])
{
    return sx_player_scores(state, out);
}
static void tb_places(const void *state, int out[EG_MAX_PLAYERS]) { sx_places(state, out); }
static void tb_redact(const void *state, int viewer, void *out)
{
    sx_redact(state, viewer, out);
}
static void tb_determinize(const void *view, int viewer, uint64_t seed, void *out)
{
    sx_determinize(view, viewer, seed, out);
}
static int tb_format_position(const void *state, char *out, size_t outsz)
{
    return sx_position_format(&((const sx_state *)state)->board, out, outsz);
}
static int tb_reveal(const void *before, const void *after,
                     eg_reveal_step out[EG_MAX_REVEAL_STEPS])
{
    return sx_reveal(before, after, out);
}
static int tb_ai_choose(const void *view, int player, const eg_ai_request *req,
                        char move[EG_MOVE_MAX], eg_error *err)
{
    return sx_ai_choose(view, player, req, move, err);
}

static const char *const LEVEL_NAMES[SX_AI_LEVELS] = {"easy", "medium", "hard"};
static const char *const LEVEL_HELP[SX_AI_LEVELS] = { /* one line each at 1280x720 */
    "Easy: plays any legal move at random; for learning the rules; answers at once",
    "Medium: the placement worth most if the round ended now; beats Easy always; answers at once",
    "Hard: plays the best placements out over many deals of the hidden cards; beats Medium; 0.7 s",
};

static const char RULES_TEXT[] =
    "Six Cities follows the rules of Manhattan by Andreas Seyfarth (Hans im Glück, 1994), "
    "told here in our own words.\n\n"
    "Six cities of 3 by 3 building sites lie on the table. Each player has a colour of 24 "
    "blocks (eleven of 1 floor, six of 2, four of 3, three of 4) and a hand of 4 cards. "
    "A card shows a 3 by 3 grid with one site marked, read from your own edge of the "
    "table: the same card means different sites for different players (the centre is the "
    "centre for everyone).\n\n"
    "A round: first, from the start player clockwise, everyone sets aside this round's "
    "blocks: 6 with 4 players, 4 with 3 players, 4 of each colour with 2 players (each "
    "plays two colours from one seat). Then, clockwise, each turn you play a card, put one "
    "of your set-aside blocks on the site it marks in any city, and draw a card.\n\n"
    "An empty site or your own building always takes your block. Someone else's building "
    "(its owner is the colour on top) takes it only if afterwards you have at least as "
    "many floors in it as its owner. If no card of yours allows any placement, discard a "
    "card and draw until one does; with no cards left to draw, pass. When the deck runs "
    "out, the played cards are shuffled into a new one.\n\n"
    "When every set-aside block is built the round is scored, and the buildings stay: the "
    "owner of the single tallest building scores 3; in each city the owner of the most "
    "buildings scores 2; every building scores 1 to its owner. Any tie scores nothing. "
    "With 2 players each colour scores on its own and a player adds their two. The start "
    "player passes clockwise.\n\n"
    "The game lasts 4 rounds (6 with 3 players). Most points wins; on a tie, the owner of "
    "the single tallest building, then the player with more city majorities; then the "
    "win is shared.\n\n"
    "Optional rule: everyone chooses the round's blocks at once, in secret.";

const eg_game eg_six_cities = {
    .id = "six-cities",
    .name = "Six Cities",
    .credit = "The rules of Manhattan by Andreas Seyfarth; published by Hans im Glück, 1994",
    .summary = "build towers in six cities with hidden cards: most buildings, majorities, "
               "the tallest",
    .min_players = 2,
    .max_players = 4,
    .flags = EG_GAME_HIDDEN | EG_GAME_PLAYABLE,
    .undo = EG_UNDO_OWN_LAST,
    .params_size = sizeof(sx_params),
    .options = OPTIONS,
    .noptions = NOPTIONS,
    .default_params = tb_default_params,
    .params_encode = tb_params_encode,
    .params_decode = tb_params_decode,
    .params_players = tb_params_players,
    .state_size = sizeof(sx_state),
    .new_game = tb_new_game,
    .to_act = tb_to_act,
    .legal_moves = tb_legal_moves,
    .execute = tb_execute,
    .is_over = tb_is_over,
    .round = tb_round,
    .nrounds = tb_nrounds,
    .scores = tb_scores,
    .places = tb_places,
    .redact = tb_redact,
    .determinize = tb_determinize,
    .view_format = sx_view_format, .view_parse = sx_view_parse,
    .format_position = tb_format_position,
    .reveal = tb_reveal,
    .nlevels = SX_AI_LEVELS,
    .level_names = LEVEL_NAMES,
    .level_help = LEVEL_HELP,
    .ai_choose = tb_ai_choose,
    .rules_text = RULES_TEXT,
    .cli = sx_cli,
    .draw = sx_table_draw,
    .key = sx_key,
    .interpret = sx_table_interpret,
    .describe = sx_table_describe,
    .lesson = &sx_lesson,
    .move_words = sx_move_words,
    .move_steps = sx_move_steps,
};
