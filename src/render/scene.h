/* SPDX-License-Identifier: MIT */
/* scene.h - turns a cs_render_scene into instance lists to draw.
 *
 * Pure CPU work: where each block, die, holder and rim mark goes and how it
 * is painted. The GL side (render.c) only uploads and draws these lists. */
#ifndef CS_SCENE_H
#define CS_SCENE_H

#include "camera.h"
#include "mesh.h"
#include "render.h"

enum { CS_MAX_DECALS = 16, CS_MAX_DICE = CS_SEATS * CS_LINES };

typedef struct {
    /* Things that cast shadows come first: render.c compares this part with
     * the last frame's to decide whether the shadow map must be redrawn. */
    struct {
        cs_instance blocks[CS_HEIGHTS][CS_BLOCKS]; /* board and supply, by height */
        int nblocks[CS_HEIGHTS];
        cs_instance holders[CS_SEATS];
        int nholders;
        cs_instance dice[CS_MAX_DICE];
        int ndice;
    } casters;
    cs_instance decals[CS_MAX_DECALS];
    int ndecals;
    cs_instance ghost;
    bool has_ghost;
    float lot_height[CS_LOTS];    /* building heights, world units */
    int supply_count[CS_HEIGHTS + 1];
} cs_draw_list;

/* Colour of blocks of height h (1..5) with the tint option on. */
void cs_block_tint(int h, float rgb[3]);
void cs_scene_build(const cs_render_scene *scene, const cs_camera *cam, bool have_atlas,
                    cs_draw_list *out);

#endif
