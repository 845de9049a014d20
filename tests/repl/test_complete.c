/*
 * test_complete.c -- the REPL's tab completion (repl/complete.c): commands,
 * option labels, card names and numbers, help topics, files, auto and log words.
 */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>
#include "complete.h"

static const char *const names[] = {"board", "hand", "card", "log", "undo", "redo", "save",
                                    "load", "seed", "auto", "reload", "lua", "help", "quit",
                                    NULL};

typedef struct got {
    char *c[512];
    int n;
} got;

static void add(void *ctx, const char *cand)
{
    got *g = ctx;
    if (g->n < 512)
        g->c[g->n++] = strdup(cand);
}

static int has(const got *g, const char *s)
{
    for (int i = 0; i < g->n; i++)
        if (!strcmp(g->c[i], s))
            return 1;
    return 0;
}

static void clear(got *g)
{
    for (int i = 0; i < g->n; i++)
        free(g->c[i]);
    g->n = 0;
}

static gcg_carddb *db;

static void setup(void)
{
    gcg_err err;
    db = gcg_carddb_load("data/cards.json", &err);
    cr_assert_not_null(db, "%s", err.msg);
}

static void teardown(void)
{
    gcg_carddb_free(db);
}

TestSuite(complete, .init = setup, .fini = teardown);

Test(complete, commands_at_the_start)
{
    got g = {0};
    cr_assert_eq(complete_line(names, db, NULL, "he", add, &g), 0);
    cr_assert_eq(g.n, 1);
    cr_assert_str_eq(g.c[0], "help ");
    clear(&g);
    complete_line(names, db, NULL, "  re", add, &g);
    cr_assert(has(&g, "redo ") && has(&g, "reload "));
    cr_assert_eq(g.n, 2);
    clear(&g);
    complete_line(names, db, NULL, "", add, &g);
    cr_assert_eq(g.n, 14);
    clear(&g);
}

Test(complete, card_names_and_numbers)
{
    got g = {0};
    int start = complete_line(names, db, NULL, "card g-fi", add, &g);
    cr_assert_eq(start, 5);
    cr_assert_eq(g.n, 1);
    cr_assert_str_eq(g.c[0], "G-Fighter");
    clear(&g);
    complete_line(names, db, NULL, "card Zaku", add, &g);
    cr_assert(has(&g, "Zaku Ⅱ") && has(&g, "Zaku Mariner"));
    for (int i = 0; i < g.n; i++)
        for (int j = 0; j < i; j++)
            cr_assert_str_neq(g.c[i], g.c[j], "offered twice: %s", g.c[i]);
    clear(&g);
    complete_line(names, db, NULL, "card ST01-01", add, &g);
    cr_assert(has(&g, "ST01-010") && has(&g, "ST01-016"));
    clear(&g);
}

Test(complete, words_after_commands)
{
    got g = {0};
    cr_assert_eq(complete_line(names, db, NULL, "help un", add, &g), 5);
    cr_assert_eq(g.n, 1);
    cr_assert_str_eq(g.c[0], "undo");
    clear(&g);
    complete_line(names, db, NULL, "auto t", add, &g);
    cr_assert(g.n == 1 && has(&g, "turn"));
    clear(&g);
    complete_line(names, db, NULL, "log ", add, &g);
    cr_assert(g.n == 1 && has(&g, "all"));
    clear(&g);
    complete_line(names, db, NULL, "load data/cards.js", add, &g);
    cr_assert(g.n == 1 && has(&g, "data/cards.json"));
    clear(&g);
    complete_line(names, db, NULL, "save dat", add, &g);
    cr_assert(has(&g, "data/"));
    clear(&g);
}

Test(complete, option_labels)
{
    gcg_err err;
    const char *dirs[] = {NULL};
    gcg_engine_opts o = {.script_dirs = dirs, .builtin_script_dir = "scripts"};
    gcg_engine *eng = gcg_engine_new(db, &o, &err);
    cr_assert_not_null(eng, "%s", err.msg);
    gcg_problems pr = {0};
    gcg_deck *a = gcg_deck_load(db, "decks/blue-white-midrange.deck", &pr);
    gcg_deck *b = gcg_deck_load(db, "decks/green-white-ramp.deck", &pr);
    cr_assert(a && b && pr.n == 0);
    gcg_game_config cfg = {.nplayers = 2, .seed = 7, .first_player = -1};
    cfg.players[0].deck = a;
    cfg.players[1].deck = b;
    gcg_game *game = gcg_game_new(eng, &cfg, &err);
    cr_assert_not_null(game, "%s", err.msg);
    got g = {0};
    complete_line(names, db, game, "ke", add, &g);
    cr_assert(g.n == 1 && has(&g, "Keep this hand"));
    clear(&g);
    complete_line(names, db, game, "redraw (hand", add, &g);
    cr_assert(g.n == 1 && has(&g, "Redraw (hand to the bottom, draw 5, shuffle)"));
    clear(&g);
    complete_line(names, db, game, "re", add, &g); /* commands and a label */
    cr_assert(has(&g, "redo ") && has(&g, "Redraw (hand to the bottom, draw 5, shuffle)"));
    clear(&g);
    gcg_game_free(game);
    gcg_deck_free(a);
    gcg_deck_free(b);
    gcg_problems_free(&pr);
    gcg_engine_free(eng);
}
