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

/* What a drawn block or die is, for picking (pick.h): the same list that is
 * drawn is the one that is picked, so the two cannot disagree. */
typedef enum { CS_TAG_NONE = 0, CS_TAG_BOARD, CS_TAG_SUPPLY, CS_TAG_DIE } cs_tag_kind;
typedef struct {
    uint8_t kind;  /* cs_tag_kind */
    int8_t lot;    /* BOARD: its lot */
    uint8_t index; /* BOARD: block in the stack (0 bottom); SUPPLY: slot (0 first);
                      DIE: line */
    uint8_t seat;  /* DIE: its holder's seat */
} cs_scene_tag;

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
    float supply_yaw;             /* degrees: the seat frame the supply is laid out in */
    /* Beside the casters (not compared for shadows): what each one is. */
    cs_scene_tag block_tags[CS_HEIGHTS][CS_BLOCKS];
    cs_scene_tag die_tags[CS_MAX_DICE];
} cs_draw_list;

/* Colour of blocks of height h (1..5) with the tint option on. */
void cs_block_tint(int h, float rgb[3]);
/* The one place where every lot's building, supply block and die is put on
 * the table for a camera: the renderer draws this list, input picks in it
 * (pick.h), the app starts animations from it and scripts aim at it. */
void cs_scene_build(const cs_render_scene *scene, const cs_camera *cam, bool have_atlas,
                    cs_draw_list *out);
/* The yaw (degrees) of the seat frame the supply is laid out in for this
 * camera: the nearest seat's, so it stays put while the camera orbits. */
float cs_scene_supply_yaw(const cs_camera *cam);

#endif
