/*
 * position.c -- `gcg play --scenario FILE [--position NAME]`: a position to play
 * on, from a scenario file.  To settle a ruling, a player writes the board as
 * the rules tests do (`game{ ... }`, docs/testing.md) and plays on from it at
 * the keyboard, with undo, save and load as in any game.
 *
 * The file runs as `gcg test` runs it (cmd_test.c), with the scenario API told
 * to hand over the first game built (scenario.c: "gcg.capture").  A `game{}` at
 * the file's top level is the position; otherwise the scenario chosen by NAME
 * runs until it builds its first game.
 */
#include <ctype.h>
#include <lauxlib.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "scenario.h"

/* The game the file built, if it stopped for that (scenario.c keeps it in the
 * registry, then raises an error). */
static gcg_game *taken(lua_State *L, int rc)
{
    if (rc == LUA_OK)
        return NULL;
    lua_getfield(L, LUA_REGISTRYINDEX, "gcg.captured");
    gcg_game *g = lua_touserdata(L, -1);
    lua_pop(L, 1);
    return g;
}

/* Does `hay` contain `needle`, case ignored? */
static int has_text(const char *hay, const char *needle)
{
    size_t n = strlen(needle);
    for (; *hay; hay++) {
        size_t i = 0;
        while (i < n && tolower((unsigned char)hay[i]) == tolower((unsigned char)needle[i]))
            i++;
        if (i == n)
            return 1;
    }
    return n == 0;
}

/* Field `k` of scenario i of the list at index `list`, as a string ("" if none). */
static const char *scenario_field(lua_State *L, int list, int i, const char *k)
{
    lua_geti(L, list, i);
    lua_getfield(L, -1, k);
    const char *v = lua_isstring(L, -1) ? lua_tostring(L, -1) : "";
    lua_pop(L, 2); /* (the string stays alive in the scenario's table) */
    return v;
}

/* Is one of scenario i's rule tags `name`? */
static int has_tag(lua_State *L, int list, int i, const char *name)
{
    lua_geti(L, list, i);
    lua_getfield(L, -1, "rules");
    int hit = 0;
    for (lua_Integer r = 1; r <= luaL_len(L, -1) && !hit; r++) {
        lua_geti(L, -1, r);
        hit = lua_isstring(L, -1) && !strcmp(lua_tostring(L, -1), name);
        lua_pop(L, 1);
    }
    lua_pop(L, 2);
    return hit;
}

/* The scenario NAME picks (1-based), or 0 with why: its number in the file, its
 * exact name, one rule tag, or text in one name. */
static int pick(lua_State *L, int list, const char *file, const char *name, char *why,
                size_t nwhy)
{
    int n = (int)luaL_len(L, list);
    if (n == 0) {
        snprintf(why, nwhy, "%s builds no board at its top level and has no scenario", file);
        return 0;
    }
    char *end;
    long k = name ? strtol(name, &end, 10) : 0;
    if (name && *name && !*end) {
        if (k >= 1 && k <= n)
            return (int)k;
        snprintf(why, nwhy, "%s has %d scenario%s: no number %s", file, n, n == 1 ? "" : "s",
                 name);
        return 0;
    }
    int hits[8], nhits = 0;
    for (int pass = 0; pass < 3 && nhits == 0; pass++)
        for (int i = 1; i <= n; i++) {
            const char *sn = scenario_field(L, list, i, "name");
            int ok = !name ? n == 1
                     : pass == 0 ? !strcmp(sn, name)
                     : pass == 1 ? has_tag(L, list, i, name)
                                 : has_text(sn, name);
            if (ok && nhits < 8)
                hits[nhits++] = i;
        }
    if (nhits == 1)
        return hits[0];
    size_t o = (size_t)snprintf(why, nwhy, "%s: %s; choose one with --position NAME (a name, "
                                "part of one, a rule or a number):", file,
                                !name ? "the file has several scenarios"
                                : nhits ? "several scenarios fit" : "no scenario fits");
    for (int i = 1; i <= n && o < nwhy; i++) {
        int listed = !nhits;
        for (int h = 0; h < nhits; h++)
            listed |= hits[h] == i;
        if (listed && o < nwhy)
            o += (size_t)snprintf(why + o, nwhy - o, "\n  %d  %s", i,
                                  scenario_field(L, list, i, "name"));
    }
    return 0;
}

gcg_game *position_load(const struct cli_env *env, gcg_engine *eng, const char *file,
                        const char *name, char *why, size_t nwhy)
{
    lua_State *L = test_state_new(env, eng, file);
    if (!L) {
        snprintf(why, nwhy, "%s: cannot set up the scenario API", file);
        return NULL;
    }
    lua_pushboolean(L, 1);
    lua_setfield(L, LUA_REGISTRYINDEX, "gcg.capture");
    lua_pushcfunction(L, test_on_error);
    int h = lua_gettop(L);
    int rc = luaL_loadfile(L, file);
    if (rc == LUA_OK)
        rc = lua_pcall(L, 0, 0, h);
    gcg_game *g = taken(L, rc); /* a board at the top level */
    if (!g && rc != LUA_OK)
        snprintf(why, nwhy, "%s", lua_isstring(L, -1) ? lua_tostring(L, -1) : file);
    if (!g && rc == LUA_OK) {
        lua_getglobal(L, "__scenarios");
        int list = lua_gettop(L);
        int i = lua_istable(L, list) ? pick(L, list, file, name, why, nwhy) : 0;
        if (i > 0) {
            lua_geti(L, list, i);
            lua_getfield(L, -1, "fn");
            rc = lua_pcall(L, 0, 0, h);
            g = taken(L, rc);
            if (!g)
                snprintf(why, nwhy, "%s: scenario \"%s\" %s%s", file,
                         scenario_field(L, list, i, "name"),
                         rc == LUA_OK ? "builds no board (game{...} or new_game{...})"
                                      : "stops before it builds a board: ",
                         rc == LUA_OK || !lua_isstring(L, -1) ? "" : lua_tostring(L, -1));
        }
    }
    lua_close(L);
    return g;
}
