/* SPDX-License-Identifier: MIT */
/* cb_table.c - City Blox as the engine sees it: one eg_game table. */
#include "cb_draw.h"
#include "cb_internal.h"

#include <stdio.h>
#include <string.h>

/* ---- Params as text: "players=2 level=1 trio=hsm first=random help1=0 ...". */

static const eg_option OPTIONS[] = {
    {"players", "Players", EG_OPT_INT, 2, 4, NULL, "2 to 4 master builders", 0},
    {"level", "Level", EG_OPT_CHOICE, 0, 0, "1|1b|2|2b",
     "1 standard; 1b another trio of cards; 2 and 2b require two levels and hidden knobs", 0},
    {"trio", "Cards", EG_OPT_CHOICE, 0, 0, "hsm|hhh|hhs|hhm|hss|hmm|sss|ssm|smm|mmm",
     "the three plots' cards: h house, s school, m supermarket (only 1B changes it)", 0},
    {"first", "First to select", EG_OPT_CHOICE, 0, 0, "random|1|2|3|4",
     "who selects the first build pile (the rules say the youngest)", 0},
    {"help1", "Help for player 1", EG_OPT_BOOL, 0, 1, NULL, "aged 8 or younger: free looks", 1},
    {"help2", "Help for player 2", EG_OPT_BOOL, 0, 1, NULL, "aged 8 or younger: free looks", 2},
    {"help3", "Help for player 3", EG_OPT_BOOL, 0, 1, NULL, "aged 8 or younger: free looks", 3},
    {"help4", "Help for player 4", EG_OPT_BOOL, 0, 1, NULL, "aged 8 or younger: free looks", 4},
};
enum { NOPTIONS = sizeof OPTIONS / sizeof OPTIONS[0] };

static const char TRIO_LETTER[] = "hsm";

static void tb_default_params(void *params, int nplayers) { cb_params_default(params, nplayers); }

static int tb_params_encode(const void *params, char *out, size_t outsz)
{
    const cb_params *p = params;
    char first[8];
    if (p->first < 0)
        strcpy(first, "random");
    else
        snprintf(first, sizeof first, "%d", p->first + 1);
    int n = snprintf(out, outsz, "players=%d level=%s trio=%c%c%c first=%s help1=%d help2=%d "
                                 "help3=%d help4=%d",
                     p->nplayers, cb_level_name(p->level), TRIO_LETTER[p->trio[0] % 3],
                     TRIO_LETTER[p->trio[1] % 3], TRIO_LETTER[p->trio[2] % 3], first,
                     p->help & 1, (p->help >> 1) & 1, (p->help >> 2) & 1, (p->help >> 3) & 1);
    return n < 0 || (size_t)n >= outsz ? -1 : n;
}

/* Index of value v (len bytes) in a '|' list, or -1. */
static int choice_index(const char *choices, const char *v, size_t len)
{
    int i = 0;
    for (const char *c = choices;; i++) {
        size_t n = strcspn(c, "|");
        if (n == len && memcmp(c, v, len) == 0)
            return i;
        if (!c[n])
            return -1;
        c += n + 1;
    }
}

static int decode_word(const char *w, size_t len, cb_params *p, bool *trio_set, eg_error *err)
{
    const char *eq = memchr(w, '=', len);
    if (!eq)
        return eg_error_set(err, CB_ERR_BAD_PARAM, 0, "'%.*s': a param is key=value", (int)len, w);
    size_t klen = (size_t)(eq - w), vlen = len - klen - 1;
    const char *v = eq + 1;
    int o = -1;
    for (int i = 0; i < NOPTIONS; i++)
        if (strlen(OPTIONS[i].key) == klen && memcmp(OPTIONS[i].key, w, klen) == 0)
            o = i;
    if (o < 0)
        return eg_error_set(err, CB_ERR_BAD_PARAM, 0,
                            "'%.*s' is not a key (players level trio first help1..help4)",
                            (int)(klen > 20 ? 20 : klen), w);
    int idx;
    if (OPTIONS[o].kind == EG_OPT_CHOICE)
        idx = choice_index(OPTIONS[o].choices, v, vlen);
    else if (vlen == 1 && v[0] >= '0' + OPTIONS[o].min && v[0] <= '0' + OPTIONS[o].max)
        idx = v[0] - '0';
    else
        idx = -1;
    if (idx < 0) {
        if (OPTIONS[o].kind == EG_OPT_CHOICE)
            return eg_error_set(err, CB_ERR_BAD_PARAM, 0, "%s=%.*s: one of %s", OPTIONS[o].key,
                                (int)(vlen > 20 ? 20 : vlen), v, OPTIONS[o].choices);
        return eg_error_set(err, CB_ERR_BAD_PARAM, 0, "%s=%.*s: a number from %d to %d",
                            OPTIONS[o].key, (int)(vlen > 20 ? 20 : vlen), v, OPTIONS[o].min,
                            OPTIONS[o].max);
    }
    switch (o) {
    case 0: p->nplayers = (uint8_t)idx; break;
    case 1: p->level = (uint8_t)idx; break;
    case 2:
        for (int q = 0; q < CB_PLOTS; q++)
            p->trio[q] = (uint8_t)(strchr(TRIO_LETTER, v[q]) - TRIO_LETTER);
        *trio_set = true;
        break;
    case 3: p->first = (int8_t)(idx - 1); break;
    default:
        p->help = (uint8_t)((p->help & ~(1u << (o - 4))) | ((unsigned)idx << (o - 4)));
        break;
    }
    return CB_OK;
}

static int tb_params_decode(const char *text, void *params, eg_error *err)
{
    cb_params p;
    cb_params_default(&p, 2);
    bool trio_set = false;
    for (const char *s = text; *s;) {
        while (*s == ' ')
            s++;
        size_t len = strcspn(s, " ");
        if (len) {
            int rc = decode_word(s, len, &p, &trio_set, err);
            if (rc)
                return rc;
        }
        s += len;
    }
    /* Level 1B without a trio: the rules' example, a school and two markets. */
    if (p.level == CB_LEVEL_1B && !trio_set) {
        p.trio[0] = CB_SCHOOL;
        p.trio[1] = p.trio[2] = CB_MARKET;
    }
    int rc = cb_params_check(&p, err);
    if (rc == CB_OK)
        memcpy(params, &p, sizeof p);
    return rc;
}

static int tb_params_players(const void *params) { return ((const cb_params *)params)->nplayers; }

/* Help for player N only where there is a player N. */
/* The level and the trio in words (the setup shows these, not the codes),
 * short enough for the setup's buttons at 640x360 with 200% text. */
static const char *tb_choice_words(int i, const char *value)
{
    static const char *const CODE[] = {"1b", "2b", "hsm", "hhh", "hhs", "hhm", "hss",
                                       "hmm", "sss", "ssm", "smm", "mmm"};
    static const char *const WORDS[] = {
        "1B", "2B", "one of each", "3 houses", "2 houses, school",
        "2 houses, market", "house, 2 schools", "house, 2 markets", "3 schools",
        "2 schools, market", "school, 2 markets", "3 markets",
    };
    for (size_t k = 0; k < sizeof CODE / sizeof CODE[0]; k++)
        if (strcmp(OPTIONS[i].key, k < 2 ? "level" : "trio") == 0 && strcmp(value, CODE[k]) == 0)
            return WORDS[k];
    return NULL;
}

static bool tb_option_shown(const void *params, int i)
{
    const char *key = OPTIONS[i].key;
    if (strcmp(key, "trio") == 0) /* only Level 1B plays another trio */
        return ((const cb_params *)params)->level == CB_LEVEL_1B;
    if (strncmp(key, "help", 4) != 0)
        return true;
    return key[4] - '0' <= ((const cb_params *)params)->nplayers;
}

/* ---- Thin wrappers: the table speaks void *, the core cb_state *. */

static int tb_new_game(const void *params, uint64_t seed, void *state, eg_error *err)
{
    return cb_new_game(params, seed, state, err);
}
static unsigned tb_to_act(const void *state) { return cb_to_act(state); }
static int tb_legal_moves(const void *state, int player, char (*out)[EG_MOVE_MAX], int max)
{
    return cb_legal_moves(state, player, out, max);
}
static int tb_execute(void *state, int player, const char *move, unsigned *flags, eg_error *err)
{
    return cb_execute(state, player, move, flags, err);
}
static bool tb_is_over(const void *state) { return cb_is_over(state); }
static int tb_round(const void *state) { return ((const cb_state *)state)->round; }
static int tb_nrounds(const void *state)
{
    (void)state;
    return CB_MAX_ROUNDS; /* no fixed count: the safety stop */
}
/* Scores: plots complete. */
static int tb_scores(const void *state, int out[EG_MAX_PLAYERS])
{
    const cb_state *s = state;
    for (int q = 0; q < s->p.nplayers; q++)
        out[q] = __builtin_popcount(s->done[q]);
    return s->p.nplayers;
}
static void tb_places(const void *state, int out[EG_MAX_PLAYERS])
{
    const cb_state *s = state;
    for (int q = 0; q < EG_MAX_PLAYERS; q++)
        out[q] = q < s->p.nplayers && s->place[q] >= 0 ? s->place[q] : 0;
}

/* Nothing is private to a player, but the face-down event deck is unknown to
 * everyone: its order lives only in the generator, which the view blanks and
 * determinize() reseeds. No curtains (no EG_GAME_HIDDEN). */
static void tb_redact(const void *state, int viewer, void *out)
{
    (void)viewer;
    memcpy(out, state, sizeof(cb_state));
    ((cb_state *)out)->rng.s = 0;
}
static void tb_determinize(const void *view, int viewer, uint64_t seed, void *out)
{
    (void)viewer;
    memcpy(out, view, sizeof(cb_state));
    eg_rng_seed(&((cb_state *)out)->rng, seed);
}

static int tb_format_position(const void *state, char *out, size_t outsz)
{
    return cb_position_format(state, out, outsz);
}

static const char *const LEVEL_NAMES[CB_AI_LEVELS] = {"easy", "medium", "hard"};
static const char *const LEVEL_HELP[CB_AI_LEVELS] = { /* one line each at 1280x720 */
    "Easy: puts bricks anywhere they fit and picks at random; a gentle start; answers at once",
    "Medium: plans the fewest bricks for every plot; beats Easy nearly always; answers at once",
    "Hard: plays every choice out to the end hundreds of times; beats Medium; up to 0.7 s a move",
};

static int tb_ai_choose(const void *view, int player, const eg_ai_request *req,
                        char move[EG_MOVE_MAX], eg_error *err)
{
    if (req->level < 0 || req->level >= CB_AI_LEVELS)
        return eg_error_set(err, CB_ERR_BAD_PARAM, 0, "level %d: City Blox has levels 0-%d",
                            req->level, CB_AI_LEVELS - 1);
    if (req->level == CB_AI_HARD)
        return cb_ai_hard(view, player, req, move, err);
    return cb_ai_choose(view, player, req->level, req->seed, move, err);
}

static const char RULES_TEXT[] =
    "City Blox, a game by Jacob Berg (Jacob's Brick Games, 2019), told in our own words.\n\n"
    "Every master builder has three 8x8 building plots, each with a landscape card: a house, a "
    "school and a supermarket. A card has a cut-out; the plot is complete when the bricks, seen "
    "from above, fill the cut-out exactly: every cut-out stud covered, no brick outside. The "
    "first to complete all three plots wins; the others play on for the other places.\n\n"
    "The box holds 77 bricks: 17 blue 1x1, 17 orange 1x2, 14 yellow 2x2, 14 red 2x3, 11 green "
    "2x4 and 4 white corners (an L of three studs). Bricks turn any way. A brick may stand on "
    "the second level, on bricks of the first (never overhanging the plate): a clever use of a "
    "corner or of two levels fills some cut-outs with fewer bricks.\n\n"
    "Each round one player selects the build pile: four different sizes from the supply (three "
    "with three players). From the selector, clockwise, each player takes one brick and places "
    "it on one of their plots; with two players the selector takes the first and third, the "
    "other the second and fourth. A placed brick stays put. Instead of placing it you may return "
    "it to the supply; instead of taking a brick you may mend one plot, moving its bricks or "
    "returning them. The selector's role passes clockwise.\n\n"
    "After your action you may lay one card on its plot. If it fits, the plot is complete and "
    "never changes again; if not, the card goes back and you return one brick of that plot. "
    "Players with Help (aged 8 or younger) may lay a card to look, at no cost.\n\n"
    "Whoever completed a plot draws an event card at the end of the round, in the order of the "
    "picks: Faulty construction (everyone returns a yellow 2x2), Water leakage (return a brick), "
    "Happy birthday and Building approved (an extra brick from the supply), Double up (another "
    "player takes an extra brick after the next round's picks), Lunch break (another player "
    "misses the next round), Exchange (swap a brick with another player), Recycle (a red or "
    "green brick for three smaller ones of different sizes), Additional grant (everyone takes a "
    "brick), Thunderstorm (another player returns a brick), Donation (another player takes a "
    "brick), Hurricane (everyone returns a brick). Events never touch complete plots.\n\n"
    "Level 1B: another trio of cards, and when a size runs out you may clear a complete plot's "
    "bricks. Level 2: two levels are required; a plot needs a second-level brick and a hidden knob, "
    "a stud of the cut-out left bare under a second-level brick and visible from the side; a "
    "complete plot's bricks go back to the supply. Level 2B: the house needs one hidden knob, "
    "the school two and the supermarket three.\n\n"
    "The cut-outs of the 36 cards are this program's own design: a house needs at least two "
    "bricks, a school three, a supermarket four, and a few reward a corner or a second level.\n\n"
    "At the table: click sizes in the supply box to fill the build pile, click a brick of the "
    "pile to take it, and drag the brick in hand onto your plate. R or the mouse wheel turns "
    "the brick you hold (or have clicked) a quarter turn; over the plate it snaps to the studs, "
    "above a ghost showing where it will rest, on the second level too.";

const eg_game eg_city_blox = {
    .id = "city-blox",
    .name = "City Blox",
    .credit = "City Blox by Jacob Berg; published by Jacob's Brick Games (2019). Cards of "
              "this program designed by city-blox-design.",
    .summary = "race to fill three landscape cards' cut-outs with bricks (2-4 players)",
    .min_players = 2,
    .max_players = 4,
    .flags = EG_GAME_PARTIAL_LEGAL | EG_GAME_PLAYABLE,
    .undo = EG_UNDO_OWN_LAST,
    .params_size = sizeof(cb_params),
    .options = OPTIONS,
    .noptions = NOPTIONS,
    .default_params = tb_default_params,
    .params_encode = tb_params_encode,
    .params_decode = tb_params_decode,
    .params_players = tb_params_players,
    .option_shown = tb_option_shown,
    .choice_words = tb_choice_words,
    .widest_button = "Lay market2 card", /* Level 1B; "Give to player 4", "Back to supply" */
    .state_size = sizeof(cb_state),
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
    .view_format = cb_view_format, .view_parse = cb_view_parse,
    .format_position = tb_format_position,
    .reveal = NULL,
    .nlevels = CB_AI_LEVELS,
    .level_names = LEVEL_NAMES,
    .level_help = LEVEL_HELP,
    .ai_choose = tb_ai_choose,
    .rules_text = RULES_TEXT,
    .cli = cb_cli,
    .ui_size = sizeof(cb_ui),
    .draw = cb_draw,
    .key = cb_key,
    .interpret = cb_interpret,
    .turn = cb_turn,
    .preview = cb_preview,
    .lesson = &cb_lesson,
    .move_words = cb_move_words,
    .move_steps = cb_move_steps,
    .refusal_words = cb_refusal_words,
};
