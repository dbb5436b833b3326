/* SPDX-License-Identifier: MIT */
/* bake.c - shader-drawn textures (see bake.h). */
#include "bake.h"

#include <string.h>

#include "gl_util.h"
#include "layout.h"

enum { MODE_TABLE, MODE_BOARD, MODE_MAPLE, MODE_GROUND, MODE_TABLE_LIT };

/* Texture sizes are kept small on purpose: the game must stay under 150 MB
 * resident on a software GL stack that alone takes about 75 MB. The ground
 * (the lit table in rgb, the sun's visibility in alpha) is 1024 texels. */
enum { GROUND_SIZE = 1024 };

/* `format` GL_RGBA8, or GL_R8 for one channel (the ground shadow). */
static GLuint make_texture(int size, bool mipmaps, GLenum wrap, GLenum format)
{
    GLuint tex;
    glGenTextures(1, &tex);
    glBindTexture(GL_TEXTURE_2D, tex);
    glTexImage2D(GL_TEXTURE_2D, 0, (GLint)format, size, size, 0,
                 format == GL_R8 ? GL_RED : GL_RGBA, GL_UNSIGNED_BYTE, NULL);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, (GLint)wrap);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, (GLint)wrap);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER,
                    mipmaps ? GL_LINEAR_MIPMAP_NEAREST : GL_LINEAR);
    return tex;
}

/* Draw one bake mode into `tex` (size x size). */
static void bake(fe_bake *b, GLuint tex, int size, int mode, float extent, bool mipmaps)
{
    GLint prev_fbo = 0;
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &prev_fbo);
    /* Put back what the frame being drawn relies on: without culling its
     * see-through ghost would show its far faces. */
    GLboolean cull = glIsEnabled(GL_CULL_FACE);
    glBindFramebuffer(GL_FRAMEBUFFER, b->fbo);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, tex, 0);
    glViewport(0, 0, size, size);
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_BLEND);
    glDisable(GL_CULL_FACE);
    glUseProgram(b->prog);
    glUniform1i(b->u_mode, mode);
    glUniform1f(b->u_extent, extent);
    glBindVertexArray(b->vao);
    glDrawArrays(GL_TRIANGLES, 0, 3);
    glBindVertexArray(0);
    glBindFramebuffer(GL_FRAMEBUFFER, (GLuint)prev_fbo);
    glEnable(GL_DEPTH_TEST);
    if (cull)
        glEnable(GL_CULL_FACE);
    if (mipmaps) {
        glBindTexture(GL_TEXTURE_2D, tex);
        glGenerateMipmap(GL_TEXTURE_2D);
    }
}

bool fe_bake_init(fe_bake *b, const char *shader_dir, const float light_dir[3], char *err,
                  size_t errsz)
{
    memset(b, 0, sizeof *b);
    b->prog = fe_program_load(shader_dir, "bake.vert", "bake.frag", err, errsz);
    if (!b->prog)
        return false;
    b->u_mode = glGetUniformLocation(b->prog, "u_mode");
    b->u_extent = glGetUniformLocation(b->prog, "u_extent");
    b->u_light_vp = glGetUniformLocation(b->prog, "u_light_vp");
    b->u_shadow_texel = glGetUniformLocation(b->prog, "u_shadow_texel");
    glUseProgram(b->prog);
    glUniform1i(glGetUniformLocation(b->prog, "u_shadow"), 0);
    glUniform1f(glGetUniformLocation(b->prog, "u_board_half"), FE_BOARD_HALF);
    glUniform1f(glGetUniformLocation(b->prog, "u_table_y"), FE_TABLE_Y);
    glUniform3fv(glGetUniformLocation(b->prog, "u_light_dir"), 1, light_dir);
    glGenVertexArrays(1, &b->vao);
    glGenFramebuffers(1, &b->fbo);
    /* Mirrored repeat hides the seams of the patches that repeat. */
    b->wood_maple = make_texture(512, true, GL_MIRRORED_REPEAT, GL_RGBA8);
    /* The blocks' grain is seen smaller than its texels (at 1080p a block
     * side shows about half of them): the nearest texel of the nearest mip
     * level looks the same, and llvmpipe's blocks cost about 1 ms less at
     * 1080p than with a filtered read (docs/renderer.md). Close up it is
     * filtered still. */
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST_MIPMAP_NEAREST);
    /* The table lit (rgb, once) and the sun's visibility (alpha, whenever
     * a caster moves): the table costs one texture read per pixel. */
    b->ground = make_texture(GROUND_SIZE, false, GL_CLAMP_TO_EDGE, GL_RGBA8);
    bake(b, b->ground, GROUND_SIZE, MODE_TABLE_LIT, FE_GROUND_EXTENT, false);
    bake(b, b->wood_maple, 512, MODE_MAPLE, 0.0f, true);
    return true;
}

void fe_bake_ground(fe_bake *b, const fe_shadow *s)
{
    glUseProgram(b->prog);
    glUniformMatrix4fv(b->u_light_vp, 1, GL_FALSE, s->light_vp);
    glUniform2f(b->u_shadow_texel, 1.0f / (float)s->size, 1.0f / (float)s->size);
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, s->depth);
    /* Only the visibility: the lit table in rgb stays. */
    glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_TRUE);
    bake(b, b->ground, GROUND_SIZE, MODE_GROUND, FE_GROUND_EXTENT, false);
    glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
}

void fe_bake_destroy(fe_bake *b)
{
    GLuint tex[2] = {b->wood_maple, b->ground};
    for (int i = 0; i < 2; i++)
        if (tex[i])
            glDeleteTextures(1, &tex[i]);
    if (b->fbo)
        glDeleteFramebuffers(1, &b->fbo);
    if (b->vao)
        glDeleteVertexArrays(1, &b->vao);
    if (b->prog)
        glDeleteProgram(b->prog);
    memset(b, 0, sizeof *b);
}
