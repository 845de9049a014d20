/*
 * test_soak.c -- random-bot games in every mode with the invariant checker on
 * after every step (gcg_engine_opts.check_invariants), views checked for leaks
 * along the way, and every game replayed to the same hash at the end.
 *
 * GCG_SOAK_GAMES=N scales the number of games per mode (default 100; the release
 * soak in docs/security.md uses 2000).
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gcg.h"
#include "rng.h"

static gcg_carddb *db;
static gcg_engine *eng;
static gcg_deck *decks[2];

static void setup(void)
{
    gcg_err err;
    db = gcg_carddb_load("data/cards.json", &err);
    cr_assert(db, "%s", err.msg);
    gcg_engine_opts o = {.builtin_script_dir = "scripts", .check_invariants = 1};
    eng = gcg_engine_new(db, &o, &err);
    cr_assert(eng, "%s", err.msg);
    gcg_problems pr = {0};
    decks[0] = gcg_deck_load(db, "decks/blue-white-midrange.deck", &pr);
    decks[1] = gcg_deck_load(db, "decks/green-white-ramp.deck", &pr);
    cr_assert(decks[0] && decks[1] && pr.n == 0);
}

static void teardown(void)
{
    gcg_deck_free(decks[0]);
    gcg_deck_free(decks[1]);
    gcg_engine_free(eng);
    gcg_carddb_free(db);
}

TestSuite(soak, .init = setup, .fini = teardown, .timeout = 900);

static int games_per_mode(void)
{
    const char *e = getenv("GCG_SOAK_GAMES");
    int n = e ? atoi(e) : 100;
    return n > 0 ? n : 100;
}

/* No card hidden from `viewer` may show in that player's view. */
static void view_hides(const gcg_game *g, int viewer)
{
    char *v = gcg_view_json(g, viewer);
    for (int c = 0; c < gcg_card_count(g); c++) {
        gcg_card_view cv;
        if (gcg_card_get(g, viewer, c, &cv) == 0)
            continue; /* visible to them */
        char needle[32];
        snprintf(needle, sizeof needle, "\"id\":%d,", c);
        cr_assert_null(strstr(v, needle), "card #%d is hidden from P%d but in their view", c,
                       viewer + 1);
    }
    free(v);
}

static void soak(const char *mode, const char *variant, const char *options, int nplayers,
                 uint64_t seed0)
{
    int games = games_per_mode();
    for (int i = 0; i < games; i++) {
        gcg_game_config cfg = {.mode = mode, .variant = variant, .options = options,
                               .nplayers = nplayers, .seed = seed0 + (uint64_t)i,
                               .first_player = -1};
        for (int p = 0; p < nplayers; p++)
            cfg.players[p].deck = decks[(p + i) % 2];
        gcg_err err;
        gcg_game *g = gcg_game_new(eng, &cfg, &err);
        cr_assert(g, "%s: %s", mode, err.msg);
        gcg_game_set_narration(g, 0);
        uint64_t rng = seed0 * 31 + (uint64_t)i;
        int steps = 0;
        while (!gcg_game_over(g) && steps < 20000) {
            int ch[256];
            int n = gcg_bot_choose(g, i % 3 ? GCG_BOT_RANDOM : GCG_BOT_GREEDY, &rng, ch, 256);
            cr_assert_eq(gcg_respond(g, ch, n, &err), 0, "%s game %d: %s", mode, i, err.msg);
            if (++steps % 97 == 0)
                view_hides(g, (int)(rng % (uint64_t)nplayers));
        }
        cr_assert(gcg_game_over(g), "%s game %d did not end", mode, i);
        cr_assert_neq(gcg_game_end_reason(g), GCG_END_ERROR, "%s game %d ended in an error: %s",
                      mode, i, gcg_script_error_count(g) ? gcg_script_error(g, 0) : "");
        cr_assert_eq(gcg_script_error_count(g), 0, "%s game %d: %s", mode, i,
                     gcg_script_error(g, 0));
        char *json = gcg_replay_save(g);
        gcg_game *h = gcg_replay_load(eng, json, &err);
        cr_assert(h, "%s game %d replay: %s", mode, i, err.msg);
        cr_assert_eq(gcg_game_hash(h), gcg_game_hash(g), "%s game %d replays differently", mode,
                     i);
        gcg_game_free(h);
        free(json);
        gcg_game_free(g);
    }
}

Test(soak, standard) { soak("standard", NULL, NULL, 2, 1000); }
Test(soak, team) { soak("team", NULL, NULL, 4, 2000); }
Test(soak, battle_royale_last_standing_3) { soak("battle-royale", "last-standing", NULL, 3, 3000); }
Test(soak, battle_royale_sudden_death_4) { soak("battle-royale", "sudden-death", NULL, 4, 4000); }
Test(soak, battle_royale_6) { soak("battle-royale", NULL, NULL, 6, 5000); }
Test(soak, partial_mulligan) { soak("partial-mulligan", NULL, NULL, 2, 6000); }
Test(soak, vanguard) { soak("vanguard", NULL, "size=3", 2, 7000); }
Test(soak, round_limit) { soak("round-limit", NULL, "rounds=3", 2, 8000); }

/* 9: decks drawn at random from the whole card pool play to the end with no
 * script error (every card of the pool gets played over the games). */
Test(soak, random_decks_from_the_whole_pool)
{
    int games = games_per_mode() * 2;
    uint64_t x = 12345;
    for (int i = 0; i < games; i++) {
        gcg_err err;
        gcg_deck *d0 = gcg_deck_random(db, "all", rng_mix(&x), &err);
        cr_assert(d0, "%s", err.msg);
        gcg_deck *d1 = gcg_deck_random(db, "all", rng_mix(&x), &err);
        cr_assert(d1, "%s", err.msg);
        gcg_game_config cfg = {.nplayers = 2, .seed = 9000 + (uint64_t)i, .first_player = -1};
        cfg.players[0].deck = d0;
        cfg.players[1].deck = d1;
        gcg_game *g = gcg_game_new(eng, &cfg, &err);
        cr_assert(g, "%s", err.msg);
        gcg_game_set_narration(g, 0);
        uint64_t rng = (uint64_t)i * 17 + 3;
        for (int steps = 0; !gcg_game_over(g) && steps < 20000; steps++) {
            int ch[256];
            int n = gcg_bot_choose(g, i % 2 ? GCG_BOT_GREEDY : GCG_BOT_RANDOM, &rng, ch, 256);
            cr_assert_eq(gcg_respond(g, ch, n, &err), 0, "game %d: %s", i, err.msg);
        }
        cr_assert(gcg_game_over(g), "game %d did not end", i);
        cr_assert_eq(gcg_script_error_count(g), 0, "game %d (seed %d): %s", i, 9000 + i,
                     gcg_script_error(g, 0));
        gcg_game_free(g);
        gcg_deck_free(d0);
        gcg_deck_free(d1);
    }
}
