/*
 * fuzz_decisions.c -- the decision interface under arbitrary answers: every byte
 * picks an answer to the pending decision, legal or not (out of range, repeated,
 * too many, too few), now and then a concession, an undo or a snapshot restore.
 * A refused answer must change nothing (same hash); the state's invariants must
 * hold after every answer (the engine checks them after every step).
 */
#include <string.h>
#include "fuzz_common.h"

static gcg_deck *deck_a, *deck_b;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_load();
    if (!deck_a) {
        gcg_problems pr = {0};
        deck_a = gcg_deck_load(fuzz_db, "decks/blue-white-midrange.deck", &pr);
        deck_b = gcg_deck_load(fuzz_db, "decks/green-white-ramp.deck", &pr);
        gcg_problems_free(&pr);
    }
    if (size < 2)
        return 0;
    gcg_game_config cfg = {.nplayers = 2, .seed = (uint64_t)data[0] << 8 | data[1],
                           .first_player = -1};
    cfg.players[0].deck = deck_a;
    cfg.players[1].deck = deck_b;
    gcg_err err;
    gcg_game *g = gcg_game_new(fuzz_eng, &cfg, &err);
    if (!g)
        abort();
    gcg_snapshot *snap = gcg_snapshot_new(g);
    for (size_t i = 2; i + 1 < size && !gcg_game_over(g); i += 2) {
        uint8_t op = data[i], arg = data[i + 1];
        gcg_decision d;
        gcg_game_decision(g, &d);
        uint64_t before = gcg_game_hash(g);
        if (op == 0xFF) {
            gcg_concede(g, arg % 3 - 1, &err); /* -1, 0 or 1: one is refused */
            continue;
        }
        if (op == 0xFE) {
            if (gcg_game_rewind(g, gcg_log_length(g) > 0 ? gcg_log_length(g) - 1 : 0, &err) != 0)
                abort();
            continue;
        }
        if (op == 0xFD) {
            gcg_snapshot_take(snap, g);
            continue;
        }
        if (op == 0xFC) {
            if (gcg_snapshot_restore(g, snap, &err) != 0)
                abort();
            continue;
        }
        int ch[8], n = op % 4; /* 0 to 3 choices */
        for (int k = 0; k < n; k++)
            ch[k] = (int)((arg + k * 37) % (unsigned)(d.noptions + 2)) - 1; /* -1 .. n */
        if (gcg_respond(g, ch, n, &err) != 0 && gcg_game_hash(g) != before) {
            fprintf(stderr, "fuzz: a refused answer changed the game: %s\n", err.msg);
            abort();
        }
        char why[256];
        if (gcg_game_check(g, why, sizeof why) != 0) {
            fprintf(stderr, "fuzz: %s\n", why);
            abort();
        }
    }
    gcg_snapshot_free(snap);
    gcg_game_free(g);
    return 0;
}
