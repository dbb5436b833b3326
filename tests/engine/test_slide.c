/* SPDX-License-Identifier: MIT */
/* test_slide.c - pieces matched across a move and slid (eg_slide.h): on
 * scenes made here where the answer is known (the same piece by key and
 * rank, a piece new to the scene from the like piece that left it, one
 * that left into a stock, one that only made room), and on every game's
 * own scenes before and after a move made by a drag of a piece onto a
 * place: the piece drawn where the drag began slides, and lands over the
 * place it was dropped on. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eg_game.h"
#include "eg_play.h"
#include "eg_slide.h"
#include "rng.h"

static const float GLOW = 0.3f;

static eg_item *piece(eg_scene *sc, int32_t id, float x, float z, float r, unsigned flags)
{
    eg_item *e = eg_scene_add_at(sc, EG_SHAPE_BLOCK, id, x, 0.0f, z, 1.0f, 1.0f, 1.0f);
    assert_non_null(e);
    e->rgb[0] = r;
    e->flags = (uint16_t)(EG_ITEM_SLIDES | flags);
    return e;
}

static void assert_at(const eg_item *e, float x, float z)
{
    if (fabsf(e->pos[0] - x) > 1e-4f || fabsf(e->pos[2] - z) > 1e-4f)
        fail_msg("item %d at (%.3f, %.3f), expected (%.3f, %.3f)", (int)e->id, (double)e->pos[0],
                 (double)e->pos[2], (double)x, (double)z);
}

static void test_same_piece_slides_from_where_it_was(void **state)
{
    (void)state;
    static eg_scene before, after;
    static eg_item kept[EG_SCENE_MAX_ITEMS];
    memset(&before, 0, sizeof before);
    memset(&after, 0, sizeof after);
    /* Two pieces of one id (the n-th with the n-th), one keyed piece that
     * moves to another place (its id changes), one that stays. */
    piece(&before, 5, 0, 0, 0.1f, 0);
    piece(&before, 5, 1, 0, 0.1f, 0);
    piece(&before, 7, 2, 0, 0.2f, 0)->key = 40;
    piece(&before, 8, 3, 0, 0.3f, 0);
    piece(&before, 9, 9, 9, 0.4f, 0)->flags = EG_ITEM_PICK; /* no EG_ITEM_SLIDES: not kept */
    piece(&after, 5, 0, 4, 0.1f, 0);
    piece(&after, 5, 1, 5, 0.1f, 0);
    piece(&after, 11, 6, 6, 0.2f, 0)->key = 40;
    piece(&after, 8, 3, 0, 0.3f, 0);
    assert_int_equal(eg_slide_keep(&before, kept), 4);
    eg_slide(&after, kept, 4, 0.0f, GLOW);
    assert_at(&after.items[0], 0, 0);
    assert_at(&after.items[1], 1, 0);
    assert_at(&after.items[2], 2, 0); /* the keyed piece, from its old place */
    assert_at(&after.items[3], 3, 0);
    assert_true(after.items[0].flags & EG_ITEM_MOVING);
    assert_false(after.items[3].flags & EG_ITEM_MOVING); /* it did not move */
    /* Lit: the piece at another place (its id changed), not those that only
     * made room or stayed. */
    assert_true(after.items[2].glow >= GLOW);
    assert_true(after.items[0].glow == 0.0f && after.items[3].glow == 0.0f);
    /* Half way, eased out: further than half. */
    after.nitems = 0; /* (the scene is drawn again each frame) */
    piece(&after, 5, 0, 4, 0.1f, 0);
    eg_slide(&after, kept, 4, 0.5f, GLOW);
    assert_at(&after.items[0], 0, 3.0f);
    /* Landed: in place, not moving, still lit where it changed places. */
    after.nitems = 0;
    piece(&after, 11, 6, 6, 0.2f, 0)->key = 40;
    eg_slide(&after, kept, 4, 1.0f, GLOW);
    assert_at(&after.items[0], 6, 6);
    assert_false(after.items[0].flags & EG_ITEM_MOVING);
    assert_true(after.items[0].glow >= GLOW);
}

static void test_new_piece_comes_from_the_like_one_that_left(void **state)
{
    (void)state;
    static eg_scene before, after;
    static eg_item kept[EG_SCENE_MAX_ITEMS];
    memset(&before, 0, sizeof before);
    memset(&after, 0, sizeof after);
    /* In the hand: a red piece far off, a red piece near, a blue one; the
     * near red one leaves the hand and a red piece comes to the board. */
    piece(&before, 100, -10, 0, 0.9f, 0);
    piece(&before, 101, 4, 0, 0.9f, 0);
    piece(&before, 102, 5, 0, 0.5f, 0);
    eg_item *stock = piece(&before, 200, 20, 20, 0.9f, EG_ITEM_STOCK);
    stock->flags = EG_ITEM_STOCK;
    piece(&after, 100, -10, 0, 0.9f, 0);
    piece(&after, 102, 5, 0, 0.5f, 0);
    piece(&after, 300, 3, 3, 0.9f, 0); /* new: red */
    piece(&after, 301, 6, 3, 0.5f, 0); /* new: blue, no blue left: from nowhere */
    eg_item *stock2 = piece(&after, 200, 20, 20, 0.9f, 0);
    stock2->flags = EG_ITEM_STOCK;
    int n = eg_slide_keep(&before, kept);
    eg_slide(&after, kept, n, 0.0f, GLOW);
    assert_at(&after.items[2], 4, 0); /* from piece 101, not the farther 100 */
    assert_true(after.items[2].flags & EG_ITEM_MOVING);
    assert_at(&after.items[3], 6, 3); /* no like piece left: it glows in place */
    assert_true(after.items[3].glow >= GLOW && after.items[2].glow >= GLOW);
    assert_int_equal(after.nitems, 5); /* nothing went into the stock */

    /* Taken by none: the red piece goes into the like stock. */
    memset(&after, 0, sizeof after);
    piece(&after, 100, -10, 0, 0.9f, 0);
    piece(&after, 102, 5, 0, 0.5f, 0);
    stock2 = piece(&after, 200, 20, 20, 0.9f, 0);
    stock2->flags = EG_ITEM_STOCK;
    eg_slide(&after, kept, n, 0.0f, GLOW);
    assert_int_equal(after.nitems, 4);
    const eg_item *going = &after.items[3];
    assert_int_equal(going->id, EG_NO_ITEM); /* picked by nothing */
    assert_at(going, 4, 0);
    assert_true(going->flags & EG_ITEM_MOVING);
    memset(&after, 0, sizeof after);
    stock2 = piece(&after, 200, 20, 20, 0.9f, 0);
    stock2->flags = EG_ITEM_STOCK;
    eg_slide(&after, kept, n, 0.9999f, GLOW);
    assert_at(&after.items[after.nitems - 1], 20, 20);
}

/* ---- Every game's scenes before and after a move. */

static bool first_of_id(const eg_scene *sc, int i)
{
    for (int k = 0; k < i; k++)
        if (sc->items[k].id == sc->items[i].id)
            return false;
    return true;
}

static bool is_legal(const eg_game *g, const void *s, int p, const char *move)
{
    static char legal[EG_MAX_LEGAL][EG_MOVE_MAX];
    int n = g->legal_moves(s, p, legal, EG_MAX_LEGAL);
    for (int i = 0; i < n; i++)
        if (strcmp(legal[i], move) == 0)
            return true;
    return false;
}

static void draw(const eg_game *g, const void *s, int p, eg_scene *sc)
{
    void *view = malloc(g->state_size), *ui = g->ui_size ? calloc(1, g->ui_size) : NULL;
    assert_non_null(view);
    eg_view_of(g, s, p, view);
    if (ui && g->new_ui)
        g->new_ui(view, p, ui);
    memset(sc, 0, sizeof *sc);
    g->draw(view, p, ui, EG_NO_ITEM, sc);
    free(view);
    free(ui);
}

/* A drag in sc (drawn for p) of a piece onto a place that interpret()
 * makes a legal move of; the k-th one found, wrapping. */
static bool legal_drag(const eg_game *g, const void *s, int p, const eg_scene *sc, uint64_t k,
                       eg_pick *pick, char move[EG_MOVE_MAX])
{
    static eg_pick found[512];
    static char moves[512][EG_MOVE_MAX];
    void *view = malloc(g->state_size), *ui = g->ui_size ? calloc(1, g->ui_size) : NULL;
    eg_view_of(g, s, p, view);
    int n = 0;
    for (int i = 0; i < sc->nitems && n < 512; i++) {
        if (!(sc->items[i].flags & EG_ITEM_PICK) || !first_of_id(sc, i))
            continue;
        for (int j = 0; j < sc->nitems && n < 512; j++) {
            if (!(sc->items[j].flags & EG_ITEM_DROP) || !first_of_id(sc, j) ||
                sc->items[j].id == sc->items[i].id)
                continue;
            if (ui && g->new_ui)
                g->new_ui(view, p, ui);
            eg_pick try = {sc->items[i].id, sc->items[j].id};
            if (g->interpret(view, p, ui, &try, moves[n], NULL) == 0 && is_legal(g, s, p, moves[n]))
                found[n++] = try;
        }
    }
    free(view);
    free(ui);
    if (n == 0)
        return false;
    *pick = found[k % (uint64_t)n];
    memcpy(move, moves[k % (uint64_t)n], EG_MOVE_MAX);
    return true;
}

static const eg_item *first_with_id(const eg_scene *sc, int32_t id, unsigned flags)
{
    for (int i = 0; i < sc->nitems; i++)
        if (sc->items[i].id == id && (sc->items[i].flags & flags) == flags)
            return &sc->items[i];
    return NULL;
}

/* The box lo..hi (x, z) grown to hold e's footprint. */
static void grow(float lo[2], float hi[2], const eg_item *e)
{
    float r = 0.5f * fmaxf(e->size[0], e->size[2]);
    lo[0] = fminf(lo[0], e->pos[0] - r);
    hi[0] = fmaxf(hi[0], e->pos[0] + r);
    lo[1] = fminf(lo[1], e->pos[2] - r);
    hi[1] = fmaxf(hi[1], e->pos[2] + r);
}

static void test_each_game_slides_the_dragged_piece_onto_its_place(void **state)
{
    (void)state;
    static eg_scene before, after, landed;
    static eg_item kept[EG_SCENE_MAX_ITEMS];
    for (int gi = 0; gi < eg_game_count(); gi++) {
        const eg_game *g = eg_game_at(gi);
        int checked = 0, unslid = 0;
        eg_rng rng = {0x51de + (uint64_t)gi};
        for (int trial = 0; trial < 40 && checked < 8; trial++) {
            void *params = calloc(1, g->params_size), *s = calloc(1, g->state_size);
            assert_true(params && s);
            g->default_params(params, g->min_players);
            assert_int_equal(g->new_game(params, 100 + (uint64_t)trial, s, NULL), 0);
            eg_error err = {0};
            eg_play_random(g, s, (uint64_t)trial, (int)(eg_rng_next(&rng) % 30), &err);
            unsigned act = g->to_act(s);
            int p = 0;
            while (p < EG_MAX_PLAYERS && !(act & (1u << p)))
                p++;
            eg_pick pick;
            char move[EG_MOVE_MAX];
            if (g->is_over(s) || p == EG_MAX_PLAYERS) {
                free(params), free(s);
                continue;
            }
            draw(g, s, p, &before);
            if (!legal_drag(g, s, p, &before, eg_rng_next(&rng), &pick, move)) {
                free(params), free(s);
                continue;
            }
            const eg_item *place = first_with_id(&before, pick.to, EG_ITEM_DROP);
            assert_non_null(place);
            unsigned flags;
            assert_int_equal(g->execute(s, p, move, &flags, NULL), 0);
            draw(g, s, p, &after);
            landed = after;
            int n = eg_slide_keep(&before, kept);
            eg_slide(&after, kept, n, 0.0f, GLOW);
            /* A piece slides from where the dragged one was drawn (any of
             * a stock's pieces, which share an id), lit, and lands over
             * the place it was dropped on: the place within the box of
             * what slid from there (an L brick's corner and its stud). */
            float lo[2] = {1e9f, 1e9f}, hi[2] = {-1e9f, -1e9f};
            int slid = 0, lit = 0;
            for (int i = 0; i < landed.nitems; i++)
                for (int j = 0; j < before.nitems; j++)
                    if ((after.items[i].flags & EG_ITEM_MOVING) && before.items[j].id == pick.from &&
                        memcmp(after.items[i].pos, before.items[j].pos, sizeof before.items[j].pos) == 0) {
                        grow(lo, hi, &landed.items[i]);
                        slid++;
                        lit += after.items[i].glow >= GLOW;
                        break;
                    }
            if (slid == 0) { /* a block set on a building: no slide (eg_slide.h) */
                unslid++;
                free(params), free(s);
                continue;
            }
            assert_true(lit > 0);
            if (place->pos[0] < lo[0] || place->pos[0] > hi[0] || place->pos[2] < lo[1] ||
                place->pos[2] > hi[1])
                fail_msg("%s: move %s: what slid from piece %d lands in (%.2f..%.2f, %.2f..%.2f), "
                         "not on place %d at (%.2f, %.2f)", g->id, move, (int)pick.from,
                         (double)lo[0], (double)hi[0], (double)lo[1], (double)hi[1], (int)pick.to,
                         (double)place->pos[0], (double)place->pos[2]);
            checked++;
            free(params), free(s);
        }
        printf("%s: %d drags slid from their piece onto their place, %d slid nothing\n", g->id,
               checked, unslid);
        assert_true(checked >= 3);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_same_piece_slides_from_where_it_was),
        cmocka_unit_test(test_new_piece_comes_from_the_like_one_that_left),
        cmocka_unit_test(test_each_game_slides_the_dragged_piece_onto_its_place),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
