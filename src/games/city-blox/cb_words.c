/* SPDX-License-Identifier: MIT */
/* cb_words.c - a City Blox move in words a child reading with a parent
 * understands (eg_game.move_words): "put the red 2x3 brick on the house
 * plate", never "place:house:2x3@g7". The words need no view: every move
 * names its bricks and plates itself. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cb_core.h"
#include "cb_internal.h" /* cb_decision_now: what is asked now */
#include "eg_viewtext.h" /* eg_vt_out: words appended, stopped when full */

/* The field `i` (0-based) of s split at `sep`, as a NUL-ended copy; false
 * when there is none. */
static bool field(const char *s, char sep, int i, char *out, size_t outsz)
{
    for (; i > 0 && s; i--) {
        s = strchr(s, sep);
        s = s ? s + 1 : NULL;
    }
    if (!s)
        return false;
    size_t len = strcspn(s, (char[]){sep, '\0'});
    if (len >= outsz)
        return false;
    memcpy(out, s, len);
    out[len] = '\0';
    return true;
}

/* "the red 2x3" for a size or shape name, "a brick" when unknown. */
static void size_words(eg_vt_out *w, const char *the, const char *size)
{
    int kind;
    if (cb_kind_parse(size, strlen(size), &kind) == CB_OK)
        eg_vt_add(w, "%s %s %s", the, cb_kind_colour(kind), cb_kind_word(kind));
    else
        eg_vt_add(w, "%s brick", the);
}

/* A placed brick, SHAPE@STUD[^2]: "the red 2x3 brick" (", up on the second
 * level"). */
static void brick_words(eg_vt_out *w, const char *the, const char *brick)
{
    /* The shape before '@' (a brick off the plate still has one), the
     * level after '^'. */
    int kind;
    size_t len = strcspn(brick, "@");
    if (cb_kind_parse(brick, len, &kind) != CB_OK) {
        eg_vt_add(w, "%s brick", the);
        return;
    }
    eg_vt_add(w, "%s %s %s brick%s", the, cb_kind_colour(kind), cb_kind_word(kind),
        strstr(brick, "^2") ? " on the second level" : "");
}

/* A list of sizes "1x1,1x2,2x2": "the blue 1x1, the orange 1x2 and ...". */
static void sizes_words(eg_vt_out *w, const char *list)
{
    int n = 1;
    for (const char *c = list; *c; c++)
        n += *c == ',';
    for (int i = 0; i < n; i++) {
        char size[16];
        if (!field(list, ',', i, size, sizeof size)) {
            w->full = true;
            return;
        }
        if (i)
            eg_vt_add(w, i == n - 1 ? " and " : ", ");
        size_words(w, "the", size);
    }
}

int cb_move_words(const void *view, int viewer, const char *move, char *out, size_t outsz)
{
    (void)view, (void)viewer;
    if (!outsz)
        return 0;
    eg_vt_out w;
    eg_vt_start(&w, out, outsz);
    char verb[16], a[32], b[32], c[48];
    if (!field(move, ':', 0, verb, sizeof verb))
        return 0;
    bool has_a = field(move, ':', 1, a, sizeof a), has_b = field(move, ':', 2, b, sizeof b);
    if (strcmp(move, "done") == 0) {
        eg_vt_add(&w, "finish mending");
    } else if (strcmp(move, "return") == 0) {
        eg_vt_add(&w, "put the brick in hand back in the box");
    } else if (strcmp(move, "end") == 0) {
        eg_vt_add(&w, "end the turn");
    } else if (strcmp(verb, "pile") == 0 && has_a) {
        eg_vt_add(&w, "put ");
        sizes_words(&w, a);
        eg_vt_add(&w, " in the build pile");
    } else if (strcmp(verb, "take") == 0 && has_a) {
        size_words(&w, "take the", a);
        eg_vt_add(&w, " from the build pile");
    } else if (strcmp(verb, "gain") == 0 && has_a) {
        size_words(&w, "take a", a);
        eg_vt_add(&w, " from the box");
    } else if (strcmp(verb, "mend") == 0 && has_a) {
        eg_vt_add(&w, "mend the %s plate", a);
    } else if (strcmp(verb, "lay") == 0 && has_a) {
        eg_vt_add(&w, "lay the %s card on its plate", a);
    } else if (strcmp(verb, "clear") == 0 && has_a) {
        eg_vt_add(&w, "clear the finished %s plate", a);
    } else if (strcmp(verb, "place") == 0 && has_a && has_b) {
        brick_words(&w, "put the", b);
        eg_vt_add(&w, " on the %s plate", a);
    } else if (strcmp(verb, "move") == 0 && has_a) {
        char from[24], to[24];
        if (field(a, '>', 0, from, sizeof from) && field(a, '>', 1, to, sizeof to)) {
            brick_words(&w, "move the", from);
            eg_vt_add(&w, " to another place%s", strstr(to, "^2") ? " on the second level" : "");
        } else {
            w.full = true;
        }
    } else if (strcmp(verb, "back") == 0 && has_a) {
        brick_words(&w, "put the", a);
        eg_vt_add(&w, " back in the box");
    } else if (strcmp(verb, "pay") == 0 && has_a) {
        brick_words(&w, "pay with the", a);
    } else if (strcmp(verb, "lose") == 0 && has_a && has_b) {
        brick_words(&w, "give up the", b);
        eg_vt_add(&w, " from the %s plate", a);
    } else if (strcmp(verb, "give") == 0 && has_a) {
        eg_vt_add(&w, "give the event card to player %s", a);
    } else if (strcmp(verb, "swap") == 0 && has_a && has_b) {
        /* swap:PLOT:BRICK,N:PLOT:BRICK */
        char mine[32], who[8], theirs[32], plot2[32];
        if (field(b, ',', 0, mine, sizeof mine) && field(b, ',', 1, who, sizeof who) &&
            field(move, ':', 3, plot2, sizeof plot2) && field(move, ':', 4, theirs, sizeof theirs)) {
            brick_words(&w, "swap the", mine);
            eg_vt_add(&w, " from your %s plate for ", a);
            brick_words(&w, "the", theirs);
            eg_vt_add(&w, " on player %s's %s plate", who, plot2);
        } else {
            w.full = true;
        }
    } else if (strcmp(verb, "recycle") == 0 && has_a && has_b && field(move, ':', 3, c, sizeof c)) {
        brick_words(&w, "trade the", b);
        eg_vt_add(&w, " on the %s plate for ", a);
        sizes_words(&w, c);
    } else {
        w.full = true;
    }
    int n = eg_vt_done(&w); /* the words, or none when they do not fit */
    return n < 0 ? 0 : n;
}

/* What the player is asked to do now, for a move that does not fit it:
 * "take a brick from the build pile, or mend a plate". */
static void asked_words(eg_vt_out *w, const cb_state *s, int viewer)
{
    int who = -1;
    cb_decision d = cb_decision_now(s, &who);
    const cb_task *t = s->ntasks > 0 ? &s->tasks[0] : NULL;
    char name[16];
    if (who != viewer) {
        eg_vt_add(w, "wait for your turn");
        return;
    }
    switch (d) {
    case CB_D_SELECT: eg_vt_add(w, "first choose the bricks of the build pile from the box"); return;
    case CB_D_PICK: eg_vt_add(w, "take a brick from the build pile, or mend a plate"); return;
    case CB_D_MEND:
        cb_plot_name(s, viewer, s->mend_plot, name);
        eg_vt_add(w, "you are mending the %s plate: move its bricks, then click Done mending", name);
        return;
    case CB_D_LAY: eg_vt_add(w, "lay a card on a plate it fits, or click End turn"); return;
    case CB_D_TASK:
        if (!t)
            break;
        switch (t->kind) {
        case CB_T_PLACE:
            size_words(w, "first put the", cb_kind_name(t->arg));
            eg_vt_add(w, " brick on one of your plates");
            return;
        case CB_T_GAIN: eg_vt_add(w, "first choose a brick from the box"); return;
        case CB_T_LOSE: eg_vt_add(w, "first give back a brick: click it"); return;
        case CB_T_PAY:
            cb_plot_name(s, viewer, t->arg, name);
            eg_vt_add(w, "the %s card did not fit: first give back one of its bricks", name);
            return;
        case CB_T_GIVE: eg_vt_add(w, "first give the event card to another player"); return;
        case CB_T_SWAP: eg_vt_add(w, "first swap one of your bricks for another player's"); return;
        default: eg_vt_add(w, "first trade a red or green brick"); return;
        }
    default: break;
    }
    eg_vt_add(w, "wait");
}

int cb_refusal_words(const void *view, int viewer, const char *move, const eg_error *err,
                     char *out, size_t outsz)
{
    const cb_state *s = view;
    if (!outsz || !s || err->code <= 0 || err->code >= CB_ERR__COUNT)
        return 0; /* not the rules' refusal (a lesson's, the server's) */
    eg_vt_out w;
    eg_vt_start(&w, out, outsz);
    char verb[16] = "", a[32] = "", b[32] = "", plate[32] = "", brick[32] = "";
    field(move, ':', 0, verb, sizeof verb);
    bool has_a = field(move, ':', 1, a, sizeof a), has_b = field(move, ':', 2, b, sizeof b);
    /* The plate and the brick the move names. */
    if ((strcmp(verb, "place") == 0 || strcmp(verb, "lose") == 0 || strcmp(verb, "recycle") == 0) &&
        has_b) {
        snprintf(plate, sizeof plate, "%s", a);
        snprintf(brick, sizeof brick, "%s", b);
    } else if (strcmp(verb, "move") == 0 || strcmp(verb, "back") == 0 || strcmp(verb, "pay") == 0) {
        int q = strcmp(verb, "pay") == 0 && s->ntasks > 0 ? s->tasks[0].arg : s->mend_plot;
        cb_plot_name(s, viewer, q, plate);
        field(a, '>', 0, brick, sizeof brick);
    } else if (strcmp(verb, "swap") == 0 && has_a && has_b) {
        snprintf(plate, sizeof plate, "%s", a);
        field(b, ',', 0, brick, sizeof brick);
    } else if (has_a && cb_plot_parse(s, viewer, a, strlen(a)) >= 0) {
        snprintf(plate, sizeof plate, "%s", a);
    }
    char size[16] = "";
    if (has_a && (strcmp(verb, "take") == 0 || strcmp(verb, "gain") == 0 || strcmp(verb, "pile") == 0))
        field(a, ',', 0, size, sizeof size);
    switch (err->code) {
    case CB_ERR_OFF_PLATE:
        brick_words(&w, "The", brick);
        eg_vt_add(&w, " would stick out over the edge of the %s plate: put it further in", plate);
        break;
    case CB_ERR_OVERLAP:
        eg_vt_add(&w, "There is a brick there already on the %s plate: put ", plate);
        brick_words(&w, "the", brick);
        eg_vt_add(&w, " where its studs are free");
        break;
    case CB_ERR_UNDER_SECOND:
        eg_vt_add(&w, "A brick of the second level is over that place on the %s plate: nothing "
                      "slides under it. Put ", plate);
        brick_words(&w, "the", brick);
        eg_vt_add(&w, " somewhere else");
        break;
    case CB_ERR_UNSUPPORTED:
        brick_words(&w, "The", brick);
        eg_vt_add(&w, " needs a brick under it on the %s plate: put it on a brick, or beside them",
                  plate);
        break;
    case CB_ERR_WOULD_UNSUPPORT:
        eg_vt_add(&w, "A brick on the second level of the %s plate would have nothing under it: "
                      "choose another brick", plate);
        break;
    case CB_ERR_PLOT_COMPLETE:
        eg_vt_add(&w, "The %s plate is finished: its bricks stay as they are. Choose another plate",
                  plate);
        break;
    case CB_ERR_NO_SUCH_BRICK:
    case CB_ERR_NO_SUCH_PLOT:
    case CB_ERR_NO_SUCH_PLAYER:
        eg_vt_add(&w, "That is not one of the bricks or plates this move can use: choose another");
        break;
    case CB_ERR_WRONG_KIND:
        eg_vt_add(&w, "That is a different brick: ");
        asked_words(&w, s, viewer);
        break;
    case CB_ERR_NOT_IN_SUPPLY:
        size_words(&w, "There is no", size[0] ? size : "?");
        eg_vt_add(&w, " brick left in the box: choose another");
        break;
    case CB_ERR_NOT_IN_PILE:
        size_words(&w, "There is no", size[0] ? size : "?");
        eg_vt_add(&w, " brick in the build pile: choose one that is there");
        break;
    case CB_ERR_PILE_REPEAT:
        eg_vt_add(&w, "That size is in the build pile already: choose a different one");
        break;
    case CB_ERR_PILE_SIZE: eg_vt_add(&w, "The build pile is full"); break;
    case CB_ERR_NOT_2X2: eg_vt_add(&w, "Faulty construction: give back a yellow 2x2 brick"); break;
    case CB_ERR_NOT_RED_GREEN: eg_vt_add(&w, "Recycle: choose a red 2x3 or a green 2x4 brick"); break;
    case CB_ERR_RECYCLE_SIZES:
        eg_vt_add(&w, "Recycle: choose three different sizes smaller than the brick, from the box");
        break;
    case CB_ERR_SELF_TARGET: eg_vt_add(&w, "Give the event card to another player, not yourself"); break;
    case CB_ERR_TARGET_DONE:
        eg_vt_add(&w, "That player has finished building: give it to someone still building");
        break;
    case CB_ERR_NOT_1B:
    case CB_ERR_SIZES_LEFT:
    case CB_ERR_ALREADY_CLEARED:
    case CB_ERR_NOT_COMPLETE:
        eg_vt_add(&w, "The %s plate cannot be cleared now", plate);
        break;
    case CB_ERR_GAME_OVER: eg_vt_add(&w, "The game is over"); break;
    case CB_ERR_NO_CHANGE:
        brick_words(&w, "The", brick);
        eg_vt_add(&w, " is there already: drop it somewhere else, or turn it first");
        break;
    case CB_ERR_LOOKED:
        eg_vt_add(&w, "You looked at the %s card this turn: change its plate first", plate);
        break;
    default: /* malformed or unknown moves (typed, never clicked) and those not asked now */
        eg_vt_add(&w, "Not now: ");
        asked_words(&w, s, viewer);
        break;
    }
    int n = eg_vt_done(&w);
    return n < 0 ? 0 : n;
}

/* A whole build pile ("pile:1x2,2x2,2x3") as the clicks on the supply box
 * that make it, one size each ("pile:1x2", ...; eg_game.move_steps: the
 * hint lights those sizes). */
int cb_move_steps(const void *view, int viewer, const char *move, char (*out)[EG_MOVE_MAX],
                  int max)
{
    (void)view, (void)viewer;
    char size[16];
    int n = 0;
    if (strncmp(move, "pile:", 5) != 0 || !strchr(move, ','))
        return 0; /* one size is one click */
    while (n < max && field(move + 5, ',', n, size, sizeof size))
        snprintf(out[n++], EG_MOVE_MAX, "pile:%s", size);
    return n;
}
