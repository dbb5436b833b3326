/* SPDX-License-Identifier: MIT */
/* sx_draw.c - Six Cities on the table (eg_scene.h): the six cities as stone
 * plates of 3x3 sites, the buildings as towers of coloured blocks, each
 * player's supply, blocks set aside and hand at their edge, the deck and
 * the played cards between the two rows of cities; and what a click or a
 * drag means as a move.
 *
 * Everything is drawn from the viewer's redacted view: other hands are
 * face-down cards, their count only.
 *
 * Item ids
 *   0..53        a site (city * 9 + row * 3 + column): its tile and every
 *                block of its tower (drop targets)
 *   100 + 10c + f   colour c's supply of f-floor blocks (c = 0..3 = R Y G B);
 *                a click sets one aside while choosing ("+R2")
 *   200 + 10c + f   a block of colour c with f floors set aside this round;
 *                dragged onto a site it is built there with the lowest card
 *                of the hand that allows it ("53R2")
 *   300 + k      the viewer's card k (1..9); a click selects it and lights
 *                its sites; dropped on a site it builds the one kind of
 *                set-aside block that fits there, and asks the player to
 *                pick the block when more kinds (colours, floors) fit
 *   400 + 10p + i   player p's face-down card i (not pickable)
 *   500, 501     the deck and the played cards (not pickable; none while empty)
 *
 * Layout (scene units, table top y = 0): cities at x = -3.3, 0, 3.3 and
 * z = -2 (cities 1-3, north) and +2 (cities 4-6); the deck and the played
 * cards in the lane between the rows; each seat's area from its edge
 * (|x| or |z| = 7.6) inwards, drawn in the seat's own frame so its cards
 * read from that edge. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "eg_scene.h"
#include "sx_internal.h"

enum { SUPPLY_ID = 100, ASIDE_ID = 200, CARD_ID = 300, BACK_ID = 400, DECK_ID = 500,
       PLAYED_ID = 501 };

static const float SITE_PITCH = 0.9f, SITE = 0.8f, PLATE = 2.9f, PLATE_H = 0.08f,
                   TILE_H = 0.02f, BLOCK = 0.58f, FLOOR_H = 0.16f, CITY_DX = 3.3f,
                   CITY_DZ = 2.0f, EDGE = 7.6f, CARD_W = 0.8f, CARD_D = 1.12f;

static const float COLOUR_RGB[SX_COLOURS][3] = {
    {0.82f, 0.16f, 0.12f}, {0.96f, 0.78f, 0.12f}, {0.16f, 0.56f, 0.26f}, {0.16f, 0.34f, 0.80f}};
static const float SEAT_YAW[4] = {0.0f, -1.5707963f, 3.1415927f, 1.5707963f}; /* S W N E */

/* ---- Helpers. */

static void set_rgb(float out[3], float r, float g, float b)
{
    out[0] = r;
    out[1] = g;
    out[2] = b;
}

/* Text that reads on a block of this colour: dark on yellow, light on the rest. */
static void label_rgb_for(int colour, float out[3])
{
    if (colour == 1)
        set_rgb(out, 0.15f, 0.1f, 0.05f);
    else
        set_rgb(out, 0.98f, 0.97f, 0.94f);
}

static void city_centre(int city, float *x, float *z)
{
    *x = ((float)(city % 3) - 1.0f) * CITY_DX;
    *z = city < 3 ? -CITY_DZ : CITY_DZ;
}

static void site_centre(int site, float *x, float *z)
{
    int city = site / SX_CITY_SITES, in = site % SX_CITY_SITES;
    city_centre(city, x, z);
    *x += ((float)(in % 3) - 1.0f) * SITE_PITCH;
    *z += ((float)(in / 3) - 1.0f) * SITE_PITCH;
}

/* A point of a seat's area: u to the player's right, v from the edge in. */
static void seat_point(int seat, float u, float v, float *x, float *z)
{
    /* cos and sin of SEAT_YAW: quarter turns, exactly. */
    static const float COS[4] = {1, 0, -1, 0}, SIN[4] = {0, -1, 0, 1};
    float c = COS[seat & 3], s = SIN[seat & 3], lz = EDGE - v;
    *x = c * u + s * lz;
    *z = -s * u + c * lz;
}

static eg_item *add_box(eg_scene *sc, int32_t id, float x, float y, float z, float w, float h,
                        float d)
{
    return eg_scene_add_at(sc, EG_SHAPE_BLOCK, id, x, y, z, w, h, d);
}

/* A block of `floors` floors, its floors marked by thin dark bands, so that
 * the height of a tower can be counted. Returns the block's item. */
static eg_item *add_block(eg_scene *sc, int32_t id, int colour, int floors, float x, float y,
                          float z, float w, float yaw)
{
    eg_item *it = add_box(sc, id, x, y, z, w, (float)floors * FLOOR_H * w / BLOCK, w);
    if (!it)
        return NULL;
    it->yaw = yaw;
    memcpy(it->rgb, COLOUR_RGB[colour], sizeof it->rgb);
    it->flags = EG_ITEM_WOOD;
    label_rgb_for(colour, it->label_rgb);
    int index = (int)(it - sc->items);
    float fh = FLOOR_H * w / BLOCK;
    for (int k = 1; k < floors; k++) {
        eg_item *band = add_box(sc, EG_NO_ITEM, x, y + (float)k * fh - 0.008f, z, w + 0.012f,
                                0.016f, w + 0.012f);
        if (!band)
            break;
        band->yaw = yaw;
        for (int i = 0; i < 3; i++)
            band->rgb[i] = COLOUR_RGB[colour][i] * 0.45f;
        band->flags = EG_ITEM_NO_SHADOW;
    }
    return &sc->items[index];
}

/* Slide keys (eg_item.key): a block is the same piece across moves, so that
 * a move is seen moving it (EG_ITEM_SLIDES) and the table marks the last
 * move: a block on the board by its place in the building log, a block set
 * aside by colour, floors and which one of them; a colour's supply of each
 * size is a stock (EG_ITEM_STOCK) the blocks set aside come from. A block's
 * floor bands go with it (the same key). */
enum { KEY_BOARD = 1, KEY_ASIDE = 1000, KEY_SUPPLY = 2000 };

/* The block just added at items[first] and its bands: one piece. */
static void mark_piece(eg_scene *sc, int first, int32_t key, uint16_t flags)
{
    for (int i = first; i < sc->nitems; i++) {
        sc->items[i].key = key;
        sc->items[i].flags |= flags;
    }
}

/* A count of blocks left ("x3", never read as a height), in light letters
 * on a dark tag lying beside the stack at (x, z), printed on a backing: on
 * the stack itself yellow's dark letters ran onto the wood, and a camera
 * turned or zoomed out brings the text over the stacks. */
static void add_count(eg_scene *sc, float x, float z, float yaw, int count)
{
    eg_item *tag = add_box(sc, EG_NO_ITEM, x, 0.0f, z, 0.42f, 0.01f, 0.3f);
    if (!tag)
        return;
    tag->yaw = yaw;
    tag->flags = EG_ITEM_NO_SHADOW | EG_ITEM_LABEL_BACKED | EG_ITEM_KEEP_CLEAR; /* read, not covered */
    set_rgb(tag->rgb, 0.16f, 0.12f, 0.09f);
    set_rgb(tag->label_rgb, 0.98f, 0.97f, 0.94f);
    snprintf(tag->label, sizeof tag->label, "\xc3\x97%d", count);
}

/* ---- The cities. */

static void draw_cities(const sx_state *v, eg_scene *sc)
{
    for (int city = 0; city < SX_CITIES; city++) {
        float cx, cz;
        city_centre(city, &cx, &cz);
        eg_item *plate = add_box(sc, EG_NO_ITEM, cx, 0.0f, cz, PLATE, PLATE_H, PLATE);
        if (plate)
            set_rgb(plate->rgb, 0.70f, 0.69f, 0.66f);
        /* The city's number on a tag at its west side. */
        eg_item *tag = add_box(sc, EG_NO_ITEM, cx - 0.5f * PLATE - 0.2f, 0.0f, cz, 0.34f, 0.03f,
                               0.5f);
        if (tag) {
            set_rgb(tag->rgb, 0.30f, 0.24f, 0.18f);
            tag->flags = EG_ITEM_NO_SHADOW;
            snprintf(tag->label, sizeof tag->label, "%d", city + 1);
            set_rgb(tag->label_rgb, 0.98f, 0.93f, 0.80f);
        }
    }
    for (int site = 0; site < SX_SITES; site++) {
        float x, z;
        site_centre(site, &x, &z);
        eg_item *tile = add_box(sc, site, x, PLATE_H, z, SITE, TILE_H, SITE);
        if (tile) {
            set_rgb(tile->rgb, 0.52f, 0.51f, 0.49f);
            tile->flags = EG_ITEM_DROP | EG_ITEM_NO_SHADOW;
        }
    }
    /* The towers, bottom-up in the order the blocks were built. */
    float top[SX_SITES];
    eg_item *last[SX_SITES] = {0};
    for (int s = 0; s < SX_SITES; s++)
        top[s] = PLATE_H + TILE_H;
    for (int i = 0; i < v->board.nblocks; i++) {
        int site = v->board.log_site[i], colour = v->board.log_block[i] / 8,
            floors = v->board.log_block[i] % 8;
        float x, z;
        site_centre(site, &x, &z);
        eg_item *it = add_block(sc, site, colour, floors, x, top[site], z, BLOCK, 0.0f);
        if (!it)
            return;
        mark_piece(sc, (int)(it - sc->items), KEY_BOARD + i, EG_ITEM_SLIDES);
        it->flags |= EG_ITEM_DROP;
        top[site] += it->size[1];
        last[site] = it;
    }
    /* Each building's height over its top block. */
    for (int s = 0; s < SX_SITES; s++)
        if (last[s])
            snprintf(last[s]->label, sizeof last[s]->label, "%d",
                     sx_site_height(&v->board, s));
}

/* ---- Where the chosen piece may go, in sight of its player. */

/* The top of a site's building (or of its empty tile), in scene units. */
static float site_top(const sx_board *b, int site)
{
    return PLATE_H + TILE_H + (float)sx_site_height(b, site) * FLOOR_H;
}

/* The sites the chosen card or set-aside block may go to by the rules:
 * a card, where some block set aside fits; a block, where some card in
 * the hand marks a site it fits. */
static int places_for(const sx_state *v, int viewer, int32_t selected, bool out[SX_SITES])
{
    memset(out, 0, SX_SITES * sizeof out[0]);
    if (viewer < 0 || v->phase != SX_PHASE_BUILD || !(sx_to_act(v) & (1u << viewer)))
        return 0;
    sx_seat seat = (sx_seat)sx_player_seat(v, viewer);
    int cols[2], nc = sx_player_colours(v, viewer, cols), n = 0;
    for (int k = 1; k <= SX_CARD_KINDS; k++) {
        if (!v->hand[viewer][k] || (selected >= CARD_ID && selected != CARD_ID + k))
            continue;
        for (int i = 0; i < nc; i++)
            for (int f = 1; f <= SX_MAX_FLOORS; f++) {
                bool block = selected == ASIDE_ID + 10 * cols[i] + f;
                if (!v->aside[cols[i]][f] || (selected < CARD_ID && !block))
                    continue;
                for (int city = 0; city < SX_CITIES; city++) {
                    int site = city * SX_CITY_SITES + sx_card_site(seat, k);
                    if (!out[site] &&
                        sx_check_place(&v->board, cols[i], f, site, k, seat, NULL) == SX_OK) {
                        out[site] = true;
                        n++;
                    }
                }
            }
    }
    return n;
}

/* The places the chosen piece may go to are lit; and where a taller
 * building nearer the player could hide one from their seat, it is raised
 * into sight: a pad (the site: a drop target, its height printed) held over
 * the buildings in front on a thin post from the site's top. In front means
 * nearer the player's edge within a wide cone (the table's camera looks
 * from the seat turned 30 degrees to the side, down at about 48); a
 * building hides what lies behind it up to about its height over 0.7 per
 * unit of distance. Sites are raised nearest first, and a raised pad counts
 * as a building in front of those behind it. */
static void draw_places(const sx_state *v, int viewer, int32_t selected, eg_scene *sc)
{
    bool may[SX_SITES];
    if (selected == EG_NO_ITEM || selected < ASIDE_ID || selected > CARD_ID + SX_CARD_KINDS ||
        places_for(v, viewer, selected, may) == 0)
        return;
    for (int i = 0; i < sc->nitems; i++)
        if (sc->items[i].id >= 0 && sc->items[i].id < SX_SITES && may[sc->items[i].id])
            sc->items[i].flags |= EG_ITEM_LIT;
    int seat = sx_player_seat(v, viewer);
    float tx, tz; /* toward the player's edge */
    seat_point(seat, 0.0f, 0.0f, &tx, &tz);
    float len = sqrtf(tx * tx + tz * tz);
    tx /= len;
    tz /= len;
    float top[SX_SITES], x[SX_SITES], z[SX_SITES], along[SX_SITES];
    int order[SX_SITES];
    for (int s = 0; s < SX_SITES; s++) {
        top[s] = site_top(&v->board, s);
        site_centre(s, &x[s], &z[s]);
        along[s] = x[s] * tx + z[s] * tz;
        order[s] = s;
    }
    /* Nearest the player first. */
    for (int i = 1; i < SX_SITES; i++)
        for (int j = i; j > 0 && along[order[j]] > along[order[j - 1]]; j--) {
            int t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    for (int i = 0; i < SX_SITES; i++) {
        int s = order[i];
        if (!may[s])
            continue;
        float need = top[s];
        for (int j = 0; j < i; j++) {
            int o = order[j];
            float dx = x[o] - x[s], dz = z[o] - z[s], a = dx * tx + dz * tz,
                  side = fabsf(dx * tz - dz * tx), d = sqrtf(dx * dx + dz * dz);
            if (a > 0.05f && side < 0.5f + 1.2f * a && top[o] - 0.7f * d > need)
                need = top[o] - 0.7f * d;
        }
        if (need <= top[s] + 0.01f)
            continue;
        float h = need + 0.12f;
        eg_item *post = add_box(sc, s, x[s], top[s], z[s], 0.07f, h - top[s], 0.07f);
        if (post) {
            set_rgb(post->rgb, 0.85f, 0.83f, 0.78f);
            post->flags = EG_ITEM_DROP | EG_ITEM_LIT | EG_ITEM_NO_SHADOW;
        }
        eg_item *pad = add_box(sc, s, x[s], h, z[s], 0.62f, 0.05f, 0.62f);
        if (pad) {
            set_rgb(pad->rgb, 0.52f, 0.51f, 0.49f);
            pad->flags = EG_ITEM_DROP | EG_ITEM_LIT | EG_ITEM_NO_SHADOW;
            int height = sx_site_height(&v->board, s);
            if (height > 0)
                snprintf(pad->label, sizeof pad->label, "%d", height);
            set_rgb(pad->label_rgb, 0.98f, 0.97f, 0.94f);
        }
        top[s] = h + 0.05f; /* the pad hides what lies behind it */
    }
}

/* ---- The cards. */

/* A card lying in a seat's frame, with the 3x3 grid printed on it and its
 * position marked (face up), or its back. */
static eg_item *add_card(eg_scene *sc, int32_t id, int seat, float u, float vv, int card,
                         bool face_up, float scale, float lift)
{
    float x, z, yaw = SEAT_YAW[seat & 3];
    seat_point(seat, u, vv, &x, &z);
    eg_item *it = eg_scene_add(sc, EG_SHAPE_CARD, id);
    if (!it)
        return NULL;
    it->pos[0] = x;
    it->pos[1] = lift;
    it->pos[2] = z;
    it->size[0] = CARD_W * scale;
    it->size[1] = 0.02f;
    it->size[2] = CARD_D * scale;
    it->yaw = yaw;
    int index = (int)(it - sc->items);
    if (!face_up) {
        set_rgb(it->rgb, 0.20f, 0.27f, 0.46f);
        return it;
    }
    set_rgb(it->rgb, 0.96f, 0.94f, 0.88f);
    snprintf(it->label, sizeof it->label, "%d", card);
    set_rgb(it->label_rgb, 0.1f, 0.1f, 0.1f);
    /* The grid, on the card's far half (the number sits over its middle).
     * Position k is row r = (k - 1) / 3 counted from the card's far side
     * and column c from its owner's left (the contract), so row 0 lies
     * farthest from the edge the card is read from. */
    float g = 0.14f * scale, cell = 0.115f * scale;
    for (int k = 1; k <= SX_CARD_KINDS; k++) {
        int r = (k - 1) / 3, c = (k - 1) % 3;
        float gx, gz;
        seat_point(seat, u + ((float)c - 1.0f) * g, vv + 0.5f * CARD_D * scale - 0.05f * scale -
                   (float)r * g - 0.5f * cell, &gx, &gz);
        eg_item *dot = add_box(sc, EG_NO_ITEM, gx, lift + 0.02f, gz, cell, 0.006f, cell);
        if (!dot)
            break;
        dot->yaw = yaw;
        dot->flags = EG_ITEM_NO_SHADOW;
        if (k == card)
            set_rgb(dot->rgb, 0.75f, 0.12f, 0.10f);
        else
            set_rgb(dot->rgb, 0.78f, 0.76f, 0.70f);
    }
    return &sc->items[index];
}

/* The viewer's hand face up, one card per card held (ids 300 + kind, so
 * two 5s share an id); anyone else's face down. Every hand is kept clear
 * (EG_ITEM_KEEP_CLEAR): the window's panels keep off it. */
static void draw_hand(const sx_state *v, int p, int viewer, int32_t selected, eg_scene *sc)
{
    int seat = sx_player_seat(v, p), n = sx_hand_size(v, p), i = 0;
    if (p == viewer) {
        float pitch = 1.15f, u0 = -0.5f * pitch * (float)(n - 1);
        for (int k = 1; k <= SX_CARD_KINDS; k++)
            for (int j = 0; j < v->hand[p][k]; j++, i++) {
                /* The selected card is raised with its grid (the last of its kind). */
                bool up = selected == CARD_ID + k && j == v->hand[p][k] - 1;
                eg_item *it = add_card(sc, CARD_ID + k, seat, u0 + (float)i * pitch, 0.9f, k,
                                       true, 1.25f, up ? 0.25f : 0.0f);
                if (it)
                    it->flags |= EG_ITEM_PICK | EG_ITEM_KEEP_CLEAR;
            }
        return;
    }
    float u0 = -0.15f * (float)(n - 1);
    for (i = 0; i < n; i++) {
        eg_item *it = add_card(sc, BACK_ID + 10 * p + i, seat, u0 + (float)i * 0.3f, 0.75f, 0,
                               false, 0.8f, 0.0f);
        if (it)
            it->flags |= EG_ITEM_KEEP_CLEAR;
        if (it && i == n - 1) { /* the count, on the top card */
            snprintf(it->label, sizeof it->label, "%d", n);
            set_rgb(it->label_rgb, 1.0f, 1.0f, 1.0f);
        }
    }
}

/* ---- Supplies and the blocks set aside. */

/* One block per size standing for the colour's supply, with how many are
 * left (nothing for a size none is left of); then the blocks set aside this
 * round, one item each. */
static void draw_area(const sx_state *v, int p, int viewer, eg_scene *sc)
{
    int seat = sx_player_seat(v, p), cols[2], ncols = sx_player_colours(v, p, cols);
    bool mine = p == viewer;
    float yaw = SEAT_YAW[seat];
    /* The counts at the right of their stacks as the viewer sees them. */
    int vseat = viewer >= 0 ? sx_player_seat(v, viewer) : SX_S;
    float rx, rz, ox, oz;
    seat_point(vseat, 0.62f, 0.0f, &rx, &rz);
    seat_point(vseat, 0.0f, 0.0f, &ox, &oz);
    /* Supplies at the player's left and (2 players) right, the set-aside
     * blocks between them. */
    for (int i = 0; i < ncols; i++) {
        int c = cols[i];
        float u0 = i == 0 ? -5.6f : 3.35f, vv = 2.25f;
        for (int f = 1; f <= SX_MAX_FLOORS; f++) {
            /* Two rows of two stacks, 2 and 3 floors behind 1 and 4: each
             * count printed clear of the others. */
            float x, z, u = u0 + (f > 2 ? 1.4f : 0.0f), w = vv + (f == 2 || f == 3 ? 1.3f : 0.0f);
            seat_point(seat, u, w, &x, &z);
            if (v->supply[c][f] == 0)
                continue; /* an empty supply leaves nothing, as an empty pile does */
            eg_item *it = add_block(sc, SUPPLY_ID + 10 * c + f, c, f, x, 0.0f, z, 0.5f, yaw);
            if (!it)
                return;
            mark_piece(sc, (int)(it - sc->items), KEY_SUPPLY + 10 * c + f,
                       EG_ITEM_STOCK | EG_ITEM_KEEP_CLEAR); /* every supply: panels keep off it */
            if (mine)
                it->flags |= EG_ITEM_PICK;
            add_count(sc, x + rx - ox, z + rz - oz, SEAT_YAW[vseat], v->supply[c][f]);
        }
    }
    int k = 0, total = sx_aside_total(v, p);
    float pitch = 0.62f, u0 = ncols == 2 ? -0.5f * pitch * (float)(total - 1) : -0.2f;
    float vv = 2.25f;
    for (int i = 0; i < ncols; i++)
        for (int f = 1; f <= SX_MAX_FLOORS; f++)
            for (int j = 0; j < v->aside[cols[i]][f]; j++, k++) {
                float x, z;
                seat_point(seat, u0 + (float)k * pitch, vv, &x, &z);
                eg_item *it = add_block(sc, ASIDE_ID + 10 * cols[i] + f, cols[i], f, x, 0.0f, z,
                                        0.5f, yaw);
                if (!it)
                    return;
                mark_piece(sc, (int)(it - sc->items), KEY_ASIDE + 100 * cols[i] + 10 * f + j,
                           EG_ITEM_SLIDES);
                if (mine && v->phase == SX_PHASE_BUILD)
                    it->flags |= EG_ITEM_PICK;
            }
}

/* The deck and the played cards, each while it holds a card: an empty pile
 * is drawn as nothing (its see-through ghost read as a dark square left on
 * the table once the deck's last card was drawn); the status line counts
 * both. */
static void draw_deck(const sx_state *v, eg_scene *sc)
{
    eg_item *deck = v->ndeck > 0 ? eg_scene_add(sc, EG_SHAPE_CARD, DECK_ID) : NULL;
    if (deck) {
        deck->pos[0] = -1.0f;
        deck->size[0] = CARD_W;
        deck->size[1] = 0.02f + 0.006f * (float)v->ndeck;
        deck->size[2] = CARD_D;
        deck->yaw = 1.5707963f;
        set_rgb(deck->rgb, 0.20f, 0.27f, 0.46f);
        snprintf(deck->label, sizeof deck->label, "%d", v->ndeck);
        set_rgb(deck->label_rgb, 1, 1, 1);
    }
    eg_item *played = v->nplayed > 0 ? eg_scene_add(sc, EG_SHAPE_CARD, PLAYED_ID) : NULL;
    if (played) {
        played->pos[0] = 1.0f;
        played->size[0] = CARD_W;
        played->size[1] = 0.02f + 0.006f * (float)v->nplayed;
        played->size[2] = CARD_D;
        played->yaw = 1.5707963f;
        set_rgb(played->rgb, 0.96f, 0.94f, 0.88f);
        set_rgb(played->label_rgb, 0.1f, 0.1f, 0.1f);
        snprintf(played->label, sizeof played->label, "%d", v->played[v->nplayed - 1]);
    }
}

/* ---- Words and buttons. */

static void colour_list(const sx_state *v, int p, char *out, size_t outsz)
{
    int cols[2], n = sx_player_colours(v, p, cols);
    snprintf(out, outsz, "%s%s%s", sx_colour_name(cols[0]), n == 2 ? " and " : "",
             n == 2 ? sx_colour_name(cols[1]) : "");
}

static void draw_hud(const sx_state *v, int viewer, eg_scene *sc)
{
    int pts[SX_MAX_PLAYERS];
    sx_player_scores(v, pts);
    int round = v->round < v->nrounds ? v->round + 1 : v->nrounds;
    char cols[32];
    int n = 0;
    n = snprintf(sc->hud[1], sizeof sc->hud[1], "Scores:");
    for (int p = 0; p < v->nplayers && n > 0 && (size_t)n < sizeof sc->hud[1]; p++)
        n += snprintf(sc->hud[1] + n, sizeof sc->hud[1] - (size_t)n, "%s Player %d %d",
                      p ? "," : "", p + 1, pts[p]); /* the table puts in the names */
    snprintf(sc->hud[3], sizeof sc->hud[3], "Deck %d, played %d", v->ndeck, v->nplayed);
    if (v->phase == SX_PHASE_OVER) {
        int places[SX_MAX_PLAYERS], best = 0;
        sx_places(v, places);
        for (int p = 1; p < v->nplayers; p++)
            if (places[p] < places[best])
                best = p;
        snprintf(sc->hud[0], sizeof sc->hud[0], "Six Cities: the game is over");
        snprintf(sc->hud[2], sizeof sc->hud[2], "Player %d wins with %d points", best + 1,
                 pts[best]);
        return;
    }
    unsigned act = sx_to_act(v);
    int turn = v->turn;
    if (viewer >= 0 && (act & (1u << viewer)))
        turn = viewer;
    colour_list(v, turn, cols, sizeof cols);
    /* The name first: a folded status line keeps the line's start. */
    snprintf(sc->hud[0], sizeof sc->hud[0], "Player %d (%s), round %d of %d", turn + 1, cols, round,
             v->nrounds);
    bool me = viewer >= 0 && (act & (1u << viewer));
    if (v->phase == SX_PHASE_CHOOSE) {
        int c2[2], nc = sx_player_colours(v, turn, c2), left = 0;
        for (int i = 0; i < nc; i++)
            left += sx_choice_left(v, c2[i]);
        if (me)
            snprintf(sc->hud[2], sizeof sc->hud[2], "Your turn: click %d more block%s in your supply",
                     left, left == 1 ? "" : "s");
        else
            snprintf(sc->hud[2], sizeof sc->hud[2], "Player %d sets aside blocks (%d to go)",
                     turn + 1, left);
    } else if (me) {
        if (sx_can_place(v, viewer))
            snprintf(sc->hud[2], sizeof sc->hud[2],
                     "Your turn: drag a block onto a site (%d left)",
                     sx_aside_total(v, viewer));
        else
            snprintf(sc->hud[2], sizeof sc->hud[2], "No card allows a placement: %s",
                     v->ndeck || v->nplayed ? "discard one and draw" : "pass");
    } else {
        snprintf(sc->hud[2], sizeof sc->hud[2], "Player %d builds (%d blocks left)", turn + 1,
                 sx_aside_total(v, turn));
    }
}

static void draw_buttons(const sx_state *v, int viewer, eg_scene *sc)
{
    if (viewer < 0 || v->phase != SX_PHASE_BUILD || !(sx_to_act(v) & (1u << viewer)))
        return;
    char legal[SX_CARD_KINDS + 1][EG_MOVE_MAX];
    int n = sx_legal_moves(v, viewer, legal, SX_CARD_KINDS + 1);
    for (int i = 0; i < n && sc->nbuttons < EG_SCENE_MAX_BUTTONS; i++) {
        if (legal[i][0] != 'x' && strcmp(legal[i], "pass") != 0)
            continue; /* placements are drags */
        eg_button *b = &sc->buttons[sc->nbuttons++];
        if (legal[i][0] == 'x')
            snprintf(b->label, sizeof b->label, "Discard %c", legal[i][1]);
        else
            snprintf(b->label, sizeof b->label, "Pass");
        snprintf(b->move, sizeof b->move, "%.*s", EG_MOVE_MAX - 1, legal[i]);
        b->enabled = true;
    }
}

void sx_table_draw(const void *view, int viewer, const void *ui, int32_t selected, eg_scene *sc)
{
    (void)ui;
    const sx_state *v = view;
    if (viewer >= v->nplayers)
        viewer = EG_NO_PLAYER;
    draw_cities(v, sc);
    draw_places(v, viewer, selected, sc);
    draw_deck(v, sc);
    for (int p = 0; p < v->nplayers; p++) {
        draw_hand(v, p, viewer, selected, sc);
        draw_area(v, p, viewer, sc);
    }
    /* The held or clicked block, raised: the last item of its id (cards are
     * raised by draw_hand, with their grids). */
    for (int i = sc->nitems - 1; i >= 0 && selected != EG_NO_ITEM && selected < CARD_ID; i--)
        if (sc->items[i].id == selected) {
            for (int j = i; j < sc->nitems && (sc->items[i].flags & EG_ITEM_PICK); j++)
                if (j == i || (sc->items[j].id == EG_NO_ITEM && sc->items[j].key == sc->items[i].key))
                    sc->items[j].pos[1] += 0.25f; /* its floor bands with it */
            break;
        }
    bool sides = v->nplayers > 2;
    sc->lo[0] = sides ? -EDGE : -6.2f;
    sc->hi[0] = sides ? EDGE : 6.2f;
    sc->lo[2] = -EDGE - 0.2f;
    sc->hi[2] = EDGE + 0.2f;
    sc->lo[1] = 0.0f;
    sc->hi[1] = 1.0f;
    sc->seat_yaw = SEAT_YAW[viewer >= 0 ? sx_player_seat(v, viewer) : SX_S];
    for (int p = 0; p < v->nplayers; p++) /* each player's (first) edge, for the reveal */
        sc->player_yaw[p] = SEAT_YAW[sx_player_seat(v, p)];
    sc->has_player_yaw = true;
    draw_hud(v, viewer, sc);
    draw_buttons(v, viewer, sc);
}

/* ---- Picks as moves. */

/* The card of the viewer's hand that builds `colour` `floors` on `site`
 * (the lowest such; from one seat only one card kind marks a given site).
 * 0 and the move, or the reason. */
static int place_with_card(const sx_state *v, int viewer, int colour, int floors, int site,
                           char move[EG_MOVE_MAX], eg_error *err)
{
    sx_seat seat = (sx_seat)sx_player_seat(v, viewer);
    int in = site % SX_CITY_SITES, city = site / SX_CITY_SITES;
    for (int k = 1; k <= SX_CARD_KINDS; k++) {
        if (!v->hand[viewer][k] || sx_card_site(seat, k) != in)
            continue;
        int rc = sx_check_place(&v->board, colour, floors, site, k, seat, err);
        if (rc != SX_OK)
            return rc;
        snprintf(move, EG_MOVE_MAX, "%d%d%c%d", k, city + 1, sx_colour_char(colour), floors);
        return SX_OK;
    }
    /* As the lesson names a card's site: read from the player's own edge. */
    static const char *const ROW[3] = {"far", "middle", "near"};
    static const char *const SIDE[3] = {"on the left", "in the middle", "on the right"};
    int card = 1;
    while (card < SX_CARD_KINDS && sx_card_site(seat, card) != in)
        card++;
    return eg_error_set(err, SX_E_NO_SUCH_CARD, 0,
                        "You hold no card %d, the card for that site (the %s row, %s)", card,
                        ROW[(card - 1) / 3], SIDE[(card - 1) % 3]);
}

int sx_table_interpret(const void *view, int viewer, void *ui, const eg_pick *pick, char move[EG_MOVE_MAX],
                 eg_error *err)
{
    (void)ui;
    const sx_state *v = view;
    int from = pick->from, to = pick->to;
    if (viewer < 0 || viewer >= v->nplayers)
        return eg_error_set(err, SX_E_NOT_YOUR_TURN, 0, "%s", "");
    bool on_site = to >= 0 && to < SX_SITES;
    if (from > SUPPLY_ID && from < SUPPLY_ID + 40 && to == EG_NO_ITEM) {
        int c = (from - SUPPLY_ID) / 10, f = (from - SUPPLY_ID) % 10;
        if (f < 1 || f > SX_MAX_FLOORS || sx_colour_player(v, c) != viewer)
            return eg_error_set(err, SX_E_NOT_YOUR_COLOUR, 0, "that supply is not yours");
        if (v->phase != SX_PHASE_CHOOSE)
            return eg_error_set(err, SX_E_NOT_CHOOSING, 0,
                                "the blocks are chosen at the start of a round");
        snprintf(move, EG_MOVE_MAX, "+%c%d", sx_colour_char(c), f);
        return SX_OK;
    }
    if (from > SUPPLY_ID && from < SUPPLY_ID + 40) /* a supply block dragged somewhere */
        return eg_error_set(err, SX_E_BLOCK_NOT_SET_ASIDE, 0, "%s",
                            v->phase == SX_PHASE_CHOOSE
                                ? "click a block in your supply to set it aside for this round"
                                : "build with the blocks you set aside, not from the supply");
    if (from > ASIDE_ID && from < ASIDE_ID + 40) {
        if (!on_site)
            return eg_error_set(err, SX_E_MOVE_SYNTAX, 0, "%s", ""); /* a click selects */
        int c = (from - ASIDE_ID) / 10, f = (from - ASIDE_ID) % 10;
        if (f < 1 || f > SX_MAX_FLOORS || sx_colour_player(v, c) != viewer)
            return eg_error_set(err, SX_E_NOT_YOUR_COLOUR, 0, "that block is not yours");
        return place_with_card(v, viewer, c, f, to, move, err);
    }
    if (from > CARD_ID && from <= CARD_ID + SX_CARD_KINDS) {
        if (!on_site)
            return eg_error_set(err, SX_E_MOVE_SYNTAX, 0, "%s", ""); /* a click selects */
        int k = from - CARD_ID, cols[2], nc = sx_player_colours(v, viewer, cols);
        sx_seat seat = (sx_seat)sx_player_seat(v, viewer);
        if (sx_card_site(seat, k) != to % SX_CITY_SITES)
            return eg_error_set(err, SX_E_NO_SUCH_CARD, 0, "card %d does not mark that site",
                                k);
        /* The block is the player's to choose (its colour and floors): the
         * card builds only when a single kind of set-aside block fits the
         * site; when more do, the player is asked to pick the block. */
        int rc = SX_E_BLOCK_NOT_SET_ASIDE, fits = 0, fit_c[2 * SX_MAX_FLOORS],
            fit_f[2 * SX_MAX_FLOORS];
        eg_error why = {0};
        char one[EG_MOVE_MAX] = "";
        for (int i = 0; i < nc; i++)
            for (int f = 1; f <= SX_MAX_FLOORS; f++)
                if (v->aside[cols[i]][f] &&
                    (rc = place_with_card(v, viewer, cols[i], f, to, one, &why)) == SX_OK) {
                    fit_c[fits] = cols[i];
                    fit_f[fits++] = f;
                    snprintf(move, EG_MOVE_MAX, "%s", one);
                }
        if (fits == 1)
            return SX_OK;
        if (fits > 1) {
            char list[160] = "";
            size_t len = 0;
            for (int i = 0; i < fits && len < sizeof list; i++)
                len += (size_t)snprintf(list + len, sizeof list - len, "%s%s %d",
                                        i == 0 ? "" : i == fits - 1 ? " or " : ", ",
                                        sx_colour_name(fit_c[i]), fit_f[i]);
            return eg_error_set(err, SX_E_WHICH_BLOCK, 0,
                                "Which block? %s fit here: drag the one you want", list);
        }
        if (rc == SX_E_BLOCK_NOT_SET_ASIDE)
            return eg_error_set(err, rc, 0, "no block of yours is set aside");
        if (err)
            *err = why;
        return rc;
    }
    return eg_error_set(err, SX_E_MOVE_SYNTAX, 0, "%s", "");
}

/* ---- The key (the table's Key page): each symbol, drawn as above; an
 * entry's symbol is its item and the items after it (a block's bands, a
 * card's grid). */

/* Adds entry item `first` (its symbol: the items from it on). */
static int key_add(eg_scene *sc, eg_key_entry *out, int n, int max, int first, const char *words)
{
    if (first >= sc->nitems || n >= max)
        return n;
    out[n] = (eg_key_entry){first, "", words};
    return n + 1;
}

/* One symbol for both inks of a label on a block (light on red, dark on
 * yellow): a red and a yellow block side by side. */
static int key_blocks(eg_scene *sc, eg_key_entry *out, int n, int max, int floors, float w,
                      const char *label, const char *words)
{
    int first = sc->nitems;
    for (int c = 0; c < 2; c++) {
        float d = ((float)c - 0.5f) * 1.1f * w; /* yellow behind: the labels apart */
        eg_item *it = add_block(sc, 0, c, floors, d, 0, -d, w, 0);
        if (it)
            snprintf(it->label, sizeof it->label, "%s", label);
    }
    return key_add(sc, out, n, max, first, words);
}

int sx_key(eg_scene *sc, eg_key_entry *out, int max)
{
    int n = key_blocks(sc, out, 0, max, 2, BLOCK, "5",
                       "Over a building: its height, the floors of all its blocks");
    int first = sc->nitems;
    add_block(sc, 0, 1, 3, -0.27f, 0, 0, 0.5f, 0);
    add_count(sc, 0.27f, 0.0f, 0.0f, 3);
    n = key_add(sc, out, n, max, first,
                "Beside a supply: blocks of this size left (\xc3\x97" "3: three of them)");
    first = sc->nitems;
    eg_item *pad = add_box(sc, 0, 0, 0, 0, 0.62f, 0.05f, 0.62f);
    if (pad) {
        set_rgb(pad->rgb, 0.52f, 0.51f, 0.49f);
        snprintf(pad->label, sizeof pad->label, "4");
        set_rgb(pad->label_rgb, 0.98f, 0.97f, 0.94f);
    }
    n = key_add(sc, out, n, max, first,
                "A stand over a site hidden behind a taller building: drop there; its height");
    first = sc->nitems;
    eg_item *tag = add_box(sc, 0, 0, 0, 0, 0.34f, 0.03f, 0.5f);
    if (tag) {
        set_rgb(tag->rgb, 0.30f, 0.24f, 0.18f);
        snprintf(tag->label, sizeof tag->label, "3");
        set_rgb(tag->label_rgb, 0.98f, 0.93f, 0.80f);
    }
    n = key_add(sc, out, n, max, first, "A city's number, 1 to 6");
    first = sc->nitems;
    add_card(sc, 0, 0, 0.0f, 0.0f, 5, true, 1.0f, 0.0f);
    n = key_add(sc, out, n, max, first,
                "A card: its number, and the site it builds on marked red on its grid");
    first = sc->nitems;
    eg_item *back = add_card(sc, 0, 0, 0.0f, 0.0f, 0, false, 1.0f, 0.0f);
    if (back) {
        snprintf(back->label, sizeof back->label, "%d", 7);
        set_rgb(back->label_rgb, 1.0f, 1.0f, 1.0f);
    }
    return key_add(sc, out, n, max, first, "Cards left: in the deck, or in a player's hand");
}
