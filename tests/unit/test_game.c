/*
 * test_game.c -- Criterion tests of a game's life (src/game.c, through gcg.h):
 * creating games from the real decks, refusing illegal decks and configurations
 * with every problem named, the accessors, clone/copy/snapshot giving equal and
 * independent games, narration on or off, and values that never go negative.
 */
#include "gamefix.h"
#include "game.h"
#include "stats.h"

TestSuite(game, .init = fx_setup, .fini = fx_teardown);

/* ------------------------------------------------------------ creation */

Test(game, new_game_with_the_recommended_decks)
{
    gcg_game *g = fx_game(1, -1);
    cr_assert_eq(gcg_game_nplayers(g), 2);
    cr_assert_eq(gcg_game_turn(g), 0);
    cr_assert_eq(gcg_game_phase(g), GCG_PHASE_SETUP);
    cr_assert_eq(gcg_game_over(g), 0);
    cr_assert_eq(gcg_game_winner(g), -1);
    cr_assert_eq(gcg_game_end_reason(g), GCG_END_NONE);
    cr_assert_eq(gcg_game_seed(g), 1u);
    cr_assert_eq(gcg_log_length(g), 0);
    /* 60 cards each: 50 + 10 resources, no tokens yet. */
    cr_assert_eq(gcg_card_count(g), 120);
    for (int p = 0; p < 2; p++) {
        cr_assert_eq(gcg_zone_count(g, p, GCG_LOC_HAND), 5);
        cr_assert_eq(gcg_zone_count(g, p, GCG_LOC_DECK), 45);
        cr_assert_eq(gcg_zone_count(g, p, GCG_LOC_RESOURCE_DECK), 10);
        cr_assert_eq(gcg_game_player_team(g, p), p);
    }
    gcg_decision d;
    gcg_game_decision(g, &d);
    cr_assert_eq(d.kind, GCG_DEC_ACTION);
    cr_assert_eq(d.player, gcg_game_first_player(g));
    cr_assert_eq(d.noptions, 2);
    gcg_game_free(g);
}

Test(game, every_card_instance_is_one_of_the_deck_lists)
{
    gcg_game *g = fx_game(2, 0);
    int counts[2][1200];
    memset(counts, 0, sizeof counts);
    for (int c = 0; c < gcg_card_count(g); c++) {
        gcg_card_view v;
        cr_assert_eq(gcg_card_get(g, -1, c, &v), 0);
        cr_assert_lt(v.def, 1200);
        counts[v.owner][v.def]++;
    }
    const gcg_deck *decks[2] = {fx.bw, fx.gw};
    for (int p = 0; p < 2; p++) {
        for (int i = 0; i < decks[p]->nmain; i++)
            cr_assert_eq(counts[p][decks[p]->main[i].card], decks[p]->main[i].count);
        for (int i = 0; i < decks[p]->nresources; i++)
            cr_assert_eq(counts[p][decks[p]->resources[i].card], decks[p]->resources[i].count);
    }
    gcg_game_free(g);
}

static int has_line(const char *msg, const char *want)
{
    return strstr(msg, want) != NULL;
}

Test(game, r6_2_1_1_an_illegal_deck_is_refused_with_every_problem_named)
{
    gcg_problems pr = {0};
    gcg_deck *bad = gcg_deck_parse(fx.db,
                                   "5 ST01-001 Gundam\n"
                                   "2 GD01-030 Rick Dom\n"
                                   "1 T-001\n"
                                   "4 ST01-008\n"
                                   "2 GD01-041\n"
                                   "9 R-001\n",
                                   "bad.deck", &pr);
    cr_assert_not_null(bad);
    cr_assert_eq(pr.n, 0, "parse: %s", pr.n ? pr.msgs[0] : "");
    gcg_game_config cfg = fx_config(1, -1);
    cfg.players[1].deck = bad;
    gcg_err err = {{0}};
    gcg_game *g = gcg_game_new(fx.eng, &cfg, &err);
    cr_assert_null(g);
    cr_assert(has_line(err.msg, "player 2"), "%s", err.msg);
    cr_assert(!has_line(err.msg, "player 1"), "the legal deck is blamed: %s", err.msg);
    cr_assert(has_line(err.msg, "5 copies, at most 4 (6-1-1-3)"), "%s", err.msg);
    cr_assert(has_line(err.msg, "third color"), "%s", err.msg);
    cr_assert(has_line(err.msg, "Unit Token"), "%s", err.msg);
    cr_assert(has_line(err.msg, "must be exactly 50"), "%s", err.msg);
    cr_assert(has_line(err.msg, "resource deck has 9 cards, must be exactly 10"), "%s", err.msg);
    /* Both decks illegal: both players named. */
    cfg.players[0].deck = bad;
    g = gcg_game_new(fx.eng, &cfg, &err);
    cr_assert_null(g);
    cr_assert(has_line(err.msg, "player 1") && has_line(err.msg, "player 2"), "%s", err.msg);
    gcg_deck_free(bad);
    gcg_problems_free(&pr);
}

Test(game, a_missing_deck_is_named)
{
    gcg_game_config cfg = fx_config(1, -1);
    cfg.players[1].deck = NULL;
    gcg_err err = {{0}};
    cr_assert_null(gcg_game_new(fx.eng, &cfg, &err));
    cr_assert(has_line(err.msg, "player 2 has no deck"), "%s", err.msg);
    cfg.players[0].deck = NULL;
    cr_assert_null(gcg_game_new(fx.eng, &cfg, &err));
    cr_assert(has_line(err.msg, "player 1 has no deck") && has_line(err.msg, "player 2 has no deck"),
              "%s", err.msg);
}

Test(game, r1_1_1_player_counts_2_to_8_only)
{
    gcg_err err = {{0}};
    gcg_game_config cfg = fx_config(1, -1);
    static const int bad[] = {1, 9, -1, 100};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        cfg.nplayers = bad[i];
        cr_assert_null(gcg_game_new(fx.eng, &cfg, &err), "%d players", bad[i]);
        cr_assert(has_line(err.msg, "not a supported player count"), "%s", err.msg);
        cr_assert_null(gcg_game_new_empty(fx.eng, &cfg, &err));
    }
    cfg.nplayers = 0; /* 0 means 2 */
    gcg_game *g = gcg_game_new(fx.eng, &cfg, &err);
    cr_assert_not_null(g, "%s", err.msg);
    cr_assert_eq(gcg_game_nplayers(g), 2);
    gcg_game_free(g);
    cfg.mode = "battle-royale"; /* more than two players: a multiplayer mode */
    for (int n = 3; n <= 8; n++) {
        cfg.nplayers = n;
        for (int p = 0; p < n; p++)
            cfg.players[p].deck = p % 2 ? fx.gw : fx.bw;
        g = gcg_game_new(fx.eng, &cfg, &err);
        cr_assert_not_null(g, "%d players: %s", n, err.msg);
        cr_assert_eq(gcg_game_nplayers(g), n);
        fx_key(g, "option 1"); /* 12-2-1: the direction of play, before the hands */
        for (int p = 0; p < n; p++)
            cr_assert_eq(gcg_zone_count(g, p, GCG_LOC_HAND), 5);
        gcg_game_free(g);
    }
}

Test(game, r6_2_1_4_first_player_out_of_range_is_refused)
{
    gcg_err err = {{0}};
    gcg_game_config cfg = fx_config(1, 2);
    cr_assert_null(gcg_game_new(fx.eng, &cfg, &err));
    cr_assert(has_line(err.msg, "first_player"), "%s", err.msg);
    cfg.first_player = -2;
    cr_assert_null(gcg_game_new(fx.eng, &cfg, &err));
    cfg.first_player = 1;
    gcg_game *g = gcg_game_new(fx.eng, &cfg, &err);
    cr_assert_not_null(g, "%s", err.msg);
    cr_assert_eq(gcg_game_first_player(g), 1);
    gcg_game_free(g);
}

Test(game, unknown_mode_and_missing_arguments_are_refused)
{
    gcg_err err = {{0}};
    gcg_game_config cfg = fx_config(1, -1);
    cfg.mode = "no-such-mode";
    cr_assert_null(gcg_game_new(fx.eng, &cfg, &err));
    cr_assert(has_line(err.msg, "unknown mode 'no-such-mode'"), "%s", err.msg);
    cr_assert_null(gcg_game_new(NULL, &cfg, &err));
    cr_assert_null(gcg_game_new(fx.eng, NULL, &err));
    cr_assert_null(gcg_game_new_empty(fx.eng, NULL, &err));
    gcg_game_free(NULL); /* allowed */
}

/* With the deck check skipped, a deck too small for the setup: as much as possible
 * is done (1-3-2), then the empty deck loses (1-2-2-2) at the first rules
 * management of the game. */
Test(game, r1_3_2_a_short_deck_gets_what_there_is_then_loses)
{
    gcg_problems pr = {0};
    gcg_deck *tiny = gcg_deck_parse(fx.db, "8 ST01-005\n", "tiny.deck", &pr);
    cr_assert_not_null(tiny);
    gcg_game_config cfg = fx_config(3, 0);
    cfg.players[0].deck = tiny;
    cfg.skip_deck_check = 1;
    gcg_err err = {{0}};
    gcg_game *g = gcg_game_new(fx.eng, &cfg, &err);
    cr_assert_not_null(g, "%s", err.msg);
    cr_assert_eq(gcg_zone_count(g, 0, GCG_LOC_HAND), 5);
    cr_assert_eq(gcg_zone_count(g, 0, GCG_LOC_DECK), 3);
    fx_keep_both(g);
    /* 6-2-2: only 3 cards to make Shields from. */
    cr_assert_eq(gcg_zone_count(g, 0, GCG_LOC_SHIELD), 3);
    cr_assert_eq(gcg_zone_count(g, 0, GCG_LOC_DECK), 0);
    cr_assert_eq(gcg_zone_count(g, 1, GCG_LOC_SHIELD), 6);
    cr_assert(gcg_game_over(g));
    cr_assert_eq(gcg_game_end_reason(g), GCG_END_DECK_OUT);
    cr_assert_eq(gcg_game_winner(g), 1);
    cr_assert(gcg_game_player_lost(g, 0));
    cr_assert(gcg_game_player_won(g, 1));
    gcg_game_free(g);
    gcg_deck_free(tiny);
    gcg_problems_free(&pr);
}

Test(game, a_deck_too_large_even_unchecked_is_refused)
{
    gcg_problems pr = {0};
    gcg_deck *huge = gcg_deck_parse(fx.db, "70 ST01-005\n", "huge.deck", &pr);
    cr_assert_not_null(huge);
    gcg_game_config cfg = fx_config(3, 0);
    cfg.players[1].deck = huge;
    cfg.skip_deck_check = 1;
    gcg_err err = {{0}};
    cr_assert_null(gcg_game_new(fx.eng, &cfg, &err));
    cr_assert(has_line(err.msg, "player 2") && has_line(err.msg, "too large"), "%s", err.msg);
    gcg_deck_free(huge);
    gcg_problems_free(&pr);
}

/* ------------------------------------------------------------ accessors */

Test(game, accessors_refuse_bad_players_and_cards)
{
    gcg_game *g = fx_game(4, 0);
    cr_assert_eq(gcg_game_player_won(g, -1), 0);
    cr_assert_eq(gcg_game_player_lost(g, 2), 0);
    cr_assert_eq(gcg_game_player_team(g, 5), -1);
    cr_assert_eq(gcg_player_level(g, 9), 0);
    cr_assert_eq(gcg_zone_count(g, -1, GCG_LOC_HAND), 0);
    cr_assert_eq(gcg_zone_count(g, 0, GCG_LOC_OUTSIDE), 0);
    cr_assert_eq(gcg_zone_count(g, 0, GCG_LOC_COUNT), 0);
    cr_assert_null(gcg_card_def_of(g, -1));
    cr_assert_null(gcg_card_def_of(g, gcg_card_count(g)));
    gcg_card_view v;
    cr_assert_eq(gcg_card_get(g, -1, -1, &v), -1);
    cr_assert_eq(gcg_card_get(g, -1, 5000, &v), -1);
    cr_assert_eq(gcg_zone_card(g, -1, 0, GCG_LOC_HAND, 5, &v), -1);
    cr_assert_eq(gcg_zone_card(g, -1, 0, GCG_LOC_HAND, -1, &v), -1);
    cr_assert_eq(gcg_zone_card(g, -1, 3, GCG_LOC_HAND, 0, &v), -1);
    char buf[64];
    cr_assert_eq(gcg_option_key(g, 99, buf, sizeof buf), -1);
    cr_assert_str_empty(buf);
    cr_assert_eq(gcg_option_label(g, -1, buf, sizeof buf), -1);
    cr_assert_eq(gcg_option_card(g, 99), -1);
    cr_assert_eq(gcg_option_find(g, "no such key"), -1);
    cr_assert_str_eq(gcg_end_reason_name(GCG_END_DECK_OUT), "deck out");
    cr_assert_str_eq(gcg_loc_name(GCG_LOC_SHIELD), "shield area");
    gcg_game_free(g);
}

Test(game, r2_9_4_player_level_is_the_number_of_resources)
{
    gcg_game *g = fx_game(5, 0);
    fx_keep_both(g);
    /* Player One placed one Resource; Player Two has the EX Resource. */
    cr_assert_eq(gcg_player_level(g, 0), 1);
    cr_assert_eq(gcg_player_level(g, 1), 1);
    gcg_game_free(g);
}

/* ------------------------------------------------------------ 1-3-6 */

Test(game, r1_3_6_modified_values_never_negative)
{
    gcg_game *g = fx_empty(2);
    fx_add(g, 0, "ST01-005", GCG_LOC_DECK);
    fx_add(g, 1, "ST01-005", GCG_LOC_DECK);
    int gm = fx_add(g, 0, "ST01-005", GCG_LOC_BATTLE); /* AP2 HP2 */
    int base = fx_add(g, 1, "EXB-001", GCG_LOC_BASE); /* AP0 HP3 */
    fx_start(g, 2, 0, GCG_PHASE_MAIN);
    mod_add(g, M_AP, U_TURN, gm, -5, gm);
    mod_add(g, M_AP, U_TURN, base, -1, gm);
    gcg_card_view v;
    gcg_card_get(g, -1, gm, &v);
    cr_assert_eq(v.ap, 0, "AP 2-5 is 0, not %d", v.ap);
    gcg_card_get(g, 0, base, &v);
    cr_assert_eq(v.ap, 0);
    /* "unless it will be modified by another effect": the sum counts, not each step. */
    mod_add(g, M_AP, U_TURN, gm, 4, gm);
    gcg_card_get(g, -1, gm, &v);
    cr_assert_eq(v.ap, 1, "2-5+4 = 1, got %d", v.ap);
    mod_add(g, M_HP, U_TURN, base, -9, gm);
    cr_assert_eq(card_hp(g, base), 0);
    gcg_game_free(g);
}

/* ------------------------------------------------------------ clone, copy, snapshot */

Test(game, clone_is_equal_and_independent)
{
    gcg_game *g = fx_game(6, -1);
    fx_keep_both(g);
    fx_bots(g, 1, 20);
    gcg_game *c = gcg_game_clone(g);
    cr_assert_eq(gcg_game_hash(c), gcg_game_hash(g));
    cr_assert_eq(gcg_log_length(c), gcg_log_length(g));
    cr_assert_eq(gcg_narration_count(c), gcg_narration_count(g));
    char *j1 = gcg_view_json(g, 0), *j2 = gcg_view_json(c, 0);
    cr_assert_str_eq(j1, j2);
    free(j1);
    free(j2);
    uint64_t hg = gcg_game_hash(g);
    int lg = gcg_log_length(g), ng = gcg_narration_count(g);
    fx_bots(c, 2, 10);
    cr_assert_neq(gcg_game_hash(c), hg);
    cr_assert_eq(gcg_game_hash(g), hg, "the original changed with its clone");
    cr_assert_eq(gcg_log_length(g), lg);
    cr_assert_eq(gcg_narration_count(g), ng);
    /* The clone lives on after the original is freed. */
    gcg_game_free(g);
    fx_bots(c, 3, 5);
    gcg_game_free(c);
}

Test(game, copy_into_an_existing_game)
{
    gcg_game *a = fx_game(7, 0), *b = fx_game(8, 1);
    fx_keep_both(a);
    fx_bots(a, 4, 30);
    cr_assert_neq(gcg_game_hash(a), gcg_game_hash(b));
    cr_assert_eq(gcg_game_copy(b, a), 0);
    cr_assert_eq(gcg_game_hash(b), gcg_game_hash(a));
    cr_assert_eq(gcg_log_length(b), gcg_log_length(a));
    cr_assert_eq(gcg_game_seed(b), 7u);
    /* Both go on the same way with the same answers. */
    fx_bots(a, 5, 10);
    fx_bots(b, 5, 10);
    cr_assert_eq(gcg_game_hash(b), gcg_game_hash(a));
    cr_assert_eq(gcg_game_copy(a, a), 0);
    /* And a copy rewinds like the original (its log came along). */
    gcg_err err = {{0}};
    cr_assert_eq(gcg_game_rewind(b, 2, &err), 0, "%s", err.msg);
    cr_assert_eq(gcg_game_rewind(a, 2, &err), 0, "%s", err.msg);
    cr_assert_eq(gcg_game_hash(b), gcg_game_hash(a));
    gcg_game_free(a);
    gcg_game_free(b);
}

/* What a game's cards can do comes along with a copy.  Rules management looks at
 * a card arriving only in a game where a card could be destroyed so (11-3-1: a
 * Unit with no HP): a game copied from one with such a card must look too. */
Test(game, r11_3_1_a_copy_learns_what_the_copied_cards_can_do)
{
    gcg_err err = {{0}};
    cr_assert_eq(gcg_carddb_merge_file(fx.db, "tests/data/cards/coverage-7-13.json", &err), 0,
                 "%s", err.msg);
    gcg_game *src = fx_empty(2);
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < 10; i++)
            fx_add(src, p, "ST01-005", GCG_LOC_DECK);
    fx_add(src, 0, "R-001", GCG_LOC_RESOURCE);
    int paper = fx_add(src, 0, "TEST-C713-005", GCG_LOC_HAND); /* a Unit with HP 0 */
    fx_start(src, 3, 0, GCG_PHASE_MAIN);
    gcg_game *dst = fx_game(3, 0); /* the recommended decks: no such card */
    cr_assert_eq(gcg_game_copy(dst, src), 0);
    char key[32];
    snprintf(key, sizeof key, "play c%d", paper);
    const char *k = key;
    cr_assert_eq(gcg_respond_keys(dst, &k, 1, &err), 0, "%s", err.msg);
    gcg_card_view v;
    gcg_card_get(dst, -1, paper, &v);
    cr_assert_eq(v.loc, GCG_LOC_TRASH, "destroyed as it arrives, in the copy too");
    gcg_game_free(dst);
    gcg_game_free(src);
}

Test(game, snapshot_restore_returns_to_the_same_hash_and_log)
{
    gcg_game *g = fx_game(9, -1);
    fx_keep_both(g);
    gcg_snapshot *s = gcg_snapshot_new(g);
    uint64_t h = gcg_game_hash(g);
    int len = gcg_log_length(g), nar = gcg_narration_count(g);
    fx_bots(g, 1, 25);
    cr_assert_neq(gcg_game_hash(g), h);
    gcg_err err = {{0}};
    cr_assert_eq(gcg_snapshot_restore(g, s, &err), 0, "%s", err.msg);
    cr_assert_eq(gcg_game_hash(g), h);
    cr_assert_eq(gcg_log_length(g), len);
    cr_assert_eq(gcg_narration_count(g), nar);
    /* Restoring twice gives the same game; reusing the snapshot takes a new one. */
    fx_bots(g, 2, 5);
    uint64_t h2 = gcg_game_hash(g);
    gcg_snapshot_take(s, g);
    fx_bots(g, 3, 5);
    cr_assert_eq(gcg_snapshot_restore(g, s, &err), 0, "%s", err.msg);
    cr_assert_eq(gcg_game_hash(g), h2);
    /* A snapshot restores into another game of the same engine too. */
    gcg_game *other = fx_game(10, 0);
    cr_assert_eq(gcg_snapshot_restore(other, s, &err), 0, "%s", err.msg);
    cr_assert_eq(gcg_game_hash(other), h2);
    cr_assert_eq(gcg_snapshot_restore(other, NULL, &err), -1);
    cr_assert(has_line(err.msg, "no snapshot"), "%s", err.msg);
    gcg_snapshot_free(s);
    gcg_snapshot_free(NULL);
    gcg_game_free(other);
    gcg_game_free(g);
}

Test(game, snapshot_of_another_engine_is_refused)
{
    gcg_err err = {{0}};
    gcg_engine *eng2 = gcg_engine_new(fx.db, NULL, &err);
    cr_assert_not_null(eng2, "%s", err.msg);
    gcg_game_config cfg = fx_config(1, 0);
    gcg_game *a = gcg_game_new(fx.eng, &cfg, &err);
    gcg_game *b = gcg_game_new(eng2, &cfg, &err);
    cr_assert_not_null(a);
    cr_assert_not_null(b);
    gcg_snapshot *s = gcg_snapshot_new(b);
    fx_key(a, "redraw");
    uint64_t h = gcg_game_hash(a);
    cr_assert_eq(gcg_snapshot_restore(a, s, &err), -1);
    cr_assert(has_line(err.msg, "another engine"), "%s", err.msg);
    cr_assert_eq(gcg_game_hash(a), h);
    gcg_snapshot_free(s);
    gcg_game_free(a);
    gcg_game_free(b);
    gcg_engine_free(eng2);
}

Test(game, state_size_is_reported)
{
    cr_assert_geq(gcg_state_size(), sizeof(gstate));
    cr_assert_gt(gcg_state_size(), 1000u);
}

/* ------------------------------------------------------------ narration and hash */

Test(game, narration_off_does_not_change_the_game)
{
    gcg_game *a = fx_game(11, -1), *b = fx_game(11, -1);
    gcg_game_set_narration(b, 0);
    cr_assert_eq(gcg_narration_count(b), 0);
    fx_keep_both(a);
    fx_keep_both(b);
    fx_bots(a, 6, 60);
    fx_bots(b, 6, 60);
    cr_assert_eq(gcg_game_hash(a), gcg_game_hash(b));
    cr_assert_eq(gcg_log_length(a), gcg_log_length(b));
    gcg_game_free(a);
    gcg_game_free(b);
}

/* A clone of a game whose narration was turned off keeps the events recorded so
 * far: turning narration back on must not read events that were never copied. */
Test(game, clone_with_narration_off_then_on_keeps_the_narration)
{
    gcg_game *g = fx_game(12, 0);
    int n = gcg_narration_count(g);
    cr_assert_gt(n, 10);
    char first[256];
    gcg_narration_text(g, 0, -1, first, sizeof first);
    gcg_game_set_narration(g, 0);
    gcg_game *c = gcg_game_clone(g);
    gcg_game_set_narration(c, 1);
    cr_assert_eq(gcg_narration_count(c), n);
    char buf[256];
    for (int i = 0; i < n; i++)
        cr_assert_eq(gcg_narration_text(c, i, -1, buf, sizeof buf), 0);
    gcg_narration_text(c, 0, -1, buf, sizeof buf);
    cr_assert_str_eq(buf, first);
    fx_keep_both(c);
    cr_assert_gt(gcg_narration_count(c), n);
    gcg_game_free(c);
    gcg_game_free(g);
}

Test(game, hash_is_stable_and_tells_states_apart)
{
    gcg_game *a = fx_game(13, 0), *b = fx_game(13, 0), *c = fx_game(14, 0);
    cr_assert_eq(gcg_game_hash(a), gcg_game_hash(b));
    cr_assert_eq(gcg_game_hash(a), gcg_game_hash(a));
    cr_assert_neq(gcg_game_hash(a), gcg_game_hash(c));
    fx_key(a, "keep");
    fx_key(b, "redraw");
    cr_assert_neq(gcg_game_hash(a), gcg_game_hash(b));
    gcg_game_free(a);
    gcg_game_free(b);
    gcg_game_free(c);
}

/* Two boards alike but for one card's orientation, damage or location: the hash
 * tells them apart (it covers every card field the rules read). */
Test(game, hash_covers_each_cards_state)
{
    uint64_t h[4];
    for (int variant = 0; variant < 4; variant++) {
        gcg_game *g = fx_empty(2);
        fx_add(g, 0, "ST01-005", GCG_LOC_DECK);
        fx_add(g, 1, "ST01-005", GCG_LOC_DECK);
        int u = fx_add(g, 0, "ST01-003", GCG_LOC_BATTLE);
        fx_add(g, 1, "ST01-003", variant == 3 ? GCG_LOC_TRASH : GCG_LOC_BATTLE);
        gcg_err err = {{0}};
        if (variant == 1)
            gcg_edit_set_rested(g, u, 1, &err);
        if (variant == 2)
            gcg_edit_set_damage(g, u, 1, &err);
        fx_start(g, 2, 0, GCG_PHASE_MAIN);
        h[variant] = gcg_game_hash(g);
        gcg_game_free(g);
    }
    for (int i = 0; i < 4; i++)
        for (int j = i + 1; j < 4; j++)
            cr_assert_neq(h[i], h[j], "boards %d and %d hash alike", i, j);
}

/* ------------------------------------------------------------ board editing */

Test(game, editing_refuses_bad_boards_with_a_reason)
{
    gcg_game *g = fx_empty(2);
    gcg_err err = {{0}};
    cr_assert_eq(gcg_edit_add(g, 2, "ST01-005", GCG_LOC_HAND, &err), -1);
    cr_assert(has_line(err.msg, "no player 3"), "%s", err.msg);
    cr_assert_eq(gcg_edit_add(g, 0, "XX-999", GCG_LOC_HAND, &err), -1);
    cr_assert(has_line(err.msg, "unknown card number 'XX-999'"), "%s", err.msg);
    cr_assert_eq(gcg_edit_add(g, 0, "ST01-005", GCG_LOC_OUTSIDE, &err), -1);
    cr_assert_eq(gcg_edit_add(g, 0, "ST01-005", GCG_LOC_BASE, &err), -1);
    cr_assert(has_line(err.msg, "is not a Base"), "%s", err.msg);
    cr_assert_eq(gcg_edit_add(g, 0, "ST01-005", GCG_LOC_RESOURCE, &err), -1);
    cr_assert_eq(gcg_edit_add(g, 0, "ST01-010", GCG_LOC_BATTLE, &err), -1);
    cr_assert(has_line(err.msg, "is not a Unit"), "%s", err.msg);
    int u1 = fx_add(g, 0, "ST01-005", GCG_LOC_BATTLE);
    int u2 = fx_add(g, 0, "ST01-005", GCG_LOC_BATTLE);
    int enemy = fx_add(g, 1, "ST01-005", GCG_LOC_BATTLE);
    int pilot = fx_add(g, 0, "GD01-090", GCG_LOC_HAND);
    int pilot2 = fx_add(g, 0, "GD01-090", GCG_LOC_HAND);
    cr_assert_eq(gcg_edit_set_damage(g, u1, -1, &err), -1); /* counters: never negative */
    cr_assert_eq(gcg_edit_set_damage(g, u1, 256, &err), -1);
    cr_assert_eq(gcg_edit_set_rested(g, 999, 1, &err), -1);
    cr_assert_eq(gcg_edit_pair(g, enemy, pilot, &err), -1);
    cr_assert(has_line(err.msg, "12-3-15"), "%s", err.msg);
    cr_assert_eq(gcg_edit_pair(g, pilot, u1, &err), -1); /* arguments swapped */
    cr_assert_eq(gcg_edit_pair(g, u1, pilot, &err), 0, "%s", err.msg);
    cr_assert_eq(gcg_edit_pair(g, u1, pilot2, &err), -1);
    cr_assert(has_line(err.msg, "already has a Pilot"), "%s", err.msg);
    /* The same Pilot beneath a second Unit would leave the first pointing at it. */
    cr_assert_eq(gcg_edit_pair(g, u2, pilot, &err), -1);
    cr_assert(has_line(err.msg, "already paired"), "%s", err.msg);
    gcg_card_view v;
    gcg_card_get(g, -1, u2, &v);
    cr_assert_eq(v.paired, -1);
    gcg_card_get(g, -1, pilot, &v);
    cr_assert_eq(v.paired, u1);
    cr_assert_eq(gcg_game_start_at(g, 0, 0, GCG_PHASE_MAIN, &err), -1);
    cr_assert_eq(gcg_game_start_at(g, 2, 2, GCG_PHASE_MAIN, &err), -1);
    cr_assert_eq(gcg_game_start_at(g, 2, 0, GCG_PHASE_GAME_OVER, &err), -1);
    cr_assert_eq(gcg_game_start_at(g, 2, 0, GCG_PHASE_SETUP, &err), -1);
    fx_add(g, 0, "ST01-005", GCG_LOC_DECK);
    fx_add(g, 1, "ST01-005", GCG_LOC_DECK);
    fx_start(g, 2, 0, GCG_PHASE_MAIN);
    /* Started: no more editing. */
    uint64_t h = gcg_game_hash(g);
    cr_assert_eq(gcg_edit_add(g, 0, "ST01-005", GCG_LOC_HAND, &err), -1);
    cr_assert(has_line(err.msg, "has started"), "%s", err.msg);
    cr_assert_eq(gcg_edit_set_damage(g, u1, 1, &err), -1);
    cr_assert_eq(gcg_edit_set_rested(g, u1, 1, &err), -1);
    cr_assert_eq(gcg_edit_set_fresh(g, u1, 1, &err), -1);
    cr_assert_eq(gcg_edit_pair(g, u2, pilot2, &err), -1);
    cr_assert_eq(gcg_game_start_at(g, 2, 0, GCG_PHASE_MAIN, &err), -1);
    cr_assert_eq(gcg_game_hash(g), h);
    gcg_game_free(g);
}
