/* SPDX-License-Identifier: MIT */
/* results.c - the results at the end of every game at the table
 * (table_menu.h): who won, each player's place and total, and how the
 * totals were made, from the game's own scoring steps (eg_game.reveal):
 * points round by round, or the steps of a game scored once. Then Look at
 * the table (the results put aside to see the final table), Rematch and
 * Back to title. */
#include <stdio.h>
#include <string.h>

#include "eg_results.h"
#include "front.h"
#include "midend.h"
#include "online.h"
#include "table.h"
#include "table_internal.h"
#include "table_menu.h"

#define U(x) ((x) * a->ui.unit)

enum { MAX_LINES = 24 };

/* Whether the player has put the results aside, for the game they were
 * shown for (a new game, or a move undone and played again, shows them). */
static struct {
    const void *me;
    int moves;
    bool look;
} seen;

bool fe_results_screen(struct fe_app *a)
{
    eg_midend *me = fe_table_midend(a);
    const eg_game *g = fe_table_game(a);
    if (!me || !g || !eg_midend_is_over(me) || *fe_table_lesson(a))
        return false;
    if (seen.me != (const void *)me || seen.moves != eg_midend_moves(me)) {
        seen.me = me;
        seen.moves = eg_midend_moves(me);
        seen.look = false;
    }
    float bh = U(44), gap = U(10);
    if (seen.look) { /* the table in sight, the way back below it */
        float bw = U(200);
        if (fe_ui_button(&a->ui, fe_ui_rect(((float)a->fb_w - bw) * 0.5f, (float)a->fb_h - bh - U(12),
                                            bw, bh),
                         "Results", true))
            seen.look = false;
        return false;
    }
    const eg_record *rec = eg_midend_record(me);
    int n = rec->nplayers;
    static eg_results m;
    eg_midend_results(me, &m);
    float w = U(860) < (float)a->fb_w - U(24) ? U(860) : (float)a->fb_w - U(24);
    float x = ((float)a->fb_w - w) * 0.5f, lh = (float)a->ui.px * 1.3f;
    float small = (float)a->ui.px * 0.75f, slh = small * 1.3f;
    bool by_round = m.nrounds >= 2;
    /* Under the totals, how they were made in words: the steps of a game
     * scored once; for a game with no scoring steps, its own status lines
     * at the end (the first is its title). The latest that fit. */
    static char expl[EG_MAX_REVEAL_STEPS + EG_SCENE_HUD_LINES][160];
    int nexpl = 0;
    if (!by_round && m.nrounds == 1) {
        for (int i = 0; i < m.nsteps; i++)
            eg_step_line(rec, &m.steps[i], expl[nexpl++], sizeof expl[0]);
    } else if (m.nrounds == 0) {
        const eg_scene *sc = fe_table_scene(a);
        for (int i = 1; i < EG_SCENE_HUD_LINES; i++)
            if (sc->hud[i][0])
                snprintf(expl[nexpl++], sizeof expl[0], "%s", sc->hud[i]);
    }
    if (nexpl < (int)(sizeof expl / sizeof expl[0]) && fe_online_offer(a, expl[nexpl], sizeof expl[0]))
        nexpl++; /* online: another's rematch, last, so that it is shown */
    int room = (int)(((float)a->fb_h - U(24) - U(80) - (float)(n + 1) * lh - bh - U(40)) / slh);
    int nlines = nexpl < room ? nexpl : room;
    nlines = nlines < MAX_LINES ? nlines : MAX_LINES;
    nlines = nlines > 0 ? nlines : 0;
    /* The three buttons in a row, or one under the other where their labels
     * would not fit side by side (large text in a small window). */
    static const char *const labels[3] = {"Look at the table", "Rematch", "Back to title"};
    float need = 0.0f;
    for (int i = 0; i < 3; i++) {
        float lw = fe_ui_text_width(&a->ui, labels[i], (float)a->ui.px, true) + U(24);
        need = lw > need ? lw : need;
    }
    bool row = 3.0f * need + 2.0f * gap <= w - U(48);
    float buttons_h = row ? bh : 3.0f * bh + 2.0f * gap;
    float h = U(80) + (float)(n + 1) * lh + (nlines ? (float)nlines * slh + U(12) : 0.0f) +
              buttons_h + U(32);
    float y0 = ((float)a->fb_h - h) * 0.5f;
    y0 = y0 > U(8) ? y0 : U(8);
    if (a->ui.r) {
        char text[160];
        fe_ui_panel(&a->ui, fe_ui_rect(x, y0, w, h), FE_UI_BAR); /* opaque: the table stays under it */
        fe_ui_text(&a->ui, x + w * 0.5f, y0 + U(14), (float)a->ui.px * 1.4f, 1, true, FE_UI_WHITE,
                   m.headline);
        float y = y0 + U(80), size = (float)a->ui.px * 0.9f;
        float name_x = x + U(100), total_x = x + w - U(24);
        int cols = by_round ? (m.nrounds) : 0;
        float col_w = cols ? (total_x - U(90) - (name_x + U(220))) / (float)cols : 0.0f;
        /* The heads of the columns. */
        fe_ui_text(&a->ui, name_x, y, small, 0, true, FE_UI_WHITE, "Player");
        for (int r = 0; r < cols; r++) { /* "R1" where "Round 1" would meet its neighbour */
            snprintf(text, sizeof text, "Round %d", r + 1);
            if (fe_ui_text_width(&a->ui, text, small, true) > col_w - U(8))
                snprintf(text, sizeof text, "R%d", r + 1);
            fe_ui_text(&a->ui, name_x + U(220) + col_w * ((float)r + 1.0f), y, small, 2, true,
                       FE_UI_WHITE, text);
        }
        fe_ui_text(&a->ui, total_x, y, small, 2, true, FE_UI_WHITE,
                   g->flags & EG_GAME_SOLITAIRE ? "Score" : "Total");
        y += lh;
        for (int i = 0; i < n; i++, y += lh) {
            int p = m.order[i];
            bool won = m.place[p] == 0;
            fe_ui_text(&a->ui, x + U(24), y, size, 0, won, FE_UI_WHITE, eg_ordinal(m.place[p]));
            fe_ui_text(&a->ui, name_x, y, size, 0, won, FE_UI_WHITE, rec->players[p].name);
            for (int r = 0; r < cols; r++) {
                snprintf(text, sizeof text, "%d", m.points[r][p]);
                fe_ui_text(&a->ui, name_x + U(220) + col_w * ((float)r + 1.0f), y, size, 2, false,
                           FE_UI_WHITE, text);
            }
            snprintf(text, sizeof text, "%d", m.score[p]);
            fe_ui_text(&a->ui, total_x, y, size, 2, true, FE_UI_WHITE, text);
        }
        y += U(12);
        for (int i = nexpl - nlines; i < nexpl; i++, y += slh) {
            char cut[160];
            fe_ui_text(&a->ui, x + U(24), y, small, 0, false, FE_UI_WHITE,
                       fe_ui_fit(&a->ui, expl[i], small, false, w - U(48), cut, sizeof cut));
        }
    }
    float bw = row ? (w - U(48) - 2.0f * gap) / 3.0f : w - U(48);
    float by = y0 + h - buttons_h - U(16), bx = x + U(24);
    fe_rect at[3];
    for (int i = 0; i < 3; i++)
        at[i] = row ? fe_ui_rect(bx + (float)i * (bw + gap), by, bw, bh)
                    : fe_ui_rect(bx, by + (float)i * (bh + gap), bw, bh);
    if (fe_ui_button(&a->ui, at[0], labels[0], true))
        seen.look = true;
    if (fe_ui_button(&a->ui, at[1], labels[1], true) && !fe_online_rematch(a)) /* online: the server's */
        fe_table_rematch(a);
    else if (fe_ui_button(&a->ui, at[2], labels[2], true)) {
        fe_table_retire(a);
        fe_flow_show(&a->flow, FE_SCREEN_TITLE);
    }
    if (a->ui.in && a->ui.in->kind != FE_IN_CANCEL && a->ui.in->kind != FE_IN_MOVE)
        a->ui.consumed = true; /* the table behind the results takes nothing but Esc */
    return true;
}
