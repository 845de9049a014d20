/*
 * bench_snapshot.c -- what a searching bot pays per node: taking a snapshot of a
 * game at a decision point and restoring it, and the size of the state copied.
 *
 *   bench_snapshot [ROUNDS]   (run from the repository root)
 */
#include "bench_common.h"

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 200000;
    bench_env b;
    bench_open(&b);
    gcg_game *g = bench_game(&b, 42);
    /* Play into the middle of a game: a decision point in turn 6 or so. */
    uint64_t rng = 5;
    gcg_err err;
    for (int i = 0; i < 60 && !gcg_game_over(g); i++) {
        int ch[256];
        int n = gcg_bot_choose(g, GCG_BOT_GREEDY, &rng, ch, 256);
        gcg_respond(g, ch, n, &err);
    }
    gcg_snapshot *s = gcg_snapshot_new(g);
    gcg_game *scratch = gcg_game_clone(g);
    double t0 = bench_now();
    for (int i = 0; i < rounds; i++) {
        gcg_snapshot_take(s, g);
        gcg_snapshot_restore(scratch, s, &err);
    }
    double dt = bench_now() - t0;
    printf("snapshot + restore: %.2f us per pair (%d pairs, state %zu bytes, turn %d, "
           "%d answers in the log)",
           dt * 1e6 / rounds, rounds, gcg_state_size(), gcg_game_turn(g), gcg_log_length(g));
    bench_target(dt * 1e6 / rounds, 5, 0, " us");
    int same = gcg_game_hash(scratch) == gcg_game_hash(g);
    gcg_snapshot_free(s);
    gcg_game_free(scratch);
    gcg_game_free(g);
    bench_close(&b);
    if (!same) {
        fprintf(stderr, "bench: the restored game differs\n");
        return 1;
    }
    return 0;
}
