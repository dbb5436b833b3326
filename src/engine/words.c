/* SPDX-License-Identifier: MIT */
/* words.c - moves and refusals in a player's words (see eg_words.h). */
#include "eg_words.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eg_play.h"
#include "eg_record.h"

void eg_move_words(const eg_game *g, const void *view, int viewer, const char *move, char *out,
                   size_t outsz)
{
    if (!outsz)
        return;
    if (!g->move_words || g->move_words(view, viewer, move, out, outsz) <= 0)
        snprintf(out, outsz, "%s", move);
}

void eg_midend_move_line(const eg_midend *me, int viewer, int k, char *out, size_t outsz)
{
    const eg_game *g = eg_midend_game(me);
    const eg_record *rec = eg_midend_record(me);
    const eg_record_move *m = &rec->moves[k];
    const char *name = m->player >= 0 && m->player < rec->nplayers ? rec->players[m->player].name : "?";
    if ((eg_midend_move_flags(me, k) & EG_MOVE_PRIVATE) && m->player != viewer) {
        snprintf(out, outsz, "%s: (a secret choice)", name);
        return;
    }
    /* The position the move was made in, as the viewer may know it. */
    char words[160];
    void *view = malloc(g->state_size);
    if (view)
        eg_view_of(g, eg_midend_state_at(me, k), viewer, view);
    eg_move_words(g, view, viewer, m->move, words, sizeof words);
    free(view);
    snprintf(out, outsz, "%s: %s", name, words);
}

void eg_midend_list_line(const eg_midend *me, int viewer, int k, char *out, size_t outsz)
{
    int w = snprintf(out, outsz, "%d. ", k + 1);
    if (w >= 0 && (size_t)w < outsz)
        eg_midend_move_line(me, viewer, k, out + w, outsz - (size_t)w);
}

void eg_hint_words(const eg_midend *me, int player, const char *move, char *out, size_t outsz)
{
    const eg_game *g = eg_midend_game(me);
    char words[160];
    void *view = malloc(g->state_size);
    if (view)
        eg_midend_view(me, player, view);
    eg_move_words(g, view, player, move, words, sizeof words);
    free(view);
    snprintf(out, outsz, "Hint: %s", words);
}

void eg_refusal_words(const char *move, const char *msg, char *out, size_t outsz)
{
    size_t n = move ? strlen(move) : 0;
    if (n && strncmp(msg, move, n) == 0 && (msg[n] == ':' || msg[n] == ' ')) {
        msg += n + (msg[n] == ':');
        msg += strspn(msg, " ");
        /* A word of notation naming a part of the move ("2x3@g7: the brick
         * is off the plate") goes with it. */
        size_t w = strcspn(msg, " ");
        if (w > 1 && msg[w - 1] == ':' && msg[w] == ' ')
            msg += w + 1;
    }
    snprintf(out, outsz, "%s", msg);
    /* A capital for a sentence, not for a name of the notation ("d3 is
     * not beside a1"): only where the first word is letters alone. */
    size_t w = strcspn(out, " ,:;");
    bool word = w > 0;
    for (size_t i = 0; i < w; i++)
        word = word && isalpha((unsigned char)out[i]);
    if (word && out[0] >= 'a' && out[0] <= 'z')
        out[0] = (char)toupper((unsigned char)out[0]);
}

void eg_midend_refusal_words(const eg_midend *me, int player, const char *move,
                             const eg_error *err, char *out, size_t outsz)
{
    const eg_game *g = eg_midend_game(me);
    int n = 0;
    void *view = g->refusal_words ? malloc(g->state_size) : NULL;
    if (view) {
        eg_midend_view(me, player, view);
        n = g->refusal_words(view, player, move, err, out, outsz);
        free(view);
    }
    if (n <= 0)
        eg_refusal_words(move, err->msg, out, outsz);
}

void eg_midend_remote_refusal_words(const eg_midend *me, char *out, size_t outsz)
{
    eg_error server = {0};
    char move[EG_MOVE_MAX];
    eg_midend_remote_refusal(me, &server, NULL);
    int p = eg_midend_remote_refused(me, move, sizeof move);
    const eg_game *g = eg_midend_game(me);
    void *view = p >= 0 && g ? malloc(g->state_size) : NULL;
    eg_error err = {0};
    unsigned flags = 0;
    if (view) {
        eg_midend_view(me, p, view);
        if (g->execute(view, p, move, &flags, &err) == 0)
            eg_refusal_words(move, server.msg, out, outsz); /* refused for what the view hides */
        else
            eg_midend_refusal_words(me, p, move, &err, out, outsz);
        free(view);
    } else if (p >= 0) {
        eg_refusal_words(move, server.msg, out, outsz);
    } else if (outsz) {
        snprintf(out, outsz, "%s", server.msg);
    }
}
