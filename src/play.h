/*
 * play.h -- playing cards (7-5-2, 9-3-1) and activating effects (10-1-7): which
 * plays and activations are legal now, and carrying them out.
 */
#ifndef GCG_PLAY_H
#define GCG_PLAY_H

#include "game.h"

enum { PLAY_MAIN, PLAY_ACTION };

/* Add the options for playing the cards of p's hand at this timing. */
void list_hand_plays(gcg_game *g, int p, int timing);
/* Add the options for activating the effects of card cid at this timing. */
void list_activations(gcg_game *g, int p, int cid, int timing);
/* Carry out a chosen O_PLAY, O_PAIR or O_ACTIVATE option (pushes a task). */
void start_play(gcg_game *g, int p, const option *o);
/* May Unit u declare an attack now (active, not fresh unless linked, 3-2-4)?
 * If it is active and in play, *cants is what it can't do (CANT_* bits). */
int attack_allowed(const gcg_game *g, int u, unsigned *cants);

#endif
