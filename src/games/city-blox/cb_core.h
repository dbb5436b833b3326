/* SPDX-License-Identifier: MIT */
/* cb_core.h - the City Blox rules core (Jacob Berg, Jacob's Brick Games 2019).
 *
 * Pure C11: no SDL, no file I/O, no globals that change, no allocation.
 * Every state is a flat value (memcpy it to branch a search or keep an undo
 * step). Rules: shared/rules/city-blox/ (rules.txt read by RULINGS.md);
 * notation: shared/spec/city-blox.md; moves: docs/games/city-blox.md.
 *
 * Conventions
 *   cell    0..63 = file + 8 * rank; a1 = 0, h1 = 7, a8 = 56 (studs of a plot).
 *   mask    uint64_t, bit (1 << cell): a set of studs.
 *   kind    a brick size (and colour): CB_1X1 .. CB_CORNER.
 *   shape   a kind turned one way: "2x3" or "3x2", "Lsw" .. "Lne".
 *   level   1 (on the plate) or 2 (on top of first-level bricks).
 *   plot    0..2 for one player; plot id = player * 3 + plot.
 */
#ifndef CB_CORE_H
#define CB_CORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "eg_game.h"
#include "rng.h"

#ifdef __cplusplus
extern "C" {
#endif

enum {
    CB_SIDE = 8,
    CB_CELLS = 64,
    CB_KINDS = 6,
    CB_SHAPES = 12,
    CB_BRICKS = 77,
    CB_PLOTS = 3,                /* per player */
    CB_MAX_PLAYERS = 4,
    CB_CARD_KINDS = 3,
    CB_CARDS_PER_KIND = 12,
    CB_CARDS = 36,
    CB_EVENTS = 12,
    CB_TASKS = 16,
    CB_MAX_ROUNDS = 250,         /* a safety stop (docs/games/city-blox.md) */
    CB_FILL_MAX = 16,            /* bricks in a card's stored fill */
};

/* ---- Bricks. */
typedef enum { CB_1X1, CB_1X2, CB_2X2, CB_2X3, CB_2X4, CB_CORNER } cb_kind;
typedef enum {
    CB_S_1X1, CB_S_1X2, CB_S_2X1, CB_S_2X2, CB_S_2X3, CB_S_3X2,
    CB_S_2X4, CB_S_4X2, CB_S_LSW, CB_S_LSE, CB_S_LNW, CB_S_LNE
} cb_shape;

/* How many bricks of each kind the box holds: 17 17 14 14 11 4 = 77. */
extern const uint8_t cb_kind_count[CB_KINDS];
const char *cb_kind_name(int kind);     /* "1x1" .. "2x4", "L" */
const char *cb_kind_colour(int kind);   /* "blue" .. "white" */
const char *cb_kind_word(int kind);     /* for people: "1x1" .. "2x4", "corner" */
int cb_kind_studs(int kind);            /* 1 2 4 6 8 3 */
const char *cb_shape_name(int shape);   /* "1x1" .. "Lne" */
int cb_shape_kind(int shape);
/* Studs the shape covers with its anchor at a1 (all shapes fit a 4x4). */
uint64_t cb_shape_mask_a1(int shape);

typedef struct {
    uint8_t shape;  /* cb_shape */
    uint8_t cell;   /* anchor: lowest-file, lowest-rank stud of its box */
    uint8_t level;  /* 1 or 2 */
} cb_brick;

/* Studs covered, or 0 when any of them is off the plate. */
uint64_t cb_brick_mask(cb_brick b);
static inline int cb_cell(int file, int rank) { return file + CB_SIDE * rank; }
static inline uint64_t cb_bit(int cell) { return (uint64_t)1 << cell; }

/* ---- Errors: every refusal its own code. */
typedef enum {
    CB_OK = 0,
    /* notation */
    CB_ERR_SYNTAX = 1,       /* malformed text */
    CB_ERR_NO_SUCH_STUD,     /* not a1..h8 */
    CB_ERR_NO_SUCH_SHAPE,    /* not a brick shape */
    CB_ERR_NO_SUCH_KIND,     /* not a brick size */
    CB_ERR_OFF_PLATE,        /* a brick over the edge of the plate */
    CB_ERR_BAD_CUTOUT,       /* cut-out text malformed */
    CB_ERR_OVERLAP,          /* two bricks on one stud of one level */
    CB_ERR_UNSUPPORTED,      /* a second-level brick with nothing under it */
    CB_ERR_UNDER_SECOND,     /* a first-level brick slid under a second-level one */
    CB_ERR_NO_SECOND_LEVEL,  /* unused: a second level is allowed at every level
                                (kept so that the codes after it keep their values) */
    /* params */
    CB_ERR_BAD_PARAM,        /* unknown key or value out of range */
    /* moves */
    CB_ERR_NOT_YOUR_TURN,
    CB_ERR_WRONG_STEP,       /* the move does not fit what is asked now */
    CB_ERR_NO_SUCH_MOVE,     /* unknown move word */
    CB_ERR_NO_SUCH_PLOT,
    CB_ERR_NO_SUCH_PLAYER,
    CB_ERR_PLOT_COMPLETE,    /* complete plots never change */
    CB_ERR_NOT_IN_PILE,
    CB_ERR_NOT_IN_SUPPLY,
    CB_ERR_PILE_SIZE,        /* wrong number of bricks in the pile */
    CB_ERR_PILE_REPEAT,      /* a size twice in the pile */
    CB_ERR_WRONG_KIND,       /* placing a brick of another size than held */
    CB_ERR_NO_SUCH_BRICK,    /* no such brick on that plot */
    CB_ERR_WOULD_UNSUPPORT,  /* removing it leaves a second-level brick in the air */
    CB_ERR_NOT_2X2,          /* Faulty construction takes a yellow 2x2 only */
    CB_ERR_NOT_RED_GREEN,    /* Recycle trades a red or green brick only */
    CB_ERR_RECYCLE_SIZES,    /* recycle sizes not three different smaller ones */
    CB_ERR_SELF_TARGET,      /* an event card must go to another player */
    CB_ERR_TARGET_DONE,      /* the target has no unfinished plot */
    CB_ERR_NOT_1B,           /* clearing a complete plot is Level 1B only */
    CB_ERR_SIZES_LEFT,       /* clearing needs a size to have run out */
    CB_ERR_ALREADY_CLEARED,
    CB_ERR_NOT_COMPLETE,     /* clearing a plot that is not complete */
    CB_ERR_GAME_OVER,
    CB_ERR_NO_CHANGE,        /* a move that leaves the brick where it is */
    CB_ERR_LOOKED,           /* Help: that card was looked at this turn, nothing changed */
    CB_ERR__COUNT
} cb_errcode;

/* ---- Notation (shared/spec/city-blox.md). Parsers take `len` bytes. */
int cb_stud_parse(const char *s, size_t len, int *cell);
int cb_stud_format(int cell, char out[3]);
int cb_kind_parse(const char *s, size_t len, int *kind); /* shape names too */
/* "2x4@b2", "Lsw@c5^2"; refuses bricks off the plate. */
int cb_brick_parse(const char *s, size_t len, cb_brick *b, eg_error *err);
int cb_brick_format(cb_brick b, char *out, size_t outsz);
/* "......../.../........" rank 8 first. */
int cb_cutout_parse(const char *s, size_t len, uint64_t *mask, eg_error *err);
int cb_cutout_format(uint64_t mask, char out[72]);

/* ---- Completion (rules "Place the landscape card", RULINGS "Levels"). */
typedef enum { CB_LEVEL_1, CB_LEVEL_1B, CB_LEVEL_2, CB_LEVEL_2B } cb_level;
typedef enum { CB_HOUSE, CB_SCHOOL, CB_MARKET } cb_card_kind;
const char *cb_level_name(int level);         /* "1" "1b" "2" "2b" */
const char *cb_card_kind_name(int kind);      /* "house" "school" "market" */
/* Hidden knobs a plot needs at a level: 0 at 1/1B, 1 at 2, 1/2/3 at 2B. */
int cb_knobs_needed(int level, int card_kind);

/* A set of bricks must obey: no two on one stud of one level, every
 * second-level brick over at least one first-level stud, no first-level
 * brick under a second-level brick's overhang is not checked here (the
 * order of placing decides that, cb_game). Returns CB_OK or a code naming
 * the brick (index in *bad). */
int cb_bricks_check(const cb_brick *b, int n, int *bad, eg_error *err);

/* Why a card does not fit, for words that name no stud (the table's). */
typedef enum { CB_WHY_NONE, CB_WHY_OUTSIDE, CB_WHY_BARE, CB_WHY_NO_SECOND, CB_WHY_KNOBS } cb_why;
typedef struct {
    bool complete;
    int hidden_knobs;
    cb_why why;
    char reason[120]; /* for programs: names the brick and the stud */
} cb_verdict;

/* Counts the hidden knobs: cut-out studs with no first-level brick,
 * covered from above by a second-level brick, and with a clear straight
 * line of studs (no first-level brick) to at least one plate edge. */
int cb_hidden_knobs(uint64_t cutout, uint64_t level1, uint64_t level2);
/* Judges a valid brick set against a cut-out (cb_bricks_check first). */
void cb_judge(uint64_t cutout, const cb_brick *b, int n, int level, int card_kind,
              cb_verdict *v);

/* ---- Exact search (cards and the medium AI). */
/* Fewest bricks (one level, from the supply counts `have`, NULL = the box)
 * that cover `cells` exactly; kinds_allowed is a bit set of cb_kind. Writes
 * one fill into out (may be NULL). Returns the count, or -1 if none. */
int cb_fewest_fill(uint64_t cells, unsigned kinds_allowed, const uint8_t *have,
                   cb_brick out[CB_FILL_MAX]);

/* ---- Landscape cards: 36 cut-outs designed by city-blox-design,
 * embedded from assets/city-blox/cards.txt (cb_cards_data.c). */
typedef enum { CB_TAG_PLAIN, CB_TAG_CORNER, CB_TAG_LEVEL } cb_card_tag;
typedef struct {
    uint8_t kind;              /* cb_card_kind */
    uint8_t tag;               /* cb_card_tag */
    uint64_t cutout;
    uint8_t nfill1, nfill2;
    cb_brick fill1[CB_FILL_MAX];  /* a fewest fill on one level */
    cb_brick fill2[CB_FILL_MAX];  /* a two-level fill with the 2B knobs */
} cb_card;
extern const cb_card cb_cards[CB_CARDS];
const char *cb_card_tag_name(int tag);  /* "plain" "corner" "level" */

/* City Blox as the engine sees it (cb_table.c). */
extern const eg_game eg_city_blox;
/* A move in words (cb_words.c; eg_game.move_words). */
int cb_move_words(const void *view, int viewer, const char *move, char *out, size_t outsz);
/* A whole pile as the supply box's clicks that make it (eg_game.move_steps). */
/* A refusal of `move` in the same words (eg_game.refusal_words): what is
 * wrong and what to do, naming the plate and the brick, never a stud. */
int cb_refusal_words(const void *view, int viewer, const char *move, const eg_error *err,
                     char *out, size_t outsz);
int cb_move_steps(const void *view, int viewer, const char *move, char (*out)[EG_MOVE_MAX],
                  int max);
/* Its lesson (cb_lesson.c, eg_lesson.h). */
extern const struct eg_lesson cb_lesson;

/* ---- Events (rules "Cards & actions"). */
typedef enum {
    CB_EV_FAULTY, CB_EV_LEAKAGE, CB_EV_BIRTHDAY, CB_EV_DOUBLE_UP, CB_EV_APPROVED,
    CB_EV_LUNCH, CB_EV_EXCHANGE, CB_EV_RECYCLE, CB_EV_GRANT, CB_EV_THUNDER,
    CB_EV_DONATION, CB_EV_HURRICANE
} cb_event;
const char *cb_event_name(int ev);       /* "Faulty construction" ... */

/* ---- Params. */
typedef struct {
    uint8_t nplayers;       /* 2..4 */
    uint8_t level;          /* cb_level */
    uint8_t trio[CB_PLOTS]; /* card kinds of the three plots (1B may differ) */
    int8_t first;           /* first selector 0..3, or -1: at random */
    uint8_t help;           /* bit p: player p plays with Help (free looks) */
} cb_params;

void cb_params_default(cb_params *p, int nplayers);
int cb_params_check(const cb_params *p, eg_error *err);

/* ---- Game state. */
typedef enum { CB_PH_SELECT, CB_PH_TURNS, CB_PH_EVENTS, CB_PH_OVER } cb_phase;
typedef enum { CB_STEP_PICK, CB_STEP_MEND, CB_STEP_LAY, CB_STEP_END } cb_step;
typedef enum {
    CB_T_PLACE,    /* hold a brick (arg = kind): place it or return it */
    CB_T_GAIN,     /* choose a size from the supply (then place it) */
    CB_T_LOSE,     /* return a brick from an unfinished plot (arg 1: 2x2 only) */
    CB_T_PAY,      /* the penalty: return a brick of plot arg */
    CB_T_GIVE,     /* give event card arg to another player */
    CB_T_SWAP,     /* Exchange: one of yours for one of another's */
    CB_T_RECYCLE,  /* trade a red or green brick for three smaller */
} cb_task_kind;

typedef struct {
    uint8_t kind, player, arg, pad;
} cb_task;

typedef struct {
    uint8_t plot;   /* player * 3 + plot */
    cb_brick b;
} cb_placed;

/* What the last event card did to a player, for the words at the table
 * (it changes nothing of the play). */
typedef enum {
    CB_FX_NONE,      /* nothing, or not yet */
    CB_FX_LOST,      /* returned a brick of `kind` from `plot` */
    CB_FX_GAINED,    /* took a brick of `kind` from the supply */
    CB_FX_NO_BRICK,  /* had no brick the event could take */
    CB_FX_LUNCH,     /* misses the next round */
    CB_FX_DOUBLE,    /* takes an extra brick after the next round's picks */
    CB_FX_SWAPPED,   /* gave a brick of `kind` from `plot` for one of kind `got` */
    CB_FX_RECYCLED,  /* traded a brick of `kind` from `plot` for the sizes in bits `got` */
} cb_fx;
typedef struct {
    uint8_t what, kind, plot, got;
} cb_effect;

typedef struct {
    cb_params p;
    eg_rng rng;
    uint16_t round;
    uint8_t phase, step;
    uint8_t selector;            /* nominal selector of this round */
    uint8_t picker_first;        /* who selected the pile (lunch may move it) */
    uint8_t supply[CB_KINDS], pile[CB_KINDS];
    uint8_t order[CB_MAX_PLAYERS * 2], norder, turn;
    uint8_t mend_plot, mend_changes;
    /* Help's free look (RULINGS.md "A round" 3): the plot id whose card
     * lies on it after a look that did not fit (-1 none), until the next
     * move; and the acting player's plots looked at since their action (a
     * bit per plot: each card is looked at once a turn). */
    int8_t look;
    uint8_t looked;
    uint8_t ntasks;
    cb_task tasks[CB_TASKS];
    uint8_t drawers[CB_MAX_PLAYERS * 2], ndrawers, ndrawn;
    uint16_t deck_left;          /* events not drawn since the last shuffle */
    int8_t last_event, last_drawer;
    int8_t last_target;          /* the player the last card was given to, -1 */
    cb_effect effect[CB_MAX_PLAYERS]; /* what the last event did to each player */
    uint8_t lunch_next, lunch_now;   /* bit sets of players */
    uint8_t double_up[CB_MAX_PLAYERS];
    uint8_t card[CB_MAX_PLAYERS][CB_PLOTS];   /* index into cb_cards */
    uint8_t done[CB_MAX_PLAYERS];             /* bit per complete plot */
    uint8_t cleared[CB_MAX_PLAYERS];          /* bit: bricks gone, plate turned */
    int8_t place[CB_MAX_PLAYERS];             /* -1 until placed */
    uint8_t finish_turn[CB_MAX_PLAYERS];      /* turn of this round they finished */
    uint8_t nfinished;
    uint8_t nplaced;
    cb_placed placed[CB_BRICKS];  /* bricks on plots, in the order placed */
} cb_state;

int cb_new_game(const cb_params *p, uint64_t seed, cb_state *s, eg_error *err);
/* Bit (1 << player) of who must decide now; 0 when over. */
unsigned cb_to_act(const cb_state *s);
/* Applies a move (docs/games/city-blox.md); *flags gets EG_MOVE_*. */
int cb_execute(cb_state *s, int player, const char *move, unsigned *flags, eg_error *err);
int cb_legal_moves(const cb_state *s, int player, char (*out)[EG_MOVE_MAX], int max);
bool cb_is_over(const cb_state *s);

/* Queries. */
int cb_plot_bricks(const cb_state *s, int player, int plot, cb_brick out[CB_BRICKS]);
uint64_t cb_plot_cover(const cb_state *s, int player, int plot, int level);
bool cb_plot_unfinished(const cb_state *s, int player, int plot);
bool cb_player_active(const cb_state *s, int player);  /* has an unfinished plot */
int cb_active_count(const cb_state *s);
/* Plot name in moves: "house", "school", "market" (a repeated kind at 1B
 * gets a digit: "market2"). Returns the plot 0..2 or -1. */
int cb_plot_name(const cb_state *s, int player, int plot, char out[16]);
int cb_plot_parse(const cb_state *s, int player, const char *txt, size_t len);
/* Bricks of each kind in supply + pile + hands + plots: always the box. */
void cb_count_bricks(const cb_state *s, int out[CB_KINDS]);
/* Whether taking brick i off its plot would leave a second-level brick with
 * nothing under it. */
bool cb_removable(const cb_state *s, int i);

/* One line: "r=1 act=2 supply=N,..,N pile=SIZE,.. | 1 PLOT:CARD:BRICKS ..."
 * (cb_position.c). Returns the length, or -1 when outsz is too small. */
int cb_position_format(const cb_state *s, char *out, size_t outsz);

/* The view as text (cb_viewtext.c; docs/games/city-blox.md). */
int cb_view_format(const void *view, int viewer, char *out, size_t outsz);
int cb_view_parse(const char *text, int viewer, void *view, eg_error *err);

/* ---- Computer players (cb_ai.c). */
int cb_ai_choose(const cb_state *s, int player, int level, uint64_t seed,
                 char move[EG_MOVE_MAX], eg_error *err);

#ifdef __cplusplus
}
#endif
#endif
