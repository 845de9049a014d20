/*
 * turn.h -- the flow of a turn (turn.c).
 */
#ifndef GCG_TURN_H
#define GCG_TURN_H

#include "game.h"

/* End the current turn at once (its player has left the game): everything the
 * turn had under way stops, and the next player's turn begins. */
void turn_abort(gcg_game *g);

#endif
