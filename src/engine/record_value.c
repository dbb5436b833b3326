/* SPDX-License-Identifier: MIT */
/* record_value.c - the record as a value (eg_record.h): in the engine's base
 * library, so that games can build records (imports of older formats)
 * without linking the registry. */
#include "eg_record.h"

#include <stdlib.h>
#include <string.h>

void eg_record_init(eg_record *rec) { memset(rec, 0, sizeof *rec); }

void eg_record_free(eg_record *rec)
{
    free(rec->moves);
    eg_record_init(rec);
}

bool eg_record_copy(eg_record *dst, const eg_record *src)
{
    eg_record tmp = *src;
    tmp.moves = NULL;
    tmp.cap = 0;
    if (src->nmoves > 0) {
        tmp.moves = malloc((size_t)src->nmoves * sizeof *tmp.moves);
        if (!tmp.moves)
            return false;
        memcpy(tmp.moves, src->moves, (size_t)src->nmoves * sizeof *tmp.moves);
        tmp.cap = src->nmoves;
    }
    *dst = tmp;
    return true;
}

bool eg_record_add_move(eg_record *rec, int player, const char *move)
{
    if (strlen(move) >= EG_MOVE_MAX || rec->nmoves >= EG_RECORD_MAX_MOVES)
        return false;
    if (rec->nmoves == rec->cap) {
        int cap = rec->cap ? 2 * rec->cap : 64;
        eg_record_move *m = realloc(rec->moves, (size_t)cap * sizeof *m);
        if (!m)
            return false;
        rec->moves = m;
        rec->cap = cap;
    }
    eg_record_move *m = &rec->moves[rec->nmoves++];
    m->player = (int8_t)player;
    strcpy(m->move, move);
    m->line = 0;
    return true;
}

