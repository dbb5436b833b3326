/* SPDX-License-Identifier: MIT */
/* cityscape_game.h - Cityscape's back end (eg_cityscape): its params and
 * state, flat values the engine copies. */
#ifndef CS_CITYSCAPE_GAME_H
#define CS_CITYSCAPE_GAME_H

#include "cs_core.h"
#include "eg_game.h"
#include "rng.h"

typedef struct {
    cs_config cfg;
} cs_city_params;

typedef struct {
    cs_game g;
} cs_city_state;

extern const eg_game eg_cityscape;
/* Its lesson (cs_lesson.c, eg_lesson.h). */
extern const struct eg_lesson cs_lesson;

/* The view as text (cs_viewtext.c; docs/games/cityscape.md). */
int cs_city_view_format(const void *view, int viewer, char *out, size_t outsz);
int cs_city_view_parse(const char *text, int viewer, void *view, eg_error *err);

/* The seats whose goals `player` is to set now, bit (1 << seat): in the
 * goals phase those not yet set, once a round is scored all the player
 * holds (for the next round). */
unsigned cs_city_goals_wanted(const cs_game *g, int player);

/* A move in words (cs_words.c; eg_game.move_words). A goal code (1..6) as
 * its die shows it and the words name it: "1".."4", "=", the star; "?"
 * for any other code. */
const char *cs_city_goal_mark(int code);
int cs_city_move_words(const void *view, int viewer, const char *move, char *out, size_t outsz);

struct eg_record;
/* Reads `cityscape-record 1` (legacy_record.c); -1 if the text is not one. */
int cs_city_import_record(const char *text, size_t len, struct eg_record *rec, eg_error *err);

#endif
