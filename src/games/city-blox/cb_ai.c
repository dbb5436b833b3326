/* SPDX-License-Identifier: MIT */
/* cb_ai.c - computer players. Both build towards their cut-outs:
 *   Medium keeps every plot on a fewest-brick path (exact search of what is
 *   left, cb_fewest_fill), selects piles of the sizes it needs, mends a plot
 *   that went wrong, and plays events against the leader and for itself.
 *   Easy puts a brick anywhere it fits inside a cut-out, selects and takes
 *   at random, and plays events at random.
 * At Levels 2 and 2B both follow the card's stored two-level fill (a plan
 * with its hidden knobs), first-level bricks first. */
#include "cb_internal.h"

#include <stdio.h>
#include <string.h>

enum { AI_EASY = 0, AI_MEDIUM = 1, BIG = 1000 };

typedef struct {
    const cb_state *s;
    int me, level;
    eg_rng rng;
} ai;

static bool two_levels(const cb_state *s) { return s->p.level >= CB_LEVEL_2; }

/* ---- What a plot still needs. */

/* Level 2: index of a brick of the plot that is not in the card's plan. */
static int off_plan(const cb_state *s, int player, int q)
{
    const cb_card *c = &cb_cards[s->card[player][q]];
    for (int i = 0; i < s->nplaced; i++) {
        if (s->placed[i].plot != cb_plot_id(player, q))
            continue;
        bool in = false;
        for (int j = 0; j < c->nfill2 && !in; j++)
            in = memcmp(&c->fill2[j], &s->placed[i].b, sizeof(cb_brick)) == 0;
        if (!in)
            return i;
    }
    return -1;
}

/* Level 1: a brick outside the cut-out or on a second level. */
static int misplaced(const cb_state *s, int player, int q)
{
    if (two_levels(s))
        return off_plan(s, player, q);
    uint64_t cut = cb_cards[s->card[player][q]].cutout;
    for (int i = 0; i < s->nplaced; i++)
        if (s->placed[i].plot == cb_plot_id(player, q) &&
            ((cb_brick_mask(s->placed[i].b) & ~cut) || s->placed[i].b.level == 2))
            return i;
    return -1;
}

static uint64_t left_to_cover(const cb_state *s, int player, int q)
{
    return cb_cards[s->card[player][q]].cutout & ~cb_plot_cover(s, player, q, 0);
}

/* Bricks still needed on plot q (BIG when it needs mending first). */
static int plot_need(const cb_state *s, int player, int q)
{
    if (!cb_plot_unfinished(s, player, q))
        return 0;
    if (misplaced(s, player, q) >= 0)
        return BIG;
    if (two_levels(s)) { /* every brick is on the plan: the rest of it */
        int on = 0;
        for (int i = 0; i < s->nplaced; i++)
            on += s->placed[i].plot == cb_plot_id(player, q);
        return cb_cards[s->card[player][q]].nfill2 - on;
    }
    int n = cb_fewest_fill(left_to_cover(s, player, q), (1u << CB_KINDS) - 1, NULL, NULL);
    return n < 0 ? BIG : n;
}

static int player_need(const cb_state *s, int player)
{
    int n = 0;
    for (int q = 0; q < CB_PLOTS; q++)
        n += plot_need(s, player, q) >= BIG ? 8 : plot_need(s, player, q);
    return n;
}

/* How good it is to put brick b on plot q: 2 on a fewest path (or the plan),
 * 1 inside the cut-out, 0 never. */
static int spot_value(const cb_state *s, int player, int q, cb_brick b, bool smart, int before)
{
    int id = cb_plot_id(player, q);
    if (!cb_plot_unfinished(s, player, q) || cb_placement_check(s, id, b, -1, "", NULL))
        return 0;
    if (two_levels(s)) {
        const cb_card *c = &cb_cards[s->card[player][q]];
        for (int j = 0; j < c->nfill2; j++)
            if (memcmp(&c->fill2[j], &b, sizeof b) == 0)
                return 2;
        return 0;
    }
    uint64_t left = left_to_cover(s, player, q), m = cb_brick_mask(b);
    if (b.level != 1 || (m & ~left) || misplaced(s, player, q) >= 0)
        return 0;
    if (!smart)
        return 1;
    int after = cb_fewest_fill(left & ~m, (1u << CB_KINDS) - 1, NULL, NULL);
    return after >= 0 && after == before - 1 ? 2 : 1;
}

/* The best spot for a brick of `kind`; value 0 when none. */
static int best_spot(ai *a, int kind, int *plot, cb_brick *best, bool smart)
{
    int bestv = 0, ties = 0;
    for (int q = 0; q < CB_PLOTS; q++) {
        if (!cb_plot_unfinished(a->s, a->me, q))
            continue;
        /* Bricks the plot needs now: a spot is on a fewest path when it
         * leaves one fewer. */
        int before = smart && !two_levels(a->s) ? plot_need(a->s, a->me, q) : 0;
        for (int sh = 0; sh < CB_SHAPES; sh++) {
            if (cb_shape_kind(sh) != kind)
                continue;
            for (int c = 0; c < CB_CELLS; c++)
                for (int lv = 1; lv <= (two_levels(a->s) ? 2 : 1); lv++) {
                    cb_brick b = {(uint8_t)sh, (uint8_t)c, (uint8_t)lv};
                    if (cb_brick_mask(b) == 0)
                        continue;
                    int v = spot_value(a->s, a->me, q, b, smart, before);
                    if (v == 0 || v < bestv)
                        continue;
                    ties = v > bestv ? 1 : ties + 1;
                    bestv = v;
                    if (eg_rng_below(&a->rng, (uint32_t)ties) == 0) {
                        *plot = q;
                        *best = b;
                    }
                }
        }
    }
    return bestv;
}

static int kind_value(ai *a, int kind, bool smart)
{
    int q;
    cb_brick b;
    return best_spot(a, kind, &q, &b, smart);
}

/* ---- Choices. */

/* Moves always fit (EG_MOVE_MAX); this only keeps the compiler sure. */
static void put(char move[EG_MOVE_MAX], const char *text)
{
    size_t n = strlen(text);
    n = n < EG_MOVE_MAX - 1 ? n : EG_MOVE_MAX - 1;
    memcpy(move, text, n);
    move[n] = '\0';
}

static void say(char move[EG_MOVE_MAX], const char *word, const cb_state *s, int player, int q,
                cb_brick b)
{
    char name[16], bt[24];
    cb_plot_name(s, player, q, name);
    cb_brick_format(b, bt, sizeof bt);
    snprintf(move, EG_MOVE_MAX, "%s:%s:%s", word, name, bt);
}

/* The brick player can best spare: a misplaced one, else one of the plot
 * that needs most, smallest first. Index or -1. */
static int cheapest_brick(const cb_state *s, int player, int only_plot, int only_kind,
                          bool red_green)
{
    int best = -1, bestscore = -BIG * 100;
    for (int i = 0; i < s->nplaced; i++) {
        int pl = s->placed[i].plot / CB_PLOTS, q = s->placed[i].plot % CB_PLOTS;
        int k = cb_shape_kind(s->placed[i].b.shape);
        if (pl != player || !cb_plot_unfinished(s, pl, q) || (only_plot >= 0 && q != only_plot) ||
            (only_kind >= 0 && k != only_kind) || (red_green && k != CB_2X3 && k != CB_2X4) ||
            !cb_removable(s, i))
            continue;
        int score = (misplaced(s, player, q) == i ? BIG : 0) + plot_need(s, player, q) % BIG * 10 -
                    cb_kind_studs(k);
        if (score > bestscore) {
            bestscore = score;
            best = i;
        }
    }
    return best;
}

static int leader(const cb_state *s, int me, bool weakest)
{
    int best = -1, bestv = 0;
    for (int q = 0; q < s->p.nplayers; q++) {
        if (q == me || !cb_player_active(s, q))
            continue;
        int v = player_need(s, q) * (weakest ? -1 : 1);
        if (best < 0 || v < bestv) {
            best = q;
            bestv = v;
        }
    }
    return best;
}

static void choose_pile(ai *a, char move[EG_MOVE_MAX], bool smart)
{
    int want = cb_pile_size_needed(a->s), val[CB_KINDS], n = 0;
    unsigned set = 0;
    for (int k = 0; k < CB_KINDS; k++)
        val[k] = a->s->supply[k] ? (smart ? kind_value(a, k, true) * 10 : 0) +
                                       (int)eg_rng_below(&a->rng, 10)
                                 : -1;
    for (int k = 0; k < CB_KINDS; k++)
        if (a->s->pile[k]) { /* chosen already (the table adds one size a click) */
            val[k] = -1;
            n++;
        }
    for (; n < want; n++) {
        int b = -1;
        for (int k = 0; k < CB_KINDS; k++)
            if (!(set & (1u << k)) && val[k] >= 0 && (b < 0 || val[k] > val[b]))
                b = k;
        set |= 1u << b;
    }
    strcpy(move, "pile:");
    for (int k = 0; k < CB_KINDS; k++)
        if (set & (1u << k)) {
            strcat(move, cb_kind_name(k));
            strcat(move, ",");
        }
    move[strlen(move) - 1] = '\0';
}

static void choose_pick(ai *a, char move[EG_MOVE_MAX], bool smart)
{
    const cb_state *s = a->s;
    for (int q = 0; q < CB_PLOTS; q++)
        if (cb_plot_unfinished(s, a->me, q) && misplaced(s, a->me, q) >= 0 &&
            (smart || eg_rng_below(&a->rng, 2))) {
            char name[16];
            cb_plot_name(s, a->me, q, name);
            snprintf(move, EG_MOVE_MAX, "mend:%s", name);
            return;
        }
    int best = -1, bestv = -1;
    for (int k = 0; k < CB_KINDS; k++) {
        if (!s->pile[k])
            continue;
        int v = smart ? kind_value(a, k, true) * 16 + (int)eg_rng_below(&a->rng, 16)
                      : (int)eg_rng_below(&a->rng, 16);
        if (v > bestv) {
            bestv = v;
            best = k;
        }
    }
    if (best >= 0) {
        snprintf(move, EG_MOVE_MAX, "take:%s", cb_kind_name(best));
        return;
    }
    for (int q = 0; q < CB_PLOTS; q++)
        if (cb_plot_unfinished(s, a->me, q)) {
            char name[16];
            cb_plot_name(s, a->me, q, name);
            snprintf(move, EG_MOVE_MAX, "mend:%s", name); /* an empty pile: pass */
            return;
        }
}

static void choose_lay(ai *a, char move[EG_MOVE_MAX])
{
    const cb_state *s = a->s;
    strcpy(move, "end");
    for (int q = 0; q < CB_PLOTS; q++) {
        if (!cb_plot_unfinished(s, a->me, q))
            continue;
        cb_brick b[CB_BRICKS];
        int n = cb_plot_bricks(s, a->me, q, b);
        cb_verdict v;
        cb_judge(cb_cards[s->card[a->me][q]].cutout, b, n, s->p.level, cb_card_kind_of(s, a->me, q),
                 &v);
        if (v.complete) {
            char name[16];
            cb_plot_name(s, a->me, q, name);
            snprintf(move, EG_MOVE_MAX, "lay:%s", name);
            return;
        }
    }
}

static void choose_mend(ai *a, char move[EG_MOVE_MAX])
{
    int i = misplaced(a->s, a->me, a->s->mend_plot);
    if (i >= 0 && cb_removable(a->s, i)) {
        char bt[24];
        cb_brick_format(a->s->placed[i].b, bt, sizeof bt);
        snprintf(move, EG_MOVE_MAX, "back:%s", bt);
        return;
    }
    if (i >= 0) { /* a second-level brick rests on it: that goes first */
        int j = cheapest_brick(a->s, a->me, a->s->mend_plot, -1, false);
        if (j >= 0 && a->s->placed[j].b.level == 2) {
            char bt[24];
            cb_brick_format(a->s->placed[j].b, bt, sizeof bt);
            snprintf(move, EG_MOVE_MAX, "back:%s", bt);
            return;
        }
    }
    strcpy(move, "done");
}

static void choose_task(ai *a, char move[EG_MOVE_MAX], bool smart)
{
    const cb_state *s = a->s;
    const cb_task *t = &s->tasks[0];
    int q, i;
    cb_brick b;
    switch (t->kind) {
    case CB_T_PLACE:
        if (best_spot(a, t->arg, &q, &b, smart))
            say(move, "place", s, a->me, q, b);
        else
            strcpy(move, "return");
        return;
    case CB_T_GAIN: {
        int best = -1, bestv = -1;
        for (int k = 0; k < CB_KINDS; k++) {
            if (!s->supply[k])
                continue;
            int v = (smart ? kind_value(a, k, true) * 16 : 0) + (int)eg_rng_below(&a->rng, 16);
            if (v > bestv) {
                bestv = v;
                best = k;
            }
        }
        snprintf(move, EG_MOVE_MAX, "gain:%s", cb_kind_name(best));
        return;
    }
    case CB_T_LOSE:
    case CB_T_PAY:
        i = cheapest_brick(s, a->me, t->kind == CB_T_PAY ? t->arg : -1,
                           t->kind == CB_T_LOSE && t->arg ? CB_2X2 : -1, false);
        if (t->kind == CB_T_PAY) {
            char bt[24];
            cb_brick_format(s->placed[i].b, bt, sizeof bt);
            snprintf(move, EG_MOVE_MAX, "pay:%s", bt);
        } else {
            say(move, "lose", s, a->me, s->placed[i].plot % CB_PLOTS, s->placed[i].b);
        }
        return;
    case CB_T_GIVE: {
        bool gift = t->arg == CB_EV_DOUBLE_UP || t->arg == CB_EV_DONATION;
        int to = smart ? leader(s, a->me, gift) : -1;
        while (to < 0 || to == a->me || !cb_player_active(s, to))
            to = (int)eg_rng_below(&a->rng, s->p.nplayers);
        snprintf(move, EG_MOVE_MAX, "give:%d", to + 1);
        return;
    }
    case CB_T_SWAP: {
        i = cheapest_brick(s, a->me, -1, -1, false);
        int from = smart ? leader(s, a->me, false) : -1, j = -1;
        for (int n = 0; n < s->p.nplayers && j < 0; n++) {
            int o = from >= 0 && n == 0 ? from : (a->me + n) % s->p.nplayers;
            if (o == a->me)
                continue;
            /* Theirs: the brick they can least spare, i.e. not their cheapest:
             * take the biggest removable one. */
            for (int x = 0; x < s->nplaced; x++) {
                int pl = s->placed[x].plot / CB_PLOTS, pq = s->placed[x].plot % CB_PLOTS;
                if (pl != o || !cb_plot_unfinished(s, pl, pq) || !cb_removable(s, x))
                    continue;
                if (j < 0 || cb_kind_studs(cb_shape_kind(s->placed[x].b.shape)) >
                                 cb_kind_studs(cb_shape_kind(s->placed[j].b.shape)))
                    j = x;
            }
        }
        char mine[40], theirs[40], n1[16], n2[16];
        int o = s->placed[j].plot / CB_PLOTS;
        cb_plot_name(s, a->me, s->placed[i].plot % CB_PLOTS, n1);
        cb_plot_name(s, o, s->placed[j].plot % CB_PLOTS, n2);
        cb_brick_format(s->placed[i].b, mine, sizeof mine);
        cb_brick_format(s->placed[j].b, theirs, sizeof theirs);
        char tmp[160];
        snprintf(tmp, sizeof tmp, "swap:%s:%s,%d:%s:%s", n1, mine, o + 1, n2, theirs);
        put(move, tmp);
        return;
    }
    default: {
        i = cheapest_brick(s, a->me, -1, -1, true);
        int big = cb_shape_kind(s->placed[i].b.shape), val[CB_KINDS], n = 0;
        for (int k = 0; k < CB_KINDS; k++)
            val[k] = cb_kind_studs(k) < cb_kind_studs(big) && s->supply[k]
                         ? (smart ? kind_value(a, k, true) * 16 : 0) + (int)eg_rng_below(&a->rng, 16)
                         : -1;
        for (int k = 0; k < CB_KINDS; k++)
            n += val[k] >= 0;
        char sizes[32] = "";
        for (int taken = 0; taken < (n < 3 ? n : 3); taken++) {
            int b2 = -1;
            for (int k = 0; k < CB_KINDS; k++)
                if (val[k] >= 0 && (b2 < 0 || val[k] > val[b2]))
                    b2 = k;
            val[b2] = -1;
            strcat(sizes, ",");
            strcat(sizes, cb_kind_name(b2));
        }
        char name[16], bt[24];
        cb_plot_name(s, a->me, s->placed[i].plot % CB_PLOTS, name);
        cb_brick_format(s->placed[i].b, bt, sizeof bt);
        char tmp[160];
        snprintf(tmp, sizeof tmp, "recycle:%s:%s:%s", name, bt, sizes[0] ? sizes + 1 : "");
        put(move, tmp);
        return;
    }
    }
}

int cb_ai_choose(const cb_state *s, int player, int level, uint64_t seed,
                 char move[EG_MOVE_MAX], eg_error *err)
{
    int who;
    cb_decision d = cb_decision_now(s, &who);
    if (d == CB_D_NONE || who != player)
        return eg_error_set(err, CB_ERR_NOT_YOUR_TURN, 0, "player %d has nothing to decide",
                            player + 1);
    ai a = {s, player, level, {0}};
    eg_rng_seed(&a.rng, seed ^ (0x9e37ull * (uint64_t)(s->round + 1)));
    bool smart = level >= AI_MEDIUM;
    move[0] = '\0';
    switch (d) {
    case CB_D_SELECT:
        choose_pile(&a, move, smart);
        break;
    case CB_D_PICK:
        choose_pick(&a, move, smart);
        break;
    case CB_D_MEND:
        choose_mend(&a, move);
        break;
    case CB_D_LAY:
        choose_lay(&a, move);
        break;
    default:
        choose_task(&a, move, smart);
        break;
    }
    return CB_OK;
}
