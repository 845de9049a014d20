/*
 * sandbox.c -- the globals card and mode scripts see: Lua's base functions
 * without file, OS, process, debug or bytecode access, and read-only copies of
 * string, table, math and utf8 (docs/security.md lists each door and its
 * guard).
 *
 * - Nothing shared can be changed: every shared table is a read-only proxy
 *   (seal.c), rawset refuses frozen tables, and next, rawget and rawlen read
 *   through them.  The strings' shared metatable is hidden, and its __index is
 *   the sandbox's copy of `string` (so ("").dump is nil).
 * - The engine's stops cannot be caught: pcall and xpcall rethrow them (the
 *   instruction budget, the memory cap, "ask the player"), and a memory error
 *   becomes the memory stop.
 * - Work done inside one C call is charged to the instruction budget: string
 *   patterns (pattern.c), and the library loops whose length a script decides
 *   (table.insert/remove/move/sort/unpack, string.rep/byte, utf8, tonumber,
 *   load).  Lua's own versions of those could run for ever where no hook reaches.
 * - No finalizers: Lua runs __gc with its hooks off.
 * - math.random draws from the game's generator; print is silent.
 * - Nothing tells one VM from another (gcg sim --jobs N has one per thread):
 *   tostring and string.format's %s and %p give no address, and pairs and
 *   next visit keys in a fixed order (order.c), not in the order of their
 *   hashes, which Lua seeds per VM.
 */
#include <lauxlib.h>
#include <lualib.h>
#include <string.h>
#include "order.h"
#include "pattern.h"
#include "rng.h"
#include "script_vm.h"
#include "seal.h"

/* ------------------------------------------------------------ the budget */

/* Charge n steps of work done in C to the call's instruction budget. */
void sbx_charge(lua_State *L, long n)
{
    struct script_vm *vm = *(struct script_vm **)lua_getextraspace(L);
    if (!vm)
        return;
    if (n < 0 || n > SCRIPT_BUDGET)
        n = SCRIPT_BUDGET + 1;
    vm->budget -= n;
    if (vm->budget < 0)
        vm_stop(L, SCRIPT_BUDGET_OUT);
}

static const pat_meter budget_meter = {sbx_charge};

/* ------------------------------------------------------------ the engine's stops */

int vm_is_sentinel(lua_State *L, int idx)
{
    const void *p = lua_touserdata(L, idx);
    return lua_islightuserdata(L, idx) &&
           (p == SCRIPT_NEED_DECISION || p == SCRIPT_DRY_OK || p == SCRIPT_DRY_NO ||
            p == SCRIPT_BUDGET_OUT || p == SCRIPT_MEMORY_OUT || p == SCRIPT_LEFT);
}

/* After a protected call of a script's failed with `status`: an engine stop on
 * its way out (or a memory error, which is the memory cap's) goes on out. */
static void rethrow_stop(lua_State *L, int status)
{
    struct script_vm *vm = *(struct script_vm **)lua_getextraspace(L);
    if (status == LUA_ERRMEM && !vm->stop)
        vm->stop = SCRIPT_MEMORY_OUT;
    if (vm->stop) {
        lua_pushlightuserdata(L, (void *)vm->stop);
        lua_error(L);
    }
    if (vm_is_sentinel(L, -1))
        lua_error(L);
}

/* pcall/xpcall for scripts: the engine's own stops cannot be caught. */
static int safe_pcall_k(lua_State *L, int status, lua_KContext ctx)
{
    (void)ctx;
    if (status != LUA_OK && status != LUA_YIELD) {
        rethrow_stop(L, status);
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
    if (status != LUA_OK)
        rethrow_stop(L, status); /* (the handler may have made it something else) */
    lua_pushboolean(L, status == LUA_OK);
    lua_replace(L, 1);
    return lua_gettop(L);
}

/* ------------------------------------------------------------ base functions */

/* load(text [, name [, mode [, env]]]): text chunks only (no bytecode). */
static int safe_load(lua_State *L)
{
    size_t len;
    const char *s = luaL_checklstring(L, 1, &len);
    const char *name = luaL_optstring(L, 2, "=(load)");
    if (len > 0 && s[0] == LUA_SIGNATURE[0])
        return luaL_error(L, "load: binary chunks are not allowed in scripts");
    sbx_charge(L, (long)(len / 16));
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
    if (!vm->game || vm->stop)
        return luaL_error(L, "math.random: only while a game runs an effect");
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
    /* (hi - lo in unsigned arithmetic: math.random(math.mininteger, math.maxinteger)
     * must not overflow) */
    luaL_argcheck(L, lo <= hi && (lua_Unsigned)hi - (lua_Unsigned)lo < 0x7fffffff, n,
                  "interval is empty or too large");
    lua_pushinteger(L, lo + (lua_Integer)rng_below(&vm->game->s.rng, (uint32_t)(hi - lo + 1)));
    return 1;
}

/* collectgarbage: nothing.  Even "count" would tell a script how much memory
 * its VM holds, which depends on the games played before in it (and so on
 * --jobs): a script could act on it, and games would not replay. */
static int no_gc_control(lua_State *L)
{
    const char *opt = luaL_optstring(L, 1, "collect");
    return luaL_error(L, "collectgarbage('%s') is not available to scripts (the memory in use "
                         "differs from game to game)", opt);
}

/* setmetatable for scripts, without finalizers or weak tables: Lua runs a __gc
 * metamethod with its hooks off, out of reach of the instruction budget, so a
 * finalizer that never ended would hang the engine; and what a weak table
 * (__mode) still holds tells when the collector last ran, which depends on the
 * games played before in the VM (games would not replay).  The table gets a
 * copy of the metatable, made now: Lua reads __mode at every collection, so a
 * __mode added to the script's own table later must reach nothing.
 * getmetatable gives the script's table (the copy's __metatable, which marks
 * the copy as ours: setmetatable may replace it).  A frozen metatable is given
 * as a hidden copy of what it holds (seal.c). */
static const char COPIED = 'C'; /* key marking a metatable copy made here */

static int safe_setmetatable(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    int t = lua_type(L, 2);
    luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, 2, "nil or table");
    lua_settop(L, 2);
    if (lua_getmetatable(L, 1)) { /* protected by the script's own __metatable? */
        int ours = lua_rawgetp(L, -1, &COPIED) != LUA_TNIL;
        lua_pop(L, 2);
        if (!ours && luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL)
            return luaL_error(L, "cannot change a protected metatable");
    }
    if (t == LUA_TTABLE) {
        seal_push_usable_metatable(L, 2);
        int mt = lua_gettop(L);
        static const char *const refused[] = {"__gc", "__mode"};
        static const char *const why[] = {"finalizers (__gc)", "weak tables (__mode)"};
        for (int i = 0; i < 2; i++) {
            lua_pushstring(L, refused[i]);
            if (lua_rawget(L, mt) != LUA_TNIL)
                return luaL_error(L, "setmetatable: %s are not available to scripts", why[i]);
            lua_pop(L, 1);
        }
        lua_newtable(L);
        int copy = lua_gettop(L);
        lua_pushnil(L);
        while (lua_next(L, mt)) {
            lua_pushvalue(L, -2);
            lua_insert(L, -2);
            lua_rawset(L, copy);
        }
        if (lua_getfield(L, copy, "__metatable") == LUA_TNIL) {
            lua_pushvalue(L, 2);
            lua_setfield(L, copy, "__metatable");
            lua_pushboolean(L, 1);
            lua_rawsetp(L, copy, &COPIED);
        }
        lua_pop(L, 1);
        lua_replace(L, 2);
        lua_settop(L, 2);
    }
    lua_setmetatable(L, 1);
    return 1;
}

static int no_print(lua_State *L)
{
    (void)L;
    return 0;
}

/* rawset refuses the tables that are read-only (frozen or shared). */
static int safe_rawset(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_checkany(L, 2);
    luaL_checkany(L, 3);
    if (seal_is_frozen(L, 1))
        return luaL_error(L, "rawset: this table is read-only (scripts keep no state between "
                             "calls, and cannot change what they share)");
    lua_settop(L, 3);
    lua_rawset(L, 1);
    return 1;
}

/* rawget, rawlen and next read a frozen table's contents. */
static int through_rawget(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_checkany(L, 2);
    seal_push_contents(L, 1);
    lua_pushvalue(L, 2);
    lua_rawget(L, -2);
    return 1;
}

static int through_rawlen(lua_State *L)
{
    int t = lua_type(L, 1);
    luaL_argexpected(L, t == LUA_TTABLE || t == LUA_TSTRING, 1, "table or string");
    seal_push_contents(L, 1);
    lua_pushinteger(L, (lua_Integer)lua_rawlen(L, -1));
    return 1;
}

static int through_next(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 2);
    seal_push_contents(L, 1);
    lua_replace(L, 1);
    if (ord_next(L, 1))
        return 2;
    lua_pushnil(L);
    return 1;
}

/* pairs(t): t's own __pairs if it has one (a frozen table's is seal.c's), else
 * t's keys in the fixed order of order.c (Lua's would depend on the VM). */
static int ordered_pairs(lua_State *L)
{
    luaL_checkany(L, 1);
    if (luaL_getmetafield(L, 1, "__pairs") != LUA_TNIL) {
        lua_pushvalue(L, 1);
        lua_call(L, 1, 3);
        return 3;
    }
    luaL_checktype(L, 1, LUA_TTABLE);
    ord_push_pairs(L, 1, 1);
    return 3;
}

/* ------------------------------------------------------------ no addresses */

const char *sbx_tostring(lua_State *L, int idx)
{
    switch (lua_type(L, idx)) {
    case LUA_TTABLE:
    case LUA_TUSERDATA:
        if (luaL_getmetafield(L, idx, "__tostring") != LUA_TNIL) {
            lua_pop(L, 1);
            return luaL_tolstring(L, idx, NULL);
        }
        /* fall through */
    case LUA_TFUNCTION:
    case LUA_TTHREAD:
    case LUA_TLIGHTUSERDATA:
        lua_pushstring(L, luaL_typename(L, idx));
        return lua_tostring(L, -1);
    default:
        return luaL_tolstring(L, idx, NULL);
    }
}

/* tostring(v): as Lua's, but a table, function, userdata or thread without a
 * __tostring of its own is its type's name, never its address (which differs
 * from VM to VM). */
static int safe_tostring(lua_State *L)
{
    luaL_checkany(L, 1);
    sbx_tostring(L, 1);
    return 1;
}

static int safe_tonumber(lua_State *L)
{
    if (lua_type(L, 1) == LUA_TSTRING)
        sbx_charge(L, (long)(lua_rawlen(L, 1) / 16));
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

/* ------------------------------------------------------------ table */

/* #t once (its __len may be a script's), as a count of elements to move. */
static lua_Integer length_of(lua_State *L, int t)
{
    luaL_checktype(L, t, LUA_TTABLE);
    return luaL_len(L, t);
}

/* table.insert(t, [pos,] value) */
static int safe_insert(lua_State *L)
{
    lua_Integer end = length_of(L, 1) + 1, pos;
    switch (lua_gettop(L)) {
    case 2:
        pos = end;
        break;
    case 3:
        pos = luaL_checkinteger(L, 2);
        luaL_argcheck(L, pos >= 1 && pos <= end, 2, "position out of bounds");
        sbx_charge(L, (long)((end - pos) / 4 + 1));
        for (lua_Integer i = end; i > pos; i--) {
            lua_geti(L, 1, i - 1);
            lua_seti(L, 1, i);
        }
        break;
    default:
        return luaL_error(L, "wrong number of arguments to 'insert'");
    }
    lua_seti(L, 1, pos);
    return 0;
}

/* table.remove(t [, pos]) */
static int safe_remove(lua_State *L)
{
    lua_Integer size = length_of(L, 1);
    lua_Integer pos = luaL_optinteger(L, 2, size);
    if (pos != size)
        luaL_argcheck(L, pos >= 1 && pos <= size + 1, 2, "position out of bounds");
    if (size > pos)
        sbx_charge(L, (long)((size - pos) / 4 + 1));
    lua_geti(L, 1, pos);
    for (; pos < size; pos++) {
        lua_geti(L, 1, pos + 1);
        lua_seti(L, 1, pos);
    }
    lua_pushnil(L);
    lua_seti(L, 1, pos);
    return 1;
}

/* table.move(a1, f, e, t [, a2]) */
static int safe_move(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_Integer f = luaL_checkinteger(L, 2), e = luaL_checkinteger(L, 3);
    lua_Integer t = luaL_checkinteger(L, 4);
    int dst = lua_isnoneornil(L, 5) ? 1 : 5;
    luaL_checktype(L, dst, LUA_TTABLE);
    if (e >= f) {
        luaL_argcheck(L, f > 0 || e < LUA_MAXINTEGER + f, 3, "too many elements to move");
        lua_Integer n = e - f + 1;
        luaL_argcheck(L, t <= LUA_MAXINTEGER - n + 1, 4, "destination wrap around");
        sbx_charge(L, n / 4 + 1 > SCRIPT_BUDGET ? SCRIPT_BUDGET + 1 : (long)(n / 4 + 1));
        if (t > e || t <= f || (dst != 1 && !lua_rawequal(L, 1, dst))) {
            for (lua_Integer i = 0; i < n; i++) {
                lua_geti(L, 1, f + i);
                lua_seti(L, dst, t + i);
            }
        } else {
            for (lua_Integer i = n - 1; i >= 0; i--) {
                lua_geti(L, 1, f + i);
                lua_seti(L, dst, t + i);
            }
        }
    }
    lua_pushvalue(L, dst);
    return 1;
}

/* Call the original function (upvalue 1) with the arguments. */
static int call_original(lua_State *L)
{
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/* table.sort(t [, comp]): n log n steps, charged first.  A table with a __len
 * of the script's own could answer differently when Lua's sort asks again. */
static int safe_sort(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    if (luaL_getmetafield(L, 1, "__len") != LUA_TNIL) {
        int ours = seal_is_frozen(L, 1);
        lua_pop(L, 1);
        if (!ours)
            return luaL_error(L, "table.sort: a table with a __len of its own cannot be sorted");
    }
    lua_Integer n = luaL_len(L, 1);
    long log = 1;
    for (lua_Integer k = n; k > 1; k >>= 1)
        log++;
    sbx_charge(L, n > SCRIPT_BUDGET ? SCRIPT_BUDGET + 1 : (long)n * log / 2);
    return call_original(L);
}

/* table.unpack(t [, i [, j]]): j - i + 1 values, charged first. */
static int safe_unpack(lua_State *L)
{
    lua_Integer i = luaL_optinteger(L, 2, 1);
    lua_Integer j = lua_isnoneornil(L, 3) ? luaL_len(L, 1) : luaL_checkinteger(L, 3);
    if (i <= j)
        sbx_charge(L, (lua_Unsigned)j - (lua_Unsigned)i >= (lua_Unsigned)SCRIPT_BUDGET
                          ? SCRIPT_BUDGET + 1 : (long)(j - i) + 1);
    lua_settop(L, 1);
    lua_pushinteger(L, i);
    lua_pushinteger(L, j);
    return call_original(L);
}

/* ------------------------------------------------------------ string, utf8 */

/* string.rep(s, n [, sep]): nothing to do for an empty result (Lua's own
 * would loop n times to make ""). */
static int safe_rep(lua_State *L)
{
    size_t l, lsep = 0;
    luaL_checklstring(L, 1, &l);
    lua_Integer n = luaL_checkinteger(L, 2);
    luaL_optlstring(L, 3, "", &lsep);
    if (n <= 0 || l + lsep == 0) {
        lua_pushliteral(L, "");
        return 1;
    }
    if ((lua_Unsigned)n > (lua_Unsigned)SCRIPT_MAX_BLOCK / (l + lsep))
        return luaL_error(L, "string.rep: the result would be over the memory cap (no string "
                             "may be over %d KiB)", (int)(SCRIPT_MAX_BLOCK >> 10));
    sbx_charge(L, (long)((size_t)n * (l + lsep) / 32));
    return call_original(L);
}

/* string.format(fmt, ...): as Lua's, but %s of a value that is not a string or
 * a number is what tostring gives (no address), and %p, an address, is the
 * value's type name.  Only a format with a %p is copied. */
static int safe_format(lua_State *L)
{
    size_t len;
    const char *fmt = luaL_checklstring(L, 1, &len);
    int top = lua_gettop(L), arg = 1, has_p = 0;
    for (size_t i = 0; i < len; i++) {
        if (fmt[i] != '%')
            continue;
        if (++i < len && fmt[i] == '%')
            continue;
        while (i < len && fmt[i] && strchr("-+ #0123456789.", fmt[i]))
            i++;
        if (i >= len || ++arg > top)
            break;
        if (fmt[i] == 'p') {
            has_p = 1;
            lua_pushstring(L, luaL_typename(L, arg));
            lua_replace(L, arg);
        } else if (fmt[i] == 's' && lua_type(L, arg) != LUA_TSTRING &&
                   lua_type(L, arg) != LUA_TNUMBER) {
            sbx_tostring(L, arg);
            lua_replace(L, arg);
        }
    }
    if (has_p) {
        luaL_Buffer b;
        luaL_buffinit(L, &b);
        for (size_t i = 0; i < len; i++) {
            char c = fmt[i];
            luaL_addchar(&b, c);
            if (c != '%')
                continue;
            if (++i < len && fmt[i] == '%') {
                luaL_addchar(&b, '%');
                continue;
            }
            while (i < len && fmt[i] && strchr("-+ #0123456789.", fmt[i]))
                luaL_addchar(&b, fmt[i++]);
            if (i < len)
                luaL_addchar(&b, fmt[i] == 'p' ? 's' : fmt[i]);
        }
        luaL_pushresult(&b);
        lua_replace(L, 1);
    }
    return call_original(L);
}

/* Functions whose work grows with the length of their first argument (a
 * string): charged that length first. */
static int charged_by_length(lua_State *L)
{
    size_t len = 0;
    if (lua_type(L, 1) == LUA_TSTRING)
        lua_tolstring(L, 1, &len);
    sbx_charge(L, (long)(len / 16));
    return call_original(L);
}

/* ------------------------------------------------------------ building it */

/* Replace field `name` of the table at t by a C closure of fn over the
 * original function. */
static void wrap(lua_State *L, int t, const char *name, lua_CFunction fn)
{
    lua_getfield(L, t, name);
    lua_pushcclosure(L, fn, 1);
    lua_setfield(L, t, name);
}

static void set_fn(lua_State *L, int t, const char *name, lua_CFunction fn)
{
    lua_pushcfunction(L, fn);
    lua_setfield(L, t, name);
}

/* The sandbox's copy of library `lib` (a global of the VM), its dangerous
 * functions left out or made safe; left on the stack. */
static void copy_library(lua_State *L, const char *lib)
{
    lua_getglobal(L, lib);
    int real = lua_gettop(L);
    lua_newtable(L);
    int t = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, real)) {
        const char *k = lua_tostring(L, -2);
        if (k && (!strcmp(k, "dump") || !strcmp(k, "randomseed"))) {
            lua_pop(L, 1);
            continue;
        }
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, t);
    }
    if (!strcmp(lib, "string")) {
        pat_open(L, t, &budget_meter);
        wrap(L, t, "rep", safe_rep);
        wrap(L, t, "byte", charged_by_length);
        wrap(L, t, "format", safe_format);
    } else if (!strcmp(lib, "table")) {
        set_fn(L, t, "insert", safe_insert);
        set_fn(L, t, "remove", safe_remove);
        set_fn(L, t, "move", safe_move);
        wrap(L, t, "sort", safe_sort);
        wrap(L, t, "unpack", safe_unpack);
    } else if (!strcmp(lib, "utf8")) {
        wrap(L, t, "len", charged_by_length);
        wrap(L, t, "offset", charged_by_length);
        wrap(L, t, "codepoint", charged_by_length);
    } else if (!strcmp(lib, "math")) {
        set_fn(L, t, "random", game_random);
    }
    lua_remove(L, real);
}

/* Add every function and table of the table at t (one level) to the trusted
 * set at index trusted: the walk of a script's functions (seal.c) leaves them. */
static void trust_all(lua_State *L, int t, int trusted)
{
    lua_pushnil(L);
    while (lua_next(L, t)) {
        if (lua_type(L, -1) == LUA_TFUNCTION || lua_type(L, -1) == LUA_TTABLE) {
            lua_pushboolean(L, 1);
            lua_rawset(L, trusted);
        } else {
            lua_pop(L, 1);
        }
    }
}

void sandbox_build(struct script_vm *vm)
{
    lua_State *L = vm->L;
    static const char *const keep[] = {
        "assert", "error", "ipairs", "rawequal", "select", "type",
        "getmetatable", "_VERSION", NULL,
    };
    lua_newtable(L); /* what the walk of a script's functions leaves (seal.c) */
    int trusted = lua_gettop(L);
    lua_newtable(L); /* the sandbox's real contents */
    int sb = lua_gettop(L);
    for (int i = 0; keep[i]; i++) {
        lua_getglobal(L, keep[i]);
        lua_setfield(L, sb, keep[i]);
    }
    set_fn(L, sb, "pcall", safe_pcall);
    set_fn(L, sb, "xpcall", safe_xpcall);
    set_fn(L, sb, "load", safe_load);
    set_fn(L, sb, "collectgarbage", no_gc_control);
    set_fn(L, sb, "print", no_print);
    set_fn(L, sb, "rawset", safe_rawset);
    set_fn(L, sb, "rawget", through_rawget);
    set_fn(L, sb, "rawlen", through_rawlen);
    set_fn(L, sb, "next", through_next);
    set_fn(L, sb, "pairs", ordered_pairs);
    set_fn(L, sb, "tostring", safe_tostring);
    set_fn(L, sb, "setmetatable", safe_setmetatable);
    lua_getglobal(L, "tonumber");
    lua_pushcclosure(L, safe_tonumber, 1);
    lua_setfield(L, sb, "tonumber");
    static const char *const libs[] = {"string", "table", "math", "utf8", NULL};
    for (int i = 0; libs[i]; i++) {
        copy_library(L, libs[i]);
        int copy = lua_gettop(L);
        trust_all(L, copy, trusted);
        if (!strcmp(libs[i], "string")) {
            /* Strings share one metatable: hidden, and its methods are the copy's. */
            lua_pushliteral(L, "");
            lua_getmetatable(L, -1);
            lua_pushvalue(L, copy);
            lua_setfield(L, -2, "__index");
            lua_pushboolean(L, 0);
            lua_setfield(L, -2, "__metatable");
            lua_pop(L, 2);
        }
        seal_push_proxy(L, copy);
        lua_setfield(L, sb, libs[i]);
        lua_pop(L, 1);
    }
    trust_all(L, sb, trusted);
    seal_push_proxy(L, sb);
    lua_pushvalue(L, -1);
    lua_setfield(L, sb, "_G");
    lua_pushvalue(L, -1);
    lua_pushboolean(L, 1);
    lua_rawset(L, trusted);
    vm->ref_sandbox = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_pop(L, 1); /* the contents (kept by the proxy) */
    vm->ref_trusted = luaL_ref(L, LUA_REGISTRYINDEX);
}
