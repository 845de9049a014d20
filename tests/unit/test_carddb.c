/*
 * test_carddb.c -- Criterion tests of the card database (src/carddb.c): loading
 * the real data, the fields derived from card text, link conditions (3-2-6),
 * search, refusing malformed files with one precise message, and merging.
 *
 * Run from the repository root (meson's test workdir), so data/ and tests/data/
 * paths work.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include "carddb.h"
#include "gcg.h"
#include "util.h"

/* The cards of data/cards.json: every released card (data/SOURCE.md). */
#define REAL_CARDS 1075

#define CARDS "data/cards.json"

static gcg_carddb *db;

static void load_real(void)
{
    gcg_err err = {{0}};
    db = gcg_carddb_load(CARDS, &err);
    cr_assert_not_null(db, "%s", err.msg);
}

static void free_db(void)
{
    gcg_carddb_free(db);
    db = NULL;
}

static const gcg_card_def *card(const char *number)
{
    int i = gcg_carddb_find(db, number);
    cr_assert_geq(i, 0, "no card %s", number);
    return gcg_carddb_at(db, i);
}

/* ---------------------------------------------------------------- real data */

TestSuite(carddb_load, .init = load_real, .fini = free_db);

Test(carddb_load, real_data_has_every_released_card)
{
    cr_assert_eq(gcg_carddb_count(db), REAL_CARDS);
    cr_assert_str_eq(gcg_carddb_at(db, 0)->number, "EB01-001");
    cr_assert_null(gcg_carddb_at(db, REAL_CARDS));
    cr_assert_null(gcg_carddb_at(db, -1));
}

Test(carddb_load, unit_fields_of_st01_001)
{
    const gcg_card_def *d = card("ST01-001");
    cr_assert_str_eq(d->name, "Gundam");
    cr_assert_eq(d->type, GCG_UNIT);
    cr_assert_eq(d->colors, (unsigned)GCG_BLUE);
    cr_assert_eq(d->level, 4);
    cr_assert_eq(d->cost, 3);
    cr_assert_eq(d->ap, 3);
    cr_assert_eq(d->hp, 4);
    cr_assert_eq(d->ntraits, 2);
    cr_assert_str_eq(d->traits[0], "Earth Federation");
    cr_assert_str_eq(d->traits[1], "White Base Team");
    cr_assert_str_eq(d->link, "[Amuro Ray]");
    cr_assert_str_eq(d->zone, "Space/Earth");
    cr_assert_str_eq(d->rarity, "LR");
    cr_assert_str_eq(d->set, "ST01");
    cr_assert(!strncmp(d->text, "<Repair 2> (At the end", 22));
    cr_assert_null(d->pilot_name);
}

Test(carddb_load, utf8_names_kept_as_printed)
{
    cr_assert_str_eq(card("ST03-008")->name, "Zaku \xE2\x85\xA1"); /* Zaku Ⅱ */
    cr_assert_str_eq(card("ST03-007")->name, "Zaku Ⅰ");
    cr_assert_str_eq(card("ST03-006")->name, "Char's Zaku Ⅱ");
    cr_assert(strstr(card("ST01-015")->text, "【Activate･Main】【Once per Turn】②：") != NULL);
}

Test(carddb_load, missing_numbers_are_minus_one)
{
    const gcg_card_def *r = card("R-001");
    cr_assert_eq(r->type, GCG_RESOURCE);
    cr_assert_eq(r->level, -1);
    cr_assert_eq(r->cost, -1);
    cr_assert_eq(r->ap, -1);
    cr_assert_eq(r->hp, -1);
    cr_assert_eq(r->colors, 0u);
    cr_assert_null(r->link);
    cr_assert_null(r->zone);
    cr_assert_eq(r->ntraits, 0);
    const gcg_card_def *base = card("ST01-015");
    cr_assert_eq(base->ap, -1);
    cr_assert_eq(base->hp, 5);
    const gcg_card_def *cmd = card("ST01-014");
    cr_assert_eq(cmd->ap, -1);
    cr_assert_eq(cmd->hp, -1);
}

Test(carddb_load, pilot_boosts_and_empty_text)
{
    const gcg_card_def *amuro = card("ST01-010");
    cr_assert_eq(amuro->type, GCG_PILOT);
    cr_assert_eq(amuro->ap, 2);
    cr_assert_eq(amuro->hp, 1);
    cr_assert_str_eq(card("ST01-003")->text, "");
    cr_assert_eq(card("GD01-048")->ap, 0); /* the documented fill-in of data/SOURCE.md */
}

Test(carddb_load, token_and_ex_card_types)
{
    cr_assert_eq(card("T-001")->type, GCG_UNIT_TOKEN);
    cr_assert_eq(card("T-001")->colors, 0u);
    cr_assert_eq(card("T-001")->level, -1);
    cr_assert_eq(card("EXB-001")->type, GCG_EX_BASE);
    cr_assert_eq(card("EXB-001")->hp, 3);
    cr_assert_eq(card("EXR-001")->type, GCG_EX_RESOURCE);
    cr_assert_eq(card("ST01-015")->type, GCG_BASE);
    cr_assert_eq(card("ST01-012")->type, GCG_COMMAND);
}

Test(carddb_load, every_card_is_found_by_its_number)
{
    for (int i = 0; i < gcg_carddb_count(db); i++)
        cr_assert_eq(gcg_carddb_find(db, gcg_carddb_at(db, i)->number), i);
    cr_assert_eq(gcg_carddb_find(db, "ST01-999"), -1);
    cr_assert_eq(gcg_carddb_find(db, ""), -1);
    cr_assert_eq(gcg_carddb_find(db, "st01-001"), -1, "find is exact");
}

Test(carddb_load, missing_file_is_an_error)
{
    gcg_err err = {{0}};
    cr_assert_null(gcg_carddb_load("tests/data/cards/no-such-file.json", &err));
    cr_assert(strstr(err.msg, "tests/data/cards/no-such-file.json") != NULL, "%s", err.msg);
}

/* ---------------------------------------------------------------- derived */

TestSuite(carddb_derive, .init = load_real, .fini = free_db);

Test(carddb_derive, keywords_at_line_start)
{
    cr_assert_eq(card("ST01-001")->keywords, (unsigned)GCG_KW_REPAIR);
    cr_assert_eq(card("ST01-001")->repair, 2);
    cr_assert_eq(card("ST01-008")->keywords, (unsigned)GCG_KW_BLOCKER);
    cr_assert_eq(card("ST02-001")->keywords, (unsigned)GCG_KW_BREACH);
    cr_assert_eq(card("ST02-001")->breach, 5);
    cr_assert_eq(card("GD01-024")->keywords, (unsigned)GCG_KW_HIGH_MANEUVER);
    cr_assert_eq(card("T-008")->keywords, (unsigned)GCG_KW_BLOCKER, "tokens print keywords too");
    cr_assert_eq(card("ST04-001")->keywords, (unsigned)GCG_KW_BLOCKER);
}

Test(carddb_derive, support_printed_after_activate_main)
{
    const gcg_card_def *d = card("ST03-002"); /* 【Activate･Main】<Support 2> */
    cr_assert_eq(d->keywords, (unsigned)GCG_KW_SUPPORT);
    cr_assert_eq(d->support, 2);
    cr_assert_eq(card("GD01-046")->support, 3);
    cr_assert_eq(card("GD01-061")->support, 1);
}

Test(carddb_derive, granted_keywords_are_not_the_cards_own)
{
    cr_assert_eq(card("ST03-001")->keywords, 0u, "【During Pair】This Unit gains <High-Maneuver>");
    cr_assert_eq(card("GD01-034")->keywords, 0u, "【During Pair】This Unit gains <Breach 3>");
    cr_assert_eq(card("GD01-019")->keywords, 0u, "While ... this Unit gains <Blocker>");
    cr_assert_eq(card("GD01-087")->keywords, 0u, "a Pilot granting <Repair 1>");
    cr_assert_eq(card("ST02-012")->keywords, 0u, "a Command granting <Breach 3>");
    cr_assert_eq(card("ST02-012")->breach, 0);
}

Test(carddb_derive, command_timings_and_pilot_name)
{
    const gcg_card_def *d = card("ST01-012"); /* 【Main】 ... 【Pilot】[Hayato Kobayashi] */
    cr_assert_eq(d->timings, (unsigned)(GCG_TIMING_MAIN | GCG_TIMING_PILOT));
    cr_assert_str_eq(d->pilot_name, "Hayato Kobayashi");
    d = card("ST03-012"); /* 【Main】/【Action】 ... 【Pilot】[Angelo Sauper] */
    cr_assert_eq(d->timings, (unsigned)(GCG_TIMING_MAIN | GCG_TIMING_ACTION | GCG_TIMING_PILOT));
    cr_assert_str_eq(d->pilot_name, "Angelo Sauper");
    d = card("ST02-013"); /* 【Action】 ... 【Pilot】[Quatre Raberba Winner] */
    cr_assert_eq(d->timings, (unsigned)(GCG_TIMING_ACTION | GCG_TIMING_PILOT));
    cr_assert_str_eq(d->pilot_name, "Quatre Raberba Winner");
    d = card("ST04-012"); /* 【Burst】 ... 【Main】, no 【Pilot】 */
    cr_assert_eq(d->timings, (unsigned)(GCG_TIMING_BURST | GCG_TIMING_MAIN));
    cr_assert_null(d->pilot_name);
    d = card("ST01-014"); /* 【Burst】Activate this card's 【Main】. / 【Main】/【Action】 */
    cr_assert_eq(d->timings, (unsigned)(GCG_TIMING_BURST | GCG_TIMING_MAIN | GCG_TIMING_ACTION));
}

Test(carddb_derive, burst_on_pilots_and_bases_none_on_units)
{
    cr_assert_eq(card("ST01-010")->timings, (unsigned)GCG_TIMING_BURST);
    cr_assert_null(card("ST01-010")->pilot_name);
    cr_assert_eq(card("ST01-015")->timings, (unsigned)GCG_TIMING_BURST);
    cr_assert_eq(card("ST02-001")->timings, 0u);
    cr_assert_eq(card("ST01-001")->timings, 0u);
}

Test(carddb_derive, pilot_helpers)
{
    cr_assert_str_eq(carddb_pilot_name(card("ST01-012")), "Hayato Kobayashi");
    cr_assert_str_eq(carddb_pilot_name(card("ST01-010")), "Amuro Ray");
    cr_assert(carddb_can_pilot(card("ST01-010")));
    cr_assert(carddb_can_pilot(card("ST01-012")));
    cr_assert(!carddb_can_pilot(card("ST01-014")), "a Command without 【Pilot】");
    cr_assert(!carddb_can_pilot(card("ST01-001")));
}

/* ---------------------------------------------------------------- links */

TestSuite(carddb_link, .init = load_real, .fini = free_db);

Test(carddb_link, r3_2_6_pilot_name_condition)
{
    cr_assert(carddb_link_ok(card("ST01-001"), card("ST01-010")), "[Amuro Ray] + Amuro Ray");
    cr_assert(!carddb_link_ok(card("ST01-001"), card("ST01-011")), "[Amuro Ray] + Suletta");
    cr_assert(carddb_link_ok(card("ST01-006"), card("ST01-011")));
}

Test(carddb_link, r3_2_6_command_pilot_uses_its_pilot_name)
{
    cr_assert(carddb_link_ok(card("ST01-004"), card("ST01-012")), "Guntank + Hayato");
    cr_assert(carddb_link_ok(card("ST01-003"), card("ST01-013")), "Guncannon + Kai");
    cr_assert(!carddb_link_ok(card("ST01-004"), card("ST01-013")), "Guntank + Kai");
}

Test(carddb_link, r3_2_6_trait_condition)
{
    const gcg_card_def *guncannon = card("GD01-004"); /* (White Base Team) Trait */
    cr_assert(carddb_link_ok(guncannon, card("ST01-010")), "Amuro is White Base Team");
    cr_assert(carddb_link_ok(guncannon, card("ST01-012")), "so is the Command's Pilot");
    cr_assert(!carddb_link_ok(guncannon, card("ST01-011")), "Suletta is Academy");
}

Test(carddb_link, r3_2_6_alternatives_joined_by_slash)
{
    const gcg_card_def *shamblo = card("GD01-047"); /* (Newtype) Trait / (Cyber-Newtype) Trait */
    cr_assert(carddb_link_ok(shamblo, card("ST03-010")), "Full Frontal: Cyber-Newtype");
    cr_assert(carddb_link_ok(shamblo, card("ST03-011")), "Char: Newtype");
    cr_assert(!carddb_link_ok(shamblo, card("ST02-010")), "Heero: neither");
}

Test(carddb_link, r3_2_6_no_condition_never_links)
{
    cr_assert_null(card("ST01-005")->link);
    for (int i = 0; i < gcg_carddb_count(db); i++)
        cr_assert(!carddb_link_ok(card("ST01-005"), gcg_carddb_at(db, i)));
}

Test(carddb_link, r3_2_6_only_pilots_link)
{
    cr_assert(!carddb_link_ok(card("ST01-001"), card("ST01-014")), "Command without 【Pilot】");
    cr_assert(!carddb_link_ok(card("ST01-001"), card("ST01-001")), "a Unit");
    cr_assert(!carddb_link_ok(card("ST01-010"), card("ST01-010")), "a Pilot has no link");
    cr_assert(!carddb_link_ok(NULL, card("ST01-010")));
    cr_assert(!carddb_link_ok(card("ST01-001"), NULL));
}

Test(carddb_link, r3_2_6_4_name_contains_the_bracketed_text)
{
    gcg_err err = {{0}};
    cr_assert_eq(gcg_carddb_merge_file(db, "tests/data/cards/extra.json", &err), 0, "%s", err.msg);
    /* Gundam X [Garrod Ran] + the Pilot "Garrod Ran & Tiffa Adill" (the rules' example) */
    cr_assert(carddb_link_ok(card("TEST-002"), card("TEST-001")));
    cr_assert(!carddb_link_ok(card("ST01-001"), card("TEST-001")));
}

Test(carddb_link, has_trait)
{
    cr_assert(carddb_has_trait(card("ST01-010"), "Newtype"));
    cr_assert(carddb_has_trait(card("ST01-012"), "White Base Team"));
    cr_assert(!carddb_has_trait(card("ST01-010"), "Academy"));
    cr_assert(!carddb_has_trait(card("R-001"), "Newtype"));
}

/* ---------------------------------------------------------------- search */

TestSuite(carddb_search, .init = load_real, .fini = free_db);

static int contains(const int *out, int n, int idx)
{
    for (int i = 0; i < n; i++)
        if (out[i] == idx)
            return 1;
    return 0;
}

Test(carddb_search, ascii_roman_numerals_find_unicode_names)
{
    int out[32];
    int n = gcg_carddb_search(db, "Zaku II", out, 32);
    cr_assert_geq(n, 3);
    cr_assert(contains(out, n, gcg_carddb_find(db, "ST03-008")));
    cr_assert(contains(out, n, gcg_carddb_find(db, "GD01-035")));
    cr_assert(!contains(out, n, gcg_carddb_find(db, "ST03-007")), "Zaku Ⅰ is not Zaku Ⅱ");
    cr_assert_str_eq(gcg_carddb_at(db, out[0])->name, "Zaku Ⅱ", "exact names first");
}

Test(carddb_search, exact_number_comes_first)
{
    int out[64];
    int n = gcg_carddb_search(db, "st01-001", out, 64);
    cr_assert_geq(n, 1);
    cr_assert_str_eq(gcg_carddb_at(db, out[0])->number, "ST01-001");
    n = gcg_carddb_search(db, "T-001", out, 64);
    cr_assert_str_eq(gcg_carddb_at(db, out[0])->number, "T-001");
}

Test(carddb_search, name_trait_and_text_case_insensitive)
{
    int out[256];
    int n = gcg_carddb_search(db, "GUNDAM AERIAL", out, 256);
    cr_assert_geq(n, 5);
    n = gcg_carddb_search(db, "white base team", out, 256);
    cr_assert(contains(out, n, gcg_carddb_find(db, "ST01-010")), "by trait");
    n = gcg_carddb_search(db, "hayato", out, 256);
    cr_assert(contains(out, n, gcg_carddb_find(db, "ST01-012")), "by text");
}

Test(carddb_search, count_beyond_max_and_no_match)
{
    int out[2];
    int n = gcg_carddb_search(db, "gundam", out, 2);
    cr_assert_gt(n, 2, "returns the full count");
    cr_assert_eq(gcg_carddb_search(db, "no such card anywhere", out, 2), 0);
    cr_assert_eq(gcg_carddb_search(db, "", NULL, 0), REAL_CARDS, "empty text matches all");
}

Test(carddb_search, name_matches_normalises)
{
    cr_assert(carddb_name_matches("Zaku Ⅱ", "zaku ii"));
    cr_assert(carddb_name_matches("Zaku Ⅱ", "Zaku Ⅱ"));
    cr_assert(carddb_name_matches("Gundam (MA Form)", "  gundam   (ma form) "));
    cr_assert(!carddb_name_matches("Zaku Ⅱ", "Zaku I"));
    cr_assert(!carddb_name_matches("Gundam", "Gundam (MA Form)"));
}

Test(carddb_search, type_and_color_names)
{
    char buf[64];
    cr_assert_str_eq(gcg_card_type_name(GCG_UNIT), "Unit");
    cr_assert_str_eq(gcg_card_type_name(GCG_EX_RESOURCE), "EX Resource");
    gcg_color_names(GCG_BLUE | GCG_WHITE, buf, sizeof buf);
    cr_assert_str_eq(buf, "Blue/White");
    gcg_color_names(0, buf, sizeof buf);
    cr_assert_str_eq(buf, "");
    gcg_color_names(GCG_PURPLE, buf, sizeof buf);
    cr_assert_str_eq(buf, "Purple");
    gcg_color_names(GCG_BLUE | GCG_GREEN, buf, 6); /* truncated, still terminated */
    cr_assert_eq(strlen(buf), 5);
}

/* A filter's color = "Red" is text found in the card's color names (as
 * gcg_color_names writes them), read without writing them out. */
Test(carddb_search, colors_contain_text_as_the_names_do)
{
    cr_assert(carddb_colors_contain(GCG_BLUE | GCG_RED, "Red"));
    cr_assert(carddb_colors_contain(GCG_BLUE | GCG_RED, "Blu"));
    cr_assert(!carddb_colors_contain(GCG_BLUE | GCG_RED, "White"));
    cr_assert(!carddb_colors_contain(0, "Red"));
    cr_assert(carddb_colors_contain(GCG_BLUE | GCG_RED, "e/R"), "across two names");
    cr_assert(!carddb_colors_contain(GCG_BLUE | GCG_WHITE, "e/R"));
    cr_assert(carddb_colors_contain(0, ""), "empty text: in any list, as strstr says");
}

/* ---------------------------------------------------------------- malformed */

/* Two cards, one per object, one field per line: the first a good Unit (lines
 * 2-17), the second (lines 18-33) a Unit numbered X-002 with `key` replaced by
 * `value` (a JSON fragment) or left out (value NULL).  Field lines of the second
 * card: number 19, name 20, type 21, color 22, level 23, cost 24, ap 25, hp 26,
 * traits 27, link 28, zone 29, rarity 30, text 31, set 32 (one less from type on
 * when number is left out, and so on). */
static const char *const FIELDS[][2] = {
    {"number", "\"X-001\""}, {"name", "\"Test Unit\""}, {"type", "\"UNIT\""},
    {"color", "\"Blue\""},   {"level", "2"},            {"cost", "1"},
    {"ap", "2"},             {"hp", "2"},               {"traits", "[\"Zeon\"]"},
    {"link", "null"},        {"zone", "\"Space\""},     {"rarity", "\"C\""},
    {"text", "\"\""},        {"set", "\"TEST\""},
};
#define NFIELDS (int)(sizeof FIELDS / sizeof FIELDS[0])

/* One card object, FIELDS with the `n` overrides {key, value} applied (value
 * NULL: leave the key out). */
static void put_card(strbuf *b, const char *const (*over)[2], int n, const char *sep)
{
    sb_puts(b, " {\n");
    int first = 1;
    for (int i = 0; i < NFIELDS; i++) {
        const char *v = FIELDS[i][1];
        for (int k = 0; k < n; k++)
            if (!strcmp(FIELDS[i][0], over[k][0]))
                v = over[k][1];
        if (!v)
            continue;
        sb_printf(b, "%s  \"%s\": %s", first ? "" : ",\n", FIELDS[i][0], v);
        first = 0;
    }
    sb_printf(b, "\n }%s\n", sep);
}

/* Load the two-card file; returns the error message (static) or NULL if loaded. */
static const char *load_bad(const char *key, const char *value)
{
    static gcg_err err;
    const char *const first[][2] = {{"number", "\"X-001\""}};
    const char *const second[][2] = {{"number", "\"X-002\""}, {key ? key : "-", value}};
    strbuf b;
    sb_init(&b);
    sb_puts(&b, "[\n");
    put_card(&b, first, 1, ",");
    put_card(&b, second, 2, "");
    sb_puts(&b, "]\n");
    memset(&err, 0, sizeof err);
    gcg_carddb *d = gcg_carddb_load_string(b.s, "test.json", &err);
    sb_free(&b);
    if (d) {
        gcg_carddb_free(d);
        return NULL;
    }
    return err.msg;
}

Test(carddb_malformed, the_two_card_fixture_is_good)
{
    cr_assert_null(load_bad(NULL, NULL));
}

Test(carddb_malformed, field_of_wrong_json_type_names_file_card_field_line)
{
    cr_assert_str_eq(load_bad("hp", "\"4\""),
                     "test.json:26: card X-002: field \"hp\": expected a number or null, got string");
    cr_assert_str_eq(load_bad("level", "true"),
                     "test.json:23: card X-002: field \"level\": expected a number or null, got boolean");
    cr_assert_str_eq(load_bad("name", "7"),
                     "test.json:20: card X-002: field \"name\": expected a string, got number");
    cr_assert_str_eq(load_bad("zone", "[]"),
                     "test.json:29: card X-002: field \"zone\": expected a string or null, got array");
    cr_assert_str_eq(load_bad("text", "null"),
                     "test.json:31: card X-002: field \"text\": expected a string, got null");
}

Test(carddb_malformed, number_must_be_a_string)
{
    cr_assert_str_eq(load_bad("number", "2"),
                     "test.json:19: card #2: field \"number\": expected a string, got number");
    cr_assert_str_eq(load_bad("number", "\"\""),
                     "test.json:19: card #2: field \"number\": empty card number");
}

Test(carddb_malformed, missing_field_names_the_card_line)
{
    cr_assert_str_eq(load_bad("hp", NULL), "test.json:18: card X-002: missing field \"hp\"");
    cr_assert_str_eq(load_bad("number", NULL), "test.json:18: card #2: missing field \"number\"");
    cr_assert_str_eq(load_bad("set", NULL), "test.json:18: card X-002: missing field \"set\"");
}

Test(carddb_malformed, fractional_or_negative_numbers)
{
    cr_assert_str_eq(load_bad("cost", "1.5"),
                     "test.json:24: card X-002: field \"cost\": expected a whole number from 0 "
                     "to 999 or null, got 1.5");
    cr_assert_not_null(load_bad("ap", "-1"));
}

Test(carddb_malformed, unknown_type_and_color)
{
    cr_assert_str_eq(load_bad("type", "\"UNITT\""),
                     "test.json:21: card X-002: field \"type\": unknown card type \"UNITT\" "
                     "(expected UNIT, PILOT, COMMAND, BASE, RESOURCE, UNIT TOKEN, EX BASE or "
                     "EX RESOURCE)");
    cr_assert_str_eq(load_bad("color", "\"Pink\""),
                     "test.json:22: card X-002: field \"color\": unknown color \"Pink\" "
                     "(expected Blue, Green, Red, White, Purple or null)");
}

Test(carddb_malformed, traits_must_be_an_array_of_strings)
{
    cr_assert_str_eq(load_bad("traits", "\"Zeon\""),
                     "test.json:27: card X-002: field \"traits\": expected an array of strings, "
                     "got string");
    cr_assert_str_eq(load_bad("traits", "[\"Zeon\", 3]"),
                     "test.json:27: card X-002: field \"traits\": expected an array of strings, "
                     "item 2 is number");
}

Test(carddb_malformed, deck_cards_need_level_cost_and_color)
{
    cr_assert_str_eq(load_bad("level", "null"),
                     "test.json:23: card X-002: field \"level\": a Unit card needs a level "
                     "(2-9-2), got null");
    cr_assert_str_eq(load_bad("cost", "null"),
                     "test.json:24: card X-002: field \"cost\": a Unit card needs a cost "
                     "(2-10-2), got null");
    cr_assert_str_eq(load_bad("color", "null"),
                     "test.json:22: card X-002: field \"color\": a Unit card needs a color "
                     "(2-4-2), got null");
}

Test(carddb_malformed, a_command_needs_level_and_cost)
{
    /* A Command without 【Pilot】 and without AP/HP is fine; without a cost not. */
    const char *const over[][2] = {
        {"type", "\"COMMAND\""}, {"ap", "null"}, {"hp", "null"}, {"cost", "null"}};
    strbuf b;
    sb_init(&b);
    sb_puts(&b, "[\n");
    put_card(&b, over, 3, ",");
    put_card(&b, over, 4, "");
    sb_puts(&b, "]\n");
    char *second = strstr(b.s, "X-001") + 1;
    second = strstr(second, "X-001");
    second[4] = '2'; /* the second card is X-002 */
    gcg_err err = {{0}};
    cr_assert_null(gcg_carddb_load_string(b.s, "cmd.json", &err));
    cr_assert_str_eq(err.msg, "cmd.json:24: card X-002: field \"cost\": a Command card needs a "
                              "cost (2-10-2), got null");
    sb_free(&b);
}

Test(carddb_malformed, a_command_with_pilot_needs_ap_and_hp)
{
    const char *const over[][2] = {
        {"type", "\"COMMAND\""}, {"text", "\"【Main】Draw 1.\\n【Pilot】[Amuro Ray]\""},
        {"hp", "null"}};
    strbuf b;
    sb_init(&b);
    sb_puts(&b, "[\n");
    put_card(&b, over, 3, "");
    sb_puts(&b, "]\n");
    gcg_err err = {{0}};
    cr_assert_null(gcg_carddb_load_string(b.s, "cmd.json", &err));
    cr_assert_str_eq(err.msg, "cmd.json:10: card X-001: field \"hp\": a Command card with "
                              "【Pilot】 needs HP (3-4-6-1), got null");
    sb_free(&b);
}

Test(carddb_malformed, a_unit_needs_ap_and_hp)
{
    cr_assert_str_eq(load_bad("ap", "null"),
                     "test.json:25: card X-002: field \"ap\": a Unit card needs AP (3-2-5), got null");
    cr_assert_str_eq(load_bad("hp", "null"),
                     "test.json:26: card X-002: field \"hp\": a Unit card needs HP (3-2-5), got null");
}

Test(carddb_malformed, duplicate_card_number)
{
    cr_assert_str_eq(load_bad("number", "\"X-001\""),
                     "test.json:19: card X-001: field \"number\": duplicate card number (first "
                     "at line 3)");
}

Test(carddb_malformed, link_condition_must_be_readable)
{
    cr_assert_str_eq(load_bad("link", "\"Amuro Ray\""),
                     "test.json:28: card X-002: field \"link\": cannot read \"Amuro Ray\": expected "
                     "\"[Pilot name]\" or \"(Trait) Trait\", alternatives joined by \" / \"");
    cr_assert_not_null(load_bad("link", "\"[Amuro Ray] / \""));
    cr_assert_null(load_bad("link", "\"(Zeon) Trait / [Char Aznable]\""));
}

Test(carddb_malformed, json_syntax_error_has_line_and_column)
{
    gcg_err err = {{0}};
    cr_assert_null(gcg_carddb_load("tests/data/cards/bad-syntax.json", &err));
    cr_assert_str_eq(err.msg, "tests/data/cards/bad-syntax.json:6:3: JSON syntax error near "
                              "\"\"color\": \"Blue\"\"");
    cr_assert_null(gcg_carddb_load_string("", "empty.json", &err));
    cr_assert_str_eq(err.msg, "empty.json:1: empty file, expected a JSON array of cards");
    cr_assert_null(gcg_carddb_load_string("[\n{\"number\": \"X\"", "cut.json", &err));
    cr_assert(!strncmp(err.msg, "cut.json:2:", 11), "%s", err.msg);
}

Test(carddb_malformed, not_an_array_of_objects)
{
    gcg_err err = {{0}};
    cr_assert_null(gcg_carddb_load_string("\n{\"cards\": []}", "obj.json", &err));
    cr_assert_str_eq(err.msg, "obj.json:2: expected a JSON array of cards, got object");
    cr_assert_null(gcg_carddb_load_string("[\n  \"ST01-001\"\n]", "str.json", &err));
    cr_assert_str_eq(err.msg, "str.json:2: card #1: expected a card object, got string");
}

Test(carddb_malformed, empty_array_is_an_empty_db)
{
    gcg_err err = {{0}};
    gcg_carddb *d = gcg_carddb_load_string("[]", "none.json", &err);
    cr_assert_not_null(d, "%s", err.msg);
    cr_assert_eq(gcg_carddb_count(d), 0);
    cr_assert_eq(gcg_carddb_find(d, "ST01-001"), -1);
    gcg_carddb_free(d);
}

/* ---------------------------------------------------------------- merge */

TestSuite(carddb_merge, .init = load_real, .fini = free_db);

Test(carddb_merge, overrides_by_number_and_adds_new_cards)
{
    const gcg_card_def *old = card("ST01-001");
    int at = gcg_carddb_find(db, "ST01-001");
    gcg_err err = {{0}};
    cr_assert_eq(gcg_carddb_merge_file(db, "tests/data/cards/extra.json", &err), 0, "%s", err.msg);
    cr_assert_eq(gcg_carddb_count(db), REAL_CARDS + 2, "two new cards, one override");
    cr_assert_eq(gcg_carddb_find(db, "ST01-001"), at, "an override keeps the index");
    const gcg_card_def *d = card("ST01-001");
    cr_assert_str_eq(d->name, "Gundam (Test Override)");
    cr_assert_eq(d->ap, 9);
    cr_assert_eq(d->keywords, (unsigned)GCG_KW_BLOCKER);
    cr_assert_str_eq(old->name, "Gundam", "the old definition stays valid");
    cr_assert_str_eq(card("TEST-001")->name, "Garrod Ran & Tiffa Adill");
    cr_assert_str_eq(card("ST01-002")->name, "Gundam (MA Form)", "others untouched");
    for (int i = 0; i < gcg_carddb_count(db); i++)
        cr_assert_eq(gcg_carddb_find(db, gcg_carddb_at(db, i)->number), i);
}

Test(carddb_merge, failure_leaves_the_db_unchanged)
{
    gcg_err err = {{0}};
    cr_assert_eq(gcg_carddb_merge_file(db, "tests/data/cards/bad-hp.json", &err), -1);
    cr_assert_str_eq(err.msg, "tests/data/cards/bad-hp.json:26: card ST01-001: field \"hp\": "
                              "expected a number or null, got string");
    cr_assert_eq(gcg_carddb_count(db), REAL_CARDS);
    cr_assert_eq(gcg_carddb_find(db, "TEST-001"), -1, "the good card before the bad one is not added");
    cr_assert_str_eq(card("ST01-001")->name, "Gundam");
    cr_assert_eq(gcg_carddb_merge_file(db, "tests/data/cards/missing.json", &err), -1);
    cr_assert_eq(gcg_carddb_count(db), REAL_CARDS);
}

Test(carddb_merge, merging_the_same_file_twice_is_idempotent)
{
    gcg_err err = {{0}};
    cr_assert_eq(gcg_carddb_merge_file(db, "tests/data/cards/extra.json", &err), 0);
    cr_assert_eq(gcg_carddb_merge_file(db, "tests/data/cards/extra.json", &err), 0);
    cr_assert_eq(gcg_carddb_count(db), REAL_CARDS + 2);
}

/* --cards FILE with "number": "../../../../tmp/x" used to make the engine load a
 * script from outside every scripts folder (the number names the file).  A card
 * number has one form; anything else is refused with its file and line. */
Test(carddb_malformed, a_number_that_is_a_path_is_refused)
{
    const char *e = load_bad("number", "\"../../../../tmp/x\"");
    cr_assert(e && strstr(e, "test.json:") && strstr(e, "card #2: field \"number\": "
                                                       "\"../../../../tmp/x\" is not a card number"),
              "%s", e ? e : "(loaded)");
    cr_assert_not_null(load_bad("number", "\"GD01-001.lua\""));
    cr_assert_not_null(load_bad("number", "\"gd01-001\""));
    cr_assert_not_null(load_bad("number", "\"GD01--001\""));
    cr_assert_not_null(load_bad("number", "\"GD01\""));
    cr_assert_null(load_bad("number", "\"TEST-KW-009\""), "the tests' own numbers pass");
}

Test(carddb_malformed, a_set_that_is_a_path_is_refused)
{
    const char *e = load_bad("set", "\"../../x\"");
    cr_assert(e && strstr(e, "field \"set\": \"../../x\" is not a set"), "%s", e ? e : "(loaded)");
}

/* /dev/zero as --cards: refused with a clear error, not read until memory runs out. */
Test(carddb_load, a_device_or_a_huge_file_is_refused)
{
    gcg_err err = {{0}};
    cr_assert_null(gcg_carddb_load("/dev/zero", &err));
    cr_assert(strstr(err.msg, "/dev/zero: too big"), "%s", err.msg);
}

/* A keyword amount no card prints (found by fuzz_carddb: "<Repair 99999999999>"
 * overflowed the amount) is text, not a keyword; copies add up to 99 at most. */
Test(carddb_load, a_keyword_amount_too_large_is_not_a_keyword)
{
    const char *const over[][2] = {
        {"number", "\"X-001\""},
        {"text", "\"<Repair 99999999999> (huge)\\n<Breach 60>\\n<Breach 60>\""}};
    strbuf b;
    sb_init(&b);
    sb_puts(&b, "[\n");
    put_card(&b, over, 2, "");
    sb_puts(&b, "]\n");
    gcg_err err;
    gcg_carddb *d = gcg_carddb_load_string(b.s, "test.json", &err);
    sb_free(&b);
    cr_assert_not_null(d, "%s", err.msg);
    const gcg_card_def *c = gcg_carddb_at(d, gcg_carddb_find(d, "X-001"));
    cr_assert_eq(c->keywords & GCG_KW_REPAIR, 0u);
    cr_assert_eq(c->repair, 0);
    cr_assert_neq(c->keywords & GCG_KW_BREACH, 0u);
    cr_assert_eq(c->breach, 99);
    gcg_carddb_free(d);
}
