/*
 * engine.c -- the engine: what games on one thread share (the card database and,
 * with card scripts, the script machinery).  It holds no game's state.
 */
#include <stdlib.h>
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
    if (script_vm_new(e, opts, err) != 0) {
        free(e);
        return NULL;
    }
    return e;
}

void gcg_engine_free(gcg_engine *e)
{
    if (!e)
        return;
    script_vm_free(e);
    free(e);
}

const gcg_carddb *gcg_engine_carddb(const gcg_engine *e)
{
    return e->db;
}
