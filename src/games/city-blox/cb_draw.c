/* SPDX-License-Identifier: MIT */
/* cb_draw.c - City Blox on the table: plates with studs, toy bricks, the
 * landscape cards with their cut-outs, the build pile, the supply box and the
 * event deck (eg_scene.h), and what a click or a drag means as a move.
 *
 * Layout: each player sits at an edge (2 players S and N; 3: S W N; 4: S W N
 * E, clockwise) with their three plates in a row, house, school, market from
 * their left, each plot's card lying between the plate and the player's edge
 * (the cut-out as dark cells, in the plate's orientation: file a on the
 * owner's left, rank 1 nearest the owner). The middle of the table, turned
 * to the viewer: the supply box (far row, a brick of each size with its
 * count), the build pile (middle row), the brick in hand (near row; R or
 * the wheel turns it while it is held or selected), the event deck.
 * Units: a stud is 0.22 (about 2.5 cm for a block of the engine is 1).
 *
 * Item ids (cb_draw.h):
 *   1000 + plot id * 64 + cell  a stud of one of the viewer's unfinished
 *                               plates (plot id = player * 3 + plot; cell =
 *                               file + 8 * rank), EG_ITEM_DROP | UNSEEN,
 *                               raised onto a first-level brick covering it
 *   2000 + i                    the brick placed[i] (a corner is three 1x1
 *                               items with this id)
 *   2100                        the brick in hand, drawn the way the player
 *                               turned it (cb_turn keeps the turn in their
 *                               cb_ui; a turned brick being mended keeps its
 *                               id 2000 + i and is drawn turned in its place)
 *   3200 + kind                 a brick of the build pile (click: take it)
 *   3300 + kind                 that size in the supply box (click: add it to
 *                               the pile, or take it as an event's gift)
 *   3400 + plot id              a plate (click another's to give them a card)
 *   3500 + plot id              a card (click your own after your action: lay it)
 *   3600                        the event deck
 *
 * A drop on a stud places the brick's lowest-file, lowest-rank stud there: on
 * the second level when it would cover a stud a first-level brick covers
 * (at every level; the only level it may go there), else on the first.
 * Buttons: Mend PLOT, Clear PLOT (1B), Lay PLOT card, End turn, Return brick,
 * Done mending, Back to supply (a selected brick while mending), Give to
 * player N, Recycle SIZES (a selected red or green brick). */
#include "cb_draw.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cb_internal.h"
#include "eg_scene.h"

static const float P = 0.22f;        /* stud pitch */
static const float PLATE_H = 0.05f;
static const float BRICK_H = 0.24f;
static const float GAP = 0.35f;      /* between plates */
/* A card beside its plate is as big as the plate, its cut-out's cells the
 * plate's studs (a child compares them cell for cell): cells of 0.17 on a
 * 1.6 card were too small to read at 1280x720. */
static const float CELL = 0.22f, CARD_W = 8.0f * 0.22f + 0.24f;
static const float LIFT = 0.18f;     /* a selected piece is shown raised */

/* Blue 1x1, orange 1x2, yellow 2x2, red 2x3, green 2x4, white corner. */
static const float KIND_RGB[CB_KINDS][3] = {
    {0.14f, 0.36f, 0.86f}, {0.96f, 0.52f, 0.08f}, {0.97f, 0.83f, 0.12f},
    {0.82f, 0.12f, 0.10f}, {0.12f, 0.58f, 0.20f}, {0.96f, 0.96f, 0.94f}};
/* House green, school yellow, supermarket brown (RULINGS.md). */
static const float CARD_RGB[CB_CARD_KINDS][3] = {
    {0.62f, 0.84f, 0.55f}, {0.98f, 0.88f, 0.50f}, {0.80f, 0.62f, 0.42f}};
/* The event deck's backs, and a drawn event card's face. */
static const float DECK_RGB[3] = {0.25f, 0.30f, 0.62f};
static const float EVENT_RGB[3] = {0.97f, 0.93f, 0.80f};
static const float PLATE_RGB[3] = {0.46f, 0.50f, 0.47f};

/* Slide keys (eg_item.key): a brick on a plot is the same piece across
 * moves where it stands (plot, level, stud), whatever its index in
 * placed[]; a drawn event card is the deck's top card it was. */
enum { KEY_BRICK = 1, KEY_EVENT = 4096 };
static const float PLATE_DONE_RGB[3] = {0.70f, 0.70f, 0.68f};

/* ---- Where things are: a seat's frame (u to the player's right, v toward
 * the player), turned into the table's x, z. */

typedef struct {
    float yaw, c, s;
} frame;

static float seat_yaw(int player, int nplayers)
{
    static const float YAW[4] = {0.0f, -1.5707963f, 3.1415927f, 1.5707963f};
    if (nplayers == 2)
        return player == 0 ? 0.0f : YAW[2];
    return YAW[player & 3];
}

static frame frame_of(float yaw) { return (frame){yaw, cosf(yaw), sinf(yaw)}; }

static void place_at(eg_item *it, frame f, float u, float v, float y)
{
    it->pos[0] = f.c * u + f.s * v;
    it->pos[1] = y;
    it->pos[2] = -f.s * u + f.c * v;
    it->yaw = f.yaw;
}

static float inner_of(int nplayers) { return nplayers <= 2 ? 2.1f : 3.2f; }

/* The centre of plot q's plate in its owner's frame. */
static void plate_centre(int nplayers, int q, float *u, float *v)
{
    *u = ((float)q - 1.0f) * (8.0f * P + GAP);
    *v = inner_of(nplayers) + 4.0f * P;
}

/* A stud's centre in its owner's frame. */
static void stud_uv(int nplayers, int q, int cell, float *u, float *v)
{
    float pu, pv;
    plate_centre(nplayers, q, &pu, &pv);
    *u = pu + ((float)(cell % CB_SIDE) - 3.5f) * P;
    *v = pv - ((float)(cell / CB_SIDE) - 3.5f) * P;
}

/* snprintf that may cut a long text short (labels, the HUD). */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static void put(char *out, size_t outsz, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(out, outsz, fmt, ap);
    va_end(ap);
}

static void set_rgb(eg_item *it, const float rgb[3]) { memcpy(it->rgb, rgb, sizeof it->rgb); }

/* ---- Bricks. */

/* The box of a shape's studs at a1: files and ranks. */
static void shape_box(int shape, int *w, int *d)
{
    uint64_t m = cb_shape_mask_a1(shape);
    *w = *d = 0;
    for (int c = 0; c < CB_CELLS; c++)
        if (m & cb_bit(c)) {
            if (c % CB_SIDE + 1 > *w)
                *w = c % CB_SIDE + 1;
            if (c / CB_SIDE + 1 > *d)
                *d = c / CB_SIDE + 1;
        }
}

/* The shapes of a size in the order a quarter turn clockwise (seen from
 * above) visits them: 1x2 -> 2x1, and a corner's missing stud sw -> nw ->
 * ne -> se. Returns how many (1: the size does not turn). */
static int turns_of(int kind, int out[4])
{
    static const int8_t TURNS[CB_KINDS][4] = {
        {CB_S_1X1, -1, -1, -1},        {CB_S_1X2, CB_S_2X1, -1, -1},
        {CB_S_2X2, -1, -1, -1},        {CB_S_2X3, CB_S_3X2, -1, -1},
        {CB_S_2X4, CB_S_4X2, -1, -1},  {CB_S_LSW, CB_S_LNW, CB_S_LNE, CB_S_LSE}};
    int n = 0;
    while (n < 4 && TURNS[kind][n] >= 0) {
        out[n] = TURNS[kind][n];
        n++;
    }
    return n;
}

/* `shape` turned by `by` quarter turns (negative: the other way). */
static int turned(int shape, int by)
{
    int shapes[4], n = turns_of(cb_shape_kind(shape), shapes), at = 0;
    while (at < n && shapes[at] != shape)
        at++;
    return shapes[(((at + by) % n) + n) % n];
}

/* Quarter turns from `from` to `to` (same size), 0..3. */
static int turns_between(int from, int to)
{
    for (int k = 0; k < 4; k++)
        if (turned(from, k) == to)
            return k;
    return -1;
}

/* The studs a plot's first-level bricks cover, brick `skip` (one being
 * moved while mending) aside: what a dropped brick would stand on. */
static uint64_t first_level_under(const cb_state *s, int pid, int skip)
{
    uint64_t m = 0;
    for (int i = 0; i < s->nplaced; i++)
        if (i != skip && s->placed[i].plot == pid && s->placed[i].b.level == 1)
            m |= cb_brick_mask(s->placed[i].b);
    return m;
}

/* A brick of `shape` whose a1-corner stud is centred at (u, v) of frame f
 * (files along +u, ranks along -v), bottom at y. A corner is three 1x1. */
static void add_brick(eg_scene *sc, frame f, int shape, float u, float v, float y, int32_t id,
                      unsigned flags)
{
    const float *rgb = KIND_RGB[cb_shape_kind(shape)];
    if (cb_shape_kind(shape) == CB_CORNER) {
        uint64_t m = cb_shape_mask_a1(shape);
        for (int c = 0; c < CB_CELLS; c++) {
            if (!(m & cb_bit(c)))
                continue;
            eg_item *it = eg_scene_add(sc, EG_SHAPE_BRICK, id);
            if (!it)
                return;
            place_at(it, f, u + (float)(c % CB_SIDE) * P, v - (float)(c / CB_SIDE) * P, y);
            it->size[0] = it->size[2] = P * 0.98f;
            it->size[1] = BRICK_H;
            it->studs[0] = it->studs[1] = 1;
            set_rgb(it, rgb);
            it->flags = (uint16_t)flags;
        }
        return;
    }
    int w, d;
    shape_box(shape, &w, &d);
    eg_item *it = eg_scene_add(sc, EG_SHAPE_BRICK, id);
    if (!it)
        return;
    place_at(it, f, u + (float)(w - 1) * 0.5f * P, v - (float)(d - 1) * 0.5f * P, y);
    it->size[0] = (float)w * P - 0.01f;
    it->size[2] = (float)d * P - 0.01f;
    it->size[1] = BRICK_H;
    it->studs[0] = (uint8_t)w;
    it->studs[1] = (uint8_t)d;
    set_rgb(it, rgb);
    it->flags = (uint16_t)flags;
}

/* ---- What the viewer may do now. */

typedef struct {
    const cb_state *s;
    int viewer;
    int actor;          /* who decides now (EG_NO_PLAYER: nobody) */
    cb_decision d;
    const cb_task *task;  /* the front task when d == CB_D_TASK */
    bool mine;          /* the viewer decides now */
    int32_t selected;
    int sel_brick;      /* the placed brick selected, -1 */
    const cb_ui *ui;    /* how the viewer turned what they hold (NULL: nothing) */
} ctx;

static ctx ctx_of(const cb_state *s, int viewer, int32_t selected, const void *ui)
{
    ctx c = {s, viewer, EG_NO_PLAYER, CB_D_NONE, NULL, false, selected, -1, ui};
    c.d = cb_decision_now(s, &c.actor);
    c.task = c.d == CB_D_TASK ? &s->tasks[0] : NULL;
    c.mine = c.actor != EG_NO_PLAYER && c.actor == viewer;
    if (selected >= CB_ID_BRICK && selected < CB_ID_BRICK + s->nplaced)
        c.sel_brick = selected - CB_ID_BRICK;
    return c;
}

static bool task_is(const ctx *c, int kind) { return c->mine && c->task && c->task->kind == kind; }

static int turns_of(int kind, int out[4]);

/* The brick in hand (a place task) as the viewer turned it: its size's
 * first turn unless the ui turned a brick of that size. -1: no brick in hand. */
static int hand_shape(const ctx *c)
{
    if (!c->task || c->task->kind != CB_T_PLACE)
        return -1;
    int kind = c->task->arg, shapes[4];
    turns_of(kind, shapes);
    if (c->ui && c->ui->hand >= 1 && c->ui->hand <= CB_SHAPES &&
        cb_shape_kind(c->ui->hand - 1) == kind)
        return c->ui->hand - 1;
    return shapes[0];
}

/* Placed brick i as the viewer turned it while mending (its own shape
 * unless the ui turned it). */
static int brick_shape(const ctx *c, int i)
{
    int own = c->s->placed[i].b.shape;
    const cb_ui *u = c->ui;
    if (c->d == CB_D_MEND && u && u->mend == i + 1 && u->mend_shape >= 0 &&
        u->mend_shape < CB_SHAPES && cb_shape_kind(u->mend_shape) == cb_shape_kind(own))
        return u->mend_shape;
    return own;
}

/* The sizes Recycle may give for a brick of kind big: the trios (or fewer,
 * when the supply runs short) in a fixed order, as bit sets; returns count. */
static int recycle_sets(const cb_state *s, int big, unsigned out[20])
{
    unsigned avail = 0;
    for (int k = 0; k < CB_KINDS; k++)
        if (cb_kind_studs(k) < cb_kind_studs(big) && s->supply[k] > 0)
            avail |= 1u << k;
    int want = __builtin_popcount(avail) < 3 ? __builtin_popcount(avail) : 3, n = 0;
    /* Bigger bricks first: the most studs for the brick given up. */
    for (int studs = 24; studs >= 0; studs--)
        for (unsigned set = 0; set < (1u << CB_KINDS); set++) {
            if ((set & ~avail) || __builtin_popcount(set) != want)
                continue;
            int t = 0;
            for (int k = 0; k < CB_KINDS; k++)
                t += (set >> k & 1u) ? cb_kind_studs(k) : 0;
            if (t == studs && n < 20)
                out[n++] = set;
        }
    return n;
}

static void sizes_text(unsigned set, char sep, char *out, size_t outsz)
{
    size_t n = 0;
    out[0] = '\0';
    for (int k = 0; k < CB_KINDS; k++)
        if (set & (1u << k)) {
            int w = snprintf(out + n, outsz - n, "%s%s", n ? (sep == ',' ? "," : " ") : "",
                             cb_kind_name(k));
            if (w < 0 || (size_t)w >= outsz - n)
                return;
            n += (size_t)w;
        }
}

static void add_button(eg_scene *sc, const char *label, const char *move)
{
    if (sc->nbuttons >= EG_SCENE_MAX_BUTTONS)
        return;
    eg_button *b = &sc->buttons[sc->nbuttons++];
    snprintf(b->label, sizeof b->label, "%s", label);
    snprintf(b->move, sizeof b->move, "%s", move);
    b->enabled = true;
}

/* ---- The plots. */

static void draw_card(eg_scene *sc, const ctx *c, int pl, int q, bool laid);
static void draw_faults(eg_scene *sc, const cb_state *s, frame f, int pl, int q, uint64_t cut);

static void draw_plot(eg_scene *sc, const ctx *c, int pl, int q)
{
    const cb_state *s = c->s;
    int np = s->p.nplayers, pid = cb_plot_id(pl, q);
    frame f = frame_of(seat_yaw(pl, np));
    bool unfinished = cb_plot_unfinished(s, pl, q);
    float pu, pv;
    plate_centre(np, q, &pu, &pv);

    eg_item *it = eg_scene_add(sc, EG_SHAPE_BRICK, CB_ID_PLATE + pid);
    if (!it)
        return;
    place_at(it, f, pu, pv, 0.0f);
    it->size[0] = it->size[2] = 8.0f * P;
    it->size[1] = PLATE_H;
    it->studs[0] = it->studs[1] = 8;
    set_rgb(it, (s->cleared[pl] >> q & 1u) ? PLATE_DONE_RGB : PLATE_RGB);
    it->flags = EG_ITEM_KEEP_CLEAR; /* every player's: the window's panels keep off it */
    if (task_is(c, CB_T_GIVE) && pl != c->viewer && cb_player_active(s, pl))
        it->flags |= EG_ITEM_PICK;

    uint64_t cover1 = cb_plot_cover(s, pl, q, 1);
    /* A card laid that did not fit lies on the plot until a brick is paid
     * for it, showing what is wrong: its bricks outside the cut-out glow.
     * With Help the same, for free, until the next move (s->look). */
    uint64_t cut = cb_cards[s->card[pl][q]].cutout;
    bool paying = s->look == pid;
    for (int k = 0; k < s->ntasks; k++)
        paying |= s->tasks[k].kind == CB_T_PAY && s->tasks[k].player == pl && s->tasks[k].arg == q;
    /* The bricks, first level first (placed[] keeps placing order). */
    for (int i = 0; i < s->nplaced; i++) {
        if (s->placed[i].plot != pid)
            continue;
        cb_brick b = s->placed[i].b;
        float u, v;
        stud_uv(np, q, b.cell, &u, &v);
        float y = PLATE_H + (b.level == 2 ? BRICK_H : 0.0f);
        unsigned flags = 0;
        if (pl == c->viewer && unfinished)
            flags |= EG_ITEM_PICK;
        if (task_is(c, CB_T_SWAP) && pl != c->viewer && unfinished)
            flags |= EG_ITEM_DROP;
        if (paying && (cb_brick_mask(b) & ~cut))
            flags |= EG_ITEM_LIT;
        int shape = b.shape;
        int32_t id = CB_ID_BRICK + i;
        if (c->sel_brick == i) {
            y += LIFT;
            shape = brick_shape(c, i); /* turned (R, the wheel) while mending */
        }
        int first = sc->nitems;
        add_brick(sc, f, shape, u, v, y, id, flags | EG_ITEM_SLIDES);
        for (int k = first; k < sc->nitems; k++)
            sc->items[k].key = KEY_BRICK + pid * 2 * CB_CELLS + (b.level - 1) * CB_CELLS + b.cell;
    }

    /* Drop targets: the viewer's studs, raised into the top of first-level
     * bricks (a drop there goes on the second level, at every level),
     * just under its face, so that a press on the brick still picks the
     * brick (to pay it, mend it) and only a drop finds the stud. */
    if (pl == c->viewer && unfinished)
        for (int cell = 0; cell < CB_CELLS; cell++) {
            eg_item *st = eg_scene_add(sc, EG_SHAPE_BLOCK, CB_ID_STUD + pid * CB_CELLS + cell);
            if (!st)
                return;
            float u, v;
            stud_uv(np, q, cell, &u, &v);
            place_at(st, f, u, v, PLATE_H + ((cover1 >> cell & 1u) ? BRICK_H - 0.09f : 0.0f));
            st->size[0] = st->size[2] = P * 0.96f;
            st->size[1] = 0.08f;
            st->flags = EG_ITEM_DROP | EG_ITEM_UNSEEN;
            /* Drawn only when lit (a lesson's note, a hint): a pale stud. */
            st->rgb[0] = 1.0f, st->rgb[1] = 0.95f, st->rgb[2] = 0.55f;
        }

    /* Help: the cut-out as ghost cells over the plate, where still bare. */
    if (pl == c->viewer && unfinished && (s->p.help >> pl & 1u)) {
        uint64_t bare = cut & ~cb_plot_cover(s, pl, q, 0);
        for (int cell = 0; cell < CB_CELLS; cell++) {
            if (!(bare >> cell & 1u))
                continue;
            eg_item *g = eg_scene_add(sc, EG_SHAPE_BLOCK, EG_NO_ITEM);
            if (!g)
                return;
            float u, v;
            stud_uv(np, q, cell, &u, &v);
            place_at(g, f, u, v, PLATE_H);
            g->size[0] = g->size[2] = P * 0.9f;
            g->size[1] = 0.07f;
            g->rgb[0] = 1.0f, g->rgb[1] = 0.95f, g->rgb[2] = 0.55f;
            g->flags = EG_ITEM_GHOST | EG_ITEM_NO_SHADOW;
        }
    }

    draw_card(sc, c, pl, q, !unfinished || paying);
    if (paying)
        draw_faults(sc, s, f, pl, q, cut);
}

/* What is wrong with a plot whose card did not fit: each bare stud of the
 * cut-out and each stud covered outside it gets a red mark on top (the
 * bricks outside glow too, draw_plot). */
static void draw_faults(eg_scene *sc, const cb_state *s, frame f, int pl, int q, uint64_t cut)
{
    int np = s->p.nplayers;
    uint64_t cover = cb_plot_cover(s, pl, q, 0), cover2 = cb_plot_cover(s, pl, q, 2);
    uint64_t wrong = (cut & ~cover) | (cover & ~cut);
    for (int cell = 0; cell < CB_CELLS; cell++) {
        if (!(wrong >> cell & 1u))
            continue;
        bool bare = cut >> cell & 1u;
        int height = bare ? 0 : (cover2 >> cell & 1u) ? 2 : 1;
        eg_item *m = eg_scene_add(sc, bare ? EG_SHAPE_BLOCK : EG_SHAPE_COIN, EG_NO_ITEM);
        if (!m)
            return;
        float u, v;
        stud_uv(np, q, cell, &u, &v);
        place_at(m, f, u, v, PLATE_H + (float)height * BRICK_H + (bare ? 0.03f : 0.06f));
        m->size[0] = m->size[2] = P * (bare ? 0.8f : 0.6f);
        m->size[1] = 0.05f;
        m->rgb[0] = 0.92f, m->rgb[1] = 0.12f, m->rgb[2] = 0.08f;
        m->flags = EG_ITEM_LIT | EG_ITEM_NO_SHADOW;
    }
}

/* A plot's card, with its cut-out as dark cells: beside the plate, between
 * it and its owner, or laid on it (a complete plot; a lay that did not fit,
 * until it is paid for). The card slides when it is laid or taken back. */
static void draw_card(eg_scene *sc, const ctx *c, int pl, int q, bool laid)
{
    const cb_state *s = c->s;
    int np = s->p.nplayers, pid = cb_plot_id(pl, q);
    frame f = frame_of(seat_yaw(pl, np));
    bool unfinished = cb_plot_unfinished(s, pl, q);
    uint64_t cut = cb_cards[s->card[pl][q]].cutout;
    float pu, pv;
    plate_centre(np, q, &pu, &pv);
    const cb_card *card = &cb_cards[s->card[pl][q]];
    /* Beside the plate: the plate's size and a border, cells as its studs;
     * on it: over the whole plate, each cell over its stud. */
    float cv = laid ? pv : pv + 4.0f * P + 0.2f + CARD_W * 0.5f;
    float w = laid ? 8.0f * P + 0.06f : CARD_W, cell_w = laid ? P : CELL;
    float y = laid ? PLATE_H + 0.045f : 0.0f; /* over the plate's studs */
    eg_item *cd = eg_scene_add(sc, EG_SHAPE_CARD, CB_ID_CARD + pid);
    if (!cd)
        return;
    place_at(cd, f, pu, cv, y);
    cd->size[0] = cd->size[2] = w;
    cd->size[1] = 0.02f;
    cd->flags = EG_ITEM_SLIDES | EG_ITEM_KEEP_CLEAR;
    set_rgb(cd, CARD_RGB[card->kind % CB_CARD_KINDS]);
    if (c->mine && c->d == CB_D_LAY && pl == c->viewer && unfinished && !(s->looked >> q & 1u))
        cd->flags |= EG_ITEM_PICK;
    if (!unfinished) {
        snprintf(cd->label, sizeof cd->label, "DONE");
        cd->label_rgb[0] = 0.05f, cd->label_rgb[1] = 0.45f, cd->label_rgb[2] = 0.1f;
    }
    for (int cell = 0; cell < CB_CELLS; cell++) {
        if (!(cut >> cell & 1u))
            continue;
        eg_item *t = eg_scene_add(sc, EG_SHAPE_BLOCK, CB_ID_CARD + pid);
        if (!t)
            return;
        place_at(t, f, pu + ((float)(cell % CB_SIDE) - 3.5f) * cell_w,
                 cv - ((float)(cell / CB_SIDE) - 3.5f) * cell_w, y + 0.02f);
        t->size[0] = t->size[2] = cell_w * 0.92f;
        t->size[1] = 0.012f;
        t->rgb[0] = 0.16f, t->rgb[1] = 0.13f, t->rgb[2] = 0.12f;
        t->flags = EG_ITEM_NO_SHADOW | EG_ITEM_SLIDES | (cd->flags & EG_ITEM_PICK);
    }
}

/* Where a brick of `shape` held now may usefully go on the viewer's plots:
 * a marker on each stud where its a1-corner may be dropped with the whole
 * brick inside the card's cut-out (a brick outside it can never be part of
 * a complete plot). The studs themselves are not drawn, so the table's own
 * lighting of legal targets is unseen; markers on every legal stud covered
 * the plates and said nothing. */
static void draw_spots(eg_scene *sc, const ctx *c, int shape, int skip, int only_plot)
{
    const cb_state *s = c->s;
    int pl = c->viewer, np = s->p.nplayers;
    frame f = frame_of(seat_yaw(pl, np));
    for (int q = 0; q < CB_PLOTS; q++) {
        if (!cb_plot_unfinished(s, pl, q) || (only_plot >= 0 && q != only_plot))
            continue;
        uint64_t cover1 = first_level_under(s, cb_plot_id(pl, q), skip);
        uint64_t cut = cb_cards[s->card[pl][q]].cutout;
        for (int cell = 0; cell < CB_CELLS; cell++) {
            cb_brick b = {(uint8_t)shape, (uint8_t)cell, 1};
            uint64_t studs = cb_brick_mask(b);
            int lv = (studs & cover1) ? 2 : 1; /* as drop_brick decides */
            b.level = (uint8_t)lv;
            if (studs == 0 || (studs & ~cut) ||
                cb_placement_check(s, cb_plot_id(pl, q), b, skip, "", NULL) != CB_OK)
                continue;
            eg_item *m = eg_scene_add(sc, EG_SHAPE_COIN, EG_NO_ITEM);
            if (!m)
                return;
            float u, v;
            stud_uv(np, q, cell, &u, &v);
            place_at(m, f, u, v, PLATE_H + (lv == 2 ? BRICK_H : 0.0f) + 0.045f);
            m->size[0] = m->size[2] = P * 0.85f;
            m->size[1] = 0.07f;
            set_rgb(m, KIND_RGB[cb_shape_kind(shape)]);
            m->flags = EG_ITEM_LIT | EG_ITEM_NO_SHADOW;
        }
    }
}

/* ---- The middle of the table, turned to the viewer. */

static void draw_events(eg_scene *sc, const ctx *c, frame f);

/* An event's name as short as its card can print it. */
static const char *event_short(int ev)
{
    static const char *const NAME[CB_EVENTS] = {
        "Faulty", "Leakage", "Birthday", "Double up", "Approved", "Lunch break",
        "Exchange", "Recycle", "Grant", "Thunderstorm", "Donation", "Hurricane"};
    return ev >= 0 && ev < CB_EVENTS ? NAME[ev] : "?";
}

static void draw_middle(eg_scene *sc, const ctx *c, frame f)
{
    const cb_state *s = c->s;
    /* The supply box: a tray with one brick of each size and its count. */
    eg_item *tray = eg_scene_add(sc, EG_SHAPE_BLOCK, EG_NO_ITEM);
    if (tray) {
        place_at(tray, f, -0.42f, -1.16f, 0.0f); /* deep enough for the back row of counts */
        tray->size[0] = 5.3f;
        tray->size[2] = 1.37f;
        tray->size[1] = 0.04f;
        tray->rgb[0] = 0.55f, tray->rgb[1] = 0.40f, tray->rgb[2] = 0.26f;
        tray->flags = EG_ITEM_WOOD;
    }
    static const int SAMPLE[CB_KINDS] = {CB_S_1X1, CB_S_1X2, CB_S_2X2, CB_S_2X3, CB_S_2X4,
                                         CB_S_LSW};
    bool pick_supply = c->mine && (c->d == CB_D_SELECT || task_is(c, CB_T_GAIN));
    for (int k = 0; k < CB_KINDS; k++) {
        int w, d;
        shape_box(SAMPLE[k], &w, &d);
        float u = -2.55f + (float)k * 0.85f - (float)(w - 1) * 0.5f * P;
        float v = -1.05f + (float)(d - 1) * 0.5f * P;
        int first = sc->nitems;
        if (s->supply[k]) /* bricks come from here and go back here */
            add_brick(sc, f, SAMPLE[k], u, v, 0.04f, CB_ID_SUPPLY + k,
                      EG_ITEM_STOCK | (pick_supply ? EG_ITEM_PICK : 0));
        /* The count, on a little tag behind it (1x1, 2x2, 2x4) or in front
         * (the others): two rows, so that neighbours' counts never meet
         * and none is left out (a size's count in one row beside the
         * next's was, at 1920x1080 in the lesson); printed light on a dark
         * backing, it reads over the pile's bricks in front of it. */
        eg_item *tag = eg_scene_add(sc, EG_SHAPE_BLOCK, s->supply[k] ? CB_ID_SUPPLY + k : EG_NO_ITEM);
        if (!tag)
            return;
        place_at(tag, f, -2.55f + (float)k * 0.85f, k % 2 ? -0.4f : -1.7f, 0.04f);
        tag->size[0] = 0.5f;
        tag->size[2] = 0.22f;
        tag->size[1] = 0.01f;
        tag->rgb[0] = tag->rgb[1] = tag->rgb[2] = 0.95f;
        tag->flags = EG_ITEM_NO_SHADOW | EG_ITEM_LABEL_BACKED |
                     (pick_supply && s->supply[k] ? EG_ITEM_PICK : 0);
        snprintf(tag->label, sizeof tag->label, "%d", s->supply[k]);
        tag->label_rgb[0] = tag->label_rgb[1] = tag->label_rgb[2] = 0.97f;
        (void)first;
    }
    /* The build pile. */
    int npile = 0;
    for (int k = 0; k < CB_KINDS; k++)
        npile += s->pile[k] > 0;
    float u = -0.5f * (float)(npile - 1) * 0.9f;
    bool pick_pile = c->mine && c->d == CB_D_PICK;
    for (int k = 0; k < CB_KINDS; k++) {
        if (!s->pile[k])
            continue;
        int w, d;
        shape_box(SAMPLE[k], &w, &d);
        float y = 0.0f + (c->selected == CB_ID_PILE + k ? LIFT : 0.0f);
        for (int n = 0; n < s->pile[k]; n++) /* more than one: a little stack */
            add_brick(sc, f, SAMPLE[k], u - (float)(w - 1) * 0.5f * P,
                      (float)(d - 1) * 0.5f * P, y + (float)n * BRICK_H, CB_ID_PILE + k,
                      EG_ITEM_SLIDES | (pick_pile ? EG_ITEM_PICK : 0));
        u += 0.9f;
    }
    draw_events(sc, c, f);
}

/* The event deck, face down, and the card drawn last, face up beside it
 * with its name. A card drawn slides there from the top of the deck: the
 * top card's key is the one the next card drawn will have (cards left after
 * that draw; the deck is shuffled again when empty). */
static void draw_events(eg_scene *sc, const ctx *c, frame f)
{
    const cb_state *s = c->s;
    int left = __builtin_popcount(s->deck_left); /* a bit per card not drawn */
    float h = 0.02f + 0.012f * (float)left;
    eg_item *deck = eg_scene_add(sc, EG_SHAPE_BLOCK, CB_ID_DECK);
    if (!deck)
        return;
    place_at(deck, f, 2.65f, -1.05f, 0.0f);
    deck->size[0] = 0.62f;
    deck->size[2] = 0.85f;
    deck->size[1] = h;
    set_rgb(deck, DECK_RGB);
    /* The count alone, like the brick piles': "events 12" was wider than
     * the deck and ran over the pile beside it. */
    snprintf(deck->label, sizeof deck->label, "%d", left);
    deck->label_rgb[0] = deck->label_rgb[1] = deck->label_rgb[2] = 0.97f;
    eg_item *top = eg_scene_add(sc, EG_SHAPE_CARD, CB_ID_EVENT);
    if (top) {
        place_at(top, f, 2.65f, -1.05f, h);
        top->size[0] = 0.6f;
        top->size[2] = 0.83f;
        top->size[1] = 0.01f;
        set_rgb(top, DECK_RGB);
        top->flags = EG_ITEM_SLIDES | EG_ITEM_NO_SHADOW;
        top->key = KEY_EVENT + (left > 0 ? left - 1 : CB_EVENTS - 1);
    }
    if (s->last_event < 0)
        return;
    eg_item *card = eg_scene_add(sc, EG_SHAPE_CARD, CB_ID_EVENT);
    if (!card)
        return;
    place_at(card, f, 2.65f, 0.2f, 0.0f);
    card->size[0] = 0.6f;
    card->size[2] = 0.83f;
    card->size[1] = 0.01f;
    set_rgb(card, EVENT_RGB);
    card->flags = EG_ITEM_SLIDES | EG_ITEM_KEEP_CLEAR;
    card->key = KEY_EVENT + left;
    snprintf(card->label, sizeof card->label, "%s", event_short(s->last_event));
    card->label_rgb[0] = 0.15f, card->label_rgb[1] = 0.12f, card->label_rgb[2] = 0.35f;
}

/* The brick in hand (a place task), nearest the viewer, turned the way the
 * player turned it (R, the wheel: cb_turn, kept in their cb_ui). */
static void draw_hand(eg_scene *sc, const ctx *c, frame f)
{
    int shape = hand_shape(c);
    if (shape < 0)
        return;
    bool held = c->selected == CB_ID_HAND;
    /* A pale mat under it, apart from the pile, with a tag saying so. */
    eg_item *mat = eg_scene_add(sc, EG_SHAPE_BLOCK, EG_NO_ITEM);
    if (mat) {
        place_at(mat, f, 0.0f, 1.05f, 0.0f);
        mat->size[0] = 1.15f;
        mat->size[2] = 1.0f;
        mat->size[1] = 0.012f;
        mat->rgb[0] = 0.92f, mat->rgb[1] = 0.90f, mat->rgb[2] = 0.84f;
        mat->flags = EG_ITEM_NO_SHADOW;
    }
    eg_item *tag = eg_scene_add(sc, EG_SHAPE_BLOCK, EG_NO_ITEM);
    if (tag) {
        place_at(tag, f, 1.3f, 1.05f, 0.0f);
        tag->size[0] = tag->size[2] = 0.01f;
        tag->size[1] = 0.01f;
        tag->flags = EG_ITEM_NO_SHADOW;
        snprintf(tag->label, sizeof tag->label, "%s", "in hand");
        tag->label_rgb[0] = tag->label_rgb[1] = tag->label_rgb[2] = 0.97f;
    }
    int w, d;
    shape_box(shape, &w, &d);
    add_brick(sc, f, shape, -(float)(w - 1) * 0.5f * P, 1.05f + (float)(d - 1) * 0.5f * P,
              held ? LIFT : 0.0f, CB_ID_HAND,
              EG_ITEM_SLIDES | (c->mine ? EG_ITEM_PICK : 0));
}

/* ---- Words and buttons. */

static const char *who(const cb_state *s, int p, char buf[16])
{
    (void)s;
    put(buf, 16, "Player %d", p + 1);
    return buf;
}

/* What an event card does, said before anyone has done it. */
static const char *event_meaning(int ev)
{
    static const char *const WHAT[CB_EVENTS] = {
        "everyone returns a yellow 2x2",
        "the drawer returns a brick",
        "the drawer takes a brick from the supply",
        "another player takes an extra brick after the next round's picks",
        "the drawer takes a brick from the supply",
        "another player misses the next round",
        "the drawer swaps a brick for another player's",
        "a red or green brick is traded for three smaller ones",
        "everyone takes a brick from the supply",
        "another player returns a brick",
        "another player takes a brick from the supply",
        "everyone returns a brick"};
    return ev >= 0 && ev < CB_EVENTS ? WHAT[ev] : "?";
}

/* The last event card and what it did to whom, from the state's record of
 * it (cb_effect): "Thunderstorm (Player 1's card, given to Player 2): Player
 * 2 returned a yellow 2x2 from the school plot." Until anyone has done
 * anything, what it does. */
static void event_words(const cb_state *s, char *out, size_t outsz)
{
    size_t n = 0;
    char name[16];
    int w = snprintf(out, outsz, "Event: %s (Player %d's card", cb_event_name(s->last_event),
                     s->last_drawer + 1);
    if (w > 0)
        n += (size_t)w;
    if (s->last_target >= 0 && n < outsz)
        n += (size_t)snprintf(out + n, outsz - n, ", given to Player %d", s->last_target + 1);
    if (n < outsz)
        n += (size_t)snprintf(out + n, outsz - n, "):");
    int said = 0;
    for (int p = 0; p < s->p.nplayers && n < outsz; p++) {
        const cb_effect *e = &s->effect[p];
        char what[96], sizes[24];
        if (e->what != CB_FX_NONE && e->what != CB_FX_GAINED && e->what != CB_FX_NO_BRICK)
            cb_plot_name(s, p, e->plot % CB_PLOTS, name);
        switch (e->what) {
        case CB_FX_LOST:
            put(what, sizeof what, "returned a %s %s from the %s plot", cb_kind_colour(e->kind),
                cb_kind_word(e->kind), name);
            break;
        case CB_FX_GAINED:
            put(what, sizeof what, "took a %s %s from the supply", cb_kind_colour(e->kind),
                cb_kind_word(e->kind));
            break;
        case CB_FX_NO_BRICK:
            put(what, sizeof what, "had no %s to return",
                s->last_event == CB_EV_FAULTY ? "yellow 2x2" : "brick");
            break;
        case CB_FX_LUNCH: put(what, sizeof what, "misses the next round"); break;
        case CB_FX_DOUBLE:
            put(what, sizeof what, "takes an extra brick after the next round's picks");
            break;
        case CB_FX_SWAPPED:
            if (p != s->last_drawer)
                continue; /* said once, by the drawer */
            put(what, sizeof what, "gave a %s %s from the %s plot for Player %d's %s %s",
                cb_kind_colour(e->kind), cb_kind_word(e->kind), name, s->last_target + 1,
                cb_kind_colour(e->got), cb_kind_word(e->got));
            break;
        case CB_FX_RECYCLED:
            sizes_text(e->got, ',', sizes, sizeof sizes);
            put(what, sizeof what, "traded a %s %s from the %s plot for %s", cb_kind_colour(e->kind),
                cb_kind_word(e->kind), name, sizes);
            break;
        default: continue;
        }
        n += (size_t)snprintf(out + n, outsz - n, "%s Player %d %s", said++ ? ";" : "", p + 1, what);
    }
    if (said == 0 && n < outsz) {
        bool waiting = false; /* someone is still to act on it */
        for (int k = 0; k < s->ntasks; k++)
            waiting |= s->tasks[k].kind != CB_T_PLACE && s->tasks[k].kind != CB_T_PAY;
        if (s->last_event == CB_EV_RECYCLE && !waiting)
            snprintf(out + n, outsz - n, " nobody has a red or green brick to trade.");
        else
            snprintf(out + n, outsz - n, " %s.", event_meaning(s->last_event));
    } else if (n < outsz) {
        snprintf(out + n, outsz - n, ".");
    }
}

static bool pile_empty(const cb_state *s)
{
    for (int k = 0; k < CB_KINDS; k++)
        if (s->pile[k])
            return false;
    return true;
}

/* Whether a Mend of the player's plot q can do something (rulings: move or
 * return bricks of one plot instead of taking one): an unfinished plot
 * with a brick on it; with the pile empty, any unfinished plot (the turn
 * is passed). */
static bool can_mend(const cb_state *s, int player, int q)
{
    cb_brick b[CB_BRICKS];
    return cb_plot_unfinished(s, player, q) && (pile_empty(s) || cb_plot_bricks(s, player, q, b));
}

static bool mends(const cb_state *s, int player)
{
    for (int q = 0; q < CB_PLOTS; q++)
        if (can_mend(s, player, q))
            return true;
    return false;
}

/* The result, with why (rulings, The end): the first to complete all
 * three plots wins; in one round, the order of that round's picks decides;
 * the safety stop ranks by plots complete, then studs left to cover. */
static void result_words(const cb_state *s, char *out, size_t outsz)
{
    char w[16], o[16];
    int win = 0;
    for (int p = 0; p < s->p.nplayers; p++)
        if (s->place[p] == 0)
            win = p;
    who(s, win, w);
    if (__builtin_popcount(s->done[win]) < CB_PLOTS) {
        put(out, outsz, "%s wins: nobody completed all three plots in %d rounds; the most plots "
            "complete wins, then the fewest studs left to cover.", w, s->round + 1);
        return;
    }
    for (int p = 0; p < s->p.nplayers; p++)
        if (p != win && s->place[p] == 1 && s->finish_turn[win] != 0xff &&
            s->finish_turn[p] != 0xff) {
            who(s, p, o);
            put(out, outsz, "%s wins: %s and %s both completed all three plots in round %d, and "
                "%s took a brick first in that round (the order of picks decides).", w, w, o,
                s->round + 1, w);
            return;
        }
    put(out, outsz, "%s wins: the first to complete all three plots.", w);
}

static void draw_words(eg_scene *sc, const ctx *c)
{
    const cb_state *s = c->s;
    char name[16], a[16];
    snprintf(sc->hud[0], sizeof sc->hud[0], "City Blox, Level %s. Round %d.",
             cb_level_name(s->p.level), s->round + 1);
    size_t n = 0;
    for (int p = 0; p < s->p.nplayers && n < sizeof sc->hud[1]; p++) {
        int w = snprintf(sc->hud[1] + n, sizeof sc->hud[1] - n, "%sPlayer %d: %d of 3 plots%s",
                         p ? ". " : "", p + 1, __builtin_popcount(s->done[p]),
                         s->place[p] == 0 ? " (wins!)" : "");
        if (w < 0)
            break;
        n += (size_t)w;
    }
    if (s->phase == CB_PH_OVER) {
        result_words(s, sc->hud[2], sizeof sc->hud[2]);
        return;
    }
    if (c->actor == EG_NO_PLAYER)
        return;
    const char *what = "";
    char buf[160];
    switch (c->d) {
    case CB_D_SELECT: what = "choose the build pile: click sizes in the supply box"; break;
    case CB_D_PICK:
        what = !pile_empty(s) ? mends(s, c->actor) ? "take a brick from the pile (click it), or "
                                                     "mend a plot (a Mend button)"
                                                   : "take a brick from the pile (click it)"
                              : "the build pile is empty: click a Mend button to pass";
        break;
    case CB_D_MEND:
        cb_plot_name(s, c->actor, s->mend_plot, name);
        snprintf(buf, sizeof buf,
                 "mend your %s: drag a brick to a new place (R or the wheel turns it), or click "
                 "it, then Back to supply; Done mending when it is right",
                 name);
        what = buf;
        break;
    case CB_D_LAY: what = "lay a card on its plot to finish it, or end the turn"; break;
    case CB_D_TASK:
        switch (c->task->kind) {
        case CB_T_PLACE:
            snprintf(buf, sizeof buf, "drag the %s %s brick onto a plate (R or the wheel turns it)",
                     cb_kind_colour(c->task->arg), cb_kind_word(c->task->arg));
            what = buf;
            break;
        case CB_T_GAIN: what = "a gift: click a size in the supply box"; break;
        case CB_T_LOSE:
            what = c->task->arg ? "return a yellow 2x2: click it" : "return a brick: click it";
            break;
        case CB_T_PAY:
            cb_plot_name(s, c->actor, c->task->arg, name);
            snprintf(buf, sizeof buf, "the %s card did not fit: click one of its bricks to return",
                     name);
            what = buf;
            break;
        case CB_T_GIVE:
            snprintf(buf, sizeof buf, "give %s to another player", cb_event_name(c->task->arg));
            what = buf;
            break;
        case CB_T_SWAP: what = "Exchange: drag one of your bricks onto another player's"; break;
        default: what = "Recycle: click a red or green brick, then choose three sizes"; break;
        }
        break;
    default: break;
    }
    /* "Your turn: ..." to the one to act alone at the screen, else "Player
     * N's turn: ..." (named by the table; several people at one screen, no
     * curtain: "Your turn" would not say whose): never both, "Your turn,
     * You: ..." in a lesson before. */
    if (c->mine && !sc->hot_seat)
        put(sc->hud[2], sizeof sc->hud[2], "Your turn: %s", what);
    else
        put(sc->hud[2], sizeof sc->hud[2], "%s's turn: %s", who(s, c->actor, a), what);
    n = 0;
    sc->hud[3][0] = '\0';
    if (s->last_event >= 0)
        event_words(s, sc->hud[3], sizeof sc->hud[3]);
    /* Why the card did not fit: the penalty's plot, or Help's look. */
    bool look = s->look >= 0 && s->look / CB_PLOTS == c->actor;
    if ((c->task && c->task->kind == CB_T_PAY) || look) {
        int q = look ? s->look % CB_PLOTS : c->task->arg;
        cb_brick b[CB_BRICKS];
        int nb = cb_plot_bricks(s, c->actor, q, b);
        cb_verdict v;
        cb_judge(cb_cards[s->card[c->actor][q]].cutout, b, nb, s->p.level,
                 cb_card_kind_of(s, c->actor, q), &v);
        cb_plot_name(s, c->actor, q, name);
        /* In words, not the judge's studs ("b2 of the cut-out"): the marks
         * show where. */
        const char *why = v.why == CB_WHY_OUTSIDE ? "a brick sticks out of the cut-out"
                          : v.why == CB_WHY_BARE  ? "part of the cut-out is not covered"
                                                  : v.reason;
        put(sc->hud[3], sizeof sc->hud[3], "The %s card: %s (marked red).%s", name, why,
            look ? " A free look with Help: nothing to pay." : "");
    }
    /* Whose turn and what to do first: the line left when the table folds
     * the status (a small window, large text). */
    char turn[sizeof sc->hud[2]];
    memcpy(turn, sc->hud[2], sizeof turn);
    memcpy(sc->hud[2], sc->hud[1], sizeof turn);
    memcpy(sc->hud[1], sc->hud[0], sizeof turn);
    memcpy(sc->hud[0], turn, sizeof turn);
}

static void draw_buttons(eg_scene *sc, const ctx *c)
{
    const cb_state *s = c->s;
    if (!c->mine)
        return;
    char name[16], label[24], move[EG_MOVE_MAX];
    int me = c->viewer;
    if (c->d == CB_D_PICK)
        for (int q = 0; q < CB_PLOTS; q++)
            if (can_mend(s, me, q)) {
                cb_plot_name(s, me, q, name);
                snprintf(label, sizeof label, "Mend %s", name);
                snprintf(move, sizeof move, "mend:%s", name);
                add_button(sc, label, move);
            }
    if ((c->d == CB_D_PICK || c->d == CB_D_SELECT) && s->p.level == CB_LEVEL_1B &&
        cb_some_size_out(s))
        for (int q = 0; q < CB_PLOTS; q++)
            if (!cb_plot_unfinished(s, me, q) && !(s->cleared[me] >> q & 1u)) {
                cb_plot_name(s, me, q, name);
                snprintf(label, sizeof label, "Clear %s", name);
                snprintf(move, sizeof move, "clear:%s", name);
                add_button(sc, label, move);
            }
    if (c->d == CB_D_LAY) {
        for (int q = 0; q < CB_PLOTS; q++)
            if (cb_plot_unfinished(s, me, q) && !(s->looked >> q & 1u)) {
                cb_plot_name(s, me, q, name);
                put(label, sizeof label, "Lay %s card", name);
                snprintf(move, sizeof move, "lay:%s", name);
                add_button(sc, label, move);
            }
        add_button(sc, "End turn", "end");
    }
    if (c->d == CB_D_MEND) {
        add_button(sc, "Done mending", "done");
        if (c->sel_brick >= 0 && s->placed[c->sel_brick].plot == cb_plot_id(me, s->mend_plot)) {
            char bt[24];
            cb_brick_format(s->placed[c->sel_brick].b, bt, sizeof bt);
            snprintf(move, sizeof move, "back:%s", bt);
            add_button(sc, "Back to supply", move);
        }
    }
    if (task_is(c, CB_T_PLACE))
        add_button(sc, "Return brick", "return");
    if (task_is(c, CB_T_GIVE))
        for (int p = 0; p < s->p.nplayers; p++)
            if (p != me && cb_player_active(s, p)) {
                snprintf(label, sizeof label, "Give to player %d", p + 1);
                snprintf(move, sizeof move, "give:%d", p + 1);
                add_button(sc, label, move);
            }
    if (task_is(c, CB_T_RECYCLE) && c->sel_brick >= 0 &&
        s->placed[c->sel_brick].plot / CB_PLOTS == me) {
        int big = cb_shape_kind(s->placed[c->sel_brick].b.shape);
        int q = s->placed[c->sel_brick].plot % CB_PLOTS;
        if (big == CB_2X3 || big == CB_2X4) {
            unsigned sets[20];
            int n = recycle_sets(s, big, sets);
            char bt[24], sz[24];
            cb_plot_name(s, me, q, name);
            cb_brick_format(s->placed[c->sel_brick].b, bt, sizeof bt);
            for (int i = 0; i < n && i < EG_SCENE_MAX_BUTTONS; i++) {
                sizes_text(sets[i], ' ', sz, sizeof sz);
                put(label, sizeof label, "Recycle %s", sz);
                sizes_text(sets[i], ',', sz, sizeof sz);
                put(move, sizeof move, "recycle:%s:%s:%s", name, bt, sz);
                add_button(sc, label, move);
            }
        }
    }
}

/* The camera frames every item drawn. */
static void frame_items(eg_scene *sc)
{
    sc->lo[0] = sc->lo[2] = 1e9f;
    sc->hi[0] = sc->hi[2] = -1e9f;
    sc->lo[1] = 0.0f;
    sc->hi[1] = 0.8f;
    for (int i = 0; i < sc->nitems; i++) {
        const eg_item *e = &sc->items[i];
        /* The footprint's corners, turned by its yaw: a card turned with
         * its seat reaches further than half its width. */
        float c = fabsf(cosf(e->yaw)), sn = fabsf(sinf(e->yaw));
        float r[3] = {0.5f * (c * e->size[0] + sn * e->size[2]), 0.0f,
                      0.5f * (sn * e->size[0] + c * e->size[2])};
        for (int a = 0; a < 3; a += 2) {
            sc->lo[a] = fminf(sc->lo[a], e->pos[a] - r[a]);
            sc->hi[a] = fmaxf(sc->hi[a], e->pos[a] + r[a]);
        }
    }
}

void cb_draw(const void *view, int viewer, const void *ui, int32_t selected, eg_scene *sc)
{
    const cb_state *s = view;
    ctx c = ctx_of(s, viewer, selected, ui);
    int np = s->p.nplayers;
    float yaw = viewer >= 0 && viewer < np ? seat_yaw(viewer, np) : 0.0f;
    for (int pl = 0; pl < np; pl++)
        for (int q = 0; q < CB_PLOTS; q++)
            draw_plot(sc, &c, pl, q);
    frame f = frame_of(yaw);
    draw_middle(sc, &c, f);
    draw_hand(sc, &c, f);
    /* Where the held brick may go. */
    if (c.mine && selected == CB_ID_HAND && hand_shape(&c) >= 0)
        draw_spots(sc, &c, hand_shape(&c), -1, -1);
    else if (c.mine && c.d == CB_D_MEND && c.sel_brick >= 0 &&
             s->placed[c.sel_brick].plot == cb_plot_id(viewer, s->mend_plot))
        draw_spots(sc, &c, brick_shape(&c, c.sel_brick), c.sel_brick, s->mend_plot);
    frame_items(sc);
    sc->seat_yaw = yaw;
    for (int pl = 0; pl < np; pl++) /* each player's edge, for the reveal */
        sc->player_yaw[pl] = seat_yaw(pl, np);
    sc->has_player_yaw = true;
    draw_words(sc, &c);
    draw_buttons(sc, &c);
}

/* ---- A pick as a move. */

static int select_only(eg_error *err) { return eg_error_set(err, CB_ERR_WRONG_STEP, 0, "%s", ""); }

static int nope(eg_error *err, const char *why)
{
    return eg_error_set(err, CB_ERR_WRONG_STEP, 0, "%s", why);
}

/* A drop of a brick of `shape` with its a1-corner on stud `id`: the brick
 * as the move names it (level from what is under it). skip: a brick being
 * moved. Returns the plot or -1. */
static int drop_brick(const cb_state *s, int player, int shape, int32_t id, int skip, cb_brick *b)
{
    if (id < CB_ID_STUD || id >= CB_ID_STUD + CB_MAX_PLAYERS * CB_PLOTS * CB_CELLS)
        return -1;
    int pid = (id - CB_ID_STUD) / CB_CELLS, cell = (id - CB_ID_STUD) % CB_CELLS;
    if (pid / CB_PLOTS != player)
        return -1;
    int q = pid % CB_PLOTS;
    *b = (cb_brick){(uint8_t)shape, (uint8_t)cell, 1};
    /* Over a first-level brick it can only be on the second level (two
     * bricks never share a stud of one level), at every level of the game;
     * clear of them, only on the first (a second-level brick stands on one). */
    if (cb_brick_mask(*b) & first_level_under(s, pid, skip))
        b->level = 2;
    return q;
}

static int brick_words(const cb_state *s, int i, bool with_plot, char *out, size_t outsz)
{
    char name[16], bt[24];
    int pl = s->placed[i].plot / CB_PLOTS, q = s->placed[i].plot % CB_PLOTS;
    cb_plot_name(s, pl, q, name);
    cb_brick_format(s->placed[i].b, bt, sizeof bt);
    int n = with_plot ? snprintf(out, outsz, "%s:%s", name, bt) : snprintf(out, outsz, "%s", bt);
    return n < 0 || (size_t)n >= outsz ? -1 : 0;
}

static int interpret_click(const ctx *c, int32_t id, char move[EG_MOVE_MAX], eg_error *err)
{
    const cb_state *s = c->s;
    int me = c->viewer;
    char name[16], words[40];
    if (id >= CB_ID_SUPPLY && id < CB_ID_SUPPLY + CB_KINDS) {
        const char *k = cb_kind_name(id - CB_ID_SUPPLY);
        if (c->d == CB_D_SELECT)
            snprintf(move, EG_MOVE_MAX, "pile:%s", k);
        else if (task_is(c, CB_T_GAIN))
            snprintf(move, EG_MOVE_MAX, "gain:%s", k);
        else
            return nope(err, "the supply box: bricks come from the build pile now");
        return 0;
    }
    if (id >= CB_ID_PILE && id < CB_ID_PILE + CB_KINDS) {
        if (c->d != CB_D_PICK)
            return nope(err, "not now: the pile is for picking a brick");
        snprintf(move, EG_MOVE_MAX, "take:%s", cb_kind_name(id - CB_ID_PILE));
        return 0;
    }
    if (id >= CB_ID_CARD && id < CB_ID_CARD + CB_MAX_PLAYERS * CB_PLOTS) {
        int pid = id - CB_ID_CARD;
        if (c->d != CB_D_LAY || pid / CB_PLOTS != me)
            return nope(err, "a card is laid after your action, on your own plot");
        if (s->looked >> (pid % CB_PLOTS) & 1u)
            return nope(err, "you looked at that card this turn: change the plot first");
        cb_plot_name(s, me, pid % CB_PLOTS, name);
        snprintf(move, EG_MOVE_MAX, "lay:%s", name);
        return 0;
    }
    if (id >= CB_ID_PLATE && id < CB_ID_PLATE + CB_MAX_PLAYERS * CB_PLOTS) {
        if (!task_is(c, CB_T_GIVE))
            return select_only(err);
        snprintf(move, EG_MOVE_MAX, "give:%d", (id - CB_ID_PLATE) / CB_PLOTS + 1);
        return 0;
    }
    if (id >= CB_ID_BRICK && id < CB_ID_BRICK + s->nplaced) {
        int i = id - CB_ID_BRICK;
        if (s->placed[i].plot / CB_PLOTS != me)
            return select_only(err);
        if (task_is(c, CB_T_LOSE) || task_is(c, CB_T_PAY)) {
            bool pay = c->task->kind == CB_T_PAY;
            if (brick_words(s, i, !pay, words, sizeof words))
                return select_only(err);
            snprintf(move, EG_MOVE_MAX, "%s:%s", pay ? "pay" : "lose", words);
            return 0;
        }
    }
    return select_only(err);
}

int cb_interpret(const void *view, int viewer, void *ui, const eg_pick *pick, char move[EG_MOVE_MAX],
                 eg_error *err)
{
    const cb_state *s = view;
    ctx c = ctx_of(s, viewer, pick->from, ui);
    if (!c.mine)
        return nope(err, s->phase == CB_PH_OVER ? "the game is over" : "wait for your turn");
    if (pick->to == EG_NO_ITEM)
        return interpret_click(&c, pick->from, move, err);
    int32_t from = pick->from, to = pick->to;
    char name[16], bt[24], words[40];
    cb_brick b;
    if (from == CB_ID_HAND) {
        if (!task_is(&c, CB_T_PLACE))
            return select_only(err);
        int q = drop_brick(s, viewer, hand_shape(&c), to, -1, &b);
        if (q < 0)
            return nope(err, "drop the brick on a stud of one of your plates");
        cb_plot_name(s, viewer, q, name);
        cb_brick_format(b, bt, sizeof bt);
        snprintf(move, EG_MOVE_MAX, "place:%s:%s", name, bt);
        return 0;
    }
    if (c.sel_brick >= 0 && c.d == CB_D_MEND) {
        int i = c.sel_brick;
        int shape = brick_shape(&c, i);
        if (s->placed[i].plot != cb_plot_id(viewer, s->mend_plot))
            return nope(err, "while mending, only the bricks of the plot being mended move");
        int q = drop_brick(s, viewer, shape, to, i, &b);
        if (q != s->mend_plot)
            return nope(err, "a mended brick stays on its own plot");
        char old[24];
        cb_brick_format(s->placed[i].b, old, sizeof old);
        cb_brick_format(b, bt, sizeof bt);
        put(move, EG_MOVE_MAX, "move:%s>%s", old, bt);
        return 0;
    }
    if (c.sel_brick >= 0 && task_is(&c, CB_T_SWAP) && to >= CB_ID_BRICK &&
        to < CB_ID_BRICK + s->nplaced) {
        int i = c.sel_brick, j = to - CB_ID_BRICK, other = s->placed[j].plot / CB_PLOTS;
        if (s->placed[i].plot / CB_PLOTS != viewer || other == viewer)
            return nope(err, "Exchange: one of your bricks for one of another player's");
        char theirs[40];
        if (brick_words(s, i, true, words, sizeof words) ||
            brick_words(s, j, true, theirs, sizeof theirs))
            return select_only(err);
        int n = snprintf(move, EG_MOVE_MAX, "swap:%s,%d:%s", words, other + 1, theirs);
        if (n < 0 || n >= EG_MOVE_MAX)
            return nope(err, "that exchange does not fit in a move");
        return 0;
    }
    return select_only(err);
}

/* ---- Turning a held brick, and where it would rest. */

/* The brick the player holds or has selected, turned by `by` quarter
 * turns: the hand's brick (a place task) or, while mending, a brick of the
 * plot being mended (turned in its place). The turn goes into the
 * player's ui; the id stays. */
int32_t cb_turn(const void *view, int viewer, void *ui, int32_t item, int by)
{
    const cb_state *s = view;
    cb_ui *u = ui;
    ctx c = ctx_of(s, viewer, item, ui);
    if (!c.mine || !u)
        return EG_NO_ITEM;
    if (item == CB_ID_HAND) {
        int now = hand_shape(&c), next = now >= 0 ? turned(now, by) : now;
        if (!task_is(&c, CB_T_PLACE) || next == now) /* a size that does not turn */
            return EG_NO_ITEM;
        u->hand = (int8_t)(next + 1);
        return CB_ID_HAND;
    }
    if (c.sel_brick < 0 || c.d != CB_D_MEND ||
        s->placed[c.sel_brick].plot != cb_plot_id(viewer, s->mend_plot))
        return EG_NO_ITEM;
    int i = c.sel_brick, now = brick_shape(&c, i), next = turned(now, by);
    if (next == now)
        return EG_NO_ITEM;
    u->mend_shape = (int8_t)next;
    u->mend = (int16_t)(i + 1);
    return CB_ID_BRICK + i;
}

/* A ghost of the held brick where a drop on pick->to puts it: on the
 * plate, or resting on the first-level bricks under it (Levels 2, 2B). */
void cb_preview(const void *view, int viewer, const void *ui, const eg_pick *pick, eg_scene *sc)
{
    const cb_state *s = view;
    ctx c = ctx_of(s, viewer, pick->from, ui);
    int shape = -1, skip = -1;
    if (pick->from == CB_ID_HAND) {
        shape = hand_shape(&c);
    } else if (c.sel_brick >= 0 && c.d == CB_D_MEND) {
        skip = c.sel_brick;
        shape = brick_shape(&c, skip);
    }
    cb_brick b;
    int q = shape >= 0 && c.mine ? drop_brick(s, viewer, shape, pick->to, skip, &b) : -1;
    if (q < 0)
        return;
    float u, v;
    stud_uv(s->p.nplayers, q, b.cell, &u, &v);
    int first = sc->nitems;
    add_brick(sc, frame_of(seat_yaw(viewer, s->p.nplayers)), shape, u, v,
              PLATE_H + (b.level == 2 ? BRICK_H : 0.0f), EG_NO_ITEM,
              EG_ITEM_GHOST | EG_ITEM_NO_SHADOW);
    for (int k = first; k < sc->nitems; k++) /* a little brighter than the brick */
        for (int ch = 0; ch < 3; ch++)
            sc->items[k].rgb[ch] = 0.6f * sc->items[k].rgb[ch] + 0.4f;
}

/* ---- The pointer actions for a move (tests and scripts). */

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static int cat(char *out, size_t outsz, size_t *n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(out + *n, outsz - *n, fmt, ap);
    va_end(ap);
    if (w < 0 || (size_t)w >= outsz - *n)
        return -1;
    *n += (size_t)w;
    return 0;
}

/* Checks that the pick makes exactly `move` in s (as the table would),
 * with the player's ui as `ui` (NULL: new). */
static bool makes(const cb_state *s, int player, const cb_ui *ui, int32_t from, int32_t to,
                  const char *move)
{
    eg_pick pk = {from, to};
    char got[EG_MOVE_MAX];
    cb_ui u = ui ? *ui : (cb_ui){0};
    return cb_interpret(s, player, &u, &pk, got, NULL) == 0 && strcmp(got, move) == 0;
}

/* The player's ui after turning `from` by nt wheel notches (cb_turn, as
 * the table does); false when a notch does not turn it. */
static bool turn_by_notches(const cb_state *s, int player, int32_t from, int nt, cb_ui *u)
{
    *u = (cb_ui){0};
    for (int k = 0; k < nt; k++)
        if (cb_turn(s, player, u, from, 1) != from)
            return false;
    return true;
}

static bool is_word(const char *move, const char *w)
{
    size_t n = strlen(w);
    return strncmp(move, w, n) == 0 && (move[n] == ':' || move[n] == '\0');
}

/* Index of a placed brick named "PLOT:BRICK" of player, or -1. */
static int find_named(const cb_state *s, int player, const char *txt, size_t len, bool has_plot,
                      int plot)
{
    const char *colon = has_plot ? memchr(txt, ':', len) : NULL;
    int q = plot;
    if (has_plot) {
        if (!colon)
            return -1;
        q = cb_plot_parse(s, player, txt, (size_t)(colon - txt));
        len -= (size_t)(colon - txt) + 1;
        txt = colon + 1;
    }
    cb_brick b;
    if (q < 0 || cb_brick_parse(txt, len, &b, NULL) != CB_OK)
        return -1;
    return cb_find_brick(s, cb_plot_id(player, q), b);
}

int cb_table_actions(const cb_state *s, int player, const char *move, char *out, size_t outsz)
{
    size_t n = 0;
    out[0] = '\0';
    const char *arg = strchr(move, ':');
    arg = arg ? arg + 1 : move + strlen(move);
    int k, q, i;
    if (is_word(move, "pile") || is_word(move, "gain") || is_word(move, "take")) {
        int base = move[0] == 't' ? CB_ID_PILE : CB_ID_SUPPLY;
        for (const char *p = arg; *p;) {
            size_t len = strcspn(p, ",");
            if (cb_kind_parse(p, len, &k) != CB_OK || cat(out, outsz, &n, "click-item %d\n", base + k))
                return -1;
            p += len + (p[len] == ',');
        }
        return 0;
    }
    if (is_word(move, "mend"))
        return cat(out, outsz, &n, "click Mend %s\n", arg);
    if (is_word(move, "clear"))
        return cat(out, outsz, &n, "click Clear %s\n", arg);
    if (is_word(move, "lay"))
        return cat(out, outsz, &n, "click Lay %s card\n", arg);
    if (strcmp(move, "end") == 0)
        return snprintf(out, outsz, "click End turn\n") < (int)outsz ? 0 : -1;
    if (strcmp(move, "done") == 0)
        return snprintf(out, outsz, "click Done mending\n") < (int)outsz ? 0 : -1;
    if (strcmp(move, "return") == 0)
        return snprintf(out, outsz, "click Return brick\n") < (int)outsz ? 0 : -1;
    if (is_word(move, "give"))
        return snprintf(out, outsz, "click Give to player %s\n", arg) < (int)outsz ? 0 : -1;
    if (is_word(move, "place")) {
        const char *colon = strchr(arg, ':');
        cb_brick b;
        if (!colon || (q = cb_plot_parse(s, player, arg, (size_t)(colon - arg))) < 0 ||
            cb_brick_parse(colon + 1, strlen(colon + 1), &b, NULL) != CB_OK)
            return -1;
        /* The hand shows the size's first turn; the drag turns it with the
         * wheel on the way (drag-item's third number). */
        int shapes[4];
        turns_of(cb_shape_kind(b.shape), shapes);
        int32_t to = CB_ID_STUD + cb_plot_id(player, q) * CB_CELLS + b.cell;
        cb_ui turn;
        int nt = turns_between(shapes[0], b.shape);
        if (nt < 0 || !turn_by_notches(s, player, CB_ID_HAND, nt, &turn) ||
            !makes(s, player, &turn, CB_ID_HAND, to, move))
            return -1;
        return nt ? cat(out, outsz, &n, "drag-item %d %d %d\n", CB_ID_HAND, to, nt)
                 : cat(out, outsz, &n, "drag-item %d %d\n", CB_ID_HAND, to);
    }
    if (is_word(move, "pay") || is_word(move, "lose")) {
        bool pay = move[0] == 'p';
        i = find_named(s, player, arg, strlen(arg), !pay, pay ? s->tasks[0].arg : -1);
        if (i < 0 || !makes(s, player, NULL, CB_ID_BRICK + i, EG_NO_ITEM, move))
            return -1;
        return cat(out, outsz, &n, "click-item %d\n", CB_ID_BRICK + i);
    }
    if (is_word(move, "back")) {
        i = find_named(s, player, arg, strlen(arg), false, s->mend_plot);
        if (i < 0)
            return -1;
        return cat(out, outsz, &n, "click-item %d\nclick Back to supply\n", CB_ID_BRICK + i);
    }
    if (is_word(move, "move")) {
        const char *gt = strchr(arg, '>');
        cb_brick b;
        if (!gt || (i = find_named(s, player, arg, (size_t)(gt - arg), false, s->mend_plot)) < 0 ||
            cb_brick_parse(gt + 1, strlen(gt + 1), &b, NULL) != CB_OK)
            return -1;
        int32_t to = CB_ID_STUD + cb_plot_id(player, s->mend_plot) * CB_CELLS + b.cell;
        if (b.shape == s->placed[i].b.shape && makes(s, player, NULL, CB_ID_BRICK + i, to, move))
            return cat(out, outsz, &n, "drag-item %d %d\n", CB_ID_BRICK + i, to);
        cb_ui turn;
        int nt = turns_between(s->placed[i].b.shape, b.shape);
        if (nt < 0 || !turn_by_notches(s, player, CB_ID_BRICK + i, nt, &turn) ||
            !makes(s, player, &turn, CB_ID_BRICK + i, to, move))
            return -1;
        return cat(out, outsz, &n, "drag-item %d %d %d\n", CB_ID_BRICK + i, to, nt);
    }
    if (is_word(move, "swap")) {
        const char *comma = strchr(arg, ',');
        if (!comma || !comma[1] || comma[2] != ':')
            return -1;
        int other = comma[1] - '1';
        i = find_named(s, player, arg, (size_t)(comma - arg), true, -1);
        int j = find_named(s, other, comma + 3, strlen(comma + 3), true, -1);
        if (i < 0 || j < 0 || !makes(s, player, NULL, CB_ID_BRICK + i, CB_ID_BRICK + j, move))
            return -1;
        return cat(out, outsz, &n, "drag-item %d %d\n", CB_ID_BRICK + i, CB_ID_BRICK + j);
    }
    if (is_word(move, "recycle")) {
        /* recycle:PLOT:BRICK:SIZES: the brick selected, then its button. */
        const char *c2 = strchr(arg, ':');
        const char *c3 = c2 ? strchr(c2 + 1, ':') : NULL;
        if (!c3 || (i = find_named(s, player, arg, (size_t)(c3 - arg), true, -1)) < 0)
            return -1;
        unsigned sets[20], want = 0;
        for (const char *p = c3 + 1; *p;) {
            size_t len = strcspn(p, ",");
            if (cb_kind_parse(p, len, &k) != CB_OK)
                return -1;
            want |= 1u << k;
            p += len + (p[len] == ',');
        }
        /* The button's move names the sizes smallest first: another order
         * places the bricks in another order, and no button makes it. */
        char canon[24];
        sizes_text(want, ',', canon, sizeof canon);
        if (strcmp(c3 + 1, canon) != 0)
            return -1;
        int ns = recycle_sets(s, cb_shape_kind(s->placed[i].b.shape), sets);
        for (int m = 0; m < ns && m < EG_SCENE_MAX_BUTTONS; m++)
            if (sets[m] == want) {
                char sz[24];
                sizes_text(want, ' ', sz, sizeof sz);
                int w = snprintf(out, outsz, "click-item %d\nclick Recycle %s\n", CB_ID_BRICK + i, sz);
                return w < 0 || (size_t)w >= outsz ? -1 : 0;
            }
        return -1;
    }
    return -1;
}

/* ---- The key (the table's Key page): each symbol, drawn as above. */

static eg_item *key_piece(eg_scene *sc, eg_shape shape, float w, float h, float d,
                          const float rgb[3], const char *label, float ink)
{
    eg_item *it = eg_scene_add_at(sc, shape, 0, 0, 0, 0, w, h, d);
    if (!it)
        return NULL;
    set_rgb(it, rgb);
    snprintf(it->label, sizeof it->label, "%s", label);
    it->label_rgb[0] = it->label_rgb[1] = it->label_rgb[2] = ink;
    return it;
}

int cb_key(eg_scene *sc, eg_key_entry *out, int max)
{
    /* The hand's tag is printed on the table beside the brick: on wood. */
    static const float TAG[3] = {0.95f, 0.95f, 0.95f}, WOOD[3] = {0.36f, 0.24f, 0.15f};
    const struct {
        eg_item *it;
        const char *words;
    } e[] = {
        {key_piece(sc, EG_SHAPE_BLOCK, 0.5f, 0.01f, 0.22f, TAG, "4", 0.97f),
         "In the supply box: bricks of that size left"},
        {key_piece(sc, EG_SHAPE_BLOCK, 0.62f, 0.1f, 0.85f, DECK_RGB, "9", 0.97f),
         "The event deck: cards not drawn yet"},
        {key_piece(sc, EG_SHAPE_CARD, 0.6f, 0.01f, 0.83f, EVENT_RGB, "Grant", 0.1f),
         "The event drawn last (the rules page says what each does)"},
        {key_piece(sc, EG_SHAPE_CARD, 0.8f, 0.02f, 0.8f, CARD_RGB[0], "DONE", 0.1f),
         "A building card whose plate is finished"},
        {key_piece(sc, EG_SHAPE_BLOCK, 1.15f, 0.012f, 1.0f, WOOD, "in hand", 0.97f),
         "The brick in hand, to place on your plate"},
    };
    int n = 0;
    for (size_t i = 0; i < sizeof e / sizeof e[0] && n < max; i++)
        if (e[i].it)
            out[n++] = (eg_key_entry){(int)(e[i].it - sc->items), "", e[i].words};
    /* The inks as drawn: the event's and DONE's; the count's backing. */
    if (n >= 4) {
        sc->items[out[0].item].flags |= EG_ITEM_LABEL_BACKED;
        eg_item *ev = &sc->items[out[2].item], *done = &sc->items[out[3].item];
        ev->label_rgb[0] = 0.15f, ev->label_rgb[1] = 0.12f, ev->label_rgb[2] = 0.35f;
        done->label_rgb[0] = 0.05f, done->label_rgb[1] = 0.45f, done->label_rgb[2] = 0.1f;
    }
    return n;
}
