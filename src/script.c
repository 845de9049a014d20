/*
 * script.c -- the engine's Lua VM: the sandbox card and mode scripts run in,
 * finding and loading card scripts, and the guarded call every script call goes
 * through (instruction budget, memory cap, protected call, error reports).
 *
 * Scripts are untrusted.  They see a frozen set of globals: base functions
 * without file, OS, process, debug or bytecode access (load takes text only),
 * string/table/math/utf8 (math.random draws from the game's own generator),
 * and the effect context they are handed.  A script that errors, runs past its
 * budget or allocates past the cap is stopped and reported; its effect does
 * nothing and the game goes on.
 */
#include <ctype.h>
#include <lauxlib.h>
#include <lualib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "narrate.h"
#include "state.h"
#include "script_vm.h"
#include "util.h"

const char SCRIPT_NEED_DECISION[] = "need decision";
const char SCRIPT_DRY_OK[] = "dry ok";
const char SCRIPT_DRY_NO[] = "dry no";
const char SCRIPT_BUDGET_OUT[] = "budget";

struct script_vm *vm_of(const gcg_game *g)
{
    return g->eng->vm;
}

/* ------------------------------------------------------------ allocator, hook */

static void *vm_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    struct script_vm *vm = ud;
    if (nsize == 0) {
        if (ptr) {
            vm->mem -= osize;
            pool_free(&vm->pool, ptr, osize);
        }
        return NULL;
    }
    size_t old = ptr ? osize : 0;
    if (vm->limited && nsize > old && vm->mem + (nsize - old) > vm->mem_limit)
        return NULL; /* Lua raises "not enough memory" */
    void *p = pool_realloc(&vm->pool, ptr, old, nsize);
    if (p)
        vm->mem = vm->mem - old + nsize;
    return p;
}

static void count_hook(lua_State *L, lua_Debug *ar)
{
    (void)ar;
    struct script_vm *vm = *(struct script_vm **)lua_getextraspace(L);
    vm->budget -= 1000;
    if (vm->budget < 0)
        vm_stop(L, SCRIPT_BUDGET_OUT);
}

int vm_stop(lua_State *L, const char *why)
{
    struct script_vm *vm = *(struct script_vm **)lua_getextraspace(L);
    vm->stop = why;
    lua_pushlightuserdata(L, (void *)why);
    lua_error(L);
    __builtin_unreachable(); /* (lua_error does not return: it throws) */
}

/* A stop of the engine's on its way out of the call (not an error a script
 * may catch): rethrow it, whatever a message handler made of it. */
static int rethrow_stop(lua_State *L)
{
    struct script_vm *vm = *(struct script_vm **)lua_getextraspace(L);
    if (!vm->stop)
        return 0;
    lua_pushlightuserdata(L, (void *)vm->stop);
    return lua_error(L);
}

/* ------------------------------------------------------------ sandbox */

static int is_sentinel(lua_State *L, int idx)
{
    const void *p = lua_touserdata(L, idx);
    return lua_islightuserdata(L, idx) &&
           (p == SCRIPT_NEED_DECISION || p == SCRIPT_DRY_OK || p == SCRIPT_DRY_NO ||
            p == SCRIPT_BUDGET_OUT);
}

/* pcall/xpcall for scripts: the engine's own stops cannot be caught. */
static int safe_pcall_k(lua_State *L, int status, lua_KContext ctx)
{
    (void)ctx;
    if (status != LUA_OK && status != LUA_YIELD) {
        rethrow_stop(L);
        if (is_sentinel(L, -1))
            return lua_error(L);
        lua_pushboolean(L, 0);
        lua_insert(L, -2);
        return 2;
    }
    lua_pushboolean(L, 1);
    lua_insert(L, 1);
    return lua_gettop(L);
}

static int safe_pcall(lua_State *L)
{
    luaL_checkany(L, 1);
    int status = lua_pcall(L, lua_gettop(L) - 1, LUA_MULTRET, 0);
    return safe_pcall_k(L, status, 0);
}

/* A script's message handler, called only for the script's own errors: an
 * engine stop passes by it untouched. */
static int guarded_handler(lua_State *L)
{
    struct script_vm *vm = *(struct script_vm **)lua_getextraspace(L);
    if (vm->stop)
        return 1; /* the stop, as it is */
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

static int safe_xpcall(lua_State *L)
{
    int n = lua_gettop(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_pushvalue(L, 2);
    lua_pushcclosure(L, guarded_handler, 1);
    lua_replace(L, 2);
    lua_pushvalue(L, 1);
    lua_copy(L, 2, 1);
    lua_replace(L, 2);
    int status = lua_pcall(L, n - 2, LUA_MULTRET, 1);
    if (status != LUA_OK) {
        rethrow_stop(L); /* (the handler may have made it something else) */
        if (is_sentinel(L, -1))
            return lua_error(L);
    }
    lua_pushboolean(L, status == LUA_OK);
    lua_replace(L, 1);
    return lua_gettop(L);
}

/* load(text [, name [, mode [, env]]]): text chunks only (no bytecode). */
static int safe_load(lua_State *L)
{
    size_t len;
    const char *s = luaL_checklstring(L, 1, &len);
    const char *name = luaL_optstring(L, 2, "=(load)");
    if (len > 0 && s[0] == LUA_SIGNATURE[0])
        return luaL_error(L, "load: binary chunks are not allowed in scripts");
    if (luaL_loadbufferx(L, s, len, name, "t") != LUA_OK) {
        lua_pushnil(L);
        lua_insert(L, -2);
        return 2;
    }
    if (!lua_isnoneornil(L, 4)) {
        lua_pushvalue(L, 4);
    } else {
        struct script_vm *vm = *(struct script_vm **)lua_getextraspace(L);
        lua_rawgeti(L, LUA_REGISTRYINDEX, vm->ref_sandbox);
    }
    if (!lua_setupvalue(L, -2, 1))
        lua_pop(L, 1);
    return 1;
}

/* math.random([m [, n]]) from the running game's generator. */
static int game_random(lua_State *L)
{
    struct script_vm *vm = *(struct script_vm **)lua_getextraspace(L);
    if (!vm->game)
        return luaL_error(L, "math.random: only while a game runs");
    if (vm->mode != CM_RUN)
        return luaL_error(L, "math.random: not during a legality check");
    vm->acted = 1; /* (the game's random state moves) */
    lua_Integer lo = 1, hi;
    int n = lua_gettop(L);
    if (n == 0) {
        lua_pushnumber(L, (lua_Number)(rng_next(&vm->game->s.rng) >> 11) * 0x1.0p-53);
        return 1;
    }
    if (n == 1) {
        hi = luaL_checkinteger(L, 1);
    } else {
        lo = luaL_checkinteger(L, 1);
        hi = luaL_checkinteger(L, 2);
    }
    luaL_argcheck(L, lo <= hi && hi - lo < 0x7fffffff, n, "interval is empty or too large");
    lua_pushinteger(L, lo + (lua_Integer)rng_below(&vm->game->s.rng, (uint32_t)(hi - lo + 1)));
    return 1;
}

static int frozen_newindex(lua_State *L)
{
    return luaL_error(L, "scripts cannot change shared globals ('%s')",
                      lua_isstring(L, 2) ? lua_tostring(L, 2) : "?");
}

/* Replace the table at idx with a read-only proxy (returned on the stack). */
static void push_frozen(lua_State *L, int idx)
{
    idx = lua_absindex(L, idx);
    lua_newtable(L);
    lua_newtable(L);
    lua_pushvalue(L, idx);
    lua_setfield(L, -2, "__index");
    lua_pushcfunction(L, frozen_newindex);
    lua_setfield(L, -2, "__newindex");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);
}

static int no_gc_control(lua_State *L)
{
    const char *opt = luaL_optstring(L, 1, "collect");
    if (!strcmp(opt, "count")) {
        lua_pushnumber(L, (lua_Number)lua_gc(L, LUA_GCCOUNT, 0));
        return 1;
    }
    return luaL_error(L, "collectgarbage('%s') is not available to scripts", opt);
}

/* setmetatable for scripts, without finalizers: Lua runs a __gc metamethod with
 * its hooks off, out of reach of the instruction budget, so a finalizer that
 * never ended would hang the engine.  (A __gc added to the metatable later marks
 * nothing: Lua looks for it when the metatable is set.) */
static int safe_setmetatable(lua_State *L)
{
    if (lua_type(L, 2) == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        if (lua_rawget(L, 2) != LUA_TNIL)
            return luaL_error(L, "setmetatable: finalizers (__gc) are not available to scripts");
        lua_pop(L, 1);
    }
    lua_settop(L, 2);
    lua_pushvalue(L, lua_upvalueindex(1)); /* Lua's own setmetatable */
    lua_insert(L, 1);
    lua_call(L, 2, 1);
    return 1;
}

static int no_print(lua_State *L)
{
    (void)L;
    return 0;
}

/* Build the frozen sandbox table and remember it in the registry. */
static void build_sandbox(struct script_vm *vm)
{
    lua_State *L = vm->L;
    static const char *const keep[] = {
        "assert", "error", "ipairs", "next", "pairs", "rawequal", "rawget", "rawlen",
        "rawset", "select", "tonumber", "tostring", "type", "getmetatable",
        "_VERSION", NULL,
    };
    lua_newtable(L); /* the sandbox's real contents */
    int sb = lua_gettop(L);
    for (int i = 0; keep[i]; i++) {
        lua_getglobal(L, keep[i]);
        lua_setfield(L, sb, keep[i]);
    }
    lua_pushcfunction(L, safe_pcall);
    lua_setfield(L, sb, "pcall");
    lua_pushcfunction(L, safe_xpcall);
    lua_setfield(L, sb, "xpcall");
    lua_pushcfunction(L, safe_load);
    lua_setfield(L, sb, "load");
    lua_getglobal(L, "setmetatable");
    lua_pushcclosure(L, safe_setmetatable, 1);
    lua_setfield(L, sb, "setmetatable");
    lua_pushcfunction(L, no_gc_control);
    lua_setfield(L, sb, "collectgarbage");
    lua_pushcfunction(L, no_print);
    lua_setfield(L, sb, "print");
    static const char *const libs[] = {"string", "table", "math", "utf8", NULL};
    for (int i = 0; libs[i]; i++) {
        lua_getglobal(L, libs[i]);
        int lib = lua_gettop(L);
        lua_newtable(L); /* a copy, so no script changes another's library */
        lua_pushnil(L);
        while (lua_next(L, lib)) {
            const char *k = lua_tostring(L, -2);
            if (k && (!strcmp(k, "dump") || !strcmp(k, "randomseed"))) {
                lua_pop(L, 1);
                continue;
            }
            lua_pushvalue(L, -2);
            lua_insert(L, -2);
            lua_settable(L, -4);
        }
        if (!strcmp(libs[i], "math")) {
            lua_pushcfunction(L, game_random);
            lua_setfield(L, -2, "random");
        }
        push_frozen(L, -1);
        lua_setfield(L, sb, libs[i]);
        lua_pop(L, 2);
    }
    /* Strings share one metatable: hide it from scripts. */
    lua_pushliteral(L, "");
    lua_getmetatable(L, -1);
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_pop(L, 2);
    push_frozen(L, sb);
    lua_pushvalue(L, -1);
    lua_setfield(L, sb, "_G");
    vm->ref_sandbox = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_pop(L, 1);
}

/* ------------------------------------------------------------ VM life */

static int file_exists(const char *p)
{
    return access(p, R_OK) == 0;
}

int script_vm_new(gcg_engine *eng, const gcg_engine_opts *opts, gcg_err *err)
{
    struct script_vm *vm = xcalloc(1, sizeof *vm);
    vm->eng = eng;
    vm->mem_limit = (size_t)-1;
    vm->L = lua_newstate(vm_alloc, vm);
    if (!vm->L) {
        free(vm);
        return err_set(err, "scripts: cannot create the Lua VM");
    }
    lua_State *L = vm->L;
    *(struct script_vm **)lua_getextraspace(L) = vm;
    luaL_requiref(L, LUA_GNAME, luaopen_base, 1);
    luaL_requiref(L, LUA_STRLIBNAME, luaopen_string, 1);
    luaL_requiref(L, LUA_TABLIBNAME, luaopen_table, 1);
    luaL_requiref(L, LUA_MATHLIBNAME, luaopen_math, 1);
    luaL_requiref(L, LUA_UTF8LIBNAME, luaopen_utf8, 1);
    lua_pop(L, 5);
    build_sandbox(vm);
    api_open(L);
    /* Script folders: the user's first, the built-in one last. */
    for (int i = 0; opts && i < opts->nscript_dirs && vm->ndirs < SCRIPT_MAX_DIRS - 1; i++)
        vm->dirs[vm->ndirs++] = xstrdup(opts->script_dirs[i]);
    const char *builtin = opts && opts->builtin_script_dir ? opts->builtin_script_dir : NULL;
    char fallback[1200];
    if (!builtin) {
        snprintf(fallback, sizeof fallback, "%s/scripts", GCG_SOURCE_ROOT);
        builtin = file_exists(fallback) ? fallback : GCG_INSTALL_DATADIR "/scripts";
    }
    vm->dirs[vm->ndirs++] = xstrdup(builtin);
    /* The card builder (trusted, from the built-in folder). */
    char path[1300];
    snprintf(path, sizeof path, "%s/lib/card.lua", builtin);
    if (luaL_loadfilex(L, path, "t") != LUA_OK || lua_pcall(L, 0, 1, 0) != LUA_OK ||
        !lua_isfunction(L, -1)) {
        err_set(err, "scripts: cannot load %s: %s", path,
                lua_isstring(L, -1) ? lua_tostring(L, -1) : "it must return a function");
        eng->vm = vm;
        script_vm_free(eng);
        return -1;
    }
    vm->ref_new_card = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_newtable(L);
    vm->ref_effects = luaL_ref(L, LUA_REGISTRYINDEX);
    vm->ndefs = gcg_carddb_count(eng->db);
    vm->info = xcalloc((size_t)vm->ndefs, sizeof *vm->info);
    vm->paths = xcalloc((size_t)vm->ndefs, sizeof *vm->paths);
    eng->sinfo = vm->info;
    eng->nsinfo = vm->ndefs;
    lua_sethook(L, count_hook, LUA_MASKCOUNT, 1000);
    lua_gc(L, LUA_GCGEN, 0, 0); /* most of what scripts make dies young (result lists) */
    eng->vm = vm;
    return 0;
}

static void free_effects(script_info *info)
{
    for (int i = 0; i < info->neff; i++) {
        free(info->eff[i].applies);
        free(info->eff[i].target);
        free(info->eff[i].target_prompt);
        free(info->eff[i].count);
    }
    free(info->eff);
    info->eff = NULL;
    info->neff = 0;
}

void script_vm_free(gcg_engine *eng)
{
    struct script_vm *vm = eng->vm;
    if (!vm)
        return;
    lua_close(vm->L);
    pool_release(&vm->pool);
    for (int i = 0; i < vm->ndirs; i++)
        free(vm->dirs[i]);
    for (int i = 0; i < vm->ndefs && vm->paths; i++)
        free(vm->paths[i]);
    for (int i = 0; i < vm->ndefs && vm->info; i++) {
        free_effects(&vm->info[i]);
        free(vm->info[i].load_error);
    }
    free(vm->paths);
    free(vm->info);
    free(vm);
    eng->vm = NULL;
    eng->sinfo = NULL;
    eng->nsinfo = 0;
    for (int i = 0; eng->facts && i < eng->ndefs; i++)
        eng->facts[i].script = 0;
}

/* Cards merged into the database after the engine was made (a test run's
 * use_cards) get room for their scripts; called when a game is made, while no
 * script_info pointer is held. */
void script_vm_sync(gcg_engine *eng)
{
    struct script_vm *vm = eng->vm;
    int n = gcg_carddb_count(eng->db);
    if (!vm || n <= vm->ndefs)
        return;
    vm->info = xrealloc(vm->info, (size_t)n * sizeof *vm->info);
    vm->paths = xrealloc(vm->paths, (size_t)n * sizeof *vm->paths);
    memset(vm->info + vm->ndefs, 0, (size_t)(n - vm->ndefs) * sizeof *vm->info);
    memset(vm->paths + vm->ndefs, 0, (size_t)(n - vm->ndefs) * sizeof *vm->paths);
    vm->ndefs = n;
    eng->sinfo = vm->info;
    eng->nsinfo = n;
}

/* ------------------------------------------------------------ loading */

/* Find a card's script: DIR/cards/SET/NUMBER.lua, then DIR/NUMBER.lua. */
static int find_script(struct script_vm *vm, const gcg_card_def *d, char *out, size_t n)
{
    for (int i = 0; i < vm->ndirs; i++) {
        snprintf(out, n, "%s/cards/%s/%s.lua", vm->dirs[i], d->set, d->number);
        if (file_exists(out))
            return 1;
        snprintf(out, n, "%s/%s.lua", vm->dirs[i], d->number);
        if (file_exists(out))
            return 1;
    }
    return 0;
}

static uint32_t kind_bit(const char *k)
{
    static const char *const names[EK_COUNT] = {
        "deploy", "attack", "destroyed", "when_paired", "when_linked", "burst",
        "turn_start", "turn_end", "event", "main", "action", "act_main", "act_action",
        "constant", "alt_play",
    };
    for (int i = 0; i < EK_COUNT; i++)
        if (!strcmp(names[i], k))
            return 1u << i;
    return 0;
}

/* ------------------------------------------------------------ effect facts */

static int event_kind_of(const char *name)
{
    static const struct { const char *n; int k; } evn[] = {
        {"deployed", EV_DEPLOY}, {"destroyed", EV_DESTROYED}, {"attack", EV_ATTACK},
        {"paired", EV_PAIR}, {"linked", EV_LINK}, {"rested", EV_RESTED},
        {"set_active", EV_ACTIVE}, {"damaged", EV_DAMAGE}, {"shield_destroyed", EV_SHIELD_BROKEN},
        {"battle_end", EV_BATTLE_END}, {"drawn", EV_DRAW}, {"discarded", EV_DISCARD},
        {"played", EV_PLAY}, {"blocked", EV_BLOCK}, {"battle_destroyed", EV_BATTLE_KILL},
        {"moved", EV_MOVED}, {"recovered", EV_RECOVER}, {"supported", SEV_SUPPORTED},
    };
    for (size_t i = 0; name && i < sizeof evn / sizeof evn[0]; i++)
        if (!strcmp(evn[i].n, name))
            return evn[i].k;
    return -1;
}

static int type_is(lua_State *L, int t, const char *k, int type)
{
    lua_getfield(L, t, k);
    int r = lua_type(L, -1) == type;
    lua_pop(L, 1);
    return r;
}

static int int_field(lua_State *L, int t, const char *k)
{
    lua_getfield(L, t, k);
    int v = lua_isinteger(L, -1) ? (int)lua_tointeger(L, -1) : 0;
    lua_pop(L, 1);
    return v;
}

/* Constant keywords: {"blocker", breach = 3, ...}. */
static void read_keywords(lua_State *L, int et, effmeta *m)
{
    lua_getfield(L, et, "keywords");
    if (lua_istable(L, -1)) {
        int kt = lua_gettop(L);
        lua_pushnil(L);
        while (lua_next(L, kt)) {
            int named = lua_type(L, -2) == LUA_TSTRING;
            const char *name = named ? lua_tostring(L, -2) : lua_tostring(L, -1);
            int amount = named ? (int)lua_tointeger(L, -1) : 0;
            unsigned b = gcg_keyword_bit(name);
            if (b == GCG_KW_REPAIR)
                m->repair = (int16_t)(m->repair + amount);
            else if (b == GCG_KW_BREACH)
                m->breach = (int16_t)(m->breach + amount);
            else if (b == GCG_KW_SUPPORT)
                m->support = (int16_t)(m->support + amount);
            else
                m->keywords |= b;
            lua_pop(L, 1);
        }
    }
    lua_pop(L, 1);
    lua_getfield(L, et, "cant");
    if (lua_istable(L, -1)) {
        lua_Integer n = luaL_len(L, -1);
        for (lua_Integer i = 1; i <= n; i++) {
            lua_geti(L, -1, i);
            const char *w = lua_tostring(L, -1);
            if (w)
                m->cant |= !strcmp(w, "attack")          ? CANT_ATTACK
                           : !strcmp(w, "attack player") ? CANT_ATTACK_PLAYER
                           : !strcmp(w, "block")         ? CANT_BLOCK
                           : !strcmp(w, "be blocked")    ? CANT_BE_BLOCKED
                                                         : 0;
            lua_pop(L, 1);
        }
    }
    lua_pop(L, 1);
}

/* The C-side facts of effect table et. */
static void read_meta(lua_State *L, int et, effmeta *m)
{
    static const char *const names[EK_COUNT] = {
        "deploy", "attack", "destroyed", "when_paired", "when_linked", "burst",
        "turn_start", "turn_end", "event", "main", "action", "act_main", "act_action",
        "constant", "alt_play",
    };
    memset(m, 0, sizeof *m);
    lua_getfield(L, et, "kind");
    const char *k = lua_tostring(L, -1);
    for (int i = 0; k && i < EK_COUNT; i++)
        if (!strcmp(names[i], k))
            m->kind = (uint8_t)i;
    lua_pop(L, 1);
    lua_getfield(L, et, "during");
    const char *d = lua_tostring(L, -1);
    m->during = (uint8_t)(d && !strcmp(d, "pair") ? 1 : d && !strcmp(d, "link") ? 2 : 0);
    lua_pop(L, 1);
    lua_getfield(L, et, "event");
    int ev = event_kind_of(lua_tostring(L, -1));
    m->event = (uint8_t)(ev < 0 ? NONE8 : ev);
    lua_pop(L, 1);
    static const struct { const char *k; int type; uint16_t bit; } flags[] = {
        {"once_per_turn", LUA_TBOOLEAN, EM_ONCE}, {"rest_self", LUA_TBOOLEAN, EM_REST_SELF},
        {"also_action", LUA_TBOOLEAN, EM_ALSO_ACTION}, {"any_turn", LUA_TBOOLEAN, EM_ANY_TURN},
        {"pilot", LUA_TTABLE, EM_PILOT}, {"condition", LUA_TFUNCTION, EM_CONDITION},
        {"condition", LUA_TTABLE, EM_CONDITION},
        {"filter", LUA_TFUNCTION, EM_FILTER}, {"applies", LUA_TFUNCTION, EM_APPLIES},
        {"applies", LUA_TTABLE, EM_APPLIES},
        {"ap", LUA_TFUNCTION, EM_AP_FN}, {"hp", LUA_TFUNCTION, EM_HP_FN},
        {"cost", LUA_TFUNCTION, EM_COST_FN}, {"attack_active", LUA_TFUNCTION, EM_ATTACK_ACTIVE},
        {"prevent_damage", LUA_TFUNCTION, EM_PREVENT},
        {"protect_ap", LUA_TFUNCTION, EM_PROTECT_AP},
    };
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++) {
        lua_getfield(L, et, flags[i].k);
        int t = lua_type(L, -1);
        if (t == flags[i].type && (t != LUA_TBOOLEAN || lua_toboolean(L, -1)))
            m->flags |= flags[i].bit;
        lua_pop(L, 1);
    }
    lua_getfield(L, et, "zone");
    if (lua_isstring(L, -1) && !strcmp(lua_tostring(L, -1), "hand"))
        m->flags |= EM_HAND;
    lua_pop(L, 1);
    lua_getfield(L, et, "condition");
    if (lua_isboolean(L, -1) && !lua_toboolean(L, -1))
        m->flags |= EM_NEVER;
    lua_pop(L, 1);
    m->cost = (uint8_t)int_field(L, et, "cost");
    m->level = (uint8_t)int_field(L, et, "level");
    if (m->kind == EK_CONSTANT) {
        m->ap = (int16_t)int_field(L, et, "ap");
        m->hp = (int16_t)int_field(L, et, "hp");
        m->cost_mod = (int16_t)(type_is(L, et, "cost", LUA_TNUMBER) ? int_field(L, et, "cost") : 0);
        m->cost = 0;
        read_keywords(L, et, m);
    }
}

void vm_push_env(struct script_vm *vm)
{
    lua_State *L = vm->L;
    lua_newtable(L);
    lua_newtable(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, vm->ref_sandbox);
    lua_setfield(L, -2, "__index");
    lua_setmetatable(L, -2);
}

int vm_run_file(struct script_vm *vm, const char *path, int env, int nresults)
{
    lua_State *L = vm->L;
    env = lua_absindex(L, env);
    int rc = luaL_loadfilex(L, path, "t");
    if (rc != LUA_OK)
        return rc;
    lua_pushvalue(L, env);
    lua_setupvalue(L, -2, 1);
    /* (A card's script may first load in the middle of another's call -- a token
     * deployed -- whose budget and memory cap go on after it.) */
    int limited = vm->limited;
    size_t mem_limit = vm->mem_limit;
    long budget = vm->budget;
    vm->limited = 1;
    vm->mem_limit = vm->mem + SCRIPT_MEM_CAP;
    vm->budget = SCRIPT_BUDGET;
    rc = lua_pcall(L, 0, nresults, 0);
    if (vm->depth > 0) { /* inside a call: its own limits again */
        vm->limited = limited;
        vm->mem_limit = mem_limit;
        vm->budget = budget;
    } else {
        vm->limited = 0;
    }
    return rc;
}

/* applies = { side = "your", ... }: read once, in a protected call (args: the
 * table, the api_filter to fill); the filter is matched in C from then on, so
 * it may not name a `where` function. */
static int compile_applies(lua_State *L)
{
    api_filter *f = lua_touserdata(L, 2);
    api_filter_compile(L, 1, f);
    if (f->where)
        return luaL_error(L, "applies: a filter table cannot have `where`; give a "
                             "function(e, target) instead");
    f->table = -1; /* a filter, matched without its table */
    return 0;
}

/* target = { "Choose 1 enemy Unit", side = "enemy", ... }: the same, and the
 * prompt (its first item) must be text. */
static int compile_target(lua_State *L)
{
    api_filter *f = lua_touserdata(L, 2);
    if (lua_rawgeti(L, 1, 1) != LUA_TSTRING)
        return luaL_error(L, "target: begin with the prompt, as in "
                             "{ \"Choose 1 enemy Unit\", side = \"enemy\" }");
    lua_pop(L, 1);
    lua_getfield(L, 1, "from");
    if (!lua_isnil(L, -1) && api_loc_named(lua_tostring(L, -1)) < 0)
        return luaL_error(L, "target: from must name a location (\"resources\", \"trash\" "
                             "...), not %s", luaL_tolstring(L, -1, NULL));
    lua_pop(L, 1);
    static const char *const own[] = {"from", NULL};
    api_filter_compile_but(L, 1, f, own);
    if (f->where || f->has_exclude)
        return luaL_error(L, "target: a declared target cannot have `where` or `exclude`; "
                             "choose with e:choose_one in the function instead");
    return 0;
}

/* Read effect table et's filter `field` (applies, target) with `compile` into
 * *out; an error message on the stack and -1 if it is not a filter. */
static int read_filter(lua_State *L, int et, const char *field, lua_CFunction compile,
                       struct api_filter **out)
{
    lua_getfield(L, et, field);
    if (!lua_istable(L, -1)) {
        lua_pop(L, 1);
        return 0;
    }
    *out = xmalloc(sizeof **out);
    lua_pushcfunction(L, compile);
    lua_insert(L, -2);
    lua_pushlightuserdata(L, *out);
    if (lua_pcall(L, 2, 0, 0) != LUA_OK)
        return -1;
    return 0;
}

/* condition = { count = ... } (args: the table, the api_count_cond to fill). */
static int compile_count(lua_State *L)
{
    api_count_compile(L, 1, lua_touserdata(L, 2));
    return 0;
}

/* The effect's filters, read once: `applies`, `target` (with its prompt) and a
 * condition given as a count. */
static int read_filters(lua_State *L, int et, effmeta *m)
{
    if (read_filter(L, et, "applies", compile_applies, &m->applies) != 0 ||
        read_filter(L, et, "target", compile_target, &m->target) != 0)
        return -1;
    lua_getfield(L, et, "condition");
    if (lua_istable(L, -1)) {
        m->count = xmalloc(sizeof *m->count);
        lua_pushcfunction(L, compile_count);
        lua_insert(L, -2);
        lua_pushlightuserdata(L, m->count);
        if (lua_pcall(L, 2, 0, 0) != LUA_OK)
            return -1;
    } else {
        lua_pop(L, 1);
    }
    m->target_from = GCG_LOC_BATTLE;
    if (m->target) {
        lua_getfield(L, et, "target");
        lua_rawgeti(L, -1, 1);
        m->target_prompt = xstrdup(lua_tostring(L, -1));
        lua_getfield(L, -2, "from");
        if (lua_isstring(L, -1))
            m->target_from = (uint8_t)api_loc_named(lua_tostring(L, -1));
        lua_pop(L, 3);
    }
    return 0;
}

/* Could a script with this text refuse a legality check?  A dry run (10-1-8-1-1,
 * 10-2-2) is refused only by e:choose or e:choose_one with nothing to choose and
 * by e:run_main (api: SCRIPT_DRY_NO); an action ends it with a yes.  So a text
 * that names none of them -- nor `load`, which could bring in one that does --
 * passes every dry run that does not fail, and its effects are offered with no
 * call into Lua, as a declared target's are.  (Conservative: a comment naming
 * them counts.  A script that builds a method's name at run time is not seen
 * through; checking builds still make its dry runs and report a refusal.) */
static int text_may_refuse(const char *text)
{
    static const char *const names[] = {"choose", "choose_one", "run_main", "load"};
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
        size_t n = strlen(names[k]);
        for (const char *at = strstr(text, names[k]); at; at = strstr(at + 1, names[k])) {
            int before = at > text && (isalnum((unsigned char)at[-1]) || at[-1] == '_');
            int after = isalnum((unsigned char)at[n]) || at[n] == '_';
            if (!before && !after)
                return 1;
        }
    }
    return 0;
}

/* A script that fails to load: printed once, and kept, so that every game that
 * has the card reports it too (script_note_card): a test fails on it. */
static void load_failed(script_info *info, const gcg_card_def *d, const char *path,
                        const char *msg)
{
    char buf[3200];
    snprintf(buf, sizeof buf, "card %.32s (%.80s): script %.1400s: does not load: %.1600s",
             d->number, d->name, path, msg ? msg : "error");
    fprintf(stderr, "gcg: %s\n", buf);
    free(info->load_error);
    info->load_error = xstrdup(buf);
}

/* Load the script of def into the effects table; fills its script_info. */
static void load_script(struct script_vm *vm, int def)
{
    lua_State *L = vm->L;
    script_info *info = &vm->info[def];
    const gcg_card_def *d = gcg_carddb_at(vm->eng->db, def);
    char path[1400];
    info->loaded = 1;
    if (!find_script(vm, d, path, sizeof path))
        return;
    vm->paths[def] = xstrdup(path);
    int top = lua_gettop(L);
    /* env: the card's own globals over the frozen sandbox; `card` given. */
    vm_push_env(vm);
    int env = lua_gettop(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, vm->ref_new_card);
    lua_pushstring(L, d->number);
    lua_call(L, 1, 1);
    int cardobj = lua_gettop(L);
    lua_pushvalue(L, cardobj);
    lua_setfield(L, env, "card");
    int rc = vm_run_file(vm, path, env, 0);
    if (rc != LUA_OK) {
        const char *msg = is_sentinel(L, -1) ? "instruction budget exceeded while loading"
                                             : lua_tostring(L, -1);
        load_failed(info, d, path, msg);
        lua_settop(L, top);
        return;
    }
    /* Freeze the card's env: effects cannot keep state in globals. */
    lua_getmetatable(L, env);
    lua_pushcfunction(L, frozen_newindex);
    lua_setfield(L, -2, "__newindex");
    lua_pop(L, 1);
    lua_getfield(L, cardobj, "effects");
    int list = lua_gettop(L);
    lua_Integer n = luaL_len(L, list);
    if (n > 200)
        n = 200;
    info->eff = xcalloc((size_t)(n ? n : 1), sizeof *info->eff);
    info->neff = (uint8_t)n;
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, list, i);
        lua_getfield(L, -1, "kind");
        info->kinds |= kind_bit(lua_tostring(L, -1));
        lua_pop(L, 1);
        read_meta(L, lua_gettop(L), &info->eff[i - 1]);
        lua_pushvalue(L, -1);
        info->eff[i - 1].ref = luaL_ref(L, LUA_REGISTRYINDEX); /* (the VM's life long) */
        lua_getfield(L, -1, "fn"); /* kept as it was written: the function to run */
        if (lua_isfunction(L, -1))
            info->eff[i - 1].fn_ref = luaL_ref(L, LUA_REGISTRYINDEX);
        else {
            info->eff[i - 1].fn_ref = LUA_NOREF;
            lua_pop(L, 1);
        }
        info->eff[i - 1].pay_ref = LUA_NOREF; /* an activated effect's cost */
        lua_getfield(L, -1, "pay");
        if (lua_isfunction(L, -1) && (info->eff[i - 1].kind == EK_ACT_MAIN ||
                                      info->eff[i - 1].kind == EK_ACT_ACTION))
            info->eff[i - 1].pay_ref = luaL_ref(L, LUA_REGISTRYINDEX);
        else
            lua_pop(L, 1);
        if (read_filters(L, lua_gettop(L), &info->eff[i - 1]) != 0) {
            char *why = xstrdup(lua_tostring(L, -1) ? lua_tostring(L, -1) : "bad filter");
            free_effects(info);
            memset(info, 0, sizeof *info);
            info->loaded = 1;
            load_failed(info, d, path, why);
            free(why);
            lua_settop(L, top);
            return;
        }
        const effmeta *m = &info->eff[i - 1];
        if (m->kind == EK_EVENT && m->event != NONE8)
            info->events |= event_bit(m->event);
        info->eflags |= m->flags;
        if (m->kind == EK_CONSTANT && (m->hp < 0 || (m->flags & EM_HP_FN)))
            info->lowers_hp = 1;
        if (m->kind == EK_CONSTANT && (m->flags & EM_HAND)) {
            info->hand_constant = 1;
            info->hand_cost_fn |= (m->flags & EM_COST_FN) != 0;
            if (m->cost_mod < 0)
                info->hand_cost_lo += m->cost_mod;
            else
                info->hand_cost_hi += m->cost_mod;
        }
        if (m->kind == EK_CONSTANT && (m->flags & EM_APPLIES))
            info->applies_constant = 1;
        if (m->kind == EK_CONSTANT) {
            info->const_aspects |=
                (m->ap || (m->flags & (EM_AP_FN | EM_PROTECT_AP)) ? CA_AP : 0) |
                (m->hp || (m->flags & EM_HP_FN) ? CA_HP : 0) |
                (m->cost_mod || (m->flags & EM_COST_FN) ? CA_COST : 0) | (m->cant ? CA_CANT : 0);
            info->const_keywords |= m->keywords | (m->repair ? GCG_KW_REPAIR : 0) |
                                    (m->breach ? GCG_KW_BREACH : 0) |
                                    (m->support ? GCG_KW_SUPPORT : 0);
        }
        lua_pop(L, 1);
    }
    info->constant = (info->kinds & (1u << EK_CONSTANT)) != 0;
    size_t len = 0;
    char *text = read_file(path, &len, NULL); /* (a NUL inside hides what follows it) */
    info->never_refuses = text && !memchr(text, 0, len) && !text_may_refuse(text);
    free(text);
    info->has = 1;
    lua_rawgeti(L, LUA_REGISTRYINDEX, vm->ref_effects);
    lua_pushvalue(L, list);
    lua_rawseti(L, -2, def);
    lua_settop(L, top);
}

const script_info *script_info_load(gcg_engine *eng, int def)
{
    struct script_vm *vm = eng->vm;
    if (def < 0 || def >= vm->ndefs) {
        static const script_info none = {.loaded = 1};
        return &none;
    }
    if (!vm->info[def].loaded)
        load_script(vm, def);
    return &vm->info[def];
}

const card_facts *script_facts_load(gcg_engine *eng, int def)
{
    const script_info *i = script_info_of(eng, def);
    card_facts *f = &eng->facts[def];
    f->kinds = i->has ? i->kinds : 0;
    int plain = (f->type == GCG_UNIT || f->type == GCG_BASE) && !i->hand_constant &&
                !(f->kinds & (1u << EK_ALT_PLAY));
    int action = f->type == GCG_COMMAND && (f->timings & GCG_TIMING_ACTION);
    f->script = (uint8_t)(SF_KNOWN | (i->constant ? SF_CONSTANT : 0) |
                          (i->hand_constant ? SF_HAND_CONSTANT : 0) |
                          (i->applies_constant ? SF_APPLIES_CONSTANT : 0) |
                          (plain ? SF_PLAIN_PLAY : 0) | (action ? SF_ACTION_COMMAND : 0));
    return f;
}

/* The game has a card whose script does not load: its errors say so, once. */
static void report_load_error(gcg_game *g, const char *msg)
{
    for (int k = 0; k < g->nscript_errors; k++)
        if (!strcmp(g->script_errors[k], msg))
            return;
    game_report(g, msg);
}

void script_note_card(gcg_game *g, int def)
{
    const script_info *i = script_info_of(g->eng, def);
    const card_facts *f = script_facts(g->eng, def);
    int hpless = f->hp <= 0 && (f->type == GCG_UNIT || f->type == GCG_UNIT_TOKEN ||
                                f->type == GCG_BASE || f->type == GCG_EX_BASE);
    if ((hpless && !g->listen.hpless) || (i->lowers_hp && !g->listen.lowers_hp))
        g->quiet_ok = 0; /* rules management reads more from now on (rules.c) */
    g->listen.hpless |= hpless;
    g->listen.kinds |= i->kinds;
    g->listen.events |= i->events;
    g->listen.eflags |= i->eflags;
    g->listen.lowers_hp |= i->lowers_hp;
    g->listen.const_aspects |= i->const_aspects;
    g->listen.const_keywords |= i->const_keywords;
    if (i->load_error) /* (rare: once a game) */
        report_load_error(g, i->load_error);
}

const char *script_path_of(gcg_engine *eng, int def)
{
    script_info_of(eng, def);
    return eng->vm->paths[def];
}

void vm_push_effects(struct script_vm *vm, int def)
{
    lua_rawgeti(vm->L, LUA_REGISTRYINDEX, vm->ref_effects);
    lua_rawgeti(vm->L, -1, def);
    lua_remove(vm->L, -2);
}

/* ------------------------------------------------------------ calls */

int vm_call(struct script_vm *vm, gcg_game *g, int mode, int nargs, int nresults)
{
    lua_State *L = vm->L;
    gcg_game *saved_game = vm->game;
    int saved_mode = vm->mode;
    void *saved_ctx = vm->ctx;
    const char *saved_stop = vm->stop;
    vm->stop = NULL;
    vm->game = g;
    vm->mode = mode;
    vm->ctx = lua_touserdata(L, -nargs); /* the first argument: the call's `e` */
    if (vm->depth++ == 0) {
        vm->budget = SCRIPT_BUDGET;
        vm->limited = 1;
        vm->mem_limit = vm->mem + SCRIPT_MEM_CAP;
    }
    int rc = lua_pcall(L, nargs, nresults, 0);
    if (--vm->depth == 0)
        vm->limited = 0;
    vm->game = saved_game;
    vm->mode = saved_mode;
    vm->ctx = saved_ctx;
    vm->stop = saved_stop; /* (a stop of this call ends with it) */
    return rc;
}

facets script_reads_begin(gcg_game *g)
{
    struct script_vm *vm = vm_of(g);
    facets outer = vm->reads;
    vm->reads = 0;
    return outer;
}

facets script_reads_end(gcg_game *g, facets outer)
{
    struct script_vm *vm = vm_of(g);
    facets reads = vm->reads;
    vm->reads = outer | reads;
    return reads;
}

void vm_report(gcg_game *g, int def, const char *what, const char *msg)
{
    struct script_vm *vm = vm_of(g);
    const gcg_card_def *d = gcg_carddb_at(g->db, def);
    const char *path = def >= 0 && def < vm->ndefs && vm->paths[def] ? vm->paths[def] : "?";
    char buf[1024];
    snprintf(buf, sizeof buf, "card %s (%s): %s: %s: %s", d ? d->number : "?",
             d ? d->name : "?", path, what, msg ? msg : "error");
    game_report(g, buf);
}

void game_cache_fault(gcg_game *g, const char *what, int cid)
{
    char buf[256];
    snprintf(buf, sizeof buf, "engine: a cached answer was stale: %s (card #%d, turn %d)", what,
             cid, g->s.turn);
    if (!g->cache_fault)
        game_report(g, buf);
    g->cache_fault = 1;
}

void game_report(gcg_game *g, const char *msg)
{
    g->script_errors = xrealloc(g->script_errors,
                                (size_t)(g->nscript_errors + 1) * sizeof *g->script_errors);
    g->script_errors[g->nscript_errors++] = xstrdup(msg);
}

int gcg_script_error_count(const gcg_game *g)
{
    return g->nscript_errors;
}

const char *gcg_script_error(const gcg_game *g, int i)
{
    return i >= 0 && i < g->nscript_errors ? g->script_errors[i] : NULL;
}

const char *gcg_engine_card_script(gcg_engine *eng, int index)
{
    const script_info *i = script_info_of(eng, index);
    return i->has ? eng->vm->paths[index] : NULL;
}
