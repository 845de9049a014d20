/*
 * api_mode.c -- the methods of `e` for game modes' hooks (scripts/modes/,
 * docs/modes.md): the players still in the game and their teams, the first
 * player, the round, the order of play (12-2-1), and a mode's own ending.
 * A card's script may call none of them (api_mode_only).
 */
#include <lauxlib.h>
#include <string.h>
#include "api.h"
#include "mode.h"
#include "narrate.h"

/* e:players() -> the players still in the game, in seat order */
static int e_players(lua_State *L)
{
    gcg_game *g = api_q(L, F_PLAYERS);
    api_mode_only(L, "players");
    int k = 0;
    lua_newtable(L);
    for (int p = 0; p < g->s.nplayers; p++)
        if (mode_alive(&g->s, p)) {
            lua_pushinteger(L, p + 1);
            lua_rawseti(L, -2, ++k);
        }
    return 1;
}

static int e_team(lua_State *L)
{
    gcg_game *g = api_q(L, F_PLAYERS);
    api_mode_only(L, "team");
    lua_pushinteger(L, g->s.players[api_player_arg(L, g, 2, api_vm(L)->controller)].team + 1);
    return 1;
}

static int e_first_player(lua_State *L)
{
    api_mode_only(L, "first_player");
    lua_pushinteger(L, api_q(L, F_PLAYERS)->s.first_player + 1);
    return 1;
}

static int e_round(lua_State *L)
{
    api_mode_only(L, "round");
    lua_pushinteger(L, api_q(L, F_TURN)->s.round);
    return 1;
}

/* e:set_direction(1 | -1): the order of play around the table (12-2-1). */
static int e_set_direction(lua_State *L)
{
    gcg_game *g = api_act(L);
    api_mode_only(L, "set_direction");
    lua_Integer d = luaL_checkinteger(L, 2);
    luaL_argcheck(L, d == 1 || d == -1, 2, "1 (clockwise) or -1 (counterclockwise)");
    g->s.rules.direction = (int8_t)d;
    facets_changed(g, F_PLAYERS);
    return 0;
}

/* e:end_game{ winner = p } or e:end_game{} (no winner): a mode's own ending. */
static int e_end_game(lua_State *L)
{
    gcg_game *g = api_act(L);
    api_mode_only(L, "end_game");
    gstate *s = &g->s;
    int winner = -1;
    if (lua_istable(L, 2)) {
        lua_getfield(L, 2, "winner");
        if (!lua_isnil(L, -1))
            winner = api_player_arg(L, g, lua_gettop(L), -1);
        lua_pop(L, 1);
    }
    s->over = 1;
    s->phase = GCG_PHASE_GAME_OVER;
    s->end_reason = winner >= 0 ? GCG_END_MODE : GCG_END_DRAW;
    for (int p = 0; p < s->nplayers; p++) {
        if (winner >= 0 && mode_same_team(s, p, winner) && mode_alive(s, p)) {
            s->players[p].flags |= PF_WON;
            ev_emit(g, EV_WIN, p, -1, 0, 0);
        } else {
            s->players[p].flags |= PF_LOST;
        }
    }
    if (winner < 0)
        ev_emit(g, EV_GAME_DRAW, -1, -1, GCG_END_MODE, 0);
    return 0;
}

const luaL_Reg api_mode_methods[] = {
    {"players", e_players}, {"team", e_team}, {"first_player", e_first_player},
    {"round", e_round}, {"set_direction", e_set_direction}, {"end_game", e_end_game},
    {NULL, NULL},
};
