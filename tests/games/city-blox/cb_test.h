/* SPDX-License-Identifier: MIT */
/* cb_test.h - small helpers for the City Blox tests. Include after <cmocka.h>.
 * Everything is static inline so each test uses any subset. */
#ifndef CB_TEST_H
#define CB_TEST_H

#include "cb_core.h"

#include <stdio.h>
#include <string.h>

/* A game with player 1 (index 0) selecting first. */
static inline cb_state T_game(int nplayers, int level, uint64_t seed)
{
    cb_params p;
    cb_params_default(&p, nplayers);
    p.level = (uint8_t)level;
    p.first = 0;
    cb_state s;
    eg_error err = {0};
    assert_int_equal(cb_new_game(&p, seed, &s, &err), CB_OK);
    return s;
}

static inline void T_do(cb_state *s, int player, const char *move)
{
    eg_error err = {0};
    unsigned flags;
    int rc = cb_execute(s, player, move, &flags, &err);
    if (rc)
        print_error("player %d '%s': %s\n", player + 1, move, err.msg);
    assert_int_equal(rc, CB_OK);
}

/* A refusal with its own code; the state must not change. */
static inline void T_refuse(cb_state *s, int player, const char *move, int code)
{
    eg_error err = {0};
    unsigned flags;
    cb_state before = *s;
    int rc = cb_execute(s, player, move, &flags, &err);
    if (rc != code)
        print_error("player %d '%s': code %d (%s), want %d\n", player + 1, move, rc, err.msg,
                    code);
    assert_int_equal(rc, code);
    assert_true(err.msg[0] != '\0');
    assert_memory_equal(&before, s, sizeof before);
}

static inline cb_brick T_brick(const char *text)
{
    cb_brick b;
    eg_error err = {0};
    assert_int_equal(cb_brick_parse(text, strlen(text), &b, &err), CB_OK);
    return b;
}

static inline uint64_t T_cut(const char *text)
{
    uint64_t m;
    eg_error err = {0};
    assert_int_equal(cb_cutout_parse(text, strlen(text), &m, &err), CB_OK);
    return m;
}

/* Puts a brick from the supply straight onto a plot (test set-up). */
static inline void T_put(cb_state *s, int player, int plot, const char *text)
{
    cb_brick b = T_brick(text);
    int k = cb_shape_kind(b.shape);
    assert_true(s->supply[k] > 0);
    s->supply[k]--;
    s->placed[s->nplaced].plot = (uint8_t)(player * CB_PLOTS + plot);
    s->placed[s->nplaced].b = b;
    s->nplaced++;
}

/* Lays the card's stored fewest fill on a plot, all but `leave` bricks. */
static inline void T_fill(cb_state *s, int player, int plot, int leave)
{
    const cb_card *c = &cb_cards[s->card[player][plot]];
    bool two = s->p.level >= CB_LEVEL_2;
    const cb_brick *f = two ? c->fill2 : c->fill1;
    int n = two ? c->nfill2 : c->nfill1;
    for (int i = 0; i < n - leave; i++) {
        char t[24];
        cb_brick_format(f[i], t, sizeof t);
        T_put(s, player, plot, t);
    }
}

static inline int T_bricks_on(const cb_state *s, int player, int plot)
{
    cb_brick b[CB_BRICKS];
    return cb_plot_bricks(s, player, plot, b);
}

static inline int T_act(const cb_state *s) { return __builtin_ctz(cb_to_act(s)); }

#endif
