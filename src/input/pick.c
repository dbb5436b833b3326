/* SPDX-License-Identifier: MIT */
/* pick.c - cursor picking by rays against boxes (see pick.h). */
#include "pick.h"

#include <float.h>
#include <math.h>

#include "layout.h"

/* Axis-aligned box of a block (or stack) standing on base centre b. */
static void column_box(const float base[3], float width, float tall, float bmin[3],
                       float bmax[3])
{
    bmin[0] = base[0] - 0.5f * width;
    bmin[1] = base[1];
    bmin[2] = base[2] - 0.5f * width;
    bmax[0] = base[0] + 0.5f * width;
    bmax[1] = base[1] + tall;
    bmax[2] = base[2] + 0.5f * width;
}

int cs_pick_lot(const cs_camera *cam, int width, int height, float sx, float sy,
                const cs_board *board)
{
    cs_ray ray = cs_camera_ray(cam, width, height, sx, sy);
    int best = -1;
    float best_t = FLT_MAX;
    for (int lot = 0; lot < CS_LOTS; lot++) {
        if (!board || board->height[lot] == 0)
            continue;
        float base[3], bmin[3], bmax[3], t;
        cs_layout_lot_centre(lot, base);
        column_box(base, CS_BLOCK_WIDTH, cs_layout_stack_height(board->height[lot]), bmin, bmax);
        if (cs_ray_box(&ray, bmin, bmax, &t) && t < best_t) {
            best_t = t;
            best = lot;
        }
    }
    /* The board's surface: each lot owns its whole 1 x 1 cell. */
    const float point[3] = {0.0f, -CS_LOT_DEPTH, 0.0f}, up[3] = {0.0f, 1.0f, 0.0f};
    float t;
    if (cs_ray_plane(&ray, point, up, &t) && t < best_t) {
        float x = ray.origin[0] + t * ray.dir[0], z = ray.origin[2] + t * ray.dir[2];
        float fx = x + 2.0f, fz = 2.0f - z; /* file and rank as reals, 0..4 */
        if (fx >= 0.0f && fx < 4.0f && fz >= 0.0f && fz < 4.0f)
            best = cs_lot_make((int)fx, (int)fz);
    }
    return best;
}

int cs_pick_supply(const cs_camera *cam, int width, int height, float sx, float sy,
                   const cs_board *board, float supply_yaw)
{
    cs_ray ray = cs_camera_ray(cam, width, height, sx, sy);
    int best = 0;
    float best_t = FLT_MAX;
    for (int h = 1; h <= CS_HEIGHTS; h++) {
        int left = board ? board->supply[h] : CS_BLOCKS_PER_HEIGHT;
        for (int i = 0; i < left; i++) {
            float base[3], bmin[3], bmax[3], t;
            cs_layout_supply_slot(supply_yaw, h, i, base);
            /* A block's footprint is square, so an axis-aligned box is exact
             * at the seats' yaws (multiples of 90 degrees). */
            column_box(base, CS_BLOCK_WIDTH, cs_layout_stack_height(h), bmin, bmax);
            if (cs_ray_box(&ray, bmin, bmax, &t) && t < best_t) {
                best_t = t;
                best = h;
            }
        }
    }
    return best;
}

bool cs_pick_die(const cs_camera *cam, int width, int height, float sx, float sy,
                 unsigned seats, cs_seat *seat, int *line)
{
    cs_ray ray = cs_camera_ray(cam, width, height, sx, sy);
    bool found = false;
    float best_t = FLT_MAX;
    for (int s = 0; s < CS_SEATS; s++) {
        if (!(seats & (1u << s)))
            continue;
        for (int l = 0; l < CS_LINES; l++) {
            float c[3], t;
            cs_layout_die((cs_seat)s, l, c);
            const float half = 0.5f * CS_DIE_SIZE + 0.03f; /* a little forgiving */
            const float bmin[3] = {c[0] - half, c[1] - half, c[2] - half};
            const float bmax[3] = {c[0] + half, c[1] + half, c[2] + half};
            if (cs_ray_box(&ray, bmin, bmax, &t) && t < best_t) {
                best_t = t;
                *seat = (cs_seat)s;
                *line = l;
                found = true;
            }
        }
    }
    return found;
}

void cs_pick_landing(const cs_board *board, int lot, float out[3])
{
    cs_layout_block_base(lot, board ? board->height[lot] : 0, out);
}

bool cs_pick_on_plane(const cs_camera *cam, int width, int height, float sx, float sy,
                      float plane_y, float out[3])
{
    cs_ray ray = cs_camera_ray(cam, width, height, sx, sy);
    const float point[3] = {0.0f, plane_y, 0.0f}, up[3] = {0.0f, 1.0f, 0.0f};
    float t;
    if (!cs_ray_plane(&ray, point, up, &t))
        return false;
    for (int i = 0; i < 3; i++)
        out[i] = ray.origin[i] + t * ray.dir[i];
    return true;
}
