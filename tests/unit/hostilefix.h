/*
 * hostilefix.h -- what the hostile-script tests share (test_hostile.c,
 * test_hostile2.c): the real cards with tests/hostile/scripts/ loaded over the
 * built-in scripts, as a user's --scripts would be; small boards to play a
 * hostile card on; and the checks every such test makes -- a clear report
 * naming the card, file and problem, and a game that random bots then play to
 * its end.
 */
#ifndef GCG_TEST_HOSTILEFIX_H
#define GCG_TEST_HOSTILEFIX_H

#include <criterion/criterion.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "gcg.h"

static gcg_carddb *db;
static gcg_engine *eng;

__attribute__((unused)) static void hf_setup(void)
{
    gcg_err err;
    db = gcg_carddb_load("data/cards.json", &err);
    cr_assert(db, "%s", err.msg);
    static const char *const dirs[] = {"tests/hostile/scripts"};
    gcg_engine_opts o = {.script_dirs = dirs, .nscript_dirs = 1, .builtin_script_dir = "scripts"};
    eng = gcg_engine_new(db, &o, &err);
    cr_assert(eng, "%s", err.msg);
}

__attribute__((unused)) static void hf_teardown(void)
{
    gcg_engine_free(eng);
    gcg_carddb_free(db);
}

/* Card `number`'s hostile script does not load, and its error says `needle` (the
 * file, the line and what is wrong). */
__attribute__((unused)) static void load_error_says(const char *number, const char *needle)
{
    int def = gcg_carddb_find(db, number);
    cr_assert_null(gcg_engine_card_script(eng, def), "%s does not load", number);
    const char *why = gcg_engine_card_script_error(eng, def);
    cr_assert(why && strstr(why, needle), "%s: %s", number, why ? why : "(no error)");
}

/* P1 with plenty of Resources and `number` in hand, P2 with a GM in play if
 * `enemy_unit`; main phase. */
__attribute__((unused)) static gcg_game *board_vs(const char *number, int enemy_unit, int *card)
{
    gcg_err err;
    gcg_game_config cfg = {.nplayers = 2, .seed = 7, .first_player = -1};
    gcg_game *g = gcg_game_new_empty(eng, &cfg, &err);
    cr_assert(g, "%s", err.msg);
    for (int p = 0; p < 2; p++) {
        for (int i = 0; i < 10; i++)
            cr_assert(gcg_edit_add(g, p, "ST01-005", GCG_LOC_DECK, &err) >= 0, "%s", err.msg);
        for (int i = 0; i < 3; i++)
            gcg_edit_add(g, p, "ST01-005", GCG_LOC_SHIELD, &err);
        for (int i = 0; i < 8; i++)
            gcg_edit_add(g, p, "R-001", GCG_LOC_RESOURCE, &err);
    }
    *card = gcg_edit_add(g, 0, number, GCG_LOC_HAND, &err);
    cr_assert(*card >= 0, "%s", err.msg);
    if (enemy_unit)
        cr_assert(gcg_edit_add(g, 1, "ST01-005", GCG_LOC_BATTLE, &err) >= 0, "%s", err.msg);
    cr_assert(gcg_game_start_at(g, 2, 0, GCG_PHASE_MAIN, &err) == 0, "%s", err.msg);
    return g;
}

__attribute__((unused)) static gcg_game *board(const char *number, int *card)
{
    return board_vs(number, 0, card);
}

/* P1 with `number` in the battle area, ready to attack P2 (who has one shield);
 * main phase. */
__attribute__((unused)) static gcg_game *attacker_board(const char *number, int *card)
{
    gcg_err err;
    gcg_game_config cfg = {.nplayers = 2, .seed = 7, .first_player = -1};
    gcg_game *g = gcg_game_new_empty(eng, &cfg, &err);
    cr_assert(g, "%s", err.msg);
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < 10; i++)
            gcg_edit_add(g, p, "ST01-005", GCG_LOC_DECK, &err);
    *card = gcg_edit_add(g, 0, number, GCG_LOC_BATTLE, &err);
    cr_assert(*card >= 0, "%s", err.msg);
    gcg_edit_add(g, 1, "ST01-005", GCG_LOC_SHIELD, &err);
    cr_assert(gcg_game_start_at(g, 2, 0, GCG_PHASE_MAIN, &err) == 0, "%s", err.msg);
    return g;
}

/* Answer with the option whose key is printf(fmt, ...): it must be there. */
__attribute__((unused)) static void answer(gcg_game *g, const char *fmt, ...)
{
    char key[64];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(key, sizeof key, fmt, ap);
    va_end(ap);
    const char *k = key;
    gcg_err err;
    cr_assert(gcg_respond_keys(g, &k, 1, &err) == 0, "%s: %s", key, err.msg);
}

__attribute__((unused)) static void play(gcg_game *g, int card)
{
    answer(g, "play c%d", card);
}

/* Is playing hand card `card` among the options? */
__attribute__((unused)) static int play_offered(const gcg_game *g, int card)
{
    char key[32];
    snprintf(key, sizeof key, "play c%d", card);
    return gcg_option_find(g, key) >= 0;
}

/* Exactly one script error so far, and it says `needle`. */
__attribute__((unused)) static void one_report_saying(gcg_game *g, const char *needle)
{
    cr_assert_eq(gcg_script_error_count(g), 1);
    cr_assert(strstr(gcg_script_error(g, 0), needle), "%s", gcg_script_error(g, 0));
}

/* The game goes on: random bots finish it without a crash or a refused answer. */
__attribute__((unused)) static void plays_to_the_end(gcg_game *g)
{
    uint64_t rng = 99;
    for (int i = 0; i < 20000 && !gcg_game_over(g); i++) {
        int ch[256];
        int n = gcg_bot_choose(g, GCG_BOT_RANDOM, &rng, ch, 256);
        gcg_err err;
        cr_assert(gcg_respond(g, ch, n, &err) == 0, "%s", err.msg);
    }
    cr_assert(gcg_game_over(g), "the game did not end");
}

/* Play `number`; its 【Deploy】 script misbehaves.  Returns the report. */
__attribute__((unused)) static const char *deploy_report(const char *number, gcg_game **out)
{
    int card;
    gcg_game *g = board(number, &card);
    uint64_t before_errors = (uint64_t)gcg_script_error_count(g);
    play(g, card);
    cr_assert_eq(gcg_script_error_count(g), (int)before_errors + 1,
                 "expected one script error report for %s", number);
    gcg_card_view v;
    gcg_card_get(g, -1, card, &v);
    cr_assert_eq(v.loc, GCG_LOC_BATTLE, "the Unit is still deployed (only its effect failed)");
    gcg_decision d;
    gcg_game_decision(g, &d);
    cr_assert_eq(d.kind, GCG_DEC_ACTION, "the game is back at P1's main phase");
    cr_assert_eq(d.player, 0);
    *out = g;
    return gcg_script_error(g, 0);
}

__attribute__((unused)) static void expect_report(const char *number, const char *needle)
{
    gcg_game *g;
    const char *r = deploy_report(number, &g);
    cr_assert(strstr(r, number), "the report names the card: %s", r);
    cr_assert(strstr(r, "tests/hostile/scripts/"), "the report names the script file: %s", r);
    cr_assert(strstr(r, needle), "the report says '%s': %s", needle, r);
    plays_to_the_end(g);
    gcg_game_free(g);
}

#endif
