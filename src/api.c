/*
 * api.c -- the effect context `e` that every script function receives: its
 * fields (e.me, e.card, e.unit, e.event_card ...), the argument checks every
 * method shares, and the table of methods gathered from the files of each
 * subject (api.h lists them).  docs/scripting.md is the reference;
 * scripts/types/gcg.lua the editor stubs.
 *
 * Choices replay: an effect that needs an answer stops (SCRIPT_NEED_DECISION);
 * when the answer comes, script_run.c restores the state the effect started from
 * and runs it again, and each choice takes its recorded answer in order.
 */
#include <lauxlib.h>
#include <string.h>
#include "api.h"
#include "carddb.h"
#include "seal.h"
#include "decide.h"
#include "mode.h"
#include "narrate.h"
#include "order.h"
#include "rules.h"
#include "run.h"
#include "stats.h"
#include "zone.h"

#define CTX_MT "gcg.ctx"

/* The game of the call in progress; errors if the context is not the one of
 * the call in progress (a stale `e` kept from another call, or not an `e`). */
gcg_game *api_ctx_game(lua_State *L)
{
    struct script_vm *vm = api_vm(L);
    vm->entries++;
    if (!vm->ctx || lua_touserdata(L, 1) != vm->ctx || !lua_islightuserdata(L, 1) || !vm->game)
        luaL_error(L, "this effect context is no longer valid (keep no `e` between calls)");
    if (vm->stop) /* a <close> variable or a message handler on the stop's way out */
        luaL_error(L, "the engine has stopped this call (%s): nothing more may be done in it",
                   vm->stop == SCRIPT_NEED_DECISION ? "a question for the player"
                   : vm->stop == SCRIPT_BUDGET_OUT  ? "instruction budget"
                   : vm->stop == SCRIPT_MEMORY_OUT  ? "memory cap"
                   : vm->stop == SCRIPT_LEFT        ? "the game is over, or its controller has left it"
                                                    : "legality check");
    /* 12-2-5: a player who has left the game takes their effects with them: one
     * of theirs in progress ends where it is (what it did stays done).  And when
     * the game ends (1-2-4, 7-3-1-1, 11-2-1: a player who draws their last card
     * in the middle of an effect loses at once), every effect in progress ends
     * where it is: nothing is done after the end. */
    if (vm->mode == CM_RUN && vm->source >= 0 && vm->controller >= 0 &&
        (vm->game->s.over || !mode_alive(&vm->game->s, vm->controller)))
        vm_stop(L, SCRIPT_LEFT);
    return vm->game;
}

void api_card_only(lua_State *L, const char *method)
{
    if (api_vm(L)->source < 0)
        luaL_error(L, "e:%s is for a card's effects, not a game mode's hooks", method);
}

void api_mode_only(lua_State *L, const char *method)
{
    if (api_vm(L)->source >= 0)
        luaL_error(L, "e:%s is for game modes' hooks only (docs/modes.md), not card scripts",
                   method);
}

/* A query: the game, noting the facets of the state the answer rests on
 * (facet.h), so that a condition or legality check built on it is cached by
 * what it looked at.  Every query must name what it reads (F_ALL when unsure):
 * a facet left out makes a cached answer outlive the truth. */
gcg_game *api_q(lua_State *L, facets f)
{
    gcg_game *g = api_ctx_game(L);
    api_vm(L)->reads |= f;
    return g;
}

/* Actions: allowed only when resolving. */
gcg_game *api_act(lua_State *L)
{
    gcg_game *g = api_ctx_game(L);
    struct script_vm *vm = api_vm(L);
    if (vm->mode == CM_DRY) {
        vm->acted_first = vm->entries == 1; /* (this call's own entry: nothing read before) */
        vm_stop(L, SCRIPT_DRY_OK);
    }
    if (vm->mode == CM_READONLY)
        luaL_error(L, "a script cannot change the game while its legality or a constant "
                      "effect is being checked");
    vm->acted = 1;
    return g;
}

/* The cards a call is about -- its card, that card's Unit or Pilot, the event's
 * card (for a constant effect, the card it is asked about) -- are what the
 * cached answers are kept by (facet.h): whether a handle still reaches them
 * needs no facet. */
int api_own_card(struct script_vm *vm, const gcg_game *g, int cid)
{
    if (vm->source < 0)
        return 0;
    if (cid == vm->source || cid == g->s.cards[vm->source].pair) {
        vm->reads |= F_SELF;
        return 1;
    }
    return cid == vm->ev_card;
}

/* The facet of where card cid is: its location (the battle area: its owner's). */
facets api_where_facet(const gcg_game *g, int cid)
{
    const card *c = &g->s.cards[cid];
    return F_AT(c->loc, c->owner);
}

/* A card handle argument: the card id if the handle still reaches it, else -1.
 * Whether it does rests on the card staying where it is. */
int api_card_arg(lua_State *L, gcg_game *g, int i)
{
    lua_Integer h = luaL_checkinteger(L, i);
    int cid = (int)(h & 0xFFFF);
    if (cid >= g->s.ncards)
        luaL_argerror(L, i, "not a card");
    if (g->s.cards[cid].serial != (uint16_t)(h >> 16))
        return -1; /* moved: a new card, which this handle never reaches again */
    struct script_vm *vm = api_vm(L);
    if (!api_own_card(vm, g, cid))
        vm->reads |= api_where_facet(g, cid);
    return cid;
}

void api_push_card(lua_State *L, gcg_game *g, int cid)
{
    if (cid < 0)
        lua_pushnil(L);
    else
        lua_pushinteger(L, card_handle(g, cid));
}

int api_player_arg(lua_State *L, gcg_game *g, int i, int dflt)
{
    if (lua_isnoneornil(L, i))
        return dflt;
    if (!lua_isinteger(L, i))
        luaL_argerror(L, i, "a player number (1, 2 ...)");
    lua_Integer p = lua_tointeger(L, i);
    if (p < 1 || p > g->s.nplayers)
        luaL_error(L, "bad argument #%d: no player %I (players 1 to %d)", i - 1, p,
                   g->s.nplayers);
    return (int)p - 1;
}

int api_live_player_arg(lua_State *L, gcg_game *g, int i, int dflt)
{
    int p = api_player_arg(L, g, i, dflt);
    api_vm(L)->reads |= F_PLAYERS;
    return mode_alive(&g->s, p) ? p : -1; /* 12-2-5: gone, and out of every effect's reach */
}

int api_int_arg(lua_State *L, int i, lua_Integer lo, lua_Integer hi, lua_Integer dflt)
{
    if (lua_isnoneornil(L, i)) {
        if (dflt < lo || dflt > hi) /* no default: the argument is required */
            luaL_argerror(L, i, "a whole number is needed");
        return (int)dflt;
    }
    if (!lua_isinteger(L, i))
        luaL_argerror(L, i, lua_type(L, i) == LUA_TNUMBER ? "a whole number" : "a number");
    lua_Integer v = lua_tointeger(L, i);
    if (v < lo || v > hi)
        luaL_error(L, "bad argument #%d: %I is out of range (%I to %I)", i - 1, v, lo, hi);
    return (int)v;
}

const char *api_text_arg(lua_State *L, int i, size_t max)
{
    size_t len;
    if (lua_type(L, i) != LUA_TSTRING)
        luaL_argerror(L, i, "text");
    const char *s = lua_tolstring(L, i, &len);
    if (len > max || strlen(s) != len)
        luaL_error(L, "bad argument #%d: text of at most %d bytes, without zero bytes", i - 1,
                   (int)max);
    return s;
}

static int opt_known(lua_State *L, int key, const char *const *allowed)
{
    if (lua_type(L, key) != LUA_TSTRING)
        return 0;
    for (int k = 0; allowed[k]; k++)
        if (!strcmp(allowed[k], lua_tostring(L, key)))
            return 1;
    return 0;
}

int api_opts(lua_State *L, int i, const char *const *allowed)
{
    if (lua_isnoneornil(L, i))
        return 0;
    if (!lua_istable(L, i))
        luaL_error(L, "bad argument #%d: an options table like { %s = ... }, not %s", i - 1,
                   allowed[0], luaL_typename(L, i));
    seal_push_contents(L, i);
    int t = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, t)) {
        if (!opt_known(L, -2, allowed)) {
            /* named: the least unknown key (order.h), the same in every VM */
            lua_settop(L, t);
            lua_pushnil(L); /* (at t + 1) */
            lua_pushnil(L);
            while (lua_next(L, t)) {
                lua_pop(L, 1);
                if (!opt_known(L, -1, allowed) &&
                    (lua_isnil(L, t + 1) || ord_before(L, -1, t + 1))) {
                    lua_pushvalue(L, -1);
                    lua_replace(L, t + 1);
                }
            }
            const char *key = sbx_tostring(L, t + 1);
            luaL_Buffer b;
            luaL_buffinit(L, &b);
            for (int k = 0; allowed[k]; k++) {
                luaL_addstring(&b, k ? ", " : "");
                luaL_addstring(&b, allowed[k]);
            }
            luaL_pushresult(&b);
            luaL_error(L, "bad argument #%d: unknown option '%s' (options: %s)", i - 1, key,
                       lua_tostring(L, -1));
        }
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    return 1;
}

int api_opt_int(lua_State *L, int fi, const char *k, int *out)
{
    lua_getfield(L, fi, k);
    int has = !lua_isnil(L, -1);
    if (has && !lua_isinteger(L, -1))
        luaL_error(L, "option %s must be a whole number, not %s", k, luaL_typename(L, -1));
    if (has) {
        lua_Integer v = lua_tointeger(L, -1);
        if (v < -100000 || v > 100000)
            luaL_error(L, "option %s = %I is out of range", k, v);
        *out = (int)v;
    }
    lua_pop(L, 1);
    return has;
}

/* -1 absent, 0 false, 1 true */
int api_opt_bool(lua_State *L, int fi, const char *k)
{
    lua_getfield(L, fi, k);
    int t = lua_type(L, -1);
    if (t != LUA_TNIL && t != LUA_TBOOLEAN)
        luaL_error(L, "option %s must be true or false, not %s", k, luaL_typename(L, -1));
    int v = t == LUA_TNIL ? -1 : lua_toboolean(L, -1);
    lua_pop(L, 1);
    return v;
}

/* A new list of the k card handles hs. */
void api_push_handles(lua_State *L, const lua_Integer *hs, int k)
{
    lua_createtable(L, k, 0);
    for (int i = 0; i < k; i++) {
        lua_pushinteger(L, hs[i]);
        lua_rawseti(L, -2, i + 1);
    }
}

gcg_loc api_where_loc(lua_State *L, int i)
{
    int loc = api_loc_named(luaL_checkstring(L, i));
    return loc >= 0 ? (gcg_loc)loc : (gcg_loc)luaL_argerror(L, i, "unknown location");
}

/* The cards at location loc that filter table fi picks for player `me`;
 * filter.side (default "your") says whose.  Up to cap handles into out (a deck
 * top first); returns how many.  Notes the facets it reads. */
int api_cards_filtered(lua_State *L, gcg_game *g, gcg_loc loc, int fi, lua_Integer *out, int cap)
{
    api_filter f;
    api_filter_compile(L, fi, &f);
    return api_cards_at(g, api_vm(L)->controller, loc, &f, out, cap);
}

int api_in_play(const gcg_game *g, int cid)
{
    int l = g->s.cards[cid].loc;
    return l == GCG_LOC_BATTLE || l == GCG_LOC_RESOURCE || l == GCG_LOC_BASE;
}

/* After an action: rules management happens at once (11-1-2). */
int api_done(lua_State *L, gcg_game *g, int nret)
{
    rules_check(g);
    (void)L;
    return nret;
}

/* How long a modifier lasts, by the name scripts give it (e:modify's `until`, a
 * declared gets / gains' `lasts`); NULL for another kind. */
const char *api_until_name(int until)
{
    switch (until) {
    case U_TURN: return "turn";
    case U_BATTLE: return "battle";
    case U_LEAVES: return "leaves";
    default: return NULL;
    }
}

int api_until_named(const char *u)
{
    const int kinds[] = {U_TURN, U_BATTLE, U_LEAVES};
    for (size_t i = 0; u && i < sizeof kinds / sizeof kinds[0]; i++)
        if (!strcmp(u, api_until_name(kinds[i])))
            return kinds[i];
    return -1;
}

int api_keyword_mod(unsigned kw)
{
    return kw == GCG_KW_REPAIR ? M_REPAIR : kw == GCG_KW_BREACH ? M_BREACH
           : kw == GCG_KW_SUPPORT ? M_SUPPORT : M_KEYWORD;
}

int api_until_arg(lua_State *L, int i)
{
    int u = api_until_named(luaL_optstring(L, i, "turn"));
    return u >= 0 ? u : luaL_argerror(L, i, "until must be \"turn\", \"battle\" or \"leaves\"");
}

/* ------------------------------------------------------------ context fields */

/* e.settings: the game's mode and the settings in force (docs/modes.md), a
 * fresh table: reading them changes nothing. */
static void push_settings(lua_State *L, const gcg_game *g)
{
    const rules *r = &g->s.rules;
    lua_createtable(L, 0, 14);
    lua_pushstring(L, g->setup.mode);
    lua_setfield(L, -2, "name");
    lua_pushstring(L, g->setup.variant);
    lua_setfield(L, -2, "variant");
    const struct { const char *k; int v; } ints[] = {
        {"players", g->s.nplayers}, {"shields", r->shields}, {"opening_hand", r->opening_hand},
        {"draws", r->draws}, {"battle_limit", r->battle_limit}, {"hand_limit", r->hand_limit},
        {"turn_cap", r->turn_cap},
    };
    for (size_t i = 0; i < sizeof ints / sizeof ints[0]; i++) {
        lua_pushinteger(L, ints[i].v);
        lua_setfield(L, -2, ints[i].k);
    }
    lua_pushboolean(L, r->shared_shields);
    lua_setfield(L, -2, "shared_shields");
    lua_pushboolean(L, r->team_turns);
    lua_setfield(L, -2, "team_turns");
    lua_pushstring(L, r->victory == V_WINNER_TAKES_ALL ? "winner takes all" : "last standing");
    lua_setfield(L, -2, "victory");
}

/* e.event_card, e.event_card2: the event's card as the trigger was claimed (the
 * event over: where the event left it), serial `serial` (-1: as it is now).  A
 * card that has moved since is a new card (4-1-5): the handle is the old one,
 * which reaches nothing (e:loc gives nil, actions do nothing). */
static void push_event_card(lua_State *L, gcg_game *g, int cid, int serial)
{
    if (cid < 0 || serial < 0)
        api_push_card(L, g, cid);
    else
        lua_pushinteger(L, ((lua_Integer)serial << 16) | cid);
}

/* A field of `e` (e.card, e.me ...): the __index of the methods table, so it
 * is called as (methods, key) for a key that is not a method.  It answers for
 * the call in progress (a method is where a kept `e` is refused: ctx_game). */
static int ctx_field(lua_State *L)
{
    struct script_vm *vm = api_vm(L);
    vm->entries++;
    if (!vm->ctx || !vm->game)
        luaL_error(L, "this effect context is no longer valid (keep no `e` between calls)");
    const char *k = luaL_checkstring(L, 2);
    gcg_game *g = vm->game;
    if (!strcmp(k, "me")) {
        lua_pushinteger(L, vm->controller + 1);
    } else if (!strcmp(k, "card")) {
        vm->reads |= F_SELF;
        api_push_card(L, g, vm->source);
    } else if (!strcmp(k, "options")) {
        lua_getfield(L, LUA_REGISTRYINDEX, "gcg.mode_options"); /* mode hooks */
    } else if (!strcmp(k, "settings")) {
        push_settings(L, g);
    } else if (!strcmp(k, "unit") && vm->holder >= 0) { /* a granted effect's card */
        vm->reads |= F_SELF;
        api_push_card(L, g, vm->holder);
    } else if (!strcmp(k, "unit") && vm->source < 0) {
        lua_pushnil(L);
    } else if (!strcmp(k, "unit")) {
        api_push_card(L, g, api_this_unit(g));
    } else if (!strcmp(k, "event_card")) {
        vm->reads |= F_CONTEXT;
        push_event_card(L, g, vm->ev_card, vm->ev_serial);
    } else if (!strcmp(k, "event_card2")) {
        vm->reads |= F_CONTEXT;
        push_event_card(L, g, vm->ev_card2, vm->ev_serial2);
    } else if (!strcmp(k, "event_player")) {
        vm->reads |= F_CONTEXT;
        if (vm->ev_player < 0)
            lua_pushnil(L);
        else
            lua_pushinteger(L, vm->ev_player + 1);
    } else {
        return api_event_field(L, k); /* e.event_source ... (api_event.c) */
    }
    return 1;
}


static int ctx_tostring(lua_State *L)
{
    lua_pushliteral(L, "effect context");
    return 1;
}

/* The effect context `e` is a light userdata whose value is a number drawn for
 * the call (so a kept `e` never matches a later call's), and every light
 * userdata of the VM has the context's metatable: making an `e` allocates
 * nothing.  (The engine's own stop values are light userdata too; scripts
 * never get to keep one: script.c rethrows them.) */
void api_open(lua_State *L)
{
    api_filter_open(L, api_vm(L));
    luaL_newmetatable(L, CTX_MT);
    lua_newtable(L); /* the methods, one table of every subject's */
    const luaL_Reg *const subjects[] = {api_query_methods, api_choice_methods,
                                        api_action_methods, api_rule_methods, api_mode_methods,
                                        api_event_methods, api_damage_methods, api_cost_methods,
                                        api_card_methods, api_battle_methods, api_ask_methods,
                                        api_run_methods};
    for (size_t i = 0; i < sizeof subjects / sizeof subjects[0]; i++)
        luaL_setfuncs(L, subjects[i], 0);
    lua_createtable(L, 0, 2); /* the methods' metatable: the fields */
    lua_pushcfunction(L, ctx_field);
    lua_setfield(L, -2, "__index");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);
    lua_setfield(L, -2, "__index"); /* a method is one table lookup away */
    lua_pushcfunction(L, ctx_tostring);
    lua_setfield(L, -2, "__tostring");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_pushlightuserdata(L, NULL);
    lua_insert(L, -2);
    lua_setmetatable(L, -2); /* for every light userdata */
    lua_pop(L, 1);
}

void api_push_ctx(lua_State *L)
{
    struct script_vm *vm = api_vm(L);
    lua_pushlightuserdata(L, (void *)(uintptr_t)++vm->ctx_seq);
}
