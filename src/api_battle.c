/*
 * api_battle.c -- the script API's attacks and battles: changing the attack
 * target of a battle ("Change a battling enemy Unit's attack target to it":
 * e:change_attack_target), beginning a battle that performs only the damage step
 * (5-22-4, 13-1-5-4: e:begin_battle), and keeping a card rested through its
 * controller's next start phase ("It won't be set as active during the start
 * phase of your opponent's next turn": e:keep_rested).
 */
#include <lauxlib.h>
#include "api.h"
#include "mode.h"
#include "narrate.h"
#include "rules.h"
#include "stats.h"
#include "turn.h"

/* e:change_attack_target(unit) -> true if it is now the target of the battle: an
 * enemy Unit's attack in progress (not its own) now targets this Unit (5-22-2) */
static int e_change_attack_target(lua_State *L)
{
    gcg_game *g = api_act(L);
    int cid = api_card_arg(L, g, 2);
    battle *b = &g->s.battle;
    if (cid < 0 || !b->on || !card_is_unit_in_play(g, cid) || cid == b->attacker ||
        cid == b->target || !mode_enemy(&g->s, g->s.cards[cid].owner, b->attacker_owner)) {
        lua_pushboolean(L, 0);
        return 1;
    }
    b->target = (uint16_t)cid;
    b->target_serial = g->s.cards[cid].serial;
    b->target_player = g->s.cards[cid].owner;
    ev_emit(g, EV_RETARGET, g->s.cards[cid].owner, cid, 0, 0);
    lua_pushboolean(L, 1);
    return api_done(L, g, 1);
}

/* e:begin_battle(attacker, target) -> true if begun: "Begin a battle between this Unit
 * and it and only perform the damage step" (5-22-4): after this effect, the two Units
 * deal battle damage to each other as in a damage step (<First Strike>, 13-1-5-4;
 * <Breach>), then the battle ends; no 【Attack】 (5-22-4-1), no block.  Not while a
 * battle is on. */
static int e_begin_battle(lua_State *L)
{
    gcg_game *g = api_act(L);
    int att = api_card_arg(L, g, 2), tgt = api_card_arg(L, g, 3);
    int ok = att >= 0 && tgt >= 0 && att != tgt && !g->s.battle.on &&
             card_is_unit_in_play(g, att) && card_is_unit_in_play(g, tgt) &&
             battle_begin_damage_only(g, att, tgt);
    lua_pushboolean(L, ok);
    return api_done(L, g, 1);
}

/* e:keep_rested(card) -- it won't be set as active during the start phase of its
 * controller's next turn (the active step, 7-2-3) */
static int e_keep_rested(lua_State *L)
{
    gcg_game *g = api_act(L);
    int cid = api_card_arg(L, g, 2);
    if (cid >= 0 && api_in_play(g, cid))
        mod_add(g, M_KEEP_RESTED, U_START, cid, 1, api_vm(L)->source);
    return api_done(L, g, 0);
}

const luaL_Reg api_battle_methods[] = {
    {"change_attack_target", e_change_attack_target}, {"begin_battle", e_begin_battle},
    {"keep_rested", e_keep_rested},
    {NULL, NULL},
};
