/* SPDX-License-Identifier: MIT */
/* lesson.c - a game's lesson as data: its starting record, which moves a
 * step allows, and the check of a lesson against its game (eg_lesson.h). */
#include "eg_lesson.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eg_play.h"
#include "eg_record.h"
#include "eg_scene.h"

int eg_lesson_record(const eg_game *g, const eg_lesson *l, eg_record *rec, eg_error *err)
{
    if (!g || !l)
        return eg_error_set(err, EG_ERR_LESSON_DATA, 0, "no lesson");
    snprintf(rec->game, sizeof rec->game, "%s", g->id);
    snprintf(rec->params, sizeof rec->params, "%s", l->params ? l->params : "");
    rec->seed = l->seed;
    void *params = calloc(1, g->params_size ? g->params_size : 1);
    if (!params)
        return eg_error_set(err, EG_ERR_NOMEM, 0, "out of memory");
    eg_error perr = {0};
    int rc = g->params_decode(rec->params, params, &perr);
    int n = rc == 0 ? g->params_players(params) : 0;
    free(params);
    if (rc != 0)
        return eg_error_set(err, EG_ERR_LESSON_RECORD, 0, "the lesson's params '%s': %s",
                            rec->params, perr.msg);
    if (l->learner < 0 || l->learner >= n)
        return eg_error_set(err, EG_ERR_LESSON_RECORD, 0,
                            "the learner is player %d, but the game has %d players",
                            l->learner + 1, n);
    rec->nplayers = n;
    for (int p = 0; p < n; p++) {
        const char *c = l->controllers[p] ? l->controllers[p] : "";
        bool known = strcmp(c, "human") == 0 && p == l->learner;
        for (int k = 0; k < g->nlevels && !known && p != l->learner; k++)
            known = strcmp(c, g->level_names[k]) == 0;
        if (!known)
            return eg_error_set(err, EG_ERR_LESSON_RECORD, 0,
                                "player %d is played by '%.40s': the learner must be 'human', "
                                "the others one of the game's computer levels",
                                p + 1, c);
        snprintf(rec->players[p].controller, sizeof rec->players[p].controller, "%s", c);
        snprintf(rec->players[p].name, sizeof rec->players[p].name, "%s",
                 p == l->learner ? "You" : "Computer");
    }
    for (const eg_lesson_move *m = l->before; m && m->move; m++)
        if (!eg_record_add_move(rec, m->player, m->move))
            return eg_error_set(err, EG_ERR_NOMEM, 0, "out of memory");
    return 0;
}

/* Whether `word` (len bytes of allow) matches move. */
static bool word_matches(const char *word, size_t len, const char *move)
{
    if (len > 0 && word[len - 1] == '*')
        return strncmp(move, word, len - 1) == 0;
    return strlen(move) == len && strncmp(move, word, len) == 0;
}

bool eg_lesson_allows(const eg_lesson_step *s, const char *move)
{
    if (!s || s->wait != EG_LESSON_MOVE || !s->allow)
        return false;
    for (const char *w = s->allow; *w;) {
        w += strspn(w, " ");
        size_t len = strcspn(w, " ");
        if (len && word_matches(w, len, move))
            return true;
        w += len;
    }
    return false;
}

int eg_lesson_refusal(const eg_lesson_step *s, char *out, size_t outsz)
{
    if (!s)
        return snprintf(out, outsz, "%s", "");
    switch (s->wait) {
    case EG_LESSON_MOVE:
        return snprintf(out, outsz, "In this step, %s.", s->ask ? s->ask : "make the move asked");
    case EG_LESSON_NEXT:
        return snprintf(out, outsz, "Read the note, then click Next.");
    case EG_LESSON_COMPUTER:
        return snprintf(out, outsz, "Wait: the computer moves now.");
    }
    return snprintf(out, outsz, "%s", "");
}

/* ---- The check. */

typedef struct {
    const eg_game *g;
    const eg_lesson *l;
    eg_scene *scene;          /* NULL: the game does not draw */
    char *view, *copy, *ui;
    char (*legal)[EG_MOVE_MAX];
} checker;

/* "step 3 (\"Title\")" */
static void step_name(const eg_lesson *l, int i, char *out, size_t outsz)
{
    snprintf(out, outsz, "step %d (\"%.40s\")", i + 1, l->steps[i].title ? l->steps[i].title : "");
}

/* Plays `move` for player on state in place; 0 or the game's code in e. */
static int play(const checker *c, void *state, int player, const char *move, eg_error *e)
{
    unsigned flags = 0;
    if (!(c->g->to_act(state) & (1u << player)))
        return eg_error_set(e, EG_ERR_LESSON_UNREACHABLE, 0, "player %d is not to act%s",
                            player + 1, c->g->is_over(state) ? " (the game is over)" : "");
    return c->g->execute(state, player, move, &flags, e);
}

/* The first legal move of the learner's that a pattern word matches, into
 * out; false when none does. */
static bool first_match(const checker *c, const void *state, const char *word, size_t len,
                        char out[EG_MOVE_MAX])
{
    int n = c->g->legal_moves(state, c->l->learner, c->legal, EG_MAX_LEGAL);
    for (int i = 0; i < n; i++)
        if (word_matches(word, len, c->legal[i])) {
            snprintf(out, EG_MOVE_MAX, "%s", c->legal[i]);
            return true;
        }
    return false;
}

/* A new ui of the learner's, with ui_before's picks at the first step, each
 * of which must change it (not a move, no refusal in words). */
static int check_ui(const checker *c, int i, const char *name, eg_error *err)
{
    if (c->ui) {
        memset(c->ui, 0, c->g->ui_size);
        if (c->g->new_ui)
            c->g->new_ui(c->view, c->l->learner, c->ui);
    }
    for (const eg_lesson_pick *p = i == 0 ? c->l->ui_before : NULL; p && p->from != EG_NO_ITEM;
         p++) {
        if (!c->ui || !c->g->interpret)
            return eg_error_set(err, EG_ERR_LESSON_UI, 0, "%s picks on the learner's ui, but the "
                                "game keeps none", name);
        char move[EG_MOVE_MAX] = "";
        eg_error e = {0};
        eg_pick pick = {p->from, p->to};
        char *before = c->ui + c->g->ui_size; /* c->ui holds two: the ui, then a copy */
        memcpy(before, c->ui, c->g->ui_size);
        int rc = c->g->interpret(c->view, c->l->learner, c->ui, &pick, move, &e);
        if (rc == 0 || e.msg[0])
            return eg_error_set(err, EG_ERR_LESSON_UI, 0, "%s: the ui pick %d -> %d %s%s", name,
                                (int)p->from, (int)p->to, rc == 0 ? "makes the move " : "is "
                                "refused: ", rc == 0 ? move : e.msg);
        if (memcmp(before, c->ui, c->g->ui_size) == 0)
            return eg_error_set(err, EG_ERR_LESSON_UI, 0,
                                "%s: the ui pick %d -> %d does not change the learner's ui", name,
                                (int)p->from, (int)p->to);
    }
    return 0;
}

static int check_lights(const checker *c, int i, const void *state, eg_error *err)
{
    const eg_lesson_step *s = &c->l->steps[i];
    char name[64];
    step_name(c->l, i, name, sizeof name);
    eg_view_of(c->g, state, c->l->learner, c->view);
    int rc = check_ui(c, i, name, err);
    if (rc != 0)
        return rc;
    for (int k = 0; k < EG_LESSON_MAX_LIT && s->lit[k].glow != 0.0f; k++) {
        if (s->lit[k].glow < 0.0f || s->lit[k].glow > 1.0f)
            return eg_error_set(err, EG_ERR_LESSON_LIGHT, 0, "%s: item %d glows at %g, not 0..1",
                                name, (int)s->lit[k].id, (double)s->lit[k].glow);
        if (!c->scene)
            continue;
        memset(c->scene, 0, sizeof *c->scene);
        c->g->draw(c->view, c->l->learner, c->ui, EG_NO_ITEM, c->scene);
        bool found = false;
        for (int j = 0; j < c->scene->nitems && !found; j++)
            found = c->scene->items[j].id == s->lit[k].id;
        if (!found)
            return eg_error_set(err, EG_ERR_LESSON_LIGHT, 0,
                                "%s lights item %d, which the game does not draw there", name,
                                (int)s->lit[k].id);
    }
    return 0;
}

/* The moves of a list made on state in place; `whose` names them in an
 * error ("the computer's move 4d2 for player 2: ..."). */
static int play_list(const checker *c, void *state, const eg_lesson_move *list, const char *name,
                     const char *whose, eg_error *err)
{
    eg_error e = {0};
    for (const eg_lesson_move *m = list; m && m->move; m++)
        if (play(c, state, m->player, m->move, &e) != 0)
            return eg_error_set(err, e.code == EG_ERR_LESSON_UNREACHABLE
                                         ? EG_ERR_LESSON_UNREACHABLE
                                         : EG_ERR_LESSON_ILLEGAL,
                                0, "%s: %s move %s for player %d: %s", name, whose, m->move,
                                m->player + 1, e.msg);
    return 0;
}

/* Walks steps from..nsteps-1 from `state` (changed in place). */
static int walk(const checker *c, int from, void *state, eg_error *err)
{
    const eg_lesson *l = c->l;
    const eg_game *g = c->g;
    for (int i = from; i < l->nsteps; i++) {
        const eg_lesson_step *s = &l->steps[i];
        char name[64];
        eg_error e = {0};
        step_name(l, i, name, sizeof name);
        if (!s->title || !s->title[0] || !s->text || !s->text[0])
            return eg_error_set(err, EG_ERR_LESSON_DATA, 0, "%s has no %s", name,
                                !s->title || !s->title[0] ? "title" : "words");
        if (s->wait != EG_LESSON_MOVE && s->wait != EG_LESSON_NEXT &&
            s->wait != EG_LESSON_COMPUTER)
            return eg_error_set(err, EG_ERR_LESSON_DATA, 0, "%s waits for %d, not a move, Next "
                                "or the computer", name, (int)s->wait);
        if (s->wait == EG_LESSON_COMPUTER && (!s->play || !s->play[0].move))
            return eg_error_set(err, EG_ERR_LESSON_DATA, 0,
                                "%s waits for the computer but gives it no move to make", name);
        bool computer = s->wait == EG_LESSON_COMPUTER;
        int rc = computer ? 0 : play_list(c, state, s->play, name, "the lesson's", err);
        if (rc == 0) /* the lesson's moves as the step begins, then its lights */
            rc = check_lights(c, i, state, err);
        if (rc == 0 && computer)
            rc = play_list(c, state, s->play, name, "the computer's", err);
        if (rc != 0)
            return rc;
        if (computer)
            continue;
        if (s->wait == EG_LESSON_NEXT)
            continue;
        /* A move of the learner's. */
        if (!s->ask || !s->ask[0] || !s->allow || !s->allow[strspn(s->allow, " ")])
            return eg_error_set(err, EG_ERR_LESSON_DATA, 0, "%s waits for a move but says %s",
                                name, !s->ask || !s->ask[0] ? "not what it asks" : "no move it allows");
        if (!(g->to_act(state) & (1u << l->learner)))
            return eg_error_set(err, EG_ERR_LESSON_UNREACHABLE, 0,
                                "%s is out of reach: it waits for a move of player %d's, but %s",
                                name, l->learner + 1,
                                g->is_over(state) ? "the game is over" : "that player is not to act");
        char first[EG_MOVE_MAX] = "";
        for (const char *w = s->allow; *w;) {
            w += strspn(w, " ");
            size_t len = strcspn(w, " ");
            if (!len)
                break;
            char word[EG_MOVE_MAX];
            snprintf(word, sizeof word, "%.*s", (int)(len < EG_MOVE_MAX - 1 ? len : EG_MOVE_MAX - 1), w);
            w += len;
            if (word[len - 1] == '*') {
                char m[EG_MOVE_MAX];
                if (!first_match(c, state, word, len, m))
                    return eg_error_set(err, EG_ERR_LESSON_ILLEGAL, 0,
                                        "%s allows %s, which no legal move matches here", name,
                                        word);
                if (!first[0])
                    snprintf(first, sizeof first, "%s", m);
                continue;
            }
            memcpy(c->copy, state, g->state_size);
            if (play(c, c->copy, l->learner, word, &e) != 0)
                return eg_error_set(err, EG_ERR_LESSON_ILLEGAL, 0,
                                    "%s allows %s, which is not legal here: %s", name, word, e.msg);
            if (!first[0])
                snprintf(first, sizeof first, "%s", word);
            else {
                /* Another way on: the rest of the lesson must hold after it too. */
                char *other = malloc(g->state_size);
                if (!other)
                    return eg_error_set(err, EG_ERR_NOMEM, 0, "out of memory");
                memcpy(other, c->copy, g->state_size);
                eg_error sub = {0};
                rc = walk(c, i + 1, other, &sub);
                free(other);
                if (rc != 0)
                    return eg_error_set(err, rc, 0, "after %s in %s: %s", word, name, sub.msg);
            }
        }
        if (play(c, state, l->learner, first, &e) != 0) /* checked above: never */
            return eg_error_set(err, EG_ERR_LESSON_ILLEGAL, 0, "%s: %s: %s", name, first, e.msg);
    }
    return 0;
}

int eg_lesson_check(const eg_game *g, const eg_lesson *l, eg_error *err)
{
    if (!g || !l)
        return eg_error_set(err, EG_ERR_LESSON_DATA, 0, "no lesson");
    if (!l->steps || l->nsteps <= 0)
        return eg_error_set(err, EG_ERR_LESSON_DATA, 0, "%s's lesson has no steps", g->id);
    eg_record rec;
    eg_record_init(&rec);
    int rc = eg_lesson_record(g, l, &rec, err);
    checker c = {g, l, NULL, NULL, NULL, NULL, NULL};
    void *state = malloc(g->state_size);
    c.view = malloc(g->state_size);
    c.copy = malloc(g->state_size);
    c.legal = malloc(sizeof *c.legal * EG_MAX_LEGAL);
    if (g->draw)
        c.scene = malloc(sizeof *c.scene);
    if (g->ui_size)
        c.ui = malloc(2 * g->ui_size); /* the ui and a copy (check_ui) */
    if (rc == 0 && (!state || !c.view || !c.copy || !c.legal || (g->draw && !c.scene) ||
                    (g->ui_size && !c.ui)))
        rc = eg_error_set(err, EG_ERR_NOMEM, 0, "out of memory");
    if (rc == 0) {
        eg_error e = {0};
        if (eg_record_replay_with(g, &rec, state, &e) != 0)
            rc = eg_error_set(err, EG_ERR_LESSON_RECORD, 0,
                              "the lesson's starting record does not load: %s", e.msg);
    }
    if (rc == 0)
        rc = walk(&c, 0, state, err);
    eg_record_free(&rec);
    free(state);
    free(c.view);
    free(c.copy);
    free(c.legal);
    free(c.scene);
    free(c.ui);
    return rc;
}

int eg_lesson_scene(const eg_game *g, eg_scene *sc, eg_error *err)
{
    const eg_lesson *l = g ? g->lesson : NULL;
    if (!l || !g->draw)
        return eg_error_set(err, EG_ERR_LESSON_DATA, 0, "%s has no lesson drawn", g ? g->id : "no game");
    eg_record rec;
    eg_record_init(&rec);
    int rc = eg_lesson_record(g, l, &rec, err);
    void *state = malloc(g->state_size), *view = malloc(g->state_size);
    void *ui = g->ui_size ? calloc(1, g->ui_size) : NULL;
    if (rc == 0 && (!state || !view || (g->ui_size && !ui)))
        rc = eg_error_set(err, EG_ERR_NOMEM, 0, "out of memory");
    eg_error e = {0};
    if (rc == 0 && eg_record_replay_with(g, &rec, state, &e) != 0)
        rc = eg_error_set(err, EG_ERR_LESSON_RECORD, 0,
                          "the lesson's starting record does not load: %s", e.msg);
    if (rc == 0) {
        eg_view_of(g, state, l->learner, view);
        if (g->new_ui)
            g->new_ui(view, l->learner, ui);
        memset(sc, 0, sizeof *sc);
        g->draw(view, l->learner, ui, EG_NO_ITEM, sc);
    }
    eg_record_free(&rec);
    free(state);
    free(view);
    free(ui);
    return rc;
}

void eg_lesson_lights(const eg_lesson_step *s, eg_scene *sc)
{
    for (int k = 0; k < EG_LESSON_MAX_LIT && s->lit[k].glow > 0.0f; k++)
        for (int i = 0; i < sc->nitems; i++) {
            eg_item *e = &sc->items[i];
            if (e->id != s->lit[k].id || ((e->flags & EG_ITEM_LIT) && e->glow <= 0.0f))
                continue;
            /* A place drawn otherwise (City Blox's stud, EG_ITEM_UNSEEN) is
             * drawn while the note lights it: the learner must see it. */
            e->flags = (e->flags | EG_ITEM_LIT) & ~(unsigned)EG_ITEM_UNSEEN;
            e->glow = e->glow > s->lit[k].glow ? e->glow : s->lit[k].glow;
        }
}
