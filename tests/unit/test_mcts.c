/*
 * test_mcts.c -- the searching bot (bot_mcts.c): it never reads what its player
 * cannot see (permuting the hidden cards, or the game's random state, changes
 * neither its sample of the hidden cards nor its answer), it is repeatable for a
 * seed, it keeps to its iteration budget, it leaves the searched game as it was,
 * it plays every mode to the end, and its parameters are read with clear errors.
 * Small budgets only: strength and speed are measured by bench/bench_mcts.c.
 */
#include "gamefix.h"
#include "bot_mcts.h"
#include "game.h"
#include "rng.h"

TestSuite(mcts, .init = fx_setup, .fini = fx_teardown, .timeout = 600);

static gcg_mcts *searcher(int iters)
{
    gcg_mcts_params p;
    gcg_mcts_defaults(&p);
    p.iters = iters;
    return gcg_mcts_new(&p);
}

static void answer(gcg_game *g, const int *ch, int n)
{
    gcg_err err = {{0}};
    cr_assert_eq(gcg_respond(g, ch, n, &err), 0, "answer refused: %s", err.msg);
}

/* Greedy answers until `n` answers are in the log, and on until no effect is
 * stopped at a question (its start state would need the same permutation). */
static void play_to(gcg_game *g, int n, uint64_t seed)
{
    while (!gcg_game_over(g) && (gcg_log_length(g) < n || g->s.eff_running)) {
        int ch[256];
        int k = gcg_bot_choose(g, GCG_BOT_GREEDY, &seed, ch, 256);
        answer(g, ch, k);
    }
}

static int named_by_option(const gcg_game *g, int cid)
{
    gcg_decision d;
    gcg_game_decision(g, &d);
    for (int i = 0; i < d.noptions; i++)
        if (gcg_option_card(g, i) == cid)
            return 1;
    return 0;
}

/* Deal again, at random, the cards `viewer` cannot see among the places they
 * hide in, each owner's apart (the resource deck apart too), as the real game
 * could have them: other hands, decks, face-down shields.  Returns how many
 * places changed card. */
static int permute_hidden(gcg_game *g, int viewer, uint64_t seed)
{
    gstate *s = &g->s;
    int moved = 0;
    for (int owner = 0; owner < s->nplayers; owner++)
        for (int res = 0; res < 2; res++) {
            int zs[MAX_CARDS], is[MAX_CARDS], k = 0;
            uint16_t ids[MAX_CARDS];
            for (int z = 0; z < state_nzones(s); z++)
                for (int i = 0; i < s->zones[z].n; i++) {
                    int cid = s->zones[z].ids[i];
                    const card *c = &s->cards[cid];
                    gcg_card_view v;
                    if (c->owner != owner || (c->loc == GCG_LOC_RESOURCE_DECK) != res ||
                        (c->loc != GCG_LOC_HAND && c->loc != GCG_LOC_DECK &&
                         c->loc != GCG_LOC_SHIELD && c->loc != GCG_LOC_RESOURCE_DECK) ||
                        gcg_card_get(g, viewer, cid, &v) == 0 || named_by_option(g, cid))
                        continue;
                    zs[k] = z;
                    is[k] = i;
                    ids[k++] = (uint16_t)cid;
                }
            rng_state r;
            rng_seed(&r, seed + (uint64_t)owner * 31 + (uint64_t)res);
            rng_shuffle16(&r, ids, k);
            for (int j = 0; j < k; j++) {
                zone *z = &s->zones[zs[j]];
                moved += z->ids[is[j]] != ids[j];
                z->ids[is[j]] = ids[j];
                s->cards[ids[j]].loc = z->loc;
                s->cards[ids[j]].zone = (uint8_t)zs[j];
            }
        }
    game_touch(g);
    return moved;
}

/* Positions of greedy games: decisions at several points of several games. */
#define NPOS 16
static gcg_game *position(int i)
{
    static const int at[] = {3, 15, 30, 50};
    gcg_game *g = fx_game(100 + (uint64_t)i / 4, -1);
    gcg_game_set_narration(g, 0);
    play_to(g, at[i % 4], 7 + (uint64_t)i);
    return g;
}

Test(mcts, sample_ignores_where_hidden_cards_lie)
{
    int checked = 0;
    for (int i = 0; i < NPOS; i++) {
        gcg_game *g = position(i);
        if (gcg_game_over(g)) {
            gcg_game_free(g);
            continue;
        }
        int viewer = gcg_game_decider(g);
        gcg_game *h = gcg_game_clone(g);
        cr_assert_gt(permute_hidden(h, viewer, 99 + (uint64_t)i), 0, "position %d", i);
        rng_seed(&h->s.rng, 12345); /* the game's random state is hidden too */
        cr_assert_neq(gcg_game_hash(g), gcg_game_hash(h));
        for (uint64_t seed = 1; seed <= 3; seed++) {
            gcg_game *a = gcg_game_clone(g), *b = gcg_game_clone(h);
            uint64_t ra = seed, rb = seed;
            mcts_determinize(a, viewer, &ra, NULL);
            mcts_determinize(b, viewer, &rb, NULL);
            cr_assert_eq(ra, rb);
            cr_assert_eq(gcg_game_hash(a), gcg_game_hash(b),
                         "position %d, seed %d: the sample depends on hidden cards", i, (int)seed);
            char buf[512];
            cr_assert_eq(gcg_game_check(a, buf, sizeof buf), 0, "%s", buf);
            /* What the viewer sees is the game's own. */
            char *va = gcg_view_json(a, viewer), *vg = gcg_view_json(g, viewer);
            cr_assert_str_eq(va, vg, "position %d: the sample changed what P%d sees", i,
                             viewer + 1);
            free(va);
            free(vg);
            gcg_game_free(a);
            gcg_game_free(b);
        }
        gcg_game_free(g);
        gcg_game_free(h);
        checked++;
    }
    cr_assert_geq(checked, NPOS / 2);
}

Test(mcts, answer_ignores_where_hidden_cards_lie)
{
    gcg_mcts *m = searcher(60);
    int checked = 0;
    for (int i = 0; i < NPOS; i++) {
        gcg_game *g = position(i);
        if (gcg_game_over(g)) {
            gcg_game_free(g);
            continue;
        }
        int viewer = gcg_game_decider(g);
        gcg_game *h = gcg_game_clone(g);
        permute_hidden(h, viewer, 5 + (uint64_t)i);
        rng_seed(&h->s.rng, 777);
        uint64_t ra = 42 + (uint64_t)i, rb = ra;
        int ca[256], cb[256];
        int na = gcg_mcts_choose(m, g, &ra, ca, 256);
        int visits[256], nst = gcg_mcts_nstats(m);
        for (int k = 0; k < nst; k++) {
            gcg_mcts_stat st;
            gcg_mcts_stat_at(m, k, &st);
            visits[k] = st.visits;
        }
        int nb = gcg_mcts_choose(m, h, &rb, cb, 256);
        cr_assert_eq(na, nb);
        for (int k = 0; k < na; k++)
            cr_assert_eq(ca[k], cb[k], "position %d: another answer when hidden cards move", i);
        cr_assert_eq(gcg_mcts_nstats(m), nst);
        for (int k = 0; k < nst; k++) {
            gcg_mcts_stat st;
            gcg_mcts_stat_at(m, k, &st);
            cr_assert_eq(st.visits, visits[k], "position %d: other statistics", i);
        }
        gcg_game_free(g);
        gcg_game_free(h);
        checked++;
    }
    cr_assert_geq(checked, NPOS / 2);
    gcg_mcts_free(m);
}

/* MCTS (iters) at seat 0 against greedy, game seed; the final hash. */
static uint64_t play_game(gcg_mcts *m, uint64_t seed, int *answers)
{
    gcg_game *g = fx_game(seed, -1);
    gcg_game_set_narration(g, 0);
    uint64_t rng = seed * 3 + 1;
    while (!gcg_game_over(g)) {
        int ch[256], n;
        if (gcg_game_decider(g) == 0)
            n = gcg_mcts_choose(m, g, &rng, ch, 256);
        else
            n = gcg_bot_choose(g, GCG_BOT_GREEDY, &rng, ch, 256);
        answer(g, ch, n);
    }
    uint64_t h = gcg_game_hash(g);
    *answers = gcg_log_length(g);
    gcg_game_free(g);
    return h;
}

Test(mcts, repeatable_for_a_seed)
{
    gcg_mcts *m = searcher(25), *other = searcher(25);
    int na, nb;
    uint64_t a = play_game(m, 11, &na);
    uint64_t b = play_game(other, 11, &nb); /* a fresh searcher: the same game */
    uint64_t c = play_game(m, 11, &nb);     /* a used one: the same game */
    cr_assert_eq(a, b);
    cr_assert_eq(a, c);
    cr_assert_eq(na, nb);
    gcg_mcts_free(m);
    gcg_mcts_free(other);
}

Test(mcts, keeps_to_its_iteration_budget)
{
    gcg_mcts *m = searcher(37);
    gcg_game *g = fx_game(21, -1);
    gcg_game_set_narration(g, 0);
    uint64_t rng = 5;
    int searched = 0, forced = 0;
    while (!gcg_game_over(g) && gcg_log_length(g) < 60) {
        gcg_decision d;
        gcg_game_decision(g, &d);
        int ch[256];
        int n = gcg_mcts_choose(m, g, &rng, ch, 256);
        long it = gcg_mcts_iterations(m);
        if (d.noptions == 1) {
            cr_assert_eq(it, 0, "a forced answer is not searched");
            forced++;
        } else if (gcg_mcts_nstats(m) > 1) {
            cr_assert_eq(it, 37);
            long visits = 0;
            for (int k = 0; k < gcg_mcts_nstats(m); k++) {
                gcg_mcts_stat st;
                gcg_mcts_stat_at(m, k, &st);
                visits += st.visits;
                cr_assert(st.value >= 0 && st.value <= 1);
                if (k)
                    cr_assert_leq(st.visits, visits - st.visits, "best first");
            }
            cr_assert_eq(visits, 37, "each iteration starts with one answer");
            searched++;
        }
        answer(g, ch, n);
    }
    cr_assert_gt(searched, 5);
    cr_assert_gt(forced, 0);
    gcg_game_free(g);
    gcg_mcts_free(m);
}

Test(mcts, search_leaves_the_game_unchanged)
{
    gcg_mcts *m = searcher(40);
    for (int i = 0; i < 8; i++) {
        gcg_game *g = position(i);
        gcg_game_set_narration(g, 1);
        uint64_t h = gcg_game_hash(g);
        int log = gcg_log_length(g), narr = gcg_narration_count(g);
        char *view = gcg_view_json(g, -1);
        uint64_t rng = 3;
        int ch[256];
        gcg_mcts_choose(m, g, &rng, ch, 256);
        cr_assert_eq(gcg_game_hash(g), h);
        cr_assert_eq(gcg_log_length(g), log);
        cr_assert_eq(gcg_narration_count(g), narr);
        char *after = gcg_view_json(g, -1);
        cr_assert_str_eq(after, view);
        free(view);
        free(after);
        gcg_game_free(g);
    }
    gcg_mcts_free(m);
}

/* Every mode to its end with searching bots in every seat, the invariant
 * checker on after every step (the samples' states included).  Returns how many
 * decisions offered a hand-off within a team (12-3-4: "handoff" options). */
static int mode_game(const char *mode, const char *variant, const char *options, int n)
{
    gcg_err err = {{0}};
    gcg_engine_opts o = {.builtin_script_dir = "scripts", .check_invariants = 1};
    gcg_engine *eng = gcg_engine_new(fx.db, &o, &err);
    cr_assert_not_null(eng, "%s", err.msg);
    gcg_game_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.mode = mode;
    cfg.variant = variant;
    cfg.options = options;
    cfg.nplayers = n;
    cfg.seed = 4;
    cfg.first_player = -1;
    for (int p = 0; p < n; p++)
        cfg.players[p].deck = p % 2 ? fx.gw : fx.bw;
    gcg_game *g = gcg_game_new(eng, &cfg, &err);
    cr_assert_not_null(g, "%s: %s", mode, err.msg);
    gcg_game_set_narration(g, 0);
    gcg_mcts *m = searcher(8);
    uint64_t rng = 9;
    int handoffs = 0;
    while (!gcg_game_over(g)) {
        int ch[256];
        char key[64];
        gcg_decision d;
        gcg_game_decision(g, &d);
        for (int i = 0; i < d.noptions; i++)
            if (gcg_option_key(g, i, key, sizeof key) == 0 && !strncmp(key, "handoff", 7)) {
                handoffs++;
                break;
            }
        int k = gcg_mcts_choose(m, g, &rng, ch, 256);
        answer(g, ch, k);
    }
    char buf[512];
    cr_assert_eq(gcg_game_check(g, buf, sizeof buf), 0, "%s: %s", mode, buf);
    cr_assert_neq(gcg_game_end_reason(g), GCG_END_ERROR, "%s: %s", mode,
                  gcg_script_error_count(g) ? gcg_script_error(g, 0) : "ended in error");
    cr_assert_eq(gcg_script_error_count(g), 0, "%s: %s", mode, gcg_script_error(g, 0));
    gcg_mcts_free(m);
    gcg_game_free(g);
    gcg_engine_free(eng);
    return handoffs;
}

Test(mcts, plays_standard) { mode_game("standard", NULL, NULL, 2); }
Test(mcts, plays_team_battle)
{
    /* the searcher answers the team's hand-offs (O_HANDOFF) too */
    cr_assert_gt(mode_game("team", NULL, NULL, 4), 0, "no hand-off was offered: the test "
                 "no longer covers them");
}
Test(mcts, plays_battle_royale_3) { mode_game("battle-royale", "last-standing", NULL, 3); }
Test(mcts, plays_battle_royale_4) { mode_game("battle-royale", "sudden-death", NULL, 4); }
Test(mcts, plays_partial_mulligan) { mode_game("partial-mulligan", NULL, NULL, 2); }
Test(mcts, plays_round_limit) { mode_game("round-limit", NULL, "rounds=4", 2); }
Test(mcts, plays_vanguard) { mode_game("vanguard", NULL, "size=3", 2); }
Test(mcts, plays_eight_shields) { mode_game("eight-shields", NULL, NULL, 2); }
Test(mcts, plays_most_shields) { mode_game("most-shields", NULL, "turns=6", 2); }
Test(mcts, plays_battle_royale_6) { mode_game("battle-royale", NULL, NULL, 6); }

Test(mcts, gcg_bot_choose_searches_too)
{
    gcg_game *g = position(5);
    uint64_t r1 = 8, r2 = 8;
    int a[256], b[256];
    int na = gcg_bot_choose(g, GCG_BOT_MCTS, &r1, a, 256);
    gcg_mcts *m = gcg_mcts_new(NULL);
    int nb = gcg_mcts_choose(m, g, &r2, b, 256);
    cr_assert_eq(na, nb);
    cr_assert_eq(a[0], b[0]);
    gcg_mcts_free(m);
    gcg_game_free(g);
}

Test(mcts, parameters_read_with_clear_errors)
{
    gcg_bot_kind k;
    gcg_mcts_params p, d;
    gcg_err err = {{0}};
    gcg_mcts_defaults(&d);
    cr_assert_eq(gcg_bot_parse("greedy", &k, &p, &err), 0);
    cr_assert_eq(k, GCG_BOT_GREEDY);
    cr_assert_eq(gcg_bot_parse("mcts", &k, &p, &err), 0);
    cr_assert_eq(k, GCG_BOT_MCTS);
    cr_assert_eq(p.iters, d.iters);
    cr_assert_eq(gcg_bot_parse("mcts:iters=2000", &k, &p, &err), 0);
    cr_assert_eq(p.iters, 2000);
    cr_assert_eq(p.ms, 0);
    cr_assert_eq(gcg_bot_parse("mcts:ms=100", &k, &p, &err), 0);
    cr_assert_eq(p.ms, 100);
    cr_assert_eq(p.iters, 0, "a time budget alone");
    cr_assert_eq(gcg_bot_parse("mcts:iters=500,ms=50,depth=0,explore=1.5,playout=random", &k,
                               &p, &err), 0, "%s", err.msg);
    cr_assert(p.iters == 500 && p.ms == 50 && p.depth == 0 && p.explore == 1.5 &&
              p.playout == GCG_PLAYOUT_RANDOM);
    char name[128];
    gcg_mcts_name(&p, name, sizeof name);
    cr_assert_str_eq(name, "mcts:iters=500,ms=50,depth=0,explore=1.5,playout=random");
    gcg_bot_parse("mcts:ms=100", &k, &p, &err);
    gcg_mcts_name(&p, name, sizeof name);
    cr_assert_str_eq(name, "mcts:ms=100");
    gcg_bot_parse("mcts", &k, &p, &err);
    gcg_mcts_name(&p, name, sizeof name);
    cr_assert_str_eq(name, "mcts");
    static const struct { const char *text, *says; } bad[] = {
        {"mcst", "'mcst' is not a bot"},
        {"mcts:itres=5", "'itres' is not a parameter"},
        {"mcts:iters=abc", "iters=abc"},
        {"mcts:iters=-3", "iters=-3"},
        {"mcts:iters=0", "a budget is needed"},
        {"mcts:ms=", "ms="},
        {"mcts:depth=1000", "depth=1000"},
        {"mcts:explore=x", "explore=x"},
        {"mcts:playout=smart", "playout=smart"},
        {"mcts:iters", "'iters' is not NAME=VALUE"},
        {"mcts:", "'' is not NAME=VALUE"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err.msg[0] = 0;
        cr_assert_eq(gcg_bot_parse(bad[i].text, &k, &p, &err), -1, "%s accepted", bad[i].text);
        cr_assert(strstr(err.msg, bad[i].says), "%s: '%s' does not say '%s'", bad[i].text,
                  err.msg, bad[i].says);
    }
}

/* The heuristic playout policy does not prefer handing a team's decision on
 * (12-3-4) to ending the main phase or passing: a hand-off does nothing by
 * itself (a score of 5, above the end's 1, made playouts hand the decision to
 * and fro; team games against greedy: 94.6% won before, 97.4% after).  Team
 * games between greedy bots, and at every decision whose options are only
 * hand-offs and the end of the main phase or a pass, the policy's answer under
 * 16 random states. */
Test(mcts, playout_prefers_ending_to_handing_off)
{
    gcg_game_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.mode = "team";
    cfg.nplayers = 4;
    cfg.first_player = -1;
    for (int p = 0; p < 4; p++)
        cfg.players[p].deck = p % 2 ? fx.gw : fx.bw;
    int seen = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        cfg.seed = seed;
        gcg_err err = {{0}};
        gcg_game *g = gcg_game_new(fx.eng, &cfg, &err);
        cr_assert_not_null(g, "%s", err.msg);
        uint64_t bot = seed;
        while (!gcg_game_over(g)) {
            gcg_decision d;
            gcg_game_decision(g, &d);
            int handoffs = 0, ends = 0;
            char key[64];
            for (int i = 0; i < d.noptions; i++) {
                cr_assert_eq(gcg_option_key(g, i, key, sizeof key), 0);
                handoffs += !strncmp(key, "handoff", 7);
                ends += !strcmp(key, "end") || !strcmp(key, "pass");
            }
            if (handoffs && ends && handoffs + ends == d.noptions) {
                seen++;
                for (uint64_t r = 1; r <= 16; r++) {
                    int ch[4];
                    uint64_t rng = r * 0x9E3779B97F4A7C15ull;
                    cr_assert_eq(mcts_playout_choose(g, &rng, ch, 4), 1);
                    cr_assert_eq(gcg_option_key(g, ch[0], key, sizeof key), 0);
                    cr_assert(!strncmp(key, "end", 3) || !strcmp(key, "pass"),
                              "the playout chose '%s' over ending or passing", key);
                }
            }
            int ch[256];
            int k = gcg_bot_choose(g, GCG_BOT_GREEDY, &bot, ch, 256);
            answer(g, ch, k);
        }
        gcg_game_free(g);
    }
    cr_assert_gt(seen, 0, "no decision of hand-offs and an end: the test no longer covers them");
}
