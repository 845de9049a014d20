/*
 * rules.h -- the actions of the game (draw, rest, damage, destroy, move ...) as
 * the rules define them, and rules management (11): defeat, destruction.
 * Every action announces itself as an event (narrate.h), which feeds triggers.
 */
#ifndef GCG_RULES_H
#define GCG_RULES_H

#include "game.h"

/* 11: defeat (11-2) and destruction (11-3) management.  Run after every step. */
void rules_check(gcg_game *g);
/* Would rules_check find nothing to do (nothing it read has changed)? */
int rules_quiet(const gcg_game *g);

/* 5-14: draw the top card; -1 if the deck is empty. */
int act_draw(gcg_game *g, int p);
/* 5-4: rest / set active; no-op if already so (1-3-2-1). */
void act_rest(gcg_game *g, int cid);
void act_ready(gcg_game *g, int cid);
/* act_ready when nobody hears of a card set active (the game is not narrated,
 * no script listens for EV_ACTIVE): the caches are told, no event is made. */
void act_ready_unheard(gcg_game *g, int cid);
/* 5-5: deal damage to a Unit or Base (counters) from card `source` (-1: none).
 * Zero damage is not dealt (5-5-5); an effect may prevent it (5-21). */
void act_damage(gcg_game *g, int cid, int amount, int battle, int source);
/* 8-5-3-2: Units a and b deal each other battle damage simultaneously: a
 * receives a_amount (from b), b receives b_amount (from a). */
void act_damage_both(gcg_game *g, int a, int a_amount, int b, int b_amount);
/* 5-6: recover HP. */
void act_recover(gcg_game *g, int cid, int amount);
/* Move a card to a location of its owner (4-1-5: a new card there).  A Unit's
 * Pilot follows it (3-3-6); a token leaving the field leaves the game
 * (5-17-2-5).  Returns 0, or -1 if the location is full. */
int act_move(gcg_game *g, int cid, int loc, int where);
/* 5-10: destroy a Unit or Base: to the trash, 【Destroyed】 may trigger. */
void act_destroy(gcg_game *g, int cid);
/* Damage to "the first card of the shield area" of player p (13-1-2-2, 8-5-2):
 * the Base if there is one, else the top Shield(s).  `shields` is 1, or 2 for
 * <Suppression>.  Destroyed Shields go through T_SHIELD_HIT.  Returns 1 if
 * anything took the damage. */
int act_hit_shield_area(gcg_game *g, int p, int amount, int shields, int battle, int source);
/* Destroy the top n Shields of player p by source's effect (not by damage): revealed,
 * 【Burst】, trash (5-10-3). */
void shields_destroy(gcg_game *g, int p, int n, int source);
/* A player fulfils a defeat condition (1-2-2); rules management applies it. */
void act_player_battle_damage(gcg_game *g, int p, int amount, int source);
/* Shuffle a player's deck (5-15). */
void act_shuffle(gcg_game *g, int p);

/* damage.c: damage as effects change it before it is dealt.  The card that
 * receives battle damage meant for cid (e:redirect_damage), and by how much
 * damage is reduced (5-21; e:reduce_next_damage is used up). */
int damage_redirect(gcg_game *g, int cid, int battle);
int damage_reduction(gcg_game *g, int cid, int source, int amount, int battle);

/* Current Resources: total (Lv, 2-9-4), active ones, active EX ones. */
int res_total(const gcg_game *g, int p);
int res_active(const gcg_game *g, int p);
/* p's active Resources: normal ones, and EX Resources. */
void res_count(const gcg_game *g, int p, int *normal, int *ex);
/* How many EX Resources paying `cost` spends when the player asks for `ex` of
 * them: at least what normal Resources can't pay, at most the cost and what p
 * has (0 asked: the default way, normal Resources first). */
int res_ex_spent(const gcg_game *g, int p, int cost, int ex);
/* 7-5-2-2-3: rest `cost` active Resources, res_ex_spent(ex) of them EX Resources
 * and the rest normal ones; an EX Resource used is removed from the game
 * (5-17-3-2-3).  Returns the EX Resources spent. */
int res_pay(gcg_game *g, int p, int cost, int ex);

#endif
