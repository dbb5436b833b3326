/* SPDX-License-Identifier: MIT */
/* sx_core.h - the Six Cities rules core (the rules of Manhattan by Andreas
 * Seyfarth, Hans im Glück 1994), as read by shared/rules/six-cities/RULINGS.md
 * and written down in shared/spec/six-cities.md.
 *
 * Pure C11: no SDL, no file I/O, no globals that change, no allocation.
 * Every type is a plain value: copy it to branch a search or keep an undo step.
 *
 * Conventions
 *   colour  0..3 = R, Y, G, B.
 *   site    0..53 = city * 9 + row * 3 + column (all 0-based; rows north to
 *           south, columns west to east). Printed as city 1-6, row and
 *           column 1-3.
 *   card    1..9, the marked position of a 3x3 card, row by row from the
 *           card's far side; 5 is the centre.
 *   seat    SX_S, SX_W, SX_N, SX_E: the table edges, clockwise seen from above.
 *   player  0..n-1, clockwise from S. 4 and 3 players: player p plays colour p
 *           from seat p. 2 players: player 0 plays R and Y from S, player 1
 *           plays G and B from N.
 */
#ifndef SX_CORE_H
#define SX_CORE_H

#include "eg_game.h"
#include "rng.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Sizes. */
enum {
    SX_CITIES = 6,
    SX_CITY_SITES = 9,
    SX_SITES = 54,
    SX_COLOURS = 4,
    SX_MAX_FLOORS = 4,       /* blocks have 1..4 floors */
    SX_CARD_KINDS = 9,
    SX_CARDS_PER_KIND = 5,
    SX_CARDS = 45,
    SX_HAND = 4,
    SX_BLOCKS_PER_COLOUR = 24,
    SX_MAX_PLAYERS = 4,
    SX_MAX_ROUNDS = 6,
    SX_LOG_MAX = 255,        /* blocks a board can hold (a game uses <= 96) */
    SX_NO_OWNER = -1,
};

/* Blocks of each size in one colour's supply: index = floors (1..4). */
extern const uint8_t SX_SUPPLY[SX_MAX_FLOORS + 1];

typedef enum { SX_S = 0, SX_W = 1, SX_N = 2, SX_E = 3 } sx_seat;

/* ---- Errors: every refusal is its own code (eg_error.code). */
typedef enum {
    SX_OK = 0,
    /* notation */
    SX_E_MOVE_SYNTAX = 1,       /* a move string that is no move */
    SX_E_POS_SYNTAX,            /* a position with a misplaced separator */
    SX_E_POS_COLOUR,            /* a block colour that is not R, Y, G or B */
    SX_E_POS_FLOORS,            /* a block size outside 1..4 */
    SX_E_POS_TOO_BIG,           /* more blocks than a board can hold */
    SX_E_BAD_SEAT,              /* a seat that is not S, W, N or E */
    SX_E_BAD_CARD,              /* a card outside 1..9 */
    SX_E_BAD_PARAM,             /* a params key or value */
    /* placement */
    SX_E_TOO_FEW_FLOORS,        /* overbuilding with fewer floors than the owner */
    /* game flow */
    SX_E_GAME_OVER,
    SX_E_NOT_YOUR_TURN,
    SX_E_NOT_CHOOSING,          /* a block choice outside the choosing step */
    SX_E_NOT_BUILDING,          /* a card played while blocks are being chosen */
    SX_E_ALREADY_CHOSEN,        /* a second choice in one round */
    SX_E_CHOICE_COUNT,          /* the wrong number of blocks of a colour */
    SX_E_CHOICE_SUPPLY,         /* more blocks of a size than the supply has */
    SX_E_NOT_YOUR_COLOUR,       /* a block of someone else's colour */
    SX_E_NO_SUCH_CARD,          /* a card not in the hand */
    SX_E_BLOCK_NOT_SET_ASIDE,   /* a block not among this round's blocks */
    SX_E_DISCARD_NOT_NEEDED,    /* discarding while some placement is possible */
    SX_E_NOTHING_TO_DRAW,       /* discarding with deck and played cards gone */
    SX_E_PASS_NOT_ALLOWED,      /* passing while a placement or a draw is possible */
    /* the table */
    SX_E_WHICH_BLOCK,           /* a card dropped on a site where more than one kind of
                                   set-aside block fits: the player picks the block */
} sx_errcode;

/* ---- The board: six cities, each site a stack of blocks. */
typedef struct {
    uint16_t floors[SX_SITES][SX_COLOURS]; /* floors of each colour per site */
    int8_t owner[SX_SITES];                 /* colour of the top block, or SX_NO_OWNER */
    uint8_t nblocks;                        /* blocks placed, in order (bottom-up per site) */
    uint8_t log_site[SX_LOG_MAX];
    uint8_t log_block[SX_LOG_MAX];          /* colour * 8 + floors */
} sx_board;

void sx_board_init(sx_board *b);
int sx_site_height(const sx_board *b, int site);
/* The site a card means from a seat: row * 3 + column within a city. */
int sx_card_site(sx_seat seat, int card);
/* The placement rule for a block of `colour` with `floors` on `site`:
 * SX_OK, or SX_E_TOO_FEW_FLOORS with the message
 * "card 5 from W means row 2 column 3 of city 4, where yellow has 6 floors
 * and you would have 4" (card and seat only name the site in the message). */
int sx_check_place(const sx_board *b, int colour, int floors, int site, int card,
                   sx_seat seat, eg_error *err);
/* Puts the block on the site without checking; SX_E_POS_TOO_BIG if full. */
int sx_board_put(sx_board *b, int colour, int floors, int site);

/* ---- One round's scoring of a board, per colour. */
typedef struct {
    int tallest, majorities, buildings, total;
} sx_colour_score;

typedef struct {
    sx_colour_score colour[SX_COLOURS];
    int tallest_site;             /* the single tallest building, or -1 */
    int8_t majority[SX_CITIES];   /* colour with most buildings per city, or -1 */
    int8_t nbuildings[SX_CITIES][SX_COLOURS];
} sx_scoring;

void sx_score_board(const sx_board *b, sx_scoring *out);

/* ---- Notation (shared/spec/six-cities.md). */
char sx_colour_char(int colour);
int sx_colour_from_char(char c);      /* -1 if not R, Y, G, B */
const char *sx_colour_name(int colour);
char sx_seat_char(sx_seat seat);
int sx_seat_from_char(char c);        /* -1 if not S, W, N, E */
/* Position: returns the length written, or -1 if out is too small. */
int sx_position_format(const sx_board *b, char *out, size_t outsz);
int sx_position_parse(const char *text, sx_board *b, eg_error *err);

/* ---- Params and the game. */
typedef struct {
    int32_t players;        /* 2..4 */
    int32_t rounds;         /* 4 (4 players), 6 (3), 4 (2) by default */
    int32_t first;          /* first start player, 0..players-1, or -1 = random */
    int32_t hidden_choice;  /* 1: the blocks are chosen at once and in secret */
} sx_params;

void sx_params_default(sx_params *p, int players);
/* Blocks each colour sets aside per round for a player count. */
int sx_blocks_per_round(int players);
int sx_max_rounds(int players);
int sx_params_check(const sx_params *p, eg_error *err);

typedef enum { SX_PHASE_CHOOSE = 0, SX_PHASE_BUILD = 1, SX_PHASE_OVER = 2 } sx_phase;

typedef struct {
    sx_params params;
    uint8_t nplayers, nrounds, round, phase;
    uint8_t start;            /* start player of this round */
    int8_t turn;              /* the player to act (sequential steps) */
    int8_t pending_draw;      /* player owed a card after an undoable placement, or -1 */
    uint8_t chosen;           /* players who chose this round (bit per player) */
    uint8_t passes;           /* passes in a row this round */
    uint8_t supply[SX_COLOURS][SX_MAX_FLOORS + 1];  /* by floors 1..4 */
    uint8_t aside[SX_COLOURS][SX_MAX_FLOORS + 1];   /* set aside this round */
    /* hand[p][k] = cards of kind k (1..9); hand[p][0] = cards the viewer
     * cannot see (a redacted state only). */
    uint8_t hand[SX_MAX_PLAYERS][SX_CARD_KINDS + 1];
    uint8_t deck[SX_CARDS];   /* deck[ndeck-1] is the top; 0 = unknown card */
    uint8_t ndeck;
    uint8_t played[SX_CARDS]; /* the played cards, face up */
    uint8_t nplayed;
    uint8_t discards[SX_CARDS]; /* cards discarded this turn (kept out of a reshuffle) */
    uint8_t ndiscards;
    int16_t score[SX_COLOURS];
    sx_board board;
    eg_rng rng;               /* zero in a redacted state */
} sx_state;

int sx_new_game(const sx_params *p, uint64_t seed, sx_state *s, eg_error *err);
int sx_player_seat(const sx_state *s, int player);
/* The player who plays a colour, or -1 when the colour is not in the game. */
int sx_colour_player(const sx_state *s, int colour);
/* Colours of a player (1 or 2); returns the count. */
int sx_player_colours(const sx_state *s, int player, int out[2]);
unsigned sx_to_act(const sx_state *s);
int sx_hand_size(const sx_state *s, int player);
/* True if some card in the player's hand allows some set-aside block somewhere. */
bool sx_can_place(const sx_state *s, int player);
/* Legal moves, sorted in byte order; returns the count (<= max). */
int sx_legal_moves(const sx_state *s, int player, char (*out)[EG_MOVE_MAX], int max);
int sx_execute(sx_state *s, int player, const char *move, unsigned *flags, eg_error *err);
/* Points per player so far; returns the player count. */
int sx_player_scores(const sx_state *s, int out[SX_MAX_PLAYERS]);
/* Finishing places with the tie-breaks (0 = first, ties share). */
void sx_places(const sx_state *s, int out[SX_MAX_PLAYERS]);

/* ---- Hidden information (sx_view.c). */
void sx_redact(const sx_state *s, int viewer, sx_state *out);
void sx_determinize(const sx_state *view, int viewer, uint64_t seed, sx_state *out);
/* The view as text (sx_viewtext.c; docs/games/six-cities.md). */
int sx_view_format(const void *view, int viewer, char *out, size_t outsz);
int sx_view_parse(const char *text, int viewer, void *view, eg_error *err);

/* ---- Computer players (sx_ai.c). */
enum { SX_AI_EASY, SX_AI_MEDIUM, SX_AI_HARD, SX_AI_LEVELS };
int sx_ai_choose(const sx_state *view, int player, const eg_ai_request *req,
                 char move[EG_MOVE_MAX], eg_error *err);

/* ---- The scoring reveal (sx_reveal.c). */
int sx_reveal(const sx_state *before, const sx_state *after,
              eg_reveal_step out[EG_MAX_REVEAL_STEPS]);

/* ---- The table (sx_draw.c): the scene from a view, and picks as moves. */
struct eg_scene;
struct eg_key_entry;
struct eg_pick;
/* A move in words (sx_words.c; eg_game.move_words). */
int sx_move_words(const void *view, int viewer, const char *move, char *out, size_t outsz);
/* A block choice as the supply's clicks that make it (eg_game.move_steps). */
int sx_move_steps(const void *view, int viewer, const char *move, char (*out)[EG_MOVE_MAX],
                  int max);
void sx_table_draw(const void *view, int viewer, const void *ui, int32_t selected, struct eg_scene *sc);
/* The key: each symbol the table shows, and what it means (eg_game.key). */
int sx_key(struct eg_scene *sc, struct eg_key_entry *out, int max);
int sx_table_interpret(const void *view, int viewer, void *ui, const struct eg_pick *pick,
                 char move[EG_MOVE_MAX], eg_error *err);
/* A site's tooltip: its height, owner and the floors it takes (sx_describe.c). */
int sx_table_describe(const void *view, int viewer, const void *ui, int32_t item, char *out, size_t outsz);

/* ---- Command line (sx_cli.c). */
int sx_cli(int argc, char **argv);

extern const eg_game eg_six_cities;
/* Its lesson (sx_lesson.c, eg_lesson.h). */
extern const struct eg_lesson sx_lesson;

#ifdef __cplusplus
}
#endif
#endif
