/*
 * deck.c -- decks: reading a deck list (the plain "N NUMBER Name" format or JSON)
 * into a gcg_deck of card database indices with source line numbers, and checking
 * it against the deck construction rules (6-1).
 *
 * Reading and checking are separate so that every problem is reported at once:
 * the reader notes syntax problems and unknown cards and carries on; the checker
 * reports every rule violation, each with the source, the line, the card and the
 * rule number.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "carddb.h"
#include "util.h"

#define DECK_SIZE 50          /* 6-1-1 */
#define RESOURCE_DECK_SIZE 10 /* 6-1-1 */
#define MAX_COPIES 4          /* 6-1-1-3 */
#define MAX_COLORS 2          /* 6-1-1-2 */
#define MAX_COUNT 999         /* a sanity bound on one line's count, not a rule */
#define DECK_MAX_FILE (1u << 20) /* a deck file of more is not one */
#define NCOLORS 5

/* ---------------------------------------------------------------- building */

typedef struct entry_list {
    gcg_deck_entry **items;
    int *n;
} entry_list;

static entry_list main_list(gcg_deck *d)
{
    return (entry_list){&d->main, &d->nmain};
}

static entry_list resource_list(gcg_deck *d)
{
    return (entry_list){&d->resources, &d->nresources};
}

/* The same card twice adds up; the entry keeps the line of its first mention. */
static void add_entry(entry_list l, int card, int count, int line)
{
    for (int i = 0; i < *l.n; i++) {
        if ((*l.items)[i].card == card) {
            (*l.items)[i].count += count;
            return;
        }
    }
    *l.items = xrealloc(*l.items, (size_t)(*l.n + 1) * sizeof **l.items);
    (*l.items)[(*l.n)++] = (gcg_deck_entry){card, count, line};
}

/* "decks/st01.deck" -> "st01" */
static char *name_from_source(const char *source)
{
    const char *base = strrchr(source, '/');
    base = base ? base + 1 : source;
    const char *dot = strrchr(base, '.');
    size_t n = dot && dot != base ? (size_t)(dot - base) : strlen(base);
    char *s = xmalloc(n + 1);
    memcpy(s, base, n);
    s[n] = 0;
    return s;
}

static gcg_deck *deck_new(const char *source)
{
    gcg_deck *d = xcalloc(1, sizeof *d);
    d->source = xstrdup(source);
    d->name = name_from_source(source);
    return d;
}

void gcg_deck_free(gcg_deck *deck)
{
    if (!deck)
        return;
    free(deck->name);
    free(deck->source);
    free(deck->main);
    free(deck->resources);
    free(deck);
}

static int sum_counts(const gcg_deck_entry *e, int n)
{
    int total = 0;
    for (int i = 0; i < n; i++)
        total += e[i].count;
    return total;
}

int gcg_deck_main_count(const gcg_deck *deck)
{
    return deck ? sum_counts(deck->main, deck->nmain) : 0;
}

int gcg_deck_resource_count(const gcg_deck *deck)
{
    return deck ? sum_counts(deck->resources, deck->nresources) : 0;
}

/* ---------------------------------------------------------------- shared */

/* "SOURCE:LINE: " or, without a line, "SOURCE: ". */
static void where(char *buf, size_t n, const char *source, int line)
{
    if (line > 0)
        snprintf(buf, n, "%s:%d: ", source, line);
    else
        snprintf(buf, n, "%s: ", source);
}

/* Card index by number: exact, else with ASCII letters upper-cased. */
static int find_card(const gcg_carddb *db, const char *number)
{
    int i = gcg_carddb_find(db, number);
    if (i >= 0)
        return i;
    char up[64];
    size_t n = strlen(number);
    if (n >= sizeof up)
        return -1;
    for (size_t k = 0; k <= n; k++)
        up[k] = number[k] >= 'a' && number[k] <= 'z' ? (char)(number[k] - 'a' + 'A') : number[k];
    return gcg_carddb_find(db, up);
}

/* A hint for an unknown number: the number of a card with the given name. */
static void unknown_card(const gcg_carddb *db, const char *at, const char *number,
                         const char *name, gcg_problems *p)
{
    char numbers[200] = "";
    const char *printed = NULL;
    int n = 0;
    for (int i = 0; name && *name && i < gcg_carddb_count(db); i++) {
        const gcg_card_def *d = gcg_carddb_at(db, i);
        if (!carddb_name_matches(d->name, name) || d->type == GCG_UNIT_TOKEN)
            continue;
        if (n++ < 6) {
            size_t k = strlen(numbers);
            snprintf(numbers + k, sizeof numbers - k, "%s%s", k ? ", " : "", d->number);
        }
        printed = d->name;
    }
    if (n == 1) {
        problems_add(p, "%sunknown card number \"%s\" (a card named \"%s\" is %s)", at, number,
                     printed, numbers);
        return;
    }
    if (n > 1) {
        problems_add(p, "%sunknown card number \"%s\" (cards named \"%s\": %s%s)", at, number,
                     printed, numbers, n > 6 ? " ..." : "");
        return;
    }
    problems_add(p, "%sunknown card number \"%s\"", at, number);
}

/* Add `count` of card `number` (named `name`, may be NULL) read at `line`.  The
 * name, when given, must be the card's (normalised comparison). */
static void add_card(const gcg_carddb *db, gcg_deck *deck, entry_list l, int resource_by_type,
                     const char *number, const char *name, int count, int line, gcg_problems *p)
{
    char at[600];
    where(at, sizeof at, deck->source, line);
    int card = find_card(db, number);
    if (card < 0) {
        unknown_card(db, at, number, name, p);
        return;
    }
    const gcg_card_def *d = gcg_carddb_at(db, card);
    if (name && *name && !carddb_name_matches(d->name, name))
        problems_add(p, "%s%s is \"%s\", not \"%s\"", at, d->number, d->name, name);
    if (resource_by_type && d->type == GCG_RESOURCE)
        l = resource_list(deck);
    add_entry(l, card, count, line);
}

/* ---------------------------------------------------------------- plain format */

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    char *e = s + strlen(s);
    while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
        *--e = 0;
    return s;
}

/* A count: digits, optionally followed by 'x' ("2x"); 1..MAX_COUNT, else -1. */
static int parse_count(const char *s)
{
    int v = 0, digits = 0;
    for (; *s >= '0' && *s <= '9'; s++, digits++) {
        v = v * 10 + (*s - '0');
        if (v > MAX_COUNT)
            return -1;
    }
    if (*s == 'x' || *s == 'X')
        s++;
    return digits && !*s && v >= 1 ? v : -1;
}

/* Split off the next whitespace-separated word; returns it ("" at the end). */
static char *next_word(char **s)
{
    char *w = *s;
    while (*w == ' ' || *w == '\t')
        w++;
    char *e = w;
    while (*e && *e != ' ' && *e != '\t')
        e++;
    *s = *e ? e + 1 : e;
    *e = 0;
    return w;
}

/* One line: "N NUMBER [Name]", '#' starts a comment. */
static void parse_plain_line(const gcg_carddb *db, gcg_deck *deck, char *line, int lineno,
                             gcg_problems *p)
{
    char *hash = strchr(line, '#');
    if (hash)
        *hash = 0;
    char *rest = trim(line);
    if (!*rest)
        return;
    char at[600];
    where(at, sizeof at, deck->source, lineno);
    char *count_word = next_word(&rest);
    char *number = next_word(&rest);
    char *name = trim(rest);
    int count = parse_count(count_word);
    if (!*number) {
        problems_add(p, "%sexpected \"COUNT NUMBER [Name]\", got \"%s\"", at, count_word);
        return;
    }
    if (count < 0) {
        problems_add(p, "%sbad count \"%s\": expected a whole number from 1 to %d", at,
                     count_word, MAX_COUNT);
        return;
    }
    add_card(db, deck, main_list(deck), 1, number, name, count, lineno, p);
}

/* Lines end with "\n", "\r\n" or a lone "\r" (old Mac files). */
static void parse_plain(const gcg_carddb *db, gcg_deck *deck, const char *text, gcg_problems *p)
{
    char *copy = xstrdup(text);
    int lineno = 1;
    for (char *line = copy; line; lineno++) {
        char *end = line + strcspn(line, "\r\n");
        char *next = NULL;
        if (*end)
            next = end + (end[0] == '\r' && end[1] == '\n' ? 2 : 1);
        *end = 0;
        parse_plain_line(db, deck, line, lineno, p);
        line = next;
    }
    free(copy);
}

/* ---------------------------------------------------------------- JSON format */

typedef struct json_reader {
    const gcg_carddb *db;
    gcg_deck *deck;
    const char *text;
    gcg_problems *p;
} json_reader;

/* Line of the value at list[index] (or of list itself when index < 0), 0 if
 * unknown. */
static int json_line(const json_reader *r, const char *list, int index)
{
    carddb_json_step path[2] = {{list, 0}, {NULL, index}};
    long off = carddb_json_offset(r->text, path, index < 0 ? 1 : 2);
    return off < 0 ? 0 : carddb_line_of(r->text, off, NULL);
}

static int only_keys(const json_reader *r, const cJSON *obj, const char *const *keys, int n,
                     const char *at, const char *what)
{
    int ok = 1;
    for (const cJSON *m = obj->child; m; m = m->next) {
        int known = 0;
        for (int k = 0; k < n; k++)
            known |= !strcmp(m->string, keys[k]);
        if (!known) {
            problems_add(r->p, "%s%sunknown key \"%s\"", at, what, m->string);
            ok = 0;
        }
    }
    return ok;
}

/* {"count": 2, "number": "ST01-001", "name": "Gundam"} -- name optional. */
static void read_json_entry(const json_reader *r, const char *list, int i, const cJSON *e,
                            entry_list l)
{
    static const char *const keys[] = {"count", "number", "name"};
    char at[600], what[64];
    int line = json_line(r, list, i);
    where(at, sizeof at, r->deck->source, line);
    snprintf(what, sizeof what, "%s[%d]: ", list, i);
    if (!cJSON_IsObject(e)) {
        problems_add(r->p, "%s%sexpected {\"count\": N, \"number\": \"...\"}", at, what);
        return;
    }
    only_keys(r, e, keys, 3, at, what);
    const cJSON *count = cJSON_GetObjectItemCaseSensitive(e, "count");
    const cJSON *number = cJSON_GetObjectItemCaseSensitive(e, "number");
    const cJSON *name = cJSON_GetObjectItemCaseSensitive(e, "name");
    double c = cJSON_IsNumber(count) ? count->valuedouble : -1;
    if (c < 1 || c > MAX_COUNT || c != (double)(int)c) {
        problems_add(r->p, "%s%s\"count\" must be a whole number from 1 to %d", at, what,
                     MAX_COUNT);
        return;
    }
    if (!cJSON_IsString(number)) {
        problems_add(r->p, "%s%s\"number\" must be a string", at, what);
        return;
    }
    if (name && !cJSON_IsString(name)) {
        problems_add(r->p, "%s%s\"name\" must be a string", at, what);
        return;
    }
    add_card(r->db, r->deck, l, 0, number->valuestring, name ? name->valuestring : NULL,
             (int)c, line, r->p);
}

static void read_json_list(const json_reader *r, const cJSON *root, const char *list,
                           entry_list l)
{
    const cJSON *a = cJSON_GetObjectItemCaseSensitive(root, list);
    if (!a)
        return;
    if (!cJSON_IsArray(a)) {
        char at[600];
        where(at, sizeof at, r->deck->source, json_line(r, list, -1));
        problems_add(r->p, "%s\"%s\" must be a list of {\"count\": N, \"number\": \"...\"}", at,
                     list);
        return;
    }
    int i = 0;
    for (const cJSON *e = a->child; e; e = e->next, i++)
        read_json_entry(r, list, i, e, l);
}

static void json_syntax_problem(const char *text, const char *errp, const char *source,
                                gcg_problems *p)
{
    long off = errp ? (long)(errp - text) : 0;
    int col, line = carddb_line_of(text, off, &col);
    problems_add(p, "%s:%d:%d: JSON syntax error", source, line, col);
}

/* {"name": "...", "main": [...], "resources": [...]}.  Cards stay in the list
 * they are given in; the checker reports a card in the wrong one. */
static void parse_json(const gcg_carddb *db, gcg_deck *deck, const char *text, gcg_problems *p)
{
    static const char *const keys[] = {"name", "main", "resources"};
    const char *end = NULL;
    cJSON *root = cJSON_ParseWithOpts(text, &end, 1);
    if (!root) {
        json_syntax_problem(text, end, deck->source, p);
        return;
    }
    json_reader r = {db, deck, text, p};
    char at[600];
    where(at, sizeof at, deck->source, 0);
    only_keys(&r, root, keys, 3, at, "");
    const cJSON *name = cJSON_GetObjectItemCaseSensitive(root, "name");
    if (cJSON_IsString(name) && *name->valuestring) {
        free(deck->name);
        deck->name = xstrdup(name->valuestring);
    } else if (name && !cJSON_IsNull(name)) {
        problems_add(p, "%s\"name\" must be a string", at);
    }
    read_json_list(&r, root, "main", main_list(deck));
    read_json_list(&r, root, "resources", resource_list(deck));
    cJSON_Delete(root);
}

/* ---------------------------------------------------------------- loading */

static int looks_like_json(const char *text)
{
    while (*text == ' ' || *text == '\t' || *text == '\n' || *text == '\r')
        text++;
    return *text == '{';
}

gcg_deck *gcg_deck_parse(const gcg_carddb *db, const char *text, const char *source,
                         gcg_problems *problems)
{
    if (!source)
        source = "<deck>";
    if (!text)
        text = "";
    if (!strncmp(text, "\xEF\xBB\xBF", 3)) /* a UTF-8 byte order mark */
        text += 3;
    gcg_deck *deck = deck_new(source);
    if (looks_like_json(text))
        parse_json(db, deck, text, problems);
    else
        parse_plain(db, deck, text, problems);
    return deck;
}

gcg_deck *gcg_deck_load(const gcg_carddb *db, const char *path, gcg_problems *problems)
{
    gcg_err err;
    size_t len;
    char *text = read_file_max(path, DECK_MAX_FILE, &len, &err);
    if (!text) {
        problems_add(problems, "%s", err.msg);
        return NULL;
    }
    const char *zero = memchr(text, 0, len);
    if (zero) { /* (the text would end there, unseen) */
        int line = 1;
        for (const char *c = text; c < zero; c++)
            line += *c == '\n' || (*c == '\r' && c[1] != '\n');
        problems_add(problems, "%s:%d: a zero byte: not a deck list (a binary file?)", path, line);
        free(text);
        return NULL;
    }
    gcg_deck *deck = gcg_deck_parse(db, text, path, problems);
    free(text);
    return deck;
}

/* ---------------------------------------------------------------- rules (6-1) */

typedef struct checker {
    const gcg_carddb *db;
    const gcg_deck *deck;
    gcg_problems *p;
    int count; /* violations found */
} checker;

static void violation(checker *c, int line, const char *fmt, ...) GCG_PRINTF(3, 4);

static void violation(checker *c, int line, const char *fmt, ...)
{
    char at[600], what[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    where(at, sizeof at, c->deck->source, line);
    problems_add(c->p, "%s%s", at, what);
    c->count++;
}

static const char *article(const char *noun)
{
    return strchr("AEIOaeio", noun[0]) ? "an" : "a"; /* "a Unit", "an EX Base" */
}

/* The card of an entry, or NULL (reported) when the index is not in the db. */
static const gcg_card_def *entry_card(checker *c, const gcg_deck_entry *e)
{
    const gcg_card_def *d = gcg_carddb_at(c->db, e->card);
    if (!d)
        violation(c, e->line, "card index %d is not in the card database", e->card);
    return d;
}

/* 6-1-1-1: a deck is built of Unit, Pilot, Command and Base cards. */
static void check_main_type(checker *c, const gcg_deck_entry *e, const gcg_card_def *d)
{
    if (d->type == GCG_UNIT || d->type == GCG_PILOT || d->type == GCG_COMMAND ||
        d->type == GCG_BASE)
        return;
    const char *t = gcg_card_type_name(d->type);
    violation(c, e->line,
              "%s %s is %s %s: a deck holds only Unit, Pilot, Command and Base cards%s (6-1-1-1)",
              d->number, d->name, article(t), t,
              d->type == GCG_RESOURCE ? "; Resources go in the resource deck" : "");
}

/* 6-1-1-3: at most four copies of one card number.  Reported once, at the first
 * entry of that card. */
static void check_copies(checker *c, int at, const gcg_card_def *d)
{
    const gcg_deck *deck = c->deck;
    for (int i = 0; i < at; i++)
        if (deck->main[i].card == deck->main[at].card)
            return;
    int copies = 0;
    for (int i = at; i < deck->nmain; i++)
        if (deck->main[i].card == deck->main[at].card)
            copies += deck->main[i].count;
    if (copies > MAX_COPIES)
        violation(c, deck->main[at].line, "%s %s: %d copies, at most %d (6-1-1-3)", d->number,
                  d->name, copies, MAX_COPIES);
}

/* The deck's colors, most used first (ties: first seen first). */
typedef struct color_rank {
    int n;
    int order[NCOLORS]; /* color bit numbers (gcg_color is 1 << bit) */
} color_rank;

static color_rank rank_colors(checker *c)
{
    int copies[NCOLORS] = {0}, first[NCOLORS];
    for (int k = 0; k < NCOLORS; k++)
        first[k] = c->deck->nmain;
    for (int i = 0; i < c->deck->nmain; i++) {
        const gcg_card_def *d = gcg_carddb_at(c->db, c->deck->main[i].card);
        for (int k = 0; d && k < NCOLORS; k++) {
            if (!(d->colors & (1u << k)))
                continue;
            copies[k] += c->deck->main[i].count;
            if (first[k] > i)
                first[k] = i;
        }
    }
    color_rank r = {0, {0}};
    for (int k = 0; k < NCOLORS; k++) {
        if (!copies[k])
            continue;
        int at = r.n++;
        for (; at > 0; at--) {
            int prev = r.order[at - 1];
            if (copies[prev] > copies[k] || (copies[prev] == copies[k] && first[prev] < first[k]))
                break;
            r.order[at] = r.order[at - 1];
        }
        r.order[at] = k;
    }
    return r;
}

/* 6-1-1-2: one or two colors.  The deck's colors are its two most used; every
 * entry of another color is reported. */
static void check_color(checker *c, const color_rank *r, const gcg_deck_entry *e,
                        const gcg_card_def *d)
{
    static const char *const ordinal[] = {"first", "second", "third", "fourth", "fifth"};
    for (int k = MAX_COLORS; k < r->n; k++) {
        if (!(d->colors & (1u << r->order[k])))
            continue;
        char color[16], used[64] = "";
        gcg_color_names(1u << r->order[k], color, sizeof color);
        for (int j = 0; j < k; j++) {
            char one[16];
            gcg_color_names(1u << r->order[j], one, sizeof one);
            snprintf(used + strlen(used), sizeof used - strlen(used), "%s%s", j ? ", " : "", one);
        }
        violation(c, e->line,
                  "%s %s is %s: a %s color (%s already used); a deck uses one or two colors "
                  "(6-1-1-2)",
                  d->number, d->name, color, ordinal[k], used);
        return;
    }
}

/* 6-1-1-4: a resource deck is built of Resource cards (any number of copies,
 * 6-1-1-5). */
static void check_resource_type(checker *c, const gcg_deck_entry *e, const gcg_card_def *d)
{
    if (d->type == GCG_RESOURCE)
        return;
    const char *t = gcg_card_type_name(d->type);
    violation(c, e->line, "%s %s is %s %s: a resource deck holds only Resource cards (6-1-1-4)",
              d->number, d->name, article(t), t);
}

int gcg_deck_validate(const gcg_carddb *db, const gcg_deck *deck, gcg_problems *problems)
{
    if (!deck)
        return 0;
    checker c = {db, deck, problems, 0};
    color_rank colors = rank_colors(&c);
    for (int i = 0; i < deck->nmain; i++) {
        const gcg_card_def *d = entry_card(&c, &deck->main[i]);
        if (!d)
            continue;
        check_main_type(&c, &deck->main[i], d);
        check_copies(&c, i, d);
        check_color(&c, &colors, &deck->main[i], d);
    }
    for (int i = 0; i < deck->nresources; i++) {
        const gcg_card_def *d = entry_card(&c, &deck->resources[i]);
        if (d)
            check_resource_type(&c, &deck->resources[i], d);
    }
    int nmain = gcg_deck_main_count(deck), nres = gcg_deck_resource_count(deck);
    if (nmain != DECK_SIZE) /* 6-1-1 */
        violation(&c, 0, "main deck has %d card%s, must be exactly %d (6-1-1)", nmain,
                  nmain == 1 ? "" : "s", DECK_SIZE);
    if (nres != RESOURCE_DECK_SIZE) /* 6-1-1 */
        violation(&c, 0, "resource deck has %d card%s, must be exactly %d (6-1-1)", nres,
                  nres == 1 ? "" : "s", RESOURCE_DECK_SIZE);
    return c.count;
}
