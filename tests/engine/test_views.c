/* SPDX-License-Identifier: MIT */
/* test_views.c - a player's view as text (eg_game view_format and
 * view_parse, issue 29), for every game that writes one, through its table:
 *
 *   round trip   the text of redact(s, p) parses back to a state whose text
 *                is the same, whose legal moves for p are the real ones, on
 *                which a move does what it does on the redacted state, and
 *                on which every computer level chooses a legal move;
 *   privacy      a world that differs only in what p cannot see (determinize
 *                of p's view) gives p the same text; a world that differs in
 *                p's own secrets (determinize of another player's view)
 *                gives another text;
 *   refusals     every malformed text is a code > 0 whose message names the
 *                column and the key.
 *
 * Positions come from seeded random games at every move, 2-4 players.
 * CS_VIEWS_SEED and CS_VIEWS_GAMES widen a run. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "game.h"
#include "rng.h"

enum { MAX_STEPS = 500 }; /* moves per game: random City Blox rarely ends */

/* The games whose views are written so far, and params beyond the
 * defaults that change what is secret or who sits where ("" for none). */
static const struct {
    const char *id, *extra;
} VIEW_GAMES[] = {
    {"cityscape", "seats=SNE first=2"},
    {"six-cities", "hidden=1"},
    {"skyscrapers", "variant=2"},
    {"city-blox", "level=2b"},
};
enum { NVIEW_GAMES = sizeof VIEW_GAMES / sizeof VIEW_GAMES[0] };

/* Legal move lists (static: 4096 moves each). */
static char moves_a[EG_MAX_LEGAL][EG_MOVE_MAX];
static char moves_b[EG_MAX_LEGAL][EG_MOVE_MAX];

/* A number from the environment (a wider run), else def. */
static uint64_t setting(const char *name, uint64_t def)
{
    const char *v = getenv(name);
    return v && *v ? strtoull(v, NULL, 10) : def;
}

static const eg_game *view_game(int i)
{
    const eg_game *g = eg_game_find(VIEW_GAMES[i].id);
    assert_non_null(g);
    if (!g->view_format || !g->view_parse)
        fail_msg("%s: no view_format/view_parse", g->id);
    return g;
}

/* ---- Helpers over the table. */

static void redact_for(const eg_game *g, const void *s, int p, void *out)
{
    if (g->redact)
        g->redact(s, p, out);
    else
        memcpy(out, s, g->state_size);
}

/* The text of the state as p may know it; checks its shape. */
static void text_of(const eg_game *g, const void *s, int p, char out[EG_VIEW_MAX])
{
    char *v = malloc(g->state_size);
    redact_for(g, s, p, v);
    int n = g->view_format(v, p, out, EG_VIEW_MAX);
    if (n <= 0 || n >= EG_VIEW_MAX || (size_t)n != strlen(out))
        fail_msg("%s: view_format for %d gave %d", g->id, p, n);
    for (int i = 0; i < n; i++)
        if (out[i] < 32 || out[i] > 126)
            fail_msg("%s: view has byte 0x%02x at column %d: %s", g->id, (unsigned char)out[i],
                     i + 1, out);
    assert_int_equal(g->view_format(v, p, out, (size_t)n), -1); /* no room for the NUL */
    assert_int_equal(g->view_format(v, p, out, EG_VIEW_MAX), n);
    free(v);
}

static void same_legal(const eg_game *g, const void *a, const void *b, int p, const char *text)
{
    int na = g->legal_moves(a, p, moves_a, EG_MAX_LEGAL);
    int nb = g->legal_moves(b, p, moves_b, EG_MAX_LEGAL);
    if (na != nb)
        fail_msg("%s: player %d has %d legal moves, %d from the parsed view %s", g->id, p + 1,
                 na, nb, text);
    for (int i = 0; i < na; i++)
        if (strcmp(moves_a[i], moves_b[i]) != 0)
            fail_msg("%s: legal move %d: '%s' but '%s' from the parsed view", g->id, i,
                     moves_a[i], moves_b[i]);
}

/* ---- (a) The round trip, at one position for one viewer. */

static void round_trip(const eg_game *g, const void *s, int p, uint64_t seed, bool ask_ai)
{
    char text[EG_VIEW_MAX], again[EG_VIEW_MAX];
    text_of(g, s, p, text);
    char *red = malloc(g->state_size), *v = malloc(g->state_size);
    char *a = malloc(g->state_size), *b = malloc(g->state_size);
    redact_for(g, s, p, red);
    eg_error err = {0};
    memset(v, 0xa5, g->state_size);
    if (g->view_parse(text, p, v, &err) != 0)
        fail_msg("%s: player %d's own view refused: %s\n%s", g->id, p + 1, err.msg, text);
    int n = g->view_format(v, p, again, sizeof again);
    assert_true(n > 0);
    if (strcmp(text, again) != 0)
        fail_msg("%s: parsed and written again differs:\n%s\n%s", g->id, text, again);
    assert_int_equal(g->to_act(v), g->to_act(s));
    assert_int_equal(g->is_over(v), g->is_over(s));
    assert_int_equal(g->round(v), g->round(s));
    int sa[EG_MAX_PLAYERS], sb[EG_MAX_PLAYERS];
    assert_int_equal(g->scores(v, sb), g->scores(s, sa));
    assert_memory_equal(sa, sb, sizeof sa);
    /* Another viewer's text is not this viewer's. */
    if (p >= 0 && g->view_parse(text, EG_NO_PLAYER, b, &err) == 0)
        fail_msg("%s: player %d's view read as a spectator's", g->id, p + 1);
    if (p >= 0) {
        same_legal(g, s, v, p, text);
        int k = g->legal_moves(s, p, moves_a, EG_MAX_LEGAL);
        if (k > 0) {
            /* A move does on the parsed view what it does on the redacted state. */
            const char *m = moves_a[seed % (uint64_t)k];
            char mv[EG_MOVE_MAX];
            strcpy(mv, m);
            memcpy(a, red, g->state_size);
            memcpy(b, v, g->state_size);
            unsigned fa = 0, fb = 0;
            eg_error ea = {0}, eb = {0};
            int ra = g->execute(a, p, mv, &fa, &ea), rb = g->execute(b, p, mv, &fb, &eb);
            assert_int_equal(ra, rb);
            assert_int_equal(fa, fb);
            char ta[EG_VIEW_MAX], tb[EG_VIEW_MAX];
            g->view_format(a, p, ta, sizeof ta);
            g->view_format(b, p, tb, sizeof tb);
            if (strcmp(ta, tb) != 0)
                fail_msg("%s: after %s the redacted state and the parsed view differ:\n%s\n%s",
                         g->id, mv, ta, tb);
        }
        if (k > 0 && ask_ai && g->ai_choose) {
            for (int level = 0; level < g->nlevels; level++) {
                eg_ai_request req = {.level = level, .seed = seed, .budget_ms = 20,
                                     .iterations = 100};
                char move[EG_MOVE_MAX] = "";
                if (g->ai_choose(v, p, &req, move, &err) != 0)
                    fail_msg("%s: level %s chose nothing from the parsed view: %s", g->id,
                             g->level_names[level], err.msg);
                int found = 0;
                for (int i = 0; i < k && !found; i++)
                    found = strcmp(moves_a[i], move) == 0;
                if (!found)
                    fail_msg("%s: level %s chose '%s' from the parsed view: not legal", g->id,
                             g->level_names[level], move);
            }
        }
    }
    free(red);
    free(v);
    free(a);
    free(b);
}

/* ---- (b) Privacy, at one position for one viewer. */

static int privacy(const eg_game *g, const void *s, int p, int nplayers, uint64_t seed)
{
    if (!g->determinize)
        return 0;
    char text[EG_VIEW_MAX], t2[EG_VIEW_MAX];
    text_of(g, s, p, text);
    char *v = malloc(g->state_size), *w = malloc(g->state_size);
    char *r1 = malloc(g->state_size), *r2 = malloc(g->state_size);
    /* Another world as p sees it: everything p cannot see is redrawn. */
    redact_for(g, s, p, v);
    g->determinize(v, p, seed, w);
    text_of(g, w, p, t2);
    if (strcmp(text, t2) != 0)
        fail_msg("%s: player %d's text changed with what they cannot see:\n%s\n%s", g->id,
                 p + 1, text, t2);
    /* Another world as q sees it: p's own secrets may change, and then p's
     * text must. */
    int changed = 0;
    for (int q = 0; q < nplayers && p >= 0; q++) {
        if (q == p)
            continue;
        redact_for(g, s, q, v);
        g->determinize(v, q, seed + 7, w);
        redact_for(g, s, p, r1);
        redact_for(g, w, p, r2);
        text_of(g, w, p, t2);
        if (memcmp(r1, r2, g->state_size) != 0) {
            if (strcmp(text, t2) == 0)
                fail_msg("%s: player %d's secrets changed but not their text:\n%s", g->id,
                         p + 1, text);
            changed++;
        }
    }
    free(v);
    free(w);
    free(r1);
    free(r2);
    return changed;
}

/* Plays seeded random games; at every position, every viewer (and a
 * spectator) gets the round trip and the privacy checks. */
static void each_position(const eg_game *g, int nplayers, const char *extra, uint64_t seed,
                          int *positions, int *own_changes)
{
    void *prm = calloc(1, g->params_size);
    char *s = calloc(1, g->state_size);
    eg_error err = {0};
    g->default_params(prm, nplayers);
    if (extra && *extra) {
        char text[EG_PARAMS_TEXT_MAX];
        snprintf(text, sizeof text, "players=%d %s", nplayers, extra);
        if (g->params_decode(text, prm, &err) != 0) /* e.g. three seats for two players */
            g->default_params(prm, nplayers);
    }
    assert_int_equal(g->new_game(prm, seed, s, &err), 0);
    eg_rng rng;
    eg_rng_seed(&rng, seed ^ 0x71e3ull);
    for (int steps = 0; steps < MAX_STEPS; steps++) {
        for (int p = -1; p < nplayers; p++) {
            round_trip(g, s, p, seed + (uint64_t)steps, steps % 23 == 0);
            *own_changes += privacy(g, s, p, nplayers, seed + (uint64_t)steps);
        }
        (*positions)++;
        if (g->is_over(s))
            break;
        unsigned bits = g->to_act(s);
        int acting[EG_MAX_PLAYERS], na = 0;
        for (int q = 0; q < nplayers; q++)
            if (bits & (1u << q))
                acting[na++] = q;
        assert_true(na > 0);
        int player = acting[eg_rng_below(&rng, (uint32_t)na)];
        int n = g->legal_moves(s, player, moves_a, EG_MAX_LEGAL);
        assert_true(n > 0);
        unsigned flags = 0;
        char m[EG_MOVE_MAX];
        strcpy(m, moves_a[eg_rng_below(&rng, (uint32_t)n)]);
        if (g->execute(s, player, m, &flags, &err) != 0)
            fail_msg("%s: legal move '%s' refused: %s", g->id, m, err.msg);
    }
    free(prm);
    free(s);
}

static void test_views_round_trip_and_keep_secrets(void **st)
{
    (void)st;
    uint64_t seed = setting("CS_VIEWS_SEED", 20261125);
    int games = (int)setting("CS_VIEWS_GAMES", 2);
    for (int i = 0; i < NVIEW_GAMES; i++) {
        const eg_game *g = view_game(i);
        int positions = 0, own_changes = 0;
        for (int n = g->min_players; n <= g->max_players; n++)
            for (int k = 0; k < games; k++)
                each_position(g, n, k % 2 ? VIEW_GAMES[i].extra : NULL,
                              seed + (uint64_t)(k * 31 + n), &positions, &own_changes);
        printf("%s: %d positions, own secrets changed the text %d times\n", g->id, positions,
               own_changes);
        assert_true(positions > 20);
        /* Games with secrets: the check above had something to compare. */
        if (g->flags & EG_GAME_HIDDEN)
            assert_true(own_changes > 0);
    }
}

/* ---- (c) Refusals. */

/* A view from the middle of a seeded game: after `moves` random moves. */
static void sample_view(const eg_game *g, int nplayers, int moves, int *viewer,
                        char text[EG_VIEW_MAX])
{
    void *prm = calloc(1, g->params_size);
    char *s = calloc(1, g->state_size);
    eg_error err = {0};
    g->default_params(prm, nplayers);
    assert_int_equal(g->new_game(prm, 99, s, &err), 0);
    eg_rng rng;
    eg_rng_seed(&rng, 4242);
    for (int k = 0; k < moves && !g->is_over(s); k++) {
        unsigned bits = g->to_act(s);
        int player = 0;
        while (!(bits & (1u << player)))
            player++;
        int n = g->legal_moves(s, player, moves_a, EG_MAX_LEGAL);
        unsigned flags;
        char m[EG_MOVE_MAX];
        strcpy(m, moves_a[eg_rng_below(&rng, (uint32_t)n)]);
        assert_int_equal(g->execute(s, player, m, &flags, &err), 0);
    }
    unsigned bits = g->to_act(s);
    *viewer = 0;
    while (bits && !(bits & (1u << *viewer)))
        (*viewer)++;
    text_of(g, s, *viewer, text);
    free(prm);
    free(s);
}

/* The text is refused; the message gives the column err.column and holds
 * `names` (when not NULL). */
static void refused(const eg_game *g, const char *text, int viewer, const char *names)
{
    char *v = malloc(g->state_size);
    eg_error err = {0};
    int rc = g->view_parse(text, viewer, v, &err);
    if (rc <= 0)
        fail_msg("%s: accepted a malformed view:\n%s", g->id, text);
    assert_int_equal(err.code, rc);
    char head[32];
    snprintf(head, sizeof head, "column %d: ", err.column);
    if (err.column <= 0 || strncmp(err.msg, head, strlen(head)) != 0)
        fail_msg("%s: '%s' does not start with its column (%d)\n%s", g->id, err.msg, err.column,
                 text);
    if (names && !strstr(err.msg, names))
        fail_msg("%s: '%s' does not name '%s'\n%s", g->id, err.msg, names, text);
    free(v);
}

static void refusals_of(const eg_game *g, const char *text, int viewer)
{
    char bad[EG_VIEW_MAX + 64];
    size_t len = strlen(text);
    /* Every word removed: the message names its key. */
    for (const char *w = strchr(text, ' '); w; w = strchr(w + 1, ' ')) {
        const char *end = strchr(w + 1, ' ');
        size_t wl = end ? (size_t)(end - w) : len - (size_t)(w - text);
        snprintf(bad, sizeof bad, "%.*s%s", (int)(w - text), text, w + wl);
        char key[64];
        size_t kl = strcspn(w + 1, "=");
        snprintf(key, sizeof key, "%.*s=", (int)kl, w + 1);
        refused(g, bad, viewer, key);
        /* The value out of range or malformed: the message names the key. */
        snprintf(bad, sizeof bad, "%.*s99999%s", (int)(w + 1 + kl + 1 - text), text, w + wl);
        refused(g, bad, viewer, key);
        snprintf(bad, sizeof bad, "%.*s%s", (int)(w + 1 + kl + 1 - text), text, w + wl);
        refused(g, bad, viewer, key);
        /* The same word twice. */
        snprintf(bad, sizeof bad, "%s%.*s", text, (int)wl, w);
        refused(g, bad, viewer, "a second time");
    }
    /* Every truncation. */
    for (size_t i = 0; i < len; i++) {
        snprintf(bad, sizeof bad, "%.*s", (int)i, text);
        refused(g, bad, viewer, NULL);
    }
    snprintf(bad, sizeof bad, "%s bogus=1", text);
    refused(g, bad, viewer, "unknown key 'bogus'");
    snprintf(bad, sizeof bad, "%s junk", text);
    refused(g, bad, viewer, "'junk': expected KEY=VALUE");
    snprintf(bad, sizeof bad, "%sx", text);
    refused(g, bad, viewer, NULL);
    snprintf(bad, sizeof bad, "%s ", text);
    refused(g, bad, viewer, "single spaces");
    snprintf(bad, sizeof bad, "%s\n", text);
    refused(g, bad, viewer, "0x0a");
    /* A NUL byte ends the C string: what is left is a truncation. */
    memcpy(bad, text, len + 1);
    bad[len / 2] = '\0';
    refused(g, bad, viewer, NULL);
    /* Other characters and spacing. */
    memcpy(bad, text, len + 1);
    bad[len / 2] = '\t';
    refused(g, bad, viewer, "0x09");
    memcpy(bad, text, len + 1);
    bad[len / 2] = (char)0xc3;
    refused(g, bad, viewer, "0xc3");
    const char *sp = strchr(text, ' ');
    snprintf(bad, sizeof bad, "%.*s %s", (int)(sp - text), text, sp);
    refused(g, bad, viewer, "single spaces");
    /* Another game, another version, another viewer. */
    snprintf(bad, sizeof bad, "x%s", text);
    refused(g, bad, viewer, "expected");
    snprintf(bad, sizeof bad, "%.*s/9%s", (int)(strchr(text, '/') - text), text, sp);
    refused(g, bad, viewer, "expected");
    refused(g, text, viewer == 0 ? 1 : 0, "viewer=");
    refused(g, text, EG_NO_PLAYER, "viewer=");
    /* Too long. */
    char *huge = malloc(EG_VIEW_MAX + 100);
    snprintf(huge, EG_VIEW_MAX + 100, "%s", text);
    size_t hl = strlen(huge);
    memset(huge + hl, 'x', EG_VIEW_MAX + 50 - hl);
    huge[EG_VIEW_MAX + 50] = '\0';
    refused(g, huge, viewer, "shorter than 4096");
    free(huge);
    refused(g, "", viewer, "empty");
}

static void test_malformed_views_are_refused_by_name_and_column(void **st)
{
    (void)st;
    for (int i = 0; i < NVIEW_GAMES; i++) {
        const eg_game *g = view_game(i);
        for (int n = g->min_players; n <= g->max_players; n++)
            for (int moves = 0; moves < 60; moves += 17) {
                int viewer;
                char text[EG_VIEW_MAX];
                sample_view(g, n, moves, &viewer, text);
                refusals_of(g, text, viewer);
            }
    }
}

/* ---- The documentation's examples are views the games read. */

/* The indented line of docs/games/<id>.md that starts with "<id>/". */
static bool doc_example(const char *id, char *out, size_t outsz)
{
    char path[512], line[EG_VIEW_MAX + 16], head[64];
    snprintf(path, sizeof path, "%s/%s.md", CS_DOCS_GAMES, id);
    snprintf(head, sizeof head, "    %s/", id);
    FILE *f = fopen(path, "r");
    if (!f)
        fail_msg("%s: cannot open", path);
    bool found = false;
    while (!found && fgets(line, sizeof line, f))
        if (strncmp(line, head, strlen(head)) == 0) {
            line[strcspn(line, "\n")] = '\0';
            snprintf(out, outsz, "%s", line + 4);
            found = true;
        }
    fclose(f);
    return found;
}

static void test_documented_examples_are_read_and_written_back(void **st)
{
    (void)st;
    for (int i = 0; i < NVIEW_GAMES; i++) {
        const eg_game *g = view_game(i);
        char text[EG_VIEW_MAX], again[EG_VIEW_MAX];
        if (!doc_example(g->id, text, sizeof text))
            fail_msg("docs/games/%s.md has no example view", g->id);
        const char *vw = strstr(text, " viewer=");
        assert_non_null(vw);
        int viewer = vw[8] == '-' ? EG_NO_PLAYER : vw[8] - '1';
        char *v = malloc(g->state_size);
        eg_error err = {0};
        if (g->view_parse(text, viewer, v, &err) != 0)
            fail_msg("docs/games/%s.md's example refused: %s", g->id, err.msg);
        assert_true(g->view_format(v, viewer, again, sizeof again) > 0);
        assert_string_equal(text, again);
        free(v);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_documented_examples_are_read_and_written_back),
        cmocka_unit_test(test_views_round_trip_and_keep_secrets),
        cmocka_unit_test(test_malformed_views_are_refused_by_name_and_column),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
