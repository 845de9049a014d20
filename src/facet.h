/*
 * facet.h -- the parts of a game state that computations read and events
 * change, for caches that stay right without being thrown away at every event.
 *
 * The engine asks the same questions again and again between two decisions:
 * what a card's constant effects give it, whether a Command could be played,
 * whether any Unit must be destroyed.  The answers are cached.  A cached answer
 * records the facets it read (a location's list of cards, which cards are rested,
 * damage, modifiers, pairings ...); every event marks the facets it changed
 * (facet_mask_of_event, narrate.c); an answer stays good until one of the facets
 * it read has changed since it was computed.  Reads through the script API mark
 * their facets as they go (api_query.c), so a card script's condition is cached
 * by what it actually looked at.
 *
 * The turn and active player, and the phase, step and whether a battle is on,
 * change with no event of their own: they are not ticked but compared
 * (facet_key).
 */
#ifndef GCG_FACET_H
#define GCG_FACET_H

#include <stdint.h>
#include "gcg.h"

/* A set of facets: F_* bits. */
typedef uint64_t facets;

enum facet {
    /* 0 .. GCG_LOC_COUNT-1: which cards a location holds, in what order (the
     * location of a card, and so whether its handle still reaches it) */
    FA_RESTED = GCG_LOC_COUNT, /* which cards are rested (any player's) */
    FA_DAMAGE,                 /* damage on cards */
    FA_MODS,                   /* lasting modifiers and granted rules */
    FA_PAIR,                   /* pairings and links */
    FA_PLAYERS,                /* players in the game, teams, defeats */
    FA_BATTLE,                 /* the battle: attacker, target */
    FA_CONST,                  /* which cards whose constant effects apply to other
                                * cards are on the field, and how they are paired */
    FA_OTHER,                  /* anything else */
    FA_HP_MODS,                /* lasting HP modifiers (a part of FA_MODS: what
                                * rules management reads of them) ... */
    FA_AP_MODS,                /* ... AP modifiers ... */
    FA_KW_MODS,                /* ... and keyword modifiers (<Blocker>, <Repair 1> ...) */
    FA_HISTORY,                /* what happened this turn (gstate.hist, e:this_turn) */
    FA_ANSWERERS,              /* which cards in play have effects offered to every card
                                * in play (an event's "when", turn start and end), and
                                * how they are paired: told when such a card (or the
                                * Pilot of one) comes, goes or is paired (narrate.c) */
    FA_UNITS0,                 /* + p: which cards player p has in the battle area */
    FA_RESTED0 = FA_UNITS0 + GCG_MAX_PLAYERS, /* + p: which of p's cards are rested */
    FA_HAND0 = FA_RESTED0 + GCG_MAX_PLAYERS,  /* + p: which cards p has in the hand */
    FA_TRASH0 = FA_HAND0 + GCG_MAX_PLAYERS,   /* + p: ... and in the trash */
    FA_COUNT = FA_TRASH0 + GCG_MAX_PLAYERS,
    /* compared, not ticked: */
    FA_TURN = FA_COUNT,        /* the turn, the active player, the game over */
    FA_STEP,                   /* the phase, the step, whether a battle is on */
    /* not a part of the state: the answer read the call's event (e.event_card,
     * e.event_card2, e.event_player), so it is good for that call only */
    FA_CONTEXT,
    /* nor this: the answer read its own card (e.card, e.unit, a handle to them),
     * so it is good for that card only, not for every copy of it */
    FA_SELF
};

#define F_BIT(f) ((facets)1 << (f))
#define F_LOC(l) F_BIT(l)
#define F_ALL_LOCS (F_BIT(GCG_LOC_COUNT) - 1)
#define F_RESTED F_BIT(FA_RESTED)
#define F_DAMAGE F_BIT(FA_DAMAGE)
#define F_MODS F_BIT(FA_MODS)
#define F_PAIR F_BIT(FA_PAIR)
#define F_PLAYERS F_BIT(FA_PLAYERS)
#define F_BATTLE F_BIT(FA_BATTLE)
#define F_CONST F_BIT(FA_CONST)
#define F_OTHER F_BIT(FA_OTHER)
#define F_HP_MODS F_BIT(FA_HP_MODS)
#define F_AP_MODS F_BIT(FA_AP_MODS)
#define F_KW_MODS F_BIT(FA_KW_MODS)
#define F_HISTORY F_BIT(FA_HISTORY)
#define F_ANSWERERS F_BIT(FA_ANSWERERS)
#define F_UNITS(p) F_BIT(FA_UNITS0 + (p))       /* (a part of F_LOC(GCG_LOC_BATTLE)) */
#define F_ALL_UNITS (F_BIT(FA_RESTED0) - F_BIT(FA_UNITS0))
#define F_RESTED_OF(p) F_BIT(FA_RESTED0 + (p))  /* (a part of F_RESTED) */
#define F_ALL_RESTED (F_BIT(FA_HAND0) - F_BIT(FA_RESTED0))
#define F_HAND(p) F_BIT(FA_HAND0 + (p))         /* (a part of F_LOC(GCG_LOC_HAND)) */
#define F_ALL_HANDS (F_BIT(FA_TRASH0) - F_BIT(FA_HAND0))
#define F_TRASH(p) F_BIT(FA_TRASH0 + (p))       /* (a part of F_LOC(GCG_LOC_TRASH)) */
#define F_ALL_TRASH (F_BIT(FA_COUNT) - F_BIT(FA_TRASH0))
#define F_TICKED (F_BIT(FA_COUNT) - 1)
#define F_TURN F_BIT(FA_TURN)
#define F_STEP F_BIT(FA_STEP)
#define F_CONTEXT F_BIT(FA_CONTEXT)
#define F_SELF F_BIT(FA_SELF)
#define F_ALL (F_BIT(FA_STEP + 1) - 1)
/* What a card's current AP, HP and keywords rest on, besides the constant
 * effects' own reads (which their computation records): its Pilot, and the
 * modifiers of that kind (mod_facets, stats.h). */
#define F_AP_STATS (F_AP_MODS | F_PAIR)
#define F_HP_STATS (F_HP_MODS | F_PAIR)
#define F_KW_STATS (F_KW_MODS | F_PAIR)

/* Which cards player p has at location loc: their own facet for the battle
 * area, the hand and the trash; the location's (every player's) elsewhere. */
static inline facets F_AT(int loc, int p)
{
    switch (loc) {
    case GCG_LOC_BATTLE: return F_UNITS(p);
    case GCG_LOC_HAND: return F_HAND(p);
    case GCG_LOC_TRASH: return F_TRASH(p);
    default: return F_LOC(loc);
    }
}

/* When a cached answer was computed, and what it read. */
typedef struct facet_stamp {
    uint64_t at;    /* the change counter then (gcg_game.tick) */
    uint64_t key;   /* facet_key then, for the compared facets it read */
    facets reads; /* F_* bits */
} facet_stamp;

#endif
