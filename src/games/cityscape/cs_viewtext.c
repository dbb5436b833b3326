/* SPDX-License-Identifier: MIT */
/* cs_viewtext.c - Cityscape's view as text: what one player may know now
 * (docs/games/cityscape.md, "A player's view as text"):
 *
 *   cityscape/1 players=2 seats=SWNE first=1 viewer=1 round=1/4 to-act=2
 *     scores=0,0 round-scores=- supply=5,5,4,5,5 board=-,-,-,-/.../3,-,-,-
 *     goals=S:3562,W:1146,N:????,E:????
 *
 * (one line). The board is CPN's (shared/spec/notation.md); a seat's goals
 * are its four codes when the viewer may see them (their own seats, and
 * every seat once the round is scored), ???? when set but secret, '-' when
 * not yet set. Everything else (phase, whose turn, the supply) follows from
 * the board and the goals; the fields that repeat it are checked. */
#include "cityscape_game.h"

#include <string.h>

#include "eg_viewtext.h"

enum { K_PLAYERS, K_SEATS, K_FIRST, K_VIEWER, K_ROUND, K_TO_ACT, K_SCORES, K_ROUND_SCORES,
       K_SUPPLY, K_BOARD, K_GOALS, K__COUNT };
static const char *const KEYS[K__COUNT] = {"players", "seats",  "first",        "viewer",
                                           "round",   "to-act", "scores",       "round-scores",
                                           "supply",  "board",  "goals"};
static const char HEAD[] = "cityscape/1";

/* ---- Writing. */

static bool goals_visible(const cs_game *g, int viewer, int seat)
{
    return g->phase == CS_PHASE_SCORED || g->phase == CS_PHASE_GAME_OVER ||
           (viewer >= 0 && g->seat_owner[seat] == viewer);
}

static void add_goals(eg_vt_out *w, const cs_game *g, int viewer)
{
    const char *sep = "";
    for (int seat = 0; seat < CS_SEATS; seat++) {
        if (g->seat_owner[seat] == CS_NO_PLAYER)
            continue;
        eg_vt_add(w, "%s%c:", sep, cs_seat_char((cs_seat)seat));
        sep = ",";
        if (!(g->seats_set & (1u << seat)))
            eg_vt_add(w, "-");
        else if (!goals_visible(g, viewer, seat))
            eg_vt_add(w, "????");
        else
            for (int l = 0; l < CS_LINES; l++)
                eg_vt_add(w, "%d", g->goals[seat][l]);
    }
}

/* Rounds scored so far: those before this one, and this one once scored. */
static int rounds_scored(const cs_game *g)
{
    bool scored = g->phase == CS_PHASE_SCORED || g->phase == CS_PHASE_GAME_OVER;
    return g->round + (scored ? 1 : 0);
}

int cs_city_view_format(const void *view, int viewer, char *out, size_t outsz)
{
    const cs_game *g = &((const cs_city_state *)view)->g;
    const cs_config *c = &g->cfg;
    eg_vt_out w;
    eg_vt_start(&w, out, outsz);
    char seats[8];
    int n = 0;
    for (int s = 0; s < CS_SEATS; s++)
        if (c->seat_mask & (1u << s))
            seats[n++] = cs_seat_char((cs_seat)s);
    seats[n] = '\0';
    eg_vt_add(&w, "%s players=%d seats=%s first=%d viewer=", HEAD, c->nplayers, seats,
              c->first_player + 1);
    if (viewer >= 0)
        eg_vt_add(&w, "%d", viewer + 1);
    else
        eg_vt_add(&w, "-");
    eg_vt_add(&w, " round=%d/%d to-act=", g->round + 1, c->nrounds);
    eg_vt_add_players(&w, eg_cityscape.to_act(view));
    eg_vt_add(&w, " scores=");
    for (int p = 0; p < c->nplayers; p++)
        eg_vt_add(&w, "%s%d", p ? "," : "", (int)g->total[p]);
    eg_vt_add(&w, " round-scores=");
    int nr = rounds_scored(g);
    if (nr == 0)
        eg_vt_add(&w, "-");
    for (int r = 0; r < nr; r++)
        for (int p = 0; p < c->nplayers; p++)
            eg_vt_add(&w, "%s%d", p ? "," : r ? "/" : "", g->round_score[r][p]);
    eg_vt_add(&w, " supply=%d,%d,%d,%d,%d board=", g->board.supply[1], g->board.supply[2],
              g->board.supply[3], g->board.supply[4], g->board.supply[5]);
    char board[CS_CPN_MAX];
    if (cs_board_format(&g->board, board, sizeof board) < 0)
        return -1;
    eg_vt_add(&w, "%s goals=", board);
    add_goals(&w, g, viewer);
    return eg_vt_done(&w);
}

/* ---- Reading. */

static int read_config(const eg_vt_in *in, cs_config *c, int *round_out, eg_error *err)
{
    memset(c, 0, sizeof *c);
    int v;
    int rc = eg_vt_ints(in, K_PLAYERS, 2, 4, "players", &v, 1, err);
    if (rc)
        return rc;
    c->nplayers = (uint8_t)v;
    const eg_vt_field *f = &in->f[K_SEATS];
    for (size_t i = 0; i < f->len; i++) {
        int s = cs_seat_from_char(f->val[i]);
        if (s < 0 || (c->seat_mask & (1u << s)) ||
            (i > 0 && s < cs_seat_from_char(f->val[i - 1])))
            return eg_vt_fail(in, K_SEATS, i, EG_VT_VALUE, err,
                              "seats are distinct letters from S, W, N, E in that order");
        c->seat_mask |= (uint8_t)(1u << s);
    }
    rc = eg_vt_ints(in, K_FIRST, 1, v, "first builder", &v, 1, err);
    if (rc)
        return rc;
    c->first_player = (uint8_t)(v - 1);
    eg_vt_cur cur = eg_vt_cursor(in, K_ROUND);
    int round, nrounds;
    rc = eg_vt_int(&cur, 1, CS_MAX_ROUNDS, "round", &round, err);
    if (!rc)
        rc = eg_vt_char(&cur, '/', "between the round and the rounds", err);
    if (!rc)
        rc = eg_vt_int(&cur, 1, CS_MAX_ROUNDS, "rounds", &nrounds, err);
    if (!rc)
        rc = eg_vt_end(&cur, err);
    if (rc)
        return rc;
    if (round > nrounds)
        return eg_vt_fail(in, K_ROUND, 0, EG_VT_VALUE, err, "round %d of %d", round, nrounds);
    c->nrounds = (uint8_t)nrounds;
    cs_error e;
    if (cs_config_check(c, &e) != CS_OK)
        return eg_vt_fail(in, K_SEATS, 0, EG_VT_CONTRADICTS, err, "%s", e.msg);
    *round_out = round - 1;
    return 0;
}

static int read_board(const eg_vt_in *in, cs_board *b, eg_error *err)
{
    const eg_vt_field *f = &in->f[K_BOARD];
    cs_position pos;
    cs_error e;
    if (f->len == 0 || memchr(f->val, ' ', f->len))
        return eg_vt_fail(in, K_BOARD, 0, EG_VT_VALUE, err, "expected a CPN board");
    if (cs_cpn_parse(f->val, f->len, &pos, &e) != CS_OK) {
        size_t at = e.column > 0 ? (size_t)e.column - 1 : 0;
        eg_vt_fail(in, K_BOARD, at, EG_VT_VALUE, err, "%s", e.msg);
        if (err)
            err->code = e.code; /* the board's own reason (bad height, too many blocks) */
        return e.code;
    }
    *b = pos.board;
    int counts[CS_HEIGHTS];
    int rc = eg_vt_ints(in, K_SUPPLY, 0, CS_BLOCKS_PER_HEIGHT, "blocks left", counts, CS_HEIGHTS,
                        err);
    if (rc)
        return rc;
    for (int h = 1; h <= CS_HEIGHTS; h++)
        if (counts[h - 1] != b->supply[h])
            return eg_vt_fail(in, K_SUPPLY, 0, EG_VT_CONTRADICTS, err,
                              "the board leaves %d blocks of height %d, not %d", b->supply[h],
                              h, counts[h - 1]);
    return 0;
}

/* Every held seat's goals, "S:3562", "S:????" or "S:-", in seat order:
 * sets g's goals and seats_set, *secret the seats written ????, *others the
 * seats of other players written with their codes (read_phase checks both). */
static int read_goals(const eg_vt_in *in, cs_game *g, int viewer, uint8_t *secret,
                      uint8_t *others, eg_error *err)
{
    eg_vt_cur c = eg_vt_cursor(in, K_GOALS);
    uint8_t listed = 0;
    while (true) {
        size_t at = c.at;
        int seat = cs_seat_from_char(eg_vt_peek(&c));
        if (seat < 0 || g->seat_owner[seat] == CS_NO_PLAYER || (listed & (1u << seat)) ||
            (listed >> seat))
            return eg_vt_fail(in, K_GOALS, at, EG_VT_VALUE, err,
                              "expected the next held seat's letter (seats in order S, W, N, "
                              "E, each once)");
        listed |= (uint8_t)(1u << seat);
        c.at++;
        int rc = eg_vt_char(&c, ':', "after the seat", err);
        if (rc)
            return rc;
        at = c.at;
        if (eg_vt_peek(&c) == '-') {
            c.at++;
        } else if (eg_vt_peek(&c) == '?') {
            for (int l = 0; l < CS_LINES; l++)
                if ((rc = eg_vt_char(&c, '?', "(a secret goal)", err)))
                    return rc;
            g->seats_set |= (uint8_t)(1u << seat);
            *secret |= (uint8_t)(1u << seat);
        } else {
            for (int l = 0; l < CS_LINES; l++) {
                char d = eg_vt_peek(&c);
                if (d < '1' || d > '6')
                    return eg_vt_fail(in, K_GOALS, c.at, EG_VT_VALUE, err,
                                      "seat %c line %d: a goal is a code 1-6, ???? or -",
                                      cs_seat_char((cs_seat)seat), l + 1);
                g->goals[seat][l] = (uint8_t)(d - '0');
                c.at++;
            }
            g->seats_set |= (uint8_t)(1u << seat);
            if (viewer < 0 || g->seat_owner[seat] != viewer)
                *others |= (uint8_t)(1u << seat);
        }
        if (eg_vt_at_end(&c))
            break;
        if ((rc = eg_vt_char(&c, ',', "between seats", err)))
            return rc;
    }
    if (listed != g->cfg.seat_mask)
        return eg_vt_fail(in, K_GOALS, 0, EG_VT_VALUE, err, "every held seat is listed");
    return 0;
}

/* The phase the board and the goals mean, and whether the goals shown and
 * hidden fit it and the viewer. */
static int read_phase(const eg_vt_in *in, cs_game *g, int viewer, uint8_t secret,
                      uint8_t others, eg_error *err)
{
    uint8_t all = g->cfg.seat_mask;
    bool full = g->board.nplaced == CS_BLOCKS;
    if (g->seats_set != all) {
        if (g->board.nplaced)
            return eg_vt_fail(in, K_BOARD, 0, EG_VT_CONTRADICTS, err,
                              "blocks are placed only once every seat's goals are set");
        g->phase = CS_PHASE_GOALS;
    } else if (!full) {
        g->phase = CS_PHASE_BUILDING;
    } else {
        g->phase = g->round + 1 >= g->cfg.nrounds ? CS_PHASE_GAME_OVER : CS_PHASE_SCORED;
    }
    for (int seat = 0; seat < CS_SEATS; seat++) {
        bool is_hidden = secret & (1u << seat), shown = others & (1u << seat);
        if (full && is_hidden)
            return eg_vt_fail(in, K_GOALS, 0, EG_VT_CONTRADICTS, err,
                              "seat %c: every goal is shown once the round is scored",
                              cs_seat_char((cs_seat)seat));
        if (!full && (shown || (is_hidden && viewer >= 0 && g->seat_owner[seat] == viewer)))
            return eg_vt_fail(in, K_GOALS, 0, EG_VT_CONTRADICTS, err,
                              "seat %c: %s", cs_seat_char((cs_seat)seat),
                              shown ? "another player's goals are secret until the round is "
                                      "scored"
                                    : "the viewer's own goals are shown");
    }
    return 0;
}

static int read_scores(const eg_vt_in *in, cs_game *g, eg_error *err)
{
    int n = g->cfg.nplayers, nr = rounds_scored(g);
    int totals[CS_MAX_PLAYERS] = {0}, listed[CS_MAX_PLAYERS];
    int rc = eg_vt_ints(in, K_SCORES, 0, 99999, "score", listed, n, err);
    if (rc)
        return rc;
    eg_vt_cur c = eg_vt_cursor(in, K_ROUND_SCORES);
    if (nr == 0)
        rc = eg_vt_char(&c, '-', "(no round scored yet)", err);
    for (int r = 0; r < nr && !rc; r++)
        for (int p = 0; p < n && !rc; p++) {
            if (r || p)
                rc = eg_vt_char(&c, p ? ',' : '/', p ? "between players" : "between rounds",
                                err);
            int v = 0;
            if (!rc)
                rc = eg_vt_int(&c, 0, 4 * 4 * 25, "a round's score", &v, err);
            g->round_score[r][p] = (int16_t)v;
            totals[p] += v;
        }
    if (!rc)
        rc = eg_vt_end(&c, err);
    if (rc)
        return rc;
    for (int p = 0; p < n; p++) {
        if (totals[p] != listed[p])
            return eg_vt_fail(in, K_SCORES, 0, EG_VT_CONTRADICTS, err,
                              "player %d's rounds add up to %d, not %d", p + 1, totals[p],
                              listed[p]);
        g->total[p] = totals[p];
    }
    return 0;
}

/* A scored round: its line scores from the board and the goals, and the
 * round's scores written must be theirs. */
static int check_scored(const eg_vt_in *in, cs_game *g, eg_error *err)
{
    if (g->phase != CS_PHASE_SCORED && g->phase != CS_PHASE_GAME_OVER)
        return 0;
    int sum[CS_MAX_PLAYERS] = {0};
    for (int seat = 0; seat < CS_SEATS; seat++) {
        int p = g->seat_owner[seat];
        if (p == CS_NO_PLAYER)
            continue;
        int lines[CS_LINES];
        sum[p] += cs_score_seat(&g->board, (cs_seat)seat, g->goals[seat], lines);
        for (int l = 0; l < CS_LINES; l++)
            g->seat_score[seat][l] = (int16_t)lines[l];
    }
    for (int p = 0; p < g->cfg.nplayers; p++)
        if (g->round_score[g->round][p] != sum[p])
            return eg_vt_fail(in, K_ROUND_SCORES, 0, EG_VT_CONTRADICTS, err,
                              "round %d: the board and the goals give player %d %d points, "
                              "not %d",
                              g->round + 1, p + 1, sum[p], g->round_score[g->round][p]);
    return 0;
}

int cs_city_view_parse(const char *text, int viewer, void *view, eg_error *err)
{
    eg_vt_in in;
    int rc = eg_vt_read(&in, text, HEAD, KEYS, K__COUNT, EG_VT_BASE, err);
    if (rc)
        return rc;
    cs_config cfg;
    int round;
    if ((rc = read_config(&in, &cfg, &round, err)))
        return rc;
    cs_city_state s;
    memset(&s, 0, sizeof s);
    cs_game *g = &s.g;
    cs_error e;
    if (cs_game_init(g, &cfg, &e) != CS_OK)
        return eg_vt_fail(&in, K_PLAYERS, 0, EG_VT_CONTRADICTS, err, "%s", e.msg);
    g->round = (uint8_t)round;
    if ((rc = eg_vt_viewer(&in, K_VIEWER, cfg.nplayers, viewer, err)))
        return rc;
    if ((rc = read_board(&in, &g->board, err)))
        return rc;
    uint8_t secret = 0, others = 0;
    if ((rc = read_goals(&in, g, viewer, &secret, &others, err)) ||
        (rc = read_phase(&in, g, viewer, secret, others, err)) ||
        (rc = read_scores(&in, g, err)) || (rc = check_scored(&in, g, err)))
        return rc;
    unsigned acting;
    if ((rc = eg_vt_players(&in, K_TO_ACT, cfg.nplayers, &acting, err)))
        return rc;
    if (acting != eg_cityscape.to_act(&s))
        return eg_vt_fail(&in, K_TO_ACT, 0, EG_VT_CONTRADICTS, err,
                          "the board and the goals say otherwise");
    memcpy(view, &s, sizeof s);
    return 0;
}
