/*
 * trigger.h -- triggered effects (10-1-6): collected from events, resolved in
 * batches: 【Burst】 first (10-1-6-8; their owner orders several, 13-1-7-4), then
 * the active player's, then each other player's in turn order (10-1-6-6, 12-2-4),
 * each player choosing the order of their own (10-1-6-5); a trigger caused during
 * resolution is resolved first (10-1-6-7).
 */
#ifndef GCG_TRIGGER_H
#define GCG_TRIGGER_H

#include "game.h"

/* Queue a triggered effect. */
void trig_add(gcg_game *g, int kind, int controller, int cid, int effect, int amount,
              int p, int ev_card);
/* Offer an event to the trigger system (keywords handled by the core). */
void trig_collect(gcg_game *g, const event *ev);
/* The waiting triggers from index `from` on are about to be resolved: those that
 * would have nothing to do are not activated (10-2-2, Q100) and leave the queue. */
void trig_activate(gcg_game *g, int from);

#endif
