/*
 * test_scripts.c -- every card script of the pool: each card whose text needs a
 * script has one, and every script loads (the engine reads each one's effects).
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include "gcg.h"

Test(scripts, every_card_with_effect_text_has_a_script_that_loads)
{
    gcg_err err;
    gcg_carddb *db = gcg_carddb_load("data/cards.json", &err);
    cr_assert(db, "%s", err.msg);
    gcg_engine_opts o = {.builtin_script_dir = "scripts"};
    gcg_engine *eng = gcg_engine_new(db, &o, &err);
    cr_assert(eng, "%s", err.msg);
    char missing[4096] = "";
    int n = 0;
    for (int i = 0; i < gcg_carddb_count(db); i++) {
        const gcg_card_def *d = gcg_carddb_at(db, i);
        if (!gcg_card_needs_script(d) || gcg_engine_card_script(eng, i))
            continue;
        if (strlen(missing) < sizeof missing - 16) {
            strcat(missing, " ");
            strcat(missing, d->number);
        }
        n++;
    }
    cr_expect_eq(n, 0, "%d card(s) with effect text have no script (or it fails to load):%s", n,
                 missing);
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
