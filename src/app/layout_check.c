/* SPDX-License-Identifier: MIT */
/* layout_check.c - a frame's 2-D layout judged from what was drawn (see
 * layout_check.h). */
#include "layout_check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


enum { LOG_CAP = 1024 };

struct fe_layout_check {
    eg_drawn items[LOG_CAP];
    fe_draw_log log;
    int first_ui; /* log entries before it: the scene's labels */
    char **seen; /* problems printed so far */
    int nseen, capseen;
    const char *where;
};

fe_layout_check *fe_layout_check_from_env(void)
{
    const char *env = getenv("CITYSCAPE_LAYOUT_CHECK");
    if (!env || !*env || strcmp(env, "0") == 0)
        return NULL;
    return calloc(1, sizeof(fe_layout_check));
}

void fe_layout_check_free(fe_layout_check *c)
{
    if (!c)
        return;
    for (int i = 0; i < c->nseen; i++)
        free(c->seen[i]);
    free(c->seen);
    free(c);
}

void fe_layout_check_begin(fe_layout_check *c, fe_renderer *r)
{
    if (!c)
        return;
    c->log.items = c->items;
    c->log.cap = LOG_CAP;
    c->log.n = 0;
    c->log.lost = 0;
    c->first_ui = 0;
    fe_renderer_log(r, &c->log);
}

void fe_layout_check_ui(fe_layout_check *c)
{
    if (c)
        c->first_ui = c->log.n;
}

static void remember(void *ctx, const char *message)
{
    fe_layout_check *c = ctx;
    char line[600];
    snprintf(line, sizeof line, "%s: %s", c->where, message);
    for (int i = 0; i < c->nseen; i++)
        if (strcmp(c->seen[i], line) == 0)
            return;
    if (c->nseen == c->capseen) {
        int cap = c->capseen ? 2 * c->capseen : 32;
        char **p = realloc(c->seen, (size_t)cap * sizeof *p);
        if (!p)
            return;
        c->seen = p;
        c->capseen = cap;
    }
    char *copy = malloc(strlen(line) + 1);
    if (!copy)
        return;
    strcpy(copy, line);
    c->seen[c->nseen++] = copy;
    fprintf(stderr, "layout: %s\n", line);
}

void fe_layout_check_end(fe_layout_check *c, fe_renderer *r, const char *where, int w, int h,
                         float top, float bottom)
{
    if (!c)
        return;
    fe_renderer_log(r, NULL);
    c->where = where;
    if (c->log.lost > 0) {
        char msg[96];
        snprintf(msg, sizeof msg, "%d things drawn past the check's log of %d", c->log.lost,
                 LOG_CAP);
        remember(c, msg);
    }
    eg_layout_problems(c->log.items, c->log.n, c->first_ui, w, h, top, bottom, remember, c);
}

void fe_layout_check_note(fe_layout_check *c, const char *where, const char *message)
{
    if (!c)
        return;
    c->where = where;
    remember(c, message);
}

int fe_layout_check_count(const fe_layout_check *c)
{
    return c ? c->nseen : 0;
}
