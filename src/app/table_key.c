/* SPDX-License-Identifier: MIT */
/* table_key.c - the Key page at the table: every symbol a game's table
 * shows (eg_game.key), drawn by the renderer as the table draws it, beside
 * what it means. Opened by the Key button, K or the menu's Key; Back, Esc
 * or K close it. An entry's symbol is its item and the items after it up to
 * the next entry's (a block's bands, a card's grid), laid out in columns and
 * scaled to one size; a mark is printed as the panels print it. Each row
 * is as tall as its words need, wrapped to up to three lines at the text
 * size chosen; where the rows are taller than the window they scroll (the
 * wheel, Up and Down; a bar at the window's right says where): the rows
 * move, the camera and the table behind them stand still. */
#include "table_key.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "eg_scene.h"
#include "front.h"
#include "render.h"

#define U(x) ((x) * a->ui.unit)

enum { KEY_MAX = 32, LINES = 3 };
static const float ROW = 1.4f, PITCH = 62.0f;

static struct {
    const eg_game *game; /* NULL: closed */
    eg_scene scene;
    eg_key_entry entry[KEY_MAX];
    float at[KEY_MAX][3]; /* each symbol's place: the middle of its foot */
    int n, rows;
    int shown, top; /* rows in the window, the first of them (scrolled) */
    float column; /* a column's width, symbol and words, in scene units */
    fe_camera cam;
} key;
static eg_scene view; /* the scene drawn: the rows out of the window left out */

bool fe_key_shown(void) { return key.game != NULL; }

void fe_key_close(void) { key.game = NULL; }

/* Entry i's items: from its item to the next entry's (or the scene's end). */
static int group_end(int i)
{
    int end = key.scene.nitems;
    for (int k = 0; k < key.n; k++)
        if (key.entry[k].item > key.entry[i].item && key.entry[k].item < end)
            end = key.entry[k].item;
    return end;
}

void fe_key_open(const eg_game *g)
{
    key.game = NULL;
    if (!g || !g->key)
        return;
    memset(&key.scene, 0, sizeof key.scene);
    key.n = g->key(&key.scene, key.entry, KEY_MAX);
    key.game = key.n > 0 ? g : NULL;
    key.rows = key.shown = key.n > 0 ? key.n : 1; /* till fe_key_draw lays them out */
    key.top = 0;
    for (int i = 0; i < key.n; i++) {
        float *at = key.at[i];
        at[0] = 0.0f; /* its column and row: fe_key_draw, once the window is known */
        at[1] = 0.0f;
        at[2] = 0.0f;
        if (key.entry[i].item < 0)
            continue;
        /* Scaled about the foot of its items' middle so the larger of their
         * width and depth is 0.9 (a tall symbol no taller than 0.7: clear
         * of the row above), and moved there. */
        eg_item *e = &key.scene.items[key.entry[i].item];
        float lo[2] = {e->pos[0], e->pos[2]}, hi[2] = {e->pos[0], e->pos[2]};
        for (int k = key.entry[i].item; k < group_end(i); k++)
            for (int c = 0; c < 2; c++) {
                eg_item *p = &key.scene.items[k];
                float half = 0.5f * fmaxf(p->size[0], p->size[2]);
                lo[c] = fminf(lo[c], p->pos[2 * c] - half);
                hi[c] = fmaxf(hi[c], p->pos[2 * c] + half);
            }
        float big = fmaxf(hi[0] - lo[0], hi[1] - lo[1]), s = 0.9f / (big > 0.01f ? big : 0.01f);
        if (e->size[1] * s > 0.7f)
            s = 0.7f / e->size[1];
        float foot[3] = {0.5f * (lo[0] + hi[0]), e->pos[1], 0.5f * (lo[1] + hi[1])};
        for (int k = key.entry[i].item; k < group_end(i); k++) {
            eg_item *p = &key.scene.items[k];
            for (int c = 0; c < 3; c++) {
                p->pos[c] = (p->pos[c] - foot[c]) * s;
                p->size[c] *= s;
            }
            p->flags &= (uint16_t)~(EG_ITEM_PICK | EG_ITEM_DROP | EG_ITEM_SLIDES | EG_ITEM_STOCK);
            p->pos[1] += at[1];
            p->pos[2] += at[2];
        }
    }
}

/* The type of the words: the rules page's, 80% of the body text, never
 * under 10 pixels. */
static float words_px(const struct fe_app *a) { return fmaxf((float)a->ui.px * 0.8f, 10.0f); }

/* The columns, the rows' pitch and how many rows the window holds: the
 * columns as many as the entries want (one up to 7, two up to 16, else
 * three) while a column keeps room for 20 letters of words; each row as
 * tall as the most lines an entry's words wrap to, seen from the south at
 * PITCH (a scene unit is k pixels across, ROW * sin(PITCH) * k pixels a
 * row down). */
static void lay_out(struct fe_app *a, float avail)
{
    float px = words_px(a), lh = px * 1.3f, wide = (float)a->fb_w - U(24);
    int cols = key.n > 16 ? 3 : key.n > 7 ? 2 : 1;
    while (cols > 1 && wide / (float)cols < 20.0f * px + U(80))
        cols--;
    key.rows = (key.n + cols - 1) / cols;
    float pitch = U(56), down = ROW * sinf(PITCH * 0.0174533f);
    for (int pass = 0; pass < 3; pass++) { /* the words' width follows the pitch: settle it */
        float k = pitch / down, words_w = wide / (float)cols - 1.4f * k - U(30);
        int most = 1;
        for (int i = 0; i < key.n; i++) {
            char lines[LINES][FE_UI_LINE_MAX];
            int n = fe_ui_wrap(&a->ui, key.entry[i].words, px, false, words_w, lines, LINES);
            most = n > most ? n : most;
        }
        /* The lines, their panel and a gap; a tenth more for the
         * perspective (a far row is drawn a little smaller). */
        pitch = fmaxf(U(56), ((float)most * lh + U(16)) * 1.1f);
    }
    key.shown = (int)(avail / pitch);
    key.shown = key.shown < 1 ? 1 : key.shown > key.rows ? key.rows : key.shown;
    key.top = key.top > key.rows - key.shown ? key.rows - key.shown : key.top < 0 ? 0 : key.top;
}

/* The page laid out for the window and the text size of this pass (the
 * symbols drawn before the words are placed, and the text size tried
 * smaller where a screen does not fit: frame.c): the columns, the rows
 * shown, every symbol's place and the camera. */
static void place(struct fe_app *a)
{
    /* Columns as wide as the window allows: the rows shown, their width
     * over their height, seen from the south at PITCH. */
    float top = U(70), bottom = U(80), avail = fmaxf((float)a->fb_h - top - bottom, 1.0f);
    lay_out(a, avail);
    float depth = (float)key.shown * ROW * sinf(PITCH * 0.0174533f);
    int cols = (key.n + key.rows - 1) / key.rows;
    float column = depth * ((float)a->fb_w - U(24)) / avail / (float)cols;
    /* The rows shown stand from z = 0 back, the first of them (key.top)
     * there: scrolling moves the symbols, never the camera, so that the
     * table behind the page stands still. */
    for (int i = 0; i < key.n; i++) {
        float x = (float)(i / key.rows) * column, z = (float)(i % key.rows - key.top) * ROW;
        if (key.entry[i].item >= 0)
            for (int k = key.entry[i].item; k < group_end(i); k++) {
                key.scene.items[k].pos[0] += x - key.at[i][0];
                key.scene.items[k].pos[2] += z - key.at[i][2];
            }
        key.at[i][0] = x;
        key.at[i][2] = z;
    }
    key.column = column;
    /* Drawn: the rows in the window; the others' symbols left out. */
    view = key.scene;
    for (int i = 0; i < key.n; i++) {
        int row = i % key.rows;
        if (key.entry[i].item >= 0 && (row < key.top || row >= key.top + key.shown))
            for (int k = key.entry[i].item; k < group_end(i); k++)
            {
                view.items[k].flags |= EG_ITEM_UNSEEN;
                view.items[k].label[0] = '\0'; /* nor their labels */
            }
    }
    const float lo[3] = {-0.6f, 0.0f, -0.7f},
                hi[3] = {(float)cols * column - 0.6f, 1.0f, (float)(key.shown - 1) * ROW + 0.7f};
    fe_camera_init(&key.cam, 0);
    key.cam.now = key.cam.from = key.cam.to = (fe_camera_pose){0.0f, PITCH, 1.0f, 0.0f};
    fe_camera_frame_box(&key.cam, lo, hi);
    fe_camera_set_inset(&key.cam, U(12), top, U(12), bottom);
}

void fe_key_draw(struct fe_app *a)
{
    if (!key.game)
        return;
    place(a);
    fe_renderer_draw_items(a->r, &view, &key.cam, a->fb_w, a->fb_h);
}

/* Entry i's words (or its mark, then its words) right of its symbol, in a
 * panel as wide as its column allows, wrapped to up to LINES lines. */
static void words(struct fe_app *a, int i)
{
    float right[3] = {key.at[i][0] + 0.6f, 0.0f, key.at[i][2]}, edge[3], s[2], e[2];
    edge[0] = key.at[i][0] + key.column - 0.8f;
    edge[1] = 0.0f;
    edge[2] = key.at[i][2];
    if (!fe_camera_project(&key.cam, a->fb_w, a->fb_h, right, s) ||
        !fe_camera_project(&key.cam, a->fb_w, a->fb_h, edge, e))
        return;
    float px = words_px(a), lh = px * 1.3f, x = s[0] + U(6);
    if (key.entry[i].item < 0) { /* a mark, as the panels print it */
        float w = fe_ui_text_width(&a->ui, key.entry[i].mark, px, false) + U(16);
        fe_ui_panel(&a->ui, fe_ui_rect(s[0] - U(40), s[1] - lh * 0.6f, w, lh * 1.2f), FE_UI_BAR);
        fe_ui_text(&a->ui, s[0] - U(32), s[1] - px * 0.55f, px, 0, false, FE_UI_WHITE,
                   key.entry[i].mark);
    }
    char lines[LINES][FE_UI_LINE_MAX];
    int n = fe_ui_wrap(&a->ui, key.entry[i].words, px, false, e[0] - x - U(12), lines, LINES);
    float w = 0.0f;
    for (int k = 0; k < n; k++)
        w = fmaxf(w, fe_ui_text_width(&a->ui, lines[k], px, false));
    float y = s[1] - 0.5f * lh * (float)n;
    fe_ui_panel(&a->ui, fe_ui_rect(x, y - U(3), w + U(12), lh * (float)n + U(6)), FE_UI_BAR);
    for (int k = 0; k < n; k++)
        fe_ui_text(&a->ui, x + U(6), y + (float)k * lh, px, 0, false, FE_UI_WHITE, lines[k]);
}

void fe_key_page(struct fe_app *a)
{
    if (!key.game)
        return;
    place(a);
    if (a->ui.r) {
        char head[96];
        snprintf(head, sizeof head, "Key: the symbols of %s", key.game->name);
        fe_ui_panel(&a->ui, fe_ui_rect(0, 0, (float)a->fb_w, U(60)), FE_UI_BAR);
        fe_ui_text(&a->ui, (float)a->fb_w * 0.5f, U(14), (float)a->ui.px * 1.2f, 1, true,
                   FE_UI_WHITE, head);
        for (int i = 0; i < key.n; i++)
            if (i % key.rows >= key.top && i % key.rows < key.top + key.shown)
                words(a, i);
        if (key.shown < key.rows) { /* where the rows shown are: a bar at the right */
            float y = U(70), h = (float)a->fb_h - U(150);
            fe_ui_panel(&a->ui, fe_ui_rect((float)a->fb_w - U(8), y + h * (float)key.top / (float)key.rows,
                                           U(4), h * (float)key.shown / (float)key.rows),
                        FE_UI_DIM);
        }
    }
    const fe_intent *in = a->ui.in;
    if (key.shown < key.rows && in && (in->kind == FE_IN_ZOOM || in->kind == FE_IN_CURSOR) &&
        in->dy != 0.0f) { /* the wheel, Up and Down: a row at a time */
        key.top -= in->dy > 0.0f ? 1 : -1;
        key.top = key.top > key.rows - key.shown ? key.rows - key.shown : key.top < 0 ? 0 : key.top;
        a->ui.consumed = true;
        return;
    }
    float bw = U(160), bh = U(44);
    bool back = fe_ui_button(&a->ui, fe_ui_rect(((float)a->fb_w - bw) * 0.5f,
                                                (float)a->fb_h - U(64), bw, bh), "Back", true) ||
                (a->ui.in && (a->ui.in->kind == FE_IN_CANCEL || a->ui.in->kind == FE_IN_KEY));
    if (back) {
        key.game = NULL;
        if (a->ui.in)
            a->ui.consumed = true;
    }
}
