/* SPDX-License-Identifier: MIT */
/* eg_record.h - one record format for every game (docs/record-format.md).
 *
 *   game-record 1
 *   game six-cities
 *   params players=3 rounds=6 first=1 hidden=0
 *   seed 1234
 *   player 1 human "Ann"
 *   player 2 medium "Computer"
 *   player 3 human "Zoë"
 *   move 1 pick:R1R1R2R3
 *   move 2 53R2
 *   ...
 *   result 12 30 18
 *   end
 *
 * A record holds what the players chose (the game, its params, the seed of
 * its shuffles, who plays, the moves in order with who made each); all else
 * follows from the rules. `result` (the scores, written once the game is
 * over) is derived: the reader recomputes it by replaying and refuses the
 * record when it disagrees. Moves are checked by replay on read, so every
 * refusal the rules make is reported at the line of the move.
 *
 * Pure C11 with stdio: no SDL. */
#ifndef EG_RECORD_H
#define EG_RECORD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"

enum {
    EG_RECORD_VERSION = 1,
    EG_NAME_MAX = 32,        /* bytes of a player's name, NUL included */
    EG_CONTROLLER_MAX = 96,  /* "human", "hard", "engine:COMMAND" */
    /* The one size limit of a record file: the window saves and continues
     * records up to it, cityscape-cli replay reads them up to it (and
     * Cityscape's older records: CS_RECORD_FILE_MAX is the same). */
    EG_RECORD_MAX_BYTES = 4 << 20,
    EG_RECORD_MAX_MOVES = 100000,
};

typedef struct {
    char controller[EG_CONTROLLER_MAX];
    char name[EG_NAME_MAX];
} eg_record_player;

typedef struct {
    int8_t player;             /* 0-based */
    char move[EG_MOVE_MAX];
    int line;                  /* where it was read, 0 if made here */
} eg_record_move;

typedef struct eg_record {
    char game[32];
    char params[EG_PARAMS_TEXT_MAX];
    uint64_t seed;
    int nplayers;
    eg_record_player players[EG_MAX_PLAYERS];
    int nmoves, cap;
    eg_record_move *moves;     /* heap, grown by eg_record_add_move */
} eg_record;

void eg_record_init(eg_record *rec);
void eg_record_free(eg_record *rec);
/* Copies everything (the moves too); false when out of memory. */
bool eg_record_copy(eg_record *dst, const eg_record *src);
bool eg_record_add_move(eg_record *rec, int player, const char *move);

/* Replays the record through its game: *out (state_size bytes) is the state
 * after the moves. The game is found in the registry by rec->game. */
int eg_record_replay(const eg_record *rec, const eg_game **game, void *out, eg_error *err);
/* The same with the game given (rec->game is not looked up). */
int eg_record_replay_with(const eg_game *g, const eg_record *rec, void *out, eg_error *err);

/* Canonical text (malloc'd, NUL-terminated); NULL if the record does not
 * replay (err says why) or memory runs out. */
char *eg_record_format(const eg_record *rec, eg_error *err);
/* Reads text in this format, or any older format a registered game imports
 * (today's `cityscape-record 1`). Checks by replay; errors have a line. */
int eg_record_parse(const char *text, size_t len, eg_record *rec, eg_error *err);

/* ---- Files: crash-safe writes (temporary file, fsync, rename, fsync of
 * the folder) and bounded reads. */
int eg_record_save(const char *path, const eg_record *rec, eg_error *err);
int eg_record_load(const char *path, eg_record *rec, eg_error *err);
/* A record's text (at most EG_RECORD_MAX_BYTES; "-" reads standard input),
 * malloc'd and NUL-terminated, NUL bytes inside kept for the parser to
 * name; NULL with err ("PATH: larger than 4194304 bytes, the most a game
 * record holds"). */
char *eg_record_read_text(const char *path, size_t *len, eg_error *err);
/* The same for any text (settings, scores). */
int eg_file_write_atomic(const char *path, const char *data, size_t len, eg_error *err);
char *eg_file_read(const char *path, size_t max, size_t *len, eg_error *err);

/* Error codes of this module (the games' own codes come from execute). */
enum {
    EG_ERR_RECORD_SYNTAX = 1000,
    EG_ERR_RECORD_GAME,        /* unknown game id */
    EG_ERR_RECORD_CONTRADICTS, /* a derived line disagrees with the replay */
    EG_ERR_IO,
    EG_ERR_NOMEM,
};

#endif
