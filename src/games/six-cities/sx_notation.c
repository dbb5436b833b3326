/* SPDX-License-Identifier: MIT */
/* sx_notation.c - the position line of
 * shared/spec/six-cities.md: six cities split by '|', three rows by '/',
 * three sites by ','; a site is '-' or its blocks bottom-up ("R2Y3"). */
#include "sx_core.h"

#include <stdio.h>
#include <string.h>

/* ---- Formatting. */

typedef struct {
    char *out;
    size_t size, len;
    bool full;
} sx_text;

static void put(sx_text *t, char c)
{
    if (t->len + 1 >= t->size) {
        t->full = true;
        return;
    }
    t->out[t->len++] = c;
    t->out[t->len] = '\0';
}

static void put_site(sx_text *t, const sx_board *b, int site)
{
    bool any = false;
    for (int i = 0; i < b->nblocks; i++)
        if (b->log_site[i] == site) {
            put(t, sx_colour_char(b->log_block[i] / 8));
            put(t, (char)('0' + b->log_block[i] % 8));
            any = true;
        }
    if (!any)
        put(t, '-');
}

int sx_position_format(const sx_board *b, char *out, size_t outsz)
{
    if (outsz == 0)
        return -1;
    sx_text t = {out, outsz, 0, false};
    out[0] = '\0';
    for (int site = 0; site < SX_SITES; site++) {
        int in_city = site % SX_CITY_SITES;
        if (site > 0)
            put(&t, in_city == 0 ? '|' : in_city % 3 == 0 ? '/' : ',');
        put_site(&t, b, site);
    }
    return t.full ? -1 : (int)t.len;
}

/* ---- Parsing. Errors name the 1-based column of the text. */

static int parse_site(const char *text, size_t *i, int site, sx_board *b, eg_error *err)
{
    if (text[*i] == '-') {
        (*i)++;
        return SX_OK;
    }
    int nblocks = 0;
    for (;;) {
        char c = text[*i];
        if (c == '\0' || c == ',' || c == '/' || c == '|')
            break;
        int colour = sx_colour_from_char(c);
        if (colour < 0)
            return eg_error_set(err, SX_E_POS_COLOUR, (int)*i + 1,
                                "column %d: '%c' is not a block colour (R, Y, G or B) "
                                "or '-'",
                                (int)*i + 1, c >= 32 && c < 127 ? c : '?');
        char f = text[*i + 1];
        if (f < '1' || f > '4')
            return eg_error_set(err, SX_E_POS_FLOORS, (int)*i + 2,
                                "column %d: a block has 1 to 4 floors, not '%c'",
                                (int)*i + 2, f >= 32 && f < 127 ? f : ' ');
        if (sx_board_put(b, colour, f - '0', site) != SX_OK)
            return eg_error_set(err, SX_E_POS_TOO_BIG, (int)*i + 1,
                                "column %d: more than %d blocks on the board", (int)*i + 1,
                                SX_LOG_MAX);
        *i += 2;
        nblocks++;
    }
    if (nblocks == 0)
        return eg_error_set(err, SX_E_POS_SYNTAX, (int)*i + 1,
                            "column %d: city %d row %d column %d is empty: write '-'",
                            (int)*i + 1, site / 9 + 1, site % 9 / 3 + 1, site % 3 + 1);
    return SX_OK;
}

static const char *separator_name(char c)
{
    return c == '|' ? "'|' (next city)" : c == '/' ? "'/' (next row)" : "',' (next site)";
}

int sx_position_parse(const char *text, sx_board *b, eg_error *err)
{
    sx_board_init(b);
    size_t i = 0;
    for (int site = 0; site < SX_SITES; site++) {
        int in_city = site % SX_CITY_SITES;
        if (site > 0) {
            char want = in_city == 0 ? '|' : in_city % 3 == 0 ? '/' : ',';
            if (text[i] != want) {
                char c = text[i];
                if (c == '\0')
                    return eg_error_set(err, SX_E_POS_SYNTAX, (int)i + 1,
                                        "column %d: the position ends after city %d row "
                                        "%d column %d; six cities of 3 rows of 3 sites "
                                        "are needed",
                                        (int)i + 1, (site - 1) / 9 + 1,
                                        (site - 1) % 9 / 3 + 1, (site - 1) % 3 + 1);
                return eg_error_set(err, SX_E_POS_SYNTAX, (int)i + 1,
                                    "column %d: '%c' where %s was expected", (int)i + 1,
                                    c >= 32 && c < 127 ? c : '?', separator_name(want));
            }
            i++;
        }
        int rc = parse_site(text, &i, site, b, err);
        if (rc != SX_OK)
            return rc;
    }
    if (text[i] != '\0')
        return eg_error_set(err, SX_E_POS_SYNTAX, (int)i + 1,
                            "column %d: '%c' after the sixth city", (int)i + 1,
                            text[i] >= 32 && text[i] < 127 ? text[i] : '?');
    return SX_OK;
}
