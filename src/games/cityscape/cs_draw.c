/* SPDX-License-Identifier: MIT */
/* cs_draw.c - Cityscape on the generic table (eg_scene.h; item ids and the
 * ui in cs_draw.h): the 4x4 city on its board, the buildings as stacked
 * blocks in the colours of their heights, the supply by height at the
 * viewer's right, each held edge's dice holder with its four goal dice, and
 * the key of the six faces while goals are set; what a click or a drag
 * means; the hover words; the landing ghost.
 *
 * The same city the old path draws (src/render/layout.c, scaled so that a
 * block is one unit wide): lots 1.25 apart, a block 1 wide and 0.4375 high
 * per unit of height, the holders just off the board's edges, the supply in
 * rows by height, short blocks nearest the player.
 *
 * Drawn from the viewer's redacted view: another player's goals are never
 * in it, and the viewer's own set goals are drawn face down while the
 * table says so (own_secrets_hidden: several people share the screen and
 * Peek is not held). */
#include "cs_draw.h"

#include <stdio.h>
#include <string.h>

#include "cityscape_game.h"
#include "cs_core.h"
#include "eg_scene.h"

static const float PITCH = 1.25f, BLOCK = 1.0f, UNIT_H = 0.4375f, SEAM = 0.015f, BOARD_HALF = 3.06f,
                   BOARD_T = 0.3f, LOT = 1.12f, DIE = 0.5f, HOLDER_AT = 3.65f, HOLDER_LEN = 5.0f,
                   HOLDER_DEPTH = 0.78f, HOLDER_BASE = 0.12f, SUPPLY_U0 = 4.9f, SUPPLY_STEP = 1.1f,
                   KEY_DIE = 0.42f, LAST_GLOW = 0.3f, RAISE = 0.3f;
static const float PI = 3.14159265f;
/* Each edge's yaw (eg_scene.seat_yaw: 0 looks toward -z from the south). */
static const float SEAT_YAW[CS_SEATS] = {0.0f, -1.5707963f, 3.1415927f, 1.5707963f};
/* The faces as printed on the dice: 1-4, the pair and the star. */
static const char *const FACE[7] = {"?", "1", "2", "3", "4", "=", "*"};

/* The old path's block tints by height (Okabe-Ito: distinguishable with
 * every common colour-vision deficiency); src/render/scene.c. */
static const float TINT[CS_HEIGHTS][3] = {
    {0.941f, 0.894f, 0.259f}, /* 1 yellow */
    {0.337f, 0.706f, 0.914f}, /* 2 sky blue */
    {0.835f, 0.369f, 0.000f}, /* 3 vermillion */
    {0.000f, 0.620f, 0.451f}, /* 4 bluish green */
    {0.800f, 0.475f, 0.655f}, /* 5 reddish purple */
};

/* ---- Helpers. */

static void set_rgb(float out[3], float r, float g, float b)
{
    out[0] = r;
    out[1] = g;
    out[2] = b;
}

/* A point of a seat's frame: u to the player's right, d from the centre
 * toward the player's edge. */
static void seat_point(int seat, float u, float d, float *x, float *z)
{
    static const float COS[4] = {1, 0, -1, 0}, SIN[4] = {0, -1, 0, 1};
    float c = COS[seat & 3], s = SIN[seat & 3];
    *x = u * c + d * s;
    *z = -u * s + d * c;
}

static void lot_centre(int lot, float *x, float *z)
{
    *x = ((float)cs_lot_file(lot) - 1.5f) * PITCH;
    *z = (1.5f - (float)cs_lot_rank(lot)) * PITCH;
}

/* A block of height h (1..5), painted in its height's tint. */
static eg_item *add_block(eg_scene *sc, int32_t id, int h, float x, float y, float z, float yaw)
{
    eg_item *it =
        eg_scene_add_at(sc, EG_SHAPE_BLOCK, id, x, y, z, BLOCK, (float)h * UNIT_H - SEAM, BLOCK);
    if (!it)
        return NULL;
    it->yaw = yaw;
    memcpy(it->rgb, TINT[h - 1], sizeof it->rgb);
    it->flags = EG_ITEM_WOOD | EG_ITEM_SLIDES;
    set_rgb(it->label_rgb, 0.12f, 0.10f, 0.08f);
    return it;
}

static const cs_game *game_of(const void *view) { return &((const cs_city_state *)view)->g; }

static bool is_player(const cs_game *g, int viewer)
{
    return viewer >= 0 && viewer < g->cfg.nplayers;
}

/* The viewer's first seat (a spectator looks from the south). */
static int home_seat(const cs_game *g, int viewer)
{
    cs_seat seats[2];
    return is_player(g, viewer) && cs_player_seats(g, viewer, seats) > 0 ? (int)seats[0] : CS_S;
}

/* The seat whose goals `viewer` sets now (its bit; 0 none): of two (the
 * 2-player game), the first still to set, then the other once it is
 * confirmed -- the table renews a player's ui after each move, so a second
 * seat's dice set before the first's Confirm would be lost. */
static unsigned settable(const cs_game *g, int viewer)
{
    unsigned want = is_player(g, viewer) ? cs_city_goals_wanted(g, viewer) : 0u;
    return want & (~want + 1u);
}

static int seat_names(const cs_game *g, int player, char *out, size_t outsz)
{
    cs_seat seats[2];
    int n = cs_player_seats(g, player, seats);
    if (n == 2)
        return snprintf(out, outsz, "%c, %c", cs_seat_char(seats[0]), cs_seat_char(seats[1]));
    return snprintf(out, outsz, "%c", n == 1 ? cs_seat_char(seats[0]) : '-');
}

static void capitalised(const char *word, char *out, size_t outsz)
{
    snprintf(out, outsz, "%s", word);
    if (out[0] >= 'a' && out[0] <= 'z')
        out[0] = (char)(out[0] - 'a' + 'A');
}

/* ---- The ui. */

void cs_city_new_ui(const void *view, int viewer, void *ui)
{
    (void)view;
    (void)viewer;
    memset(ui, 0, sizeof(cs_city_ui));
}

/* The face a die shows the viewer: 1..6 face up, 0 unset (face up, "?"),
 * -1 face down. `hidden_own`: the viewer's own set goals are drawn face
 * down. */
static int die_face(const cs_game *g, int viewer, const cs_city_ui *ui, int seat, int line,
                    bool hidden_own)
{
    if (settable(g, viewer) & (1u << seat))
        return ui ? ui->draft[seat][line] : 0; /* being set: the draft */
    int code = g->goals[seat][line];
    bool public = g->phase == CS_PHASE_SCORED || g->phase == CS_PHASE_GAME_OVER;
    bool own = cs_seat_player(g, (cs_seat)seat) == viewer;
    if (own && code == 0 && !public)
        return 0; /* the viewer's other seat, set after this one: "?" */
    if (code < 1 || code > 6)
        return -1; /* not set yet, or another player's secret */
    /* Before the round is scored only the viewer's own goals are shown, and
     * not while hidden, even if the state given were not redacted. */
    if (!public && (hidden_own || !own))
        return -1;
    return code;
}

/* ---- Drawing. */

static void draw_board(eg_scene *sc)
{
    eg_item *board = eg_scene_add_at(sc, EG_SHAPE_BLOCK, EG_NO_ITEM, 0.0f, 0.0f, 0.0f,
                                     2.0f * BOARD_HALF, BOARD_T, 2.0f * BOARD_HALF);
    if (board) {
        set_rgb(board->rgb, 0.55f, 0.42f, 0.28f);
        board->flags = EG_ITEM_WOOD;
    }
    for (int lot = 0; lot < CS_LOTS; lot++) {
        float x, z;
        lot_centre(lot, &x, &z);
        eg_item *sq =
            eg_scene_add_at(sc, EG_SHAPE_BLOCK, lot, x, BOARD_T - 0.01f, z, LOT, 0.02f, LOT);
        if (sq) {
            set_rgb(sq->rgb, 0.40f, 0.30f, 0.20f);
            sq->flags = EG_ITEM_DROP | EG_ITEM_NO_SHADOW;
        }
    }
}

/* Files a-d and ranks 1-4 on the rim, as on the old board, along the
 * viewer's own edge and the edge at their left only: labels are printed
 * over the picture, and on the far edges they would stand on the towers.
 * Drawn last, so that where a mark's label would cover a building's height
 * the height is printed (items.c prints the first). */
static void draw_rim(int seat, eg_scene *sc)
{
    float rim = 2.0f * PITCH + 0.5f * (BOARD_HALF - 2.0f * PITCH);
    /* k: 0 south, 1 north (files), 2 west, 3 east (ranks). */
    static const int EDGE_K[CS_SEATS] = {0, 2, 1, 3};
    int near = EDGE_K[seat & 3], left = EDGE_K[(seat + 1) & 3];
    for (int i = 0; i < 4; i++)
        for (int k = 0; k < 4; k++) {
            if (k != near && k != left)
                continue;
            float at = ((float)i - 1.5f) * PITCH;
            float x = k == 0 ? at : k == 1 ? at : k == 2 ? -rim : rim;
            float z = k == 0 ? rim : k == 1 ? -rim : -at;
            eg_item *m = eg_scene_add_at(sc, EG_SHAPE_BLOCK, EG_NO_ITEM, x, BOARD_T, z, 0.34f,
                                         0.003f, 0.34f);
            if (!m)
                return;
            /* A light plate under dark ink: the letter still reads where a
             * building's shadow falls on the rim (the full city's goldens). */
            m->rgb[0] = 0.80f;
            m->rgb[1] = 0.68f;
            m->rgb[2] = 0.50f;
            m->flags = EG_ITEM_NO_SHADOW;
            snprintf(m->label, sizeof m->label, "%c", k < 2 ? 'a' + i : '1' + i);
            set_rgb(m->label_rgb, 0.20f, 0.11f, 0.05f);
        }
}

/* The buildings, bottom-up: every block carries its lot's id; the top
 * block is a drop target (aiming over tall buildings) and wears the
 * building's height; the last block placed glows a little. */
static void draw_buildings(const cs_board *b, eg_scene *sc)
{
    int last = b->nplaced > 0 ? b->block_lot[b->nplaced - 1] : -1;
    for (int lot = 0; lot < CS_LOTS; lot++) {
        uint8_t stack[CS_BLOCKS];
        int n = cs_board_stack(b, lot, stack), units = 0;
        float x, z;
        lot_centre(lot, &x, &z);
        for (int k = 0; k < n; k++) {
            int h = stack[k] >= 1 && stack[k] <= CS_HEIGHTS ? stack[k] : 1;
            eg_item *it = add_block(sc, lot, h, x, BOARD_T + (float)units * UNIT_H, z, 0.0f);
            units += h;
            if (!it)
                return;
            if (!(sc->shown & CS_CITY_SHOW_NUMBERS)) /* the block's own number */
                snprintf(it->side_label, sizeof it->side_label, "%d", h);
            if (k == n - 1) {
                it->flags |= EG_ITEM_DROP;
                if (sc->shown & CS_CITY_SHOW_NUMBERS) { /* N: the building's height */
                    snprintf(it->label, sizeof it->label, "%d", b->height[lot]);
                    snprintf(it->side_label, sizeof it->side_label, "%d", b->height[lot]);
                }
                if (lot == last)
                    it->glow = LAST_GLOW;
            }
        }
    }
}

/* The supply at the right of the viewer's edge: a row per height, the
 * short blocks nearest the player; each block a pickable piece of the
 * stock its placements slide from. */
static void draw_supply(const cs_game *g, int viewer, int32_t selected, eg_scene *sc)
{
    int seat = home_seat(g, viewer);
    bool building = g->phase == CS_PHASE_BUILDING;
    for (int h = 1; h <= CS_HEIGHTS; h++) {
        int n = g->board.supply[h];
        for (int i = 0; i < n && i < CS_BLOCKS_PER_HEIGHT; i++) {
            float x, z;
            seat_point(seat, SUPPLY_U0 + (float)i * SUPPLY_STEP, (3.0f - (float)h) * SUPPLY_STEP,
                       &x, &z);
            eg_item *it = add_block(sc, CS_CITY_SUPPLY_ID + h, h, x, 0.0f, z, SEAT_YAW[seat]);
            if (!it)
                return;
            it->flags |= EG_ITEM_STOCK | (building ? EG_ITEM_PICK : 0);
            if (i == n - 1) /* the row's height, on the block taken */
                snprintf(it->label, sizeof it->label, "%d", h);
            if (selected == CS_CITY_SUPPLY_ID + h && i == n - 1) /* the one taken: the last */
                it->pos[1] += RAISE;
        }
    }
}

/* Each held edge's holder and its four dice, line 1 at the player's left. */
static void draw_dice(const cs_game *g, int viewer, const cs_city_ui *ui, bool hidden_own,
                      eg_scene *sc)
{
    unsigned mine = settable(g, viewer);
    for (int seat = 0; seat < CS_SEATS; seat++) {
        int owner = cs_seat_player(g, (cs_seat)seat);
        if (owner < 0)
            continue;
        float x, z;
        seat_point(seat, 0.0f, HOLDER_AT, &x, &z);
        eg_item *holder = eg_scene_add_at(sc, EG_SHAPE_BLOCK, EG_NO_ITEM, x, 0.0f, z, HOLDER_LEN,
                                          HOLDER_BASE, HOLDER_DEPTH);
        if (holder) {
            holder->yaw = SEAT_YAW[seat];
            set_rgb(holder->rgb, 0.36f, 0.24f, 0.15f);
            holder->flags = EG_ITEM_WOOD;
            /* The edge's letter at its right end, for the hover line's
             * "from S". */
        }
        seat_point(seat, 0.5f * HOLDER_LEN + 0.3f, HOLDER_AT, &x, &z);
        eg_item *tag =
            eg_scene_add_at(sc, EG_SHAPE_BLOCK, EG_NO_ITEM, x, 0.0f, z, 0.4f, 0.02f, 0.4f);
        if (tag) {
            tag->yaw = SEAT_YAW[seat];
            set_rgb(tag->rgb, 0.30f, 0.22f, 0.15f);
            tag->flags = EG_ITEM_NO_SHADOW;
            snprintf(tag->label, sizeof tag->label, "%c%d", cs_seat_char((cs_seat)seat), owner + 1);
            set_rgb(tag->label_rgb, 0.98f, 0.93f, 0.80f);
        }
        for (int line = 0; line < CS_LINES; line++) {
            int face = die_face(g, viewer, ui, seat, line, hidden_own && owner == viewer);
            seat_point(seat, ((float)line - 1.5f) * PITCH, HOLDER_AT, &x, &z);
            eg_item *die =
                eg_scene_add_at(sc, EG_SHAPE_DIE, cs_city_die_id(seat, line),
                                x, HOLDER_BASE, z, DIE, DIE, DIE);
            if (!die)
                return;
            die->yaw = SEAT_YAW[seat];
            set_rgb(die->rgb, 0.97f, 0.95f, 0.90f);
            /* Every player's, face down too: the window's panels keep off them. */
            die->flags = EG_ITEM_PICK | ((mine & (1u << seat)) ? EG_ITEM_DROP : 0) |
                         EG_ITEM_KEEP_CLEAR;
            if (face < 0) {
                die->roll = PI; /* face down: nothing to read */
            } else {
                snprintf(die->label, sizeof die->label, "%s", FACE[face]);
                if (face == 0)
                    set_rgb(die->label_rgb, 0.62f, 0.60f, 0.56f);
            }
        }
    }
}

/* The key: the six faces in front of the viewer's edge while goals are
 * set, each to drag onto a die (or click, then click a die). */
static void draw_key(const cs_game *g, int viewer, const cs_city_ui *ui, eg_scene *sc)
{
    if (!settable(g, viewer))
        return;
    int seat = home_seat(g, viewer);
    for (int f = 1; f <= 6; f++) {
        bool chosen = ui && ui->face == f;
        float x, z;
        seat_point(seat, ((float)f - 3.5f) * 0.75f, HOLDER_AT + 1.05f, &x, &z);
        eg_item *it = eg_scene_add_at(sc, EG_SHAPE_DIE,
                                      CS_CITY_FACE_ID + f, x,
                                      chosen ? RAISE : 0.0f, z, KEY_DIE, KEY_DIE, KEY_DIE);
        if (!it)
            return;
        it->yaw = SEAT_YAW[seat];
        set_rgb(it->rgb, 0.93f, 0.90f, 0.82f);
        it->flags = EG_ITEM_PICK | EG_ITEM_KEEP_CLEAR | (chosen ? EG_ITEM_LIT : 0);
        snprintf(it->label, sizeof it->label, "%s", FACE[f]);
    }
}

/* What the camera must frame: the board with its holders and, at the
 * viewer's right, the part of the supply that holds blocks (its rows of
 * blocks left, as long as the longest: late in a round the board is drawn
 * larger) (and the key in front while goals are set). */
static void frame(const cs_game *g, int viewer, eg_scene *sc)
{
    float lo[2] = {-HOLDER_AT - 0.6f, -HOLDER_AT - 0.6f},
          hi[2] = {HOLDER_AT + 0.6f, HOLDER_AT + 0.6f};
    int seat = home_seat(g, viewer), most = 0, first = 0, last = 0;
    for (int h = 1; h <= CS_HEIGHTS; h++) {
        int n = g->board.supply[h] < CS_BLOCKS_PER_HEIGHT ? g->board.supply[h] : CS_BLOCKS_PER_HEIGHT;
        most = n > most ? n : most;
        first = n > 0 && first == 0 ? h : first;
        last = n > 0 ? h : last;
    }
    /* Row h lies at d = (3 - h) steps (draw_supply). */
    const float U[2] = {SUPPLY_U0 - 0.6f, SUPPLY_U0 + (float)(most - 1) * SUPPLY_STEP + 0.6f};
    const float D[2] = {(3.0f - (float)last) * SUPPLY_STEP - 0.6f,
                        (3.0f - (float)first) * SUPPLY_STEP + 0.6f};
    for (int i = 0; i < 2 && most > 0; i++) /* the supply, while it holds blocks */
        for (int j = 0; j < 2; j++) {
            float x, z;
            seat_point(seat, U[i], D[j], &x, &z);
            lo[0] = x < lo[0] ? x : lo[0];
            hi[0] = x > hi[0] ? x : hi[0];
            lo[1] = z < lo[1] ? z : lo[1];
            hi[1] = z > hi[1] ? z : hi[1];
        }
    if (settable(g, viewer)) {
        float x, z;
        seat_point(seat, 0.0f, HOLDER_AT + 1.5f, &x, &z);
        lo[0] = x < lo[0] ? x : lo[0];
        hi[0] = x > hi[0] ? x : hi[0];
        lo[1] = z < lo[1] ? z : lo[1];
        hi[1] = z > hi[1] ? z : hi[1];
    }
    sc->lo[0] = lo[0];
    sc->lo[2] = lo[1];
    sc->hi[0] = hi[0];
    sc->hi[2] = hi[1];
    sc->lo[1] = 0.0f;
    sc->hi[1] = BOARD_T + 2.0f * UNIT_H;
}

static void draw_hud(const cs_game *g, int viewer, const cs_city_ui *ui, bool hidden_own,
                     eg_scene *sc)
{
    int round = g->round + 1 <= g->cfg.nrounds ? g->round + 1 : g->cfg.nrounds;
    char seats[8];
    size_t n = 0;
    for (int p = 0; p < g->cfg.nplayers && n < sizeof sc->hud[1]; p++) {
        seat_names(g, p, seats, sizeof seats);
        int k = snprintf(sc->hud[1] + n, sizeof sc->hud[1] - n, "%sPlayer %d (%s) %d",
                         p ? "   " : "", p + 1, seats, (int)g->total[p]);
        n += k > 0 ? (size_t)k : 0;
    }
    unsigned want = settable(g, viewer);
    switch (g->phase) {
    case CS_PHASE_GOALS:
    case CS_PHASE_SCORED: {
        int r = g->phase == CS_PHASE_SCORED ? g->round + 2 : round;
        if (g->phase == CS_PHASE_SCORED)
            snprintf(sc->hud[0], sizeof sc->hud[0], "Cityscape: round %d of %d scored", round,
                     g->cfg.nrounds);
        else if (want) { /* whose dice these are first: a folded line keeps the start */
            seat_names(g, viewer, seats, sizeof seats);
            snprintf(sc->hud[0], sizeof sc->hud[0], "Player %d (%s): secret goals, round %d of %d",
                     viewer + 1, seats, round, g->cfg.nrounds);
        } else
            snprintf(sc->hud[0], sizeof sc->hud[0], "Cityscape, round %d of %d: secret goals",
                     round, g->cfg.nrounds);
        if (want)
            snprintf(sc->hud[2], sizeof sc->hud[2],
                     "Set your goals for round %d: click a die to turn it, or drag a face of "
                     "the key onto it; then Confirm",
                     r);
        else
            snprintf(sc->hud[2], sizeof sc->hud[2], "Waiting for the others to set their goals");
        break;
    }
    case CS_PHASE_BUILDING: {
        int mover = cs_game_to_move(g);
        seat_names(g, mover, seats, sizeof seats);
        /* No verb after the name: the lesson calls its learner "You". The
         * name first: a folded status line keeps the line's start. */
        snprintf(sc->hud[0], sizeof sc->hud[0], "Player %d (%s), block %d of 25, round %d of %d",
                 mover + 1, seats, g->board.nplaced + 1, round, g->cfg.nrounds);
        if (mover == viewer)
            snprintf(sc->hud[2], sizeof sc->hud[2],
                     "Drag a block from the supply onto a lot, or click a block, then a lot");
        else
            snprintf(sc->hud[2], sizeof sc->hud[2], "Player %d builds", mover + 1);
        break;
    }
    case CS_PHASE_GAME_OVER: {
        unsigned win = cs_game_winners(g);
        int best = 0;
        while (best < g->cfg.nplayers - 1 && !(win & (1u << best)))
            best++;
        snprintf(sc->hud[0], sizeof sc->hud[0], "Cityscape: the game is over");
        if (win & (win - 1))
            snprintf(sc->hud[2], sizeof sc->hud[2], "A shared win with %d points",
                     (int)g->total[best]);
        else
            snprintf(sc->hud[2], sizeof sc->hud[2], "Player %d wins with %d points", best + 1,
                     (int)g->total[best]);
        break;
    }
    }
    if (want) { /* the key's words, while the dice are set */
        snprintf(sc->hud[3], sizeof sc->hud[3],
                 "1-4: see that many buildings   =: two or more of equal height   "
                 "\xe2\x98\x85: the tallest building");
        return;
    }
    /* The viewer's goals in words-short, unless they are hidden. */
    cs_seat held[2];
    int nh = is_player(g, viewer) ? cs_player_seats(g, viewer, held) : 0;
    n = 0;
    for (int i = 0; i < nh && n < sizeof sc->hud[3]; i++) {
        int s = held[i];
        char faces[24] = "";
        bool any = false;
        for (int l = 0; l < CS_LINES; l++) {
            int f = die_face(g, viewer, ui, s, l, hidden_own);
            any |= f > 0;
            strcat(faces, f > 0 ? cs_city_goal_mark(f) : f == 0 ? "?" : "-");
            if (l < CS_LINES - 1)
                strcat(faces, " ");
        }
        if (!any)
            continue;
        int k = snprintf(sc->hud[3] + n, sizeof sc->hud[3] - n, "%sYour goals %s: %s",
                         n ? "   " : "", cs_seat_name((cs_seat)s), faces);
        n += k > 0 ? (size_t)k : 0;
    }
}

/* The practice aid (a display option; the old path's panel): what each of
 * the viewer's lines sees now and which goals it meets, goals only while
 * they are drawn face up. */
static void draw_practice(const cs_game *g, int viewer, const cs_city_ui *ui, bool hidden_own,
                          eg_scene *sc)
{
    if (!(sc->shown & CS_CITY_SHOW_PRACTICE) || !is_player(g, viewer))
        return;
    cs_seat held[2];
    int nh = cs_player_seats(g, viewer, held), row = 0;
    snprintf(sc->aside[row++], sizeof sc->aside[0], "Practice aid: your lines now");
    for (int i = 0; i < nh && row + 1 < EG_SCENE_ASIDE_LINES; i++) {
        int seat = held[i];
        char *seen = sc->aside[row++], *met = sc->aside[row++];
        size_t ns = (size_t)snprintf(seen, sizeof sc->aside[0], "%c seen:", cs_seat_char(held[i]));
        size_t nm = (size_t)snprintf(met, sizeof sc->aside[0], "%c goals:", cs_seat_char(held[i]));
        for (int l = 0; l < CS_LINES; l++) {
            uint8_t h[CS_LINE_LEN];
            cs_board_line_heights(&g->board, held[i], l, h);
            ns += (size_t)snprintf(seen + ns, sizeof sc->aside[0] - ns, "  %d", cs_line_visible(h));
            int f = die_face(g, viewer, ui, seat, l, hidden_own);
            bool scores = f > 0 && cs_score_line(&g->board, held[i], l, f) > 0;
            nm += (size_t)snprintf(met + nm, sizeof sc->aside[0] - nm, "  %s%s",
                                   cs_city_goal_mark(f),
                                   f > 0 ? (scores ? "\xe2\x9c\x93" : "\xc2\xb7") : "");
        }
        if (hidden_own)
            snprintf(met, sizeof sc->aside[0], "%s", "(hold Peek to see your goals)");
    }
}

static void draw_buttons(const cs_game *g, int viewer, const cs_city_ui *ui, eg_scene *sc)
{
    unsigned want = settable(g, viewer);
    cs_seat held[2];
    int nheld = is_player(g, viewer) ? cs_player_seats(g, viewer, held) : 0;
    for (int s = 0; s < CS_SEATS && sc->nbuttons < EG_SCENE_MAX_BUTTONS; s++) {
        if (!(want & (1u << s)))
            continue;
        eg_button *b = &sc->buttons[sc->nbuttons++];
        if (nheld > 1)
            snprintf(b->label, sizeof b->label, "Confirm %s", cs_seat_name((cs_seat)s));
        else
            snprintf(b->label, sizeof b->label, "Confirm");
        bool ready = ui != NULL;
        for (int l = 0; l < CS_LINES && ready; l++)
            ready = ui->draft[s][l] >= 1 && ui->draft[s][l] <= 6;
        b->enabled = ready;
        if (ready)
            cs_goals_format((cs_seat)s, ui->draft[s], b->move, sizeof b->move);
    }
}

void cs_city_draw(const void *view, int viewer, const void *uiv, int32_t selected, eg_scene *sc)
{
    const cs_game *g = game_of(view);
    const cs_city_ui *ui = uiv;
    if (!is_player(g, viewer))
        viewer = EG_NO_PLAYER;
    bool hidden_own = sc->own_secrets_hidden;
    draw_board(sc);
    draw_buildings(&g->board, sc);
    draw_supply(g, viewer, selected, sc);
    draw_dice(g, viewer, ui, hidden_own, sc);
    draw_key(g, viewer, ui, sc);
    draw_rim(home_seat(g, viewer), sc);
    frame(g, viewer, sc);
    sc->seat_yaw = SEAT_YAW[home_seat(g, viewer)];
    for (int p = 0; p < EG_MAX_PLAYERS; p++)
        sc->player_yaw[p] = SEAT_YAW[home_seat(g, p < g->cfg.nplayers ? p : EG_NO_PLAYER)];
    sc->has_player_yaw = true;
    draw_hud(g, viewer, ui, hidden_own, sc);
    draw_buttons(g, viewer, ui, sc);
    draw_practice(g, viewer, ui, hidden_own, sc);
}

const eg_display cs_city_displays[3] = {
    {"Numbers", 'N', 0, "each building's height as a number over it (N)"},
    {"Skyline", 'V', EG_DISPLAY_LOW_VIEW,
     "the view low at your edge, looking across the city (V; Home ends it)"},
    {"Practice", 0, EG_DISPLAY_ON,
     "the practice aid: what each of your lines sees now and which goals it meets"},
};

/* ---- The key (the table's Key page): each symbol above, drawn as it is
 * drawn on the table, and what it means. */

static int key_entry(eg_scene *sc, eg_key_entry *out, int n, int max, eg_item *it,
                     const char *mark, const char *words)
{
    if (n >= max || (!it && !mark))
        return n;
    out[n] = (eg_key_entry){it ? (int)(it - sc->items) : -1, "", words};
    if (mark)
        snprintf(out[n].mark, sizeof out[n].mark, "%s", mark);
    return n + 1;
}

int cs_city_key(struct eg_scene *sc, struct eg_key_entry *out, int max)
{
    static char die_words[7][96];
    snprintf(die_words[0], sizeof die_words[0], "A goal die not set yet");
    for (int f = 1; f <= 6; f++)
        snprintf(die_words[f], sizeof die_words[f], "Goal %s: the line must %s", cs_city_goal_mark(f),
                 cs_code_meaning(f));
    int n = 0;
    eg_item *it = add_block(sc, 0, 2, 0, 0, 0, 0);
    if (it)
        snprintf(it->side_label, sizeof it->side_label, "2");
    n = key_entry(sc, out, n, max, it, NULL, "A block: its height, on its sides");
    it = add_block(sc, 0, 3, 0, 0, 0, 0);
    if (it)
        snprintf(it->label, sizeof it->label, "3");
    n = key_entry(sc, out, n, max, it, NULL,
                  "In the supply: the height of the blocks in its row");
    it = add_block(sc, 0, 3, 0, 0, 0, 0);
    if (it) {
        snprintf(it->label, sizeof it->label, "7");
        snprintf(it->side_label, sizeof it->side_label, "7");
    }
    n = key_entry(sc, out, n, max, it, NULL,
                  "Numbers on (N): a building's whole height, over it and on its sides");
    for (int f = 0; f <= 6; f++) {
        it = eg_scene_add_at(sc, EG_SHAPE_DIE, 0, 0, 0, 0, DIE, DIE, DIE);
        if (it) {
            set_rgb(it->rgb, 0.97f, 0.95f, 0.90f);
            snprintf(it->label, sizeof it->label, "%s", FACE[f]);
            if (f == 0)
                set_rgb(it->label_rgb, 0.62f, 0.60f, 0.56f);
        }
        n = key_entry(sc, out, n, max, it, NULL, die_words[f]);
    }
    it = eg_scene_add_at(sc, EG_SHAPE_BLOCK, 0, 0, 0, 0, 0.4f, 0.02f, 0.4f);
    if (it) {
        set_rgb(it->rgb, 0.30f, 0.22f, 0.15f);
        snprintf(it->label, sizeof it->label, "S1");
        set_rgb(it->label_rgb, 0.98f, 0.93f, 0.80f);
    }
    n = key_entry(sc, out, n, max, it, NULL,
                  "An edge (S, W, N, E) and the player who holds its goals");
    it = eg_scene_add_at(sc, EG_SHAPE_BLOCK, 0, 0, 0, 0, 0.34f, 0.003f, 0.34f);
    if (it) {
        set_rgb(it->rgb, 0.80f, 0.68f, 0.50f);
        snprintf(it->label, sizeof it->label, "b");
        set_rgb(it->label_rgb, 0.20f, 0.11f, 0.05f);
    }
    n = key_entry(sc, out, n, max, it, NULL, "On the board's rim: files a-d and ranks 1-4");
    n = key_entry(sc, out, n, max, NULL, "\xe2\x98\x85",
                  "Practice aid: a goal of holding the city's tallest building, as its die shows it");
    n = key_entry(sc, out, n, max, NULL, "\xe2\x9c\x93",
                  "Practice aid: the line meets its goal now");
    return key_entry(sc, out, n, max, NULL, "\xc2\xb7",
                     "Practice aid: the line does not meet its goal yet");
}

/* ---- Picks as moves. */

/* A die of the viewer's being set, turned or set to a face (ui changed);
 * else why not. */
static int set_die(const cs_game *g, int viewer, cs_city_ui *ui, int32_t id, int face,
                   eg_error *err)
{
    int seat = (id - CS_CITY_DIE_ID) / 4, line = (id - CS_CITY_DIE_ID) % 4;
    char name[16];
    capitalised(cs_seat_name((cs_seat)seat), name, sizeof name);
    int owner = cs_seat_player(g, (cs_seat)seat);
    if (owner != viewer) {
        if (g->phase == CS_PHASE_SCORED || g->phase == CS_PHASE_GAME_OVER)
            return eg_error_set(err, CS_CITY_REFUSED, 0, "%s's goals are player %d's", name,
                                owner + 1);
        return eg_error_set(err, CS_CITY_REFUSED, 0,
                            "%s's goals are player %d's secret until the round is scored", name,
                            owner + 1);
    }
    if (!(settable(g, viewer) & (1u << seat))) {
        if (g->phase == CS_PHASE_GAME_OVER)
            return eg_error_set(err, CS_CITY_REFUSED, 0, "%s's goals were scored: the game is over",
                                name);
        return eg_error_set(err, CS_CITY_REFUSED, 0, "your goals for %s are set for this round",
                            cs_seat_name((cs_seat)seat));
    }
    if (!ui)
        return eg_error_set(err, CS_CITY_REFUSED, 0, "%s", "");
    int code = ui->draft[seat][line];
    if (face > 0)
        code = face;
    else
        code = code == 0 ? 1 : code % 6 + 1;
    ui->draft[seat][line] = (uint8_t)code;
    return eg_error_set(err, CS_CITY_UI_CHANGED, 0, "%s", "");
}

static bool is_die(int32_t id)
{
    return id >= CS_CITY_DIE_ID && id < CS_CITY_DIE_ID + 4 * 4;
}

static int key_face(int32_t id)
{
    int f = id - CS_CITY_FACE_ID;
    return id >= CS_CITY_FACE_ID && f >= 1 && f <= 6 ? f : 0;
}

static int place_block(const cs_game *g, int viewer, int h, int32_t to, char move[EG_MOVE_MAX],
                       eg_error *err)
{
    if (g->phase == CS_PHASE_GOALS)
        return eg_error_set(err, CS_CITY_REFUSED, 0, "building starts once every goal is set");
    if (g->phase != CS_PHASE_BUILDING)
        return eg_error_set(err, CS_CITY_REFUSED, 0, "the round is over: no more building");
    if (to == EG_NO_ITEM)
        return eg_error_set(err, CS_CITY_SELECTED, 0, "%s", ""); /* a click selects */
    if (to < 0 || to >= CS_LOTS)
        return eg_error_set(err, CS_CITY_REFUSED, 0, "a block goes on a lot of the city (a1-d4)");
    int mover = cs_game_to_move(g);
    if (mover != viewer)
        return eg_error_set(err, CS_CITY_REFUSED, 0, "it is player %d's turn to build", mover + 1);
    if (g->board.supply[h] == 0)
        return eg_error_set(err, CS_CITY_REFUSED, 0, "no block of height %d is left in the supply",
                            h);
    cs_move m = {(uint8_t)h, (uint8_t)to};
    if (!cs_board_can_place(&g->board, m))
        return eg_error_set(err, CS_CITY_REFUSED, 0, "the city holds all 25 blocks");
    cs_move_format(m, move, EG_MOVE_MAX);
    return 0;
}

int cs_city_interpret(const void *view, int viewer, void *uiv, const eg_pick *pick,
                      char move[EG_MOVE_MAX], eg_error *err)
{
    const cs_game *g = game_of(view);
    cs_city_ui *ui = uiv;
    int32_t from = pick->from, to = pick->to;
    if (!is_player(g, viewer))
        return eg_error_set(err, CS_CITY_REFUSED, 0, "%s", "");
    if (from > CS_CITY_SUPPLY_ID && from <= CS_CITY_SUPPLY_ID + CS_HEIGHTS)
        return place_block(g, viewer, from - CS_CITY_SUPPLY_ID, to, move, err);
    if (from >= 0 && from < CS_LOTS)
        return eg_error_set(err, CS_CITY_REFUSED, 0, "the blocks of the city stay where they are");
    if (is_die(from)) {
        if (to != EG_NO_ITEM)
            return eg_error_set(err, CS_CITY_REFUSED, 0,
                                "click a die to turn it, or drag a face of the key onto it");
        int face = ui && ui->face ? ui->face : 0;
        int rc = set_die(g, viewer, ui, from, face, err);
        if (rc == CS_CITY_UI_CHANGED && ui)
            ui->face = 0;
        return rc;
    }
    int f = key_face(from);
    if (f) {
        if (to == EG_NO_ITEM) {
            if (!settable(g, viewer))
                return eg_error_set(err, CS_CITY_REFUSED, 0,
                                    "goals are set before a round's building");
            if (!ui)
                return eg_error_set(err, CS_CITY_REFUSED, 0, "%s", "");
            ui->face = ui->face == f ? 0 : (uint8_t)f;
            return eg_error_set(err, CS_CITY_UI_CHANGED, 0, "%s", "");
        }
        if (!is_die(to))
            return eg_error_set(err, CS_CITY_REFUSED, 0, "drag a face onto one of your dice");
        return set_die(g, viewer, ui, to, f, err);
    }
    return eg_error_set(err, CS_CITY_REFUSED, 0, "%s", "");
}

/* ---- Words. */

/* "c3: 3 high, blocks 1+2" (the old path's hover line), and what each of
 * the viewer's lines through it sees. */
static int describe_lot(const cs_game *g, int viewer, int lot, char *out, size_t outsz)
{
    const cs_board *b = &g->board;
    char name[4];
    cs_lot_format(lot, name, sizeof name);
    uint8_t stack[CS_BLOCKS];
    int n = cs_board_stack(b, lot, stack), len;
    if (n == 0) {
        len = snprintf(out, outsz, "%s: empty", name);
    } else {
        len = snprintf(out, outsz, "%s: %d high, %s", name, b->height[lot],
                       n == 1 ? "one block" : "blocks ");
        for (int i = 0; n > 1 && i < n && len > 0 && (size_t)len < outsz; i++)
            len += snprintf(out + len, outsz - (size_t)len, "%s%d", i ? "+" : "", stack[i]);
    }
    cs_seat held[2];
    int nh = is_player(g, viewer) ? cs_player_seats(g, viewer, held) : 0;
    for (int i = 0; i < nh && len > 0 && (size_t)len < outsz; i++) {
        int line = cs_lot_line(held[i], lot);
        uint8_t h[CS_LINE_LEN];
        cs_board_line_heights(b, held[i], line, h);
        int seen = cs_line_visible(h);
        len +=
            snprintf(out + len, outsz - (size_t)len, "; from %c you see %d building%s on line %d",
                     cs_seat_char(held[i]), seen, seen == 1 ? "" : "s", line + 1);
    }
    return len < 0 ? 0 : (size_t)len < outsz ? len : (int)outsz - 1;
}

int cs_city_describe(const void *view, int viewer, const void *uiv, int32_t item, char *out,
                     size_t outsz)
{
    const cs_game *g = game_of(view);
    const cs_city_ui *ui = uiv;
    if (!is_player(g, viewer))
        viewer = EG_NO_PLAYER;
    int len = 0;
    if (item >= 0 && item < CS_LOTS)
        return describe_lot(g, viewer, item, out, outsz);
    if (item > CS_CITY_SUPPLY_ID && item <= CS_CITY_SUPPLY_ID + CS_HEIGHTS) {
        int h = item - CS_CITY_SUPPLY_ID;
        len = snprintf(out, outsz, "A block of height %d: %d left in the supply", h,
                       g->board.supply[h]);
    } else if (is_die(item)) {
        int seat = (item - CS_CITY_DIE_ID) / 4, line = (item - CS_CITY_DIE_ID) % 4;
        int owner = cs_seat_player(g, (cs_seat)seat);
        char name[16];
        capitalised(cs_seat_name((cs_seat)seat), name, sizeof name);
        bool setting = (settable(g, viewer) & (1u << seat)) != 0;
        /* The words never show what a die may be hiding: the viewer's own
         * goals set for this round may be drawn face down (a shared
         * screen), so only a die being set or scored is read out. */
        bool public = g->phase == CS_PHASE_SCORED || g->phase == CS_PHASE_GAME_OVER;
        int face = setting || public ? die_face(g, viewer, ui, seat, line, false) : 0;
        if (face >= 1 && face <= 6)
            len = snprintf(out, outsz, "%s line %d: %s%s", name, line + 1, cs_code_meaning(face),
                           setting ? "; click to turn it, then Confirm" : "");
        else if (setting)
            len =
                snprintf(out, outsz, "%s line %d: not set; click to turn the die", name, line + 1);
        else if (owner == viewer && g->goals[seat][line])
            len = snprintf(out, outsz, "%s line %d: your goal for this round (hold Peek when it is face down)",
                           name, line + 1);
        else if (!(g->seats_set & (1u << seat)))
            len = snprintf(out, outsz, "%s line %d: Player %d has not set it yet", name, line + 1,
                           owner + 1);
        else
            len = snprintf(out, outsz, "%s line %d: Player %d's secret until the round is scored",
                           name, line + 1, owner + 1);
    } else if (key_face(item)) {
        int f = key_face(item);
        bool chosen = ui && ui->face == f;
        len = snprintf(out, outsz, "%s: %s. %s", cs_city_goal_mark(f), cs_code_meaning(f),
                       chosen ? "Now click one of your dice"
                              : "Drag it onto a die, or click it, then a die");
    }
    return len < 0 ? 0 : (size_t)len < outsz ? len : (int)outsz - 1;
}

/* ---- The landing ghost: the block held, where it would rest on the lot. */

void cs_city_preview(const void *view, int viewer, const void *ui, const eg_pick *pick,
                     eg_scene *sc)
{
    (void)ui;
    (void)viewer;
    const cs_game *g = game_of(view);
    int h = pick->from - CS_CITY_SUPPLY_ID, lot = pick->to;
    if (h < 1 || h > CS_HEIGHTS || lot < 0 || lot >= CS_LOTS)
        return;
    float x, z;
    lot_centre(lot, &x, &z);
    eg_item *it =
        add_block(sc, EG_NO_ITEM, h, x, BOARD_T + (float)g->board.height[lot] * UNIT_H, z, 0.0f);
    if (!it)
        return;
    it->flags = EG_ITEM_GHOST | EG_ITEM_NO_SHADOW;
    snprintf(it->label, sizeof it->label, "%d", g->board.height[lot] + h);
    snprintf(it->side_label, sizeof it->side_label, "%d", g->board.height[lot] + h);
}
