/* SPDX-License-Identifier: MIT */
/* midend_internal.h - what midend.c (the mid end) and remote.c (its remote
 * mode: following a table held by cityscape-server) share. Not for other
 * files: they use midend.h. */
#ifndef EG_MIDEND_INTERNAL_H
#define EG_MIDEND_INTERNAL_H

#include "eg_csp.h"
#include "midend.h"

typedef struct eg_remote eg_remote;

struct eg_midend {
    const eg_game *g;
    eg_record rec;
    /* states[k] is the state after k moves (states[0]: the new game);
     * flags[k] what move k (0-based) did. */
    char *states;
    unsigned *flags;
    int cap;
    /* EG_UNDO_FREE: moves undone, most recent last, for redo. */
    eg_record_move *redo;
    int nredo, redo_cap;
    char *autosave;
    eg_error save_err;
    /* Remote mode (remote.c): NULL for a game played here. */
    eg_remote *remote;
};

/* midend.c */
bool eg_midend_reserve(eg_midend *me, int nmoves);

/* remote.c: remote mode's answers (midend.h, "Remote mode"). */
void eg_remote_free(eg_remote *r);
const void *eg_remote_state_at(const eg_midend *me, int k);
void eg_remote_view(const eg_midend *me, int viewer, void *out);
unsigned eg_remote_to_act(const eg_midend *me);
bool eg_remote_is_over(const eg_midend *me);
int eg_remote_move(eg_midend *me, int player, const char *move, unsigned *flags, eg_error *err);
int eg_remote_undo(eg_midend *me, int player, eg_error *err);

#endif
