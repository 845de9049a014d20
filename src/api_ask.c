/*
 * api_ask.c -- the script API's questions besides the choices of cards: "Choose 1
 * enemy player" (e:choose_player), and the question a substitution asks as an
 * effect rests a card ("you may rest this Unit instead", 10-1-9: api_rest).
 * ("They may ...": e:may's { player = p }, api_choice.c.)
 */
#include <lauxlib.h>
#include "api.h"
#include "decide.h"
#include "mode.h"
#include "rules.h"
#include "script.h"
#include <stdio.h>

/* e:choose_player(prompt, players [, { player = who, optional = true }]) -> the
 * chosen player (1-based), or nil: one of the listed players still in the game;
 * one that must be taken is taken without asking */
static int e_choose_player(lua_State *L)
{
    gcg_game *g = api_q(L, F_PLAYERS);
    struct script_vm *vm = api_vm(L);
    const char *prompt = api_text_arg(L, 2, API_TEXT_MAX);
    luaL_checktype(L, 3, LUA_TTABLE);
    int who = vm->controller, optional = 0;
    static const char *const opts[] = {"player", "optional", NULL};
    if (api_opts(L, 4, opts)) {
        lua_getfield(L, 4, "player");
        who = api_live_player_arg(L, g, lua_gettop(L), who);
        lua_pop(L, 1);
        if (who < 0)
            return lua_pushnil(L), 1; /* they have left the game: not asked (12-2-5) */
        optional = api_opt_bool(L, 4, "optional") == 1;
    }
    int cands[MAXP], k = 0;
    lua_Integer n = luaL_len(L, 3);
    for (lua_Integer i = 1; i <= n && k < MAXP; i++) {
        lua_geti(L, 3, i);
        int p = api_player_arg(L, g, lua_gettop(L), -1);
        lua_pop(L, 1);
        if (p >= 0 && mode_alive(&g->s, p))
            cands[k++] = p;
    }
    if (k == 0) {
        if (vm->mode == CM_DRY && !optional)
            vm_stop(L, SCRIPT_DRY_NO); /* 10-2-2 */
        return lua_pushnil(L), 1;
    }
    if (vm->mode != CM_RUN || (k == 1 && !optional))
        return lua_pushinteger(L, cands[0] + 1), 1;
    int idx[4];
    int got = api_next_answer(vm, g, idx, 4);
    if (got < 0) {
        dec_begin_text(g, GCG_DEC_CHOOSE, who, optional ? 0 : 1, 1, prompt);
        for (int i = 0; i < k; i++)
            dec_add(g, O_PLAYER, cands[i], NONE16, NONE16, 0);
        return api_need_decision(L);
    }
    if (got < 1 || idx[0] >= k)
        return lua_pushnil(L), 1;
    lua_pushinteger(L, cands[idx[0]] + 1);
    return 1;
}

int api_rest_instead(struct script_vm *vm, gcg_game *g, int cid)
{
    int subs[8];
    int n = script_rest_substitutes(g, cid, vm->source, subs, 8);
    for (int i = 0; i < n; i++) { /* "you may rest this Unit instead" (10-1-9): its controller */
        int y = subs[i], who = g->s.cards[y].owner;
        int idx[4];
        int got = api_next_answer(vm, g, idx, 4);
        if (got < 0) {
            char prompt[PROMPT_LEN];
            snprintf(prompt, sizeof prompt, "Rest %s instead of %s?", def_of(g, y)->name,
                     def_of(g, cid)->name);
            dec_begin_text(g, GCG_DEC_YESNO, who, 1, 1, prompt);
            dec_add(g, O_YES, who, y, NONE16, 0);
            dec_add(g, O_NO, who, NONE16, NONE16, 0);
            return -2;
        }
        if (got >= 1 && idx[0] == 0)
            return y; /* (the substitute does it, 10-1-9-1) */
    }
    return -1;
}

int api_rest(lua_State *L, gcg_game *g, int cid)
{
    if (g->s.cards[cid].flags & CF_RESTED)
        return 0; /* (nothing to rest, nothing to rest instead) */
    int y = api_rest_instead(api_vm(L), g, cid);
    if (y == -2)
        api_need_decision(L);
    act_rest(g, y >= 0 ? y : cid);
    return 1;
}

const luaL_Reg api_ask_methods[] = {
    {"choose_player", e_choose_player},
    {NULL, NULL},
};
