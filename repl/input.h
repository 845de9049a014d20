/*
 * input.h -- reading the REPL's input lines: with libedit (line editing, history
 * kept in ~/.gcg_history, tab completion) when stdin is a terminal and gcg was
 * built with it, plain stdio otherwise (files and pipes).
 */
#ifndef GCG_INPUT_H
#define GCG_INPUT_H

#include "repl.h"

typedef struct repl_input repl_input;

/* Open input for the session; `edit` asks for line editing (stdin a terminal). */
repl_input *input_open(repl *r, int edit);
/* Does this input edit lines (libedit)? */
int input_edits(const repl_input *in);
/* The next line (without its newline) after showing prompt; NULL at the end. */
const char *input_read(repl_input *in, const char *prompt);
void input_close(repl_input *in);

#endif
