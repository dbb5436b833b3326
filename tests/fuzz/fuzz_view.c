/* SPDX-License-Identifier: MIT */
/* fuzz_view.c - every game's view_parse (a player's view as text, issue 29)
 * on arbitrary text, for every viewer: it never misbehaves; a refusal has a
 * code > 0, a column and a message; an accepted view writes text that
 * parses back to a state writing the same text, and the state it gives is
 * one the rules can work on (whose turn, the legal moves, one of them). */
#include <stdbool.h>
#include <string.h>

#include "fuzz.h"
#include "game.h"

static char moves[EG_MAX_LEGAL][EG_MOVE_MAX];

static void accepted(const eg_game *g, const char *text, int viewer, void *v, void *w)
{
    (void)text;
    static char t1[EG_VIEW_MAX], t2[EG_VIEW_MAX];
    int n = g->view_format(v, viewer, t1, sizeof t1);
    FUZZ_CHECK(n > 0 && (size_t)n == strlen(t1));
    eg_error err = {0};
    FUZZ_CHECK(g->view_parse(t1, viewer, w, &err) == 0);
    FUZZ_CHECK(g->view_format(w, viewer, t2, sizeof t2) == n);
    FUZZ_CHECK(strcmp(t1, t2) == 0);
    /* The rules work on it. */
    unsigned bits = g->to_act(v);
    FUZZ_CHECK(g->is_over(v) == (bits == 0) || !g->is_over(v));
    for (int p = 0; p < EG_MAX_PLAYERS; p++) {
        if (!(bits & (1u << p)))
            continue;
        int k = g->legal_moves(v, p, moves, EG_MAX_LEGAL);
        FUZZ_CHECK(k >= 0 && k <= EG_MAX_LEGAL);
        if (k > 0 && p == viewer) {
            unsigned flags = 0;
            memcpy(w, v, g->state_size);
            g->execute(w, p, moves[k / 2], &flags, &err);
        }
    }
}

static void parse_one(const eg_game *g, const char *text, int viewer, void *v, void *w)
{
    eg_error err = {0};
    int rc = g->view_parse(text, viewer, v, &err);
    if (rc == 0) {
        accepted(g, text, viewer, v, w);
    } else {
        FUZZ_CHECK(rc > 0 && err.code == rc && err.column > 0);
        FUZZ_CHECK(memchr(err.msg, '\0', sizeof err.msg) && err.msg[0]);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char text[EG_VIEW_MAX + 64];
    static char v[1 << 16], w[1 << 16];
    if (size >= sizeof text)
        size = sizeof text - 1;
    memcpy(text, data, size);
    text[size] = '\0'; /* a NUL inside ends the text, as in any C string */
    for (int i = 0; i < eg_game_count(); i++) {
        const eg_game *g = eg_game_at(i);
        if (!g->view_parse)
            continue;
        FUZZ_CHECK(g->state_size <= sizeof v);
        /* Every game refuses another's text at once; a text with this game's
         * head is read for the viewer it names and for one other (a
         * refusal), so that the fuzzer's time goes to the values. */
        size_t idl = strlen(g->id);
        bool ours = strncmp(text, g->id, idl) == 0 && text[idl] == '/';
        const char *vw = strstr(text, " viewer=");
        int named = vw && vw[8] >= '1' && vw[8] <= '4' ? vw[8] - '1' : EG_NO_PLAYER;
        int viewers[2] = {named, named == EG_NO_PLAYER ? 0 : EG_NO_PLAYER};
        for (int j = 0; j < (ours ? 2 : 1); j++)
            parse_one(g, text, viewers[j], v, w);
    }
    return 0;
}
