/* SPDX-License-Identifier: MIT */
/* registry.c - every game the program knows, in menu order. A new game adds
 * one line here and one folder under src/games/ (docs/adding-a-game.md). */
#include "game.h"

#include <string.h>

#ifdef EG_HAVE_CITYSCAPE
extern const eg_game eg_cityscape;
#endif
#ifdef EG_HAVE_SKYSCRAPERS
extern const eg_game eg_skyscrapers;
#endif
#ifdef EG_HAVE_SIX_CITIES
extern const eg_game eg_six_cities;
#endif
#ifdef EG_HAVE_CITY_BLOX
extern const eg_game eg_city_blox;
#endif

static const eg_game *const GAMES[] = {
    NULL, /* keeps the array non-empty while no game is registered */
#ifdef EG_HAVE_CITYSCAPE
    &eg_cityscape,
#endif
#ifdef EG_HAVE_SKYSCRAPERS
    &eg_skyscrapers,
#endif
#ifdef EG_HAVE_SIX_CITIES
    &eg_six_cities,
#endif
#ifdef EG_HAVE_CITY_BLOX
    &eg_city_blox,
#endif
};
enum { NGAMES = sizeof GAMES / sizeof GAMES[0] - 1 };

int eg_game_count(void) { return NGAMES; }

const eg_game *eg_game_at(int i) { return i >= 0 && i < NGAMES ? GAMES[i + 1] : NULL; }

const eg_game *eg_game_find(const char *id)
{
    for (int i = 1; i <= NGAMES; i++)
        if (strcmp(GAMES[i]->id, id) == 0)
            return GAMES[i];
    return NULL;
}
