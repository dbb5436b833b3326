/* SPDX-License-Identifier: MIT */
/* wilson.c - the 95% Wilson score interval of a win rate (eg_arena.h), the
 * one both arenas print: the engine's (arena.c) and Cityscape's CEP/1 arena
 * (src/games/cityscape/ai/arena.c). In the engine base so that Cityscape's
 * AI library can link it without the registry of games. */
#include "eg_arena.h"

static double root(double x) /* Newton's method: keeps the engine free of libm */
{
    if (x <= 0)
        return 0;
    double r = x > 1 ? x : 1;
    for (int i = 0; i < 64; i++)
        r = 0.5 * (r + x / r);
    return r;
}

void eg_arena_wilson(double wins, int n, double *lo, double *hi)
{
    if (n <= 0) {
        *lo = 0;
        *hi = 1;
        return;
    }
    const double z = 1.959963984540054;
    double p = wins / n, z2n = z * z / n;
    double centre = (p + z2n / 2) / (1 + z2n);
    double half = z * root(p * (1 - p) / n + z2n / (4.0 * n)) / (1 + z2n);
    *lo = centre - half < 0 ? 0 : centre - half;
    *hi = centre + half > 1 ? 1 : centre + half;
}
