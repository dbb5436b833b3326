/* SPDX-License-Identifier: MIT */
/* sx_describe.c - Six Cities' tooltips at the table: what a site holds and
 * how many floors it takes to build over it (item ids: sx_draw.c). */
#include <stdio.h>

#include "sx_core.h"

int sx_table_describe(const void *view, int viewer, const void *ui, int32_t item, char *out, size_t outsz)
{
    (void)ui;
    const sx_state *s = view;
    if (item < 0 || item >= SX_SITES)
        return 0;
    int city = item / 9, row = (item % 9) / 3, col = item % 3;
    /* The site named as its player reads it: the card that marks it from
     * their seat (the board's rows and columns, north to south and west to
     * east, are the notation's, not what a player at W, N or E sees). */
    char where[64];
    int card = 0;
    if (viewer >= 0 && viewer < s->nplayers)
        for (int k = 1; k <= SX_CARD_KINDS && !card; k++)
            if (sx_card_site((sx_seat)sx_player_seat(s, viewer), k) == item % 9)
                card = k;
    if (card)
        snprintf(where, sizeof where, "City %d, the site of card %d", city + 1, card);
    else
        snprintf(where, sizeof where, "City %d, row %d column %d", city + 1, row + 1, col + 1);
    const sx_board *b = &s->board;
    int owner = b->owner[item], height = sx_site_height(b, item);
    int n;
    if (owner < 0)
        n = snprintf(out, outsz, "%s: empty; any block may go here", where);
    else
        n = snprintf(out, outsz,
                     "%s: %d floors, %s owns %d; "
                     "to take it you need %d floors of your colour after placing",
                     where, height, sx_colour_name(owner), (int)b->floors[item][owner],
                     (int)b->floors[item][owner]);
    return n < 0 ? 0 : n;
}
