/* SPDX-License-Identifier: MIT */
/* sx_moves.c - move strings (sx_internal.h) and the legal moves, generated
 * directly in byte order so that nothing needs sorting or allocating. */
#define _POSIX_C_SOURCE 200809L /* strnlen */
#include "sx_internal.h"

#include <stdio.h>
#include <string.h>

/* ---- Parsing. */

static int parse_place(const char *t, sx_move *m, eg_error *err)
{
    if (t[0] < '1' || t[0] > '9')
        return eg_error_set(err, SX_E_MOVE_SYNTAX, 1, "'%s': the card is 1 to 9", t);
    if (t[1] < '1' || t[1] > '6')
        return eg_error_set(err, SX_E_MOVE_SYNTAX, 2, "'%s': the city is 1 to 6", t);
    int colour = sx_colour_from_char(t[2]);
    if (colour < 0)
        return eg_error_set(err, SX_E_MOVE_SYNTAX, 3,
                            "'%s': the block's colour is R, Y, G or B", t);
    if (t[3] < '1' || t[3] > '4')
        return eg_error_set(err, SX_E_MOVE_SYNTAX, 4, "'%s': a block has 1 to 4 floors", t);
    m->kind = SX_MOVE_PLACE;
    m->card = t[0] - '0';
    m->city = t[1] - '0';
    m->colour = colour;
    m->floors = t[3] - '0';
    return SX_OK;
}

static int parse_choice(const char *t, size_t len, sx_move *m, eg_error *err)
{
    if (len % 2 != 0 || len > 2 * 2 * SX_BLOCKS_PER_COLOUR)
        return eg_error_set(err, SX_E_MOVE_SYNTAX, 0,
                            "'%.40s': a choice is blocks like R1R2R4, colour and floors", t);
    m->kind = SX_MOVE_CHOOSE;
    for (size_t i = 0; i < len; i += 2) {
        int colour = sx_colour_from_char(t[i]);
        if (colour < 0 || t[i + 1] < '1' || t[i + 1] > '4')
            return eg_error_set(err, SX_E_MOVE_SYNTAX, (int)i + 1,
                                "'%.40s': column %d is no block (R, Y, G or B and 1-4 "
                                "floors)",
                                t, (int)i + 1);
        m->count[colour][t[i + 1] - '0']++;
    }
    return SX_OK;
}

int sx_move_parse(const char *text, sx_move *m, eg_error *err)
{
    memset(m, 0, sizeof *m);
    if (!text)
        return eg_error_set(err, SX_E_MOVE_SYNTAX, 0, "no move");
    size_t len = strnlen(text, EG_MOVE_MAX);
    if (len == 0 || len >= EG_MOVE_MAX)
        return eg_error_set(err, SX_E_MOVE_SYNTAX, 0, "a move is 1 to %d characters",
                            EG_MOVE_MAX - 1);
    if (strcmp(text, "pass") == 0) {
        m->kind = SX_MOVE_PASS;
        return SX_OK;
    }
    if (text[0] == 'x') {
        if (len != 2 || text[1] < '1' || text[1] > '9')
            return eg_error_set(err, SX_E_MOVE_SYNTAX, 2,
                                "'%s': a discard is x and a card 1 to 9 (x5)", text);
        m->kind = SX_MOVE_DISCARD;
        m->card = text[1] - '0';
        return SX_OK;
    }
    if (text[0] == '+') {
        int colour = sx_colour_from_char(text[1]);
        if (len != 3 || colour < 0 || text[2] < '1' || text[2] > '4')
            return eg_error_set(err, SX_E_MOVE_SYNTAX, 2,
                                "'%s': one block is + with a colour and floors (+R2)", text);
        m->kind = SX_MOVE_CHOOSE;
        m->one = true;
        m->count[colour][text[2] - '0'] = 1;
        return SX_OK;
    }
    if (text[0] >= '0' && text[0] <= '9') {
        if (len != 4)
            return eg_error_set(err, SX_E_MOVE_SYNTAX, 0,
                                "'%s': a placement is card, city and block (53R2)", text);
        return parse_place(text, m, err);
    }
    if (sx_colour_from_char(text[0]) >= 0)
        return parse_choice(text, len, m, err);
    return eg_error_set(err, SX_E_MOVE_SYNTAX, 1,
                        "'%.40s' is no move (53R2, R1R1R2R3R4R4, +R2, x5 or pass)", text);
}

/* ---- Legal moves. */

typedef struct {
    char (*out)[EG_MOVE_MAX];
    int n, max;
} sx_list;

static void add(sx_list *l, const char *text)
{
    if (l->n < l->max)
        snprintf(l->out[l->n], EG_MOVE_MAX, "%.*s", EG_MOVE_MAX - 1, text);
    l->n++;
}

/* Every multiset of `k` blocks of `colour` the supply allows, as text, in
 * byte order (sizes non-decreasing), into names[][]; returns the count. */
enum { SX_MAX_CHOICES = 84 }; /* C(6+3, 3): 6 blocks of 4 sizes */
typedef char sx_choice_text[2 * 6 + 1];

static void choices_rec(const uint8_t supply[SX_MAX_FLOORS + 1], int colour, int k,
                        int from, char *buf, int len, sx_choice_text *names, int *n)
{
    if (k == 0) {
        buf[len] = '\0';
        if (*n < SX_MAX_CHOICES)
            memcpy(names[(*n)++], buf, (size_t)len + 1);
        return;
    }
    uint8_t left[SX_MAX_FLOORS + 1];
    memcpy(left, supply, sizeof left);
    for (int f = from; f <= SX_MAX_FLOORS; f++) {
        if (!left[f])
            continue;
        left[f]--;
        buf[len] = sx_colour_char(colour);
        buf[len + 1] = (char)('0' + f);
        choices_rec(left, colour, k - 1, f, buf, len + 2, names, n);
        left[f]++;
    }
}

static int colour_choices(const sx_state *s, int colour, sx_choice_text *names)
{
    char buf[sizeof(sx_choice_text)];
    int n = 0;
    choices_rec(s->supply[colour], colour, sx_choice_left(s, colour), 1, buf, 0, names, &n);
    return n;
}

/* "+B1" .. "+Y4": one block more, for each colour with room and each size
 * in the supply; in byte order, since '+' < 'B' < 'G' < 'R' < 'Y'. */
static void legal_single_picks(const sx_state *s, int player, sx_list *l)
{
    int cols[2], ncols = sx_player_colours(s, player, cols);
    if (ncols == 2 && sx_colour_char(cols[1]) < sx_colour_char(cols[0])) {
        int t = cols[0];
        cols[0] = cols[1];
        cols[1] = t;
    }
    char text[EG_MOVE_MAX];
    for (int i = 0; i < ncols; i++)
        for (int f = 1; f <= SX_MAX_FLOORS; f++)
            if (sx_choice_left(s, cols[i]) > 0 && s->supply[cols[i]][f] > 0) {
                snprintf(text, sizeof text, "+%c%d", sx_colour_char(cols[i]), f);
                add(l, text);
            }
}

static void legal_choices(const sx_state *s, int player, sx_list *l)
{
    int cols[2], ncols = sx_player_colours(s, player, cols);
    legal_single_picks(s, player, l);
    sx_choice_text a[SX_MAX_CHOICES], b[SX_MAX_CHOICES];
    int na = colour_choices(s, cols[0], a);
    if (ncols == 1) {
        for (int i = 0; i < na; i++)
            add(l, a[i]);
        return;
    }
    int nb = colour_choices(s, cols[1], b);
    char text[EG_MOVE_MAX];
    for (int i = 0; i < na; i++)
        for (int j = 0; j < nb; j++) {
            snprintf(text, sizeof text, "%.12s%.12s", a[i], b[j]); /* sx_choice_text */
            add(l, text);
        }
}

static void legal_builds(const sx_state *s, int player, sx_list *l)
{
    int cols[2], ncols = sx_player_colours(s, player, cols);
    /* Colours in byte order of their letters: B < G < R < Y. */
    int order[2] = {cols[0], cols[1]};
    if (ncols == 2 && sx_colour_char(order[1]) < sx_colour_char(order[0])) {
        order[0] = cols[1];
        order[1] = cols[0];
    }
    sx_seat seat = (sx_seat)sx_player_seat(s, player);
    int before = l->n;
    char text[EG_MOVE_MAX];
    for (int card = 1; card <= SX_CARD_KINDS; card++) {
        if (!s->hand[player][card])
            continue;
        int in_city = sx_card_site(seat, card);
        for (int city = 1; city <= SX_CITIES; city++)
            for (int i = 0; i < ncols; i++)
                for (int f = 1; f <= SX_MAX_FLOORS; f++)
                    if (s->aside[order[i]][f] &&
                        sx_check_place(&s->board, order[i], f,
                                       (city - 1) * SX_CITY_SITES + in_city, card, seat,
                                       NULL) == SX_OK) {
                        snprintf(text, sizeof text, "%d%d%c%d", card, city,
                                 sx_colour_char(order[i]), f);
                        add(l, text);
                    }
    }
    if (l->n > before)
        return;
    /* No card allows a placement: discard and draw, or pass. */
    if (s->ndeck == 0 && s->nplayed == 0) {
        add(l, "pass");
        return;
    }
    for (int card = 1; card <= SX_CARD_KINDS; card++)
        if (s->hand[player][card]) {
            snprintf(text, sizeof text, "x%d", card);
            add(l, text);
        }
}

int sx_legal_moves(const sx_state *s, int player, char (*out)[EG_MOVE_MAX], int max)
{
    sx_list l = {out, 0, max};
    if (player < 0 || player >= s->nplayers || !(sx_to_act(s) & (1u << player)))
        return 0;
    if (s->phase == SX_PHASE_CHOOSE)
        legal_choices(s, player, &l);
    else if (s->phase == SX_PHASE_BUILD)
        legal_builds(s, player, &l);
    return l.n < max ? l.n : max;
}
