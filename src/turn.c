/*
 * turn.c -- the flow of a turn (rules 7): start phase (active step, start step),
 * draw phase, resource phase, main phase, end phase (action step, end step, hand
 * step, cleanup step), then the next player's turn.
 *
 * T_TURN: player = the turn's active player; it loops forever, turn after turn.
 * T_MAIN: the main phase's choice of action (7-5).  T_HAND_STEP: 7-6-5.
 */
#include <string.h>

#include "carddb.h"
#include "decide.h"
#include "mode.h"
#include "narrate.h"
#include "play.h"
#include "rules.h"
#include "run.h"
#include "script.h"
#include "stats.h"
#include "turn.h"
#include "zone.h"

enum {
    TS_BEGIN, TS_START, TS_ACTIVE, TS_START_STEP, TS_DRAW, TS_DRAW_CARDS, TS_RESOURCE, TS_RESOURCE_PLACE,
    TS_MAIN, TS_MAIN_ACTIONS, TS_END, TS_END_ACTION, TS_END_STEP, TS_HAND, TS_CLEANUP, TS_NEXT
};

/* Is p one of the players taking this turn (12-3-1: the active team)? */
static int on_turn(const gstate *s, int p)
{
    return mode_alive(s, p) && (p == s->active || (s->rules.team_turns &&
                                                   mode_same_team(s, p, s->active)));
}

void turn_abort(gcg_game *g)
{
    gstate *s = &g->s;
    for (int i = s->ntasks - 1; i >= 0; i--) {
        if (s->tasks[i].kind != T_TURN)
            continue;
        s->ntasks = (uint16_t)(i + 1);
        s->tasks[i].step = TS_NEXT;
        break;
    }
    s->eff_running = 0;
    s->ndeferred = 0;
    s->has_answer = 0;
    s->pend.kind = GCG_DEC_NONE;
    s->pend.nopts = 0;
    if (s->battle.on) {
        mods_expire(g, U_BATTLE);
        s->battle.on = 0;
        s->battle.attacker = s->battle.target = NONE16;
    }
    for (int i = 0; i < s->ntrigs; i++) /* what waited belonged to a turn that is over */
        s->trigs[i].state = 1;
    s->step = GCG_STEP_NONE;
}

/* A phase (`first`: its first step) or step begins.  Returns 1 if the game is to
 * pause here first (a test's stop, run_stop_here): the caller returns R_PAUSE
 * at once, having done nothing of it, and comes back. */
static int enter(gcg_game *g, int phase, int step, int first)
{
    g->s.phase = (uint8_t)phase;
    g->s.step = (uint8_t)step;
    if (g->stop.mask && run_stop_here(g, (step ? GCG_STOP_STEP(step) : 0) |
                                             (first ? GCG_STOP_PHASE(phase) : 0)))
        return 1;
    /* The step's event is told when narrating; the trigger system looks only at
     * the start and the end of a turn (turn-start and turn-end effects, 13-1-1
     * <Repair>), so a game that is not narrated records no other step. */
    if (g->narrate || step == GCG_STEP_END ||
        (step == GCG_STEP_START && (g->listen.kinds & (1u << EK_TURN_START))))
        ev_emit(g, EV_STEP, g->s.active, -1, phase, step);
    return 0;
}

/* 7-2-3: the active player's rested cards in the battle area, resource area and
 * base section become active, all at once. */
static void active_step(gcg_game *g)
{
    gstate *s = &g->s;
    static const int locs[] = {GCG_LOC_BATTLE, GCG_LOC_RESOURCE, GCG_LOC_BASE};
    int heard = g->narrate || ((g->listen.events | g->listen.history) & event_bit(EV_ACTIVE));
    for (int p = 0; p < s->nplayers; p++) {
        if (s->players[p].team != s->players[s->active].team)
            continue;
        for (int k = 0; k < 3; k++) {
            const zone *z = zone_cget(s, p, locs[k]);
            /* (the walk ends at the zone's last rested card: zone.nrested) */
            for (int i = 0, left = z ? z->nrested : 0; left && i < z->n; i++) {
                int id = z->ids[i];
                if (!(s->cards[id].flags & CF_RESTED))
                    continue; /* (an active card has nothing to do) */
                left--;
                if (s->cards[id].owner != p ||
                    !ready_in_active_step(g, id)) /* (e:keep_rested keeps some: ready.c) */
                    continue;
                if (heard)
                    act_ready(g, id);
                else
                    act_ready_unheard(g, id);
            }
        }
    }
    if (s->nmods)
        ready_active_step_done(g);
}

/* 7-4-1: one Resource from the resource deck, active (limit 4-4-2). */
static void resource_phase(gcg_game *g, int p)
{
    gstate *s = &g->s;
    int cid = zone_top(s, p, GCG_LOC_RESOURCE_DECK);
    if (cid < 0 || mode_limit_cards(s, p, GCG_LOC_RESOURCE, NULL) >=
                       mode_limit(s, GCG_LOC_RESOURCE))
        return;
    act_move(g, cid, GCG_LOC_RESOURCE, AT_TOP);
    ev_emit(g, EV_RESOURCE, p, cid, 0, 0);
}

/* The first player of the active team, counting from the active player's seat
 * and starting `from` seats on, whose hand is over the limit (7-6-5-1); the
 * number of players if none is. */
static int next_over_limit(const gstate *s, int from)
{
    for (int k = from; k < s->nplayers; k++) {
        int p = (s->active + k) % s->nplayers;
        if (s->players[p].team != s->players[s->active].team || !mode_alive(s, p))
            continue;
        if (mode_limit_cards(s, p, GCG_LOC_HAND, NULL) > mode_limit(s, GCG_LOC_HAND))
            return k;
    }
    return s->nplayers;
}

int turn_phase_step(int phase)
{
    switch (phase) {
    case GCG_PHASE_DRAW: return TS_DRAW;
    case GCG_PHASE_RESOURCE: return TS_RESOURCE;
    case GCG_PHASE_MAIN: return TS_MAIN;
    case GCG_PHASE_END: return TS_END;
    default: return TS_BEGIN;
    }
}

/* The mode's hook at the start of a phase (its MH_* bit), if it has one: run
 * for the active player (with team turns, the leader), before the phase's own
 * work (docs/modes.md). */
static void phase_hook(gcg_game *g, int bit)
{
    if (g->s.rules.hooks & bit)
        task_push(g, T_MODE, g->s.active, bit, 0, 0, NONE16);
}

static rstat turn_step(gcg_game *g, task *t)
{
    gstate *s = &g->s;
    switch (t->step) {
    case TS_BEGIN:
        /* A round begins when the turn comes round to Player One's seat again
         * (past it, once Player One has left the game). */
        if (s->round == 0 || mode_new_round(s, s->active, t->player))
            s->round++;
        s->active = t->player;
        s->turn++;
        if (s->turn > s->rules.turn_cap) {
            s->over = 1;
            s->phase = GCG_PHASE_GAME_OVER;
            s->end_reason = GCG_END_DRAW;
            ev_emit(g, EV_GAME_DRAW, -1, -1, GCG_END_DRAW, 0);
            return R_AGAIN;
        }
        s->nopt_used = 0;
        events_turn_begin(g); /* this turn's history (e:this_turn) starts afresh */
        s->effects_turn = 0;
        ev_emit(g, EV_TURN, s->active, -1, s->turn, 0);
        t->step = TS_START;
        return R_AGAIN;
    case TS_START:
        if (enter(g, GCG_PHASE_START, GCG_STEP_ACTIVE, 1))
            return R_PAUSE;
        t->step = TS_ACTIVE;
        phase_hook(g, MH_TURN_START);
        return R_AGAIN;
    case TS_ACTIVE:
        active_step(g);
        t->step = TS_START_STEP;
        return R_AGAIN;
    case TS_START_STEP:
        if (enter(g, GCG_PHASE_START, GCG_STEP_START, 0)) /* 7-2-4: "at the start of the turn" */
            return R_PAUSE;
        t->step = TS_DRAW;
        return R_AGAIN;
    case TS_DRAW:
        if (enter(g, GCG_PHASE_DRAW, GCG_STEP_NONE, 1))
            return R_PAUSE;
        t->step = TS_DRAW_CARDS;
        phase_hook(g, MH_DRAW_PHASE);
        return R_AGAIN;
    case TS_DRAW_CARDS: /* 7-3-1 (12-3-1: the whole team); an empty deck loses at rules management */
        for (int k = 0; k < s->nplayers; k++) {
            int p = (s->active + k) % s->nplayers;
            for (int i = 0; i < s->rules.draws && on_turn(s, p); i++) /* (a mode's draws) */
                if (act_draw(g, p) < 0)
                    break;
        }
        t->step = TS_RESOURCE;
        return R_AGAIN;
    case TS_RESOURCE:
        if (enter(g, GCG_PHASE_RESOURCE, GCG_STEP_NONE, 1))
            return R_PAUSE;
        t->step = TS_RESOURCE_PLACE;
        phase_hook(g, MH_RESOURCE_PHASE);
        return R_AGAIN;
    case TS_RESOURCE_PLACE:
        for (int k = 0; k < s->nplayers; k++)
            if (on_turn(s, (s->active + k) % s->nplayers))
                resource_phase(g, (s->active + k) % s->nplayers);
        t->step = TS_MAIN;
        return R_AGAIN;
    case TS_MAIN:
        if (enter(g, GCG_PHASE_MAIN, GCG_STEP_NONE, 1))
            return R_PAUSE;
        t->step = TS_MAIN_ACTIONS;
        phase_hook(g, MH_MAIN_PHASE);
        return R_AGAIN;
    case TS_MAIN_ACTIONS:
        task_push(g, T_MAIN, s->active, 0, 0, 0, 0);
        t->step = TS_END;
        return R_AGAIN;
    case TS_END:
        if (enter(g, GCG_PHASE_END, GCG_STEP_ACTION, 1)) /* 7-6-3 */
            return R_PAUSE;
        t->step = TS_END_ACTION;
        phase_hook(g, MH_END_PHASE);
        return R_AGAIN;
    case TS_END_ACTION:
        action_step_begin(g);
        t->step = TS_END_STEP;
        return R_AGAIN;
    case TS_END_STEP:
        if (enter(g, GCG_PHASE_END, GCG_STEP_END, 0)) /* 7-6-4: "at the end of the turn" */
            return R_PAUSE;
        t->step = TS_HAND;
        return R_AGAIN;
    case TS_HAND:
        if (enter(g, GCG_PHASE_END, GCG_STEP_HAND, 0)) /* 7-6-5 */
            return R_PAUSE;
        t->step = TS_CLEANUP;
        if (next_over_limit(s, 0) < s->nplayers) /* (else there is nothing to do) */
            task_push(g, T_HAND_STEP, s->active, 0, 0, 0, 0);
        return R_AGAIN;
    case TS_CLEANUP:
        if (enter(g, GCG_PHASE_END, GCG_STEP_CLEANUP, 0))
            return R_PAUSE;
        mods_expire(g, U_TURN); /* 7-6-6-1 */
        t->step = TS_NEXT;
        phase_hook(g, MH_TURN_END); /* the mode's turn_end (round limits ...) */
        return R_AGAIN;
    default: /* 7-6-7: the turn passes */
        t->player = (uint8_t)mode_next_player(s, s->active);
        t->step = TS_BEGIN;
        return R_AGAIN;
    }
}

/* T_TURN: its steps one after another (run_steps). */
rstat h_turn(gcg_game *g, task *t)
{
    return run_steps(g, t, turn_step);
}

/* ------------------------------------------------------------ main phase */

/* Could u attack enemy Unit e of player q: rested (8-2-1), or an active one an
 * effect allows? */
static int attackable_unit(gcg_game *g, int u, int q, int e, int active_ok)
{
    const card *c = &g->s.cards[e];
    return c->owner == q && ((c->flags & CF_RESTED) || (active_ok && script_may_attack_active(g, u, e)));
}

/* "Enemy Units choose this rested Unit as their attack target if possible": the
 * attacks on the Units u must choose among (lure rules: script_lures) are listed;
 * how many.  (Out of line, with its list: most games have no lure rule, and
 * list_attacks, run for every Unit at every main-phase decision, stays small.) */
static __attribute__((noinline)) int list_lured(gcg_game *g, int p, int u, int active_ok)
{
    gstate *s = &g->s;
    uint16_t lured[MAX_CARDS];
    int n = 0;
    for (int q = 0; q < s->nplayers; q++) {
        if (!mode_alive(s, q) || !mode_enemy(s, p, q))
            continue;
        const zone *z = zone_cget(s, q, GCG_LOC_BATTLE);
        for (int i = 0; z && i < z->n; i++)
            if (attackable_unit(g, u, q, z->ids[i], active_ok) && script_lures(g, z->ids[i], u))
                lured[n++] = z->ids[i];
    }
    for (int i = 0; i < n; i++)
        dec_add(g, O_ATTACK, s->cards[lured[i]].owner, u, lured[i], 0);
    return n;
}

/* The attack targets of a listing for an attacker that may attack rested Units
 * only (8-2-1; most attackers: no effect lets them attack an active one), in the
 * order list_attacks lists them: for each enemy player, the player (if the mode
 * lets them be attacked: 12-2-7, 12-3-12), then their rested Units.  The same
 * for every such attacker of a listing (a listing changes no card's place or
 * rested state), so the first attacker that may attack them all writes its block
 * of options straight into the decision, and each attacker after it copies that
 * block (the template) with itself written in, rather than the targets being
 * found again or kept in a list of their own.  The template is right for as long
 * as the listing lasts: the options before and in it are not written again, only
 * options after it added.  (n: how many; -1 not made yet; -2: each attacker's own
 * loop lists them -- the decision has no room for a whole block.  at: where the
 * template starts in pend.opts.)  Checking builds list each copied block afresh
 * beside it and compare (check_attack_block). */
typedef struct atk_targets {
    int n, at;
} atk_targets;

/* Would an attack of u on option o's target be allowed, as far as the target is
 * concerned: a Unit always (found rested), the player unless u may not attack
 * players or a modifier forbids that one. */
static inline int atk_applies(const gcg_game *g, int u, const option *o, int player_ok, int mods)
{
    return o->b != NONE16 || (player_ok && !(mods && player_forbidden(g, u, o->p)));
}

/* The first attacker u's attacks on the targets of the listing, written into
 * the decision; if u may attack them all, its block becomes the template t. */
static void atk_targets_make(gcg_game *g, int p, int u, int no_player, atk_targets *t)
{
    const gstate *s = &g->s;
    pending *pd = &g->s.pend;
    int at = pd->nopts, room = MAX_OPTS - at, n = 0;
    option *o = &pd->opts[at];
    for (int q = 0; q < s->nplayers; q++) {
        if (!mode_alive(s, q) || !mode_enemy(s, p, q))
            continue;
        const zone *z = zone_cget(s, q, GCG_LOC_BATTLE);
        if (n + 1 + (z ? z->n : 0) > room) {
            t->n = -2;
            return;
        }
        o[n] = (option){O_ATTACK, (uint8_t)q, (uint16_t)u, NONE16, 0};
        n += mode_attackable_player(s, q);
        for (int i = 0; z && i < z->n; i++) {
            const card *c = &s->cards[z->ids[i]];
            o[n] = (option){O_ATTACK, (uint8_t)q, (uint16_t)u, z->ids[i], 0};
            n += (c->owner == q) & ((c->flags & CF_RESTED) != 0);
        }
    }
    int player_ok = !no_player, mods = g->s.nmods != 0, k = n;
    if (no_player || mods) { /* (some player may be left out: closed up in place) */
        k = 0;
        for (int i = 0; i < n; i++) {
            o[k] = o[i];
            k += atk_applies(g, u, &o[k], player_ok, mods);
        }
    }
    pd->nopts = (uint16_t)(at + k);
    if (k == n) /* (else the next attacker makes it) */
        t->n = n, t->at = at;
}

/* The attacks on the targets t of an attacker u that may attack rested Units only
 * (the enemy players too unless `no_player`, or a modifier forbids one). */
static void list_attacks_on(gcg_game *g, int u, int no_player, const atk_targets *t)
{
    pending *pd = &g->s.pend;
    int player_ok = !no_player, mods = g->s.nmods != 0;
    const option *from = &pd->opts[t->at];
    if (pd->nopts + t->n > MAX_OPTS) { /* (dec_add tells it is too many) */
        for (int i = 0; i < t->n; i++)
            if (atk_applies(g, u, &from[i], player_ok, mods))
                dec_add(g, O_ATTACK, from[i].p, u, from[i].b, 0);
        return;
    }
    option *o = &pd->opts[pd->nopts]; /* (written whatever they are, counted if they apply) */
    int k = 0;
    for (int i = 0; i < t->n; i++) {
        o[k] = from[i];
        o[k].a = (uint16_t)u;
        k += atk_applies(g, u, &o[k], player_ok, mods);
    }
    pd->nopts = (uint16_t)(pd->nopts + k);
}

/* The attacks u may declare on rested Units and players, listed one by one (no
 * template: past the decision's room, or for the checking build's comparison). */
static void list_attacks_each(gcg_game *g, int p, int u, int no_player, int active_ok)
{
    gstate *s = &g->s;
    for (int q = 0; q < s->nplayers; q++) {
        if (!mode_alive(s, q) || !mode_enemy(s, p, q))
            continue;
        if (!no_player && mode_attackable_player(s, q) && /* 12-2-7, 12-3-12 */
            !(s->nmods && player_forbidden(g, u, q)))
            dec_add(g, O_ATTACK, q, u, NONE16, 0);
        const zone *z = zone_cget(s, q, GCG_LOC_BATTLE);
        for (int i = 0; z && i < z->n; i++) {
            int e = z->ids[i];
            /* 8-2-1: rested Units only, unless an effect allows an active one */
            if (attackable_unit(g, u, q, e, active_ok))
                dec_add(g, O_ATTACK, q, u, e, 0);
        }
    }
}

/* Checking builds: the block of u's attacks that ends the decision (from `at`)
 * is what listing them one by one gives. */
static __attribute__((noinline)) void check_attack_block(gcg_game *g, int p, int u, int no_player,
                                                         int at)
{
    pending *pd = &g->s.pend;
    int end = pd->nopts, n = end - at;
    if (end + n > MAX_OPTS)
        return; /* (no room to list them again) */
    list_attacks_each(g, p, u, no_player, 0);
    if (pd->nopts - end != n || memcmp(&pd->opts[at], &pd->opts[end], (size_t)n * sizeof(option)))
        game_cache_fault(g, "an attacker's options copied from the listing's template", u);
    pd->nopts = (uint16_t)end;
}

/* Checking builds: an attacker that script_attack_active_possible rules out has
 * no rule that lets it attack any active enemy Unit (the answer is narrowed to
 * the rules rules_walk could find yes in: a constant that works only through a
 * grant is not one, nor a granted rule of another kind). */
static __attribute__((noinline)) void check_no_active_attack(gcg_game *g, int p, int u)
{
    const gstate *s = &g->s;
    for (int q = 0; q < s->nplayers; q++) {
        if (!mode_alive(s, q) || !mode_enemy(s, p, q))
            continue;
        const zone *z = zone_cget(s, q, GCG_LOC_BATTLE);
        for (int i = 0; z && i < z->n; i++)
            if (s->cards[z->ids[i]].owner == q && !(s->cards[z->ids[i]].flags & CF_RESTED) &&
                script_may_attack_active(g, u, z->ids[i]))
                game_cache_fault(g, "an attacker ruled out of attacking active Units", u);
    }
}

/* What Unit u can't do (card_cants), told at once where nothing of the game can
 * give a "can't": no constant that can (CA_CANT), no "This Unit can't ..." of
 * its own (static_cant), no modifier at all.  (card_cants would find none: its
 * constants are asked for no aspect, and it walks no modifier.)  Checking builds
 * ask card_cants too. */
static unsigned listed_cants(const gcg_game *g, int u)
{
    if ((g->listen.const_aspects & CA_CANT) | g->listen.static_cant | g->s.nmods)
        return card_cants(g, u);
    if (g->eng->check_invariants && card_cants(g, u))
        game_cache_fault((gcg_game *)g, "a Unit's can'ts told none where nothing gives one", u);
    return 0;
}

/* attack_allowed (play.c) for a Unit the listing found in the battle area and
 * active (may_attack): the same answer, without asking again where it is and
 * whether it is rested. */
static int listed_attack_allowed(const gcg_game *g, int u, unsigned *cants)
{
    int t = facts_of(g, u)->type;
    if (t != GCG_UNIT && t != GCG_UNIT_TOKEN)
        return 0;
    *cants = listed_cants(g, u);
    return attack_allowed_by(g, u, cants);
}

/* 7-5-4, 8-2-1: the attacks Unit u may declare (the targets t: made at need).
 * (The listing calls it for its active Units that are not fresh: may_attack.) */
static void list_attacks(gcg_game *g, int p, int u, atk_targets *t)
{
    unsigned cants;
    if (!listed_attack_allowed(g, u, &cants))
        return;
    int no_player = (cants & CANT_ATTACK_PLAYER) != 0;
    int active_ok = script_attack_active_possible(g, u);
    if (!active_ok && g->eng->check_invariants && (g->listen.eflags & EM_ATTACK_ACTIVE))
        check_no_active_attack(g, p, u);
    if ((g->listen.eflags & EM_LURE) && list_lured(g, p, u, active_ok))
        return; /* it must choose one of them */
    if (!active_ok && t->n != -2) {
        int at = g->s.pend.nopts;
        if (t->n == -1)
            atk_targets_make(g, p, u, no_player, t);
        else
            list_attacks_on(g, u, no_player, t);
        if (g->eng->check_invariants && t->n != -2)
            check_attack_block(g, p, u, no_player, at);
        if (t->n != -2)
            return;
    }
    list_attacks_each(g, p, u, no_player, active_ok);
}

/* Could this card of the battle area declare an attack, as far as its own state
 * tells: active (8-2-1), and not deployed this turn (3-2-4) unless it is a Link
 * Unit or a rule may let it (attack_allowed asks the rest). */
static int may_attack(const gcg_game *g, const card *c)
{
    return ((c->flags & CF_RESTED) == 0) &
           ((c->fresh_turn != g->s.turn) | ((c->flags & CF_LINKED) != 0) |
            ((g->listen.const_aspects & CA_RULES) != 0));
}

/* The main-phase actions of player p (options carry p as their player).  (A
 * listing changes nothing in the state: the Units that may attack are found as
 * the activations are listed, and their attacks listed after the Bases'.) */
static void list_player_actions(gcg_game *g, int p)
{
    gstate *s = &g->s;
    list_hand_plays(g, p, PLAY_MAIN);
    const zone *bz = zone_cget(s, p, GCG_LOC_BATTLE);
    uint16_t att[ZONE_CAP]; /* the Units that may attack, listed last */
    int natt = 0, nb = bz ? bz->n : 0;
    for (int i = 0; i < nb; i++) {
        int u = bz->ids[i];
        if (s->cards[u].owner != p)
            continue;
        if (activations_possible(g, u, PLAY_MAIN))
            list_activations(g, p, u, PLAY_MAIN);
        att[natt] = (uint16_t)u;
        natt += may_attack(g, &s->cards[u]);
    }
    const zone *base = zone_cget(s, p, GCG_LOC_BASE); /* a Base's 【Activate･Main】 */
    for (int i = 0; base && i < base->n; i++)
        if (s->cards[base->ids[i]].owner == p && activations_possible(g, base->ids[i], PLAY_MAIN))
            list_activations(g, p, base->ids[i], PLAY_MAIN);
    atk_targets t = {-1, 0};
    for (int i = 0; i < natt; i++)
        list_attacks(g, p, att[i], &t);
}

/* Would player q have anything to do now, as list(g, q) lists it?  Their
 * options are listed and taken back. */
int turn_actions_possible(gcg_game *g, int q, void (*list)(gcg_game *g, int q))
{
    uint16_t n = g->s.pend.nopts;
    list(g, q);
    int any = g->s.pend.nopts > n;
    g->s.pend.nopts = n;
    return any;
}

/* 7-5-1: the active player decides.  With team turns (12-3-1) each player of the
 * team decides for their own cards (12-3-3): the leader acts first, may hand the
 * decision to a teammate who has something to do, and alone declares the end of
 * the main phase (12-3-4: the leader has the final say); a teammate acts and
 * hands back.  T_MAIN: a = who decides (+1; 0: the leader), b = the teammates
 * who handed back without acting since anyone last acted (they are not offered
 * again until then: the hand-offs end), c = whether the one deciding has acted. */
static void list_main_options(gcg_game *g, task *t)
{
    gstate *s = &g->s;
    int lead = t->player, p = t->a ? t->a - 1 : lead;
    if (p != lead && !on_turn(s, p)) /* (a teammate who has left: back to the leader) */
        t->a = 0, p = lead;
    dec_begin(g, GCG_DEC_ACTION, p, 1, 1, PR_MAIN, 0, 0);
    list_player_actions(g, p);
    if (!s->rules.team_turns) {
        dec_add(g, O_END_MAIN, p, NONE16, NONE16, 0);
        return;
    }
    if (p != lead) {
        dec_add(g, O_HANDOFF, lead, NONE16, NONE16, 0);
        return;
    }
    for (int k = 1; k < s->nplayers; k++) {
        int q = (p + k) % s->nplayers;
        if (on_turn(s, q) && !(t->b & (1u << q)) &&
            turn_actions_possible(g, q, list_player_actions))
            dec_add(g, O_HANDOFF, q, NONE16, NONE16, 0);
    }
    dec_add(g, O_END_MAIN, p, NONE16, NONE16, 0);
}

static void list_main_actions(gcg_game *g, task *t)
{
    list_main_options(g, t);
    list_pay_choices(g); /* (last: other ways to pay with EX Resources, 7-5-2-2-3) */
}

/* A hand-off in a team's decision (12-3-4): from the leader to teammate o->p,
 * or back to the leader. */
static void main_handoff(task *t, const option *o)
{
    if (t->a && !t->c) /* handed back without acting */
        t->b |= (uint16_t)(1u << (t->a - 1));
    t->a = o->p == t->player ? 0 : (uint16_t)(o->p + 1);
    t->c = 0;
}

rstat h_main(gcg_game *g, task *t)
{
    const option *o = dec_take1(g);
    if (!o) {
        list_main_actions(g, t);
        return R_WAIT;
    }
    if (o->verb == O_HANDOFF) {
        main_handoff(t, o);
        return R_AGAIN;
    }
    t->b = 0; /* something is done: every teammate may be asked again */
    t->c = 1;
    switch (o->verb) {
    case O_END_MAIN:
        return R_DONE; /* 7-5-5-2 */
    case O_ATTACK:
        task_push(g, T_BATTLE, g->s.cards[o->a].owner, o->a, o->b, o->p, 0);
        return R_AGAIN;
    default:
        start_play(g, o->p, o);
        return R_AGAIN;
    }
}

/* ------------------------------------------------------------ hand step */

rstat h_hand_step(gcg_game *g, task *t)
{
    gstate *s = &g->s;
    /* t->a counts the players of the active team already checked (7-6-5-1). */
    const option *chosen[MAX_OPTS];
    int n = dec_take(g, chosen, MAX_OPTS);
    for (int i = 0; i < n; i++) {
        int cid = chosen[i]->a;
        ev_emit(g, EV_DISCARD, s->cards[cid].owner, cid, 0, 0);
        act_move(g, cid, GCG_LOC_TRASH, AT_TOP);
    }
    t->a = (uint16_t)next_over_limit(s, t->a);
    if (t->a >= s->nplayers)
        return R_DONE;
    int p = (s->active + t->a) % s->nplayers;
    const zone *h = zone_cget(s, p, GCG_LOC_HAND);
    int excess = h->n - s->rules.hand_limit;
    dec_begin(g, GCG_DEC_CHOOSE, p, excess, excess, PR_HAND_LIMIT, s->rules.hand_limit, excess);
    for (int i = 0; i < h->n; i++)
        dec_add(g, O_CARD, p, h->ids[i], NONE16, 0);
    t->a++;
    return R_WAIT;
}
