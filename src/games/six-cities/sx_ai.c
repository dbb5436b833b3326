/* SPDX-License-Identifier: MIT */
/* sx_ai.c - the computer players. They are given the view of their player
 * (sx_redact) and redact it again themselves, so they cannot use what they
 * must not know even when handed a full state.
 *
 *   easy    a legal move at random.
 *   medium  greedy: the placement that most improves "my points if the round
 *           were scored now, less the best opponent's"; blocks chosen in
 *           proportion to what is left (2 players: the most floors).
 *   hard    determinized Monte Carlo: each iteration deals the unseen cards
 *           anew (sx_determinize), and the best placements by medium's
 *           measure are each played out to the end of the round by an
 *           epsilon-greedy policy; the highest mean margin wins. Blocks are
 *           chosen as medium chooses them.
 */
#define _POSIX_C_SOURCE 200809L
#include "sx_internal.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

enum {
    HARD_DEFAULT_ITERATIONS = 480, /* rollouts per move when no clock is given */
    HARD_CANDIDATES = 12,
    ROLLOUT_RANDOM_PERCENT = 20,
    MAX_PLACEMENTS = SX_HAND * SX_CITIES * 2 * SX_MAX_FLOORS,
};

/* ---- A quick scorer: "the round scored now", updated per placement. */

typedef struct {
    int8_t nb[SX_CITIES][SX_COLOURS];
    int16_t height[SX_SITES];
    int maxh, nmax, tall_site;
    int now[SX_COLOURS];
} sx_quick;

static int city_major(const int8_t nb[SX_COLOURS])
{
    int best = -1, n = 0, ties = 0;
    for (int c = 0; c < SX_COLOURS; c++)
        if (nb[c] > n) {
            n = nb[c];
            best = c;
            ties = 0;
        } else if (nb[c] == n && n > 0) {
            ties++;
        }
    return ties ? -1 : best;
}

static void quick_init(sx_quick *q, const sx_board *b)
{
    memset(q, 0, sizeof *q);
    q->tall_site = -1;
    for (int s = 0; s < SX_SITES; s++) {
        q->height[s] = (int16_t)sx_site_height(b, s);
        if (b->owner[s] >= 0) {
            q->nb[s / 9][b->owner[s]]++;
            q->now[b->owner[s]]++;
        }
        if (q->height[s] > q->maxh) {
            q->maxh = q->height[s];
            q->nmax = 1;
            q->tall_site = s;
        } else if (q->height[s] == q->maxh && q->maxh > 0) {
            q->nmax++;
        }
    }
    for (int city = 0; city < SX_CITIES; city++) {
        int m = city_major(q->nb[city]);
        if (m >= 0)
            q->now[m] += 2;
    }
    if (q->nmax == 1)
        q->now[b->owner[q->tall_site]] += 3;
}

/* Points per colour after a block of `colour` with `floors` goes on `site`
 * whose owner is `owner` (the tallest building's owner is `tall_owner`). */
static void quick_after(const sx_quick *q, int owner, int tall_owner, int colour,
                        int floors, int site, int out[SX_COLOURS])
{
    memcpy(out, q->now, sizeof q->now);
    int city = site / 9;
    if (owner != colour) {
        int8_t nb[SX_COLOURS];
        memcpy(nb, q->nb[city], sizeof nb);
        int before = city_major(nb);
        nb[colour]++;
        out[colour]++;
        if (owner >= 0) {
            nb[owner]--;
            out[owner]--;
        }
        int after = city_major(nb);
        if (before >= 0)
            out[before] -= 2;
        if (after >= 0)
            out[after] += 2;
    }
    int h = q->height[site] + floors;
    if (q->nmax == 1)
        out[tall_owner] -= 3;
    if (h > q->maxh || (h == q->maxh && q->nmax == 1 && q->tall_site == site))
        out[colour] += 3;
    else if (h < q->maxh && q->nmax == 1)
        out[q->tall_site == site ? colour : tall_owner] += 3;
}

/* My points less the best opponent's, from points per colour. */
static int margin(const sx_state *s, int player, const int pts[SX_COLOURS])
{
    int per[SX_MAX_PLAYERS] = {0};
    for (int c = 0; c < SX_COLOURS; c++) {
        int p = sx_colour_player(s, c);
        if (p >= 0)
            per[p] += pts[c];
    }
    int best = -1000000;
    for (int p = 0; p < s->nplayers; p++)
        if (p != player && per[p] > best)
            best = per[p];
    return per[player] - best;
}

typedef struct {
    int card, city, colour, floors, value;
} sx_place;

/* Every legal placement of the player with its greedy value; returns the count. */
static int placements(const sx_state *s, int player, sx_place out[MAX_PLACEMENTS])
{
    sx_quick q;
    quick_init(&q, &s->board);
    int cols[2], ncols = sx_player_colours(s, player, cols), n = 0;
    sx_seat seat = (sx_seat)sx_player_seat(s, player);
    int tall_owner = q.nmax == 1 ? s->board.owner[q.tall_site] : -1;
    for (int card = 1; card <= SX_CARD_KINDS; card++) {
        if (!s->hand[player][card])
            continue;
        int in_city = sx_card_site(seat, card);
        for (int city = 0; city < SX_CITIES; city++)
            for (int i = 0; i < ncols; i++)
                for (int f = 1; f <= SX_MAX_FLOORS; f++) {
                    int site = city * 9 + in_city;
                    if (!s->aside[cols[i]][f] ||
                        sx_check_place(&s->board, cols[i], f, site, card, seat, NULL))
                        continue;
                    int pts[SX_COLOURS];
                    quick_after(&q, s->board.owner[site], tall_owner, cols[i], f, site, pts);
                    sx_place pl = {card, city + 1, cols[i], f, margin(s, player, pts)};
                    out[n++] = pl;
                }
    }
    return n;
}

static void place_text(const sx_place *p, char move[EG_MOVE_MAX])
{
    snprintf(move, EG_MOVE_MAX, "%d%d%c%d", p->card, p->city, sx_colour_char(p->colour),
             p->floors);
}

/* The best by value, ties broken at random. */
static int greedy_pick(const sx_place *pl, int n, eg_rng *rng)
{
    int best = 0, ties = 1;
    for (int i = 1; i < n; i++) {
        if (pl[i].value > pl[best].value) {
            best = i;
            ties = 1;
        } else if (pl[i].value == pl[best].value && eg_rng_below(rng, (uint32_t)++ties) == 0) {
            best = i;
        }
    }
    return best;
}

/* ---- Choosing blocks. */

static void choose_colour(const sx_state *s, int colour, bool most_floors, char *out)
{
    int k = sx_choice_left(s, colour), left = 0, take[SX_MAX_FLOORS + 1] = {0};
    uint8_t sup[SX_MAX_FLOORS + 1];
    memcpy(sup, s->supply[colour], sizeof sup);
    for (int f = 1; f <= SX_MAX_FLOORS; f++)
        left += sup[f];
    for (int j = 0; j < k; j++) {
        /* Most floors first; or the size furthest behind its fair share. */
        int best = -1;
        long best_key = -1;
        for (int f = SX_MAX_FLOORS; f >= 1; f--) {
            if (take[f] >= sup[f])
                continue;
            long key = most_floors ? f : (long)sup[f] * k * 100 / (left ? left : 1) - take[f] * 100;
            if (key > best_key) {
                best_key = key;
                best = f;
            }
        }
        take[best]++;
    }
    for (int f = 1; f <= SX_MAX_FLOORS; f++)
        for (int j = 0; j < take[f]; j++) {
            *out++ = sx_colour_char(colour);
            *out++ = (char)('0' + f);
        }
    *out = '\0';
}

static void medium_choice(const sx_state *s, int player, char move[EG_MOVE_MAX])
{
    int cols[2], n = sx_player_colours(s, player, cols);
    char *p = move;
    for (int i = 0; i < n; i++) {
        choose_colour(s, cols[i], s->nplayers == 2, p);
        p += strlen(p);
    }
}

/* ---- Hard: determinized rollouts to the end of the round. */

static int rollout(sx_state *w, int player, eg_rng *rng)
{
    sx_place pl[MAX_PLACEMENTS];
    for (int guard = 0; guard < 4096 && w->phase == SX_PHASE_BUILD; guard++) {
        int p = w->turn, n = placements(w, p, pl);
        char move[EG_MOVE_MAX];
        if (n > 0) {
            int i = eg_rng_below(rng, 100) < ROLLOUT_RANDOM_PERCENT
                        ? (int)eg_rng_below(rng, (uint32_t)n)
                        : greedy_pick(pl, n, rng);
            place_text(&pl[i], move);
        } else {
            char legal[SX_CARD_KINDS][EG_MOVE_MAX];
            if (sx_legal_moves(w, p, legal, SX_CARD_KINDS) == 0)
                break;
            memcpy(move, legal[0], EG_MOVE_MAX);
        }
        unsigned fl = 0;
        if (sx_execute(w, p, move, &fl, NULL) != SX_OK || (fl & EG_MOVE_ENDS_ROUND))
            break;
    }
    int pts[SX_COLOURS];
    for (int c = 0; c < SX_COLOURS; c++)
        pts[c] = w->score[c];
    if (w->phase == SX_PHASE_BUILD) { /* cut short: count the board as if scored */
        sx_scoring sc;
        sx_score_board(&w->board, &sc);
        for (int c = 0; c < SX_COLOURS; c++)
            pts[c] += sc.colour[c].total;
    }
    return margin(w, player, pts);
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

static int cmp_value_desc(const sx_place *a, const sx_place *b) { return b->value - a->value; }

/* Keeps the best `k` by greedy value at the front (a few dozen: insertion). */
static int top_candidates(sx_place *pl, int n, int k)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && cmp_value_desc(&pl[j - 1], &pl[j]) > 0; j--) {
            sx_place t = pl[j];
            pl[j] = pl[j - 1];
            pl[j - 1] = t;
        }
    return n < k ? n : k;
}

static void hard_place(const sx_state *view, int player, const eg_ai_request *req,
                       sx_place *pl, int n, eg_rng *rng, char move[EG_MOVE_MAX])
{
    int k = top_candidates(pl, n, HARD_CANDIDATES);
    long total[HARD_CANDIDATES] = {0};
    uint32_t budget_iters = req->iterations ? req->iterations
                            : req->budget_ms  ? 0
                                              : HARD_DEFAULT_ITERATIONS;
    double deadline = req->budget_ms ? now_ms() + req->budget_ms : 0;
    uint32_t done = 0;
    while (k > 1) {
        if (budget_iters ? done >= budget_iters : now_ms() >= deadline)
            break;
        if (req->cancel && *req->cancel)
            break;
        sx_state world;
        sx_determinize(view, player, eg_rng_next(rng), &world);
        uint64_t rollout_seed = eg_rng_next(rng);
        for (int i = 0; i < k; i++) { /* the same world and dice for each candidate */
            sx_state w = world;
            char m[EG_MOVE_MAX];
            place_text(&pl[i], m);
            if (sx_execute(&w, player, m, NULL, NULL) != SX_OK)
                continue;
            eg_rng r;
            eg_rng_seed(&r, rollout_seed);
            total[i] += rollout(&w, player, &r);
        }
        done += (uint32_t)k;
    }
    int best = 0;
    for (int i = 1; i < k; i++)
        if (total[i] > total[best])
            best = i;
    place_text(&pl[best], move);
}

/* ---- Easy. */

/* Each block drawn at random from what the supply still has. */
static void random_choice(const sx_state *s, int player, eg_rng *rng, char move[EG_MOVE_MAX])
{
    int cols[2], n = sx_player_colours(s, player, cols);
    char *out = move;
    for (int i = 0; i < n; i++) {
        int c = cols[i], take[SX_MAX_FLOORS + 1] = {0}, left = 0;
        uint8_t sup[SX_MAX_FLOORS + 1];
        memcpy(sup, s->supply[c], sizeof sup);
        for (int f = 1; f <= SX_MAX_FLOORS; f++)
            left += sup[f];
        for (int j = sx_choice_left(s, c); j > 0; j--, left--) {
            int pick = (int)eg_rng_below(rng, (uint32_t)left), f = 1;
            while (pick >= sup[f])
                pick -= sup[f++];
            sup[f]--;
            take[f]++;
        }
        for (int f = 1; f <= SX_MAX_FLOORS; f++)
            for (int j = 0; j < take[f]; j++) {
                *out++ = sx_colour_char(c);
                *out++ = (char)('0' + f);
            }
    }
    *out = '\0';
}

/* ---- The entry point. */

int sx_ai_choose(const sx_state *view_in, int player, const eg_ai_request *req,
                 char move[EG_MOVE_MAX], eg_error *err)
{
    sx_state view;
    sx_redact(view_in, player, &view);
    if (player < 0 || player >= view.nplayers || !(sx_to_act(&view) & (1u << player)))
        return eg_error_set(err, SX_E_NOT_YOUR_TURN, 0, "player %d is not to act",
                            player + 1);
    if (req->level < 0 || req->level >= SX_AI_LEVELS)
        return eg_error_set(err, SX_E_BAD_PARAM, 0, "level %d: Six Cities has levels 0-%d",
                            req->level, SX_AI_LEVELS - 1);
    eg_rng rng;
    eg_rng_seed(&rng, req->seed ^ ((uint64_t)player << 56) ^ 0x5378u);
    if (view.phase == SX_PHASE_CHOOSE) {
        if (req->level == SX_AI_EASY)
            random_choice(&view, player, &rng, move);
        else
            medium_choice(&view, player, move);
        return SX_OK;
    }
    sx_place pl[MAX_PLACEMENTS];
    int n = placements(&view, player, pl);
    if (n == 0) { /* discard and draw, or pass: any will do */
        char legal[SX_CARD_KINDS][EG_MOVE_MAX];
        int nl = sx_legal_moves(&view, player, legal, SX_CARD_KINDS);
        if (nl == 0)
            return eg_error_set(err, SX_E_NOT_YOUR_TURN, 0, "no legal move");
        memcpy(move, legal[eg_rng_below(&rng, (uint32_t)nl)], EG_MOVE_MAX);
        return SX_OK;
    }
    if (req->level == SX_AI_EASY)
        place_text(&pl[eg_rng_below(&rng, (uint32_t)n)], move);
    else if (req->level == SX_AI_MEDIUM)
        place_text(&pl[greedy_pick(pl, n, &rng)], move);
    else
        hard_place(&view, player, req, pl, n, &rng, move);
    return SX_OK;
}
