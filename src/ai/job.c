/* SPDX-License-Identifier: MIT */
/* job.c - thinking on a worker thread, so the window keeps drawing. The job
 * owns copies of its inputs; the worker writes the answer and then sets
 * `done`, which the window polls once a frame. */
#include "ai_internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

struct cs_ai_job {
    pthread_t thread;
    bool want_goals;
    cs_ai_params params;
    cs_ai_round round;
    cs_board board;
    atomic_int cancel;
    atomic_int done;
    cs_move move;
    uint8_t goals[CS_SEATS][CS_LINES];
    cs_ai_stats stats;
};

static void *worker(void *arg)
{
    cs_ai_job *job = arg;
    if (job->want_goals)
        cs_ai_choose_goals(&job->params, &job->round, job->goals);
    else
        job->move = cs_ai_choose_move(&job->params, &job->round, &job->board, &job->cancel,
                                      &job->stats);
    atomic_store_explicit(&job->done, 1, memory_order_release);
    return NULL;
}

static cs_ai_job *start(const cs_ai_params *p, const cs_ai_round *r, const cs_board *b,
                        bool want_goals)
{
    cs_ai_job *job = calloc(1, sizeof *job);
    if (!job)
        return NULL;
    job->want_goals = want_goals;
    job->params = *p;
    job->round = *r;
    if (b)
        job->board = *b;
    else
        cs_board_init(&job->board);
    atomic_init(&job->cancel, 0);
    atomic_init(&job->done, 0);
    job->move = (cs_move){0, CS_NO_LOT};
    if (pthread_create(&job->thread, NULL, worker, job) != 0) {
        free(job);
        return NULL;
    }
    return job;
}

cs_ai_job *cs_ai_job_start_move(const cs_ai_params *p, const cs_ai_round *r,
                                const cs_board *b)
{
    return start(p, r, b, false);
}

cs_ai_job *cs_ai_job_start_goals(const cs_ai_params *p, const cs_ai_round *r)
{
    return start(p, r, NULL, true);
}

bool cs_ai_job_poll(const cs_ai_job *job)
{
    return atomic_load_explicit(&((cs_ai_job *)job)->done, memory_order_acquire) != 0;
}

void cs_ai_job_cancel(cs_ai_job *job)
{
    atomic_store_explicit(&job->cancel, 1, memory_order_relaxed);
}

void cs_ai_job_join(cs_ai_job *job, cs_move *move, uint8_t goals[CS_SEATS][CS_LINES],
                    cs_ai_stats *stats)
{
    pthread_join(job->thread, NULL);
    if (move)
        *move = job->move;
    if (goals)
        memcpy(goals, job->goals, sizeof job->goals);
    if (stats)
        *stats = job->stats;
    free(job);
}
