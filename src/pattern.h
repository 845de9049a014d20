/*
 * pattern.h -- Lua's string patterns (string.find, string.match, string.gmatch,
 * string.gsub) with their work counted (pattern.c).
 *
 * Lua's own versions backtrack inside one C call, where no instruction hook
 * reaches: string.find(string.rep("a", 300), string.rep(".-", 12) .. "b") would
 * run for ever.  These do the same work (the reference manual, section 6.4.1)
 * and charge every step of it to a meter that may stop the call, as the
 * engine's instruction budget does (script.c) and the REPL's `lua` command
 * (repl/lua_eval.c).
 */
#ifndef GCG_PATTERN_H
#define GCG_PATTERN_H

#include <lua.h>

/* How the work is paid for: `charge` is told of every PAT_CHARGE_STEP steps
 * and raises a Lua error (or stops the call) when there is no more to spend. */
#define PAT_CHARGE_STEP 1024
typedef struct pat_meter {
    void (*charge)(lua_State *L, long steps);
} pat_meter;

/* Set find, match, gmatch and gsub in the table at index lib, charging the
 * meter m (which must outlive the state). */
void pat_open(lua_State *L, int lib, const pat_meter *m);

#endif
