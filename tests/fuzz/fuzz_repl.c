/*
 * fuzz_repl.c -- the REPL's command line on arbitrary input lines: every line is
 * run as a command or an answer; none may crash the REPL or break the game.
 * Lines that would touch files (save, load, reload) are left out; a hint searches
 * with a small budget.
 */
#include <string.h>
#include "fuzz_common.h"
#include "repl.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static cli_env env;
    static FILE *devnull;
    if (!devnull) {
        snprintf(env.home, sizeof env.home, ".");
        snprintf(env.cards_path, sizeof env.cards_path, "data/cards.json");
        devnull = fopen("/dev/null", "w");
    }
    char *text = fuzz_text(data, size);
    static char hint_line[] = "hint 3";
    repl r;
    memset(&r, 0, sizeof r);
    r.env = &env;
    r.out = devnull;
    r.echo = 0;
    r.viewer = -1;
    r.shown_to = -1;
    fuzz_load();
    r.db = fuzz_db;
    r.eng = fuzz_eng;
    gcg_problems pr = {0};
    gcg_deck *a = gcg_deck_load(r.db, "decks/blue-white-midrange.deck", &pr);
    gcg_deck *b = gcg_deck_load(r.db, "decks/green-white-ramp.deck", &pr);
    gcg_problems_free(&pr);
    gcg_game_config cfg = {.nplayers = 2, .seed = 7, .first_player = -1};
    cfg.players[0].deck = a;
    cfg.players[1].deck = b;
    for (int p = 0; p < 2; p++)
        r.bot[p] = REPL_HUMAN;
    if (r.eng && session_start(&r, &cfg) == 0) {
        for (char *save = NULL, *line = strtok_r(text, "\n", &save); line && !r.quit;
             line = strtok_r(NULL, "\n", &save)) {
            while (*line == ' ')
                line++;
            if (!strncmp(line, "save", 4) || !strncmp(line, "load", 4) ||
                !strncmp(line, "reload", 6))
                continue;
            /* A hint searches as long as it is told: a small budget here. */
            if (!strncmp(line, "hint", 4) && (!line[4] || strtol(line + 4, NULL, 10) > 20))
                line = hint_line;
            repl_exec(&r, line);
            char why[256];
            if (r.g && gcg_game_check(r.g, why, sizeof why) != 0) {
                fprintf(stderr, "fuzz: %s\n", why);
                abort();
            }
        }
    }
    session_free(&r);
    if (r.lua)
        lua_eval_free(r.lua);
    gcg_deck_free(a);
    gcg_deck_free(b);
    free(text);
    return 0;
}
