/*
 * bot_mcts.h -- the searching bot's internals that tests reach (the public API
 * is gcg_mcts_* in gcg.h): sampling the hidden information of a game as one
 * player sees it, and the heuristic playout policy's answer.
 */
#ifndef GCG_BOT_MCTS_H
#define GCG_BOT_MCTS_H

#include "game.h"

/* Replace in g what `viewer` cannot see by a sample drawn with the bot's rng:
 * the cards of each player's hidden places (hand, deck, face-down shields; the
 * resource deck apart) are dealt again at random from the same cards, the
 * counts per place kept; the game's random state is drawn anew.  The result
 * depends only on what viewer can see and on rng: permuting the hidden cards
 * of g beforehand gives the very same state.  An effect stopped at a question
 * has its start state (from which it replays) dealt the same way.  start is
 * room for that state (NULL: allocated for the call). */
void mcts_determinize(gcg_game *g, int viewer, uint64_t *rng, gstate *start);

/* The heuristic playout policy's answer to g's pending decision (the greedy
 * bot's order with a look at AP and HP; docs/simulation.md), ties broken with
 * rng.  Fills choices; returns how many. */
int mcts_playout_choose(const gcg_game *g, uint64_t *rng, int *choices, int max);

#endif
