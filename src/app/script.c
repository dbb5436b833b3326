/* SPDX-License-Identifier: MIT */
/* script.c - scripted play: see script.h and docs/scripting.md. */
#define _POSIX_C_SOURCE 200809L
#include "script.h"
#include "eg_script.h"
#include "eg_picks.h"
#include "midend.h"
#include "cn_online.h"
#include "online.h"
#include "table.h"
#include "table_words.h"
#include "xpointer.h"

#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "frame.h"
#include "layout.h"

enum { SCRIPT_MAX_LINES = 8192, PLAY_TO_END_MAX = 100000 };

struct fe_script {
    char path[512];
    char *text;
    char *lines[SCRIPT_MAX_LINES];
    int nlines, pc;
    int w, h;
    int failures;
    int tilts;      /* drag-item: times the view was raised to see a hidden piece */
    int arrows;     /* key-to: arrows pressed so far; click, wheel: wheel notches */
    uint32_t rng;   /* play-any: random choices */
    float held_x, held_y; /* lift-item, press, move-to: where the pointer is */
    bool down;            /* press: the button held */
    int played, stray;    /* play-any: moves made; inputs while no human could act */
    int to_end;           /* play-to-end: inputs made */
    Uint64 turn_since;    /* wait-turn, online play-to-end: waiting since (ms), 0 not */
    bool done;
};


fe_script *fe_script_open(const char *path, char *err, size_t errsz)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errsz, "%s: cannot open the script", path);
        return NULL;
    }
    fe_script *s = calloc(1, sizeof *s);
    char *text = malloc(1 << 20);
    size_t n = s && text ? fread(text, 1, (1 << 20) - 1, f) : 0;
    fclose(f);
    if (!s || !text) {
        free(s);
        free(text);
        snprintf(err, errsz, "%s: out of memory", path);
        return NULL;
    }
    text[n] = '\0';
    s->text = text;
    snprintf(s->path, sizeof s->path, "%s", path);
    s->w = 1280;
    s->h = 720;
    s->rng = 0x2545f491u;
    for (char *p = text; *p && s->nlines < SCRIPT_MAX_LINES;) {
        s->lines[s->nlines++] = p;
        char *nl = strchr(p, '\n');
        if (!nl)
            break;
        *nl = '\0';
        p = nl + 1;
    }
    for (int i = 0; i < s->nlines; i++) {
        /* A size that does not read fails when the script reaches it. But
         * every `wait` is read before anything runs: a script whose wait
         * does not read (a typo, "nan", "inf", "1e308": a wait that would
         * never end) is refused, naming the line and the value, rather than
         * hanging the game later. The parser's range is the one `wait` runs
         * under (0 to 3600 s). */
        eg_script_cmd c;
        char why[160];
        bool ok = eg_script_parse_line(s->lines[i], &c, why, sizeof why);
        if (ok && c.op == EG_SCMD_SIZE) {
            s->w = c.n[0];
            s->h = c.n[1];
        } else if (!ok && c.op == EG_SCMD_WAIT) {
            snprintf(err, errsz, "%s:%d: wait '%.40s': the time must be a number of seconds from 0 "
                     "to 3600", s->path, i + 1, c.args);
            fe_script_close(s);
            return NULL;
        }
    }
    return s;
}

void fe_script_close(fe_script *s)
{
    if (!s)
        return;
    free(s->text);
    free(s);
}

void fe_script_size(const fe_script *s, int *w, int *h)
{
    *w = s->w;
    *h = s->h;
}

static bool fail(fe_script *s, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "%s:%d: ", s->path, s->pc);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    s->failures++;
    s->done = true;
    return false;
}

/* ---- Events, as SDL would deliver them. */

static void push_mouse(fe_app *a, Uint32 type, float x, float y, bool held)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = type;
    int wx = (int)floorf(x / a->input.scale_x), wy = (int)floorf(y / a->input.scale_y);
    Uint32 id = SDL_GetWindowID(a->win.window);
    if (type == SDL_MOUSEMOTION) {
        e.motion.windowID = id;
        e.motion.x = wx;
        e.motion.y = wy;
        e.motion.state = held ? SDL_BUTTON_LMASK : 0;
    } else {
        e.button.windowID = id;
        e.button.button = SDL_BUTTON_LEFT;
        e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
        e.button.clicks = 1;
        e.button.x = wx;
        e.button.y = wy;
    }
    if (!fe_xpointer_event(a->win.window, &e)) /* CITYSCAPE_XPOINTER: the real pointer */
        SDL_PushEvent(&e);
}

/* The pointer to (x, y) and the button pressed there. */
static void push_press(fe_app *a, float x, float y)
{
    push_mouse(a, SDL_MOUSEMOTION, x, y, false);
    push_mouse(a, SDL_MOUSEBUTTONDOWN, x, y, true);
}

static void push_click(fe_app *a, float x, float y)
{
    push_press(a, x, y);
    push_mouse(a, SDL_MOUSEBUTTONUP, x, y, false);
}

/* From p to q in eight steps, the button held or not. */
static void push_move(fe_app *a, const float p[2], const float q[2], bool held)
{
    for (int i = 1; i <= 8; i++) {
        float u = (float)i / 8.0f;
        push_mouse(a, SDL_MOUSEMOTION, p[0] + (q[0] - p[0]) * u, p[1] + (q[1] - p[1]) * u, held);
    }
}

/* Pressed at p and carried to q, still held. */
static void push_drag(fe_app *a, const float p[2], const float q[2])
{
    push_press(a, p[0], p[1]);
    push_move(a, p, q, true);
}

static void push_key_mod(fe_app *a, SDL_Keycode key, Uint16 mod)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.windowID = SDL_GetWindowID(a->win.window);
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = key;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(key);
    e.key.keysym.mod = mod;
    SDL_PushEvent(&e);
    e.type = SDL_KEYUP;
    e.key.state = SDL_RELEASED;
    SDL_PushEvent(&e);
}

/* ---- Commands. */

static void push_wheel(fe_app *a, int notch);

static bool press_widget(fe_script *s, fe_app *a, const char *label, bool press_only)
{
    const fe_ui_widget *w = fe_ui_find(&a->ui, label), *more = fe_ui_find(&a->ui, "More");
    if (!w && more && s->arrows++ < 8) { /* the table's buttons on another page: More */
        push_click(a, more->rect.x + more->rect.w * 0.5f, more->rect.y + more->rect.h * 0.5f);
        s->pc--;
        return true;
    }
    if (!w)
        return fail(s, "no '%s' on the %s screen", label, fe_flow_screen_name(a->flow.screen));
    if (!w->enabled)
        return fail(s, "'%s' is disabled on the %s screen", label, fe_flow_screen_name(a->flow.screen));
    /* A player cannot click what is drawn outside the window: on a page
     * taller than it, the wheel brings it in, a notch a frame. */
    float x = w->rect.x + w->rect.w * 0.5f, y = w->rect.y + w->rect.h * 0.5f;
    int notch = y < 0.0f && a->scroll > 0.0f ? 1 : y >= (float)a->fb_h && a->scroll < a->scroll_max ? -1 : 0;
    if (notch && s->arrows++ < 40) {
        push_wheel(a, notch);
        s->pc--;
        return true;
    }
    s->arrows = 0;
    if (x < 0.0f || y < 0.0f || x >= (float)a->fb_w || y >= (float)a->fb_h)
        return fail(s, "'%s' on the %s screen is outside the %dx%d window (its middle at %.0f,%.0f)",
                    label, fe_flow_screen_name(a->flow.screen), a->fb_w, a->fb_h, x, y);
    if (!press_only) {
        push_click(a, x, y);
        return true;
    }
    /* Pressed and held (a Peek button): "release" lets go. */
    push_press(a, x, y);
    s->held_x = x;
    s->held_y = y;
    return true;
}

/* A press at (x, y) and 3 pixels either way picks piece `id`: a point well
 * inside what shows of it, as a player aims, not a sliver beside a taller
 * piece's bevelled edge (where a held piece drawn at the pointer tips the
 * drop onto the piece in front). */
static bool aims_well(fe_app *a, float x, float y, unsigned flags, int32_t id)
{
    static const float near[][2] = {{0, 0}, {3, 0}, {-3, 0}, {0, 3}, {0, -3}};
    for (size_t k = 0; k < sizeof near / sizeof near[0]; k++)
        if (fe_table_pick_at(a, x + near[k][0], y + near[k][1], flags) != id)
            return false;
    return true;
}

/* The pixel a pointer sent to (x, y) is on, as the table receives it
 * (push_mouse): a script aims at whole pixels, as a player's pointer is
 * (aimed between them, a drag checked on a sliver of stud b7 landed on the
 * brick beside it). */
static bool to_pixel(fe_app *a, float p[2])
{
    p[0] = floorf(p[0] / a->input.scale_x) * a->input.scale_x;
    p[1] = floorf(p[1] / a->input.scale_y) * a->input.scale_y;
    return true;
}

static bool item_aim(fe_app *a, int32_t id, unsigned flags, float at[2], int32_t *got_out)
{
    *got_out = EG_NO_ITEM;
    if (!fe_table_item_point(a, id, &at[0], &at[1]) || !to_pixel(a, at))
        return false;
    int32_t got = fe_table_pick_at(a, at[0], at[1], flags);
    /* Where a piece in front hides the centre, a player aims at a part of
     * the top that shows, as for Cityscape's lots: one well inside it
     * first, else any. */
    static const float offsets[][2] = {{0.0f, 0.0f},  {0.3f, 0.0f},  {-0.3f, 0.0f},
                                       {0.0f, 0.3f},  {0.0f, -0.3f}, {0.3f, 0.3f},
                                       {-0.3f, 0.3f}, {0.3f, -0.3f}, {-0.3f, -0.3f}};
    for (int pass = 0; pass < 2; pass++)
        for (size_t k = 0; k < sizeof offsets / sizeof offsets[0]; k++) {
            float p[2];
            if (fe_table_item_point_at(a, id, offsets[k][0], offsets[k][1], &p[0], &p[1]) &&
                to_pixel(a, p) && (pass == 0 ? aims_well(a, p[0], p[1], flags, id)
                           : fe_table_pick_at(a, p[0], p[1], flags) == id)) {
                at[0] = p[0];
                at[1] = p[1];
                *got_out = id;
                return true;
            }
        }
    *got_out = got;
    return false;
}

static bool item_point(fe_script *s, fe_app *a, const char *cmd, int32_t id, unsigned flags,
                       float at[2])
{
    int32_t got;
    if (item_aim(a, id, flags, at, &got))
        return true;
    if (!fe_table_item_point(a, id, &at[0], &at[1]))
        return fail(s, "%s: item %d is not on the table", cmd, id);
    return fail(s, "%s: a press where item %d is drawn (%.0f, %.0f) picks item %d", cmd, id,
                (double)at[0], (double)at[1], got);
}

/* One notch of the mouse wheel: +1 away from the player, -1 toward. */
static void push_wheel(fe_app *a, int notch)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEWHEEL;
    e.wheel.windowID = SDL_GetWindowID(a->win.window);
    e.wheel.y = notch;
    e.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
    if (!fe_xpointer_event(a->win.window, &e))
        SDL_PushEvent(&e);
}

/* drag-item FROM TO [TURNS]: TURNS wheel notches (negative: the other way)
 * while the piece is held over TO, before letting go. */
static bool drag_item(fe_script *s, fe_app *a, const eg_script_cmd *c, bool let_go)
{
    int from = c->n[0], to = c->n[1], turns = c->n[2];
    float p[2], q[2];
    int32_t got;
    /* A place hidden behind taller pieces (a lot behind Cityscape's towers):
     * the view is raised (Ctrl+Up, as a player would) and the command runs
     * again, as `drag` does. */
    if (!item_aim(a, to, EG_ITEM_DROP, q, &got) && fe_table_item_point(a, to, &q[0], &q[1]) &&
        s->tilts < 12) {
        push_key_mod(a, SDLK_UP, KMOD_LCTRL);
        s->tilts++;
        s->pc--;
        return true;
    }
    s->tilts = 0;
    if (!item_point(s, a, "drag-item", from, EG_ITEM_PICK, p) ||
        !item_point(s, a, "drag-item", to, EG_ITEM_DROP, q))
        return false;
    push_drag(a, p, q);
    for (int k = 0; k < (turns < 0 ? -turns : turns); k++)
        push_wheel(a, turns < 0 ? -1 : 1);
    s->held_x = q[0];
    s->held_y = q[1];
    if (let_go)
        push_mouse(a, SDL_MOUSEBUTTONUP, q[0], q[1], false);
    return true;
}

/* key-to ID: the arrow keys, one a frame as a player presses them, each
 * the first of the fewest that bring the table's keyboard highlight onto
 * piece ID (fe_table_arrow_to), until it is there; fails when no arrows can,
 * or after 40. The command runs again after each arrow (s->pc--). */
static bool key_to(fe_script *s, fe_app *a, int32_t id)
{
    static const SDL_Keycode keys[4] = {SDLK_RIGHT, SDLK_LEFT, SDLK_UP, SDLK_DOWN};
    int k = fe_table_arrow_to(a, id);
    if (k == -2) {
        s->arrows = 0;
        return true;
    }
    if (k < 0 || s->arrows >= 40) {
        s->arrows = 0;
        return fail(s, "key-to: the arrows cannot bring the highlight to item %d (it is on %d)",
                    id, fe_table_focus(a));
    }
    push_key_mod(a, keys[k], KMOD_NONE);
    s->arrows++;
    s->pc--;
    return true;
}

/* screenshot FILE: a frame drawn and read back as a PNG. */
static bool screenshot(fe_script *s, fe_app *a, const char *path)
{
    fe_app_draw(a);
    unsigned char *rgba = malloc((size_t)a->fb_w * (size_t)a->fb_h * 4);
    if (!rgba)
        return fail(s, "screenshot: out of memory");
    glBindFramebuffer(GL_READ_FRAMEBUFFER, 0);
    glReadBuffer(GL_BACK);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, a->fb_w, a->fb_h, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
    fe_flip_rows(rgba, a->fb_w, a->fb_h);
    char err[256];
    bool ok = fe_write_png(path, rgba, a->fb_w, a->fb_h, err, sizeof err);
    free(rgba);
    fe_xpointer_shot(a->win.window, path);
    return ok ? true : fail(s, "screenshot: %s", err);
}

/* ---- play-any: a legal move of the human to act, made as a player makes
 * it: a drag of a piece onto a place, a click on a piece or one of the
 * scene's buttons. The candidates are the picks the game's interpret()
 * turns into a move the rules accept now (on a copy of the state), each
 * only where a press picks that very piece where it is drawn; one is drawn
 * at random. On a round's scoring it clicks Continue; once the game is
 * over it does nothing. When no human may act (a computer is thinking) it
 * makes such an input for the first human anyway, unchecked, as an
 * impatient player would: the table must ignore it (the counts are printed
 * at the end, see fe_script_finish). */

static bool aims(fe_app *a, int32_t id, unsigned flags, float at[2])
{
    return fe_table_item_point(a, id, &at[0], &at[1]) && to_pixel(a, at) &&
           fe_table_pick_at(a, at[0], at[1], flags) == id;
}

typedef struct {
    int32_t from, to;
    int button;
} any_move;

/* The candidates: every pick of the scene (eg_picks.h) that makes one of
 * `want` (bits 1u << eg_pick_result) and a press can reach, then (with
 * buttons) every enabled button whose move the rules accept now. */
static int any_moves(fe_app *a, struct eg_midend *me, int player, unsigned want, bool buttons,
                     any_move *out, int max)
{
    enum { MAX_PICKS = 4 * EG_SCENE_MAX_ITEMS };
    const eg_scene *sc = fe_table_scene(a);
    eg_pick *picks = malloc(MAX_PICKS * sizeof *picks);
    eg_picker *p = picks ? eg_picker_new(me, player, fe_table_ui_probe(a, player)) : NULL;
    int npicks = p ? eg_picker_list(p, sc, 0, want, picks, MAX_PICKS) : 0, n = 0;
    float at[2];
    for (int k = 0; k < npicks && n < max; k++) {
        int32_t from = picks[k].from, to = picks[k].to;
        if (aims(a, from, to == EG_NO_ITEM ? EG_ITEM_PICK | EG_ITEM_DROP : EG_ITEM_PICK, at) &&
            (to == EG_NO_ITEM || aims(a, to, EG_ITEM_DROP, at)))
            out[n++] = (any_move){from, to, -1};
    }
    eg_picker_free(p);
    free(picks);
    for (int b = 0; b < sc->nbuttons && n < max && buttons; b++)
        if (sc->buttons[b].enabled && eg_midend_try(me, player, sc->buttons[b].move))
            out[n++] = (any_move){EG_NO_ITEM, EG_NO_ITEM, b};
    return n;
}

static bool play_any(fe_script *s, fe_app *a, bool pieces_first)
{
    struct eg_midend *me = fe_table_midend(a);
    if (!me || a->flow.screen != FE_SCREEN_TABLE)
        return fail(s, "play-any: no game at the table");
    if (eg_midend_is_over(me))
        return true;
    if (fe_ui_find(&a->ui, "Continue") || fe_ui_find(&a->ui, "Yes")) /* Yes: a button's question */
        return press_widget(s, a, fe_ui_find(&a->ui, "Continue") ? "Continue" : "Yes", false);
    if (fe_ui_find(&a->ui, "Ready"))
        return fail(s, "play-any: the curtain is down (click Ready)");
    int player = eg_midend_human_to_act(me), v = fe_table_viewer(a);
    if (v >= 0 && v < 32 && (eg_midend_to_act(me) >> v & 1u) && eg_midend_is_human(me, v))
        player = v; /* the person seated first, where they may act */
    bool stray = player < 0; /* then the first human's input, who may not act */
    for (int p = eg_midend_record(me)->nplayers - 1; stray && p >= 0; p--)
        player = eg_midend_is_human(me, p) ? p : player;
    if (player < 0)
        return fail(s, "play-any: no human plays this game");
    enum { MAX_CAND = 1024 };
    const unsigned LEGAL = 1u << EG_PICK_LEGAL, ANY = LEGAL | 1u << EG_PICK_REFUSED;
    any_move *cand = malloc(MAX_CAND * sizeof *cand);
    int n = cand ? any_moves(a, me, player, stray ? ANY : LEGAL, !stray, cand, MAX_CAND) : -1;
    bool set = n == 0 && !stray; /* no move yet: a pick that changes the ui (Cityscape's dice) */
    if (set)
        n = any_moves(a, me, player, LEGAL | 1u << EG_PICK_UI, true, cand, MAX_CAND);
    any_move m = {EG_NO_ITEM, EG_NO_ITEM, -1};
    if (n > 0 && pieces_first) { /* the game's buttons only when no piece can move */
        int np = 0;
        for (int i = 0; i < n; i++)
            if (cand[i].button < 0)
                cand[np++] = cand[i];
        n = np > 0 ? np : n;
    }
    if (n > 0) {
        s->rng ^= s->rng << 13, s->rng ^= s->rng >> 17, s->rng ^= s->rng << 5;
        m = cand[s->rng % (uint32_t)n];
    }
    free(cand);
    if (n < 0)
        return fail(s, "play-any: out of memory");
    if (n == 0)
        return fail(s, "play-any: player %d has nothing to do with the pointer", player + 1);
    *(stray ? &s->stray : &s->played) += !set;
    if (m.button >= 0)
        return press_widget(s, a, fe_table_scene(a)->buttons[m.button].label, false);
    float p[2], q[2];
    aims(a, m.from, m.to == EG_NO_ITEM ? EG_ITEM_PICK | EG_ITEM_DROP : EG_ITEM_PICK, p);
    if (m.to == EG_NO_ITEM) {
        push_click(a, p[0], p[1]);
        return true;
    }
    aims(a, m.to, EG_ITEM_DROP, q);
    push_drag(a, p, q);
    push_mouse(a, SDL_MOUSEBUTTONUP, q[0], q[1], false);
    return true;
}

/* ---- dump-scene FILE: the scene the table drew last, as text, so that
 * tests check what was shown (and to whom) rather than the model. */
static bool dump_scene(fe_script *s, fe_app *a, const char *path)
{
    if (!fe_table_midend(a))
        return fail(s, "dump-scene: no game at the table");
    FILE *f = fopen(path, "w");
    if (!f)
        return fail(s, "dump-scene: cannot write %s", path);
    fprintf(f, "curtain %d\n", fe_ui_find(&a->ui, "Ready") != NULL);
    eg_scene_write(fe_table_scene(a), f);
    static char steps[EG_MAX_REVEAL_STEPS][160]; /* the scoring panel's, whole */
    int n = fe_table_reveal_lines(a, steps, EG_MAX_REVEAL_STEPS);
    for (int i = 0; i < n; i++)
        fprintf(f, "step %d |%s|\n", i, steps[i]);
    return fclose(f) == 0 ? true : fail(s, "dump-scene: cannot write %s", path);
}

/* A frame drawn with the renderer's log on: every panel and text it drew
 * (texts by their first EG_DRAWN_TEXT_MAX - 1 bytes), the ground truth of
 * what the player reads. Returns how many it logged into items. */
static int drawn_now(fe_app *a, eg_drawn *items, int cap)
{
    fe_draw_log log = {items, 0, cap, 0, false};
    struct fe_layout_check *check = a->layout; /* it records into its own log */
    a->layout = NULL;
    fe_draw_log *prev = fe_renderer_log(a->r, &log);
    fe_app_draw(a);
    fe_renderer_log(a->r, prev);
    a->layout = check;
    return log.n;
}

enum { DRAWN_CAP = 2048 };

/* expect-text TEXT / expect-no-text TEXT: draw a frame and look for TEXT
 * among the texts the renderer drew. */
static bool expect_text(fe_script *s, fe_app *a, const char *text, bool want)
{
    static eg_drawn items[DRAWN_CAP];
    int n = drawn_now(a, items, DRAWN_CAP);
    /* "TEXT" in double quotes: the whole text, not a part of one. */
    char exact[EG_DRAWN_TEXT_MAX + 2] = "";
    size_t len = strlen(text);
    if (len >= 2 && text[0] == '"' && text[len - 1] == '"' && len - 2 < sizeof exact)
        snprintf(exact, sizeof exact, "%.*s", (int)(len - 2), text + 1);
    for (int i = 0; i < n; i++)
        if (items[i].kind == EG_DRAWN_TEXT &&
            (exact[0] ? strcmp(items[i].text, exact) == 0 : strstr(items[i].text, text) != NULL))
            return want ? true : fail(s, "'%s' is drawn on the %s screen", items[i].text,
                                      fe_flow_screen_name(a->flow.screen));
    return want ? fail(s, "no text with '%s' is drawn on the %s screen", text,
                       fe_flow_screen_name(a->flow.screen))
                : true;
}

/* hover-text TEXT: the pointer moved (no button held, in steps as move-to)
 * onto the middle of the first drawn text holding TEXT, where the renderer
 * drew it, as a player points at what they read. */
static bool hover_text(fe_script *s, fe_app *a, const char *text)
{
    static eg_drawn items[DRAWN_CAP];
    int n = drawn_now(a, items, DRAWN_CAP);
    for (int i = 0; i < n; i++)
        if (items[i].kind == EG_DRAWN_TEXT && text[0] && strstr(items[i].text, text)) {
            float from[2] = {s->held_x, s->held_y};
            float to[2] = {items[i].x + items[i].w / 2.0f, items[i].y + items[i].h / 2.0f};
            push_move(a, from, to, s->down);
            s->held_x = to[0];
            s->held_y = to[1];
            fprintf(stderr, "hover-text %s: at %.0f %.0f\n", text, (double)to[0], (double)to[1]);
            return true;
        }
    return fail(s, "hover-text: no text with '%s' is drawn on the %s screen", text,
                fe_flow_screen_name(a->flow.screen));
}

/* dump-text FILE: draw a frame and write every text drawn, one a line, in
 * the order drawn, as "text X Y W H |TEXT|" (the rectangle it covers on
 * the screen), and every box as "panel X Y W H", so that tests read a
 * panel's lines as the player does and see what it covers. */
static bool dump_text(fe_script *s, fe_app *a, const char *path)
{
    static eg_drawn items[DRAWN_CAP];
    int n = drawn_now(a, items, DRAWN_CAP);
    FILE *f = fopen(path, "w");
    if (!f)
        return fail(s, "dump-text: cannot write %s", path);
    for (int i = 0; i < n; i++)
        if (items[i].kind == EG_DRAWN_PANEL) /* a box drawn: a panel, a button */
            fprintf(f, "panel %.0f %.0f %.0f %.0f%s\n", (double)items[i].x, (double)items[i].y,
                    (double)items[i].w, (double)items[i].h, items[i].over ? " over" : "");
        else if (items[i].kind == EG_DRAWN_TEXT)
            fprintf(f, "text %.0f %.0f %.0f %.0f |%s|\n", (double)items[i].x, (double)items[i].y,
                    (double)items[i].w, (double)items[i].h, items[i].text);
        else if (items[i].kind == EG_DRAWN_KEEP && (items[i].w > 0.0f || items[i].h > 0.0f))
            /* A piece the table keeps clear (EG_ITEM_KEEP_CLEAR), as drawn. */
            fprintf(f, "keep %.0f %.0f %.0f %.0f |%s|\n", (double)items[i].x, (double)items[i].y,
                    (double)items[i].w, (double)items[i].h, items[i].text);
    /* At the table: the box the camera frames (eg_scene lo, hi) as drawn. */
    float lo[2], hi[2];
    if (a->flow.screen == FE_SCREEN_TABLE && fe_table_board_rect(a, lo, hi))
        fprintf(f, "board %.0f %.0f %.0f %.0f\n", (double)lo[0], (double)lo[1],
                (double)(hi[0] - lo[0]), (double)(hi[1] - lo[1]));
    return fclose(f) == 0 ? true : fail(s, "dump-text: cannot write %s", path);
}

/* expect-hint at the table: a hint is said ("Hint: ..." drawn), and among
 * the pieces the table drew lit there is a piece and a place (or a piece
 * alone) that the game's interpret() turns into a move the rules accept
 * now for the player at the table: the hint as the player sees it. */
static bool table_hint(fe_script *s, fe_app *a)
{
    if (!expect_text(s, a, "Hint: ", true))
        return false;
    struct eg_midend *me = fe_table_midend(a);
    const eg_scene *sc = fe_table_scene(a);
    int player = eg_midend_human_to_act(me);
    if (player < 0)
        return fail(s, "expect-hint: no human is to act");
    eg_picker *p = eg_picker_new(me, player, fe_table_ui_probe(a, player));
    eg_pick pick;
    bool found = p && eg_picker_list(p, sc, EG_ITEM_LIT, 1u << EG_PICK_LEGAL, &pick, 1) == 1;
    eg_picker_free(p);
    if (!found)
        return fail(s, "expect-hint: the hint is said, but no lit piece and lit place drawn make a "
                       "legal move");
    return true;
}

/* expect-span PCT FROM TO: the pieces with ids FROM..TO, where the table
 * drew them now (the centre of each one's top, projected with the camera
 * that draws them), span at least PCT% of the window's width or height. */
static bool expect_span(fe_script *s, fe_app *a, int want, int32_t from, int32_t to)
{
    if (!fe_table_midend(a))
        return fail(s, "expect-span: no game at the table");
    fe_app_draw(a); /* the camera as it frames this frame */
    const eg_scene *sc = fe_table_scene(a);
    float lo[2] = {1e9f, 1e9f}, hi[2] = {-1e9f, -1e9f};
    int n = 0;
    for (int i = 0; i < sc->nitems; i++) {
        float at[2];
        int32_t id = sc->items[i].id;
        if (id < from || id > to || !fe_table_item_point(a, id, &at[0], &at[1]))
            continue;
        n++;
        for (int k = 0; k < 2; k++) {
            lo[k] = at[k] < lo[k] ? at[k] : lo[k];
            hi[k] = at[k] > hi[k] ? at[k] : hi[k];
        }
    }
    if (n < 2)
        return fail(s, "expect-span: fewer than two pieces with ids %d to %d are drawn", from, to);
    float across = (hi[0] - lo[0]) / (float)a->fb_w, down = (hi[1] - lo[1]) / (float)a->fb_h;
    float span = 100.0f * (across > down ? across : down);
    fprintf(stderr, "expect-span: pieces %d to %d span %.0f%% of the window (%.0f%% across, "
            "%.0f%% down)\n", from, to, (double)span, 100.0 * (double)across, 100.0 * (double)down);
    if (span < (float)want)
        return fail(s, "the pieces %d to %d span %.0f%% of the window (%.0f%% across, %.0f%% "
                       "down), expected at least %d%%",
                    from, to, (double)span, 100.0 * (double)across, 100.0 * (double)down, want);
    return true;
}

/* ---- Online (online.h). Until the table stands as wanted (any answer of
 * the server, want 0; 1: a seat of this window is to act, the game is over
 * or the connection is gone (the Play online screen says why); 2: the same
 * but a connection gone fails), the line runs again once the network wakes
 * the window, which sleeps till then rather than spins: 0. Then 1; -1
 * failed, after `limit` s or as want 2 says. */
static int await_turn(fe_script *s, fe_app *a, const char *cmd, double limit, int want)
{
    const char *why;
    int turn = fe_online_turn(a, &why);
    bool done = want ? turn == CN_TURN_OURS || turn == CN_TURN_GONE : turn != CN_TURN_WAIT;
    Uint64 now = SDL_GetTicks64();
    if (done || (s->turn_since && (double)(now - s->turn_since) > limit * 1000.0)) {
        s->turn_since = 0;
        if (!done)
            return fail(s, "%s: %s after %.0f s (%s)", cmd, want ? "no seat of this window is to act"
                        : "the server has not answered", limit, why), -1;
        return want == 2 && turn == CN_TURN_GONE ? (fail(s, "%s: no table online (%s)", cmd, why), -1) : 1;
    }
    s->turn_since = s->turn_since ? s->turn_since : now;
    SDL_WaitEventTimeout(NULL, 100); /* an event waiting is left in the queue */
    s->pc--;
    return 0;
}

static bool expect_screen(fe_script *s, fe_app *a, const char *name)
{
    if (strcmp(fe_flow_screen_name(a->flow.screen), name) != 0)
        return fail(s, "expected the %s screen, but it is %s", name, fe_flow_screen_name(a->flow.screen));
    return true;
}

static bool run_command(fe_script *s, fe_app *a, const char *line)
{
    eg_script_cmd c; /* '!' (run without waiting for animations) was seen by the caller */
    char why[200];
    if (!eg_script_parse_line(line, &c, why, sizeof why))
        return fail(s, "%s", why);
    char *args = c.args;
    switch (c.op) {
    case EG_SCMD_NONE:
    case EG_SCMD_SIZE:
    case EG_SCMD_SEED:
    case EG_SCMD__COUNT:
        return true; /* size and seed are read at start-up */
    case EG_SCMD_CLICK:
        return press_widget(s, a, args, false);
    case EG_SCMD_HOLD: /* press a widget and hold it ("release" lets go) */
        return press_widget(s, a, args, true);
    case EG_SCMD_CLICKAT:
        push_click(a, c.x[0], c.x[1]);
        return true;
    case EG_SCMD_KEY:
        for (char *k = strtok(args, " "); k; k = strtok(NULL, " ")) {
            bool ctrl = strncmp(k, "Ctrl+", 5) == 0; /* Ctrl+Down: the view lowered */
            SDL_Keycode key = SDL_GetKeyFromName(k + (ctrl ? 5 : 0));
            if (key == SDLK_UNKNOWN)
                return fail(s, "key: no key called '%s'", k);
            push_key_mod(a, key, ctrl ? KMOD_LCTRL : KMOD_NONE);
        }
        return true;
    case EG_SCMD_TYPE: {
        SDL_Event e;
        memset(&e, 0, sizeof e);
        e.type = SDL_TEXTINPUT;
        SDL_strlcpy(e.text.text, args, sizeof e.text.text);
        SDL_PushEvent(&e);
        return true;
    }
    case EG_SCMD_READY: /* take the computer if a curtain is down */
        return fe_ui_find(&a->ui, "Ready") ? press_widget(s, a, "Ready", false) : true;
    case EG_SCMD_CAMERA: /* print the camera's pose to stderr */
        fprintf(stderr, "camera yaw %.1f pitch %.1f zoom %.2f%s\n", (double)a->cam.now.yaw,
                (double)a->cam.now.pitch, (double)a->cam.now.zoom,
                a->cam.moving ? " (moving)" : "");
        return true;
    case EG_SCMD_PEAK_MEMORY: { /* the process's peak resident memory, to stderr */
        struct rusage ru;
        getrusage(RUSAGE_SELF, &ru);
        fprintf(stderr, "peak memory %.1f MB\n", (double)ru.ru_maxrss / 1024.0);
        return true;
    }
    case EG_SCMD_DRAG_ITEM:
        return drag_item(s, a, &c, true);
    case EG_SCMD_LIFT_ITEM: /* drag-item without letting go: "release" does */
        return drag_item(s, a, &c, false);
    case EG_SCMD_CLICK_ITEM:
    case EG_SCMD_HOVER_ITEM: { /* hover: the pointer over a piece where it is drawn */
        float p[2];
        bool click = c.op == EG_SCMD_CLICK_ITEM;
        if (!item_point(s, a, click ? "click-item" : "hover-item", c.n[0],
                        EG_ITEM_PICK | EG_ITEM_DROP, p))
            return false;
        if (click)
            push_click(a, p[0], p[1]);
        else
            push_mouse(a, SDL_MOUSEMOTION, p[0], p[1], false);
        if (!click) /* where, for press and move-to */
            fprintf(stderr, "hover-item %d: at %.0f %.0f\n", c.n[0], (double)p[0], (double)p[1]);
        return true;
    }
    case EG_SCMD_KEY_TO:
        return key_to(s, a, c.n[0]);
    case EG_SCMD_EXPECT_MOVES: { /* moves made in the game at the table */
        struct eg_midend *me = fe_table_midend(a);
        int want = c.n[0], got = me ? eg_midend_moves(me) : -1;
        if (got != want)
            return fail(s, "expected %d moves made at the table, found %d", want, got);
        return true;
    }
    case EG_SCMD_RELEASE:
        push_mouse(a, SDL_MOUSEBUTTONUP, s->held_x, s->held_y, false);
        s->down = false;
        return true;
    case EG_SCMD_PRESS: /* pressed at a pixel and held: move-to carries, release lets go */
    case EG_SCMD_MOVE_TO: {
        float p[2] = {s->held_x, s->held_y};
        if (c.op == EG_SCMD_PRESS)
            push_press(a, c.x[0], c.x[1]);
        else
            push_move(a, p, c.x, s->down);
        s->down |= c.op == EG_SCMD_PRESS;
        s->held_x = c.x[0];
        s->held_y = c.x[1];
        return true;
    }
    case EG_SCMD_HOVER_TEXT:
        return hover_text(s, a, args);
    case EG_SCMD_WHEEL: /* N notches where the pointer is, a notch a frame */
        if (c.n[0] != 0)
            push_wheel(a, c.n[0] < 0 ? -1 : 1);
        if (++s->arrows < abs(c.n[0]))
            s->pc--;
        else
            s->arrows = 0;
        return true;
    case EG_SCMD_EXPECT_SPAN:
        return expect_span(s, a, c.n[0], c.n[1], c.n[2]);
    case EG_SCMD_WAIT: {
        /* At most an hour (the parser refuses more, and check_waits before
         * anything runs). Frames counted whole (a float sum stops growing
         * past a few days) and the queue looked at each game second: a quit
         * request (SIGTERM, the window closed) ends the wait and the script. */
        long frames = lround((double)c.x[0] * 60.0);
        for (long i = 0; i < frames; i++) {
            if (i % 60 == 0) {
                SDL_PumpEvents();
                if (SDL_HasEvent(SDL_QUIT)) {
                    fprintf(stderr, "%s:%d: wait %s: stopped after %ld of %g s: the game was "
                            "asked to quit\n", s->path, s->pc, c.args, i / 60, (double)c.x[0]);
                    s->done = true;
                    break;
                }
            }
            fe_app_update(a, 1.0f / 60.0f);
        }
        a->redraw = true;
        return true;
    }
    case EG_SCMD_EXPECT:
        return expect_screen(s, a, args);
    case EG_SCMD_EXPECT_DISABLED: {
        const fe_ui_widget *w = fe_ui_find(&a->ui, args);
        if (!w)
            return fail(s, "no '%s' on the %s screen", args, fe_flow_screen_name(a->flow.screen));
        return w->enabled ? fail(s, "'%s' is enabled", args) : true;
    }
    case EG_SCMD_EXPECT_HINT:
        if (!fe_table_midend(a))
            return fail(s, "expect-hint: no game at the table");
        return table_hint(s, a);
    case EG_SCMD_SCREENSHOT:
        return screenshot(s, a, args);
    case EG_SCMD_EXPECT_TEXT:
    case EG_SCMD_EXPECT_NO_TEXT:
        return expect_text(s, a, args, c.op == EG_SCMD_EXPECT_TEXT);
    case EG_SCMD_PLAY_ANY:
        return play_any(s, a, false);
    case EG_SCMD_PLAY_TO_END: { /* play-any until the game is over; buttons after N inputs */
        struct eg_midend *me = fe_table_midend(a);
        if (me && a->flow.screen == FE_SCREEN_TABLE && eg_midend_is_over(me) &&
            !(eg_midend_is_remote(me) && fe_ui_find(&a->ui, "Continue"))) { /* online: the last reveal */
            s->to_end = 0;
            return true;
        }
        if (++s->to_end > PLAY_TO_END_MAX)
            return fail(s, "play-to-end: the game is not over after %d inputs", PLAY_TO_END_MAX);
        if (me && eg_midend_is_remote(me)) { /* online: the curtain, the reveal, our turn */
            const char *label = fe_ui_find(&a->ui, "Continue") ? "Continue" : "Ready";
            if (fe_ui_find(&a->ui, label))
                press_widget(s, a, label, false);
            else if (await_turn(s, a, "play-to-end", 600.0, 2) == 0)
                return s->to_end--, true; /* this line again (await_turn), no input made */
            else if (s->done || !play_any(s, a, s->to_end <= c.n[0]))
                return false;
            s->pc--;
            return true;
        }
        bool human = false;
        for (int p = 0; me && p < eg_midend_record(me)->nplayers; p++)
            human |= eg_midend_is_human(me, p);
        /* With computers only, wait for them (the line runs again once they
         * have settled), and go on past a round's scoring as play-any does. */
        if (me && !human && fe_ui_find(&a->ui, "Continue"))
            press_widget(s, a, "Continue", false);
        else if (me && fe_ui_find(&a->ui, "Ready")) /* hot seat: the curtain passed */
            press_widget(s, a, "Ready", false);
        else if (me && !human)
            s->to_end--;
        else if (!play_any(s, a, s->to_end <= c.n[0]))
            return false;
        s->pc--; /* this line again, once the game has settled */
        return true;
    }
    case EG_SCMD_WAIT_TURN:
    case EG_SCMD_WAIT_ONLINE:
        return await_turn(s, a, eg_script_op_name(c.op), c.x[0] > 0.0f ? c.x[0] : 60.0,
                          c.op == EG_SCMD_WAIT_TURN) >= 0;
    case EG_SCMD_DUMP_TEXT:
        return dump_text(s, a, args);
    case EG_SCMD_DUMP_SCENE:
        return dump_scene(s, a, args);
    case EG_SCMD_QUIT:
        s->done = true;
        return true;
    }
    return fail(s, "unknown command");
}

bool fe_script_urgent(const fe_script *s)
{
    return !s->done && s->pc < s->nlines && s->lines[s->pc][0] == '!';
}

bool fe_script_step(fe_script *s, fe_app *a)
{
    if (s->done)
        return false;
    if (s->pc >= s->nlines) {
        s->done = true;
        return false;
    }
    char line[EG_SCRIPT_LINE_MAX];
    int at = s->pc;
    snprintf(line, sizeof line, "%s", s->lines[s->pc++]);
    char err[256];
    if (run_command(s, a, line) && fe_xpointer_error(err, sizeof err))
        fail(s, "%s", err);
    if (s->pc != at) /* the next line: a wait it left (play-to-end at the end) is not its own */
        s->turn_since = 0;
    a->redraw = true;
    return !s->done;
}

void fe_script_stalled(fe_script *s, fe_app *a, double seconds)
{
    s->pc++; /* name the line waiting to run */
    fail(s, "the game has not settled for this command in %.0f s (screen %s)", seconds,
         fe_flow_screen_name(a->flow.screen));
}

int fe_script_finish(fe_script *s, fe_app *a)
{
    (void)a;
    if (s->played || s->stray)
        printf("script: play-any made %d moves, and %d inputs while no human could act\n",
               s->played, s->stray);
    return s->failures ? 1 : 0;
}
