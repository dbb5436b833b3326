/* SPDX-License-Identifier: MIT */
/* midend.c - one game in play, for any back end (see midend.h). */
#define _POSIX_C_SOURCE 200809L
#include "midend.h"
#include "midend_internal.h"
#include "eg_play.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


static char *state_at(const eg_midend *me, int k)
{
    return me->states + (size_t)k * me->g->state_size;
}

bool eg_midend_reserve(eg_midend *me, int nmoves)
{
    if (nmoves + 1 <= me->cap)
        return true;
    int cap = me->cap ? me->cap : 64;
    while (cap < nmoves + 1)
        cap *= 2;
    char *s = realloc(me->states, (size_t)cap * me->g->state_size);
    if (!s)
        return false;
    me->states = s;
    unsigned *f = realloc(me->flags, (size_t)cap * sizeof *f);
    if (!f)
        return false;
    me->flags = f;
    me->cap = cap;
    return true;
}

static void autosave(eg_midend *me)
{
    memset(&me->save_err, 0, sizeof me->save_err);
    if (me->autosave)
        eg_record_save(me->autosave, &me->rec, &me->save_err);
}

eg_midend *eg_midend_new(const eg_record *rec, eg_error *err)
{
    const eg_game *g = eg_game_find(rec->game);
    if (!g) {
        eg_error_set(err, EG_ERR_RECORD_GAME, 0, "unknown game '%s'", rec->game);
        return NULL;
    }
    return eg_midend_new_for(g, rec, err);
}

eg_midend *eg_midend_new_for(const eg_game *g, const eg_record *rec, eg_error *err)
{
    eg_midend *me = calloc(1, sizeof *me);
    if (!me || !eg_record_copy(&me->rec, rec)) {
        free(me);
        eg_error_set(err, EG_ERR_NOMEM, 0, "out of memory");
        return NULL;
    }
    me->g = g;
    if (!eg_midend_reserve(me, rec->nmoves)) {
        eg_midend_free(me);
        eg_error_set(err, EG_ERR_NOMEM, 0, "out of memory");
        return NULL;
    }
    /* Replay move by move, keeping every state. */
    eg_record start = *rec;
    start.nmoves = 0;
    int rc = eg_record_replay_with(g, &start, state_at(me, 0), err);
    for (int k = 0; rc == 0 && k < rec->nmoves; k++) {
        const eg_record_move *m = &rec->moves[k];
        memcpy(state_at(me, k + 1), state_at(me, k), g->state_size);
        rc = g->execute(state_at(me, k + 1), m->player, m->move, &me->flags[k], err);
        if (rc && err)
            err->line = m->line;
    }
    if (rc) {
        eg_midend_free(me);
        return NULL;
    }
    return me;
}

void eg_midend_free(eg_midend *me)
{
    if (!me)
        return;
    eg_record_free(&me->rec);
    free(me->states);
    free(me->flags);
    free(me->redo);
    free(me->autosave);
    eg_remote_free(me->remote);
    free(me);
}

const eg_game *eg_midend_game(const eg_midend *me) { return me->g; }
const eg_record *eg_midend_record(const eg_midend *me) { return &me->rec; }

void eg_midend_set_name(eg_midend *me, int p, const char *name)
{
    if (p >= 0 && p < me->rec.nplayers)
        snprintf(me->rec.players[p].name, EG_NAME_MAX, "%s", name);
}
const void *eg_midend_state(const eg_midend *me) { return eg_midend_state_at(me, me->rec.nmoves); }

const void *eg_midend_state_at(const eg_midend *me, int k)
{
    if (k < 0 || k > me->rec.nmoves)
        return NULL;
    return me->remote ? eg_remote_state_at(me, k) : state_at(me, k);
}
int eg_midend_moves(const eg_midend *me) { return me->rec.nmoves; }

unsigned eg_midend_move_flags(const eg_midend *me, int k)
{
    return k >= 0 && k < me->rec.nmoves ? me->flags[k] : 0u;
}
unsigned eg_midend_to_act(const eg_midend *me)
{
    return me->remote ? eg_remote_to_act(me) : me->g->to_act(eg_midend_state(me));
}

bool eg_midend_is_over(const eg_midend *me)
{
    return me->remote ? eg_remote_is_over(me) : me->g->is_over(eg_midend_state(me));
}

void eg_midend_view(const eg_midend *me, int viewer, void *out)
{
    if (me->remote)
        eg_remote_view(me, viewer, out);
    else if (me->g->redact)
        me->g->redact(eg_midend_state(me), viewer, out);
    else
        memcpy(out, eg_midend_state(me), me->g->state_size);
}

bool eg_midend_try(const eg_midend *me, int player, const char *move)
{
    if (!me->remote)
        return eg_play_legal(me->g, eg_midend_state(me), player, move);
    void *view = malloc(me->g->state_size); /* no full state here: the player's own view */
    if (!view)
        return false;
    eg_remote_view(me, player, view);
    bool ok = eg_play_legal(me->g, view, player, move);
    free(view);
    return ok;
}

eg_job *eg_midend_think(const eg_midend *me, int player, const eg_ai_request *req)
{
    void *view = malloc(me->g->state_size);
    if (!view)
        return NULL;
    eg_midend_view(me, player, view);
    eg_job *job = eg_job_start(me->g, view, player, req);
    free(view);
    return job;
}

/* A person's seat (not a computer's), here or elsewhere. */
static bool person(const eg_midend *me, int player)
{
    return player >= 0 && player < me->rec.nplayers &&
           strcmp(me->rec.players[player].controller, "human") == 0;
}

bool eg_midend_is_human(const eg_midend *me, int player)
{
    if (me->remote)
        return player >= 0 && player < EG_MAX_PLAYERS && (eg_midend_held(me) & (1u << player));
    return person(me, player);
}

int eg_midend_human_to_act(const eg_midend *me)
{
    unsigned bits = eg_midend_to_act(me);
    for (int p = 0; p < me->rec.nplayers; p++)
        if ((bits & (1u << p)) && eg_midend_is_human(me, p))
            return p;
    return EG_NO_PLAYER;
}

int eg_midend_move(eg_midend *me, int player, const char *move, unsigned *flags, eg_error *err)
{
    if (me->remote)
        return eg_remote_move(me, player, move, flags, err);
    int n = me->rec.nmoves;
    if (!eg_midend_reserve(me, n + 1))
        return eg_error_set(err, EG_ERR_NOMEM, 0, "out of memory");
    char *next = state_at(me, n + 1);
    memcpy(next, state_at(me, n), me->g->state_size);
    unsigned f = 0;
    int rc = me->g->execute(next, player, move, &f, err);
    if (rc)
        return rc;
    if (!eg_record_add_move(&me->rec, player, move))
        return eg_error_set(err, EG_ERR_NOMEM, 0, "out of memory");
    me->flags[n] = f;
    if (flags)
        *flags = f;
    /* A different move than the undone one forgets the redo list. */
    if (me->nredo > 0) {
        const eg_record_move *r = &me->redo[me->nredo - 1];
        if (r->player == player && strcmp(r->move, move) == 0)
            me->nredo--;
        else
            me->nredo = 0;
    }
    autosave(me);
    return 0;
}

/* ---- Undo and redo. */

/* Moves no OWN_LAST undo crosses; EG_MOVE_BARRIER holds under both policies. */
static const unsigned OWN_LAST_BARRIER =
    EG_MOVE_REVEALS | EG_MOVE_CHANCE | EG_MOVE_ENDS_ROUND | EG_MOVE_BARRIER;

/* A player as the refusal names them: the record's name, else "player N". */
static void who(const eg_midend *me, int p, char *out, size_t outsz)
{
    if (p >= 0 && p < me->rec.nplayers && me->rec.players[p].name[0])
        snprintf(out, outsz, "%s", me->rec.players[p].name);
    else
        snprintf(out, outsz, "player %d", p + 1);
}

/* Move k (0-based) as the refusal names it: its number, who made it and,
 * unless it is another player's secret, what it was. */
static void name_move(const eg_midend *me, int k, int player, char *out, size_t outsz)
{
    const eg_record_move *m = &me->rec.moves[k];
    bool secret = (me->flags[k] & EG_MOVE_PRIVATE) && m->player != player;
    char by[EG_NAME_MAX + 16];
    who(me, m->player, by, sizeof by);
    snprintf(out, outsz, "move %d (%s: %s)", k + 1, by, secret ? "a secret choice" : m->move);
}

/* Why no undo crosses move k, in words, for a move with one of the barrier
 * flags. */
static const char *barrier_reason(unsigned f)
{
    if (f & EG_MOVE_BARRIER)
        return "no undo reaches back across it";
    if (f & EG_MOVE_ENDS_ROUND)
        return "it scored the round, and no undo reaches back across that";
    if (f & EG_MOVE_REVEALS)
        return "it revealed what was hidden, and no undo reaches back across that";
    return "it drew by chance, and no undo reaches back across that";
}

/* -1, with *why naming move k and why an undo by `player` stops at it:
 * a barrier, or another person's move since theirs. */
static int stopped_at(const eg_midend *me, int k, int player, eg_error *why)
{
    char what[EG_MOVE_MAX + EG_NAME_MAX + 64], mine[EG_NAME_MAX + 16];
    name_move(me, k, player, what, sizeof what);
    who(me, player, mine, sizeof mine);
    if (me->flags[k] & (me->g->undo == EG_UNDO_FREE ? EG_MOVE_BARRIER : OWN_LAST_BARRIER))
        eg_error_set(why, EG_ERR_RECORD_CONTRADICTS, 0, "nothing to undo for %s: %s stays: %s", mine,
                     what, barrier_reason(me->flags[k]));
    else
        eg_error_set(why, EG_ERR_RECORD_CONTRADICTS, 0,
                     "nothing to undo for %s: %s was made since their last move", mine, what);
    return -1;
}

/* The undo point (see midend.h), or -1 with *why saying what stops it. */
static int undo_point(const eg_midend *me, int player, eg_error *why)
{
    int n = me->rec.nmoves;
    if (n == 0) {
        eg_error_set(why, EG_ERR_RECORD_CONTRADICTS, 0, "nothing to undo: no move has been made");
        return -1;
    }
    if (me->g->undo == EG_UNDO_FREE)
        return (me->flags[n - 1] & EG_MOVE_BARRIER) ? stopped_at(me, n - 1, player, why) : n - 1;
    /* Back over the computer's replies to the player's own last move. */
    int k = n - 1;
    while (k >= 0 && me->rec.moves[k].player != player) {
        if (person(me, me->rec.moves[k].player) || (me->flags[k] & OWN_LAST_BARRIER))
            return stopped_at(me, k, player, why);
        k--;
    }
    if (k < 0) {
        char mine[EG_NAME_MAX + 16];
        who(me, player, mine, sizeof mine);
        eg_error_set(why, EG_ERR_RECORD_CONTRADICTS, 0, "nothing to undo for %s: no move of theirs yet",
                     mine);
        return -1;
    }
    return (me->flags[k] & OWN_LAST_BARRIER) ? stopped_at(me, k, player, why) : k;
}

int eg_midend_undo_point(const eg_midend *me, int player)
{
    return undo_point(me, player, NULL);
}

static int push_redo(eg_midend *me, const eg_record_move *m)
{
    if (me->nredo == me->redo_cap) {
        int cap = me->redo_cap ? 2 * me->redo_cap : 64;
        eg_record_move *r = realloc(me->redo, (size_t)cap * sizeof *r);
        if (!r)
            return -1;
        me->redo = r;
        me->redo_cap = cap;
    }
    me->redo[me->nredo++] = *m;
    return 0;
}

int eg_midend_undo(eg_midend *me, int player, eg_error *err)
{
    if (me->remote)
        return eg_remote_undo(me, player, err);
    eg_error why = {0};
    int keep = undo_point(me, player, &why);
    if (keep < 0) {
        if (err)
            *err = why;
        return why.code;
    }
    if (me->g->undo == EG_UNDO_FREE && push_redo(me, &me->rec.moves[keep]) != 0)
        return eg_error_set(err, EG_ERR_NOMEM, 0, "out of memory");
    me->rec.nmoves = keep;
    autosave(me);
    return 0;
}

bool eg_midend_can_redo(const eg_midend *me) { return me->nredo > 0; }

int eg_midend_redo(eg_midend *me, eg_error *err)
{
    if (me->remote)
        return eg_error_set(err, EG_ERR_CSP_REMOTE, 0, "no redo at a table on a server");
    if (me->nredo == 0)
        return eg_error_set(err, EG_ERR_RECORD_CONTRADICTS, 0, "nothing to redo");
    eg_record_move m = me->redo[me->nredo - 1];
    return eg_midend_move(me, m.player, m.move, NULL, err);
}

/* ---- Curtains. */

int eg_midend_curtain_for(const eg_midend *me, int last_viewer)
{
    if (!me->g || !(me->g->flags & EG_GAME_HIDDEN))
        return EG_NO_PLAYER;
    /* Online, a curtain only between the people sharing this client. */
    unsigned held = me->remote ? eg_midend_held(me) : 0;
    if (me->remote && !(held & (held - 1)))
        return EG_NO_PLAYER;
    unsigned bits = eg_midend_to_act(me);
    for (int p = 0; p < me->rec.nplayers; p++)
        if ((bits & (1u << p)) && eg_midend_is_human(me, p))
            return p == last_viewer ? EG_NO_PLAYER : p;
    return EG_NO_PLAYER;
}

/* ---- Saves. */

void eg_midend_set_autosave(eg_midend *me, const char *path)
{
    if (me->remote)
        return; /* the server keeps the game */
    free(me->autosave);
    me->autosave = path ? strdup(path) : NULL;
    if (me->autosave)
        autosave(me);
}

int eg_midend_autosave_status(const eg_midend *me, eg_error *err)
{
    if (err)
        *err = me->save_err;
    return me->save_err.code;
}

/* ---- Jobs. */

struct eg_job {
    pthread_t thread;
    const eg_game *g;
    void *view;
    int player;
    eg_ai_request req;
    atomic_int cancel;
    atomic_int done;
    int rc;
    char move[EG_MOVE_MAX];
    eg_error err;
};

static void *job_main(void *arg)
{
    eg_job *job = arg;
    job->rc = job->g->ai_choose(job->view, job->player, &job->req, job->move, &job->err);
    atomic_store(&job->done, 1);
    return NULL;
}

eg_job *eg_job_start(const eg_game *g, const void *view, int player, const eg_ai_request *req)
{
    if (!g->ai_choose)
        return NULL;
    eg_job *job = calloc(1, sizeof *job);
    if (!job)
        return NULL;
    job->view = malloc(g->state_size);
    if (!job->view) {
        free(job);
        return NULL;
    }
    memcpy(job->view, view, g->state_size);
    job->g = g;
    job->player = player;
    job->req = *req;
    job->req.cancel = &job->cancel;
    atomic_init(&job->cancel, 0);
    atomic_init(&job->done, 0);
    if (pthread_create(&job->thread, NULL, job_main, job) != 0) {
        free(job->view);
        free(job);
        return NULL;
    }
    return job;
}

bool eg_job_poll(const eg_job *job) { return atomic_load(&job->done) != 0; }

void eg_job_cancel(eg_job *job) { atomic_store(&job->cancel, 1); }

int eg_job_join(eg_job *job, char move[EG_MOVE_MAX], eg_error *err)
{
    pthread_join(job->thread, NULL);
    int rc = job->rc;
    if (rc == 0)
        memcpy(move, job->move, EG_MOVE_MAX);
    else if (err)
        *err = job->err;
    free(job->view);
    free(job);
    return rc;
}
