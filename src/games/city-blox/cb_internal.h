/* SPDX-License-Identifier: MIT */
/* cb_internal.h - helpers shared by the rules core's files (not for callers). */
#ifndef CB_INTERNAL_H
#define CB_INTERNAL_H

#include "cb_core.h"

/* ---- Plots and bricks (cb_state.c). */
static inline int cb_plot_id(int player, int plot) { return player * CB_PLOTS + plot; }
int cb_card_kind_of(const cb_state *s, int player, int plot);
/* Index into s->placed of the brick b on plot id, or -1. */
int cb_find_brick(const cb_state *s, int plot_id, cb_brick b);
/* Why brick b cannot go on plot id now, ignoring brick `skip` (-1: none),
 * in err; CB_OK when it can. `what` names the move in the message. */
int cb_placement_check(const cb_state *s, int plot_id, cb_brick b, int skip, const char *what,
                       eg_error *err);
void cb_add_brick(cb_state *s, int plot_id, cb_brick b);
void cb_remove_brick(cb_state *s, int i);   /* back to the supply */
void cb_clear_plot(cb_state *s, int plot_id); /* every brick back to the supply */
bool cb_supply_empty(const cb_state *s);
bool cb_some_size_out(const cb_state *s);

/* ---- Flow (cb_flow.c). */
/* Moves the game on until someone must decide; adds EG_MOVE_* to *flags. */
void cb_advance(cb_state *s, unsigned *flags);
void cb_push_front(cb_state *s, cb_task t);
void cb_push_back(cb_state *s, cb_task t);
void cb_pop_task(cb_state *s);
/* Whether the front task `t` has nothing to do (it is then skipped). */
bool cb_task_dead(const cb_state *s, const cb_task *t);
int cb_pile_size_needed(const cb_state *s);  /* 3 or 4, or the sizes left */
int cb_next_active(const cb_state *s, int player); /* clockwise, -1 if none */
void cb_begin_turns(cb_state *s);  /* the pile is chosen: the picks begin */

/* ---- The decision now (cb_moves.c). */
typedef enum {
    CB_D_NONE, CB_D_SELECT, CB_D_PICK, CB_D_MEND, CB_D_LAY, CB_D_TASK
} cb_decision;
cb_decision cb_decision_now(const cb_state *s, int *player);

/* ---- Computer players (cb_ai.c, cb_hard.c). */
enum { CB_AI_EASY, CB_AI_MEDIUM, CB_AI_HARD, CB_AI_LEVELS, CB_MEMO_BITS = 12 };
/* Answers of cb_fewest_fill over the whole box, remembered by the studs
 * asked (a cache: the same answers, faster). Zeroed by cb_fill_memo_init. */
typedef struct {
    uint64_t key[1u << CB_MEMO_BITS];
    int8_t val[1u << CB_MEMO_BITS];
} cb_fill_memo;
void cb_fill_memo_init(cb_fill_memo *m);
/* Easy's or Medium's move (cb_ai_choose), with a memo (may be NULL). */
int cb_ai_move(const cb_state *s, int player, int level, uint64_t seed, cb_fill_memo *memo,
               char move[EG_MOVE_MAX], eg_error *err);
/* The moves Hard weighs for the decision now, at most max (a fair sample
 * past that); 0 when it is one Medium makes alone (mending, laying, paying,
 * losing, swapping, recycling). */
int cb_ai_candidates(const cb_state *s, int player, uint64_t seed, cb_fill_memo *memo,
                     char (*out)[EG_MOVE_MAX], int max);
/* Hard (cb_hard.c): from the view only, within req's budget. */
int cb_ai_hard(const cb_state *view, int player, const eg_ai_request *req,
               char move[EG_MOVE_MAX], eg_error *err);

/* ---- Words (cb_position.c, cb_cli.c). */
int cb_cli(int argc, char **argv);  /* cityscape-cli city-blox COMMAND */

#endif
