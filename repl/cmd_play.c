/*
 * cmd_play.c -- `gcg play`: the REPL.  Reads the options, starts the game (or
 * loads a replay, or takes a position from a scenario file), then reads lines --
 * commands or answers -- from the terminal, a file or a pipe until `quit` or the
 * end of input.  With --strict the first error ends it with exit status 1 (for
 * scripted sessions and tests).
 */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "input.h"
#include "repl.h"
#include "scenario.h"
#include "term.h"

static void usage(FILE *f)
{
    fprintf(f,
        "usage: gcg play [--mode MODE] [--variant NAME] [--players N] [--set KEY=VALUE]...\n"
        "                [--deck FILE]... [--seed N] [--bot [SEAT=]random|greedy]...\n"
        "                [--scripts DIR]... [--cards FILE]... [--load FILE]\n"
        "                [--scenario FILE [--position NAME]] [--strict]\n"
        "\n"
        "Play a game at the keyboard: by default two players on the two recommended\n"
        "decks with a random seed, printed so the game can be repeated.\n"
        "\n"
        "  --mode MODE        game mode (default: standard; gcg modes lists them);\n"
        "                     --variant picks a variant\n"
        "  --players N        number of players (default: the mode's least, or as\n"
        "                     many as the decks given)\n"
        "  --set KEY=VALUE    a mode option, like --set rounds=5 (repeatable)\n"
        "  --deck FILE        a deck, once per seat in order (missing seats get the\n"
        "                     recommended decks)\n"
        "  --seed N           the game's seed (default: from the clock)\n"
        "  --bot SEAT=KIND    a bot plays seat SEAT (1, 2, ...): random or greedy;\n"
        "                     --bot KIND: every seat but P1 (you against bots)\n"
        "  --scripts DIR      search DIR for card and mode scripts first\n"
        "  --cards FILE       add or override cards from a JSON file\n"
        "  --load FILE        start from a replay saved with `save`\n"
        "  --scenario FILE    start from the board a scenario file builds (game{...}:\n"
        "                     docs/testing.md); --position NAME picks its scenario\n"
        "                     (a name or part of one, a rule, or a number)\n"
        "  --strict           stop with exit status 1 at the first error\n"
        "\n"
        "Answer a decision with an option's number or words of its label; type help\n"
        "for the commands (board, card, undo, save, auto, reload, lua ...).\n"
        "Commands may come from a file or a pipe: gcg play --seed 7 < session.txt\n");
}

/* Append " arg" to the repeat command line, quoted when it needs it. */
static void repeat_add(char *buf, size_t n, const char *arg)
{
    size_t o = strlen(buf);
    int quote = strpbrk(arg, " \t'\"$") != NULL;
    if (o < n)
        snprintf(buf + o, n - o, quote ? " '%s'" : " %s", arg);
}

/* --bot SEAT=KIND, or --bot KIND (as gcg sim takes it): every seat but P1's, so
 * that you play P1 against bots. */
static int parse_bot(const char *v, int *bots)
{
    char *end;
    long seat = strtol(v, &end, 10);
    const char *kind = end + 1;
    if (end == v) { /* no seat */
        seat = 0;
        kind = v;
    } else if (*end != '=' || seat < 1 || seat > GCG_MAX_PLAYERS) {
        return -1;
    }
    int k = !strcmp(kind, "random") ? GCG_BOT_RANDOM : !strcmp(kind, "greedy") ? GCG_BOT_GREEDY : -1;
    if (k < 0)
        return -1;
    for (int p = seat ? (int)seat - 1 : 1; p < (seat ? seat : GCG_MAX_PLAYERS); p++)
        bots[p] = seat ? k : REPL_ALL_BUT_P1(k);
    return 0;
}

static int takes_value(const char *opt)
{
    static const char *const opts[] = {"--mode", "--variant", "--players", "--deck", "--seed",
                                       "--bot", "--scripts", "--cards", "--load", "--set",
                                       "--scenario", "--position", NULL};
    for (int i = 0; opts[i]; i++)
        if (!strcmp(opts[i], opt))
            return 1;
    return 0;
}

typedef struct play_opts {
    const char *mode, *variant, *load, *scenario, *position;
    char options[256]; /* --set k=v, joined "k=v,k=v" */
    const char *decks[GCG_MAX_PLAYERS];
    int ndecks, nplayers, strict, seeded;
    unsigned long long seed;
} play_opts;

/* Parse the options into o, r->bot and env; 0, or the exit status to return. */
static int parse(int argc, char **argv, play_opts *o, repl *r, cli_env *env)
{
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return -1;
        } else if (!strcmp(a, "--strict")) {
            o->strict = 1;
            continue;
        } else if (!takes_value(a)) {
            fprintf(stderr, "gcg play: unknown option '%s'\n", a);
            usage(stderr);
            return 2;
        } else if (!v) {
            fprintf(stderr, "gcg play: %s needs a value\n", a);
            return 2;
        }
        i++;
        if (!strcmp(a, "--mode")) {
            o->mode = v;
        } else if (!strcmp(a, "--variant")) {
            o->variant = v;
        } else if (!strcmp(a, "--set")) {
            if (cli_add_option(o->options, sizeof o->options, v)) {
                fprintf(stderr, "gcg play: --set needs KEY=VALUE (like rounds=5), not '%s'\n", v);
                return 2;
            }
        } else if (!strcmp(a, "--players")) {
            unsigned long long n;
            if (cli_parse_u64(v, &n) || n < 1 || n > GCG_MAX_PLAYERS) {
                fprintf(stderr, "gcg play: --players needs a number from 1 to %d\n",
                        GCG_MAX_PLAYERS);
                return 2;
            }
            o->nplayers = (int)n;
        } else if (!strcmp(a, "--deck")) {
            if (o->ndecks >= GCG_MAX_PLAYERS) {
                fprintf(stderr, "gcg play: at most %d decks\n", GCG_MAX_PLAYERS);
                return 2;
            }
            o->decks[o->ndecks++] = v;
        } else if (!strcmp(a, "--seed")) {
            if (cli_parse_u64(v, &o->seed)) {
                fprintf(stderr, "gcg play: --seed needs a number, not '%s'\n", v);
                return 2;
            }
            o->seeded = 1;
        } else if (!strcmp(a, "--bot")) {
            if (parse_bot(v, r->bot)) {
                fprintf(stderr, "gcg play: --bot needs SEAT=random or SEAT=greedy (like 2=random), "
                        "or random or greedy for every seat but P1, not '%s'\n", v);
                return 2;
            }
        } else if (!strcmp(a, "--scripts") || !strcmp(a, "--cards")) {
            int is_scripts = !strcmp(a, "--scripts");
            int *n = is_scripts ? &env->nscript_dirs : &env->nextra_cards;
            if (*n >= CLI_MAX_DIRS) {
                fprintf(stderr, "gcg play: too many %s options\n", a);
                return 2;
            }
            (is_scripts ? env->script_dirs : env->extra_cards)[(*n)++] = v;
        } else if (!strcmp(a, "--load")) {
            o->load = v;
        } else if (!strcmp(a, "--scenario")) {
            o->scenario = v;
        } else if (!strcmp(a, "--position")) {
            o->position = v;
        } else {
            fprintf(stderr, "gcg play: unknown option '%s'\n", a);
            usage(stderr);
            return 2;
        }
        if (strcmp(a, "--seed") && strcmp(a, "--load")) {
            repeat_add(r->repeat, sizeof r->repeat, a);
            repeat_add(r->repeat, sizeof r->repeat, v);
        }
    }
    if (o->position && !o->scenario) {
        fprintf(stderr, "gcg play: --position needs --scenario FILE\n");
        return 2;
    }
    if (o->scenario && o->load) {
        fprintf(stderr, "gcg play: --scenario and --load each start the game: give one\n");
        return 2;
    }
    return 0;
}

/* --scenario FILE [--position NAME]: the board the file builds.  Its test cards
 * (use_cards) and their scripts (tests/data/scripts) are found as gcg test finds
 * them. */
static int start_position(repl *r, const play_opts *o, cli_env *env)
{
    char why[2400];
    gcg_game *g = position_load(env, r->eng, o->scenario, o->position, why, sizeof why);
    if (!g) {
        fprintf(stderr, "gcg play: %s\n", why);
        return -1;
    }
    for (int p = gcg_game_nplayers(g); p < GCG_MAX_PLAYERS; p++)
        if (r->bot[p] >= 0 && r->bot[p] < REPL_ALL_BUT_P1(0)) {
            fprintf(stderr, "gcg play: --bot %d: there is no seat %d in this %d-player position\n",
                    p + 1, p + 1, gcg_game_nplayers(g));
            gcg_game_free(g);
            return -1;
        }
    for (int p = 0; p < GCG_MAX_PLAYERS; p++)
        snprintf(r->deck_name[p], sizeof r->deck_name[p], "position");
    session_start_game(r, g, gcg_game_seed(g));
    return 0;
}

/* Load the decks and start the game. */
static int start_game(repl *r, const play_opts *o)
{
    int n = o->nplayers ? o->nplayers : cli_mode_players(r->eng, o->mode, o->variant, o->ndecks);
    gcg_game_config cfg = {.mode = o->mode, .variant = o->variant, .options = o->options,
                           .nplayers = n, .seed = o->seed, .first_player = -1};
    gcg_deck *decks[GCG_MAX_PLAYERS] = {0};
    char defaults[2][1200];
    cli_home_path(r->env, "decks/blue-white-midrange.deck", defaults[0], sizeof defaults[0]);
    cli_home_path(r->env, "decks/green-white-ramp.deck", defaults[1], sizeof defaults[1]);
    for (int p = n; p < GCG_MAX_PLAYERS; p++) {
        if (r->bot[p] != REPL_HUMAN && r->bot[p] < REPL_ALL_BUT_P1(0)) {
            fprintf(stderr, "gcg play: --bot %d: there is no seat %d in a %d-player game\n",
                    p + 1, p + 1, n);
            return -1;
        }
    }
    int rc = 0;
    for (int p = 0; p < n && p < GCG_MAX_PLAYERS; p++) {
        const char *file = p < o->ndecks ? o->decks[p] : defaults[p % 2];
        gcg_problems pr = {0};
        decks[p] = gcg_deck_load(r->db, file, &pr);
        if (!decks[p] || pr.n) {
            if (!decks[p] && !pr.n)
                fprintf(stderr, "gcg play: cannot read deck %s\n", file);
            cli_print_problems(&pr);
            rc = -1;
        }
        gcg_problems_free(&pr);
        cfg.players[p].deck = decks[p];
        cfg.players[p].team = -1;
        if (decks[p])
            snprintf(r->deck_name[p], sizeof r->deck_name[p], "%s", decks[p]->name);
    }
    if (rc == 0)
        rc = session_start(r, &cfg);
    for (int p = 0; p < GCG_MAX_PLAYERS; p++)
        gcg_deck_free(decks[p]);
    return rc;
}

static void banner(repl *r, const play_opts *o)
{
    FILE *f = r->out;
    char line[2000];
    size_t n = (size_t)snprintf(line, sizeof line, "%sgcg %s%s", tc(T_BOLD), GCG_VERSION,
                                tc(T_RESET));
    if (o->scenario && n < sizeof line)
        snprintf(line + n, sizeof line - n, " -- a position from %s (%s starts it again)",
                 o->scenario, r->repeat);
    else if (!o->load && n < sizeof line)
        snprintf(line + n, sizeof line - n, " -- seed %llu (%s repeats this game)", o->seed,
                 r->repeat);
    term_wrap(f, line, 0, 2);
    if (!o->load && r->g && strcmp(gcg_game_mode(r->g), "standard")) {
        const char *v = gcg_game_variant(r->g);
        snprintf(line, sizeof line, "Mode: %s%s%s%s%s%s", gcg_game_mode(r->g), *v ? " (" : "", v,
                 *v ? ")" : "", *o->options ? ", " : "", o->options);
        term_wrap(f, line, 0, 2);
    }
    for (int p = 0; p < r->nplayers && !o->load; p++) {
        const char *who = r->bot[p] == GCG_BOT_RANDOM ? "random bot"
                          : r->bot[p] == GCG_BOT_GREEDY ? "greedy bot" : "person";
        fprintf(f, "P%d: %s (%s)\n", p + 1, r->deck_name[p], who);
    }
    term_wrap(f, "Answer with an option's number or words of its label; help lists more.", 0, 0);
}

const char *repl_ask(repl *r, const char *prompt)
{
    if (!r->interactive || !r->in)
        return NULL;
    fflush(r->out);
    return input_read(r->in, prompt);
}

int cmd_play(const cli_env *env0, int argc, char **argv)
{
    static repl r;
    cli_env env = *env0;
    memset(&r, 0, sizeof r);
    for (int p = 0; p < GCG_MAX_PLAYERS; p++)
        r.bot[p] = REPL_HUMAN;
    snprintf(r.repeat, sizeof r.repeat, "gcg play");
    play_opts o = {0};
    int prc = parse(argc, argv, &o, &r, &env);
    if (prc)
        return prc < 0 ? 0 : prc;
    if (!o.seeded)
        o.seed = (unsigned long long)time(NULL);
    char seed[32];
    snprintf(seed, sizeof seed, "%llu", o.seed);
    if (!o.scenario) { /* (a position's seed is its file's) */
        repeat_add(r.repeat, sizeof r.repeat, "--seed");
        repeat_add(r.repeat, sizeof r.repeat, seed);
    }
    r.env = &env;
    r.out = stdout;
    r.strict = o.strict;
    r.interactive = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
    term_set_color(term_wants_color(stdout));
    term_measure();
    char test_scripts[1200];
    struct stat sb;
    cli_home_path(&env, "tests/data/scripts", test_scripts, sizeof test_scripts);
    if (o.scenario && stat(test_scripts, &sb) == 0 && env.nscript_dirs < CLI_MAX_DIRS)
        env.script_dirs[env.nscript_dirs++] = test_scripts; /* as gcg test has them */
    r.db = cli_load_db(&env);
    r.eng = r.db ? cli_engine(&env, r.db, 0) : NULL;
    r.lua = lua_eval_new();
    int rc = r.eng ? 0 : 1;
    /* GCG_NO_LIBEDIT=1: plain line reading even on a terminal (tests, or a
     * terminal libedit does not suit). */
    const char *no_edit = getenv("GCG_NO_LIBEDIT");
    int tty = isatty(STDIN_FILENO);
    repl_input *in = rc ? NULL : input_open(&r, tty, tty && !(no_edit && *no_edit == '1'));
    r.in = in;
    r.echo = in && !input_edits(in) && !tty;
    if (!rc && o.load) {
        r.viewer = -1;
        r.shown_to = -1;
        for (int p = GCG_MAX_PLAYERS - 1; p >= 0; p--)
            if (r.bot[p] == REPL_HUMAN)
                r.viewer = p;
        banner(&r, &o);
        rc = session_load(&r, o.load) == 0 || (r.g && !r.strict) ? 0 : 1;
    } else if (!rc) {
        rc = (o.scenario ? start_position(&r, &o, &env) : start_game(&r, &o)) == 0 ? 0 : 1;
        if (!rc) {
            banner(&r, &o);
            session_run_bots(&r, 0, -1, 0);
            session_show(&r);
        }
    }
    if (!rc && r.strict && r.errors)
        rc = 1;
    int lineno = 0;
    while (in && !rc && !r.quit) {
        gcg_decision d;
        gcg_game_decision(r.g, &d);
        char prompt[32];
        if (d.kind != GCG_DEC_NONE)
            snprintf(prompt, sizeof prompt, "P%d> ", d.player + 1);
        else
            snprintf(prompt, sizeof prompt, "gcg> ");
        fflush(stdout);
        const char *line = input_read(in, prompt);
        if (!line) {
            if (!r.echo)
                fputc('\n', stdout);
            if (r.interactive) { /* Ctrl-D: as quit, with its question */
                repl_leave(&r);
                if (!r.quit)
                    continue;
            }
            break;
        }
        lineno++;
        if (r.echo) {
            printf("%s\n", line);
            fflush(stdout); /* before anything the command prints to stderr */
        }
        int before = r.errors;
        term_measure(); /* (the window may have been resized) */
        repl_exec(&r, line);
        fflush(stdout);
        if (r.strict && r.errors > before) {
            fprintf(stderr, "gcg play: stopped at input line %d (--strict)\n", lineno);
            rc = 1;
            break;
        }
    }
    fflush(stdout);
    input_close(in);
    lua_eval_free(r.lua);
    session_free(&r);
    gcg_engine_free(r.eng);
    gcg_carddb_free(r.db);
    return rc;
}
