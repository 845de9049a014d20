/*
 * turn.h -- the flow of a turn (turn.c).
 */
#ifndef GCG_TURN_H
#define GCG_TURN_H

#include "game.h"

/* The steps of a T_TURN task (its `step`): a turn begins at TS_BEGIN; a board
 * built by editing begins at its phase's (edit.c). */
enum {
    TS_BEGIN, TS_ACTIVE, TS_START_STEP, TS_DRAW, TS_RESOURCE, TS_MAIN, TS_END_ACTION,
    TS_END_STEP, TS_HAND, TS_CLEANUP, TS_NEXT
};

/* End the current turn at once (its player has left the game): everything the
 * turn had under way stops, and the next player's turn begins. */
void turn_abort(gcg_game *g);

/* A player has left the game while preparing to play (setup.c): a mode hook of
 * theirs stops; Player One's choices still to come (the direction of play) pass
 * to the next player in order, who also becomes Player One when the preparation
 * ends. */
void setup_player_left(gcg_game *g);

#endif
