/*
 * seal.c -- freezing what a script made once it has loaded, and watching the
 * upvalues of its functions (seal.h says why).
 *
 * A frozen table is empty: its contents live in a hidden table that its
 * metatable reads through (__index), and writing to it is an error
 * (__newindex; rawset refuses it, sandbox.c).  __len and __pairs answer from the
 * hidden contents, so #t, pairs and ipairs work as before (pairs in the fixed
 * order of order.c, as for any table).  A metatable the
 * table had keeps working: its metamethods are copied to the new metatable
 * (but __gc), its __index is read after the contents, and getmetatable still
 * gives it.  The metatable marks the table as frozen (MARK) and holds the
 * contents under that key.
 *
 * Upvalues cannot be frozen: they are recorded when the script has loaded
 * (seal_walk) and compared after every call (seal_check); a change is set back
 * and reported by the caller.
 */
#include "seal.h"
#include <lauxlib.h>
#include "order.h"
#include <stdio.h>
#include <string.h>

static const char MARK = 'F';     /* key of the contents in a frozen table's metatable */
static const char USABLE = 'U';   /* key of the copy setmetatable uses (a frozen metatable) */
static const char NIL_CELL = 'N'; /* a cell whose upvalue was nil (record_cell) */
static const char MAY_CHANGE = 'W'; /* key of the cells list: a writer was met (seal_walk) */

int seal_is_frozen(lua_State *L, int idx)
{
    if (lua_type(L, idx) != LUA_TTABLE || !lua_getmetatable(L, idx))
        return 0;
    int frozen = lua_rawgetp(L, -1, &MARK) != LUA_TNIL;
    lua_pop(L, 2);
    return frozen;
}

int seal_push_contents(lua_State *L, int idx)
{
    if (lua_type(L, idx) == LUA_TTABLE && lua_getmetatable(L, idx)) {
        if (lua_rawgetp(L, -1, &MARK) != LUA_TNIL) {
            lua_remove(L, -2);
            return 1;
        }
        lua_pop(L, 2);
    }
    lua_pushvalue(L, idx);
    return 0;
}

/* ------------------------------------------------------------ metamethods */

static int frozen_newindex(lua_State *L)
{
    const char *k = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : NULL;
    if (k)
        return luaL_error(L, "cannot set '%s': this table is read-only (scripts keep no state "
                             "between calls)", k);
    return luaL_error(L, "cannot change a read-only table (scripts keep no state between calls)");
}

/* The hidden contents of the frozen table at index 1. */
static void push_hidden(lua_State *L)
{
    lua_getmetatable(L, 1);
    lua_rawgetp(L, -1, &MARK);
    lua_remove(L, -2);
}

static int frozen_len(lua_State *L)
{
    push_hidden(L);
    lua_pushinteger(L, (lua_Integer)lua_rawlen(L, -1));
    return 1;
}

/* pairs of a frozen table: its hidden contents in the fixed order (order.c);
 * the state the script sees is the frozen table, never the hidden one. */
static int frozen_pairs(lua_State *L)
{
    push_hidden(L);
    ord_push_pairs(L, -1, 1);
    return 3;
}

/* __index of the hidden contents when the table's own metatable had a function
 * __index: called with the hidden table, it calls that function with the
 * frozen table itself (upvalue 1) -- never with the hidden one. */
static int index_through(lua_State *L)
{
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_pushvalue(L, 2);
    lua_call(L, 2, 1);
    return 1;
}

/* Is the string at the top of the stack a key no metatable made by a freeze
 * may copy? */
static int not_copied(const char *k)
{
    static const char *const no[] = {"__gc", "__mode", "__index", "__newindex", "__metatable",
                                     NULL};
    for (int i = 0; no[i]; i++)
        if (!strcmp(k, no[i]))
            return 1;
    return 0;
}

/* Push the metatable of a frozen table t (index) whose contents are the table
 * at index hidden and whose metatable was the table at index old (0: none). */
static void push_frozen_metatable(lua_State *L, int t, int hidden, int old)
{
    int old_mt = old;
    if (old) { /* (a metatable frozen already: what it holds) */
        seal_push_contents(L, old);
        old = lua_gettop(L);
    }
    lua_createtable(L, 0, 6);
    int mt = lua_gettop(L);
    if (old) { /* its metamethods go on working */
        lua_pushnil(L);
        while (lua_next(L, old)) {
            if (lua_type(L, -2) == LUA_TSTRING && not_copied(lua_tostring(L, -2))) {
                lua_pop(L, 1);
                continue;
            }
            lua_pushvalue(L, -2);
            lua_insert(L, -2);
            lua_rawset(L, mt);
        }
        lua_pushliteral(L, "__index"); /* read after the contents */
        int ti = lua_rawget(L, old);
        if (ti == LUA_TTABLE || ti == LUA_TFUNCTION) {
            lua_createtable(L, 0, 1);
            if (ti == LUA_TFUNCTION) {
                lua_pushvalue(L, t);
                lua_pushvalue(L, -3);
                lua_pushcclosure(L, index_through, 2);
            } else {
                lua_pushvalue(L, -2);
            }
            lua_setfield(L, -2, "__index");
            lua_setmetatable(L, hidden);
        }
        lua_pop(L, 1);
    }
    lua_pushvalue(L, hidden);
    lua_rawsetp(L, mt, &MARK);
    lua_pushvalue(L, hidden);
    lua_setfield(L, mt, "__index");
    lua_pushcfunction(L, frozen_newindex);
    lua_setfield(L, mt, "__newindex");
    if (lua_getfield(L, mt, "__len") == LUA_TNIL) {
        lua_pushcfunction(L, frozen_len);
        lua_setfield(L, mt, "__len");
    }
    if (lua_getfield(L, mt, "__pairs") == LUA_TNIL) {
        lua_pushcfunction(L, frozen_pairs);
        lua_setfield(L, mt, "__pairs");
    }
    lua_pop(L, 2);
    /* getmetatable gives what it gave: the old metatable's __metatable, the old
     * metatable itself, or nothing to see */
    if (!old) {
        lua_pushboolean(L, 0);
    } else {
        lua_pushliteral(L, "__metatable");
        if (lua_rawget(L, old) == LUA_TNIL) {
            lua_pop(L, 1);
            lua_pushvalue(L, old_mt);
        }
    }
    lua_setfield(L, mt, "__metatable");
    if (old)
        lua_remove(L, old); /* (the contents pushed above) */
}

void seal_freeze(lua_State *L, int idx)
{
    int t = lua_absindex(L, idx);
    if (seal_is_frozen(L, t))
        return;
    lua_newtable(L);
    int hidden = lua_gettop(L);
    int old = lua_getmetatable(L, t) ? lua_gettop(L) : 0;
    /* the contents move to the hidden table (clearing fields while traversing
     * a table is allowed) */
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, hidden);
        lua_pushvalue(L, -1);
        lua_pushnil(L);
        lua_rawset(L, t);
    }
    push_frozen_metatable(L, t, hidden, old);
    lua_setmetatable(L, t);
    lua_settop(L, hidden - 1);
}

void seal_push_proxy(lua_State *L, int idx)
{
    int real = lua_absindex(L, idx);
    lua_newtable(L);
    int t = lua_gettop(L);
    push_frozen_metatable(L, t, real, 0);
    lua_setmetatable(L, t);
}

void seal_push_usable_metatable(lua_State *L, int idx)
{
    idx = lua_absindex(L, idx);
    if (!seal_is_frozen(L, idx)) {
        lua_pushvalue(L, idx);
        return;
    }
    lua_getmetatable(L, idx);
    int mt = lua_gettop(L);
    if (lua_rawgetp(L, mt, &USABLE) == LUA_TTABLE) { /* made before */
        lua_remove(L, mt);
        return;
    }
    lua_pop(L, 1);
    lua_newtable(L); /* the contents, but a finalizer */
    int copy = lua_gettop(L);
    lua_rawgetp(L, mt, &MARK);
    lua_pushnil(L);
    while (lua_next(L, -2)) {
        if (lua_type(L, -2) == LUA_TSTRING && !strcmp(lua_tostring(L, -2), "__gc")) {
            lua_pop(L, 1);
            continue;
        }
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, copy);
    }
    lua_pop(L, 1);
    if (lua_getfield(L, copy, "__metatable") == LUA_TNIL) { /* getmetatable gives mt */
        lua_pushvalue(L, idx);
        lua_setfield(L, copy, "__metatable");
    }
    lua_pop(L, 1);
    lua_pushvalue(L, copy);
    lua_rawsetp(L, mt, &USABLE);
    lua_remove(L, mt);
}

/* ------------------------------------------------------------ sealing a script */

/* Record upvalue i of the function at index f in the cells list, unless its
 * cell was recorded already (two closures can share one). */
static void record_cell(lua_State *L, int f, int i, int cells, int seen)
{
    void *id = lua_upvalueid(L, f, i);
    if (lua_rawgetp(L, seen, id) != LUA_TNIL) {
        lua_pop(L, 1);
        return;
    }
    lua_pop(L, 1);
    lua_pushboolean(L, 1);
    lua_rawsetp(L, seen, id);
    lua_Integer n = (lua_Integer)lua_rawlen(L, cells);
    lua_pushvalue(L, f);
    lua_rawseti(L, cells, n + 1);
    lua_pushinteger(L, i);
    lua_rawseti(L, cells, n + 2);
    lua_getupvalue(L, f, i);
    if (lua_isnil(L, -1)) { /* (a nil would leave a hole: the list's length, and its */
        lua_pop(L, 1);      /* triples after it, would go wrong) */
        lua_pushlightuserdata(L, (void *)&NIL_CELL);
    }
    lua_rawseti(L, cells, n + 3);
}

/* The walk has met what may change an upvalue (seal_fn_may_write, a thread). */
static void note_may_change(lua_State *L, int cells)
{
    lua_pushboolean(L, 1);
    lua_rawsetp(L, cells, &MAY_CHANGE);
}

int seal_cells_may_change(lua_State *L, int cells)
{
    int t = lua_rawgetp(L, cells, &MAY_CHANGE);
    lua_pop(L, 1);
    return t != LUA_TNIL;
}

void seal_walk(lua_State *L, int n, int trusted, int cells, int env, long max)
{
    trusted = lua_absindex(L, trusted);
    cells = lua_absindex(L, cells);
    env = env ? lua_absindex(L, env) : 0;
    int base = lua_gettop(L) - n;
    lua_createtable(L, n, 0); /* the values still to visit */
    int todo = lua_gettop(L);
    for (int i = 1; i <= n; i++) {
        lua_pushvalue(L, base + i);
        lua_rawseti(L, todo, i);
    }
    lua_newtable(L); /* what was visited (and upvalue cells recorded) */
    int seen = lua_gettop(L);
    lua_Integer left = n;
    long visited = 0;
    while (left > 0) {
        lua_rawgeti(L, todo, left);
        lua_pushnil(L);
        lua_rawseti(L, todo, left--);
        int v = lua_gettop(L), t = lua_type(L, v);
        if (t != LUA_TTABLE && t != LUA_TFUNCTION) {
            if (t == LUA_TTHREAD) /* (its stack may hold open cells: seal_code.c) */
                note_may_change(L, cells);
            lua_settop(L, v - 1);
            continue;
        }
        lua_pushvalue(L, v);
        if (lua_rawget(L, seen) != LUA_TNIL) {
            lua_settop(L, v - 1);
            continue;
        }
        lua_pop(L, 1);
        lua_pushvalue(L, v);
        lua_pushboolean(L, 1);
        lua_rawset(L, seen);
        lua_pushvalue(L, v);
        int is_trusted = lua_rawget(L, trusted) != LUA_TNIL;
        lua_pop(L, 1);
        if (is_trusted || (t == LUA_TTABLE && seal_is_frozen(L, v))) {
            lua_settop(L, v - 1);
            continue;
        }
        if (++visited > max)
            luaL_error(L, "the script keeps too much: more than %ld tables and functions "
                          "reachable from its functions", max);
        if (t == LUA_TTABLE) {
            /* its metatable is visited too (frozen: it may be given to
             * setmetatable later, which then uses a copy) */
            if (lua_getmetatable(L, v))
                lua_rawseti(L, todo, ++left);
            seal_freeze(L, v);
            seal_push_contents(L, v);
            int h = lua_gettop(L);
            lua_pushnil(L);
            while (lua_next(L, h)) {
                lua_rawseti(L, todo, ++left);
                lua_pushvalue(L, -1);
                lua_rawseti(L, todo, ++left);
            }
        } else {
            if (seal_fn_may_write(L, v))
                note_may_change(L, cells);
            for (int i = 1;; i++) {
                const char *name = lua_getupvalue(L, v, i);
                if (!name)
                    break;
                int is_env = env && !strcmp(name, "_ENV") && lua_rawequal(L, -1, env);
                lua_rawseti(L, todo, ++left); /* (its value is visited) */
                if (!is_env)
                    record_cell(L, v, i, cells, seen);
            }
        }
        lua_settop(L, v - 1);
    }
    lua_settop(L, base);
}

/* Are the values at a and b the same (NaN is itself)? */
static int same_value(lua_State *L, int a, int b)
{
    if (lua_rawequal(L, a, b))
        return 1;
    if (lua_type(L, a) != LUA_TNUMBER || lua_type(L, b) != LUA_TNUMBER)
        return 0;
    lua_Number x = lua_tonumber(L, a), y = lua_tonumber(L, b);
    return x != x && y != y;
}

int seal_check(lua_State *L, int cells, char *name, size_t n)
{
    cells = lua_absindex(L, cells);
    int top = lua_gettop(L), first = 0;
    lua_Integer len = (lua_Integer)lua_rawlen(L, cells);
    for (lua_Integer i = 1; i + 2 <= len; i += 3) {
        lua_rawgeti(L, cells, i);
        int f = lua_gettop(L);
        int k = (int)(lua_rawgeti(L, cells, i + 1), lua_tointeger(L, -1));
        const char *nm = lua_getupvalue(L, f, k);
        lua_rawgeti(L, cells, i + 2);
        if (lua_touserdata(L, -1) == &NIL_CELL) {
            lua_pop(L, 1);
            lua_pushnil(L);
        }
        if (!same_value(L, -1, -2)) {
            if (!first) {
                first = (int)(i / 3) + 1;
                snprintf(name, n, "%s", nm && *nm ? nm : "");
            }
            lua_setupvalue(L, f, k); /* set back */
        }
        lua_settop(L, top);
    }
    return first;
}
