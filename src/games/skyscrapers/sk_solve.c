/* SPDX-License-Identifier: MIT */
/* sk_solve.c - best reachable score by iterated beam search.
 *
 * Why a beam: a deal has a huge, mostly reversible space (slides undo each
 * other) but few irreversible choices (each stack is for good), so depth-
 * first search drowns in slides while a breadth-wise beam keeps many
 * different cities alive at once. Each round runs a beam of width W from
 * the start, keeping at each depth the W best new positions by a guide (the
 * score plus an optimistic bound on what each suit can still add; ties
 * broken by a seeded hash, so equal cities are sampled fairly); W doubles
 * every round (8, 16, ...) until the clock, the node budget or cancel says
 * stop. A transposition table keyed by a 64-bit hash of the board (lossy,
 * direct mapped) keeps a round from revisiting positions. The best position
 * ever seen and the moves to it are the answer; wider beams only improve
 * on it. The search allocates its own memory, outside the rules core. */
#define _POSIX_C_SOURCE 200809L
#include "sk_solve.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

/* TT_BITS: table slots (8 MiB). SK_SOLVE_CHILDREN: children kept per beam
 * entry on average (most positions have 5-20 moves). */
enum { TT_BITS = 20, SK_SOLVE_CHILDREN = 24 };

typedef struct {
    sk_board board;
    int eval;
    int32_t node;       /* index into the path arena */
} beam_entry;

typedef struct {
    int32_t parent;
    sk_move move;
} path_node;

typedef struct {
    const sk_solve_limits *lim;
    struct timespec t0;
    uint64_t nodes;
    bool stopped;
    uint64_t *tt;
    path_node *arena;
    size_t narena, arena_cap;
} search;

static uint64_t mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* FNV-1a over the board's bytes (unused bytes are zero by the core's rule),
 * then a final mix. Never 0, which marks an empty table slot. */
static uint64_t board_hash(const sk_board *b)
{
    const unsigned char *p = (const unsigned char *)b;
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < sizeof *b; i++)
        h = (h ^ p[i]) * 0x100000001b3ull;
    h = mix64(h);
    return h ? h : 1;
}

static double elapsed_ms(const search *s)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)(t.tv_sec - s->t0.tv_sec) * 1e3 + (double)(t.tv_nsec - s->t0.tv_nsec) / 1e6;
}

static bool should_stop(search *s)
{
    const sk_solve_limits *lim = s->lim;
    if (s->stopped)
        return true;
    if ((lim->cancel && *lim->cancel) || (lim->max_nodes && s->nodes >= lim->max_nodes) ||
        (lim->budget_ms && elapsed_ms(s) >= lim->budget_ms))
        s->stopped = true;
    return s->stopped;
}

static int32_t arena_push(search *s, int32_t parent, sk_move m)
{
    if (s->narena == s->arena_cap) {
        size_t cap = s->arena_cap ? 2 * s->arena_cap : 4096;
        path_node *a = realloc(s->arena, cap * sizeof *a);
        if (!a)
            return -1;
        s->arena = a;
        s->arena_cap = cap;
    }
    s->arena[s->narena] = (path_node){parent, m};
    return (int32_t)s->narena++;
}

/* True the first time a round meets this position. */
static bool tt_first_visit(search *s, const sk_board *b)
{
    uint64_t h = board_hash(b);
    uint64_t *slot = &s->tt[h & ((1u << TT_BITS) - 1)];
    if (*slot == h)
        return false;
    *slot = h;
    return true;
}

typedef struct {
    int eval;
    int32_t index;
} ranked;

static int cmp_rank_desc(const void *a, const void *b)
{
    int x = ((const ranked *)a)->eval, y = ((const ranked *)b)->eval;
    return (x < y) - (x > y);
}

static void record_path(const search *s, int32_t node, sk_solution *out)
{
    int n = 0;
    for (int32_t i = node; i > 0 && n < SK_SOLVE_MAX_PATH; i = s->arena[i].parent)
        n++;
    out->nmoves = n;
    for (int32_t i = node; i > 0; i = s->arena[i].parent)
        out->moves[--n] = s->arena[i].move;
}

/* The search's guide, in 1/16 points: the score now plus what each suit
 * could still add. A suit's biggest stack without a pawn could take every
 * single tile of the suit still out (an optimistic bound), and more if the
 * suit's pawn is still free to crown it; a suit split over several stacks
 * loses some, as stacks never merge. Ranking by the score alone builds
 * many small stacks early and scores about half as much (the weights were
 * measured: docs/games/skyscrapers.md). */
enum { GAIN_WEIGHT = 12, CROWN_WEIGHT = 6, SPLIT_PENALTY = 48 };

static int guide(const sk_board *b)
{
    int stacks[SK_SUITS] = {0}, biggest[SK_SUITS] = {0}, singles[SK_SUITS] = {0};
    bool free_pawn[SK_SUITS] = {false};
    for (int sq = 0; sq < SK_SQUARES; sq++) {
        const sk_square *s = &b->sq[sq];
        if (s->pawn != SK_NONE && s->ntiles < 2)
            free_pawn[s->pawn] = true;
        if (!s->ntiles)
            continue;
        int suit = sk_tile_suit(s->tile[0]);
        if (s->ntiles == 1)
            singles[suit]++;
        else if (++stacks[suit] && s->pawn == SK_NONE && s->ntiles > biggest[suit])
            biggest[suit] = s->ntiles;
    }
    int h = 16 * sk_score_board(b, NULL);
    for (int suit = 0; suit < SK_SUITS; suit++) {
        if (stacks[suit] > 1)
            h -= SPLIT_PENALTY * (stacks[suit] - 1);
        if (!biggest[suit])
            continue;
        int full = sk_stack_points(biggest[suit] + singles[suit], false);
        h += GAIN_WEIGHT * (full - sk_stack_points(biggest[suit], false));
        if (free_pawn[suit])
            h += CROWN_WEIGHT * full;
    }
    return h;
}

/* The guide first; the low bits break ties by a seeded hash. */
static int evaluate(const sk_board *b, uint64_t seed)
{
    return guide(b) * 1024 + (int)(mix64(board_hash(b) ^ seed) & 1023);
}

/* Buffers of one round: the beam, its children and their ranking. */
typedef struct {
    beam_entry *cur, *next;
    ranked *rank;
    int width, cap;   /* cap: children kept per depth */
} beam_bufs;

/* Expands every entry of the beam into b->next; returns the child count. */
static int expand(search *s, beam_bufs *bb, int ncur, sk_solution *out, bool *oom)
{
    sk_move moves[SK_MAX_MOVES];
    int nnext = 0;
    for (int i = 0; i < ncur && nnext < bb->cap; i++) {
        if ((s->nodes & 1023) == 0 && should_stop(s))
            break;
        s->nodes++;
        int n = sk_legal_moves(&bb->cur[i].board, moves);
        for (int k = 0; k < n && nnext < bb->cap; k++) {
            beam_entry *e = &bb->next[nnext];
            e->board = bb->cur[i].board;
            sk_apply(&e->board, moves[k]);
            if (!tt_first_visit(s, &e->board))
                continue;
            e->node = arena_push(s, bb->cur[i].node, moves[k]);
            if (e->node < 0) {
                *oom = true;
                return nnext;
            }
            e->eval = evaluate(&e->board, s->lim->seed);
            int score = sk_score_board(&e->board, NULL);
            if (score > out->best_score) {
                out->best_score = score;
                record_path(s, e->node, out);
            }
            bb->rank[nnext] = (ranked){e->eval, nnext};
            nnext++;
        }
    }
    return nnext;
}

/* One beam of width bb->width from the start. Returns false if memory ran out. */
static bool beam_round(search *s, const sk_board *start, beam_bufs *bb, sk_solution *out)
{
    memset(s->tt, 0, sizeof(uint64_t) << TT_BITS);
    s->narena = 0;
    if (arena_push(s, -1, (sk_move){0, 0, 0}) < 0)
        return false;
    int ncur = 1;
    bb->cur[0] = (beam_entry){*start, 0, 0};
    tt_first_visit(s, start);
    bool oom = false;
    for (int depth = 0; depth < SK_SOLVE_MAX_PATH && ncur > 0 && !s->stopped; depth++) {
        int nnext = expand(s, bb, ncur, out, &oom);
        if (oom)
            return false;
        qsort(bb->rank, (size_t)nnext, sizeof *bb->rank, cmp_rank_desc);
        ncur = nnext < bb->width ? nnext : bb->width;
        for (int i = 0; i < ncur; i++)
            bb->cur[i] = bb->next[bb->rank[i].index];
    }
    return true;
}

int sk_solve(const sk_board *start, const sk_solve_limits *lim, sk_solution *out)
{
    memset(out, 0, sizeof *out);
    out->start_score = out->best_score = sk_score_board(start, NULL);
    search s = {.lim = lim};
    clock_gettime(CLOCK_MONOTONIC, &s.t0);
    s.tt = malloc(sizeof(uint64_t) << TT_BITS);
    int rc = s.tt ? 0 : -1;
    beam_bufs bb = {0};
    for (int width = 8; rc == 0 && width <= SK_SOLVE_MAX_WIDTH && !should_stop(&s); width *= 2) {
        free(bb.cur);
        free(bb.next);
        free(bb.rank);
        bb.width = width;
        bb.cap = width * SK_SOLVE_CHILDREN;
        bb.cur = malloc((size_t)width * sizeof *bb.cur);
        bb.next = malloc((size_t)bb.cap * sizeof *bb.next);
        bb.rank = malloc((size_t)bb.cap * sizeof *bb.rank);
        if (!bb.cur || !bb.next || !bb.rank || !beam_round(&s, start, &bb, out))
            rc = -1;
        else if (!s.stopped)
            out->width = width;
    }
    out->nodes = s.nodes;
    out->stopped = s.stopped;
    free(bb.cur);
    free(bb.next);
    free(bb.rank);
    free(s.arena);
    free(s.tt);
    return rc;
}
