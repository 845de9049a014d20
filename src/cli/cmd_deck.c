/*
 * cmd_deck.c -- `gcg deck check FILE...` and `gcg deck show FILE`: read decks,
 * check them against the deck rules (6-1) and print them for people.  The rules
 * themselves live in deck.c; this file only finds files and prints.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cli.h"

static void usage(FILE *f)
{
    fprintf(f,
        "usage: gcg deck check FILE...   check decks against the deck rules (6-1)\n"
        "       gcg deck show FILE       print a deck grouped by card type\n"
        "\n"
        "A deck file is plain text, one \"COUNT NUMBER [Name]\" line per card, '#'\n"
        "starting a comment; Resource cards form the resource deck.  A file starting\n"
        "with '{' is JSON (see docs/cards-and-decks.md).  A FILE not found from the\n"
        "current directory is also looked for under the gcg home (decks/st01.deck).\n"
        "\n"
        "Run 'gcg deck check --help' or 'gcg deck show --help' for details.\n");
}

static void usage_check(FILE *f)
{
    fprintf(f,
        "usage: gcg deck check FILE...\n"
        "\n"
        "Read each deck and check the deck construction rules (6-1): exactly 50 cards\n"
        "of Unit, Pilot, Command and Base cards, one or two colors, at most 4 copies of\n"
        "a card number, and exactly 10 Resource cards in the resource deck.\n"
        "Prints \"FILE: ok (50 cards, 10 resources, COLORS)\" for a legal deck, else\n"
        "every problem, one per line, as FILE:LINE: message.\n"
        "\n"
        "Exit status: 0 if every deck is legal, 1 if any is illegal or unreadable,\n"
        "2 on a usage error.\n");
}

static void usage_show(FILE *f)
{
    fprintf(f,
        "usage: gcg deck show FILE\n"
        "\n"
        "Print the deck with card names, grouped by card type, then the resource\n"
        "deck, then any problems (to stderr).\n"
        "\n"
        "Exit status: 0 if the deck is legal, 1 if it is illegal or unreadable,\n"
        "2 on a usage error.\n");
}

static int wants_help(const char *a)
{
    return !strcmp(a, "-h") || !strcmp(a, "--help");
}

/* FILE as given if it exists (or is absolute), else under the gcg home. */
static const char *resolve(const cli_env *env, const char *file, char *buf, size_t n)
{
    if (file[0] == '/' || access(file, F_OK) == 0)
        return file;
    cli_home_path(env, file, buf, n);
    return access(buf, F_OK) == 0 ? buf : file;
}

/* Read and check one deck; *deck_out gets the deck (NULL if unreadable). */
static int load_checked(const cli_env *env, const gcg_carddb *db, const char *file,
                        gcg_deck **deck_out, gcg_problems *p)
{
    char buf[2300];
    gcg_deck *deck = gcg_deck_load(db, resolve(env, file, buf, sizeof buf), p);
    if (deck)
        gcg_deck_validate(db, deck, p);
    *deck_out = deck;
    return deck && p->n == 0;
}

static unsigned deck_colors(const gcg_carddb *db, const gcg_deck *deck)
{
    unsigned colors = 0;
    for (int i = 0; i < deck->nmain; i++) {
        const gcg_card_def *d = gcg_carddb_at(db, deck->main[i].card);
        colors |= d ? d->colors : 0;
    }
    return colors;
}

static int check_one(const cli_env *env, const gcg_carddb *db, const char *file)
{
    gcg_problems p = {0, NULL};
    gcg_deck *deck;
    int ok = load_checked(env, db, file, &deck, &p);
    if (ok) {
        char colors[64];
        gcg_color_names(deck_colors(db, deck), colors, sizeof colors);
        printf("%s: ok (%d cards, %d resources, %s)\n", file, gcg_deck_main_count(deck),
               gcg_deck_resource_count(deck), colors);
    }
    cli_print_problems(&p);
    gcg_problems_free(&p);
    gcg_deck_free(deck);
    return ok;
}

static int cmd_check(const cli_env *env, int argc, char **argv)
{
    if (argc >= 2 && wants_help(argv[1])) {
        usage_check(stdout);
        return 0;
    }
    if (argc < 2) {
        usage_check(stderr);
        return 2;
    }
    gcg_carddb *db = cli_load_db(env);
    if (!db)
        return 1;
    int all_ok = 1;
    for (int i = 1; i < argc; i++)
        all_ok &= check_one(env, db, argv[i]);
    gcg_carddb_free(db);
    return all_ok ? 0 : 1;
}

/* ---------------------------------------------------------------- show */

static void print_entry(const gcg_carddb *db, const gcg_deck_entry *e)
{
    const gcg_card_def *d = gcg_carddb_at(db, e->card);
    if (!d)
        return;
    if (d->level >= 0)
        printf("  %2d  %-9s %s  (Lv%d, cost %d)\n", e->count, d->number, d->name, d->level,
               d->cost);
    else
        printf("  %2d  %-9s %s\n", e->count, d->number, d->name);
}

static int type_count(const gcg_carddb *db, const gcg_deck_entry *e, int n, int type)
{
    int total = 0;
    for (int i = 0; i < n; i++) {
        const gcg_card_def *d = gcg_carddb_at(db, e[i].card);
        if (d && (type < 0 || (int)d->type == type))
            total += e[i].count;
    }
    return total;
}

/* The main-deck cards of one type (in deck order), under a heading. */
static void print_group(const gcg_carddb *db, const gcg_deck *deck, gcg_card_type type,
                        const char *heading)
{
    int total = type_count(db, deck->main, deck->nmain, (int)type);
    if (!total)
        return;
    printf("%s (%d)\n", heading, total);
    for (int i = 0; i < deck->nmain; i++) {
        const gcg_card_def *d = gcg_carddb_at(db, deck->main[i].card);
        if (d && d->type == type)
            print_entry(db, &deck->main[i]);
    }
}

static void print_deck(const gcg_carddb *db, const gcg_deck *deck)
{
    static const char *const headings[GCG_CARD_TYPE_COUNT] = {
        "Units", "Pilots", "Commands", "Bases", "Resources (belong in the resource deck)",
        "Unit tokens (not allowed)", "EX Bases (not allowed)", "EX Resources (not allowed)",
    };
    char colors[64];
    gcg_color_names(deck_colors(db, deck), colors, sizeof colors);
    printf("%s (%s): %d cards, %d resources, %s\n", deck->name, deck->source,
           gcg_deck_main_count(deck), gcg_deck_resource_count(deck), *colors ? colors : "no color");
    for (int t = 0; t < GCG_CARD_TYPE_COUNT; t++)
        print_group(db, deck, (gcg_card_type)t, headings[t]);
    printf("Resource deck (%d)\n", gcg_deck_resource_count(deck));
    for (int i = 0; i < deck->nresources; i++)
        print_entry(db, &deck->resources[i]);
}

static int cmd_show(const cli_env *env, int argc, char **argv)
{
    if (argc >= 2 && wants_help(argv[1])) {
        usage_show(stdout);
        return 0;
    }
    if (argc != 2) {
        usage_show(stderr);
        return 2;
    }
    gcg_carddb *db = cli_load_db(env);
    if (!db)
        return 1;
    gcg_problems p = {0, NULL};
    gcg_deck *deck;
    int ok = load_checked(env, db, argv[1], &deck, &p);
    if (deck)
        print_deck(db, deck);
    cli_print_problems(&p);
    gcg_problems_free(&p);
    gcg_deck_free(deck);
    gcg_carddb_free(db);
    return ok ? 0 : 1;
}

int cmd_deck(const cli_env *env, int argc, char **argv)
{
    if (argc >= 2 && wants_help(argv[1])) {
        usage(stdout);
        return 0;
    }
    if (argc >= 2 && !strcmp(argv[1], "check"))
        return cmd_check(env, argc - 1, argv + 1);
    if (argc >= 2 && !strcmp(argv[1], "show"))
        return cmd_show(env, argc - 1, argv + 1);
    if (argc >= 2)
        fprintf(stderr, "gcg deck: unknown subcommand '%s'\n", argv[1]);
    usage(stderr);
    return 2;
}
