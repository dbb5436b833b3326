/* SPDX-License-Identifier: MIT */
/* sk_game.h - Skyscrapers as an engine game (eg_skyscrapers): its params,
 * its state, and its command line. */
#ifndef SK_GAME_H
#define SK_GAME_H

#include <stdint.h>

#include "eg_game.h"
#include "sk_core.h"

typedef struct {
    int32_t variant;      /* sk_variant */
} sk_params;

/* The engine's state: the city, and whether the player said `end`. */
typedef struct {
    sk_board board;
    uint8_t ended;
} sk_state;

extern const eg_game eg_skyscrapers;
/* Its lesson (sk_lesson.c, eg_lesson.h). */
extern const struct eg_lesson sk_lesson;

/* `cityscape-cli skyscrapers COMMAND ...` (argv[0] = COMMAND). */
int sk_cli(int argc, char **argv);

/* The table (sk_draw.c): the city as pieces, and drags as moves. */
struct eg_scene;
struct eg_pick;
void sk_draw(const void *view, int viewer, const void *ui, int32_t selected, struct eg_scene *sc);
/* The key: each symbol the table shows, and what it means (eg_game.key). */
struct eg_key_entry;
int sk_key(struct eg_scene *sc, struct eg_key_entry *out, int max);
int sk_interpret(const void *view, int viewer, void *ui, const struct eg_pick *pick,
                 char move[EG_MOVE_MAX], eg_error *err);

/* The view as text (sk_viewtext.c; docs/games/skyscrapers.md). */
int sk_view_format(const void *view, int viewer, char *out, size_t outsz);
int sk_view_parse(const char *text, int viewer, void *view, eg_error *err);

/* A move in words (sk_words.c; eg_game.move_words). */
int sk_move_words(const void *view, int viewer, const char *move, char *out, size_t outsz);

/* The rules page, in our words. */
extern const char sk_rules_text[];

#endif
