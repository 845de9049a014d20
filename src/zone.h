/*
 * zone.h -- where cards are.  Each player's location is a zone (an ordered list of
 * card ids); a mode may map several players' location onto one zone (team battle
 * shares a shield area).  These are the primitive moves; the rules of moving
 * (pilots follow their Unit, tokens leave the game, events) are in rules.c.
 */
#ifndef GCG_ZONE_H
#define GCG_ZONE_H

#include <string.h>
#include "game.h"

enum { AT_TOP, AT_BOTTOM };

static inline zone *zone_get(gstate *s, int player, int loc)
{
    uint8_t z = s->players[player].zone[loc];
    return z == NONE8 ? NULL : &s->zones[z];
}

static inline const zone *zone_cget(const gstate *s, int player, int loc)
{
    uint8_t z = s->players[player].zone[loc];
    return z == NONE8 ? NULL : &s->zones[z];
}

static inline int zone_n(const gstate *s, int player, int loc)
{
    const zone *z = zone_cget(s, player, loc);
    return z ? z->n : 0;
}

/* Top card (last placed) of a location, or -1. */
static inline int zone_top(const gstate *s, int player, int loc)
{
    const zone *z = zone_cget(s, player, loc);
    return (z && z->n) ? z->ids[z->n - 1] : -1;
}

/* A new card instance outside the game; -1 if the game is full. */
int card_new(gcg_game *g, int def, int owner, int flags);
/* Take a card out of its zone (if any); its location becomes OUTSIDE. */
static inline void zone_take(gstate *s, int cid)
{
    card *c = &s->cards[cid];
    if (c->zone != NONE8) {
        zone *z = &s->zones[c->zone];
        for (int i = z->n - 1; i >= 0; i--) { /* from the top: most moves take it */
            if (z->ids[i] == cid) {
                if (i < z->n - 1) /* (the top card, most often: nothing to close up) */
                    memmove(&z->ids[i], &z->ids[i + 1],
                            (size_t)(z->n - i - 1) * sizeof z->ids[0]);
                z->n--;
                z->nex = (uint8_t)(z->nex - ((c->flags & CF_EX) != 0));
                z->nrested = (uint8_t)(z->nrested - ((c->flags & CF_RESTED) != 0));
                z->ndamaged = (uint8_t)(z->ndamaged - (c->damage != 0));
                break;
            }
        }
    }
    c->zone = NONE8;
    c->loc = GCG_LOC_OUTSIDE;
}

/* A token out of the game (5-17-2-5, 5-17-3-2-3): taken from its zone, its slot
 * free for a new token (card_new). */
void zone_token_gone(gstate *s, int cid);
/* Put a card (out of any zone) into `loc` of its owner (through the zone map), on
 * top or at the bottom.  The card becomes a new card (4-1-5): serial bumped,
 * active, no damage, unpaired.  Returns -1 if the zone is full. */
static inline int zone_put(gstate *s, int cid, int loc, int where)
{
    card *c = &s->cards[cid];
    c->serial++;
    c->flags &= (uint8_t)(CF_TOKEN | CF_EX);
    c->damage = 0;
    c->ex_paid = 0;
    c->flags2 = 0;
    c->dmg_src = NONE16;
    c->pair = NONE16;
    c->loc = (uint8_t)loc;
    c->zone = NONE8;
    if (!LOC_IS_ZONE(loc))
        return 0;
    uint8_t zi = s->players[c->owner].zone[loc];
    if (zi == NONE8)
        return -1;
    zone *z = &s->zones[zi];
    if (z->n >= ZONE_CAP)
        return -1;

    if (where == AT_BOTTOM) {
        memmove(&z->ids[1], &z->ids[0], (size_t)z->n * sizeof z->ids[0]);
        z->ids[0] = (uint16_t)cid;
    } else {
        z->ids[z->n] = (uint16_t)cid;
    }
    z->n++;
    z->nex = (uint8_t)(z->nex + ((c->flags & CF_EX) != 0));
    c->zone = zi;
    return 0;
}

/* Card cid rested (on) or set as active, its zone's count of rested cards
 * (zone.nrested) kept with it: every change of CF_RESTED goes through here. */
static inline void card_rest_flag(gstate *s, int cid, int on)
{
    card *c = &s->cards[cid];
    int was = (c->flags & CF_RESTED) != 0;
    on = on != 0;
    c->flags = (uint8_t)((c->flags & ~CF_RESTED) | (on ? CF_RESTED : 0));
    if (c->zone != NONE8)
        s->zones[c->zone].nrested = (uint8_t)(s->zones[c->zone].nrested + on - was);
}

/* Card cid's damage set to d, its zone's count of damaged cards (zone.ndamaged)
 * kept with it: every change of the damage of a card in a zone goes through here. */
static inline void card_set_damage(gstate *s, int cid, int d)
{
    card *c = &s->cards[cid];
    int was = c->damage != 0;
    c->damage = (uint8_t)d;
    if (c->zone != NONE8)
        s->zones[c->zone].ndamaged = (uint8_t)(s->zones[c->zone].ndamaged + (d != 0) - was);
}

/* take + put. */
int zone_move(gstate *s, int cid, int loc, int where);



/* The cards in play that are in a zone: each living player's battle area
 * (Units; their Pilots are beneath them) and base section, in seat order, into
 * out (room for MAX_CARDS).  Returns how many. */
int zone_in_play(const gstate *s, uint16_t *out);

/* Pair: put a Pilot (out of any zone) beneath a Unit in the battle area (5-9). */
void zone_attach(gstate *s, int pilot, int unit);
#endif
