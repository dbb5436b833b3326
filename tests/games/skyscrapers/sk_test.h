/* SPDX-License-Identifier: MIT */
/* sk_test.h - helpers shared by the Skyscrapers tests. Everything is
 * `static inline` so a test file may use any subset. Include after
 * <cmocka.h>. */
#ifndef SK_TEST_H
#define SK_TEST_H

#include "sk_core.h"

#include <stdio.h>
#include <string.h>

/* The contract's example deal (shared/spec/skyscrapers.md):
 *   5  S3   M2   S2   A0@A S4
 *   4  C4   C0@C A4   C2   C3
 *   3  S0@S M1   .    S1   A1
 *   2  C1   S5   M4   M3   M0@M
 *   1  A2   M5   A5   C5   A3
 *      a    b    c    d    e                                            */
#define EX "S3,M2,S2,A0@A,S4/C4,C0@C,A4,C2,C3/S0@S,M1,.,S1,A1/C1,S5,M4,M3,M0@M/A2,M5,A5,C5,A3"

/* Parse an SPN the test knows is valid. */
static inline sk_board T_spn(const char *text)
{
    sk_board b;
    eg_error err = {0};
    int rc = sk_spn_parse(text, strlen(text), &b, &err);
    if (rc != SK_OK)
        print_error("sk_spn_parse(\"%s\"): %s\n", text, err.msg);
    assert_int_equal(rc, SK_OK);
    return b;
}

static inline void T_assert_spn(const sk_board *b, const char *want)
{
    char got[SK_SPN_MAX];
    assert_true(sk_spn_format(b, got, sizeof got) > 0);
    assert_string_equal(got, want);
}

/* Plays `moves` (space-separated) on `b`, asserting each is legal. */
static inline void T_play(sk_board *b, const char *moves)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", moves);
    for (char *m = strtok(buf, " "); m; m = strtok(NULL, " ")) {
        eg_error err = {0};
        int rc = sk_play_text(b, m, &err);
        if (rc != SK_OK)
            print_error("%s: %s\n", m, err.msg);
        assert_int_equal(rc, SK_OK);
    }
}

/* From position `spn`, `move` is refused with `code` and exactly `msg`, and
 * the board is left as it was. */
static inline void T_refused(const char *spn, const char *move, int code, const char *msg)
{
    sk_board b = T_spn(spn), before = b;
    eg_error err = {0};
    int rc = sk_play_text(&b, move, &err);
    if (rc != code)
        print_error("%s on %s: want code %d, got %d (%s)\n", move, spn, code, rc, err.msg);
    assert_int_equal(rc, code);
    assert_int_equal(err.code, code);
    assert_string_equal(err.msg, msg);
    assert_memory_equal(&b, &before, sizeof b);
}

/* From position `spn`, `move` is legal and gives exactly `want`. */
static inline void T_gives(const char *spn, const char *move, const char *want)
{
    sk_board b = T_spn(spn);
    T_play(&b, move);
    T_assert_spn(&b, want);
}

/* A deal order (sk_setup) with the named tiles on the named squares, e.g.
 * T_order(o, "C0 b3 S0 d3"), and every other tile in id order on the
 * remaining squares. */
static inline void T_order(uint8_t order[SK_TILES], const char *placements)
{
    int at[SK_SQUARES];
    bool used[SK_TILES] = {false};
    for (int i = 0; i < SK_SQUARES; i++)
        at[i] = -1;
    char buf[128];
    snprintf(buf, sizeof buf, "%s", placements);
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " ")) {
        char *sq = strtok(NULL, " ");
        assert_non_null(sq);
        int tile = sk_tile_make(sk_suit_from_char(t[0]), t[1] - '0');
        at[sk_square_parse(sq)] = tile;
        used[tile] = true;
    }
    int next = 0, k = 0;
    for (int s = 0; s < SK_SQUARES; s++) {
        if (s == SK_CENTRE)
            continue;
        if (at[s] < 0) {
            while (used[next])
                next++;
            at[s] = next;
            used[next] = true;
        }
        order[k++] = (uint8_t)at[s];
    }
}

/* The square holding single tile "C1" etc., by scanning; -1 if none. */
static inline int T_where(const sk_board *b, const char *tile)
{
    int id = sk_tile_make(sk_suit_from_char(tile[0]), tile[1] - '0');
    for (int s = 0; s < SK_SQUARES; s++)
        for (int i = 0; i < b->sq[s].ntiles; i++)
            if (b->sq[s].tile[i] == id)
                return s;
    return -1;
}

#endif
