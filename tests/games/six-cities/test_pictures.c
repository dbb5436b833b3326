/* SPDX-License-Identifier: MIT */
/* test_pictures.c - Six Cities at the table, judged from rendered frames.
 *
 * The real renderer draws the table offscreen from each player's own seat,
 * posed as the table poses it (table.c: the seat's yaw turned by
 * FE_CAMERA_SEAT_TURN, FE_CAMERA_PITCH + 8, the scene's box framed), and
 * the test reads the pixels:
 *
 * 1. Cards. For every seat and every card 1-9, the card is drawn alone in
 *    the player's hand; its marked (red) cell is found in the picture and
 *    taken back onto the card's face. Seen from the seat (the seat's
 *    direction is where the card lies: at the middle of its edge), the
 *    marked cell must be the contract's position (shared/spec/six-cities.md:
 *    row by row from the card's far side, columns from the left) and the
 *    site that playing the card lights must be in the same place of its
 *    city, seen from the same seat: the site is found in the picture too (its
 *    tile painted another colour), and which site the card lights is
 *    computed here from the contract's formula and checked against the
 *    table's own lighting (interpret).
 *
 * 2. Reaching sites. In late-game positions (games played by the medium
 *    computer player from seeds), the player to act selects each card in
 *    their hand (the click path) or holds a set-aside block (the drag
 *    path); every site that move may go to is found where it is drawn (its
 *    items painted) and pressed at a spread of those pixels: the table's
 *    press (fe_items_press, what table.c calls) and drop
 *    (fe_items_pick over the drop targets) must pick that site. A site that
 *    is not drawn at all from the player's view fails.
 *
 * At 640x360, 1280x720 and 1920x1080 (the 2-player cards and the played
 * positions at 1280x720 only). Needs OpenGL 3.3 (77 without).
 * SX_PICTURES_SHOTS=DIR writes the frames it judged as PNGs;
 * SX_PICTURES_ONLY=cards or reach runs one part, SX_PICTURES_WIDTHS=1280 one
 * size. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "camera.h"
#include "eg_scene.h"
#include "item_pick.h"
#include "layout.h"
#include "render.h"
#include "sx_internal.h"
#include "window.h"

enum { SKIP = 77, MAX_REPORTS = 20, CARD_ID = 300, ASIDE_ID = 200 };

typedef struct {
    fe_renderer *r;
    fe_target target;
    int w, h;
    unsigned char *base, *lit;
    long checks, failed, pressed;
    int reports;
    const char *shots;
    int nshots;
} rig;

static eg_scene g_scene, g_painted;

static void report(rig *g, const char *what)
{
    g->failed++;
    if (g->reports++ < MAX_REPORTS)
        fprintf(stderr, "%dx%d: %s\n", g->w, g->h, what);
}

/* The camera as the table poses it for the scene's viewer. */
static void pose(fe_camera *cam, const eg_scene *sc)
{
    fe_camera_init(cam, 0); /* the south edge */
    fe_camera_to_pose(cam, (fe_camera_pose){sc->seat_yaw * 57.29578f + FE_CAMERA_SEAT_TURN,
                                            FE_CAMERA_PITCH + 8.0f, 1.0f, 0.0f});
    while (fe_camera_update(cam, 1.0f))
        ;
    fe_camera_frame_box(cam, sc->lo, sc->hi);
}

static void draw(rig *g, const eg_scene *sc, const fe_camera *cam, unsigned char *out)
{
    fe_target_bind(&g->target);
    fe_renderer_draw_items(g->r, sc, cam, g->w, g->h);
    fe_target_read(&g->target, out);
}

static void shot(rig *g, const unsigned char *px, const char *name)
{
    if (!g->shots || g->nshots >= 400)
        return;
    char path[512], err[256];
    snprintf(path, sizeof path, "%s/%03d-%dx%d-%s.png", g->shots, g->nshots++, g->w, g->h, name);
    if (!fe_write_png(path, px, g->w, g->h, err, sizeof err))
        fprintf(stderr, "%s\n", err);
}

static bool differs(const rig *g, int x, int y)
{
    if (x < 0 || y < 0 || x >= g->w || y >= g->h)
        return false;
    size_t i = ((size_t)y * (size_t)g->w + (size_t)x) * 4;
    int d = 0;
    for (int c = 0; c < 3; c++) {
        int e = abs((int)g->base[i + c] - (int)g->lit[i + c]);
        d = e > d ? e : d;
    }
    return d > 12;
}

/* Inner changed pixels: changed, and so are their four neighbours. */
static bool inner(const rig *g, int x, int y)
{
    return differs(g, x, y) && differs(g, x - 1, y) && differs(g, x + 1, y) &&
           differs(g, x, y - 1) && differs(g, x, y + 1);
}

/* The scene with every item of `id` painted magenta, drawn into
 * g->lit. */
static void draw_painted(rig *g, const eg_scene *sc, const fe_camera *cam, int32_t id)
{
    g_painted = *sc;
    for (int i = 0; i < g_painted.nitems; i++)
        if (g_painted.items[i].id == id) {
            eg_item *e = &g_painted.items[i];
            e->rgb[0] = 1.0f;
            e->rgb[1] = 0.0f;
            e->rgb[2] = 1.0f;
            e->flags &= (uint16_t)~EG_ITEM_WOOD;
        }
    draw(g, &g_painted, cam, g->lit);
}

/* The point on the table top (height y) under the centre of the changed
 * pixels; false when nothing changed. */
static bool changed_centre(const rig *g, const fe_camera *cam, float y, float out[3])
{
    double sx = 0, sy = 0;
    long n = 0;
    for (int py = 0; py < g->h; py++)
        for (int px = 0; px < g->w; px++)
            if (differs(g, px, py)) {
                sx += px;
                sy += py;
                n++;
            }
    if (n == 0)
        return false;
    return fe_items_table_point(cam, g->w, g->h, (float)(sx / (double)n),
                                (float)(sy / (double)n), y, out);
}

static const eg_item *item_of(const eg_scene *sc, int32_t id)
{
    for (int i = 0; i < sc->nitems; i++)
        if (sc->items[i].id == id)
            return &sc->items[i];
    return NULL;
}

/* The scene as the table shows it to `viewer` with `selected` chosen: the
 * game's draw, then the places the chosen piece may go to lit, as
 * table.c's build_scene lights them (interpret, and legal now). */
static void table_scene(const sx_state *s, int viewer, int32_t selected, eg_scene *sc)
{
    sx_state view;
    sx_redact(s, viewer, &view);
    memset(sc, 0, sizeof *sc);
    sx_table_draw(&view, viewer, NULL, selected, sc);
    if (selected == EG_NO_ITEM)
        return;
    static char legal[EG_MAX_LEGAL][EG_MOVE_MAX];
    int n = sx_legal_moves(&view, viewer, legal, EG_MAX_LEGAL);
    for (int i = 0; i < sc->nitems; i++) {
        eg_item *e = &sc->items[i];
        if (!(e->flags & EG_ITEM_DROP) || e->id == selected)
            continue;
        eg_pick pick = {selected, e->id};
        char move[EG_MOVE_MAX];
        if (sx_table_interpret(&view, viewer, NULL, &pick, move, NULL) != 0)
            continue;
        for (int k = 0; k < n; k++)
            if (!strcmp(legal[k], move))
                e->flags |= EG_ITEM_LIT;
    }
}

/* ---- 1. The cards. */

/* The contract's site for card position (r, c) from a seat (RULINGS.md,
 * "Seats and the cards"), written out again here. */
static int contract_site(int seat, int card)
{
    int r = (card - 1) / 3, c = (card - 1) % 3;
    switch (seat) {
    case SX_S: return r * 3 + c;
    case SX_N: return (2 - r) * 3 + (2 - c);
    case SX_W: return c * 3 + (2 - r);
    default: return (2 - c) * 3 + r;
    }
}

/* Where a point lies seen from a seat: along the seat's right and away from
 * it (the seat faces `fwd`, a unit vector on the table). */
static void seen(const float fwd[2], const float d[2], float *right, float *far)
{
    *far = d[0] * fwd[0] + d[1] * fwd[1];
    *right = d[0] * -fwd[1] + d[1] * fwd[0];
}

/* Row (0 far .. 2 near) and column (0 left .. 2 right) of an offset from
 * the middle cell, against the largest offset of the nine. */
static void cell_of(float right, float far, float most, int *row, int *col)
{
    float t = 0.5f * most;
    *col = right < -t ? 0 : right > t ? 2 : 1;
    *row = far > t ? 0 : far < -t ? 2 : 1;
}

static void check_cards(rig *g, int players)
{
    sx_params p;
    sx_params_default(&p, players);
    sx_state s;
    eg_error err = {0};
    if (sx_new_game(&p, 7, &s, &err) != SX_OK) {
        report(g, err.msg);
        return;
    }
    for (int viewer = 0; viewer < players; viewer++) {
        int seat = sx_player_seat(&s, viewer), cols[2];
        sx_player_colours(&s, viewer, cols);
        sx_state t = s;
        t.phase = SX_PHASE_BUILD;
        t.turn = (int8_t)viewer;
        memset(t.aside, 0, sizeof t.aside);
        t.aside[cols[0]][1] = 1; /* one block: the card's own sites light */
        float mark[SX_CARD_KINDS + 1][2], site_at[SX_CITY_SITES][2], fwd[2] = {0, 0};
        int lit_site[SX_CARD_KINDS + 1];
        bool ok = true;
        fe_camera cam;
        for (int k = 1; k <= SX_CARD_KINDS && ok; k++) {
            memset(t.hand[viewer], 0, sizeof t.hand[viewer]);
            t.hand[viewer][k] = 1;
            table_scene(&t, viewer, EG_NO_ITEM, &g_scene);
            pose(&cam, &g_scene);
            const eg_item *card = item_of(&g_scene, CARD_ID + k);
            if (!card) {
                report(g, "a card in the hand is not drawn");
                return;
            }
            /* The seat faces the table's middle from its card. */
            float len = hypotf(card->pos[0], card->pos[2]);
            fwd[0] = -card->pos[0] / len;
            fwd[1] = -card->pos[2] / len;
            /* The marked cell: the red pixels over the card (its face
             * projected as drawn). */
            draw(g, &g_scene, &cam, g->base);
            float top = card->pos[1] + card->size[1], c = cosf(card->yaw), sn = sinf(card->yaw);
            float quad[4][2];
            for (int q = 0; q < 4; q++) {
                float u = (q == 0 || q == 3 ? -0.5f : 0.5f) * card->size[0],
                      v = (q < 2 ? -0.5f : 0.5f) * card->size[2];
                float w[3] = {card->pos[0] + c * u + sn * v, top + FE_TABLE_Y,
                              card->pos[2] - sn * u + c * v};
                fe_camera_project(&cam, g->w, g->h, w, quad[q]);
            }
            double mx = 0, my = 0;
            long n = 0;
            for (int py = 0; py < g->h; py++)
                for (int px = 0; px < g->w; px++) {
                    bool in = true;
                    for (int q = 0; q < 4 && in; q++) {
                        const float *a = quad[q], *b = quad[(q + 1) % 4];
                        float cr = (b[0] - a[0]) * ((float)py - a[1]) -
                                   (b[1] - a[1]) * ((float)px - a[0]);
                        float cr0 = (b[0] - a[0]) * (quad[(q + 2) % 4][1] - a[1]) -
                                    (b[1] - a[1]) * (quad[(q + 2) % 4][0] - a[0]);
                        in = cr * cr0 >= 0.0f;
                    }
                    const unsigned char *px4 = g->base + ((size_t)py * (size_t)g->w + (size_t)px) * 4;
                    if (in && px4[0] > 110 && px4[0] > 2 * px4[1] && px4[0] > 2 * px4[2]) {
                        mx += px;
                        my += py;
                        n++;
                    }
                }
            float at[3];
            if (n == 0 || !fe_items_table_point(&cam, g->w, g->h, (float)(mx / (double)n),
                                                (float)(my / (double)n), top, at)) {
                char what[64];
                snprintf(what, sizeof what, "seat %c: card %d shows no marked cell",
                         sx_seat_char((sx_seat)seat), k);
                report(g, what);
                ok = false;
                break;
            }
            mark[k][0] = at[0] - card->pos[0];
            mark[k][1] = at[2] - card->pos[2];
            /* Which site the table lights for the card: interpret, city 1. */
            lit_site[k] = -1;
            sx_state view;
            sx_redact(&t, viewer, &view);
            for (int site = 0; site < SX_CITY_SITES; site++) {
                eg_pick pick = {CARD_ID + k, site};
                char move[EG_MOVE_MAX];
                if (sx_table_interpret(&view, viewer, NULL, &pick, move, NULL) == 0)
                    lit_site[k] = lit_site[k] < 0 ? site : 99;
            }
            g->checks++;
            if (lit_site[k] != contract_site(seat, k)) {
                char what[96];
                snprintf(what, sizeof what, "seat %c: card %d lights site %d, the contract says %d",
                         sx_seat_char((sx_seat)seat), k, lit_site[k], contract_site(seat, k));
                report(g, what);
            }
        }
        if (!ok)
            continue;
        /* Where each site of city 1 is drawn: its tile painted. */
        table_scene(&t, viewer, EG_NO_ITEM, &g_scene);
        pose(&cam, &g_scene);
        draw(g, &g_scene, &cam, g->base);
        char name[32];
        snprintf(name, sizeof name, "cards-%c", sx_seat_char((sx_seat)seat));
        shot(g, g->base, name);
        for (int site = 0; site < SX_CITY_SITES && ok; site++) {
            const eg_item *tile = item_of(&g_scene, site);
            float at[3];
            draw_painted(g, &g_scene, &cam, site);
            if (!tile || !changed_centre(g, &cam, tile->pos[1] + tile->size[1], at)) {
                report(g, "a site of city 1 is not drawn");
                ok = false;
                break;
            }
            site_at[site][0] = at[0];
            site_at[site][1] = at[2];
        }
        if (!ok)
            continue;
        /* Offsets from the middle cell and the middle site, seen from the
         * seat. */
        float most_card = 0, most_site = 0, cr[10], cf[10], sr[9], sf[9];
        for (int k = 1; k <= SX_CARD_KINDS; k++) {
            float d[2] = {mark[k][0] - mark[5][0], mark[k][1] - mark[5][1]};
            seen(fwd, d, &cr[k], &cf[k]);
            most_card = fmaxf(most_card, fmaxf(fabsf(cr[k]), fabsf(cf[k])));
        }
        for (int i = 0; i < SX_CITY_SITES; i++) {
            float d[2] = {site_at[i][0] - site_at[4][0], site_at[i][1] - site_at[4][1]};
            seen(fwd, d, &sr[i], &sf[i]);
            most_site = fmaxf(most_site, fmaxf(fabsf(sr[i]), fabsf(sf[i])));
        }
        for (int k = 1; k <= SX_CARD_KINDS; k++) {
            int row, col, srow = -1, scol = -1;
            cell_of(cr[k], cf[k], most_card, &row, &col);
            int site = contract_site(seat, k);
            cell_of(sr[site], sf[site], most_site, &srow, &scol);
            g->checks++;
            char what[200];
            if (row * 3 + col + 1 != k) {
                snprintf(what, sizeof what,
                         "seat %c: card %d is drawn with its mark at row %d column %d seen "
                         "from the seat (the contract: row %d column %d from the far side)",
                         sx_seat_char((sx_seat)seat), k, row + 1, col + 1, (k - 1) / 3 + 1,
                         (k - 1) % 3 + 1);
                report(g, what);
            }
            if (row != srow || col != scol) {
                snprintf(what, sizeof what,
                         "seat %c: card %d shows row %d column %d, but the site it lights is "
                         "drawn at row %d column %d of its city, seen from the seat",
                         sx_seat_char((sx_seat)seat), k, row + 1, col + 1, srow + 1, scol + 1);
                report(g, what);
            }
        }
    }
}

/* ---- 2. Every site a move may go to, pressed where it is drawn. */

/* Presses at up to ~24 inner pixels of what changed; each must pick
 * `site` by the table's press while `held` is chosen, and by its drop. */
static void press_site(rig *g, const eg_scene *sc, const fe_camera *cam, int32_t held, int site,
                       const char *where)
{
    long inner_n = 0, n = 0, bad = 0;
    for (int y = 1; y < g->h - 1; y++)
        for (int x = 1; x < g->w - 1; x++)
            inner_n += inner(g, x, y);
    g->checks++;
    if (inner_n == 0) {
        char what[200];
        snprintf(what, sizeof what, "%s: site %d:%d%d, where the move may go, is not drawn",
                 where, site / 9 + 1, site % 9 / 3 + 1, site % 3 + 1);
        report(g, what);
        return;
    }
    for (int y = 1; y < g->h - 1; y++)
        for (int x = 1; x < g->w - 1; x++) {
            if (!inner(g, x, y) || n++ % (inner_n / 24 + 1) != 0)
                continue;
            g->pressed++;
            int i = fe_items_press(sc, cam, g->w, g->h, (float)x, (float)y, held);
            int j = fe_items_pick(sc, cam, g->w, g->h, (float)x, (float)y, EG_ITEM_DROP, held);
            int32_t a = i >= 0 ? sc->items[i].id : EG_NO_ITEM,
                    b = j >= 0 ? sc->items[j].id : EG_NO_ITEM;
            if (a == site && b == site)
                continue;
            if (bad++ == 0) {
                char what[240];
                snprintf(what, sizeof what,
                         "%s: a press at (%d, %d) where site %d:%d%d is drawn picks item %d, a "
                         "drop there item %d",
                         where, x, y, site / 9 + 1, site % 9 / 3 + 1, site % 3 + 1, a, b);
                report(g, what);
            }
        }
}

/* A game of medium computer players from `seed`, played into its last
 * round until no more than `left` set-aside blocks remain to be built. */
static bool late_game(int players, uint64_t seed, int left, sx_state *s)
{
    sx_params p;
    sx_params_default(&p, players);
    eg_error err = {0};
    if (sx_new_game(&p, seed, s, &err) != SX_OK)
        return false;
    for (int k = 0; s->phase != SX_PHASE_OVER; k++) {
        if (s->phase == SX_PHASE_BUILD && s->round == s->nrounds - 1) {
            int aside = 0;
            for (int c = 0; c < SX_COLOURS; c++)
                for (int f = 1; f <= SX_MAX_FLOORS; f++)
                    aside += s->aside[c][f];
            if (aside <= left && sx_can_place(s, s->turn))
                return true;
        }
        unsigned act = sx_to_act(s);
        int pl = 0;
        while (pl < players && !(act & (1u << pl)))
            pl++;
        sx_state view;
        sx_redact(s, pl, &view);
        eg_ai_request req = {.level = SX_AI_MEDIUM, .seed = seed * 131u + (uint64_t)k};
        char move[EG_MOVE_MAX];
        if (sx_ai_choose(&view, pl, &req, move, &err) != SX_OK ||
            sx_execute(s, pl, move, NULL, &err) != SX_OK)
            return false;
    }
    return false;
}

/* A wall: the near row of every city from S built 20 floors high (blue),
 * red to play with cards 1, 4, 5, 2 and one block of each size; the sites
 * behind the wall are legal and hidden from S but for what is raised. */
static sx_state walled(void)
{
    sx_params p;
    sx_params_default(&p, 4);
    sx_state s;
    eg_error err = {0};
    sx_new_game(&p, 1, &s, &err);
    s.phase = SX_PHASE_BUILD;
    s.turn = 0;
    memset(s.aside, 0, sizeof s.aside);
    for (int f = 1; f <= SX_MAX_FLOORS; f++)
        s.aside[0][f] = 1;
    memset(s.hand[0], 0, sizeof s.hand[0]);
    s.hand[0][1] = s.hand[0][4] = s.hand[0][5] = s.hand[0][2] = 1;
    for (int city = 3; city < SX_CITIES; city++)
        for (int c = 0; c < 3; c++)
            for (int k = 0; k < 5; k++)
                sx_board_put(&s.board, 3, 4, city * 9 + 6 + c);
    return s;
}

static void check_reach(rig *g, int players, uint64_t seed, int left)
{
    sx_state s;
    if (players == 0)
        s = walled();
    else if (!late_game(players, seed, left, &s)) {
        report(g, "a late-game position could not be made");
        return;
    }
    players = s.nplayers;
    int viewer = s.turn, seat = sx_player_seat(&s, viewer);
    static char legal[EG_MAX_LEGAL][EG_MOVE_MAX];
    int n = sx_legal_moves(&s, viewer, legal, EG_MAX_LEGAL);
    /* The pieces a player may choose: each card held (click it, then a
     * site) and each kind of block set aside (drag it). */
    int32_t held[SX_CARD_KINDS + 2 * SX_MAX_FLOORS];
    int nheld = 0, cols[2], nc = sx_player_colours(&s, viewer, cols);
    for (int k = 1; k <= SX_CARD_KINDS; k++)
        if (s.hand[viewer][k])
            held[nheld++] = CARD_ID + k;
    for (int i = 0; i < nc; i++)
        for (int f = 1; f <= SX_MAX_FLOORS; f++)
            if (s.aside[cols[i]][f])
                held[nheld++] = ASIDE_ID + 10 * cols[i] + f;
    for (int h = 0; h < nheld; h++) {
        /* The sites the legal moves put this piece on. */
        bool want[SX_SITES] = {false};
        for (int m = 0; m < n; m++) {
            if (legal[m][0] < '1' || legal[m][0] > '9' || legal[m][1] < '1' || legal[m][1] > '6')
                continue;
            int k = legal[m][0] - '0', city = legal[m][1] - '1',
                colour = sx_colour_from_char(legal[m][2]), f = legal[m][3] - '0';
            bool uses = held[h] >= ASIDE_ID + 10 && held[h] < CARD_ID
                            ? held[h] == ASIDE_ID + 10 * colour + f
                            : held[h] == CARD_ID + k;
            if (uses)
                want[city * 9 + sx_card_site((sx_seat)seat, k)] = true;
        }
        table_scene(&s, viewer, held[h], &g_scene);
        fe_camera cam;
        pose(&cam, &g_scene);
        draw(g, &g_scene, &cam, g->base);
        char where[96];
        snprintf(where, sizeof where,
                 "%d players, seed %llu, last round, %d blocks left: seat %c holding %d",
                 players, (unsigned long long)seed, left, sx_seat_char((sx_seat)seat), held[h]);
        if (h == 0) {
            char name[48];
            snprintf(name, sizeof name, "reach-%dp-%llu-%d", players, (unsigned long long)seed,
                     left);
            shot(g, g->base, name);
        }
        for (int site = 0; site < SX_SITES; site++)
            if (want[site]) {
                draw_painted(g, &g_scene, &cam, site);
                press_site(g, &g_scene, &cam, held[h], site, where);
            }
    }
}

int main(void)
{
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
    if (!getenv("SDL_VIDEODRIVER"))
        SDL_setenv("SDL_VIDEODRIVER", "offscreen", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "skipped: no video: %s\n", SDL_GetError());
        return SKIP;
    }
    fe_window win;
    char err[512];
    if (!fe_window_open(&win, "six_cities_pictures", 640, 360,
                        FE_WINDOW_HIDDEN | FE_WINDOW_NO_VSYNC, err, sizeof err)) {
        fprintf(stderr, "skipped: %s\n", err);
        SDL_Quit();
        return SKIP;
    }
    char data[1024];
    fe_data_dir(data, sizeof data);
    rig g;
    memset(&g, 0, sizeof g);
    g.shots = getenv("SX_PICTURES_SHOTS");
    g.r = fe_renderer_create(data, err, sizeof err);
    if (!g.r) {
        fprintf(stderr, "no renderer: %s\n", err);
        return 1;
    }
    const char *only = getenv("SX_PICTURES_ONLY"); /* "cards" or "reach" */
    static const int sizes[][2] = {{640, 360}, {1280, 720}, {1920, 1080}};
    for (size_t si = 0; si < sizeof sizes / sizeof sizes[0]; si++) {
        g.w = sizes[si][0];
        g.h = sizes[si][1];
        char wide[16];
        snprintf(wide, sizeof wide, "%d", g.w);
        if (getenv("SX_PICTURES_WIDTHS") && !strstr(getenv("SX_PICTURES_WIDTHS"), wide))
            continue; /* SX_PICTURES_WIDTHS="1280": that size only */
        if (!fe_target_init(&g.target, g.w, g.h, 0)) {
            fprintf(stderr, "no offscreen target of %dx%d\n", g.w, g.h);
            return 1;
        }
        g.base = malloc((size_t)g.w * (size_t)g.h * 4);
        g.lit = malloc((size_t)g.w * (size_t)g.h * 4);
        if (!only || !strcmp(only, "cards")) {
            check_cards(&g, 4); /* seats S, W, N, E */
            if (g.w == 1280)
                check_cards(&g, 2); /* S and N, two colours each */
        }
        if (!only || !strcmp(only, "reach")) {
            /* Late in the last round of games of each size, a few blocks
             * left to build. */
            static const struct {
                int players, left;
                uint64_t seed;
            } games[] = {{0, 0, 0}, {4, 10, 3}, {2, 6, 4}, {4, 4, 5}, {3, 6, 6}, {2, 2, 8}};
            for (size_t k = 0; k < sizeof games / sizeof games[0]; k++)
                if (g.w == 1280 || k == 0) /* the walled position at every size */
                    check_reach(&g, games[k].players, games[k].seed, games[k].left);
        }
        free(g.base);
        free(g.lit);
        fe_target_destroy(&g.target);
    }
    printf("six_cities_pictures: %ld checks, %ld pixels pressed, %ld failed\n", g.checks,
           g.pressed, g.failed);
    fe_renderer_destroy(g.r);
    fe_window_close(&win);
    SDL_Quit();
    return g.failed || g.checks < 100 ? 1 : 0;
}
