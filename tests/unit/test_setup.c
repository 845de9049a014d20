/*
 * test_setup.c -- Criterion tests of preparing to play (rules 6-2, src/setup.c)
 * through the public API: shuffled decks, Player One, opening hands, the redraw
 * decisions and procedure, Shields, the EX Base and EX Resource, the first turn;
 * and the multiplayer setup (12-2-2, 12-2-3).
 */
#include "gamefix.h"

TestSuite(setup, .init = fx_setup, .fini = fx_teardown);

/* Card ids of a player's location, first = bottom. */
static int ids(const gcg_game *g, int p, gcg_loc loc, int *out)
{
    int n = gcg_zone_count(g, p, loc);
    for (int i = 0; i < n; i++) {
        gcg_card_view v;
        cr_assert_eq(gcg_zone_card(g, -1, p, loc, i, &v), 0);
        out[i] = v.id;
    }
    return n;
}

static int contains(const int *list, int n, int id)
{
    for (int i = 0; i < n; i++)
        if (list[i] == id)
            return 1;
    return 0;
}

static void expect_decision(const gcg_game *g, gcg_decision_kind kind, int player)
{
    gcg_decision d;
    gcg_game_decision(g, &d);
    cr_assert_eq(d.kind, kind, "decision kind %d, expected %d (%s)", d.kind, kind, d.prompt);
    cr_assert_eq(d.player, player, "decision of P%d, expected P%d (%s)", d.player + 1, player + 1,
                 d.prompt);
}

Test(setup, r6_2_1_2_decks_are_shuffled)
{
    gcg_game *g = fx_game(1, 0);
    /* Card ids follow the deck list (0..49 for player 0): a shuffled deck is out of
     * that order. */
    int all[60], n = ids(g, 0, GCG_LOC_DECK, all);
    n += ids(g, 0, GCG_LOC_HAND, all + n);
    cr_assert_eq(n, 50);
    int rising = 0, seen[50] = {0};
    for (int i = 0; i < n; i++) {
        cr_assert(all[i] >= 0 && all[i] < 50);
        seen[all[i]]++;
        if (i && all[i] > all[i - 1])
            rising++;
    }
    for (int i = 0; i < 50; i++)
        cr_assert_eq(seen[i], 1, "card %d", i);
    cr_assert_lt(rising, 40, "%d of 49 in rising order", rising);
    gcg_game_free(g);
}

Test(setup, r6_2_1_3_resource_decks_are_placed_as_they_are)
{
    gcg_game *g = fx_game(2, 0);
    for (int p = 0; p < 2; p++) {
        int r[12], n = ids(g, p, GCG_LOC_RESOURCE_DECK, r);
        cr_assert_eq(n, 10);
        for (int i = 0; i < n; i++)
            cr_assert_str_eq(gcg_card_def_of(g, r[i])->number, "R-001");
    }
    gcg_game_free(g);
}

Test(setup, r6_2_1_4_player_one_from_the_seed)
{
    int seen[2] = {0, 0};
    for (uint64_t seed = 1; seed <= 40; seed++) {
        gcg_game *a = fx_game(seed, -1), *b = fx_game(seed, -1);
        int first = gcg_game_first_player(a);
        cr_assert(first == 0 || first == 1);
        cr_assert_eq(gcg_game_first_player(b), first, "seed %llu", (unsigned long long)seed);
        cr_assert_eq(gcg_game_active_player(a), first);
        seen[first]++;
        gcg_game_free(a);
        gcg_game_free(b);
    }
    cr_assert(seen[0] > 8 && seen[1] > 8, "P1 first %d times, P2 %d times of 40", seen[0], seen[1]);
}

Test(setup, r6_2_1_4_player_one_as_configured)
{
    for (uint64_t seed = 1; seed <= 5; seed++)
        for (int first = 0; first < 2; first++) {
            gcg_game *g = fx_game(seed, first);
            cr_assert_eq(gcg_game_first_player(g), first);
            expect_decision(g, GCG_DEC_ACTION, first);
            gcg_game_free(g);
        }
}

Test(setup, r6_2_1_5_opening_hands_of_five_from_the_top)
{
    gcg_game *g = fx_game(3, 1);
    for (int p = 0; p < 2; p++) {
        cr_assert_eq(gcg_zone_count(g, p, GCG_LOC_HAND), 5);
        cr_assert_eq(gcg_zone_count(g, p, GCG_LOC_DECK), 45);
    }
    gcg_game_free(g);
}

Test(setup, r6_2_1_6_redraw_order)
{
    for (int first = 0; first < 2; first++) {
        gcg_game *g = fx_game(4, first);
        expect_decision(g, GCG_DEC_ACTION, first);
        gcg_decision d;
        gcg_game_decision(g, &d);
        cr_assert_eq(d.noptions, 2);
        cr_assert_geq(gcg_option_find(g, "keep"), 0);
        cr_assert_geq(gcg_option_find(g, "redraw"), 0);
        cr_assert_eq(gcg_option_card(g, 0), -1);
        fx_key(g, "keep");
        /* 6-2-1-7: then Player Two. */
        expect_decision(g, GCG_DEC_ACTION, 1 - first);
        fx_key(g, "keep");
        /* No third redraw decision: the game has begun. */
        cr_assert_eq(gcg_game_turn(g), 1);
        cr_assert_eq(gcg_option_find(g, "keep"), -1);
        cr_assert_eq(gcg_option_find(g, "redraw"), -1);
        gcg_game_free(g);
    }
}

Test(setup, r6_2_1_6_1_redraw_procedure)
{
    gcg_game *g = fx_game(5, 0);
    int old[5], deck[45];
    cr_assert_eq(ids(g, 0, GCG_LOC_HAND, old), 5);
    cr_assert_eq(ids(g, 0, GCG_LOC_DECK, deck), 45);
    fx_key(g, "redraw");
    int hand[5], after[45];
    cr_assert_eq(ids(g, 0, GCG_LOC_HAND, hand), 5);
    cr_assert_eq(ids(g, 0, GCG_LOC_DECK, after), 45);
    /* Five new cards, drawn from the top of the deck (the end of the list). */
    for (int i = 0; i < 5; i++) {
        cr_assert(contains(hand, 5, deck[44 - i]), "deck top %d (#%d) not drawn", i, deck[44 - i]);
        cr_assert(!contains(hand, 5, old[i]), "old card #%d still in hand", old[i]);
        cr_assert(contains(after, 45, old[i]), "old card #%d not in the deck", old[i]);
    }
    /* Then shuffled: the old hand is not simply the bottom five. */
    int bottom = 0;
    for (int i = 0; i < 5; i++)
        bottom += contains(old, 5, after[i]);
    cr_assert_lt(bottom, 5);
    /* Player 0 redrew; the other player was not touched. */
    cr_assert_eq(gcg_zone_count(g, 1, GCG_LOC_HAND), 5);
    gcg_game_free(g);
}

Test(setup, r6_2_1_7_player_two_redraws_after_player_one)
{
    gcg_game *g = fx_game(6, 1); /* Player One is player 1 */
    fx_key(g, "redraw");
    expect_decision(g, GCG_DEC_ACTION, 0);
    int old[5];
    ids(g, 0, GCG_LOC_HAND, old);
    fx_key(g, "redraw");
    int hand[5];
    ids(g, 0, GCG_LOC_HAND, hand);
    for (int i = 0; i < 5; i++)
        cr_assert(!contains(hand, 5, old[i]));
    cr_assert_eq(gcg_game_turn(g), 1);
    cr_assert_eq(gcg_game_active_player(g), 1);
    gcg_game_free(g);
}

Test(setup, r6_2_2_six_shields_from_the_top_of_the_deck)
{
    gcg_game *g = fx_game(7, 0);
    fx_key(g, "keep");
    int deck0[45];
    cr_assert_eq(ids(g, 0, GCG_LOC_DECK, deck0), 45); /* final for player 0 */
    fx_key(g, "keep");
    for (int p = 0; p < 2; p++)
        cr_assert_eq(gcg_zone_count(g, p, GCG_LOC_SHIELD), 6);
    int sh[6];
    ids(g, 0, GCG_LOC_SHIELD, sh);
    /* One at a time, each on the one before: the deck's top card is the bottom Shield. */
    for (int i = 0; i < 6; i++)
        cr_assert_eq(sh[i], deck0[44 - i], "Shield %d", i);
    /* Face down: no player sees them. */
    for (int viewer = 0; viewer < 2; viewer++)
        for (int i = 0; i < 6; i++) {
            gcg_card_view v;
            gcg_zone_card(g, viewer, 0, GCG_LOC_SHIELD, i, &v);
            cr_assert_eq(v.id, -1);
            cr_assert_eq(v.def, -1);
        }
    gcg_game_free(g);
}

Test(setup, r6_2_3_an_active_ex_base_each)
{
    gcg_game *g = fx_game(8, 1);
    fx_keep_both(g);
    for (int p = 0; p < 2; p++) {
        cr_assert_eq(gcg_zone_count(g, p, GCG_LOC_BASE), 1);
        gcg_card_view v;
        gcg_zone_card(g, 1 - p, p, GCG_LOC_BASE, 0, &v); /* public (4-6-3-1) */
        cr_assert_geq(v.id, 0);
        cr_assert_str_eq(gcg_card_def_of(g, v.id)->number, "EXB-001");
        cr_assert_eq(v.rested, 0);
        cr_assert_eq(v.token, 1);
        cr_assert_eq(v.ex, 1);
        cr_assert_eq(v.ap, 0); /* 5-17-3-1-1 */
        cr_assert_eq(v.hp, 3);
        cr_assert_eq(v.owner, p);
    }
    gcg_game_free(g);
}

Test(setup, r6_2_4_ex_resource_for_player_two_only)
{
    for (int first = 0; first < 2; first++) {
        gcg_game *g = fx_game(9, first);
        fx_keep_both(g);
        int second = 1 - first;
        gcg_card_view v;
        cr_assert_eq(gcg_zone_count(g, second, GCG_LOC_RESOURCE), 1);
        gcg_zone_card(g, first, second, GCG_LOC_RESOURCE, 0, &v);
        cr_assert_str_eq(gcg_card_def_of(g, v.id)->number, "EXR-001");
        cr_assert_eq(v.rested, 0);
        cr_assert_eq(v.ex, 1);
        cr_assert_eq(gcg_zone_count(g, second, GCG_LOC_RESOURCE_DECK), 10);
        /* Player One: the one Resource of their first resource phase, no EX. */
        cr_assert_eq(gcg_zone_count(g, first, GCG_LOC_RESOURCE), 1);
        gcg_zone_card(g, -1, first, GCG_LOC_RESOURCE, 0, &v);
        cr_assert_str_eq(gcg_card_def_of(g, v.id)->number, "R-001");
        cr_assert_eq(v.ex, 0);
        gcg_game_free(g);
    }
}

Test(setup, r6_2_5_the_game_begins_with_player_ones_turn)
{
    for (int first = 0; first < 2; first++) {
        gcg_game *g = fx_game(10, first);
        cr_assert_eq(gcg_game_turn(g), 0);
        cr_assert_eq(gcg_game_phase(g), GCG_PHASE_SETUP);
        fx_keep_both(g);
        cr_assert_eq(gcg_game_turn(g), 1);
        cr_assert_eq(gcg_game_active_player(g), first);
        cr_assert_eq(gcg_game_phase(g), GCG_PHASE_MAIN);
        expect_decision(g, GCG_DEC_ACTION, first);
        cr_assert_eq(gcg_zone_count(g, first, GCG_LOC_HAND), 6);
        cr_assert_eq(gcg_zone_count(g, 1 - first, GCG_LOC_HAND), 5);
        gcg_game_free(g);
    }
}

/* 12-2-2, 12-2-3: N players redraw in turn from Player One; all but Player One get
 * an EX Resource. */
Test(setup, r12_2_3_multiplayer_redraws_in_order_and_ex_resources)
{
    for (int n = 3; n <= 8; n++) {
        gcg_game_config cfg = fx_config((uint64_t)n, n - 2);
        cfg.nplayers = n;
        cfg.mode = "battle-royale";
        for (int p = 0; p < n; p++) {
            cfg.players[p].deck = p % 2 ? fx.gw : fx.bw;
            cfg.players[p].team = -1;
        }
        gcg_err err = {{0}};
        gcg_game *g = gcg_game_new(fx.eng, &cfg, &err);
        cr_assert_not_null(g, "%s", err.msg);
        int first = n - 2;
        expect_decision(g, GCG_DEC_ACTION, first); /* 12-2-1: the direction of play */
        fx_key(g, "option 1");
        for (int k = 0; k < n; k++) {
            expect_decision(g, GCG_DEC_ACTION, (first + k) % n);
            fx_key(g, k % 2 ? "redraw" : "keep");
        }
        cr_assert_eq(gcg_game_turn(g), 1);
        cr_assert_eq(gcg_game_active_player(g), first);
        for (int p = 0; p < n; p++) {
            cr_assert_eq(gcg_zone_count(g, p, GCG_LOC_SHIELD), 6);
            cr_assert_eq(gcg_zone_count(g, p, GCG_LOC_BASE), 1);
            gcg_card_view v;
            gcg_zone_card(g, -1, p, GCG_LOC_RESOURCE, 0, &v);
            cr_assert_eq(v.ex, p != first, "%d players, P%d", n, p + 1);
        }
        gcg_game_free(g);
    }
}

/* A player who concedes during the setup (1-2-4) is not asked to redraw: in a
 * three-player game the others go on. */
Test(setup, r1_2_4_a_conceded_player_is_not_asked_to_redraw)
{
    gcg_game_config cfg = fx_config(11, 0);
    cfg.nplayers = 3;
    cfg.mode = "battle-royale";
    cfg.players[2].deck = fx.bw;
    cfg.players[2].team = -1;
    gcg_err err = {{0}};
    gcg_game *g = gcg_game_new(fx.eng, &cfg, &err);
    cr_assert_not_null(g, "%s", err.msg);
    fx_key(g, "option 1"); /* 12-2-1: Player One chooses the direction */
    expect_decision(g, GCG_DEC_ACTION, 0);
    cr_assert_eq(gcg_concede(g, 1, &err), 0, "%s", err.msg); /* before their turn to decide */
    cr_assert(!gcg_game_over(g));
    expect_decision(g, GCG_DEC_ACTION, 0);
    fx_key(g, "keep");
    expect_decision(g, GCG_DEC_ACTION, 2); /* player 1 is skipped */
    fx_key(g, "keep");
    cr_assert_eq(gcg_game_turn(g), 1);
    /* Conceding at one's own redraw decision. */
    gcg_game *h = gcg_game_new(fx.eng, &cfg, &err);
    fx_key(h, "option 1");
    fx_key(h, "keep");
    expect_decision(h, GCG_DEC_ACTION, 1);
    cr_assert_eq(gcg_concede(h, 1, &err), 0, "%s", err.msg);
    expect_decision(h, GCG_DEC_ACTION, 2);
    gcg_game_free(h);
    gcg_game_free(g);
}

Test(setup, narration_of_the_setup)
{
    gcg_game *g = fx_game(12, 1);
    fx_keep_both(g);
    int n = gcg_narration_count(g), first = -1, shields = 0, ex = 0;
    char buf[256];
    for (int i = 0; i < n; i++) {
        gcg_narration_text(g, i, -1, buf, sizeof buf);
        if (!strcmp(buf, "P2 goes first"))
            first = i;
        if (strstr(buf, "places 6 shields"))
            shields++;
        if (strstr(buf, "places EX "))
            ex++;
    }
    cr_assert_geq(first, 0);
    cr_assert_eq(shields, 2);
    cr_assert_eq(ex, 3); /* two EX Bases, one EX Resource */
    gcg_game_free(g);
}
