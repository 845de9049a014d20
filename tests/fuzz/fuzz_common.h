/*
 * fuzz_common.h -- what the libFuzzer targets share: the real card database and
 * an engine, loaded once per fuzzing process (run from the repository root).
 */
#ifndef GCG_FUZZ_COMMON_H
#define GCG_FUZZ_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include "gcg.h"

static gcg_carddb *fuzz_db;
static gcg_engine *fuzz_eng;

static inline void fuzz_load(void)
{
    if (fuzz_eng)
        return;
    gcg_err err;
    fuzz_db = gcg_carddb_load("data/cards.json", &err);
    if (!fuzz_db) {
        fprintf(stderr, "fuzz: %s (run from the repository root)\n", err.msg);
        abort();
    }
    gcg_engine_opts o = {.builtin_script_dir = "scripts", .check_invariants = 1};
    fuzz_eng = gcg_engine_new(fuzz_db, &o, &err);
    if (!fuzz_eng) {
        fprintf(stderr, "fuzz: %s\n", err.msg);
        abort();
    }
}

/* A NUL-terminated copy of the input. */
static inline char *fuzz_text(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    if (!s)
        abort();
    for (size_t i = 0; i < size; i++)
        s[i] = (char)data[i];
    s[size] = 0;
    return s;
}

#endif
