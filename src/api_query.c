/*
 * api_query.c -- the script API's queries: finding cards (e:units, e:cards,
 * e:deck_top) and reading them and the game (e:ap, e:hp, e:level, e:damage_of,
 * e:is_rested, e:is_linked, e:owner, e:number, e:name, e:is_token, e:location,
 * e:pilot, e:unit_of, e:has_trait, e:has_keyword, e:matches, e:my_turn, e:turn,
 * e:step, e:count, e:player_level, e:opponents, e:battle, e:ex_paid).
 *
 * A query changes nothing and notes the facets of the state it reads (facet.h),
 * so that a condition built on it is cached by what it looked at.
 */
#include <lauxlib.h>
#include <string.h>
#include "api.h"
#include "carddb.h"
#include "mode.h"
#include "rules.h"
#include "stats.h"
#include "zone.h"

/* ------------------------------------------------------------ finding cards */


int api_units(gcg_game *g, int me, const api_filter *f, lua_Integer *out, int cap)
{
    struct script_vm *vm = vm_of(g);
    const gstate *s = &g->s;
    int k = 0;
    vm->reads |= F_PLAYERS;
    for (int q = 0; q < s->nplayers && k < cap; q++) {
        if (!mode_alive(s, q) || !api_filter_side(g, me, q, f))
            continue; /* (a side the filter rules out: its Units are not looked at) */
        vm->reads |= F_UNITS(q);
        const zone *z = zone_cget(s, q, GCG_LOC_BATTLE);
        for (int i = 0; z && i < z->n && k < cap; i++) {
            int cid = z->ids[i];
            if (s->cards[cid].owner == q && api_filter_match(vm->L, g, me, cid, f))
                out[k++] = card_handle(g, cid);
        }
    }
    return k;
}

/* e:units([filter]) -> Units in play matching the filter */
static int e_units(lua_State *L)
{
    gcg_game *g = api_q(L, F_PLAYERS);
    api_filter f;
    api_filter_compile(L, 2, &f);
    lua_Integer hs[MAX_CARDS];
    api_push_handles(L, hs, api_units(g, api_vm(L)->controller, &f, hs, MAX_CARDS));
    return 1;
}

/* e:cards(where [, filter]) -> cards in a location; filter.side (default "your")
 * says whose.  A deck lists top first. */
static int e_cards(lua_State *L)
{
    gcg_game *g = api_q(L, F_PLAYERS);
    gcg_loc loc = api_where_loc(L, 2);
    lua_Integer hs[MAX_CARDS];
    api_push_handles(L, hs, api_cards_filtered(L, g, loc, 3, hs, MAX_CARDS));
    return 1;
}

/* e:deck_top(n [, player]) -> the top n cards of a deck (yours by default), top
 * first; fewer if the deck holds fewer ("look at the top 3 cards of your deck") */
static int e_deck_top(lua_State *L)
{
    gcg_game *g = api_q(L, F_PLAYERS | F_LOC(GCG_LOC_DECK));
    lua_Integer n = luaL_checkinteger(L, 2);
    luaL_argcheck(L, n >= 0, 2, "a number of cards, 0 or more");
    int p = api_player_arg(L, g, 3, api_vm(L)->controller);
    const zone *z = zone_cget(&g->s, p, GCG_LOC_DECK);
    int k = z && z->owner == p ? (n < z->n ? (int)n : z->n) : 0;
    lua_Integer hs[ZONE_CAP];
    for (int i = 0; i < k; i++)
        hs[i] = card_handle(g, z->ids[z->n - 1 - i]);
    api_push_handles(L, hs, k);
    return 1;
}

/* ------------------------------------------------------------ reading cards and the game */

#define CARD_QUERY(fname, facets, expr)                                                     \
    static int fname(lua_State *L)                                                          \
    {                                                                                       \
        gcg_game *g = api_q(L, facets);                                                         \
        int cid = api_card_arg(L, g, 2);                                                        \
        if (cid < 0)                                                                        \
            return lua_pushnil(L), 1;                                                       \
        expr;                                                                               \
        return 1;                                                                           \
    }

CARD_QUERY(e_ap, F_AP_STATS, lua_pushinteger(L, card_ap(g, cid)))
CARD_QUERY(e_hp, F_HP_STATS | F_DAMAGE, lua_pushinteger(L, api_remaining_hp(g, cid)))
CARD_QUERY(e_level, 0, lua_pushinteger(L, card_level(g, cid)))
CARD_QUERY(e_damage_of, F_DAMAGE, lua_pushinteger(L, g->s.cards[cid].damage))
CARD_QUERY(e_rested, 0, {
    api_vm(L)->reads |= F_RESTED_OF(g->s.cards[cid].owner);
    lua_pushboolean(L, (g->s.cards[cid].flags & CF_RESTED) != 0);
})
CARD_QUERY(e_linked, F_PAIR, lua_pushboolean(L, card_is_linked(g, cid)))
CARD_QUERY(e_owner, 0, lua_pushinteger(L, g->s.cards[cid].owner + 1))
CARD_QUERY(e_number, 0, lua_pushstring(L, def_of(g, cid)->number))
CARD_QUERY(e_name, 0, lua_pushstring(L, def_of(g, cid)->name))
CARD_QUERY(e_is_token, 0, lua_pushboolean(L, (g->s.cards[cid].flags & CF_TOKEN) != 0))
CARD_QUERY(e_loc, 0, lua_pushstring(L, gcg_loc_name((gcg_loc)g->s.cards[cid].loc)))
CARD_QUERY(e_pilot, F_PAIR, {
    const card *c = &g->s.cards[cid];
    api_push_card(L, g, card_is_unit_in_play(g, cid) && c->pair != NONE16 ? c->pair : -1);
})
CARD_QUERY(e_unit_of, F_PAIR, {
    const card *c = &g->s.cards[cid];
    api_push_card(L, g, !card_is_unit_in_play(g, cid) && c->loc == GCG_LOC_BATTLE &&
                            c->pair != NONE16 ? c->pair : -1);
})

/* e:ex_paid(c) -> the EX Resources spent to play card c (7-5-2-2-3), while it
 * stays where it was played ("If you use an EX Resource to play this card"); 0
 * for a card played without them, put there by an effect, or moved since. */
static int e_ex_paid(lua_State *L)
{
    gcg_game *g = api_q(L, 0);
    int cid = api_card_arg(L, g, 2);
    lua_pushinteger(L, cid < 0 ? 0 : g->s.cards[cid].ex_paid);
    return 1;
}

static int e_has_trait(lua_State *L)
{
    gcg_game *g = api_q(L, 0);
    int cid = api_card_arg(L, g, 2);
    lua_pushboolean(L, cid >= 0 && card_has_trait(g, cid, luaL_checkstring(L, 3)));
    return 1;
}

static int e_has_keyword(lua_State *L)
{
    gcg_game *g = api_q(L, F_KW_STATS);
    int cid = api_card_arg(L, g, 2);
    unsigned b = gcg_keyword_bit(luaL_checkstring(L, 3));
    luaL_argcheck(L, b != 0, 3, "unknown keyword");
    lua_pushboolean(L, cid >= 0 && card_has_keyword(g, cid, b));
    return 1;
}

static int e_matches(lua_State *L)
{
    gcg_game *g = api_q(L, 0); /* the filter's fields note their own */
    int cid = api_card_arg(L, g, 2);
    luaL_checktype(L, 3, LUA_TTABLE);
    lua_pushboolean(L, cid >= 0 && api_match(L, g, api_vm(L)->controller, cid, 3));
    return 1;
}

static int e_my_turn(lua_State *L)
{
    gcg_game *g = api_q(L, F_TURN | F_PLAYERS);
    lua_pushboolean(L, g->s.players[g->s.active].team ==
                           g->s.players[api_vm(L)->controller].team);
    return 1;
}

static int e_turn(lua_State *L)
{
    lua_pushinteger(L, api_q(L, F_TURN)->s.turn);
    return 1;
}

/* e:step() -> the current step ("attack step", "damage step", ...; "" outside a step) */
static int e_step(lua_State *L)
{
    lua_pushstring(L, gcg_step_name((gcg_step)api_q(L, F_STEP)->s.step));
    return 1;
}

/* e:count(where [, player]) -> cards in that player's location (default: you);
 * e:count(where, filter) -> how many e:cards(where, filter) would list */
static int e_count(lua_State *L)
{
    gcg_game *g = api_q(L, F_PLAYERS);
    gcg_loc loc = api_where_loc(L, 2);
    if (lua_istable(L, 3)) {
        lua_Integer hs[MAX_CARDS];
        lua_pushinteger(L, api_cards_filtered(L, g, loc, 3, hs, MAX_CARDS));
        return 1;
    }
    int p = api_player_arg(L, g, 3, api_vm(L)->controller);
    api_vm(L)->reads |= F_AT(loc, p);
    lua_pushinteger(L, zone_n(&g->s, p, loc));
    return 1;
}

/* e:player_level([player]) -> Lv of a player (2-9-4) */
static int e_player_level(lua_State *L)
{
    gcg_game *g = api_q(L, F_LOC(GCG_LOC_RESOURCE));
    lua_pushinteger(L, res_total(g, api_player_arg(L, g, 2, api_vm(L)->controller)));
    return 1;
}

static int e_opponents(lua_State *L)
{
    gcg_game *g = api_q(L, F_PLAYERS);
    int me = api_vm(L)->controller, k = 0;
    lua_newtable(L);
    for (int q = 0; q < g->s.nplayers; q++)
        if (mode_alive(&g->s, q) && mode_enemy(&g->s, me, q)) {
            lua_pushinteger(L, q + 1);
            lua_rawseti(L, -2, ++k);
        }
    return 1;
}

/* e:all_players() -> "all players": those still in the game, in the order of play
 * from the turn player (12-2-1), so that "all players each look at ..." asks them
 * in turn. */
static int e_all_players(lua_State *L)
{
    gcg_game *g = api_q(L, F_PLAYERS | F_TURN);
    int k = 0, p = g->s.active;
    lua_newtable(L);
    for (int i = 0; i < g->s.nplayers; i++, p = mode_seat_after(&g->s, p))
        if (mode_alive(&g->s, p)) {
            lua_pushinteger(L, p + 1);
            lua_rawseti(L, -2, ++k);
        }
    return 1;
}

/* e:battle() -> attacker, target (nil when the player is attacked), attacked player */
static int e_battle(lua_State *L)
{
    gcg_game *g = api_q(L, F_BATTLE | F_STEP);
    const battle *b = &g->s.battle;
    if (!b->on)
        return 0;
    api_push_card(L, g, b->attacker);
    api_push_card(L, g, b->target == NONE16 ? -1 : b->target);
    lua_pushinteger(L, b->target_player + 1);
    return 3;
}

const luaL_Reg api_query_methods[] = {
    {"units", e_units}, {"cards", e_cards}, {"deck_top", e_deck_top},
    {"ap", e_ap}, {"hp", e_hp}, {"level", e_level}, {"damage_of", e_damage_of},
    {"is_rested", e_rested}, {"is_linked", e_linked}, {"owner", e_owner},
    {"number", e_number}, {"name", e_name}, {"is_token", e_is_token}, {"location", e_loc},
    {"pilot", e_pilot}, {"unit_of", e_unit_of}, {"has_trait", e_has_trait},
    {"has_keyword", e_has_keyword}, {"matches", e_matches}, {"my_turn", e_my_turn},
    {"turn", e_turn}, {"step", e_step}, {"count", e_count}, {"player_level", e_player_level},
    {"opponents", e_opponents}, {"all_players", e_all_players}, {"battle", e_battle},
    {"ex_paid", e_ex_paid},
    {NULL, NULL},
};
