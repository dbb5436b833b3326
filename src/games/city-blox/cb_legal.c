/* SPDX-License-Identifier: MIT */
/* cb_legal.c - every legal move of the player to act, in byte order. The
 * mending moves can outnumber the engine's room (EG_MAX_LEGAL): then the list
 * is cut, which the table declares with EG_GAME_PARTIAL_LEGAL. */
#include "cb_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char (*out)[EG_MOVE_MAX];
    int n, max;
} list;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void emit(list *l, const char *fmt, ...)
{
    if (l->n >= l->max)
        return;
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(l->out[l->n], EG_MOVE_MAX, fmt, ap);
    va_end(ap);
    if (w > 0 && w < EG_MOVE_MAX)
        l->n++;
}

static int cmp_moves(const void *a, const void *b) { return strcmp(a, b); }

static void clears(const cb_state *s, int player, list *l)
{
    if (s->p.level != CB_LEVEL_1B || !cb_some_size_out(s))
        return;
    for (int q = 0; q < CB_PLOTS; q++)
        if (!cb_plot_unfinished(s, player, q) && !(s->cleared[player] & (1u << q))) {
            char name[16];
            cb_plot_name(s, player, q, name);
            emit(l, "clear:%s", name);
        }
}

/* While selecting: one more size (the table's clicks) and every whole rest
 * of the pile in one move. */
static void piles(const cb_state *s, list *l)
{
    int want = cb_pile_size_needed(s), have = 0;
    unsigned chosen = 0;
    for (int k = 0; k < CB_KINDS; k++)
        if (s->pile[k]) {
            have++;
            chosen |= 1u << k;
        }
    for (unsigned set = 1; set < (1u << CB_KINDS); set++) {
        int n = __builtin_popcount(set);
        if ((set & chosen) || (n != 1 && n != want - have) || n > want - have)
            continue;
        char txt[EG_MOVE_MAX] = "pile:";
        bool ok = true;
        for (int k = 0; k < CB_KINDS && ok; k++)
            if (set & (1u << k)) {
                ok = s->supply[k] > 0;
                strcat(txt, cb_kind_name(k));
                strcat(txt, ",");
            }
        if (ok) {
            txt[strlen(txt) - 1] = '\0';
            emit(l, "%s", txt);
        }
    }
}

/* Every spot for a brick of `kind` on player's unfinished plots (or on plot
 * only_plot), with prefix before it; skip: a brick being moved. */
static void spots(const cb_state *s, int player, int kind, int only_plot, int skip,
                  const char *prefix, bool with_plot, list *l)
{
    for (int q = 0; q < CB_PLOTS; q++) {
        if ((only_plot >= 0 && q != only_plot) || !cb_plot_unfinished(s, player, q))
            continue;
        char name[16], bt[24];
        cb_plot_name(s, player, q, name);
        for (int sh = 0; sh < CB_SHAPES; sh++) {
            if (cb_shape_kind(sh) != kind)
                continue;
            for (int c = 0; c < CB_CELLS; c++)
                for (int lv = 1; lv <= 2; lv++) { /* at every level (RULINGS.md) */
                    cb_brick b = {(uint8_t)sh, (uint8_t)c, (uint8_t)lv};
                    if (cb_brick_mask(b) == 0 ||
                        (skip >= 0 && memcmp(&b, &s->placed[skip].b, sizeof b) == 0) ||
                        cb_placement_check(s, cb_plot_id(player, q), b, skip, "", NULL))
                        continue;
                    cb_brick_format(b, bt, sizeof bt);
                    if (with_plot)
                        emit(l, "%s%s:%s", prefix, name, bt);
                    else
                        emit(l, "%s%s", prefix, bt);
                }
        }
    }
}

/* Bricks that may be taken away: player's, on unfinished plots (or plot). */
static void takeable(const cb_state *s, int player, int only_plot, int only_kind,
                     bool red_green, const char *prefix, bool with_plot, const char *suffix,
                     list *l)
{
    for (int i = 0; i < s->nplaced; i++) {
        int pl = s->placed[i].plot / CB_PLOTS, q = s->placed[i].plot % CB_PLOTS;
        int k = cb_shape_kind(s->placed[i].b.shape);
        if (pl != player || !cb_plot_unfinished(s, pl, q) || (only_plot >= 0 && q != only_plot) ||
            (only_kind >= 0 && k != only_kind) || (red_green && k != CB_2X3 && k != CB_2X4) ||
            !cb_removable(s, i))
            continue;
        char name[16], bt[24];
        cb_plot_name(s, player, q, name);
        cb_brick_format(s->placed[i].b, bt, sizeof bt);
        if (with_plot)
            emit(l, "%s%s:%s%s", prefix, name, bt, suffix);
        else
            emit(l, "%s%s%s", prefix, bt, suffix);
    }
}

static void swaps(const cb_state *s, int player, list *l)
{
    for (int i = 0; i < s->nplaced; i++) {
        int pl = s->placed[i].plot / CB_PLOTS, q = s->placed[i].plot % CB_PLOTS;
        if (pl != player || !cb_plot_unfinished(s, pl, q) || !cb_removable(s, i))
            continue;
        char name[16], bt[24], prefix[64];
        cb_plot_name(s, player, q, name);
        cb_brick_format(s->placed[i].b, bt, sizeof bt);
        for (int t = 0; t < s->p.nplayers; t++) {
            if (t == player)
                continue;
            snprintf(prefix, sizeof prefix, "swap:%s:%s,%d:", name, bt, t + 1);
            takeable(s, t, -1, -1, false, prefix, true, "", l);
        }
    }
}

static void recycles(const cb_state *s, int player, list *l)
{
    for (int i = 0; i < s->nplaced; i++) {
        int pl = s->placed[i].plot / CB_PLOTS, q = s->placed[i].plot % CB_PLOTS;
        int big = cb_shape_kind(s->placed[i].b.shape);
        if (pl != player || !cb_plot_unfinished(s, pl, q) || !cb_removable(s, i) ||
            (big != CB_2X3 && big != CB_2X4))
            continue;
        unsigned avail = 0;
        for (int k = 0; k < CB_KINDS; k++)
            if (cb_kind_studs(k) < cb_kind_studs(big) && s->supply[k] > 0)
                avail |= 1u << k;
        int want = __builtin_popcount(avail) < 3 ? __builtin_popcount(avail) : 3;
        char name[16], bt[24];
        cb_plot_name(s, player, q, name);
        cb_brick_format(s->placed[i].b, bt, sizeof bt);
        for (unsigned set = 0; set < (1u << CB_KINDS); set++) {
            if ((set & ~avail) || __builtin_popcount(set) != want)
                continue;
            char sizes[24] = "";
            for (int k = 0; k < CB_KINDS; k++)
                if (set & (1u << k)) {
                    strcat(sizes, ",");
                    strcat(sizes, cb_kind_name(k));
                }
            emit(l, "recycle:%s:%s:%s", name, bt, sizes[0] ? sizes + 1 : "");
        }
    }
}

static void task_moves(const cb_state *s, int player, list *l)
{
    const cb_task *t = &s->tasks[0];
    switch (t->kind) {
    case CB_T_PLACE:
        spots(s, player, t->arg, -1, -1, "place:", true, l);
        emit(l, "return");
        break;
    case CB_T_GAIN:
        for (int k = 0; k < CB_KINDS; k++)
            if (s->supply[k])
                emit(l, "gain:%s", cb_kind_name(k));
        break;
    case CB_T_LOSE:
        takeable(s, player, -1, t->arg ? CB_2X2 : -1, false, "lose:", true, "", l);
        break;
    case CB_T_PAY:
        takeable(s, player, t->arg, -1, false, "pay:", false, "", l);
        break;
    case CB_T_GIVE:
        for (int q = 0; q < s->p.nplayers; q++)
            if (q != player && cb_player_active(s, q))
                emit(l, "give:%d", q + 1);
        break;
    case CB_T_SWAP:
        swaps(s, player, l);
        break;
    default:
        recycles(s, player, l);
        break;
    }
}

static void mend_moves(const cb_state *s, int player, list *l)
{
    int id = cb_plot_id(player, s->mend_plot);
    emit(l, "done");
    takeable(s, player, s->mend_plot, -1, false, "back:", false, "", l);
    for (int i = 0; i < s->nplaced; i++) {
        if (s->placed[i].plot != id)
            continue;
        char prefix[64], bt[24];
        cb_brick_format(s->placed[i].b, bt, sizeof bt);
        snprintf(prefix, sizeof prefix, "move:%s>", bt);
        spots(s, player, cb_shape_kind(s->placed[i].b.shape), s->mend_plot, i, prefix, false, l);
    }
}

int cb_legal_moves(const cb_state *s, int player, char (*out)[EG_MOVE_MAX], int max)
{
    list l = {out, 0, max};
    int who;
    cb_decision d = cb_decision_now(s, &who);
    if (d == CB_D_NONE || who != player)
        return 0;
    char name[16];
    switch (d) {
    case CB_D_TASK:
        task_moves(s, player, &l);
        break;
    case CB_D_SELECT:
        piles(s, &l);
        clears(s, player, &l);
        break;
    case CB_D_PICK:
        for (int k = 0; k < CB_KINDS; k++)
            if (s->pile[k])
                emit(&l, "take:%s", cb_kind_name(k));
        for (int q = 0; q < CB_PLOTS; q++)
            if (cb_plot_unfinished(s, player, q)) {
                cb_plot_name(s, player, q, name);
                emit(&l, "mend:%s", name);
            }
        clears(s, player, &l);
        break;
    case CB_D_MEND:
        mend_moves(s, player, &l);
        break;
    default: /* CB_D_LAY */
        emit(&l, "end");
        for (int q = 0; q < CB_PLOTS; q++)
            if (cb_plot_unfinished(s, player, q) && !(s->looked & (1u << q))) {
                cb_plot_name(s, player, q, name);
                emit(&l, "lay:%s", name);
            }
        break;
    }
    qsort(out, (size_t)l.n, sizeof out[0], cmp_moves);
    return l.n;
}
