/*
 * bench_mcts.c -- the searching bot (MCTS, src/bot_mcts.c): how fast it searches
 * and how strong it is for what it costs, on the two recommended decks, one
 * thread, every card script live, narration off.
 *
 *   1. search iterations per second, over searches of positions from greedy games;
 *   2. its win rate against the greedy bot at two iteration budgets, each over
 *      GAMES games (the bots swap seats and decks from game to game), with the
 *      95% interval (Wilson);
 *   3. whole games (the search's and greedy's answers both) per core-minute at
 *      the smaller of the two budgets that wins at least 75% of its games, and
 *      whether that reaches the target of 60 games per core-minute.
 *
 * Time is the thread's CPU time (CLOCK_THREAD_CPUTIME_ID): a core-minute is a
 * minute of one core, whatever the neighbours on a shared machine do (they
 * still cost caches: compare figures taken on a quiet machine).  The win rates
 * do not depend on the machine: an iteration budget gives the same games.
 *
 *   bench_mcts [GAMES [LOW HIGH]]    (run from the repository root; defaults:
 *                                     400 games, budgets of 30 and 1000 iterations)
 */
#include <math.h>
#include <string.h>
#include "bench_common.h"

static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void answer(gcg_game *g, const int *ch, int n)
{
    gcg_err err;
    if (gcg_respond(g, ch, n, &err) != 0) {
        fprintf(stderr, "bench: answer refused: %s\n", err.msg);
        exit(1);
    }
}

static gcg_game *game_on(bench_env *b, uint64_t seed, int swap)
{
    gcg_game_config cfg = {.nplayers = 2, .seed = seed, .first_player = -1,
                           .skip_deck_check = 1};
    cfg.players[0].deck = swap ? b->b : b->a;
    cfg.players[1].deck = swap ? b->a : b->b;
    gcg_err err;
    gcg_game *g = gcg_game_new(b->eng, &cfg, &err);
    if (!g) {
        fprintf(stderr, "bench: %s\n", err.msg);
        exit(1);
    }
    gcg_game_set_narration(g, 0);
    return g;
}

/* 1. Searches of 2,000 iterations at decisions of greedy games that have
 * something to weigh: iterations per second of CPU time. */
static double iterations_per_second(bench_env *b, long *iters, int *searches)
{
    gcg_mcts_params p;
    gcg_mcts_defaults(&p);
    p.iters = 2000;
    gcg_mcts *m = gcg_mcts_new(&p);
    double cpu = 0;
    *iters = 0;
    *searches = 0;
    for (int game = 0; game < 6; game++) {
        gcg_game *g = game_on(b, 500 + (uint64_t)game, game & 1);
        uint64_t rng = (uint64_t)game + 1;
        for (int k = 0; !gcg_game_over(g); k++) {
            int ch[256], n;
            if (k % 6 == 5) { /* every sixth decision: searched */
                double t0 = cpu_now();
                n = gcg_mcts_choose(m, g, &rng, ch, 256);
                cpu += cpu_now() - t0;
                *iters += gcg_mcts_iterations(m);
                *searches += gcg_mcts_iterations(m) > 0;
            } else {
                n = gcg_bot_choose(g, GCG_BOT_GREEDY, &rng, ch, 256);
            }
            answer(g, ch, n);
        }
        gcg_game_free(g);
    }
    gcg_mcts_free(m);
    return (double)*iters / cpu;
}

typedef struct match {
    int iters, games, wins;
    double cpu; /* the games' CPU time, both bots */
} match;

/* 2. The searching bot with `iters` iterations against greedy: game i puts it in
 * seat i % 2, the decks swapped every other game. */
static void play_match(bench_env *b, match *mt)
{
    gcg_mcts_params p;
    gcg_mcts_defaults(&p);
    p.iters = mt->iters;
    gcg_mcts *m = gcg_mcts_new(&p);
    mt->wins = 0;
    double t0 = cpu_now();
    for (int i = 0; i < mt->games; i++) {
        int seat = i % 2;
        gcg_game *g = game_on(b, 1000 + (uint64_t)i, (i / 2) % 2);
        uint64_t rng = (uint64_t)i * 7919 + 1;
        while (!gcg_game_over(g)) {
            int ch[256], n;
            if (gcg_game_decider(g) == seat)
                n = gcg_mcts_choose(m, g, &rng, ch, 256);
            else
                n = gcg_bot_choose(g, GCG_BOT_GREEDY, &rng, ch, 256);
            answer(g, ch, n);
        }
        mt->wins += gcg_game_player_won(g, seat);
        gcg_game_free(g);
    }
    mt->cpu = cpu_now() - t0;
    gcg_mcts_free(m);
}

/* 95% Wilson score interval, in percent. */
static void wilson(int k, int n, double *lo, double *hi)
{
    double z = 1.959964, p = (double)k / n, nn = n;
    double c = (p + z * z / (2 * nn)) / (1 + z * z / nn);
    double h = z * sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn)) / (1 + z * z / nn);
    *lo = 100 * (c - h);
    *hi = 100 * (c + h);
}

int main(int argc, char **argv)
{
    int games = argc > 1 ? atoi(argv[1]) : 400;
    int low = argc > 3 ? atoi(argv[2]) : 30, high = argc > 3 ? atoi(argv[3]) : 1000;
    if (games < 1 || low < 1 || high <= low || argc == 3 || argc > 4) {
        fprintf(stderr, "usage: bench_mcts [GAMES [LOW HIGH]]  (budgets in iterations, LOW < HIGH)\n");
        return 2;
    }
    bench_env b;
    bench_open(&b);
    long iters;
    int searches;
    double rate = iterations_per_second(&b, &iters, &searches);
    gcg_mcts_params d;
    gcg_mcts_defaults(&d);
    printf("mcts search: %.0f iterations/s (one thread, CPU time; %d searches of 2000 "
           "iterations in greedy games; depth %d, %s playouts)\n",
           rate, searches, d.depth,
           d.playout == GCG_PLAYOUT_HEURISTIC ? "heuristic"
           : d.playout == GCG_PLAYOUT_GREEDY  ? "greedy"
                                              : "random");
    match mt[2] = {{.iters = low, .games = games}, {.iters = high, .games = games}};
    int strong = -1;
    for (int k = 0; k < 2; k++) {
        play_match(&b, &mt[k]);
        double lo, hi;
        wilson(mt[k].wins, games, &lo, &hi);
        printf("mcts:iters=%d against greedy: %.1f%% of %d games (95%% CI %.1f-%.1f%%, "
               "+/-%.1f points); %.1f ms CPU a game, %.0f games per core-minute\n",
               mt[k].iters, 100.0 * mt[k].wins / games, games, lo, hi, (hi - lo) / 2,
               1e3 * mt[k].cpu / games, 60.0 * games / mt[k].cpu);
        if (strong < 0 && mt[k].wins * 4 >= games * 3)
            strong = k;
    }
    if (strong < 0) {
        printf("games per core-minute at a budget that wins >= 75%% against greedy: neither "
               "budget does; target >= 60 games/core-minute: not met\n");
    } else {
        double gpm = 60.0 * games / mt[strong].cpu;
        printf("games per core-minute at mcts:iters=%d (the smaller budget winning >= 75%% "
               "against greedy): %.0f",
               mt[strong].iters, gpm);
        bench_target(gpm, 60, 1, " games/core-minute");
    }
    bench_close(&b);
    return 0;
}
