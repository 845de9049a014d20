/*
 * lua_eval.c -- the `lua` command: evaluate Lua against the game.  It runs in a
 * plain Lua state of its own (not the engine's script sandbox), with the base,
 * string, table, math and utf8 libraries (no files, no OS) and a global `game`:
 * a read-only copy of what the deciding player may see, built from the public
 * API before each command.  Nothing in it can reach the game itself.  Runs are
 * capped in instructions and memory; string patterns count their steps
 * (src/pattern.c), so none can run for ever inside one C call.
 */
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
#include <stdlib.h>
#include <string.h>
#include "../src/pattern.h"
#include "board.h"
#include "repl.h"

#define MEM_LIMIT (64u << 20)
#define STEP_LIMIT 20000000L

struct repl_lua {
    lua_State *L;
    size_t mem;
    long steps;
    FILE *out;
};

static void *capped_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    struct repl_lua *x = ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        x->mem -= old;
        free(ptr);
        return NULL;
    }
    if (nsize > old && x->mem + (nsize - old) > MEM_LIMIT)
        return NULL;
    void *p = realloc(ptr, nsize);
    if (p)
        x->mem = x->mem - old + nsize;
    return p;
}

static void step_hook(lua_State *L, lua_Debug *ar)
{
    (void)ar;
    struct repl_lua *x = *(struct repl_lua **)lua_getextraspace(L);
    x->steps += 1000;
    if (x->steps > STEP_LIMIT)
        luaL_error(L, "stopped: it ran too long");
}

/* The work of string patterns, done inside one C call (pattern.c), counts as
 * steps too: a pattern that backtracks for ever is stopped like a loop. */
static void charge_steps(lua_State *L, long n)
{
    struct repl_lua *x = *(struct repl_lua **)lua_getextraspace(L);
    x->steps += n;
    if (x->steps > STEP_LIMIT)
        luaL_error(L, "stopped: it ran too long");
}

static const pat_meter step_meter = {charge_steps};

static int l_print(lua_State *L)
{
    struct repl_lua *x = *(struct repl_lua **)lua_getextraspace(L);
    int n = lua_gettop(L);
    for (int i = 1; i <= n; i++) {
        size_t len;
        const char *s = luaL_tolstring(L, i, &len);
        fprintf(x->out, "%s%.*s", i > 1 ? "\t" : "", (int)len, s);
        lua_pop(L, 1);
    }
    fputc('\n', x->out);
    return 0;
}

/* Helpers kept in the state: freezing a table into read-only proxies (shared
 * tables stay shared), and showing a value readably. */
static const char helpers[] =
    "local freeze_seen\n"
    "local function freeze(t)\n"
    "  if freeze_seen[t] then return freeze_seen[t] end\n"
    "  local p = {}\n"
    "  freeze_seen[t] = p\n"
    "  for k, v in next, t do if type(v) == 'table' then t[k] = freeze(v) end end\n"
    "  return setmetatable(p, {\n"
    "    __index = t,\n"
    "    __newindex = function() error('the game is read-only', 2) end,\n"
    "    __len = function() return #t end,\n"
    "    __pairs = function() return next, t, nil end,\n"
    "    __metatable = false })\n"
    "end\n"
    "local function keys_of(t)\n"
    "  local ks = {}\n"
    "  for k in pairs(t) do ks[#ks + 1] = k end\n"
    "  table.sort(ks, function(a, b)\n"
    "    if type(a) == type(b) and (type(a) == 'number' or type(a) == 'string') then\n"
    "      return a < b end\n"
    "    return type(a) == 'number' end)\n"
    "  return ks\n"
    "end\n"
    "local function show(v, depth)\n"
    "  if type(v) == 'string' then return string.format('%q', v) end\n"
    "  if type(v) ~= 'table' then return tostring(v) end\n"
    "  if depth > 0 and v.hidden then return '<hidden>' end\n"
    "  if depth > 0 and v.id and v.name then return '<#' .. v.id .. ' ' .. v.name .. '>' end\n"
    "  if depth > 2 then return '{...}' end\n"
    "  local parts, n, ks = {}, #v, keys_of(v)\n"
    "  local last, run = nil, 0\n"
    "  local function flush()\n"
    "    if run > 1 then parts[#parts] = parts[#parts] .. ' x' .. run end\n"
    "    run = 0\n"
    "  end\n"
    "  for i, k in ipairs(ks) do\n"
    "    if #parts > 40 then parts[#parts + 1] = '...'; break end\n"
    "    local val = show(v[k], depth + 1)\n"
    "    if math.type(k) == 'integer' and k >= 1 and k <= n then\n"
    "      if val == last and run > 0 then run = run + 1\n"
    "      else flush(); parts[#parts + 1] = val; last = val; run = 1 end\n"
    "    else\n"
    "      flush(); last = nil\n"
    "      if type(k) == 'string' and k:match('^[%a_][%w_]*$') then\n"
    "        parts[#parts + 1] = k .. ' = ' .. val\n"
    "      else parts[#parts + 1] = '[' .. show(k, 3) .. '] = ' .. val end\n"
    "    end\n"
    "  end\n"
    "  flush()\n"
    "  return '{' .. table.concat(parts, ', ') .. '}'\n"
    "end\n"
    "local raw_load = load\n"
    "load = function(chunk, name, mode, env) return raw_load(chunk, name, 't', env) end\n"
    "return function(t) freeze_seen = {}; local p = freeze(t); freeze_seen = nil; return p end,\n"
    "       function(v) return show(v, 0) end\n";

struct repl_lua *lua_eval_new(void)
{
    struct repl_lua *x = calloc(1, sizeof *x);
    if (!x)
        return NULL;
    x->L = lua_newstate(capped_alloc, x);
    if (!x->L) {
        free(x);
        return NULL;
    }
    lua_State *L = x->L;
    *(struct repl_lua **)lua_getextraspace(L) = x;
    static const luaL_Reg libs[] = {
        {LUA_GNAME, luaopen_base}, {LUA_TABLIBNAME, luaopen_table},
        {LUA_STRLIBNAME, luaopen_string}, {LUA_MATHLIBNAME, luaopen_math},
        {LUA_UTF8LIBNAME, luaopen_utf8}, {NULL, NULL},
    };
    for (const luaL_Reg *l = libs; l->func; l++) {
        luaL_requiref(L, l->name, l->func, 1);
        lua_pop(L, 1);
    }
    lua_getglobal(L, LUA_STRLIBNAME);
    pat_open(L, -1, &step_meter); /* find, match, gmatch, gsub with their steps counted */
    lua_pop(L, 1);
    lua_pushnil(L);
    lua_setglobal(L, "dofile");
    lua_pushnil(L);
    lua_setglobal(L, "loadfile");
    lua_pushcfunction(L, l_print);
    lua_setglobal(L, "print");
    if (luaL_loadbuffer(L, helpers, sizeof helpers - 1, "=repl") != LUA_OK ||
        lua_pcall(L, 0, 2, 0) != LUA_OK) {
        lua_close(L);
        free(x);
        return NULL;
    }
    lua_setfield(L, LUA_REGISTRYINDEX, "gcg_show");
    lua_setfield(L, LUA_REGISTRYINDEX, "gcg_freeze");
    return x;
}

void lua_eval_free(struct repl_lua *x)
{
    if (!x)
        return;
    lua_close(x->L);
    free(x);
}

/* ------------------------------------------------------------ the game table */

static void set_int(lua_State *L, const char *k, lua_Integer v)
{
    lua_pushinteger(L, v);
    lua_setfield(L, -2, k);
}

static void set_str(lua_State *L, const char *k, const char *v)
{
    lua_pushstring(L, v);
    lua_setfield(L, -2, k);
}

static void set_bool(lua_State *L, const char *k, int v)
{
    lua_pushboolean(L, v);
    lua_setfield(L, -2, k);
}

/* Push the table of card cid (cards[cid] if built already). */
static void push_card(lua_State *L, const gcg_game *g, int viewer, int cards_idx,
                      const gcg_card_view *v)
{
    if (v->id < 0) {
        lua_createtable(L, 0, 2);
        set_bool(L, "hidden", 1);
        set_int(L, "owner", v->owner + 1);
        return;
    }
    if (lua_rawgeti(L, cards_idx, v->id) == LUA_TTABLE)
        return;
    lua_pop(L, 1);
    const gcg_card_def *d = gcg_card_def_of(g, v->id);
    lua_createtable(L, 0, 24);
    set_int(L, "id", v->id);
    set_str(L, "number", d->number);
    set_str(L, "name", d->name);
    set_str(L, "type", gcg_card_type_name(d->type));
    char buf[256];
    gcg_color_names(d->colors, buf, sizeof buf);
    set_str(L, "color", buf);
    set_int(L, "owner", v->owner + 1);
    set_str(L, "zone", gcg_loc_name(v->loc));
    set_int(L, "level", d->level);
    set_int(L, "cost", d->cost);
    set_int(L, "printed_ap", d->ap);
    set_int(L, "printed_hp", d->hp);
    if (v->loc == GCG_LOC_BATTLE || v->loc == GCG_LOC_BASE) {
        set_int(L, "ap", v->ap);
        set_int(L, "hp", v->hp);
        set_int(L, "damage", v->damage);
    }
    set_bool(L, "rested", v->rested);
    set_bool(L, "linked", v->linked);
    set_bool(L, "token", v->token);
    set_bool(L, "ex", v->ex);
    if (v->paired >= 0)
        set_int(L, "paired", v->paired);
    keywords_text(v->keywords, v->repair, v->breach, v->support, buf, sizeof buf);
    set_str(L, "keywords", buf);
    set_str(L, "text", d->text ? d->text : "");
    lua_createtable(L, d->ntraits, 0);
    for (int i = 0; i < d->ntraits; i++) {
        lua_pushstring(L, d->traits[i]);
        lua_rawseti(L, -2, i + 1);
    }
    lua_setfield(L, -2, "traits");
    char mods[2048];
    if (gcg_card_modifiers(g, viewer, v->id, mods, sizeof mods) > 0)
        set_str(L, "modified_by", mods);
    lua_pushvalue(L, -1);
    lua_rawseti(L, cards_idx, v->id);
}

static void push_zone(lua_State *L, const gcg_game *g, int viewer, int cards_idx, int p,
                      gcg_loc loc)
{
    int n = gcg_zone_count(g, p, loc);
    lua_createtable(L, n, 0);
    for (int i = 0; i < n; i++) {
        gcg_card_view v;
        if (gcg_zone_card(g, viewer, p, loc, i, &v) != 0)
            continue;
        push_card(L, g, viewer, cards_idx, &v);
        lua_rawseti(L, -2, i + 1);
    }
}

static void push_decision(lua_State *L, const gcg_game *g)
{
    static const char *const kinds[] = {"none", "action", "yesno", "choose", "order"};
    gcg_decision d;
    gcg_game_decision(g, &d);
    lua_createtable(L, 0, 8);
    set_str(L, "kind", (unsigned)d.kind < 5 ? kinds[d.kind] : "?");
    set_str(L, "prompt", d.prompt);
    if (d.kind == GCG_DEC_NONE)
        return;
    set_int(L, "player", d.player + 1);
    set_int(L, "min", d.min);
    set_int(L, "max", d.max);
    lua_createtable(L, d.noptions, 0);
    for (int i = 0; i < d.noptions; i++) {
        char buf[512];
        lua_createtable(L, 0, 4);
        set_int(L, "n", i + 1);
        gcg_option_key(g, i, buf, sizeof buf);
        set_str(L, "key", buf);
        gcg_option_label(g, i, buf, sizeof buf);
        set_str(L, "label", buf);
        int c = gcg_option_card(g, i);
        if (c >= 0)
            set_int(L, "card", c);
        lua_rawseti(L, -2, i + 1);
    }
    lua_setfield(L, -2, "options");
}

/* Push the (plain, unfrozen) game table. */
static void push_game(lua_State *L, const gcg_game *g, int viewer)
{
    static const struct { gcg_loc loc; const char *name; } zones[] = {
        {GCG_LOC_HAND, "hand"}, {GCG_LOC_DECK, "deck"},
        {GCG_LOC_RESOURCE_DECK, "resource_deck"}, {GCG_LOC_RESOURCE, "resources"},
        {GCG_LOC_BATTLE, "battle"}, {GCG_LOC_SHIELD, "shields"}, {GCG_LOC_BASE, "base"},
        {GCG_LOC_TRASH, "trash"}, {GCG_LOC_REMOVAL, "removal"},
    };
    lua_createtable(L, 0, 20);
    int game_idx = lua_gettop(L);
    lua_newtable(L);
    int cards_idx = lua_gettop(L);
    char buf[64];
    lua_pushvalue(L, game_idx); /* fields are set on this copy, above the cards table */
    set_int(L, "turn", gcg_game_turn(g));
    set_int(L, "active", gcg_game_active_player(g) + 1);
    set_int(L, "first", gcg_game_first_player(g) + 1);
    set_str(L, "mode", gcg_game_mode(g));
    set_str(L, "variant", gcg_game_variant(g));
    set_int(L, "round", gcg_game_round(g));
    set_int(L, "direction", gcg_game_direction(g));
    set_str(L, "phase", gcg_phase_name(gcg_game_phase(g)));
    set_str(L, "step", gcg_step_name(gcg_game_step(g)));
    set_bool(L, "over", gcg_game_over(g));
    if (gcg_game_winner(g) >= 0)
        set_int(L, "winner", gcg_game_winner(g) + 1);
    if (gcg_game_over(g)) {
        set_str(L, "end_reason", gcg_end_reason_name(gcg_game_end_reason(g)));
        set_str(L, "end_text", gcg_game_end_text(g)); /* a mode's own words, if any */
    }
    snprintf(buf, sizeof buf, "%llu", (unsigned long long)gcg_game_seed(g));
    set_str(L, "seed", buf);
    if (viewer >= 0)
        set_int(L, "viewer", viewer + 1);
    set_int(L, "answers", gcg_log_length(g));
    int np = gcg_game_nplayers(g);
    set_int(L, "nplayers", np);
    push_decision(L, g);
    lua_setfield(L, -2, "decision");
    lua_createtable(L, np, 0);
    for (int p = 0; p < np; p++) {
        lua_createtable(L, 0, 12);
        set_int(L, "n", p + 1);
        set_int(L, "level", gcg_player_level(g, p));
        set_int(L, "team", gcg_game_player_team(g, p) + 1);
        set_bool(L, "won", gcg_game_player_won(g, p));
        set_bool(L, "lost", gcg_game_player_lost(g, p));
        for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++) {
            push_zone(L, g, viewer, cards_idx, p, zones[z].loc);
            lua_setfield(L, -2, zones[z].name);
        }
        lua_rawseti(L, -2, p + 1);
    }
    lua_setfield(L, -2, "players");
    /* Every other card the viewer may see (in no player's zone: resolving ...). */
    for (int c = 0; c < gcg_card_count(g); c++) {
        gcg_card_view v;
        if (gcg_card_get(g, viewer, c, &v) == 0 && v.id >= 0) {
            push_card(L, g, viewer, cards_idx, &v);
            lua_pop(L, 1);
        }
    }
    lua_pushvalue(L, cards_idx);
    lua_setfield(L, -2, "cards");
    int nl = gcg_narration_count(g);
    lua_createtable(L, nl, 0);
    for (int i = 0; i < nl; i++) {
        char line[512];
        gcg_narration_text(g, i, viewer, line, sizeof line);
        lua_pushstring(L, line);
        lua_rawseti(L, -2, i + 1);
    }
    lua_setfield(L, -2, "log");
    lua_pop(L, 1);                /* the copy of the game table */
    lua_remove(L, cards_idx);     /* the game table stays on top */
    (void)game_idx;
}

int lua_eval_run(struct repl_lua *x, const gcg_game *g, int viewer, const char *code,
                 FILE *out, char *err, size_t nerr)
{
    if (!x) {
        snprintf(err, nerr, "Lua is not available");
        return -1;
    }
    lua_State *L = x->L;
    x->out = out;
    x->steps = 0;
    int top = lua_gettop(L);
    /* game = freeze(<the game as the viewer sees it>) */
    lua_getfield(L, LUA_REGISTRYINDEX, "gcg_freeze");
    push_game(L, g, viewer);
    if (lua_pcall(L, 1, 1, 0) != LUA_OK) {
        snprintf(err, nerr, "%s", lua_tostring(L, -1));
        lua_settop(L, top);
        return -1;
    }
    lua_setglobal(L, "game");
    /* An expression first, statements if it is not one. */
    size_t len = strlen(code);
    char *ret = malloc(len + 8);
    if (!ret)
        abort();
    snprintf(ret, len + 8, "return %s", code);
    int rc = luaL_loadbufferx(L, ret, strlen(ret), "=lua", "t");
    free(ret);
    if (rc != LUA_OK) {
        lua_pop(L, 1);
        rc = luaL_loadbufferx(L, code, len, "=lua", "t");
    }
    if (rc == LUA_OK) {
        lua_sethook(L, step_hook, LUA_MASKCOUNT, 1000);
        rc = lua_pcall(L, 0, LUA_MULTRET, 0);
        lua_sethook(L, NULL, 0, 0);
    }
    if (rc != LUA_OK) {
        snprintf(err, nerr, "%s", lua_isstring(L, -1) ? lua_tostring(L, -1) : "error");
        lua_settop(L, top);
        lua_gc(L, LUA_GCCOLLECT);
        return -1;
    }
    int nres = lua_gettop(L) - top;
    for (int i = 1; i <= nres; i++) {
        lua_getfield(L, LUA_REGISTRYINDEX, "gcg_show");
        lua_pushvalue(L, top + i);
        if (lua_pcall(L, 1, 1, 0) == LUA_OK)
            fprintf(out, "%s%s", i > 1 ? "\t" : "", lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    if (nres)
        fputc('\n', out);
    lua_settop(L, top);
    return 0;
}
