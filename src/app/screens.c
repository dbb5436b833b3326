/* SPDX-License-Identifier: MIT */
/* screens.c - each screen's widgets, and the board while building.
 *
 * Every function here runs in two passes (ui.h): handling one intent, or
 * drawing. Game state changes only through the flow (flow.h). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "cityscape_game.h"
#include "eg_game.h"
#include "dialog.h"
#include "explain.h"
#include "screens.h"
#include "table.h"
#include "table_menu.h"
#include "lesson.h"
#include "tutorial_panel.h"
#include "layout.h"
#include "pick.h"

#define U(x) ((x) * a->ui.unit)

static const char *const CTRL_LABELS[CS_CTRL__COUNT] = {"Human", "Computer: easy",
                                                         "Computer: medium", "Computer: hard"};
static const char *const FACE[7] = {"?", "1", "2", "3", "4", "=", "\xe2\x98\x85"};
static const char *const SHORT_MEANING[7] = {"not set",  "see 1",   "see 2",  "see 3",
                                             "see 4",    "a pair",  "tallest"};

/* ---- Shared pieces. */

static float text_px(const cs_app *a, float factor)
{
    return (float)a->ui.px * factor;
}

/* A button drawn lit when selected (for choices). */
static bool choice(cs_app *a, cs_rect r, const char *label, bool selected)
{
    bool clicked = cs_ui_button(&a->ui, r, label, true);
    if (selected && a->ui.r) {
        const float ring[4] = {1.0f, 0.85f, 0.35f, 0.9f};
        cs_ui_panel(&a->ui, cs_ui_rect(r.x, r.y + r.h - U(4), r.w, U(4)), ring);
    }
    return clicked;
}

static void heading(cs_app *a, float y, const char *text)
{
    cs_ui_text(&a->ui, (float)a->fb_w * 0.5f, y, text_px(a, 1.6f), 1, true, CS_UI_WHITE, text);
}

static void seats_text(const cs_game *g, int player, char *out, size_t outsz)
{
    cs_seat seats[2];
    int n = cs_player_seats(g, player, seats);
    if (n == 2)
        snprintf(out, outsz, "%c+%c", cs_seat_char(seats[0]), cs_seat_char(seats[1]));
    else
        snprintf(out, outsz, "%c", n ? cs_seat_char(seats[0]) : '-');
}

/* The toast line, over everything. */
static void draw_toast(cs_app *a)
{
    if (!a->toast[0] || !a->ui.r || a->toast_screen != a->flow.screen)
        return; /* a message belongs to the screen that raised it */
    float w = (float)a->fb_w * 0.7f, h = text_px(a, 2.0f);
    cs_rect r = cs_ui_rect(((float)a->fb_w - w) * 0.5f, (float)a->fb_h - h - U(90), w, h);
    cs_ui_panel(&a->ui, r, CS_UI_SHADE);
    cs_ui_text(&a->ui, r.x + r.w * 0.5f, r.y + h * 0.2f, text_px(a, 1.0f), 1, false, CS_UI_WHITE,
               a->toast);
}

/* The notice (cs_app_notice): a box over the dimmed screen, its first
 * paragraph a heading, the others wrapped to the box, and OK. Until OK,
 * Esc or Return it takes every input; it goes with its screen. Returns
 * true while it is up. */
static bool notice(cs_app *a)
{
    if (!a->notice[0])
        return false;
    if (a->notice_screen != a->flow.screen) {
        a->notice[0] = '\0';
        return false;
    }
    enum { MAX_LINES = 14 };
    static char lines[MAX_LINES][CS_UI_LINE_MAX];
    bool bold[MAX_LINES] = {false};
    float big = text_px(a, 1.1f), small = text_px(a, 0.85f);
    float w = U(900) < (float)a->fb_w * 0.92f ? U(900) : (float)a->fb_w * 0.92f;
    int n = 0;
    char para[sizeof a->notice];
    for (const char *p = a->notice; *p && n < MAX_LINES;) {
        size_t len = strcspn(p, "\n");
        snprintf(para, sizeof para, "%.*s", (int)len, p);
        bool heading = p == a->notice;
        int got = cs_ui_wrap(&a->ui, para, heading ? big : small, heading, w - U(48),
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
        cs_ui_panel(&a->ui, cs_ui_rect(0, 0, (float)a->fb_w, (float)a->fb_h), dim);
        cs_ui_panel(&a->ui, cs_ui_rect(cx - w * 0.5f, y0, w, h), CS_UI_BAR);
        float y = y0 + U(24);
        for (int i = 0; i < n; i++) {
            cs_ui_text(&a->ui, bold[i] ? cx : cx - w * 0.5f + U(24), y, bold[i] ? big : small,
                       bold[i] ? 1 : 0, bold[i], CS_UI_WHITE, lines[i]);
            y += bold[i] ? big * 1.6f : step;
        }
    }
    if (cs_ui_button(&a->ui, cs_ui_rect(cx - bw * 0.5f, y0 + h - bh - U(20), bw, bh), "OK", true) ||
        (a->ui.in && (a->ui.in->kind == CS_IN_CANCEL || a->ui.in->kind == CS_IN_CONFIRM))) {
        a->notice[0] = '\0';
        a->redraw = true;
    }
    if (a->ui.in)
        a->ui.consumed = true; /* nothing behind the notice answers */
    return true;
}

/* Esc on a game screen: the in-game menu. */
static bool escape_to_menu(cs_app *a)
{
    if (!a->ui.in || a->ui.in->kind != CS_IN_CANCEL || !cs_flow_open_menu(&a->flow))
        return false;
    a->ask = CS_ASK_NONE;
    a->ui.consumed = true;
    return true;
}

/* ---- Title. */

static void screen_title(cs_app *a)
{
    float cx = (float)a->fb_w * 0.5f;
    if (a->ui.r) {
        cs_ui_panel(&a->ui, cs_ui_rect(cx - U(330), U(60), U(660), U(150)), CS_UI_SHADE);
        cs_ui_text(&a->ui, cx, U(72), text_px(a, 3.4f), 1, true, CS_UI_WHITE, "Cityscape");
        cs_ui_text(&a->ui, cx, U(160), text_px(a, 1.0f), 1, false, CS_UI_WHITE,
                   "Build a skyline that matches your secret goals");
    }
    static const char *const labels[] = {"New game", "Continue",  "Learn to play",
                                         "Rules",    "Settings",  "Quit"};
    /* Continue: the game played last, at the table (table_menu.h). */
    bool enabled[] = {true, cs_table_can_continue(a), true, true, true, true};
    switch (cs_dialog_buttons(a, cx, U(240), labels, enabled, 6)) {
    case 0:
        a->games_for_rules = false;
        cs_flow_show(&a->flow, CS_SCREEN_GAMES);
        break;
    case 1:
        cs_table_continue(a);
        break;
    case 2: /* the house game's lesson at the table; the saved game stays as it is */
        cs_lesson_learn(a);
        break;
    case 3: /* the games screen: whose rules (the table's rules page) */
        a->games_for_rules = true;
        cs_flow_show(&a->flow, CS_SCREEN_GAMES);
        break;
    case 4:
        cs_flow_show(&a->flow, CS_SCREEN_SETTINGS);
        break;
    case 5:
        a->quit = true;
        break;
    default:
        break;
    }
}

/* ---- The game choice: every game the engine knows (src/engine/game.h);
 * those whose window play is not written yet are shown as coming. */

static void screen_games(cs_app *a)
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
        cs_ui_panel(&a->ui, cs_ui_rect(cx - U(180), U(116), U(360), (float)(n + 1) * U(66) + U(14)),
                    CS_UI_SHADE);
    int hit = cs_dialog_buttons(a, cx, U(130), labels, enabled, n + 1);
    if (hit == n || (a->ui.in && a->ui.in->kind == CS_IN_CANCEL)) {
        cs_flow_show(&a->flow, CS_SCREEN_TITLE);
    } else if (hit >= 0) {
        /* Every game is set up and played at the table (table.c); its
         * rules are the table's rules page. */
        if (a->games_for_rules)
            cs_table_rules(a, eg_game_at(hit));
        else
            cs_table_choose(a, eg_game_at(hit));
    }
}

/* ---- Setup. */

static void set_player_count(cs_app *a, int n)
{
    cs_match_setup s = cs_match_setup_default(n);
    for (int p = 0; p < CS_MAX_PLAYERS; p++) {
        s.ctrl[p] = a->flow.setup.ctrl[p];
        memcpy(s.name[p], a->flow.setup.name[p], sizeof s.name[p]);
    }
    a->flow.setup = s;
}

static int popcount(unsigned m)
{
    int n = 0;
    for (; m; m >>= 1)
        n += (int)(m & 1);
    return n;
}

static void stop_editing(cs_app *a)
{
    if (a->editing_name < 0)
        return;
    char *name = a->flow.setup.name[a->editing_name];
    if (!name[0])
        snprintf(name, CS_NAME_MAX, "Player %d", a->editing_name + 1);
    a->editing_name = -1;
    a->input.typing = false;
    SDL_StopTextInput();
}

/* Text typed into the name being edited (UTF-8, whole characters only). */
static void edit_name(cs_app *a, const cs_intent *in)
{
    if (cs_ui_type_into(a->flow.setup.name[a->editing_name], CS_NAME_MAX, in))
        stop_editing(a);
}

/* Start while a game is saved: starting replaces it. */
static void replace_question(cs_app *a)
{
    int answer = cs_dialog_ask(a, "Replace the saved game?",
                     "Starting a new game replaces the game saved for Continue.", "Replace it",
                     "Keep it");
    if (answer >= 0)
        a->ask = CS_ASK_NONE;
    if (answer == 1)
        cs_app_new_game(a);
}

static void screen_setup(cs_app *a)
{
    cs_match_setup *s = &a->flow.setup;
    if (a->ask == CS_ASK_REPLACE && a->ui.in) {
        replace_question(a);
        return;
    }
    int n = s->cfg.nplayers;
    float cx = (float)a->fb_w * 0.5f, x0 = cx - U(430), y = U(40);
    if (a->ui.in && a->editing_name >= 0 &&
        (a->ui.in->kind == CS_IN_TEXT || a->ui.in->kind == CS_IN_ERASE ||
         a->ui.in->kind == CS_IN_CONFIRM || a->ui.in->kind == CS_IN_CANCEL)) {
        edit_name(a, a->ui.in);
        a->ui.consumed = true;
        return;
    }
    cs_ui_panel(&a->ui, cs_ui_rect(x0 - U(20), y - U(10), U(900), U(640)), CS_UI_SHADE);
    heading(a, y, "New game");
    y += U(60);
    cs_ui_text(&a->ui, x0, y + U(12), text_px(a, 1.0f), 0, true, CS_UI_WHITE, "Players");
    for (int k = 2; k <= 4; k++) {
        char label[16];
        snprintf(label, sizeof label, "%d players", k);
        if (choice(a, cs_ui_rect(x0 + U(170) + (float)(k - 2) * U(170), y, U(155), U(46)), label,
                   n == k))
            set_player_count(a, k);
    }
    y += U(64);
    n = s->cfg.nplayers;
    cs_game preview;
    cs_game_init(&preview, &s->cfg, NULL);
    for (int p = 0; p < n; p++) {
        char label[32], seats[8];
        seats_text(&preview, p, seats, sizeof seats);
        snprintf(label, sizeof label, "Seat %s", seats);
        cs_ui_text(&a->ui, x0, y + U(12), text_px(a, 1.0f), 0, true, CS_UI_WHITE, label);
        cs_rect field = cs_ui_rect(x0 + U(170), y, U(330), U(46));
        snprintf(label, sizeof label, "name %d", p + 1);
        if (cs_ui_area(&a->ui, field, label) == 1) {
            stop_editing(a);
            a->editing_name = p;
            a->input.typing = true;
            char def[CS_NAME_MAX];
            snprintf(def, sizeof def, "Player %d", p + 1);
            if (strcmp(s->name[p], def) == 0)
                s->name[p][0] = '\0'; /* typing replaces the default name */
            SDL_StartTextInput();
        }
        if (a->ui.r) {
            bool editing = a->editing_name == p;
            cs_ui_panel(&a->ui, field, editing ? CS_UI_WHITE : CS_UI_PAPER);
            char shown[CS_NAME_MAX + 4];
            snprintf(shown, sizeof shown, "%s%s", s->name[p], editing ? "|" : "");
            cs_ui_text(&a->ui, field.x + U(12), field.y + U(10), text_px(a, 1.0f), 0, false,
                       CS_UI_INK, shown);
        }
        snprintf(label, sizeof label, "player %d", p + 1);
        cs_rect kind = cs_ui_rect(x0 + U(520), y, U(330), U(46));
        /* Scripts know the button by the player; it shows the choice. */
        if (cs_ui_button_named(&a->ui, kind, label, CTRL_LABELS[s->ctrl[p]], true))
            s->ctrl[p] = (cs_controller)((s->ctrl[p] + 1) % CS_CTRL__COUNT);
        y += U(58);
    }
    if (n == 3) {
        cs_ui_text(&a->ui, x0, y + U(12), text_px(a, 1.0f), 0, true, CS_UI_WHITE, "Seats");
        for (int seat = 0; seat < CS_SEATS; seat++) {
            char label[24];
            snprintf(label, sizeof label, "seat %c", cs_seat_char((cs_seat)seat));
            bool on = (s->cfg.seat_mask >> seat) & 1;
            if (choice(a, cs_ui_rect(x0 + U(170) + (float)seat * U(90), y, U(80), U(46)), label,
                       on)) {
                unsigned m = s->cfg.seat_mask ^ (1u << seat);
                if (popcount(m) >= 2 && popcount(m) <= 3)
                    s->cfg.seat_mask = (uint8_t)m;
                else
                    cs_app_toast(a, "Three players take three edges: free one first");
            }
        }
        cs_ui_text(&a->ui, x0 + U(540), y + U(12), text_px(a, 0.8f), 0, false, CS_UI_WHITE,
                   popcount(s->cfg.seat_mask) == 3 ? "three edges of the board"
                                                   : "choose three edges");
        y += U(58);
    }
    char label[48];
    cs_ui_text(&a->ui, x0, y + U(12), text_px(a, 1.0f), 0, true, CS_UI_WHITE, "Rounds");
    if (cs_ui_button(&a->ui, cs_ui_rect(x0 + U(170), y, U(46), U(46)), "-", s->cfg.nrounds > 1))
        s->cfg.nrounds--;
    snprintf(label, sizeof label, "%d", s->cfg.nrounds);
    cs_ui_text(&a->ui, x0 + U(250), y + U(10), text_px(a, 1.1f), 1, true, CS_UI_WHITE, label);
    if (cs_ui_button(&a->ui, cs_ui_rect(x0 + U(286), y, U(46), U(46)), "+",
                     s->cfg.nrounds < CS_MAX_ROUNDS))
        s->cfg.nrounds++;
    snprintf(label, sizeof label, "standard: %d", cs_config_default(n).nrounds);
    cs_ui_text(&a->ui, x0 + U(350), y + U(12), text_px(a, 0.8f), 0, false, CS_UI_WHITE, label);
    y += U(58);
    cs_ui_text(&a->ui, x0, y + U(12), text_px(a, 1.0f), 0, true, CS_UI_WHITE, "First builder");
    cs_rect first = cs_ui_rect(x0 + U(170), y, U(330), U(46));
    if (cs_ui_button_named(&a->ui, first, "first builder",
                           a->flow.random_first ? "Chosen at random" : s->name[s->cfg.first_player],
                           true)) {
        if (a->flow.random_first) {
            a->flow.random_first = false;
            s->cfg.first_player = 0;
        } else if (s->cfg.first_player + 1 < n) {
            s->cfg.first_player++;
        } else {
            a->flow.random_first = true;
        }
    }
    y += U(58);
    /* What each computer level chosen does, in the game's words. */
    for (int l = CS_CTRL_EASY; l < CS_CTRL__COUNT; l++) {
        bool chosen = false;
        for (int p = 0; p < n; p++)
            chosen |= s->ctrl[p] == (cs_controller)l;
        if (chosen) {
            cs_ui_text(&a->ui, x0, y, text_px(a, 0.7f), 0, false, CS_UI_WHITE,
                       eg_cityscape.level_help[l - CS_CTRL_EASY]);
            y += text_px(a, 0.7f) * 1.25f;
        }
    }
    y = U(580);
    bool ok = s->cfg.nplayers != 3 || popcount(s->cfg.seat_mask) == 3;
    if (cs_ui_button(&a->ui, cs_ui_rect(cx + U(20), y, U(220), U(52)), "Start", ok)) {
        stop_editing(a);
        if (a->has_save)
            a->ask = CS_ASK_REPLACE; /* asked over this screen from the next pass */
        else
            cs_app_new_game(a);
    }
    if (cs_ui_button(&a->ui, cs_ui_rect(cx - U(240), y, U(220), U(52)), "Back", true)) {
        stop_editing(a);
        cs_flow_show(&a->flow, CS_SCREEN_TITLE);
    }
    if (a->ask == CS_ASK_REPLACE && a->ui.r)
        replace_question(a);
}

/* ---- Rules and settings. */

static void screen_settings(cs_app *a)
{
    cs_settings *s = &a->settings;
    float cx = (float)a->fb_w * 0.5f, w = U(420), h = U(46), gap = U(10), y = U(40);
    cs_ui_panel(&a->ui, cs_ui_rect(cx - w * 0.5f - U(30), y - U(10), w + U(60), U(640)),
                CS_UI_SHADE);
    heading(a, y, "Settings");
    y += U(64);
    struct {
        const char *label;
        bool *value;
    } toggles[] = {{"Block colours", &s->tint},  {"Numbers on blocks", &s->numbers},
                   {"Practice aid", &s->practice_aid}, {"Fullscreen", &s->fullscreen},
                   {"Vsync", &s->vsync},          {"Mute", &s->mute}};
    for (size_t i = 0; i < sizeof toggles / sizeof toggles[0]; i++, y += h + gap)
        if (cs_ui_toggle(&a->ui, cs_ui_rect(cx - w * 0.5f, y, w, h), toggles[i].label,
                         toggles[i].value) &&
            toggles[i].value == &s->fullscreen) {
            a->fullscreen = s->fullscreen;
            SDL_SetWindowFullscreen(a->win.window,
                                    s->fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
        }
    static const float speeds[] = {1.0f, 2.0f, 0.0f, 0.5f};
    static const char *const speed_names[] = {"normal", "fast", "instant", "slow"};
    int si = 0;
    for (int i = 0; i < 4; i++)
        if (s->anim_speed == speeds[i])
            si = i;
    char label[64];
    snprintf(label, sizeof label, "Animations: %s", speed_names[si]);
    if (cs_ui_button(&a->ui, cs_ui_rect(cx - w * 0.5f, y, w, h), label, true))
        s->anim_speed = speeds[(si + 1) % 4];
    y += h + gap;
    static const float scales[] = {1.0f, 1.25f, 1.5f, 2.0f, 0.75f};
    int ci = 0;
    for (int i = 0; i < 5; i++)
        if (s->ui_scale == scales[i])
            ci = i;
    snprintf(label, sizeof label, "Text size: %d%%", (int)(scales[ci] * 100.0f + 0.5f));
    if (cs_ui_button(&a->ui, cs_ui_rect(cx - w * 0.5f, y, w, h), label, true))
        s->ui_scale = scales[(ci + 1) % 5];
    y += h + gap;
    snprintf(label, sizeof label, "Volume: %d%%", s->volume);
    if (cs_ui_button(&a->ui, cs_ui_rect(cx - w * 0.5f, y, w, h), label, true))
        s->volume = s->volume >= 100 ? 0 : s->volume + 10;
    y += h + gap * 2;
    bool back = cs_ui_button(&a->ui, cs_ui_rect(cx - U(110), y, U(220), U(52)), "Back", true) ||
                (a->ui.in && a->ui.in->kind == CS_IN_CANCEL);
    if (back) {
        cs_app_save_settings(a);
        cs_flow_back(&a->flow);
    }
}

/* ---- The in-game menu (Esc): over the goals, the building, the reveal,
 * the summary and the curtain, which wait while it is open. */

static void screen_menu(cs_app *a)
{
    cs_flow *f = &a->flow;
    if (a->ask == CS_ASK_LEAVE && a->ui.in) {
        int answer = cs_dialog_ask(a, "Leave the game?",
                         "The dice you have set are not saved until you confirm them.", "Leave",
                         "Stay");
        if (answer >= 0)
            a->ask = CS_ASK_NONE;
        if (answer == 1)
            cs_flow_leave(f);
        return;
    }
    float cx = (float)a->fb_w * 0.5f, top = U(120);
    bool lesson = a->lesson.active;
    if (a->ui.r) {
        /* Opaque: the table's labels (the supply's counts) stay under it. */
        cs_ui_panel(&a->ui, cs_ui_rect(cx - U(190), top - U(96), U(380), U(400)), CS_UI_BAR);
        cs_ui_text(&a->ui, cx, top - U(84), text_px(a, 1.5f), 1, true, CS_UI_WHITE, "Menu");
        cs_ui_text(&a->ui, cx, top - U(36), text_px(a, 0.8f), 1, false, CS_UI_WHITE,
                   lesson ? "The lesson is not saved."
                          : "The game is saved after every move.");
    }
    /* The lesson is never saved: leaving it keeps the saved game as it was. */
    const char *labels[] = {"Resume", "Rules", "Settings", lesson ? "Leave the lesson" : "Save & exit"};
    int hit = cs_dialog_buttons(a, cx, top, labels, NULL, 4);
    if (a->ask == CS_ASK_NONE && a->ui.in && a->ui.in->kind == CS_IN_CANCEL)
        hit = 0;
    switch (hit) {
    case 0:
        cs_flow_close_menu(f);
        break;
    case 1:
        cs_flow_show(f, CS_SCREEN_RULES);
        break;
    case 2:
        cs_flow_show(f, CS_SCREEN_SETTINGS);
        break;
    case 3:
        if (lesson)
            cs_app_lesson_end(a, CS_SCREEN_TITLE);
        else if (cs_flow_leaving_loses(f))
            a->ask = CS_ASK_LEAVE; /* asked on the next pass */
        else
            cs_flow_leave(f);
        break;
    default:
        break;
    }
    if (a->ask == CS_ASK_LEAVE && a->ui.r)
        cs_dialog_ask(a, "Leave the game?", "The dice you have set are not saved until you confirm them.",
            "Leave", "Stay");
}

/* ---- Hot-seat curtain. */

static void screen_pass(cs_app *a)
{
    const cs_flow *f = &a->flow;
    if (escape_to_menu(a))
        return;
    float cx = (float)a->fb_w * 0.5f, cy = (float)a->fb_h * 0.5f;
    char text[96];
    snprintf(text, sizeof text, "Pass to %s", cs_app_player_name(a, f->player));
    cs_ui_text(&a->ui, cx, cy - U(150), text_px(a, 2.6f), 1, true, CS_UI_WHITE, text);
    /* What they are about to do, then how. */
    snprintf(text, sizeof text, "%s: %s", cs_app_player_name(a, f->player),
             f->match.game.phase == CS_PHASE_GOALS ? "set your goals" : "place a block");
    cs_ui_text(&a->ui, cx, cy - U(78), text_px(a, 1.2f), 1, true, CS_UI_WHITE, text);
    cs_ui_text(&a->ui, cx, cy - U(40), text_px(a, 0.85f), 1, false, CS_UI_WHITE,
               "Click Ready when nobody else can see the screen.");
    if (cs_ui_button(&a->ui, cs_ui_rect(cx - U(130), cy, U(260), U(60)), "Ready", true) ||
        (a->ui.in && a->ui.in->kind == CS_IN_CONFIRM))
        cs_flow_take_device(&a->flow);
    if (cs_flow_can_undo(f)) {
        int last = cs_match_mover_of(&f->match, f->match.game.board.nplaced - 1);
        snprintf(text, sizeof text, "Only %s may take the last block back.",
                 cs_app_player_name(a, last));
        cs_ui_text(&a->ui, cx, cy + U(110), text_px(a, 0.85f), 1, false, CS_UI_WHITE, text);
        if (cs_ui_button(&a->ui, cs_ui_rect(cx - U(130), cy + U(150), U(260), U(48)),
                         "Undo my move", true))
            cs_flow_undo(&a->flow, NULL);
    }
}

/* ---- Goal setting: the player's dice, large. */

static void screen_goals(cs_app *a)
{
    cs_flow *f = &a->flow;
    if (escape_to_menu(a))
        return;
    const cs_game *g = &f->match.game;
    cs_seat seats[2];
    int nseats = cs_player_seats(g, f->player, seats);
    float die = U(92), gap = U(22), row_w = 4.0f * die + 3.0f * gap;
    float total_w = (float)nseats * row_w + (float)(nseats - 1) * U(60);
    float x0 = ((float)a->fb_w - total_w) * 0.5f, y0 = (float)a->fb_h - die - U(190);
    cs_ui_panel(&a->ui, cs_ui_rect(x0 - U(30), y0 - U(80), total_w + U(60), die + U(250)),
                CS_UI_SHADE);
    char text[128];
    snprintf(text, sizeof text, "%s: set your secret goals", cs_app_player_name(a, f->player));
    cs_ui_text(&a->ui, (float)a->fb_w * 0.5f, y0 - U(70), text_px(a, 1.3f), 1, true, CS_UI_WHITE,
               text);
    int hover_code = -1;
    for (int k = 0; k < nseats; k++) {
        cs_seat seat = seats[k];
        float xs = x0 + (float)k * (row_w + U(60));
        snprintf(text, sizeof text, "Seat %c (%s edge): lines 1-4 from your left",
                 cs_seat_char(seat), cs_seat_name(seat));
        cs_ui_text(&a->ui, xs, y0 - U(30), text_px(a, 0.8f), 0, false, CS_UI_WHITE, text);
        for (int l = 0; l < CS_LINES; l++) {
            cs_rect r = cs_ui_rect(xs + (float)l * (die + gap), y0, die, die);
            char label[16];
            snprintf(label, sizeof label, "die %c%d", cs_seat_char(seat), l + 1);
            int hit = cs_ui_area(&a->ui, r, label);
            if (hit == 1 || hit == 2)
                cs_flow_goal_cycle(f, seat, l, +1);
            else if (hit == -1 || hit == -2)
                cs_flow_goal_cycle(f, seat, l, -1);
            int code = f->draft[seat][l];
            if (a->ui.r) {
                bool hover = cs_ui_inside(r, a->ui.mx, a->ui.my);
                if (hover)
                    hover_code = code;
                const float ivory[4] = {0.97f, 0.95f, 0.90f, 1.0f};
                const float edge[4] = {1.0f, 0.85f, 0.35f, 1.0f};
                uint8_t want[CS_LINES]; /* the die the lesson asks to turn, lit */
                cs_tutorial_goals(seat, want);
                bool asked = a->lesson.active && seat == CS_TUTORIAL_SEAT &&
                             l == CS_TUTORIAL_DIE && code != want[l];
                if (hover || asked)
                    cs_ui_panel(&a->ui, cs_ui_rect(r.x - U(4), r.y - U(4), r.w + U(8), r.h + U(8)),
                                edge);
                cs_ui_panel(&a->ui, r, ivory);
                cs_ui_text(&a->ui, r.x + r.w * 0.5f, r.y + die * 0.12f, die * 0.6f, 1, true,
                           code ? CS_UI_INK : CS_UI_DIM, FACE[code]);
                /* Two short lines under the die, each no wider than its
                 * column: "line 1" over "not set". */
                char cut[64];
                float size = text_px(a, 0.75f);
                snprintf(text, sizeof text, "line %d", l + 1);
                cs_ui_text(&a->ui, r.x + r.w * 0.5f, r.y + die + U(4), size, 1, false,
                           CS_UI_WHITE, cs_ui_fit(&a->ui, text, size, false, die + gap * 0.6f,
                                                  cut, sizeof cut));
                cs_ui_text(&a->ui, r.x + r.w * 0.5f, r.y + die + U(4) + size * 1.15f, size, 1,
                           false, CS_UI_WHITE,
                           cs_ui_fit(&a->ui, SHORT_MEANING[code], size, false, die + gap * 0.6f,
                                     cut, sizeof cut));
            }
        }
    }
    if (a->ui.r) {
        const char *hint = hover_code > 0 ? cs_code_meaning(hover_code)
                                          : "Click a die to turn it (right-click or wheel: back).";
        cs_ui_text(&a->ui, (float)a->fb_w * 0.5f, y0 + die + U(50), text_px(a, 0.9f), 1, false,
                   CS_UI_WHITE, hint);
    }
    bool ready = cs_flow_goals_ready(f);
    if (cs_ui_button(&a->ui, cs_ui_rect((float)a->fb_w * 0.5f - U(120), y0 + die + U(92), U(240),
                                        U(52)),
                     "Confirm", ready) ||
        (ready && a->ui.in && a->ui.in->kind == CS_IN_CONFIRM)) {
        cs_error err;
        char why[160];
        if (a->lesson.active && !cs_tutorial_goals_ok(f->draft, why, sizeof why))
            cs_tutorial_refuse(&a->lesson, why); /* said on the lesson's note */
        else if (cs_flow_goals_confirm(f, &err) != CS_OK)
            cs_app_toast(a, "%s", err.msg);
    }
    if (a->lesson.active) /* the lesson's note says what the key says */
        cs_tutorial_goals_note(a, y0 - U(80));
    else if (a->ui.r) /* above the goals' panel, not over it */
        cs_renderer_legend(a->ui.r, a->fb_w, a->fb_h, true);
}

/* ---- Building. */

/* The bar along the top: the round and what happens on the left, every
 * player's points on the right; on a second row where both do not fit one
 * (large text, long names), each score cut to its share of the width.
 * Returns the bar's height. */
static float top_bar(cs_app *a, const char *status)
{
    const cs_game *g = &a->flow.match.game;
    int n = g->cfg.nplayers;
    float size = text_px(a, 1.0f), ssize = text_px(a, 0.9f), gap = U(28), margin = U(16);
    char text[160], score[CS_MAX_PLAYERS][96];
    float total = 0.0f;
    for (int p = 0; p < n; p++) {
        char seats[8];
        seats_text(g, p, seats, sizeof seats);
        int points = g->total[p];
        if (a->flow.screen == CS_SCREEN_REVEAL)
            points = g->total[p] - cs_game_player_round_score(g, p, g->round) +
                     a->flow.reveal.shown_points[p];
        snprintf(score[p], sizeof score[p], "%s (%s) %d", cs_app_player_name(a, p), seats, points);
        total += cs_ui_text_width(&a->ui, score[p], ssize, true) + (p ? gap : 0.0f);
    }
    snprintf(text, sizeof text, "Round %d of %d   %s", g->round + 1, g->cfg.nrounds, status);
    float room = (float)a->fb_w - 2.0f * margin;
    bool two_rows = cs_ui_text_width(&a->ui, text, size, true) + U(40) + total > room;
    float h = two_rows ? U(52) + ssize * 1.2f + U(8) : U(52);
    a->bar_h = h;
    cs_ui_panel(&a->ui, cs_ui_rect(0, 0, (float)a->fb_w, h), CS_UI_BAR);
    char cut[160];
    cs_ui_text(&a->ui, margin, U(12), size, 0, true, CS_UI_WHITE,
               cs_ui_fit(&a->ui, text, size, true, room, cut, sizeof cut));
    float share = (room - gap * (float)(n - 1)) / (float)n;
    float x = (float)a->fb_w - margin, y = two_rows ? U(52) : U(12);
    for (int p = n - 1; p >= 0; p--) {
        bool bold = p == cs_game_to_move(g);
        const char *shown =
            total > room ? cs_ui_fit(&a->ui, score[p], ssize, bold, share, cut, sizeof cut) : score[p];
        cs_ui_text(&a->ui, x, y, ssize, 2, bold, CS_UI_WHITE, shown);
        x -= cs_ui_text_width(&a->ui, shown, ssize, bold) + gap;
    }
    return h;
}

/* The height of help_line's band. */
static float help_line_height(const cs_app *a)
{
    return text_px(a, 0.9f) * 1.2f + U(10);
}

float cs_screens_build_top(const cs_app *a)
{
    return a->bar_h + U(8) + help_line_height(a);
}

/* One line of help across the screen at y on its own band, cut to the
 * window; returns the band's bottom. */
static float help_line(cs_app *a, float y, const char *text)
{
    float size = text_px(a, 0.9f), room = (float)a->fb_w - U(32);
    char cut[200];
    cs_ui_fit(&a->ui, text, size, false, room - U(24), cut, sizeof cut);
    float w = cs_ui_text_width(&a->ui, cut, size, false) + U(24), h = help_line_height(a);
    cs_ui_panel(&a->ui, cs_ui_rect(((float)a->fb_w - w) * 0.5f, y, w, h), CS_UI_BAR);
    cs_ui_text(&a->ui, (float)a->fb_w * 0.5f, y + U(5), size, 1, false, CS_UI_WHITE, cut);
    return y + h;
}

/* The practice aid: the viewer's own lines now. Goals only when face up. */
static float practice_aid(cs_app *a, float top)
{
    const cs_flow *f = &a->flow;
    const cs_game *g = &f->match.game;
    if (!f->prefs.practice_aid || f->viewer < 0)
        return top;
    cs_seat seats[2];
    int n = cs_player_seats(g, f->viewer, seats);
    /* Top left, under the bar and the help: clear of the player's own dice
     * holders. */
    float lh = text_px(a, 1.25f), h = lh * (float)(1 + 2 * n) + U(16);
    cs_rect r = cs_ui_rect(U(12), top, U(400), h);
    if (!a->ui.r)
        return r.y + r.h;
    cs_ui_panel(&a->ui, r, CS_UI_SHADE);
    float y = r.y + U(8);
    cs_ui_text(&a->ui, r.x + U(12), y, text_px(a, 0.85f), 0, true, CS_UI_WHITE,
               "Practice aid: your lines now");
    for (int k = 0; k < n; k++) {
        cs_seat seat = seats[k];
        bool up = cs_flow_seat_face_up(f, seat);
        char seen[64], met[64];
        int ns = snprintf(seen, sizeof seen, "%c seen:", cs_seat_char(seat));
        int nm = snprintf(met, sizeof met, "%c goals:", cs_seat_char(seat));
        for (int l = 0; l < CS_LINES; l++) {
            uint8_t hts[CS_LINE_LEN];
            cs_board_line_heights(&g->board, seat, l, hts);
            ns += snprintf(seen + ns, sizeof seen - (size_t)ns, "  %d", cs_line_visible(hts));
            int score = cs_score_line(&g->board, seat, l, g->goals[seat][l]);
            nm += snprintf(met + nm, sizeof met - (size_t)nm, "  %s%s", FACE[g->goals[seat][l]],
                           score ? "\xe2\x9c\x93" : "\xc2\xb7");
        }
        y += lh;
        cs_ui_text(&a->ui, r.x + U(12), y, text_px(a, 0.85f), 0, false, CS_UI_WHITE, seen);
        y += lh;
        cs_ui_text(&a->ui, r.x + U(12), y, text_px(a, 0.85f), 0, false, CS_UI_WHITE,
                   up ? met : "(hold Peek to see your goals)");
    }
    return r.y + r.h;
}

/* M or the Moves button: the round's placements, newest last, on the
 * right under the help line (under the practice aid where the two would
 * meet), as many of the latest as fit above the buttons. */
static void move_list(cs_app *a, float top, float aid_bottom)
{
    const cs_match *m = &a->flow.match;
    const cs_board *board = &m->game.board;
    float w = U(330), size = text_px(a, 0.8f), lh = size * 1.3f;
    float x = (float)a->fb_w - w - U(12);
    if (x < U(12) + U(400) + U(12) && a->flow.prefs.practice_aid && a->flow.viewer >= 0)
        top = aid_bottom + U(8);
    float bottom = (float)a->fb_h - U(150); /* clear of the buttons and a message */
    int fit = (int)((bottom - top - U(16)) / lh) - 1, n = board->nplaced;
    if (fit < 1 || !a->ui.r)
        return;
    int first = n > fit ? n - fit : 0, rows = n - first;
    /* Opaque: the supply's counts drawn with the scene may lie under it. */
    cs_ui_panel(&a->ui, cs_ui_rect(x, top, w, U(16) + lh * (float)(rows + 1)), CS_UI_BAR);
    char t[96], cut[96];
    snprintf(t, sizeof t, n ? "Moves (%d of 25)" : "Moves: none yet", n);
    cs_ui_text(&a->ui, x + U(12), top + U(8), size, 0, true, CS_UI_WHITE, t);
    for (int k = first; k < n; k++) {
        char line[80];
        cs_move mv = {board->block_height[k], board->block_lot[k]};
        cs_explain_move(mv, cs_app_player_name(a, cs_match_mover_of(m, k)), line,
                        sizeof line);
        snprintf(t, sizeof t, "%d. %s", k + 1, line);
        cs_ui_text(&a->ui, x + U(12), top + U(8) + lh * (float)(k - first + 1), size, 0, false,
                   CS_UI_WHITE, cs_ui_fit(&a->ui, t, size, false, w - U(24), cut, sizeof cut));
    }
}

static void screen_build(cs_app *a)
{
    cs_flow *f = &a->flow;
    const cs_game *g = &f->match.game;
    char status[128];
    int mover = cs_game_to_move(g);
    if (f->drop.active)
        snprintf(status, sizeof status, "%s builds", cs_app_player_name(a, f->drop.player));
    else if (cs_flow_computer_to_move(f))
        snprintf(status, sizeof status, "%s is thinking...", cs_app_player_name(a, mover));
    else
        snprintf(status, sizeof status, "%s to build (%d of 25)", cs_app_player_name(a, mover),
                 g->board.nplaced + 1);
    float below = top_bar(a, status) + U(8);
    if (cs_flow_human_to_move(f)) {
        char hint[160];
        if (a->held.active && a->held.lot >= 0)
            snprintf(hint, sizeof hint, "Drop a %d on %c%c: the building there becomes %d high",
                     a->held.height, 'a' + cs_lot_file(a->held.lot), '1' + cs_lot_rank(a->held.lot),
                     g->board.height[a->held.lot] + a->held.height);
        else if (a->cursor_lot >= 0 && a->selected_height)
            snprintf(hint, sizeof hint, "Enter places a %d on %c%c: the building there becomes %d high",
                     a->selected_height, 'a' + cs_lot_file(a->cursor_lot),
                     '1' + cs_lot_rank(a->cursor_lot),
                     g->board.height[a->cursor_lot] + a->selected_height);
        else if (a->cursor_lot >= 0 && g->board.height[a->cursor_lot])
            snprintf(hint, sizeof hint, "Cursor on %c%c, a building %d high: keys 1-5 choose a height",
                     'a' + cs_lot_file(a->cursor_lot), '1' + cs_lot_rank(a->cursor_lot),
                     g->board.height[a->cursor_lot]);
        else if (a->cursor_lot >= 0)
            snprintf(hint, sizeof hint, "Cursor on %c%c, empty: keys 1-5 choose a height",
                     'a' + cs_lot_file(a->cursor_lot), '1' + cs_lot_rank(a->cursor_lot));
        else if (a->selected_height)
            snprintf(hint, sizeof hint, "Height %d chosen: click a lot (or arrows and Enter)",
                     a->selected_height);
        else if (a->hover_building >= 0)
            cs_explain_lot(&g->board, a->hover_building, hint, sizeof hint);
        else if (cs_tutorial_current(&a->lesson) &&
                 cs_tutorial_current(&a->lesson)->kind == CS_TUT_NEXT)
            snprintf(hint, sizeof hint, "Read the note, then click Next"); /* not building yet */
        else
            snprintf(hint, sizeof hint,
                     "Drag a block from the supply onto a lot, or click a block, then a lot");
        below = help_line(a, below, hint) + U(8);
    } else if (a->hover_building >= 0 && !a->held.active) {
        char hint[64];
        cs_explain_lot(&g->board, a->hover_building, hint, sizeof hint);
        below = help_line(a, below, hint) + U(8);
    }
    bool lesson = a->lesson.active; /* its note instead of the aids */
    float aid_bottom = lesson ? below : practice_aid(a, below);
    if (a->show_moves && !lesson)
        move_list(a, below, aid_bottom);
    /* The buttons along the bottom right, each as wide as its label needs. */
    static const char *const labels[] = {"Menu", "Undo", "Peek", "Hint", "Thinking...", "Moves"};
    float bw = U(150), bh = U(48);
    for (int i = 0; i < 6; i++) {
        float w = cs_ui_text_width(&a->ui, labels[i], (float)a->ui.px, true) + U(28);
        bw = w > bw ? w : bw;
    }
    float x = (float)a->fb_w - bw - U(12), y = (float)a->fb_h - bh - U(12);
    /* Esc drops a held block or clears a chosen height first (the board's
     * intent), and opens the menu only when there is neither. */
    if (cs_ui_button(&a->ui, cs_ui_rect(x, y, bw, bh), "Menu", true) ||
        (a->ui.in && a->ui.in->kind == CS_IN_CANCEL && !a->held.active && !a->selected_height)) {
        memset(&a->held, 0, sizeof a->held);
        a->ask = CS_ASK_NONE;
        cs_flow_open_menu(f);
        a->ui.consumed = a->ui.in != NULL;
        return;
    }
    if (lesson) {
        cs_rect keep[3] = {cs_ui_rect(0, 0, (float)a->fb_w, below - U(8)),
                           cs_ui_rect(x, y, bw, bh)};
        int nkeep = 2;
        if (a->toast[0] && a->toast_screen == f->screen) /* draw_toast's band */
            keep[nkeep++] = cs_ui_rect((float)a->fb_w * 0.15f,
                                       (float)a->fb_h - text_px(a, 2.0f) - U(90),
                                       (float)a->fb_w * 0.7f, text_px(a, 2.0f));
        cs_tutorial_note(a, keep, nkeep);
        return;
    }
    x -= bw + U(10);
    if (cs_ui_button(&a->ui, cs_ui_rect(x, y, bw, bh), "Undo", cs_flow_can_undo(f)) ||
        (a->ui.in && a->ui.in->kind == CS_IN_UNDO && cs_flow_can_undo(f))) {
        memset(&a->held, 0, sizeof a->held);
        cs_flow_undo(f, NULL);
    }
    if (cs_match_humans(&f->match) >= 2) {
        x -= bw + U(10);
        cs_ui_hold(&a->ui, cs_ui_rect(x, y, bw, bh), "Peek", &f->peek);
    }
    x -= bw + U(10);
    if (cs_ui_button(&a->ui, cs_ui_rect(x, y, bw, bh), "Moves", true))
        a->show_moves = !a->show_moves;
    if (f->prefs.practice_aid) {
        x -= bw + U(10);
        bool can = cs_flow_human_to_move(f) && !cs_app_hint_pending(a) && !a->hint_ready;
        if (cs_ui_button(&a->ui, cs_ui_rect(x, y, bw, bh),
                         cs_app_hint_pending(a) ? "Thinking..." : "Hint", can))
            cs_app_ask_hint(a);
    }
}

/* ---- Reveal, summary, final. */

static void screen_reveal(cs_app *a)
{
    cs_flow *f = &a->flow;
    if (escape_to_menu(a))
        return;
    cs_seat order[CS_SEATS];
    int n = cs_flow_reveal_order(f, order);
    char status[96];
    if (f->reveal.seat_index < n) {
        cs_seat seat = order[f->reveal.seat_index];
        snprintf(status, sizeof status, "Scoring seat %c: %s", cs_seat_char(seat),
                 cs_app_player_name(a, f->match.game.seat_owner[seat]));
    } else {
        snprintf(status, sizeof status, "Scoring");
    }
    float below = top_bar(a, status);
    if (a->ui.r && f->reveal.seat_index < n) {
        /* Under the top bar: the dice turning at the bottom stay in view. */
        cs_seat seat = order[f->reveal.seat_index];
        const cs_game *g = &f->match.game;
        /* Each turned die says why its line scored: "line 2: goal 3" over
         * "sees 2 -> 0", from the rules core (explain.h). */
        float w = U(1000), x = ((float)a->fb_w - w) * 0.5f, y = below + U(8);
        float size = text_px(a, 0.8f), col = w / 4.0f;
        cs_ui_panel(&a->ui, cs_ui_rect(x, y, w, U(16) + size * 2.5f), CS_UI_SHADE);
        for (int l = 0; l < CS_LINES; l++) {
            char goal[48], why[64], cut[64];
            bool turned = (f->reveal.turned[seat] >> l) & 1;
            int pts = 0;
            if (turned) {
                pts = cs_explain_line(&g->board, seat, l, g->goals[seat][l], goal, sizeof goal,
                                      why, sizeof why);
            } else {
                snprintf(goal, sizeof goal, "line %d: ?", l + 1);
                why[0] = '\0';
            }
            float cx = x + col * ((float)l + 0.5f);
            const float *ink = turned && pts ? CS_UI_GOOD : CS_UI_WHITE;
            cs_ui_text(&a->ui, cx, y + U(8), size, 1, true, ink,
                       cs_ui_fit(&a->ui, goal, size, true, col - U(12), cut, sizeof cut));
            if (why[0])
                cs_ui_text(&a->ui, cx, y + U(8) + size * 1.25f, size, 1, false, ink,
                           cs_ui_fit(&a->ui, why, size, false, col - U(12), cut, sizeof cut));
        }
        cs_ui_text(&a->ui, (float)a->fb_w * 0.5f, (float)a->fb_h - U(40), text_px(a, 0.8f), 1,
                   false, CS_UI_WHITE, "Click or press Space to skip");
        if (a->lesson.active) {
            cs_rect keep[2] = {
                cs_ui_rect(0, 0, (float)a->fb_w, y + U(16) + size * 2.5f),
                cs_ui_rect(0, (float)a->fb_h - U(44), (float)a->fb_w, U(44))};
            cs_tutorial_note(a, keep, 2);
        }
    }
    const cs_intent *in = a->ui.in;
    if (in && (in->kind == CS_IN_PRESS || in->kind == CS_IN_SKIP || in->kind == CS_IN_CONFIRM)) {
        cs_flow_skip(f);
        a->ui.consumed = true;
    }
}

/* The table of one round: each player's seats, codes and line scores. */
static float score_table(cs_app *a, float y)
{
    const cs_game *g = &a->flow.match.game;
    float x0 = (float)a->fb_w * 0.5f - U(470), lh = text_px(a, 1.5f);
    const float *white = CS_UI_WHITE;
    cs_ui_text(&a->ui, x0, y, text_px(a, 0.9f), 0, true, white, "Player");
    cs_ui_text(&a->ui, x0 + U(300), y, text_px(a, 0.9f), 0, true, white,
               "Seat: dice and line scores");
    cs_ui_text(&a->ui, x0 + U(760), y, text_px(a, 0.9f), 2, true, white, "Round");
    cs_ui_text(&a->ui, x0 + U(900), y, text_px(a, 0.9f), 2, true, white, "Total");
    y += lh;
    for (int p = 0; p < g->cfg.nplayers; p++) {
        cs_seat seats[2];
        int n = cs_player_seats(g, p, seats);
        char t[96];
        cs_ui_text(&a->ui, x0, y, text_px(a, 0.95f), 0, true, white, cs_app_player_name(a, p));
        snprintf(t, sizeof t, "%d", cs_game_player_round_score(g, p, g->round));
        cs_ui_text(&a->ui, x0 + U(760), y, text_px(a, 0.95f), 2, true, white, t);
        snprintf(t, sizeof t, "%d", g->total[p]);
        cs_ui_text(&a->ui, x0 + U(900), y, text_px(a, 0.95f), 2, true, white, t);
        for (int k = 0; k < n; k++) {
            cs_seat s = seats[k];
            snprintf(t, sizeof t, "%c   %s %s %s %s    %d  %d  %d  %d", cs_seat_char(s),
                     FACE[g->goals[s][0]], FACE[g->goals[s][1]], FACE[g->goals[s][2]],
                     FACE[g->goals[s][3]], g->seat_score[s][0], g->seat_score[s][1],
                     g->seat_score[s][2], g->seat_score[s][3]);
            cs_ui_text(&a->ui, x0 + U(300), y, text_px(a, 0.95f), 0, false, white, t);
            y += lh;
        }
    }
    return y;
}

/* The summary with the scores put aside: the finished city to turn and
 * inspect before moving on. */
static void summary_city(cs_app *a, bool last)
{
    const cs_game *g = &a->flow.match.game;
    if (a->ui.in && a->ui.in->kind == CS_IN_CANCEL) {
        a->city_view = false;
        a->ui.consumed = true;
        return;
    }
    char help[96];
    if (a->hover_building >= 0)
        cs_explain_lot(&g->board, a->hover_building, help, sizeof help);
    else
        snprintf(help, sizeof help, "Right-drag or Q/E turn the city, the wheel zooms, N heights");
    help_line(a, U(12), help);
    float bw = U(240), bh = U(52), y = (float)a->fb_h - bh - U(12);
    float x = (float)a->fb_w - bw - U(12);
    if (cs_ui_button(&a->ui, cs_ui_rect(x, y, bw, bh), last ? "Final results" : "Next round",
                     true))
        cs_flow_continue(&a->flow);
    else if (cs_ui_button(&a->ui, cs_ui_rect(x - bw - U(10), y, bw, bh), "Scores", true))
        a->city_view = false;
}

static void screen_summary(cs_app *a)
{
    const cs_game *g = &a->flow.match.game;
    bool last = g->phase == CS_PHASE_GAME_OVER;
    if (a->city_view) {
        summary_city(a, last);
        return;
    }
    if (escape_to_menu(a))
        return;
    if (a->lesson.active) { /* the lesson's last note: why each line scored */
        cs_tutorial_end_panel(a);
        return;
    }
    float w = U(1000), x = ((float)a->fb_w - w) * 0.5f;
    cs_ui_panel(&a->ui, cs_ui_rect(x, U(30), w, U(560)), CS_UI_SHADE);
    char t[64];
    snprintf(t, sizeof t, "Round %d of %d", g->round + 1, g->cfg.nrounds);
    heading(a, U(44), t);
    score_table(a, U(120));
    float cx = (float)a->fb_w * 0.5f;
    if (cs_ui_button(&a->ui, cs_ui_rect(cx + U(10), U(520), U(260), U(52)),
                     last ? "Final results" : "Next round", true) ||
        (a->ui.in && a->ui.in->kind == CS_IN_CONFIRM))
        cs_flow_continue(&a->flow);
    else if (cs_ui_button(&a->ui, cs_ui_rect(cx - U(270), U(520), U(260), U(52)),
                          "Look at the city", true))
        a->city_view = true;
}

static void screen_final(cs_app *a)
{
    const cs_game *g = &a->flow.match.game;
    float w = U(1000), x = ((float)a->fb_w - w) * 0.5f;
    cs_ui_panel(&a->ui, cs_ui_rect(x, U(30), w, U(600)), CS_UI_SHADE);
    unsigned winners = cs_game_winners(g);
    char t[160];
    int nw = popcount(winners), len = 0;
    for (int p = 0; p < g->cfg.nplayers; p++)
        if (winners & (1u << p))
            len += snprintf(t + len, sizeof t - (size_t)len, "%s%s",
                            len ? (--nw == 1 ? " and " : ", ") : "", cs_app_player_name(a, p));
    snprintf(t + len, sizeof t - (size_t)len, popcount(winners) > 1 ? " share the win!" : " wins!");
    heading(a, U(44), t);
    float y = U(120), x0 = (float)a->fb_w * 0.5f - U(400);
    for (int p = 0; p < g->cfg.nplayers; p++, y += text_px(a, 1.5f)) {
        char row[160];
        int n = snprintf(row, sizeof row, "%-16s", cs_app_player_name(a, p));
        for (int r = 0; r < g->cfg.nrounds && n < (int)sizeof row - 8; r++)
            n += snprintf(row + n, sizeof row - (size_t)n, "  %4d", cs_game_player_round_score(g, p, r));
        cs_ui_text(&a->ui, x0, y, text_px(a, 1.0f), 0, (winners >> p) & 1, CS_UI_WHITE, row);
        snprintf(row, sizeof row, "%d", g->total[p]);
        cs_ui_text(&a->ui, x0 + U(800), y, text_px(a, 1.0f), 2, true, CS_UI_WHITE, row);
    }
    if (cs_ui_button(&a->ui, cs_ui_rect((float)a->fb_w * 0.5f + U(10), U(560), U(260), U(52)),
                     "Back to title", true) ||
        (a->ui.in && a->ui.in->kind == CS_IN_CONFIRM)) {
        cs_app_save(a);
        cs_app_retire_save(a);
        cs_flow_continue(&a->flow);
    } else if (cs_ui_button(&a->ui,
                            cs_ui_rect((float)a->fb_w * 0.5f - U(270), U(560), U(260), U(52)),
                            "Rematch", true)) {
        /* The same players, names and settings; new goals, a fresh game. */
        cs_app_save(a);
        cs_app_retire_save(a);
        cs_app_rematch(a);
    }
}

void cs_screens_run(cs_app *a)
{
    if (a->ui.in && notice(a))
        return; /* the notice takes the input; the screen is drawn behind it */
    switch (a->flow.screen) {
    case CS_SCREEN_TITLE: screen_title(a); break;
    case CS_SCREEN_SETUP: screen_setup(a); break;
    case CS_SCREEN_RULES: cs_table_rules_screen(a); break;
    case CS_SCREEN_SETTINGS: screen_settings(a); break;
    case CS_SCREEN_PASS: screen_pass(a); break;
    case CS_SCREEN_GOALS: screen_goals(a); break;
    case CS_SCREEN_BUILD: screen_build(a); break;
    case CS_SCREEN_REVEAL: screen_reveal(a); break;
    case CS_SCREEN_SUMMARY: screen_summary(a); break;
    case CS_SCREEN_FINAL: screen_final(a); break;
    case CS_SCREEN_GAMES: screen_games(a); break;
    case CS_SCREEN_TABLE_SETUP: cs_table_setup_screen(a); break;
    case CS_SCREEN_TABLE: cs_table_play_screen(a); break;
    case CS_SCREEN_MENU: /* the table's own over its games (table_menu.c) */
        if (a->flow.paused == CS_SCREEN_TABLE)
            cs_table_menu_screen(a);
        else
            screen_menu(a);
        break;
    }
    draw_toast(a);
    if (a->ui.r)
        notice(a);
}

/* ---- The board while building: drag and drop, click, keyboard. */

static void place(cs_app *a, int height, int lot, const float from[3])
{
    cs_error err;
    char why[160];
    cs_move m = {(uint8_t)height, (uint8_t)lot};
    if (a->lesson.active &&
        !cs_tutorial_allows(&a->lesson, a->flow.match.game.board.nplaced, m, why, sizeof why)) {
        cs_tutorial_refuse(&a->lesson, why); /* said on the lesson's note; the block goes back */
        a->selected_height = 0;
        return;
    }
    if (cs_flow_place(&a->flow, (cs_move){(uint8_t)height, (uint8_t)lot}, from, &err) != CS_OK)
        cs_app_toast(a, "%s", err.msg);
    else
        a->selected_height = 0;
}

static void hold_position(cs_app *a, float x, float y)
{
    const cs_board *b = &a->flow.match.game.board;
    cs_draw_list dl;
    cs_app_draw_list(a, &dl);
    a->held.lot = cs_pick_target_lot(&dl, &a->cam, a->fb_w, a->fb_h, x, y);
    if (a->held.lot >= 0) {
        cs_pick_landing(b, a->held.lot, a->held.pos);
        a->held.pos[1] += 0.45f; /* hovering just above where it would land */
    } else if (!cs_pick_on_plane(&a->cam, a->fb_w, a->fb_h, x, y, 0.6f, a->held.pos)) {
        cs_app_supply_top(a, a->held.height, a->held.pos);
    }
}

/* The lot a press or a drop at (x, y) aims at, over what is drawn now. */
static int target_lot(const cs_app *a, float x, float y)
{
    cs_draw_list dl;
    cs_app_draw_list(a, &dl);
    return cs_pick_target_lot(&dl, &a->cam, a->fb_w, a->fb_h, x, y);
}

/* The arrow keys move the cursor in screen directions: to the neighbour
 * lot whose centre lies most nearly that way on the screen, from whatever
 * side the camera looks. */
static void move_cursor(cs_app *a, int dx, int dy)
{
    if (a->cursor_lot < 0) {
        /* First shown on the viewer's front left lot. */
        a->cursor_lot = cs_line_lots(cs_camera_nearest_seat(&a->cam), 0)[0];
        return;
    }
    if (dx == 0 && dy == 0)
        return;
    /* Judged on the floor, so tall buildings do not bend the way. */
    float from[3], p[2];
    cs_layout_lot_centre(a->cursor_lot, from);
    if (!cs_camera_project(&a->cam, a->fb_w, a->fb_h, from, p))
        return;
    int f0 = cs_lot_file(a->cursor_lot), r0 = cs_lot_rank(a->cursor_lot), best = -1;
    float best_cos = 0.5f; /* within 60 degrees of the key's direction */
    for (int df = -1; df <= 1; df++)
        for (int dr = -1; dr <= 1; dr++) {
            int f = f0 + df, r = r0 + dr;
            if ((df == 0 && dr == 0) || (df != 0 && dr != 0) || f < 0 || f > 3 || r < 0 || r > 3)
                continue;
            float c[3], q[2];
            cs_layout_lot_centre(cs_lot_make(f, r), c);
            if (!cs_camera_project(&a->cam, a->fb_w, a->fb_h, c, q))
                continue;
            float vx = q[0] - p[0], vy = p[1] - q[1], len = sqrtf(vx * vx + vy * vy);
            float cosv = len > 0.0f ? (vx * (float)dx + vy * (float)dy) / len : 0.0f;
            if (cosv > best_cos) {
                best_cos = cosv;
                best = cs_lot_make(f, r);
            }
        }
    if (best >= 0)
        a->cursor_lot = best;
}

/* An input for a placement made when no human may place: refused, with
 * the reason in a message, never kept for later or turned into something
 * else (the arrows do not turn the camera instead). */
static void refuse(cs_app *a)
{
    const cs_flow *f = &a->flow;
    if (!f->has_match || f->match.game.phase != CS_PHASE_BUILDING)
        return;
    if ((f->drop.active && cs_match_is_human(&f->match, f->drop.player)) || f->curtain_in > 0.0f)
        cs_app_toast(a, "Wait: your block is landing");
    else
        cs_app_toast(a, "Wait for your turn: %s is building",
                     cs_app_player_name(a, f->drop.active ? f->drop.player
                                                          : cs_game_to_move(&f->match.game)));
}

void cs_screens_board_intent(cs_app *a, const cs_intent *in)
{
    const cs_board *b = &a->flow.match.game.board;
    bool my_turn = cs_flow_human_to_move(&a->flow);
    switch (in->kind) {
    case CS_IN_PRESS: {
        if (!my_turn) {
            cs_draw_list dl;
            cs_app_draw_list(a, &dl);
            if (cs_pick_drawn(&dl, &a->cam, a->fb_w, a->fb_h, in->x, in->y).kind ==
                CS_PICK_SUPPLY)
                refuse(a);
            return;
        }
        cs_draw_list dl;
        cs_app_draw_list(a, &dl);
        cs_pick_hit hit = cs_pick_drawn(&dl, &a->cam, a->fb_w, a->fb_h, in->x, in->y);
        if (hit.kind == CS_PICK_SUPPLY) {
            int h = hit.height;
            cs_pick_supply_top(&dl, h, a->held.pos); /* before the hand takes it */
            a->held.active = true;
            a->held.dragging = false;
            a->held.height = h;
            a->held.press_x = in->x;
            a->held.press_y = in->y;
            a->held.lot = -1;
            cs_app_sound(a, CS_SFX_PICKUP, h);
        }
        return;
    }
    case CS_IN_MOVE:
        a->hover_lot = target_lot(a, in->x, in->y);
        if (a->held.active) {
            float dx = in->x - a->held.press_x, dy = in->y - a->held.press_y;
            if (dx * dx + dy * dy > 36.0f)
                a->held.dragging = true;
            if (a->held.dragging)
                hold_position(a, in->x, in->y);
        }
        return;
    case CS_IN_RELEASE:
        if (a->held.active) {
            cs_held_block held = a->held;
            memset(&a->held, 0, sizeof a->held);
            if (!held.dragging) {
                a->selected_height = held.height; /* a click: select, then click a lot */
                return;
            }
            a->held = held;
            hold_position(a, in->x, in->y);
            held = a->held;
            memset(&a->held, 0, sizeof a->held);
            if (held.lot >= 0)
                place(a, held.height, held.lot, held.pos);
            /* else: dropped off the board, it goes back to the supply */
            return;
        }
        if (my_turn && a->selected_height) {
            int lot = target_lot(a, in->x, in->y);
            if (lot >= 0)
                place(a, a->selected_height, lot, NULL);
        }
        return;
    case CS_IN_HEIGHT:
        if (!my_turn) {
            refuse(a);
            return;
        }
        if (b->supply[in->n] == 0) {
            cs_app_toast(a, "No height-%d block left", in->n);
            return;
        }
        a->selected_height = in->n;
        if (a->cursor_lot < 0)
            move_cursor(a, 0, 0);
        return;
    case CS_IN_CURSOR:
        if (my_turn)
            move_cursor(a, (int)in->dx, (int)in->dy);
        else
            refuse(a);
        return;
    case CS_IN_CONFIRM:
        if (!my_turn)
            refuse(a);
        else if (a->cursor_lot >= 0 && a->selected_height)
            place(a, a->selected_height, a->cursor_lot, NULL);
        else if (a->cursor_lot >= 0)
            cs_app_toast(a, "Choose a height first: keys 1-5");
        return;
    case CS_IN_CANCEL:
        memset(&a->held, 0, sizeof a->held);
        a->selected_height = 0;
        return;
    default:
        return;
    }
}
