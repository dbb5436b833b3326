/* SPDX-License-Identifier: MIT */
/* online.c - Play online (see online.h): the screen to host or join, and
 * the table started once the server has seated this window. The way to a
 * table is src/net's (cn_online.h), the protocol the mid end's. */
#include "online.h"

#include <stdio.h>
#include <string.h>

#include "cn_online.h"
#include "eg_setup.h"
#include "front.h"
#include "table.h"
#include "table_internal.h" /* a part of the table: they call each other */
#include "table_menu.h"

#define U(x) ((x) * a->ui.unit)

static cn_online on;
static int editing; /* the field typed in: 1 name, 2 server, 3 code; 0 none */
static Uint32 wake_type;
static SDL_atomic_t again; /* 1: a wake that failed is to be tried again */
static Uint32 retry(Uint32 ms, void *ctx);

static void wake(void *ctx)
{
    SDL_Event e = {0};
    e.type = *(Uint32 *)ctx;
    if (SDL_PushEvent(&e) < 0 && SDL_AtomicCAS(&again, 0, 1)) { /* thread-safe; the queue full */
        fprintf(stderr, "cityscape: online: the window was not woken (%s): again in 50 ms\n",
                SDL_GetError());
        SDL_AddTimer(50, retry, ctx);
    }
}

static Uint32 retry(Uint32 ms, void *ctx) /* a failed wake tried again, once */
{
    (void)ms;
    SDL_AtomicSet(&again, 0);
    wake(ctx);
    return 0;
}

static Uint32 minute(Uint32 ms, void *ctx)
{
    wake(ctx);
    return ms;
}

static void hang_up(struct fe_app *a)
{
    bool table = on.me && fe_table_midend(a) == on.me;
    if (table)
        fe_table_leave(a); /* it frees the mid end */
    cn_online_hang_up(&on, table);
}

/* Ready to dial: nothing followed (but the table kept to rejoin), the wake
 * event, the tokens' file. */
static void prepare(struct fe_app *a, bool keep)
{
    if (!keep)
        hang_up(a);
    if (!wake_type) { /* and once a minute, to keep the connection (cn_online_poll) */
        wake_type = SDL_RegisterEvents(1);
        SDL_AddTimer(60000, minute, &wake_type);
    }
    on.wake = wake;
    on.wake_ctx = &wake_type;
    eg_save_path(a->save_path, "online", ".txt", on.tokens, sizeof on.tokens); /* the seat tokens */
    fe_flow_show(&a->flow, FE_SCREEN_ONLINE); /* "Connecting..." until seated */
}

void fe_online_host(struct fe_app *a, const eg_game *g, const char *params, const char *seats)
{
    char dir[1100];
    prepare(a, false);
    eg_save_path(a->save_path, "server", "", dir, sizeof dir); /* a server started here: its tables */
    cn_online_host(&on, dir[0] ? dir : "cityscape-server-data", g->id, params, seats);
}

static int feed(void *ctx, const char *line, unsigned *changed, eg_error *err)
{
    return fe_table_feed(ctx, line, changed, err);
}

void fe_online_update(struct fe_app *a)
{
    if (wake_type) /* the lines are taken now: no wake piles up (a script's wait) */
        SDL_FlushEvent(wake_type);
    if (on.playing && fe_table_midend(a) != on.me) /* the table left the game: it freed it */
        cn_online_hang_up(&on, true);
    unsigned what = cn_online_poll(&on, on.playing ? feed : NULL, a);
    if ((what & CN_ONLINE_READY) && fe_table_midend(a) == on.me) /* rejoined: the same table */
        fe_flow_show(&a->flow, FE_SCREEN_TABLE);
    else if ((what & CN_ONLINE_READY) && !fe_table_start_remote(a, on.me))
        cn_online_hang_up(&on, true); /* freed by the table */
    if (what & CN_ONLINE_GONE) {
        if (!on.kept) /* kept: the table waits for Join */
            hang_up(a);
        fe_flow_show(&a->flow, FE_SCREEN_ONLINE);
    }
    if (what & CN_ONLINE_READY)
        fe_online_update(a); /* the lines after, fed to the table */
    a->redraw |= what != 0;
}

void fe_online_status(struct fe_app *a, eg_scene *sc)
{
    (void)a;
    int i = 0;
    while (i < EG_SCENE_HUD_LINES - 1 && sc->hud[i][0])
        i++;
    cn_online_status(&on, sc->hud[i], sizeof sc->hud[i]);
}

int fe_online_turn(struct fe_app *a, const char **why)
{
    (void)a;
    *why = on.status;
    return cn_online_turn(&on);
}

bool fe_online_offer(struct fe_app *a, char *out, size_t outsz)
{
    return on.me == fe_table_midend(a) && cn_online_offer(&on, out, outsz);
}

bool fe_online_rematch(struct fe_app *a)
{
    eg_error err = {0};
    if (!on.me || on.me != fe_table_midend(a))
        return false;
    if (eg_midend_remote_rematch(on.me, &err) != 0)
        fe_app_toast(a, "%s", err.msg);
    return true;
}

void fe_online_close(struct fe_app *a)
{
    hang_up(a);
    cn_server_stop(&on.server);
}

/* ---- The screen: the name, the server and the code typed, Host and Join;
 * joining, the table's seats to choose. */

static void field(struct fe_app *a, fe_rect r, int id, const char *label, char *text,
                  const char *empty)
{
    if (fe_ui_area(&a->ui, r, label) == 1) {
        editing = id;
        a->input.typing = true;
        SDL_StartTextInput();
    }
    if (!a->ui.r)
        return;
    char shown[200];
    snprintf(shown, sizeof shown, "%s: %s%s", label, text[0] || editing == id ? text : empty,
             editing == id ? "|" : "");
    float px = (float)a->ui.px * 0.9f;
    fe_ui_panel(&a->ui, r, editing == id ? FE_UI_WHITE : FE_UI_PAPER);
    fe_ui_text(&a->ui, r.x + U(12), r.y + (r.h - px * 1.2f) * 0.5f, px, 0, false, FE_UI_INK, shown);
}

static void stop_typing(struct fe_app *a)
{
    editing = 0;
    a->input.typing = false;
    SDL_StopTextInput();
}

void fe_online_screen(struct fe_app *a)
{
    char *texts[] = {on.name, on.addr, on.code};
    size_t caps[] = {sizeof on.name, sizeof on.addr, sizeof on.code};
    const fe_intent *in = a->ui.in;
    if (editing && in && (in->kind == FE_IN_TEXT || in->kind == FE_IN_ERASE ||
                             in->kind == FE_IN_CONFIRM || in->kind == FE_IN_CANCEL)) {
        if (fe_ui_type_into(texts[editing - 1], caps[editing - 1], in))
            stop_typing(a);
        a->ui.consumed = true;
        return;
    }
    float cx = (float)a->fb_w * 0.5f, w = U(560), y = U(30), bh = U(44), gap = U(8);
    float pw = U(640) < (float)a->fb_w - U(24) ? U(640) : (float)a->fb_w - U(24);
    static float end; /* the page's foot last pass (a page taller than the window scrolls) */
    fe_ui_panel(&a->ui, fe_ui_rect(cx - pw * 0.5f, U(16), pw,
                                   (end > (float)a->fb_h - U(16) ? end : (float)a->fb_h - U(16)) - U(16)),
                FE_UI_SHADE);
    fe_ui_text(&a->ui, cx, y, (float)a->ui.px * 1.6f, 1, true, FE_UI_WHITE, "Play online");
    y += U(60);
    static const char *const labels[] = {"Your name", "Server", "Table code"};
    static const char *const empty[] = {"player", "a new one on this machine", "(to join)"};
    for (int i = 0; i < 3; i++, y += bh + gap)
        field(a, fe_ui_rect(cx - w * 0.5f, y, w, bh), i + 1, labels[i], texts[i], empty[i]);
    float w3 = (w - 2.0f * gap) / 3.0f;
    bool host = fe_ui_button(&a->ui, fe_ui_rect(cx - w * 0.5f, y, w3, bh), "Host a table", true);
    bool join = fe_ui_button(&a->ui, fe_ui_rect(cx - w * 0.5f + w3 + gap, y, w3, bh), "Join",
                             on.code[0] && on.addr[0]);
    bool back = fe_ui_button(&a->ui, fe_ui_rect(cx + w * 0.5f - w3, y, w3, bh), "Back", true) ||
                (in && in->kind == FE_IN_CANCEL);
    if (host || join || back)
        stop_typing(a);
    if (host) { /* the game and its seats on the table's own setup */
        hang_up(a);
        a->online_host = true;
        a->games_for_rules = false;
        fe_flow_show(&a->flow, FE_SCREEN_GAMES);
    } else if (join) {
        prepare(a, cn_online_keeps(&on, on.code));
        cn_online_join(&on, on.code);
    } else if (back) {
        hang_up(a);
        fe_flow_show(&a->flow, FE_SCREEN_TITLE);
    }
    y += bh + U(16);
    static char lines[3][FE_UI_LINE_MAX];
    float px = (float)a->ui.px * 0.8f;
    int n = fe_ui_wrap(&a->ui, on.status, px, false, w, lines, 3);
    for (int i = 0; i < n; i++, y += px * 1.3f)
        fe_ui_text(&a->ui, cx, y, px, 1, false, FE_UI_WHITE, lines[i]);
    const eg_record *rec = on.watching && on.me && eg_midend_remote_ready(on.me)
                               ? eg_midend_record(on.me) : NULL;
    y += U(8);
    for (int p = 0; rec && p < rec->nplayers; p++, y += bh + gap) { /* the seats: choose */
        char label[FE_UI_LABEL_MAX];
        int st = eg_midend_seat_state(on.me, p);
        snprintf(label, sizeof label, "Seat %d: %.31s%s", p + 1, /* a name whole */
                 st == EG_SEAT_OPEN ? "open" : rec->players[p].name,
                 on.want & (1u << p) ? ", yours" /* a computer's name says it: "Computer 3" */
                 : st == EG_SEAT_OPEN || st == EG_SEAT_COMPUTER ? "" : " (taken)");
        if (fe_ui_button(&a->ui, fe_ui_rect(cx - w * 0.5f, y, w, bh), label, st == EG_SEAT_OPEN))
            on.want ^= 1u << p;
    }
    if (rec && fe_ui_button(&a->ui, fe_ui_rect(cx - w * 0.5f, y, w, bh), "Take the seats", on.want != 0))
        cn_online_take(&on);
    end = y + (rec ? bh : 0.0f) + U(16);
}
