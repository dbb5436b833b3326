/* SPDX-License-Identifier: MIT */
/* cb_position.c - a game position on one line, for records and people:
 *   r=ROUND act=PLAYER supply=N,N,N,N,N,N pile=SIZE,... | P PLOT:CARD:BRICKS ...
 * ROUND and PLAYER 1-based (act=- when over); CARD h1..m12; BRICKS a comma
 * list, '-' for none, '*' for a complete plot. */
#include "cb_internal.h"

#include <stdarg.h>
#include <stdio.h>

typedef struct {
    char *out;
    size_t size, n;
    bool full;
} buf;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void add(buf *b, const char *fmt, ...)
{
    if (b->full)
        return;
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(b->out + b->n, b->size - b->n, fmt, ap);
    va_end(ap);
    if (w < 0 || (size_t)w >= b->size - b->n)
        b->full = true;
    else
        b->n += (size_t)w;
}

int cb_position_format(const cb_state *s, char *out, size_t outsz)
{
    if (outsz == 0)
        return -1;
    buf b = {out, outsz, 0, false};
    int who;
    cb_decision d = cb_decision_now(s, &who);
    add(&b, "r=%d act=", s->round + 1);
    if (d == CB_D_NONE)
        add(&b, "-");
    else
        add(&b, "%d", who + 1);
    add(&b, " supply=%d,%d,%d,%d,%d,%d pile=", s->supply[0], s->supply[1], s->supply[2],
        s->supply[3], s->supply[4], s->supply[5]);
    const char *sep = "";
    for (int k = 0; k < CB_KINDS; k++)
        for (int i = 0; i < s->pile[k]; i++, sep = ",")
            add(&b, "%s%s", sep, cb_kind_name(k));
    if (!*sep)
        add(&b, "-");
    for (int pl = 0; pl < s->p.nplayers; pl++) {
        add(&b, " | %d", pl + 1);
        for (int q = 0; q < CB_PLOTS; q++) {
            char name[16];
            int card = s->card[pl][q];
            cb_plot_name(s, pl, q, name);
            add(&b, " %s:%c%d:", name, "hsm"[card / CB_CARDS_PER_KIND],
                card % CB_CARDS_PER_KIND + 1);
            if (!cb_plot_unfinished(s, pl, q) && (s->cleared[pl] & (1u << q))) {
                add(&b, "*");
                continue;
            }
            sep = "";
            for (int i = 0; i < s->nplaced; i++)
                if (s->placed[i].plot == cb_plot_id(pl, q)) {
                    char bt[24];
                    cb_brick_format(s->placed[i].b, bt, sizeof bt);
                    add(&b, "%s%s", sep, bt);
                    sep = ",";
                }
            if (!*sep)
                add(&b, "-");
            if (!cb_plot_unfinished(s, pl, q))
                add(&b, "*");
        }
    }
    return b.full ? -1 : (int)b.n;
}
