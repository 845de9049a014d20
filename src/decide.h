/*
 * decide.h -- the pending decision.  A task that needs a player's choice opens a
 * decision, lists every legal option, and returns R_WAIT; the answer, once
 * validated by gcg_respond, is waiting for it when it is called again.  Why an
 * answer that is not offered is refused is told by refusal.c
 * (gcg_option_explain).
 */
#ifndef GCG_DECIDE_H
#define GCG_DECIDE_H

#include "game.h"
#include "util.h"

/* The prompts of the core's decisions.  A decision is opened many times for
 * each time a person reads it (bots, and steps where nobody can act), so the
 * words are put together only when asked for (gcg_game_decision). */
enum prompt_id {
    PR_NONE,
    PR_SCRIPT,      /* "P1: " + a script's text */
    PR_MULLIGAN,    /* keep or redraw the opening hand (6-2-1-6) */
    PR_MAIN,        /* main phase action (7-5) */
    PR_HAND_LIMIT,  /* discard down to the hand limit: a = limit, b = how many (7-6-5) */
    PR_ACTION_STEP, /* act or pass (9-3) */
    PR_BLOCK,       /* block the attack of card a (8-3) */
    PR_BURST,       /* activate the 【Burst】 of card a (13-2-5) */
    PR_SUPPORT,     /* <Support a>: the Unit to raise (13-1-3) */
    PR_EXCESS,      /* location a is full: the card to trash (11-4, 11-5) */
    PR_ORDER        /* the next of one's simultaneous effects (10-1-6-5) */
};

/* Open a decision for `player` with prompt `prompt` (its numbers a, b). */
void dec_begin(gcg_game *g, int kind, int player, int min, int max, int prompt, int a, int b);
/* Open a decision whose prompt is a script's text ("P1: <text>"). */
void dec_begin_text(gcg_game *g, int kind, int player, int min, int max, const char *text);
/* The pending decision's prompt in words. */
void dec_prompt(const gcg_game *g, char *buf, size_t n);
/* Add an option; ignored (with a failure) past MAX_OPTS. */
void dec_add(gcg_game *g, int verb, int p, int a, int b, int c);
/* The same, counted only if `yes`: written either way, with no branch on `yes`
 * (a listing whose options follow random hands and boards: a branch there is
 * one the processor guesses wrong half the time). */
static inline void dec_add_if(gcg_game *g, int yes, int verb, int p, int a, int b, int c)
{
    pending *pd = &g->s.pend;
    if (pd->nopts >= MAX_OPTS) { /* (dec_add says it is too many) */
        if (yes)
            dec_add(g, verb, p, a, b, c);
        return;
    }
    pd->opts[pd->nopts] = (option){(uint8_t)verb, (uint8_t)p, (uint16_t)a, (uint16_t)b, (uint16_t)c};
    pd->nopts = (uint16_t)(pd->nopts + (yes != 0));
}
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
