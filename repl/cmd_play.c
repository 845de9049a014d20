/*
 * cmd_play.c -- `gcg play`: a two-player game at the keyboard.  Shows what
 * happened, the board from the deciding player's side and the numbered options;
 * reads answers (numbers) from the terminal or a pipe.  The full REPL (undo,
 * save, bots, line editing ...) grows from here.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "board.h"
#include "cli.h"

static void usage(FILE *f)
{
    fprintf(f,
        "usage: gcg play [--deck FILE]... [--seed N]\n"
        "\n"
        "Start a two-player game (default: the two recommended decks, a random seed\n"
        "that is printed so the game can be repeated).  Answer each decision with the\n"
        "number of an option (several numbers for a choice of several); 'q' quits.\n");
}

int cmd_play(const cli_env *env, int argc, char **argv)
{
    const char *files[2] = {0};
    int nfiles = 0;
    unsigned long long seed = (unsigned long long)time(NULL);
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(argv[i], "--deck") && i + 1 < argc && nfiles < 2) {
            files[nfiles++] = argv[++i];
        } else if (!strcmp(argv[i], "--seed") && i + 1 < argc) {
            if (cli_parse_u64(argv[++i], &seed)) {
                fprintf(stderr, "gcg play: --seed needs a number\n");
                return 2;
            }
        } else {
            fprintf(stderr, "gcg play: unknown option '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    char d1[1200], d2[1200];
    cli_home_path(env, "decks/blue-white-midrange.deck", d1, sizeof d1);
    cli_home_path(env, "decks/green-white-ramp.deck", d2, sizeof d2);
    if (!files[0])
        files[0] = d1;
    if (!files[1])
        files[1] = d2;
    gcg_carddb *db = cli_load_db(env);
    if (!db)
        return 1;
    gcg_engine *eng = cli_engine(env, db, 0);
    gcg_deck *decks[2] = {0};
    int rc = eng ? 0 : 1;
    gcg_game_config cfg = {.nplayers = 2, .seed = seed, .first_player = -1};
    for (int k = 0; k < 2 && !rc; k++) {
        gcg_problems pr = {0};
        decks[k] = gcg_deck_load(db, files[k], &pr);
        if (!decks[k] || pr.n) {
            cli_print_problems(&pr);
            rc = 1;
        }
        gcg_problems_free(&pr);
        cfg.players[k].deck = decks[k];
    }
    gcg_game *g = NULL;
    if (!rc) {
        gcg_err err;
        g = gcg_game_new(eng, &cfg, &err);
        if (!g) {
            fprintf(stderr, "gcg play: %s\n", err.msg);
            rc = 1;
        }
    }
    if (g) {
        printf("gcg %s -- seed %llu (gcg play --seed %llu repeats this game)\n", GCG_VERSION,
               seed, seed);
        printf("P1: %s   P2: %s\n\n", decks[0]->name, decks[1]->name);
        int shown = 0;
        char line[512];
        for (;;) {
            gcg_decision d;
            gcg_game_decision(g, &d);
            int viewer = d.kind == GCG_DEC_NONE ? -1 : d.player;
            narration_print(stdout, g, shown, viewer);
            shown = gcg_narration_count(g);
            printf("\n");
            if (d.kind != GCG_DEC_NONE)
                board_print(stdout, g, viewer);
            decision_print(stdout, g);
            if (d.kind == GCG_DEC_NONE)
                break;
            printf("> ");
            fflush(stdout);
            if (!fgets(line, sizeof line, stdin))
                break;
            if (line[0] == 'q')
                break;
            int ch[256], n = 0;
            for (char *tok = strtok(line, " \t\r\n,"); tok && n < 256; tok = strtok(NULL, " \t\r\n,"))
                ch[n++] = atoi(tok) - 1;
            gcg_err err;
            if (n == 0 || gcg_respond(g, ch, n, &err) != 0)
                printf("! %s\n", n == 0 ? "type the number of an option" : err.msg);
        }
    }
    gcg_game_free(g);
    gcg_deck_free(decks[0]);
    gcg_deck_free(decks[1]);
    gcg_engine_free(eng);
    gcg_carddb_free(db);
    return rc;
}
