/*
 * bench_snapshot.c -- what a searching bot pays per node: taking a snapshot of a
 * game at a decision point and restoring it, and the size of the state copied.
 *
 *   bench_snapshot [ROUNDS]   (run from the repository root)
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

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 200000;
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
    gcg_game_config cfg = {.nplayers = 2, .seed = 42, .first_player = -1};
    cfg.players[0].deck = a;
    cfg.players[1].deck = b;
    gcg_game *g = gcg_game_new(eng, &cfg, &err);
    gcg_game_set_narration(g, 0);
    /* Play into the middle of a game: a decision point in turn 6 or so. */
    uint64_t rng = 5;
    for (int i = 0; i < 60 && !gcg_game_over(g); i++) {
        int ch[256];
        int n = gcg_bot_choose(g, GCG_BOT_GREEDY, &rng, ch, 256);
        gcg_respond(g, ch, n, &err);
    }
    gcg_snapshot *s = gcg_snapshot_new(g);
    gcg_game *scratch = gcg_game_clone(g);
    double t0 = now();
    for (int i = 0; i < rounds; i++) {
        gcg_snapshot_take(s, g);
        gcg_snapshot_restore(scratch, s, &err);
    }
    double dt = now() - t0;
    printf("snapshot + restore: %.2f us per pair (%d pairs, state %zu bytes, turn %d, "
           "%d answers in the log)\n",
           dt * 1e6 / rounds, rounds, gcg_state_size(), gcg_game_turn(g), gcg_log_length(g));
    if (gcg_game_hash(scratch) != gcg_game_hash(g)) {
        fprintf(stderr, "bench: the restored game differs\n");
        return 1;
    }
    gcg_snapshot_free(s);
    gcg_game_free(scratch);
    gcg_game_free(g);
    gcg_deck_free(a);
    gcg_deck_free(b);
    gcg_engine_free(eng);
    gcg_carddb_free(db);
    return 0;
}
