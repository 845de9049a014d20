/*
 * ready.c -- what keeps a card from being set as active: "This Unit can't be set
 * as active" (a constant's cant = {"be set active"}, or e:forbid for a while),
 * and "It won't be set as active during the start phase of your opponent's next
 * turn" (e:keep_rested: a modifier that lasts until its controller's next active
 * step, 7-2-3, is over).
 *
 * act_ready asks ready_allowed; the active step asks ready_in_active_step, then
 * ends the keeping (ready_active_step_done).  Games with no such card or modifier
 * pay one test each.
 */
#include "mode.h"
#include "script.h"
#include "stats.h"
#include "turn.h"

int ready_allowed(const gcg_game *g, int cid)
{
    if (!(g->listen.const_aspects & CA_CANT) && !g->s.nmods)
        return 1;
    return !(card_cants(g, cid) & CANT_SET_ACTIVE);
}

int ready_in_active_step(const gcg_game *g, int cid)
{
    return !g->s.nmods || !card_has_mod(g, cid, M_KEEP_RESTED);
}

void ready_active_step_done(gcg_game *g)
{
    gstate *s = &g->s;
    int k = 0;
    for (int i = 0; i < s->nmods; i++) {
        const mod *m = &s->mods[i];
        if (m->until == U_START && m->card < s->ncards &&
            mode_same_team(s, s->cards[m->card].owner, s->active))
            continue; /* its controller's start phase: it has kept the card rested */
        s->mods[k++] = *m;
    }
    if (k != s->nmods) {
        s->nmods = (uint16_t)k;
        facets_changed(g, F_MODS);
    }
}
