/* SPDX-License-Identifier: MIT */
/* game.c - game flow: players and seats, phases, turns, rounds and totals. */
#include "cs_core.h"

#include <string.h>

/* ---- Configuration. */

static int popcount4(unsigned m)
{
    return (int)((m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1));
}

cs_config cs_config_default(int nplayers)
{
    cs_config c = {0};
    c.nplayers = (uint8_t)nplayers;
    c.seat_mask = nplayers == 3 ? (1u << CS_S | 1u << CS_W | 1u << CS_N) : 0xf;
    /* One round per player; the two-player standard game is 4 rounds. */
    c.nrounds = (uint8_t)(nplayers == 2 ? 4 : nplayers);
    c.first_player = 0;
    return c;
}

cs_errcode cs_config_check(const cs_config *cfg, cs_error *err)
{
    if (cfg->nplayers < 2 || cfg->nplayers > 4)
        return cs_error_set(err, CS_ERR_BAD_PLAYERS, 0, 0,
                            "%d players: Cityscape is for 2 to 4 players", cfg->nplayers);
    if (cfg->seat_mask & ~0xfu)
        return cs_error_set(err, CS_ERR_BAD_PLAYERS, 0, 0, "seat mask 0x%x names no seat",
                            cfg->seat_mask);
    if (cfg->nplayers == 3 && popcount4(cfg->seat_mask) != 3)
        return cs_error_set(err, CS_ERR_BAD_PLAYERS, 0, 0,
                            "3 players need exactly 3 seats, not %d", popcount4(cfg->seat_mask));
    if (cfg->nplayers != 3 && cfg->seat_mask != 0xf)
        return cs_error_set(err, CS_ERR_BAD_PLAYERS, 0, 0,
                            "%d players use all four seats", cfg->nplayers);
    if (cfg->nrounds < 1 || cfg->nrounds > CS_MAX_ROUNDS)
        return cs_error_set(err, CS_ERR_BAD_ROUNDS, 0, 0,
                            "%d rounds: play 1 to %d rounds", cfg->nrounds, CS_MAX_ROUNDS);
    if (cfg->first_player >= cfg->nplayers)
        return cs_error_set(err, CS_ERR_NO_SUCH_PLAYER, 0, 0,
                            "first builder is player %d, but there are %d players",
                            cfg->first_player + 1, cfg->nplayers);
    return CS_OK;
}

static void start_round(cs_game *g)
{
    cs_board_init(&g->board);
    memset(g->goals, 0, sizeof g->goals);
    memset(g->seat_score, 0, sizeof g->seat_score);
    g->seats_set = 0;
    g->phase = CS_PHASE_GOALS;
}

cs_errcode cs_game_init(cs_game *g, const cs_config *cfg, cs_error *err)
{
    cs_errcode rc = cs_config_check(cfg, err);
    if (rc != CS_OK)
        return rc;
    memset(g, 0, sizeof *g);
    g->cfg = *cfg;
    /* Players are numbered in clockwise seat order from S. With two
     * players the board is diagonal: S+W against N+E. */
    int next = 0;
    for (int seat = 0; seat < CS_SEATS; seat++) {
        if (cfg->nplayers == 2)
            g->seat_owner[seat] = (uint8_t)(seat < CS_N ? 0 : 1);
        else
            g->seat_owner[seat] = (cfg->seat_mask & (1u << seat)) ? (uint8_t)next++
                                                                  : CS_NO_PLAYER;
    }
    start_round(g);
    return CS_OK;
}

/* ---- Players, seats and turns. */

int cs_player_seats(const cs_game *g, int player, cs_seat out[2])
{
    int n = 0;
    for (int seat = 0; seat < CS_SEATS; seat++)
        if (g->seat_owner[seat] == player && n < 2)
            out[n++] = (cs_seat)seat;
    return n;
}

int cs_seat_player(const cs_game *g, cs_seat seat)
{
    if ((unsigned)seat >= CS_SEATS || g->seat_owner[seat] == CS_NO_PLAYER)
        return -1;
    return g->seat_owner[seat];
}

int cs_round_first_player(const cs_game *g, int round)
{
    /* The first builder moves one player clockwise each round. */
    return (g->cfg.first_player + round) % g->cfg.nplayers;
}

int cs_game_mover_at(const cs_game *g, int k)
{
    /* Play goes clockwise from the round's first builder; with two players
     * the players alternate single placements. */
    return (cs_round_first_player(g, g->round) + k) % g->cfg.nplayers;
}

int cs_game_to_move(const cs_game *g)
{
    if (g->phase != CS_PHASE_BUILDING)
        return -1;
    return cs_game_mover_at(g, g->board.nplaced);
}

static cs_errcode check_player(const cs_game *g, int player, cs_error *err)
{
    if (player < 0 || player >= g->cfg.nplayers)
        return cs_error_set(err, CS_ERR_NO_SUCH_PLAYER, 0, 0,
                            "no player %d: this game has players 1 to %d", player + 1,
                            g->cfg.nplayers);
    return CS_OK;
}

/* ---- Goal setting. */

bool cs_game_player_goals_done(const cs_game *g, int player)
{
    for (int seat = 0; seat < CS_SEATS; seat++)
        if (g->seat_owner[seat] == player && !(g->seats_set & (1u << seat)))
            return false;
    return true;
}

static uint8_t occupied_seats(const cs_game *g)
{
    uint8_t m = 0;
    for (int seat = 0; seat < CS_SEATS; seat++)
        if (g->seat_owner[seat] != CS_NO_PLAYER)
            m |= (uint8_t)(1u << seat);
    return m;
}

cs_errcode cs_game_set_goals(cs_game *g, int player, cs_seat seat,
                             const uint8_t codes[CS_LINES], cs_error *err)
{
    cs_errcode rc = check_player(g, player, err);
    if (rc != CS_OK)
        return rc;
    if (g->phase == CS_PHASE_GAME_OVER)
        return cs_error_set(err, CS_ERR_GAME_OVER, 0, 0, "the game is over");
    if (g->phase != CS_PHASE_GOALS)
        return cs_error_set(err, CS_ERR_WRONG_PHASE, 0, 0,
                            "goals are set before building starts");
    if ((unsigned)seat >= CS_SEATS || g->seat_owner[seat] != player)
        return cs_error_set(err, CS_ERR_SEAT_NOT_HELD, 0, 0,
                            "player %d does not hold seat %c", player + 1, cs_seat_char(seat));
    if (g->seats_set & (1u << seat))
        return cs_error_set(err, CS_ERR_GOALS_ALREADY_SET, 0, 0,
                            "goals for seat %c are already set this round", cs_seat_char(seat));
    for (int i = 0; i < CS_LINES; i++)
        if (codes[i] < 1 || codes[i] > 6)
            return cs_error_set(err, CS_ERR_BAD_CODE, 0, 0,
                                "line %d: code %d is not a goal code (1-6)", i + 1, codes[i]);
    memcpy(g->goals[seat], codes, CS_LINES);
    g->seats_set |= (uint8_t)(1u << seat);
    if (g->seats_set == occupied_seats(g))
        g->phase = CS_PHASE_BUILDING;
    return CS_OK;
}

/* ---- Building and scoring. */

static void score_round(cs_game *g)
{
    for (int seat = 0; seat < CS_SEATS; seat++) {
        int player = g->seat_owner[seat];
        if (player == CS_NO_PLAYER)
            continue;
        int lines[CS_LINES];
        int total = cs_score_seat(&g->board, (cs_seat)seat, g->goals[seat], lines);
        for (int i = 0; i < CS_LINES; i++)
            g->seat_score[seat][i] = (int16_t)lines[i];
        g->round_score[g->round][player] = (int16_t)(g->round_score[g->round][player] + total);
        g->total[player] += total;
    }
    g->phase = g->round + 1 >= g->cfg.nrounds ? CS_PHASE_GAME_OVER : CS_PHASE_SCORED;
}

static cs_errcode check_building(const cs_game *g, cs_error *err)
{
    switch (g->phase) {
    case CS_PHASE_BUILDING:
        return CS_OK;
    case CS_PHASE_GOALS:
        return cs_error_set(err, CS_ERR_GOALS_NOT_SET, 0, 0,
                            "building starts once every player has set their goals");
    case CS_PHASE_SCORED:
        return cs_error_set(err, CS_ERR_ROUND_OVER, 0, 0,
                            "the round is over: all 25 blocks are placed");
    default:
        return cs_error_set(err, CS_ERR_GAME_OVER, 0, 0, "the game is over");
    }
}

cs_errcode cs_game_place(cs_game *g, int player, cs_move m, cs_error *err)
{
    cs_errcode rc = check_player(g, player, err);
    if (rc == CS_OK)
        rc = check_building(g, err);
    if (rc != CS_OK)
        return rc;
    int mover = cs_game_to_move(g);
    if (player != mover)
        return cs_error_set(err, CS_ERR_NOT_YOUR_TURN, 0, 0,
                            "not your turn: player %d is to move, not player %d",
                            mover + 1, player + 1);
    rc = cs_board_place(&g->board, m, err);
    if (rc != CS_OK)
        return rc;
    if (g->board.nplaced == CS_BLOCKS)
        score_round(g);
    return CS_OK;
}

cs_errcode cs_game_undo(cs_game *g, cs_error *err)
{
    cs_errcode rc = check_building(g, err);
    if (rc != CS_OK)
        return rc;
    if (!cs_board_unplace(&g->board))
        return cs_error_set(err, CS_ERR_WRONG_PHASE, 0, 0,
                            "nothing to undo: no block placed this round");
    return CS_OK;
}

cs_errcode cs_game_next_round(cs_game *g, cs_error *err)
{
    if (g->phase == CS_PHASE_GAME_OVER)
        return cs_error_set(err, CS_ERR_GAME_OVER, 0, 0,
                            "the game is over after %d rounds", g->cfg.nrounds);
    if (g->phase != CS_PHASE_SCORED)
        return cs_error_set(err, CS_ERR_WRONG_PHASE, 0, 0,
                            "the next round starts once this round is scored");
    g->round++;
    start_round(g);
    return CS_OK;
}

int cs_game_player_round_score(const cs_game *g, int player, int round)
{
    if (player < 0 || player >= g->cfg.nplayers || round < 0 || round >= CS_MAX_ROUNDS)
        return 0;
    return g->round_score[round][player];
}

unsigned cs_game_winners(const cs_game *g)
{
    int best = 0;
    for (int p = 0; p < g->cfg.nplayers; p++)
        if (p == 0 || g->total[p] > best)
            best = g->total[p];
    unsigned mask = 0;
    for (int p = 0; p < g->cfg.nplayers; p++)
        if (g->total[p] == best)
            mask |= 1u << p;
    return mask;
}
