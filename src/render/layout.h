/* SPDX-License-Identifier: MIT */
/* layout.h - where things stand on the table: lots, blocks, supply, dice holders.
 *
 * Pure math, no GL: the renderer draws from it and the input layer picks
 * with it, so both agree on every position.
 *
 * World frame: x east, y up, z south (right-handed); the board's top surface
 * is y = 0 and its centre the origin. One lot is 1.0 wide. A "seat frame"
 * turns with a seat's edge: u to that player's right, v away from them. */
#ifndef CS_LAYOUT_H
#define CS_LAYOUT_H

#include "cs_core.h"

#define CS_LOT_PITCH 1.0f      /* lot centre to lot centre */
#define CS_LOT_INSET 0.45f     /* half-size of a lot's recessed square */
#define CS_LOT_DEPTH 0.03f     /* how deep the lot squares are sunk */
#define CS_BOARD_HALF 2.45f    /* half-size of the board: 4 lots plus the rim */
#define CS_BOARD_THICK 0.28f   /* board thickness: the table top is y = -this */
#define CS_BLOCK_WIDTH 0.8f
#define CS_UNIT_HEIGHT 0.35f   /* height of one block unit */
#define CS_SEAM 0.012f         /* gap between stacked blocks, so seams show */
#define CS_DIE_SIZE 0.4f
/* The chamfers of the drawn blocks and dice (render.c's meshes) and the
 * lean of a die in its holder (shaders/scene.vert's DIE_TILT, radians):
 * picking tests rays against exactly these shapes (input/pick.c). */
#define CS_BLOCK_BEVEL 0.03f
#define CS_DIE_BEVEL 0.045f
#define CS_DIE_TILT 0.42f
#define CS_HOLDER_LEN 4.0f
#define CS_HOLDER_DEPTH 0.62f
#define CS_HOLDER_BASE 0.10f   /* base plank height */
#define CS_HOLDER_SCREEN 0.5f /* screen height above the table */
#define CS_HOLDER_GAP 0.16f    /* from the board edge to the holder */
#define CS_SUPPLY_U0 3.9f      /* seat frame: first supply column */
#define CS_SUPPLY_STEP 0.88f   /* supply block spacing */
#define CS_TABLE_Y (-CS_BOARD_THICK)

/* Degrees of yaw of the camera sitting at a seat's edge (S 0, W -90, N 180,
 * E 90). The seat frame of yaw y maps u to (cos y, 0, -sin y) and v to
 * (-sin y, 0, -cos y). */
float cs_seat_yaw(cs_seat seat);
void cs_seat_frame_to_world(float yaw_deg, float u, float v, float y, float out[3]);

/* Centre of a lot's floor (the sunk square). */
void cs_layout_lot_centre(int lot, float out[3]);
/* Base centre of block `index` (0 = bottom) of a stack whose lower blocks
 * have `units_below` units of height in total. */
void cs_layout_block_base(int lot, int units_below, float out[3]);
/* Height of a stack of `units` units (top surface above the lot floor). */
float cs_layout_stack_height(int units);

/* Supply: block `i` (0..4, left to right) of height h (1..5), laid out in
 * the seat frame of `yaw_deg`: one row per height to the right of the
 * board, h = 1 nearest the viewer. Base centre. */
void cs_layout_supply_slot(float yaw_deg, int h, int i, float out[3]);
/* Where a supply row's count label goes: after the last of the `left`
 * blocks still in the row, level with their tops. */
void cs_layout_supply_label(float yaw_deg, int h, int left, float out[3]);

/* Dice holder of a seat: base centre on the table; its yaw is the seat's. */
void cs_layout_holder(cs_seat seat, float out[3]);
/* Centre of the die on `line` (0..3, from the seat's left). */
void cs_layout_die(cs_seat seat, int line, float out[3]);

/* Fixed bounds of everything that can cast a shadow (a sphere about the
 * origin covering board, stacks, holders and the supply at any yaw). */
#define CS_SCENE_RADIUS 8.6f

#endif
