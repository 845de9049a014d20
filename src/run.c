/*
 * run.c -- the loop that advances a game: rules management after every piece of
 * work (11-1-2), triggered effects resolved before anything else goes on
 * (7-1-3, 10-1-6-7), then the top task's next step, until a decision is needed
 * or the game is over.
 */
#include <stdio.h>
#include <string.h>
#include "util.h"
#include "narrate.h"
#include "rules.h"
#include "run.h"
#include "script.h"
#include "trigger.h"

static const task_fn handlers[T_KIND_COUNT] = {
    [T_SETUP] = h_setup,
    [T_TURN] = h_turn,
    [T_MAIN] = h_main,
    [T_PLAY] = h_play,
    [T_BATTLE] = h_battle,
    [T_ACTION_STEP] = h_action_step,
    [T_TRIGGERS] = h_triggers,
    [T_EFFECT] = h_effect,
    [T_SHIELD_HIT] = h_shield_hit,
    [T_EXCESS] = h_excess,
    [T_HAND_STEP] = h_hand_step,
    [T_SUPPORT] = h_support,
    [T_MODE] = script_run_mode_hook,
};

task *task_push(gcg_game *g, int kind, int player, int a, int b, int c, int d)
{
    gstate *s = &g->s;
    if (s->eff_running) {
        /* Started by a running effect: it runs once the effect has finished. */
        if (s->ndeferred >= MAX_DEFERRED) {
            run_fail(g, "an effect started too many steps");
            return NULL;
        }
        task *t = &s->deferred[s->ndeferred++];
        *t = (task){(uint8_t)kind, 0, (uint8_t)player, 0, (uint16_t)a, (uint16_t)b,
                    (uint16_t)c, (uint16_t)d};
        return t;
    }
    if (s->ntasks >= MAX_TASKS) {
        run_fail(g, "effects nested too deeply (a loop of effects that trigger each other?)");
        return NULL;
    }
    task *t = &s->tasks[s->ntasks++];
    t->kind = (uint8_t)kind;
    t->step = 0;
    t->player = (uint8_t)player;
    t->flags = 0;
    t->a = (uint16_t)a;
    t->b = (uint16_t)b;
    t->c = (uint16_t)c;
    t->d = (uint16_t)d;
    return t;
}

void run_fail(gcg_game *g, const char *why)
{
    char names[600], msg[1200];
    script_loop_cards(g, -1, names, sizeof names);
    snprintf(msg, sizeof msg, "the game cannot go on: %s%s%s", why,
             names[0] ? "; the cards whose effects are in progress: " : "", names);
    game_report(g, msg);
    run_fail_quietly(g);
}

void run_fail_quietly(gcg_game *g)
{
    gstate *s = &g->s;
    s->over = 1;
    s->phase = GCG_PHASE_GAME_OVER;
    s->end_reason = GCG_END_ERROR;
    s->ntasks = 0;
    ev_emit(g, EV_GAME_DRAW, -1, -1, GCG_END_ERROR, 0);
}

/* Give waiting triggers their own batch on top of the stack (10-1-6).  (Called
 * when some are waiting unclaimed: claim_triggers.) */
static __attribute__((noinline)) void claim_waiting(gcg_game *g)
{
    gstate *s = &g->s;
    for (int i = 0; i < s->ntasks; i++)
        if (s->tasks[i].flags & TF_HOLD_TRIGGERS)
            return; /* a card is being played: its price's triggers wait for it */
    int from = s->trig_claimed;
    trig_activate(g, from); /* an effect with nothing to do is not activated (10-2-2) */
    if (s->ntrigs == from)
        return;
    s->trig_claimed = s->ntrigs;
    task_push(g, T_TRIGGERS, s->active, from, 0, 0, 0);
}

static inline void claim_triggers(gcg_game *g)
{
    if (g->s.ntrigs > g->s.trig_claimed)
        claim_waiting(g);
}

/* Test builds: the invariants after every step (invariant.c). */
static int check_step(gcg_game *g)
{
    char why[256];
    if (g->cache_fault) {
        run_fail_quietly(g); /* (game_cache_fault reported it) */
        g->s.pend.kind = GCG_DEC_NONE;
        return 1;
    }
    if (gcg_game_check(g, why, sizeof why) == 0)
        return 0;
    run_fail(g, why);
    g->s.pend.kind = GCG_DEC_NONE;
    return 1;
}

/* A step asked to pause (R_PAUSE, run_stop_here): once the work before it is
 * settled (rules management, triggered effects claimed), the game stops with no
 * decision pending until it is resumed.  Returns 0 if the game is over. */
static int pause_now(gcg_game *g)
{
    unsigned at = g->stop.asked;
    g->stop.asked = 0;
    rules_check(g);
    if (g->s.over)
        return 0;
    claim_triggers(g);
    g->stop.at = at;
    g->s.pend.kind = GCG_DEC_NONE;
    g->s.pend.nopts = 0;
    return 1;
}

void run(gcg_game *g)
{
    gstate *s = &g->s;
    for (long guard = 0;; guard++) {
        if (!s->has_answer) {
            rules_check(g);
            if (!s->over)
                claim_triggers(g);
        }
        if (s->over || guard > 5000000 || s->ntasks == 0) {
            if (!s->over)
                run_fail(g, guard > 5000000 ? "no decision after 5,000,000 steps"
                                            : "nothing left to do");
            s->pend.kind = GCG_DEC_NONE;
            s->pend.nopts = 0;
            s->has_answer = 0;
            return;
        }
        int top = s->ntasks - 1;
        task *t = &s->tasks[top];
        rstat r = handlers[t->kind](g, t);
        if (g->eng->check_invariants && check_step(g))
            return;
        if (r >= R_WAIT) {
            if (r == R_WAIT || pause_now(g))
                return;
            continue;
        }
        if (r == R_DONE && s->ntasks > top) {
            /* Remove the finished task even if it pushed a child (keep the child). */
            if (s->ntasks > top + 1)
                memmove(&s->tasks[top], &s->tasks[top + 1],
                        (size_t)(s->ntasks - top - 1) * sizeof s->tasks[0]);
            s->ntasks--;
        }
    }
}

/* ------------------------------------------------------------ stops (tests) */

void gcg_game_set_stops(gcg_game *g, unsigned mask)
{
    g->stop.mask = mask;
}

unsigned gcg_game_paused(const gcg_game *g)
{
    return g->stop.at;
}

int gcg_game_resume(gcg_game *g, gcg_err *err)
{
    if (!g)
        return err_set(err, "resume: no game");
    if (!g->stop.at)
        return err_set(err, "resume: the game is not paused");
    g->stop.resumed = g->stop.at;
    g->stop.at = 0;
    run(g);
    return 0;
}
