/* SPDX-License-Identifier: MIT */
/* cmd_bench.c - `cityscape-cli bench`: how fast the AI's inner loops run on
 * one core: random playouts per second and Hard search iterations per
 * second. */
#include "ai.h"
#include "cli.h"

#include <stdlib.h>
#include <string.h>

static void bench_usage(FILE *out)
{
    fprintf(out, "usage: cityscape-cli bench [--seconds S]\n\n"
                 "Measures, on one core, random playouts per second (a full round of 25\n"
                 "random placements from the empty board, then scoring all four seats)\n"
                 "and Hard's search iterations per second (4 players, empty board, and\n"
                 "2 players, mid-round). Build in Release for meaningful numbers.\n");
}

static void bench_hard(const char *label, int nplayers, int placed, double seconds)
{
    cs_game g;
    cs_config cfg = cs_config_default(nplayers);
    cs_game_init(&g, &cfg, NULL);
    static const uint8_t codes[CS_LINES] = {3, 5, 6, 2};
    for (int s = 0; s < CS_SEATS; s++)
        if (g.seat_owner[s] != CS_NO_PLAYER)
            cs_game_set_goals(&g, g.seat_owner[s], (cs_seat)s, codes, NULL);
    for (int k = 0; k < placed; k++)
        cs_game_place(&g, cs_game_to_move(&g),
                      (cs_move){(uint8_t)(1 + k % 5), (uint8_t)((k * 7) % 16)}, NULL);
    cs_ai_round r;
    cs_ai_round_from_game(&g, cs_game_to_move(&g), &r);
    cs_ai_params p = cs_ai_params_default(CS_AI_HARD, 1);
    p.movetime_ms = (uint32_t)(seconds * 1000);
    cs_ai_stats st;
    cs_ai_choose_move(&p, &r, &g.board, NULL, &st);
    printf("hard search (%s): %u iterations in %.2f s = %.0f iterations/s, %u tree nodes\n",
           label, st.iterations, st.elapsed_ms / 1000.0,
           st.iterations / (st.elapsed_ms / 1000.0), st.nodes);
}

int cli_bench(int argc, char **argv)
{
    double seconds = 2.0;
    for (int i = 1; i < argc; i++) {
        if (cli_is_help(argv[i])) {
            bench_usage(stdout);
            return CLI_OK;
        }
        char *end = NULL;
        if (strcmp(argv[i], "--seconds") == 0 && i + 1 < argc &&
            (seconds = strtod(argv[i + 1], &end)) > 0 && seconds <= 600 && end && !*end) {
            i++;
            continue;
        }
        fprintf(stderr, "cityscape-cli bench: bad argument '%s'\n", argv[i]);
        bench_usage(stderr);
        return CLI_USAGE;
    }
    double elapsed;
    unsigned long long n = cs_ai_bench_playouts(seconds, &elapsed);
    printf("random playouts: %llu in %.2f s = %.0f playouts/s (one core)\n", n, elapsed,
           n / elapsed);
    bench_hard("4 players, empty board", 4, 0, seconds);
    bench_hard("2 players, 10 placed", 2, 10, seconds);
    return CLI_OK;
}
