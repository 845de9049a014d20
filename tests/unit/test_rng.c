/*
 * test_rng.c -- Criterion tests of the game's random generator (src/rng.c):
 * known answers of splitmix64 and xoshiro256** (so every machine gives the same
 * games), determinism of a seed, the range and fairness of rng_below, and shuffles
 * that are permutations (5-15-1) depending only on the seed (5-13-1).
 */
#include <criterion/criterion.h>
#include <string.h>
#include "rng.h"

/* splitmix64 from 0: the published first outputs of the algorithm. */
Test(rng, splitmix64_known_answers)
{
    uint64_t x = 0;
    cr_assert_eq(rng_mix(&x), 0xE220A8397B1DCDAFULL);
    cr_assert_eq(rng_mix(&x), 0x6E789E6AA1B965F4ULL);
    cr_assert_eq(rng_mix(&x), 0x06C45D188009454FULL);
}

/* xoshiro256** from the state {1, 2, 3, 4}: the published first outputs. */
Test(rng, xoshiro256starstar_known_answers)
{
    rng_state r = {{1, 2, 3, 4}};
    cr_assert_eq(rng_next(&r), 11520ULL);
    cr_assert_eq(rng_next(&r), 0ULL);
    cr_assert_eq(rng_next(&r), 1509978240ULL);
    cr_assert_eq(rng_next(&r), 1215971899390074240ULL);
}

/* Seeding goes through splitmix64: pinned so a seed means the same game everywhere. */
Test(rng, seeding_is_pinned)
{
    rng_state r;
    rng_seed(&r, 42);
    cr_assert_eq(rng_next(&r), 0x15780B2E0C2EC716ULL);
    cr_assert_eq(rng_next(&r), 0x6104D9866D113A7EULL);
    rng_seed(&r, 0);
    cr_assert_eq(rng_next(&r), 0x99EC5F36CB75F2B4ULL);
}

Test(rng, same_seed_same_sequence_other_seed_other_sequence)
{
    rng_state a, b, c;
    rng_seed(&a, 7);
    rng_seed(&b, 7);
    rng_seed(&c, 8);
    int differ = 0;
    for (int i = 0; i < 1000; i++) {
        uint64_t x = rng_next(&a), y = rng_next(&b), z = rng_next(&c);
        cr_assert_eq(x, y, "step %d", i);
        differ += x != z;
    }
    cr_assert_gt(differ, 990);
}

Test(rng, state_copy_continues_identically)
{
    rng_state a;
    rng_seed(&a, 99);
    for (int i = 0; i < 17; i++)
        rng_next(&a);
    rng_state b = a; /* a game state is copied with memcpy */
    for (int i = 0; i < 100; i++)
        cr_assert_eq(rng_next(&a), rng_next(&b));
}

Test(rng, below_stays_in_range)
{
    rng_state r;
    rng_seed(&r, 3);
    static const uint32_t ns[] = {1, 2, 3, 5, 6, 7, 10, 50, 61, 255, 1000, 65536, 0x7FFFFFFFu,
                                  0x80000001u, 0xFFFFFFFFu};
    for (size_t k = 0; k < sizeof ns / sizeof ns[0]; k++)
        for (int i = 0; i < 2000; i++) {
            uint32_t v = rng_below(&r, ns[k]);
            cr_assert_lt(v, ns[k], "rng_below(%u) gave %u", ns[k], v);
        }
    for (int i = 0; i < 100; i++)
        cr_assert_eq(rng_below(&r, 1), 0u);
}

/* Every value of a small range comes up, about equally often (a die for 6-2-1-4). */
Test(rng, below_is_roughly_uniform)
{
    rng_state r;
    rng_seed(&r, 12345);
    enum { N = 6, DRAWS = 60000 };
    int counts[N] = {0};
    for (int i = 0; i < DRAWS; i++)
        counts[rng_below(&r, N)]++;
    double chi = 0, expect = (double)DRAWS / N;
    for (int i = 0; i < N; i++)
        chi += (counts[i] - expect) * (counts[i] - expect) / expect;
    /* 5 degrees of freedom: 20.5 is the 0.1% tail. */
    cr_assert_lt(chi, 20.5, "chi-square %.2f: %d %d %d %d %d %d", chi, counts[0], counts[1],
                 counts[2], counts[3], counts[4], counts[5]);
}

Test(rng, r5_15_1_shuffle_is_a_permutation)
{
    rng_state r;
    rng_seed(&r, 5);
    uint16_t ids[50];
    for (int i = 0; i < 50; i++)
        ids[i] = (uint16_t)(100 + i);
    rng_shuffle16(&r, ids, 50);
    int seen[50] = {0}, fixed = 0;
    for (int i = 0; i < 50; i++) {
        cr_assert(ids[i] >= 100 && ids[i] < 150, "id %u", ids[i]);
        cr_assert_eq(seen[ids[i] - 100]++, 0, "id %u twice", ids[i]);
        fixed += ids[i] == 100 + i;
    }
    cr_assert_lt(fixed, 10, "%d cards left in place", fixed);
}

Test(rng, r5_13_1_shuffle_depends_only_on_the_seed)
{
    uint16_t a[40], b[40], c[40];
    for (int i = 0; i < 40; i++)
        a[i] = b[i] = c[i] = (uint16_t)i;
    rng_state ra, rb, rc;
    rng_seed(&ra, 2024);
    rng_seed(&rb, 2024);
    rng_seed(&rc, 2025);
    rng_shuffle16(&ra, a, 40);
    rng_shuffle16(&rb, b, 40);
    rng_shuffle16(&rc, c, 40);
    cr_assert_arr_eq(a, b, sizeof a);
    cr_assert_neq(memcmp(a, c, sizeof a), 0);
}

Test(rng, r5_15_1_1_shuffling_one_card_or_none)
{
    rng_state r;
    rng_seed(&r, 1);
    rng_state before = r;
    uint16_t one = 7;
    rng_shuffle16(&r, &one, 1);
    cr_assert_eq(one, 7);
    rng_shuffle16(&r, NULL, 0);
    /* Nothing to reorder: no randomness consumed either. */
    cr_assert_arr_eq(r.s, before.s, sizeof r.s);
}

/* Every arrangement of 3 cards comes up, about equally often. */
Test(rng, shuffle_reaches_every_order_evenly)
{
    rng_state r;
    rng_seed(&r, 77);
    int counts[6] = {0};
    for (int i = 0; i < 6000; i++) {
        uint16_t v[3] = {0, 1, 2};
        rng_shuffle16(&r, v, 3);
        int code = v[0] * 3 + v[1]; /* distinct permutations give distinct codes */
        static const int index[9] = {-1, 0, 1, 2, -1, 3, 4, 5, -1};
        cr_assert_geq(index[code], 0);
        counts[index[code]]++;
    }
    for (int i = 0; i < 6; i++)
        cr_assert(counts[i] > 850 && counts[i] < 1150, "order %d: %d of 6000", i, counts[i]);
}
