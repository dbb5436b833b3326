/* SPDX-License-Identifier: MIT */
/* test_view.c - hidden information, the computer players, the scoring reveal
 * and the engine table's params.
 *   A redacted state differs from the full one only in what must be hidden
 *   (other hands, the deck order, the generator, a secret choice); a
 *   determinized one agrees with the view; the AI given two states that differ
 *   only in hidden parts chooses the same move for the same seed. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "eg_scene.h"
#include "sx_test.h"

/* Plays `moves` random legal moves from a new game. */
static sx_state random_state(int players, uint64_t seed, int moves, bool hidden)
{
    sx_params prm;
    sx_params_default(&prm, players);
    prm.hidden_choice = hidden;
    sx_state s;
    assert_int_equal(sx_new_game(&prm, seed, &s, NULL), SX_OK);
    eg_rng rng;
    eg_rng_seed(&rng, seed + 17);
    static char legal[EG_MAX_LEGAL][EG_MOVE_MAX];
    for (int i = 0; i < moves && s.phase != SX_PHASE_OVER; i++) {
        int p = __builtin_ctz(sx_to_act(&s));
        int n = sx_legal_moves(&s, p, legal, EG_MAX_LEGAL);
        assert_true(n > 0);
        assert_int_equal(sx_execute(&s, p, legal[eg_rng_below(&rng, (uint32_t)n)], NULL, NULL),
                         SX_OK);
    }
    return s;
}

/* What the viewer may know, written out here field by field. */
static sx_state expected_view(const sx_state *s, int viewer)
{
    sx_state v = *s;
    for (int p = 0; p < s->nplayers; p++) {
        if (p == viewer)
            continue;
        int n = 0;
        for (int k = 0; k <= 9; k++) {
            n += v.hand[p][k];
            v.hand[p][k] = 0;
        }
        v.hand[p][0] = (uint8_t)n;
    }
    for (int i = 0; i < SX_CARDS; i++)
        v.deck[i] = 0;
    v.rng.s = 0;
    return v;
}

static void test_redacted_state_differs_only_in_what_must_be_hidden(void **state)
{
    (void)state;
    for (int i = 0; i < 60; i++) {
        sx_state s = random_state(2 + i % 3, 100u + (uint64_t)i, i * 3, false);
        for (int viewer = -1; viewer < s.nplayers; viewer++) {
            sx_state got, want = expected_view(&s, viewer);
            sx_redact(&s, viewer, &got);
            assert_memory_equal(&got, &want, sizeof got);
            assert_int_equal(got.ndeck, s.ndeck);
        }
    }
}

/* Optional rule: a secret choice stays in the supply, as others see it,
 * until everyone has chosen; the choosing move is private. */
static void test_secret_choice_hidden_until_everyone_chose(void **state)
{
    (void)state;
    sx_state s = random_state(4, 5, 0, true);
    assert_int_equal(sx_to_act(&s), 0xfu);
    unsigned fl = T_do(&s, 2, "G1G1G1G1G4G4");
    assert_true(fl & EG_MOVE_PRIVATE);
    assert_false(fl & EG_MOVE_REVEALS);
    assert_int_equal(sx_to_act(&s), 0xbu);
    sx_state v;
    sx_redact(&s, 0, &v);
    assert_int_equal(v.aside[2][4], 0);
    assert_int_equal(v.supply[2][4], 3);
    assert_int_equal(v.chosen, 1u << 2);
    sx_redact(&s, 2, &v);
    assert_int_equal(v.aside[2][4], 2);
    T_do(&s, 0, "R1R1R1R1R1R1");
    T_do(&s, 3, "B1B1B1B1B1B1");
    fl = T_do(&s, 1, "Y1Y1Y1Y1Y1Y1");
    assert_true(fl & EG_MOVE_REVEALS);
    sx_redact(&s, 0, &v);
    assert_int_equal(v.aside[2][4], 2);
}

static void test_determinized_world_agrees_with_the_view(void **state)
{
    (void)state;
    for (int i = 0; i < 60; i++) {
        sx_state s = random_state(2 + i % 3, 300u + (uint64_t)i, i * 2 + 5, i % 4 == 0);
        int viewer = i % s.nplayers;
        sx_state v, w, back;
        sx_redact(&s, viewer, &v);
        sx_determinize(&v, viewer, 99u + (uint64_t)i, &w);
        sx_redact(&w, viewer, &back);
        if (!(s.params.hidden_choice && s.phase == SX_PHASE_CHOOSE))
            assert_memory_equal(&back, &v, sizeof v);
        /* every card is somewhere, five of each */
        int cards[10] = {0};
        for (int p = 0; p < w.nplayers; p++) {
            assert_int_equal(w.hand[p][0], 0);
            assert_int_equal(sx_hand_size(&w, p), sx_hand_size(&s, p));
            for (int k = 1; k <= 9; k++)
                cards[k] += w.hand[p][k];
        }
        for (int j = 0; j < w.ndeck; j++)
            cards[w.deck[j]]++;
        for (int j = 0; j < w.nplayed; j++)
            cards[w.played[j]]++;
        for (int j = 0; j < w.ndiscards; j++)
            cards[w.discards[j]]++;
        for (int k = 1; k <= 9; k++)
            assert_int_equal(cards[k], 5);
        assert_memory_equal(w.hand[viewer], s.hand[viewer], sizeof s.hand[viewer]);
    }
}

static void ai_move(const sx_state *s, int player, int level, uint64_t seed,
                    char move[EG_MOVE_MAX])
{
    eg_ai_request req = {0};
    req.level = level;
    req.seed = seed;
    req.iterations = 48;
    eg_error err = {0};
    int rc = sx_ai_choose(s, player, &req, move, &err);
    if (rc)
        print_error("level %d: %s\n", level, err.msg);
    assert_int_equal(rc, 0);
}

static void test_ai_same_move_when_only_hidden_parts_differ(void **state)
{
    (void)state;
    for (int i = 0; i < 24; i++) {
        sx_state a = random_state(2 + i % 3, 500u + (uint64_t)i, 1 + i * 4, false);
        if (a.phase == SX_PHASE_OVER)
            continue;
        int p = __builtin_ctz(sx_to_act(&a));
        sx_state view, b;
        sx_redact(&a, p, &view);
        sx_determinize(&view, p, 7777u + (uint64_t)i, &b); /* other hands, other deck */
        for (int level = 0; level < SX_AI_LEVELS; level++) {
            char ma[EG_MOVE_MAX], mb[EG_MOVE_MAX], mv[EG_MOVE_MAX];
            ai_move(&a, p, level, 42u + (uint64_t)i, ma);
            ai_move(&b, p, level, 42u + (uint64_t)i, mb);
            ai_move(&view, p, level, 42u + (uint64_t)i, mv);
            assert_string_equal(ma, mb);
            assert_string_equal(ma, mv);
        }
    }
}

static void test_ai_moves_are_legal_at_every_level(void **state)
{
    (void)state;
    static char legal[EG_MAX_LEGAL][EG_MOVE_MAX];
    for (int i = 0; i < 30; i++) {
        sx_state s = random_state(2 + i % 3, 700u + (uint64_t)i, i * 3, i % 3 == 1);
        if (s.phase == SX_PHASE_OVER)
            continue;
        int p = __builtin_ctz(sx_to_act(&s));
        int n = sx_legal_moves(&s, p, legal, EG_MAX_LEGAL);
        for (int level = 0; level < SX_AI_LEVELS; level++) {
            char m[EG_MOVE_MAX];
            sx_state v;
            sx_redact(&s, p, &v);
            ai_move(&v, p, level, 3u, m);
            bool found = false;
            for (int j = 0; j < n; j++)
                found |= strcmp(legal[j], m) == 0;
            if (!found)
                print_error("level %d chose '%s', not legal\n", level, m);
            assert_true(found);
        }
    }
}

/* ---- The reveal: its steps add up to what the round scored. */

static void test_reveal_steps_add_up_to_the_round_score(void **state)
{
    (void)state;
    static char legal[EG_MAX_LEGAL][EG_MOVE_MAX];
    for (int players = 2; players <= 4; players++) {
        sx_state s = random_state(players, 900u + (uint64_t)players, 0, false);
        eg_rng rng;
        eg_rng_seed(&rng, 5);
        int rounds = 0;
        while (s.phase != SX_PHASE_OVER) {
            int p = __builtin_ctz(sx_to_act(&s));
            int n = sx_legal_moves(&s, p, legal, EG_MAX_LEGAL);
            sx_state before = s;
            unsigned fl = T_do(&s, p, legal[eg_rng_below(&rng, (uint32_t)n)]);
            if (!(fl & EG_MOVE_ENDS_ROUND))
                continue;
            eg_reveal_step steps[EG_MAX_REVEAL_STEPS];
            int ns = sx_reveal(&before, &s, steps);
            assert_true(ns >= 8 && ns <= EG_MAX_REVEAL_STEPS);
            int sum[4] = {0}, was[4], now[4];
            for (int i = 0; i < ns; i++) {
                assert_true(steps[i].text[0] != '\0');
                if (steps[i].player >= 0)
                    sum[steps[i].player] += steps[i].points;
            }
            sx_player_scores(&before, was);
            sx_player_scores(&s, now);
            for (int q = 0; q < players; q++)
                assert_int_equal(sum[q], now[q] - was[q]);
            rounds++;
        }
        assert_int_equal(rounds, players == 3 ? 6 : 4);
    }
}

/* ---- The table's params. */

static void test_params_default_rounds_by_player_count(void **state)
{
    (void)state;
    sx_params p;
    char text[EG_PARAMS_TEXT_MAX];
    for (int n = 2; n <= 4; n++) {
        eg_six_cities.default_params(&p, n);
        assert_true(eg_six_cities.params_encode(&p, text, sizeof text) > 0);
        const char *want[] = {"players=2 rounds=4 start=1 hidden=0",
                              "players=3 rounds=6 start=1 hidden=0",
                              "players=4 rounds=4 start=1 hidden=0"};
        assert_string_equal(text, want[n - 2]);
    }
}

static void test_params_decode_and_refusals_name_the_key(void **state)
{
    (void)state;
    sx_params p;
    eg_error err = {0};
    assert_int_equal(eg_six_cities.params_decode("hidden=1 players=3", &p, &err), 0);
    assert_int_equal(p.players, 3);
    assert_int_equal(p.rounds, 6);
    assert_int_equal(p.hidden_choice, 1);
    assert_int_equal(eg_six_cities.params_decode("colour=2", &p, &err), SX_E_BAD_PARAM);
    assert_non_null(strstr(err.msg, "colour"));
    assert_int_equal(eg_six_cities.params_decode("players=5", &p, &err), SX_E_BAD_PARAM);
    assert_non_null(strstr(err.msg, "players"));
    assert_int_equal(eg_six_cities.params_decode("players=4 rounds=5", &p, &err),
                     SX_E_BAD_PARAM);
    assert_string_equal(err.msg, "rounds=5: the blocks last 1 to 4 rounds with 4 players");
    assert_int_equal(eg_six_cities.params_decode("first=x", &p, &err), SX_E_BAD_PARAM);
}

/* The first start player reads as people count players (the setup screen
 * shows the value as written): start=1..4 or random; records written
 * before say first=N, 0-based (-1 random), and still read the same. */
static void test_params_start_player_reads_as_a_player(void **state)
{
    (void)state;
    sx_params p;
    eg_error err = {0};
    char text[EG_PARAMS_TEXT_MAX];
    const eg_option *o = NULL;
    for (int i = 0; i < eg_six_cities.noptions; i++)
        if (strcmp(eg_six_cities.options[i].key, "start") == 0)
            o = &eg_six_cities.options[i];
    assert_non_null(o);
    assert_int_equal(o->kind, EG_OPT_CHOICE);
    assert_string_equal(o->choices, "random|1|2|3|4");
    assert_int_equal(eg_six_cities.params_decode("players=3 start=3", &p, &err), 0);
    assert_int_equal(p.first, 2);
    assert_true(eg_six_cities.params_encode(&p, text, sizeof text) > 0);
    assert_string_equal(text, "players=3 rounds=6 start=3 hidden=0");
    assert_int_equal(eg_six_cities.params_decode("start=random", &p, &err), 0);
    assert_int_equal(p.first, -1);
    assert_true(eg_six_cities.params_encode(&p, text, sizeof text) > 0);
    assert_string_equal(text, "players=2 rounds=4 start=random hidden=0");
    /* Every choice of the option decodes (for the players it allows). */
    for (const char *c = o->choices; *c;) {
        size_t len = strcspn(c, "|");
        char words[64];
        snprintf(words, sizeof words, "players=4 start=%.*s", (int)len, c);
        assert_int_equal(eg_six_cities.params_decode(words, &p, &err), 0);
        c += len + (c[len] == '|');
    }
    /* The records of before: first=N is player N+1. */
    assert_int_equal(eg_six_cities.params_decode("players=4 first=1", &p, &err), 0);
    assert_int_equal(p.first, 1);
    assert_int_equal(eg_six_cities.params_decode("players=2 first=-1", &p, &err), 0);
    assert_int_equal(p.first, -1);
    /* Refusals say what start takes. */
    assert_int_equal(eg_six_cities.params_decode("players=2 start=3", &p, &err),
                     SX_E_BAD_PARAM);
    assert_string_equal(err.msg, "start=3: the first start player is 1 to 2, or random");
    assert_int_equal(eg_six_cities.params_decode("start=0", &p, &err), SX_E_BAD_PARAM);
    assert_string_equal(err.msg, "start=0: random or a player 1 to 4");
}

/* At the table (sx_draw.c): a click on the supply sets one block aside; a
 * set-aside block dropped on a site is built with the card that marks it, so
 * the sites it may go to are exactly the legal placements of that block;
 * the scene stays on the table and shows no other hand. */
static void test_table_picks_are_the_legal_moves(void **state)
{
    (void)state;
    static eg_scene sc;
    sx_state s = T_game(2, 9), v;
    T_hands(&s, "1259", "1357", NULL, NULL);
    char move[EG_MOVE_MAX];
    eg_error err = {0};
    sx_redact(&s, 0, &v);
    eg_pick click = {100 + 10 * 1 + 3, EG_NO_ITEM}; /* yellow 3-floor supply */
    assert_int_equal(eg_six_cities.interpret(&v, 0, NULL, &click, move, &err), 0);
    assert_string_equal(move, "+Y3");
    T_do(&s, 0, "R1R1R2R3Y1Y2Y3Y4");
    T_do(&s, 1, "G1G1G2G3B1B2B3B4");
    T_do(&s, 0, "11R1");
    sx_redact(&s, 1, &v);
    static char legal[EG_MAX_LEGAL][EG_MOVE_MAX];
    int n = sx_legal_moves(&s, 1, legal, EG_MAX_LEGAL), lit = 0;
    for (int site = 0; site < SX_SITES; site++) {
        eg_pick drop = {200 + 10 * 3 + 2, site}; /* a blue 2 */
        bool ok = eg_six_cities.interpret(&v, 1, NULL, &drop, move, &err) == 0, listed = false;
        for (int i = 0; i < n && ok; i++)
            listed |= strcmp(legal[i], move) == 0;
        assert_true(ok == listed);
        if (ok) {
            lit++;
            int card = move[0] - '0', city = move[1] - '0';
            assert_int_equal((city - 1) * 9 + sx_card_site(SX_N, card), site);
        }
    }
    int want = 0;
    for (int i = 0; i < n; i++)
        want += legal[i][2] == 'B' && legal[i][3] == '2';
    assert_int_equal(lit, want);
    /* A site no card in the hand marks is refused in the lesson's words:
     * city 1's north-west corner is, read from N, the near row's right
     * site, card 9 (r = 2, c = 2: (2 - r) * 3 + (2 - c) = 0). */
    eg_pick corner = {200 + 10 * 3 + 2, 0};
    assert_int_equal(eg_six_cities.interpret(&v, 1, NULL, &corner, move, &err), SX_E_NO_SUCH_CARD);
    assert_string_equal(err.msg, "You hold no card 9, the card for that site (the near row, on the right)");
    memset(&sc, 0, sizeof sc);
    eg_six_cities.draw(&v, 1, NULL, EG_NO_ITEM, &sc);
    assert_true(sc.seat_yaw > 3.0f); /* player 2 sits at N */
    for (int i = 0; i < sc.nitems; i++) {
        const eg_item *it = &sc.items[i];
        assert_true(it->pos[0] > -8.0f && it->pos[0] < 8.0f);
        assert_true(it->pos[2] > -8.0f && it->pos[2] < 8.0f);
        if (it->id >= 300 && it->id < 400) /* face-up cards: the viewer's own */
            assert_true(v.hand[1][it->id - 300] > 0);
    }
}

/* The tooltip names a site as its player reads it: "the site of card K",
 * and card K is the one whose position, read from that player's seat,
 * is that site (the contract's formula, written out again here). */
static void test_table_tooltip_names_the_card_from_the_seat(void **state)
{
    (void)state;
    sx_state s = T_game(4, 3);
    for (int viewer = 0; viewer < 4; viewer++) {
        int seat = sx_player_seat(&s, viewer);
        for (int site = 0; site < SX_SITES; site++) {
            char tip[200];
            assert_true(eg_six_cities.describe(&s, viewer, NULL, site, tip, sizeof tip) > 0);
            const char *at = strstr(tip, "the site of card ");
            if (!at)
                print_error("seat %c, site %d: '%s'\n", sx_seat_char((sx_seat)seat), site, tip);
            assert_non_null(at);
            int k = at[17] - '0', r = (k - 1) / 3, c = (k - 1) % 3, want;
            switch (seat) {
            case SX_S: want = r * 3 + c; break;
            case SX_N: want = (2 - r) * 3 + (2 - c); break;
            case SX_W: want = c * 3 + (2 - r); break;
            default: want = (2 - c) * 3 + r; break;
            }
            assert_int_equal(want, site % 9);
            char city[16];
            snprintf(city, sizeof city, "City %d,", site / 9 + 1);
            assert_non_null(strstr(tip, city));
        }
    }
}

static void test_table_identity_and_flags(void **state)
{
    (void)state;
    assert_string_equal(eg_six_cities.id, "six-cities");
    assert_true(eg_six_cities.flags & EG_GAME_HIDDEN);
    assert_true(eg_six_cities.flags & EG_GAME_PLAYABLE);
    assert_non_null(eg_six_cities.draw);
    assert_non_null(eg_six_cities.interpret);
    assert_int_equal(eg_six_cities.undo, EG_UNDO_OWN_LAST);
    assert_int_equal(eg_six_cities.nlevels, 3);
    assert_non_null(strstr(eg_six_cities.credit, "Seyfarth"));
    assert_non_null(strstr(eg_six_cities.rules_text, "Manhattan"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_redacted_state_differs_only_in_what_must_be_hidden),
        cmocka_unit_test(test_secret_choice_hidden_until_everyone_chose),
        cmocka_unit_test(test_determinized_world_agrees_with_the_view),
        cmocka_unit_test(test_ai_same_move_when_only_hidden_parts_differ),
        cmocka_unit_test(test_ai_moves_are_legal_at_every_level),
        cmocka_unit_test(test_reveal_steps_add_up_to_the_round_score),
        cmocka_unit_test(test_params_default_rounds_by_player_count),
        cmocka_unit_test(test_params_decode_and_refusals_name_the_key),
        cmocka_unit_test(test_params_start_player_reads_as_a_player),
        cmocka_unit_test(test_table_identity_and_flags),
        cmocka_unit_test(test_table_picks_are_the_legal_moves),
        cmocka_unit_test(test_table_tooltip_names_the_card_from_the_seat),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
