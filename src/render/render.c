/* SPDX-License-Identifier: MIT */
/* render.c - the renderer: GL state, passes and draw order (see render.h). */
#include "render.h"

#include <math.h>

#include <SDL2/SDL.h>
#include <cglm/cglm.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gl_util.h"
#include "layout.h"
#include "mesh.h"
#include "render_internal.h"
#include "shadow.h"
#include "text.h"

enum { SHADOW_SIZE = 1024 };

void fe_data_dir(char *out, size_t outsz)
{
    const char *env = getenv("CITYSCAPE_DATA_DIR");
    if (env && *env) {
        snprintf(out, outsz, "%s", env);
        return;
    }
    char *base = SDL_GetBasePath();
    snprintf(out, outsz, "%s../share/cityscape", base ? base : "./");
    SDL_free(base);
}

/* ---- Creation. */

/* Material m's program, compiled from r->shader_dir. */
static bool load_material(fe_renderer *r, int m, char *err, size_t errsz)
{
    const char *dir = r->shader_dir;
    char defines[64];
    snprintf(defines, sizeof defines, "#define MATERIAL %d\n", m);
    struct fe_scene_prog *sp = &r->mat[m];
    sp->prog = fe_program_load_defines(dir, "scene.vert", "scene.frag", defines, err, errsz);
    if (!sp->prog)
        return false;
    GLuint p = sp->prog;
    /* Every material places its geometry with u_view_proj; the rest may
     * be optimised out of some materials (the table takes its shadow
     * from a baked texture), where -1 is a harmless no-op. */
    char shader[64];
    snprintf(shader, sizeof shader, "scene.vert/scene.frag (MATERIAL %d)", m);
    sp->view_proj = fe_uniform_require(p, shader, "u_view_proj", err, errsz);
    if (sp->view_proj < 0)
        return false;
    sp->light_vp = glGetUniformLocation(p, "u_light_vp");
    sp->light_dir = glGetUniformLocation(p, "u_light_dir");
    sp->half_dir = glGetUniformLocation(p, "u_half_dir");
    sp->fill_dir = glGetUniformLocation(p, "u_fill_dir");
    sp->shadow_texel = glGetUniformLocation(p, "u_shadow_texel");
    sp->atlas_cells = glGetUniformLocation(p, "u_atlas_cells");
    glUseProgram(p);
    static const char *const samplers[] = {"u_shadow", "u_atlas", "u_wood_maple", "u_ground"};
    for (int i = 0; i < 4; i++)
        glUniform1i(glGetUniformLocation(p, samplers[i]), i);
    glUniform1f(glGetUniformLocation(p, "u_ground_extent"), FE_GROUND_EXTENT);
    return true;
}

/* Compiled when first drawn (fe_renderer_material): few games have dice
 * or side labels, and each program costs memory (llvmpipe: about half a
 * megabyte). */
static bool lazy_material(int m)
{
    return m == MAT_PIECE_DIE || m == MAT_GLYPH;
}

bool fe_renderer_material(fe_renderer *r, int m)
{
    if (r->mat[m].prog)
        return true;
    if (r->mat_failed & (1u << m))
        return false;
    char err[256];
    if (!load_material(r, m, err, sizeof err)) {
        if (r->mat[m].prog)
            glDeleteProgram(r->mat[m].prog);
        r->mat[m].prog = 0;
        r->mat_failed |= 1u << m;
        snprintf(r->warning, sizeof r->warning, "%s", err);
        return false;
    }
    return true;
}

static bool load_programs(fe_renderer *r, const char *data_dir, char *err, size_t errsz)
{
    char *dir = r->shader_dir;
    snprintf(dir, sizeof r->shader_dir, "%s/shaders", data_dir);
    if (!fe_dir_exists(dir)) {
        snprintf(err, errsz,
                 "shader directory %s not found (set CITYSCAPE_DATA_DIR to the folder "
                 "holding shaders/)",
                 dir);
        return false;
    }
    for (int m = 0; m < FE_MATERIALS; m++)
        if (!lazy_material(m) && !load_material(r, m, err, errsz))
            return false;
    r->prog_depth = fe_program_load(dir, "depth.vert", "depth.frag", err, errsz);
    if (!r->prog_depth)
        return false;
    /* Both must exist: at location -1 the shadow pass would draw every
     * caster untransformed (u_light_vp) or every die untilted (u_material). */
    r->ud_light_vp = fe_uniform_require(r->prog_depth, "depth.vert", "u_light_vp", err, errsz);
    r->ud_material = fe_uniform_require(r->prog_depth, "depth.vert", "u_material", err, errsz);
    if (r->ud_light_vp < 0 || r->ud_material < 0)
        return false;
    r->prog_overlay = fe_program_load(dir, "overlay.vert", "overlay.frag", err, errsz);
    return r->prog_overlay != 0;
}

static bool build_meshes(fe_renderer *r)
{
    fe_geom g = {0};
    fe_geom_quad(&g, 2000.0f); /* the table top, to the view volume's depth (camera.c) */
    bool ok = fe_mesh_upload(&r->table, &g);
    fe_geom_free(&g);
    return ok;
}

fe_renderer *fe_renderer_create(const char *data_dir, char *err, size_t errsz)
{
    fe_renderer *r = calloc(1, sizeof *r);
    if (!r) {
        snprintf(err, errsz, "out of memory");
        return NULL;
    }
    if (!load_programs(r, data_dir, err, errsz))
        goto fail;
    if (!build_meshes(r)) {
        snprintf(err, errsz, "could not build the meshes (out of memory?)");
        goto fail;
    }
    if (!fe_shadow_init(&r->shadow, SHADOW_SIZE)) {
        snprintf(err, errsz, "could not create the %dx%d shadow map", SHADOW_SIZE, SHADOW_SIZE);
        goto fail;
    }
    if (!fe_bake_init(&r->bake, r->shader_dir, r->shadow.light_dir, err, errsz))
        goto fail;
    if (!fe_overlay_init(r)) {
        snprintf(err, errsz, "could not create the overlay buffers");
        goto fail;
    }
    char why[256];
    r->text = fe_text_create(why, sizeof why);
    if (!r->text)
        snprintf(r->warning, sizeof r->warning, "text disabled: %s", why);
    r->atlas = fe_text_atlas(r->text);
    return r;
fail:
    fe_renderer_destroy(r);
    return NULL;
}

const char *fe_renderer_warning(const fe_renderer *r)
{
    return r->warning[0] ? r->warning : NULL;
}

void fe_renderer_destroy(fe_renderer *r)
{
    if (!r)
        return;
    fe_text_destroy(r->text);
    fe_items_destroy(r);
    fe_overlay_destroy(r);
    fe_shadow_destroy(&r->shadow);
    fe_bake_destroy(&r->bake);
    fe_mesh_destroy(&r->table);
    for (int m = 0; m < FE_MATERIALS; m++)
        if (r->mat[m].prog)
            glDeleteProgram(r->mat[m].prog);
    if (r->prog_depth)
        glDeleteProgram(r->prog_depth);
    if (r->prog_overlay)
        glDeleteProgram(r->prog_overlay);
    fe_key_free(&r->key);
    fe_cache_destroy(&r->cache);
    free(r);
}

/* ---- Keys: what a picture was drawn from. */

void fe_key_reset(fe_key *k)
{
    k->n = 0;
    k->oom = false;
}

void fe_key_add(fe_key *k, const void *p, size_t n)
{
    if (k->oom)
        return;
    if (k->n + n > k->cap) {
        size_t cap = k->cap ? k->cap : 4096;
        while (cap < k->n + n)
            cap *= 2;
        unsigned char *b = realloc(k->bytes, cap);
        if (!b) {
            k->oom = true;
            return;
        }
        k->bytes = b;
        k->cap = cap;
    }
    memcpy(k->bytes + k->n, p, n);
    k->n += n;
}

bool fe_key_equal(const fe_key *a, const fe_key *b)
{
    return !a->oom && !b->oom && a->n > 0 && a->n == b->n && memcmp(a->bytes, b->bytes, a->n) == 0;
}

static void key_copy(fe_key *to, const fe_key *from)
{
    fe_key_reset(to);
    if (from->oom)
        to->oom = true;
    else
        fe_key_add(to, from->bytes, from->n);
}

void fe_key_free(fe_key *k)
{
    free(k->bytes);
    memset(k, 0, sizeof *k);
}

void fe_key_camera(fe_key *k, const fe_camera *cam, int width, int height)
{
    float vp[16], eye[3], centre[3];
    fe_camera_view_proj(cam, width, height, vp);
    fe_camera_eye(cam, eye, centre);
    int size[2] = {width, height};
    fe_key_add(k, size, sizeof size);
    fe_key_add(k, vp, sizeof vp);
    fe_key_add(k, eye, sizeof eye);
    fe_key_add(k, centre, sizeof centre);
}

/* ---- The frame cache (render_internal.h). */

static void cache_free_target(fe_frame_cache *c)
{
    if (c->fbo)
        glDeleteFramebuffers(1, &c->fbo);
    if (c->color)
        glDeleteRenderbuffers(1, &c->color);
    c->fbo = c->color = 0;
    c->valid = false;
}

void fe_cache_destroy(fe_frame_cache *c)
{
    cache_free_target(c);
    fe_key_free(&c->built_from);
    fe_key_free(&c->last);
}

/* (Re)makes the target at this size; false if it cannot. */
static bool cache_target(fe_frame_cache *c, int w, int h)
{
    if (c->fbo && c->w == w && c->h == h)
        return true;
    GLint prev = 0;
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &prev);
    cache_free_target(c);
    glGenFramebuffers(1, &c->fbo);
    glGenRenderbuffers(1, &c->color);
    glBindFramebuffer(GL_FRAMEBUFFER, c->fbo);
    glBindRenderbuffer(GL_RENDERBUFFER, c->color);
    glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, w, h);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, c->color);
    bool ok = glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
    glBindFramebuffer(GL_FRAMEBUFFER, (GLuint)prev);
    c->w = w;
    c->h = h;
    if (!ok)
        cache_free_target(c);
    fe_gl_check("making the frame cache");
    return ok;
}

/* Multisampled framebuffers cannot be copied into from a plain one. */
static bool bound_is_multisampled(void)
{
    GLint samples = 0;
    glGetIntegerv(GL_SAMPLES, &samples);
    return samples > 0;
}

void fe_screen_rect_add_box(fe_screen_rect *rc, const fe_camera *cam, int width, int height,
                            const float lo[3], const float hi[3])
{
    for (int i = 0; i < 8; i++) {
        float p[3] = {(i & 1) ? hi[0] : lo[0], (i & 2) ? hi[1] : lo[1], (i & 4) ? hi[2] : lo[2]};
        float scr[2];
        if (!fe_camera_project(cam, width, height, p, scr)) {
            rc->whole = true;
            return;
        }
        float x = scr[0], y = (float)height - scr[1];
        if (!rc->any) {
            rc->lo[0] = rc->hi[0] = x;
            rc->lo[1] = rc->hi[1] = y;
            rc->any = true;
        }
        rc->lo[0] = x < rc->lo[0] ? x : rc->lo[0];
        rc->lo[1] = y < rc->lo[1] ? y : rc->lo[1];
        rc->hi[0] = x > rc->hi[0] ? x : rc->hi[0];
        rc->hi[1] = y > rc->hi[1] ? y : rc->hi[1];
    }
}

/* Limits drawing to the rectangle (with a margin of 2 pixels). */
static void scissor_to(const fe_screen_rect *rc, int width, int height)
{
    if (rc->whole || !rc->any)
        return;
    int x0 = (int)rc->lo[0] - 2, y0 = (int)rc->lo[1] - 2;
    int x1 = (int)rc->hi[0] + 3, y1 = (int)rc->hi[1] + 3;
    x0 = x0 < 0 ? 0 : x0;
    y0 = y0 < 0 ? 0 : y0;
    x1 = x1 > width ? width : x1;
    y1 = y1 > height ? height : y1;
    glEnable(GL_SCISSOR_TEST);
    glScissor(x0, y0, x1 > x0 ? x1 - x0 : 0, y1 > y0 ? y1 - y0 : 0);
}

bool fe_cache_restore(fe_renderer *r, int width, int height, const fe_screen_rect *moving,
                      fe_draw_still_fn draw_depth, const void *ctx)
{
    fe_frame_cache *c = &r->cache;
    c->still_since_last = fe_key_equal(&c->last, &r->key);
    key_copy(&c->last, &r->key);
    if (!c->valid || !c->fbo || c->w != width || c->h != height ||
        !fe_key_equal(&c->built_from, &r->key) || bound_is_multisampled())
        return false;
    GLint dest = 0;
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &dest);
    glBindFramebuffer(GL_READ_FRAMEBUFFER, c->fbo);
    glBlitFramebuffer(0, 0, width, height, 0, 0, width, height, GL_COLOR_BUFFER_BIT,
                      GL_NEAREST);
    glBindFramebuffer(GL_FRAMEBUFFER, (GLuint)dest);
    fe_gl_check("copying the cached still picture");
    /* Depth is cheap to redraw (no shading), and only needed where the
     * moving pieces are tested against it. Stencil is cleared too: a
     * packed depth-stencil buffer clears fast only whole. */
    glViewport(0, 0, width, height);
    scissor_to(moving, width, height);
    glClear(GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);
    glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_FALSE);
    if (moving->any || moving->whole)
        draw_depth(r, ctx, width, height);
    glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
    glDisable(GL_SCISSOR_TEST);
    fe_gl_check("the still part's depth");
    return true;
}

void fe_cache_keep(fe_renderer *r, int width, int height)
{
    fe_frame_cache *c = &r->cache;
    /* Caching costs a copy: only worth it once the still part stays put. */
    if (!c->still_since_last || bound_is_multisampled() || !cache_target(c, width, height))
        return;
    GLint dest = 0;
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &dest);
    glBindFramebuffer(GL_READ_FRAMEBUFFER, (GLuint)dest);
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, c->fbo);
    glBlitFramebuffer(0, 0, width, height, 0, 0, width, height, GL_COLOR_BUFFER_BIT,
                      GL_NEAREST);
    glBindFramebuffer(GL_FRAMEBUFFER, (GLuint)dest);
    key_copy(&c->built_from, &r->key);
    c->valid = !c->built_from.oom;
    fe_gl_check("caching the still picture");
}

void fe_cache_nothing_moves(fe_renderer *r)
{
    fe_key_reset(&r->cache.last);
}

/* ---- Passes (items.c draws them). */

void fe_view_uniforms_make(const fe_renderer *r, const fe_camera *cam, int width, int height,
                           fe_view_uniforms *u)
{
    float eye[3], centre[3], view_dir[3];
    fe_camera_view_proj(cam, width, height, u->view_proj);
    fe_camera_eye(cam, eye, centre);
    glm_vec3_sub(eye, centre, view_dir);
    glm_vec3_normalize(view_dir);
    glm_vec3_add((float *)r->shadow.light_dir, view_dir, u->half_dir);
    glm_vec3_normalize(u->half_dir);
    /* A soft fill from the viewer's side keeps the faces turned to the
     * camera readable from every seat. */
    float fill[3] = {view_dir[0], 0.25f, view_dir[2]};
    glm_vec3_normalize(fill);
    glm_vec3_copy(fill, u->fill_dir);
}

void fe_view_uniforms_set(const fe_renderer *r, int m, const fe_view_uniforms *u)
{
    const struct fe_scene_prog *sp = &r->mat[m];
    glUseProgram(sp->prog);
    glUniformMatrix4fv(sp->view_proj, 1, GL_FALSE, u->view_proj);
    glUniformMatrix4fv(sp->light_vp, 1, GL_FALSE, r->shadow.light_vp);
    glUniform3fv(sp->light_dir, 1, r->shadow.light_dir);
    glUniform3fv(sp->half_dir, 1, u->half_dir);
    glUniform3fv(sp->fill_dir, 1, u->fill_dir);
    glUniform2f(sp->shadow_texel, 1.0f / (float)r->shadow.size, 1.0f / (float)r->shadow.size);
}

void fe_bind_scene_textures(const fe_renderer *r)
{
    const GLuint tex[3] = {r->atlas, r->bake.wood_maple, r->bake.ground};
    for (int i = 0; i < 3; i++) {
        glActiveTexture(GL_TEXTURE1 + (GLenum)i);
        glBindTexture(GL_TEXTURE_2D, tex[i]);
    }
    /* Unit 0 is the shadow map's (u_shadow), but overlays draw their text
     * through it: bind it every frame, not only when the shadow is baked. */
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, r->shadow.depth);
}

void fe_clear_frame(int width, int height)
{
    glViewport(0, 0, width, height);
    glClearColor(0.08f, 0.06f, 0.05f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
}
