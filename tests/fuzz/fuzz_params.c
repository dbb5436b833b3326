/* SPDX-License-Identifier: MIT */
/* fuzz_params.c - every game's params text ("players=3 rounds=6"), as the
 * record's `params` line, the setup screen and the CLIs read it: the first
 * byte chooses the game (eg_game_at), the rest is the text. An accepted text
 * gives a player count the game allows, encodes to text that decodes to the
 * same params and encodes to the same text again, a short buffer gives -1,
 * and the params start a game; a refusal has a code and a message. */
#include <string.h>

#include "eg_game.h"
#include "fuzz.h"

enum { PARAMS_MAX = 1024, TEXT_MAX = 4 * EG_PARAMS_TEXT_MAX };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1 || eg_game_count() == 0)
        return 0;
    const eg_game *g = eg_game_at(data[0] % eg_game_count());
    FUZZ_CHECK(g && g->params_size <= PARAMS_MAX);
    char text[TEXT_MAX];
    size_t n = size - 1 < sizeof text - 1 ? size - 1 : sizeof text - 1;
    memcpy(text, data + 1, n);
    text[n] = '\0';

    _Alignas(16) unsigned char params[PARAMS_MAX], again[PARAMS_MAX];
    memset(params, 0, sizeof params);
    memset(again, 0, sizeof again);
    eg_error err;
    memset(&err, 0, sizeof err);
    int rc = g->params_decode(text, params, &err);
    if (rc != 0) {
        FUZZ_CHECK(rc > 0 && err.code == rc && err.msg[0] != '\0');
        FUZZ_CHECK(memchr(err.msg, '\0', sizeof err.msg) != NULL);
        return 0;
    }
    int players = g->params_players(params);
    FUZZ_CHECK(players >= g->min_players && players <= g->max_players);
    char enc[EG_PARAMS_TEXT_MAX], enc2[EG_PARAMS_TEXT_MAX];
    int len = g->params_encode(params, enc, sizeof enc);
    FUZZ_CHECK(len > 0 && (size_t)len == strlen(enc));
    FUZZ_CHECK(g->params_decode(enc, again, &err) == 0);
    FUZZ_CHECK(memcmp(params, again, g->params_size) == 0);
    FUZZ_CHECK(g->params_encode(again, enc2, sizeof enc2) == len && strcmp(enc, enc2) == 0);
    FUZZ_CHECK(g->params_encode(params, enc2, (size_t)len) == -1);
    for (int i = 0; i < g->noptions && g->option_shown; i++)
        (void)g->option_shown(params, i);

    static unsigned char *state;
    static size_t state_cap;
    if (state_cap < g->state_size) {
        free(state);
        state = malloc(g->state_size);
        state_cap = state ? g->state_size : 0;
        FUZZ_CHECK(state != NULL);
    }
    uint64_t seed = 0;
    for (size_t i = 1; i < size && i < 9; i++)
        seed = seed << 8 | data[i];
    rc = g->new_game(params, seed, state, &err);
    FUZZ_CHECK(rc == 0);
    FUZZ_CHECK(!g->is_over(state) && g->to_act(state) != 0);
    return 0;
}
