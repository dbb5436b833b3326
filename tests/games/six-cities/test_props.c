/* SPDX-License-Identifier: MIT */
/* test_props.c - properties over many seeded random games of 2, 3 and 4
 * players (SX_PROPERTY_GAMES widens the run; default 1000):
 *   blocks conserved and supplies never negative; cards conserved, hands of
 *   4; legal moves sorted, all accepted, and refusals change nothing; every
 *   round's score equal to a second scorer written here, which reads only the
 *   position text; the finishing places equal a second ranking written here. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <cmocka.h>

#include "sx_test.h"

/* ---- A second scorer: from the contract's position text alone. */

typedef struct {
    int height[54], owner[54];   /* owner: index in "RYGB", -1 empty */
} T_sites;

static T_sites T_read(const char *pos)
{
    T_sites t;
    int site = 0;
    for (int i = 0; i < 54; i++) {
        t.height[i] = 0;
        t.owner[i] = -1;
    }
    for (const char *p = pos; *p; p++) {
        if (*p == ',' || *p == '/' || *p == '|') {
            site++;
        } else if (*p != '-') {
            const char *c = strchr("RYGB", *p);
            assert_non_null(c);
            t.owner[site] = (int)(c - "RYGB");
            t.height[site] += p[1] - '0';
            p++;
        }
    }
    assert_int_equal(site, 53);
    return t;
}

/* Points per colour of one scoring: 3 tallest (unique), 2 per city with the
 * unique most buildings, 1 per building. */
static void T_score(const T_sites *t, int pts[4], int majorities[4], int *tall_colour)
{
    for (int c = 0; c < 4; c++)
        pts[c] = majorities[c] = 0;
    int top = 0, ntop = 0, who = -1;
    for (int i = 0; i < 54; i++) {
        if (t->owner[i] >= 0)
            pts[t->owner[i]] += 1;
        if (t->height[i] > top) {
            top = t->height[i];
            ntop = 1;
            who = t->owner[i];
        } else if (t->height[i] == top && top > 0) {
            ntop++;
        }
    }
    *tall_colour = ntop == 1 ? who : -1;
    if (ntop == 1)
        pts[who] += 3;
    for (int city = 0; city < 6; city++) {
        int n[4] = {0};
        for (int i = city * 9; i < city * 9 + 9; i++)
            if (t->owner[i] >= 0)
                n[t->owner[i]]++;
        int best = 0;
        for (int c = 0; c < 4; c++)
            best = n[c] > best ? n[c] : best;
        int count = 0, at = -1;
        for (int c = 0; c < 4; c++)
            if (best > 0 && n[c] == best) {
                count++;
                at = c;
            }
        if (count == 1) {
            pts[at] += 2;
            majorities[at]++;
        }
    }
}

static int T_owner_of_colour(int players, int c) { return players == 2 ? c / 2 : c; }

/* ---- Invariants of any state. */

static void check_conservation(const sx_state *s)
{
    int on_board[4] = {0};
    for (int i = 0; i < s->board.nblocks; i++)
        on_board[s->board.log_block[i] / 8]++;
    for (int c = 0; c < 4; c++) {
        int total = on_board[c];
        for (int f = 1; f <= 4; f++) {
            assert_true(s->supply[c][f] <= 11);
            assert_true(s->aside[c][f] <= 11);
            total += s->supply[c][f] + s->aside[c][f];
        }
        bool in_game = s->nplayers == 2 || c < s->nplayers;
        assert_int_equal(total, in_game ? 24 : 0);
    }
    int cards[10] = {0};
    for (int p = 0; p < s->nplayers; p++) {
        int n = 0;
        for (int k = 1; k <= 9; k++) {
            cards[k] += s->hand[p][k];
            n += s->hand[p][k];
        }
        assert_int_equal(s->hand[p][0], 0);
        assert_int_equal(n, s->pending_draw == p ? 3 : 4);
    }
    for (int i = 0; i < s->ndeck; i++)
        cards[s->deck[i]]++;
    for (int i = 0; i < s->nplayed; i++)
        cards[s->played[i]]++;
    for (int i = 0; i < s->ndiscards; i++)
        cards[s->discards[i]]++;
    for (int k = 1; k <= 9; k++)
        assert_int_equal(cards[k], 5);
}

static void check_legal_moves(const sx_state *s, int p, char (*legal)[EG_MOVE_MAX], int n,
                              eg_rng *rng)
{
    for (int i = 1; i < n; i++)
        assert_true(strcmp(legal[i - 1], legal[i]) < 0);
    for (int j = 0; j < 3 && n > 0; j++) {
        sx_state t = *s;
        assert_int_equal(sx_execute(&t, p, legal[eg_rng_below(rng, (uint32_t)n)], NULL, NULL),
                         SX_OK);
    }
    /* a placement that is not in the list is refused, and changes nothing */
    char m[EG_MOVE_MAX];
    snprintf(m, sizeof m, "%d%d%c%d", 1 + (int)eg_rng_below(rng, 9),
             1 + (int)eg_rng_below(rng, 6), "RYGB"[eg_rng_below(rng, 4)],
             1 + (int)eg_rng_below(rng, 4));
    bool listed = false;
    for (int i = 0; i < n; i++)
        listed |= strcmp(legal[i], m) == 0;
    sx_state t = *s;
    eg_error err = {0};
    int rc = sx_execute(&t, p, m, NULL, &err);
    if (!listed) {
        assert_true(rc > 0);
        assert_true(err.msg[0] != '\0');
        assert_memory_equal(&t, s, sizeof t);
    }
}

/* The finishing places, from the position text and the scores alone. */
static void check_places(const sx_state *s)
{
    char pos[EG_POSITION_MAX];
    assert_true(sx_position_format(&s->board, pos, sizeof pos) > 0);
    T_sites t = T_read(pos);
    int pts[4], maj[4], tall;
    T_score(&t, pts, maj, &tall);
    int score[4] = {0}, majorities[4] = {0};
    for (int c = 0; c < 4; c++) {
        int p = T_owner_of_colour(s->nplayers, c);
        if (p < s->nplayers) {
            score[p] += s->score[c];
            majorities[p] += maj[c];
        }
    }
    int tall_player = tall >= 0 ? T_owner_of_colour(s->nplayers, tall) : -1;
    int places[4];
    sx_places(s, places);
    for (int p = 0; p < s->nplayers; p++) {
        int want = 0; /* players ahead of p: points, then the tallest, then majorities */
        for (int q = 0; q < s->nplayers; q++) {
            int tq = q == tall_player, tp = p == tall_player;
            if (score[q] > score[p] ||
                (score[q] == score[p] &&
                 (tq > tp || (tq == tp && majorities[q] > majorities[p]))))
                want++;
        }
        assert_int_equal(places[p], want);
    }
}

/* ---- One random game. */

static void random_game(uint64_t seed, int players, bool hidden)
{
    sx_params prm;
    sx_params_default(&prm, players);
    prm.hidden_choice = hidden;
    prm.first = -1;
    sx_state s;
    assert_int_equal(sx_new_game(&prm, seed, &s, NULL), SX_OK);
    eg_rng rng;
    eg_rng_seed(&rng, seed * 7919u);
    int expect[4] = {0}, rounds = 0;
    static char legal[EG_MAX_LEGAL][EG_MOVE_MAX];
    for (int guard = 0; guard < 2000 && s.phase != SX_PHASE_OVER; guard++) {
        check_conservation(&s);
        unsigned act = sx_to_act(&s);
        assert_true(act != 0);
        int p;
        do
            p = (int)eg_rng_below(&rng, (uint32_t)players);
        while (!(act & (1u << p)));
        int n = sx_legal_moves(&s, p, legal, EG_MAX_LEGAL);
        assert_true(n > 0);
        check_legal_moves(&s, p, legal, n, &rng);
        unsigned fl = 0;
        assert_int_equal(sx_execute(&s, p, legal[eg_rng_below(&rng, (uint32_t)n)], &fl, NULL),
                         SX_OK);
        if (fl & EG_MOVE_ENDS_ROUND) {
            char pos[EG_POSITION_MAX];
            assert_true(sx_position_format(&s.board, pos, sizeof pos) > 0);
            T_sites t = T_read(pos);
            int pts[4], maj[4], tall;
            T_score(&t, pts, maj, &tall);
            for (int c = 0; c < 4; c++) {
                expect[c] += pts[c];
                bool in_game = players == 2 || c < players;
                assert_int_equal(s.score[c], in_game ? expect[c] : 0);
            }
            rounds++;
        }
    }
    assert_int_equal(s.phase, SX_PHASE_OVER);
    assert_int_equal(rounds, players == 3 ? 6 : 4);
    check_conservation(&s);
    check_places(&s);
}

static int property_games(void)
{
    const char *env = getenv("SX_PROPERTY_GAMES");
    int n = env ? atoi(env) : 0;
    return n > 0 ? n : 1000;
}

static void test_random_games_keep_blocks_cards_and_scores(void **state)
{
    (void)state;
    int n = property_games();
    for (int i = 0; i < n; i++)
        random_game(1000u + (uint64_t)i, 2 + i % 3, i % 5 == 4);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_games_keep_blocks_cards_and_scores),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
