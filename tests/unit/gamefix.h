/*
 * gamefix.h -- what the game-level unit tests share: the real card database and
 * the two recommended decks (paths relative to the repository root, the tests'
 * working directory), an engine, and small helpers to start games and answer
 * decisions through the public API.
 */
#ifndef GCG_TEST_GAMEFIX_H
#define GCG_TEST_GAMEFIX_H

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gcg.h"

#define DECK_BW "decks/blue-white-midrange.deck"
#define DECK_GW "decks/green-white-ramp.deck"

static struct {
    gcg_carddb *db;
    gcg_engine *eng;
    gcg_deck *bw, *gw;
} fx;

static inline gcg_deck *fx_deck(const char *path)
{
    gcg_problems pr = {0};
    gcg_deck *d = gcg_deck_load(fx.db, path, &pr);
    cr_assert_not_null(d, "cannot load %s", path);
    cr_assert_eq(pr.n, 0, "%s: %s", path, pr.n ? pr.msgs[0] : "");
    gcg_problems_free(&pr);
    return d;
}

static inline void fx_setup(void)
{
    gcg_err err = {{0}};
    fx.db = gcg_carddb_load("data/cards.json", &err);
    cr_assert_not_null(fx.db, "%s", err.msg);
    fx.eng = gcg_engine_new(fx.db, NULL, &err);
    cr_assert_not_null(fx.eng, "%s", err.msg);
    fx.bw = fx_deck(DECK_BW);
    fx.gw = fx_deck(DECK_GW);
}

static inline void fx_teardown(void)
{
    gcg_deck_free(fx.bw);
    gcg_deck_free(fx.gw);
    gcg_engine_free(fx.eng);
    gcg_carddb_free(fx.db);
    memset(&fx, 0, sizeof fx);
}

/* A two-player configuration with the recommended decks (Blue/White is player 0). */
static inline gcg_game_config fx_config(uint64_t seed, int first)
{
    gcg_game_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.nplayers = 2;
    cfg.seed = seed;
    cfg.first_player = first;
    cfg.players[0].deck = fx.bw;
    cfg.players[0].team = -1;
    cfg.players[1].deck = fx.gw;
    cfg.players[1].team = -1;
    return cfg;
}

static inline gcg_game *fx_game(uint64_t seed, int first)
{
    gcg_game_config cfg = fx_config(seed, first);
    gcg_err err = {{0}};
    gcg_game *g = gcg_game_new(fx.eng, &cfg, &err);
    cr_assert_not_null(g, "%s", err.msg);
    return g;
}

/* Answer the pending decision with one option key; the test fails if refused. */
static inline void fx_key(gcg_game *g, const char *key)
{
    gcg_err err = {{0}};
    const char *keys[1] = {key};
    cr_assert_eq(gcg_respond_keys(g, keys, 1, &err), 0, "answer '%s' refused: %s", key, err.msg);
}

/* Both players keep their opening hands: the game is then in turn 1. */
static inline void fx_keep_both(gcg_game *g)
{
    fx_key(g, "keep");
    fx_key(g, "keep");
}

/* Random bot answers until the game ends or `max` answers; returns how many. */
static inline int fx_bots(gcg_game *g, uint64_t seed, int max)
{
    int n = 0;
    while (!gcg_game_over(g) && n < max) {
        int ch[256];
        int k = gcg_bot_choose(g, GCG_BOT_RANDOM, &seed, ch, 256);
        gcg_err err = {{0}};
        cr_assert_eq(gcg_respond(g, ch, k, &err), 0, "bot answer refused: %s", err.msg);
        n++;
    }
    return n;
}

/* Index of the option with this key (the test fails if there is none). */
static inline int fx_option(const gcg_game *g, const char *key)
{
    int i = gcg_option_find(g, key);
    cr_assert_geq(i, 0, "no option '%s'", key);
    return i;
}

/* An edited board: an empty game, then cards, then gcg_game_start_at. */
static inline gcg_game *fx_empty(int nplayers)
{
    gcg_game_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.nplayers = nplayers;
    cfg.seed = 1;
    cfg.first_player = -1;
    gcg_err err = {{0}};
    gcg_game *g = gcg_game_new_empty(fx.eng, &cfg, &err);
    cr_assert_not_null(g, "%s", err.msg);
    return g;
}

static inline int fx_add(gcg_game *g, int p, const char *number, gcg_loc loc)
{
    gcg_err err = {{0}};
    int cid = gcg_edit_add(g, p, number, loc, &err);
    cr_assert_geq(cid, 0, "add %s: %s", number, err.msg);
    return cid;
}

static inline void fx_start(gcg_game *g, int turn, int active, gcg_phase phase)
{
    gcg_err err = {{0}};
    cr_assert_eq(gcg_game_start_at(g, turn, active, phase, &err), 0, "%s", err.msg);
}

/* The JSON text contains `"id":N` followed by a delimiter (not N as a prefix). */
static inline int fx_json_has_id(const char *json, int id)
{
    char pat[32];
    int n = snprintf(pat, sizeof pat, "\"id\":%d", id);
    for (const char *p = strstr(json, pat); p; p = strstr(p + 1, pat))
        if (p[n] == ',' || p[n] == '}')
            return 1;
    return 0;
}

#endif
