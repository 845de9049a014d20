/*
 * script.c -- the engine's Lua VM: its life, its allocator and instruction
 * hook, and the guarded call every script call goes through (instruction
 * budget, memory cap, protected call, the engine's stops, the upvalues a
 * script may not change, error reports).  The sandbox scripts see is built by
 * sandbox.c; card scripts are loaded by script_load.c.
 *
 * Scripts are untrusted.  A script that errors, runs past its budget or
 * allocates past the cap is stopped and reported; its effect does nothing and
 * the game goes on.  What a script keeps from one call to the next is checked
 * after every call (seal.c): a script keeps no state.
 */
#include <lauxlib.h>
#include <lualib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "narrate.h"
#include "seal.h"
#include "state.h"
#include "script_vm.h"
#include "util.h"

const char SCRIPT_NEED_DECISION[] = "need decision";
const char SCRIPT_DRY_OK[] = "dry ok";
const char SCRIPT_DRY_NO[] = "dry no";
const char SCRIPT_BUDGET_OUT[] = "budget";
const char SCRIPT_MEMORY_OUT[] = "memory";
const char SCRIPT_LEFT[] = "controller left";

struct script_vm *vm_of(const gcg_game *g)
{
    return g->eng->vm;
}

/* ------------------------------------------------------------ allocator, hook */

/* While a script runs (limited), a block may not grow past SCRIPT_MAX_BLOCK nor
 * the VM past mem_limit, and every byte asked for is charged to the instruction
 * budget (1 instruction for 32 bytes): the work of a C function that builds
 * big strings or tables (string.rep, string.upper, table.concat ...) is paid
 * for, though no hook runs inside it.  A refusal becomes the memory stop
 * (sandbox.c: a script's pcall rethrows it; vm_call reports it). */
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
    if (vm->limited && nsize > old) {
        if (nsize > SCRIPT_MAX_BLOCK || vm->mem + (nsize - old) > vm->mem_limit)
            return NULL; /* Lua raises "not enough memory" */
        vm->budget -= (long)((nsize - old) >> 5);
    }
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

/* ------------------------------------------------------------ VM life */

static int describe_error(lua_State *L);

static int file_exists(const char *p)
{
    return access(p, R_OK) == 0;
}

int script_vm_new(gcg_engine *eng, const gcg_engine_opts *opts, gcg_err *err)
{
    struct script_vm *vm = xcalloc(1, sizeof *vm);
    vm->eng = eng;
    vm->mem_limit = (size_t)-1;
    vm->cells = LUA_NOREF;
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
    /* The message handler of every call stays at the bottom of the stack for the
     * VM's life (vm_call: lua_pcall's msgh 1). */
    lua_pushcfunction(L, describe_error);
    sandbox_build(vm);
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
    eng->vm = vm;
    if (script_load_card_lib(vm, builtin, err) != 0) {
        script_vm_free(eng);
        return -1;
    }
    vm->ndefs = gcg_carddb_count(eng->db);
    vm->info = xcalloc((size_t)vm->ndefs, sizeof *vm->info);
    vm->paths = xcalloc((size_t)vm->ndefs, sizeof *vm->paths);
    eng->sinfo = vm->info;
    eng->nsinfo = vm->ndefs;
    lua_sethook(L, count_hook, LUA_MASKCOUNT, 1000);
    lua_gc(L, LUA_GCGEN, 0, 0); /* most of what scripts make dies young (result lists) */
    vm_settled(vm);
    return 0;
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
    for (int i = 0; i < vm->ndefs && vm->info; i++)
        script_info_clear(NULL, &vm->info[i]);
    free(vm->filter_kept);
    api_filter_verdicts_free(vm);
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

void vm_settled(struct script_vm *vm)
{
    vm->mem_settled = vm->mem;
}

/* ------------------------------------------------------------ loading scripts */

void vm_push_env(struct script_vm *vm)
{
    lua_State *L = vm->L;
    lua_newtable(L);
    lua_createtable(L, 0, 2);
    lua_rawgeti(L, LUA_REGISTRYINDEX, vm->ref_sandbox);
    lua_setfield(L, -2, "__index");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);
}

int vm_pcall_loading(struct script_vm *vm, int nargs, int nresults)
{
    /* (A card's script may first load in the middle of another's call -- a token
     * deployed -- whose budget and memory cap go on after it.) */
    int limited = vm->limited;
    size_t mem_limit = vm->mem_limit;
    long budget = vm->budget;
    const char *stop = vm->stop;
    vm->limited = 1;
    vm->mem_limit = vm->mem + SCRIPT_MEM_CAP;
    vm->budget = SCRIPT_BUDGET;
    vm->stop = NULL;
    int rc = lua_pcall(vm->L, nargs, nresults, 0);
    if (rc == LUA_ERRMEM || vm->stop) { /* (what a script's message handler made of a stop) */
        lua_pop(vm->L, 1);
        lua_pushstring(vm->L, rc == LUA_ERRMEM || vm->stop == SCRIPT_MEMORY_OUT
                                  ? "memory cap reached while loading"
                                  : "instruction budget exceeded while loading");
        if (rc == LUA_OK) /* (impossible: a stop is thrown) */
            rc = LUA_ERRRUN;
    }
    vm->stop = stop;
    if (vm->depth > 0) { /* inside a call: its own limits again */
        vm->limited = limited;
        vm->mem_limit = mem_limit;
        vm->budget = budget;
    } else {
        vm->limited = 0;
    }
    return rc;
}

int vm_run_file(struct script_vm *vm, const char *path, int env, int nresults, char **text_out)
{
    lua_State *L = vm->L;
    env = lua_absindex(L, env);
    gcg_err err;
    size_t len = 0;
    char *text = read_file_max(path, SCRIPT_MAX_FILE, &len, &err);
    if (!text) {
        lua_pushstring(L, err.msg);
        return LUA_ERRFILE;
    }
    char name[1100];
    snprintf(name, sizeof name, "@%s", path);
    int rc = luaL_loadbufferx(L, text, len, name, "t");
    if (rc == LUA_OK) {
        lua_pushvalue(L, env);
        lua_setupvalue(L, -2, 1);
        rc = vm_pcall_loading(vm, 0, nresults);
    }
    if (text_out)
        *text_out = text;
    else
        free(text);
    return rc;
}

/* Does the text name _ENV anywhere (as a whole word)?  If not, nothing in the
 * script can assign it: its functions' _ENV is the environment it was given. */
static int names_env(const char *text)
{
    for (const char *at = text ? strstr(text, "_ENV") : NULL; at; at = strstr(at + 1, "_ENV")) {
        char after = at[4], before = at > text ? at[-1] : ' ';
        if (!((after >= 'a' && after <= 'z') || (after >= 'A' && after <= 'Z') ||
              (after >= '0' && after <= '9') || after == '_') &&
            !((before >= 'a' && before <= 'z') || (before >= 'A' && before <= 'Z') ||
              (before >= '0' && before <= '9') || before == '_'))
            return 1;
    }
    return 0;
}

/* seal_walk in a protected call: (cells, env or nil, trusted, values...). */
static int walk_protected(lua_State *L)
{
    int n = lua_gettop(L) - 3;
    seal_walk(L, n, 3, 1, lua_isnil(L, 2) ? 0 : 2, SCRIPT_MAX_REACH);
    return 0;
}

int vm_seal(struct script_vm *vm, int n, int env, const char *text)
{
    lua_State *L = vm->L;
    env = lua_absindex(L, env);
    int first = lua_gettop(L) - n + 1; /* the values: first .. top */
    lua_newtable(L);
    int cells = lua_gettop(L);
    lua_pushcfunction(L, walk_protected);
    lua_pushvalue(L, cells);
    if (text && !names_env(text))
        lua_pushvalue(L, env);
    else
        lua_pushnil(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, vm->ref_trusted);
    for (int i = 0; i < n; i++)
        lua_pushvalue(L, first + i);
    if (vm_pcall_loading(vm, n + 3, 0) != LUA_OK) {
        lua_replace(L, first); /* the message */
        lua_settop(L, first);
        return LUA_REFNIL;
    }
    int ref = LUA_NOREF;
    /* (no function of the script can change an upvalue: nothing to compare) */
    if (lua_rawlen(L, cells) > 0 && seal_cells_may_change(L, cells)) {
        lua_pushvalue(L, cells);
        ref = luaL_ref(L, LUA_REGISTRYINDEX);
    }
    lua_settop(L, first - 1);
    return ref;
}

/* ------------------------------------------------------------ calls */

/* The message handler of every call: a script's error that is not text (an
 * error({}) ...) is told by its type and where it was raised; the engine's
 * stops go by as they are. */
static int describe_error(lua_State *L)
{
    struct script_vm *vm = *(struct script_vm **)lua_getextraspace(L);
    if (vm->stop || lua_type(L, 1) == LUA_TSTRING || lua_type(L, 1) == LUA_TNUMBER ||
        vm_is_sentinel(L, 1))
        return 1;
    lua_Debug ar;
    char where[300] = "";
    for (int level = 1; lua_getstack(L, level, &ar); level++) {
        if (lua_getinfo(L, "Sl", &ar) && ar.currentline > 0) {
            snprintf(where, sizeof where, "%s:%d: ", ar.short_src, ar.currentline);
            break;
        }
    }
    lua_pushfstring(L, "%serror(%s) raised, with no message", where, luaL_typename(L, 1));
    return 1;
}

/* After a call of a script with recorded upvalues (cells): one that changed is
 * set back, and the call fails (status and message returned). */
static int check_cells(struct script_vm *vm, int cells, int rc, int base, int nresults)
{
    lua_State *L = vm->L;
    lua_rawgeti(L, LUA_REGISTRYINDEX, cells);
    char name[64];
    int changed = seal_check(L, -1, name, sizeof name);
    lua_pop(L, 1);
    if (!changed)
        return rc;
    lua_settop(L, base - 1);
    if (*name)
        lua_pushfstring(L, "the script changed its upvalue '%s' (set back): scripts keep no "
                           "state between calls", name);
    else
        lua_pushliteral(L, "the script changed the state of a library function it kept (a "
                           "string.gmatch iterator? set back): scripts keep no state between "
                           "calls");
    (void)nresults;
    return LUA_ERRRUN;
}

/* Between top-level calls the VM holds what the scripts held when they had
 * loaded (they keep nothing): more than SCRIPT_HOLD_CAP above it, after a full
 * collection, is a leak -- the call that made it fails. */
static int check_held(struct script_vm *vm, int rc, int base)
{
    lua_State *L = vm->L;
    if (vm->mem <= vm->mem_settled + SCRIPT_HOLD_CAP + SCRIPT_MEM_CAP)
        return rc;
    lua_gc(L, LUA_GCCOLLECT, 0);
    if (vm->mem <= vm->mem_settled + SCRIPT_HOLD_CAP)
        return rc;
    lua_settop(L, base - 1);
    lua_pushfstring(L, "the scripts hold %d KiB more than when they loaded: something keeps "
                       "state between calls", (int)((vm->mem - vm->mem_settled) >> 10));
    return LUA_ERRRUN;
}

int vm_call(struct script_vm *vm, gcg_game *g, int mode, int nargs, int nresults)
{
    lua_State *L = vm->L;
    gcg_game *saved_game = vm->game;
    int saved_mode = vm->mode;
    void *saved_ctx = vm->ctx;
    const char *saved_stop = vm->stop;
    int cells = vm->cells;
    vm->stop = NULL;
    vm->game = g;
    vm->mode = mode;
    vm->ctx = lua_touserdata(L, -nargs); /* the first argument: the call's `e` */
    if (vm->depth++ == 0) {
        vm->budget = SCRIPT_BUDGET;
        vm->limited = 1;
        vm->mem_limit = vm->mem + SCRIPT_MEM_CAP;
    }
    /* The message handler: at a top-level call, the one at the bottom of the
     * stack (script_vm_new); a call made inside another (from a C function of
     * the API, whose stack indices start at its own arguments) pushes one. */
    int base = lua_gettop(L) - nargs; /* the function */
    int nested = vm->depth > 1;
    if (nested) {
        lua_pushcfunction(L, describe_error);
        lua_insert(L, base++);
    }
    int rc = lua_pcall(L, nargs, nresults, nested ? base - 1 : 1);
    if (nested)
        lua_remove(L, base - 1);
    base -= nested;
    if (rc != LUA_OK && (rc == LUA_ERRMEM || vm->stop)) {
        /* The engine's stop, whatever a <close> variable or a message handler
         * made of it on the way out. */
        lua_pop(L, 1);
        lua_pushlightuserdata(L, (void *)(vm->stop ? vm->stop : SCRIPT_MEMORY_OUT));
    }
    if (cells > 0)
        rc = check_cells(vm, cells, rc, base, nresults);
    if (--vm->depth == 0) {
        vm->limited = 0;
        rc = check_held(vm, rc, base);
    }
    vm->game = saved_game;
    vm->mode = saved_mode;
    vm->ctx = saved_ctx;
    vm->stop = saved_stop; /* (a stop of this call ends with it) */
    vm->cells = cells;
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

/* ------------------------------------------------------------ reports */

const char *vm_message(lua_State *L, int idx)
{
    if (lua_islightuserdata(L, idx)) {
        const void *p = lua_touserdata(L, idx);
        if (p == SCRIPT_BUDGET_OUT)
            return "stopped: instruction budget exceeded (an endless loop?)";
        if (p == SCRIPT_MEMORY_OUT)
            return "stopped: memory cap reached (a call may add 32 MiB to the VM, and no "
                   "string or table may be over 256 KiB)";
        return "stopped by the engine";
    }
    return lua_isstring(L, idx) ? lua_tostring(L, idx) : "error (no message)";
}

void vm_report(gcg_game *g, int def, const char *what, const char *msg)
{
    struct script_vm *vm = vm_of(g);
    const gcg_card_def *d = gcg_carddb_at(g->db, engine_def_base(g->eng, def));
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
