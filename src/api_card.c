/*
 * api_card.c -- the script API's questions about a card beyond its printed
 * values: how many of a keyword it has now, wherever it is (e:keyword_amount:
 * "all <Breach> ... on that Unit card"), and whether it has effects of a timing
 * (the filter field `effect`, api_filter.c).
 */
#include <lauxlib.h>
#include "api.h"
#include "stats.h"

/* e:keyword_amount(card, keyword) -> its amount of <Repair>, <Breach> or <Support> now
 * (copies add up); 1 or 0 for the others */
static int e_keyword_amount(lua_State *L)
{
    gcg_game *g = api_q(L, F_KW_STATS | F_CONST);
    int cid = api_card_arg(L, g, 2);
    unsigned b = gcg_keyword_bit(luaL_checkstring(L, 3));
    luaL_argcheck(L, b != 0, 3, "unknown keyword");
    if (cid < 0)
        return lua_pushinteger(L, 0), 1;
    if (b == GCG_KW_REPAIR || b == GCG_KW_BREACH || b == GCG_KW_SUPPORT)
        lua_pushinteger(L, card_kw_amount(g, cid, b));
    else
        lua_pushinteger(L, card_has_keyword(g, cid, b) ? 1 : 0);
    return 1;
}

const luaL_Reg api_card_methods[] = {
    {"keyword_amount", e_keyword_amount},
    {NULL, NULL},
};
