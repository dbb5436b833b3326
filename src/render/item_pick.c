/* SPDX-License-Identifier: MIT */
/* item_pick.c - what is under the pointer in any game's scene: the ray the
 * camera casts through the pixel, tested against the very boxes items.c
 * draws (same position, size, yaw and table height; a die's roll). Pure
 * math, no GL. */
#include <float.h>
#include <math.h>

#include "camera.h"
#include "eg_scene.h"
#include "item_pick.h"
#include "layout.h"

/* The box an item occupies, in its own frame: x and z centred, y from its
 * foot; a brick's studs add a little height. */
static void item_box(const eg_item *e, float lo[3], float hi[3])
{
    float studs = e->shape == EG_SHAPE_BRICK && e->studs[0] ? 0.3f * 0.6f * e->size[0] / e->studs[0]
                                                             : 0.0f;
    lo[0] = -0.5f * e->size[0];
    hi[0] = 0.5f * e->size[0];
    lo[1] = 0.0f;
    hi[1] = e->size[1] + studs;
    lo[2] = -0.5f * e->size[2];
    hi[2] = 0.5f * e->size[2];
}

/* A ray against a block as items.c draws it: the unit box (x, z in
 * -0.5..0.5, y in 0..1) with its edges and corners chamfered by
 * FE_ITEM_BEVEL, scaled to the item's size. The box alone reached a few
 * pixels past a block's drawn outline (at 1920x1080 a press beside a tall
 * building, where the lot behind it was drawn, landed on the building): so
 * the ray is clipped by every face of the bevelled solid, a convex one: its
 * 6 faces, 12 chamfers and 8 corner facets, taken in the unit box's frame
 * (scaling keeps the ray's parameter). */
static bool bevelled_hit(const eg_item *e, const fe_ray *local, float *t)
{
    float o[3], d[3];
    for (int i = 0; i < 3; i++) {
        float size = e->size[i] > 1e-6f ? e->size[i] : 1e-6f;
        o[i] = local->origin[i] / size - (i == 1 ? 0.5f : 0.0f);
        d[i] = local->dir[i] / size;
    }
    const float h = 0.5f, b = FE_ITEM_BEVEL;
    float tmin = 0.0f, tmax = FLT_MAX;
    /* n . (o + t d) <= c for each face. */
    for (int k = 0; k < 26; k++) {
        float n[3] = {0.0f, 0.0f, 0.0f}, c;
        if (k < 6) { /* faces */
            n[k / 2] = k % 2 ? -1.0f : 1.0f;
            c = h;
        } else if (k < 18) { /* chamfers: axes i < j, signs */
            int m = k - 6, pair = m / 4, i = pair == 2 ? 1 : 0, j = pair == 0 ? 1 : 2;
            n[i] = m & 1 ? -1.0f : 1.0f;
            n[j] = m & 2 ? -1.0f : 1.0f;
            c = 2.0f * h - b;
        } else { /* corners */
            int m = k - 18;
            for (int i = 0; i < 3; i++)
                n[i] = m & (1 << i) ? -1.0f : 1.0f;
            c = 3.0f * h - 2.0f * b;
        }
        float nd = n[0] * d[0] + n[1] * d[1] + n[2] * d[2];
        float no = n[0] * o[0] + n[1] * o[1] + n[2] * o[2];
        if (fabsf(nd) < 1e-12f) {
            if (no > c)
                return false;
            continue;
        }
        float at = (c - no) / nd;
        if (nd > 0.0f)
            tmax = fminf(tmax, at);
        else
            tmin = fmaxf(tmin, at);
        if (tmin > tmax)
            return false;
    }
    if (t)
        *t = tmin;
    return true;
}

bool fe_item_hit(const eg_item *e, const fe_ray *ray, float *t)
{
    /* Into the item's frame; items stand on the table top. */
    const float foot[3] = {e->pos[0], e->pos[1] + FE_TABLE_Y, e->pos[2]};
    fe_ray local = fe_ray_to_frame(ray, foot, e->yaw);
    float lo[3], hi[3];
    item_box(e, lo, hi);
    if (e->shape == EG_SHAPE_DIE && e->roll != 0.0f) {
        /* A die rolls about its middle (scene.vert: rot_x(roll)): the ray
         * into its unrolled frame, turned back by -roll about there. */
        float c = cosf(e->roll), s = sinf(e->roll), mid = 0.5f * e->size[1];
        float *o = local.origin, *d = local.dir, oy = o[1] - mid, dy = d[1];
        o[1] = c * oy + s * o[2] + mid;
        o[2] = -s * oy + c * o[2];
        d[1] = c * dy + s * d[2];
        d[2] = -s * dy + c * d[2];
    }
    if (e->shape == EG_SHAPE_BLOCK)
        return bevelled_hit(e, &local, t);
    return fe_ray_box(&local, lo, hi, t);
}

/* What item i stands for among targets of `flags`: itself when it has one
 * of them; for a drop target (DROP, LIT), a piece drawn with the id of one,
 * that one (a building's lower blocks are its lot's; whatever shows of a
 * place is the place); else -1. */
static int target_of(const eg_scene *sc, int i, unsigned flags)
{
    const eg_item *e = &sc->items[i];
    if (e->flags & flags)
        return i;
    if (!(flags & (EG_ITEM_DROP | EG_ITEM_LIT)) ||
        (e->flags & (EG_ITEM_UNSEEN | EG_ITEM_GHOST | EG_ITEM_MOVING)))
        return -1;
    for (int j = 0; j < sc->nitems; j++)
        if (sc->items[j].id == e->id && (sc->items[j].flags & flags))
            return j;
    return -1;
}

/* The target nearest along the ray, farther than `after` and of another id
 * than `other` (EG_NO_ITEM: any); *t_out its distance. Ghosts and the held
 * piece (`skip`, and whatever moves with the pointer) take no part. Behind a
 * piece (`other` given), what has no id hides what lies beyond it: a place
 * whose edge lies under the board's top is not reached through the board. */
static int nearest(const eg_scene *sc, const fe_ray *ray, unsigned flags, int32_t skip,
                   float after, int32_t other, float *t_out)
{
    int best = -1;
    float best_t = FLT_MAX;
    for (int i = 0; i < sc->nitems; i++) {
        const eg_item *e = &sc->items[i];
        bool wall = e->id == EG_NO_ITEM && other != EG_NO_ITEM && !(e->flags & EG_ITEM_UNSEEN);
        if ((!wall && (e->id == skip || e->id == EG_NO_ITEM)) || (e->flags & EG_ITEM_GHOST) ||
            (other != EG_NO_ITEM && e->id == other))
            continue;
        float t;
        if (!fe_item_hit(e, ray, &t) || t <= after || t >= best_t)
            continue;
        int k = wall ? -1 : target_of(sc, i, flags);
        if (k >= 0 || wall) /* a target, or what hides those beyond */
            best_t = t, best = k;
    }
    *t_out = best_t;
    return best;
}

/* Whether any point of a piece of this id shows: a press there reaches the
 * id (a 7 x 7 grid over each top, three rows of seven on each side). */
static bool shows(const eg_scene *sc, const fe_camera *cam, int width, int height, int32_t id,
                  unsigned flags, int32_t skip)
{
    for (int i = 0; i < sc->nitems; i++) {
        const eg_item *e = &sc->items[i];
        if (e->id != id || (e->flags & (EG_ITEM_GHOST | EG_ITEM_MOVING)))
            continue;
        float c = cosf(e->yaw), s = sinf(e->yaw);
        for (int j = 0; j < 49 + 4 * 21; j++) {
            int k = (j + 24) % (49 + 4 * 21); /* the top's middle first */
            /* (u, v) across the piece, w up it: the top, then the sides. */
            float a = (float)(k % 7) / 6.0f - 0.5f, u, v, w = 1.0f;
            if (k < 49) {
                u = 0.9f * a;
                v = 0.9f * ((float)(k / 7) / 6.0f - 0.5f);
            } else {
                int side = (k - 49) / 21, row = (k - 49) % 21 / 7;
                float at = side & 1 ? 0.5f : -0.5f;
                u = side < 2 ? 0.9f * a : at;
                v = side < 2 ? at : 0.9f * a;
                w = 0.2f + 0.3f * (float)row;
            }
            u *= e->size[0];
            v *= e->size[2];
            float p[3] = {e->pos[0] + c * u + s * v, e->pos[1] + w * e->size[1] + FE_TABLE_Y,
                          e->pos[2] - s * u + c * v},
                  scr[2], t;
            if (!fe_camera_project(cam, width, height, p, scr))
                continue;
            fe_ray ray = fe_camera_ray(cam, width, height, scr[0], scr[1]);
            int got = nearest(sc, &ray, flags, skip, 0.0f, EG_NO_ITEM, &t);
            if (got >= 0 && sc->items[got].id == id)
                return true;
        }
    }
    return false;
}

int fe_items_pick(const eg_scene *sc, const fe_camera *cam, int width, int height, float sx,
                  float sy, unsigned flags, int32_t skip)
{
    fe_ray ray = fe_camera_ray(cam, width, height, sx, sy);
    float t, behind_t;
    int best = nearest(sc, &ray, flags, skip, 0.0f, EG_NO_ITEM, &t);
    if (best < 0 || !(flags & (EG_ITEM_DROP | EG_ITEM_LIT)) ||
        (sc->items[best].flags & EG_ITEM_UNSEEN))
        return best;
    /* A drop over a piece's face goes to that piece, unless it hides the
     * place behind it wholly: then there (no other press could reach it). */
    int behind = nearest(sc, &ray, flags, skip, t, sc->items[best].id, &behind_t);
    if (behind >= 0 && !(sc->items[behind].flags & EG_ITEM_UNSEEN) &&
        !shows(sc, cam, width, height, sc->items[behind].id, flags, skip))
        return behind;
    return best;
}

int fe_items_drop(const eg_scene *sc, const fe_camera *cam, int width, int height, float sx,
                  float sy, int32_t held)
{
    int i = fe_items_pick(sc, cam, width, height, sx, sy, EG_ITEM_LIT, held);
    return i >= 0 ? i : fe_items_pick(sc, cam, width, height, sx, sy, EG_ITEM_DROP, held);
}

int fe_items_press(const eg_scene *sc, const fe_camera *cam, int width, int height, float sx,
                   float sy, int32_t held)
{
    int i = -1;
    if (held != EG_NO_ITEM)
        i = fe_items_pick(sc, cam, width, height, sx, sy, EG_ITEM_LIT, EG_NO_ITEM);
    return i >= 0 ? i
                  : fe_items_pick(sc, cam, width, height, sx, sy, EG_ITEM_PICK | EG_ITEM_DROP,
                                  EG_NO_ITEM);
}

void fe_item_rect(const eg_item *e, const fe_camera *cam, int width, int height, float lo[2],
                  float hi[2])
{
    lo[0] = lo[1] = 1e9f;
    hi[0] = hi[1] = -1e9f;
    for (int k = 0; k < 8; k++) { /* the box's corners, turned as drawn */
        float p[3], scr[2];
        eg_item_point(e, (k & 1) ? 0.5f : -0.5f, (k & 4) ? 1.0f : 0.0f, (k & 2) ? 0.5f : -0.5f, p);
        p[1] += FE_TABLE_Y;
        fe_camera_project(cam, width, height, p, scr);
        for (int ax = 0; ax < 2; ax++)
            lo[ax] = fminf(lo[ax], scr[ax]), hi[ax] = fmaxf(hi[ax], scr[ax]);
    }
}

bool fe_items_table_point(const fe_camera *cam, int width, int height, float sx, float sy,
                          float y, float out[3])
{
    fe_ray ray = fe_camera_ray(cam, width, height, sx, sy);
    const float p[3] = {0.0f, y + FE_TABLE_Y, 0.0f}, n[3] = {0.0f, 1.0f, 0.0f};
    float t;
    if (!fe_ray_plane(&ray, p, n, &t))
        return false;
    for (int i = 0; i < 3; i++)
        out[i] = ray.origin[i] + t * ray.dir[i];
    out[1] -= FE_TABLE_Y;
    return true;
}
