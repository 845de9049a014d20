/*
 * test_cardinfo.c -- Criterion tests of the card information of rules section 2
 * (card number, name, type, color, trait, zone, AP, HP, Lv., cost, card text,
 * link condition) as the card database reads it: over the whole real pool, and
 * with small hand-made cards that break a rule and must be refused.  Token Lv.
 * and cost (2-9-3, 2-10-3) are read from a game.
 *
 * Run from the repository root (meson's test workdir).
 */
#include "gamefix.h"
#include "carddb.h"
#include "game.h"
#include "stats.h"

TestSuite(cardinfo, .init = fx_setup, .fini = fx_teardown);

static const gcg_card_def *def(const char *number)
{
    int i = gcg_carddb_find(fx.db, number);
    cr_assert_geq(i, 0, "no card %s", number);
    return gcg_carddb_at(fx.db, i);
}

static int is_deck_type(gcg_card_type t)
{
    return t == GCG_UNIT || t == GCG_PILOT || t == GCG_COMMAND || t == GCG_BASE;
}

/* One card from JSON fields (the caller's fragment replaces the defaults of a
 * plain Unit); returns the database or NULL with the message in msg. */
static gcg_carddb *one_card(const char *type, const char *color, const char *level,
                            const char *cost, const char *ap, const char *hp,
                            const char *link, const char *text, char *msg, size_t n)
{
    char json[2048];
    snprintf(json, sizeof json,
             "[{\"number\": \"X-001\", \"name\": \"Test Card\", \"type\": %s, \"color\": %s,"
             " \"level\": %s, \"cost\": %s, \"ap\": %s, \"hp\": %s, \"traits\": [],"
             " \"link\": %s, \"zone\": null, \"rarity\": \"C\", \"text\": %s, \"set\": \"TEST\"}]",
             type, color, level, cost, ap, hp, link, text);
    gcg_err err = {{0}};
    gcg_carddb *d = gcg_carddb_load_string(json, "test.json", &err);
    snprintf(msg, n, "%.400s", err.msg);
    return d;
}

/* ---------------------------------------------------------------- 2-1 card number */

Test(cardinfo, r2_1_1_one_card_per_card_number)
{
    /* Every number names exactly one card; two cards named "Gundam" are two numbers. */
    int n = gcg_carddb_count(fx.db);
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            cr_assert_str_neq(gcg_carddb_at(fx.db, i)->number, gcg_carddb_at(fx.db, j)->number);
    const gcg_card_def *a = def("ST01-001"), *b = def("GD01-001");
    cr_assert_str_eq(a->name, b->name);
    cr_assert_neq(a, b);
    cr_assert_neq(a->hp, b->hp, "different cards: HP 4 and HP 3");
    /* A second definition of a number replaces the first instead of adding a card. */
    gcg_err err = {{0}};
    gcg_carddb *d = gcg_carddb_load("data/cards.json", &err);
    cr_assert_not_null(d, "%s", err.msg);
    cr_assert_eq(gcg_carddb_merge_file(d, "tests/data/cards/extra.json", &err), 0, "%s", err.msg);
    for (int i = 0; i < gcg_carddb_count(d); i++)
        cr_assert_eq(gcg_carddb_find(d, gcg_carddb_at(d, i)->number), i);
    gcg_carddb_free(d);
}

Test(cardinfo, r2_1_2_copies_counted_by_card_number)
{
    /* 4 ST01-001 + 4 GD01-001 (both "Gundam") is legal; 3 + 2 ST01-001 on two lines is 5. */
    static const char *const rest =
        "4 ST01-005\n4 ST01-008\n4 ST01-009\n4 ST01-003\n4 ST01-004\n4 ST01-002\n"
        "4 GD01-011\n4 GD01-018\n2 GD01-013\n4 GD01-016\n4 GD01-004\n10 R-001\n";
    char text[512];
    snprintf(text, sizeof text, "4 ST01-001\n4 GD01-001\n%s", rest);
    gcg_problems pr = {0};
    gcg_deck *deck = gcg_deck_parse(fx.db, text, "two-gundams", &pr);
    cr_assert_not_null(deck);
    cr_assert_eq(gcg_deck_validate(fx.db, deck, &pr), 0, "%s", pr.n ? pr.msgs[0] : "");
    gcg_deck_free(deck);
    gcg_problems_free(&pr);
    snprintf(text, sizeof text, "3 ST01-001\n2 GD01-001\n2 ST01-001\n2 GD01-001\n%s", rest);
    memset(&pr, 0, sizeof pr);
    deck = gcg_deck_parse(fx.db, text, "five-of-one", &pr);
    cr_assert_not_null(deck);
    cr_assert_neq(gcg_deck_validate(fx.db, deck, &pr), 0);
    int named = 0;
    for (int i = 0; i < pr.n; i++) {
        cr_assert(strstr(pr.msgs[i], "GD01-001") == NULL, "4 of GD01-001 is fine: %s", pr.msgs[i]);
        named += strstr(pr.msgs[i], "ST01-001") && strstr(pr.msgs[i], "5 copies");
    }
    cr_assert_eq(named, 1, "ST01-001 named once for its 5 copies");
    gcg_deck_free(deck);
    gcg_problems_free(&pr);
}

/* ---------------------------------------------------------------- 2-2 card name */

Test(cardinfo, r2_2_1_every_card_has_its_printed_name)
{
    for (int i = 0; i < gcg_carddb_count(fx.db); i++) {
        const gcg_card_def *d = gcg_carddb_at(fx.db, i);
        cr_assert(d->name && d->name[0], "%s has no name", d->number);
    }
    cr_assert_str_eq(def("ST01-013")->name, "Kai's Resolve");
    cr_assert_str_eq(def("GD01-098")->name, "Elan Ceres (Enhanced Person Number 4)");
}

/* ---------------------------------------------------------------- 2-3 card type */

Test(cardinfo, r2_3_1_every_card_has_one_card_type)
{
    int seen[GCG_EX_RESOURCE + 1] = {0};
    for (int i = 0; i < gcg_carddb_count(fx.db); i++) {
        gcg_card_type t = gcg_carddb_at(fx.db, i)->type;
        cr_assert(t >= 0 && t <= GCG_EX_RESOURCE);
        seen[t]++;
    }
    cr_assert(seen[GCG_UNIT] && seen[GCG_PILOT] && seen[GCG_COMMAND] && seen[GCG_BASE] && seen[GCG_RESOURCE]);
    cr_assert_eq(def("GD01-013")->type, GCG_UNIT);
    cr_assert_eq(def("ST01-010")->type, GCG_PILOT);
    cr_assert_eq(def("ST01-013")->type, GCG_COMMAND, "a Command with 【Pilot】 stays a Command card");
    cr_assert_eq(def("GD01-124")->type, GCG_BASE);
    cr_assert_eq(def("R-001")->type, GCG_RESOURCE);
}

Test(cardinfo, r2_3_2_five_card_types_and_no_other)
{
    cr_assert_str_eq(gcg_card_type_name(GCG_UNIT), "Unit");
    cr_assert_str_eq(gcg_card_type_name(GCG_PILOT), "Pilot");
    cr_assert_str_eq(gcg_card_type_name(GCG_COMMAND), "Command");
    cr_assert_str_eq(gcg_card_type_name(GCG_BASE), "Base");
    cr_assert_str_eq(gcg_card_type_name(GCG_RESOURCE), "Resource");
    /* Each of the five loads as itself; a sixth type is refused. */
    static const struct { const char *json; gcg_card_type t; } types[] = {
        {"\"UNIT\"", GCG_UNIT}, {"\"PILOT\"", GCG_PILOT}, {"\"COMMAND\"", GCG_COMMAND},
        {"\"BASE\"", GCG_BASE}, {"\"RESOURCE\"", GCG_RESOURCE},
    };
    char msg[512];
    for (size_t k = 0; k < sizeof types / sizeof types[0]; k++) {
        int res = types[k].t == GCG_RESOURCE;
        gcg_carddb *d = one_card(types[k].json, res ? "null" : "\"Blue\"", res ? "null" : "1",
                                 res ? "null" : "1", res || types[k].t == GCG_BASE ? "null" : "1",
                                 res ? "null" : "1", "null", "\"\"", msg, sizeof msg);
        cr_assert_not_null(d, "%s: %s", types[k].json, msg);
        cr_assert_eq(gcg_carddb_at(d, 0)->type, types[k].t);
        gcg_carddb_free(d);
    }
    cr_assert_null(one_card("\"SPELL\"", "\"Blue\"", "1", "1", "1", "1", "null", "\"\"", msg, sizeof msg));
    cr_assert(strstr(msg, "SPELL") != NULL, "%s", msg);
}

/* ---------------------------------------------------------------- 2-4 color */

Test(cardinfo, r2_4_2_color_on_every_card_but_resources_and_tokens)
{
    for (int i = 0; i < gcg_carddb_count(fx.db); i++) {
        const gcg_card_def *d = gcg_carddb_at(fx.db, i);
        if (is_deck_type(d->type))
            cr_assert_neq(d->colors, 0u, "%s has no color", d->number);
        else
            cr_assert_eq(d->colors, 0u, "%s (a %s) has a color", d->number, gcg_card_type_name(d->type));
    }
    char msg[512];
    cr_assert_null(one_card("\"PILOT\"", "null", "1", "1", "1", "1", "null", "\"\"", msg, sizeof msg));
    cr_assert(strstr(msg, "2-4-2") != NULL, "%s", msg);
}

Test(cardinfo, r2_4_2_1_five_colors)
{
    static const struct { const char *name; unsigned bit; } colors[] = {
        {"Blue", GCG_BLUE}, {"Green", GCG_GREEN}, {"Red", GCG_RED}, {"White", GCG_WHITE},
        {"Purple", GCG_PURPLE},
    };
    char msg[512], json[32];
    unsigned all = 0;
    for (size_t k = 0; k < sizeof colors / sizeof colors[0]; k++) {
        snprintf(json, sizeof json, "\"%s\"", colors[k].name);
        gcg_carddb *d = one_card("\"UNIT\"", json, "1", "1", "1", "1", "null", "\"\"", msg, sizeof msg);
        cr_assert_not_null(d, "%s: %s", colors[k].name, msg);
        cr_assert_eq(gcg_carddb_at(d, 0)->colors, colors[k].bit, "%s", colors[k].name);
        gcg_carddb_free(d);
        cr_assert_eq(all & colors[k].bit, 0u, "five different colors");
        all |= colors[k].bit;
    }
    for (int i = 0; i < gcg_carddb_count(fx.db); i++)
        cr_assert_eq(gcg_carddb_at(fx.db, i)->colors & ~all, 0u);
    cr_assert_null(one_card("\"UNIT\"", "\"Black\"", "1", "1", "1", "1", "null", "\"\"", msg, sizeof msg));
    cr_assert(strstr(msg, "Black") != NULL, "%s", msg);
}

/* ---------------------------------------------------------------- 2-5 trait */

Test(cardinfo, r2_5_2_cards_with_several_traits)
{
    const gcg_card_def *amuro = def("ST01-010");
    cr_assert_eq(amuro->ntraits, 3);
    cr_assert(carddb_has_trait(amuro, "Earth Federation"));
    cr_assert(carddb_has_trait(amuro, "White Base Team"));
    cr_assert(carddb_has_trait(amuro, "Newtype"));
    cr_assert(!carddb_has_trait(amuro, "Zeon"));
    int several = 0;
    for (int i = 0; i < gcg_carddb_count(fx.db); i++)
        several += gcg_carddb_at(fx.db, i)->ntraits > 1;
    cr_assert_geq(several, 40, "%d cards with several traits", several);
}

Test(cardinfo, r2_5_4_traits_on_units_pilots_bases_and_pilot_commands)
{
    for (int i = 0; i < gcg_carddb_count(fx.db); i++) {
        const gcg_card_def *d = gcg_carddb_at(fx.db, i);
        /* "typically": a few Commands of GD05 have traits of their own, (Special Move) */
        int expected = d->type == GCG_UNIT || d->type == GCG_PILOT || d->type == GCG_BASE ||
                       d->type == GCG_UNIT_TOKEN || (d->type == GCG_COMMAND && d->pilot_name);
        int allowed = expected || d->type == GCG_COMMAND;
        cr_assert(expected ? d->ntraits > 0 : d->ntraits == 0 || allowed,
                  "%s (a %s): %d traits", d->number, gcg_card_type_name(d->type), d->ntraits);
    }
    const gcg_card_def *move = gcg_carddb_at(fx.db, gcg_carddb_find(fx.db, "GD05-110"));
    cr_assert(carddb_has_trait(move, "Special Move"), "a Command with a trait of its own");
}

/* ---------------------------------------------------------------- 2-6 zone */

Test(cardinfo, r2_6_1_zones_read_as_printed)
{
    cr_assert_str_eq(def("ST01-002")->zone, "Space");
    cr_assert_str_eq(def("GD01-126")->zone, "Earth");
    cr_assert_str_eq(def("ST01-001")->zone, "Space/Earth");
    for (int i = 0; i < gcg_carddb_count(fx.db); i++) {
        const char *z = gcg_carddb_at(fx.db, i)->zone;
        cr_assert(!z || !strcmp(z, "Space") || !strcmp(z, "Earth") || !strcmp(z, "Space/Earth"),
                  "%s: zone %s", gcg_carddb_at(fx.db, i)->number, z);
    }
}

Test(cardinfo, r2_6_2_zones_on_units_and_bases)
{
    int with_zone = 0;
    for (int i = 0; i < gcg_carddb_count(fx.db); i++) {
        const gcg_card_def *d = gcg_carddb_at(fx.db, i);
        if (d->type == GCG_UNIT || d->type == GCG_BASE) {
            cr_assert_not_null(d->zone, "%s has no zone", d->number);
            with_zone++;
        } else {
            cr_assert_null(d->zone, "%s (a %s) has a zone", d->number, gcg_card_type_name(d->type));
        }
    }
    cr_assert_geq(with_zone, 100);
}

/* ---------------------------------------------------------------- 2-7 AP, 2-8 HP */

static int is_modifier_card(const gcg_card_def *d)
{
    return d->type == GCG_PILOT || (d->type == GCG_COMMAND && d->pilot_name);
}

Test(cardinfo, r2_7_2_ap_on_units)
{
    for (int i = 0; i < gcg_carddb_count(fx.db); i++) {
        const gcg_card_def *d = gcg_carddb_at(fx.db, i);
        if (d->type == GCG_UNIT || d->type == GCG_UNIT_TOKEN)
            cr_assert_geq(d->ap, 0, "%s AP", d->number);
        else if (!is_modifier_card(d))
            cr_assert_eq(d->ap, -1, "%s (a %s) has AP", d->number, gcg_card_type_name(d->type));
    }
    char msg[512];
    cr_assert_null(one_card("\"UNIT\"", "\"Blue\"", "1", "1", "null", "1", "null", "\"\"", msg, sizeof msg));
    cr_assert(strstr(msg, "AP") != NULL, "%s", msg);
}

Test(cardinfo, r2_8_3_hp_on_units_and_bases)
{
    for (int i = 0; i < gcg_carddb_count(fx.db); i++) {
        const gcg_card_def *d = gcg_carddb_at(fx.db, i);
        if (d->type == GCG_UNIT || d->type == GCG_UNIT_TOKEN || d->type == GCG_BASE || d->type == GCG_EX_BASE)
            cr_assert_geq(d->hp, 1, "%s HP", d->number);
        else if (!is_modifier_card(d))
            cr_assert_eq(d->hp, -1, "%s (a %s) has HP", d->number, gcg_card_type_name(d->type));
    }
    char msg[512];
    cr_assert_null(one_card("\"BASE\"", "\"Blue\"", "1", "1", "null", "null", "null", "\"\"", msg, sizeof msg));
    cr_assert(strstr(msg, "HP") != NULL, "%s", msg);
}

/* GM (AP2 HP2) in the battle area with Duo Maxwell (AP+1 HP+2) paired, in a game. */
static gcg_game *gm_with_duo(int *gm)
{
    gcg_game *g = fx_empty(2);
    fx_add(g, 0, "ST01-005", GCG_LOC_DECK);
    fx_add(g, 1, "ST01-005", GCG_LOC_DECK);
    *gm = fx_add(g, 0, "ST01-005", GCG_LOC_BATTLE);
    int duo = fx_add(g, 0, "GD01-090", GCG_LOC_HAND);
    gcg_err err = {{0}};
    cr_assert_eq(gcg_edit_pair(g, *gm, duo, &err), 0, "%s", err.msg);
    fx_start(g, 2, 0, GCG_PHASE_MAIN);
    return g;
}

Test(cardinfo, r2_7_3_ap_modifiers_on_pilots_added_when_paired)
{
    for (int i = 0; i < gcg_carddb_count(fx.db); i++) {
        const gcg_card_def *d = gcg_carddb_at(fx.db, i);
        if (is_modifier_card(d))
            cr_assert_geq(d->ap, 0, "%s AP modifier", d->number);
    }
    cr_assert_eq(def("ST01-013")->ap, 1, "Kai's Resolve: 【Pilot】 AP+1");
    int gm;
    gcg_game *g = gm_with_duo(&gm);
    cr_assert_eq(card_ap(g, gm), 3);
    gcg_game_free(g);
}

Test(cardinfo, r2_8_4_hp_modifiers_on_pilots_added_when_paired)
{
    for (int i = 0; i < gcg_carddb_count(fx.db); i++) {
        const gcg_card_def *d = gcg_carddb_at(fx.db, i);
        if (is_modifier_card(d))
            cr_assert_geq(d->hp, 0, "%s HP modifier", d->number);
    }
    cr_assert_eq(def("ST01-013")->hp, 0, "Kai's Resolve: 【Pilot】 HP+0");
    int gm;
    gcg_game *g = gm_with_duo(&gm);
    cr_assert_eq(card_hp(g, gm), 4);
    gcg_game_free(g);
}

/* ---------------------------------------------------------------- 2-9 Lv., 2-10 cost */

Test(cardinfo, r2_9_2_lv_on_every_card_but_resources_and_tokens)
{
    for (int i = 0; i < gcg_carddb_count(fx.db); i++) {
        const gcg_card_def *d = gcg_carddb_at(fx.db, i);
        if (is_deck_type(d->type))
            cr_assert_geq(d->level, 0, "%s Lv", d->number);
        else
            cr_assert_eq(d->level, -1, "%s (a %s) has a Lv", d->number, gcg_card_type_name(d->type));
    }
    char msg[512];
    cr_assert_null(one_card("\"COMMAND\"", "\"Red\"", "null", "1", "null", "null", "null", "\"\"", msg, sizeof msg));
    cr_assert(strstr(msg, "2-9-2") != NULL, "%s", msg);
}

Test(cardinfo, r2_10_2_cost_on_every_card_but_resources_and_tokens)
{
    for (int i = 0; i < gcg_carddb_count(fx.db); i++) {
        const gcg_card_def *d = gcg_carddb_at(fx.db, i);
        if (is_deck_type(d->type))
            cr_assert_geq(d->cost, 0, "%s cost", d->number);
        else
            cr_assert_eq(d->cost, -1, "%s (a %s) has a cost", d->number, gcg_card_type_name(d->type));
    }
    char msg[512];
    cr_assert_null(one_card("\"COMMAND\"", "\"Red\"", "1", "null", "null", "null", "null", "\"\"", msg, sizeof msg));
    cr_assert(strstr(msg, "2-10-2") != NULL, "%s", msg);
}

Test(cardinfo, r2_10_3_a_tokens_cost_and_lv_are_zero)
{
    gcg_game *g = fx_empty(2);
    fx_add(g, 0, "ST01-005", GCG_LOC_DECK);
    fx_add(g, 1, "ST01-005", GCG_LOC_DECK);
    int token = fx_add(g, 0, "T-001", GCG_LOC_BATTLE); /* no Lv., no cost printed */
    int exb = fx_add(g, 1, "EXB-001", GCG_LOC_BASE);
    int gm = fx_add(g, 0, "ST01-005", GCG_LOC_HAND);    /* Lv.2 cost 1 */
    fx_start(g, 2, 0, GCG_PHASE_MAIN);
    cr_assert_eq(def("T-001")->cost, -1);
    cr_assert_eq(card_cost(g, token), 0);
    cr_assert_eq(card_level(g, token), 0);
    cr_assert_eq(card_cost(g, exb), 0);
    cr_assert_eq(card_level(g, exb), 0);
    cr_assert_eq(card_cost(g, gm), 1);
    cr_assert_eq(card_level(g, gm), 2);
    gcg_game_free(g);
}

/* ---------------------------------------------------------------- 2-11 card text */

Test(cardinfo, r2_11_4_reminder_text_has_no_influence)
{
    /* <Blocker> with its reminder: the keyword alone, and no script needed. */
    const gcg_card_def *demi = def("ST01-008");
    cr_assert_eq(demi->keywords, (unsigned)GCG_KW_BLOCKER);
    cr_assert(!gcg_card_needs_script(demi));
    cr_assert_eq(def("ST01-001")->repair, 2, "<Repair 2> (... recovers the specified number of HP.)");
    /* A reminder that reads like an effect changes nothing either. */
    char msg[512];
    gcg_carddb *d = one_card("\"UNIT\"", "\"Blue\"", "1", "1", "1", "1", "null",
                             "\"<Blocker> (Draw 1. <Breach 3> <Support 2> Deal 5 damage to all Units.)\"",
                             msg, sizeof msg);
    cr_assert_not_null(d, "%s", msg);
    const gcg_card_def *x = gcg_carddb_at(d, 0);
    cr_assert_eq(x->keywords, (unsigned)GCG_KW_BLOCKER);
    cr_assert_eq(x->breach, 0);
    cr_assert_eq(x->support, 0);
    cr_assert(!gcg_card_needs_script(x));
    gcg_carddb_free(d);
    /* Without the parentheses the same words are an effect that needs a script. */
    d = one_card("\"UNIT\"", "\"Blue\"", "1", "1", "1", "1", "null",
                 "\"<Blocker>\\nDraw 1.\"", msg, sizeof msg);
    cr_assert_not_null(d, "%s", msg);
    cr_assert(gcg_card_needs_script(gcg_carddb_at(d, 0)));
    gcg_carddb_free(d);
}

/* ---------------------------------------------------------------- 2-12 link condition */

Test(cardinfo, r2_12_1_link_conditions_name_pilots_or_traits)
{
    cr_assert_str_eq(def("GD01-013")->link, "[Amuro Ray]");
    cr_assert_str_eq(def("GD01-011")->link, "(Earth Federation) Trait");
    cr_assert(carddb_link_ok(def("GD01-013"), def("ST01-010")), "Amuro Ray for [Amuro Ray]");
    cr_assert(!carddb_link_ok(def("GD01-013"), def("GD01-090")), "Duo Maxwell is not Amuro Ray");
    cr_assert(carddb_link_ok(def("GD01-011"), def("ST01-010")), "an (Earth Federation) Pilot");
    cr_assert(!carddb_link_ok(def("GD01-011"), def("GD01-090")), "an (Operation Meteor) Pilot");
    int with_link = 0;
    for (int i = 0; i < gcg_carddb_count(fx.db); i++)
        with_link += gcg_carddb_at(fx.db, i)->link != NULL;
    cr_assert_geq(with_link, 50);
}

Test(cardinfo, r2_12_2_only_units_have_link_conditions)
{
    for (int i = 0; i < gcg_carddb_count(fx.db); i++) {
        const gcg_card_def *d = gcg_carddb_at(fx.db, i);
        if (d->link)
            cr_assert_eq(d->type, GCG_UNIT, "%s (a %s) has a link condition", d->number,
                         gcg_card_type_name(d->type));
    }
    char msg[512];
    cr_assert_null(one_card("\"PILOT\"", "\"Blue\"", "1", "1", "1", "1", "\"[Amuro Ray]\"", "\"\"",
                            msg, sizeof msg));
    cr_assert(strstr(msg, "2-12-2") != NULL, "%s", msg);
    gcg_carddb *d = one_card("\"UNIT\"", "\"Blue\"", "1", "1", "1", "1", "\"[Amuro Ray]\"", "\"\"",
                             msg, sizeof msg);
    cr_assert_not_null(d, "%s", msg);
    gcg_carddb_free(d);
}
