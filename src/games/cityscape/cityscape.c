/* SPDX-License-Identifier: MIT */
/* cityscape.c - Cityscape as an engine back end: the table eg_cityscape.
 *
 * The worked example of docs/adding-a-game.md. The rules live in the
 * Cityscape rules core (src/games/cityscape/core, cs_core.h) and the computer players in
 * src/games/cityscape/ai; this file only translates between them and the engine's
 * vocabulary: params as text, moves as strings, players as bits, the view
 * of one player, the scoring reveal as steps.
 *
 * Moves
 *   S:3562   goals for one seat (secret: EG_MOVE_PRIVATE; no undo reaches
 *            back into the goals: EG_MOVE_BARRIER). Set in the goal
 *            phase; after a round is scored, the first goals of the next
 *            round start it (no separate "next round" move, as in records).
 *   3b4      a placement: height then lot (notation.md).
 */
#include "cityscape_game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "cs_core.h"
#include "cs_draw.h"

/* ---- Parameters. */

static const eg_option OPTIONS[] = {
    {"players", "Players", EG_OPT_INT, 2, 4, NULL, "two to four builders", 0},
    {"rounds", "Rounds", EG_OPT_INT, 1, CS_MAX_ROUNDS, NULL, "rounds to play (default: one "
                                                             "per player, four for two)", 0},
    {"first", "First builder", EG_OPT_INT, 1, 4, NULL, "who builds first in round 1", 0},
    {"seats", "Seats", EG_OPT_CHOICE, 0, 0, "SWNE|SWN|SWE|SNE|WNE",
     "the edges taken (three players choose three; two and four use all four)", 0},
};
enum { NOPTIONS = sizeof OPTIONS / sizeof OPTIONS[0] };

static void default_params(void *params, int nplayers)
{
    cs_city_params *p = params;
    memset(p, 0, sizeof *p);
    p->cfg = cs_config_default(nplayers);
}

static int seat_mask_format(uint8_t mask, char *out)
{
    int n = 0;
    for (int s = 0; s < CS_SEATS; s++)
        if (mask & (1u << s))
            out[n++] = cs_seat_char((cs_seat)s);
    out[n] = '\0';
    return n;
}

static int params_encode(const void *params, char *out, size_t outsz)
{
    const cs_city_params *p = params;
    char seats[8];
    seat_mask_format(p->cfg.seat_mask, seats);
    int n = snprintf(out, outsz, "players=%d rounds=%d first=%d seats=%s", p->cfg.nplayers,
                     p->cfg.nrounds, p->cfg.first_player + 1, seats);
    return n < 0 || (size_t)n >= outsz ? -1 : n;
}

/* One "key=value" word: the value parsed as 1..max. */
static int word_int(const char *key, const char *v, int min, int max, int *out, eg_error *err)
{
    char *end;
    long x = strtol(v, &end, 10);
    if (!*v || *end || x < min || x > max)
        return eg_error_set(err, CS_ERR_SYNTAX, 0, "%s=%s: expected a number %d-%d", key, v,
                            min, max);
    *out = (int)x;
    return 0;
}

static int word_seats(const char *v, uint8_t *mask, eg_error *err)
{
    uint8_t m = 0;
    for (const char *c = v; *c; c++) {
        int s = cs_seat_from_char(*c);
        if (s < 0 || (m & (1u << s)))
            return eg_error_set(err, CS_ERR_BAD_SEAT, 0,
                                "seats=%s: expected distinct seats from S, W, N, E", v);
        m |= (uint8_t)(1u << s);
    }
    *mask = m;
    return 0;
}

static int params_decode(const char *text, void *params, eg_error *err)
{
    int players = 0, rounds = 0, first = 0;
    uint8_t seats = 0;
    char buf[EG_PARAMS_TEXT_MAX];
    if (strlen(text) >= sizeof buf)
        return eg_error_set(err, CS_ERR_SYNTAX, 0, "parameters too long");
    strcpy(buf, text);
    for (char *w = buf, *next; *w; w = next) {
        w += strspn(w, " \t");
        if (!*w)
            break;
        next = w + strcspn(w, " \t");
        if (*next)
            *next++ = '\0';
        char *eq = strchr(w, '=');
        if (!eq)
            return eg_error_set(err, CS_ERR_SYNTAX, 0, "'%s': expected key=value", w);
        *eq = '\0';
        const char *v = eq + 1;
        int rc = 0;
        if (strcmp(w, "players") == 0)
            rc = word_int(w, v, 2, 4, &players, err);
        else if (strcmp(w, "rounds") == 0)
            rc = word_int(w, v, 1, CS_MAX_ROUNDS, &rounds, err);
        else if (strcmp(w, "first") == 0)
            rc = word_int(w, v, 1, 4, &first, err);
        else if (strcmp(w, "seats") == 0)
            rc = word_seats(v, &seats, err);
        else
            return eg_error_set(err, CS_ERR_SYNTAX, 0, "unknown parameter '%s'", w);
        if (rc)
            return rc;
    }
    cs_city_params p;
    default_params(&p, players ? players : 2);
    if (rounds)
        p.cfg.nrounds = (uint8_t)rounds;
    if (first)
        p.cfg.first_player = (uint8_t)(first - 1);
    if (seats)
        p.cfg.seat_mask = seats;
    cs_error e;
    if (cs_config_check(&p.cfg, &e) != CS_OK)
        return eg_error_set(err, e.code, 0, "%s", e.msg);
    memcpy(params, &p, sizeof p);
    return 0;
}

static int params_players(const void *params)
{
    return ((const cs_city_params *)params)->cfg.nplayers;
}

/* ---- State and flow. */

static int new_game(const void *params, uint64_t seed, void *state, eg_error *err)
{
    (void)seed; /* Cityscape has no chance. */
    cs_city_state *s = state;
    memset(s, 0, sizeof *s);
    cs_error e;
    if (cs_game_init(&s->g, &((const cs_city_params *)params)->cfg, &e) != CS_OK)
        return eg_error_set(err, e.code, e.column, "%s", e.msg);
    return 0;
}

/* A state to draw a CPN position: the 4-player game (player p holds seat
 * p), the position's board and goals; a full city is drawn as the last
 * round scored (every goal public), any other while building. Not a game to play on: the turn
 * order and the rounds' scores are not those of any real game. */
static void from_position(const cs_position *pos, cs_city_state *s)
{
    memset(s, 0, sizeof *s);
    cs_config cfg = cs_config_default(4);
    cs_game_init(&s->g, &cfg, NULL); /* the default for 4 is always valid */
    s->g.board = pos->board;
    memcpy(s->g.goals, pos->goals, sizeof s->g.goals);
    s->g.seats_set = pos->has_goals;
    /* A full city has been scored: its goals are on the table for all, and
     * (the last round) nobody sets the next ones. */
    if (pos->board.nplaced >= CS_BLOCKS) {
        s->g.phase = CS_PHASE_GAME_OVER;
        s->g.round = (uint8_t)(cfg.nrounds - 1);
        for (int seat = 0; seat < CS_SEATS; seat++)
            for (int l = 0; l < CS_LINES; l++)
                s->g.seat_score[seat][l] =
                    (int16_t)cs_score_line(&pos->board, (cs_seat)seat, l, pos->goals[seat][l]);
    } else {
        s->g.phase = CS_PHASE_BUILDING;
    }
}

static int position_state(const char *text, void *state, eg_error *err)
{
    cs_position pos;
    cs_error e = {0};
    if (cs_cpn_parse(text, strlen(text), &pos, &e) != CS_OK)
        return eg_error_set(err, e.code, e.column, "%s", e.msg);
    from_position(&pos, state);
    return 0;
}

static bool is_over(const void *state)
{
    return ((const cs_city_state *)state)->g.phase == CS_PHASE_GAME_OVER;
}

/* The seats a player holds whose goals are still to set this round (in the
 * scored phase: all of them, for the next round). */
unsigned cs_city_goals_wanted(const cs_game *g, int player)
{
    cs_seat seats[2];
    int n = cs_player_seats(g, player, seats);
    unsigned want = 0;
    for (int i = 0; i < n; i++)
        if (g->phase == CS_PHASE_SCORED || !(g->seats_set & (1u << seats[i])))
            want |= 1u << seats[i];
    return want;
}

static unsigned to_act(const void *state)
{
    const cs_game *g = &((const cs_city_state *)state)->g;
    switch (g->phase) {
    case CS_PHASE_BUILDING:
        return 1u << cs_game_to_move(g);
    case CS_PHASE_GOALS:
    case CS_PHASE_SCORED: {
        unsigned bits = 0;
        for (int p = 0; p < g->cfg.nplayers; p++)
            if (cs_city_goals_wanted(g, p))
                bits |= 1u << p;
        return bits;
    }
    case CS_PHASE_GAME_OVER:
        break;
    }
    return 0;
}

static int cmp_move(const void *a, const void *b) { return strcmp(a, b); }

static int legal_moves(const void *state, int player, char (*out)[EG_MOVE_MAX], int max)
{
    const cs_game *g = &((const cs_city_state *)state)->g;
    int n = 0;
    if (!(to_act(state) & (1u << player)))
        return 0;
    if (g->phase == CS_PHASE_BUILDING) {
        cs_move m[CS_HEIGHTS * CS_LOTS];
        int k = cs_board_legal_moves(&g->board, m);
        for (int i = 0; i < k && n < max; i++)
            cs_move_format(m[i], out[n++], EG_MOVE_MAX);
    } else {
        unsigned want = cs_city_goals_wanted(g, player);
        for (int seat = 0; seat < CS_SEATS; seat++) {
            if (!(want & (1u << seat)))
                continue;
            for (int code = 0; code < 1296 && n < max; code++) {
                uint8_t c[CS_LINES];
                for (int l = 0, x = code; l < CS_LINES; l++, x /= 6)
                    c[CS_LINES - 1 - l] = (uint8_t)(1 + x % 6);
                cs_goals_format((cs_seat)seat, c, out[n++], EG_MOVE_MAX);
            }
        }
    }
    qsort(out, (size_t)n, sizeof out[0], cmp_move);
    return n;
}

static int execute_goals(cs_game *g, int player, const char *move, unsigned *flags,
                         eg_error *err)
{
    int seat;
    uint8_t codes[CS_LINES];
    cs_error e;
    if (cs_goals_parse(move, strlen(move), &seat, codes, &e) != CS_OK)
        return eg_error_set(err, e.code, e.column, "%s: %s", move, e.msg);
    cs_game next = *g;
    if (next.phase == CS_PHASE_SCORED && cs_game_next_round(&next, &e) != CS_OK)
        return eg_error_set(err, e.code, 0, "%s: %s", move, e.msg);
    if (cs_game_set_goals(&next, player, (cs_seat)seat, codes, &e) != CS_OK)
        return eg_error_set(err, e.code, e.column, "%s: %s", move, e.msg);
    *g = next;
    /* Once confirmed, a seat's goals stay: an undo takes back placements
     * only, never the goals they were built towards. */
    *flags |= EG_MOVE_PRIVATE | EG_MOVE_BARRIER;
    return 0;
}

static int execute(void *state, int player, const char *move, unsigned *flags, eg_error *err)
{
    cs_game *g = &((cs_city_state *)state)->g;
    *flags = 0;
    if (player < 0 || player >= g->cfg.nplayers)
        return eg_error_set(err, CS_ERR_NO_SUCH_PLAYER, 0, "%s: no player %d", move, player + 1);
    if (strchr(move, ':'))
        return execute_goals(g, player, move, flags, err);
    cs_move m;
    cs_error e;
    if (cs_move_parse(move, strlen(move), &m, &e) != CS_OK)
        return eg_error_set(err, e.code, e.column, "%s: %s", move, e.msg);
    if (cs_game_place(g, player, m, &e) != CS_OK)
        return eg_error_set(err, e.code, e.column, "%s: %s", move, e.msg);
    if (g->phase == CS_PHASE_SCORED || g->phase == CS_PHASE_GAME_OVER)
        *flags |= EG_MOVE_ENDS_ROUND | EG_MOVE_REVEALS;
    if (g->phase == CS_PHASE_GAME_OVER)
        *flags |= EG_MOVE_ENDS_GAME;
    return 0;
}

static int round_of(const void *state) { return ((const cs_city_state *)state)->g.round; }

static int nrounds(const void *state) { return ((const cs_city_state *)state)->g.cfg.nrounds; }

static int scores(const void *state, int out[EG_MAX_PLAYERS])
{
    const cs_game *g = &((const cs_city_state *)state)->g;
    for (int p = 0; p < EG_MAX_PLAYERS; p++)
        out[p] = p < g->cfg.nplayers ? g->total[p] : 0;
    return g->cfg.nplayers;
}

static void places(const void *state, int out[EG_MAX_PLAYERS])
{
    int s[EG_MAX_PLAYERS];
    int n = scores(state, s);
    for (int p = 0; p < EG_MAX_PLAYERS; p++) {
        out[p] = 0;
        for (int q = 0; q < n; q++)
            if (p < n && s[q] > s[p])
                out[p]++;
    }
}

/* ---- Hidden information: goals are secret until their round is scored. */

static void redact(const void *state, int viewer, void *out)
{
    cs_city_state *v = out;
    memcpy(v, state, sizeof *v);
    cs_game *g = &v->g;
    if (g->phase == CS_PHASE_SCORED || g->phase == CS_PHASE_GAME_OVER)
        return;
    for (int seat = 0; seat < CS_SEATS; seat++)
        if (viewer < 0 || cs_seat_player(g, (cs_seat)seat) != viewer)
            memset(g->goals[seat], 0, CS_LINES);
}

static void determinize(const void *view, int viewer, uint64_t seed, void *out)
{
    cs_city_state *s = out;
    memcpy(s, view, sizeof *s);
    cs_game *g = &s->g;
    if (g->phase == CS_PHASE_SCORED || g->phase == CS_PHASE_GAME_OVER)
        return;
    eg_rng rng;
    eg_rng_seed(&rng, seed);
    for (int seat = 0; seat < CS_SEATS; seat++)
        if ((g->seats_set & (1u << seat)) && cs_seat_player(g, (cs_seat)seat) != viewer)
            for (int l = 0; l < CS_LINES; l++)
                g->goals[seat][l] = (uint8_t)(1 + eg_rng_below(&rng, 6));
}

/* ---- Positions: CPN with the goals the state knows. */

static int format_position(const void *state, char *out, size_t outsz)
{
    const cs_game *g = &((const cs_city_state *)state)->g;
    cs_position pos;
    memset(&pos, 0, sizeof pos);
    pos.board = g->board;
    for (int seat = 0; seat < CS_SEATS; seat++)
        if (g->goals[seat][0]) {
            memcpy(pos.goals[seat], g->goals[seat], CS_LINES);
            pos.has_goals |= (uint8_t)(1u << seat);
        }
    return cs_cpn_format(&pos, out, outsz);
}

/* ---- The reveal: every line of every held seat, in seat order. */

static int reveal(const void *before, const void *after, eg_reveal_step out[EG_MAX_REVEAL_STEPS])
{
    (void)before;
    const cs_game *g = &((const cs_city_state *)after)->g;
    int n = 0;
    for (int seat = 0; seat < CS_SEATS; seat++) {
        int player = cs_seat_player(g, (cs_seat)seat);
        if (player < 0)
            continue;
        for (int line = 0; line < CS_LINES && n < EG_MAX_REVEAL_STEPS; line++) {
            int code = g->goals[seat][line];
            eg_reveal_step *st = &out[n++];
            memset(st, 0, sizeof *st);
            st->player = (int8_t)player;
            st->points = (int16_t)cs_score_line(&g->board, (cs_seat)seat, line, code);
            unsigned depths = cs_line_counting(&g->board, (cs_seat)seat, line, code);
            const uint8_t *lots = cs_line_lots((cs_seat)seat, line);
            for (int d = 0; d < CS_LINE_LEN; d++)
                if (depths & (1u << d))
                    st->light[0] |= 1u << lots[d];
            /* Short, as the old path's reveal says it (app/explain.c), so
             * that the table's scoring panel leaves the city room: the
             * goal's face, then what the line shows for it. */
            uint8_t h[CS_LINE_LEN];
            cs_board_line_heights(&g->board, (cs_seat)seat, line, h);
            int pairs = 0;
            for (unsigned m = depths; m; m >>= 1)
                pairs += (int)(m & 1u);
            char why[40];
            if (code == 5 && st->points)
                snprintf(why, sizeof why, "%d in pairs", pairs);
            else if (code == 5)
                snprintf(why, sizeof why, "no pair seen");
            else if (code == 6)
                snprintf(why, sizeof why, "%s",
                         st->points ? "holds the tallest" : "tallest not here");
            else
                snprintf(why, sizeof why, "sees %d", cs_line_visible(h));
            snprintf(st->text, sizeof st->text, "%s line %d: goal %s, %s",
                     cs_seat_name((cs_seat)seat), line + 1, cs_city_goal_mark(code), /* as the die shows it */
                     why);
        }
    }
    return n;
}

/* ---- Computer players: the levels of src/games/cityscape/ai. */

static const char *const LEVELS[] = {"easy", "medium", "hard"};
static const char *const LEVEL_HELP[] = {
    "Easy: goals drawn at random, weighted by how they usually score; greedy moves with slips",
    "Medium: near-best goals; each move weighed against the goals the others likely hold",
    "Hard: searches thousands of futures over the goals the others likely hold; about 1 s a move",
};

static int ai_choose(const void *view, int player, const eg_ai_request *req,
                     char move[EG_MOVE_MAX], eg_error *err)
{
    const cs_game *g = &((const cs_city_state *)view)->g;
    if (req->level < 0 || req->level >= CS_AI__LEVELS)
        return eg_error_set(err, CS_ERR_SYNTAX, 0, "no computer level %d", req->level);
    cs_ai_params p = cs_ai_params_default((cs_ai_level)req->level, req->seed);
    if (req->budget_ms)
        p.movetime_ms = req->budget_ms;
    if (req->iterations) {
        p.iterations = req->iterations;
        p.movetime_ms = req->budget_ms;
    }
    if (req->pool_nodes)
        p.pool_nodes = req->pool_nodes;
    unsigned want = cs_city_goals_wanted(g, player);
    if (g->phase != CS_PHASE_BUILDING) {
        if (!want)
            return eg_error_set(err, CS_ERR_WRONG_PHASE, 0, "player %d has nothing to do",
                                player + 1);
        cs_game next = *g;
        cs_error e;
        if (next.phase == CS_PHASE_SCORED && cs_game_next_round(&next, &e) != CS_OK)
            return eg_error_set(err, e.code, 0, "%s", e.msg);
        cs_ai_round r;
        cs_ai_round_from_game(&next, player, &r);
        uint8_t goals[CS_SEATS][CS_LINES];
        cs_ai_choose_goals(&p, &r, goals);
        int seat = 0;
        while (!(want & (1u << seat)))
            seat++;
        cs_goals_format((cs_seat)seat, goals[seat], move, EG_MOVE_MAX);
        return 0;
    }
    if (cs_game_to_move(g) != player)
        return eg_error_set(err, CS_ERR_NOT_YOUR_TURN, 0, "not player %d's turn", player + 1);
    cs_ai_round r;
    cs_ai_round_from_game(g, player, &r);
    cs_move m = cs_ai_choose_move(&p, &r, &g->board, req->cancel, NULL);
    cs_move_format(m, move, EG_MOVE_MAX);
    return 0;
}

/* ---- The table. */

static const char RULES[] =
    "Each player sits at an edge of the 4x4 city. Your four lines run away from you, "
    "numbered 1 to 4 from your left. Before building, set a secret goal die for each "
    "line.\n\n"
    "1-4: see exactly that many buildings, 10 points per building. =: see two or more "
    "buildings of equal height, 10 points for each of them. Star: the line holds the "
    "tallest building in the city, 25 points.\n\n"
    "A building is visible when it is taller than every building in front of it. For a "
    "pair, raise your view: a building counts when no taller one stands in front.\n\n"
    "Take turns placing one block on an empty lot or on top of a building. No passing. "
    "When all 25 blocks are down, the dice are revealed and every line is scored.\n\n"
    "Cityscape was designed by Sjaak Griffioen and published by Out of the Box "
    "Publishing (2001, 2003); the rules are theirs, this program is the Cityscape "
    "team's (MIT licence).";

const eg_game eg_cityscape = {
    .id = "cityscape",
    .name = "Cityscape",
    .credit = "Designed by Sjaak Griffioen; published by Out of the Box Publishing",
    .summary = "2-4 players set secret goals for the skyline seen from their edge",
    .min_players = 2,
    .max_players = 4,
    .flags = EG_GAME_HIDDEN | EG_GAME_PLAYABLE | EG_GAME_NO_CHANCE,
    .undo = EG_UNDO_OWN_LAST,
    .params_size = sizeof(cs_city_params),
    .options = OPTIONS,
    .noptions = NOPTIONS,
    .default_params = default_params,
    .params_encode = params_encode,
    .params_decode = params_decode,
    .params_players = params_players,
    .state_size = sizeof(cs_city_state),
    .new_game = new_game,
    .to_act = to_act,
    .legal_moves = legal_moves,
    .execute = execute,
    .is_over = is_over,
    .round = round_of,
    .nrounds = nrounds,
    .scores = scores,
    .places = places,
    .redact = redact,
    .determinize = determinize,
    .view_format = cs_city_view_format, .view_parse = cs_city_view_parse,
    .format_position = format_position,
    .position_state = position_state,
    .reveal = reveal,
    .nlevels = CS_AI__LEVELS,
    .level_names = LEVELS,
    .level_help = LEVEL_HELP,
    .ai_choose = ai_choose,
    .rules_text = RULES,
    .cli = NULL, /* today's `cityscape-cli COMMAND` (src/cli) */
    /* The generic table (cs_draw.c). */
    .ui_size = sizeof(cs_city_ui),
    .new_ui = cs_city_new_ui,
    .draw = cs_city_draw,
    .interpret = cs_city_interpret,
    .describe = cs_city_describe,
    .preview = cs_city_preview,
    .import_record = cs_city_import_record,
    .displays = cs_city_displays,
    .key = cs_city_key,
    .ndisplays = 3,
    .lesson = &cs_lesson,
    .move_words = cs_city_move_words,
};
