/*
 * trigger.c -- collecting and resolving triggered effects (10-1-6), and the
 * keyword effects the core owns: <Repair> (13-1-1), <Breach> (13-1-2) and
 * 【Burst】 (13-2-5).
 */
#include "trigger.h"
#include "decide.h"
#include "mode.h"
#include "narrate.h"
#include "rules.h"
#include "run.h"
#include "script.h"
#include "stats.h"
#include "zone.h"

void trig_add(gcg_game *g, int kind, int controller, int cid, int effect, int amount,
              int p, int ev_card)
{
    gstate *s = &g->s;
    if (s->ntrigs >= MAX_TRIGS) {
        run_fail(g, "too many triggered effects waiting");
        return;
    }
    trig *t = &s->trigs[s->ntrigs++];
    t->kind = (uint8_t)kind;
    t->controller = (uint8_t)controller;
    t->state = 0;
    t->p = (uint8_t)p;
    t->card = (uint16_t)cid;
    t->serial = cid >= 0 ? s->cards[cid].serial : 0;
    t->effect = (uint16_t)effect;
    t->amount = (uint16_t)amount;
    t->ev_card = (uint16_t)ev_card;
    t->holder = NONE16;
    t->ev_src = NONE16;
    t->ev_flags = 0;
    t->ev_from = 0;
    t->ev_amount = 0;
    t->ev_serial = t->ev_serial2 = 0; /* (set when it is claimed: trig_activate) */
}

/* The serials of the event's cards as the trigger is claimed (trig.ev_serial). */
static void note_serials(const gstate *s, trig *t)
{
    t->ev_serial = t->ev_card < s->ncards ? s->cards[t->ev_card].serial : 0;
    t->ev_serial2 = t->kind == TR_SCRIPT && t->amount < s->ncards ? s->cards[t->amount].serial : 0;
}

/* 13-1-1: "At the end of your turn, this Unit recovers (amount) HP" -- a Unit
 * with no damage then has nothing to recover: <Repair> does not activate (Q51). */
__attribute__((noinline)) static void collect_repair(gcg_game *g)
{
    gstate *s = &g->s;
    for (int p = 0; p < s->nplayers; p++) {
        if (s->players[p].team != s->players[s->active].team || !mode_alive(s, p))
            continue;
        const zone *z = zone_cget(s, p, GCG_LOC_BATTLE);
        for (int i = 0; z && z->ndamaged && i < z->n; i++) { /* (zone.ndamaged) */
            int cid = z->ids[i];
            if (s->cards[cid].damage == 0 || !card_kw_possible(g, cid, GCG_KW_REPAIR))
                continue;
            int amount = card_kw_amount(g, cid, GCG_KW_REPAIR);
            if (amount > 0)
                trig_add(g, TR_REPAIR, p, cid, 0, amount, p, cid);
        }
    }
}

void trig_collect(gcg_game *g, const event *ev)
{
    if (ev->kind == EV_STEP) {
        if (ev->b == GCG_STEP_END)
            collect_repair(g);
        if (!(g->listen.kinds & (1u << EK_TURN_START | 1u << EK_TURN_END)))
            return; /* no card of this game has an effect at the start or end of a turn */
    }
    /* The events that can trigger a card script's effect at all. */
    static const uint64_t triggering = 1ull << EV_DEPLOY | 1ull << EV_ATTACK |
                                       1ull << EV_DESTROYED | 1ull << EV_PAIR |
                                       1ull << EV_LINK | 1ull << EV_MODIFIED | 1ull << EV_STEP;
    if ((triggering | g->listen.events) & event_bit(ev->kind))
        script_collect(g, ev);
}

/* ------------------------------------------------------------ activation */

/* Triggers from `from` on are about to be resolved as a batch: those that would
 * have nothing to do are not activated (10-2-2, Q100) -- they are taken out, so
 * that nobody orders them (10-1-6-5) and a 【Once per Turn】 stays unused.  A
 * 【Burst】 with nothing to do is not offered: its Shield goes to the trash as a
 * Shield without one does (13-2-5). */
void trig_activate(gcg_game *g, int from)
{
    gstate *s = &g->s;
    int n = from;
    for (int i = from; i < s->ntrigs; i++) {
        trig t = s->trigs[i];
        note_serials(s, &t);
        /* (<Repair> and <Breach> are looked at when they trigger: Q51, Q54) */
        int keep = t.kind == TR_REPAIR || t.kind == TR_BREACH || script_trigger_activates(g, &t);
        if (keep)
            s->trigs[n++] = t;
        else if (t.kind == TR_BURST)
            task_push(g, T_SHIELD_HIT, t.controller, t.card, NONE16, 0, 0);
    }
    s->ntrigs = (uint16_t)n;
}

/* ------------------------------------------------------------ resolution */

/* Is trigger tr waiting for player p (only 【Burst】 effects if bursts)? */
static int waiting(const trig *tr, int p, int bursts)
{
    return tr->state == 0 && tr->controller == p && (!bursts || tr->kind == TR_BURST);
}

/* Is it waiting for p's team: p's, or a teammate's?  A team's simultaneous
 * effects are ordered together, by its leader (12-3-4: the final say). */
static int waiting_team(const gstate *s, const trig *tr, int p, int bursts)
{
    return tr->state == 0 && s->players[tr->controller].team == s->players[p].team &&
           (!bursts || tr->kind == TR_BURST);
}

/* Next player (from the active player, in turn order) with waiting triggers. */
static int next_controller(const gcg_game *g, int from, int to, int bursts)
{
    const gstate *s = &g->s;
    int p = s->active; /* 12-2-4: then the next player in the order of play */
    for (int k = 0; k < s->nplayers; k++, p = mode_seat_after(s, p))
        for (int i = from; i < to; i++)
            if (waiting(&s->trigs[i], p, bursts))
                return p;
    return -1;
}

static int same_effect(const gcg_game *g, const trig *a, const trig *b)
{
    return a->kind == b->kind && a->effect == b->effect && a->amount == b->amount &&
           g->s.cards[a->card].def == g->s.cards[b->card].def;
}

static void resolve(gcg_game *g, trig *t)
{
    gstate *s = &g->s;
    t->state = 1;
    int alive = t->card < s->ncards && s->cards[t->card].serial == t->serial;
    if (t->kind != TR_BURST) /* (a 【Burst】 resolves once its owner chooses to: battle.c) */
        ev_emit(g, EV_TRIGGER, t->controller, t->card, t->kind, t->amount);
    switch (t->kind) {
    case TR_REPAIR:
        /* Recovering HP needs the Unit still on the field (10-1-2). */
        if (alive && card_is_unit_in_play(g, t->card))
            act_recover(g, t->card, t->amount);
        break;
    case TR_BREACH:
        /* 13-1-2-1: damage to the first card of the destroyed Unit's owner's
         * shield area; nothing there, nothing happens (13-1-2-4). */
        act_hit_shield_area(g, t->p, t->amount, 1, 0, t->card);
        break;
    case TR_BURST:
        task_push(g, T_SHIELD_HIT, t->controller, t->card, NONE16, 1, 0);
        break;
    default:
        task_push(g, T_EFFECT, t->controller, t->card, t->effect, t->serial,
                  (int)(t - s->trigs));
        break;
    }
}

/* T_TRIGGERS: a = first trigger of the batch; the batch ends at trig_claimed
 * when it began, which is every trigger at or above a not claimed by a newer
 * batch pushed above this one. */
rstat h_triggers(gcg_game *g, task *t)
{
    gstate *s = &g->s;
    int from = t->a, to = s->trig_claimed;
    const option *o = dec_take1(g);
    if (o) {
        resolve(g, &s->trigs[o->c]);
        return R_AGAIN;
    }
    /* 10-1-6-8: 【Burst】 effects first; their owner orders several (13-1-7-4). */
    int bursts = 0;
    for (int i = from; i < to; i++)
        bursts |= s->trigs[i].state == 0 && s->trigs[i].kind == TR_BURST;
    int p = next_controller(g, from, to, bursts);
    int first = -1, distinct = 0;
    for (int i = from; p >= 0 && i < to; i++) {
        trig *tr = &s->trigs[i];
        if (!waiting_team(s, tr, p, bursts))
            continue;
        if (first < 0)
            first = i;
        else if (!same_effect(g, &s->trigs[first], tr))
            distinct = 1;
    }
    if (first < 0) { /* nothing left waiting: the batch is done */
        s->ntrigs = (uint16_t)from;
        s->trig_claimed = (uint16_t)from;
        return R_DONE;
    }
    if (!distinct) {
        resolve(g, &s->trigs[first]);
        return R_AGAIN;
    }
    /* 10-1-6-5: the player orders their own simultaneous effects; a team's, its
     * leader (12-3-4). */
    int decider = mode_leader(s, p);
    dec_begin(g, GCG_DEC_ORDER, decider, 1, 1, PR_ORDER, 0, 0);
    for (int i = from; i < to; i++)
        if (waiting_team(s, &s->trigs[i], p, bursts))
            dec_add(g, O_TRIGGER, decider, s->trigs[i].card, NONE16, i);
    return R_WAIT;
}

/* T_EFFECT: a card script's effect (script_run.c). */
rstat h_effect(gcg_game *g, task *t)
{
    return script_run_effect(g, t);
}

/* ------------------------------------------------------------ inspection */

int gcg_pending_triggers(const gcg_game *g, gcg_trigger_view *out, int max)
{
    const gstate *s = &g->s;
    int n = 0;
    for (int i = 0; i < s->ntrigs; i++) {
        const trig *t = &s->trigs[i];
        if (t->state != 0)
            continue;
        if (out && n < max)
            out[n] = (gcg_trigger_view){t->card, t->controller, (gcg_trigger_kind)t->kind,
                                        t->kind == TR_SCRIPT ? t->effect : 0,
                                        t->kind == TR_SCRIPT ? 0 : t->amount};
        n++;
    }
    return n;
}
