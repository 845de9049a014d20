/*
 * api_mode.c -- the methods of `e` for game modes' hooks (scripts/modes/,
 * docs/modes.md): the players still in the game and their teams, the first
 * player, the round, the order of play and its direction (12-2-1), and a mode's
 * own ending with the reason players are told. A card's script may call none
 * of them (api_mode_only).
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

/* e:order([from]) -> the players still in the game in the order of play
 * (12-2-1), from player `from` (default: Player One, or the next one still in
 * the game after their seat). */
static int e_order(lua_State *L)
{
    gcg_game *g = api_q(L, F_PLAYERS);
    const gstate *s = &g->s;
    int from = api_player_arg(L, g, 2, s->first_player);
    lua_newtable(L);
    int k = 0, p = from;
    for (int i = 0; i < s->nplayers; i++, p = mode_seat_after(s, p))
        if (mode_alive(s, p)) {
            lua_pushinteger(L, p + 1);
            lua_rawseti(L, -2, ++k);
        }
    return 1;
}

/* e:direction() -> 1 (clockwise, seat order) or -1 (counterclockwise) */
static int e_direction(lua_State *L)
{
    lua_pushinteger(L, api_q(L, F_PLAYERS)->s.rules.direction < 0 ? -1 : 1);
    return 1;
}

/* e:end_game{ winner = p, reason = "..." } or e:end_game{} (no winner): a mode's
 * own ending; the reason is what players are told (gcg_game_end_text). */
static int e_end_game(lua_State *L)
{
    gcg_game *g = api_act(L);
    api_mode_only(L, "end_game");
    gstate *s = &g->s;
    int winner = -1;
    char reason[END_TEXT_LEN] = "";
    if (!lua_isnoneornil(L, 2))
        luaL_checktype(L, 2, LUA_TTABLE);
    if (lua_istable(L, 2)) {
        lua_getfield(L, 2, "winner");
        if (!lua_isnil(L, -1))
            winner = api_player_arg(L, g, lua_gettop(L), -1);
        lua_pop(L, 1);
        lua_getfield(L, 2, "reason");
        if (!lua_isnil(L, -1)) {
            size_t len;
            const char *r = lua_type(L, -1) == LUA_TSTRING ? lua_tolstring(L, -1, &len) : NULL;
            if (!r)
                return luaL_error(L, "e:end_game: reason must be a string");
            if (len >= END_TEXT_LEN)
                return luaL_error(L, "e:end_game: the reason is %d bytes long, at most %d: \"%s\"",
                                  (int)len, END_TEXT_LEN - 1, r);
            memcpy(reason, r, len + 1);
        }
        lua_pop(L, 1);
    }
    memcpy(s->end_text, reason, sizeof reason);
    s->over = 1;
    s->phase = GCG_PHASE_GAME_OVER;
    s->end_reason = winner >= 0 ? GCG_END_MODE : GCG_END_DRAW;
    if (*s->end_text)
        ev_emit(g, EV_MODE_END, winner, -1, 0, 0);
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
    {"order", e_order}, {"direction", e_direction},
    {NULL, NULL},
};
