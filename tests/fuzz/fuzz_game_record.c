/* SPDX-License-Identifier: MIT */
/* fuzz_game_record.c - the record every game saves (`game-record 1`,
 * src/engine/eg_record.h) and the older `cityscape-record 1` it imports:
 * eg_record_parse never misbehaves on any bytes; a refusal has a code and
 * a message; a record it accepts replays through its game's table to a
 * state whose scores cover its players, is written within the record size
 * limit, and that text parses back to an equal record and writes back the
 * same bytes. */
#include <string.h>

#include "eg_record.h"
#include "fuzz.h"

static bool same_record(const eg_record *a, const eg_record *b)
{
    if (strcmp(a->game, b->game) != 0 || strcmp(a->params, b->params) != 0 ||
        a->seed != b->seed || a->nplayers != b->nplayers || a->nmoves != b->nmoves)
        return false;
    for (int p = 0; p < a->nplayers; p++)
        if (strcmp(a->players[p].controller, b->players[p].controller) != 0 ||
            strcmp(a->players[p].name, b->players[p].name) != 0)
            return false;
    for (int i = 0; i < a->nmoves; i++)
        if (a->moves[i].player != b->moves[i].player ||
            strcmp(a->moves[i].move, b->moves[i].move) != 0)
            return false;
    return true;
}

static void refused_well(int rc, const eg_error *err)
{
    FUZZ_CHECK(rc > 0 && err->code == rc);
    FUZZ_CHECK(memchr(err->msg, '\0', sizeof err->msg) != NULL && err->msg[0] != '\0');
    FUZZ_CHECK(err->line >= 0 && err->column >= 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    eg_record rec, back;
    eg_record_init(&rec);
    eg_record_init(&back);
    eg_error err;
    memset(&err, 0, sizeof err);
    int rc = eg_record_parse((const char *)data, size, &rec, &err);
    if (rc != 0) {
        refused_well(rc, &err);
        FUZZ_CHECK(rec.moves == NULL && rec.nmoves == 0);
        return 0;
    }
    /* Replay through the game's table. */
    const eg_game *g = NULL;
    const eg_game *found = eg_game_find(rec.game);
    FUZZ_CHECK(found != NULL);
    void *state = calloc(1, found->state_size);
    FUZZ_CHECK(state != NULL);
    FUZZ_CHECK(eg_record_replay(&rec, &g, state, &err) == 0 && g == found);
    int sc[EG_MAX_PLAYERS];
    FUZZ_CHECK(g->scores(state, sc) == rec.nplayers);
    FUZZ_CHECK(rec.nplayers >= g->min_players && rec.nplayers <= g->max_players);
    if (g->is_over(state))
        FUZZ_CHECK(g->to_act(state) == 0);
    free(state);
    /* Written, read back, written again: the same record, the same bytes. */
    char *text = eg_record_format(&rec, &err);
    FUZZ_CHECK(text != NULL);
    size_t n = strlen(text);
    FUZZ_CHECK(n <= EG_RECORD_MAX_BYTES);
    rc = eg_record_parse(text, n, &back, &err);
    if (rc != 0) {
        fprintf(stderr, "re-read refused: line %d, column %d: %s\n%s", err.line, err.column,
                err.msg, text);
        FUZZ_CHECK(rc == 0);
    }
    FUZZ_CHECK(same_record(&rec, &back));
    char *again = eg_record_format(&back, &err);
    FUZZ_CHECK(again != NULL && strcmp(text, again) == 0);
    free(again);
    free(text);
    eg_record_free(&rec);
    eg_record_free(&back);
    return 0;
}
