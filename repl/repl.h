/*
 * repl.h -- the REPL session that `gcg play` runs: the game, who sits in each
 * seat (a person or a bot), the answers given so far (for undo, redo, save and
 * reload), and how output looks.  Each repl/ file does one job:
 *
 *   cmd_play.c  the `gcg play` options and the read-answer-show loop
 *   session.c   the game's life: answering, bots, undo/redo, save/load, reload,
 *               and the hand-over between people at one keyboard
 *   commands.c  the command table, dispatch and help
 *   answer.c    reading an answer (numbers, words of a label, a key)
 *   board.c     the board and what happened, as text
 *   decision.c  the pending decision and its options, as text
 *   cardinfo.c  the `card` command: a card in full, with what modifies it
 *   lua_eval.c  the `lua` command: a plain Lua state over a read-only view
 *   input.c     reading lines: libedit on a terminal, plain stdio otherwise
 *   complete.c  tab completion of commands, card names, labels and files
 *   term.c      colors and text width
 */
#ifndef GCG_REPL_H
#define GCG_REPL_H

#include <stdint.h>
#include <stdio.h>
#include "cli.h"
#include "gcg.h"

#define REPL_HUMAN (-1) /* a seat played by a person */
/* --bot KIND with no seat: every seat but P1's plays bot KIND, once the game
 * says how many seats there are (session.c: settle_bots). */
#define REPL_ALL_BUT_P1(kind) (100 + (kind))

/* One answer in the game's log: who gave it and the option keys, so it can be
 * given again to a rebuilt game (redo, reload). */
typedef struct repl_answer {
    int player;  /* the deciding player */
    int nkeys;
    char **keys; /* "play c12", "yes", "concede p2" ... */
} repl_answer;

typedef struct repl_hist {
    repl_answer *a;
    int n, cap;
} repl_hist;

typedef struct repl {
    const cli_env *env;
    gcg_carddb *db;
    gcg_engine *eng;
    gcg_game *g;
    int nplayers;
    int bot[GCG_MAX_PLAYERS];          /* REPL_HUMAN or a gcg_bot_kind */
    uint64_t bot_rng[GCG_MAX_PLAYERS];
    char deck_name[GCG_MAX_PLAYERS][128];
    repl_hist hist;  /* one entry per answer in the game's log, in order */
    repl_hist redo;  /* answers taken back by undo, in order */
    int shown;       /* narration lines already shown */
    int nerr_shown;  /* script errors already shown */
    int viewer;      /* the side the board is shown from (-1: everything) */
    int shown_to;    /* the side the board was last shown from (-1: none yet) */
    int shown_mark;  /* narration lines there were when the board was last shown */
    int strict;      /* stop at the first error */
    int echo;        /* input is not a terminal: echo each command */
    int interactive; /* input and output are a terminal: questions before quitting
                      * or conceding, a pause when the keyboard passes to another
                      * person */
    int saved_len;   /* answers the game had when last saved or loaded (-1: never) */
    int errors;      /* errors so far */
    int quit;
    char repeat[1400]; /* the command line that starts this game again, or "" */
    char note[64];   /* (the seat note being shown) */
    FILE *out;
    struct repl_lua *lua;
    struct repl_input *in; /* where lines come from (for a question asked mid-command) */
} repl;

/* The longest input line run (a longer one is refused whole, with a message). */
#define REPL_LINE_MAX 4096

/* ---- session.c */
/* Start the game for this configuration; prints the engine's error on failure. */
int session_start(repl *r, const gcg_game_config *cfg);
/* Start the session on game g, already made (a position: --scenario). */
void session_start_game(repl *r, gcg_game *g, uint64_t seed);
/* Does the game have answers not saved in a file? */
int session_unsaved(const repl *r);
void session_free(repl *r);
/* The player whose side is shown now: the deciding person, else the last one. */
int session_viewer(repl *r);
/* A person answers the pending decision (option indices); then bots play on
 * until a person must decide.  Prints what happened. */
int session_answer(repl *r, const int *choices, int n);
/* The deciding player concedes. */
int session_concede(repl *r);
/* Let bots answer for seats that are bots (all seats when `all`), at most
 * `limit` answers (-1: no limit), stopping when the turn changes if `turn_only`.
 * Returns how many answers were given. */
int session_run_bots(repl *r, int all, int limit, int turn_only);
int session_undo(repl *r, int n);
/* Forget the answers undo took back (a new answer was given). */
void session_clear_redo(repl *r);
int session_redo(repl *r, int n);
int session_save(repl *r, const char *path);
int session_load(repl *r, const char *path);
int session_reload(repl *r);
/* Print the narration and script errors not shown yet. */
void session_report(repl *r);
/* Print the board (when a person decides) and the pending decision. */
void session_show(repl *r);

/* ---- cmd_play.c */
/* Ask the person at the terminal (interactive sessions only): their line, or
 * NULL when the session is not interactive or the input has ended. */
const char *repl_ask(repl *r, const char *prompt);

/* ---- commands.c */
/* Run one input line (a command or an answer). */
void repl_exec(repl *r, const char *line);
/* Report an error: printed as "! message", counted (strict mode stops). */
void repl_error(repl *r, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* quit (and the end of input on a terminal): on a terminal, confirm, offering to
 * save a game with answers not saved; sets r->quit to leave. */
void repl_leave(repl *r);
/* Command names, for completion: NULL-terminated. */
extern const char *const repl_command_names[];

/* ---- answer.c */
/* Read `text` as an answer to g's pending decision: option numbers, an option's
 * key, or words of its label (each word the start of a word of the label, in
 * order; copies of one card count as one).  Fills out (up to max) and returns
 * the count; -1 with the reason in why when it is a bad answer (an ambiguous one
 * names the options it fits); -2 when it names no option at all. */
int answer_parse(const gcg_game *g, const char *text, int *out, int max, char *why,
                 size_t nwhy);

/* ---- cardinfo.c */
/* The `card` command: `what` is "#12", "12", "ST01-001" or a name. */
int cardinfo_show(repl *r, const char *what);

/* ---- lua_eval.c */
struct repl_lua *lua_eval_new(void);
void lua_eval_free(struct repl_lua *L);
/* Evaluate `code` (an expression, or statements) with `game` describing the game
 * as `viewer` sees it.  Prints the results; returns -1 with err filled on error. */
int lua_eval_run(struct repl_lua *L, const gcg_game *g, int viewer, const char *code,
                 FILE *out, char *err, size_t nerr);

#endif
