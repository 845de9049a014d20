/*
 * seal.h -- what a script has made when it finishes loading cannot change
 * afterwards (seal.c): the tables it can reach are frozen in place and the
 * upvalues of its functions are recorded and compared after every call.
 *
 * One Lua VM serves every game of an engine, so anything a script kept from one
 * call to the next would leak into the next call and the next game, and a game
 * would no longer be determined by its seed and answers (`--jobs 1` and
 * `--jobs 2` would differ, replays would not replay).
 */
#ifndef GCG_SEAL_H
#define GCG_SEAL_H

#include <lua.h>

/* Is the value at idx a frozen table (read-only: a script's own table frozen
 * when it loaded, or a shared library's proxy)? */
int seal_is_frozen(lua_State *L, int idx);
/* Push what the frozen table at idx holds (a table of the engine's, which no
 * script ever gets), or the value itself if it is not frozen.  Returns 1 for a
 * frozen table (its contents pushed), else 0. */
int seal_push_contents(lua_State *L, int idx);
/* Freeze the table at idx in place: its contents move to a hidden table, read
 * through it; writes are errors; #, pairs and ipairs work as before. */
void seal_freeze(lua_State *L, int idx);
/* Push a read-only proxy of the table at idx (which stays as it is). */
void seal_push_proxy(lua_State *L, int idx);
/* The metatable setmetatable should really set when a script passes mt (at
 * idx): mt itself, or for a frozen mt a hidden copy of its contents (Lua reads
 * metamethods without going through __index).  Pushed. */
void seal_push_usable_metatable(lua_State *L, int idx);

/* Walk everything reachable from the values at the top `n` slots of the stack
 * (popped): freeze every table not in the table `trusted` (at index trusted)
 * and record every upvalue of every function into the list at index `cells`
 * (cell i: items 3i-2, 3i-1, 3i: the function, the upvalue's number, its value).
 * An upvalue named _ENV holding `env` (index, or 0) is not recorded (the
 * caller knows the script cannot assign _ENV).  At most `max` values are
 * visited: more is a Lua error.  Raises Lua errors (run it protected). */
void seal_walk(lua_State *L, int n, int trusted, int cells, int env, long max);

/* Can the function at idx change an upvalue (seal_code.c)?  A Lua function whose
 * code, or a function nested in it, has SETUPVAL; a C function with upvalues; 1
 * when in doubt. */
int seal_fn_may_write(lua_State *L, int idx);
/* Has the walk that filled the list at index cells met a function that may change
 * an upvalue, or a thread (seal_walk marks it)?  If not, no recorded upvalue can
 * change: there is nothing to compare after a call. */
int seal_cells_may_change(lua_State *L, int cells);

/* Compare the recorded upvalues (the list at index cells) with their values
 * now; each changed one is set back.  Returns the number of the first changed
 * (1-based), or 0; its name goes to name (size n; "" for an upvalue of a C
 * function the script kept, such as a string.gmatch iterator). */
int seal_check(lua_State *L, int cells, char *name, size_t n);

#endif
