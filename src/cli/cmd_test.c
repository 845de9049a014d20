/*
 * cmd_test.c -- `gcg test [PATH]...`: run rules scenario files.
 *
 * Each file runs in its own Lua state with the scenario API (scenario.c) and a
 * small prelude of assertions.  Every scenario names the rule(s) it checks; a
 * failure is printed with the scenario file's line and what differed; the run
 * ends with "N passed, N failed" (and ", N expected failures": scenarios marked
 * expected_failure that failed; one that passes is a failure).  `--list-rules`
 * prints, instead, one line per scenario and rule (rule, file:line, name), for
 * docs/rules-coverage.md.
 */
#include <dirent.h>
#include <lauxlib.h>
#include <lualib.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "cli.h"
#include "scenario.h"

/* Assertions and the scenario registry, in Lua, for scenario authors. */
static const char prelude[] =
    "local registry = {}\n"
    "__scenarios = registry\n"
    "function scenario(rules, name, fn)\n"
    "  if type(rules) == 'string' then rules = {rules} end\n"
    "  assert(type(rules) == 'table' and #rules > 0, 'scenario: give the rule number(s) first')\n"
    "  assert(type(name) == 'string', 'scenario: give a name')\n"
    "  assert(type(fn) == 'function', 'scenario: give a function')\n"
    "  local info = debug.getinfo(2, 'l')\n"
    "  local entry = {rules = rules, name = name, fn = fn, line = info.currentline}\n"
    "  registry[#registry + 1] = entry\n"
    "  return entry\n"
    "end\n"
    "-- expected_failure(why, rules, name, fn): a scenario known to fail today (why: what\n"
    "-- is wrong, an issue); it fails the run if it passes (\"unexpectedly passed\")\n"
    "function expected_failure(why, rules, name, fn)\n"
    "  assert(type(why) == 'string' and why ~= '', 'expected_failure: give the reason first')\n"
    "  if type(rules) == 'string' then rules = {rules} end\n"
    "  assert(type(rules) == 'table' and #rules > 0, 'expected_failure: give the rule number(s) second')\n"
    "  assert(type(name) == 'string', 'expected_failure: give a name')\n"
    "  assert(type(fn) == 'function', 'expected_failure: give a function')\n"
    "  local info = debug.getinfo(2, 'l')\n"
    "  registry[#registry + 1] = {rules = rules, name = name, fn = fn, line = info.currentline, xfail = why}\n"
    "end\n"
    "local function show(v) if type(v) == 'string' then return string.format('%q', v) end return tostring(v) end\n"
    "function eq(got, want, what)\n"
    "  if got ~= want then error((what and what .. ': ' or '') .. 'expected ' .. show(want) .. ', got ' .. show(got), 0) end\n"
    "end\n"
    "function ok(cond, what) if not cond then error(what or 'expected true', 0) end end\n"
    "function fails(fn, pattern)\n"
    "  local good, msg = pcall(fn)\n"
    "  if good then error('expected an error' .. (pattern and (' matching ' .. show(pattern)) or ''), 0) end\n"
    "  if pattern and not tostring(msg):find(pattern, 1, true) then\n"
    "    error('expected an error containing ' .. show(pattern) .. ', got ' .. show(msg), 0) end\n"
    "  return msg\n"
    "end\n"
    "local G = debug.getregistry()['gcg.scenario.game'].__index\n"
    "function G:expect_loc(c, loc) eq(self:loc(c), loc, 'location of ' .. tostring(c)) return self end\n"
    "function G:expect_count(p, loc, n) eq(self:count(p, loc), n, 'P' .. p .. ' ' .. loc .. ' count') return self end\n"
    "function G:expect_decision(want)\n"
    "  local d = self:decision()\n"
    "  for k, v in pairs(want) do eq(d[k], v, 'decision ' .. k .. ' (' .. d.prompt .. ')') end\n"
    "  return self\n"
    "end\n"
    "function G:expect_state(want)\n"
    "  local s = self:state()\n"
    "  for k, v in pairs(want) do eq(s[k], v, 'game ' .. k) end\n"
    "  return self\n"
    "end\n"
    "function G:end_main() return self:choose('end') end\n"
    "-- c(g, name): the option key of a named card (\"c12\")\n"
    "function c(g, name) return 'c' .. g:card(name) end\n"
    "-- logged(g, text [, viewer]): a narration line contains text\n"
    "function logged(g, text, viewer)\n"
    "  for _, l in ipairs(g:log(viewer)) do if l:find(text, 1, true) then return true end end\n"
    "  return false\n"
    "end\n"
    "-- list(t): a list's items joined with commas, for comparisons\n"
    "function list(t) return table.concat(t, ',') end\n"
    "-- g:next_turn(): play on (end the main phase, pass, the least choices) until the\n"
    "-- active player changes; returns the new active player\n"
    "function G:next_turn()\n"
    "  local active = self:state().active\n"
    "  for _ = 1, 200 do\n"
    "    local s = self:state()\n"
    "    if s.over or s.active ~= active then return s.active end\n"
    "    if self:has_option('end') then self:choose('end')\n"
    "    elseif self:has_option('pass') then self:choose('pass')\n"
    "    else\n"
    "      local d, pick = self:decision(), {}\n"
    "      for i = 1, d.min do pick[i] = i end\n"
    "      self:choose(pick)\n"
    "    end\n"
    "  end\n"
    "  error('the turn did not pass', 0)\n"
    "end\n"
    "function G:pass() return self:choose('pass') end\n";

typedef struct run_stats {
    int passed, failed, xfailed; /* xfailed: expected failures that failed */
    int list_rules;
    const char *filter;
    int verbose;
} run_stats;

/* Message handler: prefix the error with the innermost line of the scenario file. */
int test_on_error(lua_State *L)
{
    const char *msg = lua_tostring(L, 1);
    if (!msg)
        msg = luaL_tolstring(L, 1, NULL);
    lua_getfield(L, LUA_REGISTRYINDEX, "gcg.test.file");
    const char *file = lua_tostring(L, -1);
    lua_Debug ar;
    for (int level = 1; lua_getstack(L, level, &ar); level++) {
        lua_getinfo(L, "Sl", &ar);
        if (ar.source[0] == '@' && file && !strcmp(ar.source + 1, file) && ar.currentline > 0) {
            lua_pushfstring(L, "%s:%d: %s", file, ar.currentline, msg);
            return 1;
        }
    }
    lua_pushstring(L, msg);
    return 1;
}

lua_State *test_state_new(const cli_env *env, gcg_engine *eng, const char *file)
{
    lua_State *L = luaL_newstate();
    luaL_openlibs(L);
    scenario_open(L, eng, env->home);
    /* The run owns the card database (cmd_test loaded it): test cards may join. */
    scenario_allow_cards(L, (gcg_carddb *)gcg_engine_carddb(eng));
    lua_pushstring(L, file);
    lua_setfield(L, LUA_REGISTRYINDEX, "gcg.test.file");
    if (luaL_loadbuffer(L, prelude, sizeof prelude - 1, "=prelude") || lua_pcall(L, 0, 0, 0)) {
        fprintf(stderr, "gcg test: prelude: %s\n", lua_tostring(L, -1));
        lua_close(L);
        return NULL;
    }
    return L;
}

/* One scenario's outcome: passed, failed (error: its message), or -- marked
 * expected_failure (xfail: why) -- an expected failure, or a failure of the run
 * when it passes, so that a fixed bug's marker cannot stay behind. */
static void report(run_stats *st, const char *file, int line, const char *tags, const char *name,
                   const char *xfail, const char *error)
{
    if (xfail && error) {
        printf("XFAIL %s:%d [%s] %s\n    expected failure (%s): %s\n", file, line, tags, name,
               xfail, error);
        st->xfailed++;
    } else if (xfail) {
        printf("FAIL %s:%d [%s] %s\n    unexpectedly passed: it is marked expected_failure "
               "(%s); make it a scenario\n", file, line, tags, name, xfail);
        st->failed++;
    } else if (error) {
        printf("FAIL %s:%d [%s] %s\n    %s\n", file, line, tags, name, error);
        st->failed++;
    } else {
        if (st->verbose)
            printf("ok   %s:%d [%s] %s\n", file, line, tags, name);
        st->passed++;
    }
}

static void run_file(const cli_env *env, gcg_engine *eng, const char *file, run_stats *st)
{
    lua_State *L = test_state_new(env, eng, file);
    if (!L) {
        st->failed++;
        return;
    }
    lua_pushcfunction(L, test_on_error);
    int h = lua_gettop(L);
    if (luaL_loadfile(L, file) || lua_pcall(L, 0, 0, h)) {
        printf("FAIL %s\n    %s\n", file, lua_tostring(L, -1));
        st->failed++;
        lua_close(L);
        return;
    }
    lua_getglobal(L, "__scenarios");
    int list = lua_gettop(L);
    lua_Integer n = luaL_len(L, list);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, list, i);
        int sc = lua_gettop(L);
        lua_getfield(L, sc, "name");
        const char *name = lua_tostring(L, -1);
        lua_getfield(L, sc, "line");
        int line = (int)lua_tointeger(L, -1);
        lua_getfield(L, sc, "xfail");
        const char *xfail = lua_tostring(L, -1); /* (kept: the entry holds it) */
        lua_getfield(L, sc, "rules");
        int rules = lua_gettop(L);
        luaL_Buffer b;
        luaL_buffinit(L, &b);
        lua_Integer nr = luaL_len(L, rules);
        for (lua_Integer r = 1; r <= nr; r++) {
            lua_geti(L, rules, r);
            const char *rule = lua_tostring(L, -1);
            if (st->list_rules)
                printf("%s\t%s:%d\t%s%s\n", rule ? rule : "?", file, line, name,
                       xfail ? " (expected failure)" : "");
            if (r > 1)
                luaL_addstring(&b, ", ");
            luaL_addvalue(&b);
        }
        luaL_pushresult(&b);
        const char *tags = lua_tostring(L, -1);
        int skip = st->list_rules || (st->filter && !strstr(name, st->filter) &&
                                      !strstr(tags, st->filter));
        if (!skip) {
            lua_getfield(L, sc, "fn");
            int failed = lua_pcall(L, 0, 0, h) != LUA_OK;
            report(st, file, line, tags, name, xfail, failed ? lua_tostring(L, -1) : NULL);
            lua_gc(L, LUA_GCCOLLECT);
        }
        lua_settop(L, list);
    }
    lua_close(L);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Run a file, or every *.lua file under a directory (sorted, recursive). */
static void run_path(const cli_env *env, gcg_engine *eng, const char *path, run_stats *st)
{
    struct stat sb;
    if (stat(path, &sb) != 0) {
        printf("FAIL %s\n    no such file or directory\n", path);
        st->failed++;
        return;
    }
    if (!S_ISDIR(sb.st_mode)) {
        run_file(env, eng, path, st);
        return;
    }
    DIR *d = opendir(path);
    if (!d)
        return;
    char **names = NULL;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        names = cli_realloc(names, (size_t)(n + 1) * sizeof *names);
        size_t len = strlen(path) + strlen(e->d_name) + 2;
        names[n] = cli_realloc(NULL, len);
        snprintf(names[n], len, "%s/%s", path, e->d_name);
        n++;
    }
    closedir(d);
    if (n > 1)
        qsort(names, (size_t)n, sizeof *names, cmp_str);
    for (int i = 0; i < n; i++) {
        size_t len = strlen(names[i]);
        if (stat(names[i], &sb) == 0 && S_ISDIR(sb.st_mode))
            run_path(env, eng, names[i], st);
        else if (len > 4 && !strcmp(names[i] + len - 4, ".lua"))
            run_file(env, eng, names[i], st);
        free(names[i]);
    }
    free(names);
}

static void usage(FILE *f)
{
    fprintf(f,
        "usage: gcg test [--list-rules] [--filter TEXT] [-v] [PATH]...\n"
        "\n"
        "Run rules scenario files (*.lua) given as files or directories (default:\n"
        "tests/rules, tests/cards and tests/modes).  Prints each failure with\n"
        "file:line and ends with 'N passed, N failed'; exits 1 if anything failed.\n"
        "A scenario marked expected_failure(why, ...) that fails is reported XFAIL and\n"
        "does not fail the run; one that passes does ('unexpectedly passed').\n"
        "  --filter TEXT  run only scenarios whose name or rule contains TEXT\n"
        "  --list-rules   print 'rule<TAB>file:line<TAB>name' for every scenario\n"
        "  -v             print passing scenarios too\n");
}

int cmd_test(const cli_env *env, int argc, char **argv)
{
    run_stats st = {0};
    const char *paths[64];
    int np = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--list-rules"))
            st.list_rules = 1;
        else if (!strcmp(argv[i], "-v"))
            st.verbose = 1;
        else if (!strcmp(argv[i], "--filter") && i + 1 < argc)
            st.filter = argv[++i];
        else if (!strcmp(argv[i], "--filter")) {
            fprintf(stderr, "gcg test: --filter needs a TEXT\n");
            usage(stderr);
            return 2;
        } else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            usage(stdout);
            return 0;
        } else if (argv[i][0] == '-') {
            fprintf(stderr, "gcg test: unknown option %s\n", argv[i]);
            usage(stderr);
            return 2;
        } else if (np < 64)
            paths[np++] = argv[i];
    }
    gcg_carddb *db = cli_load_db(env);
    if (!db)
        return 1;
    /* The scripts of test cards (use_cards): tests/data/scripts/NUMBER.lua, searched
     * after the user's --scripts folders, before the built-in one. */
    cli_env tenv = *env;
    char test_scripts[1200];
    cli_home_path(env, "tests/data/scripts", test_scripts, sizeof test_scripts);
    struct stat tsb;
    if (stat(test_scripts, &tsb) == 0 && tenv.nscript_dirs < CLI_MAX_DIRS)
        tenv.script_dirs[tenv.nscript_dirs++] = test_scripts;
    gcg_engine *eng = cli_engine(&tenv, db, 1);
    if (!eng) {
        gcg_carddb_free(db);
        return 1;
    }
    char defs[3][1200];
    if (np == 0) {
        static const char *const dirs[] = {"tests/rules", "tests/cards", "tests/modes"};
        for (int k = 0; k < 3; k++) {
            cli_home_path(env, dirs[k], defs[k], sizeof defs[k]);
            struct stat sb;
            if (k == 0 || stat(defs[k], &sb) == 0)
                paths[np++] = defs[k];
        }
    }
    for (int i = 0; i < np; i++)
        run_path(env, eng, paths[i], &st);
    if (!st.list_rules)
        printf("%d passed, %d failed%s", st.passed, st.failed, st.xfailed ? ", " : "\n");
    if (!st.list_rules && st.xfailed)
        printf("%d expected failure%s\n", st.xfailed, st.xfailed == 1 ? "" : "s");
    gcg_engine_free(eng);
    gcg_carddb_free(db);
    return st.failed ? 1 : 0;
}
