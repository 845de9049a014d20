/*
 * sim_table.c -- `gcg sim --table`: every deck of a list against every other,
 * the deck tester's win-rate table.
 *
 * The decks (files, or every *.deck of a folder; default the shipped decks/) are
 * sorted by name, and each unordered pair plays --games games (optionally each
 * deck against itself too: --mirror) in the standard two-player game, the decks
 * swapping seats from game to game (who goes first is drawn from each game's
 * seed, 6-2-1-4).  Game j of the pair {A, B} uses seeds derived from the base
 * seed, the two decks' names and j alone: the table does not depend on --jobs,
 * and a pair's games do not depend on which other decks are in the table.
 *
 * It prints the matrix (the row deck's win rate against the column deck with
 * its 95% Wilson interval), each deck's overall win rate, the games without a
 * winner; --json and --csv give the same figures to tools.  It lives apart from
 * cmd_sim.c (one batch of games between fixed seats) because its schedule, its
 * results and its report are its own; the two share only the flag that sends
 * `gcg sim` here.
 */
#include <cjson/cJSON.h>
#include <dirent.h>
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "cli.h"
#include "term.h"
#include "../rng.h"

#define NAME_MAX_LEN 64
#define SHOWN_ERRORS 20

static void table_usage(FILE *f)
{
    fprintf(f,
        "usage: gcg sim --table [DECK|DIR]... [--deck FILE]... [--games N] [--seed S]\n"
        "                       [--bot KIND] [--jobs J] [--mirror] [--width W]\n"
        "                       [--json FILE] [--csv FILE]\n"
        "\n"
        "Play every pair of the decks given (files, or every .deck file of a folder;\n"
        "default: the shipped decks/) and print a win-rate table: each row deck's win\n"
        "rate against each column deck with its 95%% confidence interval, then each\n"
        "deck's overall win rate.  Standard two-player games only.\n"
        "  --games N        games per pair (default 200); the decks swap seats from\n"
        "                   game to game, who goes first is drawn from the seed\n"
        "  --seed S         the base seed (default 1): the same seed, the same table;\n"
        "                   a pair's games depend only on S and the two decks' names\n"
        "  --bot KIND       random (default), greedy or mcts, for every seat;\n"
        "                   mcts:iters=N or mcts:ms=N sets the search's budget per\n"
        "                   decision (docs/simulation.md)\n"
        "  --jobs J         play on J threads (default 1); the table does not change\n"
        "  --mirror         also play each deck against itself (the diagonal then\n"
        "                   shows how often the player going first wins the mirror)\n"
        "  --width W        the text table's width in columns (default: the\n"
        "                   terminal's, or COLUMNS, or 80); wider tables are cut\n"
        "                   into blocks of columns\n"
        "  --json FILE      write the table as one JSON object to FILE ('-': standard\n"
        "                   output, instead of the text table)\n"
        "  --csv FILE       write one CSV line per deck and opponent to FILE ('-':\n"
        "                   standard output, instead of the text table)\n"
        "A progress bar goes to standard error on a terminal.  Exit status 1 when a\n"
        "deck is illegal or a game had a script error.\n");
}

/* ------------------------------------------------------------ the table's data */

typedef struct tdeck {
    char name[NAME_MAX_LEN]; /* the file's name without its extension */
    char *path;
    gcg_deck *deck;
} tdeck;

/* Decks a and b (a <= b; a == b: a mirror match); key: from their names. */
typedef struct tpair {
    int a, b;
    uint64_t key;
} tpair;

/* One game of a pair: who won (deck a, deck b), who went first. */
typedef struct tgame {
    unsigned char played, a_won, b_won, a_first;
    int turns, reason, script_errors;
    uint64_t seed;
    char *first_error; /* the first script error's report, or NULL */
} tgame;

typedef struct table {
    const cli_env *env;
    gcg_carddb *db;
    tdeck *decks;
    int ndecks;
    tpair *pairs;
    int npairs;
    unsigned long long games, seed;
    int jobs, mirror, width;
    gcg_bot_kind bot;
    gcg_mcts_params mcts; /* the searching bot's parameters (bot GCG_BOT_MCTS) */
    char bot_name[64];    /* as reported: "random", "greedy", "mcts:iters=30" */
    const char *json_path, *csv_path;
    tgame *res; /* npairs * games: pair p's game j at p * games + j */
    /* shared by the workers */
    pthread_mutex_t lock;
    unsigned long long next_unit, done, total;
    int failed, progress;
    char failure[600];
} table;

/* ------------------------------------------------------------ the decks */

static void add_deck(table *T, const char *path)
{
    T->decks = cli_realloc(T->decks, (size_t)(T->ndecks + 1) * sizeof *T->decks);
    tdeck *d = &T->decks[T->ndecks++];
    memset(d, 0, sizeof *d);
    d->path = cli_realloc(NULL, strlen(path) + 1);
    strcpy(d->path, path);
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    const char *dot = strrchr(base, '.');
    size_t len = dot && dot != base ? (size_t)(dot - base) : strlen(base);
    snprintf(d->name, sizeof d->name, "%.*s", (int)(len < NAME_MAX_LEN - 1 ? len : NAME_MAX_LEN - 1),
             base);
}

static int by_name(const void *x, const void *y)
{
    return strcmp(*(char *const *)x, *(char *const *)y);
}

/* Every *.deck file of folder dir, sorted by name; -1 (said) if it has none. */
static int add_folder(table *T, const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "gcg sim --table: cannot read the folder %s\n", dir);
        return -1;
    }
    char **names = NULL;
    int n = 0;
    for (struct dirent *e; (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (len <= 5 || strcmp(e->d_name + len - 5, ".deck"))
            continue;
        names = cli_realloc(names, (size_t)(n + 1) * sizeof *names);
        names[n] = cli_realloc(NULL, strlen(dir) + len + 2);
        sprintf(names[n++], "%s%s%s", dir, dir[strlen(dir) - 1] == '/' ? "" : "/", e->d_name);
    }
    closedir(d);
    if (n)
        qsort(names, (size_t)n, sizeof *names, by_name);
    for (int i = 0; i < n; i++) {
        add_deck(T, names[i]);
        free(names[i]);
    }
    free(names);
    if (!n) {
        fprintf(stderr, "gcg sim --table: %s: no .deck file in this folder\n", dir);
        return -1;
    }
    return 0;
}

/* A deck or a folder as given (or under the gcg home, like gcg deck check). */
static int add_path(table *T, const char *given)
{
    char home[1200];
    const char *path = given;
    struct stat st;
    if (stat(path, &st) != 0 && given[0] != '/') {
        cli_home_path(T->env, given, home, sizeof home);
        path = home;
    }
    if (stat(path, &st) != 0) {
        fprintf(stderr, "gcg sim --table: no such deck or folder: %s\n", given);
        return -1;
    }
    if (S_ISDIR(st.st_mode))
        return add_folder(T, path);
    add_deck(T, path);
    return 0;
}

static int by_deck_name(const void *x, const void *y)
{
    return strcmp(((const tdeck *)x)->name, ((const tdeck *)y)->name);
}

/* Load and check every deck (6-1): every problem of every deck is said, with its
 * file and line.  Two decks of one name are refused (the table names decks by
 * their files' names). */
static int load_decks(table *T)
{
    if (T->ndecks)
        qsort(T->decks, (size_t)T->ndecks, sizeof *T->decks, by_deck_name);
    int rc = 0;
    for (int k = 0; k < T->ndecks; k++) {
        tdeck *d = &T->decks[k];
        if (k > 0 && !strcmp(d->name, T->decks[k - 1].name)) {
            fprintf(stderr, "gcg sim --table: two decks named %s: %s and %s (rename one)\n",
                    d->name, T->decks[k - 1].path, d->path);
            rc = 1;
            continue;
        }
        gcg_problems pr = {0};
        d->deck = gcg_deck_load(T->db, d->path, &pr);
        if (d->deck)
            gcg_deck_validate(T->db, d->deck, &pr);
        if (!d->deck || pr.n) {
            fprintf(stderr, "gcg sim --table: deck %s is not legal:\n", d->path);
            if (!d->deck && !pr.n)
                fprintf(stderr, "cannot read it\n");
            cli_print_problems(&pr);
            rc = 1;
        }
        gcg_problems_free(&pr);
    }
    if (!rc && T->ndecks < 2) {
        fprintf(stderr, "gcg sim --table: needs two decks at least (%d given)\n", T->ndecks);
        rc = 2;
    }
    return rc;
}

static uint64_t name_hash(const char *s)
{
    uint64_t h = 0xcbf29ce484222325ull; /* FNV-1a */
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 0x100000001b3ull;
    return h;
}

/* The pairs in table order: (0,1), (0,2) ... with (k,k) first in row k when
 * --mirror is on. */
static void make_pairs(table *T)
{
    int n = T->ndecks;
    T->pairs = cli_realloc(NULL, (size_t)n * (size_t)(n + 1) / 2 * sizeof *T->pairs);
    for (int a = 0; a < n; a++)
        for (int b = T->mirror ? a : a + 1; b < n; b++) {
            uint64_t x = name_hash(T->decks[a].name) ^ (name_hash(T->decks[b].name) << 1);
            T->pairs[T->npairs++] = (tpair){a, b, rng_mix(&x)};
        }
}

/* ------------------------------------------------------------ playing */

/* Game j of pair pr: deck a at seat 1 (Player One) when j is even, at seat 2
 * when j is odd; who goes first is drawn from the game's seed.  *searcher: the
 * worker's searching bot (made when it first plays; --bot mcts only). */
static int play_game(table *T, gcg_engine *eng, gcg_game **g, gcg_mcts **searcher,
                     const tpair *pr, unsigned long long j, tgame *r, char *why, size_t nw)
{
    uint64_t x = (T->seed ^ pr->key) + j;
    uint64_t game_seed = rng_mix(&x);
    uint64_t bot_rng = rng_mix(&x);
    int a_seat = (int)(j & 1);
    gcg_err err;
    memset(r, 0, sizeof *r);
    r->seed = game_seed;
    if (*g && gcg_game_restart(*g, game_seed, &err) != 0) {
        snprintf(why, nw, "%.500s", err.msg);
        return -1;
    }
    if (!*g) {
        gcg_game_config cfg = {.nplayers = 2, .seed = game_seed, .first_player = -1,
                               .skip_deck_check = 1}; /* (checked once, when loaded) */
        cfg.players[a_seat].deck = T->decks[pr->a].deck;
        cfg.players[1 - a_seat].deck = T->decks[pr->b].deck;
        if (!(*g = gcg_game_new(eng, &cfg, &err))) {
            snprintf(why, nw, "%.500s", err.msg);
            return -1;
        }
        gcg_game_set_narration(*g, 0);
    }
    for (int p; (p = gcg_game_decider(*g)) >= 0;) {
        int ch[256], k;
        if (T->bot == GCG_BOT_MCTS) {
            if (!*searcher && !(*searcher = gcg_mcts_new(&T->mcts))) {
                snprintf(why, nw, "out of memory for the searching bot");
                return -1;
            }
            k = gcg_mcts_choose(*searcher, *g, &bot_rng, ch, 256);
        } else {
            k = gcg_bot_choose(*g, T->bot, &bot_rng, ch, 256);
        }
        if (gcg_respond(*g, ch, k, &err) != 0) {
            snprintf(why, nw, "%s against %s, game %llu: bot answer refused: %.400s",
                     T->decks[pr->a].name, T->decks[pr->b].name, j + 1, err.msg);
            return -1;
        }
    }
    r->a_won = (unsigned char)gcg_game_player_won(*g, a_seat);
    r->b_won = (unsigned char)gcg_game_player_won(*g, 1 - a_seat);
    r->a_first = gcg_game_first_player(*g) == a_seat;
    r->turns = gcg_game_turn(*g);
    r->reason = gcg_game_end_reason(*g);
    r->script_errors = gcg_script_error_count(*g);
    if (r->script_errors) {
        const char *e = gcg_script_error(*g, 0);
        r->first_error = cli_realloc(NULL, strlen(e) + 1);
        strcpy(r->first_error, e);
    }
    r->played = 1;
    return 0;
}

static void table_progress(table *T)
{
    if (!T->progress || T->total == 0)
        return;
    int width = 40, filled = (int)(width * T->done / T->total);
    fprintf(stderr, "\r[%.*s%*s] %llu/%llu games", filled,
            "########################################", width - filled, "", T->done, T->total);
    if (T->done == T->total)
        fputc('\n', stderr);
    fflush(stderr);
}

/* A worker: its own engine; it takes a pair and a seating at a time (the games
 * of one seating restart one game: gcg_game_restart). */
static void *table_worker(void *arg)
{
    table *T = arg;
    gcg_engine *eng = cli_engine(T->env, T->db, 0);
    if (!eng) {
        pthread_mutex_lock(&T->lock);
        T->failed = 1;
        pthread_mutex_unlock(&T->lock);
        return NULL;
    }
    unsigned long long units = 2ull * (unsigned long long)T->npairs;
    gcg_mcts *searcher = NULL; /* the worker's searching bot, made when it plays */
    for (;;) {
        pthread_mutex_lock(&T->lock);
        unsigned long long u = T->next_unit++;
        int stop = T->failed || u >= units;
        pthread_mutex_unlock(&T->lock);
        if (stop)
            break;
        const tpair *pr = &T->pairs[u / 2];
        gcg_game *g = NULL;
        char why[600];
        int rc = 0;
        unsigned long long played = 0;
        for (unsigned long long j = u % 2; j < T->games && !rc; j += 2, played++)
            rc = play_game(T, eng, &g, &searcher, pr, j, &T->res[u / 2 * T->games + j], why,
                           sizeof why);
        gcg_game_free(g);
        pthread_mutex_lock(&T->lock);
        if (rc != 0 && !T->failed) {
            T->failed = 1;
            snprintf(T->failure, sizeof T->failure, "%s", why);
        }
        T->done += played;
        table_progress(T);
        pthread_mutex_unlock(&T->lock);
    }
    gcg_mcts_free(searcher);
    gcg_engine_free(eng);
    return NULL;
}

static int play_all(table *T)
{
    T->total = (unsigned long long)T->npairs * T->games;
    if (T->games > (unsigned long long)-1 / 2 / sizeof *T->res / (unsigned long long)T->npairs ||
        !(T->res = calloc(T->total, sizeof *T->res))) {
        fprintf(stderr, "gcg sim --table: not enough memory for %llu games per pair\n", T->games);
        return 1;
    }
    T->progress = isatty(2) && !getenv("CI");
    pthread_mutex_init(&T->lock, NULL);
    unsigned long long units = 2ull * (unsigned long long)T->npairs;
    int jobs = (unsigned long long)T->jobs > units ? (int)units : T->jobs;
    pthread_t th[256];
    int started = 0;
    for (int j = 0; j < jobs; j++)
        started += pthread_create(&th[started], NULL, table_worker, T) == 0;
    if (!started) {
        T->failed = 1;
        snprintf(T->failure, sizeof T->failure, "cannot start a thread");
    }
    for (int j = 0; j < started; j++)
        pthread_join(th[j], NULL);
    pthread_mutex_destroy(&T->lock);
    if (T->failed) {
        fprintf(stderr, "gcg sim --table: %s\n", T->failure[0] ? T->failure : "a worker failed");
        return 1;
    }
    return 0;
}

/* ------------------------------------------------------------ the figures */

/* A row deck's record against a column deck: games, wins, losses, games
 * without a winner, games it went first and wins then.  On the diagonal
 * (--mirror) the row deck is the copy that went first. */
typedef struct record {
    long games, wins, losses, draws, first_games, first_wins;
} record;

static record pair_record(const table *T, int p, int as_b)
{
    record r = {0};
    int mirror = T->pairs[p].a == T->pairs[p].b;
    for (unsigned long long j = 0; j < T->games; j++) {
        const tgame *g = &T->res[(unsigned long long)p * T->games + j];
        if (!g->played)
            continue;
        int first = mirror || (as_b ? !g->a_first : g->a_first);
        int won = mirror ? (g->a_first ? g->a_won : g->b_won) : as_b ? g->b_won : g->a_won;
        int lost = mirror ? (g->a_first ? g->b_won : g->a_won) : as_b ? g->a_won : g->b_won;
        r.games++;
        r.wins += won;
        r.losses += lost;
        r.draws += !g->a_won && !g->b_won;
        r.first_games += first;
        r.first_wins += first && won;
    }
    return r;
}

/* The matrix of records, M[row * ndecks + col] (games 0: not played). */
static record *figures(const table *T)
{
    int n = T->ndecks;
    record *M = calloc((size_t)n * (size_t)n, sizeof *M);
    if (!M)
        return NULL;
    for (int p = 0; p < T->npairs; p++) {
        int a = T->pairs[p].a, b = T->pairs[p].b;
        M[a * n + b] = pair_record(T, p, 0);
        if (a != b)
            M[b * n + a] = pair_record(T, p, 1);
    }
    return M;
}

/* Deck d against every other deck (its mirror matches left out). */
static record overall(const table *T, const record *M, int d)
{
    record t = {0};
    for (int k = 0; k < T->ndecks; k++) {
        const record *r = &M[d * T->ndecks + k];
        if (k == d)
            continue;
        t.games += r->games;
        t.wins += r->wins;
        t.losses += r->losses;
        t.draws += r->draws;
        t.first_games += r->first_games;
        t.first_wins += r->first_wins;
    }
    return t;
}

static double pct(long k, long n)
{
    return n ? 100.0 * (double)k / (double)n : 0;
}

/* ------------------------------------------------------------ the text table */

/* The matrix, cut into blocks of as many 8-column cells as the width allows;
 * the rows name the decks, the columns number them. */
static void print_matrix(const table *T, const record *M, int label)
{
    int n = T->ndecks, lead = label + 4, per = (T->width - lead) / 8;
    if (per < 1)
        per = 1;
    printf("Win rate (%%) of the row's deck against the column's, its 95%% interval below%s:\n",
           T->mirror ? ";\non the diagonal, the first player's in the deck's mirror matches" : "");
    for (int c0 = 0; c0 < n; c0 += per) {
        int c1 = c0 + per < n ? c0 + per : n;
        printf("\n%*s", lead, "");
        for (int c = c0; c < c1; c++)
            printf(" %7d", c + 1);
        printf("\n");
        for (int r = 0; r < n; r++) {
            char name[4 * NAME_MAX_LEN];
            term_fit(name, sizeof name, T->decks[r].name, label, 1);
            printf("%3d %s", r + 1, name);
            for (int c = c0; c < c1; c++) {
                const record *x = &M[r * n + c];
                if (x->games)
                    printf(" %7.0f", pct(x->wins, x->games));
                else
                    printf(" %7s", "-");
            }
            /* the intervals, without the spaces a line would end in */
            char line[8 * 1000 + 8];
            int len = 0;
            for (int c = c0; c < c1; c++) {
                const record *x = &M[r * n + c];
                char s[32] = "";
                double lo, hi;
                cli_wilson95(x->wins, x->games, &lo, &hi);
                if (x->games)
                    snprintf(s, sizeof s, "%.0f-%.0f", lo, hi);
                len += snprintf(line + len, sizeof line - (size_t)len, " %7s", s);
            }
            while (len > 0 && line[len - 1] == ' ')
                len--;
            printf("\n%*s%.*s\n", len ? lead : 0, "", len, line);
        }
    }
}

/* The decks' order in the ranking: the higher overall win rate first (compared
 * exactly), then the table's order.  (An insertion sort: a table has tens of
 * decks, and qsort's comparator could not see the records.) */
static void rank_decks(const table *T, const record *tot, int *order)
{
    for (int i = 0; i < T->ndecks; i++) {
        int d = i, k = i;
        for (; k > 0; k--) {
            const record *x = &tot[d], *y = &tot[order[k - 1]];
            if ((long double)x->wins * y->games <= (long double)y->wins * x->games)
                break;
            order[k] = order[k - 1];
        }
        order[k] = d;
    }
}

/* The pairs that had games without a winner, up to 8 of them. */
static void print_draws(const table *T, const record *M, long draws)
{
    printf("  no winner: %ld game%s", draws, draws == 1 ? "" : "s");
    int shown = 0, more = 0, n = T->ndecks;
    for (int p = 0; p < T->npairs; p++) {
        int a = T->pairs[p].a, b = T->pairs[p].b;
        long d = M[a * n + b].draws;
        if (!d)
            continue;
        if (shown++ >= 8) {
            more++;
            continue;
        }
        printf("%s%s-%s %ld", shown == 1 ? " (" : ", ", T->decks[a].name, T->decks[b].name, d);
    }
    if (more)
        printf(", and %d more pair%s", more, more == 1 ? "" : "s");
    printf("%s\n", shown ? ")" : "");
}

/* The text report: the run, the matrix, the ranking, all games' figures. */
static void print_table(const table *T, const record *M)
{
    int n = T->ndecks, label = 4;
    for (int k = 0; k < n; k++) {
        int w = term_width(T->decks[k].name);
        label = w > label ? w : label;
    }
    label = label > 24 ? 24 : label;
    long games = 0, first = 0, draws = 0, turns = 0, reasons[GCG_END_ERROR + 1] = {0};
    for (unsigned long long i = 0; i < T->total; i++) {
        const tgame *g = &T->res[i];
        if (!g->played)
            continue;
        games++;
        first += g->a_first ? g->a_won : g->b_won;
        draws += !g->a_won && !g->b_won;
        turns += g->turns;
        reasons[g->reason >= 0 && g->reason <= GCG_END_ERROR ? g->reason : 0]++;
    }
    printf("%d decks, %d pair%s%s, %llu games a pair (%ld games)\nseed %llu, %s bots, standard, "
           "2 players\n\n",
           n, T->npairs, T->npairs == 1 ? "" : "s", T->mirror ? " with the mirror matches" : "",
           T->games, games, T->seed, T->bot_name);
    print_matrix(T, M, label);

    record *tot = calloc((size_t)n, sizeof *tot);
    int *order = calloc((size_t)n, sizeof *order);
    if (!tot || !order) {
        free(tot);
        free(order);
        return;
    }
    for (int k = 0; k < n; k++)
        tot[k] = overall(T, M, k);
    rank_decks(T, tot, order);
    printf("\nEach deck against all the others, best first%s;\n1st%%, 2nd%%: its win rate when "
           "it went first, second:\n", T->mirror ? " (its mirror matches left out)" : "");
    printf("  rank   # %-*s  games   wins    win%%  95%% CI       1st%%   2nd%%  no winner\n",
           label, "deck");
    for (int i = 0; i < n; i++) {
        const record *x = &tot[order[i]];
        char name[4 * NAME_MAX_LEN];
        double lo, hi;
        cli_wilson95(x->wins, x->games, &lo, &hi);
        term_fit(name, sizeof name, T->decks[order[i]].name, label, 1);
        printf("  %4d %3d %s %6ld %6ld  %5.1f%%  %4.1f-%4.1f%%  %5.1f  %5.1f %10ld\n", i + 1,
               order[i] + 1, name, x->games, x->wins, pct(x->wins, x->games), lo, hi,
               pct(x->first_wins, x->first_games),
               pct(x->wins - x->first_wins, x->games - x->first_games), x->draws);
    }
    free(tot);
    free(order);

    double lo, hi;
    cli_wilson95(first, games, &lo, &hi);
    printf("\nAll %ld games:\n", games);
    printf("  the first player won %ld  %.1f%%  (95%% CI %.1f-%.1f%%)\n", first, pct(first, games),
           lo, hi);
    print_draws(T, M, draws);
    printf("  average turns: %.1f\n", games ? (double)turns / (double)games : 0.0);
    printf("  endings:");
    for (int r = 1; r <= GCG_END_ERROR; r++)
        if (reasons[r])
            printf(" %s %ld;", gcg_end_reason_name((gcg_end_reason)r), reasons[r]);
    printf("\n");
}

/* ------------------------------------------------------------ JSON and CSV */

static double round1(double x)
{
    return floor(x * 10 + 0.5) / 10;
}

static void add_record(cJSON *o, const record *x)
{
    double lo, hi;
    cli_wilson95(x->wins, x->games, &lo, &hi);
    cJSON_AddNumberToObject(o, "games", (double)x->games);
    cJSON_AddNumberToObject(o, "wins", (double)x->wins);
    cJSON_AddNumberToObject(o, "losses", (double)x->losses);
    cJSON_AddNumberToObject(o, "no_winner", (double)x->draws);
    cJSON_AddNumberToObject(o, "went_first", (double)x->first_games);
    cJSON_AddNumberToObject(o, "wins_going_first", (double)x->first_wins);
    cJSON_AddNumberToObject(o, "win_pct", round1(pct(x->wins, x->games)));
    cJSON_AddNumberToObject(o, "ci_low_pct", round1(lo));
    cJSON_AddNumberToObject(o, "ci_high_pct", round1(hi));
}

/* The table as one JSON object: the run, each deck's overall record, and each
 * deck's record against each opponent (both ways; a mirror match once). */
static int write_table_json(FILE *f, const table *T, const record *M)
{
    int n = T->ndecks;
    cJSON *o = cJSON_CreateObject();
    char seed[32];
    snprintf(seed, sizeof seed, "%llu", T->seed);
    cJSON_AddStringToObject(o, "seed", seed);
    cJSON_AddNumberToObject(o, "games_per_pair", (double)T->games);
    cJSON_AddStringToObject(o, "bot", T->bot_name);
    cJSON_AddStringToObject(o, "mode", "standard");
    cJSON_AddBoolToObject(o, "mirror", T->mirror);
    cJSON *decks = cJSON_AddArrayToObject(o, "decks");
    for (int k = 0; k < n; k++) {
        cJSON *d = cJSON_CreateObject();
        cJSON_AddNumberToObject(d, "index", k + 1);
        cJSON_AddStringToObject(d, "name", T->decks[k].name);
        cJSON_AddStringToObject(d, "file", T->decks[k].path);
        record x = overall(T, M, k);
        add_record(d, &x);
        cJSON_AddItemToArray(decks, d);
    }
    cJSON *pairs = cJSON_AddArrayToObject(o, "pairs");
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++) {
            const record *x = &M[r * n + c];
            if (!x->games)
                continue;
            cJSON *p = cJSON_CreateObject();
            cJSON_AddStringToObject(p, "deck", T->decks[r].name);
            cJSON_AddStringToObject(p, "against", T->decks[c].name);
            add_record(p, x);
            cJSON_AddItemToArray(pairs, p);
        }
    char *text = cJSON_Print(o);
    int rc = text ? fprintf(f, "%s\n", text) < 0 : 1;
    free(text);
    cJSON_Delete(o);
    return rc;
}

/* A CSV field: quoted when it holds a comma, a quote or a line break. */
static void csv_field(FILE *f, const char *s)
{
    if (!strpbrk(s, ",\"\n\r")) {
        fputs(s, f);
        return;
    }
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"')
            fputc('"', f);
        fputc(*s, f);
    }
    fputc('"', f);
}

/* One line per deck and opponent (a mirror match: the deck is the copy that
 * went first). */
static int write_table_csv(FILE *f, const table *T, const record *M)
{
    int n = T->ndecks;
    fprintf(f, "deck,against,games,wins,losses,no_winner,went_first,wins_going_first,win_pct,"
               "ci_low_pct,ci_high_pct\n");
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++) {
            const record *x = &M[r * n + c];
            if (!x->games)
                continue;
            double lo, hi;
            cli_wilson95(x->wins, x->games, &lo, &hi);
            csv_field(f, T->decks[r].name);
            fputc(',', f);
            csv_field(f, T->decks[c].name);
            fprintf(f, ",%ld,%ld,%ld,%ld,%ld,%ld,%.1f,%.1f,%.1f\n", x->games, x->wins, x->losses,
                    x->draws, x->first_games, x->first_wins, pct(x->wins, x->games), lo, hi);
        }
    return ferror(f) ? 1 : 0;
}

static int write_to(const char *path, const table *T, const record *M,
                    int (*write)(FILE *, const table *, const record *))
{
    FILE *f = strcmp(path, "-") ? fopen(path, "w") : stdout;
    if (!f) {
        fprintf(stderr, "gcg sim --table: cannot write %s\n", path);
        return 1;
    }
    int rc = write(f, T, M);
    if (f != stdout)
        rc |= fclose(f) != 0;
    if (rc)
        fprintf(stderr, "gcg sim --table: cannot write %s\n", path);
    return rc;
}

/* The script errors of the games that had any (the first report of each of the
 * first SHOWN_ERRORS such games, in table order) and the games ended by an
 * error; 1 if there were any. */
static int print_errors(const table *T)
{
    unsigned long long bad = 0, ended = 0;
    for (unsigned long long i = 0; i < T->total; i++) {
        const tgame *g = &T->res[i];
        ended += g->played && g->reason == GCG_END_ERROR;
        if (!g->script_errors)
            continue;
        if (++bad > SHOWN_ERRORS)
            continue;
        const tpair *p = &T->pairs[i / T->games];
        fprintf(stderr, "gcg sim --table: %s against %s, game %llu (seed %llu): %d script "
                        "error%s; the first: %s\n",
                T->decks[p->a].name, T->decks[p->b].name, i % T->games + 1,
                (unsigned long long)g->seed, g->script_errors, g->script_errors == 1 ? "" : "s",
                g->first_error ? g->first_error : "?");
    }
    if (bad > SHOWN_ERRORS)
        fprintf(stderr, "gcg sim --table: ... and %llu more games with script errors\n",
                bad - SHOWN_ERRORS);
    if (ended)
        fprintf(stderr, "gcg sim --table: %llu game%s could not be played to the end (ended by "
                        "an error)\n", ended, ended == 1 ? "" : "s");
    return bad || ended ? 1 : 0;
}

/* ------------------------------------------------------------ options */

/* Options that make sense only for one batch between fixed seats, and what to
 * say when they come with --table. */
static const char *refused(const char *a, const char *v)
{
    if (!strcmp(a, "--mode") && v && strcmp(v, "standard"))
        return "a table plays the standard two-player game only (not --mode)";
    if (!strcmp(a, "--players") && v && strcmp(v, "2"))
        return "a table plays the standard two-player game only (not --players)";
    if (!strcmp(a, "--variant") || !strcmp(a, "--set"))
        return "a table plays the standard game as it is (no --variant, no --set)";
    if (!strcmp(a, "--shard"))
        return "a table is played whole (no --shard); --jobs spreads it over threads";
    return NULL;
}

/* Parse the options; the decks and folders named go to paths[].  0: go on,
 * 1: done (--help), 2: a usage error (said). */
static int table_args(table *T, int argc, char **argv, const char **paths, int *npaths)
{
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        unsigned long long n;
        const char *no = refused(a, v);
        if (no) {
            fprintf(stderr, "gcg sim --table: %s\n", no);
            return 2;
        }
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            table_usage(stdout);
            return 1;
        } else if (!strcmp(a, "--table") || !strcmp(a, "--mirror")) {
            T->mirror |= !strcmp(a, "--mirror");
        } else if ((!strcmp(a, "--mode") || !strcmp(a, "--players")) && v) {
            i++; /* (standard, 2: what a table plays anyway) */
        } else if (a[0] != '-' || (!strcmp(a, "--deck") && v)) {
            const char *p = a[0] != '-' ? a : argv[++i];
            if (!strncmp(p, "random:", 7)) {
                fprintf(stderr, "gcg sim --table: a table plays named decks, not %s\n", p);
                return 2;
            }
            paths[(*npaths)++] = p;
        } else if (!strcmp(a, "--games") && v) {
            if (cli_parse_u64(v, &T->games) || T->games == 0) {
                fprintf(stderr, "gcg sim --table: --games needs a positive number, not '%s'\n", v);
                return 2;
            }
            i++;
        } else if (!strcmp(a, "--seed") && v) {
            if (cli_parse_u64(v, &T->seed)) {
                fprintf(stderr, "gcg sim --table: --seed needs a number, not '%s'\n", v);
                return 2;
            }
            i++;
        } else if (!strcmp(a, "--jobs") && v) {
            if (cli_parse_u64(v, &n) || n < 1 || n > 256) {
                fprintf(stderr, "gcg sim --table: --jobs needs a number from 1 to 256, not '%s'\n",
                        v);
                return 2;
            }
            T->jobs = (int)n;
            i++;
        } else if (!strcmp(a, "--width") && v) {
            if (cli_parse_u64(v, &n) || n < 20 || n > 1000) {
                fprintf(stderr, "gcg sim --table: --width needs a number from 20 to 1000, not "
                                "'%s'\n", v);
                return 2;
            }
            T->width = (int)n;
            i++;
        } else if (!strcmp(a, "--bot") && v) {
            gcg_err err;
            if (strchr(v, '=') && strncmp(v, "mcts:", 5) != 0) {
                fprintf(stderr, "gcg sim --table: --bot %s: one bot for every seat (the decks "
                                "swap seats), not a bot per seat\n", v);
                return 2;
            }
            if (gcg_bot_parse(v, &T->bot, &T->mcts, &err) != 0) {
                fprintf(stderr, "gcg sim --table: --bot %s: %s\n", v, err.msg);
                return 2;
            }
            if (T->bot == GCG_BOT_MCTS)
                gcg_mcts_name(&T->mcts, T->bot_name, sizeof T->bot_name);
            else
                snprintf(T->bot_name, sizeof T->bot_name, "%s", v);
            i++;
        } else if (!strcmp(a, "--json") && v) {
            T->json_path = argv[++i];
        } else if (!strcmp(a, "--csv") && v) {
            T->csv_path = argv[++i];
        } else {
            fprintf(stderr, "gcg sim --table: unknown or incomplete option '%s'\n", a);
            table_usage(stderr);
            return 2;
        }
    }
    return 0;
}

/* ------------------------------------------------------------ the command */

int sim_table_asked(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--table"))
            return 1;
    return 0;
}

static void table_free(table *T)
{
    for (int k = 0; k < T->ndecks; k++) {
        gcg_deck_free(T->decks[k].deck);
        free(T->decks[k].path);
    }
    for (unsigned long long i = 0; T->res && i < T->total; i++)
        free(T->res[i].first_error);
    free(T->res);
    free(T->decks);
    free(T->pairs);
    gcg_carddb_free(T->db);
    free(T);
}

int cmd_sim_table(const cli_env *env, int argc, char **argv)
{
    table *T = calloc(1, sizeof *T);
    const char **paths = calloc((size_t)argc + 1, sizeof *paths);
    if (!T || !paths) {
        free(T);
        free(paths);
        fprintf(stderr, "gcg: out of memory\n");
        return 1;
    }
    T->env = env;
    T->games = 200;
    T->seed = 1;
    T->jobs = 1;
    T->bot = GCG_BOT_RANDOM;
    snprintf(T->bot_name, sizeof T->bot_name, "random");
    int npaths = 0;
    int rc = table_args(T, argc, argv, paths, &npaths);
    if (rc) {
        free(paths);
        free(T);
        return rc == 1 ? 0 : rc;
    }
    if (!T->width) {
        term_measure();
        T->width = term_cols();
    }
    if (!npaths)
        paths[npaths++] = "decks";
    for (int i = 0; i < npaths && !rc; i++)
        rc = add_path(T, paths[i]) ? 1 : 0;
    free(paths);
    if (!rc && !(T->db = cli_load_db(env)))
        rc = 1;
    if (!rc)
        rc = load_decks(T);
    if (!rc) {
        make_pairs(T);
        rc = play_all(T);
    }
    record *M = rc ? NULL : figures(T);
    if (!rc && !M) {
        fprintf(stderr, "gcg: out of memory\n");
        rc = 1;
    }
    if (M) {
        int text = 1;
        if (T->json_path) {
            rc |= write_to(T->json_path, T, M, write_table_json);
            text &= strcmp(T->json_path, "-") != 0;
        }
        if (T->csv_path) {
            rc |= write_to(T->csv_path, T, M, write_table_csv);
            text &= strcmp(T->csv_path, "-") != 0;
        }
        if (text)
            print_table(T, M);
        rc |= print_errors(T);
    }
    free(M);
    table_free(T);
    return rc;
}
