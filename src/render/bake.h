/* SPDX-License-Identifier: MIT */
/* bake.h - textures drawn once by shaders (bake.frag): the wood of the
 * pieces at start-up, and the shadow on the flat ground
 * whenever something that casts a shadow moves. Per-pixel work then costs
 * a texture read instead of many noise or shadow-map taps. */
#ifndef FE_BAKE_H
#define FE_BAKE_H

#include <epoxy/gl.h>
#include <stdbool.h>
#include <stddef.h>

#include "shadow.h"

#define FE_GROUND_EXTENT 11.0f /* the ground shadow covers x, z in +-this */

typedef struct {
    GLuint prog, vao, fbo;
    GLint u_mode, u_extent, u_light_vp, u_shadow_texel, u_board_half, u_table_y;
    GLuint wood_maple;
    GLuint ground; /* rgb: the table lit; a: the sun's visibility (fe_bake_ground) */
} fe_bake;

/* Compiles bake.vert/bake.frag from shader_dir and bakes the woods and the
 * lit table for a sun shining toward -light_dir. */
bool fe_bake_init(fe_bake *b, const char *shader_dir, const float light_dir[3], char *err,
                  size_t errsz);
/* Redraws the ground shadow from the shadow map. */
void fe_bake_ground(fe_bake *b, const fe_shadow *s);
void fe_bake_destroy(fe_bake *b);

#endif
