/*
 * rules.c -- actions on cards and players, and rules management (section 11).
 *
 * Rules management runs after every step of the task loop (11-1-2): players who
 * fulfil a defeat condition lose, all at once (11-2-1); Units and Bases whose
 * damage reaches their HP are destroyed, simultaneously (11-3, 8-5-3-2-3).
 * Battle-area and base-section excess (11-4, 11-5) is handled where a card is
 * deployed (play.c), because the player chooses before the new card arrives.
 */
#include "rules.h"
#include "mode.h"
#include "narrate.h"
#include "run.h"
#include "script.h"
#include "stats.h"
#include "trigger.h"
#include "turn.h"
#include "zone.h"

/* ------------------------------------------------------------ rules management */

/* The players who fulfil a defeat condition lose, all at once (11-2-1).  Returns
 * whether anyone did. */
static int defeat_check(gcg_game *g)
{
    gstate *s = &g->s;
    int any = 0, reason = GCG_END_NONE;
    for (int p = 0; p < s->nplayers; p++) {
        if (!mode_alive(s, p))
            continue;
        int battle = (s->players[p].flags & PF_BATTLE_DAMAGE) != 0;      /* 11-2-1-1 */
        int deck_out = s->started && s->phase != GCG_PHASE_SETUP &&
                       zone_n(s, p, GCG_LOC_DECK) == 0;                   /* 11-2-1-2 */
        if (!battle && !deck_out)
            continue;
        s->players[p].flags |= PF_LOST;
        int r = battle ? GCG_END_BATTLE_DAMAGE : GCG_END_DECK_OUT;
        ev_emit(g, EV_LOSE, p, -1, r, 0);
        if (!any || r == GCG_END_BATTLE_DAMAGE)
            reason = r;
        any = 1;
    }
    if (any)
        mode_after_defeat(g, reason);
    return any;
}

/* Can a card be destroyed (11-3-1) as it arrives in play, with no damage yet?
 * Only if its HP can be 0: a Unit or Base with no HP printed, a modifier or a
 * constant effect that lowers HP.  Otherwise only damage destroys. */
static int arrivals_matter(const gcg_game *g)
{
    const gstate *s = &g->s;
    if (g->listen.hpless || script_may_lower_hp(g))
        return 1;
    for (int i = 0; i < s->nmods; i++)
        if (s->mods[i].kind == M_HP && s->mods[i].amount < 0)
            return 1;
    return 0;
}

/* "Can't be destroyed by ...": a rule of a card keeps it from the damage's
 * destruction (the card that dealt the damage last, battle or effect damage). */
static int destroy_prevented(gcg_game *g, int cid)
{
    const card *c = &g->s.cards[cid];
    return (g->listen.eflags & EM_PREVENT_DESTROY) &&
           script_destroy_prevented(g, cid, c->dmg_src == NONE16 ? -1 : c->dmg_src,
                                    (c->flags2 & CF2_DMG_BATTLE) != 0);
}

/* The Units and Bases whose damage reaches their HP (11-3-1); changes nothing.
 * `all`: every card is looked at (arrivals_matter), else only damaged ones;
 * *damaged: whether any card looked at had damage. */
static int doomed_cards(gcg_game *g, int all, int *damaged, uint16_t *doomed)
{
    const gstate *s = &g->s;
    int n = 0, lower_hp = script_may_lower_hp(g);
    *damaged = 0;
    for (int p = 0; p < s->nplayers; p++) {
        for (int loc = GCG_LOC_BATTLE; loc <= GCG_LOC_BASE; loc++) {
            if (loc == GCG_LOC_SHIELD)
                continue;
            const zone *z = zone_cget(s, p, loc);
            if (!z || z->owner != p || (!all && !z->ndamaged))
                continue; /* (no card of it has damage: none is looked at) */
            for (int i = 0; i < z->n; i++) {
                int cid = z->ids[i], damage = s->cards[cid].damage;
                if (damage == 0 && !all)
                    continue;
                *damaged |= damage > 0;
                /* When no script can lower HP, constant effects only add to the
                 * HP the card, its Pilot and its modifiers give: damage below
                 * that cannot destroy it, whatever the constants say. */
                if (!lower_hp && damage < card_hp_floor(g, cid))
                    continue;
                if (damage >= card_hp(g, cid) && !destroy_prevented(g, cid)) /* 11-3-1 */
                    doomed[n++] = (uint16_t)cid;
            }
        }
    }
    return n;
}

/* Destroyed simultaneously (11-3-1, 8-5-3-2-3): every destruction is seen as it
 * was, before any card moves, then they all go to the trash. */
static void destroy_all(gcg_game *g, const uint16_t *doomed, int n)
{
    gstate *s = &g->s;
    for (int i = 0; i < n; i++) { /* by damage: from the card that dealt it last */
        const card *c = &s->cards[doomed[i]];
        int how = EVF_DAMAGE | (c->flags2 & CF2_DMG_BATTLE ? EVF_BATTLE : 0) |
                  (c->flags2 & CF2_DMG_EFFECT ? EVF_EFFECT : 0);
        ev_emit_by(g, EV_DESTROYED, c->owner, doomed[i], c->loc, 0,
                   c->dmg_src == NONE16 ? -1 : c->dmg_src, how);
    }
    for (int i = 0; i < n; i++)
        act_move(g, doomed[i], GCG_LOC_TRASH, AT_TOP); /* 5-10-2 */
}

/* Rules management runs after every step, and most steps change nothing it
 * looks at: a check that found nothing to do stays good until a facet of the
 * state it read changes (facet.h; facets_changed drops it at once).  What it
 * reads: players' defeats (F_PLAYERS -- a deck running out marks it too, see
 * narrate.c), damage, HP (HP modifiers, Pilots, constant effects: these note
 * their own reads) -- but which cards are in play only when a card could be
 * destroyed as it arrives (arrivals_matter): otherwise a card arriving has no
 * damage and some HP, and one leaving changes others' HP only through what is
 * noted; and the pairings only when a card looked at had damage (a Pilot that
 * leaves takes its HP with it: 3-3-8-1).  (And the phase: no deck-out during
 * setup, so a check made then is good only until setup ends.) */
#define RULES_READS (F_PLAYERS | F_DAMAGE | F_HP_MODS)

static void rules_manage(gcg_game *g, int quiet);

/* g->quiet_ok: 0, or 1 when the check's stamp must also be compared with the
 * turn and step (facet_key), or QUIET_ALWAYS when it read neither: then nothing
 * but a change to what it read (facets_changed, which sets it to 0) ends it, and
 * the test at every step of the task loop is one compare. */
#define QUIET_ALWAYS 2

int rules_quiet(const gcg_game *g)
{
    return g->quiet_ok == QUIET_ALWAYS ||
           (g->quiet_ok && g->quiet.key == facet_key(g, g->quiet.reads));
}

void rules_check(gcg_game *g)
{
    int quiet = rules_quiet(g); /* (most steps: asked first, one compare) */
    if ((quiet && !g->eng->check_invariants) || g->s.over)
        return;
    rules_manage(g, quiet);
}

/* (Apart from rules_check, which most steps leave at once.) */
__attribute__((noinline)) static void rules_manage(gcg_game *g, int quiet)
{
    uint64_t tick = g->tick;
    facets outer = script_reads_begin(g);
    int lost = defeat_check(g);
    uint16_t doomed[MAX_CARDS];
    int all = arrivals_matter(g), damaged = 0;
    int n = g->s.over ? 0 : doomed_cards(g, all, &damaged, doomed);
    facets reads = script_reads_end(g, outer) | RULES_READS |
                   (all || damaged ? F_PAIR : 0) |
                   (all ? F_LOC(GCG_LOC_BATTLE) | F_LOC(GCG_LOC_BASE) : 0);
    if (quiet && (lost || n))
        game_cache_fault(g, "nothing for rules management to do", n ? doomed[0] : -1);
    if (n)
        destroy_all(g, doomed, n);
    else if (!lost && g->tick == tick) {
        /* (during setup a deck may be empty: it rests on the phase) */
        g->quiet = facet_stamp_now(g, reads | (g->s.phase == GCG_PHASE_SETUP ? F_STEP : 0));
        g->quiet_ok = g->quiet.reads & (F_TURN | F_STEP) ? 1 : QUIET_ALWAYS;
    }
}

/* ------------------------------------------------------------ actions */

int act_draw(gcg_game *g, int p)
{
    gstate *s = &g->s;
    int cid = zone_top(s, p, GCG_LOC_DECK);
    if (cid < 0)
        return -1;
    zone_move(s, cid, GCG_LOC_HAND, AT_TOP);
    ev_emit(g, EV_DRAW, p, cid, 0, 0);
    return cid;
}

void act_rest(gcg_game *g, int cid)
{
    card *c = &g->s.cards[cid];
    if (c->flags & CF_RESTED)
        return;
    card_rest_flag(&g->s, cid, 1);
    ev_emit(g, EV_RESTED, c->owner, cid, 0, 0);
}

void act_ready(gcg_game *g, int cid)
{
    card *c = &g->s.cards[cid];
    if (!(c->flags & CF_RESTED) || !ready_allowed(g, cid)) /* "can't be set as active" */
        return;
    card_rest_flag(&g->s, cid, 0);
    ev_emit(g, EV_ACTIVE, c->owner, cid, 0, 0);
}

void act_ready_unheard(gcg_game *g, int cid)
{
    card *c = &g->s.cards[cid];
    if (!(c->flags & CF_RESTED) || !ready_allowed(g, cid))
        return;
    card_rest_flag(&g->s, cid, 0);
    /* (what ev_emit_by does with an EV_ACTIVE nobody hears, as plain_facets says;
     * at once, for ready_allowed may read the rested cards before the next) */
    facets_changed(g, F_RESTED | F_RESTED_OF(c->owner));
}

/* Damage counters on card cid, no question asked (5-5), with who dealt them and
 * how (battle or effect). */
static void put_damage(gcg_game *g, int cid, int amount, int battle, int source)
{
    if (amount <= 0)
        return; /* 5-21-2-1: reduced to nothing, no damage is dealt */
    card *c = &g->s.cards[cid];
    int d = c->damage + amount;
    card_set_damage(&g->s, cid, d > 255 ? 255 : d);
    c->dmg_src = (uint16_t)(source < 0 ? NONE16 : source); /* who dealt it, and how */
    c->flags2 = (uint8_t)((c->flags2 & ~(CF2_DMG_BATTLE | CF2_DMG_EFFECT)) |
                          (battle ? CF2_DMG_BATTLE : CF2_DMG_EFFECT));
    ev_emit_by(g, EV_DAMAGE, c->owner, cid, amount, battle, source,
               battle ? EVF_BATTLE : EVF_EFFECT);
}

void act_damage(gcg_game *g, int cid, int amount, int battle, int source)
{
    if (amount <= 0) /* 5-5-5 */
        return;
    cid = damage_redirect(g, cid, battle); /* dealt to another Unit instead (damage.c) */
    if (script_damage_prevented(g, cid, source, amount, battle))
        return; /* "can't receive damage" */
    amount -= damage_reduction(g, cid, source, amount, battle); /* "reduce it by N" (5-21) */
    put_damage(g, cid, amount, battle, source);
}

/* 8-5-3-2: two Units deal each other battle damage simultaneously.  Where each
 * damage goes (redirection), whether it can be received ("can't receive battle
 * damage from Units with 2 or less HP") and by how much it is reduced are read
 * in the state before either is dealt; then both are dealt. */
void act_damage_both(gcg_game *g, int a, int a_amount, int b, int b_amount)
{
    int tb = b_amount > 0 ? damage_redirect(g, b, 1) : b; /* a's damage lands on tb */
    int ta = a_amount > 0 ? damage_redirect(g, a, 1) : a;
    int to_b = b_amount > 0 && !script_damage_prevented(g, tb, a, b_amount, 1); /* 5-5-5 */
    int to_a = a_amount > 0 && !script_damage_prevented(g, ta, b, a_amount, 1);
    if (to_b)
        b_amount -= damage_reduction(g, tb, a, b_amount, 1);
    if (to_a)
        a_amount -= damage_reduction(g, ta, b, a_amount, 1);
    if (to_b)
        put_damage(g, tb, b_amount, 1, a);
    if (to_a)
        put_damage(g, ta, a_amount, 1, b);
}

void act_recover(gcg_game *g, int cid, int amount)
{
    card *c = &g->s.cards[cid];
    if (amount <= 0 || c->damage == 0) /* 5-6-3 */
        return;
    int r = amount > c->damage ? c->damage : amount; /* 5-6-2 */
    card_set_damage(&g->s, cid, c->damage - r);
    ev_emit(g, EV_RECOVER, c->owner, cid, r, 0);
}

static int on_field(int loc)
{
    return loc == GCG_LOC_BATTLE || loc == GCG_LOC_RESOURCE || loc == GCG_LOC_SHIELD ||
           loc == GCG_LOC_BASE;
}

int act_move(gcg_game *g, int cid, int loc, int where)
{
    gstate *s = &g->s;
    card *c = &s->cards[cid];
    int from = c->loc;
    int pilot = (from == GCG_LOC_BATTLE && c->pair != NONE16) ? c->pair : -1;
    if (pilot >= 0 && s->cards[pilot].pair == cid && card_is_unit_in_play(g, cid)) {
        /* 3-3-6: the paired Pilot goes where its Unit goes. */
        s->cards[pilot].pair = NONE16;
        c->pair = NONE16;
        act_move(g, pilot, loc, where);
    } else if (pilot >= 0 && s->cards[pilot].pair == cid) {
        /* A Pilot leaving on its own: its Unit is no longer paired or linked. */
        s->cards[pilot].pair = NONE16;
        s->cards[pilot].flags &= (uint8_t)~CF_LINKED;
    }
    int rc = zone_move(s, cid, loc, where);
    ev_move(g, cid, from, loc);
    if (from == GCG_LOC_BATTLE && loc != GCG_LOC_BATTLE && c->def >= g->eng->ndefs) {
        /* A card deployed as a Unit (e:deploy's as_unit) is that Unit only in the
         * battle area: wherever it goes from there it is its printed card again
         * (4-1-5; as Q163 rules for a Command paired as a Pilot).  The move's
         * event keeps the Unit it was. */
        c->def = (uint16_t)engine_def_base(g->eng, c->def);
    }
    if ((c->flags & CF_TOKEN) && !on_field(loc)) {
        /* 5-17-2-5: momentarily there (triggers see it), then out of the game. */
        zone_token_gone(s, cid);
    }
    return rc;
}

void act_destroy(gcg_game *g, int cid)
{
    card *c = &g->s.cards[cid];
    int from = c->loc;
    if (script_destroy_prevented(g, cid, script_effect_source(g), 0))
        return; /* "can't be destroyed by ... effects" */
    ev_emit(g, EV_DESTROYED, c->owner, cid, from, 0);
    act_move(g, cid, GCG_LOC_TRASH, AT_TOP); /* 5-10-2 */
}

/* The top n Shields of player p destroyed at once (13-1-7-4): each revealed and put
 * aside (resolving), its 【Burst】 waiting with this moment's triggers (10-1-6-8),
 * else put into the trash (5-10-3).  flags: the event's (EVF_*). */
static void shields_broken(gcg_game *g, int p, int n, int source, int battle, int flags)
{
    gstate *s = &g->s;
    for (int i = 0; i < n; i++) {
        int sh = zone_top(s, p, GCG_LOC_SHIELD);
        if (sh < 0)
            return;
        zone_move(s, sh, GCG_LOC_RESOLVING, AT_TOP);
        s->cards[sh].flags |= CF_REVEALED;
        ev_emit_by(g, EV_SHIELD_BROKEN, s->cards[sh].owner, sh, source, battle, source,
                   flags | (i ? EVF_AGAIN : 0));
        if (script_has_burst(g, sh)) /* 10-1-6-8: waits with this moment's triggers, first */
            trig_add(g, TR_BURST, s->cards[sh].owner, sh, 0, 0, s->cards[sh].owner, sh);
        else
            task_push(g, T_SHIELD_HIT, s->cards[sh].owner, sh, source, 0, 0);
    }
}

int act_hit_shield_area(gcg_game *g, int p, int amount, int shields, int battle, int source)
{
    gstate *s = &g->s;
    if (amount <= 0)
        return 0;
    int base = zone_top(s, p, GCG_LOC_BASE);
    if (base >= 0) { /* 3-5-3, 8-5-2-4 */
        act_damage(g, base, amount, battle, source);
        return 1;
    }
    int n = zone_n(s, p, GCG_LOC_SHIELD);
    if (n == 0)
        return 0;
    if (shields > n)
        shields = n; /* 13-1-7-3 */
    /* Destroyed simultaneously (13-1-7-4): take both now, reveal in order. */
    if (script_damage_prevented(g, zone_top(s, p, GCG_LOC_SHIELD), source, amount, battle))
        return 1; /* "your shield area cards can't receive damage" */
    shields_broken(g, p, shields, source, battle,
                   EVF_DAMAGE | (battle ? EVF_BATTLE : EVF_EFFECT));
    return 1;
}

void shields_destroy(gcg_game *g, int p, int n, int source)
{
    shields_broken(g, p, n, source, 0, EVF_EFFECT); /* (not by damage) */
}

void act_player_battle_damage(gcg_game *g, int p, int amount, int source)
{
    if (amount <= 0)
        return;
    g->s.players[p].flags |= PF_BATTLE_DAMAGE; /* 1-2-2-1 */
    g->s.players[p].hit_by = source >= 0 ? g->s.cards[source].owner : NONE8;
    ev_emit(g, EV_PLAYER_HIT, p, source, amount, 0);
}

void act_shuffle(gcg_game *g, int p)
{
    zone *z = zone_get(&g->s, p, GCG_LOC_DECK);
    rng_shuffle16(&g->s.rng, z->ids, z->n);
    for (int i = 0; i < z->n; i++) /* where a looked-at card now lies is unknown */
        g->s.cards[z->ids[i]].flags &= (uint8_t)~CF_LOOKED;
    ev_emit(g, EV_SHUFFLE, p, -1, 0, 0);
}

/* ------------------------------------------------------------ resources */

int res_total(const gcg_game *g, int p)
{
    return zone_n(&g->s, p, GCG_LOC_RESOURCE);
}

int res_active(const gcg_game *g, int p)
{
    const zone *z = zone_cget(&g->s, p, GCG_LOC_RESOURCE);
    return z ? z->n - z->nrested : 0; /* (zone.nrested: kept at every rest, ready, move) */
}

void res_count(const gcg_game *g, int p, int *normal, int *ex)
{
    const zone *z = zone_cget(&g->s, p, GCG_LOC_RESOURCE);
    int n = 0, e = 0;
    for (int i = 0; z && i < z->n; i++) {
        unsigned f = g->s.cards[z->ids[i]].flags;
        n += !(f & (CF_RESTED | CF_EX));
        e += (f & (CF_RESTED | CF_EX)) == CF_EX;
    }
    *normal = n;
    *ex = e;
}

int res_ex_spent(const gcg_game *g, int p, int cost, int ex)
{
    const zone *z = zone_cget(&g->s, p, GCG_LOC_RESOURCE);
    if (!z || !z->nex)
        return 0; /* (no EX Resource at all: most players, most of the time) */
    int normal, active_ex;
    res_count(g, p, &normal, &active_ex);
    int need = cost - normal; /* what normal Resources can't pay: the default way */
    if (ex < need)
        ex = need;
    if (ex > cost)
        ex = cost;
    return ex < 0 ? 0 : ex > active_ex ? active_ex : ex;
}

/* rest_some's common case: up to n of the normal Resources of zone z rested,
 * the first active ones from the bottom (as rest_some), where nothing hears it
 * (no narration, no card listening for EV_RESTED): each card's flag set, the
 * zone's count of rested cards (zone.nrested) kept once for them all, and the
 * facets noted once (as card_rest_flag and plain_facets would, card by card).
 * How many were rested. */
static int rest_normal_unheard(gcg_game *g, zone *z, int n)
{
    gstate *s = &g->s;
    int done = 0;
    facets rested = 0;
    for (int i = 0; i < z->n && done < n; i++) {
        card *c = &s->cards[z->ids[i]];
        if (c->flags & (CF_RESTED | CF_EX))
            continue;
        c->flags |= CF_RESTED;
        rested |= F_RESTED | F_RESTED_OF(c->owner);
        done++;
    }
    z->nrested = (uint8_t)(z->nrested + done);
    facets_changed(g, rested);
    return done;
}

/* Rest `n` active Resources of p, EX ones (pass 1) or normal ones (pass 0).  When
 * nobody hears of a card rested (no narration, no script listening: ev_emit_by
 * tells the caches and goes no further), normal ones are rested at once
 * (rest_normal_unheard). */
static int rest_some(gcg_game *g, int p, int n, int ex)
{
    gstate *s = &g->s;
    zone *z = zone_get(s, p, GCG_LOC_RESOURCE);
    int done = 0, unheard = !ex && !g->narrate &&
                            !((g->listen.events | g->listen.history) & event_bit(EV_RESTED));
    if (unheard)
        return rest_normal_unheard(g, z, n);
    for (int i = 0; i < z->n && done < n; i++) {
        int cid = z->ids[i];
        card *c = &s->cards[cid];
        if ((c->flags & CF_RESTED) || ((c->flags & CF_EX) != 0) != ex)
            continue;
        act_rest(g, cid);
        done++;
        if (ex) {
            ev_emit(g, EV_EX_SPENT, p, cid, 0, 0);
            zone_token_gone(s, cid); /* 5-17-3-2-3: out of the game */
            i--; /* the zone shrank */
        }
    }
    return done;
}

int res_pay(gcg_game *g, int p, int cost, int ex)
{
    if (cost <= 0)
        return 0;
    if (ex <= 0) { /* the default way: normal Resources first, EX ones for the rest */
        int rest = cost - rest_some(g, p, cost, 0);
        return rest > 0 ? rest_some(g, p, rest, 1) : 0;
    }
    int spent = res_ex_spent(g, p, cost, ex); /* the player's choice (OPT_EX) */
    rest_some(g, p, cost - spent, 0);
    rest_some(g, p, spent, 1);
    return spent;
}
