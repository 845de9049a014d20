/*
 * test_state.c -- Criterion tests of the machinery that makes games fast without
 * changing them: copying and packing states by what is in use (src/state.c), the
 * script VM's small-block pool (src/pool.c), and the facet stamps that keep
 * cached answers (src/facet.h) -- including that a game whose caches are warm
 * plays exactly like one started cold at every decision.
 */
#include "gamefix.h"
#include "game.h"
#include "pool.h"

TestSuite(state, .init = fx_setup, .fini = fx_teardown);

/* Answer n decisions with the random bot. */
static void play(gcg_game *g, int n, uint64_t *rng)
{
    gcg_err err;
    for (int i = 0; i < n && !gcg_game_over(g); i++) {
        int ch[256];
        int k = gcg_bot_choose(g, GCG_BOT_RANDOM, rng, ch, 256);
        cr_assert_eq(gcg_respond(g, ch, k, &err), 0, "%s", err.msg);
    }
}

/* g and h, given the same answers for up to n more decisions, stay the same
 * game after each one. */
static void stay_alike(gcg_game *g, gcg_game *h, int n, uint64_t seed)
{
    uint64_t r1 = seed, r2 = seed;
    for (int i = 0; i < n && !gcg_game_over(g); i++) {
        play(g, 1, &r1);
        play(h, 1, &r2);
        cr_assert_eq(gcg_game_hash(h), gcg_game_hash(g), "after %d more answers", i + 1);
    }
}

/* ------------------------------------------------------------ copying */

Test(state, a_copy_into_a_dirty_state_is_the_same_game)
{
    gcg_game *g = fx_game(3, -1);
    uint64_t rng = 3;
    play(g, 60, &rng);
    gstate *dst = malloc(sizeof *dst);
    memset(dst, 0xAB, sizeof *dst); /* what lies past the counts is garbage */
    state_copy(dst, &g->s);
    gcg_game *h = gcg_game_clone(g);
    memset(&h->s, 0xCD, sizeof h->s);
    state_copy(&h->s, dst);
    game_touch(h);
    cr_assert_eq(gcg_game_hash(h), gcg_game_hash(g));
    /* Played on with the same answers, the copy stays the same game: nothing
     * past a count was ever read. */
    stay_alike(g, h, 200, 77);
    free(dst);
    gcg_game_free(h);
    gcg_game_free(g);
}

Test(state, a_packed_state_unpacks_to_the_same_game_and_is_small)
{
    gcg_game *g = fx_game(4, -1);
    uint64_t rng = 4;
    play(g, 50, &rng);
    size_t need = state_pack(&g->s, NULL, 0);
    cr_assert(need > offsetof(gstate, zones), "the header at least");
    cr_assert(need < sizeof(gstate) / 3, "a two-player game packs small (%zu of %zu bytes)",
              need, sizeof(gstate));
    unsigned char *buf = malloc(need);
    cr_assert_eq(state_pack(&g->s, buf, need), need);
    cr_assert_eq(state_pack(&g->s, buf, need - 1), need, "too small: nothing written");
    gcg_game *h = gcg_game_clone(g);
    memset(&h->s, 0x5A, sizeof h->s);
    state_unpack(&h->s, buf);
    game_touch(h);
    cr_assert_eq(gcg_game_hash(h), gcg_game_hash(g));
    stay_alike(g, h, 100, 9);
    free(buf);
    gcg_game_free(h);
    gcg_game_free(g);
}

/* ------------------------------------------------------------ caches */

/* The caches (constant effects, legality of effects, conditions, rules
 * management) are kept beside the state and never copied: a clone starts cold.
 * A game and a clone made at each of its decisions must agree on every option
 * and every outcome. */
Test(state, warm_caches_answer_as_cold_ones_at_every_decision)
{
    for (uint64_t seed = 1; seed <= 6; seed++) {
        gcg_game *g = fx_game(seed, -1);
        uint64_t rng = seed * 31;
        for (int i = 0; i < 400 && !gcg_game_over(g); i++) {
            gcg_game *cold = gcg_game_clone(g);
            gcg_decision a, b;
            gcg_game_decision(g, &a);
            gcg_game_decision(cold, &b);
            cr_assert_eq(a.noptions, b.noptions, "seed %llu answer %d",
                         (unsigned long long)seed, i);
            for (int k = 0; k < a.noptions; k++) {
                char ka[128], kb[128];
                gcg_option_key(g, k, ka, sizeof ka);
                gcg_option_key(cold, k, kb, sizeof kb);
                cr_assert_str_eq(ka, kb);
            }
            /* One answer in both: the same game after it. */
            uint64_t r2 = rng;
            play(g, 1, &rng);
            play(cold, 1, &r2);
            cr_assert_eq(gcg_game_hash(cold), gcg_game_hash(g));
            gcg_game_free(cold);
        }
        cr_assert_eq(gcg_script_error_count(g), 0, "%s", gcg_script_error(g, 0));
        gcg_game_free(g);
    }
}

Test(state, a_stamp_is_good_until_a_facet_it_read_changes)
{
    gcg_game *g = fx_game(5, -1);
    facet_stamp st = facet_stamp_now(g, F_LOC(GCG_LOC_TRASH) | F_UNITS(1));
    cr_assert(facet_fresh(g, &st));
    facets_changed(g, F_LOC(GCG_LOC_HAND) | F_UNITS(0)); /* not read */
    cr_assert(facet_fresh(g, &st));
    facets_changed(g, F_UNITS(1));
    cr_assert(!facet_fresh(g, &st));
    st = facet_stamp_now(g, F_TURN);
    cr_assert(facet_fresh(g, &st));
    g->s.turn++; /* compared, not ticked */
    cr_assert(!facet_fresh(g, &st));
    st = facet_stamp_now(g, F_DAMAGE);
    game_touch(g); /* changed beyond telling: every facet */
    cr_assert(!facet_fresh(g, &st));
    gcg_game_free(g);
}

/* ------------------------------------------------------------ the pool */

Test(state, the_pool_reuses_blocks_by_size_and_keeps_data_on_realloc)
{
    pool p = {0};
    char *a = pool_alloc(&p, 24);
    cr_assert_not_null(a);
    cr_assert_eq((uintptr_t)a % 16, 0, "blocks are aligned");
    memcpy(a, "0123456789abcdefghijklm", 24);
    char *b = pool_realloc(&p, a, 24, 30); /* same size class: same block */
    if (POOL_MAX > 0) /* (sanitizer builds: every block from malloc) */
        cr_assert_eq(b, a);
    char *c = pool_realloc(&p, b, 30, 100); /* a bigger class: moved, data kept */
    cr_assert_str_eq(c, "0123456789abcdefghijklm");
    char *d = pool_alloc(&p, 20); /* the freed 32-byte block comes back */
    if (POOL_MAX > 0)
        cr_assert_eq(d, a);
    char *big = pool_realloc(&p, c, 100, 5000); /* beyond the pool: malloc */
    cr_assert_str_eq(big, "0123456789abcdefghijklm");
    pool_free(&p, big, 5000);
    pool_free(&p, d, 20);
    static void *many[10000];
    for (int i = 0; i < 10000; i++) /* more than one chunk */
        cr_assert_not_null(many[i] = pool_alloc(&p, 200));
    for (int i = 0; i < 10000; i++)
        pool_free(&p, many[i], 200);
    pool_release(&p);
    cr_assert_null(p.chunks);
}
