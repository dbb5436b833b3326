/* SPDX-License-Identifier: MIT */
/* pick.h - what the cursor is over: a lot, a block in the supply, a die.
 *
 * Pure math on the camera (a ray through the cursor) and the table layout,
 * so it is tested without a GPU and agrees with what the renderer draws. */
#ifndef CS_PICK_H
#define CS_PICK_H

#include <stdbool.h>

#include "camera.h"
#include "cs_core.h"

/* The lot under the cursor: the nearest stack the ray hits, else the lot
 * square the ray meets on the board. -1 when off the board. */
int cs_pick_lot(const cs_camera *cam, int width, int height, float sx, float sy,
                const cs_board *board);
/* The height (1..5) of the unplayed block under the cursor, or 0. The supply
 * is laid out in the seat frame of supply_yaw (layout.h). */
int cs_pick_supply(const cs_camera *cam, int width, int height, float sx, float sy,
                   const cs_board *board, float supply_yaw);
/* The die under the cursor among the holders of `seats` (bit per seat). */
bool cs_pick_die(const cs_camera *cam, int width, int height, float sx, float sy,
                 unsigned seats, cs_seat *seat, int *line);
/* Base centre where a block dropped on `lot` would land: on the ground, or
 * on top of the building there. */
void cs_pick_landing(const cs_board *board, int lot, float out[3]);
/* The point the cursor ray meets on the plane y = plane_y (for a dragged
 * block off the board); false if the ray runs parallel to it. */
bool cs_pick_on_plane(const cs_camera *cam, int width, int height, float sx, float sy,
                      float plane_y, float out[3]);

#endif
