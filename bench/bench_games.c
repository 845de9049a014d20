/*
 * bench_games.c -- whole games per second on one thread: random bots and greedy
 * bots, on the two recommended decks, every card script live, narration off (as
 * in `gcg sim`).  Prints the figures; the targets are in docs/performance.md.
 *
 *   bench_games [GAMES]     (run from the repository root)
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "gcg.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int play(gcg_engine *eng, gcg_deck *a, gcg_deck *b, gcg_bot_kind kind, int games,
                long *answers, long *turns)
{
    for (int i = 0; i < games; i++) {
        gcg_game_config cfg = {.nplayers = 2, .seed = 1000 + (uint64_t)i, .first_player = -1};
        cfg.players[0].deck = a;
        cfg.players[1].deck = b;
        gcg_err err;
        gcg_game *g = gcg_game_new(eng, &cfg, &err);
        if (!g) {
            fprintf(stderr, "bench: %s\n", err.msg);
            return -1;
        }
        gcg_game_set_narration(g, 0);
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
        gcg_game_free(g);
    }
    return 0;
}

int main(int argc, char **argv)
{
    int games = argc > 1 ? atoi(argv[1]) : 2000;
    gcg_err err;
    gcg_carddb *db = gcg_carddb_load("data/cards.json", &err);
    if (!db) {
        fprintf(stderr, "bench: %s (run from the repository root)\n", err.msg);
        return 1;
    }
    gcg_engine_opts o = {.builtin_script_dir = "scripts"};
    gcg_engine *eng = gcg_engine_new(db, &o, &err);
    gcg_problems pr = {0};
    gcg_deck *a = gcg_deck_load(db, "decks/blue-white-midrange.deck", &pr);
    gcg_deck *b = gcg_deck_load(db, "decks/green-white-ramp.deck", &pr);
    if (!eng || !a || !b) {
        fprintf(stderr, "bench: cannot load the engine or decks\n");
        return 1;
    }
    static const struct { gcg_bot_kind k; const char *name; } bots[] = {
        {GCG_BOT_RANDOM, "random"}, {GCG_BOT_GREEDY, "greedy"}};
    play(eng, a, b, GCG_BOT_RANDOM, 50, &(long){0}, &(long){0}); /* warm up: scripts load */
    for (int k = 0; k < 2; k++) {
        long answers = 0, turns = 0;
        double t0 = now();
        if (play(eng, a, b, bots[k].k, games, &answers, &turns) != 0)
            return 1;
        double dt = now() - t0;
        printf("%s-bot games: %d in %.3f s = %.0f games/s (one thread), %.1f us/answer, "
               "%.1f turns/game\n",
               bots[k].name, games, dt, games / dt, dt * 1e6 / (double)answers,
               (double)turns / games);
    }
    gcg_deck_free(a);
    gcg_deck_free(b);
    gcg_engine_free(eng);
    gcg_carddb_free(db);
    return 0;
}
