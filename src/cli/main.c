/*
 * main.c -- the gcg program: global options, then one subcommand.
 *
 *   gcg [--scripts DIR]... [--cards FILE]... COMMAND [ARGS]
 *
 * Global options may also come from the environment: GCG_SCRIPTS and GCG_CARDS
 * (colon-separated lists), GCG_HOME (where data/, scripts/ and decks/ live).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cli.h"

static void usage(FILE *f)
{
    fprintf(f,
        "gcg %s -- a rules engine for the Gundam Card Game\n"
        "\n"
        "usage: gcg [--scripts DIR]... [--cards FILE]... COMMAND [ARGS]\n"
        "\n"
        "commands:\n"
        "  play            play a game interactively (default: two players, the two\n"
        "                  recommended decks)          gcg play --help\n"
        "  cards [TEXT]    list or search cards; one match shows the card in full\n"
        "  deck check FILE...  check decks against the deck rules (6-1)\n"
        "  deck show FILE  print a deck grouped by card type\n"
        "  test [PATH]...  run scenario files (default: tests/rules, cards, modes)\n"
        "  sim             simulate games between bots     gcg sim --help\n"
        "  modes           list the game modes (standard, team, battle-royale, ...)\n"
        "  version         print the version\n"
        "\n"
        "global options:\n"
        "  --scripts DIR   search DIR for card and mode scripts before the built-in\n"
        "                  ones (repeatable; also GCG_SCRIPTS=DIR:DIR)\n"
        "  --cards FILE    add or override cards from a JSON file (repeatable; also\n"
        "                  GCG_CARDS=FILE:FILE)\n",
        GCG_VERSION);
}

static int dir_has_data(const char *dir)
{
    char p[1200];
    snprintf(p, sizeof p, "%s/data/cards.json", dir);
    return access(p, R_OK) == 0;
}

static void find_home(cli_env *env)
{
    const char *h = getenv("GCG_HOME");
    if (h && *h)
        snprintf(env->home, sizeof env->home, "%s", h);
    else if (dir_has_data(GCG_SOURCE_ROOT))
        snprintf(env->home, sizeof env->home, "%s", GCG_SOURCE_ROOT);
    else
        snprintf(env->home, sizeof env->home, "%s", GCG_INSTALL_DATADIR);
    snprintf(env->cards_path, sizeof env->cards_path, "%s/data/cards.json", env->home);
}

/* Split a colon-separated environment list into `out`.  The strings point into a
 * copy that lives as long as the process. */
static void env_list(const char *var, const char **out, int *n)
{
    const char *v = getenv(var);
    if (!v || !*v)
        return;
    char *copy = strdup(v);
    for (char *tok = strtok(copy, ":"); tok && *n < CLI_MAX_DIRS; tok = strtok(NULL, ":"))
        out[(*n)++] = tok;
    /* copy intentionally lives until exit: env entries point into it */
}

int main(int argc, char **argv)
{
    static cli_env env;
    find_home(&env);
    int i = 1;
    for (; i < argc; i++) {
        const char *a = argv[i];
        if ((!strcmp(a, "--scripts") || !strcmp(a, "--cards")) && i + 1 < argc) {
            int is_scripts = !strcmp(a, "--scripts");
            int *n = is_scripts ? &env.nscript_dirs : &env.nextra_cards;
            const char **list = is_scripts ? env.script_dirs : env.extra_cards;
            if (*n >= CLI_MAX_DIRS) {
                fprintf(stderr, "gcg: too many %s options (at most %d)\n", a, CLI_MAX_DIRS);
                return 2;
            }
            list[(*n)++] = argv[++i];
        } else if (!strcmp(a, "--scripts") || !strcmp(a, "--cards")) {
            fprintf(stderr, "gcg: %s needs a value\n", a);
            return 2;
        } else if (!strcmp(a, "-h") || !strcmp(a, "--help") || !strcmp(a, "help")) {
            usage(stdout);
            return 0;
        } else {
            break;
        }
    }
    env_list("GCG_SCRIPTS", env.script_dirs, &env.nscript_dirs);
    env_list("GCG_CARDS", env.extra_cards, &env.nextra_cards);
    if (i >= argc) {
        usage(stderr);
        return 2;
    }
    const char *cmd = argv[i];
    int sub_argc = argc - i;
    char **sub_argv = argv + i;
    if (!strcmp(cmd, "cards"))
        return cmd_cards(&env, sub_argc, sub_argv);
    if (!strcmp(cmd, "deck"))
        return cmd_deck(&env, sub_argc, sub_argv);
    if (!strcmp(cmd, "play"))
        return cmd_play(&env, sub_argc, sub_argv);
    if (!strcmp(cmd, "test"))
        return cmd_test(&env, sub_argc, sub_argv);
    if (!strcmp(cmd, "sim"))
        return cmd_sim(&env, sub_argc, sub_argv);
    if (!strcmp(cmd, "modes"))
        return cmd_modes(&env, sub_argc, sub_argv);
    if (!strcmp(cmd, "version") || !strcmp(cmd, "--version")) {
        printf("gcg %s\n", GCG_VERSION);
        return 0;
    }
    fprintf(stderr, "gcg: unknown command '%s' (try: gcg help)\n", cmd);
    return 2;
}
