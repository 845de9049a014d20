/*
 * invariant.c -- the state's invariants, checked after every step in test builds
 * (meson -Dinvariants=true, on in ./dev test) and on demand through
 * gcg_game_check:
 *   - every card instance is in exactly one place: listed once in the zone it
 *     names, or outside any zone (outside the game, resolving, a paired Pilot);
 *   - location limits hold at decisions (Units, Bases, Resources, EX Resources);
 *   - pairing is symmetric, a paired Pilot lies under a Unit in the battle area;
 *   - the number of cards is conserved (every instance accounted for), and a
 *     token out of the game is known to be (its slot is reused);
 *   - a card deployed as a Unit (its Unit form, e:deploy's as_unit) is a Unit
 *     in the battle area, not a paired Pilot; anywhere else it is its card;
 *   - counters are in range (a zone's count of EX cards is right), the pending
 *     decision is well-formed.
 * A broken invariant is an engine bug: the message says which and where.
 */
#include <stdio.h>
#include <string.h>
#include "game.h"
#include "mode.h"
#include "zone.h"

static int fail(char *buf, size_t n, const char *what, int a, int b)
{
    if (buf && n)
        snprintf(buf, n, "invariant broken: %s (%d, %d)", what, a, b);
    return -1;
}

static int check_zones(const gstate *s, char *buf, size_t n)
{
    uint8_t count[MAX_CARDS];
    memset(count, 0, sizeof count);
    for (int z = 0; z < state_nzones(s); z++) {
        const zone *zn = &s->zones[z];
        if (zn->n > ZONE_CAP)
            return fail(buf, n, "zone over capacity", z, zn->n);
        for (int i = 0; i < zn->n; i++) {
            int cid = zn->ids[i];
            if (cid >= s->ncards)
                return fail(buf, n, "zone lists a card that does not exist", z, cid);
            if (count[cid]++)
                return fail(buf, n, "card listed twice", cid, z);
            if (s->cards[cid].zone != z || s->cards[cid].loc != zn->loc)
                return fail(buf, n, "card's location disagrees with its zone", cid, z);
        }
    }
    for (int cid = 0; cid < s->ncards; cid++) {
        const card *c = &s->cards[cid];
        if (c->zone != NONE8 && !count[cid])
            return fail(buf, n, "card names a zone that does not list it", cid, c->zone);
        if (c->zone == NONE8 && LOC_IS_ZONE(c->loc) &&
            !(c->loc == GCG_LOC_BATTLE && c->pair != NONE16))
            return fail(buf, n, "card in a location but in no zone", cid, c->loc);
        if (c->owner >= s->nplayers)
            return fail(buf, n, "card owned by no player", cid, c->owner);
        if ((c->flags & CF_GONE) && !s->maybe_gone)
            return fail(buf, n, "a token out of the game that no new token would reuse", cid,
                        c->flags);
    }
    return 0;
}

static int check_pairs(const gcg_game *g, char *buf, size_t n)
{
    const gstate *s = &g->s;
    for (int cid = 0; cid < s->ncards; cid++) {
        const card *c = &s->cards[cid];
        if (c->pair == NONE16)
            continue;
        if (c->pair >= s->ncards || s->cards[c->pair].pair != cid)
            return fail(buf, n, "pairing not symmetric", cid, c->pair);
        if (c->loc != GCG_LOC_BATTLE || s->cards[c->pair].loc != GCG_LOC_BATTLE)
            return fail(buf, n, "paired cards outside the battle area", cid, c->pair);
        if (c->zone == NONE8 && s->cards[c->pair].zone == NONE8)
            return fail(buf, n, "a Pilot paired with a Pilot", cid, c->pair);
    }
    return 0;
}

/* Unit forms (engine_unit_form) only in the battle area, as Units. */
static int check_forms(const gcg_game *g, char *buf, size_t n)
{
    const gstate *s = &g->s;
    for (int cid = 0; cid < s->ncards; cid++) {
        const card *c = &s->cards[cid];
        if (c->def < g->eng->ndefs || (c->flags & CF_GONE))
            continue;
        if (!engine_def(g->eng, c->def))
            return fail(buf, n, "card of no definition", cid, c->def);
        if (c->loc != GCG_LOC_BATTLE || c->zone == NONE8) {
            if (mode_alive(s, c->owner))
                return fail(buf, n, "a card deployed as a Unit outside the battle area", cid,
                            c->loc);
        }
    }
    return 0;
}

static int check_limits(const gstate *s, char *buf, size_t n)
{
    if (s->pend.kind == GCG_DEC_NONE || s->over)
        return 0; /* limits are settled at decisions */
    for (int p = 0; p < s->nplayers; p++) {
        if (!mode_alive(s, p))
            continue;
        /* the battle area and base section count the team's cards (12-3-14) */
        int units = mode_limit_cards(s, p, GCG_LOC_BATTLE, NULL);
        if (units > mode_limit(s, GCG_LOC_BATTLE))
            return fail(buf, n, "battle area over its limit at a decision (a team's Units)", p,
                        units);
        int bases = mode_limit_cards(s, p, GCG_LOC_BASE, NULL);
        if (bases > mode_limit(s, GCG_LOC_BASE) * (s->rules.shared_shields ? 2 : 1))
            return fail(buf, n, "base section over its limit", p, bases);
        int res = mode_limit_cards(s, p, GCG_LOC_RESOURCE, NULL);
        if (res > mode_limit(s, GCG_LOC_RESOURCE))
            return fail(buf, n, "resource area over its limit", p, res);
        const zone *r = zone_cget(s, p, GCG_LOC_RESOURCE);
        int ex = 0;
        for (int i = 0; r && i < r->n; i++)
            ex += (s->cards[r->ids[i]].flags & CF_EX) != 0;
        if (ex > s->rules.ex_limit)
            return fail(buf, n, "too many EX Resources", p, ex);
    }
    return 0;
}

/* zone.nex counts the EX cards of each zone (zone_put, zone_take: zone.h),
 * zone.nrested its rested cards (zone_take, card_rest_flag) and zone.ndamaged
 * its cards with damage (zone_take, card_set_damage). */
static int check_ex_count(const gstate *s, char *buf, size_t n)
{
    for (int z = 0; z < state_nzones(s); z++) {
        const zone *zn = &s->zones[z];
        int ex = 0, rested = 0, damaged = 0;
        for (int i = 0; i < zn->n; i++) {
            damaged += s->cards[zn->ids[i]].damage != 0;
            ex += (s->cards[zn->ids[i]].flags & CF_EX) != 0;
            rested += (s->cards[zn->ids[i]].flags & CF_RESTED) != 0;
        }
        if (ex != zn->nex)
            return fail(buf, n, "EX cards miscounted", z, zn->nex);
        if (rested != zn->nrested)
            return fail(buf, n, "rested cards miscounted", z, zn->nrested);
        if (damaged != zn->ndamaged)
            return fail(buf, n, "damaged cards miscounted", z, zn->ndamaged);
    }
    return 0;
}

static int check_decision(const gstate *s, char *buf, size_t n)
{
    const pending *pd = &s->pend;
    if (s->over || pd->kind == GCG_DEC_NONE)
        return 0;
    if (pd->nopts == 0)
        return fail(buf, n, "a decision with no options", pd->kind, pd->player);
    if (pd->player >= s->nplayers)
        return fail(buf, n, "a decision for no player", pd->kind, pd->player);
    if (pd->min > pd->max || pd->min > pd->nopts)
        return fail(buf, n, "a decision that cannot be answered", pd->min, pd->max);
    if (s->ntasks == 0 || s->ntasks > MAX_TASKS || s->ntrigs > MAX_TRIGS ||
        s->trig_claimed > s->ntrigs)
        return fail(buf, n, "task or trigger stack out of range", s->ntasks, s->ntrigs);
    return 0;
}

int gcg_game_check(const gcg_game *g, char *buf, size_t n)
{
    const gstate *s = &g->s;
    if (s->ncards > MAX_CARDS)
        return fail(buf, n, "too many cards", s->ncards, MAX_CARDS);
    if (check_zones(s, buf, n) || check_pairs(g, buf, n) || check_forms(g, buf, n) || check_limits(s, buf, n) ||
        check_ex_count(s, buf, n) || check_decision(s, buf, n))
        return -1;
    return 0;
}
