/*
 * carddb.c -- the card database: loads card definitions from JSON (data/cards.json
 * and the user's extra card files) into immutable gcg_card_defs, derives what the
 * core needs from the printed text (keywords, timings, the 【Pilot】 name), parses
 * link conditions once, and answers look-ups by number and searches by text.
 *
 * Loading is all-or-nothing: the first problem found refuses the whole file with
 * one message naming the file, the line, the card and the field.
 *
 * Memory: every string, trait list and card record lives in one arena owned by
 * the db.  Cards are records reached through an array of pointers, so a card's
 * address never changes, even when a merge overrides it (the old record stays in
 * the arena until the db is freed).
 */
#include <stdalign.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>
#include "carddb.h"
#include "util.h"

#define MAX_CARDS_IN_DB 65000 /* card indices must fit the core's 16-bit fields */
#define MAX_STAT 999

/* ---------------------------------------------------------------- arena */

typedef struct arena_block {
    struct arena_block *next;
    size_t used, cap;
    max_align_t data[]; /* cap bytes */
} arena_block;

typedef struct arena {
    arena_block *head;
} arena;

static void *arena_alloc(arena *a, size_t n)
{
    size_t align = alignof(max_align_t);
    n = (n + align - 1) / align * align;
    if (!a->head || a->head->cap - a->head->used < n) {
        size_t cap = n > 32768 ? n : 32768;
        arena_block *b = xmalloc(sizeof *b + cap);
        b->next = a->head;
        b->used = 0;
        b->cap = cap;
        a->head = b;
    }
    void *p = (char *)a->head->data + a->head->used;
    a->head->used += n;
    return p;
}

static char *arena_strndup(arena *a, const char *s, size_t n)
{
    char *d = arena_alloc(a, n + 1);
    memcpy(d, s, n);
    d[n] = 0;
    return d;
}

static char *arena_strdup(arena *a, const char *s)
{
    return arena_strndup(a, s, strlen(s));
}

/* Move every block of `from` into `to`. */
static void arena_steal(arena *to, arena *from)
{
    arena_block **last = &from->head;
    while (*last)
        last = &(*last)->next;
    *last = to->head;
    to->head = from->head;
    from->head = NULL;
}

static void arena_free(arena *a)
{
    while (a->head) {
        arena_block *next = a->head->next;
        free(a->head);
        a->head = next;
    }
}

/* ---------------------------------------------------------------- records */

/* One alternative of a link condition (3-2-6): a Pilot name part or a trait. */
typedef struct link_alt {
    int by_trait;
    const char *text;
} link_alt;

/* A card as the db holds it.  `def` comes first so that a gcg_card_def pointer
 * handed out by the db can be turned back into its record. */
typedef struct card_rec {
    gcg_card_def def;
    const link_alt *alts;
    int nalts;
    const char *norm_number; /* normalised, for search */
    const char *norm_name;
    const char *norm_rest; /* traits and text, normalised, joined by \1 */
} card_rec;

struct gcg_carddb {
    card_rec **cards;
    int n, cap;
    int *slots; /* hash index by number: card index or -1 */
    int nslots; /* a power of two, at least twice n */
    unsigned generation; /* bumped by every merge (carddb_generation) */
    arena mem;
    /* Every trait of its cards (and of their link conditions), once: each card's
     * traits point at these strings, so that a trait is matched by its address
     * (carddb_trait_named, carddb_has_trait_named).  Only ever grows. */
    const char **tnames;
    int ntnames, tcap;
    int *tslots; /* hash index by text: index into tnames or -1 */
    int ntslots; /* a power of two, at least twice ntnames */
};

static const card_rec *rec_of(const gcg_card_def *d)
{
    return (const card_rec *)(const void *)d;
}

/* ---------------------------------------------------------------- index */

static uint32_t hash_str(const char *s)
{
    uint32_t h = 2166136261u; /* FNV-1a */
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

static void index_put(gcg_carddb *db, int i)
{
    int mask = db->nslots - 1;
    int s = (int)(hash_str(db->cards[i]->def.number) & (uint32_t)mask);
    while (db->slots[s] >= 0)
        s = (s + 1) & mask;
    db->slots[s] = i;
}

static void index_rebuild(gcg_carddb *db)
{
    int want = 16;
    while (want < 2 * db->n + 2)
        want *= 2;
    if (want != db->nslots) {
        free(db->slots);
        db->slots = xmalloc((size_t)want * sizeof *db->slots);
        db->nslots = want;
    }
    for (int s = 0; s < db->nslots; s++)
        db->slots[s] = -1;
    for (int i = 0; i < db->n; i++)
        index_put(db, i);
}

/* ---------------------------------------------------------------- traits */

/* The slot of trait text t in the trait index: where it is, or the free slot
 * where it would go. */
static int trait_slot(const gcg_carddb *db, const char *t)
{
    int mask = db->ntslots - 1;
    int s = (int)(hash_str(t) & (uint32_t)mask);
    while (db->tslots[s] >= 0 && strcmp(db->tnames[db->tslots[s]], t))
        s = (s + 1) & mask;
    return s;
}

static void trait_index_grow(gcg_carddb *db)
{
    int want = db->ntslots ? 2 * db->ntslots : 64;
    free(db->tslots);
    db->tslots = xmalloc((size_t)want * sizeof *db->tslots);
    db->ntslots = want;
    for (int s = 0; s < want; s++)
        db->tslots[s] = -1;
    for (int i = 0; i < db->ntnames; i++)
        db->tslots[trait_slot(db, db->tnames[i])] = i;
}

/* The db's string for trait text t, added if it has none (t must live as long
 * as the db: a string of its arena). */
static const char *trait_intern(gcg_carddb *db, const char *t)
{
    if (2 * db->ntnames + 2 > db->ntslots)
        trait_index_grow(db);
    int s = trait_slot(db, t);
    if (db->tslots[s] >= 0)
        return db->tnames[db->tslots[s]];
    if (db->ntnames == db->tcap) {
        db->tcap = db->tcap ? 2 * db->tcap : 64;
        db->tnames = xrealloc(db->tnames, (size_t)db->tcap * sizeof *db->tnames);
    }
    db->tnames[db->ntnames] = t;
    db->tslots[s] = db->ntnames++;
    return t;
}

/* Point the card's traits and its link conditions' traits at the db's strings.
 * (Both arrays are the db's own, made by read_traits and parse_link: only their
 * handles are const.) */
static void traits_intern(gcg_carddb *db, card_rec *r)
{
    const char **traits = (const char **)(void *)r->def.traits;
    for (int i = 0; i < r->def.ntraits; i++)
        traits[i] = trait_intern(db, traits[i]);
    link_alt *alts = (link_alt *)(void *)r->alts;
    for (int i = 0; i < r->nalts; i++)
        if (alts[i].by_trait)
            alts[i].text = trait_intern(db, alts[i].text);
}

const char *carddb_trait_named(const gcg_carddb *db, const char *t)
{
    if (!db || !t || !db->ntslots)
        return NULL;
    int s = trait_slot(db, t);
    return db->tslots[s] >= 0 ? db->tnames[db->tslots[s]] : NULL;
}

int carddb_has_trait_named(const gcg_card_def *d, const char *named)
{
    for (int i = 0; i < d->ntraits; i++)
        if (d->traits[i] == named)
            return 1;
    return 0;
}

static void db_append(gcg_carddb *db, card_rec *r)
{
    traits_intern(db, r);
    if (db->n == db->cap) {
        db->cap = db->cap ? db->cap * 2 : 256;
        db->cards = xrealloc(db->cards, (size_t)db->cap * sizeof *db->cards);
    }
    db->cards[db->n++] = r;
    if (2 * db->n + 2 > db->nslots)
        index_rebuild(db);
    else
        index_put(db, db->n - 1);
}

int gcg_carddb_find(const gcg_carddb *db, const char *number)
{
    if (!db || !number || !db->nslots)
        return -1;
    int mask = db->nslots - 1;
    for (int s = (int)(hash_str(number) & (uint32_t)mask); db->slots[s] >= 0; s = (s + 1) & mask)
        if (!strcmp(db->cards[db->slots[s]]->def.number, number))
            return db->slots[s];
    return -1;
}

/* ---------------------------------------------------------------- normalising */

/* Decode one UTF-8 sequence at s; *len gets its length (1 for a stray byte). */
static uint32_t utf8_decode(const unsigned char *s, int *len)
{
    if (s[0] < 0x80) {
        *len = 1;
        return s[0];
    }
    int n = (s[0] & 0xE0) == 0xC0 ? 2 : (s[0] & 0xF0) == 0xE0 ? 3 : (s[0] & 0xF8) == 0xF0 ? 4 : 0;
    uint32_t cp = n == 2 ? s[0] & 0x1Fu : n == 3 ? s[0] & 0x0Fu : s[0] & 0x07u;
    for (int i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80) {
            n = 0;
            break;
        }
        cp = (cp << 6) | (s[i] & 0x3Fu);
    }
    if (n == 0) {
        *len = 1;
        return 0xFFFD;
    }
    *len = n;
    return cp;
}

/* What a code point reads as in ASCII, or NULL to keep it as it is. */
static const char *ascii_reading(uint32_t cp, char one[2])
{
    static const char *const roman[] = {"i",   "ii", "iii", "iv", "v",  "vi",
                                        "vii", "viii", "ix", "x", "xi", "xii"};
    if (cp >= 0x2160 && cp <= 0x216B) /* Ⅰ..Ⅻ */
        return roman[cp - 0x2160];
    if (cp >= 0x2170 && cp <= 0x217B) /* ⅰ..ⅻ */
        return roman[cp - 0x2170];
    if (cp == 0xFF65 || cp == 0x30FB || cp == 0x3000) /* ･ ・ ideographic space */
        return " ";
    if (cp == 0x2018 || cp == 0x2019)
        return "'";
    if (cp == 0x201C || cp == 0x201D)
        return "\"";
    if (cp >= 0xFF01 && cp <= 0xFF5E) { /* full-width ASCII, e.g. ： */
        one[0] = (char)(cp - 0xFEE0);
        one[1] = 0;
        return one;
    }
    return NULL;
}

static void norm_put(strbuf *b, const char *s, int *pending_space)
{
    for (; *s; s++) {
        char c = *s;
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            *pending_space = b->len > 0;
            continue;
        }
        if (*pending_space)
            sb_puts(b, " ");
        *pending_space = 0;
        if (c >= 'A' && c <= 'Z')
            c = (char)(c - 'A' + 'a');
        sb_putn(b, &c, 1);
    }
}

char *carddb_normalise(const char *s)
{
    strbuf b;
    sb_init(&b);
    int pending_space = 0;
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        int len;
        char one[2];
        uint32_t cp = utf8_decode(p, &len);
        const char *r = cp >= 0x80 ? ascii_reading(cp, one) : NULL;
        if (r) {
            norm_put(&b, r, &pending_space);
        } else if (cp < 0x80) {
            char ascii[2] = {(char)cp, 0};
            norm_put(&b, ascii, &pending_space);
        } else {
            if (pending_space)
                sb_puts(&b, " ");
            pending_space = 0;
            sb_putn(&b, (const char *)p, (size_t)len);
        }
        p += len;
    }
    return sb_take(&b);
}

int carddb_name_matches(const char *card_name, const char *given)
{
    char *a = carddb_normalise(card_name ? card_name : "");
    char *b = carddb_normalise(given ? given : "");
    int same = !strcmp(a, b);
    free(a);
    free(b);
    return same;
}

static const char *arena_norm(arena *a, const char *s)
{
    char *n = carddb_normalise(s);
    const char *d = arena_strdup(a, n);
    free(n);
    return d;
}

/* ---------------------------------------------------------------- positions */

static long skip_ws(const char *t, long i)
{
    while (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r')
        i++;
    return i;
}

/* t[i] is '"': the offset just after the closing quote. */
static long skip_string(const char *t, long i)
{
    for (i++; t[i] && t[i] != '"'; i++)
        if (t[i] == '\\' && t[i + 1])
            i++;
    return t[i] ? i + 1 : i;
}

static long skip_value(const char *t, long i)
{
    if (t[i] == '"')
        return skip_string(t, i);
    if (t[i] != '{' && t[i] != '[') {
        while (t[i] && !strchr(",}] \t\r\n", t[i]))
            i++;
        return i;
    }
    int depth = 0;
    while (t[i]) {
        if (t[i] == '"') {
            i = skip_string(t, i);
            continue;
        }
        if (t[i] == '{' || t[i] == '[')
            depth++;
        else if (t[i] == '}' || t[i] == ']')
            depth--;
        i++;
        if (depth == 0)
            break;
    }
    return i;
}

/* t[i] is '{': offset of the value of `key`, or -1. */
static long find_member(const char *t, long i, const char *key)
{
    size_t klen = strlen(key);
    i = skip_ws(t, i + 1);
    while (t[i] == '"') {
        long kstart = i + 1;
        long kend = skip_string(t, i) - 1; /* the closing quote */
        i = skip_ws(t, kend + 1);
        if (t[i] != ':')
            return -1;
        i = skip_ws(t, i + 1);
        if ((size_t)(kend - kstart) == klen && !memcmp(t + kstart, key, klen))
            return i;
        i = skip_ws(t, skip_value(t, i));
        if (t[i] != ',')
            return -1;
        i = skip_ws(t, i + 1);
    }
    return -1;
}

/* t[i] is '[': offset of element `index`, or -1. */
static long find_element(const char *t, long i, int index)
{
    i = skip_ws(t, i + 1);
    if (t[i] == ']')
        return -1;
    for (int k = 0; k < index; k++) {
        i = skip_ws(t, skip_value(t, i));
        if (t[i] != ',')
            return -1;
        i = skip_ws(t, i + 1);
    }
    return i;
}

long carddb_json_offset(const char *text, const carddb_json_step *path, int n)
{
    long i = skip_ws(text, 0);
    for (int k = 0; k < n && i >= 0; k++) {
        if (path[k].key)
            i = text[i] == '{' ? find_member(text, i, path[k].key) : -1;
        else
            i = text[i] == '[' ? find_element(text, i, path[k].index) : -1;
    }
    return i;
}

int carddb_line_of(const char *text, long offset, int *col)
{
    int line = 1, c = 1;
    for (long i = 0; i < offset && text[i]; i++) {
        if (text[i] == '\n') {
            line++;
            c = 1;
        } else if (((unsigned char)text[i] & 0xC0) != 0x80) {
            c++; /* count characters, not UTF-8 continuation bytes */
        }
    }
    if (col)
        *col = c;
    return line;
}

/* ---------------------------------------------------------------- loading */

typedef struct loader {
    const char *text; /* the JSON text, for line numbers */
    const char *source;
    gcg_err *err;
    arena *mem;
} loader;

/* Refuse the file: "SOURCE:LINE: card NUMBER: field "F": message".  The line is
 * that of the field when it is present, else that of the card. */
static int card_error(const loader *L, int index, const char *number, const char *field,
                      const char *fmt, ...) GCG_PRINTF(5, 6);

static int card_error(const loader *L, int index, const char *number, const char *field,
                      const char *fmt, ...)
{
    char what[300], card[80], fieldpart[80] = "";
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    carddb_json_step path[2] = {{NULL, index}, {field, 0}};
    long off = field ? carddb_json_offset(L->text, path, 2) : -1;
    if (off < 0)
        off = carddb_json_offset(L->text, path, 1);
    int line = carddb_line_of(L->text, off < 0 ? 0 : off, NULL);
    if (number)
        snprintf(card, sizeof card, "card %s", number);
    else
        snprintf(card, sizeof card, "card #%d", index + 1);
    if (field)
        snprintf(fieldpart, sizeof fieldpart, " field \"%s\":", field);
    return err_set(L->err, "%s:%d: %s:%s %s", L->source, line, card, fieldpart, what);
}

static const char *json_type_name(const cJSON *v)
{
    if (cJSON_IsString(v))
        return "string";
    if (cJSON_IsNumber(v))
        return "number";
    if (cJSON_IsNull(v))
        return "null";
    if (cJSON_IsBool(v))
        return "boolean";
    if (cJSON_IsArray(v))
        return "array";
    if (cJSON_IsObject(v))
        return "object";
    return "invalid value";
}

/* The card being read: where it is, and its number once known. */
typedef struct card_ctx {
    const loader *L;
    const cJSON *obj;
    int index;
    const char *number;
} card_ctx;

static const cJSON *field_of(const card_ctx *c, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(c->obj, key);
    if (!v)
        card_error(c->L, c->index, c->number, NULL, "missing field \"%s\"", key);
    return v;
}

/* A string field (NULL in *out for null when `nullable`). */
static int get_string(const card_ctx *c, const char *key, int nullable, const char **out)
{
    const cJSON *v = field_of(c, key);
    if (!v)
        return -1;
    if (nullable && cJSON_IsNull(v)) {
        *out = NULL;
        return 0;
    }
    if (!cJSON_IsString(v))
        return card_error(c->L, c->index, c->number, key, "expected a string%s, got %s",
                          nullable ? " or null" : "", json_type_name(v));
    *out = v->valuestring;
    return 0;
}

/* A whole number 0..MAX_STAT or null (-1). */
static int get_stat(const card_ctx *c, const char *key, int *out)
{
    const cJSON *v = field_of(c, key);
    if (!v)
        return -1;
    if (cJSON_IsNull(v)) {
        *out = -1;
        return 0;
    }
    if (!cJSON_IsNumber(v))
        return card_error(c->L, c->index, c->number, key, "expected a number or null, got %s",
                          json_type_name(v));
    double d = v->valuedouble;
    if (d < 0 || d > MAX_STAT || d != (double)(int)d)
        return card_error(c->L, c->index, c->number, key,
                          "expected a whole number from 0 to %d or null, got %g", MAX_STAT, d);
    *out = (int)d;
    return 0;
}

static const struct {
    const char *json;
    gcg_card_type type;
} card_types[] = {
    {"UNIT", GCG_UNIT},         {"PILOT", GCG_PILOT},
    {"COMMAND", GCG_COMMAND},   {"BASE", GCG_BASE},
    {"RESOURCE", GCG_RESOURCE}, {"UNIT TOKEN", GCG_UNIT_TOKEN},
    {"EX BASE", GCG_EX_BASE},   {"EX RESOURCE", GCG_EX_RESOURCE},
};

static const char *const color_names[] = {"Blue", "Green", "Red", "White", "Purple"};
#define NCOLORS 5

static int read_type(const card_ctx *c, gcg_card_def *d)
{
    const char *s = NULL;
    if (get_string(c, "type", 0, &s))
        return -1;
    for (size_t i = 0; i < sizeof card_types / sizeof card_types[0]; i++) {
        if (!strcmp(s, card_types[i].json)) {
            d->type = card_types[i].type;
            return 0;
        }
    }
    return card_error(c->L, c->index, c->number, "type",
                      "unknown card type \"%s\" (expected UNIT, PILOT, COMMAND, BASE, "
                      "RESOURCE, UNIT TOKEN, EX BASE or EX RESOURCE)", s);
}

static int read_color(const card_ctx *c, gcg_card_def *d)
{
    const char *s = NULL;
    if (get_string(c, "color", 1, &s))
        return -1;
    d->colors = 0;
    if (!s)
        return 0;
    for (int i = 0; i < NCOLORS; i++) {
        if (!strcmp(s, color_names[i])) {
            d->colors = 1u << i;
            return 0;
        }
    }
    return card_error(c->L, c->index, c->number, "color",
                      "unknown color \"%s\" (expected Blue, Green, Red, White, Purple or null)", s);
}

static int read_traits(const card_ctx *c, gcg_card_def *d)
{
    const cJSON *v = field_of(c, "traits");
    if (!v)
        return -1;
    if (!cJSON_IsArray(v))
        return card_error(c->L, c->index, c->number, "traits",
                          "expected an array of strings, got %s", json_type_name(v));
    int n = cJSON_GetArraySize(v);
    const char **traits = arena_alloc(c->L->mem, (size_t)(n ? n : 1) * sizeof *traits);
    int i = 0;
    for (const cJSON *t = v->child; t; t = t->next, i++) {
        if (!cJSON_IsString(t))
            return card_error(c->L, c->index, c->number, "traits",
                              "expected an array of strings, item %d is %s", i + 1,
                              json_type_name(t));
        traits[i] = arena_strdup(c->L->mem, t->valuestring);
    }
    d->traits = traits;
    d->ntraits = n;
    return 0;
}

static const char *dup_or_null(arena *a, const char *s)
{
    return s ? arena_strdup(a, s) : NULL;
}

/* The printed fields, copied into the arena. */
/* A card number has one form: 2 to 4 groups of capital letters and digits
 * joined by '-' ("GD01-001", "ST10-012", "T-014", "EXBP-012", "TEST-KW-001"),
 * 31 characters at most.  It names the card's script file (script_load.c): it
 * may hold nothing else -- no '.', no '/'. */
static int number_ok(const char *s)
{
    int groups = 1, in_group = 0;
    size_t len = strlen(s);
    if (len > 31)
        return 0;
    for (; *s; s++) {
        if ((*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9')) {
            in_group++;
        } else if (*s == '-' && in_group) {
            groups++;
            in_group = 0;
        } else {
            return 0;
        }
    }
    return in_group && groups >= 2 && groups <= 4;
}

/* A set is 1 to 8 capital letters and digits ("GD01", "EXBP"): a folder name. */
static int set_ok(const char *s)
{
    size_t n = 0;
    for (; s[n]; n++)
        if (!((s[n] >= 'A' && s[n] <= 'Z') || (s[n] >= '0' && s[n] <= '9')))
            return 0;
    return n >= 1 && n <= 8;
}

static int read_fields(const card_ctx *c, gcg_card_def *d)
{
    const char *name = NULL, *text = NULL, *link = NULL, *zone = NULL, *rarity = NULL,
               *set = NULL;
    if (read_type(c, d) || get_string(c, "name", 0, &name) || read_color(c, d) ||
        get_stat(c, "level", &d->level) || get_stat(c, "cost", &d->cost) ||
        get_stat(c, "ap", &d->ap) || get_stat(c, "hp", &d->hp) || read_traits(c, d) ||
        get_string(c, "link", 1, &link) || get_string(c, "zone", 1, &zone) ||
        get_string(c, "rarity", 0, &rarity) || get_string(c, "text", 0, &text) ||
        get_string(c, "set", 0, &set))
        return -1;
    if (!*name)
        return card_error(c->L, c->index, c->number, "name", "empty name");
    if (!set_ok(set))
        return card_error(c->L, c->index, c->number, "set",
                          "\"%.20s\" is not a set: 1 to 8 capital letters and digits, like GD01",
                          set);
    arena *a = c->L->mem;
    d->number = arena_strdup(a, c->number);
    d->name = arena_strdup(a, name);
    d->text = arena_strdup(a, text);
    d->link = dup_or_null(a, link);
    d->zone = dup_or_null(a, zone);
    d->rarity = arena_strdup(a, rarity);
    d->set = arena_strdup(a, set);
    return 0;
}

/* ------------------------------------------------ derived from the text */

static int has_prefix(const char *p, const char *end, const char *prefix)
{
    size_t n = strlen(prefix);
    return (size_t)(end - p) >= n && !memcmp(p, prefix, n);
}

/* A keyword's amount (<Repair 2>) is at most this; printed copies add up to it
 * at most (the game state keeps a byte per amount). */
#define KW_AMOUNT_MAX 99

static int kw_add(int have, int more)
{
    return have + more > KW_AMOUNT_MAX ? KW_AMOUNT_MAX : have + more;
}

/* One "<Keyword>" or "<Keyword N>" at p (which is '<').  Returns the offset past
 * it, or 0 if it is not a keyword the engine knows (13-1). */
static int read_keyword(gcg_card_def *d, const char *p, const char *end)
{
    static const struct {
        const char *name;
        unsigned bit;
        int has_amount;
    } kws[] = {
        {"Blocker", GCG_KW_BLOCKER, 0},         {"First Strike", GCG_KW_FIRST_STRIKE, 0},
        {"High-Maneuver", GCG_KW_HIGH_MANEUVER, 0}, {"Suppression", GCG_KW_SUPPRESSION, 0},
        {"Repair", GCG_KW_REPAIR, 1},           {"Breach", GCG_KW_BREACH, 1},
        {"Support", GCG_KW_SUPPORT, 1},
    };
    const char *close = memchr(p, '>', (size_t)(end - p));
    if (!close)
        return 0;
    for (size_t k = 0; k < sizeof kws / sizeof kws[0]; k++) {
        const char *q = p + 1;
        if (!has_prefix(q, close, kws[k].name))
            continue;
        q += strlen(kws[k].name);
        int amount = 0;
        if (kws[k].has_amount) {
            if (*q != ' ' || q + 1 >= close)
                continue;
            for (q++; q < close && *q >= '0' && *q <= '9' && amount <= KW_AMOUNT_MAX; q++)
                amount = amount * 10 + (*q - '0');
        }
        if (q != close || amount > KW_AMOUNT_MAX)
            continue; /* not a keyword (an amount no card prints is text) */
        d->keywords |= kws[k].bit;
        /* Printed copies add up (to at most KW_AMOUNT_MAX each), as gained ones do (13-1-2-5, 13-1-3-2). */
        if (kws[k].bit == GCG_KW_REPAIR)
            d->repair = kw_add(d->repair, amount);
        else if (kws[k].bit == GCG_KW_BREACH)
            d->breach = kw_add(d->breach, amount);
        else if (kws[k].bit == GCG_KW_SUPPORT)
            d->support = kw_add(d->support, amount);
        return (int)(close + 1 - p);
    }
    return 0;
}

/* Keywords printed at the start of a line are the card's own; one granted in
 * the middle of a line ("This Unit gains <High-Maneuver>") is not. */
static void read_line_keywords(gcg_card_def *d, const char *p, const char *end)
{
    while (p < end && *p == '<') {
        int n = read_keyword(d, p, end);
        if (!n)
            return;
        p += n;
        while (p < end && *p == ' ')
            p++;
    }
}

#define T_MAIN "【Main】"
#define T_ACTION "【Action】"
#define T_BURST "【Burst】"
#define T_PILOT "【Pilot】"
#define T_ACTIVATE_MAIN "【Activate･Main】"

/* 【Pilot】[Name] on a Command (3-4-6-1): the name the card has as a Pilot. */
static int read_pilot_line(const card_ctx *c, gcg_card_def *d, const char *p, const char *end)
{
    p += strlen(T_PILOT);
    const char *close = p < end && *p == '[' ? memchr(p, ']', (size_t)(end - p)) : NULL;
    if (!close || close == p + 1)
        return card_error(c->L, c->index, c->number, "text",
                          "a 【Pilot】 line must name the Pilot as 【Pilot】[Name]");
    d->pilot_name = arena_strndup(c->L->mem, p + 1, (size_t)(close - p - 1));
    d->timings |= GCG_TIMING_PILOT;
    return 0;
}

static int read_text_line(const card_ctx *c, gcg_card_def *d, const char *p, const char *end)
{
    if (*p == '<')
        read_line_keywords(d, p, end);
    else if (has_prefix(p, end, T_ACTIVATE_MAIN "<Support")) /* how Support is printed */
        read_line_keywords(d, p + strlen(T_ACTIVATE_MAIN), end);
    if (has_prefix(p, end, T_MAIN)) { /* 13-2-3; "【Main】/【Action】" is both (13-2-3-2) */
        d->timings |= GCG_TIMING_MAIN;
        if (has_prefix(p + strlen(T_MAIN), end, "/" T_ACTION))
            d->timings |= GCG_TIMING_ACTION;
    }
    if (has_prefix(p, end, T_ACTION)) /* 13-2-4 */
        d->timings |= GCG_TIMING_ACTION;
    if (has_prefix(p, end, T_BURST)) /* 13-2-5 */
        d->timings |= GCG_TIMING_BURST;
    if (has_prefix(p, end, T_PILOT) && d->type == GCG_COMMAND) /* 3-4-6 */
        return read_pilot_line(c, d, p, end);
    return 0;
}

static int derive_from_text(const card_ctx *c, gcg_card_def *d)
{
    const char *p = d->text;
    while (*p) {
        const char *end = strchr(p, '\n');
        if (!end)
            end = p + strlen(p);
        if (read_text_line(c, d, p, end))
            return -1;
        p = *end ? end + 1 : end;
    }
    return 0;
}

/* ------------------------------------------------ link conditions (3-2-6) */

static void trim(const char **p, const char **end)
{
    while (*p < *end && **p == ' ')
        (*p)++;
    while (*end > *p && (*end)[-1] == ' ')
        (*end)--;
}

/* "[Name]" or "(Trait) Trait" (also "(Trait)"). */
static int read_link_alt(arena *a, const char *p, const char *end, link_alt *out)
{
    trim(&p, &end);
    if (end - p > 2 && *p == '[' && end[-1] == ']') {
        out->by_trait = 0;
        out->text = arena_strndup(a, p + 1, (size_t)(end - p - 2));
        return 0;
    }
    const char *close = *p == '(' ? memchr(p, ')', (size_t)(end - p)) : NULL;
    if (!close || close == p + 1)
        return -1;
    const char *rest = close + 1, *rest_end = end;
    trim(&rest, &rest_end);
    if (rest != rest_end && !(rest_end - rest == 5 && !memcmp(rest, "Trait", 5)))
        return -1;
    out->by_trait = 1;
    out->text = arena_strndup(a, p + 1, (size_t)(close - p - 1));
    return 0;
}

static int parse_link(const card_ctx *c, card_rec *r)
{
    const char *link = r->def.link, *sep = " / ";
    if (!link)
        return 0;
    if (r->def.type != GCG_UNIT)
        return card_error(c->L, c->index, c->number, "link",
                          "only Units have link conditions (2-12-2), this card is a %s",
                          gcg_card_type_name(r->def.type));
    int n = 1;
    for (const char *s = strstr(link, sep); s; s = strstr(s + 3, sep))
        n++;
    link_alt *alts = arena_alloc(c->L->mem, (size_t)n * sizeof *alts);
    const char *p = link;
    for (int i = 0; i < n; i++) {
        const char *end = strstr(p, sep);
        if (!end)
            end = p + strlen(p);
        if (read_link_alt(c->L->mem, p, end, &alts[i]))
            return card_error(c->L, c->index, c->number, "link",
                              "cannot read \"%s\": expected \"[Pilot name]\" or "
                              "\"(Trait) Trait\", alternatives joined by \" / \"", link);
        p = *end ? end + strlen(sep) : end;
    }
    r->alts = alts;
    r->nalts = n;
    return 0;
}

/* ------------------------------------------------ consistency */

static int is_deck_type(gcg_card_type t)
{
    return t == GCG_UNIT || t == GCG_PILOT || t == GCG_COMMAND || t == GCG_BASE;
}

/* The rule that gives a card of this type AP (and HP), or NULL if it has none. */
static const char *stats_rule(const gcg_card_def *d)
{
    switch (d->type) {
    case GCG_UNIT:
    case GCG_UNIT_TOKEN:
        return "3-2-5";
    case GCG_PILOT:
        return "3-3-8";
    case GCG_COMMAND:
        return d->timings & GCG_TIMING_PILOT ? "3-4-6-1" : NULL;
    default:
        return NULL;
    }
}

/* What the card's type requires (2-4-2, 2-9-2, 2-10-2, 3-2-5, 3-3-8, 3-4-6-1,
 * 3-5-4).  A Base's AP is printed as null in the data, so only its HP is
 * required. */
static int check_consistent(const card_ctx *c, const gcg_card_def *d)
{
    const char *type = gcg_card_type_name(d->type);
    const char *stats = stats_rule(d);
    const char *hp_rule = stats ? stats
                          : d->type == GCG_BASE || d->type == GCG_EX_BASE ? "3-5-4" : NULL;
    if (is_deck_type(d->type) && !d->colors)
        return card_error(c->L, c->index, c->number, "color",
                          "a %s card needs a color (2-4-2), got null", type);
    if (is_deck_type(d->type) && d->level < 0)
        return card_error(c->L, c->index, c->number, "level",
                          "a %s card needs a level (2-9-2), got null", type);
    if (is_deck_type(d->type) && d->cost < 0)
        return card_error(c->L, c->index, c->number, "cost",
                          "a %s card needs a cost (2-10-2), got null", type);
    if (stats && d->ap < 0)
        return card_error(c->L, c->index, c->number, "ap", "a %s card%s needs AP (%s), got null",
                          type, d->type == GCG_COMMAND ? " with 【Pilot】" : "", stats);
    if (hp_rule && d->hp < 0)
        return card_error(c->L, c->index, c->number, "hp", "a %s card%s needs HP (%s), got null",
                          type, d->type == GCG_COMMAND ? " with 【Pilot】" : "", hp_rule);
    return 0;
}

/* ------------------------------------------------ one card */

static void make_search_text(arena *a, card_rec *r)
{
    strbuf b;
    sb_init(&b);
    for (int i = 0; i < r->def.ntraits; i++)
        sb_printf(&b, "%s\1", r->def.traits[i]);
    sb_puts(&b, r->def.text);
    r->norm_number = arena_norm(a, r->def.number);
    r->norm_name = arena_norm(a, r->def.name);
    r->norm_rest = arena_norm(a, b.s);
    sb_free(&b);
}

static card_rec *read_card(const loader *L, const cJSON *obj, int index)
{
    card_ctx c = {L, obj, index, NULL};
    if (!cJSON_IsObject(obj)) {
        card_error(L, index, NULL, NULL, "expected a card object, got %s", json_type_name(obj));
        return NULL;
    }
    if (get_string(&c, "number", 0, &c.number))
        return NULL;
    if (!*c.number) {
        card_error(L, index, NULL, "number", "empty card number");
        return NULL;
    }
    if (!number_ok(c.number)) {
        card_error(L, index, NULL, "number",
                   "\"%.40s%s\" is not a card number: 2 to 4 groups of capital letters and "
                   "digits joined by '-', like GD01-001 or T-014", c.number,
                   strlen(c.number) > 40 ? "..." : "");
        return NULL;
    }
    card_rec *r = arena_alloc(L->mem, sizeof *r);
    memset(r, 0, sizeof *r);
    gcg_card_def *d = &r->def;
    if (read_fields(&c, d) || derive_from_text(&c, d) || check_consistent(&c, d) ||
        parse_link(&c, r))
        return NULL;
    make_search_text(L->mem, r);
    return r;
}

/* ------------------------------------------------ a whole file */

static gcg_carddb *db_new(void)
{
    gcg_carddb *db = xcalloc(1, sizeof *db);
    index_rebuild(db);
    return db;
}

/* "SOURCE:LINE:COL: JSON syntax error near ..." */
static void syntax_error(const char *text, const char *at, const char *source, gcg_err *err)
{
    long off = at ? (long)(at - text) : 0;
    int col, line = carddb_line_of(text, off, &col);
    char near[24];
    size_t n = 0;
    for (const char *p = text + off; *p && *p != '\n' && n < sizeof near - 1; p++)
        near[n++] = *p;
    near[n] = 0;
    if (!text[skip_ws(text, 0)])
        err_set(err, "%s:1: empty file, expected a JSON array of cards", source);
    else if (n)
        err_set(err, "%s:%d:%d: JSON syntax error near \"%s\"", source, line, col, near);
    else
        err_set(err, "%s:%d:%d: JSON syntax error (unexpected end of file)", source, line, col);
}

static int add_card(gcg_carddb *db, const loader *L, card_rec *r, int index)
{
    int prev = gcg_carddb_find(db, r->def.number);
    if (prev >= 0) {
        carddb_json_step path[2] = {{NULL, prev}, {"number", 0}};
        int first = carddb_line_of(L->text, carddb_json_offset(L->text, path, 2), NULL);
        return card_error(L, index, r->def.number, "number",
                          "duplicate card number (first at line %d)", first);
    }
    if (db->n >= MAX_CARDS_IN_DB)
        return card_error(L, index, r->def.number, NULL, "too many cards (at most %d)",
                          MAX_CARDS_IN_DB);
    db_append(db, r);
    return 0;
}

static int load_cards(gcg_carddb *db, const cJSON *root, const loader *L)
{
    if (!cJSON_IsArray(root))
        return err_set(L->err, "%s:%d: expected a JSON array of cards, got %s", L->source,
                       carddb_line_of(L->text, skip_ws(L->text, 0), NULL), json_type_name(root));
    int index = 0;
    for (const cJSON *e = root->child; e; e = e->next, index++) {
        card_rec *r = read_card(L, e, index);
        if (!r || add_card(db, L, r, index))
            return -1;
    }
    return 0;
}

gcg_carddb *gcg_carddb_load_string(const char *json, const char *source, gcg_err *err)
{
    if (!source)
        source = "<string>";
    if (!json)
        json = "";
    if (!strncmp(json, "\xEF\xBB\xBF", 3)) /* a UTF-8 byte order mark */
        json += 3;
    const char *end = NULL;
    cJSON *root = cJSON_ParseWithOpts(json, &end, 1);
    if (!root) {
        syntax_error(json, end ? end : cJSON_GetErrorPtr(), source, err);
        return NULL;
    }
    gcg_carddb *db = db_new();
    loader L = {json, source, err, &db->mem};
    int bad = load_cards(db, root, &L);
    cJSON_Delete(root);
    if (bad) {
        gcg_carddb_free(db);
        return NULL;
    }
    return db;
}

gcg_carddb *gcg_carddb_load(const char *path, gcg_err *err)
{
    char *text = read_file(path, NULL, err);
    if (!text)
        return NULL;
    gcg_carddb *db = gcg_carddb_load_string(text, path, err);
    free(text);
    return db;
}

/* Load the other file completely first, so a bad file changes nothing; then take
 * its cards, overriding by number (an override keeps the card's index). */
int gcg_carddb_merge_file(gcg_carddb *db, const char *path, gcg_err *err)
{
    gcg_carddb *add = gcg_carddb_load(path, err);
    if (!add)
        return -1;
    for (int i = 0; i < add->n; i++) {
        int at = gcg_carddb_find(db, add->cards[i]->def.number);
        if (at >= 0) {
            traits_intern(db, add->cards[i]);
            db->cards[at] = add->cards[i];
        } else
            db_append(db, add->cards[i]);
    }
    arena_steal(&db->mem, &add->mem);
    gcg_carddb_free(add);
    db->generation++;
    return 0;
}

unsigned carddb_generation(const gcg_carddb *db)
{
    return db->generation;
}

void gcg_carddb_free(gcg_carddb *db)
{
    if (!db)
        return;
    arena_free(&db->mem);
    free(db->cards);
    free(db->slots);
    free(db->tnames);
    free(db->tslots);
    free(db);
}

int gcg_carddb_count(const gcg_carddb *db)
{
    return db ? db->n : 0;
}

const gcg_card_def *gcg_carddb_at(const gcg_carddb *db, int index)
{
    if (!db || index < 0 || index >= db->n)
        return NULL;
    return &db->cards[index]->def;
}

/* ------------------------------------------------ a card deployed as a Unit */

gcg_card_def *carddb_unit_form_new(const gcg_card_def *base, int ap, int hp)
{
    card_rec *r = xcalloc(1, sizeof *r);
    r->def = *base; /* its number, name, colour, Lv, cost, traits, set, rarity */
    r->def.type = GCG_UNIT;
    r->def.ap = ap;
    r->def.hp = hp;
    r->def.text = ""; /* none of its printed effects (its Pilot text included) */
    r->def.link = NULL; /* no link condition: it never links (3-2-6) */
    r->def.zone = NULL;
    r->def.pilot_name = NULL;
    r->def.keywords = 0;
    r->def.repair = r->def.breach = r->def.support = 0;
    r->def.timings = 0;
    r->alts = NULL;
    r->nalts = 0;
    r->norm_number = r->norm_name = r->norm_rest = ""; /* (never searched) */
    return &r->def;
}

void carddb_unit_form_free(gcg_card_def *form)
{
    free(form); /* (the record starts with its def) */
}

/* ---------------------------------------------------------------- search */

/* How well a card matches (lower is better), or -1: an exact number first, then
 * an exact name, then number or name containing the text, then traits or text. */
static int match_rank(const card_rec *r, const char *q)
{
    if (!strcmp(r->norm_number, q))
        return 0;
    if (!strcmp(r->norm_name, q))
        return 1;
    if (strstr(r->norm_number, q) || strstr(r->norm_name, q))
        return 2;
    if (strstr(r->norm_rest, q))
        return 3;
    return -1;
}

int gcg_carddb_search(const gcg_carddb *db, const char *text, int *out, int max)
{
    if (!db || !text)
        return 0;
    char *q = carddb_normalise(text);
    int *rank = xmalloc((size_t)(db->n ? db->n : 1) * sizeof *rank);
    for (int i = 0; i < db->n; i++)
        rank[i] = match_rank(db->cards[i], q);
    int count = 0;
    for (int want = 0; want <= 3; want++)
        for (int i = 0; i < db->n; i++)
            if (rank[i] == want) {
                if (out && count < max)
                    out[count] = i;
                count++;
            }
    free(rank);
    free(q);
    return count;
}

/* ---------------------------------------------------------------- names */

const char *gcg_card_type_name(gcg_card_type t)
{
    static const char *const names[GCG_CARD_TYPE_COUNT] = {
        "Unit", "Pilot", "Command", "Base", "Resource", "Unit Token", "EX Base", "EX Resource",
    };
    return (int)t >= 0 && t < GCG_CARD_TYPE_COUNT ? names[t] : "?";
}

void gcg_color_names(unsigned colors, char *buf, size_t n)
{
    if (!buf || !n)
        return;
    buf[0] = 0;
    size_t len = 0;
    for (int i = 0; i < NCOLORS; i++) {
        if (!(colors & (1u << i)))
            continue;
        int w = snprintf(buf + len, n - len, "%s%s", len ? "/" : "", color_names[i]);
        if (w < 0 || (size_t)w >= n - len)
            return; /* truncated: snprintf left it terminated */
        len += (size_t)w;
    }
}

/* ---------------------------------------------------------------- for the core */

int carddb_colors_contain(unsigned colors, const char *text)
{
    if (!*text || strchr(text, '/')) { /* (text across two names, or none: the whole list) */
        char names[64];
        gcg_color_names(colors, names, sizeof names);
        return strstr(names, text) != NULL;
    }
    for (int i = 0; i < NCOLORS; i++) /* (text without "/" lies in one name, if any) */
        if ((colors & (1u << i)) && strstr(color_names[i], text))
            return 1;
    return 0;
}

const char *carddb_pilot_name(const gcg_card_def *d)
{
    return d->pilot_name ? d->pilot_name : d->name;
}

int carddb_can_pilot(const gcg_card_def *d)
{
    return d && (d->type == GCG_PILOT ||
                 (d->type == GCG_COMMAND && (d->timings & GCG_TIMING_PILOT)));
}

int carddb_has_trait(const gcg_card_def *d, const char *trait)
{
    if (!d || !trait)
        return 0;
    for (int i = 0; i < d->ntraits; i++) /* (the first letter first: most differ there) */
        if (d->traits[i][0] == trait[0] && !strcmp(d->traits[i], trait))
            return 1;
    return 0;
}

/* 3-2-6: a Pilot whose name contains a "[Name]" part (3-2-6-4) or who has a
 * "(Trait)" meets that alternative; one alternative is enough. */
int carddb_link_ok(const gcg_card_def *unit, const gcg_card_def *pilot)
{
    if (!unit || !pilot || unit->type != GCG_UNIT || !carddb_can_pilot(pilot))
        return 0;
    const card_rec *r = rec_of(unit);
    for (int i = 0; i < r->nalts; i++) {
        const link_alt *a = &r->alts[i];
        if (a->by_trait ? carddb_has_trait_named(pilot, a->text)
                        : strstr(carddb_pilot_name(pilot), a->text) != NULL)
            return 1;
    }
    return 0;
}

int carddb_link_names(const gcg_card_def *unit, const gcg_card_def *pilot, const char *name)
{
    if (!unit || !pilot || unit->type != GCG_UNIT || !carddb_can_pilot(pilot) || !name)
        return 0;
    const card_rec *r = rec_of(unit);
    for (int i = 0; i < r->nalts; i++)
        if (!r->alts[i].by_trait && strstr(name, r->alts[i].text) != NULL)
            return 1;
    return 0;
}

/* ---------------------------------------------------------------- scripts */

/* A line the core implements by itself: a printed keyword at the start of the
 * line, <Support N> after 【Activate･Main】, reminder text, 【Pilot】[name]. */
static int core_line(const char *l)
{
    static const char *const starts[] = {
        "<Blocker>", "<First Strike>", "<High-Maneuver>", "<Suppression>", "<Repair ",
        "<Breach ", "【Activate･Main】<Support ", "(", "【Pilot】[", NULL,
    };
    for (int i = 0; starts[i]; i++)
        if (!strncmp(l, starts[i], strlen(starts[i])))
            return 1;
    return 0;
}

int gcg_card_needs_script(const gcg_card_def *d)
{
    const char *t = d && d->text ? d->text : "";
    while (*t) {
        while (*t == '\n' || *t == ' ')
            t++;
        if (!*t)
            break;
        if (!core_line(t))
            return 1;
        const char *nl = strchr(t, '\n');
        if (!nl)
            break;
        t = nl + 1;
    }
    return 0;
}
