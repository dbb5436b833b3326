/* SPDX-License-Identifier: MIT */
/* shadow.h - the shadow map: a depth texture seen from the sun.
 *
 * The light's frustum is fitted once to the fixed scene bounds (a sphere of
 * FE_SCENE_RADIUS about the board), never to the view, so shadows neither
 * flicker nor swim when the camera moves. */
#ifndef FE_SHADOW_H
#define FE_SHADOW_H

#include <epoxy/gl.h>
#include <stdbool.h>

typedef struct {
    GLuint fbo, depth;
    int size;
    float light_dir[3];   /* toward the light, unit */
    float light_vp[16];   /* world -> light clip */
} fe_shadow;

bool fe_shadow_init(fe_shadow *s, int size);
/* Bind the shadow framebuffer, clear it, set the viewport and depth bias. */
void fe_shadow_begin(const fe_shadow *s);
void fe_shadow_end(void);
void fe_shadow_destroy(fe_shadow *s);

#endif
