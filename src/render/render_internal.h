/* SPDX-License-Identifier: MIT */
/* render_internal.h - the renderer's state, shared by render.c and overlay.c. */
#ifndef CS_RENDER_INTERNAL_H
#define CS_RENDER_INTERNAL_H

#include <epoxy/gl.h>

#include "bake.h"
#include "mesh.h"
#include "render.h"
#include "scene.h"
#include "shadow.h"
#include "text.h"

enum { MAT_TABLE, MAT_BOARD, MAT_BLOCK, MAT_HOLDER, MAT_DIE, MAT_DECAL, MAT_PIECE, CS_MATERIALS };

struct cs_renderer {
    /* One scene program per material (see shaders/scene.frag). */
    struct cs_scene_prog {
        GLuint prog;
        GLint view_proj, light_vp, light_dir, view_dir, shadow_texel;
        GLint atlas_cells, numbers, lot_height, lot_glow, highlight;
    } mat[CS_MATERIALS];
    GLuint prog_depth, prog_overlay;
    GLint ud_light_vp, ud_material;
    struct {
        GLint rect, color, solid, size;
        GLuint vao, vbo;
    } ov;
    cs_mesh table, board, blocks[CS_HEIGHTS], holder, die, quad;
    cs_shadow shadow;
    cs_bake bake;
    bool shadow_valid;
    void *last_casters; /* the caster lists the shadow map was drawn from */
    cs_draw_list draw_list;
    cs_text *text;
    GLuint atlas;
    char warning[320];
    int fb_w, fb_h; /* size of the last draw, for overlay text */
    struct cs_items *items; /* any game's pieces (items.c), made on first use */
};

void cs_items_destroy(cs_renderer *r);

bool cs_overlay_init(cs_renderer *r);
void cs_overlay_destroy(cs_renderer *r);
/* A filled rounded rectangle, in framebuffer pixels. */
void cs_overlay_panel(cs_renderer *r, float x, float y, float w, float h, const float rgba[4]);
/* "x3" beside each supply row. */
void cs_overlay_supply_counts(cs_renderer *r, const cs_camera *cam, const cs_draw_list *dl);

#endif
