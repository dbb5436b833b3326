/* SPDX-License-Identifier: MIT */
/* sx_describe.c - Six Cities' tooltips at the table: what a site holds and
 * how many floors it takes to build over it (item ids: sx_draw.c). */
#include <stdio.h>

#include "sx_core.h"

int sx_table_describe(const void *view, int viewer, int32_t item, char *out, size_t outsz)
{
    (void)viewer;
    const sx_state *s = view;
    if (item < 0 || item >= SX_SITES)
        return 0;
    int city = item / 9, row = (item % 9) / 3, col = item % 3;
    const sx_board *b = &s->board;
    int owner = b->owner[item], height = sx_site_height(b, item);
    int n;
    if (owner < 0)
        n = snprintf(out, outsz, "City %d, row %d column %d: empty; any block may go here",
                     city + 1, row + 1, col + 1);
    else
        n = snprintf(out, outsz,
                     "City %d, row %d column %d: %d floors, %s owns %d; "
                     "to take it you need %d floors of your colour after placing",
                     city + 1, row + 1, col + 1, height, sx_colour_name(owner),
                     (int)b->floors[item][owner], (int)b->floors[item][owner]);
    return n < 0 ? 0 : n;
}
