/*
 * cmd_cards.c -- `gcg cards [TEXT]`: list the card database, search it, or show
 * one card in full.  A thin layer over gcg_carddb_search; the formatting of a
 * card for people lives here and nowhere else.
 */
#include <stdlib.h>
#include <string.h>
#include "cli.h"

static void usage(FILE *f)
{
    fprintf(f,
        "usage: gcg cards [--set SET]... [--unscripted] [TEXT...]\n"
        "\n"
        "Without TEXT, list every card, one per line:\n"
        "  number, type, color, Lv and cost, AP and HP (+N for a Pilot's boost), name.\n"
        "With TEXT, list the cards whose number, name, traits or effect text contain it.\n"
        "The search ignores ASCII case and reads Roman numerals as letters, so\n"
        "\"zaku ii\" finds \"Zaku Ⅱ\".  An exact card number comes first.\n"
        "If exactly one card matches, or TEXT is a card number, show that card in full.\n"
        "Several words are searched as one text: gcg cards char aznable\n"
        "\n"
        "options:\n"
        "  --set SET     only the cards of that set (GD03, ST05, EB01, RP, T ...;\n"
        "                repeatable, or SET,SET).  A token or an alternative\n"
        "                Resource belongs to the product it comes in.\n"
        "  --unscripted  list only the cards whose text needs a script and has none\n"
        "                (or whose script fails to load)\n"
        "  -h, --help    show this help\n"
        "\n"
        "Exit status: 0 if a card matched, 1 if none did, 2 on a usage error.\n");
}

/* ---------------------------------------------------------------- one line */

static void fmt_level_cost(const gcg_card_def *d, char *buf, size_t n)
{
    if (d->level < 0 && d->cost < 0)
        snprintf(buf, n, "-");
    else
        snprintf(buf, n, "Lv%d C%d", d->level, d->cost);
}

/* "AP3 HP4"; a Pilot's boosts as "AP+2 HP+1"; a Base "HP5"; "-" when none. */
static void fmt_stats(const gcg_card_def *d, char *buf, size_t n)
{
    int boost = d->type == GCG_PILOT || d->type == GCG_COMMAND;
    const char *sign = boost ? "+" : "";
    if (d->ap >= 0 && d->hp >= 0)
        snprintf(buf, n, "AP%s%d HP%s%d", sign, d->ap, sign, d->hp);
    else if (d->hp >= 0)
        snprintf(buf, n, "HP%s%d", sign, d->hp);
    else if (d->ap >= 0)
        snprintf(buf, n, "AP%s%d", sign, d->ap);
    else
        snprintf(buf, n, "-");
}

static void print_line(const gcg_card_def *d)
{
    char color[64], lc[32], stats[32];
    gcg_color_names(d->colors, color, sizeof color);
    fmt_level_cost(d, lc, sizeof lc);
    fmt_stats(d, stats, sizeof stats);
    printf("%-9s %-11s %-6s %-7s %-10s %s\n", d->number, gcg_card_type_name(d->type),
           *color ? color : "-", lc, stats, d->name);
}

/* ---------------------------------------------------------------- in full */

static void print_int_field(const char *label, int v)
{
    if (v >= 0)
        printf("  %-9s %d\n", label, v);
    else
        printf("  %-9s -\n", label);
}

static void print_keywords(const gcg_card_def *d)
{
    printf("  %-9s", "keywords");
    if (!d->keywords)
        printf(" -");
    if (d->keywords & GCG_KW_BLOCKER)
        printf(" <Blocker>");
    if (d->keywords & GCG_KW_FIRST_STRIKE)
        printf(" <First Strike>");
    if (d->keywords & GCG_KW_HIGH_MANEUVER)
        printf(" <High-Maneuver>");
    if (d->keywords & GCG_KW_SUPPRESSION)
        printf(" <Suppression>");
    if (d->keywords & GCG_KW_REPAIR)
        printf(" <Repair %d>", d->repair);
    if (d->keywords & GCG_KW_BREACH)
        printf(" <Breach %d>", d->breach);
    if (d->keywords & GCG_KW_SUPPORT)
        printf(" <Support %d>", d->support);
    printf("\n");
}

static void print_timings(const gcg_card_def *d)
{
    printf("  %-9s", "timings");
    if (!d->timings)
        printf(" -");
    if (d->timings & GCG_TIMING_MAIN)
        printf(" 【Main】");
    if (d->timings & GCG_TIMING_ACTION)
        printf(" 【Action】");
    if (d->timings & GCG_TIMING_BURST)
        printf(" 【Burst】");
    if (d->timings & GCG_TIMING_PILOT)
        printf(" 【Pilot】[%s]", d->pilot_name);
    printf("\n");
}

static void print_text(const char *text)
{
    printf("  text\n");
    if (!*text) {
        printf("    (none)\n");
        return;
    }
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        int n = nl ? (int)(nl - p) : (int)strlen(p);
        printf("    %.*s\n", n, p);
        p += n + (nl != NULL);
    }
}

static void print_full(const gcg_card_def *d)
{
    char color[64], stats[32];
    gcg_color_names(d->colors, color, sizeof color);
    fmt_stats(d, stats, sizeof stats);
    printf("%s  %s\n", d->number, d->name);
    printf("  %-9s %s\n", "type", gcg_card_type_name(d->type));
    printf("  %-9s %s\n", "color", *color ? color : "-");
    print_int_field("level", d->level);
    print_int_field("cost", d->cost);
    printf("  %-9s %s\n", "AP/HP", stats);
    printf("  %-9s", "traits");
    for (int i = 0; i < d->ntraits; i++)
        printf(" (%s)", d->traits[i]);
    printf("%s\n", d->ntraits ? "" : " -");
    printf("  %-9s %s\n", "link", d->link ? d->link : "-");
    printf("  %-9s %s\n", "zone", d->zone ? d->zone : "-");
    printf("  %-9s %s\n", "rarity", d->rarity);
    printf("  %-9s %s\n", "set", d->set);
    print_keywords(d);
    print_timings(d);
    print_text(d->text);
}

/* ---------------------------------------------------------------- filtering */

/* What the options keep: the sets named (none: every set), and whether only
 * the cards whose text has no script. */
typedef struct card_filter {
    const char *sets[64];
    int nsets;
    int unscripted;
    gcg_engine *eng; /* (unscripted: the engine that finds the scripts) */
} card_filter;

static int same_text_ci(const char *a, const char *b)
{
    for (; *a && *b; a++, b++) {
        char x = *a >= 'a' && *a <= 'z' ? (char)(*a - 'a' + 'A') : *a;
        if (x != *b)
            return 0;
    }
    return *a == *b;
}

static int keeps(const card_filter *f, const gcg_carddb *db, int i)
{
    const gcg_card_def *d = gcg_carddb_at(db, i);
    int in_set = f->nsets == 0;
    for (int k = 0; k < f->nsets && !in_set; k++)
        in_set = same_text_ci(f->sets[k], d->set);
    return in_set && (!f->unscripted ||
                      (gcg_card_needs_script(d) && !gcg_engine_card_script(f->eng, i)));
}

/* ---------------------------------------------------------------- the command */

/* TEXT is exactly a card number (ASCII case ignored): its index, else -1. */
static int exact_number(const gcg_carddb *db, const char *text)
{
    char up[64];
    size_t n = strlen(text);
    if (n >= sizeof up)
        return -1;
    for (size_t i = 0; i <= n; i++)
        up[i] = text[i] >= 'a' && text[i] <= 'z' ? (char)(text[i] - 'a' + 'A') : text[i];
    return gcg_carddb_find(db, up);
}

static int show_matches(const gcg_carddb *db, const char *text, const card_filter *f)
{
    int exact = exact_number(db, text);
    if (exact >= 0 && keeps(f, db, exact)) {
        print_full(gcg_carddb_at(db, exact));
        return 0;
    }
    int n = gcg_carddb_search(db, text, NULL, 0);
    if (n == 0) {
        fprintf(stderr, "gcg cards: no card matches \"%s\"\n", text);
        return 1;
    }
    int *idx = malloc((size_t)n * sizeof *idx), status = 0;
    if (!idx)
        return 1;
    gcg_carddb_search(db, text, idx, n);
    int kept = 0;
    for (int i = 0; i < n; i++)
        if (keeps(f, db, idx[i]))
            idx[kept++] = idx[i];
    n = kept;
    if (n == 0) {
        fprintf(stderr, "gcg cards: no card of the sets asked for matches \"%s\"\n", text);
        status = 1;
    } else if (n == 1) {
        print_full(gcg_carddb_at(db, idx[0]));
    } else {
        for (int i = 0; i < n; i++)
            print_line(gcg_carddb_at(db, idx[i]));
        printf("%d cards match \"%s\"\n", n, text);
    }
    free(idx);
    return status;
}

static int by_text(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The sets of the database, in order, each once. */
static void print_sets(const gcg_carddb *db)
{
    int n = gcg_carddb_count(db), k = 0;
    const char **sets = malloc((size_t)(n ? n : 1) * sizeof *sets);
    for (int i = 0; sets && i < n; i++)
        sets[k++] = gcg_carddb_at(db, i)->set;
    if (sets)
        qsort(sets, (size_t)k, sizeof *sets, by_text);
    for (int i = 0; i < k; i++)
        if (i == 0 || strcmp(sets[i], sets[i - 1]))
            fprintf(stderr, " %s", sets[i]);
    free(sets);
}

/* --set SET[,SET...]: every name must be a set of the database. */
static int add_sets(card_filter *f, const gcg_carddb *db, char *list)
{
    for (char *s = strtok(list, ","); s; s = strtok(NULL, ",")) {
        int known = 0;
        for (int i = 0; i < gcg_carddb_count(db) && !known; i++)
            known = same_text_ci(s, gcg_carddb_at(db, i)->set);
        if (!known) {
            fprintf(stderr, "gcg cards: no card is of set '%s' (sets:", s);
            print_sets(db);
            fprintf(stderr, ")\n");
            return -1;
        }
        if (f->nsets == (int)(sizeof f->sets / sizeof f->sets[0])) {
            fprintf(stderr, "gcg cards: too many sets\n");
            return -1;
        }
        f->sets[f->nsets++] = s;
    }
    return 0;
}

/* Every card the filter keeps, one per line. */
static void list_cards(const gcg_carddb *db, const card_filter *f)
{
    for (int i = 0; i < gcg_carddb_count(db); i++)
        if (keeps(f, db, i))
            print_line(gcg_carddb_at(db, i));
}

int cmd_cards(const cli_env *env, int argc, char **argv)
{
    card_filter f = {0};
    char *setargs[64];
    int nsetargs = 0, first = 1;
    for (; first < argc && argv[first][0] == '-'; first++) {
        const char *a = argv[first];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        }
        if (!strcmp(a, "--")) {
            first++;
            break;
        }
        if (!strcmp(a, "--unscripted")) {
            f.unscripted = 1;
        } else if (!strcmp(a, "--set") && first + 1 < argc && nsetargs < 64) {
            setargs[nsetargs++] = argv[++first];
        } else if (!strncmp(a, "--set=", 6) && nsetargs < 64) {
            setargs[nsetargs++] = argv[first] + 6;
        } else {
            fprintf(stderr, "gcg cards: %s '%s' (try: gcg cards --help)\n",
                    !strcmp(a, "--set") ? "missing the set after" : "unknown option", a);
            return 2;
        }
    }
    gcg_carddb *db = cli_load_db(env);
    if (!db)
        return 1;
    int status = 0;
    for (int k = 0; k < nsetargs && status == 0; k++)
        if (add_sets(&f, db, setargs[k]) != 0)
            status = 2;
    if (status == 0 && f.unscripted && !(f.eng = cli_engine(env, db, 0)))
        status = 1;
    if (status == 0 && first >= argc) {
        list_cards(db, &f);
    } else if (status == 0) {
        size_t len = 1;
        for (int i = first; i < argc; i++)
            len += strlen(argv[i]) + 1;
        char *text = calloc(1, len);
        for (int i = first; text && i < argc; i++) {
            if (i > first)
                strcat(text, " ");
            strcat(text, argv[i]);
        }
        status = text ? show_matches(db, text, &f) : 1;
        free(text);
    }
    if (f.eng)
        gcg_engine_free(f.eng);
    gcg_carddb_free(db);
    return status;
}
