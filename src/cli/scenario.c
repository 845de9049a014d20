/*
 * scenario.c -- the scenario API for rules tests, in Lua.
 *
 *   scenario("7-3-1", "the active player draws a card", function()
 *     local g = game{ turn = 2, active = 1, phase = "start",
 *                     p1 = { deck = 10, hand = {"ST01-005"} }, p2 = { deck = 10 } }
 *     g:expect_count(1, "hand", 2)
 *   end)
 *
 * A board is built through the public editing API, then the game runs to its
 * first decision.  Players are 1-based here, as people count them.  A failed
 * check raises an error; the runner (cmd_test.c) reports it with the line of the
 * scenario file that made it.
 */
#include <lauxlib.h>
#include <lualib.h>
#include <stdlib.h>
#include <string.h>
#include "scenario.h"

#define GAME_MT "gcg.scenario.game"

typedef struct sgame {
    gcg_game *g;
    int names;       /* registry ref: table name -> card id */
    int errors_seen; /* the game's script errors already told (a scenario fails at one) */
    int stop_hook;   /* registry ref: g:stop_at's function, or LUA_NOREF */
} sgame;

static gcg_engine *engine_of(lua_State *L)
{
    lua_getfield(L, LUA_REGISTRYINDEX, "gcg.engine");
    gcg_engine *e = lua_touserdata(L, -1);
    lua_pop(L, 1);
    return e;
}

static sgame *check_game(lua_State *L, int i)
{
    sgame *s = luaL_checkudata(L, i, GAME_MT);
    if (!s->g)
        luaL_error(L, "the game was freed");
    return s;
}

/* A script error in the game -- a card's or mode's script that fails while it
 * runs, or does not load at all -- fails the scenario at the call that caused
 * it, with what the engine reported: the card, the script file and line, the
 * message.  (So does an engine fault the checking builds find.)  Every call
 * that runs the game ends here. */
static void check_errors(lua_State *L, sgame *s)
{
    int n = gcg_script_error_count(s->g);
    if (n <= s->errors_seen)
        return;
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    for (int i = s->errors_seen; i < n; i++) {
        const char *msg = gcg_script_error(s->g, i);
        lua_pushfstring(L, "%s%s%s", i > s->errors_seen ? "\n    " : "",
                        !strncmp(msg, "engine", 6) ? "" : "script error: ", msg);
        luaL_addvalue(&b);
    }
    s->errors_seen = n;
    luaL_pushresult(&b);
    lua_error(L);
}

/* After every call that runs the game: its script errors fail the scenario; at
 * a stop with a hook (g:stop_at(where, fn)), fn(g) reads the game there and the
 * game goes on, as often as it stops. */
static void settle(lua_State *L, sgame *s, int gi)
{
    check_errors(L, s);
    for (int guard = 0; gcg_game_paused(s->g) && s->stop_hook != LUA_NOREF; guard++) {
        if (guard > 10000)
            luaL_error(L, "g:stop_at: the game stopped 10000 times in one call");
        lua_rawgeti(L, LUA_REGISTRYINDEX, s->stop_hook);
        lua_pushvalue(L, gi);
        lua_call(L, 1, 0);
        gcg_err err;
        if (gcg_game_paused(s->g) && gcg_game_resume(s->g, &err) != 0)
            luaL_error(L, "resume: %s", err.msg);
        check_errors(L, s);
    }
}

/* Raise a test failure (no position: the runner adds the scenario line). */
static int fail(lua_State *L, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    lua_pushvfstring(L, fmt, ap);
    va_end(ap);
    return lua_error(L);
}

static const struct { const char *name; gcg_loc loc; } loc_names[] = {
    {"deck", GCG_LOC_DECK}, {"resource_deck", GCG_LOC_RESOURCE_DECK},
    {"resources", GCG_LOC_RESOURCE}, {"resource", GCG_LOC_RESOURCE},
    {"battle", GCG_LOC_BATTLE}, {"shields", GCG_LOC_SHIELD}, {"shield", GCG_LOC_SHIELD},
    {"base", GCG_LOC_BASE}, {"removal", GCG_LOC_REMOVAL}, {"hand", GCG_LOC_HAND},
    {"trash", GCG_LOC_TRASH}, {"outside", GCG_LOC_OUTSIDE}, {"resolving", GCG_LOC_RESOLVING},
};

static gcg_loc check_loc(lua_State *L, int i)
{
    const char *n = luaL_checkstring(L, i);
    for (size_t k = 0; k < sizeof loc_names / sizeof loc_names[0]; k++)
        if (!strcmp(loc_names[k].name, n))
            return loc_names[k].loc;
    return (gcg_loc)luaL_error(L, "unknown location '%s'", n);
}

static const char *loc_word(gcg_loc l)
{
    for (size_t k = 0; k < sizeof loc_names / sizeof loc_names[0]; k++)
        if (loc_names[k].loc == l)
            return loc_names[k].name;
    return "?";
}

static int check_player(lua_State *L, sgame *s, int i)
{
    int p = (int)luaL_checkinteger(L, i);
    if (p < 1 || p > gcg_game_nplayers(s->g))
        luaL_error(L, "no player %d", p);
    return p - 1;
}

/* Does `hay` contain `needle`, ignoring ASCII case? */
static int ci_contains(const char *hay, const char *needle)
{
    size_t n = strlen(needle);
    for (; *hay; hay++) {
        size_t i = 0;
        while (i < n && hay[i] &&
               (hay[i] | 0x20 * (hay[i] >= 'A' && hay[i] <= 'Z')) ==
                   (needle[i] | 0x20 * (needle[i] >= 'A' && needle[i] <= 'Z')))
            i++;
        if (i == n)
            return 1;
    }
    return n == 0;
}

/* ------------------------------------------------------------ building */

static void name_card(lua_State *L, sgame *s, int tbl, int cid)
{
    lua_getfield(L, tbl, "as");
    if (lua_isstring(L, -1)) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, s->names);
        lua_pushvalue(L, -2);
        lua_pushinteger(L, cid);
        lua_settable(L, -3);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
}

static int add(lua_State *L, sgame *s, int p, const char *number, gcg_loc loc)
{
    gcg_err err;
    int cid = gcg_edit_add(s->g, p, number, loc, &err);
    if (cid < 0)
        luaL_error(L, "P%d %s: %s", p + 1, loc_word(loc), err.msg);
    return cid;
}

/* One card spec: "NUMBER" or { "NUMBER", rested=, damage=, pilot=, fresh=, as= }. */
static void add_spec(lua_State *L, sgame *s, int p, gcg_loc loc, int spec)
{
    spec = lua_absindex(L, spec);
    gcg_err err;
    if (lua_isstring(L, spec)) {
        add(L, s, p, lua_tostring(L, spec), loc);
        return;
    }
    luaL_checktype(L, spec, LUA_TTABLE);
    lua_rawgeti(L, spec, 1);
    const char *number = luaL_checkstring(L, -1);
    int cid = add(L, s, p, number, loc);
    lua_pop(L, 1);
    lua_getfield(L, spec, "rested");
    if (lua_toboolean(L, -1))
        gcg_edit_set_rested(s->g, cid, 1, NULL);
    lua_pop(L, 1);
    lua_getfield(L, spec, "damage");
    if (lua_isinteger(L, -1) && gcg_edit_set_damage(s->g, cid, (int)lua_tointeger(L, -1), &err))
        luaL_error(L, "%s", err.msg);
    lua_pop(L, 1);
    lua_getfield(L, spec, "fresh");
    if (lua_toboolean(L, -1))
        gcg_edit_set_fresh(s->g, cid, 1, NULL);
    lua_pop(L, 1);
    name_card(L, s, spec, cid);
    lua_getfield(L, spec, "pilot");
    if (!lua_isnil(L, -1)) {
        int pilot_spec = lua_gettop(L);
        const char *pn = lua_isstring(L, pilot_spec) ? lua_tostring(L, pilot_spec) : NULL;
        if (!pn) {
            lua_rawgeti(L, pilot_spec, 1);
            pn = luaL_checkstring(L, -1);
            lua_pop(L, 1);
        }
        int pid = add(L, s, p, pn, GCG_LOC_HAND);
        if (gcg_edit_pair(s->g, cid, pid, &err) != 0)
            luaL_error(L, "P%d: pairing %s: %s", p + 1, pn, err.msg);
        if (lua_istable(L, pilot_spec))
            name_card(L, s, pilot_spec, pid);
    }
    lua_pop(L, 1);
}

/* A location's spec: a count of filler cards, or a list of card specs (first =
 * bottom).  `rested = N` rests the first N (resources), `ex = N` adds EX
 * Resources. */
static void add_location(lua_State *L, sgame *s, int p, int pt, const char *key, gcg_loc loc,
                         const char *filler)
{
    lua_getfield(L, pt, key);
    int v = lua_gettop(L);
    if (lua_isinteger(L, v)) {
        for (lua_Integer i = 0; i < lua_tointeger(L, v); i++)
            add(L, s, p, filler, loc);
    } else if (lua_isstring(L, v)) {
        add(L, s, p, lua_tostring(L, v), loc);
    } else if (lua_istable(L, v)) {
        lua_Integer n = luaL_len(L, v);
        for (lua_Integer i = 1; i <= n; i++) {
            lua_geti(L, v, i);
            add_spec(L, s, p, loc, -1);
            lua_pop(L, 1);
        }
    } else if (!lua_isnil(L, v) && !(lua_isboolean(L, v) && !lua_toboolean(L, v))) {
        luaL_error(L, "P%d: '%s' must be a number, a card number or a list", p + 1, key);
    }
    lua_pop(L, 1);
}

/* resources = N | {N, rested = K, ex = E} */
static void add_resources(lua_State *L, sgame *s, int p, int pt)
{
    lua_getfield(L, pt, "resources");
    int v = lua_gettop(L), n = 0, rested = 0, ex = 0;
    if (lua_isinteger(L, v)) {
        n = (int)lua_tointeger(L, v);
    } else if (lua_istable(L, v)) {
        lua_rawgeti(L, v, 1);
        n = (int)luaL_optinteger(L, -1, 0);
        lua_getfield(L, v, "rested");
        rested = (int)luaL_optinteger(L, -1, 0);
        lua_getfield(L, v, "ex");
        ex = (int)luaL_optinteger(L, -1, 0);
        lua_pop(L, 3);
    }
    lua_pop(L, 1);
    for (int i = 0; i < n + ex; i++) {
        int cid = add(L, s, p, i < n ? "R-001" : "EXR-001", GCG_LOC_RESOURCE);
        if (i < rested)
            gcg_edit_set_rested(s->g, cid, 1, NULL);
    }
}

static void build_player(lua_State *L, sgame *s, int p, int pt)
{
    add_location(L, s, p, pt, "deck", GCG_LOC_DECK, "ST01-005");
    add_location(L, s, p, pt, "resource_deck", GCG_LOC_RESOURCE_DECK, "R-001");
    add_resources(L, s, p, pt);
    add_location(L, s, p, pt, "battle", GCG_LOC_BATTLE, "ST01-005");
    add_location(L, s, p, pt, "shields", GCG_LOC_SHIELD, "ST01-005");
    add_location(L, s, p, pt, "base", GCG_LOC_BASE, "EXB-001");
    add_location(L, s, p, pt, "hand", GCG_LOC_HAND, "ST01-005");
    add_location(L, s, p, pt, "trash", GCG_LOC_TRASH, "ST01-005");
    add_location(L, s, p, pt, "removal", GCG_LOC_REMOVAL, "ST01-005");
}

static gcg_phase phase_named(lua_State *L, const char *n)
{
    static const char *const names[] = {"setup", "start", "draw", "resource", "main", "end"};
    for (int i = 0; i < 6; i++)
        if (!strcmp(names[i], n))
            return (gcg_phase)i;
    return (gcg_phase)luaL_error(L, "unknown phase '%s'", n);
}

static sgame *push_game(lua_State *L, gcg_game *g)
{
    sgame *s = lua_newuserdatauv(L, sizeof *s, 0);
    s->g = g;
    s->errors_seen = 0;
    s->stop_hook = LUA_NOREF;
    lua_newtable(L);
    s->names = luaL_ref(L, LUA_REGISTRYINDEX);
    luaL_setmetatable(L, GAME_MT);
    return s;
}

/* mode = "team", variant = "...", options = "k=v,...", teams = {1, 1, 2, 2}: the
 * strings stay alive in the argument table while the game is created. */
static void mode_fields(lua_State *L, int t, gcg_game_config *cfg)
{
    lua_getfield(L, t, "mode");
    cfg->mode = lua_tostring(L, -1);
    lua_getfield(L, t, "variant");
    cfg->variant = lua_tostring(L, -1);
    lua_getfield(L, t, "options");
    cfg->options = lua_tostring(L, -1);
    lua_pop(L, 3);
    lua_getfield(L, t, "teams");
    for (int p = 0; lua_istable(L, -1) && p < GCG_MAX_PLAYERS; p++) {
        lua_geti(L, -1, p + 1);
        cfg->players[p].team = (int)luaL_optinteger(L, -1, 0);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
}

/* gcg play --scenario (position.c): when the registry's "gcg.capture" is set,
 * the first game a scenario file builds is taken -- kept in "gcg.captured",
 * out of Lua's hands -- and the file stops there (the error "gcg.captured"). */
static void capture(lua_State *L, sgame *s)
{
    lua_getfield(L, LUA_REGISTRYINDEX, "gcg.capture");
    int on = lua_toboolean(L, -1);
    lua_pop(L, 1);
    if (!on)
        return;
    lua_pushlightuserdata(L, s->g);
    lua_setfield(L, LUA_REGISTRYINDEX, "gcg.captured");
    s->g = NULL;
    luaL_unref(L, LUA_REGISTRYINDEX, s->names);
    lua_pushliteral(L, "gcg.captured");
    lua_error(L);
}

/* game{ players=2, seed=1, turn=1, active=1, phase="main", p1={...}, p2={...} } */
static int l_game(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_getfield(L, 1, "players");
    int n = (int)luaL_optinteger(L, -1, 2);
    lua_getfield(L, 1, "seed");
    lua_Integer seed = luaL_optinteger(L, -1, 1);
    lua_getfield(L, 1, "turn");
    int turn = (int)luaL_optinteger(L, -1, 2);
    lua_getfield(L, 1, "active");
    int active = (int)luaL_optinteger(L, -1, 1);
    lua_getfield(L, 1, "phase");
    const char *phase = luaL_optstring(L, -1, "main");
    lua_pop(L, 5);
    gcg_game_config cfg = {.nplayers = n, .seed = (uint64_t)seed, .first_player = -1};
    mode_fields(L, 1, &cfg);
    gcg_err err;
    gcg_game *g = gcg_game_new_empty(engine_of(L), &cfg, &err);
    if (!g)
        return luaL_error(L, "%s", err.msg);
    sgame *s = push_game(L, g);
    int gi = lua_gettop(L);
    for (int p = 0; p < n; p++) {
        char key[16];
        snprintf(key, sizeof key, "p%d", p + 1);
        lua_getfield(L, 1, key);
        if (lua_istable(L, -1))
            build_player(L, s, p, lua_gettop(L));
        lua_pop(L, 1);
    }
    lua_getfield(L, 1, "direction"); /* 1 (clockwise) or -1: the order of play (12-2-1) */
    if (!lua_isnil(L, -1) &&
        gcg_edit_set_direction(g, (int)luaL_checkinteger(L, -1), &err) != 0)
        return luaL_error(L, "%s", err.msg);
    lua_pop(L, 1);
    if (gcg_game_start_at(g, turn, active - 1, phase_named(L, phase), &err) != 0)
        return luaL_error(L, "%s", err.msg);
    capture(L, s); /* (gcg play --scenario: the game is taken, the file stops) */
    check_errors(L, s);
    lua_pushvalue(L, gi);
    return 1;
}

/* new_game{ decks = {"decks/a.deck", "decks/b.deck"}, seed = 1, first = 1 } */
static int l_new_game(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    gcg_engine *eng = engine_of(L);
    gcg_game_config cfg = {.seed = 1, .first_player = -1};
    mode_fields(L, 1, &cfg);
    lua_getfield(L, 1, "seed");
    cfg.seed = (uint64_t)luaL_optinteger(L, -1, 1);
    lua_getfield(L, 1, "first");
    cfg.first_player = (int)luaL_optinteger(L, -1, 0) - 1;
    lua_getfield(L, 1, "decks");
    luaL_checktype(L, -1, LUA_TTABLE);
    int n = (int)luaL_len(L, -1);
    if (n < 2 || n > GCG_MAX_PLAYERS)
        return luaL_error(L, "new_game: give 2 to %d decks", GCG_MAX_PLAYERS);
    cfg.nplayers = n;
    lua_getfield(L, LUA_REGISTRYINDEX, "gcg.home");
    const char *home = lua_tostring(L, -1);
    gcg_deck *decks[GCG_MAX_PLAYERS] = {0};
    for (int i = 0; i < n; i++) {
        lua_geti(L, -2, i + 1);
        char path[1200];
        const char *f = luaL_checkstring(L, -1);
        snprintf(path, sizeof path, "%s%s%s", f[0] == '/' ? "" : home, f[0] == '/' ? "" : "/", f);
        gcg_problems pr = {0};
        decks[i] = gcg_deck_load(gcg_engine_carddb(eng), path, &pr);
        lua_pop(L, 1);
        if (!decks[i] || pr.n) {
            /* Name every problem (the message is on the Lua stack, so free first). */
            luaL_Buffer b;
            luaL_buffinit(L, &b);
            lua_pushfstring(L, "new_game: cannot load deck %s:", f);
            luaL_addvalue(&b);
            for (int k = 0; k < pr.n; k++) {
                lua_pushfstring(L, "\n  %s", pr.msgs[k]);
                luaL_addvalue(&b);
            }
            luaL_pushresult(&b);
            gcg_problems_free(&pr);
            for (int k = 0; k <= i; k++)
                gcg_deck_free(decks[k]);
            return lua_error(L);
        }
        gcg_problems_free(&pr);
        cfg.players[i].deck = decks[i];
    }
    gcg_err err;
    gcg_game *g = gcg_game_new(eng, &cfg, &err);
    for (int i = 0; i < n; i++)
        gcg_deck_free(decks[i]);
    if (!g)
        return luaL_error(L, "%s", err.msg);
    sgame *sg = push_game(L, g);
    capture(L, sg);
    check_errors(L, sg);
    return 1;
}

static int l_gc(lua_State *L)
{
    sgame *s = luaL_checkudata(L, 1, GAME_MT);
    if (s->g) {
        gcg_game_free(s->g);
        s->g = NULL;
        luaL_unref(L, LUA_REGISTRYINDEX, s->names);
        luaL_unref(L, LUA_REGISTRYINDEX, s->stop_hook);
    }
    return 0;
}

/* ------------------------------------------------------------ reading */

/* A card argument: an id, or a name given with as=. */
static int check_card(lua_State *L, sgame *s, int i)
{
    if (lua_isinteger(L, i)) {
        int cid = (int)lua_tointeger(L, i);
        if (cid < 0 || cid >= gcg_card_count(s->g))
            luaL_error(L, "no card #%d", cid);
        return cid;
    }
    const char *name = luaL_checkstring(L, i);
    lua_rawgeti(L, LUA_REGISTRYINDEX, s->names);
    lua_getfield(L, -1, name);
    if (!lua_isinteger(L, -1))
        luaL_error(L, "no card named '%s' (name cards with as=)", name);
    int cid = (int)lua_tointeger(L, -1);
    lua_pop(L, 2);
    return cid;
}

static int l_card(lua_State *L)
{
    sgame *s = check_game(L, 1);
    lua_pushinteger(L, check_card(L, s, 2));
    return 1;
}

static gcg_card_view view(lua_State *L, sgame *s, int i)
{
    gcg_card_view v;
    gcg_card_get(s->g, -1, check_card(L, s, i), &v);
    return v;
}

static int l_loc(lua_State *L)
{
    sgame *s = check_game(L, 1);
    lua_pushstring(L, loc_word(view(L, s, 2).loc));
    return 1;
}

static int l_ap(lua_State *L) { sgame *s = check_game(L, 1); lua_pushinteger(L, view(L, s, 2).ap); return 1; }
static int l_hp(lua_State *L) { sgame *s = check_game(L, 1); lua_pushinteger(L, view(L, s, 2).hp); return 1; }
static int l_damage(lua_State *L) { sgame *s = check_game(L, 1); lua_pushinteger(L, view(L, s, 2).damage); return 1; }
static int l_rested(lua_State *L) { sgame *s = check_game(L, 1); lua_pushboolean(L, view(L, s, 2).rested); return 1; }
/* g:keyword(c, "repair") -> the amount of <Repair>/<Breach>/<Support> (0 if none);
 * g:keyword(c, "blocker") -> whether the card has that keyword now. */
static int l_keyword(lua_State *L)
{
    sgame *s = check_game(L, 1);
    gcg_card_view v = view(L, s, 2);
    unsigned b = gcg_keyword_bit(luaL_checkstring(L, 3));
    if (!b)
        return luaL_argerror(L, 3, "unknown keyword");
    if (b == GCG_KW_REPAIR)
        lua_pushinteger(L, v.repair);
    else if (b == GCG_KW_BREACH)
        lua_pushinteger(L, v.breach);
    else if (b == GCG_KW_SUPPORT)
        lua_pushinteger(L, v.support);
    else
        lua_pushboolean(L, (v.keywords & b) != 0);
    return 1;
}

static int l_linked(lua_State *L) { sgame *s = check_game(L, 1); lua_pushboolean(L, view(L, s, 2).linked); return 1; }

static int l_paired(lua_State *L)
{
    sgame *s = check_game(L, 1);
    int p = view(L, s, 2).paired;
    if (p < 0)
        lua_pushnil(L);
    else
        lua_pushinteger(L, p);
    return 1;
}

static int l_count(lua_State *L)
{
    sgame *s = check_game(L, 1);
    lua_pushinteger(L, gcg_zone_count(s->g, check_player(L, s, 2), check_loc(L, 3)));
    return 1;
}

/* g:cards(p, loc) -> list of card ids (first = bottom) */
static int l_cards(lua_State *L)
{
    sgame *s = check_game(L, 1);
    int p = check_player(L, s, 2);
    gcg_loc loc = check_loc(L, 3);
    int n = gcg_zone_count(s->g, p, loc);
    lua_createtable(L, n, 0);
    for (int i = 0; i < n; i++) {
        gcg_card_view v;
        gcg_zone_card(s->g, -1, p, loc, i, &v);
        lua_pushinteger(L, v.id);
        lua_rawseti(L, -2, i + 1);
    }
    return 1;
}

static int l_owner(lua_State *L)
{
    sgame *s = check_game(L, 1);
    lua_pushinteger(L, view(L, s, 2).owner + 1);
    return 1;
}

static int l_number(lua_State *L)
{
    sgame *s = check_game(L, 1);
    lua_pushstring(L, gcg_card_def_of(s->g, check_card(L, s, 2))->number);
    return 1;
}

static int l_state(lua_State *L)
{
    sgame *s = check_game(L, 1);
    lua_createtable(L, 0, 14);
    lua_pushinteger(L, gcg_game_turn(s->g));
    lua_setfield(L, -2, "turn");
    lua_pushinteger(L, gcg_game_active_player(s->g) + 1);
    lua_setfield(L, -2, "active");
    lua_pushstring(L, gcg_phase_name(gcg_game_phase(s->g)));
    lua_setfield(L, -2, "phase");
    lua_pushstring(L, gcg_step_name(gcg_game_step(s->g)));
    lua_setfield(L, -2, "step");
    lua_pushboolean(L, gcg_game_over(s->g));
    lua_setfield(L, -2, "over");
    int w = gcg_game_winner(s->g);
    if (w >= 0) {
        lua_pushinteger(L, w + 1);
        lua_setfield(L, -2, "winner");
    }
    lua_pushstring(L, gcg_end_reason_name(gcg_game_end_reason(s->g)));
    lua_setfield(L, -2, "reason");
    lua_pushinteger(L, gcg_game_first_player(s->g) + 1);
    lua_setfield(L, -2, "first");
    lua_pushstring(L, gcg_game_mode(s->g));
    lua_setfield(L, -2, "mode");
    lua_pushstring(L, gcg_game_variant(s->g));
    lua_setfield(L, -2, "variant");
    lua_pushinteger(L, gcg_game_round(s->g));
    lua_setfield(L, -2, "round");
    lua_pushinteger(L, gcg_game_direction(s->g));
    lua_setfield(L, -2, "direction");
    /* Every winner (a team wins together) and every player out of the game. */
    const char *lists[2] = {"winners", "losers"};
    for (int k = 0; k < 2; k++) {
        lua_newtable(L);
        for (int p = 0, n = 0; p < gcg_game_nplayers(s->g); p++)
            if (k == 0 ? gcg_game_player_won(s->g, p) : gcg_game_player_lost(s->g, p)) {
                lua_pushinteger(L, p + 1);
                lua_rawseti(L, -2, ++n);
            }
        lua_setfield(L, -2, lists[k]);
    }
    return 1;
}

static const char *kind_word(gcg_decision_kind k)
{
    static const char *const w[] = {"none", "action", "yesno", "choose", "order"};
    return (unsigned)k <= GCG_DEC_ORDER ? w[k] : "?";
}

/* g:decision() -> { kind, player, prompt, min, max, keys = {...}, labels = {...},
 * source = what it is for (the effect asking), or nil } */
static int l_decision(lua_State *L)
{
    sgame *s = check_game(L, 1);
    gcg_decision d;
    gcg_game_decision(s->g, &d);
    lua_createtable(L, 0, 8);
    lua_pushstring(L, kind_word(d.kind));
    lua_setfield(L, -2, "kind");
    lua_pushinteger(L, d.player + 1);
    lua_setfield(L, -2, "player");
    lua_pushstring(L, d.prompt);
    lua_setfield(L, -2, "prompt");
    lua_pushinteger(L, d.min);
    lua_setfield(L, -2, "min");
    lua_pushinteger(L, d.max);
    lua_setfield(L, -2, "max");
    char why[800]; /* what the decision is for: the effect asking (gcg_decision_source) */
    if (gcg_decision_source(s->g, why, sizeof why) >= 0 || why[0]) {
        lua_pushstring(L, why);
        lua_setfield(L, -2, "source");
    }
    lua_createtable(L, d.noptions, 0);
    lua_createtable(L, d.noptions, 0);
    for (int i = 0; i < d.noptions; i++) {
        char buf[800];
        gcg_option_key(s->g, i, buf, sizeof buf);
        lua_pushstring(L, buf);
        lua_rawseti(L, -3, i + 1);
        gcg_option_label(s->g, i, buf, sizeof buf);
        lua_pushstring(L, buf);
        lua_rawseti(L, -2, i + 1);
    }
    lua_setfield(L, -3, "labels");
    lua_setfield(L, -2, "keys");
    return 1;
}

/* Is option i another way to pay for an option (its key ends " exN": N EX
 * Resources spent, 7-5-2-2-3)? */
static int pays_ex(sgame *s, int i)
{
    char key[96];
    gcg_option_key(s->g, i, key, sizeof key);
    const char *sp = strrchr(key, ' ');
    return sp && sp[1] == 'e' && sp[2] == 'x' && sp[3] >= '0' && sp[3] <= '9';
}

/* Find an option: exact key, else a label containing the text (case-insensitive),
 * which must be unique -- but for the other ways to pay an option, which a label
 * alone does not choose (the harness pays the default way unless a key says
 * otherwise).  -1 with a message on the stack-less buffer if none. */
static int find_option(sgame *s, const char *want, char *why, size_t n)
{
    int k = gcg_option_find(s->g, want);
    if (k >= 0)
        return k;
    gcg_decision d;
    gcg_game_decision(s->g, &d);
    int found = -1, count = 0, plain = -1, nplain = 0;
    for (int i = 0; i < d.noptions; i++) {
        char label[256];
        gcg_option_label(s->g, i, label, sizeof label);
        if (ci_contains(label, want)) {
            found = i;
            count++;
            if (!pays_ex(s, i)) {
                plain = i;
                nplain++;
            }
        }
    }
    if (count == 1)
        return found;
    if (nplain == 1)
        return plain;
    char reason[400];
    if (!count && gcg_option_explain(s->g, want, reason, sizeof reason) == 1) /* (the rule) */
        snprintf(why, n, "no option '%.80s' (%.240s) in: %.150s", want, reason, d.prompt);
    else
        snprintf(why, n, "%s option '%s' in: %s", count ? "ambiguous" : "no", want, d.prompt);
    return -1;
}

static void describe_options(lua_State *L, sgame *s, luaL_Buffer *b)
{
    gcg_decision d;
    gcg_game_decision(s->g, &d);
    for (int i = 0; i < d.noptions; i++) {
        char key[96], label[256];
        gcg_option_key(s->g, i, key, sizeof key);
        gcg_option_label(s->g, i, label, sizeof label);
        lua_pushfstring(L, "\n    %s  (%s)", key, label);
        luaL_addvalue(b);
    }
}

static int option_error(lua_State *L, sgame *s, const char *why)
{
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    luaL_addstring(&b, why);
    luaL_addstring(&b, "; options:");
    describe_options(L, s, &b);
    luaL_pushresult(&b);
    return lua_error(L);
}

/* g:choose("key or label") | g:choose{"k1", "k2"} | g:choose(3) (1-based) */
static int l_choose(lua_State *L)
{
    sgame *s = check_game(L, 1);
    int idx[256], n = 0;
    char why[512];
    if (lua_isinteger(L, 2)) {
        idx[n++] = (int)lua_tointeger(L, 2) - 1;
    } else if (lua_istable(L, 2)) {
        lua_Integer len = luaL_len(L, 2);
        for (lua_Integer i = 1; i <= len && n < 256; i++) {
            lua_geti(L, 2, i);
            if (lua_isinteger(L, -1)) /* a 1-based option number, as for a single answer */
                idx[n] = (int)lua_tointeger(L, -1) - 1;
            else if ((idx[n] = find_option(s, luaL_checkstring(L, -1), why, sizeof why)) < 0)
                return option_error(L, s, why);
            n++;
            lua_pop(L, 1);
        }
    } else if ((idx[n++] = find_option(s, luaL_checkstring(L, 2), why, sizeof why)) < 0) {
        return option_error(L, s, why);
    }
    gcg_err err;
    if (gcg_respond(s->g, idx, n, &err) != 0)
        return fail(L, "answer refused: %s", err.msg);
    settle(L, s, 1);
    lua_settop(L, 1);
    return 1;
}

/* g:try_choose(...) -> ok, message: like choose, but a refused answer is returned */
static int l_try_choose(lua_State *L)
{
    sgame *s = check_game(L, 1);
    int idx[256], n = 0;
    if (lua_isinteger(L, 2)) {
        idx[n++] = (int)lua_tointeger(L, 2) - 1;
    } else {
        luaL_checktype(L, 2, LUA_TTABLE);
        lua_Integer len = luaL_len(L, 2);
        for (lua_Integer i = 1; i <= len && n < 256; i++) {
            lua_geti(L, 2, i);
            idx[n++] = (int)luaL_checkinteger(L, -1) - 1;
            lua_pop(L, 1);
        }
    }
    gcg_err err;
    if (gcg_respond(s->g, idx, n, &err) != 0) {
        lua_pushboolean(L, 0);
        lua_pushstring(L, err.msg);
        return 2;
    }
    settle(L, s, 1);
    lua_pushboolean(L, 1);
    return 1;
}

static int has_option(sgame *s, const char *want)
{
    char why[512];
    return find_option(s, want, why, sizeof why) >= 0;
}

static int l_has(lua_State *L)
{
    sgame *s = check_game(L, 1);
    lua_pushboolean(L, has_option(s, luaL_checkstring(L, 2)));
    return 1;
}

static int l_expect_option(lua_State *L)
{
    sgame *s = check_game(L, 1);
    const char *w = luaL_checkstring(L, 2);
    if (!has_option(s, w)) {
        char why[600];
        snprintf(why, sizeof why, "expected an option '%s'", w);
        return option_error(L, s, why);
    }
    lua_settop(L, 1);
    return 1;
}

static int l_expect_no_option(lua_State *L)
{
    sgame *s = check_game(L, 1);
    const char *w = luaL_checkstring(L, 2);
    if (gcg_option_find(s->g, w) >= 0) {
        char why[600];
        snprintf(why, sizeof why, "expected no option '%s'", w);
        return option_error(L, s, why);
    }
    /* also no label containing it */
    gcg_decision d;
    gcg_game_decision(s->g, &d);
    for (int i = 0; i < d.noptions; i++) {
        char label[256];
        gcg_option_label(s->g, i, label, sizeof label);
        if (ci_contains(label, w)) {
            char why[600];
            snprintf(why, sizeof why, "expected no option '%s'", w);
            return option_error(L, s, why);
        }
    }
    lua_settop(L, 1);
    return 1;
}

/* g:answers{ "keep", "keep", ..., stop = function(g) return ... end }
 * Answers in order.  Strict: a decision reached with no answer left (before stop
 * holds) fails, and so do answers left over once stop holds. */
static int l_answers(lua_State *L)
{
    sgame *s = check_game(L, 1);
    luaL_checktype(L, 2, LUA_TTABLE);
    lua_getfield(L, 2, "stop");
    int stop = lua_gettop(L);
    lua_Integer n = luaL_len(L, 2);
    for (lua_Integer i = 1;; i++) {
        if (!lua_isnil(L, stop)) {
            lua_pushvalue(L, stop);
            lua_pushvalue(L, 1);
            lua_call(L, 1, 1);
            int done = lua_toboolean(L, -1);
            lua_pop(L, 1);
            if (done) {
                if (i <= n)
                    return fail(L, "%d queued answer(s) left unused", (int)(n - i + 1));
                break;
            }
        }
        if (i > n) {
            if (lua_isnil(L, stop))
                break;
            gcg_decision d;
            gcg_game_decision(s->g, &d);
            luaL_Buffer b;
            luaL_buffinit(L, &b);
            lua_pushfstring(L, "decision with no queued answer: P%d: %s; options:", d.player + 1,
                            d.prompt);
            luaL_addvalue(&b);
            describe_options(L, s, &b);
            luaL_pushresult(&b);
            return lua_error(L);
        }
        lua_pushcfunction(L, l_choose);
        lua_pushvalue(L, 1);
        lua_geti(L, 2, i);
        lua_call(L, 2, 0);
    }
    lua_settop(L, 1);
    return 1;
}

static int l_concede(lua_State *L)
{
    sgame *s = check_game(L, 1);
    gcg_err err;
    if (gcg_concede(s->g, check_player(L, s, 2), &err) != 0)
        return fail(L, "%s", err.msg);
    settle(L, s, 1);
    return 0;
}

static int l_hash(lua_State *L)
{
    sgame *s = check_game(L, 1);
    char buf[32];
    snprintf(buf, sizeof buf, "%016llx", (unsigned long long)gcg_game_hash(s->g));
    lua_pushstring(L, buf);
    return 1;
}

static int l_log(lua_State *L)
{
    sgame *s = check_game(L, 1);
    int viewer = (int)luaL_optinteger(L, 2, 0) - 1;
    int n = gcg_narration_count(s->g);
    lua_createtable(L, n, 0);
    for (int i = 0; i < n; i++) {
        char buf[256];
        gcg_narration_text(s->g, i, viewer, buf, sizeof buf);
        lua_pushstring(L, buf);
        lua_rawseti(L, -2, i + 1);
    }
    return 1;
}

static int l_view(lua_State *L)
{
    sgame *s = check_game(L, 1);
    int viewer = (int)luaL_optinteger(L, 2, 0) - 1;
    char *j = gcg_view_json(s->g, viewer);
    lua_pushstring(L, j);
    free(j);
    return 1;
}

static int l_undo(lua_State *L)
{
    sgame *s = check_game(L, 1);
    int n = (int)luaL_optinteger(L, 2, 1);
    gcg_err err;
    if (gcg_game_rewind(s->g, gcg_log_length(s->g) - n, &err) != 0)
        return fail(L, "undo: %s", err.msg);
    s->errors_seen = 0; /* (the game is rebuilt: what it reports is told afresh) */
    check_errors(L, s);
    return 0;
}

static int l_replay(lua_State *L)
{
    sgame *s = check_game(L, 1);
    char *j = gcg_replay_save(s->g);
    if (!j)
        return fail(L, "this game cannot be saved as a replay");
    gcg_err err;
    gcg_game *g2 = gcg_replay_load(engine_of(L), j, &err);
    lua_pushstring(L, j);
    free(j);
    if (!g2)
        return fail(L, "replay load: %s", err.msg);
    check_errors(L, push_game(L, g2));
    lua_insert(L, -2);
    return 2;
}

static int l_log_length(lua_State *L)
{
    sgame *s = check_game(L, 1);
    lua_pushinteger(L, gcg_log_length(s->g));
    return 1;
}

/* g:bot_play(seed, max_answers) -> answers given: random bots until the end */
static int l_bot_play(lua_State *L)
{
    sgame *s = check_game(L, 1);
    uint64_t rng = (uint64_t)luaL_optinteger(L, 2, 1);
    lua_Integer max = luaL_optinteger(L, 3, 100000);
    lua_Integer n = 0;
    while (!gcg_game_over(s->g) && n < max) {
        int ch[256];
        gcg_err err;
        if (gcg_game_paused(s->g)) { /* (a stop without a hook: bots go on) */
            if (gcg_game_resume(s->g, &err) != 0)
                return fail(L, "resume: %s", err.msg);
        } else {
            int k = gcg_bot_choose(s->g, GCG_BOT_RANDOM, &rng, ch, 256);
            if (gcg_respond(s->g, ch, k, &err) != 0)
                return fail(L, "bot answer refused: %s", err.msg);
        }
        settle(L, s, 1);
        n++;
    }
    lua_pushinteger(L, n);
    return 1;
}

/* ------------------------------------------------------------ stops, triggers, refusals */

/* A step's or phase's name ("damage step", "draw phase") -> its stop bit. */
static unsigned stop_named(lua_State *L, const char *name)
{
    for (int st = GCG_STEP_ACTIVE; st <= GCG_STEP_CLEANUP; st++)
        if (!strcmp(name, gcg_step_name((gcg_step)st)))
            return GCG_STOP_STEP(st);
    for (int ph = GCG_PHASE_START; ph <= GCG_PHASE_END; ph++)
        if (!strcmp(name, gcg_phase_name((gcg_phase)ph)))
            return GCG_STOP_PHASE(ph);
    return (unsigned)luaL_error(L, "g:stop_at: no step or phase '%s' (\"damage step\", "
                                   "\"battle end step\", \"draw phase\" ...)", name);
}

/* g:stop_at(where [, fn]): where is a step or phase name, or a list of them, or
 * nil (no more stops).  The game pauses each time it enters one, before doing
 * anything there: with fn, fn(g) is called there and the game goes on; without,
 * it stays paused (g:paused()) until g:resume(). */
static int l_stop_at(lua_State *L)
{
    sgame *s = check_game(L, 1);
    unsigned mask = 0;
    if (lua_isstring(L, 2)) {
        mask = stop_named(L, lua_tostring(L, 2));
    } else if (lua_istable(L, 2)) {
        for (lua_Integer i = 1; i <= luaL_len(L, 2); i++) {
            lua_geti(L, 2, i);
            mask |= stop_named(L, luaL_checkstring(L, -1));
            lua_pop(L, 1);
        }
    } else if (!lua_isnoneornil(L, 2)) {
        return luaL_argerror(L, 2, "a step or phase name, a list of them, or nil");
    }
    luaL_unref(L, LUA_REGISTRYINDEX, s->stop_hook);
    s->stop_hook = LUA_NOREF;
    if (!lua_isnoneornil(L, 3)) {
        luaL_checktype(L, 3, LUA_TFUNCTION);
        lua_pushvalue(L, 3);
        s->stop_hook = luaL_ref(L, LUA_REGISTRYINDEX);
    }
    gcg_game_set_stops(s->g, mask);
    lua_settop(L, 1);
    return 1;
}

/* g:paused() -> the step or phase the game is paused at, or nil */
static int l_paused(lua_State *L)
{
    sgame *s = check_game(L, 1);
    unsigned at = gcg_game_paused(s->g);
    for (int st = GCG_STEP_ACTIVE; st <= GCG_STEP_CLEANUP && at; st++)
        if (at & GCG_STOP_STEP(st)) {
            lua_pushstring(L, gcg_step_name((gcg_step)st));
            return 1;
        }
    for (int ph = GCG_PHASE_START; ph <= GCG_PHASE_END && at; ph++)
        if (at & GCG_STOP_PHASE(ph)) {
            lua_pushstring(L, gcg_phase_name((gcg_phase)ph));
            return 1;
        }
    lua_pushnil(L);
    return 1;
}

static int l_resume(lua_State *L)
{
    sgame *s = check_game(L, 1);
    gcg_err err;
    if (gcg_game_resume(s->g, &err) != 0)
        return fail(L, "%s", err.msg);
    settle(L, s, 1);
    lua_settop(L, 1);
    return 1;
}

/* g:pending_triggers() -> { {card=, player=, kind=, effect=, amount=, name=}, ... }:
 * the triggered effects waiting to be resolved, in the order they triggered */
static int l_pending_triggers(lua_State *L)
{
    static const char *const kinds[] = {"repair", "breach", "burst", "effect"};
    sgame *s = check_game(L, 1);
    gcg_trigger_view v[64];
    int n = gcg_pending_triggers(s->g, v, 64);
    if (n > 64)
        n = 64;
    lua_createtable(L, n, 0);
    for (int i = 0; i < n; i++) {
        lua_createtable(L, 0, 6);
        lua_pushinteger(L, v[i].card);
        lua_setfield(L, -2, "card");
        lua_pushinteger(L, v[i].controller + 1);
        lua_setfield(L, -2, "player");
        lua_pushstring(L, (unsigned)v[i].kind < 4 ? kinds[v[i].kind] : "?");
        lua_setfield(L, -2, "kind");
        lua_pushinteger(L, v[i].effect);
        lua_setfield(L, -2, "effect");
        lua_pushinteger(L, v[i].amount);
        lua_setfield(L, -2, "amount");
        lua_pushstring(L, gcg_card_def_of(s->g, v[i].card)->name);
        lua_setfield(L, -2, "name");
        lua_rawseti(L, -2, i + 1);
    }
    return 1;
}

/* g:try_action(key) -> true, or false and the engine's reason: an answer given by
 * its key, which the rules may refuse ("c9 is active: only rested Units can be
 * attacked (8-2-1)"); a refused answer changes nothing. */
static int l_try_action(lua_State *L)
{
    sgame *s = check_game(L, 1);
    const char *key = luaL_checkstring(L, 2);
    gcg_err err;
    if (gcg_respond_keys(s->g, &key, 1, &err) != 0) {
        lua_pushboolean(L, 0);
        lua_pushstring(L, err.msg);
        return 2;
    }
    settle(L, s, 1);
    lua_pushboolean(L, 1);
    return 1;
}

/* g:ex_paid(c) -> the EX Resources spent to play card c, while it stays where it
 * was played (7-5-2-2-3) */
static int l_ex_paid(lua_State *L)
{
    sgame *s = check_game(L, 1);
    lua_pushinteger(L, view(L, s, 2).ex_paid);
    return 1;
}

static const luaL_Reg game_methods[] = {
    {"card", l_card}, {"loc", l_loc}, {"ap", l_ap}, {"hp", l_hp}, {"damage", l_damage},
    {"rested", l_rested}, {"linked", l_linked}, {"paired", l_paired}, {"count", l_count},
    {"keyword", l_keyword},
    {"cards", l_cards}, {"number", l_number}, {"owner", l_owner}, {"state", l_state}, {"decision", l_decision},
    {"choose", l_choose}, {"try_choose", l_try_choose}, {"has_option", l_has},
    {"expect_option", l_expect_option}, {"expect_no_option", l_expect_no_option},
    {"answers", l_answers}, {"concede", l_concede}, {"hash", l_hash}, {"log", l_log},
    {"view", l_view}, {"undo", l_undo}, {"replay", l_replay}, {"log_length", l_log_length},
    {"bot_play", l_bot_play}, {"stop_at", l_stop_at}, {"paused", l_paused},
    {"resume", l_resume}, {"pending_triggers", l_pending_triggers},
    {"try_action", l_try_action}, {"ex_paid", l_ex_paid},
    {NULL, NULL},
};

/* use_cards("tests/data/cards/x.json"): add or override cards for the games of
 * this run (test cards for keywords no real card prints, for example). */
static int l_use_cards(lua_State *L)
{
    const char *path = luaL_checkstring(L, 1);
    lua_getfield(L, LUA_REGISTRYINDEX, "gcg.db");
    gcg_carddb *db = lua_touserdata(L, -1);
    lua_getfield(L, LUA_REGISTRYINDEX, "gcg.home");
    char full[1200];
    snprintf(full, sizeof full, "%s%s%s", path[0] == '/' ? "" : lua_tostring(L, -1),
             path[0] == '/' ? "" : "/", path);
    gcg_err err;
    if (!db)
        return luaL_error(L, "use_cards: not available here");
    if (gcg_carddb_merge_file(db, full, &err) != 0)
        return luaL_error(L, "use_cards: %s", err.msg);
    return 0;
}

void scenario_allow_cards(lua_State *L, gcg_carddb *db)
{
    lua_pushlightuserdata(L, db);
    lua_setfield(L, LUA_REGISTRYINDEX, "gcg.db");
    lua_register(L, "use_cards", l_use_cards);
}

void scenario_open(lua_State *L, gcg_engine *eng, const char *home)
{
    lua_pushlightuserdata(L, eng);
    lua_setfield(L, LUA_REGISTRYINDEX, "gcg.engine");
    lua_pushstring(L, home);
    lua_setfield(L, LUA_REGISTRYINDEX, "gcg.home");
    luaL_newmetatable(L, GAME_MT);
    lua_pushcfunction(L, l_gc);
    lua_setfield(L, -2, "__gc");
    luaL_newlib(L, game_methods);
    lua_setfield(L, -2, "__index");
    lua_pop(L, 1);
    lua_register(L, "game", l_game);
    lua_register(L, "new_game", l_new_game);
}
