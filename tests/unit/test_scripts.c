/*
 * test_scripts.c -- every card script of the pool: each card of a scripted set
 * (tests/data/scripted-sets.txt, which must list every set of the pool: issue
 * 22) whose text needs a script has one, and every script there is loads (the
 * engine reads each one's effects).
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include "gcg.h"

/* The sets that must be complete (tests/data/scripted-sets.txt), as one text:
 * " ST01 ST02 ... ". */
static void scripted_sets(char *out, size_t n)
{
    FILE *f = fopen("tests/data/scripted-sets.txt", "r");
    cr_assert(f, "tests/data/scripted-sets.txt");
    char line[64];
    snprintf(out, n, " ");
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = 0;
        if (line[0] && line[0] != '#' && strlen(out) + strlen(line) + 2 < n) {
            strcat(out, line);
            strcat(out, " ");
        }
    }
    fclose(f);
}

Test(scripts, every_card_with_effect_text_of_a_scripted_set_has_a_script_that_loads)
{
    gcg_err err;
    gcg_carddb *db = gcg_carddb_load("data/cards.json", &err);
    cr_assert(db, "%s", err.msg);
    gcg_engine_opts o = {.builtin_script_dir = "scripts"};
    gcg_engine *eng = gcg_engine_new(db, &o, &err);
    cr_assert(eng, "%s", err.msg);
    char sets[512], key[32], missing[4096] = "";
    scripted_sets(sets, sizeof sets);
    int n = 0, checked = 0;
    for (int i = 0; i < gcg_carddb_count(db); i++) {
        const gcg_card_def *d = gcg_carddb_at(db, i);
        snprintf(key, sizeof key, " %s ", d->set);
        if (!strstr(sets, key))
            continue;
        checked++;
        if (!gcg_card_needs_script(d) || gcg_engine_card_script(eng, i))
            continue;
        if (strlen(missing) < sizeof missing - 16) {
            strcat(missing, " ");
            strcat(missing, d->number);
        }
        n++;
    }
    cr_expect_eq(checked, gcg_carddb_count(db),
                 "every set of the pool is in tests/data/scripted-sets.txt: %d of %d cards are",
                 checked, gcg_carddb_count(db));
    cr_expect_eq(n, 0, "%d card(s) with effect text have no script (or it fails to load):%s", n,
                 missing);
    gcg_engine_free(eng);
    gcg_carddb_free(db);
}

Test(scripts, every_script_that_exists_loads)
{
    gcg_err err;
    gcg_carddb *db = gcg_carddb_load("data/cards.json", &err);
    cr_assert(db, "%s", err.msg);
    gcg_engine_opts o = {.builtin_script_dir = "scripts"};
    gcg_engine *eng = gcg_engine_new(db, &o, &err);
    cr_assert(eng, "%s", err.msg);
    char path[256], bad[4096] = "";
    int n = 0;
    for (int i = 0; i < gcg_carddb_count(db); i++) {
        const gcg_card_def *d = gcg_carddb_at(db, i);
        snprintf(path, sizeof path, "scripts/cards/%s/%s.lua", d->set, d->number);
        FILE *f = fopen(path, "r");
        if (!f)
            continue;
        fclose(f);
        if (gcg_engine_card_script(eng, i))
            continue;
        if (strlen(bad) < sizeof bad - 16) {
            strcat(bad, " ");
            strcat(bad, d->number);
        }
        n++;
    }
    cr_expect_eq(n, 0, "%d script(s) fail to load:%s", n, bad);
    gcg_engine_free(eng);
    gcg_carddb_free(db);
}

Test(scripts, a_card_with_only_core_keywords_needs_no_script)
{
    gcg_err err;
    gcg_carddb *db = gcg_carddb_load("data/cards.json", &err);
    cr_assert(db);
    static const char *const keyword_only[] = {"ST01-008", "ST03-002", "GD01-030", "GD01-041", "T-008"};
    for (size_t i = 0; i < sizeof keyword_only / sizeof keyword_only[0]; i++)
        cr_expect(!gcg_card_needs_script(gcg_carddb_at(db, gcg_carddb_find(db, keyword_only[i]))),
                  "%s", keyword_only[i]);
    static const char *const scripted[] = {"ST01-004", "ST02-001", "ST03-008", "GD01-001"};
    for (size_t i = 0; i < sizeof scripted / sizeof scripted[0]; i++)
        cr_expect(gcg_card_needs_script(gcg_carddb_at(db, gcg_carddb_find(db, scripted[i]))),
                  "%s", scripted[i]);
    gcg_carddb_free(db);
}
