/* SPDX-License-Identifier: MIT */
/* sx_reveal.c - a round's scoring as steps the mid end shows one by one:
 * the tallest building, each city's majority, the buildings counted. */
#include "sx_internal.h"

#include <stdio.h>
#include <string.h>

static void light_site(eg_reveal_step *st, int site)
{
    st->light[site / 32] |= 1u << (site % 32);
}

static eg_reveal_step *step(eg_reveal_step out[EG_MAX_REVEAL_STEPS], int *n, int player,
                            int points)
{
    eg_reveal_step *st = &out[(*n)++];
    memset(st, 0, sizeof *st);
    st->player = (int8_t)player;
    st->points = (int16_t)points;
    return st;
}

int sx_reveal(const sx_state *before, const sx_state *after,
              eg_reveal_step out[EG_MAX_REVEAL_STEPS])
{
    sx_scoring sc;
    sx_score_board(&after->board, &sc);
    int n = 0;
    eg_reveal_step *st = step(out, &n, EG_NO_PLAYER, 0);
    snprintf(st->text, sizeof st->text, "round %d of %d scored", before->round + 1,
             before->nrounds);
    /* The tallest building. */
    if (sc.tallest_site >= 0) {
        int site = sc.tallest_site, c = after->board.owner[site];
        st = step(out, &n, sx_colour_player(after, c), 3);
        light_site(st, site);
        snprintf(st->text, sizeof st->text,
                 "tallest: city %d row %d column %d, %d floors, %s scores 3", site / 9 + 1,
                 site % 9 / 3 + 1, site % 3 + 1, sx_site_height(&after->board, site),
                 sx_colour_name(c));
    } else {
        st = step(out, &n, EG_NO_PLAYER, 0);
        int maxh = 0;
        for (int s = 0; s < SX_SITES; s++)
            if (sx_site_height(&after->board, s) > maxh)
                maxh = sx_site_height(&after->board, s);
        for (int s = 0; s < SX_SITES && maxh > 0; s++)
            if (sx_site_height(&after->board, s) == maxh)
                light_site(st, s);
        if (maxh)
            snprintf(st->text, sizeof st->text, "tallest: a tie at %d floors, nobody scores",
                     maxh);
        else
            snprintf(st->text, sizeof st->text, "tallest: no buildings yet");
    }
    /* Each city's majority. */
    for (int city = 0; city < SX_CITIES; city++) {
        int m = sc.majority[city];
        st = step(out, &n, m >= 0 ? sx_colour_player(after, m) : EG_NO_PLAYER, m >= 0 ? 2 : 0);
        for (int s = city * 9; s < city * 9 + 9; s++)
            if (after->board.owner[s] >= 0 && (m < 0 || after->board.owner[s] == m))
                light_site(st, s);
        if (m >= 0)
            snprintf(st->text, sizeof st->text, "city %d: %s owns the most buildings (%d), 2",
                     city + 1, sx_colour_name(m), sc.nbuildings[city][m]);
        else
            snprintf(st->text, sizeof st->text, "city %d: no single majority, nobody scores",
                     city + 1);
    }
    /* Every building, per colour. */
    for (int c = 0; c < SX_COLOURS; c++) {
        if (sx_colour_player(after, c) < 0)
            continue;
        st = step(out, &n, sx_colour_player(after, c), sc.colour[c].buildings);
        for (int s = 0; s < SX_SITES; s++)
            if (after->board.owner[s] == c)
                light_site(st, s);
        snprintf(st->text, sizeof st->text, "%s: %d buildings, 1 each", sx_colour_name(c),
                 sc.colour[c].buildings);
    }
    return n;
}
