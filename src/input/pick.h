/* SPDX-License-Identifier: MIT */
/* pick.h - what the cursor is over: a lot, a building, a supply block, a die.
 *
 * Picking reads the very instance list the renderer draws (scene.h's
 * cs_draw_list, from cs_scene_build): a ray from the camera through the
 * pixel is tested against each drawn block and die in its own frame (its
 * position, yaw, tilt and size as drawn) and against the lot squares. So a
 * press on the pixels where a thing was drawn picks that thing, from any
 * view; tests/render/test_pick_drawn.c checks it against rendered frames. */
#ifndef CS_PICK_H
#define CS_PICK_H

#include <stdbool.h>

#include "camera.h"
#include "cs_core.h"
#include "render.h"
#include "scene.h"

typedef enum {
    CS_PICK_NONE = 0,
    CS_PICK_LOT,      /* the floor of a lot (the board's surface) */
    CS_PICK_BUILDING, /* a block of a lot's building */
    CS_PICK_SUPPLY,   /* an unplayed block beside the board */
    CS_PICK_DIE,      /* a goal die in a holder */
} cs_pick_kind;

typedef struct {
    cs_pick_kind kind;
    int lot;      /* LOT, BUILDING */
    int height;   /* BUILDING, SUPPLY: the block's height (1..5) */
    int index;    /* BUILDING: block in the stack (0 bottom); SUPPLY: slot in its row */
    bool top;     /* BUILDING: the ray met the top face of the top block */
    cs_seat seat; /* DIE */
    int line;     /* DIE */
    float t;      /* distance along the ray */
} cs_pick_hit;

/* What is drawn nearest under the pixel (sx, sy) of a width x height frame. */
cs_pick_hit cs_pick_drawn(const cs_draw_list *dl, const cs_camera *cam, int width, int height,
                          float sx, float sy);
/* The lot a block let go at the pixel would land on: the first landing
 * surface (an empty lot's floor, a building's top) the ray meets, looking
 * through the sides of buildings, so a lot behind a tall building can be
 * aimed at over it; else the building whose side is under the pixel. -1
 * when neither. */
int cs_pick_target_lot(const cs_draw_list *dl, const cs_camera *cam, int width, int height,
                       float sx, float sy);
/* Base centre of the block of height h a player takes next from the supply
 * as drawn (the last of its row); false when the row is empty. */
bool cs_pick_supply_top(const cs_draw_list *dl, int h, float out[3]);

/* The same over a board alone (no supply, no dice): the position viewer. */
int cs_pick_lot(const cs_camera *cam, int width, int height, float sx, float sy,
                const cs_board *board);
/* Base centre where a block dropped on `lot` would land: on the ground, or
 * on top of the building there. */
void cs_pick_landing(const cs_board *board, int lot, float out[3]);
/* The point the cursor ray meets on the plane y = plane_y (for a dragged
 * block off the board); false if the ray runs parallel to it. */
bool cs_pick_on_plane(const cs_camera *cam, int width, int height, float sx, float sy,
                      float plane_y, float out[3]);

#endif
