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

/* The winner as the subject of a sentence, the colours they build in after
 * them: "Player 2 (yellow) wins", "Player 1 (red and yellow) wins". The
 * step is a heading (no player before it); the results and the panel call
 * the player by the name given in the setup (eg_step_line): "Ann (red and
 * yellow) wins". */
static const char *colours_win(const sx_state *s, int p, char *out, size_t n)
{
    int cols[2], k = sx_player_colours(s, p, cols);
    if (k == 2)
        snprintf(out, n, "Player %d (%s and %s) wins", p + 1, sx_colour_name(cols[0]),
                 sx_colour_name(cols[1]));
    else
        snprintf(out, n, "Player %d (%s) wins", p + 1, sx_colour_name(cols[0]));
    return out;
}

/* The end: who won and, when the points tie, which tie-break decided. */
static void reveal_winner(const sx_state *s, const sx_scoring *sc,
                          eg_reveal_step out[EG_MAX_REVEAL_STEPS], int *n)
{
    int places[SX_MAX_PLAYERS], pts[SX_MAX_PLAYERS], winners = 0, winner = 0, top = -1;
    sx_places(s, places);
    sx_player_scores(s, pts);
    for (int p = 0; p < s->nplayers; p++) {
        if (places[p] == 0) {
            winners++;
            winner = p;
        }
        top = pts[p] > top ? pts[p] : top;
    }
    int tied = 0;
    for (int p = 0; p < s->nplayers; p++)
        tied += pts[p] == top;
    eg_reveal_step *st = step(out, n, EG_NO_PLAYER, 0);
    char name[48];
    colours_win(s, winner, name, sizeof name);
    if (winners > 1) {
        snprintf(st->text, sizeof st->text, "%d players share the win on %d points", winners,
                 top);
        return;
    }
    if (tied == 1) {
        snprintf(st->text, sizeof st->text, "%s with %d points", name, top);
        return;
    }
    bool tallest = sc->tallest_site >= 0 &&
                   sx_colour_player(s, s->board.owner[sc->tallest_site]) == winner;
    if (tallest)
        light_site(st, sc->tallest_site);
    snprintf(st->text, sizeof st->text, "%.40s the tie on %d points: %s", name, top,
             tallest ? "the tallest building" : "more city majorities");
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
    if (after->phase == SX_PHASE_OVER)
        reveal_winner(after, &sc, out, &n);
    return n;
}
