/*
 * cmd_sim.c -- `gcg sim`: play many games between bots and report how they went:
 * win rates per deck, per place in the turn order and per bot with 95%
 * confidence intervals, average turns, how games ended.
 *
 * Game i of a run uses seeds derived from the base seed and i alone, so results do
 * not depend on how the games are spread: `--jobs J` plays them on J threads (an
 * engine each), `--shard K/N` plays only every Nth game, and `gcg sim merge`
 * combines the `--json` lines of several shards into the same report.  Any mode:
 * --mode, --variant, --players, --set key=value, one --deck per seat.
 */
#include <cjson/cJSON.h>
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cli.h"
#include "../rng.h"

#define MAX_SEATS GCG_MAX_PLAYERS

static void usage(FILE *f)
{
    fprintf(f,
        "usage: gcg sim [--mode MODE] [--variant NAME] [--players N] [--set KEY=VALUE]...\n"
        "               [--deck FILE]... [--games N] [--seed S] [--bot [SEAT=]KIND]...\n"
        "               [--jobs J] [--shard K/N] [--json FILE]\n"
        "       gcg sim merge FILE...\n"
        "       gcg sim --table [DECK|DIR]...   every pair of decks: a win-rate table\n"
        "                                       (gcg sim --table --help)\n"
        "\n"
        "Play N games (default 100) between bots and print win rates per deck, per\n"
        "place in the turn order and per bot kind (with 95%% confidence intervals),\n"
        "average turns and how games ended.\n"
        "  --mode MODE      game mode (default: standard; gcg modes lists them)\n"
        "  --variant NAME   the mode's variant (default: the mode's own)\n"
        "  --players N      number of players (default: the mode's least, or as many\n"
        "                   as the decks given)\n"
        "  --set KEY=VALUE  a mode option, like --set rounds=5 (repeatable)\n"
        "  --deck FILE      a deck, once per seat (default: the two recommended decks\n"
        "                   in turn); the decks move round the seats from game to game\n"
        "  --deck random:SETS  a legal deck drawn at random for each game and seat\n"
        "                   from the cards of SETS (GD02,GD03; all for every set);\n"
        "                   given alone, for every seat\n"
        "  --games N        how many games (default 100)\n"
        "  --seed S         the base seed (default 1): the same seed, the same results\n"
        "  --bot KIND       random (default), greedy or mcts for every seat; --bot\n"
        "                   2=greedy for one seat (a seat keeps its bot as the decks\n"
        "                   move round); mcts:iters=N or mcts:ms=N sets the search's\n"
        "                   budget per decision (docs/simulation.md)\n"
        "  --jobs J         play on J threads (default 1); results do not change\n"
        "  --shard K/N      play only games K, K+N, K+2N ... (1 <= K <= N): a share\n"
        "                   of a big batch; combine the shards with gcg sim merge\n"
        "  --json FILE      write one JSON line per game (seed, decks, bots, winners,\n"
        "                   turns, reason, a mode's reason_text) to FILE ('-' for\n"
        "                   standard output)\n"
        "A progress bar goes to standard error on a terminal.\n");
}

/* ------------------------------------------------------------ one game's result */

typedef struct result {
    uint64_t index, seed;
    int played;
    int n;
    int deck[MAX_SEATS];     /* deck group at each seat */
    int bot[MAX_SEATS];      /* the bot at each seat (an index of sim.bots) */
    int place[MAX_SEATS];    /* the seat's side's place in the turn order */
    unsigned winners;        /* seat bits */
    int turns;
    int reason;
    char reason_text[64];    /* a mode's own reason for the ending, or "" */
    int script_errors;
    char *errors; /* the game's reports, one a line (NULL: none) */
} result;

#define BOT_NAME 64

/* A bot as --bot names it: its kind, a search's parameters, its name. */
typedef struct bot_spec {
    gcg_bot_kind kind;
    gcg_mcts_params mcts;
    char name[BOT_NAME];
} bot_spec;

typedef struct sim {
    const cli_env *env;
    const char *mode, *variant;
    char options[256];
    int n, ndecks, jobs;
    unsigned long long games, seed, shard_k, shard_n;
    int seat_bot[MAX_SEATS]; /* an index of bots */
    bot_spec bots[MAX_SEATS + 1];
    int nbots;
    const char *deck_files[MAX_SEATS];
    char defaults[2][1200]; /* the recommended decks' paths */
    char deck_names[MAX_SEATS][128];
    int group[MAX_SEATS], seats_of[MAX_SEATS];
    int per_side;
    gcg_carddb *db;
    gcg_deck *decks[MAX_SEATS];
    const char *random_sets[MAX_SEATS]; /* --deck random:SETS: a new deck each game */
    int any_random;
    result *results;
    /* shared by the workers */
    pthread_mutex_t lock;
    unsigned long long next, done, total;
    int failed;
    char failure[600];
    int progress;
} sim;

/* Place of each side (team) in the order of play from Player One: 0, 1, ... */
static int side_place(const gcg_game *g, int p)
{
    int n = gcg_game_nplayers(g), dir = gcg_game_direction(g);
    int seen[MAX_SEATS], nseen = 0;
    for (int k = 0, q = gcg_game_first_player(g); k < n; k++, q = (q + n + dir) % n) {
        int t = gcg_game_player_team(g, q), known = 0;
        for (int i = 0; i < nseen; i++)
            known |= seen[i] == t;
        if (!known)
            seen[nseen++] = t;
        if (q == p)
            break;
    }
    for (int i = 0; i < nseen; i++)
        if (seen[i] == gcg_game_player_team(g, p))
            return i;
    return 0;
}

/* Play game g to its end with the bots of r (a searching bot with the worker's
 * searcher for it, made when it first plays), and record how it went. */
static int play_out(const sim *S, gcg_game *g, result *r, gcg_mcts **searchers,
                    uint64_t *bot_rng, uint64_t index, char *why, size_t nw)
{
    gcg_err err;
    int n = r->n;
    for (int p; (p = gcg_game_decider(g)) >= 0;) {
        int ch[256], k;
        const bot_spec *b = &S->bots[r->bot[p]];
        if (b->kind == GCG_BOT_MCTS) {
            if (!searchers[r->bot[p]])
                searchers[r->bot[p]] = gcg_mcts_new(&b->mcts);
            k = gcg_mcts_choose(searchers[r->bot[p]], g, bot_rng, ch, 256);
        } else {
            k = gcg_bot_choose(g, b->kind, bot_rng, ch, 256);
        }
        if (gcg_respond(g, ch, k, &err) != 0) {
            snprintf(why, nw, "game %llu: bot answer refused: %.500s", (unsigned long long)index + 1,
                     err.msg);
            return -1;
        }
    }
    for (int p = 0; p < n; p++) {
        r->place[p] = side_place(g, p);
        if (gcg_game_player_won(g, p))
            r->winners |= 1u << p;
    }
    r->turns = gcg_game_turn(g);
    r->reason = gcg_game_end_reason(g);
    const char *told = gcg_game_end_text(g);
    snprintf(r->reason_text, sizeof r->reason_text, "%s",
             strcmp(told, gcg_end_reason_name((gcg_end_reason)r->reason)) ? told : "");
    r->script_errors = gcg_script_error_count(g);
    if (r->script_errors) {
        size_t len = 0;
        for (int i = 0; i < r->script_errors; i++)
            len += strlen(gcg_script_error(g, i)) + 1;
        r->errors = malloc(len + 1);
        if (r->errors) {
            r->errors[0] = 0;
            for (int i = 0; i < r->script_errors; i++)
                strcat(strcat(r->errors, gcg_script_error(g, i)), "\n");
        }
    }
    r->played = 1;
    return 0;
}

/* A game whose decks were drawn for it (--deck random:SETS): made, played and
 * freed (a kept game could not be restarted with other decks). */
static int play_random_decks(sim *S, gcg_engine *eng, const gcg_game_config *cfg, result *r,
                             gcg_mcts **searchers, uint64_t *bot_rng, char *why, size_t nw)
{
    gcg_err err;
    gcg_game *g = gcg_game_new(eng, cfg, &err);
    if (!g) {
        snprintf(why, nw, "%.500s", err.msg);
        return -1;
    }
    gcg_game_set_narration(g, 0);
    int rc = play_out(S, g, r, searchers, bot_rng, r->index, why, nw);
    gcg_game_free(g);
    return rc;
}

/* Play game number `index` on engine eng into r.  kept[shift]: the worker's
 * game of that seating, restarted with each new seed (gcg_game_restart: the
 * same game as a new one, without building it again). */
static int play_one(sim *S, gcg_engine *eng, gcg_game **kept, gcg_mcts **searchers,
                    uint64_t index, result *r, char *why, size_t nw)
{
    uint64_t x = S->seed + index;
    uint64_t game_seed = rng_mix(&x);
    uint64_t bot_rng = rng_mix(&x);
    int n = S->n;
    /* Seat s plays deck (s + shift) % n: the decks (and their bots) move round a
     * side at a time. */
    int shift = (int)(index % (uint64_t)(n / S->per_side)) * S->per_side;
    /* (the decks were checked against the deck rules once, when loaded) */
    gcg_game_config cfg = {.mode = S->mode, .variant = S->variant, .options = S->options,
                           .nplayers = n, .seed = game_seed, .first_player = -1,
                           .skip_deck_check = 1};
    memset(r, 0, sizeof *r);
    r->index = index;
    r->seed = game_seed;
    r->n = n;
    gcg_deck *drawn[MAX_SEATS] = {0};
    gcg_err err;
    for (int s = 0; s < n; s++) {
        int k = (s + shift) % n;
        cfg.players[s].deck = S->decks[k];
        if (S->random_sets[k]) { /* a deck of its own for this game and seat */
            uint64_t y = game_seed + 0x9E3779B97F4A7C15ull * (uint64_t)(s + 1);
            drawn[s] = gcg_deck_random(S->db, S->random_sets[k], rng_mix(&y), &err);
            if (!drawn[s]) {
                snprintf(why, nw, "%.500s", err.msg);
                for (int q = 0; q < s; q++)
                    gcg_deck_free(drawn[q]);
                return -1;
            }
            cfg.players[s].deck = drawn[s];
        }
        r->deck[s] = S->group[k];
        r->bot[s] = S->seat_bot[s]; /* bots keep their seat: they play every deck */
    }
    if (S->any_random) { /* (no game to restart: its decks are new) */
        int rc = play_random_decks(S, eng, &cfg, r, searchers, &bot_rng, why, nw);
        for (int s = 0; s < n; s++)
            gcg_deck_free(drawn[s]);
        return rc;
    }
    gcg_game *g = kept[shift];
    if (g && gcg_game_restart(g, game_seed, &err) != 0) {
        snprintf(why, nw, "%.500s", err.msg);
        return -1;
    }
    if (!g) {
        g = kept[shift] = gcg_game_new(eng, &cfg, &err);
        if (!g) {
            snprintf(why, nw, "%.500s", err.msg);
            return -1;
        }
        gcg_game_set_narration(g, 0);
    }
    return play_out(S, g, r, searchers, &bot_rng, index, why, nw);
}

static void progress(sim *S)
{
    if (!S->progress || S->total == 0)
        return;
    int width = 40, filled = (int)(width * S->done / S->total);
    fprintf(stderr, "\r[%.*s%*s] %llu/%llu games", filled,
            "########################################", width - filled, "", S->done, S->total);
    if (S->done == S->total)
        fputc('\n', stderr);
    fflush(stderr);
}

/* A worker: its own engine (script VMs are per thread), games taken in turn. */
static void *worker(void *arg)
{
    sim *S = arg;
    gcg_engine *eng = cli_engine(S->env, S->db, 0);
    if (!eng) {
        pthread_mutex_lock(&S->lock);
        S->failed = 1;
        pthread_mutex_unlock(&S->lock);
        return NULL;
    }
    gcg_game *kept[MAX_SEATS] = {0};
    gcg_mcts *searchers[MAX_SEATS + 1] = {0}; /* one per searching bot, made when it plays */
    for (;;) {
        pthread_mutex_lock(&S->lock);
        unsigned long long slot = S->next++;
        int stop = S->failed || slot >= S->total;
        pthread_mutex_unlock(&S->lock);
        if (stop)
            break;
        uint64_t index = S->shard_k + slot * S->shard_n;
        char why[600];
        int rc = play_one(S, eng, kept, searchers, index, &S->results[slot], why, sizeof why);
        pthread_mutex_lock(&S->lock);
        if (rc != 0 && !S->failed) {
            S->failed = 1;
            snprintf(S->failure, sizeof S->failure, "%s", why);
        }
        S->done++;
        progress(S);
        pthread_mutex_unlock(&S->lock);
    }
    for (int i = 0; i < MAX_SEATS; i++)
        gcg_game_free(kept[i]);
    for (int i = 0; i <= MAX_SEATS; i++)
        gcg_mcts_free(searchers[i]);
    gcg_engine_free(eng);
    return NULL;
}

/* ------------------------------------------------------------ the report */

static void rate_line(const char *label, long wins, long played)
{
    double lo, hi;
    cli_wilson95(wins, played, &lo, &hi);
    printf("  %-34s %6ld wins  %5.1f%%  (95%% CI %.1f-%.1f%%)\n", label, wins,
           100.0 * (double)wins / (double)(played ? played : 1), lo, hi);
}

static const char *ordinal(int i)
{
    static const char *const w[] = {"1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th"};
    return i >= 0 && i < 8 ? w[i] : "?";
}

/* Print the report of results[0..count) (deck names by group, bot names by the
 * index results give). */
static int report(const char *header, char names[][128], int ngroups, const bot_spec *bots,
                  int nbots, const result *res, unsigned long long count)
{
    long played = 0, draws = 0, turns = 0, errors = 0, reasons[GCG_END_ERROR + 1] = {0};
    long deck_wins[MAX_SEATS] = {0}, place_wins[MAX_SEATS] = {0};
    long bot_wins[MAX_SEATS + 1] = {0}, bot_games[MAX_SEATS + 1] = {0};
    int sides = 1, n = 2;
    /* A mode's own reasons for its endings (e:end_game), counted by their words. */
    enum { MAX_TEXTS = 16 };
    const char *texts[MAX_TEXTS];
    long text_count[MAX_TEXTS] = {0};
    int ntexts = 0;
    for (unsigned long long i = 0; i < count; i++) {
        const result *r = &res[i];
        if (!r->played)
            continue;
        played++;
        n = r->n;
        int deck_won[MAX_SEATS] = {0}, place_won[MAX_SEATS] = {0};
        int bot_won[MAX_SEATS + 1] = {0}, bot_in[MAX_SEATS + 1] = {0}, kinds = 0;
        for (int p = 0; p < r->n; p++) {
            if (r->place[p] + 1 > sides)
                sides = r->place[p] + 1;
            kinds += !bot_in[r->bot[p]];
            bot_in[r->bot[p]] = 1;
            if (!(r->winners & (1u << p)))
                continue;
            deck_won[r->deck[p]] = 1;
            place_won[r->place[p]] = 1;
            bot_won[r->bot[p]] = 1;
        }
        for (int k = 0; k < MAX_SEATS; k++) {
            deck_wins[k] += deck_won[k];
            place_wins[k] += place_won[k];
        }
        /* Per bot only when several play: how often each one's side wins. */
        for (int b = 0; kinds > 1 && b < nbots; b++)
            if (bot_in[b]) {
                bot_games[b]++;
                bot_wins[b] += bot_won[b];
            }
        draws += !r->winners;
        turns += r->turns;
        errors += r->script_errors;
        reasons[r->reason <= GCG_END_ERROR ? r->reason : 0]++;
        if (r->reason_text[0]) {
            int k = 0;
            while (k < ntexts && strcmp(texts[k], r->reason_text))
                k++;
            if (k == ntexts && ntexts < MAX_TEXTS)
                texts[ntexts++] = r->reason_text;
            if (k < ntexts)
                text_count[k]++;
        }
    }
    if (!played)
        return 0;
    printf("%s\n", header);
    for (int k = 0; k < ngroups; k++)
        if (names[k][0])
            rate_line(names[k], deck_wins[k], played);
    printf("  %-34s %6ld\n", "no winner", draws);
    if (sides == 2) {
        char a[64], b[64];
        snprintf(a, sizeof a, "first %s", n == 2 ? "player" : "team");
        snprintf(b, sizeof b, "second %s", n == 2 ? "player" : "team");
        rate_line(a, place_wins[0], played);
        rate_line(b, place_wins[1], played);
    } else {
        for (int k = 0; k < sides; k++) {
            char a[64];
            snprintf(a, sizeof a, "%s in the turn order", ordinal(k));
            rate_line(a, place_wins[k], played);
        }
    }
    for (int b = 0; b < nbots; b++)
        if (bot_games[b]) {
            char a[BOT_NAME + 8];
            snprintf(a, sizeof a, "%s bot", bots[b].name);
            rate_line(a, bot_wins[b], bot_games[b]);
        }
    printf("  average turns: %.1f\n", (double)turns / (double)played);
    printf("  endings:");
    for (int r = 1; r <= GCG_END_ERROR; r++)
        if (reasons[r])
            printf(" %s %ld;", gcg_end_reason_name((gcg_end_reason)r), reasons[r]);
    for (int k = 0; k < ntexts; k++)
        printf("%s%s %ld%s", k ? " " : "\n  the mode's endings: ", texts[k], text_count[k],
               k + 1 < ntexts ? ";" : "");
    printf("\n  script errors: %ld\n", errors);
    if (reasons[GCG_END_ERROR])
        printf("  games that could not be played to their end (ended by an error): %ld\n",
               reasons[GCG_END_ERROR]);
    return errors || reasons[GCG_END_ERROR] ? 1 : 0;
}

/* ------------------------------------------------------------ JSON lines */

static void write_json(FILE *f, const sim *S, const result *r)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "game", (double)r->index + 1);
    char seed[32];
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)r->seed);
    cJSON_AddStringToObject(o, "seed", seed);
    cJSON_AddStringToObject(o, "mode", S->mode ? S->mode : "standard");
    cJSON_AddStringToObject(o, "variant", S->variant ? S->variant : "");
    cJSON *decks = cJSON_AddArrayToObject(o, "decks");
    cJSON *bots = cJSON_AddArrayToObject(o, "bots");
    cJSON *places = cJSON_AddArrayToObject(o, "places");
    cJSON *winners = cJSON_AddArrayToObject(o, "winners");
    for (int p = 0; p < r->n; p++) {
        cJSON_AddItemToArray(decks, cJSON_CreateString(S->deck_names[r->deck[p]]));
        cJSON_AddItemToArray(bots, cJSON_CreateString(S->bots[r->bot[p]].name));
        cJSON_AddItemToArray(places, cJSON_CreateNumber(r->place[p] + 1));
        if (r->winners & (1u << p))
            cJSON_AddItemToArray(winners, cJSON_CreateNumber(p + 1));
    }
    cJSON_AddNumberToObject(o, "turns", r->turns);
    cJSON_AddStringToObject(o, "reason", gcg_end_reason_name((gcg_end_reason)r->reason));
    if (r->reason_text[0]) /* the mode's own words (e:end_game{ reason = ... }) */
        cJSON_AddStringToObject(o, "reason_text", r->reason_text);
    cJSON_AddNumberToObject(o, "script_errors", r->script_errors);
    if (r->errors) {
        cJSON *errs = cJSON_AddArrayToObject(o, "errors");
        for (const char *at = r->errors; *at;) {
            const char *nl = strchr(at, '\n');
            size_t n = nl ? (size_t)(nl - at) : strlen(at);
            char *one = malloc(n + 1);
            if (one) {
                memcpy(one, at, n);
                one[n] = 0;
                cJSON_AddItemToArray(errs, cJSON_CreateString(one));
                free(one);
            }
            at += n + (nl != NULL);
        }
    }
    char *line = cJSON_PrintUnformatted(o);
    fprintf(f, "%s\n", line);
    free(line);
    cJSON_Delete(o);
}

/* gcg sim merge FILE...: the report of the JSON lines of several shards. */
static int cmd_merge(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: gcg sim merge FILE...\n");
        return 2;
    }
    char names[MAX_SEATS * 4][128] = {{0}};
    bot_spec bots[MAX_SEATS + 1];
    int ngroups = 0, nbots = 0, rc = 0;
    result *res = NULL;
    size_t count = 0, cap = 0;
    for (int a = 2; a < argc; a++) {
        FILE *f = strcmp(argv[a], "-") ? fopen(argv[a], "r") : stdin;
        if (!f) {
            fprintf(stderr, "gcg sim merge: cannot read %s\n", argv[a]);
            return 1;
        }
        char line[8192];
        for (int ln = 1; fgets(line, sizeof line, f); ln++) {
            cJSON *o = cJSON_Parse(line);
            const cJSON *decks = cJSON_GetObjectItem(o, "decks");
            const cJSON *jbots = cJSON_GetObjectItem(o, "bots");
            const cJSON *places = cJSON_GetObjectItem(o, "places");
            const cJSON *winners = cJSON_GetObjectItem(o, "winners");
            const cJSON *turns = cJSON_GetObjectItem(o, "turns");
            const cJSON *reason = cJSON_GetObjectItem(o, "reason");
            int n = cJSON_GetArraySize(decks);
            if (!o || !cJSON_IsArray(decks) || n < 2 || n > MAX_SEATS || !cJSON_IsNumber(turns)) {
                fprintf(stderr, "gcg sim merge: %s:%d: not a game line of gcg sim --json\n",
                        argv[a], ln);
                cJSON_Delete(o);
                rc = 1;
                continue;
            }
            if (count == cap) {
                cap = cap ? cap * 2 : 1024;
                res = cli_realloc(res, cap * sizeof *res);
            }
            result *r = &res[count++];
            memset(r, 0, sizeof *r);
            r->played = 1;
            r->n = n;
            r->turns = turns->valueint;
            for (int p = 0; p < n; p++) {
                const char *dn = cJSON_GetStringValue(cJSON_GetArrayItem(decks, p));
                int k = 0;
                while (k < ngroups && strcmp(names[k], dn ? dn : "?"))
                    k++;
                if (k == ngroups && ngroups < MAX_SEATS * 4)
                    snprintf(names[ngroups++], 128, "%s", dn ? dn : "?");
                r->deck[p] = k < MAX_SEATS ? k : MAX_SEATS - 1;
                const char *b = cJSON_GetStringValue(cJSON_GetArrayItem(jbots, p));
                int kb = 0;
                while (kb < nbots && strcmp(bots[kb].name, b ? b : "?"))
                    kb++;
                if (kb == nbots && nbots <= MAX_SEATS)
                    snprintf(bots[nbots++].name, BOT_NAME, "%s", b ? b : "?");
                r->bot[p] = kb < nbots ? kb : nbots - 1;
                const cJSON *pl = cJSON_GetArrayItem(places, p);
                r->place[p] = cJSON_IsNumber(pl) ? pl->valueint - 1 : 0;
            }
            const cJSON *w;
            cJSON_ArrayForEach(w, winners) {
                if (cJSON_IsNumber(w) && w->valueint >= 1 && w->valueint <= n)
                    r->winners |= 1u << (w->valueint - 1);
            }
            for (int e = 0; e <= GCG_END_ERROR; e++)
                if (cJSON_IsString(reason) &&
                    !strcmp(reason->valuestring, gcg_end_reason_name((gcg_end_reason)e)))
                    r->reason = e;
            const cJSON *rt = cJSON_GetObjectItem(o, "reason_text");
            if (cJSON_IsString(rt))
                snprintf(r->reason_text, sizeof r->reason_text, "%s", rt->valuestring);
            const cJSON *se = cJSON_GetObjectItem(o, "script_errors");
            r->script_errors = cJSON_IsNumber(se) ? se->valueint : 0;
            cJSON_Delete(o);
        }
        if (f != stdin)
            fclose(f);
    }
    char header[128];
    snprintf(header, sizeof header, "%zu games merged from %d file%s", count, argc - 2,
             argc - 2 == 1 ? "" : "s");
    rc |= report(header, names, ngroups < MAX_SEATS ? ngroups : MAX_SEATS, bots, nbots, res,
                 count);
    free(res);
    return rc;
}

/* ------------------------------------------------------------ options */

/* --bot [SEAT=]KIND: the seat (-1: every seat) and the bot; -1 with why. */
static int parse_bot(const char *v, int *seat, bot_spec *b, gcg_err *why)
{
    const char *k = v;
    *seat = -1;
    const char *eq = strchr(v, '=');
    if (eq && eq > v && strspn(v, "0123456789") == (size_t)(eq - v)) {
        char *end;
        long s = strtol(v, &end, 10);
        if (s < 1 || s > MAX_SEATS) {
            snprintf(why->msg, sizeof why->msg, "seat %ld: seats are 1 to %d", s, MAX_SEATS);
            return -1;
        }
        *seat = (int)s - 1;
        k = eq + 1;
    }
    if (gcg_bot_parse(k, &b->kind, &b->mcts, why) != 0)
        return -1;
    if (b->kind == GCG_BOT_MCTS)
        gcg_mcts_name(&b->mcts, b->name, sizeof b->name);
    else
        snprintf(b->name, sizeof b->name, "%s", k);
    return 0;
}

/* The index of bot b in S->bots (added if new). */
static int bot_index(sim *S, const bot_spec *b)
{
    for (int i = 0; i < S->nbots; i++)
        if (!strcmp(S->bots[i].name, b->name))
            return i;
    S->bots[S->nbots] = *b;
    return S->nbots++;
}

static int parse_args(sim *S, int argc, char **argv, const char **json_path)
{
    for (int s = 0; s < MAX_SEATS; s++)
        S->seat_bot[s] = -1;
    bot_spec all_bot = {.kind = GCG_BOT_RANDOM, .name = "random"};
    bot_spec seat_spec[MAX_SEATS];
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        unsigned long long n;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return 1;
        } else if (!strcmp(a, "--deck") && v) {
            if (S->ndecks >= MAX_SEATS) {
                fprintf(stderr, "gcg sim: %d decks at most\n", MAX_SEATS);
                return 2;
            }
            S->deck_files[S->ndecks++] = argv[++i];
        } else if (!strcmp(a, "--mode") && v) {
            S->mode = argv[++i];
        } else if (!strcmp(a, "--variant") && v) {
            S->variant = argv[++i];
        } else if (!strcmp(a, "--set") && v) {
            if (cli_add_option(S->options, sizeof S->options, v)) {
                fprintf(stderr, "gcg sim: --set needs KEY=VALUE (like rounds=5), not '%s'\n", v);
                return 2;
            }
            i++;
        } else if (!strcmp(a, "--players") && v) {
            if (cli_parse_u64(v, &n) || n < 2 || n > MAX_SEATS) {
                fprintf(stderr, "gcg sim: --players needs a number from 2 to %d\n", MAX_SEATS);
                return 2;
            }
            S->n = (int)n;
            i++;
        } else if (!strcmp(a, "--games") && v) {
            if (cli_parse_u64(v, &S->games) || S->games == 0) {
                fprintf(stderr, "gcg sim: --games needs a positive number, not '%s'\n", v);
                return 2;
            }
            i++;
        } else if (!strcmp(a, "--seed") && v) {
            if (cli_parse_u64(v, &S->seed)) {
                fprintf(stderr, "gcg sim: --seed needs a number, not '%s'\n", v);
                return 2;
            }
            i++;
        } else if (!strcmp(a, "--jobs") && v) {
            if (cli_parse_u64(v, &n) || n < 1 || n > 256) {
                fprintf(stderr, "gcg sim: --jobs needs a number from 1 to 256, not '%s'\n", v);
                return 2;
            }
            S->jobs = (int)n;
            i++;
        } else if (!strcmp(a, "--shard") && v) {
            if (sscanf(v, "%llu/%llu", &S->shard_k, &S->shard_n) != 2 || S->shard_n < 1 ||
                S->shard_k < 1 || S->shard_k > S->shard_n) {
                fprintf(stderr, "gcg sim: --shard needs K/N with 1 <= K <= N, not '%s'\n", v);
                return 2;
            }
            S->shard_k--;
            i++;
        } else if (!strcmp(a, "--json") && v) {
            *json_path = argv[++i];
        } else if (!strcmp(a, "--bot") && v) {
            int seat;
            bot_spec b;
            gcg_err why;
            if (parse_bot(v, &seat, &b, &why)) {
                fprintf(stderr, "gcg sim: --bot %s: %s\n", v, why.msg);
                return 2;
            }
            if (seat < 0)
                all_bot = b;
            else {
                seat_spec[seat] = b;
                S->seat_bot[seat] = 0;
            }
            i++;
        } else {
            fprintf(stderr, "gcg sim: unknown or incomplete option '%s'\n", a);
            usage(stderr);
            return 2;
        }
    }
    for (int s = 0; s < MAX_SEATS; s++)
        S->seat_bot[s] = bot_index(S, S->seat_bot[s] < 0 ? &all_bot : &seat_spec[s]);
    return 0;
}

/* Decks and sides: each side's seats get the same default deck; decks are
 * counted by file (the same file at two seats is one deck). */
static int prepare(sim *S, gcg_engine *eng)
{
    int n = S->n;
    gcg_game_config probe = {.mode = S->mode, .variant = S->variant, .options = S->options,
                             .nplayers = n, .first_player = -1};
    gcg_err perr;
    gcg_game *pg = gcg_game_new_empty(eng, &probe, &perr);
    if (!pg) {
        fprintf(stderr, "gcg sim: %s\n", perr.msg);
        return 1;
    }
    int nsides = 0;
    for (int p = 0; p < n; p++) {
        int t = gcg_game_player_team(pg, p), known = 0;
        for (int q = 0; q < p; q++)
            known |= gcg_game_player_team(pg, q) == t;
        nsides += !known;
    }
    gcg_game_free(pg);
    S->per_side = nsides > 0 && n % nsides == 0 ? n / nsides : 1;
    cli_home_path(S->env, "decks/blue-white-midrange.deck", S->defaults[0], sizeof S->defaults[0]);
    cli_home_path(S->env, "decks/green-white-ramp.deck", S->defaults[1], sizeof S->defaults[1]);
    /* One --deck random:SETS deals every seat a deck of those sets. */
    int all_random = S->ndecks == 1 && !strncmp(S->deck_files[0], "random:", 7);
    for (int k = S->ndecks; k < n; k++)
        S->deck_files[k] = all_random ? S->deck_files[0] : S->defaults[(k / S->per_side) % 2];
    int rc = 0;
    for (int k = 0; k < n; k++) {
        S->group[k] = k;
        for (int j = 0; j < k; j++)
            if (!strcmp(S->deck_files[j], S->deck_files[k])) {
                S->group[k] = S->group[j];
                break;
            }
        S->seats_of[S->group[k]]++;
        gcg_problems pr = {0};
        if (!strncmp(S->deck_files[k], "random:", 7)) {
            /* A deck drawn for each game from these sets: one now, to check them. */
            gcg_err e;
            S->random_sets[k] = S->deck_files[k] + 7;
            S->any_random = 1;
            S->decks[k] = gcg_deck_random(S->db, S->random_sets[k], 0, &e);
            if (!S->decks[k] && S->group[k] == k) {
                fprintf(stderr, "gcg sim: --deck %s: %s\n", S->deck_files[k], e.msg);
                rc = 1;
            }
            continue;
        }
        S->decks[k] = gcg_deck_load(S->db, S->deck_files[k], &pr);
        if (S->decks[k])
            gcg_deck_validate(S->db, S->decks[k], &pr);
        if ((!S->decks[k] || pr.n) && S->group[k] == k) {
            fprintf(stderr, "gcg sim: deck %s:\n", S->deck_files[k]);
            if (!S->decks[k] && !pr.n)
                fprintf(stderr, "cannot read it\n");
            cli_print_problems(&pr);
            rc = 1;
        }
        gcg_problems_free(&pr);
    }
    for (int k = 0; k < n && !rc; k++)
        if (S->group[k] == k)
            snprintf(S->deck_names[k], sizeof S->deck_names[k],
                     S->seats_of[k] > 1 ? "%s (%d seats)" : "%s", S->decks[k]->name,
                     S->seats_of[k]);
    return rc;
}

/* Do the game's seats all have the same bot? */
static int same_bots(const sim *S)
{
    for (int s = 1; s < S->n; s++)
        if (S->seat_bot[s] != S->seat_bot[0])
            return 0;
    return 1;
}

/* The reports of the games that had any: every one of the first SHOWN games,
 * then how many more games had some and where to read them all. */
#define SHOWN 20
static void print_errors(const sim *S, const char *json_path)
{
    unsigned long long games = 0;
    for (unsigned long long i = 0; i < S->total; i++) {
        const result *r = &S->results[i];
        if (!r->script_errors)
            continue;
        if (++games > SHOWN)
            continue;
        const char *at = r->errors ? r->errors : "(its reports could not be kept)\n";
        for (const char *nl; *at; at = nl + 1) {
            nl = strchr(at, '\n');
            if (!nl)
                nl = at + strlen(at) - 1;
            fprintf(stderr, "gcg sim: game %llu (seed %llu): %.*s\n",
                    (unsigned long long)r->index + 1, (unsigned long long)r->seed,
                    (int)(nl - at), at);
        }
    }
    if (games > SHOWN)
        fprintf(stderr, "gcg sim: ... and %llu more game%s with reports%s\n", games - SHOWN,
                games - SHOWN == 1 ? "" : "s",
                json_path ? " (the --json lines list each game's)"
                          : " (--json FILE lists each game's)");
}

int cmd_sim(const cli_env *env, int argc, char **argv)
{
    if (argc > 1 && !strcmp(argv[1], "merge"))
        return cmd_merge(argc, argv);
    if (sim_table_asked(argc, argv)) /* every pair of decks: sim_table.c */
        return cmd_sim_table(env, argc, argv);
    sim *S = calloc(1, sizeof *S);
    S->env = env;
    S->games = 100;
    S->seed = 1;
    S->jobs = 1;
    S->shard_n = 1;
    const char *json_path = NULL;
    int rc = parse_args(S, argc, argv, &json_path);
    if (rc) {
        free(S);
        return rc == 1 ? 0 : rc;
    }
    S->db = cli_load_db(env);
    gcg_engine *eng = S->db ? cli_engine(env, S->db, 0) : NULL;
    if (!eng) {
        gcg_carddb_free(S->db);
        free(S);
        return 1;
    }
    if (!S->n)
        S->n = cli_mode_players(eng, S->mode, S->variant, S->ndecks);
    if (S->ndecks > S->n) {
        fprintf(stderr, "gcg sim: %d decks for %d players\n", S->ndecks, S->n);
        rc = 2;
    }
    char variant_used[32] = "";
    if (!rc) {
        rc = prepare(S, eng);
        gcg_game_config probe = {.mode = S->mode, .variant = S->variant, .options = S->options,
                                 .nplayers = S->n, .first_player = -1};
        gcg_err e;
        gcg_game *pg = rc ? NULL : gcg_game_new_empty(eng, &probe, &e);
        if (pg)
            snprintf(variant_used, sizeof variant_used, "%s", gcg_game_variant(pg));
        gcg_game_free(pg);
    }
    gcg_engine_free(eng);
    FILE *json = NULL;
    if (!rc && json_path) {
        json = strcmp(json_path, "-") ? fopen(json_path, "w") : stdout;
        if (!json) {
            fprintf(stderr, "gcg sim: cannot write %s\n", json_path);
            rc = 1;
        }
    }
    if (!rc) {
        /* This shard's games: shard_k, shard_k + shard_n, ... below --games. */
        S->total = S->games > S->shard_k ? (S->games - S->shard_k + S->shard_n - 1) / S->shard_n : 0;
        /* (a batch whose results would not fit in the machine's memory is
         * refused before asking for it) */
        long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
        double need = (double)S->total * (double)sizeof *S->results;
        S->results = (pages <= 0 || page <= 0 || need < (double)pages * (double)page)
                         ? calloc(S->total ? S->total : 1, sizeof *S->results) : NULL;
        if (!S->results) {
            fprintf(stderr, "gcg sim: --games %llu: not enough memory to keep the results of "
                            "%llu games; play fewer, or a share at a time (--shard K/N, "
                            "docs/simulation.md)\n", S->games, S->total);
            rc = 1;
            goto done;
        }
        S->progress = isatty(2) && !getenv("CI");
        pthread_mutex_init(&S->lock, NULL);
        int jobs = S->jobs > (int)S->total ? (int)(S->total ? S->total : 1) : S->jobs;
        pthread_t th[256];
        int started = 0;
        for (int j = 0; j < jobs; j++)
            started += pthread_create(&th[started], NULL, worker, S) == 0;
        if (!started && jobs > 0) {
            S->failed = 1;
            snprintf(S->failure, sizeof S->failure, "cannot start a thread");
        }
        for (int j = 0; j < started; j++)
            pthread_join(th[j], NULL);
        pthread_mutex_destroy(&S->lock);
        if (S->failed) {
            fprintf(stderr, "gcg sim: %s\n", S->failure[0] ? S->failure : "a worker failed");
            rc = 1;
        }
        for (unsigned long long i = 0; json && i < S->total; i++)
            if (S->results[i].played)
                write_json(json, S, &S->results[i]);
        print_errors(S, json_path);
        char header[640];
        char shard[64] = "";
        if (S->shard_n > 1)
            snprintf(shard, sizeof shard, ", shard %llu/%llu", S->shard_k + 1, S->shard_n);
        unsigned long long played = 0;
        for (unsigned long long i = 0; i < S->total; i++)
            played += S->results[i].played;
        snprintf(header, sizeof header, "%llu games, seed %llu%s, %s bots, %s%s%s, %d players%s%s",
                 played, S->seed, shard,
                 same_bots(S) ? S->bots[S->seat_bot[0]].name : "mixed",
                 S->mode ? S->mode : "standard", *variant_used ? " " : "", variant_used, S->n,
                 *S->options ? ", " : "", S->options);
        if (json != stdout)
            rc |= report(header, S->deck_names, S->n, S->bots, S->nbots, S->results, S->total);
    }
done:
    if (json && json != stdout)
        fclose(json);
    for (unsigned long long i = 0; S->results && i < S->total; i++)
        free(S->results[i].errors);
    for (int k = 0; k < S->n; k++)
        gcg_deck_free(S->decks[k]);
    gcg_carddb_free(S->db);
    free(S->results);
    free(S);
    return rc;
}
