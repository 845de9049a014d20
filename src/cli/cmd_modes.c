/*
 * cmd_modes.c -- `gcg modes`: the game modes the engine finds (scripts/modes/ and
 * the --scripts folders, which come first), with their player counts and
 * summaries.
 */
#include <string.h>
#include "cli.h"

static void usage(FILE *f)
{
    fprintf(f,
        "usage: gcg [--scripts DIR]... modes\n"
        "\n"
        "List the game modes: built-in ones (scripts/modes/) and those in DIR/modes/\n"
        "of each --scripts folder, which are found first.  Play one with\n"
        "gcg play --mode NAME, simulate it with gcg sim --mode NAME; docs/modes.md\n"
        "tells how to write one.\n");
}

int cmd_modes(const cli_env *env, int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            usage(stdout);
            return 0;
        }
        fprintf(stderr, "gcg modes: unknown option '%s'\n", argv[i]);
        usage(stderr);
        return 2;
    }
    gcg_carddb *db = cli_load_db(env);
    if (!db)
        return 1;
    gcg_engine *eng = cli_engine(env, db, 0);
    if (!eng) {
        gcg_carddb_free(db);
        return 1;
    }
    char names[64][32];
    int n = gcg_engine_modes(eng, names, 64);
    int rc = 0;
    for (int i = 0; i < n; i++) {
        int lo, hi;
        const char *summary = gcg_engine_mode_summary(eng, names[i]);
        if (!summary || gcg_engine_mode_players(eng, names[i], NULL, &lo, &hi) != 0) {
            printf("  %-18s (does not load: try gcg play --mode %s)\n", names[i], names[i]);
            rc = 1;
            continue;
        }
        char players[24];
        if (lo == hi)
            snprintf(players, sizeof players, "%d players", lo);
        else
            snprintf(players, sizeof players, "%d-%d players", lo, hi);
        printf("  %-18s %-12s %s\n", names[i], players, summary);
    }
    gcg_engine_free(eng);
    gcg_carddb_free(db);
    return rc;
}
