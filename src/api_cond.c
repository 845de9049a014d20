/*
 * api_cond.c -- conditions given in words (condition = { turn = "your", self = {
 * rested = true }, pilot_in_play = { color = "Red", trait = "Super Soldier" } }),
 * decided in C without calling Lua: the commonest shapes of "while ..." and
 * "during your turn" that a function would otherwise be called for whenever
 * what it read changed.  A count (condition = { count = ... }) is api_filter.c's.
 * Each reads, and notes, the same facets the script's function would have
 * (e:my_turn, e:is_rested(e.unit), e:units{ side = "your", paired = true } and
 * e:pilot), so its cached answers go stale exactly when the function's did.
 */
#include "api.h"
#include "mode.h"
#include "stats.h"
#include "zone.h"

/* Has player `me` a Unit in play paired with a Pilot that passes f (3-3-3: a
 * Pilot is in play while it is paired)? */
static int pilot_in_play(gcg_game *g, int me, const api_filter *f)
{
    struct script_vm *vm = vm_of(g);
    const gstate *s = &g->s;
    vm->reads |= F_PLAYERS | F_PAIR;
    if (!mode_alive(s, me))
        return 0;
    vm->reads |= F_UNITS(me);
    const zone *z = zone_cget(s, me, GCG_LOC_BATTLE);
    for (int i = 0; z && i < z->n; i++) {
        int cid = z->ids[i];
        if (s->cards[cid].owner == me && card_is_unit_in_play(g, cid) &&
            s->cards[cid].pair != NONE16 && api_filter_match(vm->L, g, me, s->cards[cid].pair, f))
            return 1;
    }
    return 0;
}

int api_cond_holds(gcg_game *g, int me, const decl_cond *c)
{
    struct script_vm *vm = vm_of(g);
    if (c->turn >= 0) { /* as e:my_turn: the active player's team is mine */
        vm->reads |= F_TURN | F_PLAYERS;
        int mine = g->s.players[g->s.active].team == g->s.players[me].team;
        if (mine != c->turn)
            return 0;
    }
    if (c->self) {
        int unit = api_this_unit(g);
        if (unit < 0 || !api_filter_match(vm->L, g, me, unit, c->self))
            return 0;
    }
    return !c->pilot || pilot_in_play(g, me, c->pilot);
}
