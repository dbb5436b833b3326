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
