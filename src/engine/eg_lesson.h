/* SPDX-License-Identifier: MIT */
/* eg_lesson.h - "Learn to play" as data: a lesson any game can describe.
 *
 * A lesson is a starting record (params, seed, who plays each seat, moves
 * made before the first note) and then steps. Each step is a note (a title
 * and words, paragraphs separated by '\n'), the pieces it lights (scene
 * item ids, eg_scene.h, each with a glow strength), and what it waits for:
 *
 *   EG_LESSON_MOVE      a move of the learner's that the step allows:
 *                       `allow` lists them, separated by spaces; a word is
 *                       an exact move ("b3-c3"), a prefix and '*' ("@a3-*":
 *                       any legal move starting so), or "*" (any legal
 *                       move). `ask` says in words what the step asks, for
 *                       the refusal of any other move ("In this step, " +
 *                       ask: "In this step, slide the 5 on b3 into the
 *                       hole"). The step is done when such a move is made.
 *   EG_LESSON_NEXT      a click on Next.
 *   EG_LESSON_COMPUTER  the other seats: the lesson makes `play` after a
 *                       short pause (the computer's move, scripted so the
 *                       lesson always goes the same way), then goes on.
 *
 * `play` on a NEXT or MOVE step is made as the step begins (a city built
 * to keep the lesson short). Pure data: no SDL, no GL, no files. The table
 * runs a game's lesson (src/app/lesson.c); eg_lesson_check proves one
 * against its game (tests/engine/test_lesson.c checks every registered
 * game's). docs/adding-a-game.md says how a game writes one.
 */
#ifndef EG_LESSON_H
#define EG_LESSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "eg_game.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
    EG_LESSON_MOVE,
    EG_LESSON_NEXT,
    EG_LESSON_COMPUTER,
} eg_lesson_wait;

/* One move the lesson makes itself; a list ends at move == NULL. */
typedef struct {
    int player;       /* 0-based */
    const char *move; /* the game's notation */
} eg_lesson_move;

/* A piece lit: scene item `id` glowing at `glow` (0..1]. A list ends at
 * glow == 0. */
typedef struct {
    int32_t id;
    float glow;
} eg_lesson_light;

enum { EG_LESSON_MAX_LIT = 8 };

/* A pick the lesson makes on the learner's ui as its first note begins (a
 * die set for them): a drag of scene item `from` onto `to`, or a click on `from`
 * (to == -1, EG_NO_ITEM), given to the game's interpret() on the learner's
 * ui; it must change the ui, not make a move. A list ends at from == -1. */
typedef struct {
    int32_t from, to;
} eg_lesson_pick;

typedef struct {
    const char *title;
    const char *text;              /* the note: paragraphs separated by '\n' */
    eg_lesson_wait wait;
    const char *allow;             /* MOVE: the moves allowed (see above) */
    const char *ask;               /* MOVE: what the step asks, in words */
    const eg_lesson_move *play;    /* moves the lesson makes (see above); NULL none */
    eg_lesson_light lit[EG_LESSON_MAX_LIT];
} eg_lesson_step;

typedef struct eg_lesson {
    const char *params;            /* the game's params text ("players=2 rounds=1") */
    uint64_t seed;                 /* the deal */
    int learner;                   /* the player the learner plays (0-based) */
    /* Who plays each seat: "human" for the learner, one of the game's
     * level names for the others (their moves are the lesson's). */
    const char *controllers[EG_MAX_PLAYERS];
    const eg_lesson_move *before;  /* made before the first note; NULL none */
    /* Picks made on the learner's ui as the first note begins (again when
     * Back returns to it): Cityscape's three of four dice set; NULL none. */
    const eg_lesson_pick *ui_before;
    const eg_lesson_step *steps;
    int nsteps;
} eg_lesson;

struct eg_record;

/* The lesson's starting record: the game, params, seed, players (the
 * learner named "You", the others "Computer"), and the `before` moves.
 * rec must be eg_record_init'ed; 0 or a code with err. Does not replay the
 * moves (eg_lesson_check does). */
int eg_lesson_record(const eg_game *g, const eg_lesson *l, struct eg_record *rec, eg_error *err);

/* Whether step s allows the learner's `move`. A text move is matched by the
 * words of `allow` (exact, prefix '*', or "*"); legality is the game's. */
bool eg_lesson_allows(const eg_lesson_step *s, const char *move);

/* Why step s refuses a move, in words for the learner: "In this step,
 * slide the 5 on b3 into the hole." for a MOVE step, "Read the note, then
 * click Next." for a NEXT step, "Wait: the computer moves now." for a
 * COMPUTER step. Returns the length written. */
int eg_lesson_refusal(const eg_lesson_step *s, char *out, size_t outsz);

/* Checks the lesson against its game: the record loads (params, seed,
 * controllers, every move before the first note legal), each step has a
 * title and words, every move the lesson makes and every exact move a
 * step allows is legal where the step stands (a pattern matches at least
 * one legal move), each step is reachable (a MOVE step finds the learner
 * to act; the steps after one with several moves allowed are walked after
 * each of its exact moves), every item a step lights is in the scene
 * the game draws there (games with draw()), and each of ui_before's picks
 * changes the learner's ui without a move or a refusal in words. The lesson goes on along the
 * first move each step allows. 0, or a code (> 0) with err naming the
 * step: "step 3 (\"A pair\"): b2-b3 is not legal here: ...". */
int eg_lesson_check(const eg_game *g, const eg_lesson *l, eg_error *err);

/* The lesson's starting position (its record, the `before` moves made) as
 * its learner sees it, drawn into sc: a game's picture at rest, for a
 * backdrop (the title screen's). 0, or a code with err. */
struct eg_scene;
int eg_lesson_scene(const eg_game *g, struct eg_scene *sc, eg_error *err);

/* Step s's pieces lit on the scene the game drew (EG_ITEM_LIT, each at the
 * stronger of its glow and the step's); a piece lit fully already (a place
 * the held piece may go) stays so. */
void eg_lesson_lights(const eg_lesson_step *s, struct eg_scene *sc);

enum {
    EG_ERR_LESSON_DATA = 1100, /* a step without words, an unknown wait, ... */
    EG_ERR_LESSON_RECORD,      /* the starting record does not load */
    EG_ERR_LESSON_ILLEGAL,     /* a move of the lesson is not legal where it stands */
    EG_ERR_LESSON_UNREACHABLE, /* a step cannot be reached */
    EG_ERR_LESSON_LIGHT,       /* a lit item is not drawn */
    EG_ERR_LESSON_UI,          /* a ui pick is refused, or makes a move */
};

#ifdef __cplusplus
}
#endif
#endif
