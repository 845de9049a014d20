/*
 * deck_random.c -- a legal deck drawn at random from the cards of some sets:
 * for soak tests and simulations that ask "does every card of GD03 play to the
 * end of a game, whatever it meets?" (`gcg sim --deck random:GD03`).
 *
 * The deck follows the deck rules (6-1): 50 cards of one or two colours, at
 * most 4 of a number, Units, Pilots, Commands and Bases only, and 10 Resources.
 * It leans on Units (at least 22, about 30) so that games move.  When the
 * colours drawn have too few cards (one colour of a few starter decks), a
 * second colour joins, or another pair is drawn.  It is a function of the
 * seed alone: the same seed and sets give the same deck on any machine.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gcg.h"
#include "rng.h"
#include "util.h"

#define DECK_CARDS 50
#define MIN_UNITS 22

/* Is `set` one of the comma-separated codes of `sets` (case ignored; "all" or
 * "*" is every set)? */
static int in_sets(const char *sets, const char *set)
{
    if (!strcmp(sets, "all") || !strcmp(sets, "*"))
        return 1;
    size_t n = strlen(set);
    for (const char *s = sets; *s;) {
        const char *end = strchr(s, ',');
        size_t len = end ? (size_t)(end - s) : strlen(s);
        if (len == n) {
            size_t i = 0;
            while (i < n && (s[i] & ~0x20) == (set[i] & ~0x20))
                i++;
            if (i == n)
                return 1;
        }
        s += len + (end != NULL);
    }
    return 0;
}

static int playable_type(gcg_card_type t)
{
    return t == GCG_UNIT || t == GCG_PILOT || t == GCG_COMMAND || t == GCG_BASE;
}

/* Append "COUNT NUMBER\n" to the deck text. */
static void put(char *text, size_t cap, int count, const char *number)
{
    size_t k = strlen(text);
    snprintf(text + k, cap - k, "%d %s\n", count, number);
}

/* The cards of colours `pick` among cands, shuffled, into sel (Units first,
 * then the rest) with their counts: Units (2 to 4 copies each) up to about 30
 * cards, then the other types up to 50; if that is not 50, more copies of the
 * chosen (up to 4).  Returns how many numbers sel has; *total, *units: cards. */
static int fill(const gcg_carddb *db, const int *cands, int ncands, unsigned pick, rng_state *r,
                int *sel, int *count, int *total, int *units)
{
    int k = 0;
    for (int i = 0; i < ncands; i++)
        if (!(gcg_carddb_at(db, cands[i])->colors & ~pick))
            sel[k++] = cands[i];
    for (int i = k - 1; i > 0; i--) {
        int j = (int)rng_below(r, (uint32_t)i + 1), t = sel[i];
        sel[i] = sel[j];
        sel[j] = t;
    }
    memset(count, 0, (size_t)(k ? k : 1) * sizeof *count);
    *total = *units = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < k; i++) {
            int unit = gcg_carddb_at(db, sel[i])->type == GCG_UNIT;
            int room = (pass == 0 ? MIN_UNITS + 8 : DECK_CARDS) - *total;
            if ((pass == 0) != unit || room <= 0)
                continue;
            count[i] = 2 + (int)rng_below(r, 3);
            if (count[i] > room)
                count[i] = room;
            *total += count[i];
        }
    for (int i = 0; i < k && *total < DECK_CARDS; i++)
        for (; count[i] && count[i] < 4 && *total < DECK_CARDS; (*total)++)
            count[i]++;
    for (int i = 0; i < k; i++)
        *units += gcg_carddb_at(db, sel[i])->type == GCG_UNIT ? count[i] : 0;
    return k;
}

gcg_deck *gcg_deck_random(const gcg_carddb *db, const char *sets, uint64_t seed, gcg_err *err)
{
    int n = gcg_carddb_count(db);
    int *cands = xmalloc((size_t)(n ? n : 1) * sizeof *cands);
    unsigned colours = 0;
    int ncands = 0, resource = -1;
    for (int i = 0; i < n; i++) {
        const gcg_card_def *d = gcg_carddb_at(db, i);
        if (d->type == GCG_RESOURCE && (resource < 0 || !strcmp(d->number, "R-001")))
            resource = i;
        if (playable_type(d->type) && d->colors && in_sets(sets, d->set)) {
            cands[ncands++] = i;
            colours |= d->colors;
        }
    }
    rng_state r;
    rng_seed(&r, seed);
    /* One or two of the colours the sets have, at random; if the cards of the
     * colours drawn cannot make a deck (a few starter decks' cards), a second
     * colour is added, or another pair drawn, a few times at most. */
    unsigned pick = 0;
    int want = 1 + (int)rng_below(&r, 2);
    int *sel = xmalloc((size_t)(n ? n : 1) * sizeof *sel);
    int *count = xcalloc((size_t)(n ? n : 1), sizeof *count);
    int k = 0, total = 0, units = 0;
    for (int attempt = 0; attempt < 8 && colours; attempt++) {
        if (attempt > 0) { /* the colours drawn could not make a deck */
            if (__builtin_popcount(pick) >= 2 || pick == colours)
                pick = 0;
            want = 2;
        }
        for (int tries = 0; tries < 64 && __builtin_popcount(pick) < want; tries++) {
            unsigned c = 1u << rng_below(&r, 5);
            if (colours & c)
                pick |= c;
        }
        k = fill(db, cands, ncands, pick, &r, sel, count, &total, &units);
        if (total >= DECK_CARDS && units >= MIN_UNITS)
            break;
    }
    size_t cap = (size_t)(k + 2) * 32 + 64;
    char *text = xcalloc(1, cap);
    for (int i = 0; i < k; i++)
        if (count[i])
            put(text, cap, count[i], gcg_carddb_at(db, sel[i])->number);
    free(count);
    free(sel);
    gcg_deck *deck = NULL;
    if (total < DECK_CARDS || units < MIN_UNITS || resource < 0) {
        err_set(err, "random deck of sets %s: %s", sets,
                resource < 0 ? "no Resource card in the database"
                : ncands == 0 ? "no Unit, Pilot, Command or Base of those sets"
                              : "too few cards of the colours drawn for 50 with 22 Units "
                                "(at most 4 of each number)");
    } else {
        put(text, cap, 10, gcg_carddb_at(db, resource)->number);
        char name[128];
        snprintf(name, sizeof name, "random %.80s", sets);
        gcg_problems pr = {0};
        deck = gcg_deck_parse(db, text, name, &pr);
        if (deck && (pr.n || gcg_deck_validate(db, deck, &pr))) {
            err_set(err, "random deck of sets %s: %s", sets, pr.n ? pr.msgs[0] : "illegal");
            gcg_deck_free(deck);
            deck = NULL;
        }
        gcg_problems_free(&pr);
    }
    free(text);
    free(cands);
    return deck;
}
