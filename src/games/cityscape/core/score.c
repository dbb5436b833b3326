/* SPDX-License-Identifier: MIT */
/* score.c - scoring a line from its owner's edge (RULINGS.md, "Scoring a line"). */
#include "cs_core.h"

/* Codes 1-4: a building is visible when strictly taller than every building
 * in front of it. Empty lots (height 0) are never buildings. */
int cs_line_visible(const uint8_t h[CS_LINE_LEN])
{
    int seen = 0, tallest = 0;
    for (int d = 0; d < CS_LINE_LEN; d++) {
        if (h[d] > tallest) {
            seen++;
            tallest = h[d];
        }
    }
    return seen;
}

/* Code 5, the raised view: a building is seen when at least as tall as every
 * building in front of it. Each seen building whose height equals another
 * seen building's scores 10. */
int cs_line_pair_score(const uint8_t h[CS_LINE_LEN])
{
    uint8_t seen[CS_LINE_LEN] = {0};
    int n = 0, tallest = 0;
    for (int d = 0; d < CS_LINE_LEN; d++) {
        if (h[d] > 0 && h[d] >= tallest) {
            seen[n++] = h[d];
            tallest = h[d];
        }
    }
    int matched = 0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            if (i != j && seen[i] == seen[j]) {
                matched++;
                break;
            }
        }
    }
    return 10 * matched;
}

bool cs_line_has_tallest(const uint8_t h[CS_LINE_LEN], int tallest)
{
    if (tallest <= 0)
        return false;
    for (int d = 0; d < CS_LINE_LEN; d++)
        if (h[d] == tallest)
            return true;
    return false;
}

void cs_board_line_heights(const cs_board *b, cs_seat seat, int line,
                           uint8_t out[CS_LINE_LEN])
{
    const uint8_t *lots = cs_line_lots(seat, line);
    for (int d = 0; d < CS_LINE_LEN; d++)
        out[d] = b->height[lots[d]];
}

int cs_score_line(const cs_board *b, cs_seat seat, int line, int code)
{
    uint8_t h[CS_LINE_LEN];
    cs_board_line_heights(b, seat, line, h);
    switch (code) {
    case 1:
    case 2:
    case 3:
    case 4:
        return cs_line_visible(h) == code ? 10 * code : 0;
    case 5:
        return cs_line_pair_score(h);
    case 6:
        return cs_line_has_tallest(h, cs_board_tallest(b)) ? 25 : 0;
    default:
        return 0;
    }
}

int cs_score_seat(const cs_board *b, cs_seat seat, const uint8_t codes[CS_LINES],
                  int out_lines[CS_LINES])
{
    int total = 0;
    for (int line = 0; line < CS_LINES; line++) {
        int s = cs_score_line(b, seat, line, codes[line]);
        if (out_lines)
            out_lines[line] = s;
        total += s;
    }
    return total;
}

unsigned cs_line_counting(const cs_board *b, cs_seat seat, int line, int code)
{
    uint8_t h[CS_LINE_LEN];
    cs_board_line_heights(b, seat, line, h);
    unsigned mask = 0;
    int tallest = 0;
    if (code >= 1 && code <= 4) {
        for (int d = 0; d < CS_LINE_LEN; d++)
            if (h[d] > tallest) {
                mask |= 1u << d;
                tallest = h[d];
            }
    } else if (code == 5) {
        unsigned seen = 0;
        for (int d = 0; d < CS_LINE_LEN; d++)
            if (h[d] > 0 && h[d] >= tallest) {
                seen |= 1u << d;
                tallest = h[d];
            }
        for (int i = 0; i < CS_LINE_LEN; i++)
            for (int j = 0; j < CS_LINE_LEN; j++)
                if (i != j && (seen >> i & 1) && (seen >> j & 1) && h[i] == h[j])
                    mask |= 1u << i;
    } else if (code == 6) {
        int city = cs_board_tallest(b);
        for (int d = 0; d < CS_LINE_LEN; d++)
            if (city > 0 && h[d] == city)
                mask |= 1u << d;
    }
    return mask;
}

int cs_code_max_score(int code)
{
    switch (code) {
    case 1: case 2: case 3: case 4: return 10 * code;
    case 5: return 40;
    case 6: return 25;
    default: return 0;
    }
}

const char *cs_code_meaning(int code)
{
    switch (code) {
    case 1: return "see exactly 1 building (10 points)";
    case 2: return "see exactly 2 buildings (20 points)";
    case 3: return "see exactly 3 buildings (30 points)";
    case 4: return "see exactly 4 buildings (40 points)";
    case 5: return "see 2 or more buildings of equal height (10 points each)";
    case 6: return "hold the tallest building in the city (25 points)";
    default: return "no goal";
    }
}
