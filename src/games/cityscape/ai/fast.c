/* SPDX-License-Identifier: MIT */
/* fast.c - the compact rollout state, its scorer, random numbers, rollouts
 * and the playout benchmark. */
#define _POSIX_C_SOURCE 200809L
#include "ai_internal.h"

#include <string.h>
#include <time.h>

/* ---- Random numbers. */

uint64_t ai_mix(uint64_t a, uint64_t b)
{
    /* splitmix64 finaliser over a combination of both words. */
    uint64_t z = a * 0x9E3779B97F4A7C15ULL + b + 0x632BE59BD9B4E019ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

void ai_rng_seed(ai_rng *r, uint64_t seed)
{
    r->s = ai_mix(seed, 0x5eed) | 1; /* xorshift state must not be zero */
}

double ai_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

/* ---- Goal sets. */

void ai_goalset_codes(int index, uint8_t codes[CS_LINES])
{
    for (int l = 0; l < CS_LINES; l++) {
        codes[l] = (uint8_t)(1 + index % 6);
        index /= 6;
    }
}

int ai_goalset_index(const uint8_t codes[CS_LINES])
{
    int index = 0;
    for (int l = CS_LINES - 1; l >= 0; l--)
        index = index * 6 + (codes[l] - 1);
    return index;
}

/* ---- State and scoring (lines: cs_line_table, the core's own). */

void ai_state_from_board(ai_state *s, const cs_board *b)
{
    memcpy(s->h, b->height, sizeof s->h);
    memcpy(s->supply, b->supply, sizeof s->supply);
    s->nplaced = b->nplaced;
}

void ai_ctx_init(ai_ctx *c, const cs_ai_round *r)
{
    memset(c, 0, sizeof *c);
    c->nplayers = r->nplayers >= 2 && r->nplayers <= 4 ? r->nplayers : 2;
    c->first = r->first_player % c->nplayers;
    c->me = r->me % c->nplayers;
    for (int seat = 0; seat < CS_SEATS; seat++) {
        int p = r->seat_owner[seat];
        c->seat_owner[seat] = (uint8_t)p;
        if (p < c->nplayers && c->nseats[p] < 2)
            c->seats[p][c->nseats[p]++] = (uint8_t)seat;
        if (p == c->me)
            memcpy(c->goals[seat], r->goals[seat], CS_LINES);
    }
}

void ai_scores(const ai_ctx *c, const uint8_t h[CS_LOTS],
               uint8_t goals[CS_SEATS][CS_LINES], int out[CS_MAX_PLAYERS])
{
    int tallest = ai_tallest(h);
    for (int p = 0; p < CS_MAX_PLAYERS; p++)
        out[p] = 0;
    for (int seat = 0; seat < CS_SEATS; seat++) {
        int p = c->seat_owner[seat];
        if (p < c->nplayers)
            out[p] += ai_seat_score(h, seat, goals[seat], tallest);
    }
}

/* ---- Rollouts. */

/* The unplayed blocks as a list of heights. */
static int remaining_blocks(const ai_state *s, uint8_t out[CS_BLOCKS])
{
    int n = 0;
    for (int h = 1; h <= CS_HEIGHTS; h++)
        for (int k = 0; k < s->supply[h]; k++)
            out[n++] = (uint8_t)h;
    return n;
}

void ai_random_rollout(ai_state *s, ai_rng *rng)
{
    /* Deal the remaining blocks in a random order, each onto a random lot:
     * one 64-bit draw gives both the block and the lot. */
    uint8_t blocks[CS_BLOCKS];
    int n = remaining_blocks(s, blocks);
    for (int i = n; i > 0; i--) {
        uint64_t r = ai_rng_next(rng);
        int j = (int)(((r >> 32) * (uint64_t)i) >> 32);
        int lot = (int)(r & 15);
        uint8_t hgt = blocks[j];
        blocks[j] = blocks[i - 1];
        s->h[lot] = (uint8_t)(s->h[lot] + hgt);
    }
    for (int h = 1; h <= CS_HEIGHTS; h++)
        s->supply[h] = 0;
    s->nplaced = CS_BLOCKS;
}

static int player_score(const ai_ctx *c, const uint8_t h[CS_LOTS],
                        uint8_t goals[CS_SEATS][CS_LINES], int player)
{
    int tallest = ai_tallest(h), s = 0;
    for (int i = 0; i < c->nseats[player]; i++) {
        int seat = c->seats[player][i];
        s += ai_seat_score(h, seat, goals[seat], tallest);
    }
    return s;
}

void ai_policy_rollout(const ai_ctx *c, ai_state *s, uint8_t goals[CS_SEATS][CS_LINES],
                       int samples, ai_rng *rng)
{
    uint8_t blocks[CS_BLOCKS];
    int n = remaining_blocks(s, blocks);
    while (n > 0) {
        int mover = ai_ctx_mover(c, s->nplaced);
        int best_j = 0, best_lot = 0, best = -1;
        for (int k = 0; k < samples; k++) {
            uint64_t r = ai_rng_next(rng);
            int j = (int)(((r >> 32) * (uint64_t)n) >> 32);
            int lot = (int)(r & 15);
            s->h[lot] = (uint8_t)(s->h[lot] + blocks[j]);
            int v = player_score(c, s->h, goals, mover);
            s->h[lot] = (uint8_t)(s->h[lot] - blocks[j]);
            if (v > best) {
                best = v;
                best_j = j;
                best_lot = lot;
            }
        }
        s->h[best_lot] = (uint8_t)(s->h[best_lot] + blocks[best_j]);
        s->supply[blocks[best_j]]--;
        s->nplaced++;
        blocks[best_j] = blocks[--n];
    }
}

/* ---- Benchmark. */

uint64_t cs_ai_bench_playouts(double seconds, double *elapsed_s)
{
    ai_rng rng;
    ai_rng_seed(&rng, 1);
    cs_board empty;
    cs_board_init(&empty);
    ai_state start;
    ai_state_from_board(&start, &empty);
    uint8_t goals[CS_SEATS][CS_LINES];
    for (int seat = 0; seat < CS_SEATS; seat++)
        ai_goalset_codes((int)ai_rng_below(&rng, AI_GOALSETS), goals[seat]);
    double t0 = ai_now_ms(), t1 = t0;
    uint64_t count = 0;
    volatile int sink = 0;
    while (t1 - t0 < seconds * 1000.0) {
        for (int i = 0; i < 4096; i++) {
            ai_state s = start;
            ai_random_rollout(&s, &rng);
            int tallest = ai_tallest(s.h), total = 0;
            for (int seat = 0; seat < CS_SEATS; seat++)
                total += ai_seat_score(s.h, seat, goals[seat], tallest);
            sink += total;
        }
        count += 4096;
        t1 = ai_now_ms();
    }
    (void)sink;
    if (elapsed_s)
        *elapsed_s = (t1 - t0) / 1000.0;
    return count;
}
