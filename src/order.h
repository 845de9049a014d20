/*
 * order.h -- a table's keys in an order that does not depend on the VM
 * (order.c says why and which order).
 */
#ifndef GCG_ORDER_H
#define GCG_ORDER_H
#include <lua.h>

/* Like lua_next over the table at t, in the fixed order: pops a key, pushes
 * the next key and its value and returns 1, or returns 0 (pushing nothing)
 * after the last.  The key popped need not be in the table any more.  A key
 * that is a table, function, userdata or thread is an error. */
int ord_next(lua_State *L, int t);

/* Push what pairs gives for the table at `src` read in the fixed order: an
 * iterator over a sorted copy of its keys, `state` (index) and nil.  `src` is
 * the table the values are read from (a frozen table's hidden contents);
 * `state` the table the script named.  Charged n log n to the budget. */
void ord_push_pairs(lua_State *L, int src, int state);

/* The engine's own walks of a script's table (strict reading of options and
 * filters ...): in the same fixed order, so that of two bad entries the same
 * one is named in every VM.  Keys with no order come last, by type (they print
 * as their type's name).  Use like lua_next:
 *     ord_walk w;
 *     ord_walk_begin(L, t, &w);           (pushes the sorted keys)
 *     while (ord_walk_next(L, &w)) {      (key at -2, value at -1)
 *         ...; lua_pop(L, 1);             (the value; the key stays)
 *     }                                   (the stack as before ord_walk_begin)
 * Sorting is charged to the budget (n log n / 4). */
typedef struct {
    int t, keys;
    lua_Integer n, i;
} ord_walk;
void ord_walk_begin(lua_State *L, int t, ord_walk *w);
int ord_walk_next(lua_State *L, ord_walk *w);
/* Whether the key at a comes before the key at b in that order. */
int ord_before(lua_State *L, int a, int b);

#endif
