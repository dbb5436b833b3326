/* SPDX-License-Identifier: MIT */
/* shadow.h - the shadow map: a depth texture seen from the sun.
 *
 * The light's frustum is fitted once to the fixed scene bounds (a sphere of
 * CS_SCENE_RADIUS about the board), never to the view, so shadows neither
 * flicker nor swim when the camera moves. */
#ifndef CS_SHADOW_H
#define CS_SHADOW_H

#include <epoxy/gl.h>
#include <stdbool.h>

typedef struct {
    GLuint fbo, depth;
    int size;
    float light_dir[3];   /* toward the light, unit */
    float light_vp[16];   /* world -> light clip */
} cs_shadow;

bool cs_shadow_init(cs_shadow *s, int size);
/* Bind the shadow framebuffer, clear it, set the viewport and depth bias. */
void cs_shadow_begin(const cs_shadow *s);
void cs_shadow_end(void);
void cs_shadow_destroy(cs_shadow *s);

#endif
