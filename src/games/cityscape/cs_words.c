/* SPDX-License-Identifier: MIT */
/* cs_words.c - a Cityscape move in words a player uses (eg_game.move_words):
 * "a 3 on b4", "goals for the south edge: 3, =, (star) and 2". The words
 * need no view: a move names its block and lot, or its seat and goals, each
 * goal as its die shows it (cs_city_goal_mark), never its code. */
#include <stdio.h>
#include <string.h>

#include "cityscape_game.h"
#include "cs_core.h"

const char *cs_city_goal_mark(int code)
{
    static const char *const MARK[7] = {"?", "1", "2", "3", "4", "=", "\xe2\x98\x85"};
    return code >= 1 && code <= 6 ? MARK[code] : MARK[0];
}

int cs_city_move_words(const void *view, int viewer, const char *move, char *out, size_t outsz)
{
    (void)view, (void)viewer;
    if (!outsz)
        return 0;
    out[0] = '\0';
    int n = 0;
    size_t len = strlen(move);
    if (strchr(move, ':')) {
        int seat;
        uint8_t codes[CS_LINES];
        if (cs_goals_parse(move, len, &seat, codes, NULL) == CS_OK) {
            n = snprintf(out, outsz, "goals for the %s edge:", cs_seat_name((cs_seat)seat));
            for (int l = 0; l < CS_LINES && n > 0 && (size_t)n < outsz; l++)
                n += snprintf(out + n, outsz - (size_t)n, "%s %s",
                              !l                  ? ""
                              : l == CS_LINES - 1 ? " and"
                                                  : ",",
                              cs_city_goal_mark(codes[l]));
        }
    } else {
        cs_move m;
        char lot[4];
        if (cs_move_parse(move, len, &m, NULL) == CS_OK && cs_lot_format(m.lot, lot, sizeof lot) > 0)
            n = snprintf(out, outsz, "a %d on %s", m.height, lot);
    }
    if (n <= 0 || (size_t)n >= outsz) {
        out[0] = '\0';
        return 0;
    }
    return n;
}
