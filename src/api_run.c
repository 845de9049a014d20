/*
 * api_run.c -- the script API's running of a Command's effect from within
 * another effect: "Activate this card's 【Main】" (a 【Burst】: e:run_main()),
 * "Activate this card's 【Action】" (e:run_action()), and the same for another card
 * ("Activate 【Main】 on the card paired with this Unit": e:run_main(card);
 * "you may activate its 【Main】", a discarded card).
 *
 * The other card's function runs in this effect, as that card's effect: e.card is
 * that card while it runs; the controller stays the same.  Activating a Command's
 * 【Main】/【Action】 is told as a "command_activated" event.
 */
#include <lauxlib.h>
#include <string.h>
#include "api.h"
#include "mode.h"
#include "narrate.h"

/* The effect of card def for the timing (【Main】, or 【Action】 -- a 【Main】/【Action】
 * one counts for both), or 0. */
static int command_effect(gcg_game *g, int def, int action)
{
    const script_info *info = script_info_of(g->eng, def);
    for (int i = 1; info->has && i <= info->neff; i++) {
        const effmeta *m = &info->eff[i - 1];
        if ((!action && m->kind == EK_MAIN) ||
            (action && (m->kind == EK_ACTION || (m->kind == EK_MAIN && (m->flags & EM_ALSO_ACTION)))))
            return i;
    }
    return 0;
}

/* Call the function the loader made for what a step's target gets (sm: the effect's, or
 * its second step's), with the chosen targets tg. */
static void call_it(lua_State *L, const effmeta *sm, const api_targets *tg)
{
    lua_rawgeti(L, LUA_REGISTRYINDEX, sm->fn[EF_RUN]);
    lua_pushvalue(L, 1);
    lua_call(L, 1 + api_push_targets(L, sm, tg), 0);
}

/* An effect of two declared steps (decl_step), its targets a chosen, run in this call as
 * script_run.c's two_steps runs it, each action by the loader's function for it (which
 * asks as a script would). */
static void steps_in_call(lua_State *L, gcg_game *g, const effmeta *m, const api_targets *a)
{
    struct script_vm *vm = api_vm(L);
    const decl_step *st = m->step2;
    api_targets b;
    int n1 = 0;
    for (int i = 0; i < m->ntargets; i++)
        n1 += a->n[i];
    b.n[0] = 0;
    if (st->also) { /* "choose 1 to 2 ... instead": both chosen, then the action */
        if (vm->mode == CM_RUN && api_step_holds(g, vm->controller, st) &&
            api_step_target(g, &st->m, a->h, n1, &b) < 0)
            api_need_decision(L);
        call_it(L, m, a);
        if (b.n[0] > 0)
            call_it(L, &st->m, &b);
        return;
    }
    call_it(L, m, a);
    if (g->s.over || !mode_alive(&g->s, vm->controller))
        vm_stop(L, SCRIPT_LEFT); /* 12-2-5, 1-2-4 */
    if ((st->if_you_do && !api_targets_done(m, a)) || !api_step_holds(g, vm->controller, st))
        return;
    int r = api_step_target(g, &st->m, NULL, 0, &b);
    if (r < 0)
        api_need_decision(L);
    if (r > 0)
        call_it(L, &st->m, &b);
}

/* Run effect idx of card cid in this call (its declared target first). */
static void run_other(lua_State *L, gcg_game *g, int cid, int idx)
{
    struct script_vm *vm = api_vm(L);
    int def = g->s.cards[cid].def;
    const effmeta *m = &script_info_of(g->eng, def)->eff[idx - 1];
    int saved[4] = {vm->source, vm->def, vm->effect, vm->holder};
    vm->source = cid, vm->def = def, vm->effect = idx, vm->holder = -1;
    /* its "If ..." (a count or words): when it does not hold, it is activated and
     * does nothing (10-1-8-1-1) */
    int holds = !(m->flags & EM_CONDITION) || api_decl_holds(g, vm->controller, m->cond, m->count);
    if (holds && m->act_then) { /* "X. Then, ...": its declared action first */
        if (vm->mode == CM_DRY)
            vm_stop(L, SCRIPT_DRY_OK); /* (an action: it does something) */
        vm->acted = 1;
        api_declared_action(g, vm->controller, m);
        vm->reads |= F_PLAYERS;
        if (g->s.over || !mode_alive(&g->s, vm->controller))
            vm_stop(L, SCRIPT_LEFT); /* 12-2-5, 1-2-4 */
        holds = !(m->then_count || m->then_cond) ||
                api_decl_holds(g, vm->controller, m->then_cond, m->then_count);
    }
    api_targets target;
    int r = !holds ? 1 : m->target ? api_effect_target(g, m, vm->mode != CM_RUN, &target) : 1;
    if (r < 0)
        api_need_decision(L);
    if (r == 0 && vm->mode == CM_DRY)
        vm_stop(L, SCRIPT_DRY_NO); /* 10-1-8-1 */
    if (r > 0) {
        if (vm->mode == CM_RUN && facts_of(g, cid)->type == GCG_COMMAND) {
            vm->acted = 1; /* (an event: the game has changed) */
            ev_emit(g, EV_COMMAND, vm->controller, cid, 0, 0);
        }
        if (holds && m->step2) {
            steps_in_call(L, g, m, &target);
        } else if (holds) {
            lua_rawgeti(L, LUA_REGISTRYINDEX, m->fn[EF_RUN]);
            lua_pushvalue(L, 1);
            lua_call(L, 1 + (m->target ? api_push_targets(L, m, &target) : 0), 0);
        }
    }
    vm->source = saved[0], vm->def = saved[1], vm->effect = saved[2], vm->holder = saved[3];
}

int api_run_command(lua_State *L, int action)
{
    gcg_game *g = api_q(L, 0);
    api_card_only(L, action ? "run_action" : "run_main");
    struct script_vm *vm = api_vm(L);
    int cid = lua_isnoneornil(L, 2) ? vm->source : api_card_arg(L, g, 2);
    if (cid < 0)
        return 0; /* (a card that has moved: out of reach) */
    int idx = command_effect(g, g->s.cards[cid].def, action);
    if (idx > 0)
        run_other(L, g, cid, idx);
    return 0;
}

/* e:run_action([card]) -- activate that card's (this card's) 【Action】 now */
static int e_run_action(lua_State *L)
{
    return api_run_command(L, 1);
}

const luaL_Reg api_run_methods[] = {
    {"run_action", e_run_action},
    {NULL, NULL},
};
