/*
 * bench_memory.c -- memory per additional live game in one process: the resident
 * size grows by how much when N more games (each past its setup, mid-game) are
 * kept alive at once.  Linux: reads /proc/self/statm.
 *
 *   bench_memory [GAMES]   (run from the repository root)
 */
#include <unistd.h>
#include "bench_common.h"

static long rss_bytes(void)
{
    FILE *f = fopen("/proc/self/statm", "r");
    long pages = 0, rss = 0;
    if (f) {
        if (fscanf(f, "%ld %ld", &pages, &rss) != 2)
            rss = 0;
        fclose(f);
    }
    return rss * sysconf(_SC_PAGESIZE);
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 2000;
    bench_env b;
    bench_open(&b);
    gcg_game **games = calloc((size_t)n, sizeof *games);
    long before = 0;
    gcg_err err;
    for (int i = 0; i <= n; i++) {
        if (i == 1)
            before = rss_bytes(); /* after the first game: scripts loaded, warm */
        if (i == n)
            break;
        games[i] = bench_game(&b, (uint64_t)i + 1);
        uint64_t rng = (uint64_t)i;
        for (int k = 0; k < 40 && !gcg_game_over(games[i]); k++) {
            int ch[256];
            int m = gcg_bot_choose(games[i], GCG_BOT_RANDOM, &rng, ch, 256);
            gcg_respond(games[i], ch, m, &err);
        }
    }
    long after = rss_bytes();
    double kib = (double)(after - before) / 1024.0 / (n - 1);
    printf("memory per additional live game: %.1f KiB (%d games mid-game, narration off; "
           "state %zu bytes)", kib, n, gcg_state_size());
    bench_target(kib, 64, 0, " KiB");
    for (int i = 0; i < n; i++)
        gcg_game_free(games[i]);
    free(games);
    bench_close(&b);
    return 0;
}
