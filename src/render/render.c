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
#include "scene.h"
#include "shadow.h"
#include "text.h"

enum { SHADOW_SIZE = 1024 };

/* ---- Defaults. */

cs_render_options cs_render_options_default(void)
{
    cs_render_options o = {true, true, true, false};
    return o;
}

void cs_render_scene_init(cs_render_scene *scene)
{
    memset(scene, 0, sizeof *scene);
    scene->occupied = 0x0f;
    scene->highlight_lot = -1;
    scene->top_glow_lot = -1;
    scene->opt = cs_render_options_default();
}

void cs_data_dir(char *out, size_t outsz)
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
static bool load_material(cs_renderer *r, int m, char *err, size_t errsz)
{
    const char *dir = r->shader_dir;
    char defines[64];
    snprintf(defines, sizeof defines, "#define MATERIAL %d\n", m);
    struct cs_scene_prog *sp = &r->mat[m];
    sp->prog = cs_program_load_defines(dir, "scene.vert", "scene.frag", defines, err, errsz);
    if (!sp->prog)
        return false;
    GLuint p = sp->prog;
    /* Every material places its geometry with u_view_proj; the rest may
     * be optimised out of some materials (the table takes its shadow
     * from a baked texture), where -1 is a harmless no-op. */
    char shader[64];
    snprintf(shader, sizeof shader, "scene.vert/scene.frag (MATERIAL %d)", m);
    sp->view_proj = cs_uniform_require(p, shader, "u_view_proj", err, errsz);
    if (sp->view_proj < 0)
        return false;
    sp->light_vp = glGetUniformLocation(p, "u_light_vp");
    sp->light_dir = glGetUniformLocation(p, "u_light_dir");
    sp->half_dir = glGetUniformLocation(p, "u_half_dir");
    sp->fill_dir = glGetUniformLocation(p, "u_fill_dir");
    sp->shadow_texel = glGetUniformLocation(p, "u_shadow_texel");
    sp->atlas_cells = glGetUniformLocation(p, "u_atlas_cells");
    sp->lot_height = glGetUniformLocation(p, "u_lot_height");
    sp->lot_glow = glGetUniformLocation(p, "u_lot_glow");
    sp->highlight = glGetUniformLocation(p, "u_highlight");
    glUseProgram(p);
    static const char *const samplers[] = {"u_shadow",     "u_atlas",      "u_wood_table",
                                           "u_wood_board", "u_wood_maple", "u_ground"};
    for (int i = 0; i < 6; i++)
        glUniform1i(glGetUniformLocation(p, samplers[i]), i);
    glUniform1f(glGetUniformLocation(p, "u_ground_extent"), CS_GROUND_EXTENT);
    glUniform1f(glGetUniformLocation(p, "u_board_extent"), CS_BOARD_HALF);
    return true;
}

/* Compiled when first drawn (cs_renderer_material): few games have dice
 * or side labels, and each program costs memory (llvmpipe: about half a
 * megabyte). */
static bool lazy_material(int m)
{
    return m == MAT_PIECE_DIE || m == MAT_GLYPH;
}

bool cs_renderer_material(cs_renderer *r, int m)
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

static bool load_programs(cs_renderer *r, const char *data_dir, char *err, size_t errsz)
{
    char *dir = r->shader_dir;
    snprintf(dir, sizeof r->shader_dir, "%s/shaders", data_dir);
    if (!cs_dir_exists(dir)) {
        snprintf(err, errsz,
                 "shader directory %s not found (set CITYSCAPE_DATA_DIR to the folder "
                 "holding shaders/)",
                 dir);
        return false;
    }
    for (int m = 0; m < CS_MATERIALS; m++)
        if (!lazy_material(m) && !load_material(r, m, err, errsz))
            return false;
    r->prog_depth = cs_program_load(dir, "depth.vert", "depth.frag", err, errsz);
    if (!r->prog_depth)
        return false;
    /* Both must exist: at location -1 the shadow pass would draw every
     * caster untransformed (u_light_vp) or every die untilted (u_material). */
    r->ud_light_vp = cs_uniform_require(r->prog_depth, "depth.vert", "u_light_vp", err, errsz);
    r->ud_material = cs_uniform_require(r->prog_depth, "depth.vert", "u_material", err, errsz);
    if (r->ud_light_vp < 0 || r->ud_material < 0)
        return false;
    r->prog_overlay = cs_program_load(dir, "overlay.vert", "overlay.frag", err, errsz);
    return r->prog_overlay != 0;
}

static bool build_meshes(cs_renderer *r)
{
    bool ok = true;
    cs_geom g = {0};
    cs_geom_board(&g);
    ok &= cs_mesh_upload(&r->board, &g);
    cs_geom_free(&g);
    {
        /* A block of height 1: scene.vert and depth.vert raise the vertices
         * of its upper half to a taller block's top. */
        float top = CS_UNIT_HEIGHT - CS_SEAM;
        float c[3] = {0.0f, 0.5f * top, 0.0f};
        float half[3] = {0.5f * CS_BLOCK_WIDTH, 0.5f * top, 0.5f * CS_BLOCK_WIDTH};
        cs_geom_bevel_box(&g, c, half, 0.03f, false);
        ok &= cs_mesh_upload(&r->block, &g);
        cs_geom_free(&g);
        cs_geom_side_squares(&g, CS_BLOCK_WIDTH);
        ok &= cs_mesh_upload(&r->numbers, &g);
        cs_geom_free(&g);
    }
    {
        float c[3] = {0.0f, 0.0f, 0.0f}, half[3];
        half[0] = half[1] = half[2] = 0.5f * CS_DIE_SIZE;
        cs_geom_bevel_box(&g, c, half, 0.045f, false);
        ok &= cs_mesh_upload(&r->die, &g);
        cs_geom_free(&g);
    }
    cs_geom_holder(&g);
    ok &= cs_mesh_upload(&r->holder, &g);
    cs_geom_free(&g);
    cs_geom_quad(&g, 1.0f);
    ok &= cs_mesh_upload(&r->quad, &g);
    cs_geom_free(&g);
    cs_geom_quad(&g, 240.0f);
    ok &= cs_mesh_upload(&r->table, &g);
    cs_geom_free(&g);
    return ok;
}

cs_renderer *cs_renderer_create(const char *data_dir, char *err, size_t errsz)
{
    cs_renderer *r = calloc(1, sizeof *r);
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
    if (!cs_shadow_init(&r->shadow, SHADOW_SIZE)) {
        snprintf(err, errsz, "could not create the %dx%d shadow map", SHADOW_SIZE, SHADOW_SIZE);
        goto fail;
    }
    char shader_dir[1024];
    snprintf(shader_dir, sizeof shader_dir, "%s/shaders", data_dir);
    if (!cs_bake_init(&r->bake, shader_dir, r->shadow.light_dir, err, errsz))
        goto fail;
    if (!cs_overlay_init(r)) {
        snprintf(err, errsz, "could not create the overlay buffers");
        goto fail;
    }
    char why[256];
    r->text = cs_text_create(why, sizeof why);
    if (!r->text)
        snprintf(r->warning, sizeof r->warning, "text disabled: %s", why);
    r->atlas = cs_text_atlas(r->text);
    return r;
fail:
    cs_renderer_destroy(r);
    return NULL;
}

const char *cs_renderer_warning(const cs_renderer *r)
{
    return r->warning[0] ? r->warning : NULL;
}

void cs_renderer_destroy(cs_renderer *r)
{
    if (!r)
        return;
    cs_text_destroy(r->text);
    cs_items_destroy(r);
    cs_overlay_destroy(r);
    cs_shadow_destroy(&r->shadow);
    cs_bake_destroy(&r->bake);
    cs_mesh_destroy(&r->board);
    cs_mesh_destroy(&r->block);
    cs_mesh_destroy(&r->numbers);
    cs_mesh_destroy(&r->die);
    cs_mesh_destroy(&r->holder);
    cs_mesh_destroy(&r->quad);
    cs_mesh_destroy(&r->table);
    for (int m = 0; m < CS_MATERIALS; m++)
        if (r->mat[m].prog)
            glDeleteProgram(r->mat[m].prog);
    if (r->prog_depth)
        glDeleteProgram(r->prog_depth);
    if (r->prog_overlay)
        glDeleteProgram(r->prog_overlay);
    free(r->last_casters);
    cs_key_free(&r->key);
    cs_cache_destroy(&r->cache);
    free(r);
}

/* ---- Keys: what a picture was drawn from. */

void cs_key_reset(cs_key *k)
{
    k->n = 0;
    k->oom = false;
}

void cs_key_add(cs_key *k, const void *p, size_t n)
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

bool cs_key_equal(const cs_key *a, const cs_key *b)
{
    return !a->oom && !b->oom && a->n > 0 && a->n == b->n && memcmp(a->bytes, b->bytes, a->n) == 0;
}

static void key_copy(cs_key *to, const cs_key *from)
{
    cs_key_reset(to);
    if (from->oom)
        to->oom = true;
    else
        cs_key_add(to, from->bytes, from->n);
}

void cs_key_free(cs_key *k)
{
    free(k->bytes);
    memset(k, 0, sizeof *k);
}

void cs_key_camera(cs_key *k, const cs_camera *cam, int width, int height)
{
    float vp[16], eye[3], centre[3];
    cs_camera_view_proj(cam, width, height, vp);
    cs_camera_eye(cam, eye, centre);
    int size[2] = {width, height};
    cs_key_add(k, size, sizeof size);
    cs_key_add(k, vp, sizeof vp);
    cs_key_add(k, eye, sizeof eye);
    cs_key_add(k, centre, sizeof centre);
}

/* ---- The frame cache (render_internal.h). */

static void cache_free_target(cs_frame_cache *c)
{
    if (c->fbo)
        glDeleteFramebuffers(1, &c->fbo);
    if (c->color)
        glDeleteRenderbuffers(1, &c->color);
    c->fbo = c->color = 0;
    c->valid = false;
}

void cs_cache_destroy(cs_frame_cache *c)
{
    cache_free_target(c);
    cs_key_free(&c->built_from);
    cs_key_free(&c->last);
}

/* (Re)makes the target at this size; false if it cannot. */
static bool cache_target(cs_frame_cache *c, int w, int h)
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
    cs_gl_check("making the frame cache");
    return ok;
}

/* Multisampled framebuffers cannot be copied into from a plain one. */
static bool bound_is_multisampled(void)
{
    GLint samples = 0;
    glGetIntegerv(GL_SAMPLES, &samples);
    return samples > 0;
}

void cs_screen_rect_add_box(cs_screen_rect *rc, const cs_camera *cam, int width, int height,
                            const float lo[3], const float hi[3])
{
    for (int i = 0; i < 8; i++) {
        float p[3] = {(i & 1) ? hi[0] : lo[0], (i & 2) ? hi[1] : lo[1], (i & 4) ? hi[2] : lo[2]};
        float scr[2];
        if (!cs_camera_project(cam, width, height, p, scr)) {
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
static void scissor_to(const cs_screen_rect *rc, int width, int height)
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

bool cs_cache_restore(cs_renderer *r, int width, int height, const cs_screen_rect *moving,
                      cs_draw_still_fn draw_depth, const void *ctx)
{
    cs_frame_cache *c = &r->cache;
    c->still_since_last = cs_key_equal(&c->last, &r->key);
    key_copy(&c->last, &r->key);
    if (!c->valid || !c->fbo || c->w != width || c->h != height ||
        !cs_key_equal(&c->built_from, &r->key) || bound_is_multisampled())
        return false;
    GLint dest = 0;
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &dest);
    glBindFramebuffer(GL_READ_FRAMEBUFFER, c->fbo);
    glBlitFramebuffer(0, 0, width, height, 0, 0, width, height, GL_COLOR_BUFFER_BIT,
                      GL_NEAREST);
    glBindFramebuffer(GL_FRAMEBUFFER, (GLuint)dest);
    cs_gl_check("copying the cached still picture");
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
    cs_gl_check("the still part's depth");
    return true;
}

void cs_cache_keep(cs_renderer *r, int width, int height)
{
    cs_frame_cache *c = &r->cache;
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
    cs_gl_check("caching the still picture");
}

void cs_cache_nothing_moves(cs_renderer *r)
{
    cs_key_reset(&r->cache.last);
}

/* ---- Passes. */

/* One table instance: the board's slab, the table top under it. */
static cs_instance origin_instance(float y)
{
    cs_instance in;
    memset(&in, 0, sizeof in);
    in.pos[1] = y;
    in.color[3] = 1.0f;
    return in;
}

/* The depth pass has one program and a material uniform; the main pass one
 * program per material. */
static void use_material(const cs_renderer *r, bool depth_pass, int m)
{
    if (depth_pass)
        glUniform1i(r->ud_material, m);
    else
        glUseProgram(r->mat[m].prog);
}

/* The distance along the view of an instance's point `lift` above its base. */
static float view_depth(const cs_instance *in, float lift, const float eye[3],
                        const float forward[3])
{
    return (in->pos[0] - eye[0]) * forward[0] + (in->pos[1] + lift - eye[1]) * forward[1] +
           (in->pos[2] - eye[2]) * forward[2];
}

static int cmp_float(float a, float b)
{
    return a < b ? -1 : a > b;
}

/* The camera of the blocks being sorted (qsort passes no context). */
static float sort_eye[3], sort_forward[3];

static int nearer_block(const void *pa, const void *pb)
{
    const cs_instance *a = pa, *b = pb;
    /* Their middles: a tall block behind a low one is judged by its bulk. */
    return cmp_float(view_depth(a, 0.5f * a->param[0] * CS_UNIT_HEIGHT, sort_eye, sort_forward),
                     view_depth(b, 0.5f * b->param[0] * CS_UNIT_HEIGHT, sort_eye, sort_forward));
}

/* Every block of the list in one array, nearest the camera first: llvmpipe
 * shades a pixel only where its early depth test passes, so what is drawn
 * first hides what is drawn later for free, and the blocks hid a quarter of
 * each other's shaded pixels in height order. Sorted in the renderer, not
 * in the list: the list is the shadow map's key, which must not change as
 * the camera turns. */
static void sort_blocks(cs_renderer *r, const cs_draw_list *dl, const cs_camera *cam)
{
    int n = 0;
    for (int h = 0; h < CS_HEIGHTS; h++)
        for (int i = 0; i < dl->casters.nblocks[h]; i++)
            r->near_first[n++] = dl->casters.blocks[h][i];
    r->nnear_first = n;
    float centre[3];
    cs_camera_eye(cam, sort_eye, centre);
    glm_vec3_sub(centre, sort_eye, sort_forward);
    glm_vec3_normalize(sort_forward);
    qsort(r->near_first, (size_t)n, sizeof r->near_first[0], nearer_block);
}

static void draw_casters(const cs_renderer *r, const cs_draw_list *dl, bool depth_pass)
{
    /* Nearest first, so that early depth tests skip what they hide: the
     * blocks (in the main pass sorted nearest first) stand on the board,
     * the dice in front of their holders, the board under all of them. In
     * this order 4 % of the pixels shaded are drawn over (the benchmark's
     * city at 1080p: 0.73 million shaded for 0.70 million seen; 0.90
     * million shaded in height order). */
    use_material(r, depth_pass, MAT_BLOCK);
    if (depth_pass) {
        for (int h = 0; h < CS_HEIGHTS; h++)
            cs_mesh_draw(&r->block, dl->casters.blocks[h], dl->casters.nblocks[h]);
    } else {
        cs_mesh_draw(&r->block, r->near_first, r->nnear_first);
    }
    use_material(r, depth_pass, MAT_DIE);
    cs_mesh_draw(&r->die, dl->casters.dice, dl->casters.ndice);
    use_material(r, depth_pass, MAT_HOLDER);
    cs_mesh_draw(&r->holder, dl->casters.holders, dl->casters.nholders);
    cs_instance board = origin_instance(0.0f);
    use_material(r, depth_pass, MAT_BOARD);
    cs_mesh_draw(&r->board, &board, 1);
}

/* The shadow map depends only on what casts shadows: redraw it only when
 * that changed since the last frame. */
static void shadow_pass(cs_renderer *r, const cs_draw_list *dl)
{
    if (!r->last_casters)
        r->last_casters = calloc(1, sizeof dl->casters);
    if (r->shadow_of == CS_SHADOW_BOARD && r->last_casters &&
        memcmp(r->last_casters, &dl->casters, sizeof dl->casters) == 0)
        return;
    if (r->last_casters)
        memcpy(r->last_casters, &dl->casters, sizeof dl->casters);
    r->shadow_of = r->last_casters ? CS_SHADOW_BOARD : CS_SHADOW_NONE;
    GLint fbo = 0;
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &fbo);
    cs_shadow_begin(&r->shadow);
    glUseProgram(r->prog_depth);
    glUniformMatrix4fv(r->ud_light_vp, 1, GL_FALSE, r->shadow.light_vp);
    draw_casters(r, dl, true);
    cs_shadow_end();
    cs_gl_check("the shadow pass");
    glBindFramebuffer(GL_FRAMEBUFFER, (GLuint)fbo);
    cs_bake_ground(&r->bake, &r->shadow);
    cs_gl_check("baking the ground shadow");
}

void cs_view_uniforms_make(const cs_renderer *r, const cs_camera *cam, int width, int height,
                           cs_view_uniforms *u)
{
    float eye[3], centre[3], view_dir[3];
    cs_camera_view_proj(cam, width, height, u->view_proj);
    cs_camera_eye(cam, eye, centre);
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

void cs_view_uniforms_set(const cs_renderer *r, int m, const cs_view_uniforms *u)
{
    const struct cs_scene_prog *sp = &r->mat[m];
    glUseProgram(sp->prog);
    glUniformMatrix4fv(sp->view_proj, 1, GL_FALSE, u->view_proj);
    glUniformMatrix4fv(sp->light_vp, 1, GL_FALSE, r->shadow.light_vp);
    glUniform3fv(sp->light_dir, 1, r->shadow.light_dir);
    glUniform3fv(sp->half_dir, 1, u->half_dir);
    glUniform3fv(sp->fill_dir, 1, u->fill_dir);
    glUniform2f(sp->shadow_texel, 1.0f / (float)r->shadow.size, 1.0f / (float)r->shadow.size);
}

void cs_bind_scene_textures(const cs_renderer *r)
{
    const GLuint tex[5] = {r->atlas, r->bake.wood_table, r->bake.wood_board, r->bake.wood_maple,
                           r->bake.ground};
    for (int i = 0; i < 5; i++) {
        glActiveTexture(GL_TEXTURE1 + (GLenum)i);
        glBindTexture(GL_TEXTURE_2D, tex[i]);
    }
    /* Unit 0 is the shadow map's (u_shadow), but overlays draw their text
     * through it: bind it every frame, not only when the shadow is baked. */
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, r->shadow.depth);
}

static void set_scene_uniforms(cs_renderer *r, const cs_render_scene *scene,
                               const cs_camera *cam, const cs_draw_list *dl, int w, int h)
{
    cs_view_uniforms u;
    cs_view_uniforms_make(r, cam, w, h, &u);
    for (int m = 0; m < CS_MATERIALS; m++) {
        const struct cs_scene_prog *sp = &r->mat[m];
        if (!sp->prog)
            continue; /* not yet made (lazy_material) */
        cs_view_uniforms_set(r, m, &u);
        glUniform1i(sp->atlas_cells, r->atlas ? (int)strlen(CS_ATLAS_CHARS) : 0);
        glUniform1fv(sp->lot_height, CS_LOTS, dl->lot_height);
        glUniform1fv(sp->lot_glow, CS_LOTS, scene->lot_glow);
        glUniform1i(sp->highlight, scene->highlight_lot);
    }
    cs_bind_scene_textures(r);
}

void cs_clear_frame(int width, int height)
{
    glViewport(0, 0, width, height);
    glClearColor(0.08f, 0.06f, 0.05f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
}

/* Over what is drawn: blended, writing no depth (decals, numbers). */
static void draw_over(const cs_renderer *r, int m, const cs_mesh *mesh, const cs_instance *inst,
                      int n)
{
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    glDepthMask(GL_FALSE);
    use_material(r, false, m);
    cs_mesh_draw(mesh, inst, n);
    glDepthMask(GL_TRUE);
    glDisable(GL_BLEND);
}

/* Everything but the ghost: the board, blocks, holders, dice, the table
 * and the rim marks. */
static void still_pass(cs_renderer *r, const cs_draw_list *dl, bool numbers)
{
    draw_casters(r, dl, false);
    if (numbers) /* over the sides just drawn */
        draw_over(r, MAT_NUMBER, &r->numbers, r->near_first, r->nnear_first);
    /* The table last: most of it is hidden, and early depth tests skip it.
     * Its depth is never needed (everything stands above it), so it writes
     * none: a full screen of depth writes saved. */
    cs_instance table = origin_instance(CS_TABLE_Y);
    use_material(r, false, MAT_TABLE);
    glDepthMask(GL_FALSE);
    cs_mesh_draw(&r->table, &table, 1);
    glDepthMask(GL_TRUE);
    draw_over(r, MAT_DECAL, &r->quad, dl->decals, dl->ndecals);
}

/* The still part's depth: the casters, through the shadow pass's program
 * with the camera's matrix. Not the table: nothing moves below its top,
 * and it would cost a full screen of depth writes. */
static void still_depth(cs_renderer *r, const void *ctx, int width, int height)
{
    const cs_draw_list *dl = ctx;
    float vp[16];
    cs_camera_view_proj(r->depth_cam, width, height, vp);
    glUseProgram(r->prog_depth);
    glUniformMatrix4fv(r->ud_light_vp, 1, GL_FALSE, vp);
    draw_casters(r, dl, true);
}

/* The ghost (the held or falling block): translucent, writing no depth. */
static void moving_pass(cs_renderer *r, const cs_draw_list *dl, bool numbers)
{
    if (!dl->has_ghost)
        return;
    draw_over(r, MAT_BLOCK, &r->block, &dl->ghost, 1);
    if (numbers)
        draw_over(r, MAT_NUMBER, &r->numbers, &dl->ghost, 1);
}

/* The key of the still part: camera, size, uniforms and every instance
 * list but the ghost. */
static void still_key(cs_renderer *r, const cs_render_scene *scene, const cs_camera *cam,
                      const cs_draw_list *dl, int width, int height)
{
    cs_key *k = &r->key;
    cs_key_reset(k);
    static const char tag = 'C';
    cs_key_add(k, &tag, 1);
    cs_key_camera(k, cam, width, height);
    cs_key_add(k, &dl->casters, sizeof dl->casters);
    cs_key_add(k, &dl->ndecals, sizeof dl->ndecals);
    cs_key_add(k, dl->decals, (size_t)dl->ndecals * sizeof dl->decals[0]);
    cs_key_add(k, dl->lot_height, sizeof dl->lot_height);
    cs_key_add(k, scene->lot_glow, sizeof scene->lot_glow);
    cs_key_add(k, &scene->highlight_lot, sizeof scene->highlight_lot);
    int numbers = scene->opt.numbers;
    cs_key_add(k, &numbers, sizeof numbers);
}

void cs_renderer_draw(cs_renderer *r, const cs_render_scene *scene, const cs_camera *cam,
                      int width, int height)
{
    cs_draw_list *dl = &r->draw_list;
    cs_scene_build(scene, cam, r->atlas != 0, dl);
    cs_bake_cityscape(&r->bake);
    glEnable(GL_DEPTH_TEST);
    glDepthFunc(GL_LEQUAL);
    glEnable(GL_CULL_FACE);
    glDisable(GL_BLEND);
    shadow_pass(r, dl);

    set_scene_uniforms(r, scene, cam, dl, width, height);
    cs_gl_check("setting the scene uniforms");
    sort_blocks(r, dl, cam);
    bool numbers = scene->opt.numbers && r->atlas;
    /* While the ghost moves over a still table, the still part is drawn
     * once and copied. */
    r->depth_cam = cam;
    if (dl->has_ghost) {
        still_key(r, scene, cam, dl, width, height);
        cs_screen_rect moving = {0};
        float h = dl->ghost.param[0] * CS_UNIT_HEIGHT, d = 0.75f * CS_BLOCK_WIDTH;
        const float *p = dl->ghost.pos;
        float lo[3] = {p[0] - d, p[1], p[2] - d}, hi[3] = {p[0] + d, p[1] + h, p[2] + d};
        cs_screen_rect_add_box(&moving, cam, width, height, lo, hi);
        if (!cs_cache_restore(r, width, height, &moving, still_depth, dl)) {
            cs_clear_frame(width, height);
            still_pass(r, dl, numbers);
            cs_cache_keep(r, width, height);
        }
    } else {
        cs_cache_nothing_moves(r);
        cs_clear_frame(width, height);
        still_pass(r, dl, numbers);
    }
    moving_pass(r, dl, numbers);
    glBindVertexArray(0);
    cs_gl_check("the main pass");

    r->fb_w = width;
    r->fb_h = height;
    if (scene->opt.supply)
        cs_overlay_supply_counts(r, cam, dl);
    if (scene->opt.legend)
        cs_renderer_legend(r, width, height, false);
    cs_gl_check("the overlays");
}
