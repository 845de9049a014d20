/*
 * common.c -- helpers shared by the gcg subcommands: loading the card database
 * with the user's extra card files, building an engine, printing problems.
 */
#include <math.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"

gcg_carddb *cli_load_db(const cli_env *env)
{
    gcg_err err;
    gcg_carddb *db = gcg_carddb_load(env->cards_path, &err);
    if (!db) {
        fprintf(stderr, "gcg: %s\n", err.msg);
        return NULL;
    }
    for (int i = 0; i < env->nextra_cards; i++) {
        if (gcg_carddb_merge_file(db, env->extra_cards[i], &err) != 0) {
            fprintf(stderr, "gcg: %s\n", err.msg);
            gcg_carddb_free(db);
            return NULL;
        }
    }
    return db;
}

gcg_engine *cli_engine(const cli_env *env, const gcg_carddb *db, int strict)
{
    char builtin[1200];
    cli_home_path(env, "scripts", builtin, sizeof builtin);
    gcg_engine_opts o = {
        .script_dirs = env->script_dirs,
        .nscript_dirs = env->nscript_dirs,
        .builtin_script_dir = builtin,
        .strict = strict,
        .check_invariants = getenv("GCG_INVARIANTS") && *getenv("GCG_INVARIANTS") == '1',
    };
    gcg_err err;
    gcg_engine *eng = gcg_engine_new(db, &o, &err);
    if (!eng)
        fprintf(stderr, "gcg: %s\n", err.msg);
    return eng;
}

void cli_home_path(const cli_env *env, const char *rel, char *buf, size_t n)
{
    snprintf(buf, n, "%s/%s", env->home, rel);
}

void cli_print_problems(const gcg_problems *p)
{
    for (int i = 0; i < p->n; i++)
        fprintf(stderr, "%s\n", p->msgs[i]);
}

void *cli_realloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q) {
        fprintf(stderr, "gcg: out of memory\n");
        exit(1);
    }
    return q;
}

int cli_parse_u64(const char *s, unsigned long long *out)
{
    if (!s || !*s || *s == '-')
        return -1;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || *end)
        return -1;
    *out = v;
    return 0;
}

int cli_add_option(char *buf, size_t n, const char *kv)
{
    const char *eq = strchr(kv, '=');
    if (!eq || eq == kv || strchr(kv, ','))
        return -1;
    size_t used = strlen(buf);
    if (used + strlen(kv) + 2 > n)
        return -1;
    snprintf(buf + used, n - used, "%s%s", used ? "," : "", kv);
    return 0;
}

int cli_mode_players(gcg_engine *eng, const char *mode, const char *variant, int ndecks)
{
    int lo = 2, hi = 2;
    if (gcg_engine_mode_players(eng, mode ? mode : "standard", variant, &lo, &hi) != 0)
        return ndecks > 2 ? ndecks : 2; /* no such mode: creating the game says so */
    return ndecks > lo && ndecks <= hi ? ndecks : lo;
}

void cli_wilson95(long k, long n, double *lo, double *hi)
{
    if (n == 0) {
        *lo = *hi = 0;
        return;
    }
    double z = 1.959964, p = (double)k / (double)n, nn = (double)n;
    double c = (p + z * z / (2 * nn)) / (1 + z * z / nn);
    double h = z * sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn)) / (1 + z * z / nn);
    *lo = 100 * (c - h);
    *hi = 100 * (c + h);
}
