/* SPDX-License-Identifier: MIT */
/* record.h - game records: the text format that saves, autosaves, undo
 * history and replays share (docs/record-format.md).
 *
 * A cs_record is a plain value, like the rest of the core: the agreed
 * configuration, who plays each player, and for every round begun so far its
 * goals and its placements in order. Everything else (who moves, first
 * builders, scores, totals, winners) is derived by replaying it through the
 * rules core, never stored twice. A record may describe a game in progress:
 * a round whose goals are partly set, a round with fewer than 25 placements,
 * fewer rounds begun than agreed.
 *
 * Pure C11, no globals, no allocation (the file helpers use stdio only). */
#ifndef CS_RECORD_H
#define CS_RECORD_H

#include "cs_core.h"

#ifdef __cplusplus
extern "C" {
#endif

enum {
    CS_RECORD_VERSION = 1,       /* the version this code writes and reads */
    CS_NAME_MAX = 32,            /* player name: up to 31 bytes of UTF-8 + NUL */
    CS_CONTROLLER_MAX = 64,      /* controller: up to 63 bytes + NUL */
    CS_RECORD_LINE_MAX = 1024,   /* longest line accepted when reading, in bytes */
    CS_RECORD_TEXT_MAX = 16384,  /* cs_record_format never needs more than this */
    CS_RECORD_FILE_MAX = 4 << 20, /* larger files are refused unread: the one limit of
                                     every record, EG_RECORD_MAX_BYTES (eg_record.h) */
    CS_RECORD_MOVES_PER_LINE = 10,
};

typedef struct {
    char controller[CS_CONTROLLER_MAX]; /* "human", "easy", "hard", "engine:CMD" */
    char name[CS_NAME_MAX];             /* UTF-8, no control characters */
} cs_record_player;

typedef struct {
    uint8_t goals[CS_SEATS][CS_LINES];  /* codes 1..6; 0 where not set */
    uint8_t goals_set;                  /* bit (1 << seat) once set */
    uint8_t nmoves;                     /* 0..25 */
    cs_move moves[CS_BLOCKS];           /* in the order they were played */
} cs_record_round;

typedef struct {
    cs_config cfg;
    cs_record_player players[CS_MAX_PLAYERS];
    uint8_t nrounds;                    /* rounds begun, 1..cfg.nrounds */
    cs_record_round rounds[CS_MAX_ROUNDS];
} cs_record;

/* A new game: round 1 begun, no goals, no moves; players "human" named
 * "Player 1" ... Checks the configuration with cs_config_check. */
cs_errcode cs_record_init(cs_record *rec, const cs_config *cfg, cs_error *err);

/* Player metadata (player 0..n-1). The name must be 1..31 bytes of valid
 * UTF-8 without control characters; the controller is "human", a word of
 * a-z, 0-9, '-' and '_' (such as "easy", "medium", "hard"), or "engine:"
 * followed by a command of printable ASCII. */
cs_errcode cs_record_set_player(cs_record *rec, int player, const char *controller,
                                const char *name, cs_error *err);

/* Keeping a record in step with play. Each is checked against the rules by
 * replaying the record, so a record built through them is always valid. */
cs_errcode cs_record_add_goals(cs_record *rec, cs_seat seat, const uint8_t codes[CS_LINES],
                               cs_error *err);
cs_errcode cs_record_add_move(cs_record *rec, cs_move m, cs_error *err);
/* Begin the next round (the last begun round must be complete). */
cs_errcode cs_record_next_round(cs_record *rec, cs_error *err);
/* Take back the last placement of the last begun round (undo). The 25th
 * placement may be taken back too: replay the record to get the game, as
 * cs_game_undo cannot unscore a round. */
cs_errcode cs_record_undo_move(cs_record *rec, cs_error *err);

/* Plays the record through cs_game_*: *out is the game it leads to. Errors
 * name the round and placement ("round 2, move 13: ..."); line is 0. */
cs_errcode cs_record_replay(const cs_record *rec, cs_game *out, cs_error *err);
/* True when the last agreed round has been played out. */
bool cs_record_is_complete(const cs_record *rec);
/* Same configuration, players, goals and moves. */
bool cs_record_equal(const cs_record *a, const cs_record *b);

/* Text. cs_record_format writes the canonical text (NUL-terminated) and
 * returns its length, or -1 if outsz is too small (CS_RECORD_TEXT_MAX is
 * always enough) or the record does not replay. cs_record_parse reads text of
 * `len` bytes (NUL bytes in it are errors), checks every line against the
 * rules and reports the first problem with its line and column. */
int cs_record_format(const cs_record *rec, char *out, size_t outsz);
cs_errcode cs_record_parse(const char *text, size_t len, cs_record *rec, cs_error *err);

/* Files. Loading refuses files over CS_RECORD_FILE_MAX bytes. Saving is
 * crash-safe: it writes PATH.tmp, flushes and syncs it, then renames it over
 * PATH, so PATH always holds either the old record or the new one. */
cs_errcode cs_record_load(const char *path, cs_record *rec, cs_error *err);
cs_errcode cs_record_save(const char *path, const cs_record *rec, cs_error *err);

#ifdef __cplusplus
}
#endif
#endif
