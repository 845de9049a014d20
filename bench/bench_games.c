/*
 * bench_games.c -- whole games per second on one thread: random bots and greedy
 * bots, every card script live, narration off (as in `gcg sim`), on the two
 * recommended decks and then on a pair of decks of the newer sets per issue
 * (issue 20: GD02/GD03, issue 21: GD04/GD05), each pair's figures printed
 * beside the recommended decks'.  Each figure is measured over several runs and
 * printed as the best and the median: on a shared virtual machine one run can
 * lose a third to a neighbour.  The targets are in docs/performance.md.
 *
 *   bench_games [GAMES [RUNS [PAIR | DECK_A DECK_B]]]   (from the repository root)
 *
 * PAIR is all (the default), recommended, gd02-gd03 or gd04-gd05; or two deck
 * files.  The recommended decks' lines come first and keep their form
 * ("random-bot games: ..."), which bench/compare.sh reads; another pair's lines
 * name it ("random-bot games, gd04-gd05 (...): ...").
 */
#include <string.h>
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

/* The pairs measured: the recommended decks, and per issue the slowest pair of
 * its sets' decks (instructions per game, bench/instructions.sh). */
typedef struct bench_pair {
    const char *name, *a, *b;
} bench_pair;

static const bench_pair pairs[] = {
    {"recommended", "decks/blue-white-midrange.deck", "decks/green-white-ramp.deck"},
    {"gd02-gd03", "decks/gd02-after-war.deck", "decks/gd03-titans-jupitris.deck"},
    {"gd04-gd05", "decks/gd04-celestial-being.deck", "decks/gd04-league-militaire.deck"},
};
#define NPAIRS (int)(sizeof pairs / sizeof pairs[0])

/* Random-bot and greedy-bot figures of one pair, on lines that name it unless it
 * is the recommended one. */
static int measure(const bench_pair *p, int games, int runs)
{
    bench_env b;
    bench_open_pair(&b, p->a, p->b);
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
                return -1;
            rate[r] = games / (bench_now() - t0);
        }
        qsort(rate, (size_t)runs, sizeof rate[0], by_value);
        printf("%s-bot games", bots[k].name);
        if (p != &pairs[0])
            printf(", %s (%s vs %s)", p->name, p->a, p->b);
        printf(": %.0f games/s best, %.0f median (%d runs of %d games, one "
               "thread), %.2f us/answer, %.1f answers and %.1f turns a game",
               rate[runs - 1], rate[runs / 2], runs, games,
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

int main(int argc, char **argv)
{
    int games = argc > 1 ? atoi(argv[1]) : 2000;
    int runs = argc > 2 ? atoi(argv[2]) : 3;
    const char *which = argc > 3 ? argv[3] : "all";
    int known = argc == 5 || !strcmp(which, "all");
    for (int i = 0; i < NPAIRS && argc <= 4; i++)
        known |= !strcmp(which, pairs[i].name);
    if (games < 1 || runs < 1 || runs > 50 || argc > 5 || !known) {
        fprintf(stderr, "usage: bench_games [GAMES [RUNS [PAIR | DECK_A DECK_B]]]  "
                        "(PAIR: all, recommended, gd02-gd03 or gd04-gd05)\n");
        return 2;
    }
    if (argc == 5) {
        bench_pair own = {"decks", argv[3], argv[4]};
        return measure(&own, games, runs) ? 1 : 0;
    }
    for (int i = 0; i < NPAIRS; i++)
        if (!strcmp(which, "all") || !strcmp(which, pairs[i].name))
            if (measure(&pairs[i], games, runs) != 0)
                return 1;
    return 0;
}
