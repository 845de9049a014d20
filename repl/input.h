/*
 * input.h -- reading the REPL's input lines: with libedit (line editing, history
 * kept in ~/.gcg_history, tab completion) when stdin is a terminal and gcg was
 * built with it, plain stdio otherwise (files and pipes).  Lines of any length.
 * On a terminal, Ctrl-C cancels the line being typed.
 */
#ifndef GCG_INPUT_H
#define GCG_INPUT_H

#include "repl.h"

typedef struct repl_input repl_input;

/* Open input for the session: `tty` (stdin is a terminal) makes Ctrl-C cancel a
 * line instead of ending gcg; `edit` asks for line editing. */
repl_input *input_open(repl *r, int tty, int edit);
/* Does this input edit lines (libedit)? */
int input_edits(const repl_input *in);
/* The next line (without its newline) after showing prompt; NULL at the end.
 * A line cancelled with Ctrl-C is "". */
const char *input_read(repl_input *in, const char *prompt);
void input_close(repl_input *in);

/* Ctrl-C (SIGINT) sets a flag instead of ending gcg (input_open does it on a
 * terminal); input_interrupted says whether it came since last asked, and
 * forgets it. */
void input_catch_interrupts(void);
int input_interrupted(void);

#endif
