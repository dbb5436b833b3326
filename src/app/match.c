/* SPDX-License-Identifier: MIT */
/* match.c - Cityscape in the window on the engine's mid end (see match.h). */
#include "match.h"

#include <stdio.h>
#include <string.h>

#include "cityscape_game.h"
#include "eg_record.h"
#include "midend.h"

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

static cs_errcode from_eg(const eg_error *e, cs_error *err)
{
    cs_errcode code = e->code > 0 && e->code < 1000 ? (cs_errcode)e->code : CS_ERR_RECORD;
    cs_error_set(err, code, e->line, e->column, "%s", e->msg);
    return code;
}

/* What the screens read: the mid end's state (and a pressed next round). */
static void sync_game(cs_match *m)
{
    m->game = ((const cs_city_state *)eg_midend_state(m->me))->g;
    if (m->next_round && m->game.phase == CS_PHASE_SCORED)
        cs_game_next_round(&m->game, NULL);
    else
        m->next_round = false;
}

/* Takes a new mid end into *m, freeing the old one. */
static cs_errcode adopt(cs_match *m, eg_midend *me, cs_error *err)
{
    const eg_record *rec = eg_midend_record(me);
    cs_controller ctrl[CS_MAX_PLAYERS] = {0};
    for (int p = 0; p < rec->nplayers; p++) {
        int c = cs_controller_from_word(rec->players[p].controller);
        if (c < 0) {
            cs_error_set(err, CS_ERR_RECORD, 0, 0,
                         "player %d is played by '%s', which this game cannot play", p + 1,
                         rec->players[p].controller);
            eg_midend_free(me);
            return CS_ERR_RECORD;
        }
        ctrl[p] = (cs_controller)c;
    }
    cs_match_free(m);
    m->me = me;
    memcpy(m->ctrl, ctrl, sizeof ctrl);
    m->next_round = false;
    sync_game(m);
    return CS_OK;
}

cs_errcode cs_match_new(cs_match *m, const cs_match_setup *setup, cs_error *err)
{
    cs_error e;
    if (cs_config_check(&setup->cfg, &e) != CS_OK) {
        if (err)
            *err = e;
        return e.code;
    }
    eg_record rec;
    eg_record_init(&rec);
    snprintf(rec.game, sizeof rec.game, "%s", eg_cityscape.id);
    cs_city_params params = {setup->cfg};
    eg_cityscape.params_encode(&params, rec.params, sizeof rec.params);
    rec.seed = setup->seed;
    rec.nplayers = setup->cfg.nplayers;
    for (int p = 0; p < rec.nplayers; p++) {
        snprintf(rec.players[p].controller, sizeof rec.players[p].controller, "%s",
                 cs_controller_word(setup->ctrl[p]));
        snprintf(rec.players[p].name, sizeof rec.players[p].name, "%s", setup->name[p]);
    }
    eg_error ee;
    eg_midend *me = eg_midend_new_for(&eg_cityscape, &rec, &ee);
    eg_record_free(&rec);
    if (!me)
        return from_eg(&ee, err);
    return adopt(m, me, err);
}

cs_errcode cs_match_from_record(cs_match *m, const eg_record *rec, cs_error *err)
{
    if (strcmp(rec->game, eg_cityscape.id) != 0)
        return cs_error_set(err, CS_ERR_RECORD, 0, 0, "the record is of %s, not Cityscape",
                            rec->game);
    eg_error ee;
    eg_midend *me = eg_midend_new_for(&eg_cityscape, rec, &ee);
    if (!me)
        return from_eg(&ee, err);
    return adopt(m, me, err);
}

void cs_match_free(cs_match *m)
{
    eg_midend_free(m->me);
    m->me = NULL;
}

const eg_record *cs_match_record(const cs_match *m) { return eg_midend_record(m->me); }

void cs_match_view(const cs_match *m, int player, void *view)
{
    eg_midend_view(m->me, player, view);
}

uint64_t cs_match_seed(const cs_match *m) { return m->me ? eg_midend_record(m->me)->seed : 0; }

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
    if (!m->me || player < 0 || player >= m->game.cfg.nplayers)
        return "nobody";
    return eg_midend_record(m->me)->players[player].name;
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

/* The move through the mid end. The rules core has already judged it on a
 * copy of the game (its refusals name the problem in the words players
 * know), so the mid end refusing it means the two disagree. */
static cs_errcode apply(cs_match *m, int player, const char *move, cs_error *err)
{
    eg_error ee;
    if (eg_midend_move(m->me, player, move, NULL, &ee) != 0)
        return from_eg(&ee, err);
    sync_game(m);
    return CS_OK;
}

cs_errcode cs_match_set_goals(cs_match *m, int player, cs_seat seat,
                              const uint8_t codes[CS_LINES], cs_error *err)
{
    cs_game g = m->game;
    cs_errcode rc = cs_game_set_goals(&g, player, seat, codes, err);
    if (rc != CS_OK)
        return rc;
    char move[EG_MOVE_MAX];
    cs_goals_format(seat, codes, move, sizeof move);
    return apply(m, player, move, err);
}

cs_errcode cs_match_place(cs_match *m, int player, cs_move mv, cs_error *err)
{
    cs_game g = m->game;
    cs_errcode rc = cs_game_place(&g, player, mv, err);
    if (rc != CS_OK)
        return rc;
    char move[EG_MOVE_MAX];
    cs_move_format(mv, move, sizeof move);
    return apply(m, player, move, err);
}

cs_errcode cs_match_next_round(cs_match *m, cs_error *err)
{
    cs_game g = m->game;
    cs_errcode rc = cs_game_next_round(&g, err);
    if (rc == CS_OK) {
        m->next_round = true;
        m->game = g;
    }
    return rc;
}

int cs_match_reveal(const cs_match *m, eg_reveal_step out[EG_MAX_REVEAL_STEPS])
{
    int k = m->me ? eg_midend_moves(m->me) : 0;
    if (k == 0 || !(eg_midend_move_flags(m->me, k - 1) & EG_MOVE_ENDS_ROUND))
        return 0;
    return eg_cityscape.reveal(eg_midend_state_at(m->me, k - 1), eg_midend_state(m->me), out);
}

int cs_match_mover_of(const cs_match *m, int k)
{
    return cs_game_mover_at(&m->game, k);
}

int cs_match_last_lot(const cs_match *m)
{
    int n = m->game.board.nplaced;
    return n ? m->game.board.block_lot[n - 1] : -1;
}

/* The player whose undo Cityscape allows now, or -1: the only human, or in
 * hot-seat whoever made the last placement if a human did. */
static int undo_player(const cs_match *m)
{
    int n = m->game.board.nplaced, humans = cs_match_humans(m);
    if (m->game.phase != CS_PHASE_BUILDING || n == 0 || humans == 0)
        return -1;
    if (humans >= 2) {
        int last = cs_match_mover_of(m, n - 1);
        return cs_match_is_human(m, last) ? last : -1;
    }
    for (int p = 0; p < m->game.cfg.nplayers; p++)
        if (cs_match_is_human(m, p))
            return p;
    return -1;
}

/* The moves an undo keeps (the mid end's undo point), or -1. The mid end
 * refuses to reach back into the goals: the game marks them EG_MOVE_BARRIER. */
static int undo_keep(const cs_match *m)
{
    int p = undo_player(m);
    return p < 0 ? -1 : eg_midend_undo_point(m->me, p);
}

bool cs_match_can_undo(const cs_match *m)
{
    return undo_keep(m) >= 0;
}

int cs_match_undo(cs_match *m, cs_error *err)
{
    int keep = undo_keep(m);
    if (keep < 0) {
        cs_error_set(err, CS_ERR_WRONG_PHASE, 0, 0,
                     m->game.phase != CS_PHASE_BUILDING
                         ? "nothing to undo: undo works while building"
                         : "nothing to undo: only your own last placement can be taken back");
        return 0;
    }
    int count = eg_midend_moves(m->me) - keep;
    eg_error ee;
    if (eg_midend_undo(m->me, undo_player(m), &ee) != 0) {
        from_eg(&ee, err);
        return 0;
    }
    sync_game(m);
    return count;
}
