/* SPDX-License-Identifier: MIT */
/* cs_core.h - the Cityscape rules core.
 *
 * Pure C11: no SDL, no globals, no allocation. Every state type is a plain
 * value: copy it with one assignment to branch a search or keep an undo step.
 *
 * Conventions
 *   lot    0..15, index = file + 4 * rank; a1 = 0, d1 = 3, a4 = 12, d4 = 15
 *          (files a-d west to east, ranks 1-4 south to north).
 *   seat   CS_S, CS_W, CS_N, CS_E: the board edges, clockwise seen from above.
 *   line   0..3 internally (printed 1..4), numbered from the seat's left.
 *   code   1..6, a die face (goal); 0 means "not set".
 *   height 1..5 for a block; a building's height is the sum of its blocks.
 */
#ifndef CS_CORE_H
#define CS_CORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Sizes. */
enum {
    CS_FILES = 4,
    CS_RANKS = 4,
    CS_LOTS = 16,
    CS_SEATS = 4,
    CS_LINES = 4,          /* lines per seat */
    CS_LINE_LEN = 4,       /* lots per line */
    CS_HEIGHTS = 5,        /* block heights 1..5 */
    CS_BLOCKS_PER_HEIGHT = 5,
    CS_BLOCKS = 25,
    CS_MAX_PLAYERS = 4,
    CS_MAX_ROUNDS = 32,
    CS_NO_PLAYER = 0xff,
    CS_NO_LOT = 0xff,
};

typedef enum { CS_S = 0, CS_W = 1, CS_N = 2, CS_E = 3 } cs_seat;

/* ---- Errors: every refusal is a distinct code with a message. */
typedef enum {
    CS_OK = 0,
    /* notation */
    CS_ERR_SYNTAX,            /* malformed text (details in the message) */
    CS_ERR_NO_SUCH_LOT,       /* lot outside a1..d4 */
    CS_ERR_BAD_HEIGHT,        /* block height outside 1..5 */
    CS_ERR_BAD_CODE,          /* goal code outside 1..6 */
    CS_ERR_BAD_SEAT,          /* seat letter not S, W, N or E */
    CS_ERR_TOO_MANY_BLOCKS,   /* more than 5 blocks of one height */
    CS_ERR_DUPLICATE_SEAT,    /* a seat's goals given twice */
    /* moves and flow */
    CS_ERR_NO_BLOCK_LEFT,     /* the supply has no block of that height */
    CS_ERR_NOT_YOUR_TURN,     /* a player moved out of turn */
    CS_ERR_GOALS_NOT_SET,     /* building before every goal is set */
    CS_ERR_GOALS_ALREADY_SET, /* goals set twice in one round */
    CS_ERR_SEAT_NOT_HELD,     /* goals for a seat the player does not hold */
    CS_ERR_WRONG_PHASE,       /* the action does not fit the game's phase */
    CS_ERR_ROUND_OVER,        /* a move after the 25th placement */
    CS_ERR_GAME_OVER,         /* a round after the last one */
    CS_ERR_BAD_PLAYERS,       /* player count or seat choice not allowed */
    CS_ERR_BAD_ROUNDS,        /* round count outside 1..CS_MAX_ROUNDS */
    CS_ERR_NO_SUCH_PLAYER,    /* player index out of range */
    /* records */
    CS_ERR_RECORD,            /* a record contradicts itself or the rules */
    CS_ERR_IO,                /* a file could not be read or written */
    CS_ERR__COUNT
} cs_errcode;

/* An error is a value: a code, where it happened (1-based; 0 = not known) and
 * a message for people, e.g. "column 7: height 6 is not a block height (1-5)". */
typedef struct {
    cs_errcode code;
    int line;
    int column;
    char msg[160];
} cs_error;

const char *cs_errcode_name(cs_errcode code); /* "no such lot", ... */
/* Fill *err (if non-NULL) and return code. printf-style message. */
cs_errcode cs_error_set(cs_error *err, cs_errcode code, int line, int column,
                        const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;
/* "line 3, column 7: message" / "column 7: message" / "message". */
void cs_error_format(const cs_error *err, char *out, size_t outsz);

/* ---- Seats, lots and lines. */
char cs_seat_char(cs_seat seat);              /* 'S', 'W', 'N', 'E' */
int cs_seat_from_char(char c);                /* 0..3, or -1 */
const char *cs_seat_name(cs_seat seat);       /* "south", ... */
static inline int cs_lot_file(int lot) { return lot & 3; }
static inline int cs_lot_rank(int lot) { return lot >> 2; }
static inline int cs_lot_make(int file, int rank) { return file + 4 * rank; }
/* The lots of a seat's line, front (nearest the seat) to back; the table
 * itself is public for code that scores in tight loops (the AI). */
extern const uint8_t cs_line_table[CS_SEATS][CS_LINES][CS_LINE_LEN];
const uint8_t *cs_line_lots(cs_seat seat, int line);
/* Which line of `seat` passes through `lot`, and how deep (0 = front). */
int cs_lot_line(cs_seat seat, int lot);
int cs_lot_depth(cs_seat seat, int lot);

/* ---- Board. Stacks are kept as the sequence of placed blocks, so a copy is
 * small (under 100 bytes) and the order within every stack is exact. */
typedef struct {
    uint8_t height[CS_LOTS];        /* building heights, 0 = empty lot */
    uint8_t nblocks[CS_LOTS];       /* blocks stacked on each lot */
    uint8_t block_height[CS_BLOCKS];/* placed blocks, in order */
    uint8_t block_lot[CS_BLOCKS];
    uint8_t nplaced;
    uint8_t supply[CS_HEIGHTS + 1]; /* [h] = unplayed blocks of height h */
} cs_board;

typedef struct {
    uint8_t height; /* 1..5 */
    uint8_t lot;    /* 0..15 */
} cs_move;

void cs_board_init(cs_board *b);                /* empty board, full supply */
bool cs_board_can_place(const cs_board *b, cs_move m);
/* Validates and places. No allocation. */
cs_errcode cs_board_place(cs_board *b, cs_move m, cs_error *err);
/* Removes the most recently placed block (undo). Returns false if none. */
bool cs_board_unplace(cs_board *b);
/* Stack of `lot` from the bottom up; returns the count (<= CS_BLOCKS). */
int cs_board_stack(const cs_board *b, int lot, uint8_t out[CS_BLOCKS]);
int cs_board_tallest(const cs_board *b);        /* 0 when empty */
int cs_board_total_height(const cs_board *b);
bool cs_board_equal(const cs_board *a, const cs_board *b); /* same stacks */

/* ---- Scoring. `h` is a line's heights, front to back. */
int cs_line_visible(const uint8_t h[CS_LINE_LEN]);       /* strict view, codes 1-4 */
int cs_line_pair_score(const uint8_t h[CS_LINE_LEN]);    /* code 5, raised view */
bool cs_line_has_tallest(const uint8_t h[CS_LINE_LEN], int tallest);
void cs_board_line_heights(const cs_board *b, cs_seat seat, int line,
                           uint8_t out[CS_LINE_LEN]);
/* Score of goal `code` (1..6) on one line of a seat. */
int cs_score_line(const cs_board *b, cs_seat seat, int line, int code);
/* Per-line scores of four codes for a seat; returns the total. */
int cs_score_seat(const cs_board *b, cs_seat seat, const uint8_t codes[CS_LINES],
                  int out_lines[CS_LINES]);
/* Which buildings of a line count for `code` (bit d = depth d, front 0):
 * the visible ones for 1-4, the matched seen ones for 5, the tallest for 6.
 * The reveal lights these up. */
unsigned cs_line_counting(const cs_board *b, cs_seat seat, int line, int code);
/* Bounds: the most one line can score with `code`. */
int cs_code_max_score(int code);
const char *cs_code_meaning(int code);          /* words for people */

/* ---- Notation (contract: shared/spec/notation.md). */
/* Parsers take text of length `len` (need not be NUL-terminated); errors give
 * a 1-based column. Formatters write a NUL-terminated string and return its
 * length, or -1 if `outsz` is too small. */
cs_errcode cs_lot_parse(const char *s, size_t len, int *lot, cs_error *err);
int cs_lot_format(int lot, char *out, size_t outsz);          /* "b4" */
cs_errcode cs_move_parse(const char *s, size_t len, cs_move *m, cs_error *err);
int cs_move_format(cs_move m, char *out, size_t outsz);       /* "3b4" */

/* A CPN position: a board and the goals of zero or more seats. */
typedef struct {
    cs_board board;
    uint8_t goals[CS_SEATS][CS_LINES]; /* codes, 0 = none */
    uint8_t has_goals;                 /* bit (1 << seat) */
} cs_position;

enum { CS_CPN_MAX = 256 };
cs_errcode cs_cpn_parse(const char *s, size_t len, cs_position *pos, cs_error *err);
int cs_cpn_format(const cs_position *pos, char *out, size_t outsz);
int cs_board_format(const cs_board *b, char *out, size_t outsz); /* BOARD only */
/* "S:3562" for 4 codes. */
cs_errcode cs_goals_parse(const char *s, size_t len, int *seat,
                          uint8_t codes[CS_LINES], cs_error *err);
int cs_goals_format(cs_seat seat, const uint8_t codes[CS_LINES], char *out,
                    size_t outsz);

/* ---- Game flow. */
typedef enum {
    CS_PHASE_GOALS,      /* players set their secret goals */
    CS_PHASE_BUILDING,   /* 25 placements */
    CS_PHASE_SCORED,     /* round over, scores added to totals */
    CS_PHASE_GAME_OVER,  /* the last round has been scored */
} cs_phase;

typedef struct {
    uint8_t nplayers;                 /* 2..4 */
    uint8_t seat_mask;                /* occupied seats, bit (1 << seat) */
    uint8_t nrounds;                  /* 1..CS_MAX_ROUNDS */
    uint8_t first_player;             /* first builder of round 1 */
} cs_config;

typedef struct {
    cs_config cfg;
    uint8_t seat_owner[CS_SEATS];     /* player index, or CS_NO_PLAYER */
    uint8_t round;                    /* 0-based current round */
    cs_phase phase;
    cs_board board;
    uint8_t goals[CS_SEATS][CS_LINES];/* this round's codes, 0 = unset */
    uint8_t seats_set;                /* bit (1 << seat) once its goals are set */
    int16_t seat_score[CS_SEATS][CS_LINES]; /* this round, valid once scored */
    int16_t round_score[CS_MAX_ROUNDS][CS_MAX_PLAYERS];
    int32_t total[CS_MAX_PLAYERS];
} cs_game;

/* The default configuration for n players: seats S W N E / S W N / diagonal
 * (S+W vs N+E), rounds one per player (4 for two players), player 0 first. */
cs_config cs_config_default(int nplayers);
/* seat_mask for 3 players; for 2 and 4 it must be all four seats. */
cs_errcode cs_config_check(const cs_config *cfg, cs_error *err);
cs_errcode cs_game_init(cs_game *g, const cs_config *cfg, cs_error *err);

/* Players are numbered 0..n-1 in clockwise seat order starting from S. */
int cs_player_seats(const cs_game *g, int player, cs_seat out[2]); /* count */
int cs_seat_player(const cs_game *g, cs_seat seat); /* or -1 */
int cs_round_first_player(const cs_game *g, int round);
/* Player to move in the building phase, or -1 outside it. */
int cs_game_to_move(const cs_game *g);
/* Player to move at placement `k` (0..24) of the current round. */
int cs_game_mover_at(const cs_game *g, int k);

/* Goals for one seat held by `player` (codes 1..6). When every player has
 * set every held seat, the building phase starts. */
cs_errcode cs_game_set_goals(cs_game *g, int player, cs_seat seat,
                             const uint8_t codes[CS_LINES], cs_error *err);
bool cs_game_player_goals_done(const cs_game *g, int player);
cs_errcode cs_game_place(cs_game *g, int player, cs_move m, cs_error *err);
/* The 25th placement scores the round automatically (phase SCORED or
 * GAME_OVER). Undo the last placement of the round (not after scoring). */
cs_errcode cs_game_undo(cs_game *g, cs_error *err);
/* SCORED -> GOALS of the next round (empty board, full supply). */
cs_errcode cs_game_next_round(cs_game *g, cs_error *err);
int cs_game_player_round_score(const cs_game *g, int player, int round);
/* Winners (highest total, ties share) as a bit mask of players. */
unsigned cs_game_winners(const cs_game *g);
/* Legal moves for the current board (at most 5 * 16). */
int cs_board_legal_moves(const cs_board *b, cs_move out[CS_HEIGHTS * CS_LOTS]);

#ifdef __cplusplus
}
#endif
#endif
