/* SPDX-License-Identifier: MIT */
/* render_internal.h - the renderer's state, shared by render.c and overlay.c. */
#ifndef FE_RENDER_INTERNAL_H
#define FE_RENDER_INTERNAL_H

#include <epoxy/gl.h>

#include "bake.h"
#include "mesh.h"
#include "render.h"
#include "render_ui.h"
#include "shadow.h"
#include "text.h"

/* The scene program's materials (shaders/scene.frag): MAT_TABLE the table
 * top (baked). MAT_PIECE_WOOD:
 * a game's piece with wood grain under its paint; MAT_PIECE the others,
 * which pay nothing for the wood (llvmpipe runs every branch on every
 * pixel, the texture read included). MAT_PIECE_DIE and MAT_GLYPH: a
 * game's dice and the letters of its side labels (items.c). */
enum {
    MAT_TABLE,
    MAT_PIECE,
    MAT_PIECE_WOOD,
    MAT_PIECE_DIE, /* a game's die: rolled about its middle, its glyph on top */
    MAT_GLYPH,     /* a letter of a side label, blended over the side */
    FE_MATERIALS
};

/* What a picture was drawn from, as bytes to compare (camera, size,
 * uniforms, the instance lists of everything that stands still). */
typedef struct {
    unsigned char *bytes;
    size_t n, cap;
    bool oom;
} fe_key;

void fe_key_reset(fe_key *k);
void fe_key_add(fe_key *k, const void *p, size_t n);
bool fe_key_equal(const fe_key *a, const fe_key *b);
void fe_key_free(fe_key *k);

/* The still part of the picture (table, board, standing pieces and their
 * shadows) at the framebuffer's size: while only a piece moves, a frame
 * copies it, redraws the still part's depth (cheap: no shading) and draws
 * the moving piece. One colour target, made the first time a piece moves;
 * not used with multisampled framebuffers. */
typedef struct {
    GLuint fbo, color;
    int w, h;
    bool valid;            /* holds the picture of built_from */
    bool still_since_last; /* this frame's key equals the last frame's */
    fe_key built_from;     /* the key its picture was drawn from */
    fe_key last;           /* the previous frame's key (empty: nothing moved) */
} fe_frame_cache;

/* Draws the still part's depth only (fe_cache_restore). */
typedef void (*fe_draw_still_fn)(fe_renderer *r, const void *ctx, int width, int height);

struct fe_renderer {
    /* One scene program per material (see shaders/scene.frag). */
    struct fe_scene_prog {
        GLuint prog;
        GLint view_proj, light_vp, light_dir, half_dir, fill_dir, shadow_texel;
        GLint atlas_cells;
    } mat[FE_MATERIALS];
    unsigned mat_failed; /* bit m: material m's program could not be made */
    char shader_dir[1024];
    GLuint prog_depth, prog_overlay;
    GLint ud_light_vp, ud_material;
    struct {
        GLint rect, color, solid, size;
        GLuint vao, vbo;
    } ov;
    fe_mesh table; /* the table top (the pieces' meshes are items.c's) */
    fe_shadow shadow;
    fe_bake bake;
    bool shadow_made;   /* the shadow map holds the last casters (items.c) */
    fe_key key;         /* this frame's still part */
    const fe_camera *depth_cam; /* this frame's camera, for the cache's depth pass */
    fe_frame_cache cache;
    fe_text *text;
    GLuint atlas;
    char warning[320];
    int fb_w, fb_h; /* size of the last draw, for overlay text */
    fe_draw_log *log; /* where panels and texts are recorded, or NULL */
    bool log_over;    /* the panels drawn now are held open over the scene (eg_drawn.over) */
    struct fe_items *items; /* any game's pieces (items.c), made on first use */
};

void fe_items_destroy(fe_renderer *r);
/* Makes material m's program if it is not yet made (MAT_PIECE_DIE and
 * MAT_GLYPH are made when first needed); false, with the renderer's
 * warning set, when it cannot be. */
bool fe_renderer_material(fe_renderer *r, int m);

/* What every material needs from the camera and the sun, worked out once
 * per frame: the view-projection, the half vector (orthographic camera:
 * the same for every pixel) and the fill light's direction. */
typedef struct {
    float view_proj[16], half_dir[3], fill_dir[3];
} fe_view_uniforms;

void fe_view_uniforms_make(const fe_renderer *r, const fe_camera *cam, int width, int height,
                           fe_view_uniforms *u);
/* Binds material m's program and sets them. */
void fe_view_uniforms_set(const fe_renderer *r, int m, const fe_view_uniforms *u);
/* Binds the baked textures and the shadow map to their units. */
void fe_bind_scene_textures(const fe_renderer *r);

/* Where the moving pieces may cover, in framebuffer pixels (origin bottom
 * left): the still part's depth is only needed there. */
typedef struct {
    float lo[2], hi[2];
    bool any, whole; /* whole: not known, the whole framebuffer */
} fe_screen_rect;

/* Grows the rectangle by the picture of a world box (whole if it cannot). */
void fe_screen_rect_add_box(fe_screen_rect *rc, const fe_camera *cam, int width, int height,
                            const float lo[3], const float hi[3]);

/* For a frame where something moves, with r->key describing the still
 * part: when the cache holds it, copies it to the bound framebuffer,
 * redraws its depth within `moving` and returns true; the caller then draws only what moves.
 * false: the caller clears, draws the still part and calls fe_cache_keep. */
bool fe_cache_restore(fe_renderer *r, int width, int height, const fe_screen_rect *moving,
                      fe_draw_still_fn draw_depth, const void *ctx);
/* Keeps the still part just drawn to the bound framebuffer, if it stood
 * still since the last frame (else caching would cost more than it saves). */
void fe_cache_keep(fe_renderer *r, int width, int height);
/* A frame where nothing moves: the next moving frame starts afresh. */
void fe_cache_nothing_moves(fe_renderer *r);
void fe_cache_destroy(fe_frame_cache *c);
/* The camera's part of a key: size, view-projection, view direction. */
void fe_key_camera(fe_key *k, const fe_camera *cam, int width, int height);

bool fe_overlay_init(fe_renderer *r);
void fe_overlay_destroy(fe_renderer *r);

/* Clears the whole frame (colour, depth, stencil) to the table's dark. */
void fe_clear_frame(int width, int height);

#endif
