/* fuzz_replay.c -- the replay loader on any bytes: refuse with a reason, or load a
 * game whose state holds its invariants and which saves and loads to the same hash. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_load();
    char *text = fuzz_text(data, size);
    gcg_err err;
    gcg_game *g = gcg_replay_load(fuzz_eng, text, &err);
    if (g) {
        char why[256];
        if (gcg_game_check(g, why, sizeof why) != 0) {
            fprintf(stderr, "fuzz: %s\n", why);
            abort();
        }
        char *again = gcg_replay_save(g);
        gcg_game *h = again ? gcg_replay_load(fuzz_eng, again, &err) : NULL;
        if (!h || gcg_game_hash(h) != gcg_game_hash(g)) {
            fprintf(stderr, "fuzz: a saved replay does not load back to the same game\n");
            abort();
        }
        gcg_game_free(h);
        free(again);
        gcg_game_free(g);
    }
    free(text);
    return 0;
}
