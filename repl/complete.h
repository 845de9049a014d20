/*
 * complete.h -- tab completion for the REPL, apart from any line editor so it
 * can be tested: what could complete the text typed so far.
 */
#ifndef GCG_COMPLETE_H
#define GCG_COMPLETE_H

#include "gcg.h"

/* Called once per candidate: the text that replaces the line from `start` on. */
typedef void complete_add(void *ctx, const char *candidate);

/* Candidates for completing `line` (the text before the cursor): one of `names`
 * (the commands, NULL-terminated) at the start, or the start of an option's label
 * when g has a decision; card names and numbers after "card", command names after
 * "help", file names after "save" and "load", "turn"/"game" after "auto", "all"
 * after "log".  Returns the offset in line where the part to replace starts.
 * g may be NULL. */
int complete_line(const char *const *names, const gcg_carddb *db, const gcg_game *g,
                  const char *line, complete_add *add, void *ctx);

#endif
