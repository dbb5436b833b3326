/* SPDX-License-Identifier: MIT */
/* slide.c - pieces matched across a move and slid (see eg_slide.h). A
 * piece is the same piece across the move where its key (with no key, its
 * id) is; the n-th of them in scene order goes with the n-th. */
#include "eg_slide.h"

#include <math.h>
#include <stdbool.h>
#include <string.h>

enum { S = EG_ITEM_SLIDES, STOCK = EG_ITEM_STOCK };

/* The picture before the move, and per item of it whether its piece left
 * the scene and whether a piece new to the scene came from it. */
typedef struct {
    const eg_item *old;
    int nold;
    bool gone[EG_SCENE_MAX_ITEMS], claimed[EG_SCENE_MAX_ITEMS];
} before_move;

int eg_slide_keep(const eg_scene *sc, eg_item *before)
{
    int n = 0;
    for (int i = 0; i < sc->nitems; i++)
        if (sc->items[i].flags & (S | STOCK))
            before[n++] = sc->items[i];
    return n;
}

static bool piece_named(const eg_item *e) { return e->key != 0 || e->id != EG_NO_ITEM; }

static bool same_piece(const eg_item *a, const eg_item *b)
{
    return a->key == b->key && (a->key != 0 || a->id == b->id);
}

/* Like pieces: the same shape, studs and colour, the same size a quarter
 * turn aside. */
static bool alike(const eg_item *a, const eg_item *b)
{
    if (a->shape != b->shape || memcmp(a->rgb, b->rgb, sizeof a->rgb) != 0 ||
        fabsf(a->size[1] - b->size[1]) > 0.01f)
        return false;
    bool straight = fabsf(a->size[0] - b->size[0]) < 0.01f && fabsf(a->size[2] - b->size[2]) < 0.01f;
    bool turned = fabsf(a->size[0] - b->size[2]) < 0.01f && fabsf(a->size[2] - b->size[0]) < 0.01f;
    return straight || turned;
}

/* Like pieces at another scale: the same shape and colour, the same
 * proportions (a block set aside beside its player, built larger on the
 * board). */
static bool alike_scaled(const eg_item *a, const eg_item *b)
{
    if (a->shape != b->shape || memcmp(a->rgb, b->rgb, sizeof a->rgb) != 0 || a->size[0] <= 0.0f ||
        b->size[0] <= 0.0f)
        return false;
    float k = b->size[0] / a->size[0];
    return fabsf(a->size[1] * k - b->size[1]) < 0.01f * (1.0f + b->size[1]) &&
           fabsf(a->size[2] * k - b->size[2]) < 0.01f * (1.0f + b->size[2]);
}

/* Index of the n-th item that is the same piece as e and carries one of
 * `flags`, or -1. */
static int nth_piece(const eg_item *items, int nitems, const eg_item *e, int n, unsigned flags)
{
    for (int i = 0; i < nitems; i++)
        if ((items[i].flags & flags) && same_piece(&items[i], e) && n-- == 0)
            return i;
    return -1;
}

/* Which one of its piece items[i] is (0, 1, ...), in scene order. */
static int rank_of(const eg_item *items, int i, unsigned flags)
{
    int n = 0;
    for (int j = 0; j < i; j++)
        n += (items[j].flags & flags) && same_piece(&items[j], &items[i]);
    return n;
}

/* The first item of a stock like e among items, or -1. */
static int like_stock(const eg_item *items, int nitems, const eg_item *e)
{
    for (int i = 0; i < nitems; i++)
        if ((items[i].flags & STOCK) && alike(&items[i], e) && rank_of(items, i, STOCK) == 0)
            return i;
    return -1;
}

/* e drawn on its way from o (u: 0 at o, 1 where e is), marked moving (the
 * renderer redraws only it over the still picture). */
static void ease_from(eg_item *e, const eg_item *o, float u)
{
    for (int k = 0; k < 3; k++) {
        e->pos[k] = o->pos[k] + (e->pos[k] - o->pos[k]) * u;
        e->size[k] = o->size[k] + (e->size[k] - o->size[k]) * u;
    }
    e->yaw = o->yaw + (e->yaw - o->yaw) * u;
    e->flags |= EG_ITEM_MOVING | EG_ITEM_NO_SHADOW;
}

/* The nearest unclaimed piece that left the scene with the move and is
 * like e (scaled: at another scale), or -1. */
static int nearest_gone(const before_move *b, const eg_item *e, bool scaled)
{
    int best = -1;
    float best_d = 1e30f;
    for (int j = 0; j < b->nold; j++) {
        const eg_item *o = &b->old[j];
        if (!b->gone[j] || b->claimed[j] || !(scaled ? alike_scaled(o, e) : alike(o, e)) ||
            rank_of(b->old, j, S) != 0)
            continue;
        float dx = o->pos[0] - e->pos[0], dz = o->pos[2] - e->pos[2];
        if (dx * dx + dz * dz < best_d) {
            best_d = dx * dx + dz * dz;
            best = j;
        }
    }
    return best;
}

/* Where a piece new to the scene (e) comes from: the nearest like piece
 * that left it with the move (a brick let go over a plate comes from the
 * hand, where it was drawn; a block set aside comes to the board larger),
 * claimed so; else a like stock (a gift from the supply). Index into the
 * picture before, or -1. */
static int slide_source(before_move *b, const eg_item *e)
{
    int best = nearest_gone(b, e, false);
    if (best < 0)
        best = nearest_gone(b, e, true);
    if (best < 0)
        return like_stock(b->old, b->nold, e);
    for (int j = 0; j < b->nold; j++)
        b->claimed[j] |= same_piece(&b->old[j], &b->old[best]);
    return best;
}

/* Where item i of sc (the n-th of its piece, new to the scene) comes
 * from: its piece's first item chooses (src[] keeps the choice), the
 * others follow it (a corner's three). */
static int new_piece_source(before_move *b, const eg_scene *sc, int i, int n, int *src)
{
    const eg_item *e = &sc->items[i];
    if (n == 0)
        return src[i] = slide_source(b, e);
    int first = nth_piece(sc->items, i, e, 0, S);
    int from = first >= 0 ? src[first] : -1;
    return from < 0 ? -1 : nth_piece(b->old, b->nold, &b->old[from], n, b->old[from].flags & (S | STOCK));
}

/* Piece j of the picture before, gone and taken by none, drawn on its way
 * into a like stock of sc (a brick returned to the supply), if there is
 * one. */
static void into_stock(eg_scene *sc, const before_move *b, int j, float u)
{
    int nnew = sc->nitems, home = like_stock(sc->items, nnew, &b->old[j]);
    if (home < 0)
        return;
    int member = nth_piece(sc->items, nnew, &sc->items[home], rank_of(b->old, j, S), STOCK);
    eg_item to = sc->items[member >= 0 ? member : home];
    eg_item *e = eg_scene_add(sc, (eg_shape)b->old[j].shape, EG_NO_ITEM);
    if (!e)
        return;
    *e = b->old[j]; /* as it was, on its way into the stock, picked by nothing */
    e->id = EG_NO_ITEM;
    e->key = 0;
    e->label[0] = '\0';
    e->flags = 0;
    memcpy(e->pos, to.pos, sizeof e->pos);
    memcpy(e->size, to.size, sizeof e->size);
    e->yaw = to.yaw;
    ease_from(e, &b->old[j], u);
}

void eg_slide(eg_scene *sc, const eg_item *before, int nbefore, float u, float glow)
{
    if (nbefore == 0)
        return;
    before_move b; /* about 9 KB with src */
    int src[EG_SCENE_MAX_ITEMS];
    bool sliding = u < 1.0f;
    u = sliding ? 1.0f - (1.0f - u) * (1.0f - u) : 1.0f;
    b.old = before;
    b.nold = nbefore;
    int nnew = sc->nitems;
    for (int j = 0; sliding && j < nbefore; j++) { /* for slide_source and the stock */
        b.claimed[j] = false;
        b.gone[j] = (before[j].flags & S) && piece_named(&before[j]) &&
                    nth_piece(sc->items, nnew, &before[j], 0, S) < 0;
    }
    for (int i = 0; i < nnew; i++) {
        eg_item *e = &sc->items[i];
        src[i] = -1;
        if (!(e->flags & S) || !piece_named(e))
            continue;
        int n = rank_of(sc->items, i, S);
        int o = nth_piece(before, nbefore, e, n, S);
        bool is_new = nth_piece(before, nbefore, e, 0, S) < 0;
        if (sliding && o < 0 && is_new)
            o = new_piece_source(&b, sc, i, n, src);
        bool came = o < 0 && is_new; /* from nowhere: it glows, in place */
        if (!came && (o < 0 || before[o].shape != e->shape ||
                      (memcmp(before[o].pos, e->pos, sizeof e->pos) == 0 &&
                       memcmp(before[o].size, e->size, sizeof e->size) == 0 && before[o].yaw == e->yaw)))
            continue;
        /* Lit: a piece new to the scene, or one now at another place (its
         * id, the place, changed); not one that only made room (a row of
         * pieces closing up). */
        if ((is_new || (o >= 0 && before[o].id != e->id)) && e->glow < glow)
            e->glow = glow;
        if (sliding && o >= 0)
            ease_from(e, &before[o], u);
    }
    for (int j = 0; sliding && j < nbefore; j++)
        if (b.gone[j] && !b.claimed[j])
            into_stock(sc, &b, j, u);
}
