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

#endif
