/* SPDX-License-Identifier: MIT */
/* legacy_record.c - reads today's `cityscape-record 1` files (src/games/cityscape/core/
 * record.c, docs/record-format.md) into the engine's record: the saves
 * players already have keep loading. */
#include <stdio.h>
#include <string.h>

#include "cityscape_game.h"
#include "legacy_record.h"
#include "record.h"
#include "eg_record.h"

static const char HEADER[] = "cityscape-record";

/* One size limit for every record file, old format or new. */
_Static_assert((long)CS_RECORD_FILE_MAX == (long)EG_RECORD_MAX_BYTES, "one record size limit");

static int fail(eg_error *err, const cs_error *e)
{
    eg_error_set(err, e->code, e->column, "%s", e->msg);
    if (err)
        err->line = e->line;
    return e->code ? (int)e->code : 1;
}

int cs_city_import_record(const char *text, size_t len, eg_record *rec, eg_error *err)
{
    size_t skip = 0;
    while (skip < len && (text[skip] == ' ' || text[skip] == '\t' || text[skip] == '\n' ||
                          text[skip] == '\r'))
        skip++;
    if (len - skip < sizeof HEADER - 1 || memcmp(text + skip, HEADER, sizeof HEADER - 1) != 0)
        return -1;
    cs_record old;
    cs_error e;
    if (cs_record_parse(text, len, &old, &e) != CS_OK)
        return fail(err, &e);
    eg_record_init(rec);
    strcpy(rec->game, eg_cityscape.id);
    cs_city_params params = {old.cfg};
    eg_cityscape.params_encode(&params, rec->params, sizeof rec->params);
    rec->nplayers = old.cfg.nplayers;
    for (int p = 0; p < old.cfg.nplayers; p++) {
        snprintf(rec->players[p].controller, sizeof rec->players[p].controller, "%s",
                 old.players[p].controller);
        snprintf(rec->players[p].name, sizeof rec->players[p].name, "%s", old.players[p].name);
    }
    /* Who made each placement follows from the turn order: replay through
     * the table and ask it. */
    cs_city_state s;
    unsigned flags;
    eg_cityscape.new_game(&params, 0, &s, NULL);
    for (int r = 0; r < old.nrounds; r++) {
        const cs_record_round *rd = &old.rounds[r];
        for (int seat = 0; seat < CS_SEATS; seat++) {
            if (!(rd->goals_set & (1u << seat)))
                continue;
            char move[EG_MOVE_MAX];
            cs_goals_format((cs_seat)seat, rd->goals[seat], move, sizeof move);
            int player = cs_seat_player(&s.g, (cs_seat)seat);
            if (eg_cityscape.execute(&s, player, move, &flags, err) != 0 ||
                !eg_record_add_move(rec, player, move))
                return err ? err->code : 1;
        }
        for (int k = 0; k < rd->nmoves; k++) {
            char move[EG_MOVE_MAX];
            cs_move_format(rd->moves[k], move, sizeof move);
            int player = cs_game_to_move(&s.g);
            if (eg_cityscape.execute(&s, player, move, &flags, err) != 0 ||
                !eg_record_add_move(rec, player, move))
                return err ? err->code : 1;
        }
    }
    return 0;
}

int cs_city_export_record(const eg_record *rec, cs_record *out, eg_error *err)
{
    cs_city_params params;
    if (strcmp(rec->game, eg_cityscape.id) != 0)
        return eg_error_set(err, EG_ERR_RECORD_GAME, 0, "a record of %s, not of Cityscape",
                            rec->game);
    if (eg_cityscape.params_decode(rec->params, &params, err) != 0)
        return err ? err->code : 1;
    cs_error e;
    if (cs_record_init(out, &params.cfg, &e) != CS_OK)
        return fail(err, &e);
    for (int p = 0; p < rec->nplayers && p < params.cfg.nplayers; p++)
        if (cs_record_set_player(out, p, rec->players[p].controller, rec->players[p].name,
                                 &e) != CS_OK)
            return fail(err, &e);
    for (int k = 0; k < rec->nmoves; k++) {
        const char *mv = rec->moves[k].move;
        size_t len = strlen(mv);
        cs_errcode rc;
        if (strchr(mv, ':')) {
            int seat;
            uint8_t codes[CS_LINES];
            /* A round's first goals come after the last round's 25th block. */
            if (out->rounds[out->nrounds - 1].nmoves == CS_BLOCKS &&
                cs_record_next_round(out, &e) != CS_OK)
                return fail(err, &e);
            rc = cs_goals_parse(mv, len, &seat, codes, &e);
            if (rc == CS_OK)
                rc = cs_record_add_goals(out, (cs_seat)seat, codes, &e);
        } else {
            cs_move m;
            rc = cs_move_parse(mv, len, &m, &e);
            if (rc == CS_OK)
                rc = cs_record_add_move(out, m, &e);
        }
        if (rc != CS_OK) {
            eg_error_set(err, rc, 0, "move %d (%s): %s", k + 1, mv, e.msg);
            return err ? err->code : 1;
        }
    }
    return 0;
}
