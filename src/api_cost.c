/*
 * api_cost.c -- the script API's costs paid inside an effect: what a card costs
 * where it is (e:cost: "pay its cost to deploy it"), whether a player could pay
 * (e:can_pay), and paying ① (e:pay: "you may pay ①. If you do, ...").
 *
 * Paying rests that many active Resources, normal ones first (an EX Resource used
 * is removed from the game, 5-17-3-2-3), and is told as a "paid" event (for
 * "when you pay ① or more for one of your Units' effects").
 */
#include <lauxlib.h>
#include "api.h"
#include "narrate.h"
#include "rules.h"
#include "stats.h"

/* e:cost(card) -> its cost where it is now (2-10-1), with the effects that change it
 * ("this card in your trash gets cost -1") */
static int e_cost(lua_State *L)
{
    gcg_game *g = api_q(L, F_CONST | F_PLAYERS);
    int cid = api_card_arg(L, g, 2);
    if (cid < 0)
        return lua_pushnil(L), 1;
    lua_pushinteger(L, card_cost(g, cid));
    return 1;
}

/* e:can_pay(n [, player]) -> whether that player (you) has n active Resources */
static int e_can_pay(lua_State *L)
{
    gcg_game *g = api_q(L, F_LOC(GCG_LOC_RESOURCE) | F_RESTED);
    lua_Integer n = luaL_checkinteger(L, 2);
    luaL_argcheck(L, n >= 0 && n <= 99, 2, "a cost from 0 to 99");
    int p = api_player_arg(L, g, 3, api_vm(L)->controller);
    lua_pushboolean(L, res_active(g, p) >= n);
    return 1;
}

/* e:pay(n) -> true if you paid n (rested n active Resources, 10-1-7-3); false, paying
 * nothing, if you have fewer */
static int e_pay(lua_State *L)
{
    gcg_game *g = api_act(L);
    struct script_vm *vm = api_vm(L);
    lua_Integer n = luaL_checkinteger(L, 2);
    luaL_argcheck(L, n >= 0 && n <= 99, 2, "a cost from 0 to 99");
    int p = vm->controller;
    if (res_active(g, p) < n) {
        lua_pushboolean(L, 0);
        return 1;
    }
    if (n > 0) {
        res_pay(g, p, (int)n, 0); /* (the default way: normal Resources first) */
        /* for this card's effect: a Pilot's belongs to its Unit (3-3-9-2) */
        int unit = vm->source;
        const card *c = unit >= 0 ? &g->s.cards[unit] : NULL;
        if (c && !card_is_unit_in_play(g, unit) && c->loc == GCG_LOC_BATTLE && c->pair != NONE16)
            unit = c->pair;
        ev_emit(g, EV_PAID, p, unit, (int)n, 0);
    }
    lua_pushboolean(L, 1);
    return api_done(L, g, 1);
}

const luaL_Reg api_cost_methods[] = {
    {"cost", e_cost}, {"can_pay", e_can_pay}, {"pay", e_pay},
    {NULL, NULL},
};
