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

/* ---- Words (cb_position.c, cb_cli.c). */
int cb_cli(int argc, char **argv);  /* cityscape-cli city-blox COMMAND */

#endif
