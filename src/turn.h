/*
 * turn.h -- the flow of a turn (turn.c).
 */
#ifndef GCG_TURN_H
#define GCG_TURN_H

#include "game.h"

/* End the current turn at once (its player has left the game): everything the
 * turn had under way stops, and the next player's turn begins. */
void turn_abort(gcg_game *g);

/* A player has left the game while preparing to play (setup.c): a mode hook of
 * theirs stops; Player One's choices still to come (the direction of play) pass
 * to the next player in order, who also becomes Player One when the preparation
 * ends. */
void setup_player_left(gcg_game *g);

/* battle.c: begin a battle of attacker against target that performs only the damage
 * step (5-22-4; an effect's e:begin_battle): 1 if begun (after the running effect). */
int battle_begin_damage_only(gcg_game *g, int attacker, int target);

/* ready.c: setting cards active.  May card cid be set as active now ("can't be set as
 * active": a constant's or a modifier's)?  And in the active step (7-2-3): may it, or
 * does e:keep_rested keep it rested?  Then the keeping ends for the active team. */
int ready_allowed(const gcg_game *g, int cid);
int ready_in_active_step(const gcg_game *g, int cid);
void ready_active_step_done(gcg_game *g);

/* The T_TURN step that begins phase `phase` (a board built by hand starts a
 * turn there: edit.c). */
int turn_phase_step(int phase);

/* Would player q have anything to do now, as list(g, q) adds it to the pending
 * decision?  (Their options are listed and taken back: a team's decider is
 * offered to hand over to a teammate only when the teammate can act, 12-3-4.) */
int turn_actions_possible(gcg_game *g, int q, void (*list)(gcg_game *g, int q));

#endif
