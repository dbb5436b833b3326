/* SPDX-License-Identifier: MIT */
/* test_key_coverage.c - every symbol a game's table shows has a line in its
 * key (eg_game.key, the table's Key page).
 *
 * For every game the window plays, whole games are played (legal moves drawn
 * at random, 2 and the most players) and at every position each player's
 * view is drawn (draw(), with every display option off, then on, and with
 * the player's own secrets shown and hidden). Every labelled piece drawn is
 * a symbol of a kind: its shape, its label and side label with each run of
 * letters and digits written '#' (a die's face as it is: each face is its
 * own glyph), and its label's colour
 * in steps of a third. Every mark in the aside lines (a character outside
 * ASCII: the practice aid's tick) is a symbol too. Each kind met must be
 * the kind of an entry of the game's key. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eg_game.h"
#include "eg_scene.h"
#include "rng.h"

enum { MAX_KINDS = 256, KIND = 64, MAX_ENTRIES = 64 };

typedef struct {
    char kind[MAX_KINDS][KIND];
    int n;
} kinds;

static void pattern(const char *s, char *out, size_t outsz)
{
    size_t n = 0;
    for (; *s && n + 1 < outsz; s++) {
        bool word = (*s >= '0' && *s <= '9') || (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z');
        if (word && n > 0 && out[n - 1] == '#')
            continue;
        out[n++] = word ? '#' : *s;
    }
    out[n] = '\0';
}

/* The kind of a labelled item ("" for one with no label). */
static void item_kind(const eg_item *e, char *out, size_t outsz)
{
    if (!e->label[0] && !e->side_label[0]) {
        out[0] = '\0';
        return;
    }
    char label[32], side[32];
    if (e->shape == EG_SHAPE_DIE)
        snprintf(label, sizeof label, "%s", e->label);
    else
        pattern(e->label, label, sizeof label);
    pattern(e->side_label, side, sizeof side);
    int rgb = 0;
    for (int c = 0; c < 3; c++)
        rgb = rgb * 4 + (int)lroundf(e->label_rgb[c] * 3.0f);
    snprintf(out, outsz, "shape %d |%s|%s| ink %d", e->shape, label, side, rgb);
}

static void add(kinds *k, const char *kind)
{
    if (!kind[0])
        return;
    for (int i = 0; i < k->n; i++)
        if (strcmp(k->kind[i], kind) == 0)
            return;
    if (k->n < MAX_KINDS)
        snprintf(k->kind[k->n++], KIND, "%s", kind);
}

/* The marks in the aside lines: each character outside ASCII. */
static void aside_marks(const eg_scene *sc, kinds *k)
{
    for (int r = 0; r < EG_SCENE_ASIDE_LINES; r++)
        for (const unsigned char *s = (const unsigned char *)sc->aside[r]; *s;) {
            if (*s < 0x80) {
                s++;
                continue;
            }
            size_t len = *s >= 0xf0 ? 4 : *s >= 0xe0 ? 3 : 2;
            char mark[KIND];
            snprintf(mark, sizeof mark, "mark %.*s", (int)len, (const char *)s);
            add(k, mark);
            for (size_t j = 0; j < len && *s; j++)
                s++;
        }
}

static void scene_kinds(const eg_scene *sc, kinds *k)
{
    for (int i = 0; i < sc->nitems; i++) {
        char kind[KIND];
        item_kind(&sc->items[i], kind, sizeof kind);
        add(k, kind);
    }
    aside_marks(sc, k);
}

static void key_kinds(const eg_game *g, kinds *k)
{
    static eg_scene sc;
    static eg_key_entry e[MAX_ENTRIES];
    memset(&sc, 0, sizeof sc);
    int n = g->key(&sc, e, MAX_ENTRIES);
    assert_true(n > 0 && n <= MAX_ENTRIES);
    for (int i = 0; i < n; i++) {
        assert_non_null(e[i].words);
        assert_true(strlen(e[i].words) > 3);
        /* Each meaning once (issue 28: Six Cities listed the height and the
         * supply count twice, for red and for yellow). */
        for (int j = 0; j < i; j++)
            if (strcmp(e[i].words, e[j].words) == 0)
                fail_msg("%s: the key says \"%s\" twice (entries %d and %d)", g->id, e[i].words,
                         j + 1, i + 1);
        if (e[i].item >= 0) {
            assert_true(e[i].item < sc.nitems);
            /* Its symbol: its item and those after it up to the next
             * entry's (the table's Key page draws them together). An entry
             * may show a plain piece (Skyscrapers' pawns). */
            int end = sc.nitems;
            for (int j = 0; j < n; j++)
                if (e[j].item > e[i].item && e[j].item < end)
                    end = e[j].item;
            for (int it = e[i].item; it < end; it++) {
                char kind[KIND];
                item_kind(&sc.items[it], kind, sizeof kind);
                add(k, kind);
            }
        } else {
            char mark[KIND];
            snprintf(mark, sizeof mark, "mark %s", e[i].mark);
            add(k, mark);
        }
    }
}

static void draw_all(const eg_game *g, const void *state, void *view, void *ui, kinds *met)
{
    static eg_scene sc;
    for (int viewer = 0; viewer < EG_MAX_PLAYERS; viewer++) {
        if (g->redact)
            g->redact(state, viewer, view);
        else
            memcpy(view, state, g->state_size);
        for (int look = 0; look < 4; look++) {
            memset(&sc, 0, sizeof sc);
            sc.shown = look & 1 ? 0xffu : 0u;
            sc.own_secrets_hidden = look & 2;
            if (g->ui_size && g->new_ui)
                g->new_ui(view, viewer, ui);
            g->draw(view, viewer, g->ui_size ? ui : NULL, EG_NO_ITEM, &sc);
            scene_kinds(&sc, met);
        }
    }
}

static void play(const eg_game *g, int players, uint64_t seed, kinds *met)
{
    void *params = calloc(1, g->params_size), *state = calloc(1, g->state_size),
         *view = calloc(1, g->state_size), *ui = calloc(1, g->ui_size + 1);
    static char legal[EG_MAX_LEGAL][EG_MOVE_MAX];
    assert_non_null(params);
    assert_non_null(state);
    g->default_params(params, players);
    eg_error err = {0};
    assert_int_equal(g->new_game(params, seed, state, &err), 0);
    eg_rng rng;
    eg_rng_seed(&rng, seed);
    for (int move = 0; move < 600 && !g->is_over(state); move++) {
        draw_all(g, state, view, ui, met);
        unsigned who = g->to_act(state);
        if (who == 0)
            break;
        int p = __builtin_ctz(who), n = g->legal_moves(state, p, legal, EG_MAX_LEGAL);
        if (n <= 0)
            break;
        unsigned flags = 0;
        assert_int_equal(g->execute(state, p, legal[eg_rng_below(&rng, (uint32_t)n)], &flags, &err),
                         0);
    }
    draw_all(g, state, view, ui, met);
    free(params);
    free(state);
    free(view);
    free(ui);
}

static void test_every_symbol_has_a_key_entry(void **st)
{
    (void)st;
    int checked = 0;
    for (int i = 0; i < eg_game_count(); i++) {
        const eg_game *g = eg_game_at(i);
        if (!(g->flags & EG_GAME_PLAYABLE) || !g->draw)
            continue;
        static kinds met, keyed;
        memset(&met, 0, sizeof met);
        memset(&keyed, 0, sizeof keyed);
        if (g->key)
            key_kinds(g, &keyed);
        else
            fprintf(stderr, "%s: no key\n", g->id);
        int sizes[2] = {g->min_players > 2 ? g->min_players : 2, g->max_players};
        for (int s = 0; s < 2; s++)
            for (uint64_t seed = 1; seed <= 2; seed++)
                if (sizes[s] >= g->min_players && sizes[s] <= g->max_players)
                    play(g, sizes[s], seed, &met);
        int missing = 0;
        for (int m = 0; m < met.n; m++) {
            bool found = false;
            for (int k = 0; k < keyed.n && !found; k++)
                found = strcmp(met.kind[m], keyed.kind[k]) == 0;
            if (!found) {
                fprintf(stderr, "%s: drawn but not in the key: %s\n", g->id, met.kind[m]);
                missing++;
            }
        }
        fprintf(stderr, "%s: %d kinds of symbol drawn, %d in the key\n", g->id, met.n, keyed.n);
        checked += missing == 0 && g->key;
    }
    assert_int_equal(checked, 4);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_symbol_has_a_key_entry),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
