/* SPDX-License-Identifier: MIT */
/* table.c - any game of the engine at the table (see table.h).
 *
 * The setup screen is made from the game's options; play goes through the
 * mid end (the only place moves are applied), the game draws its scene from
 * the view of the player at the table, and the same scene and camera are
 * drawn and picked. The window knows no game here: everything game-specific
 * comes through the eg_game table. */
#define _POSIX_C_SOURCE 200809L
#include "table.h"

#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <SDL2/SDL.h>

#include "eg_picks.h"
#include "eg_play.h"
#include "eg_record.h"
#include "eg_results.h"
#include "eg_setup.h"
#include "eg_slide.h"
#include "eg_viewtext.h"
#include "front.h"
#include "item_pick.h"
#include "layout.h"
#include "lesson.h"
#include "midend.h"
#include "online.h"
#include "table_internal.h"
#include "table_menu.h"
#include "table_words.h"
#include "table_key.h"
#include "table_show.h"

#define U(x) ((x) * a->ui.unit)

enum { DRAG_PX = 6 };
static const float SLIDE_S = 0.3f; /* a piece's slide after a move (EG_ITEM_SLIDES) */
/* A move is seen landing and resting, by the person who made it, before
 * the curtain comes down for the next person (hot seat). */
static const float CURTAIN_REST_S = 0.5f;
static const float REVEAL_STEP_S = 0.6f; /* one scoring step of the reveal */
static const float LAST_MOVE_GLOW = 0.3f; /* the pieces the last move brought or moved */
static const float LIT[4] = {0.98f, 0.78f, 0.22f, 1.0f}; /* the ring of a hint's button */

struct fe_table {
    const eg_game *g;
    /* ---- Setup: the options, seats, names (kept for every later game of
     * the run) and deal (eg_setup.h). */
    eg_setup setup;
    int editing_name;            /* the seat whose name is being typed, or -1 */
    /* ---- Play. */
    eg_midend *me;
    eg_scene *scene;
    char *view;
    int viewer;                  /* whose view the table shows */
    int curtain;                 /* the human who must take the seat, or EG_NO_PLAYER */
    float rest_t;                /* since the last move: the curtain waits CURTAIN_REST_S */
    int32_t selected;            /* item held or clicked; EG_NO_ITEM none */
    int32_t candidate;           /* pressed, not yet dragged */
    bool pressed, dragging;
    float press_x, press_y, mx, my;
    int focus;                   /* keyboard: index into the scene's items, -1 none */
    int posed_for;               /* the viewer the camera last turned to */
    int posed_edge;              /* during the reveal, the player whose edge it
                                    turned to (EG_NO_PLAYER: the viewer's) */
    fe_shows shows;              /* the game's display options (N, V, ...) */
    bool cam_free[EG_MAX_PLAYERS]; /* the player turned or zoomed the view: */
    fe_camera_pose own_pose[EG_MAX_PLAYERS]; /* theirs, kept while away */
    bool peek;                   /* the Peek button held (hot seat) */
    int32_t hover;               /* the piece under the pointer, for tooltips */
    eg_job *job;
    int job_player;
    uint64_t games_started;
    char save_path[1100];
    bool older;                  /* the window's older save is a game of this setup's */
    bool editing_deal;           /* the setup's deal being typed */
    /* Play: the rules page over the table, the hint. */
    bool show_rules;
    int rules_page;
    bool show_moves;
    int moves_page;              /* the move list's page shown; -1: the last */
    int column_page;             /* the page of the table's own buttons shown */
    /* The scoring reveal after a round: the game's steps, shown one by one
     * with running totals until the player goes on. */
    eg_reveal_step steps[EG_MAX_REVEAL_STEPS];
    int nsteps, shown, reveal_top; /* reveal_top: the panel's first row shown, moved by
                                      the wheel and the arrows; -1: the latest rows */
    float step_t;
    bool tour_over;              /* the camera's visit of the edges done: back
                                    at the viewer's while the panel waits */
    int reveal_base[EG_MAX_PLAYERS]; /* totals before the steps' points */
    eg_job *hint_job;
    int hint_at;                 /* moves made when the hint was asked */
    char best_path[1100];
    /* The slide after a move: the items as drawn before it (those with
     * EG_ITEM_SLIDES), and the time since. */
    eg_item *slide_from;
    int nslide;
    float slide_t;
    /* Each player's ui state (eg_game.ui_size bytes; NULL when the game has
     * none), a copy of one for the questions that must not change it (which
     * places to light), and a view to make a new one from. */
    char *ui[EG_MAX_PLAYERS];
    char *ui_probe, *ui_view;
    struct fe_lesson_run *lesson; /* lesson.c: the lesson being played, NULL none */
    /* The table's message (table_words.c draws it): a refusal, a hint, a
     * word on the game; it lasts while it is true, until the next move, an
     * undo or a redo. The hint's pieces, places or button, lit while it lasts. */
    char msg[200];
    eg_hint_lights hint;
    int built_at;                /* the moves made when the scene was built */
    /* The status lines folded to one line where the scene has too little
     * room beside them (clear_of_status), opened while the pointer is on
     * them; the aside folded with them to its heading, opened while the
     * pointer is on that heading (where it was last drawn folded, for the
     * seat that drew it: a curtain's next player starts folded,
     * not opened where the last one's heading stood); the text
     * unit the play screen was last laid out at, and the one the scene was
     * last framed for. */
    bool folded, open, aside_open;
    fe_rect aside_head;
    int aside_viewer;
    float drawn_unit, framed_unit;
};

/* ---- The players' ui states (eg_game.new_ui). */

static void *ui_of(fe_table *t, int player)
{
    return player >= 0 && player < EG_MAX_PLAYERS ? t->ui[player] : NULL;
}

/* A copy of the player's ui, to ask interpret() something without changing it. */
static void *ui_probe(fe_table *t, int player)
{
    void *ui = ui_of(t, player);
    if (!ui)
        return NULL;
    memcpy(t->ui_probe, ui, t->g->ui_size);
    return t->ui_probe;
}

/* A new ui for the player, in `ui` (zeroes, then the game's new_ui). */
static void fresh_ui(fe_table *t, int player, void *ui)
{
    memset(ui, 0, t->g->ui_size);
    if (t->g->new_ui) {
        eg_midend_view(t->me, player, t->ui_view);
        t->g->new_ui(t->ui_view, player, ui);
    }
}

static void reset_ui(fe_table *t, int player)
{
    void *ui = ui_of(t, player);
    if (ui)
        fresh_ui(t, player, ui);
}

bool fe_table_unsaved_ui(struct fe_app *a)
{
    fe_table *t = a->table;
    size_t n = t->me && t->g ? t->g->ui_size : 0;
    for (int p = 0; n && p < eg_midend_record(t->me)->nplayers; p++) {
        void *ui = ui_of(t, p);
        if (!ui || !eg_midend_is_human(t->me, p))
            continue;
        fresh_ui(t, p, t->ui_probe);
        if (memcmp(ui, t->ui_probe, n) != 0)
            return true;
    }
    return false;
}

static void free_ui(fe_table *t)
{
    for (int p = 0; p < EG_MAX_PLAYERS; p++) {
        free(t->ui[p]);
        t->ui[p] = NULL;
    }
    free(t->ui_probe);
    free(t->ui_view);
    t->ui_probe = t->ui_view = NULL;
}

/* One ui per player of the game now at the table, each new. */
static bool make_ui(fe_table *t)
{
    free_ui(t);
    size_t n = t->g->ui_size;
    if (!n)
        return true;
    t->ui_probe = malloc(n);
    t->ui_view = malloc(t->g->state_size);
    bool ok = t->ui_probe && t->ui_view;
    for (int p = 0; p < eg_midend_record(t->me)->nplayers && ok; p++)
        ok = (t->ui[p] = malloc(n)) != NULL;
    for (int p = 0; p < EG_MAX_PLAYERS && ok; p++)
        reset_ui(t, p);
    return ok;
}

fe_table *fe_table_new(void)
{
    fe_table *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    t->scene = calloc(1, sizeof *t->scene);
    t->slide_from = calloc(EG_SCENE_MAX_ITEMS, sizeof *t->slide_from);
    if (!t->scene || !t->slide_from) {
        fe_table_free(t);
        return NULL;
    }
    t->slide_t = SLIDE_S;
    t->rest_t = SLIDE_S + CURTAIN_REST_S;
    t->selected = t->candidate = EG_NO_ITEM;
    t->focus = -1;
    t->curtain = t->viewer = EG_NO_PLAYER;
    t->editing_name = -1;
    return t;
}

/* A computer player's search (t->job) or the hint's (t->hint_job) given up. */
static void cancel_job(eg_job **job)
{
    if (!*job)
        return;
    eg_job_cancel(*job);
    char move[EG_MOVE_MAX];
    eg_job_join(*job, move, NULL);
    *job = NULL;
}

static void end_game(fe_table *t)
{
    fe_key_close(); /* table_key.c */
    cancel_job(&t->job);
    cancel_job(&t->hint_job);
    free_ui(t);
    fe_lesson_run_free(t->lesson); /* lesson.c: a lesson ends with its game */
    t->lesson = NULL;
    eg_midend_free(t->me);
    t->me = NULL;
    free(t->view);
    t->view = NULL;
}

void fe_table_free(fe_table *t)
{
    if (!t)
        return;
    end_game(t);
    free(t->scene);
    free(t->slide_from);
    free(t);
}

/* Messages are the window's toast: they belong to this screen and go
 * with it, and the loop wakes to take them down. */
static void say(struct fe_app *a, const char *text)
{
    fe_table *t = a->table;
    if (!text[0])
        return;
    if (t->me && a->flow.screen == FE_SCREEN_TABLE) /* the table's own, while true */
        snprintf(t->msg, sizeof t->msg, "%s", text);
    else
        fe_app_toast(a, "%s", text);
}

/* What was said goes: a move was made, undone or redone. */
static void unsay(fe_table *t)
{
    t->msg[0] = '\0';
    t->hint = (eg_hint_lights){.n = 0};
}

/* ---- Setup. */

/* The files of g's table beside the window's older save (a->save_path):
 * its save, ID.rec, and its best scores. */
static void name_files(struct fe_app *a, const eg_game *g)
{
    fe_table *t = a->table;
    eg_save_path(a->save_path, g->id, ".rec", t->save_path, sizeof t->save_path);
    eg_save_path(a->save_path, g->id, "-best.txt", t->best_path, sizeof t->best_path);
}

/* The game saved as ID.rec kept as ID-last.rec: it is replaced or retired. */
static void keep_last(struct fe_app *a)
{
    fe_table *t = a->table;
    char last[1100];
    eg_save_path(a->save_path, t->g->id, "-last.rec", last, sizeof last);
    if (t->save_path[0] && last[0])
        rename(t->save_path, last);
}

static void recall_setup(struct fe_app *a);
static void remember_setup(struct fe_app *a, bool resume);
static bool older_save_of(struct fe_app *a, const eg_game *g);
static bool continue_older(struct fe_app *a);

void fe_table_choose(struct fe_app *a, const eg_game *g)
{
    fe_table *t = a->table;
    if (!g->draw || !g->interpret)
        return; /* not playable in the window yet (shown as coming) */
    end_game(t);
    t->g = g;
    char names[EG_MAX_PLAYERS][EG_NAME_MAX];
    memcpy(names, t->setup.name, sizeof names); /* kept for the run */
    eg_setup_new(&t->setup, g);
    memcpy(t->setup.name, names, sizeof names);
    name_files(a, g);
    t->older = older_save_of(a, g);
    t->editing_deal = false;
    recall_setup(a); /* the choices of the last game of g, kept in the settings */
    fe_flow_show(&a->flow, FE_SCREEN_TABLE_SETUP);
}

/* The name being typed is done (Return, Esc, or a click elsewhere); left
 * empty, the seat keeps its default name. */
static void stop_naming(struct fe_app *a)
{
    fe_table *t = a->table;
    if (t->editing_name < 0)
        return;
    t->editing_name = -1;
    a->input.typing = false;
    SDL_StopTextInput();
}

static bool start_record(struct fe_app *a, const eg_record *rec, bool resume);

/* A random deal: the launch's seed (random, or --seed's) and the games
 * started since. */
static uint64_t fresh_deal(struct fe_app *a)
{
    return ((uint64_t)a->flow.seed << 20) + ++a->table->games_started;
}

static bool start(struct fe_app *a, bool resume)
{
    fe_table *t = a->table;
    eg_record rec;
    eg_error err = {0};
    eg_record_init(&rec);
    if (!resume) {
        eg_setup_record(&t->setup, t->setup.deal[0] ? 0 : fresh_deal(a), &rec);
    } else if (!eg_save_open(t->save_path, &rec, &err)) {
        eg_record_free(&rec);
        fe_app_save_unreadable(a, t->save_path, err.line, err.column, err.msg);
        return false;
    }
    stop_naming(a);
    bool ok = start_record(a, &rec, resume);
    eg_record_free(&rec);
    if (ok)
        remember_setup(a, resume);
    return ok;
}

/* Play from a record (a new game's, the saved one, or a lesson's). */
static bool seat_midend(struct fe_app *a, eg_midend *me);

static bool start_record(struct fe_app *a, const eg_record *rec, bool resume)
{
    fe_table *t = a->table;
    eg_error err = {0};
    end_game(t);
    eg_midend *me = eg_midend_new(rec, &err);
    if (!me) {
        if (resume) /* a record whose moves the rules refuse: kept aside, as unreadable */
            fe_app_save_unreadable(a, t->save_path, err.line, err.column, err.msg);
        else
            say(a, err.msg);
        return false;
    }
    return seat_midend(a, me);
}

/* The table plays the mid end given (owning it): a game of the record, or a
 * table the server holds (online.c). */
static bool seat_midend(struct fe_app *a, eg_midend *me)
{
    fe_table *t = a->table;
    t->me = me;
    t->view = malloc(t->g->state_size);
    if (!t->view || !make_ui(t)) {
        end_game(t);
        say(a, "Out of memory");
        return false;
    }
    if (t->save_path[0])
        eg_midend_set_autosave(t->me, t->save_path);
    t->viewer = EG_NO_PLAYER;
    t->curtain = EG_NO_PLAYER;
    t->rest_t = SLIDE_S + CURTAIN_REST_S;
    t->posed_for = EG_NO_PLAYER - 2; /* a new game: its view at once (pose_camera) */
    t->posed_edge = EG_NO_PLAYER;
    memset(t->cam_free, 0, sizeof t->cam_free);
    fe_shows_for(&t->shows, t->g);
    t->peek = false;
    t->hover = EG_NO_ITEM;
    t->selected = t->candidate = EG_NO_ITEM;
    t->focus = -1;
    t->show_rules = false;
    t->show_moves = false;
    t->hint_at = -1;
    t->nsteps = t->shown = 0;
    t->nslide = 0;
    t->slide_t = SLIDE_S;
    t->built_at = -1;
    unsay(t);
    a->input.typing = false;
    fe_flow_show(&a->flow, FE_SCREEN_TABLE);
    return true;
}

static bool save_exists(const fe_table *t)
{
    struct stat st;
    return t->save_path[0] && stat(t->save_path, &st) == 0;
}

/* lesson.c: a lesson's game, never saved (no autosave, no best score; the
 * setup screen, chosen again, names the files again). */
bool fe_table_start_lesson(struct fe_app *a, const eg_record *rec, struct fe_lesson_run *lesson)
{
    fe_table *t = a->table;
    t->save_path[0] = t->best_path[0] = '\0';
    if (t->lesson != lesson) /* another lesson's: it ends here */
        fe_lesson_run_free(t->lesson);
    t->lesson = NULL; /* not freed by end_game: it goes on in the new game */
    if (!start_record(a, rec, false))
        return false;
    t->lesson = lesson;
    return true;
}

struct fe_lesson_run **fe_table_lesson(struct fe_app *a) { return &a->table->lesson; }
bool fe_table_pressed(struct fe_app *a) { return a->table->pressed || a->table->dragging; }

/* A button w wide in a column at (x, *y) (the setup's, the table's own);
 * *y moves on below it. */
static bool column_button(struct fe_app *a, float x, float w, float *y, const char *label,
                          bool enabled)
{
    bool hit = fe_ui_button(&a->ui, fe_ui_rect(x, *y, w, U(44)), label, enabled);
    *y += U(44) + U(8);
    return hit;
}

/* Text broken into at most `most` lines inside the setup's panel, each
 * centred, from *y down. */
static void centred_lines(struct fe_app *a, const char *text, float size, int most, float w,
                          float *y)
{
    static char lines[3][FE_UI_LINE_MAX];
    int n = fe_ui_wrap(&a->ui, text, size, false, w, lines, most < 3 ? most : 3);
    for (int i = 0; i < n; i++, *y += size * 1.25f)
        fe_ui_text(&a->ui, (float)a->fb_w * 0.5f, *y, size, 1, false, FE_UI_WHITE, lines[i]);
}

/* Host: the setup as the server's NEW takes it: the seats (here, a friend's
 * to take, a computer level), the options and the deal (online.c). */
static void host_online(struct fe_app *a)
{
    char params[EG_PARAMS_TEXT_MAX + 32 + EG_MAX_PLAYERS * (8 + EG_NAME_WORD_MAX)], seats[EG_MAX_PLAYERS * 16];
    eg_error err = {0};
    if (eg_setup_hosted(&a->table->setup, params, sizeof params, seats, sizeof seats, &err))
        fe_app_toast(a, "%s", err.msg); /* a name the server would refuse: said, never changed */
    else
        fe_online_host(a, a->table->g, params, seats);
}

void fe_table_setup_screen(struct fe_app *a)
{
    fe_table *t = a->table;
    const eg_game *g = t->g;
    eg_setup *s = &t->setup;
    float cx = (float)a->fb_w * 0.5f, y = U(30);
    char text[128];
    if (t->editing_name >= 0 && a->ui.in &&
        (a->ui.in->kind == FE_IN_TEXT || a->ui.in->kind == FE_IN_ERASE ||
         a->ui.in->kind == FE_IN_CONFIRM || a->ui.in->kind == FE_IN_CANCEL)) {
        /* Typing a name: the keys are the name's, Return and Esc end it. */
        if (fe_ui_type_into(s->name[t->editing_name], EG_NAME_MAX, a->ui.in))
            stop_naming(a);
        a->ui.consumed = true;
        return;
    }
    /* The panel: down to the window's foot or the page's (frame.c scrolls
     * it, the page ending where the last pass's buttons did). */
    static float end;
    float pw = U(840) < (float)a->fb_w - U(24) ? U(840) : (float)a->fb_w - U(24);
    fe_ui_panel(&a->ui, fe_ui_rect(cx - pw * 0.5f, U(16), pw,
                                   (end > (float)a->fb_h - U(16) ? end : (float)a->fb_h - U(16)) - U(16)),
                FE_UI_SHADE);
    fe_ui_text(&a->ui, cx, y, (float)a->ui.px * 1.6f, 1, true, FE_UI_WHITE, g->name);
    /* The summary and the credit, each broken into lines inside the panel
     * (the same in every pass: the buttons below stand where they are drawn). */
    y += U(52);
    centred_lines(a, g->summary, (float)a->ui.px * 0.85f, 3, pw - U(40), &y);
    y += U(4);
    centred_lines(a, g->credit ? g->credit : "", (float)a->ui.px * 0.75f, 3, pw - U(40), &y);
    y += U(4);
    y += U(16);
    float bw = U(360), bh = U(44), gap = U(8);
    /* The column moved right where the names left of it would leave the window. */
    cx += U(236) + bw * 0.5f > cx ? U(236) + bw * 0.5f - cx : 0.0f;
    if (g->max_players > g->min_players) {
        snprintf(text, sizeof text, "Players: %d", s->nplayers);
        if (column_button(a, cx - bw * 0.5f, bw, &y, text, true))
            eg_setup_more_players(s);
    }
    /* Options that do not apply to the others' values are left out (City
     * Blox's Help for player 3 with two players); all of them when the
     * values do not decode. */
    void *params = eg_setup_decode(s, NULL);
    eg_record named = {0}; /* "Help for player 1" names the seat as its name box does */
    eg_setup_record(s, 0, &named);
    for (int i = 0; i < g->noptions && i < EG_SETUP_OPTIONS; i++) {
        if (!eg_setup_listed(s, params, i))
            continue;
        snprintf(text, sizeof text, "%s: %s", g->options[i].label, eg_setup_value_words(s, i));
        eg_name_players(&named, text, sizeof text);
        if (column_button(a, cx - bw * 0.5f, bw, &y, text, true))
            eg_setup_step(s, i);
    }
    free(params);
    /* The deal: random, or a number typed here (the same number gives the
     * same deal on every machine); none where nothing is dealt by chance. */
    bool deals = !(g->flags & EG_GAME_NO_CHANCE);
    snprintf(text, sizeof text, "Deal: %s%s", s->deal[0] ? s->deal : (t->editing_deal ? "" : "random"),
             t->editing_deal ? "_" : "");
    if (deals && column_button(a, cx - bw * 0.5f, bw, &y, text, true)) {
        stop_naming(a);
        t->editing_deal = !t->editing_deal;
        a->input.typing = t->editing_deal;
        if (t->editing_deal) {
            s->deal[0] = '\0';
            SDL_StartTextInput();
        }
    }
    if (t->editing_deal && a->ui.in) {
        size_t n = strlen(s->deal);
        if (a->ui.in->kind == FE_IN_TEXT) {
            for (const char *c = a->ui.in->text; *c; c++)
                if (*c >= '0' && *c <= '9' && n + 1 < sizeof s->deal && !(n == 0 && *c == '0'))
                    s->deal[n++] = *c, s->deal[n] = '\0';
            a->ui.consumed = true;
        } else if (a->ui.in->kind == FE_IN_ERASE && n > 0) {
            s->deal[n - 1] = '\0';
            a->ui.consumed = true;
        }
    }
    for (int p = 0; p < s->nplayers; p++) {
        /* The seat's name, a field to type in (scripts: "name N"), left
         * of who plays it. */
        fe_rect field = fe_ui_rect(cx - bw * 0.5f - gap - U(220), y, U(220), bh);
        snprintf(text, sizeof text, "name %d", p + 1);
        if (fe_ui_area(&a->ui, field, text) == 1) {
            stop_naming(a);
            t->editing_deal = false;
            t->editing_name = p;
            a->input.typing = true;
            SDL_StartTextInput();
        }
        if (a->ui.r) {
            bool editing = t->editing_name == p;
            char shown[EG_NAME_MAX + 4];
            eg_setup_name(s, p, shown, sizeof shown - 1);
            if (editing)
                snprintf(shown, sizeof shown, "%s|", s->name[p]);
            /* A long name in smaller type, inside its field; at the
             * smallest type, its end cut off (the start is what shows
             * while typing, and the name is kept whole). */
            float size = (float)a->ui.px * 0.9f, room = field.w - U(24);
            while (size > 9.0f && fe_ui_text_width(&a->ui, shown, size, false) > room)
                size = size * 0.9f > 9.0f ? size * 0.9f : 9.0f;
            char fitted[sizeof shown];
            fe_ui_fit_name(&a->ui, shown, size, false, room, fitted, sizeof fitted);
            fe_ui_panel(&a->ui, field, editing ? FE_UI_WHITE : FE_UI_PAPER);
            fe_ui_text(&a->ui, field.x + U(12), field.y + (field.h - size * 1.2f) * 0.5f, size,
                       0, false, FE_UI_INK, fitted);
        }
        snprintf(text, sizeof text, "Player %d: %s", p + 1, eg_seat_word(g, s->seat[p]));
        /* Greyed for a solitaire played here; online: remote too. */
        if (column_button(a, cx - bw * 0.5f, bw, &y, text, eg_setup_seat_choice(s, a->online_host)))
            eg_setup_step_seat(s, p, a->online_host);
    }
    /* What each computer level chosen does, in the game's words. */
    unsigned levels_chosen = eg_setup_levels(s);
    for (int l = 0; g->level_help && l < g->nlevels; l++)
        if (levels_chosen & (1u << l))
            centred_lines(a, g->level_help[l], (float)a->ui.px * 0.7f, 2, pw - U(40), &y);
    y += gap;
    bw = U(420); /* the last row is wider: "Continue" needs the room */
    float w3 = (bw - 2.0f * gap) / 3.0f;
    bool host = a->online_host; /* online.c: the table is the server's */
    if (fe_ui_button(&a->ui, fe_ui_rect(cx - bw * 0.5f, y, w3, bh), host ? "Host" : "Start", true) ||
        (a->ui.in && a->ui.in->kind == FE_IN_CONFIRM)) {
        if (host)
            host_online(a);
        else
            fe_table_menu_start(a, save_exists(t)); /* table_menu.c: asks before replacing a save */
    }
    if (fe_ui_button(&a->ui, fe_ui_rect(cx - bw * 0.5f + w3 + gap, y, w3, bh), "Continue",
                     !host && (save_exists(t) || t->older))) {
        if (save_exists(t))
            start(a, true);
        else
            continue_older(a);
    }
    if (fe_ui_button(&a->ui, fe_ui_rect(cx - bw * 0.5f + 2.0f * (w3 + gap), y, w3, bh), "Back",
                     true) ||
        (a->ui.in && a->ui.in->kind == FE_IN_CANCEL))
        fe_flow_show(&a->flow, FE_SCREEN_GAMES);
    if (!host)
        fe_lesson_button(a, g, fe_ui_rect(cx - bw * 0.5f, y + bh + gap, bw, bh)); /* lesson.c */
    end = y + (host ? bh : 2.0f * bh + gap) + U(16); /* no lesson button online */
    /* Buttons that end inside the window keep the panel inside it too: the
     * page does not scroll for its margin (the first pass drew the panel
     * with no end yet, and found nothing to scroll). */
    end = end - U(16) <= (float)a->fb_h && end > (float)a->fb_h ? (float)a->fb_h : end;
}

/* ---- The scene: drawn from the viewer's view, with the window's own
 * marks (legal targets lit, the held piece under the pointer, the keyboard
 * focus) added on top. */

static int humans(const fe_table *t)
{
    int n = 0;
    for (int p = 0; p < eg_midend_record(t->me)->nplayers; p++)
        n += eg_midend_is_human(t->me, p);
    return n;
}

/* Several people share this screen in a game with secrets: the curtain
 * comes between them, and each one's own secrets that need not be seen to
 * play are shown only while they hold Peek (eg_scene.own_secrets_hidden). */
static bool shares_screen(const fe_table *t)
{
    return (t->g->flags & EG_GAME_HIDDEN) && humans(t) >= 2;
}

/* The status lines call each renamed seat by its name (eg_setup.h). */
static void name_players(const fe_table *t, eg_scene *sc)
{
    for (int i = 0; i < EG_SCENE_HUD_LINES; i++)
        eg_name_players(eg_midend_record(t->me), sc->hud[i], sizeof sc->hud[i]);
}

static bool can_act(const fe_table *t)
{
    return t->me && t->viewer >= 0 && t->curtain == EG_NO_PLAYER &&
           (eg_midend_to_act(t->me) & (1u << t->viewer)) && eg_midend_is_human(t->me, t->viewer);
}

/* Whether the piece selected shows it: the game draws it otherwise than
 * unselected (lifted, taken from its stock), or a place where it may go is
 * lit. A Cityscape die turned by a click shows nothing: Esc then opens the
 * menu at once, not after a first Esc that changes nothing to be seen. */
static bool selection_shows(fe_table *t)
{
    if (t->selected == EG_NO_ITEM || !t->scene)
        return false;
    if (!can_act(t))
        return true; /* nothing tried: let it go first, as before */
    eg_scene *sc[2] = {malloc(sizeof(eg_scene)), malloc(sizeof(eg_scene))};
    bool shows = !sc[0] || !sc[1];
    for (int k = 0; k < 2 && !shows; k++) {
        memset(sc[k], 0, sizeof *sc[k]);
        sc[k]->own_secrets_hidden = t->scene->own_secrets_hidden;
        sc[k]->shown = t->scene->shown;
        t->g->draw(t->view, t->viewer, ui_of(t, t->viewer), k ? t->selected : EG_NO_ITEM, sc[k]);
    }
    shows = shows || sc[0]->nitems != sc[1]->nitems ||
            memcmp(sc[0]->items, sc[1]->items, (size_t)sc[0]->nitems * sizeof sc[0]->items[0]) != 0;
    eg_picker *places = shows ? NULL : eg_picker_new(t->me, t->viewer, ui_of(t, t->viewer));
    for (int i = 0; places && !shows && i < sc[1]->nitems; i++) {
        const eg_item *e = &sc[1]->items[i];
        shows = (e->flags & EG_ITEM_DROP) && e->id != t->selected &&
                eg_picker_try(places, (eg_pick){t->selected, e->id}, NULL) == EG_PICK_LEGAL;
    }
    eg_picker_free(places);
    free(sc[0]);
    free(sc[1]);
    return shows;
}

static void build_scene(struct fe_app *a)
{
    fe_table *t = a->table;
    const eg_game *g = t->g;
    eg_scene *sc = t->scene;
    memset(sc->buttons, 0, sizeof sc->buttons); /* a button's question too (eg_button.ask) */
    sc->nitems = 0;
    sc->nbuttons = 0;
    memset(sc->hud, 0, sizeof sc->hud);
    /* Peek (the button, or Tab) shows what the scene keeps hidden from
     * the others sharing the screen; with one person there is no one to
     * hide it from. */
    sc->own_secrets_hidden = shares_screen(t) && !t->peek && !a->flow.peek;
    sc->hot_seat = humans(t) >= 2 && !eg_midend_is_remote(t->me);
    sc->shown = t->shows.on; /* the game's display options (table_show.c) */
    memset(sc->aside, 0, sizeof sc->aside);
    eg_midend_view(t->me, t->viewer, t->view);
    t->built_at = eg_midend_moves(t->me);
    g->draw(t->view, t->viewer, ui_of(t, t->viewer), t->selected, sc);
    name_players(t, sc);
    if (eg_midend_is_remote(t->me)) /* online.c: the table's code, who is here and away */
        fe_online_status(a, sc);
    /* eg_slide.h: the last move's pieces sliding, lit once landed. */
    eg_slide(sc, t->slide_from, t->nslide, t->slide_t / SLIDE_S, LAST_MOVE_GLOW);
    eg_picker *places = t->selected != EG_NO_ITEM && can_act(t)
                            ? eg_picker_new(t->me, t->viewer, ui_of(t, t->viewer))
                            : NULL;
    for (int i = 0; places && i < sc->nitems; i++) { /* lit: where the held piece may go */
        eg_item *e = &sc->items[i];
        if ((e->flags & EG_ITEM_DROP) && e->id != t->selected &&
            eg_picker_try(places, (eg_pick){t->selected, e->id}, NULL) == EG_PICK_LEGAL)
            e->flags |= EG_ITEM_LIT;
    }
    eg_picker_free(places);
    int ghost = -1; /* the preview's first item: the held piece snaps above it */
    if (t->selected != EG_NO_ITEM && g->preview && can_act(t)) {
        /* Where the held piece would rest: over the place under the pointer
         * while it is carried, or the keyboard's highlight, if it may go
         * there (lit above). */
        int i = t->dragging
                    ? fe_items_drop(sc, &a->cam, a->fb_w, a->fb_h, t->mx, t->my, t->selected)
                    : t->focus;
        if (i >= 0 && i < sc->nitems && (sc->items[i].flags & EG_ITEM_LIT) &&
            (sc->items[i].flags & EG_ITEM_DROP)) {
            eg_pick pick = {t->selected, sc->items[i].id};
            int before = sc->nitems;
            g->preview(t->view, t->viewer, ui_of(t, t->viewer), &pick, sc);
            ghost = sc->nitems > before ? before : -1;
        }
    }
    float at[3]; /* the held piece follows the pointer, lifted above the table */
    bool carried = t->dragging && t->selected != EG_NO_ITEM;
    if (carried && ghost >= 0) {
        memcpy(at, sc->items[ghost].pos, sizeof at); /* snapped: just above where it would rest */
        at[1] += 0.12f;
        eg_scene_carry(sc, t->selected, at);
    } else if (carried && fe_items_table_point(&a->cam, a->fb_w, a->fb_h, t->mx, t->my, 0.3f, at)) {
        at[1] = 0.3f;
        eg_scene_carry(sc, t->selected, at);
    }
    if (t->nsteps > 0 && t->shown > 0) /* the reveal: what its latest step counts */
        eg_scene_light_step(sc, &t->steps[t->shown - 1]);
    fe_lesson_light(a, sc); /* lesson.c: the step's pieces lit */
    eg_scene_light_hint(sc, &t->hint); /* the hint's pieces and places, or its button */
    if (t->focus >= sc->nitems)
        t->focus = -1;
    if (t->focus >= 0) /* the keyboard's highlight: lit and lifted a little */
        eg_scene_light(sc, sc->items[t->focus].id, 0.06f);
}

/* ---- Where the play screen's buttons stand: the table's own column at
 * the right edge, the game's buttons (as wide as their longest label)
 * heading it, or in a column of their own to its left when both do not fit
 * the window's height and two columns leave the board room (Recycle's ten
 * trios); else the table's own buttons are shown a page at a time under
 * the game's, More turning the page, so that their text keeps the size
 * chosen. Measured at a text unit (pixels per unit of the layout) so that
 * the scene can be framed clear of them before the screen is drawn. */

typedef struct {
    float unit;
    int px;
    float bw, bh, gap;
    float x;        /* the table's own column */
    float gx, gw;   /* the game's buttons */
    bool apart;
    int own;        /* the table's own buttons */
    int per;        /* of them on a page (own: all on one) */
    bool fits;      /* every column within the window's height */
} button_columns;

/* The box the camera frames (the scene's lo, hi) projected as drawn, in
 * lo and hi (dump-text's `board`); false where it is not in front of the
 * camera or there is no scene. */
bool fe_table_board_rect(struct fe_app *a, float lo[2], float hi[2])
{
    const eg_scene *sc = a->table ? a->table->scene : NULL;
    lo[0] = lo[1] = 1e9f, hi[0] = hi[1] = -1e9f;
    for (int k = 0; sc && k < 8; k++) {
        float p[3] = {k & 1 ? sc->hi[0] : sc->lo[0], (k & 2 ? sc->hi[1] : sc->lo[1]) + FE_TABLE_Y,
                      k & 4 ? sc->hi[2] : sc->lo[2]}, at[2];
        if (!fe_camera_project(&a->cam, a->fb_w, a->fb_h, p, at))
            return false;
        for (int j = 0; j < 2; j++)
            lo[j] = fminf(lo[j], at[j]), hi[j] = fmaxf(hi[j], at[j]);
    }
    return sc && hi[0] > lo[0] && hi[1] > lo[1];
}

/* The board's width over its height as the camera frames it;
 * FE_BOARD_ASPECT before a frame. */
static float board_aspect(struct fe_app *a)
{
    float lo[2], hi[2];
    return fe_table_board_rect(a, lo, hi) ? (hi[0] - lo[0]) / (hi[1] - lo[1]) : FE_BOARD_ASPECT;
}

static button_columns columns_at(struct fe_app *a, float unit)
{
    fe_table *t = a->table;
    const eg_game *g = t->g;
    button_columns c = {unit, (int)(22.0f * unit + 0.5f), 200.0f * unit, 44.0f * unit,
                        8.0f * unit, 0, 0, 0, false, 0, 0, true};
    c.x = (float)a->fb_w - c.bw - 12.0f * unit;
    c.own = 4 + (g->undo == EG_UNDO_FREE ? 2 : 0) + (g->nlevels > 0 && !eg_midend_is_over(t->me)) +
            shares_screen(t) + g->ndisplays + (g->key != NULL);
    c.gw = c.bw;
    int n = t->scene->nbuttons;
    float widest = 0.0f;
    for (int i = -1; i < n; i++) { /* -1: the game's widest label, which may come */
        const char *label = i >= 0 ? t->scene->buttons[i].label : g->widest_button;
        if (!label)
            continue;
        float w = (a->r ? (float)fe_renderer_text_width(a->r, label, c.px, true)
                        : (float)strlen(label) * (float)c.px * 0.62f) + 24.0f * unit;
        if (i < 0)
            widest = w;
        else
            c.gw = w > c.gw ? w : c.gw;
    }
    /* Room kept for the widest label before it comes (no column widening,
     * no board moving, when it does), where that costs the board nothing:
     * the room left of the column so widened (and right of a lesson's note
     * beside the board) is still as much wider than high (under a status
     * line, above the last move's line or the lesson's note) as the board
     * as framed, so that the board is framed by the height either way
     * (City Blox's, 204x190 at 640x360 with 200% text, kept its room: a
     * fixed 1.4 left it none and the board moved when "Lay ... card" came). */
    float high = (float)a->fb_h - (0.9f * 1.25f * (float)c.px + 20.0f * unit) -
                 fmaxf(0.8f * 1.3f * (float)c.px + 12.0f * unit, fe_lesson_below(a));
    if (widest > c.gw &&
        (float)a->fb_w - widest - 20.0f * unit - fe_lesson_beside(a) >= board_aspect(a) * high)
        c.gw = widest;
    int rows = (int)(((float)a->fb_h + 1.0f - 12.0f * unit + c.gap) / (c.bh + c.gap));
    bool two = c.gw + c.bw + c.gap + 24.0f * unit <= 0.4f * (float)a->fb_w;
    c.apart = n > 0 && n + c.own > rows && ((two && n <= rows && c.own <= rows) || n + 2 > rows);
    int room = c.apart ? rows : rows - n; /* rows for the table's own */
    c.per = c.own <= room ? c.own : room > 1 ? room - 1 : 1;
    c.fits = room > 1 && (!c.apart || n <= rows);
    c.gx = c.apart ? c.x - c.gap - c.gw : (float)a->fb_w - c.gw - 12.0f * unit;
    return c;
}

/* The left edge of the buttons. */
static float columns_left(const button_columns *c) { return c->gx < c->x ? c->gx : c->x; }

/* What the scene is framed clear of, kept for one game at one window and
 * text size and never less, so that the board does not jump when a wider
 * button goes (Cityscape's Confirm) or the status lines change: the
 * buttons' strip, the way the status lines are cleared (clear_of_status)
 * and by how many pixels. */
typedef struct { float strip, by; int way; } kept_for;

static kept_for *kept(struct fe_app *a)
{
    static const void *game;
    static float size[4];
    static kept_for k;
    float now[4] = {(float)a->fb_w, (float)a->fb_h, a->settings.ui_scale,
                    fe_shows_low_view(&a->table->shows) ? 1.0f : 0.0f}; /* V frames afresh */
    if (game != (const void *)a->table->me || memcmp(now, size, sizeof now) != 0)
        k = (kept_for){0};
    game = a->table->me;
    memcpy(size, now, sizeof now);
    return &k;
}

/* The right-hand strip the scene keeps clear of: the buttons as they will
 * be drawn. The screen's text size is the player's, made smaller while
 * something would leave the window (frame.c); that is found after the scene
 * is drawn, so the columns are measured here at the largest size the
 * buttons alone allow, never narrower than they will be drawn. */
static float buttons_strip(struct fe_app *a)
{
    float scale = a->settings.ui_scale > 0.0f ? a->settings.ui_scale : 1.0f;
    float base = (float)(a->fb_h < a->fb_w * 9 / 16 ? a->fb_h : a->fb_w * 9 / 16) / 720.0f;
    button_columns c = {0};
    for (int step = 0; step < 12; step++) {
        float unit = base * scale < 9.0f / 22.0f ? 9.0f / 22.0f : base * scale;
        c = columns_at(a, unit);
        if ((c.fits && columns_left(&c) >= -1.0f) || scale <= 0.5f)
            break;
        scale *= 0.92f;
    }
    kept_for *k = kept(a);
    float strip = (float)a->fb_w - columns_left(&c) + 8.0f * c.unit;
    return k->strip = strip > k->strip ? strip : k->strip;
}

/* The scoring panel's width: its lines' (at least 560 units), at most
 * half the window. */
static float reveal_panel_width(struct fe_app *a)
{
    const fe_table *t = a->table;
    float w = U(560), most = 0.5f * (float)a->fb_w; /* its lines wrapped: room for a note beside */
    for (int i = 0; i < t->nsteps; i++) {
        char line[160];
        eg_step_line(eg_midend_record(t->me), &t->steps[i], line, sizeof line);
        float lw = fe_ui_text_width(&a->ui, line, (float)a->ui.px * 0.75f, false) + U(40);
        w = lw > w ? lw : w;
    }
    return w < most ? w : most;
}

/* While the reveal's steps come, the player of the newest step shown
 * that has one (a heading keeps the edge before it), whose edge the camera
 * visits, if the game gives each player's edge; EG_NO_PLAYER otherwise,
 * and once the last step has been held a moment: the viewer's edge. */
static int reveal_edge(const fe_table *t)
{
    if (t->nsteps == 0 || t->tour_over || !t->scene->has_player_yaw)
        return EG_NO_PLAYER;
    for (int i = t->shown - 1; i >= 0; i--)
        if (t->steps[i].player >= 0 && t->steps[i].player < EG_MAX_PLAYERS)
            return t->steps[i].player;
    return EG_NO_PLAYER;
}

/* The camera turns to the edge it should face: a new player's at the
 * table, a little to the side as in Cityscape so pieces show two faces;
 * during the reveal, each scoring player's in turn. A player who turned,
 * raised or zoomed the view gets it back when they take the seat again
 * or the reveal's tour ends (until Home puts it back at their edge). */
static void pose_camera(struct fe_app *a)
{
    fe_table *t = a->table;
    int edge = reveal_edge(t);
    if (t->posed_for == t->viewer && t->posed_edge == edge)
        return;
    int left = t->posed_for;
    if (left >= 0 && left < EG_MAX_PLAYERS && t->posed_edge == EG_NO_PLAYER && t->cam_free[left])
        t->own_pose[left] = a->cam.moving ? a->cam.to : a->cam.now;
    t->posed_for = t->viewer;
    t->posed_edge = edge;
    bool low = edge == EG_NO_PLAYER && fe_shows_low_view(&t->shows); /* V: the skyline */
    if (edge == EG_NO_PLAYER && !low && t->viewer >= 0 && t->viewer < EG_MAX_PLAYERS &&
        t->cam_free[t->viewer]) {
        fe_camera_to_pose(&a->cam, t->own_pose[t->viewer]);
        a->redraw = true;
        return;
    }
    float yaw = edge != EG_NO_PLAYER ? t->scene->player_yaw[edge] : t->scene->seat_yaw;
    float zoom = low ? 0.8f : 1.0f; /* low: a margin round what is framed */
    fe_camera_to_pose(&a->cam, (fe_camera_pose){yaw * 57.29578f + (low ? 0.0f : FE_CAMERA_SEAT_TURN),
                                                low ? FE_CAMERA_SKYLINE_PITCH : FE_CAMERA_PITCH + 8.0f,
                                                zoom, 0.0f});
    if (left == EG_NO_PLAYER - 2) /* not eased from the last game's view */
        fe_camera_update(&a->cam, FE_CAMERA_EASE_S);
    a->redraw = true;
}

/* The band at the window's foot the last move's line is written in: the
 * line's height at the text size chosen, and a margin either side. */
static float last_move_band(const struct fe_app *a)
{
    return (float)a->ui.px * 0.8f * 1.3f + U(12);
}

static float status_w; /* the status lines' box as last measured: its width */

/* The least inset at `edge` of in[] (0: left, 1: top), from what it is up
 * to `most`, with which the box covers neither the board nor the viewer's
 * own pieces as framed (to a pixel); the scene's scale so framed, 0 where
 * even `most` does not clear it. */
static bool covers(struct fe_app *a, const fe_rect box[2])
{
    return (box[0].h > 0.0f && fe_table_covers_own(a, box[0])) ||
           (box[1].h > 0.0f && fe_table_covers_own(a, box[1]));
}

static float least_inset(struct fe_app *a, float in[4], int edge, float most, const fe_rect box[2])
{
    float lo = in[edge], hi = fmaxf(most, lo);
    for (int i = -1; i < 10 && hi - lo > 1.0f; i++) {
        in[edge] = i < 0 ? lo : 0.5f * (lo + hi); /* first: none more */
        fe_camera_set_inset(&a->cam, in[0], in[1], in[2], in[3]);
        bool c = covers(a, box);
        hi = c ? hi : in[edge];
        lo = c ? in[edge] : lo;
        if (i < 0 && !c)
            break;
    }
    in[edge] = hi;
    fe_camera_set_inset(&a->cam, in[0], in[1], in[2], in[3]);
    /* The scale: the pixels a unit up the world spans (the camera's scale
     * times its pitch's cosine, alike for every way tried in one frame). */
    float o[3] = {0.0f}, up[3] = {0.0f, 1.0f, 0.0f}, p[2], q[2];
    fe_camera_project(&a->cam, a->fb_w, a->fb_h, o, p);
    fe_camera_project(&a->cam, a->fb_w, a->fb_h, up, q);
    return covers(a, box) ? 0.0f : fabsf(q[1] - p[1]);
}

/* The status lines' box at the top left with the game's aside under it,
 * measured at the text size the screen is laid out at (fe_table_reframe): where it would
 * cover the board, a piece a player holds or one that may be taken
 * (fe_table_covers_own), the scene is framed lower
 * or further right, by the least that clears it, whichever leaves the scene
 * larger; where folding the lines to one line (the rest shown while the
 * pointer is on it) leaves the scene a quarter larger still, they are
 * folded. One rule for every game, its lesson's note included. */
enum { NONE, BELOW, BESIDE, FOLDED, WAYS };
static void clear_of_status(struct fe_app *a, float left, float right, float below)
{
    fe_table *t = a->table;
    float base = (float)(a->fb_h < a->fb_w * 9 / 16 ? a->fb_h : a->fb_w * 9 / 16) / 720.0f;
    fe_ui_begin(&a->ui, NULL, NULL, a->fb_w, a->fb_h,
                t->drawn_unit > 0.0f ? t->drawn_unit / base : a->settings.ui_scale);
    t->framed_unit = t->drawn_unit = a->ui.unit;
    button_columns c = columns_at(a, a->ui.unit);
    fe_rect box[2][2] = {{{0}}}; /* as drawn, then folded: the lines' box and the aside's */
    bool open = t->open;
    for (int f = 0; f < 2; f++) { /* as drawn, then folded */
        t->folded = f, t->open = false;
        float h = fe_table_status_lines(a, columns_left(&c) - U(8), false);
        box[f][0] = fe_ui_rect(U(8), U(6), status_w, h - U(6));
        if (!f && h > 0.0f) /* folded, the aside's heading stands where it is clear */
            box[f][1] = fe_shows_aside(a, t->scene, false, h + U(6), columns_left(&c) - U(8), 0.0f,
                                       false);
    }
    t->open = open;
    kept_for eased = {0}, *k = a->cam.moving ? &eased : kept(a); /* kept once the view rests */
    float in[WAYS][4], size[WAYS] = {0};
    for (int w = BELOW; w < WAYS; w++) {
        int edge = w == BESIDE ? 0 : 1, f = w == FOLDED;
        in[w][0] = left, in[w][1] = 0.0f, in[w][2] = right, in[w][3] = below;
        if (k->way == NONE || k->way == w) {
            in[w][edge] = fmaxf(in[w][edge], k->by);
            const fe_rect *b = box[f];
            float most = edge ? fmaxf(b[0].y + b[0].h, b[1].y + b[1].h) : fmaxf(b[0].x + b[0].w, b[1].x + b[1].w);
            size[w] = least_inset(a, in[w], edge, most + U(8), b);
        }
    }
    int way = k->way;
    if (way == NONE && (in[BELOW][1] > 0.0f || in[BESIDE][0] > left)) { /* it covers: cleared from now on */
        way = size[BELOW] >= size[BESIDE] ? BELOW : BESIDE;
        way = size[FOLDED] > 1.25f * size[way] ? FOLDED : way;
        k->way = way;
    }
    way = way == NONE ? BELOW : way; /* with no inset */
    k->by = in[way][way == BESIDE ? 0 : 1];
    t->folded = way == FOLDED;
    fe_camera_set_inset(&a->cam, in[way][0], in[way][1], in[way][2], in[way][3]);
}

void fe_table_draw(struct fe_app *a)
{
    fe_table *t = a->table;
    if (!t->me || t->curtain != EG_NO_PLAYER) {
        static const float curtain[4] = {0.16f, 0.11f, 0.08f, 1.0f};
        fe_renderer_clear(a->r, a->fb_w, a->fb_h, curtain);
        return;
    }
    if (fe_key_shown()) { /* table_key.c: the key's symbols, not the table */
        fe_key_draw(a);
        return;
    }
    build_scene(a);
    pose_camera(a);
    float lo[3], hi[3];
    if (reveal_edge(t) == EG_NO_PLAYER && fe_shows_low_view(&t->shows) &&
        eg_scene_board_alone(t->scene, lo, hi))
        fe_camera_frame_box(&a->cam, lo, hi); /* the low view: the board alone, no supply */
    else {
        eg_scene_fit_tops(t->scene); /* the tallest tower in view */
        fe_camera_frame_box(&a->cam, t->scene->lo, t->scene->hi);
    }
    /* The scene fits the window left of the buttons (drawn and picked so),
     * and right of the scoring panel while it is up (reveal_panel), so that
     * what its steps light stays in sight. */
    float left = t->nsteps > 0 ? U(8) + reveal_panel_width(a) + U(8) : 0.0f;
    float strip = t->nsteps > 0 ? 0.0f : buttons_strip(a); /* no buttons beside the scoring */
    /* Below the scene: the lesson's note (lesson.c), else the band the last
     * move's line is written in, kept from the first frame on so that the
     * board does not jump when the first move is made. */
    float below = fe_lesson_inset(a, left, (float)a->fb_w - strip);
    if (below < last_move_band(a))
        below = last_move_band(a);
    if (fe_lesson_beside(a) > 0.0f) /* or beside it, a wide and short window's */
        left = fmaxf(left, fe_lesson_beside(a) + U(8));
    fe_camera_set_inset(&a->cam, left, 0.0f, strip, below);
    if (t->nsteps == 0)
        clear_of_status(a, left, strip, below); /* and of the status lines */
    fe_renderer_draw_items(a->r, t->scene, &a->cam, a->fb_w, a->fb_h);
}

/* ---- Moves: every move at the table goes through here, so a round's end
 * brings up its scoring reveal whoever made the last move. */

/* The picture before a move, that its pieces slide from: how many. */
static int picture_before(struct fe_app *a)
{
    fe_table *t = a->table;
    if (t->built_at != eg_midend_moves(t->me)) {
        /* No frame since the last move (a computer's answer at once): the
         * picture as it stands, the last move's slide not shown, is what
         * this one starts from. */
        t->nslide = 0;
        build_scene(a);
    }
    return eg_slide_keep(t->scene, t->slide_from);
}

/* A move of `player` has landed (flags: the game's EG_MOVE_*). */
static void landed(struct fe_app *a, int player, unsigned flags, int nslide)
{
    fe_table *t = a->table;
    unsay(t); /* what was said was about the position before */
    reset_ui(t, player);
    t->nslide = nslide;
    t->slide_t = nslide > 0 ? 0.0f : SLIDE_S;
    t->rest_t = 0.0f;
    a->redraw = true;
    /* Sound cues from the move as it lands: a piece set down, the round's
     * points, the end. */
    fe_app_sound(a, FE_SFX_DROP, 1 + (int)(eg_midend_moves(t->me) % 5));
    if (flags & EG_MOVE_ENDS_GAME)
        fe_app_sound(a, FE_SFX_WIN, 0);
    else if (flags & EG_MOVE_ENDS_ROUND)
        fe_app_sound(a, FE_SFX_POINTS, 0);
    if ((flags & EG_MOVE_ENDS_ROUND) && t->g->reveal) {
        int k = eg_midend_moves(t->me);
        t->nsteps = t->g->reveal(eg_midend_state_at(t->me, k - 1), eg_midend_state(t->me),
                                 t->steps);
        /* Step by step in scripts too: they draw no frame until the steps
         * are done, and "!" commands look in between. */
        t->shown = 0, t->reveal_top = -1;
        t->step_t = 0.0f;
        t->tour_over = false;
        /* The totals before the steps: the scores after the move less what
         * the steps add. Not the scores before the move: where a game's
         * score is the position's (Skyscrapers), they already hold every
         * step's points, and the panel counted them twice. */
        t->g->scores(eg_midend_state(t->me), t->reveal_base);
        for (int i = 0; i < t->nsteps; i++)
            if (t->steps[i].player >= 0 && t->steps[i].player < EG_MAX_PLAYERS)
                t->reveal_base[t->steps[i].player] -= t->steps[i].points;
    }
}

static int table_move(struct fe_app *a, int player, const char *move, eg_error *err)
{
    fe_table *t = a->table;
    unsigned flags = 0;
    if (fe_lesson_refuses(a, player, move, err)) /* lesson.c: not this step's move */
        return err ? err->code : 1;
    int nslide = picture_before(a); /* what slides starts from the picture before the move */
    int rc = eg_midend_move(t->me, player, move, &flags, err);
    if (rc == 0 && !(flags & EG_MIDEND_SENT)) /* sent online: it lands in fe_table_feed */
        landed(a, player, flags, nslide);
    return rc;
}

/* ---- Online (online.c): the table the server holds. */

bool fe_table_start_remote(struct fe_app *a, eg_midend *me)
{
    fe_table *t = a->table;
    end_game(t);
    t->g = eg_midend_game(me);
    t->save_path[0] = t->best_path[0] = '\0'; /* the server keeps the game */
    return seat_midend(a, me);
}

int fe_table_feed(struct fe_app *a, const char *line, unsigned *changed, eg_error *err)
{
    fe_table *t = a->table;
    int nslide = strncmp(line, "MOVE ", 5) == 0 ? picture_before(a) : 0;
    int rc = eg_midend_feed(t->me, line, changed, err);
    const eg_record *rec = eg_midend_record(t->me);
    int k = rec->nmoves;
    if (rc == 0 && (*changed & EG_FED_MOVE) && k > 0)
        landed(a, rec->moves[k - 1].player, eg_midend_move_flags(t->me, k - 1), nslide);
    if (rc == 0 && (*changed & (EG_FED_UNDONE | EG_FED_TABLE))) {
        t->nsteps = t->shown = t->nslide = 0;
        t->selected = EG_NO_ITEM;
        for (int p = 0; p < EG_MAX_PLAYERS; p++)
            reset_ui(t, p);
    }
    if (rc == 0 && (*changed & EG_FED_REFUSED) && eg_midend_remote_refusal(t->me, NULL, NULL)) {
        char words[sizeof t->msg]; /* a move refused: as at home (eg_game.refusal_words) */
        eg_midend_remote_refusal_words(t->me, words, sizeof words);
        say(a, words);
    }
    a->redraw = true;
    return rc;
}

/* Whether the held piece carries what the player set in the hand (a turn
 * kept in its id, eg_game.turn): a refused drop keeps it held, so that the
 * next try needs no turning again. Any other piece is let go. */
static bool keeps_turn(fe_table *t, int32_t held)
{
    return t->g->turn && t->g->turn(t->view, t->viewer, ui_probe(t, t->viewer), held, 0) == held;
}

/* The rules' refusal of the viewer's move, said in the player's words
 * (eg_game.refusal_words). */
static void refused(struct fe_app *a, const char *move, const eg_error *err)
{
    fe_table *t = a->table;
    char words[sizeof t->msg];
    eg_midend_refusal_words(t->me, t->viewer, move, err, words, sizeof words);
    say(a, words);
}

/* The pick as a move, made; false (and why, said) when it is refused: the
 * reason in the player's words, and nothing left selected that the next
 * press would misuse (keeps_turn aside). */
static bool try_pick(struct fe_app *a, int32_t from, int32_t to, bool quiet_select)
{
    fe_table *t = a->table;
    eg_pick pick = {from, to};
    char move[EG_MOVE_MAX];
    eg_error err = {0};
    if (t->g->interpret(t->view, t->viewer, ui_of(t, t->viewer), &pick, move, &err) != 0) {
        a->redraw = true; /* it may have changed the ui */
        if (err.msg[0] && !quiet_select)
            say(a, err.msg);
        return false;
    }
    if (table_move(a, t->viewer, move, &err) != 0) {
        refused(a, move, &err);
        if (!keeps_turn(t, from))
            t->selected = EG_NO_ITEM;
        return false;
    }
    t->selected = EG_NO_ITEM;
    if (eg_midend_autosave_status(t->me, &err) != 0)
        say(a, err.msg);
    return true;
}

static void undo(struct fe_app *a)
{
    fe_table *t = a->table;
    eg_error err = {0};
    cancel_job(&t->job);
    t->nsteps = t->shown = 0;
    t->slide_t = SLIDE_S;
    t->nslide = 0; /* the last move's glow goes with it */
    unsay(t);
    if (eg_midend_undo(t->me, t->viewer, &err) != 0) /* the mid end's reason */
        say(a, err.msg[0] ? err.msg : "Nothing to undo now");
    for (int p = 0; p < EG_MAX_PLAYERS; p++)
        reset_ui(t, p);
    t->selected = EG_NO_ITEM;
}

/* On the curtain, the player who moved last may take the move back before
 * the next one sits down, where the game's undo policy allows it (the mid
 * end decides): the one who asks takes the seat again. */
static void curtain_undo(struct fe_app *a, float cx, float y)
{
    fe_table *t = a->table;
    int n = eg_midend_moves(t->me);
    if (n == 0)
        return;
    const eg_record *rec = eg_midend_record(t->me);
    int last = rec->moves[n - 1].player;
    if (last == t->curtain || !eg_midend_is_human(t->me, last) ||
        eg_midend_undo_point(t->me, last) < 0)
        return;
    char text[128];
    snprintf(text, sizeof text, "Only %s may take the last move back.", rec->players[last].name);
    fe_ui_text(&a->ui, cx, y, (float)a->ui.px * 0.85f, 1, false, FE_UI_WHITE, text);
    float bw = U(260), bh = U(48);
    if (fe_ui_button(&a->ui, fe_ui_rect(cx - bw * 0.5f, y + U(40), bw, bh), "Undo my move", true)) {
        t->curtain = EG_NO_PLAYER;
        t->viewer = last;
        undo(a);
    }
}

/* ---- Play screen widgets: status, the game's buttons, undo, redo, menu,
 * the curtain. */

/* ---- The rules page: the game's own text, wrapped to the window and
 * shrunk until it fits, over the table. */

/* A page over the table (the rules, the moves): the shade, and the title
 * with the page's number where there are more pages than one. */
static void page_head(struct fe_app *a, const char *title, float alpha, int page, int pages)
{
    const float shade[4] = {0.16f, 0.11f, 0.08f, alpha};
    fe_ui_panel(&a->ui, fe_ui_rect(0, 0, (float)a->fb_w, (float)a->fb_h), shade);
    char head[128];
    if (pages > 1)
        snprintf(head, sizeof head, "%s (%d/%d)", title, page + 1, pages);
    else
        snprintf(head, sizeof head, "%s", title);
    fe_ui_text(&a->ui, (float)a->fb_w * 0.5f, U(20), (float)a->ui.px * 1.4f, 1, true,
               FE_UI_WHITE, head);
}

/* The page's Previous, Back and Next; true when Back, Esc or `also` (a
 * key that opened the page) closes it. */
static bool page_buttons(struct fe_app *a, int *page, int pages, fe_intent_kind also)
{
    float bw = U(160), bh = U(44), gap = U(12), y = (float)a->fb_h - U(64);
    float x0 = ((float)a->fb_w - 3.0f * bw - 2.0f * gap) * 0.5f;
    if (fe_ui_button(&a->ui, fe_ui_rect(x0, y, bw, bh), "Previous", *page > 0))
        (*page)--;
    bool back = fe_ui_button(&a->ui, fe_ui_rect(x0 + bw + gap, y, bw, bh), "Back", true) ||
                (a->ui.in && (a->ui.in->kind == FE_IN_CANCEL || a->ui.in->kind == also));
    if (back && a->ui.in)
        a->ui.consumed = true;
    if (fe_ui_button(&a->ui, fe_ui_rect(x0 + 2.0f * (bw + gap), y, bw, bh), "Next",
                     *page + 1 < pages))
        (*page)++;
    return back;
}

static void rules_page(struct fe_app *a)
{
    fe_table *t = a->table;
    enum { MAX_LINES = 120 };
    static char lines[MAX_LINES][FE_UI_LINE_MAX];
    float top = U(80), room = (float)a->fb_h - top - U(80), width = (float)a->fb_w - U(120);
    /* Type no smaller than 80% of the body text; what does not fit goes on
     * further pages. */
    int px = (int)((float)a->ui.px * 0.8f) > 10 ? (int)((float)a->ui.px * 0.8f) : 10;
    float lh = (float)px * 1.35f;
    int n = fe_ui_wrap(&a->ui, t->g->rules_text, (float)px, false, width, lines, MAX_LINES);
    int per = (int)(room / lh) > 1 ? (int)(room / lh) : 1;
    int pages = (n + per - 1) / per;
    if (t->rules_page >= pages)
        t->rules_page = pages > 0 ? pages - 1 : 0;
    if (a->ui.r) {
        char title[96];
        snprintf(title, sizeof title, "How to play %s", t->g->name);
        page_head(a, title, 0.97f, t->rules_page, pages);
        for (int i = t->rules_page * per, k = 0; i < n && k < per; i++, k++)
            fe_ui_text(&a->ui, U(60), top + (float)k * lh, (float)px, 0, false, FE_UI_WHITE,
                       lines[i]);
    }
    if (page_buttons(a, &t->rules_page, pages, FE_IN_HELP))
        t->show_rules = false;
}

/* ---- The moves so far: who made each and what, in words
 * (table_words.c), except what the player at the table may not see
 * (another player's secret choice). Every move, in columns as wide as the
 * widest line, on pages; the last page first. */

static void moves_page(struct fe_app *a)
{
    fe_table *t = a->table;
    int n = eg_midend_moves(t->me);
    float top = U(70), size = (float)a->ui.px * 0.85f, room = (float)a->fb_w - U(60);
    /* The columns' width: the widest line's, in type no larger than lets
     * it fit the window. */
    float widest = 0.0f;
    for (int k = 0; k < n; k++) {
        char line[240];
        eg_midend_list_line(t->me, t->viewer, k, line, sizeof line);
        float lw = fe_ui_text_width(&a->ui, line, size, false);
        widest = lw > widest ? lw : widest;
    }
    while (widest > room && size > 9.0f) {
        widest *= 0.9f;
        size *= 0.9f;
    }
    float lh = size * 1.35f, colw = (widest < room ? widest : room) + U(30);
    int per = (int)(((float)a->fb_h - top - U(80)) / lh);
    per = per < 1 ? 1 : per;
    int cols = (int)(room / colw);
    cols = cols < 1 ? 1 : cols;
    int page_len = per * cols, pages = n > 0 ? (n + page_len - 1) / page_len : 1;
    if (t->moves_page < 0 || t->moves_page >= pages)
        t->moves_page = pages - 1;
    if (a->ui.r) {
        page_head(a, "Moves", 0.95f, t->moves_page, pages);
        int first = t->moves_page * page_len;
        for (int k = first; k < n && k < first + page_len; k++) {
            char line[240];
            eg_midend_list_line(t->me, t->viewer, k, line, sizeof line);
            int i = k - first;
            fe_ui_text(&a->ui, U(30) + (float)(i / per) * colw, top + (float)(i % per) * lh, size,
                       0, false, FE_UI_WHITE, line);
        }
    }
    if (page_buttons(a, &t->moves_page, pages, FE_IN_CANCEL))
        t->show_moves = false;
}

/* ---- Best scores of solitaire deals (eg_setup.h: ID-best.txt). */

static void note_score(fe_table *t)
{
    int sc[EG_MAX_PLAYERS];
    t->g->scores(eg_midend_state(t->me), sc);
    eg_best_note(t->best_path, eg_midend_record(t->me), sc[0]);
}

static void ask_hint(struct fe_app *a)
{
    fe_table *t = a->table;
    cancel_job(&t->hint_job);
    eg_ai_request req = {.level = t->g->nlevels - 1,
                         .seed = eg_midend_record(t->me)->seed ^ 0x41u,
                         .budget_ms = a->script ? 100 : 1000};
    t->hint_job = eg_midend_think(t->me, t->viewer, &req);
    t->hint_at = eg_midend_moves(t->me);
    say(a, "Thinking of a hint...");
}

void fe_table_restart(struct fe_app *a)
{
    fe_table *t = a->table;
    cancel_job(&t->hint_job);
    unsay(t);
    t->nslide = 0;
    while (eg_midend_undo_point(t->me, t->viewer) >= 0 && eg_midend_undo(t->me, t->viewer, NULL) == 0)
        ;
    t->selected = EG_NO_ITEM;
    say(a, "Back to the start of the deal (Redo replays your moves)");
}

/* A scoring step's line wrapped to the panel's width w: its first row
 * at the left, the rows it goes on in indented (narrower by `indent`), so
 * a row that goes on a step reads as such; its last row never a word
 * alone (the step's points, "(+14)", with the word before them). Returns
 * the rows written, at most `most`. */
static int step_rows(struct fe_app *a, const char *line, float size, float w, float indent,
                     char (*rows)[FE_UI_LINE_MAX], int most)
{
    int n = fe_ui_wrap(&a->ui, line, size, false, w, rows, most);
    size_t len = strlen(rows[0]);
    if (n < 2 || most < 2)
        return n; /* on one row */
    /* The rest after the first row (after its one word, where that word
     * was cut to fit), wrapped to the indented rows' width. */
    const char *rest = strncmp(line, rows[0], len) == 0 ? line + len : strchr(line, ' ');
    if (!rest)
        return 1;
    rest += strspn(rest, " ");
    n = 1 + fe_ui_wrap(&a->ui, rest, size, false, w - indent, rows + 1, most - 1);
    char *before = rows[n - 2], *cut = strrchr(before, ' ');
    if (!strchr(rows[n - 1], ' ') && cut && cut > before) { /* a word alone: the one before joins it */
        char joined[FE_UI_LINE_MAX];
        snprintf(joined, sizeof joined, "%s %s", cut + 1, rows[n - 1]);
        if (fe_ui_text_width(&a->ui, joined, size, false) <= w - indent) {
            memcpy(rows[n - 1], joined, sizeof joined);
            *cut = '\0';
        }
    }
    return n;
}

/* The scoring panel's scroll bar, 12 units wide at (x, y), h tall: a
 * groove and its thumb (`part` of it, never under 20 units) at row `first`
 * of 0 to `last`, and where it is tall enough an arrow at each end, lit
 * where more rows lie that way (dim at the top and at the foot). */
static void reveal_bar(struct fe_app *a, float x, float y, float h, int first, int last,
                       float part)
{
    static const float groove[4] = {1.0f, 1.0f, 1.0f, 0.2f}, thumb_ink[4] = {0.85f, 0.8f, 0.74f, 0.9f},
                       dim[4] = {1.0f, 1.0f, 1.0f, 0.3f};
    float size = (float)a->ui.px * 0.6f, ah = size * 1.3f;
    bool arrows = h >= 3.0f * ah;
    float gy = arrows ? y + ah : y, gh = arrows ? h - 2.0f * ah : h;
    float thumb = fmaxf(gh * part, fminf(gh, U(20)));
    fe_ui_panel(&a->ui, fe_ui_rect(x + U(3), gy, U(6), gh), groove);
    fe_ui_panel(&a->ui, fe_ui_rect(x + U(3), gy + (gh - thumb) * (float)first / (float)last, U(6), thumb),
                thumb_ink);
    if (arrows) {
        fe_ui_text(&a->ui, x + U(6), y, size, 1, false, first > 0 ? FE_UI_WHITE : dim,
                   "\xe2\x96\xb4"); /* ▴ */
        fe_ui_text(&a->ui, x + U(6), y + h - ah, size, 1, false, first < last ? FE_UI_WHITE : dim,
                   "\xe2\x96\xbe"); /* ▾ */
    }
}

/* The scoring reveal: a panel of the game's steps, one more every 0.6 s,
 * each with its points, and every player's total as it rises. */
static void reveal_panel(struct fe_app *a)
{
    fe_table *t = a->table;
    const eg_record *rec = eg_midend_record(t->me);
    int total[EG_MAX_PLAYERS];
    memcpy(total, t->reveal_base, sizeof total);
    for (int i = 0; i < t->shown; i++)
        if (t->steps[i].player >= 0 && t->steps[i].player < EG_MAX_PLAYERS)
            total[t->steps[i].player] += t->steps[i].points;
    /* At the left edge, so that the table and what the steps light stay in
     * sight; each step wrapped to the panel (up to 8 rows each), as many
     * rows as the window holds: the latest, from a step's first row (the
     * rows fewer where the row above them would go on a step), or from
     * the row the wheel or the arrow keys scrolled to, a row at a time (a
     * bar at the panel's right says where). */
    enum { ROWS = 8 * EG_MAX_REVEAL_STEPS };
    static char rows[ROWS][FE_UI_LINE_MAX];
    static bool starts[ROWS]; /* the row is a step's first */
    float lh = (float)a->ui.px * 1.15f, w = reveal_panel_width(a), size = (float)a->ui.px * 0.75f;
    int nrows = 0, shown = 0; /* rows of every step, of those shown */
    eg_record named = *rec; /* the names cut to leave a step's words room on its first row */
    for (int p = 0; p < rec->nplayers; p++)
        fe_ui_fit_name(&a->ui, rec->players[p].name, size, false, (w - U(40)) * 0.6f, named.players[p].name,
                       sizeof named.players[p].name);
    for (int i = 0; i < t->nsteps && nrows < ROWS; i++) {
        char line[160];
        eg_step_line(&named, &t->steps[i], line, sizeof line);
        int k = step_rows(a, line, size, w - U(40), U(16), rows + nrows, ROWS - nrows);
        for (int j = 0; j < k; j++)
            starts[nrows + j] = j == 0;
        nrows += k;
        shown = i < t->shown ? nrows : shown;
    }
    /* The panel as tall as the window holds, a margin above and below. */
    int room = (int)(((float)a->fb_h - U(86)) / lh) - rec->nplayers - 3;
    int most = nrows < room ? nrows : (room > 1 ? room : 1), visible = most;
    for (int v = most; shown > most && v > 0; v--)
        if (starts[shown - v]) { /* the latest rows from a step's first */
            visible = v;
            break;
        }
    int latest = shown - visible;
    const fe_intent *in = a->ui.in;
    if (latest > 0 && in && (in->kind == FE_IN_ZOOM || in->kind == FE_IN_CURSOR) && in->dy != 0.0f) {
        int top = (t->reveal_top < 0 ? latest : t->reveal_top) - (in->dy > 0.0f ? 1 : -1);
        t->reveal_top = top >= latest ? -1 : top < 0 ? 0 : top, a->ui.consumed = true;
    }
    int first = t->reveal_top >= 0 && t->reveal_top < latest ? t->reveal_top : latest > 0 ? latest : 0;
    float h = (float)(most + rec->nplayers + 3) * lh + U(70);
    float x = U(8), y = ((float)a->fb_h - h) * 0.5f;
    if (y < U(8))
        y = U(8);
    if (a->ui.r) {
        /* Opaque: a label on the table at its edge is hidden, not run through. */
        fe_ui_panel(&a->ui, fe_ui_rect(x, y, w, h), FE_UI_BAR);
        fe_ui_text(&a->ui, x + w * 0.5f, y + U(10), (float)a->ui.px * 1.2f, 1, true, FE_UI_WHITE,
                   "Scoring");
        float yy = y + U(10) + lh * 1.4f;
        float top = yy;
        for (int i = first; i < shown && i < first + visible; i++, yy += lh)
            fe_ui_text(&a->ui, x + U(20) + (starts[i] ? 0.0f : U(16)), yy, size, 0, false,
                       FE_UI_WHITE, rows[i]);
        if (latest > 0) /* where the rows are: a scroll bar, right of them */
            reveal_bar(a, x + w - U(16), top, lh * (float)visible - U(4), first, latest,
                       (float)visible / (float)shown);
        yy = y + U(10) + lh * (1.4f + (float)most + 0.5f);
        for (int p = 0; p < rec->nplayers; p++, yy += lh) {
            /* The name cut to leave its total room in the panel (a name of
             * 31 W's ran out of it, and the whole table was drawn smaller). */
            char points[16], name[96], line[128];
            float px = (float)a->ui.px * 0.95f;
            snprintf(points, sizeof points, "  %d", total[p]);
            fe_ui_fit_name(&a->ui, rec->players[p].name, px, true,
                           w - U(40) - fe_ui_text_width(&a->ui, points, px, true), name, sizeof name);
            snprintf(line, sizeof line, "%s%s", name, points);
            fe_ui_text(&a->ui, x + U(20), yy, px, 0, true, FE_UI_WHITE, line);
        }
    }
    float bw = U(200), bh = U(44);
    bool done = t->shown >= t->nsteps;
    if (fe_ui_button(&a->ui, fe_ui_rect(x + (w - bw) * 0.5f, y + h - bh - U(12), bw, bh),
                     done ? "Continue" : "Show all", true) ||
        (a->ui.in && a->ui.in->kind == FE_IN_CONFIRM)) {
        if (done) {
            t->nsteps = t->shown = 0;
        } else {
            t->shown = t->nsteps;
            t->step_t = 0.0f; /* the last step's edge, held, then back */
        }
    }
}

/* For the layout checks (layout_check.h): the pieces with these flags as
 * the screen rectangles they are drawn in, which the panels drawn next keep
 * clear of (EG_ITEM_KEEP_CLEAR: the pieces players hold, "item ID"; the
 * board's places, EG_ITEM_DROP but a stock's, "place ID"); no flags: the
 * end of what must keep clear of them. Recorded only, never drawn. */
static void keep_clear(struct fe_app *a, unsigned flags)
{
    if (!a->ui.r || fe_renderer_dry(a->r))
        return;
    const eg_scene *sc = a->table->scene;
    for (int i = 0; i < sc->nitems && flags; i++) {
        const eg_item *e = &sc->items[i];
        bool own = e->flags & EG_ITEM_KEEP_CLEAR;
        if (!(e->flags & flags) ||
            (!own && (e->flags & (EG_ITEM_STOCK | EG_ITEM_UNSEEN | EG_ITEM_MOVING | EG_ITEM_GHOST))))
            continue;
        float lo[2], hi[2];
        fe_item_rect(e, &a->cam, a->fb_w, a->fb_h, lo, hi);
        char what[32];
        snprintf(what, sizeof what, "%s %d", own ? "item" : "place", (int)e->id);
        fe_renderer_log_drawn(a->r, EG_DRAWN_KEEP, lo[0], lo[1], hi[0] - lo[0], hi[1] - lo[1], 1.0f,
                              what);
    }
    if (!flags)
        fe_renderer_log_drawn(a->r, EG_DRAWN_KEEP, 0, 0, 0, 0, 0, "");
}

/* For the layout checks: the panels drawn from now are (or no longer are)
 * held open over the board by the pointer (fe_renderer_log_over). */
static void held_open(struct fe_app *a, bool over)
{
    if (a->r)
        fe_renderer_log_over(a->r, over);
}

/* The last move's line at the window's foot: on one line, ending where a
 * phrase ends, marked ▾ where words are left out (a Six Cities choice of
 * blocks was wider than a 640x360 window at 200% text, and the screen was
 * drawn smaller for it; cut at a phrase alone, "blue 1, 1" read as the
 * whole move); opened over the board while the pointer is on it, above
 * `foot` (the lesson's note) and left of `right` (the buttons), declared
 * held open for the layout check. */
static void last_move_line(struct fe_app *a, const char *last, float foot, float right)
{
    enum { OPENED = 4 };
    static char rows[OPENED][FE_UI_LINE_MAX];
    const char *mark = "  \xe2\x96\xbe"; /* ▾ */
    float px = (float)a->ui.px * 0.8f, x = U(16), y = (float)a->fb_h - last_move_band(a) + U(4);
    float room = (float)a->fb_w - U(32);
    bool more = false;
    if (fe_ui_fold_status(&a->ui, last, px, false, room - fe_ui_text_width(&a->ui, mark, px, false), rows, 1,
                          &more) <= 0)
        return;
    if (more)
        strncat(rows[0], mark, FE_UI_LINE_MAX - 1 - strlen(rows[0]));
    fe_ui_text(&a->ui, x, y, px, 0, false, FE_UI_WHITE, rows[0]);
    float lw = fe_ui_text_width(&a->ui, rows[0], px, false);
    if (!more || a->ui.mx < x - U(8) || a->ui.mx > x + lw + U(8) || a->ui.my < y - U(4))
        return;
    int n = fe_ui_wrap_status(&a->ui, last, px, false, fminf(room, right - U(8)) - U(24), rows, OPENED);
    float w = 0.0f, lh = px * 1.25f, h = (float)n * lh + U(14);
    for (int i = 0; i < n; i++)
        w = fmaxf(w, fe_ui_text_width(&a->ui, rows[i], px, false));
    float top = fminf(y - U(4), foot) - U(6) - h;
    held_open(a, true);
    fe_ui_panel(&a->ui, fe_ui_rect(U(8), top, w + U(24), h), FE_UI_BAR);
    for (int i = 0; i < n; i++)
        fe_ui_text(&a->ui, U(20), top + U(7) + (float)i * lh, px, 0, false, FE_UI_WHITE, rows[i]);
    held_open(a, false);
}

/* The game's status lines at the top left, each broken into lines that
 * end before `right` (the buttons' column), on an opaque box; folded
 * (clear_of_status) and not opened, only the first line (on two at most,
 * to a phrase's end), marked; returns the box's bottom (the top of the
 * window when there is none). Not drawn, only measured, for lesson.c's
 * note, which goes under them. */
float fe_table_status_lines(struct fe_app *a, float right, bool draw)
{
    fe_table *t = a->table;
    if (draw && !a->ui.r)
        return 0.0f;
    enum { MAX = 16, FOLDED_LINES = 2 };
    static char lines[MAX][FE_UI_LINE_MAX];
    bool bold[MAX];
    float size = (float)a->ui.px * 0.9f, pad = U(12), room = right - U(8) - 2.0f * pad;
    int n = 0;
    bool fold = t->folded && !t->open;
    float mark = fold ? fe_ui_text_width(&a->ui, "  \xe2\x96\xbe", size, true) : 0.0f;
    for (int i = 0; i < EG_SCENE_HUD_LINES && n < MAX && !(fold && n); i++) {
        if (!t->scene->hud[i][0])
            continue;
        /* Opened, broken at a phrase's end; folded, the first line up to a
         * phrase's end, on one line where that fills half of it, else on
         * two (never "lay a card on its"), marked: there is more (a ▾;
         * room was left for it). */
        int k = fold ? fe_ui_fold_status(&a->ui, t->scene->hud[i], size, i == 0, room - mark,
                                         lines + n, FOLDED_LINES, NULL)
                     : fe_ui_wrap_status(&a->ui, t->scene->hud[i], size, i == 0, room - mark,
                                         lines + n, MAX - n);
        char *end = k > 0 ? lines[n + k - 1] : NULL;
        if (fold && end)
            strncat(end, "  \xe2\x96\xbe", FE_UI_LINE_MAX - 1 - strlen(end));
        for (int j = 0; j < k; j++)
            bold[n + j] = i == 0;
        n += k;
    }
    float w = 0.0f, lh = size * 1.25f;
    for (int i = 0; i < n; i++) {
        float lw = fe_ui_text_width(&a->ui, lines[i], size, bold[i]);
        w = lw > w ? lw : w;
    }
    status_w = n ? w + 2.0f * pad : 0.0f;
    if (n == 0 || !draw)
        return n ? U(6) + (float)n * lh + U(14) : 0.0f;
    fe_ui_panel(&a->ui, fe_ui_rect(U(8), U(6), w + 2.0f * pad, (float)n * lh + U(14)), FE_UI_BAR);
    for (int i = 0; i < n; i++)
        fe_ui_text(&a->ui, U(8) + pad, U(12) + (float)i * lh, size, 0, bold[i], FE_UI_WHITE,
                   lines[i]);
    return U(6) + (float)n * lh + U(14);
}

/* The game's words for item id (describe), in a panel beside the point
 * (x, y) it is drawn at, measured as it is drawn and kept left of `right`
 * (the buttons) and inside the window. */
static void words_tip(struct fe_app *a, int32_t id, float x, float y, float left, float right,
                      float top, float low)
{
    fe_table *t = a->table;
    char words[200];
    static char tip[3][FE_UI_LINE_MAX];
    if (!t->g->describe ||
        t->g->describe(t->view, t->viewer, ui_of(t, t->viewer), id, words, sizeof words) <= 0)
        return;
    eg_name_players(eg_midend_record(t->me), words, sizeof words); /* "Player 2": "Bob" */
    float px = (float)a->ui.px * 0.8f, w = 0.0f;
    int n = fe_ui_wrap(&a->ui, words, px, false, right - U(24), tip, 3);
    float h = (float)n * px * 1.25f + px * 0.35f;
    /* On up to three lines, measured as it is drawn, kept left of the
     * buttons and right of the lesson's note beside the board (left), below
     * the status lines (top) and above the message, the lesson's note or the
     * last move's line (low); on an opaque box that
     * hides the labels on the table under it (a die's neighbours, the rim's
     * letters). Left out where there is no room between (a small window,
     * large text). */
    for (int i = 0; i < n; i++) {
        float lw = fe_ui_text_width(&a->ui, tip[i], px, false);
        w = lw > w ? lw : w;
    }
    w += U(20);
    float tx = x + U(18), ty = y + U(14);
    if (tx + w > right)
        tx = right - w > U(4) ? right - w : U(4);
    if (left > 0.0f && tx < left + U(4)) { /* the note's column: right of it, or nowhere */
        tx = left + U(4);
        if (tx + w > right)
            return;
    }
    if (ty + h > low - U(4))
        ty = y - U(14) - h;
    if (ty < top + U(4))
        ty = top + U(4);
    if (ty + h > low)
        return;
    fe_ui_panel(&a->ui, fe_ui_rect(tx, ty, w, h), FE_UI_BAR);
    for (int i = 0; i < n; i++)
        fe_ui_text(&a->ui, tx + U(10), ty + px * (0.25f + 1.25f * (float)i), px, 0, false, FE_UI_WHITE,
                   tip[i]);
}

void fe_table_play_screen(struct fe_app *a)
{
    fe_table *t = a->table;
    if (!t->me)
        return;
    const eg_game *g = t->g;
    if (t->show_rules) {
        rules_page(a);
        return;
    }
    if (t->show_moves) {
        moves_page(a);
        return;
    }
    if (fe_key_shown()) {
        fe_key_page(a);
        return;
    }
    button_columns lc = columns_at(a, a->ui.unit); /* lesson.c: its note, clear of the panels */
    fe_lesson_panel(a, t->nsteps > 0 ? U(8) + reveal_panel_width(a) : 0.0f,
                    t->nsteps > 0 ? (float)a->fb_w - U(8) : columns_left(&lc) - U(8));
    if (!t->me) /* lesson.c: the lesson was left for the setup screen */
        return;
    if (t->nsteps > 0) {
        reveal_panel(a);
        return;
    }
    if (fe_results_screen(a)) /* results.c: the game is over */
        return;
    float bh = U(44), bw = U(200), gap = U(8);
    if (t->curtain != EG_NO_PLAYER) {
        const eg_record *rec = eg_midend_record(t->me);
        char text[128];
        float cx = (float)a->fb_w * 0.5f, cy = (float)a->fb_h * 0.4f;
        snprintf(text, sizeof text, "Pass to %s", rec->players[t->curtain].name);
        fe_ui_text(&a->ui, cx, cy - U(30), (float)a->ui.px * 1.5f, 1, true, FE_UI_WHITE, text);
        snprintf(text, sizeof text, "%s: your turn. Others, please look away.",
                 rec->players[t->curtain].name);
        fe_ui_text(&a->ui, cx, cy + U(20), (float)a->ui.px * 0.9f, 1, false, FE_UI_WHITE, text);
        if (fe_ui_button(&a->ui, fe_ui_rect(cx - bw * 0.5f, cy + U(70), bw, bh), "Ready", true) ||
            (a->ui.in && a->ui.in->kind == FE_IN_CONFIRM)) {
            t->viewer = t->curtain;
            t->curtain = EG_NO_PLAYER;
        }
        curtain_undo(a, cx, cy + U(70) + bh + U(40));
        return;
    }
    if (a->ui.r && (g->flags & EG_GAME_SOLITAIRE)) {
        /* The best score kept for this deal, under the status lines. */
        int best = eg_best_score(t->best_path, eg_midend_record(t->me));
        for (int i = 0; i < EG_SCENE_HUD_LINES && best >= 0; i++)
            if (!t->scene->hud[i][0]) {
                snprintf(t->scene->hud[i], sizeof t->scene->hud[i], "Best on this deal: %d", best);
                break;
            }
    }
    bool mine = can_act(t);
    button_columns cols = columns_at(a, a->ui.unit);
    float x = cols.x, y = U(12), gx = cols.gx, gw = cols.gw, gy = U(12);
    bool apart = cols.apart;
    float lesson_note = fe_lesson_inset(a, 0.0f, columns_left(&cols) - U(8)); /* lesson.c */
    float foot = lesson_note > 0.0f ? (float)a->fb_h - lesson_note : (float)a->fb_h - last_move_band(a);
    bool was = t->open;
    t->open = false;
    float right = columns_left(&cols) - U(8), below = fe_table_status_lines(a, right, false);
    if (t->folded) { /* opened while the pointer is on the folded line or the box it opened */
        bool on = a->ui.mx < U(8) + status_w && a->ui.my < below;
        t->open = true;
        float open = fe_table_status_lines(a, right, false);
        t->open = on || (was && a->ui.mx < U(8) + status_w && a->ui.my < open);
        below = t->open ? open : below;
    }
    t->drawn_unit = a->ui.unit; /* the last dry pass's is the size drawn at (fe_table_reframe) */
    keep_clear(a, EG_ITEM_KEEP_CLEAR);
    /* table_words.c: the message, clear of the pieces kept clear (checked
     * as the buttons are) and of the last move's line; then the practice
     * aid above it, left out where the two do not fit (the message is the
     * player's answer). */
    float note_right = fe_lesson_beside(a); /* the note beside the board: the message right of it */
    fe_rect said = fe_table_message(a, t->msg, fe_ui_rect(U(8), U(6), status_w, below - U(6)),
                                    note_right > 0.0f ? note_right + U(8) : U(8),
                                    below + U(6), columns_left(&cols) - U(8), foot,
                                    lesson_note > 0.0f ? foot : (float)a->fb_h - U(4));
    /* The aid under the message's top, or under the foot where the message
     * stands beside the status lines. */
    float message = said.h > 0.0f && said.y + said.h > below ? said.y : foot;
    /* The status lines, the aid and the buttons keep off the board; but what
     * the pointer holds open is declared to stand over it (eg_drawn.over:
     * the layout check lets it), the rest checked as ever. */
    keep_clear(a, EG_ITEM_DROP);
    bool noted = fe_lesson_opened(a); /* lesson.c: its note opened over the board and these */
    if (!noted) {
        held_open(a, t->folded && t->open);
        fe_table_status_lines(a, right, true); /* never replaced by the message: it stands clear */
        held_open(a, false);
    }
    if (!noted) { /* the practice aid: folded to its heading with the status lines, opened while the
         pointer is on that heading only (opened, it stands over pieces: the pointer going
         on to a die beneath folds it again); its heading where it does not fit opened */
        fe_rect in = t->aside_head;
        bool on = t->aside_viewer == t->viewer && a->ui.mx >= in.x && a->ui.mx < in.x + in.w &&
                  a->ui.my >= in.y && a->ui.my < in.y + in.h;
        t->aside_open = t->folded && on;
        bool fold = t->folded && !t->open && !t->aside_open;
        float low = note_right > 0.0f ? below : message - U(6); /* none over the note */
        held_open(a, t->folded && (t->open || t->aside_open)); /* over the board while pointed at */
        fe_rect aside = t->aside_open ? fe_shows_aside_at(a, t->scene, t->aside_head.x, t->aside_head.y, right)
                                      : fe_shows_aside(a, t->scene, fold, below + U(6), right, low, true);
        held_open(a, false);
        if (aside.h <= 0.0f && !fold)
            aside = fe_shows_aside(a, t->scene, fold = true, below + U(6), right, low, true);
        if (a->ui.r) { /* drawn, not a dry pass's */
            if (fold || t->aside_viewer != t->viewer)
                t->aside_head = fold ? aside : (fe_rect){0};
            t->aside_viewer = t->viewer;
        }
        below = aside.h > 0.0f ? aside.y + aside.h : below;
    }
    for (int i = 0; i < t->scene->nbuttons; i++, gy += bh + gap) {
        const eg_button *b = &t->scene->buttons[i];
        if (b->lit && mine) /* the hint's button, ringed in the lit pieces' gold */
            fe_ui_panel(&a->ui, fe_ui_rect(gx - gap / 2, gy - gap / 2, gw + gap, bh + gap), LIT);
        if (fe_ui_button(&a->ui, fe_ui_rect(gx, gy, gw, bh), b->label, b->enabled && mine)) {
            eg_error err = {0};
            if (b->ask) /* table_menu.c asks it over the table first, then makes the move */
                a->ask = FE_ASK_BUTTON + i;
            else if (table_move(a, t->viewer, b->move, &err) != 0)
                refused(a, b->move, &err);
            t->selected = EG_NO_ITEM;
        }
    }
    /* The table's own buttons, a page of them where they do not all fit. */
    int pages = (cols.own + cols.per - 1) / cols.per;
    t->column_page = t->column_page < pages ? t->column_page : 0;
    fe_column col = {x, apart ? y : gy, bw, bh, gap, 0, t->column_page * cols.per, cols.per};
    fe_rect r;
    bool can_undo = t->viewer >= 0 && eg_midend_is_human(t->me, t->viewer) &&
                    eg_midend_undo_point(t->me, t->viewer) >= 0;
    if ((fe_column_slot(&col, &r) && fe_ui_button(&a->ui, r, "Undo", can_undo)) ||
        (can_undo && a->ui.in && a->ui.in->kind == FE_IN_UNDO)) {
        undo(a);
        if (a->ui.in && a->ui.in->kind == FE_IN_UNDO)
            a->ui.consumed = true; /* the key undoes once, not again below */
    }
    if (shares_screen(t) && fe_column_slot(&col, &r)) /* hold to see one's own secrets */
        fe_ui_hold(&a->ui, r, "Peek", &t->peek);
    if (g->undo == EG_UNDO_FREE && fe_column_slot(&col, &r) &&
        fe_ui_button(&a->ui, r, "Redo", eg_midend_can_redo(t->me))) {
        eg_error err = {0};
        unsay(t); /* "back to the start" is no longer true */
        t->nslide = 0;
        eg_midend_redo(t->me, &err);
    }
    if (g->nlevels > 0 && !eg_midend_is_over(t->me) && fe_column_slot(&col, &r) &&
        fe_ui_button(&a->ui, r, "Hint", mine && !t->hint_job))
        ask_hint(a);
    if (g->undo == EG_UNDO_FREE && fe_column_slot(&col, &r) &&
        fe_ui_button(&a->ui, r, "Restart", can_undo))
        a->ask = FE_ASK_RESTART; /* table_menu.c asks first, then restarts */
    if (fe_column_slot(&col, &r) && fe_ui_button(&a->ui, r, "Moves", eg_midend_moves(t->me) > 0)) {
        t->show_moves = true;
        t->moves_page = -1;
    }
    int turned; /* the game's display options (table_show.c) */
    fe_shows_buttons(a, &t->shows, &col, &turned);
    if (turned >= 0 && (g->displays[turned].flags & EG_DISPLAY_LOW_VIEW))
        t->posed_for = EG_NO_PLAYER - 1;
    if ((fe_column_slot(&col, &r) && fe_ui_button(&a->ui, r, "Rules", true)) ||
        (a->ui.in && a->ui.in->kind == FE_IN_HELP)) {
        t->show_rules = true;
        if (a->ui.in)
            a->ui.consumed = true;
    }
    if (g->key && ((fe_column_slot(&col, &r) && fe_ui_button(&a->ui, r, "Key", true)) ||
                   (a->ui.in && a->ui.in->kind == FE_IN_KEY))) {
        fe_key_open(g); /* table_key.c */
        if (a->ui.in)
            a->ui.consumed = true;
    }
    if (fe_column_slot(&col, &r) && fe_ui_button(&a->ui, r, "Back to title", true)) {
        cancel_job(&t->job);
        fe_flow_show(&a->flow, FE_SCREEN_TITLE);
    }
    if (pages > 1 && fe_ui_button(&a->ui, fe_ui_rect(x, col.y, bw, bh), "More", true))
        t->column_page = (t->column_page + 1) % pages; /* the column's next page */
    keep_clear(a, 0);
    float low = message < foot ? message : foot; /* words beside a piece: above the message too */
    if (a->ui.r && t->hover != EG_NO_ITEM && !t->dragging && /* what the pointer rests on */
        !fe_lesson_covers(a, t->mx, t->my)) /* lesson.c: not under its note */
        words_tip(a, t->hover, t->mx, t->my, note_right, columns_left(&cols) - U(4), below, low);
    float fx, fy; /* the keyboard's highlight: named where it is drawn, even behind a tall piece */
    if (a->ui.r && !t->dragging && t->focus >= 0 && t->focus < t->scene->nitems &&
        fe_table_item_point(a, t->scene->items[t->focus].id, &fx, &fy))
        words_tip(a, t->scene->items[t->focus].id, fx, fy, note_right, columns_left(&cols) - U(4), below,
                  low);
    int n = eg_midend_moves(t->me);
    if (n > 0 && a->ui.r && !eg_midend_is_over(t->me) && said.y + said.h <= foot + 0.5f) {
        /* the last move, in words, unless the message stands on its line */
        char line[200], last[220];
        eg_midend_move_line(t->me, t->viewer, n - 1, line, sizeof line);
        snprintf(last, sizeof last, "Last move: %s", line);
        last_move_line(a, last, foot, columns_left(&cols) - U(8));
    }
}

/* ---- Pointer and keys. */

static int pick_index(struct fe_app *a, float x, float y, unsigned flags, int32_t skip)
{
    return fe_items_pick(a->table->scene, &a->cam, a->fb_w, a->fb_h, x, y, flags, skip);
}

/* What a press picks: with a piece chosen, a lit place it may go to first,
 * even behind another piece (a stud on top of a brick); else the nearest
 * piece or place. */
static int press_index(struct fe_app *a, float x, float y)
{
    return fe_items_press(a->table->scene, &a->cam, a->fb_w, a->fb_h, x, y, a->table->selected);
}

/* A click on item `id`: a move of the held piece onto it, a move by itself
 * (a button-like piece), or a new selection. A second click on the piece
 * selected puts it down; in a game with a ui the game hears it too (a die
 * clicked again turns again, a face chosen is put back). */
static void click(struct fe_app *a, int32_t id)
{
    fe_table *t = a->table;
    bool again = id == t->selected;
    if (again) {
        t->selected = EG_NO_ITEM;
        if (t->g->ui_size == 0)
            return;
    }
    eg_error held = {0}; /* why the chosen piece may not go there */
    if (t->selected != EG_NO_ITEM) {
        eg_pick pick = {t->selected, id};
        char move[EG_MOVE_MAX];
        if (t->g->interpret(t->view, t->viewer, ui_probe(t, t->viewer), &pick, move, &held) == 0) {
            try_pick(a, t->selected, id, false);
            return;
        }
    }
    eg_pick pick = {id, EG_NO_ITEM};
    char move[EG_MOVE_MAX];
    eg_error err = {0};
    if (t->g->interpret(t->view, t->viewer, ui_probe(t, t->viewer), &pick, move, &err) == 0) {
        try_pick(a, id, EG_NO_ITEM, false);
        return;
    }
    /* Not a move: a selection, or a change of the ui (a die set). */
    void *ui = ui_of(t, t->viewer);
    if (ui) {
        t->g->interpret(t->view, t->viewer, ui, &pick, move, NULL);
        a->redraw = true;
    }
    if (!again)
        t->selected = id; /* show where it may go */
    if (err.msg[0])
        say(a, err.msg);
    else if (held.msg[0]) /* the game's question or refusal (which block?) */
        say(a, held.msg);
}

/* R or the wheel: the held or selected piece turned by `by` steps, if the
 * game turns it (eg_game.turn); with nothing selected, the piece under the
 * keyboard's highlight is chosen and turned. False when nothing turned
 * (the wheel then zooms). */
static bool turn_held(struct fe_app *a, int by)
{
    fe_table *t = a->table;
    if (!t->g->turn || !can_act(t) || t->nsteps > 0)
        return false;
    int32_t held = t->selected;
    if (held == EG_NO_ITEM && t->focus >= 0 && t->focus < t->scene->nitems &&
        (t->scene->items[t->focus].flags & EG_ITEM_PICK))
        held = t->scene->items[t->focus].id;
    if (held == EG_NO_ITEM)
        return false;
    void *ui = ui_of(t, t->viewer);
    if (ui)
        memcpy(t->ui_probe, ui, t->g->ui_size);
    int32_t next = t->g->turn(t->view, t->viewer, ui, held, by);
    if (next == EG_NO_ITEM || (next == held && (!ui || !memcmp(ui, t->ui_probe, t->g->ui_size))))
        return false;
    if (t->candidate == held)
        t->candidate = next;
    if (t->selected == EG_NO_ITEM)
        t->focus = -1; /* chosen: the arrows now visit where it may go */
    t->selected = next;
    a->redraw = true;
    fe_app_sound(a, FE_SFX_PICKUP, 2);
    return true;
}

/* Keyboard focus: the nearest piece in the direction pressed, in screen
 * terms (eg_focus_toward), so the arrows follow the picture whatever the
 * camera. With a piece chosen, only the lit places it may go to are
 * visited; otherwise the pieces that may be picked. The map's arrays are
 * sc->nitems long (*ids too, when asked); free(pt) frees them all. */
static bool focus_map(struct fe_app *a, eg_focus_map *m, int32_t **ids)
{
    const fe_table *t = a->table;
    const eg_scene *sc = t->scene;
    size_t n = (size_t)(sc->nitems > 0 ? sc->nitems : 1);
    float(*pt)[2] = malloc(n * (sizeof *pt + 2 * sizeof(bool) + sizeof(int32_t)));
    if (!pt)
        return false;
    int32_t *id = (int32_t *)(pt + n);
    bool *seen = (bool *)(id + n), *want = seen + n;
    for (int i = 0; i < sc->nitems; i++) {
        const eg_item *e = &sc->items[i];
        id[i] = e->id;
        seen[i] = fe_table_item_point(a, e->id, &pt[i][0], &pt[i][1]);
        want[i] = t->selected != EG_NO_ITEM
                      ? (e->flags & EG_ITEM_DROP) && (e->flags & EG_ITEM_LIT) && e->id != t->selected
                      : (e->flags & EG_ITEM_PICK) != 0;
    }
    *m = (eg_focus_map){sc->nitems, (const float(*)[2])pt, seen, want, (float)a->fb_w * 0.5f, (float)a->fb_h * 0.5f};
    if (ids)
        *ids = id;
    return true;
}

static void move_focus(struct fe_app *a, float dx, float dy)
{
    eg_focus_map m;
    if (!a->table->scene || !focus_map(a, &m, NULL))
        return;
    int best = eg_focus_toward(&m, a->table->focus, dx, dy);
    if (best >= 0)
        a->table->focus = best;
    free((void *)m.pt);
}

int fe_table_arrow_to(struct fe_app *a, int32_t id)
{
    fe_table *t = a->table;
    eg_focus_map m;
    int32_t *ids;
    if (!t->scene || !focus_map(a, &m, &ids))
        return -1;
    int k = eg_focus_arrow_to(&m, ids, t->focus < t->scene->nitems ? t->focus : -1, id);
    free((void *)m.pt);
    return k;
}

/* The seated player moved the camera themselves: the view is theirs (not
 * during the reveal's tour, which turns it for them). */
static void own_view(fe_table *t)
{
    if (t->viewer >= 0 && t->viewer < EG_MAX_PLAYERS && t->posed_edge == EG_NO_PLAYER)
        t->cam_free[t->viewer] = true;
}

void fe_table_intent(struct fe_app *a, const fe_intent *in)
{
    fe_table *t = a->table;
    if (t->me && t->curtain != EG_NO_PLAYER && in->kind == FE_IN_CANCEL)
        fe_table_menu_open(a); /* table_menu.c: the menu over the curtain too */
    if (t->me && t->show_moves && in->kind == FE_IN_MOVES) { /* M again closes the list */
        t->show_moves = false;
        a->redraw = true;
        return;
    }
    if (!t->me || t->curtain != EG_NO_PLAYER || t->show_rules || t->show_moves || fe_key_shown())
        return;
    switch (in->kind) {
    case FE_IN_ORBIT:
        fe_camera_orbit(&a->cam, in->dx, -in->dy);
        own_view(t);
        return;
    case FE_IN_ZOOM: /* turns a held piece that turns, else zooms */
        if (t->selected != EG_NO_ITEM && turn_held(a, in->dy > 0 ? 1 : -1))
            return;
        fe_camera_zoom_by(&a->cam, in->dy > 0 ? 1.12f : 1.0f / 1.12f);
        own_view(t);
        return;
    case FE_IN_TURN:
        turn_held(a, in->n < 0 ? -1 : 1);
        return;
    case FE_IN_MOVES:
        t->show_moves = eg_midend_moves(t->me) > 0;
        return;
    case FE_IN_HEIGHTS:
    case FE_IN_SKYLINE: { /* a display option's key (table_show.c) */
        int i = fe_shows_key(&t->shows, fe_shows_key_of(in));
        if (i >= 0 && (t->g->displays[i].flags & EG_DISPLAY_LOW_VIEW)) {
            t->posed_for = EG_NO_PLAYER - 1; /* the camera goes low, or back */
            if (t->viewer >= 0 && t->viewer < EG_MAX_PLAYERS)
                t->cam_free[t->viewer] = false;
        }
        a->redraw = true;
        return;
    }
    case FE_IN_SNAP_BACK:
        fe_shows_end_low_view(&t->shows);
        t->posed_for = EG_NO_PLAYER - 1; /* turn back to the player's edge */
        if (t->viewer >= 0 && t->viewer < EG_MAX_PLAYERS)
            t->cam_free[t->viewer] = false;
        return;
    case FE_IN_HELP:
        t->show_rules = true;
        return;
    case FE_IN_CANCEL: /* a selection the player sees is let go of; else the menu */
        if (t->focus >= 0 || selection_shows(t)) {
            t->selected = EG_NO_ITEM;
            t->focus = -1;
        } else {
            t->selected = EG_NO_ITEM; /* a die clicked: it stays as turned */
            fe_table_menu_open(a); /* table_menu.c: Resume, Rules, Settings, Save & exit */
        }
        return;
    default:
        break;
    }
    if (!can_act(t) || t->nsteps > 0)
        return;
    switch (in->kind) {
    case FE_IN_PRESS: {
        int i = press_index(a, in->x, in->y);
        t->pressed = true;
        t->dragging = false;
        t->press_x = t->mx = in->x;
        t->press_y = t->my = in->y;
        t->candidate = i >= 0 ? t->scene->items[i].id : EG_NO_ITEM;
        return;
    }
    case FE_IN_MOVE: {
        t->mx = in->x;
        t->my = in->y;
        int h = t->pressed ? -1 : pick_index(a, in->x, in->y, EG_ITEM_PICK | EG_ITEM_DROP, EG_NO_ITEM);
        t->hover = h >= 0 ? t->scene->items[h].id : EG_NO_ITEM;
        if (t->pressed && !t->dragging && t->candidate != EG_NO_ITEM &&
            fabsf(in->x - t->press_x) + fabsf(in->y - t->press_y) > DRAG_PX) {
            int i = pick_index(a, t->press_x, t->press_y, EG_ITEM_PICK, EG_NO_ITEM);
            if (i >= 0 && t->scene->items[i].id == t->candidate) {
                t->dragging = true;
                t->selected = t->candidate;
                fe_app_sound(a, FE_SFX_PICKUP, 1);
            }
        }
        return;
    }
    case FE_IN_RELEASE:
        if (!t->pressed)
            return;
        t->pressed = false;
        t->mx = in->x;
        t->my = in->y;
        if (t->dragging) {
            /* The picture the move slides from: the piece where it is let go
             * (a script's drag draws no frames on the way). */
            build_scene(a);
            t->dragging = false;
            /* The drop target under the pointer, as a press there picks
             * (a lit place first), the held piece aside. */
            int i = fe_items_drop(t->scene, &a->cam, a->fb_w, a->fb_h, in->x, in->y, t->selected);
            int32_t held = t->selected;
            bool moved = false;
            if (i >= 0)
                moved = try_pick(a, held, t->scene->items[i].id, false);
            else
                say(a, "Dropped off the table: nothing moved");
            /* A drop the rules refuse lets the piece go unless it keeps
             * the player's turn (try_pick); one that is not a move (a
             * question) leaves it chosen, its places lit. Let go off the
             * table, it is put back. */
            if (moved || i < 0)
                t->selected = EG_NO_ITEM;
        } else if (t->candidate != EG_NO_ITEM) {
            click(a, t->candidate);
        } else {
            t->selected = EG_NO_ITEM;
        }
        t->candidate = EG_NO_ITEM;
        return;
    case FE_IN_CURSOR:
        move_focus(a, (float)in->dx, (float)in->dy);
        return;
    case FE_IN_CONFIRM:
        if (t->focus >= 0) {
            click(a, t->scene->items[t->focus].id);
            t->focus = -1; /* the next arrow starts from the middle again */
        }
        return;
    case FE_IN_UNDO:
        undo(a);
        return;
    default:
        return;
    }
}

/* ---- Time: whose seat, computer players, messages. */

static int level_of(const fe_table *t, int player)
{
    int c = eg_seat_of(t->g, eg_midend_record(t->me)->players[player].controller);
    return c > 0 ? c - 1 : 0; /* 0 never: start() seats only people and the game's levels */
}

/* Who sits at the table: the human to act. With one human there is
 * nothing to hide from anyone, so the table is theirs throughout (computers
 * never look at the screen); with several humans in a game that hides
 * things, a curtain comes down before each takes the seat. */
static void seat_humans(struct fe_app *a)
{
    fe_table *t = a->table;
    const eg_record *rec = eg_midend_record(t->me);
    unsigned bits = eg_midend_to_act(t->me);
    if (t->viewer >= 0 && (bits & (1u << t->viewer)) && eg_midend_is_human(t->me, t->viewer))
        return;
    int first_human = EG_NO_PLAYER;
    for (int p = rec->nplayers - 1; p >= 0; p--)
        if (eg_midend_is_human(t->me, p))
            first_human = p;
    if (humans(t) <= 1) {
        t->viewer = first_human != EG_NO_PLAYER ? first_human : 0;
        return;
    }
    int next = eg_midend_curtain_for(t->me, t->viewer);
    if (next != EG_NO_PLAYER && t->rest_t < SLIDE_S + CURTAIN_REST_S)
        return; /* the move seen landing and resting first; no one acts meanwhile */
    if (next != EG_NO_PLAYER) {
        t->curtain = next;
        t->peek = false;
        a->redraw = true;
        return;
    }
    int p = eg_midend_human_to_act(t->me);
    if (p != EG_NO_PLAYER)
        t->viewer = p;
    else if (t->viewer == EG_NO_PLAYER)
        t->viewer = first_human;
}

static void drive_computer(struct fe_app *a)
{
    fe_table *t = a->table;
    unsigned bits = eg_midend_to_act(t->me);
    if (t->job) {
        if (!a->script && !eg_job_poll(t->job))
            return;
        char move[EG_MOVE_MAX];
        eg_error err = {0};
        int p = t->job_player;
        int rc = eg_job_join(t->job, move, &err);
        t->job = NULL;
        if (rc == 0)
            rc = table_move(a, p, move, &err);
        if (rc != 0)
            fprintf(stderr, "cityscape: the computer (player %d) could not move: %s\n", p + 1,
                    err.msg);
        a->redraw = true;
        return;
    }
    for (int p = 0; p < eg_midend_record(t->me)->nplayers; p++) {
        if (!(bits & (1u << p)) || eg_midend_is_human(t->me, p))
            continue;
        eg_ai_request req = {.level = level_of(t, p),
                             .seed = eg_midend_record(t->me)->seed + (uint64_t)eg_midend_moves(t->me),
                             .budget_ms = a->script ? 50 : 700};
        t->job = eg_midend_think(t->me, p, &req);
        t->job_player = p;
        return;
    }
}

void fe_table_update(struct fe_app *a, float dt)
{
    fe_table *t = a->table;
    if (a->flow.screen != FE_SCREEN_TABLE || !t->me)
        return;
    if (t->slide_t < SLIDE_S) { /* frames only while something slides */
        t->slide_t += dt;
        a->redraw = true;
    }
    if (t->rest_t < SLIDE_S + CURTAIN_REST_S) /* the curtain waits (seat_humans) */
        t->rest_t += dt;
    bool lesson = fe_lesson_update(a, dt); /* lesson.c: it moves the other seats */
    if (t->nsteps > 0) {
        /* The reveal is on: the game waits for the players. The last step
         * is held as long as the others, then the camera goes back. */
        t->step_t += dt;
        if (t->step_t >= REVEAL_STEP_S && (t->shown < t->nsteps || !t->tour_over)) {
            t->step_t = 0.0f;
            if (t->shown < t->nsteps)
                t->shown++;
            else
                t->tour_over = true;
            a->redraw = true;
        }
        pose_camera(a);
        return;
    }
    if (!eg_midend_is_over(t->me)) {
        seat_humans(a);
        if (!lesson && !eg_midend_is_remote(t->me)) /* online: the server plays its computers */
            drive_computer(a);
    } else if (t->g->flags & EG_GAME_SOLITAIRE) {
        note_score(t);
    }
    if (t->hint_job && (a->script || eg_job_poll(t->hint_job))) {
        char move[EG_MOVE_MAX];
        eg_error err = {0};
        int rc = eg_job_join(t->hint_job, move, &err);
        t->hint_job = NULL;
        if (rc == 0 && t->hint_at == eg_midend_moves(t->me)) {
            /* In words, and on the table: the piece and its place lit. */
            char text[sizeof t->msg];
            eg_hint_words(t->me, t->viewer, move, text, sizeof text);
            eg_hint_find(t->me, t->viewer, ui_of(t, t->viewer), t->scene, move, &t->hint);
            if (t->hint.turns > 0) { /* the lit piece is placed turned: say how */
                static const char *const TIMES[] = {"", "once", "twice", "three times"};
                size_t n = strlen(text);
                snprintf(text + n, sizeof text - n, ", turned: press R %s (or roll the wheel) while holding it",
                         TIMES[t->hint.turns]);
            }
            say(a, text);
        } else if (rc != 0 && t->hint_at == eg_midend_moves(t->me)) {
            say(a, err.msg[0] ? err.msg : "No hint now"); /* not "Thinking..." for ever */
        }
        a->redraw = true;
    }
}

bool fe_table_reframe(struct fe_app *a)
{
    const fe_table *t = a->table;
    return t->me && fabsf(t->drawn_unit - t->framed_unit) > 1e-4f;
}

bool fe_table_busy(const struct fe_app *a)
{
    const fe_table *t = a->table;
    if (a->flow.screen != FE_SCREEN_TABLE || !t->me)
        return false;
    if (t->job != NULL || t->hint_job != NULL || t->dragging || t->slide_t < SLIDE_S)
        return true;
    if (t->rest_t < SLIDE_S + CURTAIN_REST_S && t->curtain == EG_NO_PLAYER && humans(t) > 1)
        return true; /* a curtain may be about to come down */
    if (t->nsteps > 0) /* steps still to show, or the camera still away; then it waits */
        return t->shown < t->nsteps || reveal_edge(t) != EG_NO_PLAYER;
    if (t->lesson) /* lesson.c: the other seats move only in the lesson's computer steps */
        return fe_lesson_busy(t->lesson);
    /* A computer is to act: keep the loop turning until its job starts. */
    unsigned bits = eg_midend_is_remote(t->me) ? 0u : eg_midend_to_act(t->me);
    for (int p = 0; p < eg_midend_record(t->me)->nplayers; p++)
        if ((bits & (1u << p)) && !eg_midend_is_human(t->me, p))
            return true;
    return false;
}

/* ---- For scripts. */

bool fe_table_item_point(struct fe_app *a, int32_t id, float *x, float *y)
{
    return fe_table_item_point_at(a, id, 0.0f, 0.0f, x, y);
}

bool fe_table_item_point_at(struct fe_app *a, int32_t id, float fx, float fz, float *x, float *y)
{
    const eg_scene *sc = a->table->scene;
    for (int i = sc->nitems - 1; i >= 0; i--) {
        const eg_item *e = &sc->items[i];
        if (e->id != id)
            continue;
        float top[3], scr[2]; /* the point (fx, fz) of its top face */
        eg_item_point(e, fx, 1.0f, fz, top);
        top[1] += FE_TABLE_Y;
        if (!fe_camera_project(&a->cam, a->fb_w, a->fb_h, top, scr))
            return false;
        *x = scr[0];
        *y = scr[1];
        return true;
    }
    return false;
}

int32_t fe_table_pick_at(struct fe_app *a, float x, float y, unsigned flags)
{
    /* A press on a button goes to the button, not to the piece under it. */
    for (int k = 0; k < a->ui.nwidgets; k++)
        if (fe_ui_inside(a->ui.widgets[k].rect, x, y))
            return EG_NO_ITEM;
    int i = flags == (EG_ITEM_PICK | EG_ITEM_DROP) ? press_index(a, x, y)
                                                   : pick_index(a, x, y, flags, EG_NO_ITEM);
    return i >= 0 ? a->table->scene->items[i].id : EG_NO_ITEM;
}

const eg_scene *fe_table_scene(struct fe_app *a) { return a->table->scene; }

int fe_table_reveal_lines(struct fe_app *a, char (*lines)[160], int most)
{
    const fe_table *t = a->table;
    int n = 0;
    for (; n < t->shown && n < most; n++)
        eg_step_line(eg_midend_record(t->me), &t->steps[n], lines[n], sizeof lines[n]);
    return n;
}

int32_t fe_table_focus(struct fe_app *a)
{
    const fe_table *t = a->table;
    return t->scene && t->focus >= 0 && t->focus < t->scene->nitems ? t->scene->items[t->focus].id
                                                                     : EG_NO_ITEM;
}

struct eg_midend *fe_table_midend(struct fe_app *a) { return a->table->me; }

int fe_table_move(struct fe_app *a, int player, const char *move, eg_error *err)
{
    return table_move(a, player, move, err);
}

void *fe_table_ui_probe(struct fe_app *a, int player) { return ui_probe(a->table, player); }

int fe_table_viewer(struct fe_app *a) { return a->table->viewer; }

/* ---- For the table's manners (table_menu.h: the menu, the question
 * before a save is replaced, Continue, the setup remembered, the results'
 * Rematch). */

const eg_game *fe_table_game(struct fe_app *a) { return a->table->g; }

bool fe_table_start_new(struct fe_app *a) { return start(a, false); }

void fe_table_show_rules(struct fe_app *a) { a->table->show_rules = true; }

void fe_table_rules(struct fe_app *a, const eg_game *g)
{
    fe_table *t = a->table;
    end_game(t);
    t->g = g;
    t->show_rules = true;
    t->rules_page = 0;
    fe_flow_show(&a->flow, FE_SCREEN_RULES);
}

void fe_table_rules_screen(struct fe_app *a)
{
    if (!a->table->g) {
        fe_flow_back(&a->flow);
        return;
    }
    rules_page(a);
    if (!a->table->show_rules)
        fe_flow_back(&a->flow);
}

void fe_table_leave(struct fe_app *a) { end_game(a->table); }

void fe_table_retire(struct fe_app *a)
{
    end_game(a->table);
    keep_last(a);
}

/* The saved game of `g`, or of the table game played last (the settings'
 * last_game) when g is NULL; NULL when there is none to continue. */
static const eg_game *saved_game(struct fe_app *a, const eg_game *g, char *path, size_t pathsz)
{
    if (!g)
        g = a->settings.setups.last_game[0] ? eg_game_find(a->settings.setups.last_game) : NULL;
    if (!g || !g->draw || !g->interpret)
        return NULL;
    eg_save_path(a->save_path, g->id, ".rec", path, pathsz);
    struct stat st;
    return path[0] && stat(path, &st) == 0 ? g : NULL;
}

/* ---- The window's older save: a->save_path (`autosave.csr`), the one
 * game the window kept before every game was played at the table, in an
 * older record format that a game reads (eg_game.import_record; the engine's
 * eg_record_load tries them). It is continued at the table as its game's own
 * save, ID.rec, and kept beside as NAME.continued, offered no more. */

static bool older_save(struct fe_app *a, struct stat *st)
{
    return a->save_path[0] && stat(a->save_path, st) == 0;
}

/* Whether the older save is a game of g the table can continue (read,
 * replayed, every seat one the window fills; a damaged one is g's only
 * when continued from the title). */
static bool older_save_of(struct fe_app *a, const eg_game *g)
{
    struct stat st;
    if (!older_save(a, &st) || !S_ISREG(st.st_mode))
        return false;
    eg_record rec;
    eg_error err = {0};
    eg_record_init(&rec);
    bool ok = eg_save_open(a->save_path, &rec, &err) == g;
    eg_record_free(&rec);
    return ok;
}

/* Loads the older save and plays it on at the table. One it cannot continue
 * (damaged, a game the window does not play, a seat it cannot fill) is
 * moved aside with the notice naming the file, line and reason
 * (fe_app_save_unreadable); a game saved as ID.rec already is kept as
 * ID-last.rec; the older file is renamed only once ID.rec is written. */
static bool continue_older(struct fe_app *a)
{
    fe_table *t = a->table;
    eg_record rec;
    eg_error err = {0};
    eg_record_init(&rec);
    const eg_game *g = eg_save_open(a->save_path, &rec, &err);
    end_game(t);
    if (!g) {
        eg_record_free(&rec);
        fe_app_save_unreadable(a, a->save_path, err.line, err.column, err.msg);
        return false;
    }
    t->g = g;
    name_files(a, g);
    keep_last(a);
    bool ok = start_record(a, &rec, true); /* writes ID.rec at once */
    eg_record_free(&rec);
    if (!ok)
        return false;
    remember_setup(a, true);
    if (eg_midend_autosave_status(t->me, &err) == 0) {
        char kept[1100];
        snprintf(kept, sizeof kept, "%s.continued", a->save_path);
        rename(a->save_path, kept); /* failing, Continue offers the older file again */
    }
    t->older = false;
    return true;
}

bool fe_table_can_continue(struct fe_app *a)
{
    char path[1100];
    struct stat st;
    return saved_game(a, NULL, path, sizeof path) != NULL || older_save(a, &st);
}

bool fe_table_continue(struct fe_app *a)
{
    char path[1100];
    const eg_game *g = saved_game(a, NULL, path, sizeof path);
    /* Both: the one written last. */
    struct stat old, cur;
    if (older_save(a, &old) &&
        (!g || stat(path, &cur) != 0 || old.st_mtime > cur.st_mtime))
        return continue_older(a);
    if (!g)
        return false;
    fe_table *t = a->table;
    end_game(t);
    t->g = g;
    name_files(a, g); /* ID.rec: the path saved_game found */
    return start(a, true);
}

bool fe_table_rematch(struct fe_app *a)
{
    fe_table *t = a->table;
    if (!t->me)
        return false;
    eg_record rec;
    eg_record_init(&rec);
    const eg_record *old = eg_midend_record(t->me);
    uint64_t seed;
    do /* a fresh deal, never the one just played */
        seed = fresh_deal(a);
    while (seed == old->seed);
    eg_setup_rematch(old, seed, &rec);
    bool ok = start_record(a, &rec, false);
    eg_record_free(&rec);
    return ok;
}

/* The setup's choices of this game, as the settings keep them (settings.h):
 * the options as the game writes them, who plays each seat, the names and
 * the deal. Each is checked against the game; one it refuses keeps the
 * default, said on standard error. */
static void recall_setup(struct fe_app *a)
{
    fe_table *t = a->table;
    const eg_setup_memory *m = eg_setups_find(&a->settings.setups, t->g->id, false);
    char warn[1024] = "";
    if (m)
        eg_setup_recall(&t->setup, m, a->settings_path, warn, sizeof warn);
    for (char *line = strtok(warn, "\n"); line; line = strtok(NULL, "\n"))
        fprintf(stderr, "cityscape: settings: %s\n", line);
}

/* A game started: the setup's choices are kept for the next setup of this
 * game (a continued game's are what they were), and the game is the one
 * the title's Continue resumes. Written to the settings file at once. */
static void remember_setup(struct fe_app *a, bool resume)
{
    fe_table *t = a->table;
    eg_setups *m = &a->settings.setups;
    if (!t->save_path[0])
        return; /* a lesson's game, or no folder for saves */
    snprintf(m->last_game, sizeof m->last_game, "%s", t->g->id);
    eg_setup_memory *kept = resume ? NULL : eg_setups_find(m, t->g->id, true);
    if (kept)
        eg_setup_remember(&t->setup, kept);
    fe_app_save_settings(a);
}

bool fe_table_ui_pick(struct fe_app *a, int player, int32_t from, int32_t to)
{
    fe_table *t = a->table;
    void *ui = t->me ? ui_of(t, player) : NULL, *view = ui ? malloc(t->g->state_size) : NULL;
    if (!view)
        return false;
    eg_midend_view(t->me, player, view);
    eg_pick pick = {from, to};
    char move[EG_MOVE_MAX];
    eg_error err = {0};
    int rc = t->g->interpret(view, player, ui, &pick, move, &err);
    free(view);
    a->redraw = true;
    return rc != 0 && !err.msg[0];
}
