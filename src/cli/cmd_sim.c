/*
 * cmd_sim.c -- `gcg sim`: play many games between bots and report how they went:
 * wins per deck and per place in the turn order, average turns, how games ended.
 * Game i uses a seed derived from the base seed and i, so a run is repeatable.
 * Any mode: --mode, --variant, --players, --set key=value (the same options as
 * `gcg play`), one --deck per seat.
 */
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "../rng.h"

static void usage(FILE *f)
{
    fprintf(f,
        "usage: gcg sim [--mode MODE] [--variant NAME] [--players N] [--set KEY=VALUE]...\n"
        "               [--deck FILE]... [--games N] [--seed S] [--bot random|greedy]\n"
        "\n"
        "Play N games (default 100) between bots and print wins per deck and per place\n"
        "in the turn order, average turns and how games ended.\n"
        "  --mode MODE      game mode (default: standard; gcg modes lists them)\n"
        "  --variant NAME   the mode's variant (default: the mode's own)\n"
        "  --players N      number of players (default: the mode's least, or as many\n"
        "                   as the decks given)\n"
        "  --set KEY=VALUE  a mode option, like --set rounds=5 (repeatable)\n"
        "  --deck FILE      a deck, once per seat (default: the two recommended decks\n"
        "                   in turn); the decks move round the seats from game to game\n"
        "  --games N        how many games (default 100)\n"
        "  --seed S         the base seed (default 1)\n"
        "  --bot KIND       random (default) or greedy\n");
}

/* Place of each side (team) in the order of play from Player One: 0, 1, ... */
static int side_place(const gcg_game *g, int p)
{
    int n = gcg_game_nplayers(g), dir = gcg_game_direction(g);
    int seen[GCG_MAX_PLAYERS], nseen = 0;
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

static const char *ordinal(int i)
{
    static const char *const w[] = {"1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th"};
    return i >= 0 && i < 8 ? w[i] : "?";
}

int cmd_sim(const cli_env *env, int argc, char **argv)
{
    const char *deck_files[GCG_MAX_PLAYERS] = {0};
    const char *mode = NULL, *variant = NULL;
    char options[256] = "";
    int ndecks = 0, nplayers = 0;
    unsigned long long games = 100, seed = 1;
    gcg_bot_kind bot = GCG_BOT_RANDOM;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--deck") && v) {
            if (ndecks >= GCG_MAX_PLAYERS) {
                fprintf(stderr, "gcg sim: %d decks at most\n", GCG_MAX_PLAYERS);
                return 2;
            }
            deck_files[ndecks++] = v;
            i++;
        } else if (!strcmp(a, "--mode") && v) {
            mode = v;
            i++;
        } else if (!strcmp(a, "--variant") && v) {
            variant = v;
            i++;
        } else if (!strcmp(a, "--set") && v) {
            if (cli_add_option(options, sizeof options, v)) {
                fprintf(stderr, "gcg sim: --set needs KEY=VALUE (like rounds=5), not '%s'\n", v);
                return 2;
            }
            i++;
        } else if (!strcmp(a, "--players") && v) {
            unsigned long long n;
            if (cli_parse_u64(v, &n) || n < 2 || n > GCG_MAX_PLAYERS) {
                fprintf(stderr, "gcg sim: --players needs a number from 2 to %d\n",
                        GCG_MAX_PLAYERS);
                return 2;
            }
            nplayers = (int)n;
            i++;
        } else if (!strcmp(a, "--games") && v) {
            if (cli_parse_u64(v, &games) || games == 0) {
                fprintf(stderr, "gcg sim: --games needs a positive number, not '%s'\n", v);
                return 2;
            }
            i++;
        } else if (!strcmp(a, "--seed") && v) {
            if (cli_parse_u64(v, &seed)) {
                fprintf(stderr, "gcg sim: --seed needs a number, not '%s'\n", v);
                return 2;
            }
            i++;
        } else if (!strcmp(a, "--bot") && v) {
            if (!strcmp(v, "random"))
                bot = GCG_BOT_RANDOM;
            else if (!strcmp(v, "greedy"))
                bot = GCG_BOT_GREEDY;
            else {
                fprintf(stderr, "gcg sim: unknown bot '%s' (random or greedy)\n", v);
                return 2;
            }
            i++;
        } else {
            fprintf(stderr, "gcg sim: unknown or incomplete option '%s'\n", a);
            usage(stderr);
            return 2;
        }
    }
    gcg_carddb *db = cli_load_db(env);
    if (!db)
        return 1;
    gcg_engine *eng = cli_engine(env, db, 0);
    if (!eng) {
        gcg_carddb_free(db);
        return 1;
    }
    int n = nplayers ? nplayers : cli_mode_players(eng, mode, variant, ndecks);
    if (ndecks > n) {
        fprintf(stderr, "gcg sim: %d decks for %d players\n", ndecks, n);
        gcg_engine_free(eng);
        gcg_carddb_free(db);
        return 2;
    }
    /* The sides (teams) of the mode, from a board with no cards: each side's
     * seats get the same default deck, and the decks move round by sides. */
    gcg_game_config probe = {.mode = mode, .variant = variant, .options = options,
                             .nplayers = n, .first_player = -1};
    gcg_err perr;
    gcg_game *pg = gcg_game_new_empty(eng, &probe, &perr);
    if (!pg) {
        fprintf(stderr, "gcg sim: %s\n", perr.msg);
        gcg_engine_free(eng);
        gcg_carddb_free(db);
        return 1;
    }
    int nsides = 0;
    for (int p = 0; p < n; p++) {
        int t = gcg_game_player_team(pg, p), known = 0;
        for (int q = 0; q < p; q++)
            known |= gcg_game_player_team(pg, q) == t;
        nsides += !known;
    }
    char variant_used[32]; /* the mode's default if none was given */
    snprintf(variant_used, sizeof variant_used, "%s", gcg_game_variant(pg));
    gcg_game_free(pg);
    int per_side = nsides > 0 && n % nsides == 0 ? n / nsides : 1;
    char defaults[2][1200];
    cli_home_path(env, "decks/blue-white-midrange.deck", defaults[0], sizeof defaults[0]);
    cli_home_path(env, "decks/green-white-ramp.deck", defaults[1], sizeof defaults[1]);
    for (int k = ndecks; k < n; k++)
        deck_files[k] = defaults[(k / per_side) % 2];
    /* Decks are counted by file: the same file at two seats is one deck. */
    gcg_deck *decks[GCG_MAX_PLAYERS] = {0};
    int group[GCG_MAX_PLAYERS], seats_of[GCG_MAX_PLAYERS] = {0};
    int rc = 0;
    for (int k = 0; k < n; k++) {
        group[k] = k;
        for (int j = 0; j < k; j++)
            if (!strcmp(deck_files[j], deck_files[k])) {
                group[k] = group[j];
                break;
            }
        seats_of[group[k]]++;
        gcg_problems pr = {0};
        decks[k] = gcg_deck_load(db, deck_files[k], &pr);
        if (decks[k])
            gcg_deck_validate(db, decks[k], &pr);
        if ((!decks[k] || pr.n) && group[k] == k) {
            fprintf(stderr, "gcg sim: deck %s:\n", deck_files[k]);
            if (!decks[k] && !pr.n)
                fprintf(stderr, "cannot read it\n");
            cli_print_problems(&pr);
            rc = 1;
        }
        gcg_problems_free(&pr);
    }
    long deck_wins[GCG_MAX_PLAYERS] = {0}, place_wins[GCG_MAX_PLAYERS] = {0};
    long draws = 0, turns = 0, script_errors = 0, played = 0;
    long reasons[GCG_END_ERROR + 1] = {0};
    int sides = 1; /* players or teams taking turns */
    for (unsigned long long i = 0; i < games && !rc; i++) {
        uint64_t x = seed + i;
        uint64_t game_seed = rng_mix(&x);
        uint64_t bot_rng = rng_mix(&x);
        /* Seat s plays deck (s + shift) % n: the decks move round a side at a time. */
        int shift = (int)(i % (unsigned long long)(n / per_side)) * per_side;
        gcg_game_config cfg = {.mode = mode, .variant = variant, .options = options,
                               .nplayers = n, .seed = game_seed, .first_player = -1};
        for (int s = 0; s < n; s++)
            cfg.players[s].deck = decks[(s + shift) % n];
        gcg_err err;
        gcg_game *g = gcg_game_new(eng, &cfg, &err);
        if (!g) {
            fprintf(stderr, "gcg sim: %s\n", err.msg);
            rc = 1;
            break;
        }
        gcg_game_set_narration(g, 0);
        while (!gcg_game_over(g)) {
            int ch[256];
            int k = gcg_bot_choose(g, bot, &bot_rng, ch, 256);
            if (gcg_respond(g, ch, k, &err) != 0) {
                fprintf(stderr, "gcg sim: game %llu: bot answer refused: %s\n", i + 1, err.msg);
                rc = 1;
                break;
            }
        }
        played++;
        /* A game counts once for each deck and each place of its winners. */
        int deck_won[GCG_MAX_PLAYERS] = {0}, place_won[GCG_MAX_PLAYERS] = {0}, any = 0;
        for (int p = 0; p < n; p++) {
            if (side_place(g, p) + 1 > sides)
                sides = side_place(g, p) + 1;
            if (!gcg_game_player_won(g, p))
                continue;
            any = 1;
            deck_won[group[(p + shift) % n]] = 1;
            place_won[side_place(g, p)] = 1;
        }
        for (int k = 0; k < n; k++) {
            deck_wins[k] += deck_won[k];
            place_wins[k] += place_won[k];
        }
        draws += !any;
        turns += gcg_game_turn(g);
        for (int k = 0; k < gcg_script_error_count(g); k++, script_errors++)
            if (script_errors < 5)
                fprintf(stderr, "gcg sim: game %llu (seed %llu): %s\n", i + 1,
                        (unsigned long long)game_seed, gcg_script_error(g, k));
        reasons[gcg_game_end_reason(g)]++;
        gcg_game_free(g);
    }
    if (played) {
        printf("%ld games, seed %llu, %s bots, %s%s%s, %d players%s%s\n", played, seed,
               bot == GCG_BOT_RANDOM ? "random" : "greedy", mode ? mode : "standard",
               *variant_used ? " " : "", variant_used, n, *options ? ", " : "", options);
        for (int k = 0; k < n; k++) {
            if (group[k] != k)
                continue;
            char label[96];
            snprintf(label, sizeof label, seats_of[k] > 1 ? "%s (%d seats)" : "%s", decks[k]->name,
                     seats_of[k]);
            printf("  %-32s %6ld wins (%.1f%%)\n", label, deck_wins[k],
                   100.0 * (double)deck_wins[k] / (double)played);
        }
        printf("  %-32s %6ld\n", "no winner", draws);
        if (sides == 2)
            printf("  first %s won %ld, second %s won %ld\n", n == 2 ? "player" : "team",
                   place_wins[0], n == 2 ? "player" : "team", place_wins[1]);
        else {
            printf("  wins by place in the turn order:");
            for (int k = 0; k < sides; k++)
                printf(" %s %ld;", ordinal(k), place_wins[k]);
            printf("\n");
        }
        printf("  average turns: %.1f\n", (double)turns / (double)played);
        printf("  endings:");
        for (int r = 1; r <= GCG_END_ERROR; r++)
            if (reasons[r])
                printf(" %s %ld;", gcg_end_reason_name((gcg_end_reason)r), reasons[r]);
        printf("\n");
        printf("  script errors: %ld\n", script_errors);
    }
    if (script_errors)
        rc = 1;
    for (int k = 0; k < n; k++)
        gcg_deck_free(decks[k]);
    gcg_engine_free(eng);
    gcg_carddb_free(db);
    return rc;
}
