/*
 * bench_common.h -- what the benchmarks share: a clock, and the card database,
 * an engine with every script live, and a pair of decks: the two recommended
 * decks, or another pair (bench_games measures the newer sets' pairs too).  Run
 * from the repository root.
 */
#ifndef GCG_BENCH_COMMON_H
#define GCG_BENCH_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "gcg.h"

typedef struct bench_env {
    gcg_carddb *db;
    gcg_engine *eng;
    gcg_deck *a, *b;
} bench_env;

static inline double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* "; target <op> T: met" or "not met", ending a figure's line (the targets of
 * issue 7, kept in docs/performance.md too).  at_least: the figure must reach
 * the target, else stay at or under it. */
static inline void bench_target(double figure, double target, int at_least, const char *unit)
{
    int met = at_least ? figure >= target : figure <= target;
    printf("; target %s %g%s: %s\n", at_least ? ">=" : "<=", target, unit,
           met ? "met" : "not met");
}

/* The card database, the engine and the two decks at paths a and b, checked. */
static inline void bench_open_pair(bench_env *b, const char *a, const char *bb)
{
    gcg_err err;
    b->db = gcg_carddb_load("data/cards.json", &err);
    if (!b->db) {
        fprintf(stderr, "bench: %s (run from the repository root)\n", err.msg);
        exit(1);
    }
    gcg_engine_opts o = {.builtin_script_dir = "scripts"};
    b->eng = gcg_engine_new(b->db, &o, &err);
    gcg_problems pr = {0};
    b->a = gcg_deck_load(b->db, a, &pr);
    b->b = gcg_deck_load(b->db, bb, &pr);
    if (b->a && b->b &&
        (gcg_deck_validate(b->db, b->a, &pr) || gcg_deck_validate(b->db, b->b, &pr)))
        b->a = b->b = NULL; /* (leaked: the benchmark stops) */
    gcg_problems_free(&pr);
    if (!b->eng || !b->a || !b->b) {
        fprintf(stderr, "bench: cannot load the engine or the decks %s and %s\n", a, bb);
        exit(1);
    }
}

/* The same with the two recommended decks. */
static inline void bench_open(bench_env *b)
{
    bench_open_pair(b, "decks/blue-white-midrange.deck", "decks/green-white-ramp.deck");
}

/* A game on the two decks, narration off; as `gcg sim` makes them, the decks
 * checked once (bench_open), not at every game. */
static inline gcg_game *bench_game(bench_env *b, uint64_t seed)
{
    gcg_game_config cfg = {.nplayers = 2, .seed = seed, .first_player = -1,
                           .skip_deck_check = 1};
    cfg.players[0].deck = b->a;
    cfg.players[1].deck = b->b;
    gcg_err err;
    gcg_game *g = gcg_game_new(b->eng, &cfg, &err);
    if (!g) {
        fprintf(stderr, "bench: %s\n", err.msg);
        exit(1);
    }
    gcg_game_set_narration(g, 0);
    return g;
}

static inline void bench_close(bench_env *b)
{
    gcg_deck_free(b->a);
    gcg_deck_free(b->b);
    gcg_engine_free(b->eng);
    gcg_carddb_free(b->db);
}

#endif
