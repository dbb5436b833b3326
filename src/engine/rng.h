/* SPDX-License-Identifier: MIT */
/* rng.h - the engine's random numbers: a value-type generator that games
 * keep inside their state, so that every shuffle and draw replays exactly
 * from a record's seed on every machine.
 *
 * xoshiro-style quality is not needed; what matters is a fixed, documented
 * sequence that fits in 8 bytes of a flat state: splitmix64 (Steele, Lea,
 * Flood 2014). Written here rather than taken from a library because no
 * Debian library promises a fixed sequence for a given seed across
 * versions (GSL's and glibc's generators are not part of any contract),
 * and records depend on it. */
#ifndef EG_RNG_H
#define EG_RNG_H

#include <stdint.h>

typedef struct {
    uint64_t s;
} eg_rng;

static inline void eg_rng_seed(eg_rng *r, uint64_t seed) { r->s = seed; }

static inline uint64_t eg_rng_next(eg_rng *r)
{
    uint64_t z = (r->s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* Uniform in 0..n-1 (n >= 1), by Lemire's multiply-shift (bias < 2^-32). */
static inline uint32_t eg_rng_below(eg_rng *r, uint32_t n)
{
    return (uint32_t)(((eg_rng_next(r) >> 32) * (uint64_t)n) >> 32);
}

/* Fisher-Yates shuffle of n bytes. */
static inline void eg_rng_shuffle_u8(eg_rng *r, uint8_t *a, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)eg_rng_below(r, (uint32_t)i + 1);
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

#endif
