/* SPDX-License-Identifier: MIT */
/* sx_test.h - small helpers for the Six Cities tests. Everything is
 * `static inline` so a test file may use any subset. Include after <cmocka.h>. */
#ifndef SX_TEST_H
#define SX_TEST_H

#include "sx_internal.h"

#include <stdio.h>
#include <string.h>

/* A new game with the first start player 0 and the given seed. */
static inline sx_state T_game(int players, uint64_t seed)
{
    sx_params p;
    sx_params_default(&p, players);
    sx_state s;
    eg_error err = {0};
    assert_int_equal(sx_new_game(&p, seed, &s, &err), SX_OK);
    return s;
}

/* Executes a move that must be legal. */
static inline unsigned T_do(sx_state *s, int player, const char *move)
{
    unsigned flags = 0;
    eg_error err = {0};
    int rc = sx_execute(s, player, move, &flags, &err);
    if (rc != SX_OK)
        print_error("player %d '%s': %s (code %d)\n", player, move, err.msg, rc);
    assert_int_equal(rc, SX_OK);
    return flags;
}

/* Executes a move that must be refused with `code`; the state must not change. */
static inline void T_refused(sx_state *s, int player, const char *move, int code,
                             const char *msg)
{
    sx_state before = *s;
    eg_error err = {0};
    unsigned flags = 0;
    int rc = sx_execute(s, player, move, &flags, &err);
    if (rc != code)
        print_error("player %d '%s': want code %d, got %d (%s)\n", player, move, code, rc,
                    err.msg);
    assert_int_equal(rc, code);
    assert_int_equal(err.code, code);
    assert_memory_equal(&before, s, sizeof before);
    if (msg)
        assert_string_equal(err.msg, msg);
}

/* A board from a position string the test knows is valid. */
static inline sx_board T_board(const char *pos)
{
    sx_board b;
    eg_error err = {0};
    int rc = sx_position_parse(pos, &b, &err);
    if (rc != SX_OK)
        print_error("'%s': %s\n", pos, err.msg);
    assert_int_equal(rc, SX_OK);
    return b;
}

/* A position with the given site text at city (1-6), row, column (1-3) and
 * every other site empty. Sites are given as "c:rc=TEXT" words. */
static inline void T_pos(char *out, size_t n, const char *sites[], int nsites)
{
    const char *text[SX_SITES];
    for (int i = 0; i < SX_SITES; i++)
        text[i] = "-";
    for (int i = 0; i < nsites; i++) {
        const char *w = sites[i];
        int site = (w[0] - '1') * 9 + (w[2] - '1') * 3 + (w[3] - '1');
        text[site] = w + 5;
    }
    size_t len = 0;
    out[0] = '\0';
    for (int i = 0; i < SX_SITES; i++) {
        const char *sep = i == 0 ? "" : i % 9 == 0 ? "|" : i % 3 == 0 ? "/" : ",";
        len += (size_t)snprintf(out + len, n - len, "%s%s", sep, text[i]);
        assert_true(len < n);
    }
}

/* Gives player p exactly the cards listed ("5555"), returning the ones taken
 * back to the deck so the cards stay 45. */
static inline void T_hand(sx_state *s, int p, const char *cards)
{
    for (int k = 1; k <= SX_CARD_KINDS; k++)
        while (s->hand[p][k]) {
            s->hand[p][k]--;
            s->deck[s->ndeck++] = (uint8_t)k;
        }
    for (const char *c = cards; *c; c++) {
        int k = *c - '0', found = -1;
        for (int i = 0; i < s->ndeck; i++)
            if (s->deck[i] == k)
                found = i;
        assert_true(found >= 0);
        s->deck[found] = s->deck[--s->ndeck];
        s->hand[p][k]++;
    }
}

/* Every hand back into the deck, then the given hands dealt (NULL: empty). */
static inline void T_hands(sx_state *s, const char *h0, const char *h1, const char *h2,
                           const char *h3)
{
    const char *h[4] = {h0, h1, h2, h3};
    for (int p = 0; p < s->nplayers; p++)
        T_hand(s, p, "");
    for (int p = 0; p < s->nplayers; p++)
        T_hand(s, p, h[p] ? h[p] : "");
}

#endif
