/* SPDX-License-Identifier: MIT */
/* match.c - the game being played: apply, undo, resume. */
#include "match.h"

#include <stdio.h>
#include <string.h>

static const char *const CTRL_WORDS[CS_CTRL__COUNT] = {"human", "easy", "medium", "hard"};

const char *cs_controller_word(cs_controller c)
{
    return (unsigned)c < CS_CTRL__COUNT ? CTRL_WORDS[c] : "human";
}

int cs_controller_from_word(const char *word)
{
    for (int c = 0; c < CS_CTRL__COUNT; c++)
        if (strcmp(word, CTRL_WORDS[c]) == 0)
            return c;
    return -1;
}

cs_match_setup cs_match_setup_default(int nplayers)
{
    cs_match_setup s;
    memset(&s, 0, sizeof s);
    s.cfg = cs_config_default(nplayers);
    for (int p = 0; p < CS_MAX_PLAYERS; p++)
        snprintf(s.name[p], sizeof s.name[p], "Player %d", p + 1);
    return s;
}

/* Replays the record into m->game; the record is only kept when it replays. */
static cs_errcode sync_game(cs_match *m, cs_error *err)
{
    return cs_record_replay(&m->rec, &m->game, err);
}

cs_errcode cs_match_new(cs_match *m, const cs_match_setup *setup, cs_error *err)
{
    cs_match next;
    memset(&next, 0, sizeof next);
    cs_errcode rc = cs_record_init(&next.rec, &setup->cfg, err);
    for (int p = 0; rc == CS_OK && p < setup->cfg.nplayers; p++) {
        next.ctrl[p] = setup->ctrl[p];
        rc = cs_record_set_player(&next.rec, p, cs_controller_word(setup->ctrl[p]),
                                  setup->name[p], err);
    }
    if (rc == CS_OK)
        rc = sync_game(&next, err);
    if (rc == CS_OK)
        *m = next;
    return rc;
}

cs_errcode cs_match_from_record(cs_match *m, const cs_record *rec, cs_error *err)
{
    cs_match next;
    memset(&next, 0, sizeof next);
    next.rec = *rec;
    for (int p = 0; p < rec->cfg.nplayers; p++) {
        int c = cs_controller_from_word(rec->players[p].controller);
        if (c < 0)
            return cs_error_set(err, CS_ERR_RECORD, 0, 0,
                                "player %d is played by '%s', which this game cannot play",
                                p + 1, rec->players[p].controller);
        next.ctrl[p] = (cs_controller)c;
    }
    cs_errcode rc = sync_game(&next, err);
    if (rc == CS_OK)
        *m = next;
    return rc;
}

int cs_match_humans(const cs_match *m)
{
    int n = 0;
    for (int p = 0; p < m->game.cfg.nplayers; p++)
        n += m->ctrl[p] == CS_CTRL_HUMAN;
    return n;
}

bool cs_match_is_human(const cs_match *m, int player)
{
    return player >= 0 && player < m->game.cfg.nplayers && m->ctrl[player] == CS_CTRL_HUMAN;
}

const char *cs_match_name(const cs_match *m, int player)
{
    if (player < 0 || player >= m->game.cfg.nplayers)
        return "nobody";
    return m->rec.players[player].name;
}

int cs_match_goal_setter(const cs_match *m)
{
    if (m->game.phase != CS_PHASE_GOALS)
        return -1;
    for (int p = 0; p < m->game.cfg.nplayers; p++)
        if (!cs_game_player_goals_done(&m->game, p))
            return p;
    return -1;
}

/* Applies to the game first (which validates and names the problem), then
 * to the record, which stays the single source of truth for saves. */
cs_errcode cs_match_set_goals(cs_match *m, int player, cs_seat seat,
                              const uint8_t codes[CS_LINES], cs_error *err)
{
    cs_game g = m->game;
    cs_errcode rc = cs_game_set_goals(&g, player, seat, codes, err);
    if (rc == CS_OK)
        rc = cs_record_add_goals(&m->rec, seat, codes, err);
    if (rc == CS_OK)
        m->game = g;
    return rc;
}

cs_errcode cs_match_place(cs_match *m, int player, cs_move mv, cs_error *err)
{
    cs_game g = m->game;
    cs_errcode rc = cs_game_place(&g, player, mv, err);
    if (rc == CS_OK)
        rc = cs_record_add_move(&m->rec, mv, err);
    if (rc == CS_OK)
        m->game = g;
    return rc;
}

cs_errcode cs_match_next_round(cs_match *m, cs_error *err)
{
    cs_game g = m->game;
    cs_errcode rc = cs_game_next_round(&g, err);
    if (rc == CS_OK)
        rc = cs_record_next_round(&m->rec, err);
    if (rc == CS_OK)
        m->game = g;
    return rc;
}

int cs_match_mover_of(const cs_match *m, int k)
{
    return cs_game_mover_at(&m->game, k);
}

/* How many placements an undo would take back now (0: none allowed). */
static int undo_count(const cs_match *m)
{
    if (m->game.phase != CS_PHASE_BUILDING)
        return 0;
    int n = m->game.board.nplaced, humans = cs_match_humans(m);
    if (n == 0 || humans == 0)
        return 0;
    if (humans >= 2)
        return cs_match_is_human(m, cs_match_mover_of(m, n - 1)) ? 1 : 0;
    /* One human: back over the computer's replies to the human's placement. */
    for (int k = n - 1; k >= 0; k--)
        if (cs_match_is_human(m, cs_match_mover_of(m, k)))
            return n - k;
    return 0;
}

bool cs_match_can_undo(const cs_match *m)
{
    return undo_count(m) > 0;
}

int cs_match_undo(cs_match *m, cs_error *err)
{
    int count = undo_count(m);
    if (count == 0) {
        cs_error_set(err, CS_ERR_WRONG_PHASE, 0, 0,
                     m->game.phase != CS_PHASE_BUILDING
                         ? "nothing to undo: undo works while building"
                         : "nothing to undo: only your own last placement can be taken back");
        return 0;
    }
    cs_match next = *m;
    for (int i = 0; i < count; i++) {
        if (cs_record_undo_move(&next.rec, err) != CS_OK)
            return 0;
        if (cs_game_undo(&next.game, err) != CS_OK)
            return 0;
    }
    *m = next;
    return count;
}
