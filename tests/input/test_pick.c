/* SPDX-License-Identifier: MIT */
/* test_pick.c - picking from any camera angle: what the cursor is over.
 * Pure math on the instance list the renderer draws (scene.c), no GL;
 * tests/render/test_pick_drawn.c checks the same against rendered frames. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "layout.h"
#include "pick.h"

enum { W = 1280, H = 720 };

/* Cameras at each seat's edge, orbited a little and a lot, and zoomed. */
static int make_cameras(cs_camera cams[16])
{
    int n = 0;
    for (int seat = 0; seat < CS_SEATS; seat++) {
        cs_camera_init(&cams[n++], (cs_seat)seat);
        cs_camera_init(&cams[n], (cs_seat)seat);
        cs_camera_orbit(&cams[n++], 27.0f, 20.0f);
        cs_camera_init(&cams[n], (cs_seat)seat);
        cs_camera_orbit(&cams[n++], -61.0f, -15.0f);
        cs_camera_init(&cams[n], (cs_seat)seat);
        cs_camera_zoom_by(&cams[n++], 1.7f);
    }
    return n;
}

static void test_each_lot_centre_picks_that_lot_on_an_empty_board(void **state)
{
    (void)state;
    cs_camera cams[16];
    int n = make_cameras(cams);
    cs_board b;
    cs_board_init(&b);
    for (int c = 0; c < n; c++) {
        for (int lot = 0; lot < CS_LOTS; lot++) {
            float p[3], s[2];
            cs_layout_lot_centre(lot, p);
            assert_true(cs_camera_project(&cams[c], W, H, p, s));
            assert_int_equal(cs_pick_lot(&cams[c], W, H, s[0], s[1], &b), lot);
        }
    }
}

static void test_top_of_a_tall_stack_picks_its_lot_not_the_lot_behind(void **state)
{
    (void)state;
    cs_camera cams[16];
    int n = make_cameras(cams);
    cs_board b;
    cs_board_init(&b);
    const int tall[] = {5, 6, 9, 10}; /* b2, c2, b3, c3: 5+5+4 units each */
    for (int i = 0; i < 4; i++) {
        cs_board_place(&b, (cs_move){5, (uint8_t)tall[i]}, NULL);
        cs_board_place(&b, (cs_move){4, (uint8_t)tall[i]}, NULL);
    }
    for (int c = 0; c < n; c++) {
        for (int i = 0; i < 4; i++) {
            float p[3], s[2];
            cs_pick_landing(&b, tall[i], p); /* centre of the stack's top */
            p[1] -= 0.02f;
            assert_true(cs_camera_project(&cams[c], W, H, p, s));
            assert_int_equal(cs_pick_lot(&cams[c], W, H, s[0], s[1], &b), tall[i]);
        }
    }
}

static void test_off_the_board_picks_no_lot(void **state)
{
    (void)state;
    cs_camera cam;
    cs_camera_init(&cam, CS_S);
    cs_board b;
    cs_board_init(&b);
    assert_int_equal(cs_pick_lot(&cam, W, H, 2.0f, 2.0f, &b), -1);
    assert_int_equal(cs_pick_lot(&cam, W, H, (float)W - 3.0f, (float)H - 3.0f, &b), -1);
}

/* The instances drawn for a board from a camera, as the renderer gets them. */
static void drawn(const cs_board *b, const cs_camera *cam, cs_draw_list *dl)
{
    cs_render_scene scene;
    cs_render_scene_init(&scene);
    scene.board = b;
    cs_scene_build(&scene, cam, false, dl);
}

static void test_each_drawn_supply_block_picks_its_height_from_every_view(void **state)
{
    (void)state;
    cs_camera cams[16];
    int n = make_cameras(cams);
    cs_board b;
    cs_board_init(&b);
    cs_draw_list dl;
    for (int c = 0; c < n; c++) {
        drawn(&b, &cams[c], &dl);
        for (int h = 1; h <= CS_HEIGHTS; h++) {
            float p[3], s[2];
            assert_true(cs_pick_supply_top(&dl, h, p));
            p[1] += cs_layout_stack_height(h) - 0.01f; /* top face: never hidden */
            assert_true(cs_camera_project(&cams[c], W, H, p, s));
            cs_pick_hit hit = cs_pick_drawn(&dl, &cams[c], W, H, s[0], s[1]);
            assert_int_equal(hit.kind, CS_PICK_SUPPLY);
            assert_int_equal(hit.height, h);
        }
    }
}

static void test_the_supply_is_laid_out_where_the_scene_says(void **state)
{
    (void)state;
    cs_camera cam;
    cs_camera_init(&cam, CS_S); /* turned 30 degrees from the seat */
    cs_board b;
    cs_board_init(&b);
    cs_draw_list dl;
    drawn(&b, &cam, &dl);
    float p[3], q[3];
    assert_true(cs_pick_supply_top(&dl, 2, p));
    cs_layout_supply_slot(cs_scene_supply_yaw(&cam), 2, CS_BLOCKS_PER_HEIGHT - 1, q);
    for (int i = 0; i < 3; i++)
        assert_float_equal(p[i], q[i], 1e-5);
}

static void test_an_empty_supply_row_picks_nothing(void **state)
{
    (void)state;
    cs_camera cam;
    cs_camera_init(&cam, CS_S);
    cs_board b;
    cs_board_init(&b);
    for (int i = 0; i < CS_BLOCKS_PER_HEIGHT; i++)
        cs_board_place(&b, (cs_move){3, (uint8_t)i}, NULL);
    cs_draw_list dl;
    drawn(&b, &cam, &dl);
    float p[3], s[2];
    cs_layout_supply_slot(dl.supply_yaw, 3, 0, p);
    p[1] += cs_layout_stack_height(3) - 0.01f;
    assert_true(cs_camera_project(&cam, W, H, p, s));
    /* The ray passes where the 3s stood and may meet the 4s behind. */
    cs_pick_hit hit = cs_pick_drawn(&dl, &cam, W, H, s[0], s[1]);
    assert_false(hit.kind == CS_PICK_SUPPLY && hit.height == 3);
}

static void test_each_die_of_the_viewers_holder_picks_its_line(void **state)
{
    (void)state;
    cs_board b;
    cs_board_init(&b);
    cs_draw_list dl;
    for (int seat = 0; seat < CS_SEATS; seat++) {
        cs_camera cam;
        cs_camera_init(&cam, (cs_seat)seat);
        drawn(&b, &cam, &dl);
        for (int line = 0; line < CS_LINES; line++) {
            float p[3], s[2];
            cs_layout_die((cs_seat)seat, line, p);
            assert_true(cs_camera_project(&cam, W, H, p, s));
            cs_pick_hit hit = cs_pick_drawn(&dl, &cam, W, H, s[0], s[1]);
            assert_int_equal(hit.kind, CS_PICK_DIE);
            assert_int_equal(hit.seat, seat);
            assert_int_equal(hit.line, line);
        }
    }
}

static void test_a_lot_behind_a_tall_building_can_be_aimed_at_over_it(void **state)
{
    (void)state;
    cs_camera cam;
    cs_camera_init(&cam, CS_S);
    cs_board b;
    cs_board_init(&b);
    /* b1 holds 5+5 units; b2, right behind it from S, is empty. */
    cs_board_place(&b, (cs_move){5, 1}, NULL);
    cs_board_place(&b, (cs_move){5, 1}, NULL);
    cs_draw_list dl;
    drawn(&b, &cam, &dl);
    float p[3], s[2];
    cs_layout_lot_centre(5, p); /* b2's floor, hidden behind b1 */
    assert_true(cs_camera_project(&cam, W, H, p, s));
    cs_pick_hit hit = cs_pick_drawn(&dl, &cam, W, H, s[0], s[1]);
    assert_int_equal(hit.kind, CS_PICK_BUILDING); /* what is drawn there */
    assert_int_equal(hit.lot, 1);
    assert_int_equal(cs_pick_target_lot(&dl, &cam, W, H, s[0], s[1]), 5);
}

static void test_landing_is_on_the_ground_or_on_top(void **state)
{
    (void)state;
    cs_board b;
    cs_board_init(&b);
    float p[3], q[3];
    cs_pick_landing(&b, 0, p);
    cs_board_place(&b, (cs_move){3, 0}, NULL);
    cs_pick_landing(&b, 0, q);
    assert_float_equal(q[1] - p[1], cs_layout_stack_height(3), 1e-5);
    assert_float_equal(q[0], p[0], 1e-6);
    assert_float_equal(q[2], p[2], 1e-6);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_lot_centre_picks_that_lot_on_an_empty_board),
        cmocka_unit_test(test_top_of_a_tall_stack_picks_its_lot_not_the_lot_behind),
        cmocka_unit_test(test_off_the_board_picks_no_lot),
        cmocka_unit_test(test_each_drawn_supply_block_picks_its_height_from_every_view),
        cmocka_unit_test(test_the_supply_is_laid_out_where_the_scene_says),
        cmocka_unit_test(test_an_empty_supply_row_picks_nothing),
        cmocka_unit_test(test_each_die_of_the_viewers_holder_picks_its_line),
        cmocka_unit_test(test_a_lot_behind_a_tall_building_can_be_aimed_at_over_it),
        cmocka_unit_test(test_landing_is_on_the_ground_or_on_top),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
