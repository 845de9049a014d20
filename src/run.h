/*
 * run.h -- the resumable task stack that drives a game.
 *
 * The rules are written as tasks (a turn, a battle, an action step, playing a
 * card, resolving triggers ...).  Each task is a small record in the state with a
 * step counter; its handler does the next piece of work and says whether it is
 * done, wants to be called again, or waits for a decision.  Because tasks are
 * plain data, a game can stop at any decision and be copied, hashed or resumed.
 */
#ifndef GCG_RUN_H
#define GCG_RUN_H

#include "game.h"
#include "rules.h" /* rules_quiet */

typedef enum rstat {
    R_DONE,  /* pop this task */
    R_AGAIN, /* call the top task again (it may have pushed a child) */
    R_WAIT,  /* a decision is pending */
    R_PAUSE  /* a test's stop: the game pauses, the task is called again once it is
              * resumed (run_stop_here) */
} rstat;

typedef rstat (*task_fn)(gcg_game *g, task *t);

task *task_push(gcg_game *g, int kind, int player, int a, int b, int c, int d);

/* Handlers, one per task kind (see the modules named). */
rstat h_setup(gcg_game *g, task *t);      /* setup.c */
rstat h_turn(gcg_game *g, task *t);       /* turn.c */
rstat h_main(gcg_game *g, task *t);       /* turn.c */
rstat h_hand_step(gcg_game *g, task *t);  /* turn.c */
rstat h_play(gcg_game *g, task *t);       /* play.c */
rstat h_excess(gcg_game *g, task *t);     /* play.c */
rstat h_battle(gcg_game *g, task *t);     /* battle.c */
rstat h_shield_hit(gcg_game *g, task *t); /* battle.c */
rstat h_action_step(gcg_game *g, task *t);/* action.c */
rstat h_support(gcg_game *g, task *t);    /* action.c */
/* Begin an action step of the active player's (9; 7-6-3, 8-4): in place of
 * pushing its task (T_ACTION_STEP).  While the players whose turn it is have
 * nothing to activate and the task loop would do nothing between their turns,
 * they pass here, one after another (9-3-3), as the task would have made them;
 * the task is pushed, where those passes left it, only for the first player who
 * may have something to do, or when the loop has work between turns. */
void action_step_begin(gcg_game *g);
rstat h_triggers(gcg_game *g, task *t);   /* trigger.c */
rstat h_effect(gcg_game *g, task *t);     /* trigger.c */

/* A step or phase begins (the caller has set it): should the game pause here
 * first, for a stop a test set (gcg_game_set_stops)?  Then the caller returns
 * R_PAUSE having done nothing of the step, and is called again once the game is
 * resumed -- when this says no.  (Not a rule: games without stops never pause.) */
static inline int run_stop_here(gcg_game *g, unsigned bit)
{
    if (!(g->stop.mask & bit))
        return 0;
    if (g->stop.resumed == bit) {
        g->stop.resumed = 0;
        return 0;
    }
    g->stop.asked = bit;
    return 1;
}

/* Run task t's steps (`step`, a handler written one step a call) one after
 * another: each returns to the task loop -- or goes straight on to the next
 * when the loop would do nothing before calling it again (the game goes on, it
 * pushed no task, no trigger waits, rules management has nothing to look at;
 * and not in checking builds, which check the invariants after every step). */
static inline rstat run_steps(gcg_game *g, task *t, task_fn step)
{
    const gstate *s = &g->s;
    for (;;) {
        int ntasks = s->ntasks;
        rstat r = step(g, t);
        if (r != R_AGAIN || s->ntasks != ntasks || s->over || s->ntrigs > s->trig_claimed ||
            s->has_answer || !rules_quiet(g) || g->eng->check_invariants)
            return r;
    }
}

/* End the game with an engine error (a broken invariant, a loop that never
 * ends ...): the reason goes into the game's reports (gcg_script_error) and
 * the game is over with GCG_END_ERROR; never silent. */
void run_fail(gcg_game *g, const char *why);
/* The same, when the reason was reported already. */
void run_fail_quietly(gcg_game *g);

#endif
