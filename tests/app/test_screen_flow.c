/* SPDX-License-Identifier: MIT */
/* test_screen_flow.c - the game's screens driven headless: curtains before each
 * hot-seat player, computer goals, drops, the reveal, summaries, secrecy.
 * No SDL, no GL: the same calls the window makes. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "cityscape_game.h"
#include "eg_record.h"
#include "flow.h"

static cs_flow new_flow(int nplayers, const cs_controller *ctrl, float anim_speed)
{
    cs_flow f;
    cs_flow_init(&f, 1234);
    f.prefs.anim_speed = anim_speed;
    f.setup = cs_match_setup_default(nplayers);
    for (int p = 0; p < nplayers; p++)
        f.setup.ctrl[p] = ctrl[p];
    assert_int_equal(cs_flow_start(&f, NULL), CS_OK);
    return f;
}

/* Sets the current goal setter's dice to 1,2,3,4 and confirms. */
static void confirm_goals(cs_flow *f)
{
    assert_int_equal(f->screen, CS_SCREEN_GOALS);
    assert_false(cs_flow_goals_ready(f));
    cs_seat seats[2];
    int n = cs_player_seats(&f->match.game, f->player, seats);
    for (int i = 0; i < n; i++)
        for (int l = 0; l < CS_LINES; l++)
            cs_flow_goal_set(f, seats[i], l, l + 1);
    assert_true(cs_flow_goals_ready(f));
    assert_int_equal(cs_flow_goals_confirm(f, NULL), CS_OK);
}

static cs_move some_move(const cs_flow *f)
{
    cs_move moves[CS_HEIGHTS * CS_LOTS];
    int n = cs_board_legal_moves(&f->match.game.board, moves);
    assert_true(n > 0);
    return moves[(f->match.game.board.nplaced * 11 + 3) % n];
}

static void test_hot_seat_curtain_before_every_humans_goals_and_turns(void **state)
{
    (void)state;
    cs_controller c[] = {CS_CTRL_HUMAN, CS_CTRL_HUMAN, CS_CTRL_HUMAN};
    cs_flow f = new_flow(3, c, 0.0f);
    for (int p = 0; p < 3; p++) {
        assert_int_equal(f.screen, CS_SCREEN_PASS);
        assert_int_equal(f.player, p);
        for (int s = 0; s < CS_SEATS; s++)
            assert_false(cs_flow_seat_face_up(&f, (cs_seat)s)); /* curtain hides all */
        cs_flow_take_device(&f);
        confirm_goals(&f);
    }
    for (int k = 0; k < CS_BLOCKS; k++) {
        int mover = cs_game_to_move(&f.match.game);
        assert_int_equal(f.screen, CS_SCREEN_PASS);
        assert_int_equal(f.player, mover);
        cs_flow_take_device(&f);
        assert_int_equal(f.screen, CS_SCREEN_BUILD);
        assert_true(cs_flow_human_to_move(&f));
        assert_int_equal(cs_flow_place(&f, some_move(&f), NULL, NULL), CS_OK);
    }
    assert_int_equal(f.screen, CS_SCREEN_SUMMARY); /* no animation: reveal skipped */
    cs_flow_free(&f);
}

static void test_other_players_dice_always_show_their_backs(void **state)
{
    (void)state;
    cs_controller c[] = {CS_CTRL_HUMAN, CS_CTRL_HUMAN, CS_CTRL_HUMAN, CS_CTRL_HUMAN};
    cs_flow f = new_flow(4, c, 0.0f);
    for (int p = 0; p < 4; p++) {
        cs_flow_take_device(&f);
        confirm_goals(&f);
    }
    cs_flow_take_device(&f); /* player 1 (seat S) to build */
    assert_false(cs_flow_seat_face_up(&f, CS_S)); /* hidden until Peek */
    f.peek = true;
    assert_true(cs_flow_seat_face_up(&f, CS_S));
    for (int s = CS_W; s <= CS_E; s++)
        assert_false(cs_flow_seat_face_up(&f, (cs_seat)s));
    cs_flow_free(&f);
}

static void test_single_human_always_sees_own_goals_and_no_curtain(void **state)
{
    (void)state;
    cs_controller c[] = {CS_CTRL_HUMAN, CS_CTRL_EASY};
    cs_flow f = new_flow(2, c, 0.0f);
    assert_int_equal(f.screen, CS_SCREEN_GOALS);
    confirm_goals(&f);
    assert_int_equal(f.screen, CS_SCREEN_BUILD);
    assert_true(cs_flow_seat_face_up(&f, CS_S));
    assert_true(cs_flow_seat_face_up(&f, CS_W));
    assert_false(cs_flow_seat_face_up(&f, CS_N));
    assert_false(cs_flow_seat_face_up(&f, CS_E));
    /* The computer's goals were set for both its seats. */
    assert_int_equal(f.match.game.seats_set, 0xf);
    cs_flow_free(&f);
}

/* A hook that notes which seats it was asked for, and what the game held
 * then. */
typedef struct {
    int asked;             /* seats asked for */
    uint8_t set_when_asked; /* seats_set at the first ask */
} goals_log;

static void logged_goals(void *ctx, const cs_game *g, int player, cs_seat seat,
                         uint8_t codes[CS_LINES])
{
    goals_log *log = ctx;
    (void)player;
    (void)seat;
    if (log->asked++ == 0)
        log->set_when_asked = g->seats_set;
    for (int l = 0; l < CS_LINES; l++)
        codes[l] = (uint8_t)(6 - l);
}

static void test_computer_goals_are_asked_for_once_the_humans_have_set_theirs(void **state)
{
    (void)state;
    /* Player 1 (W, E) is a computer: its goals are worked out while the
     * human sets theirs, not before the human may start. */
    goals_log log = {0};
    cs_flow f;
    cs_flow_init(&f, 99);
    f.prefs.anim_speed = 0.0f;
    f.setup = cs_match_setup_default(3);
    f.setup.ctrl[1] = CS_CTRL_HARD;
    f.setup.ctrl[2] = CS_CTRL_EASY;
    f.computer_goals = logged_goals;
    f.computer_goals_ctx = &log;
    assert_int_equal(cs_flow_start(&f, NULL), CS_OK);
    assert_int_equal(f.screen, CS_SCREEN_GOALS);
    assert_int_equal(f.player, 0);
    assert_int_equal(log.asked, 0);
    assert_int_equal(f.match.game.seats_set, 0);
    /* One computer seat comes in early (its job finished first). */
    cs_seat s1[2], s2[2];
    assert_int_equal(cs_player_seats(&f.match.game, 1, s1), 1);
    assert_int_equal(cs_player_seats(&f.match.game, 2, s2), 1);
    const uint8_t early[CS_LINES] = {1, 1, 2, 2};
    assert_int_equal(cs_flow_computer_goals(&f, 1, s1[0], early, NULL), CS_OK);
    assert_true(f.dirty);
    /* A human's seat cannot be set that way. */
    cs_error err;
    assert_int_not_equal(cs_flow_computer_goals(&f, 0, CS_S, early, &err), CS_OK);
    assert_int_equal(f.screen, CS_SCREEN_GOALS);
    confirm_goals(&f);
    /* Asked for the one seat still unset, after the human confirmed. */
    assert_int_equal(log.asked, 1);
    assert_true(log.set_when_asked & (1u << CS_S));
    assert_int_equal(f.match.game.phase, CS_PHASE_BUILDING);
    assert_memory_equal(f.match.game.goals[s1[0]], early, CS_LINES);
    const uint8_t hooked[CS_LINES] = {6, 5, 4, 3};
    assert_memory_equal(f.match.game.goals[s2[0]], hooked, CS_LINES);
    cs_flow_free(&f);
}

static void test_drop_lands_after_its_animation(void **state)
{
    (void)state;
    cs_controller c[] = {CS_CTRL_HUMAN, CS_CTRL_EASY};
    cs_flow f = new_flow(2, c, 1.0f);
    confirm_goals(&f);
    assert_int_equal(cs_flow_place(&f, (cs_move){3, 5}, NULL, NULL), CS_OK);
    assert_int_equal(f.match.game.board.nplaced, 0);
    assert_false(cs_flow_human_to_move(&f)); /* nothing accepted mid-drop */
    assert_true(cs_flow_tick(&f, CS_DROP_S * 0.5f));
    assert_int_equal(f.match.game.board.nplaced, 0);
    cs_flow_tick(&f, CS_DROP_S);
    assert_int_equal(f.match.game.board.nplaced, 1);
    assert_int_equal(f.match.game.board.height[5], 3);
    assert_true(f.dirty);
    assert_true(cs_flow_computer_to_move(&f));
    cs_flow_free(&f);
}

static void test_illegal_drop_is_refused_with_the_rules_error(void **state)
{
    (void)state;
    cs_controller c[] = {CS_CTRL_HUMAN, CS_CTRL_HUMAN};
    cs_flow f = new_flow(2, c, 0.0f);
    cs_flow_take_device(&f);
    confirm_goals(&f);
    cs_flow_take_device(&f);
    confirm_goals(&f);
    cs_flow_take_device(&f);
    cs_error err;
    assert_int_equal(cs_flow_place(&f, (cs_move){6, 0}, NULL, &err), CS_ERR_BAD_HEIGHT);
    assert_int_equal(f.match.game.board.nplaced, 0);
    cs_flow_free(&f);
}

static void test_hot_seat_undo_closes_when_the_next_player_acts(void **state)
{
    (void)state;
    cs_controller c[] = {CS_CTRL_HUMAN, CS_CTRL_HUMAN};
    cs_flow f = new_flow(2, c, 0.0f);
    for (int p = 0; p < 2; p++) {
        cs_flow_take_device(&f);
        confirm_goals(&f);
    }
    cs_flow_take_device(&f);
    assert_int_equal(cs_flow_place(&f, (cs_move){2, 0}, NULL, NULL), CS_OK);
    assert_int_equal(f.screen, CS_SCREEN_PASS); /* pass to player 2 */
    assert_true(cs_flow_can_undo(&f));         /* player 1 may still take it back */
    assert_int_equal(cs_flow_undo(&f, NULL), 1);
    assert_int_equal(f.screen, CS_SCREEN_BUILD); /* player 1 keeps the computer */
    assert_int_equal(f.match.game.board.nplaced, 0);
    assert_int_equal(cs_flow_place(&f, (cs_move){2, 0}, NULL, NULL), CS_OK);
    cs_flow_take_device(&f); /* player 2 acts */
    assert_false(cs_flow_can_undo(&f));
    cs_flow_free(&f);
}

/* Three players (one human), the round built out: the reveal begins. */
static cs_flow built_to_reveal(void)
{
    cs_controller c[] = {CS_CTRL_HUMAN, CS_CTRL_EASY, CS_CTRL_EASY};
    cs_flow f = new_flow(3, c, 1.0f);
    confirm_goals(&f);
    while (f.match.game.phase == CS_PHASE_BUILDING) {
        if (!f.drop.active)
            assert_int_equal(cs_flow_place(&f, some_move(&f), NULL, NULL), CS_OK);
        cs_flow_tick(&f, 0.1f);
    }
    assert_int_equal(f.screen, CS_SCREEN_REVEAL);
    return f;
}

static void test_reveal_turns_dice_one_by_one_and_points_rise(void **state)
{
    (void)state;
    cs_flow f = built_to_reveal();
    assert_float_equal(cs_flow_die_flip(&f, CS_S, 0), 0.0f, 1e-6);
    cs_flow_tick(&f, CS_REVEAL_SEAT_S + CS_REVEAL_DIE_S * 0.3f);
    float mid = cs_flow_die_flip(&f, CS_S, 0);
    assert_true(mid > 0.0f && mid < 180.0f);
    assert_float_equal(cs_flow_die_flip(&f, CS_S, 1), 0.0f, 1e-6);
    cs_flow_tick(&f, CS_REVEAL_DIE_S);
    assert_float_equal(cs_flow_die_flip(&f, CS_S, 0), 180.0f, 1e-6);
    assert_int_equal(f.reveal.shown_points[0], f.match.game.seat_score[CS_S][0]);
    for (int i = 0; i < 200 && f.screen == CS_SCREEN_REVEAL; i++)
        cs_flow_tick(&f, 0.1f);
    assert_int_equal(f.screen, CS_SCREEN_SUMMARY);
    for (int p = 0; p < 3; p++)
        assert_int_equal(f.reveal.shown_points[p], cs_game_player_round_score(&f.match.game, p, 0));
    cs_flow_free(&f);
}

/* A seat's four lines stay turned and explained for CS_REVEAL_HOLD_S
 * before the camera leaves for the next edge: the last line's reason is
 * read like the others (it went at once when the 4th die had turned). */
static void test_reveal_holds_a_seat_after_its_last_die(void **state)
{
    (void)state;
    cs_flow f = built_to_reveal();
    cs_seat order[CS_SEATS];
    assert_true(cs_flow_reveal_order(&f, order) >= 2);
    cs_flow_tick(&f, CS_REVEAL_SEAT_S + 4.0f * CS_REVEAL_DIE_S + 0.05f);
    assert_int_equal(f.reveal.turned[order[0]], 0x0f);
    assert_int_equal(cs_flow_camera_seat(&f), order[0]);
    cs_flow_tick(&f, CS_REVEAL_HOLD_S - 0.15f);
    assert_int_equal(cs_flow_camera_seat(&f), order[0]); /* still reading it */
    cs_flow_tick(&f, 0.2f);
    assert_int_equal(cs_flow_camera_seat(&f), order[1]); /* then on */
    cs_flow_free(&f);
}

/* While a die is turned, the lots that count for its line light up if it
 * scored: the flow reads them from the table's reveal steps, which must be
 * that seat's, that line's. */
static void test_each_turned_die_lights_the_lots_that_count_for_its_line(void **state)
{
    (void)state;
    cs_flow f = built_to_reveal();
    cs_seat order[CS_SEATS];
    int nseats = cs_flow_reveal_order(&f, order);
    assert_int_equal(f.reveal.nsteps, nseats * CS_LINES);
    const cs_game *g = &f.match.game;
    int lit_lines = 0;
    cs_flow_tick(&f, CS_REVEAL_SEAT_S);
    for (int i = 0; i < nseats; i++) {
        cs_seat seat = order[i];
        for (int l = 0; l < CS_LINES; l++) {
            cs_flow_tick(&f, 0.6f * CS_REVEAL_DIE_S); /* the die shows its face */
            assert_int_equal(f.reveal.seat_index, i);
            assert_int_equal(f.reveal.line, l);
            unsigned counting = cs_line_counting(&g->board, seat, l, g->goals[seat][l]);
            const uint8_t *lots = cs_line_lots(seat, l);
            bool scored = g->seat_score[seat][l] > 0;
            lit_lines += scored;
            for (int d = 0; d < CS_LINE_LEN; d++) {
                float glow = cs_flow_lot_glow(&f, lots[d]);
                if (scored && (counting >> d & 1u))
                    assert_float_equal(glow, 1.0f, 1e-6);
                else
                    assert_true(glow < 0.5f); /* at most an earlier line's afterglow */
            }
            cs_flow_tick(&f, 0.4f * CS_REVEAL_DIE_S);
        }
        cs_flow_tick(&f, CS_REVEAL_HOLD_S + CS_REVEAL_SEAT_S);
    }
    assert_true(lit_lines > 0); /* the test saw some light */
    cs_flow_free(&f);
}

static void test_skip_jumps_to_the_summary_with_all_points(void **state)
{
    (void)state;
    cs_controller c[] = {CS_CTRL_EASY, CS_CTRL_HUMAN};
    cs_flow f = new_flow(2, c, 1.0f);
    confirm_goals(&f);
    while (f.match.game.phase == CS_PHASE_BUILDING) {
        if (!f.drop.active && cs_flow_to_move(&f) >= 0)
            assert_int_equal(cs_flow_place(&f, some_move(&f), NULL, NULL), CS_OK);
        cs_flow_tick(&f, 1.0f);
    }
    cs_flow_skip(&f);
    assert_int_equal(f.screen, CS_SCREEN_SUMMARY);
    assert_int_equal(f.reveal.shown_points[1], cs_game_player_round_score(&f.match.game, 1, 0));
    cs_flow_free(&f);
}

static void test_whole_game_rounds_then_final_then_title(void **state)
{
    (void)state;
    cs_controller c[] = {CS_CTRL_HUMAN, CS_CTRL_EASY};
    cs_flow f = new_flow(2, c, 0.0f);
    for (int round = 0; round < 4; round++) {
        assert_int_equal(f.match.game.round, round);
        confirm_goals(&f);
        while (f.screen == CS_SCREEN_BUILD)
            assert_int_equal(cs_flow_place(&f, some_move(&f), NULL, NULL), CS_OK);
        assert_int_equal(f.screen, CS_SCREEN_SUMMARY);
        cs_flow_continue(&f);
    }
    assert_int_equal(f.screen, CS_SCREEN_FINAL);
    /* The record replays to the same totals, and it is complete. */
    const eg_game *g = NULL;
    cs_city_state replayed;
    assert_int_equal(eg_record_replay(cs_match_record(&f.match), &g, &replayed, NULL), 0);
    assert_true(g->is_over(&replayed));
    assert_int_equal(replayed.g.total[0], f.match.game.total[0]);
    assert_int_equal(replayed.g.total[1], f.match.game.total[1]);
    cs_flow_continue(&f);
    assert_int_equal(f.screen, CS_SCREEN_TITLE);
    cs_flow_free(&f);
}

static void test_first_builder_rotates_each_round(void **state)
{
    (void)state;
    cs_controller c[] = {CS_CTRL_EASY, CS_CTRL_EASY, CS_CTRL_HUMAN};
    cs_flow f = new_flow(3, c, 0.0f);
    for (int round = 0; round < 3; round++) {
        confirm_goals(&f);
        assert_int_equal(cs_game_to_move(&f.match.game), round % 3);
        while (f.screen == CS_SCREEN_BUILD)
            assert_int_equal(cs_flow_place(&f, some_move(&f), NULL, NULL), CS_OK);
        cs_flow_continue(&f);
    }
    assert_int_equal(f.screen, CS_SCREEN_FINAL);
    cs_flow_free(&f);
}

static void test_resume_continues_where_it_stopped(void **state)
{
    (void)state;
    cs_controller c[] = {CS_CTRL_HUMAN, CS_CTRL_HUMAN, CS_CTRL_HUMAN};
    cs_flow f = new_flow(3, c, 0.0f);
    for (int p = 0; p < 3; p++) {
        cs_flow_take_device(&f);
        confirm_goals(&f);
    }
    for (int k = 0; k < 7; k++) {
        cs_flow_take_device(&f);
        assert_int_equal(cs_flow_place(&f, some_move(&f), NULL, NULL), CS_OK);
    }
    cs_flow g;
    cs_flow_init(&g, 99);
    assert_int_equal(cs_flow_resume(&g, cs_match_record(&f.match), NULL), CS_OK);
    assert_int_equal(g.screen, CS_SCREEN_PASS); /* hot-seat: curtain first */
    assert_int_equal(g.player, cs_game_to_move(&f.match.game));
    assert_true(cs_board_equal(&g.match.game.board, &f.match.game.board));
    cs_flow_free(&f);
    cs_flow_free(&g);
}

/* ---- The in-game menu, Rematch, and the computer's seed per match. */

static void test_menu_stops_the_clock_and_resumes_where_it_was(void **state)
{
    (void)state;
    const cs_controller ctrl[2] = {CS_CTRL_HUMAN, CS_CTRL_HUMAN};
    cs_flow f = new_flow(2, ctrl, 1.0f);
    cs_flow_take_device(&f);
    confirm_goals(&f);
    cs_flow_take_device(&f);
    confirm_goals(&f);
    cs_flow_take_device(&f);
    assert_int_equal(f.screen, CS_SCREEN_BUILD);
    /* A block on its way down lands when the menu opens: its move is kept. */
    assert_int_equal(cs_flow_place(&f, some_move(&f), NULL, NULL), CS_OK);
    assert_true(f.drop.active);
    assert_true(cs_flow_open_menu(&f));
    assert_false(f.drop.active);
    assert_int_equal(f.match.game.board.nplaced, 1);
    assert_int_equal(f.screen, CS_SCREEN_MENU);
    assert_int_equal(cs_flow_game_screen(&f), CS_SCREEN_PASS);
    assert_false(cs_flow_tick(&f, 1.0f));
    assert_int_equal(f.screen, CS_SCREEN_MENU);
    cs_flow_show(&f, CS_SCREEN_RULES);
    cs_flow_back(&f);
    assert_int_equal(f.screen, CS_SCREEN_MENU);
    cs_flow_close_menu(&f);
    assert_int_equal(f.screen, CS_SCREEN_PASS);
    cs_flow_free(&f);
}

static void test_leaving_loses_only_dice_not_yet_confirmed(void **state)
{
    (void)state;
    const cs_controller ctrl[2] = {CS_CTRL_HUMAN, CS_CTRL_EASY};
    cs_flow f = new_flow(2, ctrl, 0.0f);
    assert_int_equal(f.screen, CS_SCREEN_GOALS);
    assert_true(cs_flow_open_menu(&f));
    assert_false(cs_flow_leaving_loses(&f));
    cs_flow_close_menu(&f);
    cs_flow_goal_set(&f, CS_S, 0, 3);
    assert_true(cs_flow_open_menu(&f));
    assert_true(cs_flow_leaving_loses(&f));
    cs_flow_close_menu(&f);
    assert_int_equal(f.draft[CS_S][0], 3); /* kept while the menu was open */
    cs_flow_leave(&f);
    assert_int_equal(f.screen, CS_SCREEN_TITLE);
    cs_flow_free(&f);
}

static void test_rematch_keeps_players_and_settings_with_a_fresh_game(void **state)
{
    (void)state;
    const cs_controller ctrl[3] = {CS_CTRL_HUMAN, CS_CTRL_HARD, CS_CTRL_HUMAN};
    cs_flow f;
    cs_flow_init(&f, 1234);
    f.prefs.anim_speed = 0.0f;
    f.setup = cs_match_setup_default(3);
    memcpy(f.setup.ctrl, ctrl, sizeof ctrl);
    snprintf(f.setup.name[1], sizeof f.setup.name[1], "Zoe");
    assert_int_equal(cs_flow_start(&f, NULL), CS_OK);
    cs_config before = f.match.game.cfg;
    /* The match's names, not what the setup screen holds now. */
    snprintf(f.setup.name[1], sizeof f.setup.name[1], "Someone else");
    uint32_t seed = f.match_seed;
    assert_int_equal(cs_flow_rematch(&f, NULL), CS_OK);
    assert_int_equal(f.match.game.cfg.nplayers, 3);
    assert_int_equal(f.match.game.cfg.seat_mask, before.seat_mask);
    assert_int_equal(f.match.game.cfg.nrounds, before.nrounds);
    for (int p = 0; p < 3; p++)
        assert_int_equal(f.match.ctrl[p], ctrl[p]);
    assert_string_equal(cs_match_name(&f.match, 0), "Player 1");
    assert_string_equal(cs_match_name(&f.match, 1), "Zoe");
    assert_int_equal(f.match.game.round, 0);
    assert_int_equal(f.match.game.board.nplaced, 0);
    assert_true(f.match_seed != seed); /* the computer chooses afresh */
    assert_int_equal(cs_match_seed(&f.match), f.match_seed); /* and the record keeps it */
    cs_flow_free(&f);
}

static void test_match_seed_is_reproducible_for_the_same_seed(void **state)
{
    (void)state;
    const cs_controller ctrl[2] = {CS_CTRL_HUMAN, CS_CTRL_EASY};
    cs_flow a = new_flow(2, ctrl, 0.0f), b = new_flow(2, ctrl, 0.0f);
    assert_int_equal(a.match_seed, b.match_seed);
    assert_int_equal(cs_flow_start(&a, NULL), CS_OK);
    assert_true(a.match_seed != b.match_seed);
    cs_flow_free(&a);
    cs_flow_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_menu_stops_the_clock_and_resumes_where_it_was),
        cmocka_unit_test(test_leaving_loses_only_dice_not_yet_confirmed),
        cmocka_unit_test(test_rematch_keeps_players_and_settings_with_a_fresh_game),
        cmocka_unit_test(test_match_seed_is_reproducible_for_the_same_seed),
        cmocka_unit_test(test_hot_seat_curtain_before_every_humans_goals_and_turns),
        cmocka_unit_test(test_other_players_dice_always_show_their_backs),
        cmocka_unit_test(test_single_human_always_sees_own_goals_and_no_curtain),
        cmocka_unit_test(test_computer_goals_are_asked_for_once_the_humans_have_set_theirs),
        cmocka_unit_test(test_drop_lands_after_its_animation),
        cmocka_unit_test(test_illegal_drop_is_refused_with_the_rules_error),
        cmocka_unit_test(test_hot_seat_undo_closes_when_the_next_player_acts),
        cmocka_unit_test(test_reveal_turns_dice_one_by_one_and_points_rise),
        cmocka_unit_test(test_reveal_holds_a_seat_after_its_last_die),
        cmocka_unit_test(test_each_turned_die_lights_the_lots_that_count_for_its_line),
        cmocka_unit_test(test_skip_jumps_to_the_summary_with_all_points),
        cmocka_unit_test(test_whole_game_rounds_then_final_then_title),
        cmocka_unit_test(test_first_builder_rotates_each_round),
        cmocka_unit_test(test_resume_continues_where_it_stopped),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
