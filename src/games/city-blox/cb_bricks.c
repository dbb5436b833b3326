/* SPDX-License-Identifier: MIT */
/* cb_bricks.c - the six brick sizes, their turns, and the notation of studs,
 * bricks and cut-outs (shared/spec/city-blox.md). */
#include "cb_core.h"

#include <stdio.h>
#include <string.h>

const uint8_t cb_kind_count[CB_KINDS] = {17, 17, 14, 14, 11, 4};

static const char *const KIND_NAME[CB_KINDS] = {"1x1", "1x2", "2x2", "2x3", "2x4", "L"};
static const char *const KIND_COLOUR[CB_KINDS] = {"blue",   "orange", "yellow",
                                                  "red",    "green",  "white"};
static const uint8_t KIND_STUDS[CB_KINDS] = {1, 2, 4, 6, 8, 3};

/* Width along the files, depth along the ranks; a corner's missing stud. */
static const struct {
    const char *name;
    uint8_t kind, w, d;
    int8_t gap_x, gap_y; /* the corner left out of a 2x2 box, -1: none */
} SHAPE[CB_SHAPES] = {
    {"1x1", CB_1X1, 1, 1, -1, -1}, {"1x2", CB_1X2, 1, 2, -1, -1},
    {"2x1", CB_1X2, 2, 1, -1, -1}, {"2x2", CB_2X2, 2, 2, -1, -1},
    {"2x3", CB_2X3, 2, 3, -1, -1}, {"3x2", CB_2X3, 3, 2, -1, -1},
    {"2x4", CB_2X4, 2, 4, -1, -1}, {"4x2", CB_2X4, 4, 2, -1, -1},
    {"Lsw", CB_CORNER, 2, 2, 0, 0}, {"Lse", CB_CORNER, 2, 2, 1, 0},
    {"Lnw", CB_CORNER, 2, 2, 0, 1}, {"Lne", CB_CORNER, 2, 2, 1, 1},
};

const char *cb_kind_name(int kind) { return kind >= 0 && kind < CB_KINDS ? KIND_NAME[kind] : "?"; }
const char *cb_kind_word(int kind) { return kind == CB_CORNER ? "corner" : cb_kind_name(kind); }
const char *cb_kind_colour(int kind) { return kind >= 0 && kind < CB_KINDS ? KIND_COLOUR[kind] : "?"; }
int cb_kind_studs(int kind) { return kind >= 0 && kind < CB_KINDS ? KIND_STUDS[kind] : 0; }
const char *cb_shape_name(int shape) { return shape >= 0 && shape < CB_SHAPES ? SHAPE[shape].name : "?"; }
int cb_shape_kind(int shape) { return shape >= 0 && shape < CB_SHAPES ? SHAPE[shape].kind : -1; }

uint64_t cb_shape_mask_a1(int shape)
{
    uint64_t m = 0;
    for (int y = 0; y < SHAPE[shape].d; y++)
        for (int x = 0; x < SHAPE[shape].w; x++)
            if (x != SHAPE[shape].gap_x || y != SHAPE[shape].gap_y)
                m |= cb_bit(cb_cell(x, y));
    return m;
}

uint64_t cb_brick_mask(cb_brick b)
{
    if (b.shape >= CB_SHAPES || b.cell >= CB_CELLS || b.level < 1 || b.level > 2)
        return 0;
    if (b.cell % CB_SIDE + SHAPE[b.shape].w > CB_SIDE ||
        b.cell / CB_SIDE + SHAPE[b.shape].d > CB_SIDE)
        return 0;
    return cb_shape_mask_a1(b.shape) << b.cell; /* inside the plate: a shift, no wrap */
}

/* ---- Notation. */

int cb_stud_parse(const char *s, size_t len, int *cell)
{
    if (len != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8')
        return CB_ERR_NO_SUCH_STUD;
    *cell = cb_cell(s[0] - 'a', s[1] - '1');
    return CB_OK;
}

int cb_stud_format(int cell, char out[3])
{
    out[0] = (char)('a' + cell % CB_SIDE);
    out[1] = (char)('1' + cell / CB_SIDE);
    out[2] = '\0';
    return 2;
}

static int shape_parse(const char *s, size_t len)
{
    for (int i = 0; i < CB_SHAPES; i++)
        if (strlen(SHAPE[i].name) == len && memcmp(SHAPE[i].name, s, len) == 0)
            return i;
    return -1;
}

int cb_kind_parse(const char *s, size_t len, int *kind)
{
    for (int k = 0; k < CB_KINDS; k++)
        if (strlen(KIND_NAME[k]) == len && memcmp(KIND_NAME[k], s, len) == 0) {
            *kind = k;
            return CB_OK;
        }
    int sh = shape_parse(s, len);
    if (sh < 0)
        return CB_ERR_NO_SUCH_KIND;
    *kind = SHAPE[sh].kind;
    return CB_OK;
}

int cb_brick_parse(const char *s, size_t len, cb_brick *b, eg_error *err)
{
    const char *at = memchr(s, '@', len);
    if (!at)
        return eg_error_set(err, CB_ERR_SYNTAX, 1, "'%.*s': a brick is SHAPE@STUD, e.g. 2x4@b2",
                            (int)(len > 40 ? 40 : len), s);
    size_t nshape = (size_t)(at - s), rest = len - nshape - 1;
    int shape = shape_parse(s, nshape);
    if (shape < 0)
        return eg_error_set(err, CB_ERR_NO_SUCH_SHAPE, 1,
                            "'%.*s' is not a brick shape (1x1 1x2 2x1 2x2 2x3 3x2 2x4 4x2 "
                            "Lsw Lse Lnw Lne)", (int)(nshape > 20 ? 20 : nshape), s);
    int level = 1;
    if (rest == 4 && at[3] == '^' && at[4] == '2') {
        level = 2;
        rest = 2;
    }
    int cell;
    if (cb_stud_parse(at + 1, rest, &cell) != CB_OK)
        return eg_error_set(err, CB_ERR_NO_SUCH_STUD, (int)nshape + 2,
                            "'%.*s': '%.*s' is not a stud a1..h8 (with ^2 for the second level)",
                            (int)(len > 40 ? 40 : len), s,
                            (int)(len - nshape - 1 > 20 ? 20 : len - nshape - 1), at + 1);
    b->shape = (uint8_t)shape;
    b->cell = (uint8_t)cell;
    b->level = (uint8_t)level;
    if (cb_brick_mask(*b) == 0)
        return eg_error_set(err, CB_ERR_OFF_PLATE, 1, "%.*s: the brick is off the plate",
                            (int)len, s);
    return CB_OK;
}

int cb_brick_format(cb_brick b, char *out, size_t outsz)
{
    char stud[3];
    cb_stud_format(b.cell, stud);
    int n = snprintf(out, outsz, "%s@%s%s", cb_shape_name(b.shape), stud,
                     b.level == 2 ? "^2" : "");
    return n < 0 || (size_t)n >= outsz ? -1 : n;
}

int cb_cutout_parse(const char *s, size_t len, uint64_t *mask, eg_error *err)
{
    if (len != 71)
        return eg_error_set(err, CB_ERR_BAD_CUTOUT, 1,
                            "a cut-out is 8 ranks of 8 '#' or '.' separated by '/' "
                            "(71 characters), not %zu", len);
    uint64_t m = 0;
    for (size_t i = 0; i < len; i++) {
        int rank = 7 - (int)(i / 9), file = (int)(i % 9);
        if (file == 8) {
            if (s[i] != '/')
                return eg_error_set(err, CB_ERR_BAD_CUTOUT, (int)i + 1,
                                    "column %zu: '/' expected after rank %d", i + 1, rank + 1);
        } else if (s[i] == '#') {
            m |= cb_bit(cb_cell(file, rank));
        } else if (s[i] != '.') {
            return eg_error_set(err, CB_ERR_BAD_CUTOUT, (int)i + 1,
                                "column %zu: '%c' in rank %d is not '#' or '.'", i + 1,
                                (s[i] >= 32 && s[i] < 127) ? s[i] : '?', rank + 1);
        }
    }
    *mask = m;
    return CB_OK;
}

int cb_cutout_format(uint64_t mask, char out[72])
{
    int k = 0;
    for (int rank = 7; rank >= 0; rank--) {
        for (int file = 0; file < CB_SIDE; file++)
            out[k++] = (mask & cb_bit(cb_cell(file, rank))) ? '#' : '.';
        if (rank)
            out[k++] = '/';
    }
    out[k] = '\0';
    return k;
}
