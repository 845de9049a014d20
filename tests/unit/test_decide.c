/*
 * test_decide.c -- Criterion tests of the decision loop (src/decide.c) through
 * gcg.h: the pending decision, answers by index and by key, and every illegal
 * answer refused with a reason while the game (its hash and its log) stays as it
 * was; concession (1-2-4).
 */
#include "gamefix.h"

TestSuite(decide, .init = fx_setup, .fini = fx_teardown);

/* Answer, expect a refusal whose reason contains `why`, and no change at all. */
static void refused(gcg_game *g, const int *choices, int n, const char *why)
{
    uint64_t h = gcg_game_hash(g);
    int len = gcg_log_length(g), nar = gcg_narration_count(g);
    gcg_decision before, after;
    gcg_game_decision(g, &before);
    gcg_err err = {{0}};
    cr_assert_eq(gcg_respond(g, choices, n, &err), -1, "answer accepted (expected: %s)", why);
    cr_assert(strstr(err.msg, why), "reason '%s' lacks '%s'", err.msg, why);
    cr_assert_eq(gcg_game_hash(g), h, "hash changed by a refused answer");
    cr_assert_eq(gcg_log_length(g), len);
    cr_assert_eq(gcg_narration_count(g), nar);
    gcg_game_decision(g, &after);
    cr_assert_eq(after.kind, before.kind);
    cr_assert_eq(after.player, before.player);
    cr_assert_eq(after.noptions, before.noptions);
}

/* A hand-step decision: P1 (player 0) must discard exactly 2 of 12 (7-6-5-1). */
static gcg_game *hand_step(void)
{
    gcg_game *g = fx_empty(2);
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < 5; i++)
            fx_add(g, p, "ST01-005", GCG_LOC_DECK);
    for (int i = 0; i < 12; i++)
        fx_add(g, 0, "ST01-005", GCG_LOC_HAND);
    fx_start(g, 2, 0, GCG_PHASE_END);
    gcg_decision d;
    gcg_game_decision(g, &d);
    cr_assert_eq(d.kind, GCG_DEC_CHOOSE, "%s", d.prompt);
    cr_assert_eq(d.min, 2);
    cr_assert_eq(d.max, 2);
    cr_assert_eq(d.noptions, 12);
    return g;
}

Test(decide, the_pending_decision_describes_itself)
{
    gcg_game *g = fx_game(1, 1);
    gcg_decision d;
    gcg_game_decision(g, &d);
    cr_assert_eq(d.kind, GCG_DEC_ACTION);
    cr_assert_eq(d.player, 1);
    cr_assert_eq(d.min, 1);
    cr_assert_eq(d.max, 1);
    cr_assert_eq(d.noptions, 2);
    cr_assert(strstr(d.prompt, "P2") && strstr(d.prompt, "redraw"), "%s", d.prompt);
    char key[64], label[160];
    cr_assert_eq(gcg_option_key(g, 0, key, sizeof key), 0);
    cr_assert_str_eq(key, "keep");
    cr_assert_eq(gcg_option_label(g, 1, label, sizeof label), 0);
    cr_assert(strstr(label, "Redraw"), "%s", label);
    cr_assert_eq(gcg_option_find(g, "redraw"), 1);
    gcg_game_free(g);
}

Test(decide, a_legal_answer_is_logged_and_the_game_runs_on)
{
    gcg_game *g = fx_game(2, 0);
    int one = 0;
    gcg_err err = {{0}};
    cr_assert_eq(gcg_respond(g, &one, 1, &err), 0, "%s", err.msg);
    cr_assert_eq(gcg_log_length(g), 1);
    gcg_decision d;
    gcg_game_decision(g, &d);
    cr_assert_eq(d.player, 1);
    gcg_game_free(g);
}

Test(decide, wrong_number_of_choices_is_refused)
{
    gcg_game *g = fx_game(3, 0);
    int two[2] = {0, 1};
    refused(g, two, 0, "choose exactly 1 option (got 0)");
    refused(g, two, 2, "choose exactly 1 option (got 2)");
    refused(g, two, -3, "choose exactly 1 option");
    gcg_game_free(g);
    g = hand_step();
    int three[3] = {0, 1, 2};
    refused(g, three, 1, "choose exactly 2 options (got 1)");
    refused(g, three, 3, "choose exactly 2 options (got 3)");
    gcg_game_free(g);
}

Test(decide, option_out_of_range_is_refused)
{
    gcg_game *g = fx_game(4, 0);
    int bad = 2;
    refused(g, &bad, 1, "option 3 does not exist (options are 1 to 2)");
    bad = -1;
    refused(g, &bad, 1, "option 0 does not exist");
    bad = 100000;
    refused(g, &bad, 1, "does not exist");
    gcg_game_free(g);
    g = hand_step();
    int pair[2] = {3, 12};
    refused(g, pair, 2, "option 13 does not exist (options are 1 to 12)");
    gcg_game_free(g);
}

Test(decide, duplicate_choice_is_refused)
{
    gcg_game *g = hand_step();
    int dup[2] = {4, 4};
    refused(g, dup, 2, "option 5 chosen twice");
    int ok2[2] = {4, 5};
    gcg_err err = {{0}};
    cr_assert_eq(gcg_respond(g, ok2, 2, &err), 0, "%s", err.msg);
    cr_assert_eq(gcg_zone_count(g, 0, GCG_LOC_HAND), 10);
    cr_assert_eq(gcg_zone_count(g, 0, GCG_LOC_TRASH), 2);
    gcg_game_free(g);
}

Test(decide, no_choices_array_is_refused)
{
    gcg_game *g = fx_game(5, 0);
    uint64_t h = gcg_game_hash(g);
    gcg_err err = {{0}};
    cr_assert_eq(gcg_respond(g, NULL, 1, &err), -1);
    cr_assert(strstr(err.msg, "no choices"), "%s", err.msg);
    cr_assert_eq(gcg_respond(NULL, NULL, 0, &err), -1);
    cr_assert_eq(gcg_game_hash(g), h);
    gcg_game_free(g);
}

Test(decide, no_decision_pending_is_refused)
{
    /* A board not yet started has nothing to decide. */
    gcg_game *g = fx_empty(2);
    fx_add(g, 0, "ST01-005", GCG_LOC_DECK);
    gcg_decision d;
    gcg_game_decision(g, &d);
    cr_assert_eq(d.kind, GCG_DEC_NONE);
    int zero = 0;
    refused(g, &zero, 1, "no decision is pending");
    gcg_game_free(g);
}

Test(decide, an_answer_after_the_game_is_over_is_refused)
{
    gcg_game *g = fx_game(6, 0);
    gcg_err err = {{0}};
    cr_assert_eq(gcg_concede(g, 0, &err), 0, "%s", err.msg);
    cr_assert(gcg_game_over(g));
    gcg_decision d;
    gcg_game_decision(g, &d);
    cr_assert_eq(d.kind, GCG_DEC_NONE);
    cr_assert_eq(d.player, -1);
    cr_assert_eq(d.noptions, 0);
    int zero = 0;
    refused(g, &zero, 1, "the game is over");
    refused(g, &zero, 0, "the game is over");
    const char *k[1] = {"keep"};
    cr_assert_eq(gcg_respond_keys(g, k, 1, &err), -1);
    cr_assert(strstr(err.msg, "the game is over"), "%s", err.msg);
    gcg_game_free(g);
}

Test(decide, answers_by_key)
{
    gcg_game *g = fx_game(7, 0);
    uint64_t h = gcg_game_hash(g);
    gcg_err err = {{0}};
    const char *bad[1] = {"pass"};
    cr_assert_eq(gcg_respond_keys(g, bad, 1, &err), -1);
    cr_assert(strstr(err.msg, "no option 'pass'"), "%s", err.msg);
    const char *two[2] = {"keep", "keep"};
    cr_assert_eq(gcg_respond_keys(g, two, 2, &err), -1);
    cr_assert(strstr(err.msg, "twice") || strstr(err.msg, "exactly 1"), "%s", err.msg);
    cr_assert_eq(gcg_respond_keys(g, two, -1, &err), -1);
    cr_assert_eq(gcg_respond_keys(g, two, 100000, &err), -1);
    const char *missing[2] = {"keep", NULL};
    cr_assert_eq(gcg_respond_keys(g, missing, 2, &err), -1);
    cr_assert(strstr(err.msg, "key 2 is missing"), "%s", err.msg);
    cr_assert_eq(gcg_respond_keys(g, NULL, 1, &err), -1);
    cr_assert_eq(gcg_respond_keys(NULL, two, 1, &err), -1);
    cr_assert_eq(gcg_concede(NULL, 0, &err), -1);
    cr_assert_eq(gcg_game_hash(g), h);
    cr_assert_eq(gcg_log_length(g), 0);
    fx_key(g, "redraw");
    cr_assert_eq(gcg_log_length(g), 1);
    gcg_game_free(g);
}

/* ------------------------------------------------------------ 1-2-4 concession */

Test(decide, r1_2_4_concede_at_any_decision_by_any_player)
{
    /* The deciding player, then the other one, at the redraw decision. */
    for (int who = 0; who < 2; who++) {
        gcg_game *g = fx_game(8, 0);
        gcg_err err = {{0}};
        cr_assert_eq(gcg_concede(g, who, &err), 0, "%s", err.msg);
        cr_assert(gcg_game_over(g));
        cr_assert_eq(gcg_game_end_reason(g), GCG_END_CONCEDE);
        cr_assert_eq(gcg_game_winner(g), 1 - who);
        cr_assert(gcg_game_player_lost(g, who));
        cr_assert(gcg_game_player_won(g, 1 - who));
        cr_assert_eq(gcg_log_length(g), 1, "a concession is logged");
        gcg_game_free(g);
    }
    /* In the middle of a hand-step choice. */
    gcg_game *g = hand_step();
    gcg_err err = {{0}};
    cr_assert_eq(gcg_concede(g, 1, &err), 0, "%s", err.msg);
    cr_assert_eq(gcg_game_winner(g), 0);
    gcg_game_free(g);
}

Test(decide, r1_2_4_concede_refused_when_over_or_not_a_player)
{
    gcg_game *g = fx_game(9, 0);
    gcg_err err = {{0}};
    uint64_t h = gcg_game_hash(g);
    cr_assert_eq(gcg_concede(g, 2, &err), -1);
    cr_assert(strstr(err.msg, "player 3 cannot concede"), "%s", err.msg);
    cr_assert_eq(gcg_concede(g, -1, &err), -1);
    cr_assert_eq(gcg_game_hash(g), h);
    cr_assert_eq(gcg_log_length(g), 0);
    cr_assert_eq(gcg_concede(g, 0, &err), 0, "%s", err.msg);
    h = gcg_game_hash(g);
    cr_assert_eq(gcg_concede(g, 1, &err), -1);
    cr_assert(strstr(err.msg, "the game is over"), "%s", err.msg);
    cr_assert_eq(gcg_concede(g, 0, &err), -1);
    cr_assert_eq(gcg_game_hash(g), h);
    cr_assert_eq(gcg_log_length(g), 1);
    gcg_game_free(g);
}

/* Multiplayer: a conceded player is out, the others play on (1-2-4, 12-2-5-2);
 * the conceded player cannot concede again. */
Test(decide, r1_2_4_concede_in_a_three_player_game)
{
    gcg_game_config cfg = fx_config(10, 0);
    cfg.nplayers = 3;
    cfg.mode = "battle-royale";
    cfg.players[2].deck = fx.bw;
    cfg.players[2].team = -1;
    gcg_err err = {{0}};
    gcg_game *g = gcg_game_new(fx.eng, &cfg, &err);
    cr_assert_not_null(g, "%s", err.msg);
    fx_key(g, "option 1"); /* 12-2-1: the direction of play */
    for (int i = 0; i < 3; i++)
        fx_key(g, "keep");
    cr_assert_eq(gcg_concede(g, 2, &err), 0, "%s", err.msg);
    cr_assert(!gcg_game_over(g));
    cr_assert(gcg_game_player_lost(g, 2));
    cr_assert_eq(gcg_concede(g, 2, &err), -1);
    cr_assert(strstr(err.msg, "cannot concede"), "%s", err.msg);
    cr_assert_eq(gcg_concede(g, 1, &err), 0, "%s", err.msg);
    cr_assert(gcg_game_over(g));
    cr_assert_eq(gcg_game_winner(g), 0);
    cr_assert_eq(gcg_game_end_reason(g), GCG_END_CONCEDE);
    gcg_game_free(g);
}

Test(decide, every_option_key_is_unique_and_found_again)
{
    gcg_game *g = fx_game(11, -1);
    uint64_t bot = 3;
    for (int step = 0; step < 60 && !gcg_game_over(g); step++) {
        gcg_decision d;
        gcg_game_decision(g, &d);
        cr_assert_gt(d.noptions, 0, "a pending decision with no option: %s", d.prompt);
        for (int i = 0; i < d.noptions; i++) {
            char key[64], label[256];
            cr_assert_eq(gcg_option_key(g, i, key, sizeof key), 0);
            cr_assert_eq(gcg_option_label(g, i, label, sizeof label), 0);
            cr_assert_gt(strlen(label), 0u);
            cr_assert_eq(gcg_option_find(g, key), i, "key '%s' is not unique", key);
        }
        int ch[256];
        int k = gcg_bot_choose(g, GCG_BOT_RANDOM, &bot, ch, 256);
        gcg_err err = {{0}};
        cr_assert_eq(gcg_respond(g, ch, k, &err), 0, "%s", err.msg);
    }
    gcg_game_free(g);
}
