/*
 * script_event.c -- what an event carries for card scripts beyond what it
 * narrates: its cause (the card whose effect or damage did it, battle or
 * effect, by damage), where a deployed card came from, an amount; the options
 * a triggered effect matches its event with in C (card = "self", source =
 * { side = "enemy" }, battle = true, by_effect = true, from = "trash"); and the
 * history of the turn that e:this_turn reads.
 *
 * Why here: the trigger system (script_run.c) asks these for every effect an
 * event could trigger, and most of those questions are answered without a call
 * into Lua when the script declares them as options (docs/performance.md).
 */
#include "narrate.h"
#include "script_vm.h"
#include "stats.h"

int script_effect_source(const gcg_game *g)
{
    const struct script_vm *vm = g->eng->vm;
    if (vm && vm->depth == 0 && vm->c_effect == g)
        return vm->source; /* (a declared action, done in C: as in the function's call) */
    return vm && vm->game == g && vm->depth > 0 && vm->mode == CM_RUN ? vm->source : -1;
}

uint64_t script_events_derived(uint64_t events)
{
    uint64_t more = 0;
    if (events & event_bit(SEV_SHIELD_AREA)) /* a Shield broken; a Base destroyed */
        more |= event_bit(EV_SHIELD_BROKEN) | event_bit(EV_DESTROYED);
    if (events & event_bit(SEV_AP_CHANGED))
        more |= event_bit(EV_MODIFIED);
    return more;
}

int script_event_amount(const event *ev)
{
    switch (ev->kind) {
    case EV_DAMAGE: case EV_RECOVER: case EV_PAID: case EV_PLAYER_HIT:
    case EV_COMMAND: /* the EX Resources spent to play the Command (7-5-2-2-3) */
        return (int)ev->a;
    case SEV_AP_CHANGED: case EV_MODIFIED:
        return (int)ev->b;
    default:
        return 0;
    }
}

/* Is card c (or -1) the effect's Unit / does it pass filter f (for the controller),
 * and (other) is it not the effect's Unit? */
static int card_passes(gcg_game *g, int c, int self, int other, const api_filter *f, int unit)
{
    struct script_vm *vm = vm_of(g);
    if ((self && c != unit) || (other && c == unit))
        return 0;
    return !f || (c >= 0 && c < g->s.ncards && api_filter_match(vm->L, g, vm->controller, c, f));
}

int script_event_matches(gcg_game *g, const effmeta *m, const event *ev, int ev_card2, int unit)
{
    const meta_ext *x = m->ext;
    if (!x)
        return 1;
    if ((x->ev_battle >= 0 && x->ev_battle != !!(ev->flags & EVF_BATTLE)) ||
        (x->ev_effect >= 0 && x->ev_effect != !!(ev->flags & EVF_EFFECT)) ||
        (x->ev_from >= 0 && x->ev_from != ev->loc_from))
        return 0;
    int c = ev->card == NONE16 ? -1 : ev->card, src = ev->src == NONE16 ? -1 : ev->src;
    return card_passes(g, c, x->card_self, x->card_other, x->card_f, unit) &&
           ((!x->card2_self && !x->card2_f) ||
            card_passes(g, ev_card2, x->card2_self, x->card2_other, x->card2_f, unit)) &&
           card_passes(g, src, x->src_self, x->src_other, x->src_f, unit);
}

/* ------------------------------------------------------------ this turn's history */

void events_note(gcg_game *g, const event *ev)
{
    gstate *s = &g->s;
    if (s->nhist >= MAX_HIST)
        return; /* (a turn of more than 64 such events: the first 64 are kept) */
    hist *h = &s->hist[s->nhist++];
    int c = ev->card == NONE16 ? -1 : ev->card, src = ev->src == NONE16 ? -1 : ev->src;
    h->kind = ev->kind;
    h->player = c >= 0 ? s->cards[c].owner : ev->player;
    h->flags = ev->flags;
    h->src_owner = src >= 0 ? s->cards[src].owner : NONE8;
    h->card = (uint16_t)(c >= 0 ? c : NONE16);
    h->serial = c >= 0 ? s->cards[c].serial : 0;
    h->def = ev->def;
    h->src_def = src >= 0 ? s->cards[src].def : NONE16;
    facets_changed(g, F_HISTORY);
}

void events_turn_begin(gcg_game *g)
{
    if (g->s.nhist) {
        g->s.nhist = 0;
        facets_changed(g, F_HISTORY);
    }
}
