/* SPDX-License-Identifier: MIT */
/* results.c - the results at the end of every game at the table
 * (table_menu.h): who won, each player's place and total, and how the
 * totals were made, from the game's own scoring steps (eg_game.reveal):
 * points round by round and every round's steps, or the steps of a game
 * scored once. At the text size chosen: where the rows do not all fit the
 * window they scroll (the wheel, Up and Down, a bar at the panel's right
 * says where) between the headline and the buttons, which stay in sight:
 * Look at the table (the results put aside to see the final table),
 * Rematch and Back to title. */
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

enum { ROUNDS = EG_RESULTS_MAX_ROUNDS, EXPL = ROUNDS * (EG_MAX_REVEAL_STEPS + 1) + EG_SCENE_HUD_LINES + 1 };
enum { MAX_ROWS = 640, WRAP = 8 };

/* Whether the player has put the results aside, for the game they were
 * shown for (a new game, or a move undone and played again, shows them),
 * and the first row shown where the rows do not all fit. */
static struct {
    const void *me;
    int moves;
    bool look;
    int top;
} seen;

/* How the totals were made, line by line before wrapping: a round's
 * heading ("Round 2", bold) before its steps where there are rounds. */
static char lines_of[EXPL][160];
static bool lines_bold[EXPL];
static int nexpl;

/* The rows under the column heads: a player's (p >= 0), a gap, a line. */
typedef enum { ROW_PLAYER, ROW_GAP, ROW_LINE } row_kind;
typedef struct {
    row_kind kind;
    int p;
    bool bold;
    char text[FE_UI_LINE_MAX];
} result_row;
static result_row rows[MAX_ROWS];

static void add_expl(const char *text, bool bold)
{
    if (nexpl < EXPL) {
        snprintf(lines_of[nexpl], sizeof lines_of[0], "%s", text);
        lines_bold[nexpl++] = bold;
    }
}

/* Every round's steps, from the record: the game's reveal of each move
 * that ended a round, as the scoring panel showed them. */
static void explain(struct fe_app *a, eg_midend *me, const eg_game *g, const eg_results *m)
{
    const eg_record *rec = eg_midend_record(me);
    static eg_reveal_step steps[EG_MAX_REVEAL_STEPS];
    nexpl = 0;
    for (int k = 0, round = 0; g->reveal && m->nrounds > 0 && k < eg_midend_moves(me); k++) {
        if (!(eg_midend_move_flags(me, k) & EG_MOVE_ENDS_ROUND))
            continue;
        int n = g->reveal(eg_midend_state_at(me, k), eg_midend_state_at(me, k + 1), steps);
        char line[160];
        if (m->nrounds >= 2) {
            snprintf(line, sizeof line, "Round %d", ++round);
            add_expl(line, true);
        }
        for (int i = 0; i < n; i++) {
            /* A heading of the game's own opening the round, scoring and
             * lighting nothing (Six Cities' "round 2 of 4 scored"), says
             * what "Round 2" above it says: the round is named once. */
            if (i == 0 && m->nrounds >= 2 && steps[0].player == EG_NO_PLAYER && !steps[0].points &&
                !steps[0].light[0] && !steps[0].light[1])
                continue;
            eg_step_line(rec, &steps[i], line, sizeof line);
            add_expl(line, false);
        }
    }
    if (m->nrounds == 0) { /* no scoring steps: the game's own status lines at the end */
        const eg_scene *sc = fe_table_scene(a);
        for (int i = 1; i < EG_SCENE_HUD_LINES; i++) /* the first is its title */
            if (sc->hud[i][0])
                add_expl(sc->hud[i], false);
    }
}

/* A row's height on the page. */
static float row_height(struct fe_app *a, int i)
{
    float px = (float)a->ui.px;
    return rows[i].kind == ROW_PLAYER ? px * 1.3f : rows[i].kind == ROW_GAP ? U(10) : px * 0.75f * 1.3f;
}

/* The headline ("Zoë wins!") in head[] (returns its lines, 1 or 2) at
 * *size, which comes in as its size: on one line, made smaller down to the
 * text's size where a long name makes it wider than room, then on two
 * lines, smaller still down to the small text's; a name of one word wider
 * than room even so cut with "...". Never wider than the window, which
 * would make the whole page smaller. */
static int fit_headline(struct fe_app *a, const char *text, const eg_record *rec, float room,
                        float *size, char (*head)[FE_UI_LINE_MAX])
{
    float px = (float)a->ui.px, small = px * 0.75f, hsize = *size;
    char headline[160];
    snprintf(headline, sizeof headline, "%s", text);
    for (int p = 0; p < rec->nplayers; p++) {
        const char *name = rec->players[p].name;
        char *at = name[0] && !strchr(name, ' ') ? strstr(headline, name) : NULL;
        if (!at || fe_ui_text_width(&a->ui, name, small, true) <= room)
            continue;
        char fitted[EG_NAME_MAX + 4], rest[sizeof headline];
        fe_ui_fit_name(&a->ui, name, small, true, room, fitted, sizeof fitted);
        snprintf(rest, sizeof rest, "%s", at + strlen(name));
        snprintf(at, sizeof headline - (size_t)(at - headline), "%s%s", fitted, rest);
    }
    int nhead = 1;
    snprintf(head[0], FE_UI_LINE_MAX, "%s", headline);
    while (fe_ui_text_width(&a->ui, headline, hsize, true) > room && hsize > px)
        hsize = hsize * 0.9f > px ? hsize * 0.9f : px;
    if (fe_ui_text_width(&a->ui, headline, hsize, true) > room)
        for (;; hsize = hsize * 0.9f > small ? hsize * 0.9f : small) {
            nhead = fe_ui_wrap(&a->ui, headline, hsize, true, room, head, 2);
            bool cut = false; /* a word cut short ("…") */
            for (int k = 0; k < nhead; k++)
                cut |= strstr(head[k], "\xe2\x80\xa6") != NULL;
            if (hsize <= small || !cut)
                break;
        }
    *size = hsize;
    return nhead;
}

bool fe_results_screen(struct fe_app *a)
{
    eg_midend *me = fe_table_midend(a);
    const eg_game *g = fe_table_game(a);
    if (!me || !g || !eg_midend_is_over(me) || *fe_table_lesson(a))
        return false;
    static eg_results m;
    eg_midend_results(me, &m);
    if (seen.me != (const void *)me || seen.moves != eg_midend_moves(me)) {
        seen.me = me;
        seen.moves = eg_midend_moves(me);
        seen.look = false;
        seen.top = 0;
        explain(a, me, g, &m);
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
    bool solo = g->flags & EG_GAME_SOLITAIRE;
    float w = U(860) < (float)a->fb_w - U(24) ? U(860) : (float)a->fb_w - U(24);
    float x = ((float)a->fb_w - w) * 0.5f, px = (float)a->ui.px;
    float small = px * 0.75f, slh = small * 1.3f, text_w = w - U(64);
    /* The rows: the players in order of place, then how the totals were
     * made, each line wrapped to the page (none cut short). */
    int nrows = 0;
    for (int i = 0; i < n; i++)
        rows[nrows++] = (result_row){.kind = ROW_PLAYER, .p = m.order[i]};
    char offer[160];
    bool online = fe_online_offer(a, offer, sizeof offer); /* another's rematch: first, in sight */
    if (nexpl > 0 || online)
        rows[nrows++] = (result_row){.kind = ROW_GAP};
    for (int i = -online; i < nexpl && nrows < MAX_ROWS; i++) {
        const char *line = i < 0 ? offer : lines_of[i];
        bool bold = i < 0 || lines_bold[i];
        char lines[WRAP][FE_UI_LINE_MAX];
        int k = fe_ui_wrap(&a->ui, line, small, bold, text_w, lines, WRAP);
        for (int j = 0; j < k && nrows < MAX_ROWS; j++, nrows++) {
            rows[nrows].kind = ROW_LINE;
            rows[nrows].bold = bold;
            snprintf(rows[nrows].text, sizeof rows[0].text, "%s", lines[j]);
        }
    }
    /* The three buttons in a row, each as wide as its label needs and the
     * rest shared, or one under the other where they would not fit side by
     * side (large text in a small window). */
    static const char *const labels[3] = {"Look at the table", "Rematch", "Back to title"};
    float lw[3], sum = 0.0f;
    for (int i = 0; i < 3; i++)
        sum += lw[i] = fe_ui_text_width(&a->ui, labels[i], px, true) + U(24);
    bool row = sum + 2.0f * gap <= w - U(48);
    float buttons_h = row ? bh : 3.0f * bh + 2.0f * gap;
    /* The page: the headline, the column heads, the rows, the buttons;
     * where the rows are taller than the window leaves them, they scroll. */
    float hsize = px * 1.4f;
    char head[2][FE_UI_LINE_MAX];
    int nhead = fit_headline(a, m.headline, rec, w - U(32), &hsize, head);
    float list_at = U(14) + (float)nhead * hsize * 1.3f + U(12) + slh, below = U(12) + buttons_h + U(16);
    float total = 0.0f;
    for (int i = 0; i < nrows; i++)
        total += row_height(a, i);
    float room = (float)a->fb_h - U(16) - list_at - below;
    bool scrolls = total > room + 0.5f;
    float list_h = scrolls ? room : total, h = list_at + list_h + below;
    int last = nrows; /* the first row from which the rest fit */
    for (float rest = 0.0f; last > 0 && rest + row_height(a, last - 1) <= room + 0.5f; last--)
        rest += row_height(a, last - 1);
    const fe_intent *in = a->ui.in;
    if (scrolls && in && (in->kind == FE_IN_ZOOM || in->kind == FE_IN_CURSOR) && in->dy != 0.0f) {
        int step = in->dy > 0.0f ? -1 : 1;
        seen.top += step;
        if (seen.top > 0 && seen.top < nrows && rows[seen.top].kind == ROW_GAP)
            seen.top += step; /* the gap is no place to stop: nothing would move */
        a->ui.consumed = true;
    }
    seen.top = !scrolls || seen.top < 0 ? 0 : seen.top > last ? last : seen.top;
    float y0 = ((float)a->fb_h - h) * 0.5f;
    y0 = y0 > U(8) ? y0 : U(8);
    if (a->ui.r) {
        char text[160];
        fe_ui_panel(&a->ui, fe_ui_rect(x, y0, w, h), FE_UI_BAR); /* opaque: the table stays under it */
        for (int k = 0; k < nhead; k++)
            fe_ui_text(&a->ui, x + w * 0.5f, y0 + U(14) + (float)k * hsize * 1.3f, hsize, 1, true,
                       FE_UI_WHITE, head[k]);
        float y = y0 + list_at - slh, size = px * 0.9f;
        float name_x = x + (solo ? U(24) : U(100)), total_x = x + w - U(24);
        int cols = m.nrounds >= 2 ? m.nrounds : 0;
        float col_w = cols ? (total_x - U(90) - (name_x + U(220))) / (float)cols : 0.0f;
        /* A name's room: up to the first round's widest text (its head or
         * points, drawn flush right), or the total's column. */
        float name_room = total_x - U(90) - name_x, first = 0.0f;
        /* The heads of the columns. */
        fe_ui_text(&a->ui, name_x, y, small, 0, true, FE_UI_WHITE, "Player");
        for (int r = 0; r < cols; r++) { /* "R1" where "Round 1" would meet its neighbour */
            snprintf(text, sizeof text, "Round %d", r + 1);
            if (fe_ui_text_width(&a->ui, text, small, true) > col_w - U(8))
                snprintf(text, sizeof text, "R%d", r + 1);
            for (int i = 0; r == 0 && i <= n; i++) {
                char pts[16];
                if (i < n)
                    snprintf(pts, sizeof pts, "%d", m.points[0][i]);
                float tw = fe_ui_text_width(&a->ui, i < n ? pts : text, i < n ? size : small, i == n);
                first = tw > first ? tw : first;
            }
            if (r == 0)
                name_room = U(220) + col_w - first - U(16);
            fe_ui_text(&a->ui, name_x + U(220) + col_w * ((float)r + 1.0f), y, small, 2, true,
                       FE_UI_WHITE, text);
        }
        fe_ui_text(&a->ui, total_x, y, small, 2, true, FE_UI_WHITE, solo ? "Score" : "Total");
        y += slh;
        float top = y;
        for (int i = seen.top; i < nrows && y + row_height(a, i) <= top + list_h + 0.5f;
             y += row_height(a, i++)) {
            if (rows[i].kind == ROW_LINE) {
                fe_ui_text(&a->ui, x + U(24), y, small, 0, rows[i].bold, FE_UI_WHITE, rows[i].text);
                continue;
            }
            if (rows[i].kind != ROW_PLAYER)
                continue;
            int p = rows[i].p;
            bool won = m.place[p] == 0;
            if (!solo) /* one player has no place: no "1st" */
                fe_ui_text(&a->ui, x + U(24), y, size, 0, won, FE_UI_WHITE, eg_ordinal(m.place[p]));
            /* The name inside its column, cut with "..." where it would
             * meet the first round's points (or the total). */
            char name[EG_NAME_MAX + 4];
            fe_ui_fit_name(&a->ui, rec->players[p].name, size, won, name_room, name, sizeof name);
            fe_ui_text(&a->ui, name_x, y, size, 0, won, FE_UI_WHITE, name);
            for (int r = 0; r < cols; r++) {
                snprintf(text, sizeof text, "%d", m.points[r][p]);
                fe_ui_text(&a->ui, name_x + U(220) + col_w * ((float)r + 1.0f), y, size, 2, false,
                           FE_UI_WHITE, text);
            }
            snprintf(text, sizeof text, "%d", m.score[p]);
            fe_ui_text(&a->ui, total_x, y, size, 2, true, FE_UI_WHITE, text);
        }
        if (scrolls) { /* where the rows shown are among them all */
            float before = 0.0f;
            for (int i = 0; i < seen.top; i++)
                before += row_height(a, i);
            fe_ui_panel(&a->ui, fe_ui_rect(x + w - U(14), top + list_h * before / total, U(4),
                                           list_h * list_h / total), FE_UI_DIM);
        }
    }
    float by = y0 + h - buttons_h - U(16), bx = x + U(24), spare = w - U(48) - sum - 2.0f * gap;
    for (int i = 0; i < 3; i++) {
        fe_rect at = row ? fe_ui_rect(bx, by, lw[i] + spare / 3.0f, bh)
                         : fe_ui_rect(bx, by + (float)i * (bh + gap), w - U(48), bh);
        bx += lw[i] + spare / 3.0f + gap;
        if (!fe_ui_button(&a->ui, at, labels[i], true))
            continue;
        if (i == 0)
            seen.look = true;
        else if (i == 1 && !fe_online_rematch(a)) /* online: the server's */
            fe_table_rematch(a);
        else if (i == 2) {
            fe_table_retire(a);
            fe_flow_show(&a->flow, FE_SCREEN_TITLE);
        }
        break;
    }
    if (a->ui.in && a->ui.in->kind != FE_IN_CANCEL && a->ui.in->kind != FE_IN_MOVE)
        a->ui.consumed = true; /* the table behind the results takes nothing but Esc */
    return true;
}
