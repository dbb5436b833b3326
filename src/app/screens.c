/* SPDX-License-Identifier: MIT */
/* screens.c - the screens around the table: the title, the game choice,
 * the settings, and the notice and message over any screen. Every game's
 * own screens (setup, play, rules, menu, results) are the table's.
 *
 * Every function here runs in two passes (ui.h): handling one intent, or
 * drawing. */
#include <stdio.h>
#include <string.h>

#include "dialog.h"
#include "eg_game.h"
#include "lesson.h"
#include "online.h"
#include "screens.h"
#include "table.h"
#include "table_menu.h"

#define U(x) ((x) * a->ui.unit)

/* ---- Shared pieces. */

static float text_px(const fe_app *a, float factor)
{
    return (float)a->ui.px * factor;
}

static void heading(fe_app *a, float y, const char *text)
{
    fe_ui_text(&a->ui, (float)a->fb_w * 0.5f, y, text_px(a, 1.6f), 1, true, FE_UI_WHITE, text);
}

/* The toast line, over everything. */
static void draw_toast(fe_app *a)
{
    if (!a->toast[0] || !a->ui.r || a->toast_screen != a->flow.screen)
        return; /* a message belongs to the screen that raised it */
    float w = (float)a->fb_w * 0.7f, h = text_px(a, 2.0f);
    fe_rect r = fe_ui_rect(((float)a->fb_w - w) * 0.5f, (float)a->fb_h - h - U(90), w, h);
    fe_ui_panel(&a->ui, r, FE_UI_SHADE);
    fe_ui_text(&a->ui, r.x + r.w * 0.5f, r.y + h * 0.2f, text_px(a, 1.0f), 1, false, FE_UI_WHITE,
               a->toast);
}

/* The notice (fe_app_notice): a box over the dimmed screen, its first
 * paragraph a heading, the others wrapped to the box, and OK. Until OK,
 * Esc or Return it takes every input; it goes with its screen. Returns
 * true while it is up. */
static bool notice(fe_app *a)
{
    if (!a->notice[0])
        return false;
    if (a->notice_screen != a->flow.screen) {
        a->notice[0] = '\0';
        return false;
    }
    enum { MAX_LINES = 14 };
    static char lines[MAX_LINES][FE_UI_LINE_MAX];
    bool bold[MAX_LINES] = {false};
    float big = text_px(a, 1.1f), small = text_px(a, 0.85f);
    float w = U(900) < (float)a->fb_w * 0.92f ? U(900) : (float)a->fb_w * 0.92f;
    int n = 0;
    char para[sizeof a->notice];
    for (const char *p = a->notice; *p && n < MAX_LINES;) {
        size_t len = strcspn(p, "\n");
        snprintf(para, sizeof para, "%.*s", (int)len, p);
        bool heading = p == a->notice;
        int got = fe_ui_wrap(&a->ui, para, heading ? big : small, heading, w - U(48),
                             &lines[n], MAX_LINES - n);
        for (int i = 0; i < got; i++)
            bold[n + i] = heading;
        n += got;
        p += len + (p[len] == '\n');
    }
    float step = small * 1.45f, bh = U(52), bw = U(200), text_h = 0.0f;
    for (int i = 0; i < n; i++)
        text_h += bold[i] ? big * 1.6f : step;
    float h = U(24) + text_h + U(20) + bh + U(20);
    float cx = (float)a->fb_w * 0.5f, y0 = ((float)a->fb_h - h) * 0.5f;
    y0 = y0 > 0.0f ? y0 : 0.0f;
    if (a->ui.r) {
        const float dim[4] = {0.0f, 0.0f, 0.0f, 0.55f};
        fe_ui_panel(&a->ui, fe_ui_rect(0, 0, (float)a->fb_w, (float)a->fb_h), dim);
        fe_ui_panel(&a->ui, fe_ui_rect(cx - w * 0.5f, y0, w, h), FE_UI_BAR);
        float y = y0 + U(24);
        for (int i = 0; i < n; i++) {
            fe_ui_text(&a->ui, bold[i] ? cx : cx - w * 0.5f + U(24), y, bold[i] ? big : small,
                       bold[i] ? 1 : 0, bold[i], FE_UI_WHITE, lines[i]);
            y += bold[i] ? big * 1.6f : step;
        }
    }
    if (fe_ui_button(&a->ui, fe_ui_rect(cx - bw * 0.5f, y0 + h - bh - U(20), bw, bh), "OK", true) ||
        (a->ui.in && (a->ui.in->kind == FE_IN_CANCEL || a->ui.in->kind == FE_IN_CONFIRM))) {
        a->notice[0] = '\0';
        a->redraw = true;
    }
    if (a->ui.in)
        a->ui.consumed = true; /* nothing behind the notice answers */
    return true;
}

/* ---- Title. */

static void screen_title(fe_app *a)
{
    float cx = (float)a->fb_w * 0.5f;
    if (a->ui.r) {
        float w = U(660) < (float)a->fb_w - U(24) ? U(660) : (float)a->fb_w - U(24);
        fe_ui_panel(&a->ui, fe_ui_rect(cx - w * 0.5f, U(60), w, U(150)), FE_UI_SHADE);
        fe_ui_text(&a->ui, cx, U(72), text_px(a, 3.4f), 1, true, FE_UI_WHITE, "Cityscape");
        fe_ui_text(&a->ui, cx, U(160), text_px(a, 1.0f), 1, false, FE_UI_WHITE,
                   "Build a skyline that matches your secret goals");
    }
    static const char *const labels[] = {"New game", "Continue", "Play online", "Learn to play",
                                         "Rules",    "Settings", "Quit"};
    /* Continue: the game played last, at the table (table_menu.h). */
    bool enabled[] = {true, fe_table_can_continue(a), true, true, true, true, true};
    int hit = fe_dialog_buttons(a, cx, U(240), labels, enabled, 7);
    if (hit == 0 || hit == 4) /* a game to play here, or whose rules to show */
        a->online_host = false;
    switch (hit) {
    case 0:
        a->games_for_rules = false;
        fe_flow_show(&a->flow, FE_SCREEN_GAMES);
        break;
    case 1:
        fe_table_continue(a);
        break;
    case 2: /* host or join a table on a server (online.c) */
        fe_flow_show(&a->flow, FE_SCREEN_ONLINE);
        break;
    case 3: /* the house game's lesson at the table; the saved game stays as it is */
        fe_lesson_learn(a);
        break;
    case 4: /* the games screen: whose rules (the table's rules page) */
        a->games_for_rules = true;
        fe_flow_show(&a->flow, FE_SCREEN_GAMES);
        break;
    case 5:
        fe_flow_show(&a->flow, FE_SCREEN_SETTINGS);
        break;
    case 6:
        a->quit = true;
        break;
    default:
        break;
    }
}

/* ---- The game choice: every game the engine knows (src/engine/game.h);
 * those whose window play is not written yet are shown as coming. */

static void screen_games(fe_app *a)
{
    float cx = (float)a->fb_w * 0.5f;
    heading(a, U(40), a->games_for_rules ? "Which game's rules?" : "Choose a game");
    enum { MAX_GAMES = 8 };
    char text[MAX_GAMES + 1][64];
    const char *labels[MAX_GAMES + 1];
    bool enabled[MAX_GAMES + 1];
    int n = 0;
    for (int i = 0; i < eg_game_count() && n < MAX_GAMES; i++, n++) {
        const eg_game *g = eg_game_at(i);
        enabled[n] = (g->flags & EG_GAME_PLAYABLE) != 0;
        snprintf(text[n], sizeof text[n], enabled[n] ? "%s" : "%s (coming)", g->name);
        labels[n] = text[n];
    }
    labels[n] = "Back";
    enabled[n] = true;
    if (a->ui.r) /* a quiet ground under the list, as on the title */
        fe_ui_panel(&a->ui, fe_ui_rect(cx - U(180), U(116), U(360), (float)(n + 1) * U(66) + U(14)),
                    FE_UI_SHADE);
    int hit = fe_dialog_buttons(a, cx, U(130), labels, enabled, n + 1);
    if (hit == n || (a->ui.in && a->ui.in->kind == FE_IN_CANCEL)) {
        fe_flow_show(&a->flow, a->online_host ? FE_SCREEN_ONLINE : FE_SCREEN_TITLE);
    } else if (hit >= 0) {
        /* Every game is set up and played at the table (table.c); its
         * rules are the table's rules page. */
        if (a->games_for_rules)
            fe_table_rules(a, eg_game_at(hit));
        else
            fe_table_choose(a, eg_game_at(hit));
    }
}

/* ---- Settings. */

static void screen_settings(fe_app *a)
{
    fe_settings *s = &a->settings;
    float cx = (float)a->fb_w * 0.5f, w = U(420), h = U(46), gap = U(10), y = U(40);
    fe_ui_panel(&a->ui, fe_ui_rect(cx - w * 0.5f - U(30), y - U(10), w + U(60), U(446)),
                FE_UI_BAR);
    heading(a, y, "Settings");
    y += U(64);
    struct {
        const char *label;
        bool *value;
    } toggles[] = {{"Fullscreen", &s->fullscreen}, {"Vsync", &s->vsync}, {"Mute", &s->mute}};
    for (size_t i = 0; i < sizeof toggles / sizeof toggles[0]; i++, y += h + gap)
        if (fe_ui_toggle(&a->ui, fe_ui_rect(cx - w * 0.5f, y, w, h), toggles[i].label,
                         toggles[i].value) &&
            toggles[i].value == &s->fullscreen) {
            a->fullscreen = s->fullscreen;
            SDL_SetWindowFullscreen(a->win.window,
                                    s->fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
        }
    char label[64];
    static const float scales[] = {1.0f, 1.25f, 1.5f, 2.0f, 0.75f};
    int ci = 0;
    for (int i = 0; i < 5; i++)
        if (s->ui_scale == scales[i])
            ci = i;
    snprintf(label, sizeof label, "Text size: %d%%", (int)(scales[ci] * 100.0f + 0.5f));
    if (fe_ui_button(&a->ui, fe_ui_rect(cx - w * 0.5f, y, w, h), label, true))
        s->ui_scale = scales[(ci + 1) % 5];
    y += h + gap;
    snprintf(label, sizeof label, "Volume: %d%%", s->volume);
    if (fe_ui_button(&a->ui, fe_ui_rect(cx - w * 0.5f, y, w, h), label, true))
        s->volume = s->volume >= 100 ? 0 : s->volume + 10;
    y += h + gap * 2;
    bool back = fe_ui_button(&a->ui, fe_ui_rect(cx - U(110), y, U(220), U(52)), "Back", true) ||
                (a->ui.in && a->ui.in->kind == FE_IN_CANCEL);
    if (back) {
        fe_app_save_settings(a);
        fe_flow_back(&a->flow);
    }
}

void fe_screens_run(fe_app *a)
{
    /* The notice, or a question (table_menu.c), takes the input; the screen
     * is drawn behind it. */
    if (a->ui.in && (notice(a) || fe_table_menu_question(a, false)))
        return;
    switch (a->flow.screen) {
    case FE_SCREEN_TITLE: screen_title(a); break;
    case FE_SCREEN_RULES: fe_table_rules_screen(a); break;
    case FE_SCREEN_SETTINGS: screen_settings(a); break;
    case FE_SCREEN_GAMES: screen_games(a); break;
    case FE_SCREEN_TABLE_SETUP: fe_table_setup_screen(a); break;
    case FE_SCREEN_TABLE: fe_table_play_screen(a); break;
    case FE_SCREEN_MENU: /* the table's, over its game (table_menu.c) */
        fe_table_menu_screen(a);
        break;
    case FE_SCREEN_ONLINE: fe_online_screen(a); break;
    }
    fe_table_menu_question(a, true); /* drawn over the screen */
    draw_toast(a);
    if (a->ui.r)
        notice(a);
}
