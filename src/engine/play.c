/* SPDX-License-Identifier: MIT */
/* play.c - a player's view of a state, and random legal moves (see eg_play.h). */
#include "eg_play.h"

#include <stdlib.h>
#include <string.h>

#include "rng.h"

void eg_view_of(const eg_game *g, const void *state, int viewer, void *view)
{
    if (g->redact)
        g->redact(state, viewer, view);
    else
        memcpy(view, state, g->state_size);
}

bool eg_play_legal(const eg_game *g, const void *state, int player, const char *move)
{
    void *copy = malloc(g->state_size);
    if (!copy)
        return false;
    memcpy(copy, state, g->state_size);
    unsigned flags;
    bool ok = g->execute(copy, player, move, &flags, NULL) == 0;
    free(copy);
    return ok;
}

int eg_play_random(const eg_game *g, void *state, uint64_t seed, int moves, eg_error *err)
{
    char(*legal)[EG_MOVE_MAX] = calloc(EG_MAX_LEGAL, sizeof *legal);
    if (!legal) {
        eg_error_set(err, 1, 0, "out of memory");
        return -1;
    }
    eg_rng rng = {seed};
    int k = 0;
    for (; k < moves && !g->is_over(state); k++) {
        unsigned act = g->to_act(state);
        int p = 0;
        while (p < EG_MAX_PLAYERS && !(act & (1u << p)))
            p++;
        int n = p < EG_MAX_PLAYERS ? g->legal_moves(state, p, legal, EG_MAX_LEGAL) : 0;
        if (n <= 0)
            break;
        const char *move = legal[eg_rng_next(&rng) % (uint64_t)n];
        eg_error why = {0};
        unsigned flags = 0;
        if (g->execute(state, p, move, &flags, &why) != 0) {
            eg_error_set(err, why.code, 0, "move %d (%s) refused: %s", k + 1, move, why.msg);
            k = -1;
            break;
        }
    }
    free(legal);
    return k;
}

int eg_play_state(const eg_game *g, const char *position, uint32_t seed, int moves, void *state,
                  eg_error *err)
{
    eg_error e = {0};
    if (position && !g->position_state) {
        eg_error_set(err, 1, 0, "\"%s\": the game draws no positions", position);
        return -1;
    }
    if (position && g->position_state(position, state, &e) != 0) {
        if (e.column > 0)
            eg_error_set(err, 1, e.column, "\"%s\": column %d: %s", position, e.column, e.msg);
        else
            eg_error_set(err, 1, 0, "\"%s\": %s", position, e.msg);
        return -1;
    }
    if (position)
        return 0;
    void *params = calloc(1, g->params_size ? g->params_size : 1);
    if (!params) {
        eg_error_set(err, 1, 0, "out of memory");
        return -1;
    }
    g->default_params(params, g->max_players); /* the fullest table */
    int rc = g->new_game(params, seed, state, &e);
    free(params);
    if (rc != 0) {
        eg_error_set(err, 1, 0, "new game: %s", e.msg);
        return -1;
    }
    return eg_play_random(g, state, seed, moves, err) < 0 ? -1 : 0;
}
