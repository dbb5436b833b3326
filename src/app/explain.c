/* SPDX-License-Identifier: MIT */
/* explain.c - the words of the reveal, the hover line and the move list
 * (see explain.h). */
#include "explain.h"

#include <stdio.h>

static const char *const FACE[7] = {"?", "1", "2", "3", "4", "=", "\xe2\x98\x85"};
#define ARROW " \xe2\x86\x92 "

static int popcount(unsigned m)
{
    int n = 0;
    for (; m; m >>= 1)
        n += (int)(m & 1);
    return n;
}

int cs_explain_line(const cs_board *b, cs_seat seat, int line, int code, char *goal,
                    size_t goalsz, char *why, size_t whysz)
{
    if (code < 1 || code > 6) {
        snprintf(goal, goalsz, "line %d: ?", line + 1);
        snprintf(why, whysz, "no goal");
        return 0;
    }
    int points = cs_score_line(b, seat, line, code);
    snprintf(goal, goalsz, "line %d: goal %s", line + 1, FACE[code]);
    if (code <= 4) {
        uint8_t h[CS_LINE_LEN];
        cs_board_line_heights(b, seat, line, h);
        snprintf(why, whysz, "sees %d" ARROW "%d", cs_line_visible(h), points);
    } else if (code == 5) {
        int n = popcount(cs_line_counting(b, seat, line, code));
        if (points > 0)
            snprintf(why, whysz, "%d in pairs" ARROW "%d", n, points);
        else
            snprintf(why, whysz, "no pair seen" ARROW "0");
    } else {
        snprintf(why, whysz, points > 0 ? "holds the tallest" ARROW "%d"
                                        : "tallest not here" ARROW "%d",
                 points);
    }
    return points;
}

void cs_explain_lot(const cs_board *b, int lot, char *out, size_t outsz)
{
    char name[4];
    cs_lot_format(lot, name, sizeof name);
    uint8_t stack[CS_BLOCKS];
    int n = cs_board_stack(b, lot, stack);
    if (n == 0) {
        snprintf(out, outsz, "%s: empty", name);
        return;
    }
    int len = snprintf(out, outsz, "%s: %d high, %s", name, b->height[lot],
                       n == 1 ? "one block" : "blocks ");
    for (int i = 0; n > 1 && i < n && len > 0 && (size_t)len < outsz; i++)
        len += snprintf(out + len, outsz - (size_t)len, "%s%d", i ? "+" : "", stack[i]);
}

void cs_explain_move(cs_move m, const char *who, char *out, size_t outsz)
{
    char name[4];
    cs_lot_format(m.lot, name, sizeof name);
    snprintf(out, outsz, "%d on %s by %s", m.height, name, who);
}
