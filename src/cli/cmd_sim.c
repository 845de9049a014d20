/*
 * cmd_sim.c -- `gcg sim`: play many games between bots and report how they went:
 * wins per deck and per seat, average turns, how games ended.  Game i uses a seed
 * derived from the base seed and i, so a run is repeatable.
 */
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "../rng.h"

static void usage(FILE *f)
{
    fprintf(f,
        "usage: gcg sim [--deck FILE]... [--games N] [--seed S] [--bot random|greedy]\n"
        "\n"
        "Play N games (default 100) between bots on two decks (default: the two\n"
        "recommended decks) and print wins per deck, average turns and how games ended.\n"
        "Decks swap seats every other game.\n");
}

int cmd_sim(const cli_env *env, int argc, char **argv)
{
    const char *deck_files[2] = {NULL, NULL};
    int ndecks = 0;
    unsigned long long games = 100, seed = 1;
    gcg_bot_kind bot = GCG_BOT_RANDOM;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--deck") && v) {
            if (ndecks >= 2) {
                fprintf(stderr, "gcg sim: two decks at most for now\n");
                return 2;
            }
            deck_files[ndecks++] = v;
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
    char d1[1200], d2[1200];
    if (ndecks < 1) {
        cli_home_path(env, "decks/blue-white-midrange.deck", d1, sizeof d1);
        deck_files[0] = d1;
    }
    if (ndecks < 2) {
        cli_home_path(env, "decks/green-white-ramp.deck", d2, sizeof d2);
        deck_files[1] = d2;
    }
    gcg_carddb *db = cli_load_db(env);
    if (!db)
        return 1;
    gcg_engine *eng = cli_engine(env, db, 0);
    gcg_deck *decks[2] = {0};
    int rc = 0;
    for (int k = 0; k < 2 && eng; k++) {
        gcg_problems pr = {0};
        decks[k] = gcg_deck_load(db, deck_files[k], &pr);
        if (decks[k])
            gcg_deck_validate(db, decks[k], &pr);
        if (!decks[k] || pr.n) {
            fprintf(stderr, "gcg sim: deck %s:\n", deck_files[k]);
            cli_print_problems(&pr);
            rc = 1;
        }
        gcg_problems_free(&pr);
    }
    if (!eng || rc) {
        gcg_deck_free(decks[0]);
        gcg_deck_free(decks[1]);
        gcg_engine_free(eng);
        gcg_carddb_free(db);
        return 1;
    }
    long wins[2] = {0, 0}, seat_wins[2] = {0, 0}, draws = 0, turns = 0;
    long reasons[GCG_END_ERROR + 1] = {0};
    long script_errors = 0;
    for (unsigned long long i = 0; i < games; i++) {
        uint64_t x = seed + i;
        uint64_t game_seed = rng_mix(&x);
        uint64_t bot_rng = rng_mix(&x);
        int swap = (int)(i & 1);
        gcg_game_config cfg = {.nplayers = 2, .seed = game_seed, .first_player = -1};
        cfg.players[0].deck = decks[swap];
        cfg.players[1].deck = decks[!swap];
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
            int n = gcg_bot_choose(g, bot, &bot_rng, ch, 256);
            if (gcg_respond(g, ch, n, &err) != 0) {
                fprintf(stderr, "gcg sim: game %llu: bot answer refused: %s\n", i + 1, err.msg);
                rc = 1;
                break;
            }
        }
        int w = gcg_game_winner(g);
        if (w < 0)
            draws++;
        else {
            wins[w ^ swap]++;
            seat_wins[w == gcg_game_first_player(g) ? 0 : 1]++;
        }
        turns += gcg_game_turn(g);
        for (int k = 0; k < gcg_script_error_count(g); k++, script_errors++)
            if (script_errors < 5)
                fprintf(stderr, "gcg sim: game %llu (seed %llu): %s\n", i + 1,
                        (unsigned long long)game_seed, gcg_script_error(g, k));
        reasons[gcg_game_end_reason(g)]++;
        gcg_game_free(g);
        if (rc)
            break;
    }
    printf("%llu games, seed %llu, %s bots\n", games, seed,
           bot == GCG_BOT_RANDOM ? "random" : "greedy");
    for (int k = 0; k < 2; k++)
        printf("  %-28s %6ld wins (%.1f%%)\n", decks[k]->name, wins[k],
               100.0 * (double)wins[k] / (double)games);
    printf("  %-28s %6ld\n", "no winner", draws);
    printf("  first player won %ld, second player won %ld\n", seat_wins[0], seat_wins[1]);
    printf("  average turns: %.1f\n", (double)turns / (double)games);
    printf("  endings:");
    for (int r = 1; r <= GCG_END_ERROR; r++)
        if (reasons[r])
            printf(" %s %ld;", gcg_end_reason_name((gcg_end_reason)r), reasons[r]);
    printf("\n");
    printf("  script errors: %ld\n", script_errors);
    if (script_errors)
        rc = 1;
    gcg_deck_free(decks[0]);
    gcg_deck_free(decks[1]);
    gcg_engine_free(eng);
    gcg_carddb_free(db);
    return rc;
}
