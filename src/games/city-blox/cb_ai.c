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

enum { AI_MEDIUM = CB_AI_MEDIUM, BIG = 1000 };

typedef struct {
    const cb_state *s;
    int me, level;
    eg_rng rng;
    cb_fill_memo *memo; /* NULL: none */
} ai;

void cb_fill_memo_init(cb_fill_memo *m) { memset(m, 0, sizeof *m); }

/* cb_fewest_fill(cells) from the box, remembered in memo (may be NULL): the
 * same answer, without the search when it was asked before. */
static int fewest(cb_fill_memo *m, uint64_t cells)
{
    if (!m || cells == 0)
        return cb_fewest_fill(cells, (1u << CB_KINDS) - 1, NULL, NULL);
    unsigned h = (unsigned)((cells * 0x9e3779b97f4a7c15ull) >> (64 - CB_MEMO_BITS));
    if (m->key[h] != cells) {
        m->key[h] = cells;
        m->val[h] = (int8_t)cb_fewest_fill(cells, (1u << CB_KINDS) - 1, NULL, NULL);
    }
    return m->val[h];
}

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
static int plot_need(const cb_state *s, int player, int q, cb_fill_memo *memo)
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
    int n = fewest(memo, left_to_cover(s, player, q));
    return n < 0 ? BIG : n;
}

static int player_need(const cb_state *s, int player, cb_fill_memo *memo)
{
    int n = 0;
    for (int q = 0; q < CB_PLOTS; q++) {
        int need = plot_need(s, player, q, memo);
        n += need >= BIG ? 8 : need;
    }
    return n;
}

/* How good it is to put brick b on plot q: 2 on a fewest path (or the plan),
 * 1 inside the cut-out, 0 never. The cheap tests come first. */
static int spot_value(const cb_state *s, int player, int q, cb_brick b, bool smart, int before,
                      cb_fill_memo *memo)
{
    int id = cb_plot_id(player, q);
    if (!cb_plot_unfinished(s, player, q))
        return 0;
    if (two_levels(s)) {
        const cb_card *c = &cb_cards[s->card[player][q]];
        for (int j = 0; j < c->nfill2; j++)
            if (memcmp(&c->fill2[j], &b, sizeof b) == 0)
                return cb_placement_check(s, id, b, -1, "", NULL) ? 0 : 2;
        return 0;
    }
    uint64_t left = left_to_cover(s, player, q), m = cb_brick_mask(b);
    if (m == 0 || b.level != 1 || (m & ~left) || misplaced(s, player, q) >= 0 ||
        cb_placement_check(s, id, b, -1, "", NULL))
        return 0;
    if (!smart)
        return 1;
    int after = fewest(memo, left & ~m);
    return after >= 0 && after == before - 1 ? 2 : 1;
}

enum { MAX_SPOTS = 4 * CB_CELLS * 2 }; /* shapes of a kind x studs x levels */

/* Every spot with a value for a brick of `kind` on plot q, in a fixed order
 * (shape, stud, level); returns the count. */
static int plot_spots(ai *a, int q, int kind, bool smart, cb_brick out[MAX_SPOTS],
                      int val[MAX_SPOTS])
{
    const cb_state *s = a->s;
    if (!cb_plot_unfinished(s, a->me, q))
        return 0;
    bool two = two_levels(s);
    /* One level: a spot must lie inside what is left to cover. */
    uint64_t left = two ? ~0ull : left_to_cover(s, a->me, q);
    /* Bricks the plot needs now: a spot is on a fewest path when it leaves
     * one fewer. */
    int before = smart && !two ? plot_need(s, a->me, q, a->memo) : 0, n = 0;
    for (int sh = 0; sh < CB_SHAPES; sh++) {
        if (cb_shape_kind(sh) != kind)
            continue;
        uint64_t a1 = cb_shape_mask_a1(sh);
        for (int c = 0; c < CB_CELLS; c++) {
            if ((a1 << c) & ~left) /* outside, or over the edge (cb_brick_mask says) */
                continue;
            for (int lv = 1; lv <= (two ? 2 : 1); lv++) {
                cb_brick b = {(uint8_t)sh, (uint8_t)c, (uint8_t)lv};
                int v = cb_brick_mask(b) ? spot_value(s, a->me, q, b, smart, before, a->memo) : 0;
                if (v > 0 && n < MAX_SPOTS) {
                    out[n] = b;
                    val[n++] = v;
                }
            }
        }
    }
    return n;
}

/* The best spot for a brick of `kind`; value 0 when none. */
static int best_spot(ai *a, int kind, int *plot, cb_brick *best, bool smart)
{
    int bestv = 0, ties = 0;
    for (int q = 0; q < CB_PLOTS; q++) {
        cb_brick b[MAX_SPOTS];
        int val[MAX_SPOTS], n = plot_spots(a, q, kind, smart, b, val);
        for (int i = 0; i < n; i++) {
            if (val[i] < bestv)
                continue;
            ties = val[i] > bestv ? 1 : ties + 1;
            bestv = val[i];
            if (eg_rng_below(&a->rng, (uint32_t)ties) == 0) {
                *plot = q;
                *best = b[i];
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
                          bool red_green, cb_fill_memo *memo)
{
    int best = -1, bestscore = -BIG * 100;
    for (int i = 0; i < s->nplaced; i++) {
        int pl = s->placed[i].plot / CB_PLOTS, q = s->placed[i].plot % CB_PLOTS;
        int k = cb_shape_kind(s->placed[i].b.shape);
        if (pl != player || !cb_plot_unfinished(s, pl, q) || (only_plot >= 0 && q != only_plot) ||
            (only_kind >= 0 && k != only_kind) || (red_green && k != CB_2X3 && k != CB_2X4) ||
            !cb_removable(s, i))
            continue;
        int score = (misplaced(s, player, q) == i ? BIG : 0) +
                    plot_need(s, player, q, memo) % BIG * 10 - cb_kind_studs(k);
        if (score > bestscore) {
            bestscore = score;
            best = i;
        }
    }
    return best;
}

static int leader(const cb_state *s, int me, bool weakest, cb_fill_memo *memo)
{
    int best = -1, bestv = 0;
    for (int q = 0; q < s->p.nplayers; q++) {
        if (q == me || !cb_player_active(s, q))
            continue;
        int v = player_need(s, q, memo) * (weakest ? -1 : 1);
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
        int j = cheapest_brick(a->s, a->me, a->s->mend_plot, -1, false, a->memo);
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
                           t->kind == CB_T_LOSE && t->arg ? CB_2X2 : -1, false, a->memo);
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
        int to = smart ? leader(s, a->me, gift, a->memo) : -1;
        while (to < 0 || to == a->me || !cb_player_active(s, to))
            to = (int)eg_rng_below(&a->rng, s->p.nplayers);
        snprintf(move, EG_MOVE_MAX, "give:%d", to + 1);
        return;
    }
    case CB_T_SWAP: {
        i = cheapest_brick(s, a->me, -1, -1, false, a->memo);
        int from = smart ? leader(s, a->me, false, a->memo) : -1, j = -1;
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
        i = cheapest_brick(s, a->me, -1, -1, true, a->memo);
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

int cb_ai_move(const cb_state *s, int player, int level, uint64_t seed, cb_fill_memo *memo,
               char move[EG_MOVE_MAX], eg_error *err)
{
    int who;
    cb_decision d = cb_decision_now(s, &who);
    if (d == CB_D_NONE || who != player)
        return eg_error_set(err, CB_ERR_NOT_YOUR_TURN, 0, "player %d has nothing to decide",
                            player + 1);
    ai a = {s, player, level, {0}, memo};
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

int cb_ai_choose(const cb_state *s, int player, int level, uint64_t seed,
                 char move[EG_MOVE_MAX], eg_error *err)
{
    return cb_ai_move(s, player, level, seed, NULL, move, err);
}

/* ---- The moves Hard weighs (cb_hard.c). */

typedef struct {
    char (*out)[EG_MOVE_MAX];
    int n, max, seen; /* seen: offered so far; past max, a fair sample is kept */
} offer_list;

static void offer(offer_list *l, eg_rng *rng, const char *move)
{
    int at = l->seen++ < l->max ? l->n++ : (int)eg_rng_below(rng, (uint32_t)l->seen);
    if (at < l->max)
        put(l->out[at], move);
}

/* Every pile the selector may complete now. */
static void offer_piles(ai *a, offer_list *l)
{
    const cb_state *s = a->s;
    int need = cb_pile_size_needed(s);
    unsigned avail = 0;
    for (int k = 0; k < CB_KINDS; k++) {
        need -= s->pile[k] > 0;
        if (!s->pile[k] && s->supply[k])
            avail |= 1u << k;
    }
    if (need > __builtin_popcount(avail))
        need = __builtin_popcount(avail);
    for (unsigned set = 1; set < (1u << CB_KINDS); set++) {
        if ((set & ~avail) || __builtin_popcount(set) != need)
            continue;
        char move[EG_MOVE_MAX] = "pile:";
        for (int k = 0; k < CB_KINDS; k++)
            if (set & (1u << k)) {
                strcat(move, cb_kind_name(k));
                strcat(move, ",");
            }
        move[strlen(move) - 1] = '\0';
        offer(l, &a->rng, move);
    }
}

/* The best spots for the brick in hand (Medium's measure: a fewest path, else
 * inside the cut-out). */
static void offer_spots(ai *a, int kind, offer_list *l)
{
    int best = kind_value(a, kind, true);
    for (int q = 0; q < CB_PLOTS && best > 0; q++) {
        cb_brick b[MAX_SPOTS];
        int val[MAX_SPOTS], n = plot_spots(a, q, kind, true, b, val);
        for (int i = 0; i < n; i++)
            if (val[i] == best) {
                char move[EG_MOVE_MAX];
                say(move, "place", a->s, a->me, q, b[i]);
                offer(l, &a->rng, move);
            }
    }
}

int cb_ai_candidates(const cb_state *s, int player, uint64_t seed, cb_fill_memo *memo,
                     char (*out)[EG_MOVE_MAX], int max)
{
    int who;
    cb_decision d = cb_decision_now(s, &who);
    if (d == CB_D_NONE || who != player || max < 1)
        return 0;
    ai a = {s, player, AI_MEDIUM, {0}, memo};
    eg_rng_seed(&a.rng, seed ^ 0x63616e64ull);
    offer_list l = {out, 0, max, 0};
    const cb_task *t = &s->tasks[0];
    char move[EG_MOVE_MAX];
    switch (d) {
    case CB_D_SELECT:
        offer_piles(&a, &l);
        break;
    case CB_D_PICK:
        for (int q = 0; q < CB_PLOTS; q++)
            if (cb_plot_unfinished(s, player, q) && misplaced(s, player, q) >= 0) {
                char name[16];
                cb_plot_name(s, player, q, name);
                snprintf(move, sizeof move, "mend:%s", name);
                offer(&l, &a.rng, move);
            }
        for (int k = 0; k < CB_KINDS; k++)
            if (s->pile[k]) {
                snprintf(move, sizeof move, "take:%s", cb_kind_name(k));
                offer(&l, &a.rng, move);
            }
        break;
    case CB_D_TASK:
        if (t->kind == CB_T_PLACE) {
            l.max = max - 1;
            offer_spots(&a, t->arg, &l);
            put(out[l.n++], "return");
        } else if (t->kind == CB_T_GAIN) {
            for (int k = 0; k < CB_KINDS; k++)
                if (s->supply[k]) {
                    snprintf(move, sizeof move, "gain:%s", cb_kind_name(k));
                    offer(&l, &a.rng, move);
                }
        } else if (t->kind == CB_T_GIVE) {
            for (int q = 0; q < s->p.nplayers; q++)
                if (q != player && cb_player_active(s, q)) {
                    snprintf(move, sizeof move, "give:%d", q + 1);
                    offer(&l, &a.rng, move);
                }
        }
        break;
    default:
        break;
    }
    return l.n;
}
