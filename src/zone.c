/*
 * zone.c -- card instances and the primitive moves between zones (rules 4).
 */
#include <string.h>
#include "mode.h"
#include "script.h"
#include "zone.h"

int card_new(gcg_game *g, int def, int owner, int flags)
{
    gstate *s = &g->s;
    int cid = -1;
    uint16_t serial = 0; /* a fresh slot starts from nothing: what lies past
                          * ncards is never read (state.c copies up to it) */
    if (s->ncards < MAX_CARDS) {
        cid = s->ncards++; /* a card's number is never another's in one game */
    } else if ((flags & CF_TOKEN) && s->maybe_gone) {
        /* Full (MAX_CARDS made, far more than any real game makes): the slot
         * of a token that has left the game (5-17-2-5) is all that is left. */
        for (int i = 0; i < s->ncards && cid < 0; i++)
            if (s->cards[i].flags & CF_GONE)
                cid = i;
        s->maybe_gone = cid >= 0;
        if (cid < 0)
            return -1;
        serial = s->cards[cid].serial; /* the new token is a new card (4-1-5) */
    } else {
        return -1;
    }
    card *c = &s->cards[cid];
    memset(c, 0, sizeof *c);
    c->def = (uint16_t)def;
    c->owner = (uint8_t)owner;
    c->loc = GCG_LOC_OUTSIDE;
    c->zone = NONE8;
    c->pair = NONE16;
    c->dmg_src = NONE16;
    c->flags = (uint8_t)flags;
    c->serial = (uint16_t)(serial + 1);
    script_note_card(g, def);
    return cid;
}

void zone_token_gone(gstate *s, int cid)
{
    zone_take(s, cid);
    s->cards[cid].flags |= CF_GONE;
    s->maybe_gone = 1;
}

int zone_move(gstate *s, int cid, int loc, int where)
{
    zone_take(s, cid);
    return zone_put(s, cid, loc, where);
}

int zone_in_play(const gstate *s, uint16_t *out)
{
    static const int locs[] = {GCG_LOC_BATTLE, GCG_LOC_BASE};
    int n = 0;
    for (int p = 0; p < s->nplayers; p++) {
        if (!mode_alive(s, p))
            continue;
        for (int k = 0; k < 2; k++) {
            const zone *z = zone_cget(s, p, locs[k]);
            if (!z || z->owner != p) /* (a shared zone: listed once, by its owner) */
                continue;
            memcpy(out + n, z->ids, (size_t)z->n * sizeof out[0]);
            n += z->n;
        }
    }
    return n;
}

void zone_attach(gstate *s, int pilot, int unit)
{
    zone_take(s, pilot);
    card *p = &s->cards[pilot];
    p->serial++;
    p->flags &= (uint8_t)(CF_TOKEN | CF_EX);
    p->damage = 0;
    p->ex_paid = 0;
    p->loc = GCG_LOC_BATTLE;
    p->zone = NONE8; /* Pilots are not in the battle area's list of Units */
    p->pair = (uint16_t)unit;
    s->cards[unit].pair = (uint16_t)pilot;
}
