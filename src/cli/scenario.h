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

#endif
