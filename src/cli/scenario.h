/*
 * scenario.h -- the Lua API of rules scenario files (tests/rules, tests/cards):
 * build a board, drive decisions, assert.  Used by `gcg test`.
 */
#ifndef GCG_SCENARIO_H
#define GCG_SCENARIO_H

#include <lua.h>
#include "gcg.h"

/* Install the scenario API into L (the `game`, `new_game` and `scenario` globals).
 * The engine and db are borrowed for the life of L. */
void scenario_open(lua_State *L, gcg_engine *eng, const char *home);
/* Let scenario files add test cards (use_cards "FILE.json") to db, which the
 * engine reads. */
void scenario_allow_cards(lua_State *L, gcg_carddb *db);

/* A Lua state for scenario file `file` with the scenario API, its assertions
 * and the `scenario` registry (__scenarios), as `gcg test` runs it (cmd_test.c);
 * NULL after printing why.  test_on_error is its message handler. */
struct cli_env;
lua_State *test_state_new(const struct cli_env *env, gcg_engine *eng, const char *file);
int test_on_error(lua_State *L);

/* gcg play --scenario FILE [--position NAME] (position.c): the first board that
 * the file builds at its top level, or else in the scenario NAME (its name or
 * part of it, a rule tag, or its number in the file; with none, the file's only
 * scenario).  NULL with the reason in why. */
gcg_game *position_load(const struct cli_env *env, gcg_engine *eng, const char *file,
                        const char *name, char *why, size_t nwhy);

#endif
