/*
 * rng.h -- the game's own random generator: xoshiro256** seeded by splitmix64.
 *
 * Every shuffle and random choice of a game goes through the rng_state inside its
 * gstate, so a game is a pure function of its seed and its answers, on any machine.
 */
#ifndef GCG_RNG_H
#define GCG_RNG_H

#include <stdint.h>

typedef struct rng_state {
    uint64_t s[4];
} rng_state;

void rng_seed(rng_state *r, uint64_t seed);
uint64_t rng_next(rng_state *r);
/* Uniform integer in [0, n), n > 0, without modulo bias. */
uint32_t rng_below(rng_state *r, uint32_t n);
/* Fisher-Yates shuffle of n 16-bit ids. */
void rng_shuffle16(rng_state *r, uint16_t *ids, int n);
/* splitmix64 step: also used to derive independent seeds. */
uint64_t rng_mix(uint64_t *x);

#endif
