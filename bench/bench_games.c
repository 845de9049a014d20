/*
 * bench_games.c -- whole games per second on one thread: random bots and greedy
 * bots, on the two recommended decks, every card script live, narration off (as
 * in `gcg sim`).  Each figure is measured over several runs and printed as the
 * best and the median: on a shared virtual machine one run can lose a third
 * to a neighbour.  The targets are in docs/performance.md.
 *
 *   bench_games [GAMES [RUNS]]     (run from the repository root)
 */
#include "bench_common.h"

/* As `gcg sim` plays them: one game, restarted with each new seed. */
static int play(bench_env *b, gcg_bot_kind kind, int games, long *answers, long *turns)
{
    gcg_game *g = NULL;
    for (int i = 0; i < games; i++) {
        uint64_t seed = 1000 + (uint64_t)i;
        gcg_err err;
        if (!g) {
            g = bench_game(b, seed);
        } else if (gcg_game_restart(g, seed, &err) != 0) {
            fprintf(stderr, "bench: restart: %s\n", err.msg);
            gcg_game_free(g);
            return -1;
        }
        uint64_t rng = (uint64_t)i * 7919 + 1;
        while (!gcg_game_over(g)) {
            int ch[256];
            int n = gcg_bot_choose(g, kind, &rng, ch, 256);
            if (gcg_respond(g, ch, n, &err) != 0) {
                fprintf(stderr, "bench: refused: %s\n", err.msg);
                gcg_game_free(g);
                return -1;
            }
            (*answers)++;
        }
        *turns += gcg_game_turn(g);
    }
    gcg_game_free(g);
    return 0;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    int games = argc > 1 ? atoi(argv[1]) : 2000;
    int runs = argc > 2 ? atoi(argv[2]) : 3;
    if (games < 1 || runs < 1 || runs > 50) {
        fprintf(stderr, "usage: bench_games [GAMES [RUNS]]\n");
        return 2;
    }
    bench_env b;
    bench_open(&b);
    static const struct { gcg_bot_kind k; const char *name; } bots[] = {
        {GCG_BOT_RANDOM, "random"}, {GCG_BOT_GREEDY, "greedy"}};
    long warm_answers = 0, warm_turns = 0;
    play(&b, GCG_BOT_RANDOM, 50, &warm_answers, &warm_turns); /* warm up: scripts load */
    for (int k = 0; k < 2; k++) {
        double rate[50];
        long answers = 0, turns = 0;
        for (int r = 0; r < runs; r++) {
            answers = turns = 0;
            double t0 = bench_now();
            if (play(&b, bots[k].k, games, &answers, &turns) != 0)
                return 1;
            rate[r] = games / (bench_now() - t0);
        }
        qsort(rate, (size_t)runs, sizeof rate[0], by_value);
        printf("%s-bot games: %.0f games/s best, %.0f median (%d runs of %d games, one "
               "thread), %.2f us/answer, %.1f answers and %.1f turns a game",
               bots[k].name, rate[runs - 1], rate[runs / 2], runs, games,
               1e6 / rate[runs - 1] / ((double)answers / games), (double)answers / games,
               (double)turns / games);
        if (bots[k].k == GCG_BOT_RANDOM) /* (the greedy bot's figure has no target) */
            bench_target(rate[runs - 1], 20000, 1, " games/s");
        else
            printf("\n");
    }
    bench_close(&b);
    return 0;
}
