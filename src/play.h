/*
 * play.h -- playing cards (7-5-2, 9-3-1) and activating effects (10-1-7): which
 * plays and activations are legal now, and carrying them out.
 */
#ifndef GCG_PLAY_H
#define GCG_PLAY_H

#include "game.h"
#include "script.h"
#include "stats.h"
#include "zone.h"

enum { PLAY_MAIN, PLAY_ACTION };

/* Add the options for playing the cards of p's hand at this timing. */
void list_hand_plays(gcg_game *g, int p, int timing);
/* 0 if list_hand_plays(g, p, PLAY_ACTION) would list nothing, told from the
 * hand's facts and p's Resources alone (no 【Action】 Command, or none p can
 * pay for by its printed Lv and cost); 1 if it may list something. */
int hand_action_plays_possible(gcg_game *g, int p);
/* Add the options for activating the effects of card cid at this timing. */
void list_activations(gcg_game *g, int p, int cid, int timing);
/* Could card cid have anything to activate at this timing, as far as its facts
 * tell: an 【Activate･...】 effect of its own or of its Pilot, or (main phase,
 * active) a <Support> printed (on it or its Pilot, 3-3-9-2), or given by a constant or a modifier?  Most cards
 * in play have none: a listing asks this first, and list_activations only then. */
static inline int activations_possible(const gcg_game *g, int cid, int timing)
{
    const card *c = &g->s.cards[cid];
    uint32_t kind = 1u << (timing == PLAY_MAIN ? EK_ACT_MAIN : EK_ACT_ACTION);
    if ((g->listen.kinds & kind) &&
        ((script_facts(g->eng, c->def)->kinds & kind) ||
         (c->pair != NONE16 && (script_facts(g->eng, g->s.cards[c->pair].def)->kinds & kind))))
        return 1;
    return timing == PLAY_MAIN && !(c->flags & CF_RESTED) && card_kw_possible(g, cid, GCG_KW_SUPPORT);
}
/* After the options of a main-phase or action-step decision: the same plays and
 * activations paid with more EX Resources than the default way spends, where
 * the player could (7-5-2-2-3; OPT_EX, state.h), listed last.  (Most deciders
 * have no EX Resource, and no teammate acting with them: that is told at once.) */
void list_pay_choices_of(gcg_game *g);
static inline void list_pay_choices(gcg_game *g)
{
    const gstate *s = &g->s;
    const zone *z = zone_cget(s, s->pend.player, GCG_LOC_RESOURCE);
    if ((z && z->nex) || s->rules.team_turns)
        list_pay_choices_of(g);
}
/* Carry out a chosen O_PLAY, O_PAIR or O_ACTIVATE option (pushes a task). */
void start_play(gcg_game *g, int p, const option *o);
/* May Unit u declare an attack now (active, not fresh unless linked, 3-2-4)?
 * If it is active and in play, *cants is what it can't do (CANT_* bits). */
int attack_allowed(const gcg_game *g, int u, unsigned *cants);
/* The rest of attack_allowed for a Unit known to be active in play whose can'ts
 * (*cants) are known: the turn it was deployed (3-2-4, 3-2-6-3). */
int attack_allowed_by(const gcg_game *g, int u, unsigned *cants);

#endif
