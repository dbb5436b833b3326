/* SPDX-License-Identifier: MIT */
/* table_menu.c - the table's in-game menu and the question before a saved
 * game is replaced (table_menu.h), for every game at the table (the widgets
 * are dialog.h's). */
#include "table_menu.h"

#include "dialog.h"
#include "eg_words.h"
#include "front.h"
#include "table.h"
#include "table_internal.h"
#include "table_key.h"

#define U(x) ((x) * a->ui.unit)

void fe_table_menu_open(struct fe_app *a)
{
    fe_flow *f = &a->flow;
    f->paused = FE_SCREEN_TABLE;
    f->screen = FE_SCREEN_MENU;
    f->peek = false;
    a->ask = FE_ASK_NONE;
    a->redraw = true;
}

void fe_table_menu_screen(struct fe_app *a)
{
    fe_flow *f = &a->flow;
    if (a->ask == FE_ASK_LEAVE) { /* Save & exit with something set but not played */
        int answer = fe_dialog_ask(a, "Leave the game?",
                                   "What you have set but not played yet is not saved.", "Leave",
                                   "Stay");
        if (answer >= 0)
            a->ask = FE_ASK_NONE;
        if (answer == 1) {
            fe_table_leave(a);
            fe_flow_leave(f);
        }
        return;
    }
    float cx = (float)a->fb_w * 0.5f, top = U(120);
    bool lesson = *fe_table_lesson(a) != NULL;
    if (a->ui.r) {
        /* Opaque: the table's labels stay under it. */
        fe_ui_panel(&a->ui, fe_ui_rect(cx - U(190), top - U(96), U(380), U(460)), FE_UI_BAR);
        fe_ui_text(&a->ui, cx, top - U(84), (float)a->ui.px * 1.5f, 1, true, FE_UI_WHITE, "Menu");
        fe_ui_text(&a->ui, cx, top - U(36), (float)a->ui.px * 0.8f, 1, false, FE_UI_WHITE,
                   lesson ? "The lesson is not saved." : "The game is saved after every move.");
    }
    const char *labels[] = {"Resume", "Rules", "Key", "Settings",
                            lesson ? "Leave the lesson" : "Save & exit"};
    int hit = fe_dialog_buttons(a, cx, top, labels, NULL, 5);
    if (a->ui.in && a->ui.in->kind == FE_IN_CANCEL)
        hit = 0; /* Esc again: back to the game */
    switch (hit) {
    case 0:
        fe_flow_close_menu(f);
        break;
    case 1: /* the game's rules over the table; Back returns to it */
        fe_flow_close_menu(f);
        fe_table_show_rules(a);
        break;
    case 2: /* the key to the table's symbols (table_key.c) over the table */
        fe_flow_close_menu(f);
        fe_key_open(fe_table_game(a));
        break;
    case 3:
        fe_flow_show(f, FE_SCREEN_SETTINGS); /* its Back returns here */
        break;
    case 4: /* every move is saved as it is made; what is set but not played is not */
        if (!lesson && fe_table_unsaved_ui(a)) {
            a->ask = FE_ASK_LEAVE;
            a->redraw = true;
            break;
        }
        fe_table_leave(a);
        fe_flow_leave(f);
        break;
    default:
        break;
    }
    if (hit >= 0 && a->ui.in)
        a->ui.consumed = true;
}

void fe_table_menu_start(struct fe_app *a, bool saved)
{
    if (saved)
        a->ask = FE_ASK_REPLACE; /* asked over the setup from the next pass */
    else
        fe_table_start_new(a);
}

bool fe_table_menu_question(struct fe_app *a, bool over)
{
    /* Answered before the screen's widgets, drawn after them: on the setup
     * whether to replace the save, at the table a game's button's question
     * or the table's Restart's. */
    const eg_scene *sc = fe_table_scene(a);
    int b = a->ask - FE_ASK_BUTTON, screen = a->flow.screen;
    bool button = screen == FE_SCREEN_TABLE && b >= 0 && b < sc->nbuttons && sc->buttons[b].ask;
    bool restart = screen == FE_SCREEN_TABLE && a->ask == FE_ASK_RESTART;
    a->ask = b < 0 || button ? a->ask : FE_ASK_NONE; /* its button gone (the game moved on) */
    if (!(button || restart || (a->ask == FE_ASK_REPLACE && screen == FE_SCREEN_TABLE_SETUP)) ||
        over == (a->ui.in != NULL))
        return false;
    int answer =
        button    ? fe_dialog_ask(a, sc->buttons[b].ask, sc->buttons[b].ask_why, "Yes", "No")
        : restart ? fe_dialog_ask(a, "Restart this game?",
                                  "Your moves are taken back to the deal's start; Redo "
                                  "replays them.",
                                  "Yes", "No")
                  : fe_dialog_ask(a, "Replace your saved game?",
                                  "Starting a new game replaces the game saved for Continue.",
                                  "Replace it", "Keep it");
    eg_error err = {0};
    if (answer >= 0)
        a->ask = FE_ASK_NONE;
    if (answer == 1 && restart)
        fe_table_restart(a);
    else if (answer == 1 && !button)
        fe_table_start_new(a);
    else if (answer == 1 && fe_table_move(a, fe_table_viewer(a), sc->buttons[b].move, &err)) {
        char words[200]; /* the rules' refusal in the player's words */
        eg_midend_refusal_words(fe_table_midend(a), fe_table_viewer(a), sc->buttons[b].move, &err,
                                words, sizeof words);
        fe_app_toast(a, "%s", words);
    }
    return !over; /* an input: taken */
}
