/*
 * test_replay.c -- Criterion tests of undo, replays and determinism
 * (src/replay.c) through gcg.h: a replay saved and loaded gives the same game
 * (same hash), rewinding gives the hash recorded at that point, and malformed
 * replays are refused with a clear message.
 */
#include "gamefix.h"
#include "game.h"
#include <cjson/cJSON.h>

TestSuite(replay, .init = fx_setup, .fini = fx_teardown);

static gcg_game *load(const char *json, gcg_err *err)
{
    return gcg_replay_load(fx.eng, json, err);
}

/* Load must fail with a message containing `why`. */
static void bad_replay(const char *json, const char *why)
{
    gcg_err err = {{0}};
    gcg_game *g = load(json, &err);
    if (g)
        gcg_game_free(g);
    cr_assert_null(g, "accepted: %s", json ? json : "(null)");
    cr_assert(strstr(err.msg, why), "message '%s' lacks '%s'", err.msg, why);
    cr_assert(strncmp(err.msg, "replay", 6) == 0, "message '%s' does not say it is the replay",
              err.msg);
}

Test(replay, save_and_load_round_trip_mid_game)
{
    gcg_game *g = fx_game(1, -1);
    fx_key(g, "redraw");
    fx_key(g, "keep");
    fx_bots(g, 7, 40);
    char *json = gcg_replay_save(g);
    cr_assert_not_null(json);
    gcg_err err = {{0}};
    gcg_game *r = load(json, &err);
    cr_assert_not_null(r, "%s", err.msg);
    cr_assert_eq(gcg_game_hash(r), gcg_game_hash(g));
    cr_assert_eq(gcg_log_length(r), gcg_log_length(g));
    cr_assert_eq(gcg_game_seed(r), 1u);
    cr_assert_eq(gcg_narration_count(r), gcg_narration_count(g));
    /* Saving the loaded game gives the same replay. */
    char *json2 = gcg_replay_save(r);
    cr_assert_str_eq(json2, json);
    /* Both play on alike. */
    fx_bots(g, 8, 30);
    fx_bots(r, 8, 30);
    cr_assert_eq(gcg_game_hash(r), gcg_game_hash(g));
    free(json);
    free(json2);
    gcg_game_free(r);
    gcg_game_free(g);
}

Test(replay, finished_bot_games_replay_to_the_same_hash)
{
    for (uint64_t seed = 1; seed <= 10; seed++) {
        gcg_game *g = fx_game(seed, -1);
        fx_bots(g, seed * 31, 100000);
        cr_assert(gcg_game_over(g), "seed %llu did not end", (unsigned long long)seed);
        char *json = gcg_replay_save(g);
        gcg_err err = {{0}};
        gcg_game *r = load(json, &err);
        cr_assert_not_null(r, "seed %llu: %s", (unsigned long long)seed, err.msg);
        cr_assert_eq(gcg_game_hash(r), gcg_game_hash(g), "seed %llu", (unsigned long long)seed);
        cr_assert(gcg_game_over(r));
        cr_assert_eq(gcg_game_winner(r), gcg_game_winner(g));
        cr_assert_eq(gcg_game_end_reason(r), gcg_game_end_reason(g));
        cr_assert_eq(gcg_game_turn(r), gcg_game_turn(g));
        free(json);
        gcg_game_free(r);
        gcg_game_free(g);
    }
}

Test(replay, the_replay_records_the_first_player_and_concessions)
{
    gcg_game *g = fx_game(2, 1);
    fx_keep_both(g);
    gcg_err err = {{0}};
    cr_assert_eq(gcg_concede(g, 1, &err), 0, "%s", err.msg);
    char *json = gcg_replay_save(g);
    cr_assert(strstr(json, "concede p2"), "%s", json);
    gcg_game *r = load(json, &err);
    cr_assert_not_null(r, "%s", err.msg);
    cr_assert_eq(gcg_game_first_player(r), 1);
    cr_assert_eq(gcg_game_end_reason(r), GCG_END_CONCEDE);
    cr_assert_eq(gcg_game_winner(r), 0);
    cr_assert_eq(gcg_game_hash(r), gcg_game_hash(g));
    free(json);
    gcg_game_free(r);
    gcg_game_free(g);
}

Test(replay, a_board_built_by_hand_replays_with_its_board)
{
    gcg_game *g = fx_empty(2);
    cr_assert_null(gcg_replay_save(g), "a board not started has no replay");
    fx_add(g, 0, "ST01-005", GCG_LOC_DECK);
    int u = fx_add(g, 0, "ST01-005", GCG_LOC_BATTLE);
    fx_add(g, 1, "ST01-005", GCG_LOC_DECK);
    fx_add(g, 1, "ST01-005", GCG_LOC_SHIELD);
    gcg_err err;
    cr_assert_eq(gcg_edit_set_damage(g, u, 1, &err), 0, "%s", err.msg);
    fx_start(g, 2, 0, GCG_PHASE_MAIN);
    char key[64];
    snprintf(key, sizeof key, "attack c%d p2", u);
    const char *keys[] = {key};
    cr_assert_eq(gcg_respond_keys(g, keys, 1, &err), 0, "%s", err.msg);
    char *json = gcg_replay_save(g);
    cr_assert_not_null(json);
    cr_assert(strstr(json, "\"board\"") && strstr(json, "[\"damage\", 1, 1]") &&
                  strstr(json, "[\"start\", 2, 1, \"main phase\"]"), "%s", json);
    gcg_game *r = load(json, &err);
    cr_assert_not_null(r, "%s", err.msg);
    cr_assert_eq(gcg_game_hash(r), gcg_game_hash(g), "the same board and answers");
    cr_assert_eq(gcg_game_rewind(r, 0, &err), 0, "%s", err.msg); /* and it undoes */
    free(json);
    gcg_game_free(r);
    gcg_game_free(g);
    /* A bad board is refused with the entry and the reason. */
    const char *bad[][2] = {
        {"[[\"add\", 3, \"ST01-005\", \"deck\"], [\"start\", 2, 1, \"main phase\"]]",
         "board entry 1 (add): no player 3"},
        {"[[\"add\", 1, \"ST01-005\", \"deck\"]]", "the board never starts"},
        {"[[\"fly\", 1]]", "board entry 1 is not an edit"},
        {"[[\"start\", 2, 1, \"main phase\"], [\"add\", 1, \"ST01-005\", \"deck\"]]",
         "board entry 2 comes after \"start\""},
        {"[[\"rested\", \"x\", 1]]", "board entry 1 is not an edit"},
        {"[[\"add\", 1, \"ST01-005\", \"deck\"], [\"pair\", 0, 7], [\"start\", 2, 1, "
         "\"main phase\"]]", "board entry 2 (pair): no card instance 7"},
        {"{}", "\"board\" must be an array of edits"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char text[600];
        snprintf(text, sizeof text, "{\"seed\": \"1\", \"players\": [{\"main\": [], "
                 "\"resources\": []}, {\"main\": [], \"resources\": []}], \"board\": %s}",
                 bad[i][0]);
        gcg_game *b = load(text, &err);
        cr_assert_null(b, "%s loaded", bad[i][0]);
        cr_assert(strstr(err.msg, bad[i][1]), "%s: %s", bad[i][0], err.msg);
    }
}

/* ------------------------------------------------------------ rewind (undo) */

Test(replay, rewind_returns_to_the_hash_at_each_answer)
{
    gcg_game *g = fx_game(3, -1);
    uint64_t hashes[64];
    int narr[64];
    int n = 0;
    hashes[0] = gcg_game_hash(g);
    narr[0] = gcg_narration_count(g);
    uint64_t bot = 11;
    while (n < 60 && !gcg_game_over(g)) {
        int ch[256];
        int k = gcg_bot_choose(g, GCG_BOT_RANDOM, &bot, ch, 256);
        gcg_err err = {{0}};
        cr_assert_eq(gcg_respond(g, ch, k, &err), 0, "%s", err.msg);
        n++;
        hashes[n] = gcg_game_hash(g);
        narr[n] = gcg_narration_count(g);
    }
    gcg_err err = {{0}};
    for (int k = n; k >= 0; k -= 3) {
        cr_assert_eq(gcg_game_rewind(g, k, &err), 0, "%s", err.msg);
        cr_assert_eq(gcg_log_length(g), k);
        cr_assert_eq(gcg_game_hash(g), hashes[k], "after rewinding to %d", k);
        cr_assert_eq(gcg_narration_count(g), narr[k], "narration after rewinding to %d", k);
    }
    /* Rewinding forward is not possible: the log was cut. */
    cr_assert_eq(gcg_game_rewind(g, gcg_log_length(g) + 1, &err), -1);
    cr_assert(strstr(err.msg, "cannot rewind"), "%s", err.msg);
    cr_assert_eq(gcg_game_rewind(g, -1, &err), -1);
    gcg_game_free(g);
}

Test(replay, rewind_an_edited_board)
{
    gcg_game *g = fx_empty(2);
    for (int i = 0; i < 5; i++) {
        fx_add(g, 0, "ST01-005", GCG_LOC_DECK);
        fx_add(g, 1, "ST01-005", GCG_LOC_DECK);
    }
    fx_add(g, 0, "ST01-005", GCG_LOC_BATTLE);
    fx_add(g, 1, "ST01-005", GCG_LOC_SHIELD);
    fx_start(g, 2, 0, GCG_PHASE_MAIN);
    uint64_t h0 = gcg_game_hash(g);
    fx_bots(g, 1, 6);
    gcg_err err = {{0}};
    cr_assert_eq(gcg_game_rewind(g, 0, &err), 0, "%s", err.msg);
    cr_assert_eq(gcg_game_hash(g), h0);
    gcg_game_free(g);
}

Test(replay, rewind_after_a_concession)
{
    gcg_game *g = fx_game(4, 0);
    fx_keep_both(g);
    uint64_t h = gcg_game_hash(g);
    gcg_err err = {{0}};
    gcg_concede(g, 0, &err);
    cr_assert(gcg_game_over(g));
    cr_assert_eq(gcg_game_rewind(g, 2, &err), 0, "%s", err.msg);
    cr_assert(!gcg_game_over(g));
    cr_assert_eq(gcg_game_hash(g), h);
    /* And the concession itself replays. */
    gcg_concede(g, 0, &err);
    uint64_t over = gcg_game_hash(g);
    cr_assert_eq(gcg_game_rewind(g, 3, &err), 0, "%s", err.msg);
    cr_assert_eq(gcg_game_hash(g), over);
    gcg_game_free(g);
}

/* ------------------------------------------------------------ malformed replays */

/* A good replay to break in various ways. */
static char *good_replay(void)
{
    gcg_game *g = fx_game(5, 0);
    fx_keep_both(g);
    char *json = gcg_replay_save(g);
    gcg_game_free(g);
    return json;
}

/* The replay text with the first `from` replaced by `to`. */
static char *edit(const char *json, const char *from, const char *to)
{
    const char *at = strstr(json, from);
    cr_assert_not_null(at, "'%s' not in the replay", from);
    size_t n = strlen(json) - strlen(from) + strlen(to) + 1;
    char *out = malloc(n);
    snprintf(out, n, "%.*s%s%s", (int)(at - json), json, to, at + strlen(from));
    return out;
}

Test(replay, malformed_replays_are_refused_with_a_clear_message)
{
    bad_replay(NULL, "not valid JSON");
    bad_replay("", "not valid JSON");
    bad_replay("{\"seed\": ", "not valid JSON");
    bad_replay("[1, 2, 3]", "not a JSON object");
    bad_replay("\"a replay\"", "not a JSON object");
    bad_replay("{}", "\"seed\" must be a string of digits");
    bad_replay("{\"seed\": 5, \"players\": []}", "\"seed\" must be a string of digits");
    bad_replay("{\"seed\": \"5x\", \"players\": []}", "\"seed\" must be a string of digits");
    bad_replay("{\"seed\": \"\", \"players\": []}", "\"seed\" must be a string of digits");
    bad_replay("{\"seed\": \"5\"}", "\"players\" must list 2 to 8 players");
    bad_replay("{\"seed\": \"5\", \"players\": [{}]}", "\"players\" must list 2 to 8 players");
    bad_replay("{\"seed\": \"5\", \"players\": [{}, {}]}", "player 1: \"main\" must be an array");
    bad_replay("{\"seed\": \"5\", \"players\": [{\"main\": [\"ST01-999\"]}, {}]}",
               "player 1: \"main\" entry 1: unknown card ST01-999");
    bad_replay("{\"seed\": \"5\", \"players\": [{\"main\": [7]}, {}]}", "(not a string)");
    bad_replay("{\"seed\": \"5\", \"mode\": \"chaos\", \"players\": [{\"main\": [], \"resources\": []},"
               " {\"main\": [], \"resources\": []}]}",
               "unknown mode 'chaos'");
}

Test(replay, bad_answers_are_refused_with_their_number)
{
    char *json = good_replay();
    char *a = edit(json, "\"keep\"", "\"mulligan\"");
    bad_replay(a, "answer 1 (\"mulligan\"): no option 'mulligan'");
    char *b = edit(json, "\"answers\":", "\"answers\": \"keep keep\", \"x\":");
    bad_replay(b, "\"answers\" must be an array");
    char *c = edit(json, "\"answers\":\t[", "\"answers\":\t[[],");
    bad_replay(c, "answer 1 (none chosen): choose exactly 1 option (got 0)");
    char *d = edit(json, "\"answers\":\t[", "\"answers\":\t[[3],");
    bad_replay(d, "answer 1: keys must be strings");
    char *e = edit(json, "\"answers\":\t[", "\"answers\":\t[[\"concede p1\"], [\"keep\"],");
    bad_replay(e, "answer 2");
    char *f = edit(json, "\"answers\":\t[", "\"answers\":\t[[\"concede p9\"],");
    bad_replay(f, "cannot concede");
    free(a);
    free(b);
    free(c);
    free(d);
    free(e);
    free(f);
    free(json);
}

Test(replay, trailing_garbage_and_bad_first_player_are_refused)
{
    char *json = good_replay();
    size_t n = strlen(json);
    char *t = malloc(n + 8);
    snprintf(t, n + 8, "%s xyz", json);
    bad_replay(t, "not valid JSON");
    char *fp = edit(json, "\"first_player\":\t0", "\"first_player\":\t5");
    bad_replay(fp, "\"first_player\" 5 is not a player");
    /* The good one itself loads. */
    gcg_err err = {{0}};
    gcg_game *g = load(json, &err);
    cr_assert_not_null(g, "%s", err.msg);
    gcg_game_free(g);
    free(fp);
    free(t);
    free(json);
}

/* A replay names cards by number: the same decks, whatever their instance ids. */
Test(replay, the_replay_lists_every_card_of_each_deck)
{
    char *json = good_replay();
    cr_assert(strstr(json, "\"R-001\""));
    cr_assert(strstr(json, "\"ST02-001\""), "the Green/White deck is in the replay");
    cr_assert(strstr(json, "\"gcg\":\t\"" GCG_VERSION "\""), "%s", json);
    int count = 0;
    for (const char *p = strstr(json, "\"ST01-005\""); p; p = strstr(p + 1, "\"ST01-005\""))
        count++;
    cr_assert_eq(count, 2, "GM: 2 copies in the Blue/White deck");
    free(json);
}

/* gcg_game_restart: the game gcg_game_new makes with that seed, in the same
 * memory -- whether the old game had ended or not, narration and log included. */
static void restarts_match_new_games(gcg_engine *eng)
{
    gcg_game_config cfg = fx_config(1, -1);
    gcg_err err = {{0}};
    gcg_game *g = gcg_game_new(eng, &cfg, &err);
    cr_assert_not_null(g, "%s", err.msg);
    fx_bots(g, 7, 100000);
    for (uint64_t seed = 2; seed <= 13; seed++) {
        cr_assert_eq(gcg_game_restart(g, seed, &err), 0, "%s", err.msg);
        cfg.seed = seed;
        gcg_game *fresh = gcg_game_new(eng, &cfg, &err);
        cr_assert_not_null(fresh, "%s", err.msg);
        cr_assert_eq(gcg_game_hash(g), gcg_game_hash(fresh), "seed %llu: at the start",
                     (unsigned long long)seed);
        cr_assert_eq(gcg_log_length(g), 0);
        /* every other game is left half-played before the next restart */
        int limit = seed % 2 ? 40 : 100000;
        int a = fx_bots(g, seed * 31, limit), b = fx_bots(fresh, seed * 31, limit);
        cr_assert_eq(a, b);
        cr_assert_eq(gcg_game_hash(g), gcg_game_hash(fresh), "seed %llu: after play",
                     (unsigned long long)seed);
        cr_assert_eq(gcg_narration_count(g), gcg_narration_count(fresh));
        cr_assert_eq(gcg_script_error_count(g), gcg_script_error_count(fresh));
        cr_assert_eq(gcg_game_over(g), gcg_game_over(fresh));
        cr_assert_eq(gcg_game_end_reason(g), gcg_game_end_reason(fresh));
        gcg_game_free(fresh);
    }
    gcg_game_free(g);
}

Test(replay, a_restarted_game_is_the_new_game_of_its_seed)
{
    restarts_match_new_games(fx.eng);
}

/* A checking engine rebuilds every restarted game and compares it with the
 * state kept at the first restart: a difference ends the game with an error. */
Test(replay, a_restart_kept_state_is_checked_against_a_rebuild)
{
    gcg_engine_opts opts = {.check_invariants = 1};
    gcg_err err = {{0}};
    gcg_engine *eng = gcg_engine_new(fx.db, &opts, &err);
    cr_assert_not_null(eng, "%s", err.msg);
    restarts_match_new_games(eng);
    gcg_engine_free(eng);
}

Test(replay, an_edited_board_cannot_be_restarted)
{
    gcg_game *g = fx_empty(2);
    gcg_err err = {{0}};
    cr_assert_eq(gcg_game_restart(g, 5, &err), -1);
    cr_assert(strstr(err.msg, "edited"), "%s", err.msg);
    gcg_game_free(g);
}

/* A JSON error is told by its line and column, not a character offset. */
Test(replay, a_json_error_gives_its_line_and_column)
{
    bad_replay("{\n  \"seed\": \"5\",\n  \"players\": [}\n}", "not valid JSON (line 3, column 15)");
}

/* The main deck of player `p` (0-based) in a replay replaced by `cards`. */
static char *with_main(const char *json, int p, const char *cards)
{
    const char *at = json;
    for (int k = 0; k <= p; k++) {
        at = strstr(at, "\"main\":");
        cr_assert_not_null(at);
        at += 7;
    }
    const char *open = strchr(at, '['), *close = strchr(at, ']');
    size_t n = strlen(json) + strlen(cards) + 1;
    char *out = malloc(n);
    snprintf(out, n, "%.*s%s%s", (int)(open - json), json, cards, close + 1);
    return out;
}

/* Replays and saved games with illegal decks used to load and play.  A loaded
 * game's decks pass the same rules (6-1) as gcg deck check. */
Test(replay, r6_1_a_replay_with_an_illegal_deck_is_refused)
{
    char *json = good_replay();
    char list[1024] = "[";
    for (int i = 0; i < 50; i++)
        strcat(list, i ? ", \"ST01-005\"" : "\"ST01-005\"");
    strcat(list, "]");
    char *fifty = with_main(json, 0, list);
    bad_replay(fifty, "player 1's deck is not legal");
    bad_replay(fifty, "(6-1-1-3)");
    char *empty = with_main(json, 1, "[]");
    bad_replay(empty, "player 2's deck is not legal");
    bad_replay(empty, "main deck has 0 cards, must be exactly 50 (6-1-1)");
    char *token = with_main(json, 0, "[\"T-001\"]");
    bad_replay(token, "player 1's deck is not legal");
    free(fifty);
    free(empty);
    free(token);
    free(json);
}

/* A Resource card in the main deck (6-1-1-2: the main deck holds Units, Pilots,
 * Commands and Bases): refused, naming the player and the line of that deck. */
Test(replay, r6_1_a_replay_with_a_resource_in_the_main_deck_is_refused_with_its_line)
{
    char *json = good_replay();
    const char *main2 = strstr(strstr(json, "\"main\":") + 7, "\"main\":");
    cr_assert_not_null(main2);
    int line = 1;
    for (const char *c = json; c < main2; c++)
        line += *c == '\n';
    const char *first = strchr(strchr(main2, '[') + 1, '"'); /* its first card */
    const char *end = strchr(first + 1, '"');
    size_t n = strlen(json) + 16;
    char *bad = malloc(n);
    snprintf(bad, n, "%.*s\"R-001\"%s", (int)(first - json), json, end + 1);
    char want[64];
    snprintf(want, sizeof want, "replay: line %d: player 2's deck is not legal", line);
    bad_replay(bad, want);
    bad_replay(bad, "R-001");
    free(bad);
    free(json);
}

/* A game whose answers do not replay to it (a script that kept state from one
 * game to the next could make one; here its state is changed behind the
 * engine's back): no replay is written -- not a truncated one that would load
 * as another game, nor one that says it has every answer. */
Test(replay, a_game_that_does_not_replay_to_itself_is_not_saved)
{
    gcg_game *g = fx_game(3, -1);
    fx_keep_both(g);
    fx_bots(g, 4, 100);
    cr_assert_gt(gcg_log_length(g), 50);
    char *json = gcg_replay_save(g);
    cr_assert_not_null(json, "the game as played replays");
    cJSON *root = cJSON_Parse(json);
    cr_assert_eq(cJSON_GetArraySize(cJSON_GetObjectItem(root, "answers")), gcg_log_length(g),
                 "every answer is in the replay");
    cJSON_Delete(root);
    free(json);
    g->s.players[0].hit_by ^= 1; /* what no answer did */
    g->s.cards[0].damage++;
    cr_assert_null(gcg_replay_save(g), "a replay that gives another game is not written");
    gcg_game_free(g);
}
