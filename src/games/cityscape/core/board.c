/* SPDX-License-Identifier: MIT */
/* board.c - seats, lines, and the board of stacked blocks. */
#include "cs_core.h"

#include <string.h>

/* ---- Seats and lines (RULINGS.md, "Seats and lines"). */

static const char SEAT_CHARS[CS_SEATS] = {'S', 'W', 'N', 'E'};
static const char *const SEAT_NAMES[CS_SEATS] = {"south", "west", "north", "east"};

/* cs_line_table[seat][line][depth]: lot index, front (nearest the seat) to
 * back. */
#define L(f, r) ((uint8_t)((f) + 4 * (r)))
const uint8_t cs_line_table[CS_SEATS][CS_LINES][CS_LINE_LEN] = {
    /* S faces north: files a..d, rank 1 -> 4 */
    [CS_S] = {{L(0, 0), L(0, 1), L(0, 2), L(0, 3)},
              {L(1, 0), L(1, 1), L(1, 2), L(1, 3)},
              {L(2, 0), L(2, 1), L(2, 2), L(2, 3)},
              {L(3, 0), L(3, 1), L(3, 2), L(3, 3)}},
    /* W faces east: ranks 4..1, file a -> d */
    [CS_W] = {{L(0, 3), L(1, 3), L(2, 3), L(3, 3)},
              {L(0, 2), L(1, 2), L(2, 2), L(3, 2)},
              {L(0, 1), L(1, 1), L(2, 1), L(3, 1)},
              {L(0, 0), L(1, 0), L(2, 0), L(3, 0)}},
    /* N faces south: files d..a, rank 4 -> 1 */
    [CS_N] = {{L(3, 3), L(3, 2), L(3, 1), L(3, 0)},
              {L(2, 3), L(2, 2), L(2, 1), L(2, 0)},
              {L(1, 3), L(1, 2), L(1, 1), L(1, 0)},
              {L(0, 3), L(0, 2), L(0, 1), L(0, 0)}},
    /* E faces west: ranks 1..4, file d -> a */
    [CS_E] = {{L(3, 0), L(2, 0), L(1, 0), L(0, 0)},
              {L(3, 1), L(2, 1), L(1, 1), L(0, 1)},
              {L(3, 2), L(2, 2), L(1, 2), L(0, 2)},
              {L(3, 3), L(2, 3), L(1, 3), L(0, 3)}},
};
#undef L

char cs_seat_char(cs_seat seat)
{
    return (unsigned)seat < CS_SEATS ? SEAT_CHARS[seat] : '?';
}

int cs_seat_from_char(char c)
{
    for (int s = 0; s < CS_SEATS; s++)
        if (SEAT_CHARS[s] == c)
            return s;
    return -1;
}

/* A lot's name, "b4" (its parser is in notation.c). */
int cs_lot_format(int lot, char *out, size_t outsz)
{
    if (outsz < 3 || lot < 0 || lot >= CS_LOTS)
        return -1;
    out[0] = (char)('a' + cs_lot_file(lot));
    out[1] = (char)('1' + cs_lot_rank(lot));
    out[2] = '\0';
    return 2;
}

const char *cs_seat_name(cs_seat seat)
{
    return (unsigned)seat < CS_SEATS ? SEAT_NAMES[seat] : "nobody";
}

const uint8_t *cs_line_lots(cs_seat seat, int line)
{
    return cs_line_table[seat & 3][line & 3];
}

int cs_lot_line(cs_seat seat, int lot)
{
    for (int line = 0; line < CS_LINES; line++)
        for (int d = 0; d < CS_LINE_LEN; d++)
            if (cs_line_table[seat & 3][line][d] == lot)
                return line;
    return -1;
}

int cs_lot_depth(cs_seat seat, int lot)
{
    for (int line = 0; line < CS_LINES; line++)
        for (int d = 0; d < CS_LINE_LEN; d++)
            if (cs_line_table[seat & 3][line][d] == lot)
                return d;
    return -1;
}

/* ---- Board. */

void cs_board_init(cs_board *b)
{
    memset(b, 0, sizeof *b);
    for (int h = 1; h <= CS_HEIGHTS; h++)
        b->supply[h] = CS_BLOCKS_PER_HEIGHT;
}

bool cs_board_can_place(const cs_board *b, cs_move m)
{
    return m.height >= 1 && m.height <= CS_HEIGHTS && m.lot < CS_LOTS &&
           b->supply[m.height] > 0 && b->nplaced < CS_BLOCKS;
}

cs_errcode cs_board_place(cs_board *b, cs_move m, cs_error *err)
{
    if (m.height < 1 || m.height > CS_HEIGHTS)
        return cs_error_set(err, CS_ERR_BAD_HEIGHT, 0, 0,
                            "height %d is not a block height (1-5)", m.height);
    if (m.lot >= CS_LOTS)
        return cs_error_set(err, CS_ERR_NO_SUCH_LOT, 0, 0,
                            "lot %d is not on the board (a1-d4)", m.lot);
    if (b->supply[m.height] == 0) {
        char lot[4];
        cs_lot_format(m.lot, lot, sizeof lot);
        return cs_error_set(err, CS_ERR_NO_BLOCK_LEFT, 0, 0,
                            "cannot play %d%s: no height-%d block left", m.height,
                            lot, m.height);
    }
    b->block_height[b->nplaced] = m.height;
    b->block_lot[b->nplaced] = m.lot;
    b->nplaced++;
    b->supply[m.height]--;
    b->height[m.lot] = (uint8_t)(b->height[m.lot] + m.height);
    b->nblocks[m.lot]++;
    return CS_OK;
}

bool cs_board_unplace(cs_board *b)
{
    if (b->nplaced == 0)
        return false;
    b->nplaced--;
    uint8_t h = b->block_height[b->nplaced], lot = b->block_lot[b->nplaced];
    b->supply[h]++;
    b->height[lot] = (uint8_t)(b->height[lot] - h);
    b->nblocks[lot]--;
    b->block_height[b->nplaced] = 0;
    b->block_lot[b->nplaced] = 0;
    return true;
}

int cs_board_stack(const cs_board *b, int lot, uint8_t out[CS_BLOCKS])
{
    int n = 0;
    for (int i = 0; i < b->nplaced; i++)
        if (b->block_lot[i] == lot)
            out[n++] = b->block_height[i];
    return n;
}

int cs_board_tallest(const cs_board *b)
{
    int t = 0;
    for (int i = 0; i < CS_LOTS; i++)
        if (b->height[i] > t)
            t = b->height[i];
    return t;
}

int cs_board_total_height(const cs_board *b)
{
    int t = 0;
    for (int i = 0; i < CS_LOTS; i++)
        t += b->height[i];
    return t;
}

bool cs_board_equal(const cs_board *a, const cs_board *b)
{
    for (int lot = 0; lot < CS_LOTS; lot++) {
        uint8_t sa[CS_BLOCKS], sb[CS_BLOCKS];
        int na = cs_board_stack(a, lot, sa), nb = cs_board_stack(b, lot, sb);
        if (na != nb || memcmp(sa, sb, (size_t)na) != 0)
            return false;
    }
    return true;
}

int cs_board_legal_moves(const cs_board *b, cs_move out[CS_HEIGHTS * CS_LOTS])
{
    int n = 0;
    if (b->nplaced >= CS_BLOCKS)
        return 0;
    for (int h = 1; h <= CS_HEIGHTS; h++) {
        if (b->supply[h] == 0)
            continue;
        for (int lot = 0; lot < CS_LOTS; lot++)
            out[n++] = (cs_move){(uint8_t)h, (uint8_t)lot};
    }
    return n;
}
