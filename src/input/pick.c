/* SPDX-License-Identifier: MIT */
/* pick.c - cursor picking by rays against the drawn instances (see pick.h). */
#include "pick.h"

#include <float.h>
#include <math.h>
#include <string.h>

#include "layout.h"

#define DEG2RAD 0.017453292519943295f

/* ---- A ray against a bevelled box: the shape cs_geom_bevel_box builds
 * (mesh.c), a box whose 12 edges and 8 corners are cut by chamfer planes.
 * It is convex, so the ray is clipped by each of its 26 planes in turn. */

typedef struct {
    float t;
    int axis, sign; /* the face the ray came in through; axis -1: a chamfer */
} box_hit;

static bool clip_plane(const cs_ray *r, const float n[3], float d, float *t0, float *t1,
                       bool *entered_here)
{
    float denom = n[0] * r->dir[0] + n[1] * r->dir[1] + n[2] * r->dir[2];
    float num = d - (n[0] * r->origin[0] + n[1] * r->origin[1] + n[2] * r->origin[2]);
    *entered_here = false;
    if (fabsf(denom) < 1e-12f)
        return num >= 0.0f;
    float t = num / denom;
    if (denom < 0.0f) {
        if (t > *t0) {
            *t0 = t;
            *entered_here = true;
        }
    } else if (t < *t1) {
        *t1 = t;
    }
    return *t0 <= *t1;
}

/* The box centred on c with half-sizes h and chamfers of width bevel, in
 * the ray's frame. */
static bool ray_bevel_box(const cs_ray *r, const float c[3], const float h[3], float bevel,
                          box_hit *out)
{
    cs_ray l = *r;
    for (int i = 0; i < 3; i++)
        l.origin[i] -= c[i];
    float t0 = -FLT_MAX, t1 = FLT_MAX;
    bool here;
    out->axis = -1;
    out->sign = 0;
    for (int a = 0; a < 3; a++)
        for (int s = -1; s <= 1; s += 2) {
            float n[3] = {0, 0, 0};
            n[a] = (float)s;
            if (!clip_plane(&l, n, h[a], &t0, &t1, &here))
                return false;
            if (here) {
                out->axis = a;
                out->sign = s;
            }
        }
    for (int a = 0; a < 3 && bevel > 0.0f; a++)
        for (int b = a + 1; b < 3; b++)
            for (int k = 0; k < 4; k++) {
                float n[3] = {0, 0, 0};
                n[a] = (k & 1) ? 1.0f : -1.0f;
                n[b] = (k & 2) ? 1.0f : -1.0f;
                if (!clip_plane(&l, n, h[a] + h[b] - bevel, &t0, &t1, &here))
                    return false;
                if (here)
                    out->axis = -1;
            }
    for (int k = 0; k < 8 && bevel > 0.0f; k++) {
        float n[3] = {(k & 1) ? 1.0f : -1.0f, (k & 2) ? 1.0f : -1.0f, (k & 4) ? 1.0f : -1.0f};
        if (!clip_plane(&l, n, h[0] + h[1] + h[2] - 2.0f * bevel, &t0, &t1, &here))
            return false;
        if (here)
            out->axis = -1;
    }
    if (t1 < 0.0f)
        return false;
    out->t = t0 > 0.0f ? t0 : 0.0f;
    return true;
}

/* The ray in an instance's own frame. */
static cs_ray to_instance(const cs_ray *r, const cs_instance *in)
{
    return cs_ray_to_frame(r, in->pos, in->yaw);
}

/* A block as the renderer builds it: base at the instance's position, top
 * one seam short of its units of height. */
static bool hit_block(const cs_ray *ray, const cs_instance *in, box_hit *out)
{
    cs_ray l = to_instance(ray, in);
    float top = in->param[0] * CS_UNIT_HEIGHT - CS_SEAM;
    const float c[3] = {0.0f, 0.5f * top, 0.0f};
    const float h[3] = {0.5f * CS_BLOCK_WIDTH, 0.5f * top, 0.5f * CS_BLOCK_WIDTH};
    return ray_bevel_box(&l, c, h, CS_BLOCK_BEVEL, out);
}

/* A die: centred on its position, flipped about the holder's long axis and
 * leaned back (rot_x(flip - tilt) in scene.vert), then turned. */
static bool hit_die(const cs_ray *ray, const cs_instance *in, box_hit *out)
{
    cs_ray l = to_instance(ray, in);
    float a = in->param[1] * DEG2RAD - CS_DIE_TILT, c = cosf(a), s = sinf(a);
    cs_ray m = l;
    m.origin[1] = c * l.origin[1] + s * l.origin[2];
    m.origin[2] = -s * l.origin[1] + c * l.origin[2];
    m.dir[1] = c * l.dir[1] + s * l.dir[2];
    m.dir[2] = -s * l.dir[1] + c * l.dir[2];
    const float zero[3] = {0, 0, 0};
    const float h[3] = {0.5f * CS_DIE_SIZE, 0.5f * CS_DIE_SIZE, 0.5f * CS_DIE_SIZE};
    return ray_bevel_box(&m, zero, h, CS_DIE_BEVEL, out);
}

/* The lot whose 1 x 1 cell holds the point (x, z), or -1 off the board. */
static int lot_at(float x, float z)
{
    float fx = x + 2.0f, fz = 2.0f - z; /* file and rank as reals, 0..4 */
    if (fx < 0.0f || fx >= 4.0f || fz < 0.0f || fz >= 4.0f)
        return -1;
    return cs_lot_make((int)fx, (int)fz);
}

static bool ray_y(const cs_ray *ray, float y, float *t, float *x, float *z)
{
    const float point[3] = {0.0f, y, 0.0f}, up[3] = {0.0f, 1.0f, 0.0f};
    if (!cs_ray_plane(ray, point, up, t))
        return false;
    *x = ray->origin[0] + *t * ray->dir[0];
    *z = ray->origin[2] + *t * ray->dir[2];
    return true;
}

/* ---- Picking. */

static cs_pick_hit pick_ray(const cs_draw_list *dl, const cs_ray *ray)
{
    cs_pick_hit best;
    memset(&best, 0, sizeof best);
    best.kind = CS_PICK_NONE;
    best.lot = -1;
    best.t = FLT_MAX;
    for (int h = 0; h < CS_HEIGHTS; h++)
        for (int i = 0; i < dl->casters.nblocks[h]; i++) {
            const cs_scene_tag *tag = &dl->block_tags[h][i];
            box_hit bh;
            if (tag->kind == CS_TAG_NONE || !hit_block(ray, &dl->casters.blocks[h][i], &bh) ||
                bh.t >= best.t)
                continue;
            memset(&best, 0, sizeof best);
            best.t = bh.t;
            best.height = h + 1;
            best.index = tag->index;
            if (tag->kind == CS_TAG_SUPPLY) {
                best.kind = CS_PICK_SUPPLY;
                best.lot = -1;
            } else {
                best.kind = CS_PICK_BUILDING;
                best.lot = tag->lot;
                best.top = bh.axis == 1 && bh.sign > 0 &&
                           fabsf(dl->casters.blocks[h][i].pos[1] +
                                 (float)(h + 1) * CS_UNIT_HEIGHT -
                                 (-CS_LOT_DEPTH + dl->lot_height[tag->lot])) < 1e-3f;
            }
        }
    for (int i = 0; i < dl->casters.ndice; i++) {
        box_hit bh;
        if (!hit_die(ray, &dl->casters.dice[i], &bh) || bh.t >= best.t)
            continue;
        memset(&best, 0, sizeof best);
        best.kind = CS_PICK_DIE;
        best.t = bh.t;
        best.lot = -1;
        best.seat = (cs_seat)dl->die_tags[i].seat;
        best.line = dl->die_tags[i].index;
    }
    /* The board's surface: each lot owns its whole 1 x 1 cell. */
    float t, x, z;
    if (ray_y(ray, -CS_LOT_DEPTH, &t, &x, &z) && t >= 0.0f && t < best.t && lot_at(x, z) >= 0) {
        memset(&best, 0, sizeof best);
        best.kind = CS_PICK_LOT;
        best.lot = lot_at(x, z);
        best.t = t;
    }
    return best;
}

cs_pick_hit cs_pick_drawn(const cs_draw_list *dl, const cs_camera *cam, int width, int height,
                          float sx, float sy)
{
    cs_ray ray = cs_camera_ray(cam, width, height, sx, sy);
    return pick_ray(dl, &ray);
}

static int target_ray(const cs_draw_list *dl, const cs_ray *ray)
{
    int best = -1;
    float best_t = FLT_MAX;
    for (int lot = 0; lot < CS_LOTS; lot++) {
        float built = dl->lot_height[lot], t, x, z, c[3];
        float y = -CS_LOT_DEPTH + (built > 0.0f ? built - CS_SEAM : 0.0f);
        /* A building's top face stops short of its chamfered edges. */
        float half = built > 0.0f ? 0.5f * CS_BLOCK_WIDTH - CS_BLOCK_BEVEL : 0.5f * CS_LOT_PITCH;
        if (!ray_y(ray, y, &t, &x, &z) || t < 0.0f || t >= best_t)
            continue;
        cs_layout_lot_centre(lot, c);
        if (fabsf(x - c[0]) <= half && fabsf(z - c[2]) <= half) {
            best = lot;
            best_t = t;
        }
    }
    if (best >= 0)
        return best;
    cs_pick_hit hit = pick_ray(dl, ray);
    return hit.kind == CS_PICK_BUILDING || hit.kind == CS_PICK_LOT ? hit.lot : -1;
}

int cs_pick_target_lot(const cs_draw_list *dl, const cs_camera *cam, int width, int height,
                       float sx, float sy)
{
    cs_ray ray = cs_camera_ray(cam, width, height, sx, sy);
    return target_ray(dl, &ray);
}

bool cs_pick_supply_top(const cs_draw_list *dl, int h, float out[3])
{
    if (h < 1 || h > CS_HEIGHTS)
        return false;
    int best = -1;
    for (int i = 0; i < dl->casters.nblocks[h - 1]; i++) {
        const cs_scene_tag *tag = &dl->block_tags[h - 1][i];
        if (tag->kind == CS_TAG_SUPPLY &&
            (best < 0 || tag->index > dl->block_tags[h - 1][best].index))
            best = i;
    }
    if (best < 0)
        return false;
    memcpy(out, dl->casters.blocks[h - 1][best].pos, 3 * sizeof(float));
    return true;
}

int cs_pick_lot(const cs_camera *cam, int width, int height, float sx, float sy,
                const cs_board *board)
{
    cs_render_scene scene;
    cs_render_scene_init(&scene);
    scene.board = board;
    scene.occupied = 0;
    scene.opt.supply = false;
    cs_draw_list dl;
    cs_scene_build(&scene, cam, false, &dl);
    return cs_pick_target_lot(&dl, cam, width, height, sx, sy);
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
