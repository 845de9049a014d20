/*
 * mode.h -- what the game mode decides.  The core never assumes two players: it
 * asks these functions who is an enemy, who plays next, who may block, in what
 * order players act and resolve effects, and what a defeat means.  The built-in
 * behaviour is the standard game generalised to N players (every player its own
 * team); team battle and Battle Royale set teams, shared zones and variants.
 */
#ifndef GCG_MODE_H
#define GCG_MODE_H

#include "game.h"

/* Set rules, teams and zone sharing for a mode; -1 with err for an unknown mode or
 * an unsupported player count. */
int mode_configure(gcg_game *g, const char *mode, const char *variant, gcg_err *err);

static inline int mode_alive(const gstate *s, int p)
{
    return !(s->players[p].flags & (PF_LOST | PF_ELIMINATED));
}
/* q is p's enemy ("enemy", "opponent": another team). */
static inline int mode_enemy(const gstate *s, int p, int q)
{
    return s->players[p].team != s->players[q].team;
}
/* The next living player after p in turn order. */
int mode_next_player(const gstate *s, int p);
/* May player `blocker_owner` use <Blocker> against an attack on player `attacked`? */
int mode_may_block(const gstate *s, int blocker_owner, int attacked);
/* Decide the game after defeats: mark losers, winners, end the game. */
void mode_after_defeat(gcg_game *g, int reason);

#endif
