/*
 * play.c -- playing a card from the hand (7-5-2-2): reveal, check Lv, rest
 * Resources for the cost, then deploy a Unit (3-2) or Base (3-5), pair a Pilot
 * (3-3) or a 【Pilot】 Command (3-4-6), or activate a Command (3-4); with the
 * battle-area and base-section limits (11-4, 11-5).
 *
 * T_PLAY: player, a = card, b = Unit to pair with (or NONE16), c = 1 to pair a
 * Command as a Pilot.  T_EXCESS: player, a = location at its limit.
 */
#include "carddb.h"
#include "decide.h"
#include "mode.h"
#include "narrate.h"
#include "play.h"
#include "rules.h"
#include "run.h"
#include "script.h"
#include "stats.h"
#include "zone.h"

/* Can `active` Resources pay for hand card cid, whose own constants change its
 * cost (10-1-2)?  Their conditions (Lua, often) are asked only when the answer
 * turns on them: not when the card is affordable at its dearest, nor when it is
 * not at its cheapest.  (Checking builds ask them always, and check the range.) */
static int can_afford_constant_cost(gcg_game *g, int cid, int active)
{
    int lo, hi;
    int known = script_hand_cost_range(g, cid, &lo, &hi);
    if (known && !g->eng->check_invariants && (active >= hi || active < lo))
        return active >= hi;
    int cost = card_cost(g, cid);
    if (known && (cost < lo || cost > hi))
        game_cache_fault(g, "a hand card's cost outside what its constants can make it", cid);
    return active >= cost;
}

/* Can a player with `level` Resources, `active` of them active, pay for card
 * cid: its Lv (2-9-1) and its cost (2-10-1)? */
static int can_afford(gcg_game *g, int cid, const card_facts *d, int level, int active)
{
    int lv = d->level < 0 ? 0 : d->level;
    if ((d->script & SF_HAND_CONSTANT) && (g->listen.const_aspects & CA_LEVEL))
        lv = card_level(g, cid); /* "this card in your hand gets Lv. -1" */
    if (level < lv)
        return 0;
    if (d->script & SF_HAND_CONSTANT)
        return can_afford_constant_cost(g, cid, active);
    return active >= (d->cost < 0 ? 0 : d->cost);
}

int attack_allowed(const gcg_game *g, int u, unsigned *cants)
{
    const gstate *s = &g->s;
    const card *c = &s->cards[u];
    if (!card_is_unit_in_play(g, u) || (c->flags & CF_RESTED))
        return 0;
    *cants = card_cants(g, u);
    return attack_allowed_by(g, u, cants);
}

int attack_allowed_by(const gcg_game *g, int u, unsigned *cants)
{
    const gstate *s = &g->s;
    const card *c = &s->cards[u];
    if (*cants & CANT_ATTACK)
        return 0;
    /* 3-2-4, 3-2-6-3: not the turn it was deployed, unless it is a Link Unit. */
    if (c->fresh_turn != s->turn || (c->flags & CF_LINKED))
        return 1;
    /* "On the turn this Unit is deployed, it may choose a rested enemy Unit as its attack
     * target and attack it": Units only */
    if ((g->listen.const_aspects & CA_RULES) && (card_rules(g, u) & R_ATTACK_UNITS_FRESH)) {
        *cants |= CANT_ATTACK_PLAYER;
        return 1;
    }
    return 0;
}

/* Pair options for a Pilot (or 【Pilot】 Command) with each of p's Units that has
 * no Pilot (3-3-4; 12-3-15: only your own Units); c: an alternative play's index. */
static void list_pairs(gcg_game *g, int p, int cid, int c)
{
    const gstate *s = &g->s;
    const zone *bz = zone_cget(s, p, GCG_LOC_BATTLE);
    for (int i = 0; bz && i < bz->n; i++) {
        int u = bz->ids[i];
        if (s->cards[u].owner == p && s->cards[u].pair == NONE16 && !card_pair_forbidden(g, u) &&
            (!c || script_alt_play_pairs_with(g, p, cid, c, u)))
            dec_add(g, O_PAIR, p, cid, u, c);
    }
}

/* The card's other ways to be played, by its own text ("play this card as if it
 * has 0 Lv. and cost"): a Pilot is played by pairing it, with each Unit it could
 * pair with (3-3-4); any other card is played as it is. */
static void list_alt_plays(gcg_game *g, int p, int cid, const card_facts *d)
{
    int idx[8];
    int n = script_alt_plays(g, p, cid, idx, 8);
    for (int k = 0; k < n; k++) {
        if (d->type == GCG_PILOT)
            list_pairs(g, p, cid, idx[k]);
        else
            dec_add(g, O_PLAY, p, cid, NONE16, idx[k]);
    }
}

/* The ways to play hand card cid (facts d) at this timing. */
static void list_plays(gcg_game *g, int p, int cid, const card_facts *d, int timing, int level,
                       int active)
{
    if (timing == PLAY_MAIN && (d->kinds & (1u << EK_ALT_PLAY))) /* its other ways to be played */
        list_alt_plays(g, p, cid, d);
    if (!can_afford(g, cid, d, level, active))
        return;
    switch (d->type) {
    case GCG_UNIT:
    case GCG_BASE:
        if (timing == PLAY_MAIN)
            dec_add(g, O_PLAY, p, cid, NONE16, 0);
        break;
    case GCG_PILOT:
        if (timing == PLAY_MAIN)
            list_pairs(g, p, cid, 0);
        break;
    case GCG_COMMAND:
        /* 10-1-8-1: only if the effect's first targets can be chosen. */
        if (((timing == PLAY_MAIN && (d->timings & GCG_TIMING_MAIN)) ||
             (timing == PLAY_ACTION && (d->timings & GCG_TIMING_ACTION))) &&
            script_command_playable(g, p, cid, timing))
            dec_add(g, O_PLAY, p, cid, NONE16, 0);
        /* 3-4-6-2; not during an action step (13-2-4-2). */
        if (timing == PLAY_MAIN && (d->timings & GCG_TIMING_PILOT))
            list_pairs(g, p, cid, 0);
        break;
    default:
        break;
    }
}

/* An action step plays only 【Action】 Commands (9-3-1): does the hand hold one?
 * Walked at each action-step listing: a hand is a few cards, and a kept answer
 * (stamped by the hand's facet, checked and restamped) cost more than the walk
 * (perf-legal: -1,800 instructions a game on gd02-gd03 without it). */
static int holds_action_command(const gcg_game *g, const zone *hand)
{
    for (int i = 0; i < hand->n; i++)
        if (script_facts(g->eng, g->s.cards[hand->ids[i]].def)->script & SF_ACTION_COMMAND)
            return 1;
    return 0;
}

/* Main phase: most cards in a hand are Units and Bases played by their Lv and
 * cost alone (SF_PLAIN_PLAY): their option is listed with no branch on whether
 * they are affordable (dec_add_if). */
static void list_main_hand(gcg_game *g, int p, const zone *hand, int level, int active)
{
    for (int i = 0; i < hand->n; i++) {
        int cid = hand->ids[i];
        const card_facts *d = script_facts(g->eng, g->s.cards[cid].def);
        if (d->script & SF_PLAIN_PLAY) {
            int lv = d->level < 0 ? 0 : d->level, cost = d->cost < 0 ? 0 : d->cost;
            dec_add_if(g, (level >= lv) & (active >= cost), O_PLAY, p, cid, NONE16, 0);
        } else {
            list_plays(g, p, cid, d, PLAY_MAIN, level, active);
        }
    }
}

void list_hand_plays(gcg_game *g, int p, int timing)
{
    const zone *hand = zone_cget(&g->s, p, GCG_LOC_HAND);
    if (!hand || (timing == PLAY_ACTION && !holds_action_command(g, hand)))
        return;
    int level = res_total(g, p), active = res_active(g, p);
    if (timing == PLAY_MAIN) {
        list_main_hand(g, p, hand, level, active);
        return;
    }
    for (int i = 0; i < hand->n; i++) { /* an action step plays 【Action】 Commands only (9-3-1) */
        int cid = hand->ids[i];
        const card_facts *d = script_facts(g->eng, g->s.cards[cid].def);
        if (d->script & SF_ACTION_COMMAND)
            list_plays(g, p, cid, d, PLAY_ACTION, level, active);
    }
}

/* Would list_hand_plays(g, p, PLAY_ACTION) list nothing, as far as can be told
 * without asking anything that costs a call: 0 when the hand holds no 【Action】
 * Command (9-3-1), or only ones that cost nothing but their printed Lv and cost
 * (no constant of their own, SF_HAND_CONSTANT) and that p cannot pay (2-9-1,
 * 2-10-1: list_plays stops at can_afford then, before any legality question).
 * 1 (maybe) otherwise.  Nothing is kept: the answer is the listing's own first
 * tests, made in the same order on the same state, so it is the listing's
 * answer (checking builds list as well and compare: action.c). */
static __attribute__((noinline)) int hand_action_affordable(gcg_game *g, int p, const zone *hand)
{
    int level = res_total(g, p), active = res_active(g, p);
    for (int i = 0; i < hand->n; i++) {
        int cid = hand->ids[i];
        const card_facts *d = script_facts(g->eng, g->s.cards[cid].def);
        if (!(d->script & SF_ACTION_COMMAND))
            continue;
        if ((d->script & SF_HAND_CONSTANT) || can_afford(g, cid, d, level, active))
            return 1; /* (a constant's cost may turn on a condition: the listing asks) */
    }
    return 0;
}

/* Most hands hold no 【Action】 Command: told first with no branch and no call
 * per card (a card whose facts are not known yet goes to the walk that loads
 * them). */
int hand_action_plays_possible(gcg_game *g, int p)
{
    const zone *hand = zone_cget(&g->s, p, GCG_LOC_HAND);
    if (!hand)
        return 0;
    const card_facts *facts = g->eng->facts;
    const card *cards = g->s.cards;
    unsigned maybe = 0;
    for (int i = 0; i < hand->n; i++) {
        unsigned f = facts[cards[hand->ids[i]].def].script;
        maybe |= (f & SF_ACTION_COMMAND) | (~f & SF_KNOWN);
    }
    return maybe && hand_action_affordable(g, p, hand);
}

/* Another friendly Unit in play besides u (the target of <Support>). */
static int other_friendly_unit(const gcg_game *g, int p, int u)
{
    const gstate *s = &g->s;
    for (int q = 0; q < s->nplayers; q++) {
        if (mode_enemy(s, p, q) || !mode_alive(s, q))
            continue;
        const zone *z = zone_cget(s, q, GCG_LOC_BATTLE);
        for (int i = 0; z && i < z->n; i++)
            if (z->ids[i] != u && s->cards[z->ids[i]].owner == q)
                return 1;
    }
    return 0;
}

void list_activations(gcg_game *g, int p, int cid, int timing)
{
    const gstate *s = &g->s;
    /* 13-1-3-1 <Support>: 【Activate･Main】 Rest this Unit: another friendly Unit
     * gets AP+N during this turn.  Needs a Unit to choose (10-2-2). */
    if (timing == PLAY_MAIN && card_is_unit_in_play(g, cid) &&
        !(s->cards[cid].flags & CF_RESTED) && card_kw_possible(g, cid, GCG_KW_SUPPORT) &&
        card_kw_amount(g, cid, GCG_KW_SUPPORT) > 0 &&
        other_friendly_unit(g, p, cid))
        dec_add(g, O_ACTIVATE, p, cid, NONE16, 0);
    script_list_activations(g, p, cid, timing); /* 【Activate･Main】, 【Activate･Action】 */
}

/* ------------------------------------------------------------ paying */

/* What an option costs its player in Resources (0: none, or not a play). */
static int option_cost(gcg_game *g, const option *o)
{
    int idx = OPT_IDX(o->c), level, cost;
    switch (o->verb) {
    case O_PLAY:
    case O_PAIR:
        if (!idx) {
            const card_facts *d = facts_of(g, o->a);
            if (d->script & SF_PLAIN_PLAY) /* (most: the printed cost, as listed) */
                return d->cost < 0 ? 0 : d->cost;
            return card_cost(g, o->a);
        }
        script_alt_play_price(g, o->a, idx, &level, &cost);
        return cost;
    case O_ACTIVATE:
        return idx ? script_activation_cost(g, o->a, idx) : 0; /* (<Support>: no cost) */
    default:
        return 0;
    }
}

/* Has p an active EX Resource?  (EX Resources are mostly placed first, at the
 * bottom of the area: the search mostly ends at once when there is one.) */
static int has_active_ex(const gcg_game *g, int p)
{
    const zone *z = zone_cget(&g->s, p, GCG_LOC_RESOURCE);
    if (!z || !z->nex)
        return 0; /* (most players, most of the time) */
    for (int i = 0; i < z->n; i++)
        if ((g->s.cards[z->ids[i]].flags & (CF_RESTED | CF_EX)) == CF_EX)
            return 1;
    return 0;
}

/* 7-5-2-2-3: the player chooses which Resources pay.  Normal Resources are all
 * alike, and so are EX Resources; what the choice changes is how many EX
 * Resources are spent (an EX Resource spent leaves the game, freeing a place
 * under the limits of 4-4-2, and some cards ask whether one was used).  So where
 * a player with an active EX Resource could pay a cost with more of them than
 * the default way does (normal Resources first), each such way is offered
 * beside the option, as the same option with the number of EX Resources in its
 * c (OPT_EX): "play c12 ex1".  They are listed after every other option, so that
 * a decision with nothing to choose in payment is what it always was, and a bot
 * that pays the default way chooses among the options before them (bot.c). */
__attribute__((noinline)) void list_pay_choices_of(gcg_game *g)
{
    const gstate *s = &g->s;
    pending *pd = &g->s.pend;
    int any = 0; /* (options are the decider's, or a teammate's: 12-3-1) */
    for (int q = 0; q < s->nplayers && !any; q++)
        any = (q == pd->player || mode_same_team(s, q, pd->player)) && has_active_ex(g, q);
    if (!any)
        return;
    int n = pd->nopts, normal[MAXP], ex[MAXP];
    for (int p = 0; p < g->s.nplayers; p++)
        ex[p] = -1; /* (counted when first needed) */
    for (int i = 0; i < n; i++) {
        option o = pd->opts[i];
        if (o.verb != O_PLAY && o.verb != O_PAIR && o.verb != O_ACTIVATE)
            continue;
        if (ex[o.p] < 0)
            res_count(g, o.p, &normal[o.p], &ex[o.p]);
        if (ex[o.p] == 0)
            continue;
        int cost = option_cost(g, &o);
        int least = cost - normal[o.p], most = cost < ex[o.p] ? cost : ex[o.p];
        least = least < 0 ? 0 : least; /* (res_ex_spent's default way) */
        for (int k = least + 1; k <= most; k++)
            dec_add(g, o.verb, o.p, o.a, o.b, OPT_IDX(o.c) | k << 8);
    }
}

void start_play(gcg_game *g, int p, const option *o)
{
    if (o->verb == O_ACTIVATE && OPT_IDX(o->c) == 0) {
        task_push(g, T_SUPPORT, p, o->a, 0, 0, 0);
        return;
    }
    if (o->verb == O_ACTIVATE) {
        script_start_activation(g, p, o->a, OPT_IDX(o->c), OPT_EX(o->c));
        return;
    }
    int as_pilot = o->verb == O_PAIR && facts_of(g, o->a)->type == GCG_COMMAND;
    /* T_PLAY d: the card's alternative play chosen (its effect index), or 0, and
     * the EX Resources asked for (OPT_EX; once paid, those spent). */
    task_push(g, T_PLAY, p, o->a, o->verb == O_PAIR ? o->b : NONE16, as_pilot, o->c);
}

/* ------------------------------------------------------------ T_PLAY */

enum { P_PAY, P_PLACE, P_FINISH, P_CHECK };

static rstat place_check(gcg_game *g, task *t);

/* What hand card cid costs to play (2-10-1): a card played by its Lv and cost
 * alone (SF_PLAIN_PLAY: no constant of its own, no other way to be played) costs
 * what it prints, as the listing found it affordable (list_main_hand) -- with no
 * constants asked; any other, card_cost.  Checking builds ask card_cost too. */
static int play_cost(gcg_game *g, int cid)
{
    const card_facts *d = facts_of(g, cid);
    if (!(d->script & SF_PLAIN_PLAY))
        return card_cost(g, cid);
    int cost = d->cost < 0 ? 0 : d->cost;
    if (g->eng->check_invariants && card_cost(g, cid) != cost)
        game_cache_fault(g, "a plain card's cost taken as printed", cid);
    return cost;
}

static rstat pay(gcg_game *g, task *t)
{
    gstate *s = &g->s;
    int p = t->player, cid = t->a, alt = OPT_IDX(t->d);
    if (s->cards[cid].loc != GCG_LOC_HAND || s->cards[cid].owner != p)
        return R_DONE; /* no longer playable: nothing happens (1-3-2) */
    int cost = play_cost(g, cid), level;
    if (alt) /* played by its own text: another Lv and cost */
        script_alt_play_price(g, cid, alt, &level, &cost);
    /* 7-5-2-2-1: revealed first, then 7-5-2-2-3: the Resources chosen are rested. */
    ev_emit(g, EV_PLAY, p, cid, cost, res_ex_spent(g, p, cost, OPT_EX(t->d)));
    int spent = res_pay(g, p, cost, OPT_EX(t->d));
    t->d = (uint16_t)(alt | spent << 8); /* how it was paid, for the card once played */
    t->step = P_PLACE;
    if (alt) { /* what the alternative play asks for ("destroy 1 of your ...") */
        t->flags |= TF_HOLD_TRIGGERS; /* its triggers wait until the card is played */
        t->step = P_CHECK;
        task_push(g, T_EFFECT, p, cid, alt, s->cards[cid].serial, NONE16);
        return R_AGAIN;
    }
    if (t->b != NONE16)
        return R_AGAIN;
    return place_check(g, t);
}

/* Before placing: the limits of the battle area and base section (11-4, 11-5),
 * or the Command's effect; a Pilot (or a Command as one) is paired next. */
static rstat place_check(gcg_game *g, task *t)
{
    gstate *s = &g->s;
    int p = t->player, cid = t->a;
    const card_facts *d = facts_of(g, cid);
    t->step = P_PLACE;
    if (t->b != NONE16)
        return R_AGAIN;
    if (d->type == GCG_UNIT && mode_limit_cards(s, p, GCG_LOC_BATTLE, NULL) >=
                                   mode_limit(s, GCG_LOC_BATTLE))
        task_push(g, T_EXCESS, p, GCG_LOC_BATTLE, 0, 0, 0); /* 11-4-2, 12-3-14 */
    else if (d->type == GCG_BASE && mode_limit_cards(s, p, GCG_LOC_BASE, NULL) >=
                                        mode_limit(s, GCG_LOC_BASE))
        task_push(g, T_EXCESS, p, GCG_LOC_BASE, 0, 0, 0);   /* 11-5-2 */
    else if (d->type == GCG_COMMAND) {
        act_move(g, cid, GCG_LOC_RESOLVING, AT_TOP);        /* 3-4-3 */
        s->cards[cid].ex_paid = (uint8_t)OPT_EX(t->d);
        /* What the effect triggers waits until the Command is in the trash (3-4-4):
         * "pair that card from your trash" (GD04-021) finds it there. */
        t->flags |= TF_HOLD_TRIGGERS;
        task_push(g, T_EFFECT, p, cid, EFF_COMMAND, s->cards[cid].serial, NONE16);
        t->step = P_FINISH;
    }
    return R_AGAIN;
}

static void pair(gcg_game *g, int p, int pilot, int unit, int as_command, int ex_paid)
{
    gstate *s = &g->s;
    if (!card_is_unit_in_play(g, unit) || s->cards[unit].pair != NONE16) {
        act_move(g, pilot, GCG_LOC_TRASH, AT_TOP); /* the Unit is gone (1-3-2) */
        return;
    }
    zone_attach(s, pilot, unit);
    s->cards[pilot].ex_paid = (uint8_t)ex_paid;
    if (as_command)
        s->cards[pilot].flags |= CF_AS_PILOT;
    ev_emit(g, EV_PAIR, p, pilot, unit, 0);
    if (card_link_ok(g, unit, pilot)) { /* 3-2-6-2 */
        s->cards[unit].flags |= CF_LINKED;
        ev_emit(g, EV_LINK, p, unit, pilot, 0);
    }
}

static rstat play_step(gcg_game *g, task *t)
{
    gstate *s = &g->s;
    int p = t->player, cid = t->a;
    switch (t->step) {
    case P_PAY:
        return pay(g, t);
    case P_CHECK: /* (triggers stay held until the card is placed: the task ends) */
        if (s->cards[cid].loc != GCG_LOC_HAND)
            return R_DONE; /* the card left the hand while its price was paid */
        return place_check(g, t);
    case P_PLACE: {
        const card_facts *d = facts_of(g, cid);
        if (t->b != NONE16) {
            pair(g, p, cid, t->b, t->c, OPT_EX(t->d));
        } else if (d->type == GCG_UNIT || d->type == GCG_BASE) {
            int loc = d->type == GCG_UNIT ? GCG_LOC_BATTLE : GCG_LOC_BASE;
            act_move(g, cid, loc, AT_TOP); /* 5-4-2: placed active ... */
            s->cards[cid].fresh_turn = s->turn;
            s->cards[cid].ex_paid = (uint8_t)OPT_EX(t->d);
            if (card_deploys_rested(g, cid)) /* ... unless an effect says "deployed rested" */
                card_rest_flag(s, cid, 1);
            ev_emit(g, EV_DEPLOY, p, cid, GCG_LOC_HAND, 0); /* (a: deployed from) */
        }
        return R_DONE;
    }
    default:
        /* 3-4-4: the Command goes to the trash once its effect has ended. */
        if (s->cards[cid].loc == GCG_LOC_RESOLVING)
            act_move(g, cid, GCG_LOC_TRASH, AT_TOP);
        return R_DONE;
    }
}

/* T_PLAY: its steps one after another (run_steps). */
rstat h_play(gcg_game *g, task *t)
{
    return run_steps(g, t, play_step);
}

/* ------------------------------------------------------------ T_EXCESS */

rstat h_excess(gcg_game *g, task *t)
{
    gstate *s = &g->s;
    int p = t->player, loc = t->a;
    const option *o = dec_take1(g);
    if (o) {
        ev_emit(g, EV_EXCESS, s->cards[o->a].owner, o->a, loc, 0);
        act_move(g, o->a, GCG_LOC_TRASH, AT_TOP); /* not destroyed: 11-4-2-1, 11-5-2-1 */
        return R_DONE;
    }
    dec_begin(g, GCG_DEC_CHOOSE, p, 1, 1, PR_EXCESS, loc, 0);
    uint16_t there[MAX_CARDS];
    int n = mode_limit_cards(s, p, loc, there); /* 12-3-14-1: the team's */
    for (int i = 0; i < n; i++)
        dec_add(g, O_CARD, p, there[i], NONE16, 0);
    if (dec_count(g) == 1) { /* one choice: no question (the old Base) */
        int only = s->pend.opts[0].a;
        s->pend.nopts = 0;
        s->pend.kind = GCG_DEC_NONE;
        ev_emit(g, EV_EXCESS, s->cards[only].owner, only, loc, 0);
        act_move(g, only, GCG_LOC_TRASH, AT_TOP);
        return R_DONE;
    }
    return R_WAIT;
}
