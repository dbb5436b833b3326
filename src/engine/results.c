/* SPDX-License-Identifier: MIT */
/* results.c - a finished game's results from its record (see eg_results.h). */
#include "eg_results.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eg_record.h"
#include "eg_setup.h"
#include "eg_viewtext.h"

/* "Ann wins!", "Ann and Bob share the win!", or a solitaire's score. */
static void headline(const eg_game *g, const eg_record *rec, eg_results *r)
{
    eg_vt_out w;
    eg_vt_start(&w, r->headline, sizeof r->headline);
    if (g->flags & EG_GAME_SOLITAIRE) {
        eg_vt_add(&w, "Final score: %d", r->score[0]);
        return;
    }
    int nw = 0;
    for (int p = 0; p < rec->nplayers; p++)
        nw += r->place[p] == 0;
    int left = nw;
    for (int p = 0; p < rec->nplayers; p++)
        if (r->place[p] == 0)
            eg_vt_add(&w, "%s%s", w.len == 0 ? "" : --left == 0 ? " and " : ", ",
                      rec->players[p].name);
    eg_vt_add(&w, nw > 1 ? " share the win!" : " wins!");
}

void eg_midend_results(const eg_midend *me, eg_results *r)
{
    const eg_game *g = eg_midend_game(me);
    const eg_record *rec = eg_midend_record(me);
    int n = rec->nplayers;
    memset(r, 0, sizeof *r);
    if (eg_midend_remote_result(me, r->score, r->place) == 0) { /* online: the OVER line's */
        g->scores(eg_midend_state(me), r->score);
        g->places(eg_midend_state(me), r->place);
    }
    int k = 0;
    for (int pl = 0; pl <= n; pl++)
        for (int p = 0; p < n; p++)
            if (r->place[p] == pl || (pl == n && r->place[p] >= n))
                r->order[k++] = p;
    for (int m = 0; g->reveal && m < eg_midend_moves(me); m++) {
        if (!(eg_midend_move_flags(me, m) & EG_MOVE_ENDS_ROUND))
            continue;
        r->nsteps = g->reveal(eg_midend_state_at(me, m), eg_midend_state_at(me, m + 1), r->steps);
        int round = r->nrounds < EG_RESULTS_MAX_ROUNDS ? r->nrounds++ : EG_RESULTS_MAX_ROUNDS - 1;
        for (int i = 0; i < r->nsteps; i++)
            if (r->steps[i].player >= 0 && r->steps[i].player < EG_MAX_PLAYERS)
                r->points[round][r->steps[i].player] += r->steps[i].points;
    }
    headline(g, rec, r);
}

const char *eg_ordinal(int place)
{
    static const char *const names[] = {"1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th"};
    return place >= 0 && place < 8 ? names[place] : "";
}

void eg_step_line(const eg_record *rec, const eg_reveal_step *st, char *out, size_t outsz)
{
    bool who = st->player >= 0 && st->player < rec->nplayers;
    /* A solitaire's one player is named only by a name of their own: "Player 1: ..."
     * on every line said nothing. */
    if (who && rec->nplayers == 1 && !eg_player_renamed(rec, 0))
        who = false;
    if (who && st->points != 0)
        snprintf(out, outsz, "%s: %s (%+d)", rec->players[st->player].name, st->text, st->points);
    else if (who) /* nothing scored: no "(+0)" */
        snprintf(out, outsz, "%s: %s", rec->players[st->player].name, st->text);
    else if (st->player >= 0 && st->player < rec->nplayers && st->points != 0)
        snprintf(out, outsz, "%s (%+d)", st->text, st->points);
    else
        snprintf(out, outsz, "%s", st->text);
    eg_name_players(rec, out, outsz); /* a heading's "Player 2 wins": "Bob wins" */
}

/* ---- Best scores of solitaire deals, one line per game: its params, its
 * deal and the score ("variant=standard 7340033 84"). */

int eg_best_score(const char *path, const eg_record *rec)
{
    FILE *f = path[0] ? fopen(path, "r") : NULL;
    char line[512], want[400];
    int best = -1;
    snprintf(want, sizeof want, "%s %llu ", rec->params, (unsigned long long)rec->seed);
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, want, strlen(want)) == 0) {
            int v = atoi(line + strlen(want));
            best = v > best ? v : best;
        }
    if (f)
        fclose(f);
    return best;
}

void eg_best_note(const char *path, const eg_record *rec, int score)
{
    for (int p = 0; p < rec->nplayers; p++)
        if (strcmp(rec->players[p].controller, "human") != 0)
            return; /* a computer's game (the setup's seat) is not the player's best */
    if (!path[0] || eg_best_score(path, rec) >= score)
        return;
    FILE *f = fopen(path, "a");
    if (!f)
        return;
    fprintf(f, "%s %llu %d\n", rec->params, (unsigned long long)rec->seed, score);
    fclose(f);
}
