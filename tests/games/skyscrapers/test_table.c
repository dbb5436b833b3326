/* SPDX-License-Identifier: MIT */
/* test_table.c - eg_skyscrapers through the engine's interface only:
 * params, the solitaire flags, `end`, the reveal, the hint. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "eg_lesson.h"
#include "eg_scene.h"
#include "sk_game.h"
#include "sk_test.h"

static const eg_game *G = &eg_skyscrapers;

static sk_state new_state(int variant, uint64_t seed)
{
    sk_params p = {variant};
    sk_state s;
    eg_error err = {0};
    assert_int_equal(G->new_game(&p, seed, &s, &err), 0);
    return s;
}

static sk_state state_of(const char *spn)
{
    sk_state s;
    memset(&s, 0, sizeof s);
    s.board = T_spn(spn);
    return s;
}

static void test_identity_and_flags(void **state)
{
    (void)state;
    assert_string_equal(G->id, "skyscrapers");
    assert_ptr_equal(eg_game_find("skyscrapers"), G);
    assert_int_equal(G->min_players, 1);
    assert_int_equal(G->max_players, 1);
    assert_true(G->flags & EG_GAME_SOLITAIRE);
    assert_int_equal(G->undo, EG_UNDO_FREE);
    assert_null(G->redact);
    assert_non_null(strstr(G->rules_text, "Michael Schoessow"));
    assert_non_null(strstr(G->credit, "2004"));
    assert_int_equal(G->nlevels, 1);
    assert_string_equal(G->level_names[0], "hint");
}

static void test_params_round_trip_and_refusals(void **state)
{
    (void)state;
    sk_params p;
    char text[EG_PARAMS_TEXT_MAX];
    eg_error err = {0};
    G->default_params(&p, 1);
    assert_true(G->params_encode(&p, text, sizeof text) > 0);
    assert_string_equal(text, "variant=standard");
    assert_int_equal(G->params_decode("variant=2", &p, &err), 0);
    assert_int_equal(p.variant, 2);
    assert_true(G->params_encode(&p, text, sizeof text) > 0);
    assert_string_equal(text, "variant=2");
    assert_int_equal(G->params_decode("players=1 variant=1", &p, &err), 0);
    assert_int_equal(p.variant, 1);
    assert_int_equal(G->params_players(&p), 1);
    assert_int_equal(G->params_decode("variant=3", &p, &err), SK_ERR_PARAMS);
    assert_string_equal(err.msg, "column 9: variant is standard, 1 or 2, not '3'");
    assert_int_equal(G->params_decode("players=2", &p, &err), SK_ERR_PARAMS);
    assert_int_equal(G->params_decode("rounds=3", &p, &err), SK_ERR_PARAMS);
    assert_string_equal(err.msg, "column 1: unknown key in 'rounds=3' (variant)");
    assert_int_equal(G->params_encode(&p, text, 4), -1);
}

/* new_game's seed is the deal number. */
static void test_new_game_is_the_deal(void **state)
{
    (void)state;
    for (int v = 0; v < 3; v++) {
        sk_state s = new_state(v, 77);
        sk_board b;
        sk_deal(&b, 77, (sk_variant)v);
        assert_memory_equal(&s.board, &b, sizeof b);
        assert_int_equal(s.ended, 0);
        char spn[EG_POSITION_MAX], want[SK_SPN_MAX];
        assert_true(G->format_position(&s, spn, sizeof spn) > 0);
        sk_spn_format(&b, want, sizeof want);
        assert_string_equal(spn, want);
    }
}

static void test_legal_moves_are_the_contracts(void **state)
{
    (void)state;
    sk_state s = state_of(EX);
    char out[EG_MAX_LEGAL][EG_MOVE_MAX];
    int n = G->legal_moves(&s, 0, out, EG_MAX_LEGAL);
    assert_int_equal(n, 12);
    assert_string_equal(out[0], "@a3-a5");
    assert_string_equal(out[11], "d4+e4");
    for (int i = 0; i < n; i++)
        assert_string_not_equal(out[i], "end");
    assert_int_equal(G->legal_moves(&s, 1, out, EG_MAX_LEGAL), 0);
    assert_int_equal(G->to_act(&s), 1u);
}

static void test_execute_applies_and_refuses(void **state)
{
    (void)state;
    sk_state s = state_of(EX), before = s;
    unsigned flags = 99;
    eg_error err = {0};
    assert_int_equal(G->execute(&s, 0, "e4+d4", &flags, &err), SK_ERR_NO_WORK_CREW);
    assert_string_equal(err.msg, "e4+d4: no free pawn beside e4");
    assert_memory_equal(&s, &before, sizeof s);
    assert_int_equal(G->execute(&s, 1, "d2+c2", &flags, &err), SK_ERR_NOT_YOUR_TURN);
    assert_int_equal(G->execute(&s, 0, "d2+c2", &flags, &err), 0);
    assert_int_equal(flags, 0u);
    int sc[EG_MAX_PLAYERS];
    assert_int_equal(G->scores(&s, sc), 1);
    assert_int_equal(sc[0], 2);
}

/* "The game ends when the player says so": the move `end`. */
static void test_end_stops_the_game(void **state)
{
    (void)state;
    sk_state s = state_of(EX);
    unsigned flags = 0;
    eg_error err = {0};
    assert_int_equal(G->execute(&s, 0, "d2+c2", &flags, &err), 0);
    assert_false(G->is_over(&s));
    assert_int_equal(G->execute(&s, 0, "end", &flags, &err), 0);
    assert_int_equal(flags, EG_MOVE_ENDS_ROUND | EG_MOVE_ENDS_GAME);
    assert_true(G->is_over(&s));
    assert_int_equal(G->to_act(&s), 0u);
    int places[EG_MAX_PLAYERS];
    G->places(&s, places);
    assert_int_equal(places[0], 0);
    assert_int_equal(G->execute(&s, 0, "b3-c3", &flags, &err), SK_ERR_GAME_OVER);
    assert_string_equal(err.msg, "b3-c3: the game is over");
    assert_int_equal(G->execute(&s, 0, "end", &flags, &err), SK_ERR_GAME_OVER);
}

/* "... or when no legal move is left": a city whose hole is boxed in by
 * stacks and pawns on stacks. */
#define P_STUCK "S0S1S2S3S4S5@S,M0M1M2M3M4M5@M,C0C1C2C3C4C5@C,A0A1A2A3A4A5@A,s/s,s,s,s,s/m,m,m,m,m/c,c,c,c,c/a,a,a,a,."

static void test_no_move_left_ends_the_game(void **state)
{
    (void)state;
    sk_state s = state_of(P_STUCK);
    char out[EG_MAX_LEGAL][EG_MOVE_MAX];
    /* only coin slides remain: the city still moves */
    assert_true(G->legal_moves(&s, 0, out, EG_MAX_LEGAL) > 0);
    assert_false(G->is_over(&s));
    /* a pawn boxed in, the hole in a corner with stacks beside it */
    s = state_of("s,s,s,s,s/m,m,m,m,m/c,c,c,c,c/a,a,a,S0S1S2S3S4S5@S,M0M1M2M3M4M5@M/"
                 "A0A1A2A3A4A5@A,a,a,C0C1C2C3C4C5@C,.");
    assert_int_equal(G->legal_moves(&s, 0, out, EG_MAX_LEGAL), 0);
    assert_true(G->is_over(&s));
    assert_int_equal(G->to_act(&s), 0u);
}

/* The reveal explains the final score, stack by stack and coin by coin. */
static void test_reveal_adds_up_to_the_score(void **state)
{
    (void)state;
    sk_state s = state_of("S0S1S2S3S4S5@S,s,s,s,s/M0M1M2M3M4M5,m,m@M,m,m/C0C1C2C3C4C5@C,c,.,c,c/A0A1A2A3A4A5,a,a,a,a@A/s,m,c,c,a");
    eg_reveal_step steps[EG_MAX_REVEAL_STEPS];
    int n = G->reveal(&s, &s, steps);
    assert_int_equal(n, 4 + 13 + 1);
    int sum = 0;
    for (int i = 0; i < n; i++)
        sum += steps[i].points;
    assert_int_equal(sum, 111);
    assert_string_equal(steps[0].text, "a2: skyscraper of 6 arms tiles"); /* its points: "(+12)" after it */
    assert_int_equal(steps[0].points, 12);
    assert_int_equal(steps[0].light[0], 1u << sk_square_parse("a2"));
    assert_string_equal(steps[n - 1].text, "total 111: stacks 72, coins 39");
    assert_int_equal(steps[n - 1].player, EG_NO_PLAYER);
    bool pawn_text = false, coin_text = false;
    for (int i = 0; i < n; i++) {
        pawn_text |= strcmp(steps[i].text, "a3: skyscraper of 6 crowns tiles, pawn on top doubles it") == 0 &&
                     steps[i].points == 24;
        coin_text |= strcmp(steps[i].text, "c5: suns coin, no tile beside it") == 0 && steps[i].points == 3;
    }
    assert_true(pawn_text && coin_text);
}

/* The hint: a legal move on a line to a higher score. In EX the only
 * immediate gain is a stack (d2+c2 or d4+e4, +2 each). */
static void test_hint_leads_to_a_higher_score(void **state)
{
    (void)state;
    sk_state s = state_of(EX);
    eg_ai_request req = {.level = 0, .seed = 1, .iterations = 2000};
    char move[EG_MOVE_MAX];
    eg_error err = {0};
    assert_int_equal(G->ai_choose(&s, 0, &req, move, &err), 0);
    char out[EG_MAX_LEGAL][EG_MOVE_MAX];
    int n = G->legal_moves(&s, 0, out, EG_MAX_LEGAL);
    bool legal = false;
    for (int i = 0; i < n; i++)
        legal |= strcmp(out[i], move) == 0;
    assert_true(legal);
    /* Following the hints raises the score (the hint is a line, not a guess). */
    sk_state follow = s;
    for (int i = 0; i < 8 && !G->is_over(&follow); i++) {
        assert_int_equal(G->ai_choose(&follow, 0, &req, move, &err), 0);
        assert_int_equal(G->execute(&follow, 0, move, NULL, &err), 0);
    }
    int sc[EG_MAX_PLAYERS];
    G->scores(&follow, sc);
    assert_true(sc[0] >= 2);
    /* A cancelled search still answers with a legal move. */
    atomic_int cancel = 1;
    req.cancel = &cancel;
    assert_int_equal(G->ai_choose(&s, 0, &req, move, &err), 0);
    legal = false;
    for (int i = 0; i < n; i++)
        legal |= strcmp(out[i], move) == 0;
    assert_true(legal);
    /* Once over, nothing to suggest. */
    s.ended = 1;
    assert_int_equal(G->ai_choose(&s, 0, &req, move, &err), SK_ERR_NO_HINT);
}

/* One name for the pawn everywhere a player reads: the lesson, the rules
 * page and the Key, whose entries include a drawn pawn with its words. */
static void test_the_pawn_is_called_a_pawn(void **state)
{
    (void)state;
    const eg_lesson *l = G->lesson;
    assert_non_null(l);
    for (int i = 0; i < l->nsteps; i++) {
        const eg_lesson_step *st = &l->steps[i];
        const char *words[3] = {st->title, st->text, st->ask};
        for (int k = 0; k < 3; k++)
            if (words[k] && strstr(words[k], "crew"))
                fail_msg("lesson step %d says 'crew': %s", i + 1, words[k]);
    }
    assert_null(strstr(G->rules_text, "crew"));
    static eg_scene sc;
    eg_key_entry key[64];
    int n = G->key(&sc, key, 64), pawns = 0;
    for (int i = 0; i < n; i++)
        if (key[i].item >= 0 && sc.items[key[i].item].shape == EG_SHAPE_PAWN) {
            pawns++;
            assert_non_null(strstr(key[i].words, "pawn"));
        }
    assert_int_equal(pawns, 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_identity_and_flags),
        cmocka_unit_test(test_params_round_trip_and_refusals),
        cmocka_unit_test(test_new_game_is_the_deal),
        cmocka_unit_test(test_legal_moves_are_the_contracts),
        cmocka_unit_test(test_execute_applies_and_refuses),
        cmocka_unit_test(test_end_stops_the_game),
        cmocka_unit_test(test_no_move_left_ends_the_game),
        cmocka_unit_test(test_reveal_adds_up_to_the_score),
        cmocka_unit_test(test_hint_leads_to_a_higher_score),
        cmocka_unit_test(test_the_pawn_is_called_a_pawn),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
