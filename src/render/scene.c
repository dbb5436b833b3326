/* SPDX-License-Identifier: MIT */
/* scene.c - instance lists from a scene description (see scene.h). */
#include "scene.h"

#include <math.h>
#include <string.h>

#include "layout.h"
#include "text.h"

#define DEG2RAD 0.017453292519943295f
/* Glow of a lit block: the cursor's or target's building, the chosen block. */
#define CS_SCENE_LIT 0.6f

void cs_block_tint(int h, float rgb[3])
{
    /* Okabe-Ito: distinguishable with every common colour-vision deficiency. */
    static const float tint[CS_HEIGHTS][3] = {
        {0.941f, 0.894f, 0.259f}, /* 1 yellow */
        {0.337f, 0.706f, 0.914f}, /* 2 sky blue */
        {0.835f, 0.369f, 0.000f}, /* 3 vermillion */
        {0.000f, 0.620f, 0.451f}, /* 4 bluish green */
        {0.800f, 0.475f, 0.655f}, /* 5 reddish purple */
    };
    int i = h < 1 ? 0 : h > CS_HEIGHTS ? CS_HEIGHTS - 1 : h - 1;
    memcpy(rgb, tint[i], sizeof tint[i]);
}

/* A small stable hash, so each block keeps its own grain from frame to frame. */
static float seed_of(int a, int b)
{
    unsigned x = (unsigned)a * 73856093u ^ (unsigned)b * 19349663u;
    x ^= x >> 13;
    x *= 0x5bd1e995u;
    x ^= x >> 15;
    return (float)(x & 0xffffu) / 65535.0f;
}

static cs_instance block_instance(const float pos[3], float yaw, int h, bool covered,
                                  const cs_render_options *opt, float seed)
{
    cs_instance in;
    memset(&in, 0, sizeof in);
    memcpy(in.pos, pos, sizeof in.pos);
    in.yaw = yaw;
    if (opt->tint)
        cs_block_tint(h, in.color);
    else
        in.color[0] = -1.0f; /* natural wood */
    in.color[3] = 1.0f;
    in.param[0] = (float)h;
    in.param[1] = covered ? 1.0f : 0.0f;
    in.param[3] = seed;
    return in;
}

static void add_board_blocks(const cs_render_scene *scene, cs_draw_list *out)
{
    if (!scene->board)
        return;
    for (int lot = 0; lot < CS_LOTS; lot++) {
        uint8_t stack[CS_BLOCKS];
        int n = cs_board_stack(scene->board, lot, stack), units = 0;
        for (int k = 0; k < n; k++) {
            int h = stack[k];
            if (h < 1 || h > CS_HEIGHTS)
                continue;
            float pos[3], seed = seed_of(lot, k);
            cs_layout_block_base(lot, units, pos);
            float yaw = (float)((int)(seed * 4.0f) & 3) * 90.0f * DEG2RAD;
            cs_instance in = block_instance(pos, yaw, h, k + 1 < n, &scene->opt, seed);
            float glow = scene->lot_glow[lot];
            if (lot == scene->highlight_lot && glow < CS_SCENE_LIT)
                glow = CS_SCENE_LIT; /* the cursor, the hint, the target: on a building too */
            if (lot == scene->top_glow_lot && k == n - 1 && glow < scene->top_glow)
                glow = scene->top_glow; /* the last block placed, not its whole building */
            in.param[2] = glow < 0.0f ? 0.0f : glow > 1.0f ? 1.0f : glow;
            int m = out->casters.nblocks[h - 1]++;
            out->casters.blocks[h - 1][m] = in;
            out->block_tags[h - 1][m] =
                (cs_scene_tag){CS_TAG_BOARD, (int8_t)lot, (uint8_t)k, 0};
            units += h;
        }
        out->lot_height[lot] = cs_layout_stack_height(units);
    }
}

static void add_supply(const cs_render_scene *scene, float yaw, cs_draw_list *out)
{
    for (int h = 1; h <= CS_HEIGHTS; h++) {
        int n = scene->board ? scene->board->supply[h] : CS_BLOCKS_PER_HEIGHT;
        out->supply_count[h] = n;
        if (!scene->opt.supply)
            continue;
        for (int i = 0; i < n && i < CS_BLOCKS_PER_HEIGHT; i++) {
            float pos[3];
            cs_layout_supply_slot(yaw, h, i, pos);
            cs_instance in =
                block_instance(pos, yaw * DEG2RAD, h, false, &scene->opt, seed_of(100 + h, i));
            /* The block a player takes is the last of the row (n - 1). */
            if (h == scene->supply_lit && i == n - 1)
                in.param[2] = CS_SCENE_LIT;
            int m = out->casters.nblocks[h - 1];
            if (m < CS_BLOCKS) {
                out->casters.blocks[h - 1][m] = in;
                out->block_tags[h - 1][m] = (cs_scene_tag){CS_TAG_SUPPLY, -1, (uint8_t)i, 0};
                out->casters.nblocks[h - 1]++;
            }
        }
    }
}

static void add_dice(const cs_render_scene *scene, cs_draw_list *out)
{
    for (int s = 0; s < CS_SEATS; s++) {
        if (!(scene->occupied & (1u << s)))
            continue;
        cs_instance holder;
        memset(&holder, 0, sizeof holder);
        cs_layout_holder((cs_seat)s, holder.pos);
        holder.yaw = cs_seat_yaw((cs_seat)s) * DEG2RAD;
        holder.color[3] = 1.0f;
        out->casters.holders[out->casters.nholders++] = holder;
        for (int line = 0; line < CS_LINES; line++) {
            cs_instance die;
            memset(&die, 0, sizeof die);
            cs_layout_die((cs_seat)s, line, die.pos);
            die.yaw = holder.yaw;
            die.color[3] = 1.0f;
            int code = scene->goals[s][line];
            die.param[0] = (float)(code >= 1 && code <= 6 ? code : 0);
            float flip = (scene->face_up & (1u << s)) ? 180.0f : scene->die_flip[s][line];
            die.param[1] = flip < 0.0f ? 0.0f : flip > 180.0f ? 180.0f : flip;
            out->die_tags[out->casters.ndice] =
                (cs_scene_tag){CS_TAG_DIE, -1, (uint8_t)line, (uint8_t)s};
            out->casters.dice[out->casters.ndice++] = die;
        }
    }
}

/* Rank and file marks on the rim, upright for the edge nearest the camera. */
static void add_rim_marks(const cs_camera *cam, cs_draw_list *out)
{
    const float rim = 2.0f + 0.5f * (CS_BOARD_HALF - 2.0f);
    float yaw = cs_seat_yaw(cs_camera_nearest_seat(cam)) * DEG2RAD;
    for (int i = 0; i < 4; i++) {
        const float at = (float)i - 1.5f;
        const float place[4][3] = {
            {at, 0.0015f, rim}, {at, 0.0015f, -rim},        /* files on S and N */
            {-rim, 0.0015f, -at}, {rim, 0.0015f, -at},      /* ranks on W and E */
        };
        for (int k = 0; k < 4; k++) {
            cs_instance *d = &out->decals[out->ndecals++];
            memset(d, 0, sizeof *d);
            memcpy(d->pos, place[k], sizeof d->pos);
            d->yaw = yaw;
            d->color[0] = 0.20f;
            d->color[1] = 0.11f;
            d->color[2] = 0.05f;
            d->color[3] = 0.85f;
            d->param[0] = (float)cs_text_atlas_cell(k < 2 ? (char)('a' + i) : (char)('1' + i));
            d->param[1] = 0.34f;
        }
    }
}

float cs_scene_supply_yaw(const cs_camera *cam)
{
    /* The supply sits on the right of the nearest seat: it moves only when
     * that seat changes, so the shadows need no redraw while orbiting. */
    return cs_seat_yaw(cs_camera_nearest_seat(cam));
}

void cs_scene_build(const cs_render_scene *scene, const cs_camera *cam, bool have_atlas,
                    cs_draw_list *out)
{
    memset(out, 0, sizeof *out);
    add_board_blocks(scene, out);
    out->supply_yaw = cs_scene_supply_yaw(cam);
    add_supply(scene, out->supply_yaw, out);
    add_dice(scene, out);
    if (have_atlas)
        add_rim_marks(cam, out);
    const cs_render_ghost *g = &scene->ghost;
    if (g->height >= 1 && g->height <= CS_HEIGHTS && g->alpha > 0.0f) {
        out->ghost = block_instance(g->pos, cam->now.yaw * DEG2RAD, g->height, false,
                                    &scene->opt, 0.5f);
        out->ghost.color[3] = g->alpha > 1.0f ? 1.0f : g->alpha;
        out->has_ghost = true;
    }
}
