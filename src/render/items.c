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
#include "item_pick.h"
#include "layout.h"
#include "render.h"
#include "render_internal.h"
#include "render_ui.h"

/* In drawing order: the small pieces that stand on others first, so that
 * early depth tests skip the plates' and bricks' pixels they cover. */
enum {
    MESH_STUD,
    MESH_PAWN,
    MESH_COIN,
    MESH_DIE,
    MESH_BOX,
    /* The letters of side labels: blended over the sides just drawn, never
     * in a depth or shadow pass (drawn by MAT_GLYPH). */
    MESH_GLYPH,
    NMESH,
    /* Instance lists: each mesh's plain pieces, then its wooden ones (list
     * 2 * mesh + wood), drawn by MAT_PIECE and MAT_PIECE_WOOD (the dice by
     * MAT_PIECE_DIE, the glyphs by MAT_GLYPH). */
    NLIST = 2 * NMESH,
    MAX_INSTANCES = EG_SCENE_MAX_ITEMS * 2 + 4096,
};

/* Per list, the solid instances in three runs: those that cast shadows
 * [0, ncast), the other still ones [ncast, nstill), the moving ones
 * [nstill, nsolid); then the see-through ghosts. */
struct fe_items {
    fe_mesh mesh[NMESH];
    fe_instance *solid[NLIST], *ghost[NLIST];
    int ncast[NLIST], nstill[NLIST], nsolid[NLIST], nghost[NLIST];
    /* The casters the shadow map was drawn from (all lists' runs). */
    fe_instance *last_casters;
    int nlast[NLIST];
    size_t last_cap;
};

static bool items_init(fe_renderer *r)
{
    if (r->items)
        return true;
    struct fe_items *it = calloc(1, sizeof *it);
    if (!it)
        return false;
    bool ok = true;
    fe_geom g = {0};
    float c[3] = {0.0f, 0.5f, 0.0f}, half[3] = {0.5f, 0.5f, 0.5f};
    fe_geom_bevel_box(&g, c, half, FE_ITEM_BEVEL);
    ok &= fe_mesh_upload(&it->mesh[MESH_BOX], &g);
    fe_geom_free(&g);
    static const float coin[][2] = {{0.46f, 0.0f}, {0.5f, 0.12f}, {0.5f, 0.88f}, {0.46f, 1.0f}};
    fe_geom_lathe(&g, coin, 4, 32);
    ok &= fe_mesh_upload(&it->mesh[MESH_COIN], &g);
    fe_geom_free(&g);
    static const float pawn[][2] = {{0.5f, 0.0f},  {0.5f, 0.08f}, {0.34f, 0.16f}, {0.2f, 0.55f},
                                    {0.3f, 0.62f}, {0.2f, 0.68f}, {0.3f, 0.8f},   {0.24f, 0.94f},
                                    {0.0f, 1.0f}};
    fe_geom_lathe(&g, pawn, 9, 24);
    ok &= fe_mesh_upload(&it->mesh[MESH_PAWN], &g);
    fe_geom_free(&g);
    /* Studs are many (a City Blox table has over a thousand) and tiny on
     * screen (about 10 pixels across at 1920x1080): a plain 6-sided post
     * reads as round, and llvmpipe's memory and time grow with the
     * triangles it bins and the 4x4 stamps they touch (16 chamfered sides:
     * 182 MB peak for City Blox's table; 8 sides: 18.6 ms a 1080p frame;
     * 6 sides and a fan-cut top: 17.0 ms). */
    static const float stud[][2] = {{0.5f, 0.0f}, {0.5f, 1.0f}};
    fe_geom_lathe(&g, stud, 2, 6);
    ok &= fe_mesh_upload(&it->mesh[MESH_STUD], &g);
    fe_geom_free(&g);
    /* A die: a unit cube about its centre (scene.vert rolls it there),
     * its edges chamfered as Cityscape's dice are (FE_DIE_BEVEL of
     * FE_DIE_SIZE). */
    float origin[3] = {0.0f, 0.0f, 0.0f};
    fe_geom_bevel_box(&g, origin, half, FE_DIE_BEVEL / FE_DIE_SIZE);
    ok &= fe_mesh_upload(&it->mesh[MESH_DIE], &g);
    fe_geom_free(&g);
    /* A glyph: a unit square standing up, facing +z. */
    fe_geom_quad(&g, 1.0f);
    for (size_t i = 0; i < g.n; i++) { /* turned about x: +y to +z */
        float *p = g.v[i].pos, *n = g.v[i].normal, y = p[1], ny = n[1];
        p[1] = -p[2], p[2] = y;
        n[1] = -n[2], n[2] = ny;
    }
    ok &= fe_mesh_upload(&it->mesh[MESH_GLYPH], &g);
    fe_geom_free(&g);
    for (int l = 0; l < NLIST && ok; l++) {
        it->solid[l] = malloc(MAX_INSTANCES * sizeof(fe_instance));
        it->ghost[l] = malloc(MAX_INSTANCES * sizeof(fe_instance));
        ok = it->solid[l] && it->ghost[l];
    }
    r->items = it;
    return ok;
}

void fe_items_destroy(fe_renderer *r)
{
    struct fe_items *it = r->items;
    if (!it)
        return;
    for (int m = 0; m < NMESH; m++)
        fe_mesh_destroy(&it->mesh[m]);
    for (int l = 0; l < NLIST; l++) {
        free(it->solid[l]);
        free(it->ghost[l]);
    }
    free(it->last_casters);
    free(it);
    r->items = NULL;
}

/* ---- Instances from items. */

/* The flags word of a piece's instance (param[3], a whole number below
 * 2^24, exact in a float; scene.frag and scene.vert read it):
 *   bit 0 wood, bit 1 glows, bit 2 card,
 *   bits 3-10 the glow's strength (0..255),
 *   bits 11-13 a die's face glyph (die_glyph), bits 14-23 its roll in
 *   1024ths of a turn; another piece's bits 11-12 its mesh (PF_SHAPE_*:
 *   where scene.frag draws a lit piece's band). */
static const float TURN = 6.28318531f; /* radians */

enum {
    PF_WOOD = 1,
    PF_GLOWS = 2,
    PF_CARD = 4,
    PF_GLOW_SHIFT = 3,
    PF_GLYPH_SHIFT = 11,
    PF_ROLL_SHIFT = 14,
    PF_ROLL_STEPS = 1024,
    /* scene.frag's SHAPE_*: a box (blocks, cards, bricks) 0. */
    PF_SHAPE_COIN = 1 << 11,
    PF_SHAPE_PAWN = 2 << 11,
    PF_SHAPE_STUD = 3 << 11,
};

static void push(struct fe_items *it, int mesh, bool ghost, const float pos[3], float yaw,
                 const float size[3], const float rgb[3], float alpha, int flags)
{
    int list = 2 * mesh + (flags & PF_WOOD);
    int *n = ghost ? &it->nghost[list] : &it->nsolid[list];
    if (*n >= MAX_INSTANCES)
        return;
    fe_instance *in = &(ghost ? it->ghost[list] : it->solid[list])[(*n)++];
    in->pos[0] = pos[0];
    in->pos[1] = pos[1] + FE_TABLE_Y;
    in->pos[2] = pos[2];
    in->yaw = yaw;
    memcpy(in->color, rgb, 3 * sizeof(float));
    in->color[3] = alpha;
    memcpy(in->param, size, 3 * sizeof(float));
    in->param[3] = (float)flags;
}

enum { RUN_CAST, RUN_STILL, RUN_MOVING, RUN_GHOST };

static int run_of(const eg_item *e)
{
    if (e->flags & EG_ITEM_GHOST)
        return RUN_GHOST;
    if (e->flags & EG_ITEM_MOVING)
        return RUN_MOVING;
    return (e->flags & EG_ITEM_NO_SHADOW) ? RUN_STILL : RUN_CAST;
}

/* A die's label as the glyph on its face (eg_scene.h): "1".."4" pips, "="
 * and "*" (a star), as scene.frag's face_mark draws Cityscape's goals;
 * 0: no glyph (an empty label, or another one, printed as text). */
static int die_glyph(const char *label)
{
    static const char GLYPHS[] = "1234=*";
    const char *at = label[0] && !label[1] ? strchr(GLYPHS, label[0]) : NULL;
    return at ? (int)(at - GLYPHS) + 1 : 0;
}

/* The roll in steps of a turn, 0..PF_ROLL_STEPS - 1. */
static int roll_steps(float roll)
{
    float turns = roll / TURN;
    long k = lroundf((turns - floorf(turns)) * (float)PF_ROLL_STEPS);
    return (int)(k % PF_ROLL_STEPS);
}

/* The glow's strength, 0..255: EG_ITEM_LIT with no strength glows fully. */
static int glow_level(const eg_item *e)
{
    float g = e->glow > 1.0f ? 1.0f : e->glow > 0.0f ? e->glow : 0.0f;
    if (g == 0.0f && (e->flags & EG_ITEM_LIT))
        g = 1.0f;
    return (int)lroundf(g * 255.0f);
}

/* The side label's letters, on each of the item's four sides turned to the
 * camera (view: toward the eye, unit), sized as Cityscape's block numbers
 * (0.45 of the side's width, within its height), left to right as read
 * from that side. */
static void push_side_label(fe_renderer *r, struct fe_items *it, const eg_item *e, bool ghost,
                            float alpha, const float view[3])
{
    int n = 0;
    while (n < (int)sizeof e->side_label && e->side_label[n])
        n++;
    float c = cosf(e->yaw), s = sinf(e->yaw);
    for (int side = 0; side < 4; side++) {
        /* Side k faces (sin a, 0, cos a) in the item's frame, a = k quarter
         * turns: +z, +x, -z, -x; turned by yaw as the shaders do. */
        float a = (float)side * 0.25f * TURN, lx = sinf(a), lz = cosf(a);
        float wx = c * lx + s * lz, wz = -s * lx + c * lz;
        if (wx * view[0] + wz * view[2] <= 0.02f)
            continue;
        float width = side & 1 ? e->size[2] : e->size[0];
        float out = 0.5f * (side & 1 ? e->size[0] : e->size[2]) + 0.002f;
        float g = fminf(0.45f * width, 0.95f * e->size[1]);
        g = fminf(g, 1.6f * width / (float)n);
        float advance = 0.55f * g;
        for (int k = 0; k < n; k++) {
            int cell = fe_text_atlas_cell(e->side_label[k]);
            if (cell < 0) {
                snprintf(r->warning, sizeof r->warning,
                         "item %d: side label \"%.*s\": '%c' cannot be printed on a side "
                         "(only \"%s\")",
                         (int)e->id, n, e->side_label, e->side_label[k], FE_ATLAS_CHARS);
                continue;
            }
            /* Along the side: its right as read from outside is (lz, -lx). */
            float along = ((float)k - 0.5f * (float)(n - 1)) * advance;
            float u = lx * out + lz * along, v = lz * out - lx * along;
            float p[3] = {e->pos[0] + c * u + s * v, e->pos[1] + 0.5f * e->size[1],
                          e->pos[2] - s * u + c * v};
            float param[3] = {g, (float)cell, 0.0f};
            push(it, MESH_GLYPH, ghost, p, e->yaw + a, param, e->label_rgb, alpha, 0);
        }
    }
}

/* The instances of the items of one run (with their studs and letters). */
static void build_run(fe_renderer *r, struct fe_items *it, const eg_scene *sc, int run,
                      const float view[3])
{
    for (int i = 0; i < sc->nitems; i++) {
        const eg_item *e = &sc->items[i];
        if ((e->flags & EG_ITEM_UNSEEN) || run_of(e) != run)
            continue;
        bool ghost = run == RUN_GHOST;
        int glow = glow_level(e);
        int flags = ((e->flags & EG_ITEM_WOOD) ? PF_WOOD : 0) | (glow ? PF_GLOWS : 0) |
                    (e->shape == EG_SHAPE_CARD ? PF_CARD : 0) | glow << PF_GLOW_SHIFT;
        float alpha = ghost ? 0.45f : 1.0f;
        int mesh = e->shape == EG_SHAPE_COIN   ? MESH_COIN
                   : e->shape == EG_SHAPE_PAWN ? MESH_PAWN
                   : e->shape == EG_SHAPE_DIE  ? MESH_DIE
                                               : MESH_BOX;
        if (mesh == MESH_DIE)
            flags |= die_glyph(e->label) << PF_GLYPH_SHIFT | roll_steps(e->roll) << PF_ROLL_SHIFT;
        else
            flags |= mesh == MESH_COIN ? PF_SHAPE_COIN : mesh == MESH_PAWN ? PF_SHAPE_PAWN : 0;
        push(it, mesh, ghost, e->pos, e->yaw, e->size, e->rgb, alpha, flags);
        if (e->side_label[0] && e->roll == 0.0f && r->atlas)
            push_side_label(r, it, e, ghost, alpha, view);
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
                push(it, MESH_STUD, ghost, p, e->yaw, sz, e->rgb, alpha,
                     (flags & ~PF_CARD) | PF_SHAPE_STUD);
            }
    }
}

static void build(fe_renderer *r, struct fe_items *it, const eg_scene *sc, const fe_camera *cam)
{
    float eye[3], centre[3], view[3];
    fe_camera_eye(cam, eye, centre);
    for (int k = 0; k < 3; k++)
        view[k] = eye[k] - centre[k];
    float len = sqrtf(view[0] * view[0] + view[1] * view[1] + view[2] * view[2]);
    for (int k = 0; k < 3 && len > 0.0f; k++)
        view[k] /= len;
    memset(it->nsolid, 0, sizeof it->nsolid);
    memset(it->nghost, 0, sizeof it->nghost);
    build_run(r, it, sc, RUN_CAST, view);
    memcpy(it->ncast, it->nsolid, sizeof it->ncast);
    build_run(r, it, sc, RUN_STILL, view);
    memcpy(it->nstill, it->nsolid, sizeof it->nstill);
    build_run(r, it, sc, RUN_MOVING, view);
    build_run(r, it, sc, RUN_GHOST, view);
}

static bool anything_moves(const struct fe_items *it)
{
    for (int l = 0; l < NLIST; l++)
        if (it->nsolid[l] > it->nstill[l] || it->nghost[l] > 0)
            return true;
    return false;
}

/* ---- Passes. */

/* The material of a list's pieces. */
static int material_of(int list)
{
    return list / 2 == MESH_DIE     ? MAT_PIECE_DIE
           : list / 2 == MESH_GLYPH ? MAT_GLYPH
           : list & 1               ? MAT_PIECE_WOOD
                                    : MAT_PIECE;
}

/* Binds the program of a list's pieces in the main pass (false: it could
 * not be made); in the depth pass (the depth program bound) only the
 * dice's placement differs. */
static bool use_list(const fe_renderer *r, bool depth_pass, int list)
{
    if (depth_pass) {
        glUniform1i(r->ud_material, list / 2 == MESH_DIE ? MAT_PIECE_DIE : MAT_PIECE);
        return true;
    }
    GLuint prog = r->mat[material_of(list)].prog;
    if (prog)
        glUseProgram(prog);
    return prog != 0;
}

/* Instances [from, to) of each list's solid instances, less the letters. */
static void draw_solid(const fe_renderer *r, bool depth_pass, const struct fe_items *it,
                       const int *from, const int *to)
{
    for (int l = 0; l < NLIST; l++)
        if (to[l] > from[l] && l / 2 != MESH_GLYPH && use_list(r, depth_pass, l))
            fe_mesh_draw(&it->mesh[l / 2], it->solid[l] + from[l], to[l] - from[l]);
}

/* The letters of instances [from, to) over what is drawn: blended, writing
 * no depth. */
static void draw_letters(const fe_renderer *r, const struct fe_items *it, int from, int to)
{
    if (to <= from)
        return;
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    glDepthMask(GL_FALSE);
    if (use_list(r, false, 2 * MESH_GLYPH))
        fe_mesh_draw(&it->mesh[MESH_GLYPH], it->solid[2 * MESH_GLYPH] + from, to - from);
    glDepthMask(GL_TRUE);
    glDisable(GL_BLEND);
}

static void draw_ghosts(const fe_renderer *r, const struct fe_items *it)
{
    for (int l = 0; l < NLIST; l++)
        if (it->nghost[l] > 0 && use_list(r, false, l))
            fe_mesh_draw(&it->mesh[l / 2], it->ghost[l], it->nghost[l]);
}

/* True when the casters are those the shadow map was drawn from; else
 * remembers them (false also when there is no room to remember). */
static bool same_casters(struct fe_items *it)
{
    /* The letters cast no shadow: their sides turn with the camera. */
    int ncast[NLIST];
    memcpy(ncast, it->ncast, sizeof ncast);
    ncast[2 * MESH_GLYPH] = 0;
    size_t total = 0;
    for (int l = 0; l < NLIST; l++)
        total += (size_t)ncast[l];
    bool same = memcmp(it->nlast, ncast, sizeof it->nlast) == 0;
    size_t at = 0;
    for (int l = 0; l < NLIST && same; l++) {
        size_t n = (size_t)ncast[l];
        same = n == 0 || memcmp(it->last_casters + at, it->solid[l], n * sizeof(fe_instance)) == 0;
        at += n;
    }
    if (same)
        return true;
    if (total > it->last_cap) {
        fe_instance *p = realloc(it->last_casters, total * sizeof *p);
        if (!p) {
            memset(it->nlast, 0xff, sizeof it->nlast); /* matches no list */
            return false;
        }
        it->last_casters = p;
        it->last_cap = total;
    }
    at = 0;
    for (int l = 0; l < NLIST; l++) {
        if (ncast[l] > 0)
            memcpy(it->last_casters + at, it->solid[l], (size_t)ncast[l] * sizeof(fe_instance));
        at += (size_t)ncast[l];
    }
    memcpy(it->nlast, ncast, sizeof it->nlast);
    return false;
}

/* The shadow map and the ground shadow depend only on the casters: redrawn
 * when they changed (or were never drawn). */
static void shadow_pass(fe_renderer *r, struct fe_items *it)
{
    bool same = same_casters(it);
    if (same && r->shadow_made)
        return;
    static const int zero[NLIST];
    GLint fbo = 0;
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &fbo);
    fe_shadow_begin(&r->shadow);
    glUseProgram(r->prog_depth);
    glUniformMatrix4fv(r->ud_light_vp, 1, GL_FALSE, r->shadow.light_vp);
    glUniform1i(r->ud_material, MAT_PIECE);
    draw_solid(r, true, it, zero, it->ncast);
    fe_shadow_end();
    glBindFramebuffer(GL_FRAMEBUFFER, (GLuint)fbo);
    fe_bake_ground(&r->bake, &r->shadow);
    r->shadow_made = true;
    fe_gl_check("the pieces' shadow pass");
}

static void set_uniforms(fe_renderer *r, const fe_camera *cam, int w, int h)
{
    fe_view_uniforms u;
    fe_view_uniforms_make(r, cam, w, h, &u);
    fe_view_uniforms_set(r, MAT_TABLE, &u);
    fe_view_uniforms_set(r, MAT_PIECE, &u);
    fe_view_uniforms_set(r, MAT_PIECE_WOOD, &u);
    if (r->mat[MAT_PIECE_DIE].prog)
        fe_view_uniforms_set(r, MAT_PIECE_DIE, &u);
    if (r->mat[MAT_GLYPH].prog) {
        fe_view_uniforms_set(r, MAT_GLYPH, &u);
        glUniform1i(r->mat[MAT_GLYPH].atlas_cells, r->atlas ? (int)strlen(FE_ATLAS_CHARS) : 0);
    }
    fe_bind_scene_textures(r);
}

static int higher_first(const void *a, const void *b)
{
    const float *x = a, *y = b; /* {top, index} */
    return x[0] != y[0] ? (x[0] < y[0] ? 1 : -1) : (x[1] > y[1]) - (x[1] < y[1]);
}

/* Labels: printed over each labelled item's top face, centred, the highest
 * first; a stock's count last. Every label on the table (a tower's height,
 * a city's number, a holder's tag, a rim's letter, a count on its backing,
 * EG_ITEM_LABEL_BACKED) keeps a gap (a quarter of the type's size) clear
 * of every label printed before it, measured as it is drawn
 * (fe_renderer_text_box, its backing round it). One that would come nearer
 * is moved a little (up or down, else sideways: no more than a third, a
 * half of its height); where that does not clear it, it is left out (a
 * table framed small beside a column of buttons, or turned so that towers
 * line up, brings its labels close; a stock's count gives way to the
 * rest). A tag on the table (a flat piece's label) is also printed clear of
 * the band where a block's side numbers are inked (push_side_label: 80% of
 * their size, 1.6 sizes wide), as projected (fe_item_rect): it never
 * covers a height. */

/* Whether a label's box (x, y, w, h) keeps `gap` pixels clear of the
 * n boxes shown, and a tag's (flat) is clear of every band of side
 * numbers. */
static bool label_clear(const fe_renderer *r, const eg_scene *sc, const fe_camera *cam, float x,
                        float y, float w, float h, float gap, bool flat, float (*shown)[4],
                        int n)
{
    for (int k = 0; k < n; k++)
        if (x < shown[k][0] + shown[k][2] + gap && shown[k][0] < x + w + gap &&
            y < shown[k][1] + shown[k][3] + gap && shown[k][1] < y + h + gap)
            return false;
    for (int k = 0; k < 2 * sc->nitems && flat; k++) {
        eg_item s = sc->items[k / 2]; /* the band its side numbers are in, one way across */
        float g = 0.8f * fminf(0.45f * fmaxf(s.size[0], s.size[2]), 0.95f * s.size[1]);
        float lo[2], hi[2];
        s.pos[1] += 0.5f * (s.size[1] - g), s.size[1] = g;
        s.size[k % 2 * 2] = fminf(s.size[k % 2 * 2], 1.6f * g);
        if (!s.side_label[0] || (s.flags & EG_ITEM_UNSEEN))
            continue;
        fe_item_rect(&s, cam, r->fb_w, r->fb_h, lo, hi);
        if (!(lo[0] >= x + w || hi[0] <= x || lo[1] >= y + h || hi[1] <= y))
            return false;
    }
    return true;
}

static void labels(fe_renderer *r, const eg_scene *sc, const fe_camera *cam)
{
    if (!r->text)
        return;
    enum { MAX_SHOWN = 128 };
    float shown[MAX_SHOWN][4];
    static float order[EG_SCENE_MAX_ITEMS][2];
    int nshown = 0, n = 0;
    int px = fe_renderer_text_px(r->fb_h);
    /* The gap: a quarter of the type's size (2 pixels at the least), so
     * that two heights side by side never read as one number ("6" "11"). */
    float gap = fmaxf(2.0f, 0.25f * (float)px);
    for (int i = 0; i < sc->nitems; i++)
        if (sc->items[i].label[0]) {
            /* a stock's count last: a city's tag or a tower's height first */
            order[n][0] = sc->items[i].flags & EG_ITEM_STOCK
                              ? -1e9f
                              : sc->items[i].pos[1] + sc->items[i].size[1];
            order[n++][1] = (float)i;
        }
    qsort(order, (size_t)n, sizeof order[0], higher_first);
    for (int j = 0; j < n; j++) {
        const eg_item *e = &sc->items[(int)order[j][1]];
        /* A die's glyph is on its face; another label only while face up. */
        if (e->shape == EG_SHAPE_DIE && (die_glyph(e->label) || cosf(e->roll) < 0.7f))
            continue;
        float top[3] = {e->pos[0], e->pos[1] + e->size[1] + FE_TABLE_Y + 0.01f, e->pos[2]}, scr[2];
        if (!fe_camera_project(cam, r->fb_w, r->fb_h, top, scr))
            continue;
        /* Its box as the text is drawn, shadow in, and its backing. */
        float ty = scr[1] - 0.55f * (float)px, b[4];
        if (!fe_renderer_text_box(r, scr[0], ty, px, 1, true, e->label, b))
            continue;
        bool backed = e->flags & EG_ITEM_LABEL_BACKED;
        float x = b[0] - (backed ? 2.0f : 0.0f), y = b[1] - (backed ? 1.0f : 0.0f);
        float w = b[2] + (backed ? 4.0f : 0.0f), h = b[3] + (backed ? 2.0f : 0.0f);
        bool free = false, flat = e->size[1] < 0.05f && !backed;
        /* Where it meets one: moved a little, 2 pixels a step, up or down
         * (up first) no further than a third of its height, else left or
         * right no further than half its height (about a letter). */
        float d[2] = {0.0f, 0.0f};
        for (int axis = 1; axis >= 0 && !free; axis--)
            for (int step = 0; !free && 2.0f * (float)((step + 1) / 2) <= h / (axis ? 3.0f : 2.0f);
                 step++) {
                d[axis] = (step % 2 ? -2.0f : 2.0f) * (float)((step + 1) / 2);
                d[1 - axis] = 0.0f;
                free = label_clear(r, sc, cam, x + d[0], y + d[1], w, h, gap, flat, shown, nshown);
            }
        x += d[0], y += d[1], ty += d[1];
        scr[0] += d[0];
        if (!free)
            continue;
        if (nshown < MAX_SHOWN)
            memcpy(shown[nshown++], (float[4]){x, y, w, h}, sizeof shown[0]);
        float rgba[4] = {e->label_rgb[0], e->label_rgb[1], e->label_rgb[2], 1.0f};
        static const float backing[4] = {0.08f, 0.06f, 0.05f, 0.85f};
        if (backed)
            fe_renderer_backing(r, x, y, w, h, backing);
        fe_renderer_text(r, scr[0], ty, px, 1, true, rgba, e->label);
    }
}

/* The pieces that stand still, then the table (last: most of it is
 * hidden, and early depth tests skip it). */
static void still_pass(fe_renderer *r, const struct fe_items *it)
{
    static const int zero[NLIST];
    draw_solid(r, false, it, zero, it->nstill);
    draw_letters(r, it, 0, it->nstill[2 * MESH_GLYPH]);
    fe_instance table;
    memset(&table, 0, sizeof table);
    table.pos[1] = FE_TABLE_Y;
    table.color[3] = 1.0f;
    glUseProgram(r->mat[MAT_TABLE].prog);
    glDepthMask(GL_FALSE); /* nothing stands below the table: its depth is never read */
    fe_mesh_draw(&r->table, &table, 1);
    glDepthMask(GL_TRUE);
}

/* The still part's depth: the still pieces, through the shadow pass's
 * program with the camera's matrix. Not the table: nothing moves below its
 * top, and it would cost a full screen of depth writes. */
static void still_depth(fe_renderer *r, const void *ctx, int width, int height)
{
    static const int zero[NLIST];
    const struct fe_items *it = ctx;
    float vp[16];
    fe_camera_view_proj(r->depth_cam, width, height, vp);
    glUseProgram(r->prog_depth);
    glUniformMatrix4fv(r->ud_light_vp, 1, GL_FALSE, vp);
    glUniform1i(r->ud_material, MAT_PIECE);
    draw_solid(r, true, it, zero, it->nstill);
}

/* The ghosts: see-through, not writing depth, and in front of whatever
 * stands before them (where a held piece would land shows even behind a
 * taller building); then the moving pieces over them, so that the piece
 * held above its ghost is seen in its own colour, not washed by it. */
static void moving_pass(fe_renderer *r, const struct fe_items *it)
{
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    glDepthMask(GL_FALSE);
    glDepthFunc(GL_ALWAYS);
    draw_ghosts(r, it);
    glDepthFunc(GL_LEQUAL);
    glDepthMask(GL_TRUE);
    glDisable(GL_BLEND);
    draw_solid(r, false, it, it->nstill, it->nsolid);
    draw_letters(r, it, it->nstill[2 * MESH_GLYPH], it->nsolid[2 * MESH_GLYPH]);
}

/* Where the moving pieces and the ghosts are on the screen: a box round
 * each, wide enough for any yaw, tall enough for studs. */
static void moving_rect(const eg_scene *sc, const fe_camera *cam, int width, int height,
                        fe_screen_rect *rc)
{
    for (int i = 0; i < sc->nitems; i++) {
        const eg_item *e = &sc->items[i];
        if ((e->flags & EG_ITEM_UNSEEN) || run_of(e) < RUN_MOVING)
            continue;
        float r = 0.5f * sqrtf(e->size[0] * e->size[0] + e->size[2] * e->size[2]) + 0.05f;
        float y = e->pos[1] + FE_TABLE_Y;
        float studs = 0.2f * fmaxf(e->size[0], e->size[2]), top = e->size[1] + studs;
        if (e->shape == EG_SHAPE_DIE) { /* rolled about its middle: a ball round it */
            r = 0.5f * sqrtf(e->size[0] * e->size[0] + e->size[1] * e->size[1] +
                             e->size[2] * e->size[2]) + 0.05f;
            y += 0.5f * e->size[1] - r;
            top = 2.0f * r;
        }
        float lo[3] = {e->pos[0] - r, y, e->pos[2] - r};
        float hi[3] = {e->pos[0] + r, y + top + 0.05f, e->pos[2] + r};
        fe_screen_rect_add_box(rc, cam, width, height, lo, hi);
    }
}

/* The key of the still part: camera, size and the still instances. */
static void still_key(fe_renderer *r, const struct fe_items *it, const fe_camera *cam, int width,
                      int height)
{
    fe_key *k = &r->key;
    fe_key_reset(k);
    static const char tag = 'I';
    fe_key_add(k, &tag, 1);
    fe_key_camera(k, cam, width, height);
    fe_key_add(k, it->nstill, sizeof it->nstill);
    for (int l = 0; l < NLIST; l++)
        fe_key_add(k, it->solid[l], (size_t)it->nstill[l] * sizeof(fe_instance));
}

void fe_renderer_draw_items(fe_renderer *r, const eg_scene *sc, const fe_camera *cam, int width,
                            int height)
{
    if (!items_init(r)) {
        snprintf(r->warning, sizeof r->warning, "could not create the pieces' meshes");
        return;
    }
    struct fe_items *it = r->items;
    build(r, it, sc, cam);
    /* The dice's and the letters' programs, made when first needed. */
    for (int mesh = MESH_DIE; mesh <= MESH_GLYPH; mesh += MESH_GLYPH - MESH_DIE)
        for (int l = 2 * mesh; l < 2 * mesh + 2; l++)
            if (it->nsolid[l] > 0 || it->nghost[l] > 0)
                fe_renderer_material(r, material_of(l));
    glEnable(GL_DEPTH_TEST);
    glDepthFunc(GL_LEQUAL);
    glEnable(GL_CULL_FACE);
    glDisable(GL_BLEND);
    shadow_pass(r, it);

    set_uniforms(r, cam, width, height);
    /* While pieces move over a still table, the still part is drawn once
     * and copied. */
    r->depth_cam = cam;
    if (anything_moves(it)) {
        still_key(r, it, cam, width, height);
        fe_screen_rect moving = {0};
        moving_rect(sc, cam, width, height, &moving);
        if (!fe_cache_restore(r, width, height, &moving, still_depth, it)) {
            fe_clear_frame(width, height);
            still_pass(r, it);
            fe_cache_keep(r, width, height);
        }
    } else {
        fe_cache_nothing_moves(r);
        fe_clear_frame(width, height);
        still_pass(r, it);
    }
    moving_pass(r, it);
    glBindVertexArray(0);
    fe_gl_check("the pieces' main pass");
    r->fb_w = width;
    r->fb_h = height;
    labels(r, sc, cam);
    fe_gl_check("the pieces' labels");
}
