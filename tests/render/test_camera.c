/* SPDX-License-Identifier: MIT */
/* test_camera.c - the camera's pure math: projection, picking rays, orbit
 * and easing. No GL. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "camera.h"

enum { W = 1280, H = 720 };
/* A 4x4 board of unit lots about the origin, as Cityscape's: lot = file +
 * 4 rank, a1 (file a, rank 1) at the south-west; its floors a little sunk.
 * The table's seats: S W N E. */
enum { LOTS = 16, SEATS = FE_CAMERA_SEATS, SEAT_S = 0, SEAT_W = 1, SEAT_N = 2, SEAT_E = 3 };

static int lot_make(int file, int rank)
{
    return file + 4 * rank;
}

static void lot_centre(int lot, float out[3])
{
    out[0] = (float)(lot % 4) - 1.5f;
    out[1] = -0.03f;
    out[2] = 1.5f - (float)(lot / 4);
}

static float dist3(const float a[3], const float b[3])
{
    float dx = a[0] - b[0], dy = a[1] - b[1], dz = a[2] - b[2];
    return sqrtf(dx * dx + dy * dy + dz * dz);
}

/* Where a ray meets the horizontal plane y = h. */
static void hit_plane_y(const fe_ray *ray, float h, float out[3])
{
    const float p[3] = {0.0f, h, 0.0f}, n[3] = {0.0f, 1.0f, 0.0f};
    float t = -1.0f;
    assert_true(fe_ray_plane(ray, p, n, &t));
    for (int i = 0; i < 3; i++)
        out[i] = ray->origin[i] + t * ray->dir[i];
}

static void lot_screen(const fe_camera *cam, int lot, float out[2])
{
    float c[3];
    lot_centre(lot, c);
    assert_true(fe_camera_project(cam, W, H, c, out));
}

static void board_alone_is_framed_around_its_centre(void **state)
{
    (void)state;
    /* The view fits the framed table, which stands symmetrically: the
     * screen's centre falls on it, near its middle, from every seat. */
    for (int seat = 0; seat < SEATS; seat++) {
        fe_camera cam;
        fe_camera_init(&cam, seat);
        fe_ray ray = fe_camera_ray(&cam, W, H, W / 2.0f, H / 2.0f);
        float hit[3];
        hit_plane_y(&ray, 0.0f, hit);
        assert_true(fabsf(hit[0]) < 0.75f && fabsf(hit[2]) < 0.75f);
    }
}

static void a_framed_box_is_in_view_from_every_seat(void **state)
{
    (void)state;
    /* A long table, as Six Cities' or Skyscrapers' may be: every corner of
     * its box is inside the window at zoom 1 from every edge. */
    const float lo[3] = {-6.0f, -0.28f, -3.0f}, hi[3] = {6.0f, 2.0f, 3.0f};
    for (int seat = 0; seat < SEATS; seat++) {
        fe_camera cam;
        fe_camera_init(&cam, seat);
        fe_camera_frame_box(&cam, lo, hi);
        for (int i = 0; i < 8; i++) {
            float p[3] = {(i & 1) ? hi[0] : lo[0], (i & 4) ? hi[1] : lo[1],
                          (i & 2) ? hi[2] : lo[2]}, sc[2];
            assert_true(fe_camera_project(&cam, W, H, p, sc));
            assert_true(sc[0] > 0 && sc[0] < W && sc[1] > 0 && sc[1] < H);
        }
        float p[3], sc[2];
        for (int lot = 0; lot < LOTS; lot++) {
            lot_centre(lot, p);
            assert_true(fe_camera_project(&cam, W, H, p, sc));
            assert_true(sc[0] > 0 && sc[0] < W && sc[1] > 0 && sc[1] < H);
        }
    }
}

static void ray_through_projected_board_centre_hits_it(void **state)
{
    (void)state;
    const float origin[3] = {0.0f, 0.0f, 0.0f};
    for (int seat = 0; seat < SEATS; seat++) {
        fe_camera cam;
        fe_camera_init(&cam, seat);
        float scr[2], hit[3];
        assert_true(fe_camera_project(&cam, W, H, origin, scr));
        fe_ray ray = fe_camera_ray(&cam, W, H, scr[0], scr[1]);
        hit_plane_y(&ray, 0.0f, hit);
        assert_true(dist3(hit, origin) < 1e-3f);
    }
}

static void project_then_unproject_gives_the_same_ray(void **state)
{
    (void)state;
    fe_camera cam;
    fe_camera_init(&cam, SEAT_N);
    fe_camera_orbit(&cam, 23.0f, 11.0f);
    const float p[3] = {1.3f, 0.7f, -2.1f};
    float scr[2];
    assert_true(fe_camera_project(&cam, W, H, p, scr));
    fe_ray ray = fe_camera_ray(&cam, W, H, scr[0], scr[1]);
    /* The point lies on the ray: its distance from the line is ~0. */
    float d[3] = {p[0] - ray.origin[0], p[1] - ray.origin[1], p[2] - ray.origin[2]};
    float t = d[0] * ray.dir[0] + d[1] * ray.dir[1] + d[2] * ray.dir[2];
    float foot[3] = {ray.origin[0] + t * ray.dir[0], ray.origin[1] + t * ray.dir[1],
                     ray.origin[2] + t * ray.dir[2]};
    assert_true(t > 0.0f);
    assert_true(dist3(foot, p) < 1e-3f);
}

/* Seat S looks north with file a on the left and rank 4 furthest away. */
static void seat_s_sees_file_a_left_and_rank_4_far(void **state)
{
    (void)state;
    fe_camera cam;
    fe_camera_init(&cam, SEAT_S);
    float a1[2], d1[2], a4[2];
    lot_screen(&cam, lot_make(0, 0), a1);
    lot_screen(&cam, lot_make(3, 0), d1);
    lot_screen(&cam, lot_make(0, 3), a4);
    assert_true(a1[0] < d1[0]);
    assert_true(a4[1] < a1[1]); /* further away: higher on the screen */
}

/* After an orbit to seat W, a4 is on the left of the screen and d4 further
 * away (rank 4 is W's line 1, file a its front). */
static void after_orbit_to_w_a4_is_left_and_d4_further(void **state)
{
    (void)state;
    fe_camera cam;
    fe_camera_init(&cam, SEAT_S);
    fe_camera_to_seat(&cam, SEAT_W);
    for (int i = 0; i < 100 && fe_camera_update(&cam, 1.0f / 60.0f); i++) {
    }
    assert_false(cam.moving);
    float a4[2], a1[2], d4[2];
    lot_screen(&cam, lot_make(0, 3), a4);
    lot_screen(&cam, lot_make(0, 0), a1);
    lot_screen(&cam, lot_make(3, 3), d4);
    assert_true(a4[0] < a1[0]);
    assert_true(d4[1] < a4[1]);
    assert_int_equal(fe_camera_nearest_seat(&cam), SEAT_W);
}

static void seats_n_and_e_see_their_lines_left_to_right(void **state)
{
    (void)state;
    fe_camera n, e;
    fe_camera_init(&n, SEAT_N);
    fe_camera_init(&e, SEAT_E);
    float d4[2], a4[2], d1[2], d4e[2];
    lot_screen(&n, lot_make(3, 3), d4);
    lot_screen(&n, lot_make(0, 3), a4);
    assert_true(d4[0] < a4[0]); /* N: file d on the left */
    lot_screen(&e, lot_make(3, 0), d1);
    lot_screen(&e, lot_make(3, 3), d4e);
    assert_true(d1[0] < d4e[0]); /* E: rank 1 on the left */
}

static void easing_reaches_the_target_and_never_overshoots(void **state)
{
    (void)state;
    float prev = 0.0f;
    for (int i = 0; i <= 1000; i++) {
        float k = fe_ease_in_out((float)i / 1000.0f);
        assert_true(k >= prev - 1e-6f);
        assert_true(k >= 0.0f && k <= 1.0f);
        prev = k;
    }
    assert_true(fe_ease_in_out(0.0f) == 0.0f && fe_ease_in_out(1.0f) == 1.0f);
    assert_true(fe_ease_in_out(7.0f) == 1.0f);

    fe_camera cam;
    fe_camera_init(&cam, SEAT_S);
    fe_camera_to_seat(&cam, SEAT_E); /* a quarter turn, S's view to E's */
    const float target = fe_camera_seat_yaw(SEAT_E);
    float last = cam.now.yaw;
    int frames = 0;
    while (fe_camera_update(&cam, 1.0f / 60.0f)) {
        assert_true(cam.now.yaw >= last - 1e-4f && cam.now.yaw <= target + 1e-4f);
        last = cam.now.yaw;
        frames++;
    }
    assert_true(fabsf(cam.now.yaw - target) < 1e-4f);
    assert_in_range(frames, 25, 35); /* about half a second at 60 Hz */
}

static void orbit_takes_the_short_way_round(void **state)
{
    (void)state;
    fe_camera cam;
    fe_camera_init(&cam, SEAT_S);
    fe_camera_to_seat(&cam, SEAT_W); /* -90: not the long way through +270 */
    fe_camera_update(&cam, 0.25f);
    assert_true(cam.now.yaw < 0.0f && cam.now.yaw > -90.0f);
}

static void pitch_and_zoom_are_clamped(void **state)
{
    (void)state;
    fe_camera cam;
    fe_camera_init(&cam, SEAT_S);
    fe_camera_orbit(&cam, 0.0f, 500.0f);
    assert_true(cam.now.pitch <= FE_CAMERA_PITCH_MAX);
    fe_camera_orbit(&cam, 0.0f, -500.0f);
    assert_true(cam.now.pitch >= FE_CAMERA_PITCH_MIN);
    fe_camera_zoom_by(&cam, 1000.0f);
    assert_true(cam.now.zoom <= FE_CAMERA_ZOOM_MAX);
    fe_camera_zoom_by(&cam, 1e-6f);
    assert_true(cam.now.zoom >= FE_CAMERA_ZOOM_MIN);
}

static void skyline_view_is_low_on_the_seat_edge(void **state)
{
    (void)state;
    fe_camera cam;
    fe_camera_init(&cam, SEAT_S);
    fe_camera_to_skyline(&cam, SEAT_N);
    while (fe_camera_update(&cam, 0.05f)) {
    }
    float eye[3], centre[3];
    fe_camera_eye(&cam, eye, centre);
    assert_true(cam.now.pitch < 10.0f);
    assert_true(eye[2] < centre[2]); /* on the north side, looking south */
}

static void ray_box_hits_and_misses(void **state)
{
    (void)state;
    fe_ray ray = {{0.0f, 5.0f, 0.0f}, {0.0f, -1.0f, 0.0f}};
    const float lo[3] = {-0.4f, 0.0f, -0.4f}, hi[3] = {0.4f, 1.0f, 0.4f};
    float t = 0.0f;
    assert_true(fe_ray_box(&ray, lo, hi, &t));
    assert_true(fabsf(t - 4.0f) < 1e-5f);
    ray.origin[0] = 0.5f;
    assert_false(fe_ray_box(&ray, lo, hi, NULL));
    fe_ray away = {{0.0f, 5.0f, 0.0f}, {0.0f, 1.0f, 0.0f}};
    assert_false(fe_ray_box(&away, lo, hi, NULL));
}

static void picking_a_lot_through_the_camera(void **state)
{
    (void)state;
    fe_camera cam;
    fe_camera_init(&cam, SEAT_E);
    for (int lot = 0; lot < LOTS; lot++) {
        float scr[2], c[3], hit[3];
        lot_centre(lot, c);
        lot_screen(&cam, lot, scr);
        fe_ray ray = fe_camera_ray(&cam, W, H, scr[0], scr[1]);
        hit_plane_y(&ray, c[1], hit);
        assert_true(dist3(hit, c) < 1e-3f);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(board_alone_is_framed_around_its_centre),
        cmocka_unit_test(a_framed_box_is_in_view_from_every_seat),
        cmocka_unit_test(ray_through_projected_board_centre_hits_it),
        cmocka_unit_test(project_then_unproject_gives_the_same_ray),
        cmocka_unit_test(seat_s_sees_file_a_left_and_rank_4_far),
        cmocka_unit_test(after_orbit_to_w_a4_is_left_and_d4_further),
        cmocka_unit_test(seats_n_and_e_see_their_lines_left_to_right),
        cmocka_unit_test(easing_reaches_the_target_and_never_overshoots),
        cmocka_unit_test(orbit_takes_the_short_way_round),
        cmocka_unit_test(pitch_and_zoom_are_clamped),
        cmocka_unit_test(skyline_view_is_low_on_the_seat_edge),
        cmocka_unit_test(ray_box_hits_and_misses),
        cmocka_unit_test(picking_a_lot_through_the_camera),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
