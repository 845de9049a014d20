/*
 * api_damage.c -- the script API's damage besides e:damage: reduced for a while
 * ("reduce the next damage it receives by 2": e:reduce_next_damage), battle damage
 * dealt to another Unit instead (e:redirect_damage), and damage or destruction
 * of a player's shield area (e:damage_shield_area: "deal 5 damage to the first card
 * in your opponent's shield area"; e:destroy_shield_area: "destroy the first 2
 * cards in that player's shield area").
 *
 * The first two are modifiers of the state (M_REDUCE_NEXT, M_REDIRECT) that
 * act_damage reads (damage.c); the others act at once, as <Breach> does.
 */
#include <lauxlib.h>
#include "api.h"
#include "narrate.h"
#include "rules.h"
#include "run.h"
#include "script.h"
#include "stats.h"
#include "trigger.h"
#include "zone.h"

/* e:reduce_next_damage(card, n [, until]) -- "reduce the next damage it receives by n" */
static int e_reduce_next_damage(lua_State *L)
{
    gcg_game *g = api_act(L);
    int cid = api_card_arg(L, g, 2);
    lua_Integer n = luaL_checkinteger(L, 3);
    luaL_argcheck(L, n >= 1 && n <= 99, 3, "an amount of damage from 1 to 99");
    int until = api_until_arg(L, 4);
    if (cid >= 0 && api_in_play(g, cid))
        mod_add(g, M_REDUCE_NEXT, until, cid, (int)n, api_vm(L)->source);
    return api_done(L, g, 0);
}

/* e:redirect_damage(from, to [, until]) -- "battle damage `from` would receive is dealt
 * to `to` instead" (10-1-9), while both stay in play. */
static int e_redirect_damage(lua_State *L)
{
    gcg_game *g = api_act(L);
    int from = api_card_arg(L, g, 2);
    int to = api_card_arg(L, g, 3);
    int until = api_until_arg(L, 4);
    if (from < 0 || to < 0 || from == to || !card_is_unit_in_play(g, from) ||
        !card_is_unit_in_play(g, to))
        return api_done(L, g, 0);
    mod_add(g, M_REDIRECT, until, from, to, api_vm(L)->source);
    g->s.mods[g->s.nmods - 1].unused = g->s.cards[to].serial; /* (the card it names) */
    return api_done(L, g, 0);
}

/* e:damage_shield_area(player, n) -- n damage to the first card of that player's
 * shield area: the Base if there is one, else the top Shield (13-1-2-2, Q53) */
static int e_damage_shield_area(lua_State *L)
{
    gcg_game *g = api_act(L);
    int p = api_player_arg(L, g, 2, -1);
    luaL_argcheck(L, p >= 0, 2, "a player");
    lua_Integer n = luaL_checkinteger(L, 3);
    luaL_argcheck(L, n >= 0 && n <= 99, 3, "an amount of damage from 0 to 99");
    act_hit_shield_area(g, p, (int)n, 1, 0, api_vm(L)->source);
    return api_done(L, g, 0);
}

/* e:destroy_shield_area(player, n) -- destroy the first n cards of that player's
 * shield area: its Base first, then Shields from the top (a Shield destroyed is
 * revealed and may 【Burst】, 5-10-3) */
static int e_destroy_shield_area(lua_State *L)
{
    gcg_game *g = api_act(L);
    int p = api_player_arg(L, g, 2, -1);
    luaL_argcheck(L, p >= 0, 2, "a player");
    lua_Integer n = luaL_checkinteger(L, 3);
    luaL_argcheck(L, n >= 0 && n <= 10, 3, "a number of cards from 0 to 10");
    int src = api_vm(L)->source;
    int base = zone_top(&g->s, p, GCG_LOC_BASE);
    if (n > 0 && base >= 0) {
        act_destroy(g, base);
        n--;
    }
    if (n > 0)
        shields_destroy(g, p, (int)n, src);
    return api_done(L, g, 0);
}

const luaL_Reg api_damage_methods[] = {
    {"reduce_next_damage", e_reduce_next_damage}, {"redirect_damage", e_redirect_damage},
    {"damage_shield_area", e_damage_shield_area}, {"destroy_shield_area", e_destroy_shield_area},
    {NULL, NULL},
};
