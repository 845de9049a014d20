/*
 * test_hostile.c -- hostile card scripts (tests/hostile/scripts/) loaded over the
 * real cards with a script folder, as a user's --scripts would be.  Each must end
 * in a clear report naming the card, file and problem, the effect doing nothing,
 * and a consistent game that plays on to its end.
 */
#include <unistd.h>

#include "hostilefix.h"

TestSuite(hostile, .init = hf_setup, .fini = hf_teardown, .timeout = 60);

Test(hostile, endless_loop_is_stopped)
{
    expect_report("ST01-005", "instruction budget");
}

Test(hostile, memory_bomb_is_stopped)
{
    expect_report("ST01-008", "memory");
}

/* A script read in the middle of another's call (a token's, at its first
 * deployment) leaves that call its memory cap and budget. */
Test(hostile, a_script_read_mid_call_leaves_the_call_its_memory_cap)
{
    expect_report("ST01-007", "memory");
}

/* A finalizer runs with Lua's hooks off, out of reach of the budget. */
Test(hostile, a_finalizer_is_refused)
{
    expect_report("ST02-008", "__gc");
}

Test(hostile, no_io)
{
    expect_report("ST02-004", "io");
}

Test(hostile, no_os)
{
    expect_report("ST02-005", "os");
    cr_assert(access("/tmp/gcg-pwned", F_OK) != 0, "os.execute must not have run");
}

Test(hostile, no_bytecode_through_load)
{
    expect_report("ST02-007", "binary chunks");
}

Test(hostile, string_metatable_is_hidden)
{
    expect_report("ST03-002", "ST03-002");
    /* Strings still behave for everyone afterwards. */
    gcg_game *g;
    int card;
    g = board("ST01-004", &card); /* Guntank: its real script uses strings */
    play(g, card);
    cr_assert_eq(gcg_script_error_count(g), 0);
    gcg_game_free(g);
}

Test(hostile, pcall_cannot_catch_the_budget)
{
    expect_report("ST03-003", "instruction budget");
}

Test(hostile, changing_the_game_during_a_legality_check)
{
    int card;
    gcg_game *g = board("ST03-007", &card);
    uint64_t h = gcg_game_hash(g);
    int hand = gcg_zone_count(g, 0, GCG_LOC_HAND);
    play(g, card);
    gcg_card_view v;
    gcg_card_get(g, -1, card, &v);
    cr_assert_eq(v.ap, 1, "the constant effect does not apply (its condition failed)");
    cr_assert_eq(gcg_zone_count(g, 0, GCG_LOC_HAND), hand - 1, "no card was drawn");
    cr_assert(gcg_script_error_count(g) >= 1);
    cr_assert(strstr(gcg_script_error(g, 0), "cannot change the game"), "%s",
              gcg_script_error(g, 0));
    cr_assert_neq(gcg_game_hash(g), h);
    plays_to_the_end(g);
    gcg_game_free(g);
}

Test(hostile, a_global_write_at_effect_time)
{
    expect_report("ST04-005", "leaked");
}

/* A game with a card whose script does not load reports it once, naming the
 * card and the script (a test harness fails on it). */
static void reports_not_loading(gcg_game *g, const char *number)
{
    cr_assert_eq(gcg_script_error_count(g), 1, "%s", number);
    const char *r = gcg_script_error(g, 0);
    cr_assert(strstr(r, number) && strstr(r, "does not load") && strstr(r, ".lua"), "%s", r);
}

Test(hostile, a_script_that_does_not_load_is_a_card_without_effects)
{
    int card;
    gcg_game *g = board("ST01-003", &card);
    cr_assert_null(gcg_engine_card_script(eng, gcg_carddb_find(db, "ST01-003")));
    play(g, card);
    reports_not_loading(g, "ST01-003"); /* with its line: ST01-003.lua:3: 'end' expected */
    cr_assert(strstr(gcg_script_error(g, 0), "ST01-003.lua:3:"));
    gcg_card_view v;
    gcg_card_get(g, -1, card, &v);
    cr_assert_eq(v.loc, GCG_LOC_BATTLE);
    gcg_game_free(g);
}

/* ST04-003 errors in every kind of trigger: each is reported, each does nothing. */
Test(hostile, an_error_in_each_kind_of_trigger)
{
    int card;
    gcg_game *g = board("ST04-003", &card);
    play(g, card); /* 【Deploy】 */
    one_report_saying(g, "deploy went wrong");
    /* 【Activate･Main】: draws then errors: the draw is undone with the effect. */
    int hand = gcg_zone_count(g, 0, GCG_LOC_HAND);
    answer(g, "activate c%d 7", card);
    cr_assert_eq(gcg_zone_count(g, 0, GCG_LOC_HAND), hand, "the effect did nothing");
    cr_assert(strstr(gcg_script_error(g, 1), "activated went wrong"));
    /* End the turn: 【end of turn】 and then P2's 【start of turn】 both fail. */
    answer(g, "end");
    int found_end = 0, found_start = 0;
    for (int i = 0; i < gcg_script_error_count(g); i++) {
        found_end |= strstr(gcg_script_error(g, i), "end of turn went wrong") != NULL;
        found_start |= strstr(gcg_script_error(g, i), "start of turn went wrong") != NULL;
    }
    cr_assert(found_end && found_start);
    plays_to_the_end(g);
    gcg_game_free(g);
}

Test(hostile, a_stale_effect_context_is_refused)
{
    int card;
    gcg_game *g = board("ST03-005", &card);
    play(g, card);
    /* Its 【Deploy】 keeps `e` in an upvalue that was nil: the upvalue check finds the
     * write and sets it back (seal.c: a nil cell is recorded too, not left a hole). */
    one_report_saying(g, "changed its upvalue 'saved'");
    /* Next turn it may attack: its 【Attack】 finds no saved context to use. */
    gcg_game_free(g);
    g = attacker_board("ST03-005", &card);
    int hand = gcg_zone_count(g, 0, GCG_LOC_HAND);
    answer(g, "attack c%d p2", card);
    cr_assert_eq(gcg_zone_count(g, 0, GCG_LOC_HAND), hand, "nothing drawn");
    one_report_saying(g, "upvalue 'saved'");
    gcg_game_free(g);
}

/* ST02-006's 【When Paired】 has a Pilot filter with an unknown field: it is read
 * when the script loads, so the script does not load (a load error naming the
 * script and line), and the card plays as one without effects. */
Test(hostile, a_bad_pilot_filter_is_a_load_error)
{
    int def = gcg_carddb_find(db, "ST02-006");
    cr_assert_null(gcg_engine_card_script(eng, def));
    const char *why = gcg_engine_card_script_error(eng, def);
    cr_assert(why && strstr(why, "ST02-006.lua:3: card:when_paired: pilot: filter: unknown "
                                 "field 'bogus'"), "%s", why ? why : "(none)");
}

/* A Unit whose script did not load is played as one without effects: it is
 * deployed, and the game reports only that the script does not load. */
static void deploys_without_effects(const char *number, gcg_card_view *v)
{
    cr_assert_null(gcg_engine_card_script(eng, gcg_carddb_find(db, number)), "%s", number);
    int card;
    gcg_game *g = board(number, &card);
    play(g, card);
    gcg_card_get(g, -1, card, v);
    cr_assert_eq(v->loc, GCG_LOC_BATTLE, "%s deployed", number);
    reports_not_loading(g, number);
    gcg_game_free(g);
}

/* `applies` given as a filter table is read when the script loads: a `where`
 * function or an unknown field there means the script does not load (the card
 * plays as one without effects). */
Test(hostile, a_bad_applies_filter_stops_the_script_loading)
{
    cr_assert_null(gcg_engine_card_script(eng, gcg_carddb_find(db, "ST04-006")));
    gcg_card_view v;
    deploys_without_effects("ST04-008", &v);
    cr_assert_eq(v.ap, 2, "Ginn's printed AP, no AP+5");
}

/* 10-2-1: a condition given as a count (condition = { count = "trash", ... }) is
 * read when the script loads: a location that does not exist, or a `where`
 * function, means the script does not load (the card plays as one without
 * effects: no AP+1). */
Test(hostile, r10_2_1_a_bad_count_condition_stops_the_script_loading)
{
    cr_assert_null(gcg_engine_card_script(eng, gcg_carddb_find(db, "ST03-010")));
    gcg_card_view v;
    deploys_without_effects("ST03-009", &v);
    cr_assert_eq(v.ap, 2, "the printed AP, no AP+1");
}

/* A declared target (target = { prompt, filter... }) is read when the script
 * loads: without its prompt, with `where`, or with an unknown field, the script
 * does not load. */
Test(hostile, a_bad_declared_target_stops_the_script_loading)
{
    cr_assert_null(gcg_engine_card_script(eng, gcg_carddb_find(db, "ST04-009")),
                   "from a location that does not exist");
    cr_assert_null(gcg_engine_card_script(eng, gcg_carddb_find(db, "ST03-004")));
    cr_assert_null(gcg_engine_card_script(eng, gcg_carddb_find(db, "ST03-006")));
    gcg_card_view v;
    deploys_without_effects("ST03-008", &v);
}

/* A declared target's count (min, max), its any, any_of, and a condition given in
 * words (turn, self, pilot_in_play, or a count's turn; a max_level of "this") are
 * read when the script loads: a count out of order, a word the engine does not
 * know, any with a target that needs no card, a side in an any_of, and the script
 * does not load. */
Test(hostile, a_bad_target_count_or_condition_in_words_stops_the_script_loading)
{
    cr_assert_null(gcg_engine_card_script(eng, gcg_carddb_find(db, "ST04-013")),
                   "target = { ..., min = 3, max = 2 }");
    cr_assert_null(gcg_engine_card_script(eng, gcg_carddb_find(db, "ST04-014")),
                   "condition = { turn = \"your\", rested = true }");
    cr_assert_null(gcg_engine_card_script(eng, gcg_carddb_find(db, "ST04-015")),
                   "condition = { count = \"trash\", min = 7, turn = \"mine\" }");
    int def = gcg_carddb_find(db, "ST04-016"); /* target = { {...}, {..., min = 0}, any = true } */
    cr_assert_null(gcg_engine_card_script(eng, def));
    const char *why = gcg_engine_card_script_error(eng, def);
    cr_assert(why && strstr(why, "ST04-016.lua:3: card:main: target 2: with any = true each "
                                 "target needs a card"), "%s", why ? why : "(none)");
    def = gcg_carddb_find(db, "ST04-012"); /* target = { ..., any_of = { {...}, { side = ... } } } */
    cr_assert_null(gcg_engine_card_script(eng, def));
    why = gcg_engine_card_script_error(eng, def);
    cr_assert(why && strstr(why, "ST04-012.lua:3: card:main: target: any_of 2: the target's side "
                                 "is the target's"), "%s", why ? why : "(none)");
    def = gcg_carddb_find(db, "ST05-015");
    cr_assert_null(gcg_engine_card_script(eng, def), "target = { ..., max_level = \"that\" }");
    why = gcg_engine_card_script_error(eng, def);
    cr_assert(why && strstr(why, "max_level must be a whole number or \"this\""), "%s", why ? why : "");
}

/* An event's second card (card2 = "self" or a filter table) is read when the
 * script loads like its card: another value, and the script does not load. */
Test(hostile, an_events_second_card_must_be_self_or_a_filter)
{
    int def = gcg_carddb_find(db, "ST06-014");
    cr_assert_null(gcg_engine_card_script(eng, def));
    const char *why = gcg_engine_card_script_error(eng, def);
    cr_assert(why && strstr(why, "card2 must be \"self\""), "%s", why ? why : "");
}

/* A filter's other (other = true: not this Unit, "your other Units") is true or
 * false: another value in a filter read when the script loads, and it does not load. */
Test(hostile, a_filters_other_must_be_true_or_false)
{
    int def = gcg_carddb_find(db, "ST06-015");
    cr_assert_null(gcg_engine_card_script(eng, def));
    const char *why = gcg_engine_card_script_error(eng, def);
    cr_assert(why && strstr(why, "other must be true or false"), "%s", why ? why : "");
}

/* A declared target's may ("You may choose 2 ...": a question asked first) needs a
 * target of at least one card: with min = 0 the script does not load. */
Test(hostile, a_targets_may_with_min_0_stops_the_script_loading)
{
    int def = gcg_carddb_find(db, "ST06-013");
    cr_assert_null(gcg_engine_card_script(eng, def));
    const char *why = gcg_engine_card_script_error(eng, def);
    cr_assert(why && strstr(why, "may with min = 0"), "%s", why ? why : "");
}

/* An event's card filter (card = { ..., other = true }: not this card's Unit) is
 * read when the script loads: an `other` that is not true or false, and the
 * script does not load. */
Test(hostile, an_event_card_filters_other_must_be_true_or_false)
{
    int def = gcg_carddb_find(db, "ST05-014");
    cr_assert_null(gcg_engine_card_script(eng, def));
    const char *why = gcg_engine_card_script_error(eng, def);
    cr_assert(why && strstr(why, "card: other must be true or false"), "%s", why ? why : "");
}

/* 10-1-8-1-1: a Command's "If ..." is a condition given as a count or in words,
 * asked in C when its playability is (it decides nothing there) and as it
 * resolves; a function is a load error. */
Test(hostile, a_commands_condition_given_as_a_function_stops_the_script_loading)
{
    int def = gcg_carddb_find(db, "ST05-013");
    cr_assert_null(gcg_engine_card_script(eng, def));
    const char *why = gcg_engine_card_script_error(eng, def);
    cr_assert(why && strstr(why, "ST05-013.lua:4: card:main: a Command's condition"), "%s",
              why ? why : "");
}

/* "You may rest this Unit. If you do, ..." (may, rest_self) is read when the script
 * loads: may without rest_self, a triggered effect's rest_self without may, and the
 * script does not load. */
Test(hostile, a_may_without_rest_self_stops_the_script_loading)
{
    int def = gcg_carddb_find(db, "ST04-010"); /* may = "Draw 1?" alone */
    cr_assert_null(gcg_engine_card_script(eng, def));
    const char *why = gcg_engine_card_script_error(eng, def);
    cr_assert(why && strstr(why, "may goes with rest_self = true"), "%s", why ? why : "(none)");
    def = gcg_carddb_find(db, "ST04-011"); /* rest_self = true alone, on card:when_paired */
    cr_assert_null(gcg_engine_card_script(eng, def));
    why = gcg_engine_card_script_error(eng, def);
    cr_assert(why && strstr(why, "rest_self = true needs may"), "%s", why ? why : "(none)");
}

/* 10-1-8-1 with a declared target: whether ST03-012 can be played is known
 * without calling its function (which loops forever); played, the loop is
 * stopped and reported, and the game goes on. */
Test(hostile, a_declared_target_is_checked_without_running_the_script)
{
    int card;
    gcg_game *g = board_vs("ST03-012", 0, &card);
    cr_assert(!play_offered(g, card), "no enemy Unit: it can't be played");
    gcg_game_free(g);

    g = board_vs("ST03-012", 1, &card);
    cr_assert(play_offered(g, card), "an enemy Unit: it can be played");
    cr_assert_eq(gcg_script_error_count(g), 0, "the function was not run to list it");
    play(g, card);
    one_report_saying(g, "instruction budget");
    plays_to_the_end(g);
    gcg_game_free(g);
}

/* 10-1-8-1-1: a Command whose text names nothing that can refuse a legality
 * check (ST01-014: it fails before doing anything) is offered without its
 * function being run; played, the failure is reported and it does nothing. */
Test(hostile, r10_1_8_1_1_a_script_that_cannot_refuse_is_offered_without_running)
{
    int card;
    gcg_game *g = board("ST01-014", &card);
    cr_assert(play_offered(g, card), "offered");
    cr_assert_eq(gcg_script_error_count(g), 0, "the function was not run to list it");
    int hand = gcg_zone_count(g, 0, GCG_LOC_HAND);
    play(g, card);
    one_report_saying(g, "went wrong before doing anything");
    cr_assert_eq(gcg_zone_count(g, 0, GCG_LOC_HAND), hand - 1, "played, and nothing drawn");
    plays_to_the_end(g);
    gcg_game_free(g);
}

/* A "--" in a string starts no comment: ST01-013's e:choose_one after one, on the
 * same line, is seen, and with nothing to choose the Command is not offered. */
Test(hostile, a_dash_dash_in_a_string_hides_no_choice)
{
    int card;
    gcg_game *g = board_vs("ST01-013", 0, &card);
    cr_assert(!play_offered(g, card), "no enemy Unit: it can't be played");
    gcg_game_free(g);
    g = board_vs("ST01-013", 1, &card);
    cr_assert(play_offered(g, card), "an enemy Unit: it can be played");
    gcg_game_free(g);
}

/* 10-1-8-1-1: ST02-014 builds the name of the method it chooses with, which a
 * look at its text cannot see.  With no enemy Unit it is offered all the same
 * (and does nothing); an engine that checks its caches makes the dry run too,
 * sees the refusal, and stops the game with a report naming it. */
Test(hostile, r10_1_8_1_1_a_hidden_choice_is_caught_by_a_checking_engine)
{
    int card;
    gcg_game *g = board("ST02-014", &card);
    cr_assert(play_offered(g, card), "offered: its text shows no choice");
    play(g, card);
    cr_assert_eq(gcg_script_error_count(g), 0, "nothing to choose: it does nothing");
    plays_to_the_end(g);
    gcg_game_free(g);

    gcg_err err;
    static const char *const dirs[] = {"tests/hostile/scripts"};
    gcg_engine_opts o = {.script_dirs = dirs, .nscript_dirs = 1, .builtin_script_dir = "scripts",
                         .check_invariants = 1};
    gcg_engine *plain = eng;
    eng = gcg_engine_new(db, &o, &err);
    cr_assert(eng, "%s", err.msg);
    g = board("ST02-014", &card);
    cr_assert(gcg_game_over(g), "the checking engine stopped the game");
    one_report_saying(g, "a dry run refused by a script whose text names nothing");
    gcg_game_free(g);
    gcg_engine_free(eng);
    eng = plain;
}

/* ST04-007 wraps engine stops in xpcall with a message handler that returns
 * something else: the stops go through anyway.  Its 【Deploy】 asks a question
 * inside the xpcall: the question is asked (nothing drawn before the answer);
 * its 【Attack】 loops forever, catching the budget stop in a loop: stopped. */
Test(hostile, a_message_handler_cannot_swallow_the_engines_stops)
{
    int card;
    gcg_game *g = board("ST04-007", &card);
    int hand = gcg_zone_count(g, 0, GCG_LOC_HAND);
    play(g, card);
    gcg_decision d;
    gcg_game_decision(g, &d);
    cr_assert_eq(d.kind, GCG_DEC_CHOOSE, "the question is asked (got %d: %s)", d.kind, d.prompt);
    cr_assert_eq(gcg_zone_count(g, 0, GCG_LOC_HAND), hand - 1, "nothing drawn yet");
    int first = 0;
    gcg_err err;
    cr_assert(gcg_respond(g, &first, 1, &err) == 0, "%s", err.msg);
    cr_assert_eq(gcg_zone_count(g, 0, GCG_LOC_HAND), hand - 1 + 2, "then the two cards");
    cr_assert_eq(gcg_script_error_count(g), 0, "%s", gcg_script_error(g, 0));
    gcg_game_free(g);

    g = attacker_board("ST04-007", &card);
    answer(g, "attack c%d p2", card);
    one_report_saying(g, "budget");
    plays_to_the_end(g);
    gcg_game_free(g);
}

Test(hostile, deep_recursion_is_stopped)
{
    int card;
    gcg_game *g = attacker_board("ST04-005", &card);
    answer(g, "attack c%d p2", card);
    cr_assert_eq(gcg_script_error_count(g), 1);
    cr_assert(strstr(gcg_script_error(g, 0), "stack overflow") ||
                  strstr(gcg_script_error(g, 0), "memory") ||
                  strstr(gcg_script_error(g, 0), "budget"),
              "%s", gcg_script_error(g, 0));
    plays_to_the_end(g);
    gcg_game_free(g);
}

/* The declared forms are read when the script loads: each bad value below means the
 * script does not load, and the error names the file, the line and what is wrong.
 * Declared actions (draw = N, deploy_token = "T-...", shield_to_hand = true, then_if,
 * rest_it, damage_it, gets, gains), the look at the top of the deck (look_top, discard_it,
 * deck_to_trash, this_to_hand) and a second step (then_target, also_target: docs/scripting.md,
 * "Two steps"). */
static const struct {
    const char *number, *says;
} BAD_DECLARED[] = {
    {"ST05-012", "ST05-012.lua:2: card:deploy: deploy_token: ST01-001 is not a Unit token's"},
    {"ST05-011", "ST05-011.lua:3: card:deploy: deploy_token with a function: a token may ask"},
    {"ST10-016", "ST10-016.lua:2: card:deploy: then_if is the \"Then, if ...\" after a declared"},
    {"ST10-015", "ST10-015.lua:2: card:deploy: rest_it is done to the declared target"},
    {"ST10-014", "ST10-014.lua:2: card:deploy: damage_it = 0 is out of range (1 to 99)"},
    {"ST10-013", "ST10-013.lua:2: card:main_action: gets.ap = 0 does nothing"},
    {"ST10-012", "ST10-012.lua:2: card:when_paired: gets.lasts must be \"turn\", \"battle\""},
    {"ST10-011", "ST10-011.lua:2: card:main_action: gains: breach needs its amount"},
    {"ST10-010", "ST10-010.lua:2: card:deploy: deploy_token.rested must be true or false"},
    {"ST10-009", "ST10-009.lua:2: card:deploy: deploy_token = { \"T-...\", rested = true }: no "
                 "other field"},
    {"ST05-008", "ST05-008.lua:2: card:deploy: look_top's count = 0 is out of range (1 to 10)"},
    {"ST05-010", "ST05-010.lua:3: card:when_paired: look_top's pick 2 must be a filter table"},
    {"ST06-011", "ST06-011.lua:2: card:main: discard_it is for a target chosen from the hand"},
    {"ST06-009", "ST06-009.lua:2: card:when_paired: deck_to_trash = 0 is out of range (1 to 10)"},
    {"ST05-009", "ST05-009.lua:2: card:burst: this_to_hand must be true"},
    {"ST09-007", "ST09-007.lua:3: card:deploy: then_target needs what is done to it"},
    {"ST09-008", "ST09-008.lua:3: card:deploy: then_rest_it belongs to a second step"},
    {"ST09-009", "ST09-009.lua:3: card:deploy: then_target is a second step: give the first"},
    {"ST09-010", "ST09-010.lua:3: card:deploy: then_gains goes with then_target"},
};

Test(hostile, a_bad_declared_form_is_a_load_error_with_its_line)
{
    for (size_t i = 0; i < sizeof BAD_DECLARED / sizeof BAD_DECLARED[0]; i++)
        load_error_says(BAD_DECLARED[i].number, BAD_DECLARED[i].says);
}
