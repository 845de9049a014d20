/*
 * damage.c -- damage as effects change it just before it is dealt (5-21): battle
 * damage dealt to another Unit instead (e:redirect_damage: "battle damage this
 * Unit would receive is dealt to that Unit instead", a substitution, 10-1-9),
 * and damage reduced ("reduce it by N": reduce_damage rules of cards, and
 * e:reduce_next_damage, used up by the next damage).
 *
 * act_damage (rules.c) asks these for every damage; a game whose cards have no
 * such rule and no modifier in force pays one test.
 */
#include <string.h>
#include "rules.h"
#include "script.h"
#include "stats.h"

int damage_redirect(gcg_game *g, int cid, int battle)
{
    const gstate *s = &g->s;
    if (!battle || !s->nmods)
        return cid;
    for (int i = 0; i < s->nmods; i++) {
        const mod *m = &s->mods[i];
        if (m->kind != M_REDIRECT || m->card != cid || s->cards[cid].serial != m->serial)
            continue;
        int to = m->amount;
        if (to >= 0 && to < s->ncards && s->cards[to].serial == m->unused &&
            card_is_unit_in_play(g, to) && to != cid)
            return to; /* (one step: no chain of redirections) */
    }
    return cid;
}

/* The M_REDUCE_NEXT modifiers of card cid: their total, used up. */
static int reduce_next(gcg_game *g, int cid)
{
    gstate *s = &g->s;
    int total = 0, k = 0;
    for (int i = 0; i < s->nmods; i++) {
        const mod *m = &s->mods[i];
        if (m->kind == M_REDUCE_NEXT && m->card == cid && s->cards[cid].serial == m->serial)
            total += m->amount;
        else
            s->mods[k++] = *m;
    }
    if (k != s->nmods) {
        s->nmods = (uint16_t)k;
        facets_changed(g, F_MODS);
    }
    return total;
}

int damage_reduction(gcg_game *g, int cid, int source, int amount, int battle)
{
    int cut = g->s.nmods ? reduce_next(g, cid) : 0;
    return cut + script_damage_reduction(g, cid, source, amount, battle);
}
