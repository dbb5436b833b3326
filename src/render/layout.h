/* SPDX-License-Identifier: MIT */
/* layout.h - the table's fixed sizes, shared by the renderer's parts.
 *
 * World frame: x east, y up, z south (right-handed); y = 0 is where a
 * game's scene stands its pieces (eg_scene's pos[1] = 0), FE_TABLE_Y the
 * table top under it. One unit is a lot of Cityscape's board, the first
 * game drawn, and every game's pieces are sized in it. */
#ifndef FE_LAYOUT_H
#define FE_LAYOUT_H

#define FE_BOARD_HALF 2.45f /* half-size of the board the ground bake keeps lit */
#define FE_TABLE_Y (-0.28f) /* the table top */
/* A die's size and the chamfer of its edges (items.c's die mesh). */
#define FE_DIE_SIZE 0.4f
#define FE_DIE_BEVEL 0.045f

/* Fixed bounds of everything that can cast a shadow (a sphere about the
 * origin covering every game's table). */
#define FE_SCENE_RADIUS 8.6f

#endif
