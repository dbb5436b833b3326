/* SPDX-License-Identifier: MIT */
/* sk_core.h - the Skyscrapers rules core (Michael Schoessow's piecepack
 * solitaire; rules: shared/rules/skyscrapers/, notation contract:
 * shared/spec/skyscrapers.md).
 *
 * Pure C11: no SDL, no file I/O, no globals that change, no allocation.
 * The board is a plain value: copy it with one assignment to branch a search
 * or keep an undo step; unused bytes are always zero, so two boards that
 * mean the same position compare equal with memcmp (the solver hashes them).
 *
 * Conventions
 *   square  0..24, index = file + 5 * rank; a1 = 0, e1 = 4, c3 = 12, e5 = 24
 *           (files a-e from the player's left, ranks 1-5 from the player's side).
 *   suit    SK_SUNS, SK_MOONS, SK_CROWNS, SK_ARMS (letters S M C A): the colour.
 *   tile    0..23, id = suit * 6 + value; value 0 is the null, 1 the ace.
 *   SK_NONE marks "no coin" / "no pawn".
 */
#ifndef SK_CORE_H
#define SK_CORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "eg_game.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Sizes. */
enum {
    SK_SUITS = 4,
    SK_VALUES = 6,             /* null, ace, 2, 3, 4, 5 */
    SK_TILES = 24,
    SK_FILES = 5,
    SK_RANKS = 5,
    SK_SQUARES = 25,
    SK_CENTRE = 12,            /* c3: the hole at the start */
    SK_MAX_STACK = SK_VALUES,  /* a stack is of one suit: at most its 6 tiles */
    SK_COINS_PER_SUIT = 6,
    SK_SLIDE_LIMIT = 3,        /* variant 2: tile slides in a row */
    SK_MAX_MOVES = 160,        /* more than any position has (4*8 + 4 + 24*4) */
    SK_NONE = 0xff,
    SK_SPN_MAX = 256,          /* bytes of the longest SPN, NUL included */
};

typedef enum { SK_SUNS = 0, SK_MOONS = 1, SK_CROWNS = 2, SK_ARMS = 3 } sk_suit;
typedef enum { SK_STANDARD = 0, SK_VARIANT1 = 1, SK_VARIANT2 = 2 } sk_variant;

/* ---- Errors: every refusal is its own code (eg_error.code). */
typedef enum {
    SK_OK = 0,
    /* move text */
    SK_ERR_MOVE_SYNTAX = 1,     /* not FROM-TO, FROM+TO or @FROM-TO */
    SK_ERR_NO_SUCH_SQUARE,      /* a square outside a1..e5 */
    /* slides */
    SK_ERR_NOT_THE_HOLE,        /* a slide's TO is not the hole */
    SK_ERR_NOT_BESIDE,          /* FROM and TO are not orthogonal neighbours */
    SK_ERR_NOTHING_THERE,       /* FROM is the hole */
    SK_ERR_PAWN_ON_PIECE,       /* the piece to move holds a pawn */
    SK_ERR_STACK_NEVER_MOVES,   /* FROM is a stack */
    SK_ERR_NULL_NEVER_MOVES,    /* variant 1: FROM is a null tile */
    SK_ERR_SLIDE_LIMIT,         /* variant 2: a 4th tile slide in a row */
    /* stacks */
    SK_ERR_COIN_NOT_TILE,       /* stacking a coin */
    SK_ERR_NO_TILE_THERE,       /* stacking onto a coin or the hole */
    SK_ERR_SUIT_MISMATCH,       /* the two tiles differ in suit */
    SK_ERR_PAWN_ON_TARGET,      /* a pawn stands on the tile stacked onto */
    SK_ERR_NO_WORK_CREW,        /* no work crew beside the tile to move */
    /* pawns */
    SK_ERR_NO_PAWN,             /* no pawn on FROM */
    SK_ERR_PAWN_RETIRED,        /* the pawn stands on a stack */
    SK_ERR_NOT_IN_LINE,         /* FROM and TO share no rank or file */
    SK_ERR_PATH_PAWN,           /* another pawn in the way */
    SK_ERR_PATH_HOLE,           /* the hole in the way */
    SK_ERR_PATH_STACK,          /* a stack in the way */
    SK_ERR_LAND_HOLE,           /* TO is the hole */
    SK_ERR_LAND_PAWN,           /* a pawn already stands on TO */
    SK_ERR_LAND_SUIT,           /* TO's top piece is not the pawn's suit */
    /* the game */
    SK_ERR_GAME_OVER,           /* a move after the end */
    /* SPN */
    SK_ERR_SPN_SYNTAX,          /* malformed text (details in the message) */
    SK_ERR_SPN_SHAPE,           /* not 5 ranks of 5 squares */
    SK_ERR_SPN_TILE_TWICE,
    SK_ERR_SPN_TILE_MISSING,
    SK_ERR_SPN_MIXED_STACK,
    SK_ERR_SPN_PAWN_TWICE,
    SK_ERR_SPN_PAWN_MISSING,
    SK_ERR_SPN_PAWN_ON_HOLE,
    SK_ERR_SPN_TOO_MANY_COINS,
    SK_ERR_SPN_HOLES,           /* not exactly one hole */
    SK_ERR_SPN_TOKEN,           /* an unknown or misplaced option token */
    SK_ERR_SPN_SLIDES,          /* slides=K out of range or without variant 2 */
    /* the engine table */
    SK_ERR_PARAMS,              /* bad params text */
    SK_ERR_NOT_YOUR_TURN,       /* a player other than 0 */
    SK_ERR_NO_HINT,             /* the game is over: nothing to suggest */
    SK_ERR__COUNT
} sk_errcode;

/* ---- The city. */
typedef struct {
    uint8_t ntiles;              /* tiles here; 0 = a coin or the hole */
    uint8_t tile[SK_MAX_STACK];  /* tile ids bottom-up; unused entries 0 */
    uint8_t coin;                /* the coin's suit, or SK_NONE */
    uint8_t pawn;                /* the pawn's suit, or SK_NONE */
} sk_square;

typedef struct {
    sk_square sq[SK_SQUARES];
    uint8_t variant;             /* sk_variant */
    uint8_t slides;              /* variant 2: tile slides in a row just made */
} sk_board;

/* ---- Pieces and squares. */
char sk_suit_char(int suit);                   /* 'S', 'M', 'C', 'A' */
int sk_suit_from_char(char c);                 /* upper case; -1 if none */
const char *sk_suit_name(int suit);            /* "suns", "moons", ... */
static inline int sk_tile_suit(int tile) { return tile / SK_VALUES; }
static inline int sk_tile_value(int tile) { return tile % SK_VALUES; }
static inline int sk_tile_make(int suit, int value) { return suit * SK_VALUES + value; }
static inline int sk_file(int sq) { return sq % SK_FILES; }
static inline int sk_rank(int sq) { return sq / SK_FILES; }
static inline int sk_square_make(int file, int rank) { return file + SK_FILES * rank; }
/* "c3" into out (3 bytes); returns out. */
char *sk_square_name(int sq, char out[3]);
/* Two characters "a1".."e5" to a square, or -1. */
int sk_square_parse(const char *s);
bool sk_beside(int a, int b);                  /* orthogonal neighbours */

static inline bool sk_is_hole(const sk_square *s) { return s->ntiles == 0 && s->coin == SK_NONE; }
static inline bool sk_is_stack(const sk_square *s) { return s->ntiles >= 2; }
/* The suit of the top tile, or of the coin; SK_NONE for the hole. */
int sk_top_suit(const sk_square *s);
int sk_hole(const sk_board *b);                /* the first hole's square, or -1 */
/* A pawn that stands on no stack: the only kind that may work or walk. */
static inline bool sk_work_crew(const sk_square *s) { return s->pawn != SK_NONE && !sk_is_stack(s); }

/* ---- Setup (RULINGS.md "Setup"). `order` holds the 24 tile ids dealt onto
 * the squares a1, b1, c1, d1, e1, a2, ... e5 in index order, skipping c3;
 * then the crowns swap (or variant 1's null/ace swaps) and the pawns. */
void sk_setup(sk_board *b, const uint8_t order[SK_TILES], sk_variant variant);
/* Deal number `deal`: the tiles 0..23 in id order, shuffled by the engine's
 * eg_rng seeded with `deal` (eg_rng_shuffle_u8), then sk_setup. The same
 * number gives the same deal on every machine. */
void sk_deal(sk_board *b, uint64_t deal, sk_variant variant);

/* ---- Moves. */
typedef enum { SK_SLIDE = 0, SK_STACK = 1, SK_PAWN = 2 } sk_move_kind;
typedef struct {
    uint8_t kind;   /* sk_move_kind */
    uint8_t from, to;
} sk_move;

enum { SK_MOVE_TEXT = 8 };   /* "@a1-a5" and its NUL */
/* "b3-c3", "d2+c2", "@a3-a5". Syntax and squares only. */
int sk_move_parse(const char *text, sk_move *m, eg_error *err);
int sk_move_format(sk_move m, char out[SK_MOVE_TEXT]);
/* SK_OK if `m` is legal on `b`, else its refusal (message names the move
 * and the square). err may be NULL. */
int sk_check(const sk_board *b, sk_move m, eg_error *err);
/* Applies a legal move (unchecked). */
void sk_apply(sk_board *b, sk_move m);
/* Check, then apply; on refusal b is unchanged. */
int sk_play(sk_board *b, sk_move m, eg_error *err);
int sk_play_text(sk_board *b, const char *text, eg_error *err);
/* Every legal move, in the byte order of their texts; returns the count. */
int sk_legal_moves(const sk_board *b, sk_move out[SK_MAX_MOVES]);
bool sk_has_move(const sk_board *b);

/* ---- Scoring (RULINGS.md "Scoring"), at any moment. */
typedef struct {
    int total, stacks, coins;
    int points[SK_SQUARES];      /* what each square scores */
    uint32_t scoring_stacks;     /* bit (1 << square) */
    uint32_t scoring_coins;
} sk_score;
/* Points of a stack of `ntiles` (0 or 1 score nothing), doubled by a pawn. */
int sk_stack_points(int ntiles, bool pawn_on_top);
/* A coin scores when no neighbour holds a tile and no pawn stands on it. */
bool sk_coin_scores(const sk_board *b, int sq);
int sk_score_board(const sk_board *b, sk_score *out); /* out may be NULL */

/* ---- SPN (contract: shared/spec/skyscrapers.md). The parser takes `len`
 * bytes (need not be NUL-terminated); errors give a 1-based column (0 when
 * the fault is the whole position, e.g. a missing tile). The formatter
 * returns the length, or -1 if outsz is too small. */
int sk_spn_parse(const char *text, size_t len, sk_board *b, eg_error *err);
int sk_spn_format(const sk_board *b, char *out, size_t outsz);
/* The contract's validity rules on a board made some other way. */
int sk_board_validate(const sk_board *b, eg_error *err);

#ifdef __cplusplus
}
#endif
#endif
