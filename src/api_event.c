/*
 * api_event.c -- the script API's view of events: what the triggering event
 * carried besides its cards (e.event_source, e.event_battle, e.event_effect,
 * e.event_amount, e.event_from), and what happened earlier this turn
 * (e:this_turn).
 *
 * An event's fields are the call's context, like e.event_card: a condition that
 * reads them is good for that call only (F_CONTEXT).  This turn's history is a
 * part of the state (gstate.hist) that only games whose cards ask for it keep
 * (script_event.c).
 */
#include <lauxlib.h>
#include <string.h>
#include "api.h"
#include "narrate.h"

/* The word scripts name a location with (api_loc_named's), or its rules name. */
static const char *loc_word(int loc)
{
    static const char *const words[GCG_LOC_COUNT] = {
        [GCG_LOC_OUTSIDE] = "outside", [GCG_LOC_DECK] = "deck",
        [GCG_LOC_RESOURCE_DECK] = "resource_deck", [GCG_LOC_RESOURCE] = "resources",
        [GCG_LOC_BATTLE] = "battle", [GCG_LOC_SHIELD] = "shields", [GCG_LOC_BASE] = "base",
        [GCG_LOC_REMOVAL] = "removal", [GCG_LOC_HAND] = "hand", [GCG_LOC_TRASH] = "trash",
        [GCG_LOC_RESOLVING] = "resolving",
    };
    return loc >= 0 && loc < GCG_LOC_COUNT && words[loc] ? words[loc] : "?";
}

int api_event_field(lua_State *L, const char *k)
{
    struct script_vm *vm = api_vm(L);
    gcg_game *g = vm->game;
    if (strncmp(k, "event_", 6) != 0) {
        lua_pushnil(L);
        return 1;
    }
    k += 6;
    vm->reads |= F_CONTEXT;
    if (!strcmp(k, "source")) /* the card whose damage or effect caused it */
        api_push_card(L, g, vm->ev_src >= 0 && vm->ev_src < g->s.ncards ? vm->ev_src : -1);
    else if (!strcmp(k, "battle")) /* battle damage (5-5-3) */
        lua_pushboolean(L, (vm->ev_flags & EVF_BATTLE) != 0);
    else if (!strcmp(k, "effect")) /* caused by an effect: effect damage (5-5-4) ... */
        lua_pushboolean(L, (vm->ev_flags & EVF_EFFECT) != 0);
    else if (!strcmp(k, "amount"))
        lua_pushinteger(L, vm->ev_amount);
    else if (!strcmp(k, "from")) /* where a deployed (or moved) card came from */
        lua_pushstring(L, loc_word(vm->ev_from));
    else
        lua_pushnil(L);
    return 1;
}

/* ------------------------------------------------------------ e:this_turn */

static int history_kind(lua_State *L, int i)
{
    static const struct { const char *n; int k; } kinds[] = {
        {"deployed", EV_DEPLOY}, {"paired", EV_PAIR}, {"linked", EV_LINK}, {"paid", EV_PAID},
        {"discarded", EV_DISCARD}, {"destroyed", EV_DESTROYED},
        {"command_activated", EV_COMMAND}, {"played", EV_PLAY}, {"drawn", EV_DRAW},
        {"attack", EV_ATTACK},
    };
    const char *n = luaL_checkstring(L, i);
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
        if (!strcmp(kinds[k].n, n))
            return kinds[k].k;
    return luaL_argerror(L, i, "not an event this turn keeps (\"deployed\", \"paired\", "
                               "\"linked\", \"paid\", \"discarded\", \"destroyed\", "
                               "\"command_activated\", \"played\", \"drawn\", \"attack\")");
}

typedef struct hist_filter {
    api_filter card, source;
    int has_source, by_effect, battle; /* -1: either */
    int exclude, exclude_serial;       /* a card as it is now (exclude = handle), or -1 */
} hist_filter;

static int tristate(lua_State *L, int ti, const char *k)
{
    int t = lua_getfield(L, ti, k);
    int v = t == LUA_TNIL ? -1 : lua_toboolean(L, -1);
    if (t != LUA_TNIL && t != LUA_TBOOLEAN)
        luaL_error(L, "this_turn: %s must be true or false", k);
    lua_pop(L, 1);
    return v;
}

static void compile_static(lua_State *L, int ti, api_filter *f, const char *const *skip)
{
    api_filter_compile_but(L, ti, f, skip);
    if (!api_filter_static_only(f))
        luaL_error(L, "this_turn: a filter of past cards can name only side, type, trait, "
                      "color, name, token, min_level, max_level (and exclude, source, "
                      "by_effect, battle)");
}

static void hist_filter_compile(lua_State *L, gcg_game *g, int ti, hist_filter *hf)
{
    static const char *const own[] = {"source", "by_effect", "battle", "exclude", NULL};
    memset(hf, 0, sizeof *hf);
    hf->by_effect = hf->battle = hf->exclude = -1;
    if (lua_isnoneornil(L, ti))
        return;
    luaL_checktype(L, ti, LUA_TTABLE);
    compile_static(L, ti, &hf->card, own);
    hf->by_effect = tristate(L, ti, "by_effect");
    hf->battle = tristate(L, ti, "battle");
    if (lua_getfield(L, ti, "exclude") != LUA_TNIL) {
        lua_Integer h = luaL_checkinteger(L, -1);
        hf->exclude = (int)(h & 0xFFFF);
        hf->exclude_serial = (int)(h >> 16);
        if (hf->exclude >= g->s.ncards)
            luaL_error(L, "this_turn: exclude is not a card");
    }
    lua_pop(L, 1);
    if (lua_getfield(L, ti, "source") != LUA_TNIL) {
        static const char *const none[] = {NULL};
        luaL_checktype(L, -1, LUA_TTABLE);
        compile_static(L, lua_gettop(L), &hf->source, none);
        hf->has_source = 1;
    }
    lua_pop(L, 1);
}

static int is_token_def(const gcg_game *g, int def)
{
    int t = g->eng->facts[def].type;
    return t == GCG_UNIT_TOKEN || t == GCG_EX_BASE || t == GCG_EX_RESOURCE;
}

static int hist_match(gcg_game *g, int me, const hist *h, const hist_filter *hf)
{
    if ((hf->by_effect >= 0 && hf->by_effect != !!(h->flags & EVF_EFFECT)) ||
        (hf->battle >= 0 && hf->battle != !!(h->flags & EVF_BATTLE)))
        return 0;
    if (hf->exclude >= 0 && h->card == hf->exclude && h->serial == hf->exclude_serial)
        return 0;
    if (h->def != NONE16 && !api_filter_match_def(g, me, h->player, h->def,
                                                  is_token_def(g, h->def), &hf->card))
        return 0;
    if (h->def == NONE16 && hf->card.table && !api_filter_side_or_yours(g, me, h->player, &hf->card))
        return 0;
    if (!hf->has_source)
        return 1;
    return h->src_def != NONE16 &&
           api_filter_match_def(g, me, h->src_owner, h->src_def, is_token_def(g, h->src_def),
                                &hf->source);
}

/* e:this_turn(what [, filter]) -> how many times it happened this turn: a card
 * "deployed", "paired", "destroyed" ... passing the filter (whose card: side,
 * default "your"; source = { ... }: the card whose effect did it). */
static int e_this_turn(lua_State *L)
{
    gcg_game *g = api_q(L, F_HISTORY | F_TURN);
    int kind = history_kind(L, 2);
    hist_filter hf;
    hist_filter_compile(L, g, 3, &hf);
    int me = api_vm(L)->controller, n = 0;
    if (!(g->listen.history & event_bit(kind)))
        return luaL_error(L, "this_turn: this game keeps no history (the script must name "
                             "e:this_turn in its text)");
    for (int i = 0; i < g->s.nhist; i++)
        if (g->s.hist[i].kind == kind && hist_match(g, me, &g->s.hist[i], &hf))
            n++;
    lua_pushinteger(L, n);
    return 1;
}

const luaL_Reg api_event_methods[] = {
    {"this_turn", e_this_turn},
    {NULL, NULL},
};
