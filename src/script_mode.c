/*
 * script_mode.c -- game modes as Lua scripts (scripts/modes/NAME.lua).
 *
 * A mode script returns a table of settings and hooks:
 *
 *   return {
 *     name = "team", summary = "Team battle: two teams of two (rules 12-3)",
 *     players = { min = 4, max = 4 }, teams = { 1, 1, 2, 2 },
 *     shared_shields = true, shields = 4, team_turns = true,
 *     victory = "last standing",            -- or "winner takes all"
 *     variants = { name = { ...overrides } }, default_variant = "...",
 *     options = { rounds = 7 },             -- defaults of `--set key=value`
 *     setup = function(e) ... end,          -- hooks, run like card effects:
 *     before_hand = function(e) ... end,    --   they may ask players to choose
 *     mulligan = function(e) ... end,
 *     turn_start, draw_phase, resource_phase, main_phase, end_phase,
 *     turn_end = function(e) ... end,
 *   }
 *
 * A field no mode has (a typo: `sheilds = 8`) is refused with its file and line.
 *
 * `extend("standard", { ... })` (available to mode scripts) builds a mode on
 * another: the base's settings and hooks, overridden by the table given.
 * Settings are read once, when a game is set up (mode.c); hooks run as T_MODE
 * tasks through the same replayable machinery as card effects (script_run.c).
 */
#include <ctype.h>
#include <dirent.h>
#include <lauxlib.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "order.h"
#include "script_mode.h"
#include "script_vm.h"
#include "seal.h"
#include "util.h"

/* Push the mode table `name` (loaded once per engine), or nil with a message in
 * err.  Mode names are plain words: letters, digits, '-' and '_'. */
static int load_mode(struct script_vm *vm, const char *name, gcg_err *err, int depth);

static int valid_name(const char *n)
{
    if (!*n || strlen(n) > 31)
        return 0;
    for (const char *p = n; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
              *p == '-' || *p == '_'))
            return 0;
    return 1;
}

/* Copy every field of table `from` (a mode sealed when it loaded: what it
 * holds) into table `to`. */
static void copy_into(lua_State *L, int from, int to)
{
    seal_push_contents(L, from);
    from = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, from)) {
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_settable(L, to);
    }
    lua_pop(L, 1);
}

/* extend(base, overrides) -> a new table: base's fields, then the overrides. */
static int l_extend(lua_State *L)
{
    const char *base = luaL_checkstring(L, 1);
    luaL_checktype(L, 2, LUA_TTABLE);
    struct script_vm *vm = *(struct script_vm **)lua_getextraspace(L);
    gcg_err err;
    lua_getfield(L, LUA_REGISTRYINDEX, "gcg.mode_depth");
    int depth = (int)lua_tointeger(L, -1);
    lua_pop(L, 1);
    if (load_mode(vm, base, &err, depth + 1) != 0)
        return luaL_error(L, "extend: %s", err.msg);
    lua_newtable(L);
    int out = lua_gettop(L);
    copy_into(L, out - 1, out); /* the base mode ... */
    copy_into(L, 2, out);       /* ... then what this mode changes */
    lua_pushstring(L, base);
    lua_setfield(L, out, "extends");
    return 1;
}

/* ------------------------------------------------------------ fields */

/* The fields a mode table may have (docs/modes.md); a variant's table may give
 * any of them but the first five. */
static const char *const mode_fields[] = {
    "name", "summary", "variants", "default_variant", "extends",
    "players", "teams", "team_turns", "shared_shields", "shields", "opening_hand", "draws",
    "battle_limit", "hand_limit", "turn_cap", "victory", "options",
    "setup", "before_hand", "mulligan", "turn_start", "draw_phase", "resource_phase",
    "main_phase", "end_phase", "turn_end", NULL,
};
#define FIRST_HOOK 17 /* mode_fields[FIRST_HOOK...]: the hooks (functions) */
#define FIRST_VARIANT_FIELD 5

/* Edit distance of a and b, if at most 2 (else 3): to suggest a field. */
static int near(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    if (la > 40 || lb > 40 || (la > lb ? la - lb : lb - la) > 2)
        return 3;
    int row[41], prev[41];
    for (size_t j = 0; j <= lb; j++)
        prev[j] = (int)j;
    for (size_t i = 1; i <= la; i++) {
        row[0] = (int)i;
        for (size_t j = 1; j <= lb; j++) {
            int sub = prev[j - 1] + (a[i - 1] != b[j - 1]);
            int del = prev[j] + 1, ins = row[j - 1] + 1;
            row[j] = sub < del ? (sub < ins ? sub : ins) : (del < ins ? del : ins);
        }
        memcpy(prev, row, sizeof row);
    }
    return prev[lb] < 3 ? prev[lb] : 3;
}

/* The line of the mode file where `field` is given ("field =" or ["field"]),
 * or 0. */
static int field_line(const char *path, const char *field)
{
    char *text = read_file(path, NULL, NULL);
    if (!text)
        return 0;
    size_t n = strlen(field);
    int line = 0, at = 1;
    for (const char *p = text; *p && !line; p++) {
        if (*p == '\n') {
            at++;
            continue;
        }
        if (strncmp(p, field, n) || (p > text && (isalnum((unsigned char)p[-1]) || p[-1] == '_')))
            continue;
        const char *q = p + n;
        if (*q == '"' || *q == '\'')
            q++; /* ["field"] = */
        if (*q == ']')
            q++;
        while (*q == ' ' || *q == '\t')
            q++;
        if (*q == '=' && q[1] != '=')
            line = at;
    }
    free(text);
    return line;
}

static int by_text(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The field at -2 (its value at -1) of a mode or variant: its place in
 * mode_fields, -1 if no mode has it, -2 if it is a hook that is not a function. */
static int field_known(lua_State *L, int first)
{
    const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : NULL;
    int known = -1;
    for (int i = first; k && mode_fields[i]; i++)
        if (!strcmp(mode_fields[i], k))
            known = i;
    return known >= FIRST_HOOK && !lua_isfunction(L, -1) ? -2 : known;
}

/* Push the least key (order.h) of the table at t whose entry is bad for
 * bad(L, first) (key at -2, value at -1), or nothing; returns whether it did.
 * Of two bad entries the same one is named in every VM, whatever the order
 * lua_next visits them in. */
static int least_bad_key(lua_State *L, int t, int first, int (*bad)(lua_State *, int))
{
    int found = 0;
    lua_pushnil(L); /* the least bad key so far */
    int at = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, t)) {
        if (bad(L, first) && (!found || ord_before(L, -2, at))) {
            found = 1;
            lua_pushvalue(L, -2);
            lua_replace(L, at);
        }
        lua_pop(L, 1);
    }
    if (!found)
        lua_pop(L, 1);
    return found;
}

static int field_bad(lua_State *L, int first)
{
    return field_known(L, first) < 0;
}

/* Refuse a field of the table at t that no mode has (a typo like `sheilds = 8`
 * would be silently ignored), naming the file and line; and a hook that is not
 * a function.  `first` skips the fields a variant may not give. */
static int check_table(lua_State *L, int t, int first, const char *what, const char *name,
                       const char *path, gcg_err *err)
{
    if (least_bad_key(L, t, first, field_bad)) {
        lua_pushvalue(L, -1);
        lua_rawget(L, t);
        const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : NULL;
        int known = field_known(L, first);
        char where[1500], hint[80] = "";
        int line = k ? field_line(path, k) : 0;
        snprintf(where, sizeof where, "%s%s%d", path, line ? ":" : "", line);
        if (!line)
            where[strlen(path)] = 0;
        for (int i = first; k && known < 0 && mode_fields[i] && !hint[0]; i++)
            if (near(k, mode_fields[i]) <= 2)
                snprintf(hint, sizeof hint, " (did you mean '%s'?)", mode_fields[i]);
        if (known == -2)
            err_set(err, "mode %s (%s): %s%s must be a function (a hook)", name, where,
                    what, k);
        else if (k)
            err_set(err, "mode %s (%s): unknown field %s'%s'%s", name, where, what, k, hint);
        else
            err_set(err, "mode %s (%s): a mode table has only named fields", name, where);
        lua_pop(L, 2);
        return -1;
    }
    return 0;
}

/* A variant (key at -2, its table at -1) with a bad field. */
static int variant_bad(lua_State *L, int first)
{
    if (!lua_istable(L, -1))
        return 0;
    int t = lua_gettop(L);
    if (least_bad_key(L, t, first, field_bad)) {
        lua_pop(L, 1);
        return 1;
    }
    return 0;
}

static int check_fields(lua_State *L, int t, const char *name, const char *path, gcg_err *err)
{
    if (check_table(L, t, 0, "", name, path, err) != 0)
        return -1;
    lua_getfield(L, t, "variants");
    int v = lua_gettop(L);
    if (lua_istable(L, v) && least_bad_key(L, v, FIRST_VARIANT_FIELD, variant_bad)) {
        lua_pushvalue(L, -1); /* (the first variant, in order.h's order, with a bad field) */
        lua_rawget(L, v);
        char what[80];
        snprintf(what, sizeof what, "of variant %s: ",
                 lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "?");
        check_table(L, lua_gettop(L), FIRST_VARIANT_FIELD, what, name, path, err);
        lua_settop(L, v - 1);
        return -1;
    }
    lua_settop(L, v - 1);
    return 0;
}

static int find_mode_file(struct script_vm *vm, const char *name, char *out, size_t n)
{
    for (int i = 0; i < vm->ndirs; i++) {
        snprintf(out, n, "%s/modes/%s.lua", vm->dirs[i], name);
        if (access(out, R_OK) == 0)
            return 1;
    }
    return 0;
}

static int load_mode(struct script_vm *vm, const char *name, gcg_err *err, int depth)
{
    lua_State *L = vm->L;
    if (!valid_name(name))
        return err_set(err, "'%s' is not a mode name", name);
    if (depth > 8)
        return err_set(err, "mode %s: modes extend each other in a loop", name);
    lua_getfield(L, LUA_REGISTRYINDEX, "gcg.modes");
    if (lua_isnil(L, -1)) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_setfield(L, LUA_REGISTRYINDEX, "gcg.modes");
    }
    lua_getfield(L, -1, name);
    if (lua_istable(L, -1)) {
        lua_remove(L, -2);
        return 0;
    }
    lua_pop(L, 1);
    int modes = lua_gettop(L);
    char path[1400];
    if (!find_mode_file(vm, name, path, sizeof path)) {
        lua_pop(L, 1);
        char names[16][32];
        int n = script_mode_list(vm, names, 16);
        strbuf b;
        sb_init(&b);
        for (int i = 0; i < n && i < 16; i++)
            sb_printf(&b, "%s%s", i ? ", " : "", names[i]);
        err_set(err, "unknown mode '%s' (available: %s)", name, b.s);
        sb_free(&b);
        return -1;
    }
    /* Its own environment over the sandbox, with extend(). */
    vm_push_env(vm);
    int env = lua_gettop(L);
    lua_pushcfunction(L, l_extend);
    lua_setfield(L, env, "extend");
    lua_pushinteger(L, depth);
    lua_setfield(L, LUA_REGISTRYINDEX, "gcg.mode_depth");
    char *text = NULL;
    int rc = vm_run_file(vm, path, env, 1, &text);
    if (rc != LUA_OK || !lua_istable(L, -1)) {
        err_set(err, "mode %s (%s): %s", name, path,
                rc != LUA_OK ? (lua_isstring(L, -1) ? lua_tostring(L, -1) : "stopped")
                             : "the script must return a table");
        free(text);
        lua_settop(L, modes - 1);
        return -1;
    }
    if (check_fields(L, lua_gettop(L), name, path, err) != 0) {
        free(text);
        lua_settop(L, modes - 1);
        return -1;
    }
    /* Sealed (seal.c): what it made cannot change once it has loaded. */
    lua_pushvalue(L, -1);
    lua_pushvalue(L, env);
    int cells = vm_seal(vm, 2, env, text);
    free(text);
    if (cells == LUA_REFNIL) {
        err_set(err, "mode %s (%s): %s", name, path, lua_tostring(L, -1));
        lua_settop(L, modes - 1);
        return -1;
    }
    vm_settled(vm);
    lua_getfield(L, LUA_REGISTRYINDEX, "gcg.mode_cells");
    if (lua_isnil(L, -1)) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_setfield(L, LUA_REGISTRYINDEX, "gcg.mode_cells");
    }
    lua_pushinteger(L, cells);
    lua_setfield(L, -2, name);
    lua_pop(L, 1);
    lua_pushvalue(L, -1);
    lua_setfield(L, modes, name);
    lua_replace(L, modes);
    lua_settop(L, modes);
    return 0;
}

static int cmp_names(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

int script_mode_list(struct script_vm *vm, char names[][32], int max)
{
    int n = 0;
    for (int i = 0; i < vm->ndirs; i++) {
        char dir[1100];
        snprintf(dir, sizeof dir, "%s/modes", vm->dirs[i]);
        DIR *d = opendir(dir);
        if (!d)
            continue;
        struct dirent *e;
        while ((e = readdir(d)) && n < max) {
            size_t len = strlen(e->d_name);
            if (len < 5 || len > 35 || strcmp(e->d_name + len - 4, ".lua"))
                continue;
            char name[32];
            snprintf(name, sizeof name, "%.*s", (int)(len - 4), e->d_name);
            int dup = 0;
            for (int k = 0; k < n; k++)
                dup |= !strcmp(names[k], name);
            if (!dup && valid_name(name))
                snprintf(names[n++], 32, "%s", name);
        }
        closedir(d);
    }
    qsort(names, (size_t)n, 32, cmp_names);
    return n;
}

int gcg_engine_modes(gcg_engine *eng, char names[][32], int max)
{
    return script_mode_list(eng->vm, names, max);
}

const char *gcg_engine_mode_summary(gcg_engine *eng, const char *mode)
{
    struct script_vm *vm = eng->vm;
    gcg_err err;
    if (load_mode(vm, mode, &err, 0) != 0)
        return NULL;
    lua_getfield(vm->L, -1, "summary");
    /* The string stays alive in the mode table (registry). */
    const char *s = lua_isstring(vm->L, -1) ? lua_tostring(vm->L, -1) : "";
    lua_pop(vm->L, 2);
    return s;
}

/* ------------------------------------------------------------ settings */

static int get_field(lua_State *L, int mode, int variant, const char *k);
static void players_range(lua_State *L, int mode, int variant, int *minp, int *maxp);

int gcg_engine_mode_players(gcg_engine *eng, const char *mode, const char *variant, int *minp,
                            int *maxp)
{
    struct script_vm *vm = eng->vm;
    lua_State *L = vm->L;
    gcg_err err;
    int top = lua_gettop(L);
    if (load_mode(vm, mode, &err, 0) != 0)
        return -1;
    int m = lua_gettop(L), var = 0;
    lua_getfield(L, m, "variants");
    if (lua_istable(L, -1)) {
        if (variant && *variant)
            lua_pushstring(L, variant);
        else
            lua_getfield(L, m, "default_variant");
        lua_gettable(L, -2);
        if (lua_istable(L, -1))
            var = lua_gettop(L);
    }
    players_range(L, m, var, minp, maxp);
    lua_settop(L, top);
    return 0;
}

/* Look a field up in the variant's overrides, then in the mode itself. */
static int get_field(lua_State *L, int mode, int variant, const char *k)
{
    if (variant) {
        lua_getfield(L, variant, k);
        if (!lua_isnil(L, -1))
            return lua_type(L, -1);
        lua_pop(L, 1);
    }
    lua_getfield(L, mode, k);
    return lua_type(L, -1);
}

/* players = N | { min = A, max = B } (default 2). */
static void players_range(lua_State *L, int mode, int variant, int *minp, int *maxp)
{
    *minp = *maxp = 2;
    get_field(L, mode, variant, "players");
    if (lua_isinteger(L, -1)) {
        *minp = *maxp = (int)lua_tointeger(L, -1);
    } else if (lua_istable(L, -1)) {
        lua_getfield(L, -1, "min");
        lua_getfield(L, -2, "max");
        *minp = lua_isinteger(L, -2) ? (int)lua_tointeger(L, -2) : 2;
        *maxp = lua_isinteger(L, -1) ? (int)lua_tointeger(L, -1) : *minp;
        lua_pop(L, 2);
    }
    lua_pop(L, 1);
}

static int int_setting(lua_State *L, int mode, int variant, const char *k, int dflt, int lo,
                       int hi, const char *name, gcg_err *err, int *out)
{
    int t = get_field(L, mode, variant, k);
    *out = dflt;
    if (t == LUA_TNUMBER && lua_isinteger(L, -1)) {
        lua_Integer v = lua_tointeger(L, -1);
        if (v < lo || v > hi) {
            lua_pop(L, 1);
            return err_set(err, "mode %s: %s = %lld is out of range (%d to %d)", name, k,
                           (long long)v, lo, hi);
        }
        *out = (int)v;
    } else if (t != LUA_TNIL) {
        lua_pop(L, 1);
        return err_set(err, "mode %s: %s must be a whole number", name, k);
    }
    lua_pop(L, 1);
    return 0;
}

static int bool_setting(lua_State *L, int mode, int variant, const char *k)
{
    get_field(L, mode, variant, k);
    int v = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return v;
}

/* Parse "k=v,k=v" into the table at the top, checking keys against defaults. */
static int parse_options(lua_State *L, int defaults, const char *opts, const char *name,
                         gcg_err *err)
{
    int t = lua_gettop(L);
    defaults = lua_absindex(L, defaults);
    if (lua_istable(L, defaults))
        copy_into(L, defaults, t);
    char buf[256];
    str_copy(buf, sizeof buf, opts);
    for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        char *eq = strchr(tok, '=');
        if (!eq)
            return err_set(err, "mode %s: option '%s' must be key=value", name, tok);
        *eq = 0;
        lua_getfield(L, t, tok);
        int known = !lua_isnil(L, -1);
        int numeric = lua_type(L, -1) == LUA_TNUMBER;
        lua_pop(L, 1);
        if (!known)
            return err_set(err, "mode %s has no option '%s'", name, tok);
        char *end;
        long long v = strtoll(eq + 1, &end, 10);
        if (numeric && (*end || !eq[1]))
            return err_set(err, "mode %s: option %s needs a number, not '%s'", name, tok, eq + 1);
        if (numeric)
            lua_pushinteger(L, v);
        else
            lua_pushstring(L, eq + 1);
        lua_setfield(L, t, tok);
    }
    return 0;
}

static int mode_settings_read(struct script_vm *vm, const char *name, const char *variant,
                              const char *options, int nplayers, mode_settings *ms, gcg_err *err);

/* A mode's settings are a function of its name, variant, options and player
 * count (its script sees nothing else): the last ones read are kept, for the
 * thousands of games a simulation makes alike. */
int script_mode_settings(struct script_vm *vm, const char *name, const char *variant,
                         const char *options, int nplayers, mode_settings *ms, gcg_err *err)
{
    char key[sizeof vm->mode_key];
    snprintf(key, sizeof key, "%s\n%s\n%s\n%d", name ? name : "", variant ? variant : "",
             options ? options : "", nplayers);
    if (vm->mode_known && !strcmp(key, vm->mode_key)) {
        *ms = vm->mode_memo;
        return 0;
    }
    if (mode_settings_read(vm, name, variant, options, nplayers, ms, err) != 0)
        return -1;
    snprintf(vm->mode_key, sizeof vm->mode_key, "%s", key);
    vm->mode_memo = *ms;
    vm->mode_known = 1;
    return 0;
}

static int mode_settings_read(struct script_vm *vm, const char *name, const char *variant,
                              const char *options, int nplayers, mode_settings *ms, gcg_err *err)
{
    lua_State *L = vm->L;
    int top = lua_gettop(L);
    memset(ms, 0, sizeof *ms);
    if (load_mode(vm, name, err, 0) != 0)
        return -1;
    int mode = lua_gettop(L), var = 0;
    /* The variant: given, or the mode's default. */
    lua_getfield(L, mode, "variants");
    int variants = lua_gettop(L);
    if (variant && *variant && !lua_istable(L, variants)) {
        lua_settop(L, top);
        return err_set(err, "mode %s has no variants (given '%s')", name, variant);
    }
    if (lua_istable(L, variants)) {
        const char *v = variant && *variant ? variant : NULL;
        if (!v) {
            lua_getfield(L, mode, "default_variant");
            v = lua_tostring(L, -1);
            lua_pop(L, 1);
        }
        if (v) {
            lua_getfield(L, variants, v);
            if (!lua_istable(L, -1)) {
                strbuf b;
                sb_init(&b);
                seal_push_contents(L, variants); /* (sealed when the mode loaded) */
                int vt = lua_gettop(L), n = 0;
                const char *names[64]; /* (kept alive by the table; sorted: the same in every VM) */
                lua_pushnil(L);
                while (lua_next(L, vt)) {
                    if (lua_type(L, -2) == LUA_TSTRING && n < 64)
                        names[n++] = lua_tostring(L, -2);
                    lua_pop(L, 1);
                }
                qsort(names, (size_t)n, sizeof names[0], by_text);
                for (int i = 0; i < n; i++)
                    sb_printf(&b, "%s%s", i ? ", " : "", names[i]);
                err_set(err, "mode %s has no variant '%s' (variants: %s)", name, v, b.s);
                sb_free(&b);
                lua_settop(L, top);
                return -1;
            }
            var = lua_gettop(L);
            snprintf(ms->variant, sizeof ms->variant, "%s", v);
        }
    }
    int minp, maxp;
    players_range(L, mode, var, &minp, &maxp);
    if (nplayers < minp || nplayers > maxp) {
        lua_settop(L, top);
        if (minp == maxp)
            return err_set(err, "mode %s is for %d players (not %d)", name, minp, nplayers);
        return err_set(err, "mode %s is for %d to %d players (not %d)", name, minp, maxp,
                       nplayers);
    }
    /* Teams: a list by seat, or function(n) -> list; default: each player alone. */
    for (int p = 0; p < nplayers; p++)
        ms->team[p] = p;
    get_field(L, mode, var, "teams");
    if (lua_isfunction(L, -1)) {
        lua_pushinteger(L, nplayers);
        if (vm_pcall_loading(vm, 1, 1) != LUA_OK || !lua_istable(L, -1)) {
            err_set(err, "mode %s: teams(%d) must return a list", name, nplayers);
            lua_settop(L, top);
            return -1;
        }
    }
    if (lua_istable(L, -1)) {
        for (int p = 0; p < nplayers; p++) {
            lua_geti(L, -1, p + 1);
            lua_Integer t = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : 0;
            lua_pop(L, 1);
            if (t < 1 || t > nplayers) {
                lua_settop(L, top);
                return err_set(err, "mode %s: teams[%d] must be a team number 1 to %d", name,
                               p + 1, nplayers);
            }
            ms->team[p] = (int)t - 1;
        }
    }
    lua_pop(L, 1);
    int rc = 0;
    rc |= int_setting(L, mode, var, "shields", 6, 0, 30, name, err, &ms->shields);
    rc |= rc ? 0 : int_setting(L, mode, var, "opening_hand", 5, 0, 20, name, err, &ms->opening_hand);
    rc |= rc ? 0 : int_setting(L, mode, var, "battle_limit", 6, 1, 30, name, err, &ms->battle_limit);
    rc |= rc ? 0 : int_setting(L, mode, var, "hand_limit", 10, 0, 60, name, err, &ms->hand_limit);
    rc |= rc ? 0 : int_setting(L, mode, var, "turn_cap", 500, 1, 10000, name, err, &ms->turn_cap);
    rc |= rc ? 0 : int_setting(L, mode, var, "draws", 1, 0, 10, name, err, &ms->draws);
    if (rc) {
        lua_settop(L, top);
        return -1;
    }
    ms->shared_shields = bool_setting(L, mode, var, "shared_shields");
    ms->team_turns = bool_setting(L, mode, var, "team_turns");
    get_field(L, mode, var, "victory");
    const char *v = lua_tostring(L, -1);
    ms->victory = V_LAST_STANDING;
    if (v && !strcmp(v, "winner takes all"))
        ms->victory = V_WINNER_TAKES_ALL;
    else if (v && strcmp(v, "last standing")) {
        lua_settop(L, top);
        return err_set(err, "mode %s: victory must be \"last standing\" or \"winner takes all\"",
                       name);
    }
    lua_pop(L, 1);
    for (int bit = 1; bit <= MH_LAST; bit <<= 1) {
        get_field(L, mode, var, script_mode_hook_name(bit));
        if (lua_isfunction(L, -1))
            ms->hooks |= bit;
        lua_pop(L, 1);
    }
    /* Options must be known to the mode and well-formed. */
    get_field(L, mode, var, "options");
    lua_newtable(L);
    rc = parse_options(L, lua_gettop(L) - 1, options, name, err);
    lua_settop(L, top);
    return rc;
}

/* ------------------------------------------------------------ hooks */

const char *script_mode_hook_name(int bit)
{
    switch (bit) {
    case MH_SETUP: return "setup";
    case MH_BEFORE_HAND: return "before_hand";
    case MH_MULLIGAN: return "mulligan";
    case MH_TURN_END: return "turn_end";
    case MH_TURN_START: return "turn_start";
    case MH_DRAW_PHASE: return "draw_phase";
    case MH_RESOURCE_PHASE: return "resource_phase";
    case MH_MAIN_PHASE: return "main_phase";
    case MH_END_PHASE: return "end_phase";
    default: return NULL;
    }
}

int script_mode_push_hook(struct script_vm *vm, const char *name, const char *variant,
                          const char *options, const char *hook)
{
    lua_State *L = vm->L;
    gcg_err err;
    if (load_mode(vm, name, &err, 0) != 0)
        return 0;
    int mode = lua_gettop(L), var = 0;
    if (variant && *variant) {
        lua_getfield(L, mode, "variants");
        if (lua_istable(L, -1)) {
            lua_getfield(L, -1, variant);
            if (lua_istable(L, -1))
                var = lua_gettop(L);
        }
    }
    get_field(L, mode, var, hook);
    if (!lua_isfunction(L, -1)) {
        lua_settop(L, mode - 1);
        return 0;
    }
    int fn = lua_gettop(L);
    /* The options table, handed to the hook as e.options. */
    get_field(L, mode, var, "options");
    lua_newtable(L);
    parse_options(L, lua_gettop(L) - 1, options, name, &err);
    seal_freeze(L, -1); /* (e.options: read-only, as everything a script shares) */
    lua_setfield(L, LUA_REGISTRYINDEX, "gcg.mode_options");
    lua_pop(L, 1);
    lua_pushvalue(L, fn);
    lua_replace(L, mode);
    lua_settop(L, mode);
    return 1;
}

int script_mode_cells(struct script_vm *vm, const char *name)
{
    lua_State *L = vm->L;
    int top = lua_gettop(L), cells = LUA_NOREF;
    if (lua_getfield(L, LUA_REGISTRYINDEX, "gcg.mode_cells") == LUA_TTABLE &&
        lua_getfield(L, -1, name) == LUA_TNUMBER)
        cells = (int)lua_tointeger(L, -1);
    lua_settop(L, top);
    return cells;
}
