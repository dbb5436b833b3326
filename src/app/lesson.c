/* SPDX-License-Identifier: MIT */
/* lesson.c - "Learn to play" at the table (see lesson.h). The game is the
 * table's, through the mid end; this file only says which step the lesson
 * is on, which moves it allows, what it lights and what its note says. */
#include "lesson.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eg_lesson.h"
#include "eg_record.h"
#include "front.h"
#include "midend.h"
#include "table.h"
#include "table_internal.h"

#define U(x) ((x) * a->ui.unit)

enum { NOTE_LINES = 24, REFUSAL_LINES = 4 };
/* Where the note stands: a band under the board, a column beside it, or
 * folded to a row of its title and buttons (the rest shown while the
 * pointer is on that title, or opened by a click on it or L). */
enum { WAY_NONE, WAY_BAND, WAY_COLUMN, WAY_FOLDED, WAYS };
static const float COMPUTER_PAUSE_S = 1.0f; /* the computer's step, read before it moves */
static const float NOTE_EDGE[4] = {1.0f, 0.85f, 0.35f, 1.0f};
static const float REFUSAL_INK[4] = {1.0f, 0.62f, 0.52f, 1.0f};

struct fe_lesson_run {
    const eg_game *g;
    const eg_lesson *l;
    int step;
    int *at;        /* per step: the moves made when it began */
    int *base;      /* per step: ... and once its own moves were made */
    float wait_t;   /* time on a computer's step */
    float note_top; /* where the note was last drawn (0: not yet) */
    float note_right; /* its right edge where it stands beside the board (0: a band below) */
    int way;        /* the last placement (WAY_*: kept unless another is much better) */
    bool pinned;    /* the folded note opened by a click on its title or L, until closed so */
    bool opened;    /* it was drawn opened by the pointer (the pointer on it keeps it so) */
    bool told;      /* opened by a refusal, until the pointer next moves */
    bool over;      /* opened over the board in the pass now laid out */
    float still[2]; /* the pointer as the step began or a move was refused: not on the title by choice */
    fe_rect title;  /* the title as last drawn, folded or opened (a click on it opens or closes) */
    fe_rect whole;  /* the note as last drawn */
    bool making;    /* the lesson is making its own moves */
    char refusal[160];
};

void fe_lesson_run_free(struct fe_lesson_run *run)
{
    if (!run)
        return;
    free(run->at);
    free(run->base);
    free(run);
}

static struct fe_lesson_run *run_of(struct fe_app *a)
{
    struct fe_lesson_run **slot = fe_table_lesson(a);
    return slot && fe_table_midend(a) ? *slot : NULL;
}

static const eg_lesson_step *step_of(const struct fe_lesson_run *run)
{
    return &run->l->steps[run->step];
}

/* The moves of a list, made at the table for their players. */
static void make_moves(struct fe_app *a, struct fe_lesson_run *run, const eg_lesson_move *m)
{
    run->making = true;
    for (; m && m->move; m++) {
        eg_error err = {0};
        if (fe_table_move(a, m->player, m->move, &err) != 0) /* never: eg_lesson_check */
            fprintf(stderr, "cityscape: the lesson's move %s: %s\n", m->move, err.msg);
    }
    run->making = false;
}

/* Step k begins: the moves it makes as it begins (a city built). */
static void begin_step(struct fe_app *a, struct fe_lesson_run *run, int k)
{
    const eg_lesson_step *s = &run->l->steps[k];
    run->step = k;
    run->refusal[0] = '\0';
    run->wait_t = 0.0f;
    run->still[0] = a->ui.mx, run->still[1] = a->ui.my; /* Next's row became the title's */
    run->at[k] = eg_midend_moves(fe_table_midend(a));
    if (s->wait != EG_LESSON_COMPUTER)
        make_moves(a, run, s->play);
    for (const eg_lesson_pick *p = k == 0 ? run->l->ui_before : NULL; p && p->from != EG_NO_ITEM;
         p++) /* the first note's ui: dice set for them */
        if (!fe_table_ui_pick(a, run->l->learner, p->from, p->to)) /* never: eg_lesson_check */
            fprintf(stderr, "cityscape: the lesson's ui pick %d -> %d was not taken\n",
                    (int)p->from, (int)p->to);
    run->base[k] = eg_midend_moves(fe_table_midend(a));
    a->redraw = true;
}

/* The table plays `rec` as the lesson `run` at step k. */
static bool play_from(struct fe_app *a, struct fe_lesson_run *run, eg_record *rec, int k)
{
    if (!fe_table_start_lesson(a, rec, run))
        return false;
    begin_step(a, run, k);
    return true;
}

static void start(struct fe_app *a, const eg_game *g)
{
    struct fe_lesson_run *run = calloc(1, sizeof *run);
    eg_record rec;
    eg_error err = {0};
    eg_record_init(&rec);
    if (!run || !(run->at = calloc((size_t)g->lesson->nsteps, sizeof *run->at)) ||
        !(run->base = calloc((size_t)g->lesson->nsteps, sizeof *run->base))) {
        fe_lesson_run_free(run);
        fe_app_toast(a, "Out of memory");
        return;
    }
    run->g = g;
    run->l = g->lesson;
    if (eg_lesson_record(g, g->lesson, &rec, &err) != 0 || !play_from(a, run, &rec, 0)) {
        if (err.msg[0])
            fe_app_toast(a, "The lesson cannot start: %s", err.msg);
        fe_lesson_run_free(run);
    }
    eg_record_free(&rec);
}

const eg_game *fe_house_game(void)
{
    for (int i = 0; i < eg_game_count(); i++)
        if (eg_game_at(i)->lesson && eg_game_at(i)->draw && eg_game_at(i)->interpret)
            return eg_game_at(i);
    return NULL;
}

void fe_lesson_learn(struct fe_app *a)
{
    const eg_game *g = fe_house_game();
    if (!g) {
        fe_app_toast(a, "No game has a lesson");
        return;
    }
    fe_table_choose(a, g); /* the lesson's end comes back to its setup */
    start(a, g);
}

void fe_lesson_button(struct fe_app *a, const eg_game *g, fe_rect r)
{
    if (g->lesson && fe_ui_button(&a->ui, r, "Learn to play", true))
        start(a, g);
}

/* Back: the table replays the record to where the last step before this
 * one that the learner reads or plays began (a computer's step is made
 * again on the way). */
static void back(struct fe_app *a, struct fe_lesson_run *run)
{
    int k = run->step - 1;
    while (k > 0 && run->l->steps[k].wait == EG_LESSON_COMPUTER)
        k--;
    if (k < 0)
        return;
    eg_record rec;
    eg_record_init(&rec);
    if (!eg_record_copy(&rec, eg_midend_record(fe_table_midend(a)))) {
        fe_app_toast(a, "Out of memory");
        return;
    }
    rec.nmoves = run->at[k] < rec.nmoves ? run->at[k] : rec.nmoves;
    if (!play_from(a, run, &rec, k))
        fe_app_toast(a, "The lesson cannot go back");
    eg_record_free(&rec);
}

/* The lesson is over or left: the game's setup screen, the player's saved
 * game as it was (the table frees the lesson with its game). */
static void leave(struct fe_app *a, struct fe_lesson_run *run)
{
    fe_table_choose(a, run->g);
}

bool fe_lesson_refuses(struct fe_app *a, int player, const char *move, eg_error *err)
{
    struct fe_lesson_run *run = run_of(a);
    if (!run || run->making || player != run->l->learner)
        return false;
    const eg_lesson_step *s = step_of(run);
    if (s->wait == EG_LESSON_MOVE && eg_midend_moves(fe_table_midend(a)) == run->base[run->step] &&
        eg_lesson_allows(s, move))
        return false;
    eg_lesson_refusal(s, run->refusal, sizeof run->refusal);
    /* Said in the note, in red (lesson.c's panel), not again in a toast;
     * a folded note opens to say it, until the pointer next moves. */
    eg_error_set(err, EG_ERR_LESSON_DATA, 0, "%s", "");
    run->told = run->way == WAY_FOLDED;
    run->still[0] = a->ui.mx, run->still[1] = a->ui.my;
    a->redraw = true;
    return true;
}

void fe_lesson_light(struct fe_app *a, eg_scene *sc)
{
    struct fe_lesson_run *run = run_of(a);
    if (!run)
        return;
    eg_lesson_lights(step_of(run), sc);
}

bool fe_lesson_update(struct fe_app *a, float dt)
{
    struct fe_lesson_run *run = run_of(a);
    if (!run)
        return false;
    int n = eg_midend_moves(fe_table_midend(a));
    /* An undo went back before the step began: the step it reached. */
    while (run->step > 0 && n < run->at[run->step]) {
        run->step--;
        run->refusal[0] = '\0';
        a->redraw = true;
    }
    const eg_lesson_step *s = step_of(run);
    bool last = run->step + 1 >= run->l->nsteps;
    if (s->wait == EG_LESSON_MOVE && n > run->base[run->step] && !last) {
        begin_step(a, run, run->step + 1);
    } else if (s->wait == EG_LESSON_COMPUTER) {
        run->wait_t += dt;
        if (a->script || run->wait_t >= COMPUTER_PAUSE_S) {
            make_moves(a, run, s->play);
            if (!last)
                begin_step(a, run, run->step + 1);
        } else {
            a->redraw = true; /* the pause keeps the loop turning */
        }
    }
    return true;
}

bool fe_lesson_busy(const struct fe_lesson_run *run)
{
    return run && step_of(run)->wait == EG_LESSON_COMPUTER;
}

/* ---- The note. */

typedef struct {
    float size, title_size, lh, pad, w, h, bh;
    bool beside; /* a column beside the board: Next on a row above Back and Leave */
    bool stack;  /* ... and Back above Leave, where the two do not fit side by side */
    bool folded; /* one row: its title (on up to two lines, marked ▾), Back and Next */
    float fold_bw; /* ... each as wide as the widest label */
    bool two_rows; /* ... the buttons under the title, where the row leaves it too little room */
    char title[3][FE_UI_LINE_MAX]; /* the step's title, on up to three lines where it is long */
    int ntitle;
    char lines[NOTE_LINES][FE_UI_LINE_MAX];
    bool gap_after[NOTE_LINES]; /* a paragraph ends here */
    char refusal[REFUSAL_LINES][FE_UI_LINE_MAX];
    int nlines, nrefusal;
} note;

/* A note's paragraphs and refusal: their height, and drawn from ty down. */
static float body_height(struct fe_app *a, const note *n)
{
    float h = n->lh * (float)(n->nlines + n->nrefusal) + (n->nrefusal ? U(6) : 0.0f);
    for (int i = 0; i < n->nlines; i++)
        h += n->gap_after[i] ? n->lh * 0.4f : 0.0f;
    return h;
}

static void draw_body(struct fe_app *a, const note *n, float x, float ty)
{
    for (int i = 0; i < n->nlines; i++) {
        fe_ui_text(&a->ui, x, ty, n->size, 0, false, FE_UI_WHITE, n->lines[i]);
        ty += n->lh + (n->gap_after[i] ? n->lh * 0.4f : 0.0f);
    }
    ty += n->nrefusal ? U(6) : 0.0f;
    for (int i = 0; i < n->nrefusal; i++, ty += n->lh)
        fe_ui_text(&a->ui, x, ty, n->size, 0, true, REFUSAL_INK, n->refusal[i]);
}

/* The note at width w, its text at the table's body size for the text
 * size the player chose (never made smaller: where it does not fit, it
 * folds); beside: a narrow column, its buttons on two rows; folded: its
 * title on one line, marked. */
static void lay_out(struct fe_app *a, const struct fe_lesson_run *run, float w, bool beside,
                    bool folded, note *n)
{
    const eg_lesson_step *s = step_of(run);
    n->w = w;
    n->beside = beside;
    n->folded = folded;
    n->pad = U(12);
    n->size = (float)a->ui.px * 0.8f;
    n->size = n->size < 9.0f ? 9.0f : n->size; /* never under 9 pixels */
    n->title_size = n->size * 1.15f;
    n->lh = n->size * 1.3f;
    n->bh = U(40);
    float inner = w - 2.0f * n->pad;
    char head[FE_UI_LINE_MAX];
    snprintf(head, sizeof head, "%d/%d  %s", run->step + 1, run->l->nsteps, s->title);
    /* A button's label fits in its width less half an em (ui.c). */
    float label = fmaxf(fe_ui_text_width(&a->ui, "Back", (float)a->ui.px, true),
                        fe_ui_text_width(&a->ui, "Leave", (float)a->ui.px, true)) +
                  0.5f * (float)a->ui.px + 2.0f;
    if (folded) { /* one row: its title's words on up to two lines, marked, then Back and Next
                     (Leave is the opened note's, and the menu's) */
        const char *mark = "  \xe2\x96\xbe";
        int nb = s->wait == EG_LESSON_NEXT ? 2 : 1;
        n->pad = U(8);
        n->fold_bw = fmaxf(label, fe_ui_text_width(&a->ui, "Finish", (float)a->ui.px, true) +
                                      0.5f * (float)a->ui.px + 2.0f) + U(8);
        float mw = fe_ui_text_width(&a->ui, mark, n->title_size, true);
        float tw = w - 2.0f * n->pad - (float)nb * (n->fold_bw + U(8)) - U(4);
        for (n->two_rows = false;; n->two_rows = true, tw = w - 2.0f * n->pad) {
            n->ntitle = fe_ui_wrap(&a->ui, head, n->title_size, true, tw, n->title, 2);
            if (n->ntitle > 0 && fe_ui_text_width(&a->ui, n->title[n->ntitle - 1], n->title_size, true) + mw > tw)
                n->ntitle = fe_ui_wrap(&a->ui, head, n->title_size, true, tw - mw, n->title, 2);
            /* where it is cut (a narrow room: beside the scoring panel), the buttons under it */
            if (n->two_rows || n->ntitle == 0 || !strstr(n->title[n->ntitle - 1], "\xe2\x80\xa6"))
                break;
        }
        if (n->ntitle > 0)
            strncat(n->title[n->ntitle - 1], mark, FE_UI_LINE_MAX - 1 - strlen(n->title[n->ntitle - 1]));
        inner = w - 2.0f * U(12); /* the opened note's lines, as a band's */
    } else {
        n->ntitle = fe_ui_wrap(&a->ui, head, n->title_size, true, inner, n->title, 3);
    }
    /* Paragraphs, each wrapped with the table's wrap. */
    n->nlines = 0;
    for (const char *p = s->text; *p && n->nlines < NOTE_LINES;) {
        size_t len = strcspn(p, "\n");
        char para[1024];
        snprintf(para, sizeof para, "%.*s", (int)(len < sizeof para - 1 ? len : sizeof para - 1), p);
        int k2 = fe_ui_wrap(&a->ui, para, n->size, false, inner, n->lines + n->nlines,
                            NOTE_LINES - n->nlines);
        for (int i = 0; i < k2; i++)
            n->gap_after[n->nlines + i] = false;
        n->nlines += k2;
        if (n->nlines > 0)
            n->gap_after[n->nlines - 1] = p[len] == '\n';
        p += len + (p[len] == '\n');
    }
    n->nrefusal = run->refusal[0] ? fe_ui_wrap(&a->ui, run->refusal, n->size, true, inner,
                                               n->refusal, REFUSAL_LINES)
                                  : 0;
    n->h = n->pad + n->title_size * (0.2f + 1.2f * (float)n->ntitle) + body_height(a, n) + U(10) +
           n->bh + n->pad;
    if (folded) { /* the row, as high for a title on one line as on two; under a title
                     too long for the row, the buttons right under its lines */
        n->stack = false;
        n->h = 2.0f * n->pad + (n->two_rows ? 1.2f * (float)n->ntitle * n->title_size + U(6) + n->bh
                                             : fmaxf(n->bh, 2.0f * 1.2f * n->title_size));
        return;
    }
    n->stack = beside && 2.0f * label + U(8) > inner;
    int rows = (n->stack ? 1 : 0) + (beside && s->wait == EG_LESSON_NEXT ? 1 : 0);
    n->h += (float)rows * (n->bh + U(8));
}

/* Where the note goes, at the text size the player chose (the screen is
 * never drawn smaller for it): a band at the bottom of the table, from
 * `left` to `right` (the buttons), above the last move's line, where it
 * fits under the status lines leaving the board most of the room; a
 * column at the left, from under the status lines down, beside the board
 * (a wide and short window); else folded to a row of its title, Back
 * and Next, the board framed above it, the whole note opened over the
 * board while the pointer is on the title, after a refusal, or after a
 * click on it or L. Each way is weighed by the board it leaves (a box's
 * width, or its height at FE_BOARD_ASPECT, whichever is less). The note
 * folds only where no whole way fits, or the best leaves the board less
 * than 40% of the window's height and folding a quarter more; a whole way
 * that leaves it that room is taken again as soon as it fits (the note
 * read without opening it); else the way once taken is kept unless another
 * leaves the board a quarter larger (no jumping from step to step).
 * *beside: the column's right edge, 0 for a band. */
static void place(struct fe_app *a, struct fe_lesson_run *run, float left, float right, note *n,
                  float *x, float *y, float *beside)
{
    float m = U(8), room = right - left - 2.0f * m;
    float w = U(900) < room ? U(900) : room;
    float top = fe_table_status_lines(a, right, false) + m, bottom = (float)a->fb_h - U(44);
    static note way[WAYS];
    float board[WAYS] = {0}, cw = fminf(U(420), 0.45f * room);
    lay_out(a, run, w, false, false, &way[WAY_BAND]);
    if (way[WAY_BAND].h <= (bottom - top) * 0.6f) /* the scene keeps the rest */
        board[WAY_BAND] = fminf(right - left, (bottom - way[WAY_BAND].h - m - top) * FE_BOARD_ASPECT);
    /* The column: under half the room, eight of the text's ems at least. */
    if (cw >= 8.0f * (float)a->ui.px) {
        lay_out(a, run, cw, true, false, &way[WAY_COLUMN]);
        if (way[WAY_COLUMN].h <= bottom - top)
            board[WAY_COLUMN] = fminf(right - left - cw - 2.0f * m, (bottom - top) * FE_BOARD_ASPECT);
    }
    lay_out(a, run, w, false, true, &way[WAY_FOLDED]);
    board[WAY_FOLDED] = fmaxf(1.0f, fminf(right - left, (bottom - way[WAY_FOLDED].h - m - top) * FE_BOARD_ASPECT));
    int whole = board[WAY_COLUMN] > board[WAY_BAND] ? WAY_COLUMN : WAY_BAND;
    bool roomy = board[whole] >= 0.4f * (float)a->fb_h * FE_BOARD_ASPECT; /* read without opening */
    int best = board[whole] > 0.0f && (roomy || board[WAY_FOLDED] <= 1.25f * board[whole]) ? whole
                                                                                        : WAY_FOLDED;
    int k = run->way;
    if (k == WAY_NONE || board[k] <= 0.0f || board[best] > 1.25f * board[k] ||
        (k == WAY_FOLDED && best != WAY_FOLDED && roomy))
        k = best;
    run->way = k;
    *n = way[k];
    *x = left + m;
    *y = bottom - n->h;
    *beside = k == WAY_COLUMN ? *x + cw : 0.0f;
}

float fe_lesson_inset(struct fe_app *a, float left, float right)
{
    struct fe_lesson_run *run = run_of(a);
    if (!run)
        return 0.0f;
    if (run->note_top <= 0.0f) { /* not drawn yet: where it would go */
        static note n;
        float x;
        place(a, run, left, right, &n, &x, &run->note_top, &run->note_right);
    }
    return run->note_right > 0.0f ? 0.0f : (float)a->fb_h - run->note_top + U(8);
}

bool fe_lesson_opened(struct fe_app *a)
{
    struct fe_lesson_run *run = run_of(a);
    return run && run->over;
}

bool fe_lesson_covers(struct fe_app *a, float x, float y)
{
    struct fe_lesson_run *run = run_of(a);
    return run && fe_ui_inside(run->whole, x, y);
}

float fe_lesson_below(struct fe_app *a)
{
    struct fe_lesson_run *run = run_of(a);
    return run && run->note_top > 0.0f && run->note_right <= 0.0f ? (float)a->fb_h - run->note_top : 0.0f;
}

float fe_lesson_beside(struct fe_app *a)
{
    struct fe_lesson_run *run = run_of(a);
    return run && run->note_top > 0.0f ? run->note_right : 0.0f;
}

/* The folded note opened or closed: a click on its title (folded or
 * opened), L. */
static void open_or_close(struct fe_app *a, struct fe_lesson_run *run)
{
    const fe_intent *in = a->ui.in;
    if (!in || a->ui.consumed || run->way != WAY_FOLDED)
        return;
    if (in->kind == FE_IN_NOTE || (in->kind == FE_IN_PRESS && fe_ui_inside(run->title, in->x, in->y))) {
        run->pinned = !run->pinned;
        a->ui.consumed = true;
        a->redraw = true;
    }
}

void fe_lesson_panel(struct fe_app *a, float left, float right)
{
    struct fe_lesson_run *run = run_of(a);
    if (!run)
        return;
    const eg_lesson_step *s = step_of(run);
    static note n;
    float x, y, beside;
    place(a, run, left, right, &n, &x, &y, &beside);
    if (a->ui.r && !fe_renderer_dry(a->r) &&
        (fabsf(y - run->note_top) > 0.5f || fabsf(beside - run->note_right) > 0.5f)) {
        run->note_top = y; /* the scene is framed above it (or beside it) from the next frame on */
        run->note_right = beside;
        a->redraw = true;
    }
    /* Folded: its paragraphs and refusal opened over the board above its
     * row, up to the window's top (as the status lines open) while the
     * pointer is on its title or on the note it opened, after a refusal
     * until the pointer moves, or pinned open; where the two do not fit,
     * the refusal alone after a refusal, else the paragraphs alone, and
     * the lines that do not fit cut. */
    bool last = run->step + 1 >= run->l->nsteps;
    int nb = s->wait == EG_LESSON_NEXT ? 2 : 1;
    fe_rect head = n.two_rows ? fe_ui_rect(x, y, n.w, n.pad + 1.2f * (float)n.ntitle * n.title_size)
                              : fe_ui_rect(x, y, n.w - n.pad - (float)nb * (n.fold_bw + U(8)), n.h);
    float body = 0.0f; /* the opened lines' height */
    if (n.folded) {
        open_or_close(a, run);
        if (a->ui.mx != run->still[0] || a->ui.my != run->still[1]) {
            run->still[0] = run->still[1] = -1.0f; /* moved: on the title by choice */
            run->told = false;                     /* ... and the refusal read */
        }
        bool on = !fe_table_pressed(a) && run->still[0] < 0.0f &&
                  (fe_ui_inside(head, a->ui.mx, a->ui.my) ||
                   (run->opened && fe_ui_inside(run->whole, a->ui.mx, a->ui.my)));
        if (run->pinned || run->told || on) {
            float room = y - U(12) - U(4) - U(8); /* up to the window's top: over the status lines */
            bool cut = false;
            if (body_height(a, &n) > room && run->told) /* a refusal told: its words first */
                n.nlines = 0;
            else if (body_height(a, &n) > room) /* the note read: its paragraphs first */
                n.nrefusal = 0;
            while ((body = body_height(a, &n)) > room && n.nlines > 1)
                n.nlines--, cut = true;
            if (cut) { /* where it is cut: an ellipsis */
                char *l = n.lines[n.nlines - 1];
                size_t len = strlen(l) < FE_UI_LINE_MAX - 4 ? strlen(l) : FE_UI_LINE_MAX - 4;
                snprintf(l + len, FE_UI_LINE_MAX - len, "%s", "\xe2\x80\xa6");
            }
            body += U(12) + U(4);
        }
        if (a->ui.r && !fe_renderer_dry(a->r))
            run->opened = on;
    } else {
        run->pinned = run->opened = run->told = false;
    }
    run->over = body > 0.0f;
    fe_rect r = fe_ui_rect(x, y - body, n.w, n.h + body);
    if (a->ui.r && !fe_renderer_dry(a->r)) {
        run->title = n.folded ? head
                              : fe_ui_rect(x, y, n.w, n.pad + n.title_size * (0.2f + 1.2f * (float)n.ntitle));
        run->whole = r;
    }
    if (a->ui.r) {
        fe_ui_panel(&a->ui, r, FE_UI_BAR);
        fe_ui_panel(&a->ui, fe_ui_rect(r.x, r.y, U(5), r.h), NOTE_EDGE);
        float ty = n.folded && !n.two_rows ? y + (n.h - n.title_size * 1.2f * (float)n.ntitle) * 0.5f
                                           : y + n.pad;
        for (int i = 0; i < n.ntitle; i++, ty += n.title_size * 1.2f)
            fe_ui_text(&a->ui, x + n.pad, ty, n.title_size, 0, true, NOTE_EDGE, n.title[i]);
        if (!n.folded)
            draw_body(a, &n, x + n.pad, ty + n.title_size * 0.2f);
        else if (body > 0.0f)
            draw_body(a, &n, x + U(12), y - body + U(12));
    }
    /* Back and Leave at the left, Next (Finish on the last step) at the
     * right; in the column, Next on a row of its own above them; folded,
     * Back and Next at the right of the title's row. */
    float inner = n.w - 2.0f * n.pad, row = n.bh + U(8);
    float bw = n.folded ? n.fold_bw
               : n.stack ? inner
               : n.beside ? (inner - U(8)) / 2.0f
                          : fminf(U(150), (inner - 2.0f * U(8)) / 3.0f);
    float by = y + n.h - n.pad - n.bh; /* Leave's row, the last */
    float back_y = n.stack ? by - row : by, back_x = x + n.pad,
          leave_x = n.stack ? x + n.pad : x + n.pad + bw + U(8);
    if (n.folded) /* Back left of Next, or at the right */
        back_x = x + n.w - n.pad - (float)nb * (bw + U(8)) + U(8);
    bool next = false;
    if (s->wait == EG_LESSON_NEXT) {
        next = fe_ui_button(&a->ui, fe_ui_rect(x + n.w - n.pad - bw, n.beside ? back_y - row : by, bw, n.bh),
                            last ? "Finish" : "Next", true);
        const fe_intent *in = a->ui.in;
        if (in && in->kind == FE_IN_CONFIRM && !a->ui.consumed) {
            next = true;
            a->ui.consumed = true;
        }
    }
    bool go_back = fe_ui_button(&a->ui, fe_ui_rect(back_x, back_y, bw, n.bh), "Back", run->step > 0);
    bool go = !n.folded && fe_ui_button(&a->ui, fe_ui_rect(leave_x, by, bw, n.bh), "Leave", true);
    /* A press on the note is the note's, not the table's under it. */
    const fe_intent *in = a->ui.in;
    if (in && !a->ui.consumed && fe_ui_inside(r, in->x, in->y) &&
        in->kind == FE_IN_PRESS)
        a->ui.consumed = true;
    if (next && last)
        leave(a, run);
    else if (next)
        begin_step(a, run, run->step + 1);
    else if (go_back)
        back(a, run);
    else if (go)
        leave(a, run);
}
