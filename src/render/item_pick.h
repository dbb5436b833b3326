/* SPDX-License-Identifier: MIT */
/* item_pick.h - picking in any game's scene (eg_scene.h) with the camera
 * that draws it. Pure math: testable without GL. */
#ifndef FE_ITEM_PICK_H
#define FE_ITEM_PICK_H

#include <stdbool.h>
#include <stdint.h>

#include "camera.h"
#include "eg_scene.h"

/* A block's (EG_SHAPE_BLOCK's) edges are chamfered by this much of its size
 * (items.c draws them so; fe_item_hit picks them so). */
#define FE_ITEM_BEVEL 0.04f

/* True if the ray hits the item's drawn shape (a block's bevelled box,
 * another item's box); *t is the distance. */
bool fe_item_hit(const eg_item *e, const fe_ray *ray, float *t);
/* The index of the nearest item under pixel (sx, sy) among those with any of
 * `flags` (EG_ITEM_PICK, EG_ITEM_DROP), skipping items whose id is `skip`
 * and ghosts; -1 if none. For a drop target (DROP, LIT) a piece drawn with
 * the id of one is that one (a building's lower blocks are its lot), and a
 * pick over one that wholly hides the target behind it (no point of that
 * target's top can be picked) goes to that target. */
int fe_items_pick(const eg_scene *sc, const fe_camera *cam, int width, int height, float sx,
                  float sy, unsigned flags, int32_t skip);
/* What a press at pixel (sx, sy) picks at any game's table (table.c):
 * while a piece is chosen (`held`, else EG_NO_ITEM), a lit place it may go
 * to first, even behind another piece (a stud on top of a brick); else the
 * nearest piece or place (EG_ITEM_PICK or EG_ITEM_DROP). -1 if none. */
int fe_items_press(const eg_scene *sc, const fe_camera *cam, int width, int height, float sx,
                   float sy, int32_t held);
/* Where a held piece let go (or pressed: the same place) at pixel (sx, sy)
 * goes: a lit place first, else the nearest drop target; the held piece
 * (id `held`) aside. -1 if none. */
int fe_items_drop(const eg_scene *sc, const fe_camera *cam, int width, int height, float sx,
                  float sy, int32_t held);
/* Where item e is drawn: the screen rectangle of its box, turned as drawn. */
void fe_item_rect(const eg_item *e, const fe_camera *cam, int width, int height, float lo[2],
                  float hi[2]);
/* Where the ray through (sx, sy) meets the plane at height y above the table
 * (scene units: the table top is 0). */
bool fe_items_table_point(const fe_camera *cam, int width, int height, float sx, float sy,
                          float y, float out[3]);

#endif
