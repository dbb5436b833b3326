/* SPDX-License-Identifier: MIT */
/* bake.h - textures drawn once by shaders (bake.frag): the wood of the
 * pieces at start-up, and the shadow on the flat ground
 * whenever something that casts a shadow moves. Per-pixel work then costs
 * a texture read instead of many noise or shadow-map taps. */
#ifndef CS_BAKE_H
#define CS_BAKE_H

#include <epoxy/gl.h>
#include <stdbool.h>
#include <stddef.h>

#include "shadow.h"

#define CS_GROUND_EXTENT 11.0f /* the ground shadow covers x, z in +-this */

typedef struct {
    GLuint prog, vao, fbo;
    GLint u_mode, u_extent, u_light_vp, u_shadow_texel, u_board_half, u_table_y;
    GLuint wood_maple;
    GLuint ground; /* rgb: the table lit; a: the sun's visibility (cs_bake_ground) */
} cs_bake;

/* Compiles bake.vert/bake.frag from shader_dir and bakes the woods and the
 * lit table for a sun shining toward -light_dir. */
bool cs_bake_init(cs_bake *b, const char *shader_dir, const float light_dir[3], char *err,
                  size_t errsz);
/* Redraws the ground shadow from the shadow map. */
void cs_bake_ground(cs_bake *b, const cs_shadow *s);
void cs_bake_destroy(cs_bake *b);

#endif
