/*
 * decide.h -- the pending decision.  A task that needs a player's choice opens a
 * decision, lists every legal option, and returns R_WAIT; the answer, once
 * validated by gcg_respond, is waiting for it when it is called again.
 */
#ifndef GCG_DECIDE_H
#define GCG_DECIDE_H

#include "game.h"
#include "util.h"

void dec_begin(gcg_game *g, int kind, int player, int min, int max, const char *fmt, ...)
    GCG_PRINTF(6, 7);
/* Add an option; ignored (with a failure) past MAX_OPTS. */
void dec_add(gcg_game *g, int verb, int p, int a, int b, int c);
static inline int dec_count(const gcg_game *g) { return g->s.pend.nopts; }
/* Take the answer: the number of chosen options (0 if none is waiting); out[i]
 * points to each chosen option. */
int dec_take(gcg_game *g, const option **out, int max);
/* Take a single answer, or NULL if none is waiting. */
const option *dec_take1(gcg_game *g);

/* A log entry of one id LOG_CONCEDE|player records a concession. */
#define LOG_CONCEDE 0xFF00
/* Apply an answer already checked (replays) and run on; log it if `log`. */
void respond_apply(gcg_game *g, const int *choices, int n, int log);
/* Player p concedes (1-2-4): loses at once; not logged here. */
void concede_apply(gcg_game *g, int p);

#endif
