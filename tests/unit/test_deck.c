/*
 * test_deck.c -- Criterion tests of decks (src/deck.c): reading the plain and
 * JSON formats with their problems and line numbers, and the deck construction
 * rules 6-1, one test per rule (named after its number), plus the shipped decks.
 *
 * Run from the repository root (meson's test workdir).
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "carddb.h"
#include "gcg.h"
#include "util.h"

static gcg_carddb *db;
static gcg_problems probs;

static void setup(void)
{
    gcg_err err = {{0}};
    db = gcg_carddb_load("data/cards.json", &err);
    cr_assert_not_null(db, "%s", err.msg);
    probs = (gcg_problems){0, NULL};
}

static void teardown(void)
{
    gcg_problems_free(&probs);
    gcg_carddb_free(db);
}

static gcg_deck *parse(const char *text)
{
    gcg_deck *d = gcg_deck_parse(db, text, "decks/x.deck", &probs);
    cr_assert_not_null(d);
    return d;
}

/* Every problem, for assertion messages. */
static const char *all_problems(void)
{
    static char buf[4096];
    buf[0] = 0;
    for (int i = 0; i < probs.n; i++)
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "\n  %s", probs.msgs[i]);
    return buf;
}

static int has_problem(const char *msg)
{
    for (int i = 0; i < probs.n; i++)
        if (!strcmp(probs.msgs[i], msg))
            return 1;
    return 0;
}

#define assert_problem(msg) cr_assert(has_problem(msg), "missing: %s\ngot:%s", msg, all_problems())

static int card_index(const char *number)
{
    int i = gcg_carddb_find(db, number);
    cr_assert_geq(i, 0, "no card %s", number);
    return i;
}

/* The legal 50 + 10 used as the base of the rule tests: Blue/White, one card per
 * line from line 1, so a test can append lines with known numbers (line 17 on). */
#define LEGAL_BASE                      \
    "4 ST01-001 Gundam\n"               /* 1 */ \
    "4 ST01-003 Guncannon\n"            /* 2 */ \
    "4 ST01-004 Guntank\n"              /* 3 */ \
    "4 ST01-005 GM\n"                   /* 4 */ \
    "4 ST01-007\n"                      /* 5 */ \
    "4 ST01-008 Demi Trainer\n"         /* 6 */ \
    "4 ST01-009 Zowort\n"               /* 7 */ \
    "3 ST01-010 Amuro Ray\n"            /* 8 */ \
    "3 ST01-011 Suletta Mercury\n"      /* 9 */ \
    "3 ST01-012 Thoroughly Damaged\n"   /* 10 */ \
    "3 ST01-014 Unforeseen Incident\n"  /* 11 */ \
    "4 ST01-015 White Base\n"           /* 12 */ \
    "2 ST01-016\n"                      /* 13 */ \
    "2 ST01-002\n"                      /* 14 */ \
    "2 ST01-006\n"                      /* 15 */ \
    "10 R-001 Resource\n"               /* 16 */

TestSuite(deck_parse, .init = setup, .fini = teardown);
TestSuite(deck_rules, .init = setup, .fini = teardown);
TestSuite(deck_json, .init = setup, .fini = teardown);
TestSuite(deck_ships, .init = setup, .fini = teardown);

/* ---------------------------------------------------------------- parsing */

Test(deck_parse, legal_base_is_legal)
{
    gcg_deck *d = parse(LEGAL_BASE);
    cr_assert_eq(gcg_deck_validate(db, d, &probs), 0, "%s", all_problems());
    cr_assert_eq(probs.n, 0, "%s", all_problems());
    cr_assert_eq(gcg_deck_main_count(d), 50);
    cr_assert_eq(gcg_deck_resource_count(d), 10);
    gcg_deck_free(d);
}

Test(deck_parse, comments_blank_lines_and_optional_names)
{
    gcg_deck *d = parse("# a deck\n"
                        "\n"
                        "   \t\n"
                        "2 ST01-001 Gundam   # trailing comment\n"
                        "1 ST01-005\n"
                        "  3   ST01-008   Demi Trainer  \r\n");
    cr_assert_eq(probs.n, 0, "%s", all_problems());
    cr_assert_eq(d->nmain, 3);
    cr_assert_eq(d->main[0].card, card_index("ST01-001"));
    cr_assert_eq(d->main[0].count, 2);
    cr_assert_eq(d->main[0].line, 4);
    cr_assert_eq(d->main[1].line, 5);
    cr_assert_eq(d->main[2].count, 3);
    cr_assert_eq(d->main[2].line, 6);
    gcg_deck_free(d);
}

Test(deck_parse, same_number_on_two_lines_adds_up)
{
    gcg_deck *d = parse("2 ST01-001 Gundam\n1 ST01-005 GM\n1 ST01-001\n");
    cr_assert_eq(probs.n, 0, "%s", all_problems());
    cr_assert_eq(d->nmain, 2);
    cr_assert_eq(d->main[0].count, 3);
    cr_assert_eq(d->main[0].line, 1, "the entry keeps its first line");
    gcg_deck_free(d);
}

Test(deck_parse, resource_cards_go_to_the_resource_deck_wherever_they_are)
{
    gcg_deck *d = parse("4 R-001 Resource\n2 ST01-001 Gundam\n6 R-001\n2 R-002 Resource\n");
    cr_assert_eq(probs.n, 0, "%s", all_problems());
    cr_assert_eq(d->nmain, 1);
    cr_assert_eq(d->nresources, 2);
    cr_assert_eq(d->resources[0].card, card_index("R-001"));
    cr_assert_eq(d->resources[0].count, 10);
    cr_assert_eq(d->resources[0].line, 1);
    cr_assert_eq(gcg_deck_resource_count(d), 12);
    gcg_deck_free(d);
}

Test(deck_parse, name_must_match_the_card)
{
    gcg_deck *d = parse("# deck\n\n2 ST01-001 Zaku\n2 ST03-008 Zaku II\n2 ST03-007 zaku i\n");
    cr_assert_eq(probs.n, 1, "%s", all_problems());
    cr_assert_str_eq(probs.msgs[0], "decks/x.deck:3: ST01-001 is \"Gundam\", not \"Zaku\"");
    cr_assert_eq(d->nmain, 3, "the number decides; the card is still counted");
    gcg_deck_free(d);
}

Test(deck_parse, card_numbers_ignore_case)
{
    gcg_deck *d = parse("2 st01-001 gundam\n");
    cr_assert_eq(probs.n, 0, "%s", all_problems());
    cr_assert_eq(d->main[0].card, card_index("ST01-001"));
    gcg_deck_free(d);
}

Test(deck_parse, an_unknown_number_is_hinted_by_the_name_given)
{
    gcg_deck *d = parse("2 GD09-001 Demi Trainer\n");
    cr_assert_eq(probs.n, 1, "%s", all_problems());
    cr_assert_str_eq(probs.msgs[0], "decks/x.deck:1: unknown card number \"GD09-001\" (a card "
                                    "named \"Demi Trainer\" is ST01-008)");
    gcg_deck_free(d);
}

Test(deck_parse, every_syntax_problem_reported_and_parsing_continues)
{
    gcg_deck *d = parse("2 ST01-001 Gundam\n"     /* 1 */
                        "x ST01-005 GM\n"         /* 2: bad count */
                        "0 ST01-005 GM\n"         /* 3: bad count */
                        "ST01-005\n"              /* 4: no number */
                        "2 ST99-001 Gundam\n"     /* 5: unknown, with a hint */
                        "2 NOPE\n"                /* 6: unknown */
                        "-1 ST01-005\n"           /* 7: bad count */
                        "2x ST01-008\n");         /* 8: "2x" is accepted */
    cr_assert_eq(probs.n, 6, "%s", all_problems());
    cr_assert_str_eq(probs.msgs[0],
                     "decks/x.deck:2: bad count \"x\": expected a whole number from 1 to 999");
    cr_assert_str_eq(probs.msgs[1],
                     "decks/x.deck:3: bad count \"0\": expected a whole number from 1 to 999");
    cr_assert_str_eq(probs.msgs[2],
                     "decks/x.deck:4: expected \"COUNT NUMBER [Name]\", got \"ST01-005\"");
    cr_assert_str_eq(probs.msgs[3], "decks/x.deck:5: unknown card number \"ST99-001\" (cards "
                                    "named \"Gundam\": GD01-001, GD01-013, GD04-001, GD04-008, "
                                    "ST01-001)");
    cr_assert_str_eq(probs.msgs[4], "decks/x.deck:6: unknown card number \"NOPE\"");
    cr_assert_str_eq(probs.msgs[5],
                     "decks/x.deck:7: bad count \"-1\": expected a whole number from 1 to 999");
    cr_assert_eq(d->nmain, 2);
    cr_assert_eq(d->main[1].count, 2);
    cr_assert_eq(d->main[1].line, 8);
    gcg_deck_free(d);
}

Test(deck_parse, deck_name_is_the_file_name)
{
    gcg_deck *d = gcg_deck_parse(db, "", "some/dir/my.deck.txt", &probs);
    cr_assert_str_eq(d->name, "my.deck");
    cr_assert_str_eq(d->source, "some/dir/my.deck.txt");
    gcg_deck_free(d);
    d = gcg_deck_load(db, "decks/st01.deck", &probs);
    cr_assert_str_eq(d->name, "st01");
    gcg_deck_free(d);
}

Test(deck_parse, unreadable_file_is_null_with_a_problem)
{
    cr_assert_null(gcg_deck_load(db, "decks/no-such.deck", &probs));
    cr_assert_eq(probs.n, 1);
    cr_assert(strstr(probs.msgs[0], "decks/no-such.deck") != NULL, "%s", probs.msgs[0]);
}

/* A file holding `len` bytes of text; its path (a static buffer). */
static const char *temp_file(const char *text, size_t len)
{
    static char path[64];
    snprintf(path, sizeof path, "/tmp/gcg-test-deck-%d.deck", (int)getpid());
    FILE *f = fopen(path, "wb");
    cr_assert_not_null(f);
    cr_assert_eq(fwrite(text, 1, len, f), len);
    fclose(f);
    return path;
}

/* A deck saved with old Mac line ends (a lone CR) is read line by line, as
 * CRLF and LF are: it used to be one line, "0 cards". */
Test(deck_parse, cr_only_and_crlf_line_ends_are_lines)
{
    char text[2048];
    snprintf(text, sizeof text, "%s", LEGAL_BASE);
    for (char *c = text; *c; c++)
        if (*c == '\n')
            *c = '\r';
    gcg_deck *d = gcg_deck_load(db, temp_file(text, strlen(text)), &probs);
    cr_assert_not_null(d, "%s", all_problems());
    cr_assert_eq(probs.n, 0, "%s", all_problems());
    cr_assert_eq(gcg_deck_main_count(d), 50);
    cr_assert_eq(gcg_deck_resource_count(d), 10);
    cr_assert_eq(d->main[3].line, 4, "line numbers count CRs");
    gcg_deck_free(d);
    d = parse("2 ST01-001 Gundam\r\n1 ST01-005\r3 ST01-008\n");
    cr_assert_eq(d->nmain, 3, "%s", all_problems());
    cr_assert_eq(d->main[2].line, 3);
    gcg_deck_free(d);
}

/* A zero byte would end the text early ("0 cards"): the file is refused,
 * naming the line. */
Test(deck_parse, a_zero_byte_is_a_clear_error)
{
    static const char text[] = "4 ST01-001 Gundam\n4 ST01-003\0 Guncannon\n";
    cr_assert_null(gcg_deck_load(db, temp_file(text, sizeof text - 1), &probs));
    cr_assert_eq(probs.n, 1);
    cr_assert(strstr(probs.msgs[0], ".deck:2: a zero byte: not a deck list"), "%s",
              probs.msgs[0]);
}

/* /dev/zero (or any file too big to be a deck) is refused, not read for ever. */
Test(deck_parse, a_device_or_a_huge_file_is_refused)
{
    cr_assert_null(gcg_deck_load(db, "/dev/zero", &probs));
    cr_assert_eq(probs.n, 1);
    cr_assert(strstr(probs.msgs[0], "/dev/zero: too big"), "%s", probs.msgs[0]);
}

/* ---------------------------------------------------------------- rules 6-1 */

static int validate(const char *text)
{
    gcg_deck *d = parse(text);
    cr_assert_eq(probs.n, 0, "parse problems:%s", all_problems());
    int n = gcg_deck_validate(db, d, &probs);
    cr_assert_eq(n, probs.n, "returns how many it appended");
    gcg_deck_free(d);
    return n;
}

Test(deck_rules, r6_1_1_exactly_50_cards)
{
    cr_assert_eq(validate(LEGAL_BASE "1 ST01-013 Kai's Resolve\n"), 1);
    cr_assert_str_eq(probs.msgs[0], "decks/x.deck: main deck has 51 cards, must be exactly 50 (6-1-1)");
    gcg_problems_free(&probs);
    cr_assert_eq(validate("4 ST01-001\n10 R-001\n"), 1);
    cr_assert_str_eq(probs.msgs[0], "decks/x.deck: main deck has 4 cards, must be exactly 50 (6-1-1)");
    gcg_problems_free(&probs);
    cr_assert_eq(validate("10 R-001\n"), 1);
    cr_assert_str_eq(probs.msgs[0], "decks/x.deck: main deck has 0 cards, must be exactly 50 (6-1-1)");
}

Test(deck_rules, r6_1_1_exactly_10_resources)
{
    cr_assert_eq(validate(LEGAL_BASE "1 R-001\n"), 1);
    cr_assert_str_eq(probs.msgs[0],
                     "decks/x.deck: resource deck has 11 cards, must be exactly 10 (6-1-1)");
}

Test(deck_rules, r6_1_1_1_only_unit_pilot_command_base)
{
    /* 50 cards, but one is a Unit token and one an EX Base. */
    const char *deck = "4 ST01-001 Gundam\n4 ST01-003\n4 ST01-004\n4 ST01-005\n4 ST01-007\n"
                       "4 ST01-008\n4 ST01-009\n3 ST01-010\n3 ST01-011\n3 ST01-012\n"
                       "3 ST01-014\n4 ST01-015\n2 ST01-016\n2 ST01-002\n"
                       "1 T-001 Gundam\n"  /* 15 */
                       "1 EXB-001\n"       /* 16 */
                       "10 R-001\n";
    cr_assert_eq(validate(deck), 2, "%s", all_problems());
    cr_assert_str_eq(probs.msgs[0], "decks/x.deck:15: T-001 Gundam is a Unit Token: a deck holds "
                                    "only Unit, Pilot, Command and Base cards (6-1-1-1)");
    cr_assert_str_eq(probs.msgs[1], "decks/x.deck:16: EXB-001 EX Base is an EX Base: a deck holds "
                                    "only Unit, Pilot, Command and Base cards (6-1-1-1)");
}

Test(deck_rules, r6_1_1_2_one_color_is_legal)
{
    const char *red = "4 ST03-001\n4 ST03-002\n4 ST03-003\n4 ST03-004\n4 ST03-005\n"
                      "4 ST03-010\n4 ST03-012\n4 ST03-013\n4 ST03-015\n"
                      "4 GD01-044\n4 GD01-045\n4 GD01-046\n2 GD01-047\n10 R-001\n";
    cr_assert_eq(validate(red), 0, "%s", all_problems());
}

Test(deck_rules, r6_1_1_2_a_third_color_is_named_at_its_line)
{
    /* Blue and White most used; the Green Rick Dom on line 9 is a third color. */
    const char *deck = "4 ST01-001 Gundam\n4 ST01-003\n4 ST01-004\n4 ST01-005\n4 ST01-007\n"
                       "4 ST01-008\n4 ST01-009\n3 ST01-010\n"
                       "2 GD01-030 Rick Dom\n"  /* 9 */
                       "4 ST01-011\n3 ST01-012\n3 ST01-014\n4 ST01-015\n3 ST01-016\n"
                       "10 R-001\n";
    cr_assert_eq(validate(deck), 1, "%s", all_problems());
    cr_assert_str_eq(probs.msgs[0], "decks/x.deck:9: GD01-030 Rick Dom is Green: a third color "
                                    "(Blue, White already used); a deck uses one or two colors "
                                    "(6-1-1-2)");
}

Test(deck_rules, r6_1_1_2_every_card_of_an_extra_color_is_reported)
{
    const char *deck = LEGAL_BASE "2 GD01-030 Rick Dom\n" /* 17 */
                                  "1 GD01-044 Kshatriya\n" /* 18 */
                                  "1 GD01-035\n";          /* 19 */
    cr_assert_eq(validate(deck), 4, "%s", all_problems());
    cr_assert_str_eq(probs.msgs[0], "decks/x.deck:17: GD01-030 Rick Dom is Green: a third color "
                                    "(Blue, White already used); a deck uses one or two colors "
                                    "(6-1-1-2)");
    cr_assert_str_eq(probs.msgs[1], "decks/x.deck:18: GD01-044 Kshatriya is Red: a fourth color "
                                    "(Blue, White, Green already used); a deck uses one or two "
                                    "colors (6-1-1-2)");
    const char *third = "decks/x.deck:19: GD01-035 Zaku Ⅱ is Green: a third color";
    cr_assert(!strncmp(probs.msgs[2], third, strlen(third)), "%s", probs.msgs[2]);
    cr_assert_str_eq(probs.msgs[3], "decks/x.deck: main deck has 54 cards, must be exactly 50 (6-1-1)");
}

Test(deck_rules, r6_1_1_3_at_most_four_copies)
{
    const char *deck = "5 ST01-001 Gundam\n4 ST01-003\n4 ST01-004\n4 ST01-005\n4 ST01-007\n"
                       "4 ST01-008\n4 ST01-009\n3 ST01-010\n3 ST01-011\n3 ST01-012\n"
                       "3 ST01-014\n4 ST01-015\n1 ST01-016\n2 ST01-002\n2 ST01-006\n10 R-001\n";
    cr_assert_eq(validate(deck), 1, "%s", all_problems());
    cr_assert_str_eq(probs.msgs[0], "decks/x.deck:1: ST01-001 Gundam: 5 copies, at most 4 (6-1-1-3)");
}

Test(deck_rules, r6_1_1_3_copies_on_several_lines_add_up)
{
    cr_assert_eq(validate(LEGAL_BASE "1 ST01-001\n"), 2, "%s", all_problems());
    assert_problem("decks/x.deck:1: ST01-001 Gundam: 5 copies, at most 4 (6-1-1-3)");
}

Test(deck_rules, r6_1_1_4_resource_deck_holds_only_resources)
{
    /* Only JSON can put a non-Resource in the resource deck. */
    gcg_deck *d = gcg_deck_parse(db,
                                 "{\"resources\": [\n"
                                 "  {\"count\": 9, \"number\": \"R-001\"},\n"
                                 "  {\"count\": 1, \"number\": \"EXR-001\"}\n"
                                 "]}",
                                 "r.json", &probs);
    cr_assert_eq(probs.n, 0, "%s", all_problems());
    gcg_deck_validate(db, d, &probs);
    assert_problem("r.json:3: EXR-001 EX Resource is an EX Resource: a resource deck holds only "
                   "Resource cards (6-1-1-4)");
    cr_assert(!has_problem("r.json: resource deck has 10 cards, must be exactly 10 (6-1-1)"));
    gcg_deck_free(d);
}

Test(deck_rules, r6_1_1_5_any_number_of_resource_copies)
{
    cr_assert_eq(validate(LEGAL_BASE), 0, "10 copies of R-001: %s", all_problems());
    gcg_problems_free(&probs);
    const char *mixed = "4 ST01-001\n4 ST01-003\n4 ST01-004\n4 ST01-005\n4 ST01-007\n"
                        "4 ST01-008\n4 ST01-009\n3 ST01-010\n3 ST01-011\n3 ST01-012\n"
                        "3 ST01-014\n4 ST01-015\n2 ST01-016\n2 ST01-002\n2 ST01-006\n"
                        "2 R-001\n1 R-002\n1 R-003\n1 R-004\n1 R-005\n1 R-006\n1 R-007\n"
                        "1 R-008\n1 R-009\n";
    cr_assert_eq(validate(mixed), 0, "%s", all_problems());
}

Test(deck_rules, every_violation_reported_at_once_with_lines)
{
    gcg_deck *d = gcg_deck_load(db, "tests/data/decks/many-problems.deck", &probs);
    cr_assert_not_null(d);
    cr_assert_eq(probs.n, 3, "parse problems:%s", all_problems());
    cr_assert_eq(gcg_deck_validate(db, d, &probs), 6, "%s", all_problems());
    const char *src = "tests/data/decks/many-problems.deck";
    const char *expect[] = {
        ":8: bad count \"two\": expected a whole number from 1 to 999",
        ":9: unknown card number \"ST01-999\"",
        ":10: ST01-003 is \"Guncannon\", not \"Zaku\"",
        ":3: ST01-001 Gundam: 5 copies, at most 4 (6-1-1-3)",
        ":6: T-001 Gundam is a Unit Token: a deck holds only Unit, Pilot, Command and Base cards "
        "(6-1-1-1)",
        ":7: GD01-030 Rick Dom is Green: a third color (Blue, White already used); a deck uses one "
        "or two colors (6-1-1-2)",
        ":11: EXB-001 EX Base is an EX Base: a deck holds only Unit, Pilot, Command and Base cards "
        "(6-1-1-1)",
        ": main deck has 19 cards, must be exactly 50 (6-1-1)",
        ": resource deck has 9 cards, must be exactly 10 (6-1-1)",
    };
    cr_assert_eq(probs.n, 9);
    for (int i = 0; i < 9; i++) {
        char want[512];
        snprintf(want, sizeof want, "%s%s", src, expect[i]);
        cr_assert_str_eq(probs.msgs[i], want);
    }
    gcg_deck_free(d);
}

/* ---------------------------------------------------------------- JSON */

Test(deck_json, legal_json_deck_with_a_name)
{
    gcg_deck *d = gcg_deck_load(db, "tests/data/decks/st01.json", &probs);
    cr_assert_not_null(d);
    cr_assert_eq(gcg_deck_validate(db, d, &probs), 0, "%s", all_problems());
    cr_assert_eq(probs.n, 0, "%s", all_problems());
    cr_assert_str_eq(d->name, "Heroic Beginnings");
    cr_assert_eq(gcg_deck_main_count(d), 50);
    cr_assert_eq(gcg_deck_resource_count(d), 10);
    cr_assert_eq(d->main[0].line, 4, "line of the entry");
    cr_assert_eq(d->resources[0].line, 22);
    gcg_deck_free(d);
}

Test(deck_json, json_and_plain_give_the_same_deck)
{
    gcg_deck *a = gcg_deck_load(db, "tests/data/decks/st01.json", &probs);
    gcg_deck *b = gcg_deck_load(db, "decks/st01.deck", &probs);
    cr_assert_eq(probs.n, 0, "%s", all_problems());
    cr_assert_eq(a->nmain, b->nmain);
    for (int i = 0; i < a->nmain; i++) {
        cr_assert_eq(a->main[i].card, b->main[i].card);
        cr_assert_eq(a->main[i].count, b->main[i].count);
    }
    gcg_deck_free(a);
    gcg_deck_free(b);
}

Test(deck_json, every_entry_problem_with_its_line)
{
    gcg_deck *d = gcg_deck_load(db, "tests/data/decks/bad.json", &probs);
    cr_assert_not_null(d);
    const char *src = "tests/data/decks/bad.json";
    char want[512];
    snprintf(want, sizeof want, "%s:4: ST01-002 is \"Gundam (MA Form)\", not \"Zaku\"", src);
    assert_problem(want);
    snprintf(want, sizeof want, "%s:5: main[2]: \"count\" must be a whole number from 1 to 999", src);
    assert_problem(want);
    snprintf(want, sizeof want, "%s:6: unknown card number \"NOPE-001\"", src);
    assert_problem(want);
    snprintf(want, sizeof want, "%s:8: main[5]: unknown key \"colour\"", src);
    assert_problem(want);
    cr_assert_eq(probs.n, 4, "%s", all_problems());
    gcg_problems_free(&probs);
    gcg_deck_validate(db, d, &probs);
    snprintf(want, sizeof want, "%s:3: ST01-001 Gundam: 5 copies, at most 4 (6-1-1-3)", src);
    assert_problem(want);
    snprintf(want, sizeof want, "%s:7: T-001 Gundam is a Unit Token: a deck holds only Unit, "
                                "Pilot, Command and Base cards (6-1-1-1)", src);
    assert_problem(want);
    snprintf(want, sizeof want, "%s:12: ST01-005 GM is a Unit: a resource deck holds only "
                                "Resource cards (6-1-1-4)", src);
    assert_problem(want);
    snprintf(want, sizeof want, "%s:8: ST03-001 Sinanju is Red: a third color (Blue, White "
                                "already used); a deck uses one or two colors (6-1-1-2)", src);
    cr_assert(!has_problem(want), "Blue (7) and Red (2) are the only colors: %s", all_problems());
    gcg_deck_free(d);
}

Test(deck_json, resource_in_main_stays_and_is_reported)
{
    gcg_deck *d = gcg_deck_parse(db, "{\"main\": [{\"count\": 1, \"number\": \"R-001\"}]}",
                                 "m.json", &probs);
    cr_assert_eq(d->nmain, 1);
    gcg_deck_validate(db, d, &probs);
    assert_problem("m.json:1: R-001 Resource is a Resource: a deck holds only Unit, Pilot, "
                   "Command and Base cards; Resources go in the resource deck (6-1-1-1)");
    gcg_deck_free(d);
}

Test(deck_json, syntax_error_and_unknown_keys)
{
    gcg_deck *d = gcg_deck_parse(db, "{\n  \"main\": [1,]\n}", "s.json", &probs);
    cr_assert_not_null(d, "a deck is returned unless the file cannot be read");
    cr_assert_eq(probs.n, 1, "%s", all_problems());
    cr_assert(!strncmp(probs.msgs[0], "s.json:2:", 9), "%s", probs.msgs[0]);
    cr_assert(strstr(probs.msgs[0], "JSON syntax error") != NULL);
    gcg_deck_free(d);
    gcg_problems_free(&probs);
    d = gcg_deck_parse(db, "  {\"name\": 3, \"mian\": [], \"main\": {}}", "k.json", &probs);
    assert_problem("k.json: unknown key \"mian\"");
    assert_problem("k.json: \"name\" must be a string");
    assert_problem("k.json:1: \"main\" must be a list of {\"count\": N, \"number\": \"...\"}");
    cr_assert_str_eq(d->name, "k", "no usable name: the file name");
    gcg_deck_free(d);
}

/* ---------------------------------------------------------------- shipped */

static void check_shipped(const char *path, const char *set)
{
    gcg_deck *d = gcg_deck_load(db, path, &probs);
    cr_assert_not_null(d, "%s", all_problems());
    cr_assert_eq(gcg_deck_validate(db, d, &probs), 0, "%s:%s", path, all_problems());
    cr_assert_eq(probs.n, 0, "%s:%s", path, all_problems());
    for (int i = 0; set && i < d->nmain; i++) {
        const gcg_card_def *c = gcg_carddb_at(db, d->main[i].card);
        cr_assert(!strncmp(c->number, set, 4) && strcmp(c->number + 5, "016") <= 0,
                  "%s: %s is not from %s-001..016", path, c->number, set);
    }
    for (int i = 0; set && i < d->nresources; i++)
        cr_assert_str_eq(gcg_carddb_at(db, d->resources[i].card)->number, "R-001");
    gcg_deck_free(d);
}

Test(deck_ships, starter_decks_are_legal_and_from_their_own_set)
{
    check_shipped("decks/st01.deck", "ST01");
    check_shipped("decks/st02.deck", "ST02");
    check_shipped("decks/st03.deck", "ST03");
    check_shipped("decks/st04.deck", "ST04");
}

Test(deck_ships, recommended_decks_are_legal)
{
    check_shipped("decks/blue-white-midrange.deck", NULL);
    check_shipped("decks/green-white-ramp.deck", NULL);
}

/* ---------------------------------------------------------------- random decks */

Test(deck_rules, r6_1_a_random_deck_of_some_sets_is_legal_and_of_those_sets)
{
    for (uint64_t seed = 0; seed < 200; seed++) {
        gcg_err err;
        const char *sets = seed % 2 ? "GD02,gd03" : "all";
        gcg_deck *d = gcg_deck_random(db, sets, seed, &err);
        cr_assert(d, "seed %llu: %s", (unsigned long long)seed, err.msg);
        gcg_problems pr = {0};
        cr_assert_eq(gcg_deck_validate(db, d, &pr), 0, "seed %llu: %s", (unsigned long long)seed,
                     pr.n ? pr.msgs[0] : "");
        gcg_problems_free(&pr);
        int units = 0;
        for (int i = 0; i < d->nmain; i++) {
            const gcg_card_def *c = gcg_carddb_at(db, d->main[i].card);
            units += c->type == GCG_UNIT ? d->main[i].count : 0;
            if (seed % 2)
                cr_assert(!strcmp(c->set, "GD02") || !strcmp(c->set, "GD03"), "%s", c->number);
        }
        cr_assert_geq(units, 22, "seed %llu: %d Units", (unsigned long long)seed, units);
        gcg_deck_free(d);
    }
}

Test(deck_rules, a_random_deck_is_a_function_of_its_seed)
{
    gcg_err err;
    gcg_deck *a = gcg_deck_random(db, "GD04", 7, &err), *b = gcg_deck_random(db, "GD04", 7, &err);
    gcg_deck *c = gcg_deck_random(db, "GD04", 8, &err);
    cr_assert(a && b && c);
    int same = a->nmain == b->nmain, differs = a->nmain != c->nmain;
    for (int i = 0; i < a->nmain && i < b->nmain; i++)
        same &= a->main[i].card == b->main[i].card && a->main[i].count == b->main[i].count;
    for (int i = 0; i < a->nmain && i < c->nmain; i++)
        differs |= a->main[i].card != c->main[i].card || a->main[i].count != c->main[i].count;
    cr_assert(same, "the same seed, the same deck");
    cr_assert(differs, "another seed, another deck");
    gcg_deck_free(a);
    gcg_deck_free(b);
    gcg_deck_free(c);
}

Test(deck_rules, a_random_deck_of_sets_that_cannot_make_one_is_refused)
{
    gcg_err err;
    cr_assert_null(gcg_deck_random(db, "NOPE", 1, &err));
    cr_assert(strstr(err.msg, "no Unit, Pilot, Command or Base of those sets"), "%s", err.msg);
    cr_assert_null(gcg_deck_random(db, "SC01", 1, &err), "3 cards cannot make 50");
    cr_assert(!strncmp(err.msg, "random deck of sets SC01: ", 26), "%s", err.msg);
}
