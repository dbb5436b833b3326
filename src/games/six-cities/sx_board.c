/* SPDX-License-Identifier: MIT */
/* sx_board.c - the six cities: colours and seats by name, sites, what a card means from a seat, the
 * placement rule and one round's scoring. */
#include "sx_core.h"

#include <string.h>

/* ---- Colours and seats by name (the notation and the messages). */

static const char COLOUR_CHARS[SX_COLOURS + 1] = "RYGB";
static const char *const COLOUR_NAMES[SX_COLOURS] = {"red", "yellow", "green", "blue"};
static const char SEAT_CHARS[5] = "SWNE";

char sx_colour_char(int colour) { return COLOUR_CHARS[colour & 3]; }
const char *sx_colour_name(int colour) { return COLOUR_NAMES[colour & 3]; }
char sx_seat_char(sx_seat seat) { return SEAT_CHARS[seat & 3]; }

int sx_colour_from_char(char c)
{
    const char *p = c ? strchr(COLOUR_CHARS, c) : NULL;
    return p ? (int)(p - COLOUR_CHARS) : -1;
}

int sx_seat_from_char(char c)
{
    const char *p = c ? strchr(SEAT_CHARS, c) : NULL;
    return p ? (int)(p - SEAT_CHARS) : -1;
}

const uint8_t SX_SUPPLY[SX_MAX_FLOORS + 1] = {0, 11, 6, 4, 3};

void sx_board_init(sx_board *b)
{
    memset(b, 0, sizeof *b);
    memset(b->owner, SX_NO_OWNER, sizeof b->owner);
}

int sx_site_height(const sx_board *b, int site)
{
    int h = 0;
    for (int c = 0; c < SX_COLOURS; c++)
        h += b->floors[site][c];
    return h;
}

/* RULINGS.md "Seats and the cards": a card position (r, c), r = 0 on the
 * card's far side, is read from its owner's edge: S (r, c), N (2-r, 2-c),
 * W (c, 2-r), E (2-c, r). */
int sx_card_site(sx_seat seat, int card)
{
    int r = (card - 1) / 3, c = (card - 1) % 3, row, col;
    switch (seat) {
    case SX_N: row = 2 - r; col = 2 - c; break;
    case SX_W: row = c; col = 2 - r; break;
    case SX_E: row = 2 - c; col = r; break;
    case SX_S: default: row = r; col = c; break;
    }
    return row * 3 + col;
}

/* An empty site or your own building always takes the block; someone else's
 * only if afterwards your floors there are at least its owner's. */
int sx_check_place(const sx_board *b, int colour, int floors, int site, int card,
                   sx_seat seat, eg_error *err)
{
    int owner = b->owner[site];
    if (owner == SX_NO_OWNER || owner == colour)
        return SX_OK;
    int theirs = b->floors[site][owner], mine = b->floors[site][colour] + floors;
    if (mine >= theirs)
        return SX_OK;
    int in_city = site % SX_CITY_SITES;
    return eg_error_set(err, SX_E_TOO_FEW_FLOORS, 0,
                        "card %d from %c means row %d column %d of city %d, where %s "
                        "has %d floors and you would have %d",
                        card, sx_seat_char(seat), in_city / 3 + 1, in_city % 3 + 1,
                        site / SX_CITY_SITES + 1, sx_colour_name(owner), theirs, mine);
}

int sx_board_put(sx_board *b, int colour, int floors, int site)
{
    if (b->nblocks >= SX_LOG_MAX)
        return SX_E_POS_TOO_BIG;
    b->floors[site][colour] = (uint16_t)(b->floors[site][colour] + floors);
    b->owner[site] = (int8_t)colour;
    b->log_site[b->nblocks] = (uint8_t)site;
    b->log_block[b->nblocks] = (uint8_t)(colour * 8 + floors);
    b->nblocks++;
    return SX_OK;
}

/* ---- Scoring (RULINGS.md "A round", 3): the single tallest building 3, the
 * most buildings in a city 2, every building 1; any tie scores nothing. */

static int tallest_site(const sx_board *b)
{
    int best = -1, best_h = 0, ties = 0;
    for (int s = 0; s < SX_SITES; s++) {
        int h = sx_site_height(b, s);
        if (h > best_h) {
            best_h = h;
            best = s;
            ties = 0;
        } else if (h == best_h && h > 0) {
            ties++;
        }
    }
    return ties ? -1 : best;
}

static int city_majority(const int8_t count[SX_COLOURS])
{
    int best = -1, best_n = 0, ties = 0;
    for (int c = 0; c < SX_COLOURS; c++) {
        if (count[c] > best_n) {
            best_n = count[c];
            best = c;
            ties = 0;
        } else if (count[c] == best_n && best_n > 0) {
            ties++;
        }
    }
    return ties ? -1 : best;
}

void sx_score_board(const sx_board *b, sx_scoring *out)
{
    memset(out, 0, sizeof *out);
    for (int s = 0; s < SX_SITES; s++)
        if (b->owner[s] != SX_NO_OWNER) {
            out->nbuildings[s / SX_CITY_SITES][b->owner[s]]++;
            out->colour[b->owner[s]].buildings++;
        }
    out->tallest_site = tallest_site(b);
    if (out->tallest_site >= 0)
        out->colour[b->owner[out->tallest_site]].tallest = 3;
    for (int city = 0; city < SX_CITIES; city++) {
        out->majority[city] = (int8_t)city_majority(out->nbuildings[city]);
        if (out->majority[city] >= 0)
            out->colour[out->majority[city]].majorities += 2;
    }
    for (int c = 0; c < SX_COLOURS; c++)
        out->colour[c].total =
            out->colour[c].tallest + out->colour[c].majorities + out->colour[c].buildings;
}
