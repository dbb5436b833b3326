/* SPDX-License-Identifier: MIT */
/* items.c - drawing any game's scene (eg_scene.h): its pieces as instanced
 * unit meshes scaled to their size, on the same table, under the same sun
 * and shadow map as Cityscape's board. Picking (item_pick.c) tests the same
 * boxes with the same camera. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eg_scene.h"
#include "gl_util.h"
#include "layout.h"
#include "render.h"
#include "render_internal.h"
#include "render_ui.h"

enum {
    MESH_BOX,
    MESH_COIN,
    MESH_PAWN,
    MESH_STUD,
    NMESH,
    MAX_INSTANCES = EG_SCENE_MAX_ITEMS * 2 + 4096,
};

struct cs_items {
    cs_mesh mesh[NMESH];
    cs_instance *solid[NMESH], *ghost[NMESH];
    int nsolid[NMESH], nghost[NMESH];
};

static bool items_init(cs_renderer *r)
{
    if (r->items)
        return true;
    struct cs_items *it = calloc(1, sizeof *it);
    if (!it)
        return false;
    bool ok = true;
    cs_geom g = {0};
    float c[3] = {0.0f, 0.5f, 0.0f}, half[3] = {0.5f, 0.5f, 0.5f};
    cs_geom_bevel_box(&g, c, half, 0.04f, false);
    ok &= cs_mesh_upload(&it->mesh[MESH_BOX], &g);
    cs_geom_free(&g);
    static const float coin[][2] = {{0.46f, 0.0f}, {0.5f, 0.12f}, {0.5f, 0.88f}, {0.46f, 1.0f}};
    cs_geom_lathe(&g, coin, 4, 32);
    ok &= cs_mesh_upload(&it->mesh[MESH_COIN], &g);
    cs_geom_free(&g);
    static const float pawn[][2] = {{0.5f, 0.0f},  {0.5f, 0.08f}, {0.34f, 0.16f}, {0.2f, 0.55f},
                                    {0.3f, 0.62f}, {0.2f, 0.68f}, {0.3f, 0.8f},   {0.24f, 0.94f},
                                    {0.0f, 1.0f}};
    cs_geom_lathe(&g, pawn, 9, 24);
    ok &= cs_mesh_upload(&it->mesh[MESH_PAWN], &g);
    cs_geom_free(&g);
    static const float stud[][2] = {{0.5f, 0.0f}, {0.5f, 0.85f}, {0.42f, 1.0f}};
    cs_geom_lathe(&g, stud, 3, 16);
    ok &= cs_mesh_upload(&it->mesh[MESH_STUD], &g);
    cs_geom_free(&g);
    for (int m = 0; m < NMESH && ok; m++) {
        it->solid[m] = malloc(MAX_INSTANCES * sizeof(cs_instance));
        it->ghost[m] = malloc(MAX_INSTANCES * sizeof(cs_instance));
        ok = it->solid[m] && it->ghost[m];
    }
    r->items = it;
    return ok;
}

void cs_items_destroy(cs_renderer *r)
{
    struct cs_items *it = r->items;
    if (!it)
        return;
    for (int m = 0; m < NMESH; m++) {
        cs_mesh_destroy(&it->mesh[m]);
        free(it->solid[m]);
        free(it->ghost[m]);
    }
    free(it);
    r->items = NULL;
}

/* ---- Instances from items. */

static void push(struct cs_items *it, int mesh, bool ghost, const float pos[3], float yaw,
                 const float size[3], const float rgb[3], float alpha, int flags)
{
    int *n = ghost ? &it->nghost[mesh] : &it->nsolid[mesh];
    if (*n >= MAX_INSTANCES)
        return;
    cs_instance *in = &(ghost ? it->ghost[mesh] : it->solid[mesh])[(*n)++];
    in->pos[0] = pos[0];
    in->pos[1] = pos[1] + CS_TABLE_Y;
    in->pos[2] = pos[2];
    in->yaw = yaw;
    memcpy(in->color, rgb, 3 * sizeof(float));
    in->color[3] = alpha;
    memcpy(in->param, size, 3 * sizeof(float));
    in->param[3] = (float)flags;
}

static void build(struct cs_items *it, const eg_scene *sc)
{
    memset(it->nsolid, 0, sizeof it->nsolid);
    memset(it->nghost, 0, sizeof it->nghost);
    for (int i = 0; i < sc->nitems; i++) {
        const eg_item *e = &sc->items[i];
        if (e->flags & EG_ITEM_UNSEEN)
            continue;
        bool ghost = (e->flags & EG_ITEM_GHOST) != 0;
        int flags = ((e->flags & EG_ITEM_WOOD) ? 1 : 0) | ((e->flags & EG_ITEM_LIT) ? 2 : 0) |
                    (e->shape == EG_SHAPE_CARD ? 4 : 0);
        float alpha = ghost ? 0.45f : 1.0f;
        int mesh = e->shape == EG_SHAPE_COIN ? MESH_COIN : e->shape == EG_SHAPE_PAWN ? MESH_PAWN
                                                                                   : MESH_BOX;
        push(it, mesh, ghost, e->pos, e->yaw, e->size, e->rgb, alpha, flags);
        if (e->shape != EG_SHAPE_BRICK || !e->studs[0] || !e->studs[1])
            continue;
        /* Studs on top, in the brick's own frame, then turned with it. */
        float px = e->size[0] / e->studs[0], pz = e->size[2] / e->studs[1];
        float d = 0.6f * fminf(px, pz), sz[3] = {d, 0.3f * d, d};
        float c = cosf(e->yaw), s = sinf(e->yaw);
        for (int a = 0; a < e->studs[0]; a++)
            for (int b = 0; b < e->studs[1]; b++) {
                float u = ((float)a + 0.5f) * px - 0.5f * e->size[0];
                float v = ((float)b + 0.5f) * pz - 0.5f * e->size[2];
                /* The shaders turn by rot_y(yaw): x' = c x + s z, z' = -s x + c z. */
                float p[3] = {e->pos[0] + c * u + s * v, e->pos[1] + e->size[1],
                              e->pos[2] - s * u + c * v};
                push(it, MESH_STUD, ghost, p, e->yaw, sz, e->rgb, alpha, flags & 3);
            }
    }
}

/* ---- Passes. */

static void draw_lists(const cs_renderer *r, const struct cs_items *it, bool ghost)
{
    for (int m = 0; m < NMESH; m++)
        cs_mesh_draw(&it->mesh[m], ghost ? it->ghost[m] : it->solid[m],
                     ghost ? it->nghost[m] : it->nsolid[m]);
    (void)r;
}

static void shadow_pass(cs_renderer *r, const struct cs_items *it)
{
    GLint fbo = 0;
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &fbo);
    cs_shadow_begin(&r->shadow);
    glUseProgram(r->prog_depth);
    glUniformMatrix4fv(r->ud_light_vp, 1, GL_FALSE, r->shadow.light_vp);
    glUniform1i(r->ud_material, MAT_PIECE);
    draw_lists(r, it, false);
    cs_shadow_end();
    glBindFramebuffer(GL_FRAMEBUFFER, (GLuint)fbo);
    cs_bake_ground(&r->bake, &r->shadow);
    /* Cityscape's board path must redraw its own shadow map next time. */
    r->shadow_valid = false;
    cs_gl_check("the pieces' shadow pass");
}

static void set_uniforms(cs_renderer *r, const cs_camera *cam, int w, int h)
{
    float vp[16], eye[3], centre[3], view_dir[3];
    cs_camera_view_proj(cam, w, h, vp);
    cs_camera_eye(cam, eye, centre);
    for (int i = 0; i < 3; i++)
        view_dir[i] = eye[i] - centre[i];
    float len = sqrtf(view_dir[0] * view_dir[0] + view_dir[1] * view_dir[1] +
                      view_dir[2] * view_dir[2]);
    for (int i = 0; i < 3; i++)
        view_dir[i] /= len;
    static const int mats[2] = {MAT_TABLE, MAT_PIECE};
    for (int k = 0; k < 2; k++) {
        const struct cs_scene_prog *sp = &r->mat[mats[k]];
        glUseProgram(sp->prog);
        glUniformMatrix4fv(sp->view_proj, 1, GL_FALSE, vp);
        glUniformMatrix4fv(sp->light_vp, 1, GL_FALSE, r->shadow.light_vp);
        glUniform3fv(sp->light_dir, 1, r->shadow.light_dir);
        glUniform3fv(sp->view_dir, 1, view_dir);
        glUniform2f(sp->shadow_texel, 1.0f / (float)r->shadow.size, 1.0f / (float)r->shadow.size);
    }
    const GLuint tex[6] = {r->atlas,           r->bake.wood_table, r->bake.wood_board,
                           r->bake.wood_maple, r->bake.ground,     r->bake.table_lit};
    for (int i = 0; i < 6; i++) {
        glActiveTexture(GL_TEXTURE1 + (GLenum)i);
        glBindTexture(GL_TEXTURE_2D, tex[i]);
    }
    glActiveTexture(GL_TEXTURE0);
}

/* Labels: printed over each labelled item's top face, centred. */
static void labels(cs_renderer *r, const eg_scene *sc, const cs_camera *cam)
{
    if (!r->text)
        return;
    int px = cs_renderer_text_px(r->fb_h);
    for (int i = 0; i < sc->nitems; i++) {
        const eg_item *e = &sc->items[i];
        if (!e->label[0])
            continue;
        float top[3] = {e->pos[0], e->pos[1] + e->size[1] + CS_TABLE_Y + 0.01f, e->pos[2]}, scr[2];
        if (!cs_camera_project(cam, r->fb_w, r->fb_h, top, scr))
            continue;
        float rgba[4] = {e->label_rgb[0], e->label_rgb[1], e->label_rgb[2], 1.0f};
        cs_renderer_text(r, scr[0], scr[1] - 0.55f * (float)px, px, 1, true, rgba, e->label);
    }
}

void cs_renderer_draw_items(cs_renderer *r, const eg_scene *sc, const cs_camera *cam, int width,
                            int height)
{
    if (!items_init(r)) {
        snprintf(r->warning, sizeof r->warning, "could not create the pieces' meshes");
        return;
    }
    struct cs_items *it = r->items;
    build(it, sc);
    glEnable(GL_DEPTH_TEST);
    glDepthFunc(GL_LEQUAL);
    glEnable(GL_CULL_FACE);
    glDisable(GL_BLEND);
    shadow_pass(r, it);

    glViewport(0, 0, width, height);
    glClearColor(0.08f, 0.06f, 0.05f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    set_uniforms(r, cam, width, height);
    glUseProgram(r->mat[MAT_PIECE].prog);
    draw_lists(r, it, false);
    cs_instance table;
    memset(&table, 0, sizeof table);
    table.pos[1] = CS_TABLE_Y;
    table.color[3] = 1.0f;
    glUseProgram(r->mat[MAT_TABLE].prog);
    cs_mesh_draw(&r->table, &table, 1);
    /* Ghosts last, see-through, not writing depth. */
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    glDepthMask(GL_FALSE);
    glUseProgram(r->mat[MAT_PIECE].prog);
    draw_lists(r, it, true);
    glDepthMask(GL_TRUE);
    glDisable(GL_BLEND);
    glBindVertexArray(0);
    cs_gl_check("the pieces' main pass");
    r->fb_w = width;
    r->fb_h = height;
    labels(r, sc, cam);
    cs_gl_check("the pieces' labels");
}
