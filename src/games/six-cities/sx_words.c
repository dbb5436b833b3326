/* SPDX-License-Identifier: MIT */
/* sx_words.c - a Six Cities move in words a player uses (eg_game.move_words):
 * "card 5: a red 2-floor block in city 3", never "53R2". The words need no
 * view: every move names its card, city, colour and floors itself. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "sx_core.h"

static const char *colour_word(char c)
{
    switch (c) {
    case 'R': return "red";
    case 'Y': return "yellow";
    case 'G': return "green";
    case 'B': return "blue";
    default: return NULL;
    }
}

/* Appends to out at *n; false when it does not fit. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static bool put(char *out, size_t outsz, size_t *n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(out + *n, outsz - *n, fmt, ap);
    va_end(ap);
    if (w < 0 || (size_t)w >= outsz - *n)
        return false;
    *n += (size_t)w;
    return true;
}

static bool floors_ok(char c) { return c >= '1' && c <= '4'; }

int sx_move_words(const void *view, int viewer, const char *move, char *out, size_t outsz)
{
    (void)view, (void)viewer;
    if (!outsz)
        return 0;
    out[0] = '\0';
    size_t len = strlen(move), n = 0;
    bool ok = false;
    if (strcmp(move, "pass") == 0) {
        ok = put(out, outsz, &n, "pass");
    } else if (len == 2 && move[0] == 'x' && move[1] >= '1' && move[1] <= '9') {
        ok = put(out, outsz, &n, "discard card %c and draw", move[1]);
    } else if (len == 3 && move[0] == '+' && colour_word(move[1]) && floors_ok(move[2])) {
        ok = put(out, outsz, &n, "set aside a %s %c-floor block", colour_word(move[1]), move[2]);
    } else if (len == 4 && move[0] >= '1' && move[0] <= '9' && move[1] >= '1' && move[1] <= '6' &&
               colour_word(move[2]) && floors_ok(move[3])) {
        ok = put(out, outsz, &n, "card %c: a %s %c-floor block in city %c", move[0],
                 colour_word(move[2]), move[3], move[1]);
    } else if (len >= 2 && len % 2 == 0) { /* a block choice: R1R1R2... */
        ok = put(out, outsz, &n, "choose the blocks");
        for (size_t i = 0; ok && i < len; i += 2) {
            ok = colour_word(move[i]) && floors_ok(move[i + 1]);
            bool same = i > 0 && move[i] == move[i - 2];
            if (ok)
                ok = same ? put(out, outsz, &n, ", %c", move[i + 1])
                          : put(out, outsz, &n, "%s %s %c", i ? ";" : ":", colour_word(move[i]),
                                move[i + 1]);
        }
        if (ok)
            ok = put(out, outsz, &n, " floors");
    }
    if (!ok) {
        out[0] = '\0';
        return 0;
    }
    return (int)n;
}

/* A block choice ("R1R1R2Y3") as the clicks on the supply that make it:
 * "+R1", "+R2", "+Y3", each kind once (eg_game.move_steps: the hint lights
 * those stacks). */
int sx_move_steps(const void *view, int viewer, const char *move, char (*out)[EG_MOVE_MAX],
                  int max)
{
    (void)view, (void)viewer;
    size_t len = strlen(move);
    int n = 0;
    for (size_t i = 0; len % 2 == 0 && i < len; i += 2) {
        if (!colour_word(move[i]) || !floors_ok(move[i + 1]))
            return 0; /* not a choice: a placement, a discard, a pass */
        bool seen = false;
        for (int k = 0; k < n && !seen; k++)
            seen = out[k][1] == move[i] && out[k][2] == move[i + 1];
        if (!seen && n < max)
            snprintf(out[n++], EG_MOVE_MAX, "+%c%c", move[i], move[i + 1]);
    }
    return n;
}
