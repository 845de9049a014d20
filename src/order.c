/*
 * order.c -- `pairs` and `next` for scripts, in an order that does not depend
 * on the VM (issue 17).
 *
 * Lua's own next walks a table's hash part in the order of the keys' hashes,
 * and every Lua state hashes strings with a seed of its own: the same script
 * would visit the same table in another order in another VM, and
 * `gcg sim --jobs 1` and `--jobs 2` (one VM per thread) would play other games.
 * So scripts see the keys in one fixed order, a total order on their values:
 *
 *   integers (numerically), then other numbers (numerically), then strings
 *   (bytewise, a prefix first), then false, then true.
 *
 * A key that is a table, function, userdata or thread has no such order (its
 * address is all that tells two apart) and is an error: key such a set by
 * something else, or keep a list.  A sequence t[1..n] comes out in order.
 *
 * pairs sorts a copy of the keys once (n log n, charged to the instruction
 * budget) and its iterator walks the copy, reading each value as it goes (a
 * key set to nil meanwhile is skipped; keys added meanwhile are not visited,
 * as Lua leaves that undefined).  next(t, k) finds the least key after k in
 * one pass over the table (n steps, charged), but from an integer k whose
 * successor k + 1 is in the table, at once.
 */
#include "order.h"
#include <lauxlib.h>
#include <stdlib.h>
#include <string.h>
#include "script_vm.h"

/* The classes of keys, in their order. */
enum { K_INT, K_FLOAT, K_STRING, K_FALSE, K_TRUE, K_OTHER };

struct ord_key {
    int kind;
    lua_Integer i;
    lua_Number f;
    const char *s;
    size_t len;
    int pos; /* where it is in the list of keys */
};

/* The key at idx into *k; a key with no order is K_OTHER, ordered by its type
 * only (the engine's walks: two such keys of one type print the same). */
static void read_any_key(lua_State *L, int idx, struct ord_key *k)
{
    switch (lua_type(L, idx)) {
    case LUA_TNUMBER:
        if (lua_isinteger(L, idx)) {
            k->kind = K_INT;
            k->i = lua_tointeger(L, idx);
        } else {
            k->kind = K_FLOAT;
            k->f = lua_tonumber(L, idx);
        }
        return;
    case LUA_TSTRING:
        k->kind = K_STRING;
        k->s = lua_tolstring(L, idx, &k->len);
        return;
    case LUA_TBOOLEAN:
        k->kind = lua_toboolean(L, idx) ? K_TRUE : K_FALSE;
        return;
    default:
        k->kind = K_OTHER;
        k->i = lua_type(L, idx);
        return;
    }
}

/* Read the key at idx into *k, or raise the error for a key with no order. */
static void read_key(lua_State *L, int idx, struct ord_key *k)
{
    read_any_key(L, idx, k);
    if (k->kind == K_OTHER)
        luaL_error(L, "pairs/next: a table with a %s as a key has no fixed order (scripts' "
                      "tables are visited in the order of their keys: numbers, strings and "
                      "booleans only; keep a list instead)", luaL_typename(L, idx));
}

static int compare(const struct ord_key *a, const struct ord_key *b)
{
    if (a->kind != b->kind)
        return a->kind < b->kind ? -1 : 1;
    switch (a->kind) {
    case K_INT:
    case K_OTHER: /* (by type) */
        return a->i < b->i ? -1 : a->i > b->i;
    case K_FLOAT:
        return a->f < b->f ? -1 : a->f > b->f;
    case K_STRING: {
        int c = memcmp(a->s, b->s, a->len < b->len ? a->len : b->len);
        if (c)
            return c;
        return a->len < b->len ? -1 : a->len > b->len;
    }
    default:
        return 0;
    }
}

static int compare_entries(const void *a, const void *b)
{
    return compare(a, b);
}

/* ------------------------------------------------------------ next */

int ord_next(lua_State *L, int t)
{
    t = lua_absindex(L, t);
    int key = lua_gettop(L);
    int from_start = lua_isnil(L, key);
    struct ord_key after = {0}, best = {0}, k;
    if (!from_start) {
        read_key(L, key, &after);
        /* the common step: from n to n + 1 */
        if (after.kind == K_INT && after.i < LUA_MAXINTEGER &&
            lua_rawgeti(L, t, after.i + 1) != LUA_TNIL) {
            lua_pushinteger(L, after.i + 1);
            lua_replace(L, key);
            return 1;
        }
        if (after.kind == K_INT)
            lua_pop(L, 1);
    }
    long n = 0;
    int found = 0;
    lua_pushnil(L); /* the best key so far */
    int best_at = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, t)) {
        n++;
        read_key(L, -2, &k);
        if ((from_start || compare(&k, &after) > 0) && (!found || compare(&k, &best) < 0)) {
            found = 1;
            best = k;
            lua_pushvalue(L, -2);
            lua_replace(L, best_at);
            if (best.kind == K_STRING) /* (its text, kept alive at best_at) */
                best.s = lua_tolstring(L, best_at, &best.len);
        }
        lua_pop(L, 1);
    }
    sbx_charge(L, n / 8 + 1);
    if (!found) {
        lua_settop(L, key - 1);
        return 0;
    }
    lua_pushvalue(L, best_at);
    lua_rawget(L, t);
    lua_copy(L, best_at, key);
    lua_replace(L, best_at);
    return 1;
}

/* ------------------------------------------------------------ pairs */

/* The iterator pairs gives: upvalue 1 the table read, 2 its keys in order, 3
 * the place of the last key given.  Called with a control value that is not
 * that key (the script called it by hand), it goes on from that key. */
static int sorted_iter(lua_State *L)
{
    lua_Integer at = lua_tointeger(L, lua_upvalueindex(3));
    int keys = lua_upvalueindex(2), src = lua_upvalueindex(1);
    lua_Integer n = (lua_Integer)lua_rawlen(L, keys);
    lua_settop(L, 2);
    int same = 0;
    if (at >= 1 && at <= n) {
        lua_rawgeti(L, keys, at);
        same = lua_rawequal(L, -1, 2);
        lua_pop(L, 1);
    }
    if (lua_isnil(L, 2)) {
        at = 0;
    } else if (!same) { /* from the control key's place in the order */
        struct ord_key c, k;
        read_key(L, 2, &c);
        for (at = 0; at < n; at++) {
            lua_rawgeti(L, keys, at + 1);
            read_key(L, -1, &k);
            lua_pop(L, 1);
            if (compare(&k, &c) > 0)
                break;
        }
        sbx_charge(L, (long)(at / 8 + 1));
    }
    for (at++; at <= n; at++) {
        lua_rawgeti(L, keys, at);
        if (lua_rawget(L, src) == LUA_TNIL) { /* set to nil meanwhile */
            lua_pop(L, 1);
            continue;
        }
        lua_pushinteger(L, at);
        lua_replace(L, lua_upvalueindex(3));
        lua_rawgeti(L, keys, at);
        lua_insert(L, -2);
        return 2;
    }
    lua_pushinteger(L, n + 1);
    lua_replace(L, lua_upvalueindex(3));
    lua_pushnil(L);
    return 1;
}

/* The keys of the table at t in the fixed order, as a new list pushed on the
 * stack (a key with no order after the others, by type); returns how many. */
static lua_Integer sorted_keys(lua_State *L, int t, int any)
{
    lua_Integer n = 0;
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pop(L, 1);
        n++;
    }
    long log = 1;
    for (lua_Integer m = n; m > 1; m >>= 1)
        log++;
    sbx_charge(L, n > (1L << 24) ? (1L << 30) : (long)(n * log / 4 + 1));
    lua_createtable(L, (int)n, 0); /* the keys, as found */
    int found = lua_gettop(L);
    struct ord_key *e = n ? lua_newuserdatauv(L, (size_t)n * sizeof *e, 0) : NULL;
    int i = 0;
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pop(L, 1);
        lua_pushvalue(L, -1);
        lua_rawseti(L, found, ++i);
        if (any)
            read_any_key(L, -1, &e[i - 1]);
        else
            read_key(L, -1, &e[i - 1]); /* (a string's text lives on in `found`) */
        e[i - 1].pos = i;
    }
    if (n > 1)
        qsort(e, (size_t)n, sizeof *e, compare_entries);
    lua_createtable(L, (int)n, 0); /* the keys in order */
    for (i = 0; i < n; i++) {
        lua_rawgeti(L, found, e[i].pos);
        lua_rawseti(L, -2, i + 1);
    }
    if (n)
        lua_remove(L, found + 1); /* the entries */
    lua_remove(L, found);
    return n;
}

void ord_push_pairs(lua_State *L, int src, int state)
{
    src = lua_absindex(L, src);
    state = lua_absindex(L, state);
    lua_pushvalue(L, src);
    sorted_keys(L, src, 0);
    lua_pushinteger(L, 0);
    lua_pushcclosure(L, sorted_iter, 3);
    lua_pushvalue(L, state);
    lua_pushnil(L);
}

/* ------------------------------------------------------------ the engine's walks */

void ord_walk_begin(lua_State *L, int t, ord_walk *w)
{
    w->t = lua_absindex(L, t);
    w->n = sorted_keys(L, w->t, 1);
    w->keys = lua_gettop(L);
    w->i = 0;
}

int ord_walk_next(lua_State *L, ord_walk *w)
{
    if (w->i > 0)
        lua_pop(L, 1); /* the key of the step before */
    while (w->i < w->n) {
        lua_rawgeti(L, w->keys, ++w->i);
        lua_pushvalue(L, -1);
        if (lua_rawget(L, w->t) != LUA_TNIL)
            return 1;
        lua_pop(L, 2); /* (set to nil meanwhile) */
    }
    lua_pop(L, 1); /* the keys */
    return 0;
}

int ord_before(lua_State *L, int a, int b)
{
    struct ord_key x, y;
    read_any_key(L, a, &x);
    read_any_key(L, b, &y);
    return compare(&x, &y) < 0;
}
