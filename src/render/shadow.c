/* SPDX-License-Identifier: MIT */
/* shadow.c - shadow map (see shadow.h). */
#include "shadow.h"

#include <cglm/cglm.h>
#include <string.h>

#include "layout.h"

bool fe_shadow_init(fe_shadow *s, int size)
{
    memset(s, 0, sizeof *s);
    s->size = size;
    /* Late-afternoon sun from the north-west, high enough that stacks do
     * not throw shadows across the whole board. */
    vec3 dir = {-0.55f, 1.0f, -0.35f};
    glm_vec3_normalize(dir);
    glm_vec3_copy(dir, s->light_dir);

    vec3 eye, centre = {0.0f, 0.0f, 0.0f}, up = {0.0f, 1.0f, 0.0f};
    glm_vec3_scale(dir, 20.0f, eye);
    mat4 view, proj, vp;
    glm_lookat(eye, centre, up, view);
    float r = FE_SCENE_RADIUS;
    glm_ortho(-r, r, -r, r, 20.0f - r, 20.0f + r, proj);
    glm_mat4_mul(proj, view, vp);
    memcpy(s->light_vp, vp, sizeof s->light_vp);

    glGenTextures(1, &s->depth);
    glBindTexture(GL_TEXTURE_2D, s->depth);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_DEPTH_COMPONENT24, size, size, 0, GL_DEPTH_COMPONENT,
                 GL_UNSIGNED_INT, NULL);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_COMPARE_MODE, GL_COMPARE_REF_TO_TEXTURE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_COMPARE_FUNC, GL_LEQUAL);

    glGenFramebuffers(1, &s->fbo);
    glBindFramebuffer(GL_FRAMEBUFFER, s->fbo);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_TEXTURE_2D, s->depth, 0);
    glDrawBuffer(GL_NONE);
    glReadBuffer(GL_NONE);
    bool ok = glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    if (!ok)
        fe_shadow_destroy(s);
    return ok;
}

void fe_shadow_begin(const fe_shadow *s)
{
    glBindFramebuffer(GL_FRAMEBUFFER, s->fbo);
    glViewport(0, 0, s->size, s->size);
    glClear(GL_DEPTH_BUFFER_BIT);
    glEnable(GL_POLYGON_OFFSET_FILL);
    glPolygonOffset(1.5f, 2.0f);
}

void fe_shadow_end(void)
{
    glDisable(GL_POLYGON_OFFSET_FILL);
}

void fe_shadow_destroy(fe_shadow *s)
{
    if (s->fbo)
        glDeleteFramebuffers(1, &s->fbo);
    if (s->depth)
        glDeleteTextures(1, &s->depth);
    s->fbo = s->depth = 0;
}
