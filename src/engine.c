/*
 * engine.c -- the engine: what games on one thread share (the card database and,
 * with card scripts, the script machinery).  It holds no game's state.
 */
#include <stdlib.h>
#include <string.h>
#include "carddb.h"
#include "game.h"
#include "script.h"
#include "util.h"

gcg_engine *gcg_engine_new(const gcg_carddb *db, const gcg_engine_opts *opts, gcg_err *err)
{
    if (!db) {
        err_set(err, "engine: no card database");
        return NULL;
    }
    gcg_engine *e = xcalloc(1, sizeof *e);
    e->db = db;
    e->strict = opts ? opts->strict : 0;
    e->check_invariants = opts ? opts->check_invariants : 0;
    e->exb = gcg_carddb_find(db, "EXB-001");
    e->exr = gcg_carddb_find(db, "EXR-001");
    if (e->exb < 0 || e->exr < 0) {
        err_set(err, "engine: the card database has no EX Base (EXB-001) or EX Resource "
                     "(EXR-001) token, which every game needs (6-1-2)");
        free(e);
        return NULL;
    }
    engine_sync(e);
    if (script_vm_new(e, opts, err) != 0) {
        free(e->defs);
        free(e->facts);
        free(e);
        return NULL;
    }
    return e;
}

static int clamp(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

/* (The card database checks its numbers; these bounds only keep a number that
 * no card has from wrapping.) */
static card_facts facts_from(const gcg_card_def *d)
{
    return (card_facts){
        .type = (uint8_t)d->type, .timings = (uint8_t)d->timings,
        .level = (int8_t)clamp(d->level, -1, 127), .cost = (int8_t)clamp(d->cost, -1, 127),
        .ap = (int16_t)clamp(d->ap, -1, 32767), .hp = (int16_t)clamp(d->hp, -1, 32767),
        .repair = (uint8_t)clamp(d->repair, 0, 255), .breach = (uint8_t)clamp(d->breach, 0, 255),
        .support = (uint8_t)clamp(d->support, 0, 255),
        .keywords = (uint16_t)d->keywords, .colors = (uint16_t)d->colors,
    };
}

/* Room for a Unit form of every card (at ndefs + its index) while the indices
 * fit the state's 16-bit fields. */
static int forms_fit(int n)
{
    return 2 * n <= 0xFFFE;
}

/* The definitions and facts of the database's cards, and of the Unit forms made
 * so far, at their indices (ndefs + the card's). */
void engine_sync(gcg_engine *e)
{
    int n = gcg_carddb_count(e->db);
    if (!e->defs || n != e->ndefs || carddb_generation(e->db) != e->defs_generation) {
        e->defs_generation = carddb_generation(e->db);
        size_t room = (size_t)(forms_fit(n) ? 2 * n : n) + 1;
        e->defs = xrealloc(e->defs, room * sizeof *e->defs);
        e->facts = xrealloc(e->facts, room * sizeof *e->facts);
        memset(e->defs, 0, room * sizeof *e->defs);
        memset(e->facts, 0, room * sizeof *e->facts);
        for (int i = 0; i < n; i++) {
            e->defs[i] = gcg_carddb_at(e->db, i);
            e->facts[i] = facts_from(e->defs[i]);
        }
        e->ndefs = n;
        /* (A merge only adds cards: the forms keep their cards, at new indices;
         * a game made before the merge must not be played on after it.) */
        for (int b = 0; b < e->nforms && forms_fit(n); b++)
            if (e->forms[b]) {
                e->defs[n + b] = e->forms[b];
                e->facts[n + b] = facts_from(e->forms[b]);
            }
    }
    if (e->vm)
        script_vm_sync(e);
}

int engine_unit_form(gcg_engine *e, int base, int ap, int hp)
{
    if (base < 0 || base >= e->ndefs || !forms_fit(e->ndefs))
        return -1;
    if (e->nforms < e->ndefs) {
        e->forms = xrealloc(e->forms, (size_t)e->ndefs * sizeof *e->forms);
        memset(e->forms + e->nforms, 0, (size_t)(e->ndefs - e->nforms) * sizeof *e->forms);
        e->nforms = e->ndefs;
    }
    gcg_card_def *f = e->forms[base];
    if (!f) {
        f = carddb_unit_form_new(e->defs[base], ap, hp);
        e->forms[base] = f;
        e->defs[e->ndefs + base] = f;
        e->facts[e->ndefs + base] = facts_from(f);
    }
    return f->ap == ap && f->hp == hp ? e->ndefs + base : -1;
}

void gcg_engine_free(gcg_engine *e)
{
    if (!e)
        return;
    script_vm_free(e);
    for (int b = 0; b < e->nforms; b++)
        if (e->forms[b])
            carddb_unit_form_free(e->forms[b]);
    free(e->forms);
    free(e->defs);
    free(e->facts);
    free(e);
}

const gcg_carddb *gcg_engine_carddb(const gcg_engine *e)
{
    return e->db;
}
