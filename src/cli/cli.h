/*
 * cli.h -- what the gcg program's subcommands share: where the data and scripts
 * are, the options every command takes (--scripts, --cards), and small helpers.
 *
 * Each subcommand lives in its own file (cmd_NAME.c) as
 *   int cmd_NAME(const cli_env *env, int argc, char **argv);
 * where argv[0] is the subcommand name.  It returns the process exit status.
 */
#ifndef GCG_CLI_H
#define GCG_CLI_H

#include <stdio.h>
#include "gcg.h"

#define CLI_MAX_DIRS 8

typedef struct cli_env {
    char home[1024];          /* root holding data/, scripts/, decks/ */
    char cards_path[1100];    /* the card database: home/data/cards.json */
    const char *extra_cards[CLI_MAX_DIRS]; /* --cards FILE: more card JSON, in order */
    int nextra_cards;
    const char *script_dirs[CLI_MAX_DIRS]; /* --scripts DIR: searched before built-in */
    int nscript_dirs;
} cli_env;

/* Load the card database and every extra card file.  Prints the error and returns
 * NULL on failure. */
gcg_carddb *cli_load_db(const cli_env *env);
/* An engine over db with the env's script folders. Prints errors. */
gcg_engine *cli_engine(const cli_env *env, const gcg_carddb *db, int strict);
/* Path of a shipped file ("decks/blue-white-midrange.deck") under home. */
void cli_home_path(const cli_env *env, const char *rel, char *buf, size_t n);
/* Print a problem list to stderr, one per line. */
void cli_print_problems(const gcg_problems *p);
/* realloc that exits with a message when memory runs out. */
void *cli_realloc(void *p, size_t n);
/* Parse an unsigned 64-bit number; 0 on success. */
int cli_parse_u64(const char *s, unsigned long long *out);

/* The 95% Wilson score interval of k successes in n trials, in percent (0-0
 * when n is 0): gcg sim's win rates and its --table. */
void cli_wilson95(long k, long n, double *lo, double *hi);
/* Append a mode option "key=value" (--set) to the "k=v,k=v" list in buf; -1 if it
 * is not key=value or does not fit. */
int cli_add_option(char *buf, size_t n, const char *kv);
/* How many players a game of this mode gets when none is asked for: as many as
 * the decks given if the mode allows that, else the mode's least. */
int cli_mode_players(gcg_engine *eng, const char *mode, const char *variant, int ndecks);

int cmd_cards(const cli_env *env, int argc, char **argv);
int cmd_deck(const cli_env *env, int argc, char **argv);
int cmd_play(const cli_env *env, int argc, char **argv);
int cmd_test(const cli_env *env, int argc, char **argv);
int cmd_sim(const cli_env *env, int argc, char **argv);
/* gcg sim --table (sim_table.c): is --table among the arguments; the table. */
int sim_table_asked(int argc, char **argv);
int cmd_sim_table(const cli_env *env, int argc, char **argv);
int cmd_modes(const cli_env *env, int argc, char **argv);

#endif
