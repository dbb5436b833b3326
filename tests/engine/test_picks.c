/* SPDX-License-Identifier: MIT */
/* test_picks.c - what a player's picks on a scene make (eg_picks.h) and a
 * move tried on the mid end (eg_midend_try), on every game's own scenes
 * through games played at random: each pick listed as legal makes a move
 * in the game's own list of legal moves, each listed as refused one that
 * is not, every legal move a drawn pick makes is found by its move, and
 * eg_midend_try answers as that list does. Then the hint as the table gives
 * it (a job on the player's view, its move said in words and found as a
 * pick) and the move list's lines, against words made here. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eg_game.h"
#include "eg_picks.h"
#include "eg_play.h"
#include "eg_record.h"
#include "eg_words.h"
#include "midend.h"
#include "rng.h"

enum { MAX_PICKS = 8192 };
static char legal[EG_MAX_LEGAL][EG_MOVE_MAX];
static eg_pick picks[MAX_PICKS];
static eg_scene scene;

static bool in_legal(int n, const char *move)
{
    for (int i = 0; i < n; i++)
        if (strcmp(legal[i], move) == 0)
            return true;
    return false;
}

static eg_midend *new_game(const eg_game *g, uint64_t seed)
{
    eg_record rec;
    eg_record_init(&rec);
    snprintf(rec.game, sizeof rec.game, "%s", g->id);
    void *params = calloc(1, g->params_size);
    assert_non_null(params);
    g->default_params(params, g->min_players);
    g->params_encode(params, rec.params, sizeof rec.params);
    rec.nplayers = g->params_players(params);
    rec.seed = seed;
    for (int p = 0; p < rec.nplayers; p++) {
        snprintf(rec.players[p].name, sizeof rec.players[p].name, "P%d", p + 1);
        snprintf(rec.players[p].controller, sizeof rec.players[p].controller, "human");
    }
    free(params);
    eg_error err = {0};
    eg_midend *me = eg_midend_new_for(g, &rec, &err);
    if (!me)
        fail_msg("%s: %s", g->id, err.msg);
    return me;
}

/* What the pick makes, asked of the game here on a fresh ui. */
static int interpret(const eg_game *g, const void *view, int p, eg_pick pick, char *move)
{
    void *ui = g->ui_size ? calloc(1, g->ui_size) : NULL;
    if (ui && g->new_ui)
        g->new_ui(view, p, ui);
    int rc = g->interpret(view, p, ui, &pick, move, NULL);
    free(ui);
    return rc;
}

static void test_picks_make_the_moves_the_game_lists(void **state)
{
    (void)state;
    for (int gi = 0; gi < eg_game_count(); gi++) {
        const eg_game *g = eg_game_at(gi);
        int positions = 0, nlegal = 0, nrefused = 0, found = 0;
        eg_rng rng = {0x9e3 + (uint64_t)gi};
        for (int trial = 0; trial < 8; trial++) {
            eg_midend *me = new_game(g, 40 + (uint64_t)trial);
            int moves = (int)(eg_rng_next(&rng) % 40);
            for (int k = 0; k < moves && !eg_midend_is_over(me); k++) {
                unsigned act = eg_midend_to_act(me);
                int p = 0;
                while (!(act & (1u << p)))
                    p++;
                int n = g->legal_moves(eg_midend_state(me), p, legal, EG_MAX_LEGAL);
                assert_true(n > 0);
                assert_int_equal(eg_midend_move(me, p, legal[eg_rng_next(&rng) % (uint64_t)n], NULL, NULL), 0);
            }
            unsigned act = eg_midend_to_act(me);
            if (eg_midend_is_over(me) || !act) {
                eg_midend_free(me);
                continue;
            }
            int p = 0;
            while (!(act & (1u << p)))
                p++;
            void *view = malloc(g->state_size), *ui = g->ui_size ? calloc(1, g->ui_size) : NULL;
            eg_midend_view(me, p, view);
            if (ui && g->new_ui)
                g->new_ui(view, p, ui);
            memset(&scene, 0, sizeof scene);
            g->draw(view, p, ui, EG_NO_ITEM, &scene);
            int n = g->legal_moves(eg_midend_state(me), p, legal, EG_MAX_LEGAL);
            eg_picker *pk = eg_picker_new(me, p, ui);
            assert_non_null(pk);
            char move[EG_MOVE_MAX];
            /* Legal picks: their moves are the game's legal moves. */
            int k = eg_picker_list(pk, &scene, 0, 1u << EG_PICK_LEGAL, picks, MAX_PICKS);
            for (int i = 0; i < k; i++) {
                assert_int_equal(interpret(g, view, p, picks[i], move), 0);
                if (!in_legal(n, move))
                    fail_msg("%s: pick %d -> %d listed legal makes %s, not a legal move", g->id,
                             (int)picks[i].from, (int)picks[i].to, move);
                assert_true(eg_midend_try(me, p, move));
                /* Found again by its move: a pick that makes it. */
                eg_pick again;
                assert_true(eg_picker_find(pk, &scene, move, &again));
                assert_int_equal(interpret(g, view, p, again, move), 0);
                assert_true(in_legal(n, move));
                found++;
            }
            nlegal += k;
            /* Refused picks: their moves are not, and the mid end says so. */
            int r = eg_picker_list(pk, &scene, 0, 1u << EG_PICK_REFUSED, picks, MAX_PICKS);
            for (int i = 0; i < r; i++) {
                assert_int_equal(interpret(g, view, p, picks[i], move), 0);
                if (in_legal(n, move))
                    fail_msg("%s: pick %d -> %d listed refused makes %s, a legal move", g->id,
                             (int)picks[i].from, (int)picks[i].to, move);
                assert_false(eg_midend_try(me, p, move));
            }
            nrefused += r;
            /* Every legal move of the list: the mid end accepts it. */
            for (int i = 0; i < n; i++)
                assert_true(eg_midend_try(me, p, legal[i]));
            /* Lit: only picks among lit items (none lit here). */
            assert_int_equal(eg_picker_list(pk, &scene, EG_ITEM_LIT, ~0u, picks, MAX_PICKS), 0);
            eg_picker_free(pk);
            free(view);
            free(ui);
            eg_midend_free(me);
            positions++;
        }
        printf("%s: %d positions, %d legal picks (each found by its move: %d), %d refused\n", g->id,
               positions, nlegal, found, nrefused);
        assert_true(positions >= 3);
        assert_true(nlegal > 0);
    }
}

/* The player to act (the lowest), or -1. */
static int to_act(const eg_midend *me)
{
    unsigned act = eg_midend_to_act(me);
    for (int p = 0; p < EG_MAX_PLAYERS; p++)
        if (act & (1u << p))
            return p;
    return -1;
}

static void test_hint_and_move_list(void **state)
{
    (void)state;
    for (int gi = 0; gi < eg_game_count(); gi++) {
        const eg_game *g = eg_game_at(gi);
        eg_midend *me = new_game(g, 77);
        eg_rng rng = {5 + (uint64_t)gi};
        for (int k = 0; k < 6 && !eg_midend_is_over(me); k++) {
            int p = to_act(me);
            int n = g->legal_moves(eg_midend_state(me), p, legal, EG_MAX_LEGAL);
            assert_int_equal(eg_midend_move(me, p, legal[eg_rng_next(&rng) % (uint64_t)n], NULL, NULL), 0);
        }
        /* The move list: "N. NAME: " and the move in words from the position
         * it was made in, as its maker knows it; another's secret hidden. */
        const eg_record *rec = eg_midend_record(me);
        void *view = malloc(g->state_size);
        char line[240], words[160], want[240];
        for (int k = 0; k < rec->nmoves; k++) {
            int by = rec->moves[k].player, other = (by + 1) % rec->nplayers;
            eg_view_of(g, eg_midend_state_at(me, k), by, view);
            eg_move_words(g, view, by, rec->moves[k].move, words, sizeof words);
            snprintf(want, sizeof want, "%d. P%d: %s", k + 1, by + 1, words);
            eg_midend_list_line(me, by, k, line, sizeof line);
            assert_string_equal(line, want);
            eg_midend_list_line(me, other, k, line, sizeof line);
            if (eg_midend_move_flags(me, k) & EG_MOVE_PRIVATE) {
                snprintf(want, sizeof want, "%d. P%d: (a secret choice)", k + 1, by + 1);
            } else {
                eg_view_of(g, eg_midend_state_at(me, k), other, view);
                eg_move_words(g, view, other, rec->moves[k].move, words, sizeof words);
                snprintf(want, sizeof want, "%d. P%d: %s", k + 1, by + 1, words);
            }
            assert_string_equal(line, want);
        }
        /* The hint: the strongest level thinking on the player's view gives a
         * legal move, said in words; a drawn pick makes it where one does. */
        int p = to_act(me);
        assert_true(p >= 0 && g->nlevels > 0);
        eg_ai_request req = {.level = g->nlevels - 1, .seed = 3, .budget_ms = 50};
        eg_job *job = eg_midend_think(me, p, &req);
        assert_non_null(job);
        char move[EG_MOVE_MAX];
        assert_int_equal(eg_job_join(job, move, NULL), 0);
        int n = g->legal_moves(eg_midend_state(me), p, legal, EG_MAX_LEGAL);
        assert_true(in_legal(n, move));
        assert_true(eg_midend_try(me, p, move));
        eg_midend_view(me, p, view);
        eg_move_words(g, view, p, move, words, sizeof words);
        snprintf(want, sizeof want, "Hint: %s", words);
        eg_hint_words(me, p, move, line, sizeof line);
        assert_string_equal(line, want);
        void *ui = g->ui_size ? calloc(1, g->ui_size) : NULL;
        if (ui && g->new_ui)
            g->new_ui(view, p, ui);
        memset(&scene, 0, sizeof scene);
        g->draw(view, p, ui, EG_NO_ITEM, &scene);
        eg_picker *pk = eg_picker_new(me, p, ui);
        eg_pick pick;
        char got[EG_MOVE_MAX];
        if (eg_picker_find(pk, &scene, move, &pick)) {
            assert_int_equal(interpret(g, view, p, pick, got), 0);
            assert_string_equal(got, move);
        }
        printf("%s: hint %s (%s)\n", g->id, move, line);
        eg_picker_free(pk);
        free(ui);
        free(view);
        eg_midend_free(me);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_picks_make_the_moves_the_game_lists),
        cmocka_unit_test(test_hint_and_move_list),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
