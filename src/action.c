/*
 * action.c -- action steps (rules 9, 12-2-8) and the <Support> activation
 * (13-1-3).
 *
 * An action step gives players the right to act in turn, starting with the player
 * after the active player; activating anything clears the run of passes; when
 * every player has passed in a row, the step ends (9-5).  A player with nothing
 * they could activate passes without being asked.
 *
 * T_ACTION_STEP: a = consecutive passes, c = the player with the right to act
 * (NONE16 before the first), b = within a team, who decides (below).  T_SUPPORT: player, a = the Unit with <Support>.
 */
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

static void list_actions(gcg_game *g, int p)
{
    const gstate *s = &g->s;
    list_hand_plays(g, p, PLAY_ACTION);
    if (!script_game_has_activations(g, PLAY_ACTION))
        return; /* no card of this game has an 【Activate･Action】 effect */
    for (int loc = GCG_LOC_BATTLE; loc <= GCG_LOC_BASE; loc++) {
        const zone *z = zone_cget(s, p, loc);
        for (int i = 0; z && i < z->n; i++)
            if (s->cards[z->ids[i]].owner == p && activations_possible(g, z->ids[i], PLAY_ACTION))
                list_activations(g, p, z->ids[i], PLAY_ACTION);
    }
}

/* Does player p certainly have nothing to activate in this action step: no card
 * of the game has an 【Activate･Action】 effect, and p's hand nothing p could play
 * (hand_action_plays_possible)?  Then list_actions would list nothing, and p
 * passes without being asked (9-3-3) -- with no listing made.  96% of the
 * action steps' listings found nothing (perf-legal).  Nothing is kept: it is
 * the listing's own first tests.  Checking builds list anyway and compare
 * (quiet_pass). */
static int nothing_to_activate(gcg_game *g, int p)
{
    return !script_game_has_activations(g, PLAY_ACTION) && !hand_action_plays_possible(g, p);
}

/* p passes, having nothing to activate (9-3-3), without a listing.  The
 * decision is opened as the listing would have opened it, so the state is the
 * same to the byte: snapshots and hashes take the pending decision's fields
 * (player, prompt ...) even when none is pending.  (No option is written: the
 * listing would have written none either.)  Checking builds list anyway and
 * stop the game if the listing finds anything. */
static void pass_quietly(gcg_game *g, int p)
{
    gstate *s = &g->s;
    dec_begin(g, GCG_DEC_ACTION, p, 1, 1, PR_ACTION_STEP, 0, 0);
    if (g->eng->check_invariants) {
        list_actions(g, p);
        if (dec_count(g) != 0)
            game_cache_fault(g, "an action step's \"nothing to activate\" (action.c)", -1);
        s->pend.nopts = 0;
    }
    s->pend.kind = GCG_DEC_NONE;
    ev_emit(g, EV_PASS, p, -1, 0, 0);
}

static rstat quiet_pass(gcg_game *g, task *t, int p)
{
    pass_quietly(g, p);
    t->a++;
    t->b = 0;
    t->c = (uint16_t)mode_next_player(&g->s, p);
    return R_AGAIN;
}

/* Would the task loop do nothing before the action step's next turn (run_steps'
 * test: no trigger waiting, rules management quiet, no answer waiting)? */
static int loop_idle(const gcg_game *g)
{
    const gstate *s = &g->s;
    return !s->over && s->ntrigs <= s->trig_claimed && !s->has_answer && rules_quiet(g);
}

void action_step_begin(gcg_game *g)
{
    gstate *s = &g->s;
    int a = 0, p = 0;
    if (!s->rules.team_turns && loop_idle(g)) {
        int n = mode_participants(s);
        /* (a pass nobody hears changes nothing the loop looks at: ev_emit_by) */
        int heard = g->narrate || ((g->listen.events | g->listen.history) & event_bit(EV_PASS));
        p = mode_next_player(s, s->active); /* 9-2, 12-2-8 */
        while (a < n && mode_alive(s, p) && nothing_to_activate(g, p)) {
            pass_quietly(g, p);
            a++;
            p = mode_next_player(s, p);
            if (heard && !loop_idle(g))
                break;
        }
        if (a >= n)
            return; /* every player passed in a row: the step is over (9-5) */
    }
    task *t = task_push(g, T_ACTION_STEP, s->active, 0, 0, 0, 0);
    if (t && a > 0) { /* as action_step would have it after those passes */
        t->step = 1;
        t->a = (uint16_t)a;
        t->c = (uint16_t)p;
    }
}

/* With team turns (12-3-1) the team with the right to act decides through its
 * leader, who may hand the decision to a teammate with something to activate
 * (each activates their own cards, 12-3-3); the teammate activates or hands
 * back, once; the leader passes for the team (12-3-4).  The one deciding is
 * t->b & 0xFF (+1; 0: the leader t->c), and bit 8 + q marks teammate q as
 * having handed back. */
static void list_team_handoffs(gcg_game *g, task *t, int lead)
{
    const gstate *s = &g->s;
    for (int k = 1; k < s->nplayers; k++) {
        int q = (lead + k) % s->nplayers;
        if (mode_same_team(s, lead, q) && mode_alive(s, q) && !(t->b & (0x100u << q)) &&
            turn_actions_possible(g, q, list_actions))
            dec_add(g, O_HANDOFF, q, NONE16, NONE16, 0);
    }
}

static rstat action_step(gcg_game *g, task *t)
{
    gstate *s = &g->s;
    if (t->c == NONE16 || t->step == 0) {
        t->step = 1;
        t->a = 0;
        t->b = 0;
        t->c = (uint16_t)mode_next_player(s, s->active); /* 9-2, 12-2-8 */
    }
    const option *o = dec_take1(g);
    if (o && o->verb == O_HANDOFF) { /* within the team: the right stays with it */
        int from = (t->b & 0xFF) ? (t->b & 0xFF) - 1 : -1;
        t->b = (uint16_t)((t->b & 0xFF00) | (o->p == t->c ? 0 : o->p + 1));
        if (from >= 0)
            t->b |= (uint16_t)(0x100u << from);
        return R_AGAIN;
    }
    if (o) {
        int p = t->c;
        t->c = (uint16_t)mode_next_player(s, p);
        t->b = 0;
        if (o->verb == O_PASS) {
            t->a++;
            ev_emit(g, EV_PASS, p, -1, 0, 0);
        } else {
            t->a = 0; /* 9-4-1 */
            start_play(g, o->p, o); /* for the card's owner */
        }
        return R_AGAIN;
    }
    if (t->a >= mode_participants(s))
        return R_DONE; /* 9-5, 12-2-8 */
    int p = t->c;
    if (!mode_alive(s, p)) {
        t->c = (uint16_t)mode_next_player(s, p);
        return R_AGAIN;
    }
    if (!t->b && !s->rules.team_turns && nothing_to_activate(g, p))
        return quiet_pass(g, t, p);
    int who = (t->b & 0xFF) ? (t->b & 0xFF) - 1 : p;
    if (who != p && !mode_alive(s, who)) /* (a teammate who has left) */
        who = p, t->b &= 0xFF00;
    dec_begin(g, GCG_DEC_ACTION, who, 1, 1, PR_ACTION_STEP, 0, 0);
    list_actions(g, who);
    if (who != p) { /* a teammate: activate, or hand back */
        dec_add(g, O_HANDOFF, p, NONE16, NONE16, 0);
        return R_WAIT;
    }
    if (s->rules.team_turns)
        list_team_handoffs(g, t, p);
    if (dec_count(g) == 0) { /* nothing to activate: the player passes (9-3-3) */
        s->pend.kind = GCG_DEC_NONE;
        t->a++;
        t->b = 0;
        ev_emit(g, EV_PASS, p, -1, 0, 0);
        t->c = (uint16_t)mode_next_player(s, p);
        return R_AGAIN;
    }
    dec_add(g, O_PASS, p, NONE16, NONE16, 0);
    list_pay_choices(g); /* (last: 7-5-2-2-3) */
    return R_WAIT;
}

/* T_ACTION_STEP: one player after another (run_steps: those with nothing to
 * activate pass without a round of the task loop). */
rstat h_action_step(gcg_game *g, task *t)
{
    return run_steps(g, t, action_step);
}

/* 13-1-3-1: "【Activate･Main】Rest this Unit: choose one other friendly Unit.  It
 * gets AP+(amount) during this turn." */
rstat h_support(gcg_game *g, task *t)
{
    gstate *s = &g->s;
    int u = t->a, p = t->player;
    const option *o = dec_take1(g);
    if (o) {
        mod_add(g, M_AP, U_TURN, o->a, t->b, u);
        return R_DONE;
    }
    if (t->step == 0) {
        t->b = (uint16_t)card_kw_amount(g, u, GCG_KW_SUPPORT);
        act_rest(g, u); /* the cost */
        t->step = 1;
    }
    dec_begin(g, GCG_DEC_CHOOSE, p, 1, 1, PR_SUPPORT, t->b, 0);
    for (int q = 0; q < s->nplayers; q++) {
        if (mode_enemy(s, p, q) || !mode_alive(s, q))
            continue;
        const zone *z = zone_cget(s, q, GCG_LOC_BATTLE);
        for (int i = 0; z && i < z->n; i++)
            if (z->ids[i] != u && s->cards[z->ids[i]].owner == q)
                dec_add(g, O_CARD, p, z->ids[i], NONE16, 0);
    }
    if (dec_count(g) == 0) {
        s->pend.kind = GCG_DEC_NONE;
        return R_DONE;
    }
    return R_WAIT;
}
