/*
 * script_load.c -- loading a card's script: finding its file, running it in an
 * environment of its own over the sandbox, reading what it registered with the
 * `card` object (scripts/lib/card.lua) into the C facts of its effects
 * (script_info, effmeta), and sealing what it made (seal.c).
 *
 * The reading is strict: an unknown registration option, event, keyword or
 * word, or a value of the wrong type, is a load error naming the script's file
 * and the line of the registration, and the card plays as one without effects.
 * Everything the core needs is copied here -- numbers, words, filters, the
 * effect's functions (into the registry) -- and the script's tables are never
 * read again: what a script changes in them later changes nothing.
 */
#include <ctype.h>
#include <lauxlib.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "api.h"
#include "narrate.h"
#include "order.h"
#include "script_vm.h"
#include "seal.h"
#include "util.h"

/* ------------------------------------------------------------ card.lua */

/* where(): the line of the innermost Lua function that is not card.lua's own
 * (upvalue 1: card.lua's chunk name) -- the script's line that registers. */
static int script_where(lua_State *L)
{
    const char *lib = lua_tostring(L, lua_upvalueindex(1));
    lua_Debug ar;
    for (int level = 1; lua_getstack(L, level, &ar); level++) {
        if (!lua_getinfo(L, "Sl", &ar) || ar.currentline <= 0 || !strcmp(ar.source, lib))
            continue;
        lua_pushinteger(L, ar.currentline);
        return 1;
    }
    lua_pushinteger(L, 0);
    return 1;
}

/* Trust the table at t and every function in it (the walk of a script's
 * functions leaves them: they are the engine's, shared by every card). */
static void trust(lua_State *L, int trusted, int t)
{
    lua_pushvalue(L, t);
    lua_pushboolean(L, 1);
    lua_rawset(L, trusted);
    if (lua_type(L, t) != LUA_TTABLE)
        return;
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pushboolean(L, 1);
        lua_rawset(L, trusted);
    }
}

int script_load_card_lib(struct script_vm *vm, const char *builtin, gcg_err *err)
{
    lua_State *L = vm->L;
    char path[1300];
    snprintf(path, sizeof path, "%s/lib/card.lua", builtin);
    int top = lua_gettop(L);
    if (luaL_loadfilex(L, path, "t") != LUA_OK) {
        err_set(err, "scripts: cannot load %s: %s", path, lua_tostring(L, -1));
        lua_settop(L, top);
        return -1;
    }
    lua_pushfstring(L, "@%s", path);
    lua_pushcclosure(L, script_where, 1);
    if (lua_pcall(L, 1, 3, 0) != LUA_OK || !lua_isfunction(L, top + 1) ||
        !lua_istable(L, top + 2) || !lua_istable(L, top + 3)) {
        err_set(err, "scripts: cannot load %s: %s", path,
                lua_isstring(L, -1) ? lua_tostring(L, -1)
                                    : "it must return the card builder, its metatable and methods");
        lua_settop(L, top);
        return -1;
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, vm->ref_trusted);
    trust(L, top + 4, top + 2);
    trust(L, top + 4, top + 3);
    lua_settop(L, top + 1);
    vm->ref_new_card = luaL_ref(L, LUA_REGISTRYINDEX);
    return 0;
}

/* ------------------------------------------------------------ finding */

static int file_exists(const char *p)
{
    return access(p, R_OK) == 0;
}

/* Find a card's script: DIR/cards/SET/NUMBER.lua, then DIR/NUMBER.lua.  (The
 * card database lets a number and a set hold only letters, digits and '-'.) */
static int find_script(struct script_vm *vm, const gcg_card_def *d, char *out, size_t n)
{
    for (int i = 0; i < vm->ndirs; i++) {
        snprintf(out, n, "%s/cards/%s/%s.lua", vm->dirs[i], d->set, d->number);
        if (file_exists(out))
            return 1;
        snprintf(out, n, "%s/%s.lua", vm->dirs[i], d->number);
        if (file_exists(out))
            return 1;
    }
    return 0;
}

/* ------------------------------------------------------------ reading, strictly */

/* A registration being read: errors name the script's file and line. */
typedef struct reading {
    lua_State *L;
    const char *path;
    int line;
    const char *method; /* "card:deploy" ... */
    unsigned group;     /* G_* */
} reading;

enum { G_TRIGGER = 1, G_COMMAND = 2, G_ACTIVATED = 4, G_ALT = 8, G_CONSTANT = 16,
       G_TURN = 32, G_EVENT = 64 };

static int bad(const reading *r, const char *fmt, ...) GCG_PRINTF(2, 3);
static int bad(const reading *r, const char *fmt, ...)
{
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return luaL_error(r->L, "%s:%d: %s: %s", r->path, r->line, r->method, msg);
}

const char *script_fn_name(int ef)
{
    static const char *const names[EF_COUNT] = {
        "run", "condition", "filter", "applies", "ap", "hp", "cost", "attack_active",
        "prevent_damage", "protect_ap", "level", "reduce_damage", "prevent_destroy", "lure",
        "rest_instead", "keywords.repair", "keywords.breach", "keywords.support",
    };
    return ef >= 0 && ef < EF_COUNT ? names[ef] : "?";
}

/* The function at index v into the registry as the effect's function ef. */
static void keep_fn(const reading *r, effmeta *m, int ef, int v, const char *key)
{
    if (lua_type(r->L, v) != LUA_TFUNCTION)
        bad(r, "%s must be a function, not %s", key, luaL_typename(r->L, v));
    if (m->fn[ef] != LUA_NOREF)
        bad(r, "give the function once (%s)", key);
    lua_pushvalue(r->L, v);
    m->fn[ef] = luaL_ref(r->L, LUA_REGISTRYINDEX);
}

static lua_Integer whole(const reading *r, int v, const char *key, lua_Integer lo, lua_Integer hi)
{
    if (!lua_isinteger(r->L, v))
        bad(r, "%s must be a whole number, not %s", key, luaL_typename(r->L, v));
    lua_Integer x = lua_tointeger(r->L, v);
    if (x < lo || x > hi)
        bad(r, "%s = %lld is out of range (%lld to %lld)", key, (long long)x, (long long)lo,
            (long long)hi);
    return x;
}

static int boolean(const reading *r, int v, const char *key)
{
    if (lua_type(r->L, v) != LUA_TBOOLEAN)
        bad(r, "%s must be true or false, not %s", key, luaL_typename(r->L, v));
    return lua_toboolean(r->L, v);
}

static const char *text_of(const reading *r, int v, const char *key, size_t max)
{
    size_t len;
    if (lua_type(r->L, v) != LUA_TSTRING)
        bad(r, "%s must be text, not %s", key, luaL_typename(r->L, v));
    const char *s = lua_tolstring(r->L, v, &len);
    if (len > max || strlen(s) != len)
        bad(r, "%s: at most %zu characters, and no zero byte", key, max);
    return s;
}

/* keywords = { "blocker", breach = 3, ... } */
static void read_keywords(const reading *r, effmeta *m, int v)
{
    lua_State *L = r->L;
    if (!lua_istable(L, v))
        bad(r, "keywords must be a table like { \"blocker\", breach = 3 }");
    ord_walk w; /* (in a fixed order: of two bad entries, the same one named in every VM) */
    ord_walk_begin(L, v, &w);
    while (ord_walk_next(L, &w)) {
        if (lua_type(L, -2) == LUA_TSTRING) { /* an amount: breach = 3 */
            const char *name = lua_tostring(L, -2);
            unsigned b = gcg_keyword_bit(name);
            if (b != GCG_KW_REPAIR && b != GCG_KW_BREACH && b != GCG_KW_SUPPORT)
                bad(r, "keywords: '%s' has no amount (repair, breach and support have): list "
                       "it as { \"%s\" }", name, name);
            if (lua_type(L, -1) == LUA_TFUNCTION) { /* breach = function(e, target) ... end */
                keep_fn(r, m, b == GCG_KW_REPAIR ? EF_KW_REPAIR : b == GCG_KW_BREACH
                                                                      ? EF_KW_BREACH
                                                                      : EF_KW_SUPPORT,
                        lua_gettop(L), name);
                m->flags |= EM_KW_FN;
                lua_pop(L, 1);
                continue;
            }
            int16_t amount = (int16_t)whole(r, -1, name, 1, 99);
            int16_t *to = b == GCG_KW_REPAIR ? &m->repair : b == GCG_KW_BREACH ? &m->breach
                                                                                : &m->support;
            *to = (int16_t)(*to + amount);
        } else {
            const char *name = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
            unsigned b = name ? gcg_keyword_bit(name) : 0;
            if (!b)
                bad(r, "keywords: unknown keyword %s (blocker, first strike, high-maneuver, "
                       "suppression; repair = N, breach = N, support = N)",
                    name ? name : luaL_typename(L, -1));
            if (b == GCG_KW_REPAIR || b == GCG_KW_BREACH || b == GCG_KW_SUPPORT)
                bad(r, "keywords: %s needs its amount: %s = N", name, name);
            m->keywords |= b;
        }
        lua_pop(L, 1);
    }
}

/* cant = { "attack", "attack player", "block", "be blocked", "be set active",
 * "be paired" } */
static void read_cant(const reading *r, effmeta *m, int v)
{
    lua_State *L = r->L;
    static const struct { const char *w; unsigned bit; } words[] = {
        {"attack", CANT_ATTACK}, {"attack player", CANT_ATTACK_PLAYER},
        {"block", CANT_BLOCK}, {"be blocked", CANT_BE_BLOCKED},
        {"be set active", CANT_SET_ACTIVE}, {"be paired", CANT_BE_PAIRED},
    };
    if (!lua_istable(L, v))
        bad(r, "cant must be a list like { \"attack\", \"block\" }");
    ord_walk w;
    ord_walk_begin(L, v, &w);
    while (ord_walk_next(L, &w)) {
        if (!lua_isinteger(L, -2))
            bad(r, "cant must be a list of words, not a table with keys");
        const char *w = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
        unsigned bit = 0;
        for (size_t i = 0; w && i < sizeof words / sizeof words[0]; i++)
            if (!strcmp(words[i].w, w))
                bit = words[i].bit;
        if (!bit)
            bad(r, "cant: unknown word %s%s%s (\"attack\", \"attack player\", \"block\", "
                   "\"be blocked\", \"be set active\", \"be paired\")", w ? "'" : "", w ? w : luaL_typename(L, -1), w ? "'" : "");
        m->cant |= bit;
        lua_pop(L, 1);
    }
}

/* api_filter_compile_but or api_count_compile in a protected call, so that
 * their errors get the registration's line: (table, filter, skip list). */
static int compile_filter(lua_State *L)
{
    api_filter_compile_but(L, 1, lua_touserdata(L, 2), lua_touserdata(L, 3));
    return 0;
}

static int compile_count(lua_State *L)
{
    api_count_compile(L, 1, lua_touserdata(L, 2));
    return 0;
}

static void compile(const reading *r, lua_CFunction fn, int v, void *out, const void *skip,
                    const char *key)
{
    lua_State *L = r->L;
    lua_pushcfunction(L, fn);
    lua_pushvalue(L, v);
    lua_pushlightuserdata(L, out);
    lua_pushlightuserdata(L, (void *)skip);
    if (lua_pcall(L, 3, 0, 0) != LUA_OK)
        bad(r, "%s: %s", key, lua_isstring(L, -1) ? lua_tostring(L, -1) : "bad filter");
}

/* A filter read once (applies, pilot, target's): no `where`, plain values. */
static struct api_filter *read_filter(const reading *r, int v, const char *key,
                                      const char *const *skip, struct api_filter **slot)
{
    static const char *const none[] = {NULL};
    *slot = xcalloc(1, sizeof **slot);
    compile(r, compile_filter, v, *slot, skip ? skip : none, key);
    if ((*slot)->where || (*slot)->has_exclude)
        bad(r, "%s: a filter read when the script loads cannot have `where` or `exclude`; "
               "give a function instead", key);
    return *slot;
}

/* One declared target: { "Choose 1 to 2 enemy Units", side = "enemy", ... [, from =
 * "trash"] [, min = 1, max = 2] } at index v into t. */
static void read_one_target(const reading *r, decl_target *t, int v, const char *key)
{
    lua_State *L = r->L;
    if (!lua_istable(L, v) || lua_rawgeti(L, v, 1) != LUA_TSTRING)
        bad(r, "%s must be a table beginning with the prompt, as in "
               "{ \"Choose 1 enemy Unit\", side = \"enemy\" }", key);
    t->prompt = xstrdup(text_of(r, -1, "target's prompt", 300));
    lua_pop(L, 1);
    if (lua_rawgeti(L, v, 2) != LUA_TNIL)
        bad(r, "%s: one prompt, then the filter's fields (side = ..., max_hp = ...)", key);
    lua_pop(L, 1);
    t->from = GCG_LOC_BATTLE;
    lua_pushliteral(L, "from");
    if (lua_rawget(L, v) != LUA_TNIL) {
        int loc = lua_type(L, -1) == LUA_TSTRING ? api_loc_named(lua_tostring(L, -1)) : -1;
        if (loc < 0)
            bad(r, "%s: from must name a location (\"resources\", \"trash\" ...), not %s", key,
                sbx_tostring(L, -1));
        t->from = (uint8_t)loc;
    }
    lua_pop(L, 1);
    /* "Choose 1 to 2": min = 1, max = 2; "Choose up to 2": min = 0; "Choose 2": min =
     * max = 2 (as many as there are, 1-3-2).  As e:choose: min 1 by default, max min. */
    int has_min = lua_getfield(L, v, "min") != LUA_TNIL, has_max;
    int min = has_min ? (int)whole(r, -1, "target's min", 0, MAX_OPTS) : 1;
    lua_pop(L, 1);
    has_max = lua_getfield(L, v, "max") != LUA_TNIL;
    int max = has_max ? (int)whole(r, -1, "target's max", 1, MAX_OPTS) : (min > 1 ? min : 1);
    lua_pop(L, 1);
    if (min > max)
        bad(r, "%s: min = %d is more than max = %d", key, min, max);
    t->min = (uint8_t)min, t->max = (uint8_t)max, t->list = (uint8_t)(has_min || has_max);
    if (lua_getfield(L, v, "other") != LUA_TNIL) /* "your other Units": not this Unit */
        t->other = (uint8_t)boolean(r, -1, "target's other");
    lua_pop(L, 1);
    /* may = "Exile 2 (Titans) cards from your trash?": "You may choose 2 ...", all of
     * them or none: asked first when min cards can be chosen */
    if (lua_getfield(L, v, "may") != LUA_TNIL) {
        if (lua_type(L, -1) != LUA_TSTRING)
            bad(r, "%s: may must be the question asked first (\"Exile 2 cards?\"), not %s", key,
                sbx_tostring(L, -1));
        t->may = xstrdup(text_of(r, -1, "target's may", 300));
        if (min == 0)
            bad(r, "%s: may with min = 0: a target of \"up to\" N asks no question first", key);
    }
    lua_pop(L, 1);
    /* any_of = { { max_level = 1 }, { max_ap = 1 } }: "that is Lv.1 or lower or has 1 or
     * less AP" -- it passes the filter and one of these */
    if (lua_getfield(L, v, "any_of") != LUA_TNIL) {
        int a = lua_gettop(L);
        lua_Integer n = lua_istable(L, a) ? luaL_len(L, a) : 0;
        if (n < 2 || n > MAX_ANY_OF)
            bad(r, "%s: any_of is a list of 2 to %d filters ({ { max_level = 1 }, { max_ap = "
                   "1 } })", key, MAX_ANY_OF);
        for (int i = 0; i < n; i++) {
            char k2[48];
            snprintf(k2, sizeof k2, "%s: any_of %d", key, i + 1);
            if (lua_rawgeti(L, a, i + 1) != LUA_TTABLE)
                bad(r, "%s must be a filter table", k2);
            t->nany = (uint8_t)(i + 1);
            if (read_filter(r, lua_gettop(L), k2, NULL, &t->any_of[i])->has_side)
                bad(r, "%s: the target's side is the target's, not one of its any_of", k2);
            lua_pop(L, 1);
        }
    }
    lua_pop(L, 1);
    static const char *const own[] = {"from", "min", "max", "other", "any_of", "may", NULL};
    read_filter(r, v, key, own, &t->f);
}

/* target = { "Choose 1 enemy Unit", side = "enemy", ... }, or a list of such
 * targets chosen in turn: { { "Choose 1 of your Units", side = "your" },
 * { "Choose 1 enemy Unit", side = "enemy" } } (run gets one argument each). */
static void read_target(const reading *r, effmeta *m, int v)
{
    lua_State *L = r->L;
    if (m->target)
        bad(r, "give the target once");
    m->target = xcalloc(MAX_TARGETS, sizeof *m->target);
    if (!lua_istable(L, v) || lua_rawgeti(L, v, 1) != LUA_TTABLE) {
        if (lua_istable(L, v))
            lua_pop(L, 1);
        m->ntargets = 1;
        read_one_target(r, &m->target[0], v, "target");
        return;
    }
    lua_pop(L, 1);
    lua_Integer n = luaL_len(L, v);
    /* any = true: "Choose 1 of your Units and 1 enemy Unit" that is used when either
     * can be chosen (1-3-2: as much as possible), run getting nil for one that can't */
    int has_any = lua_getfield(L, v, "any") != LUA_TNIL;
    if (has_any)
        m->target_any = (uint8_t)boolean(r, -1, "target's any");
    lua_pop(L, 1);
    lua_pushnil(L);
    for (int count = 0; lua_next(L, v); count++) {
        lua_pop(L, 1);
        if (lua_type(L, -1) == LUA_TSTRING && has_any && !strcmp(lua_tostring(L, -1), "any")) {
            count--;
            continue;
        }
        if (!lua_isinteger(L, -1) || count >= n)
            bad(r, "target: a list of targets has nothing but the targets ({ { \"Choose 1 of "
                   "your Units\", side = \"your\" }, { \"Choose 1 enemy Unit\", side = \"enemy\" } }), "
                   "and any = true");
    }
    if (n < 2 || n > MAX_TARGETS)
        bad(r, "target: a list of 2 to %d targets, not %lld", MAX_TARGETS, (long long)n);
    for (int i = 0; i < n; i++) {
        char key[32];
        snprintf(key, sizeof key, "target %d", i + 1);
        lua_rawgeti(L, v, i + 1);
        m->ntargets = (uint8_t)(i + 1);
        read_one_target(r, &m->target[i], lua_gettop(L), key);
        lua_pop(L, 1);
        if (m->target_any && m->target[i].min == 0)
            bad(r, "%s: with any = true each target needs a card (min = 0 would make the "
                   "effect usable always)", key);
        if (m->target[i].may)
            bad(r, "%s: may is for a target alone, not one of a list", key);
    }
}

/* condition = { turn = "your", self = { rested = true }, pilot_in_play = { ... } } */
static void read_decl_cond(const reading *r, effmeta *m, int v)
{
    lua_State *L = r->L;
    decl_cond *c = m->cond = xcalloc(1, sizeof *m->cond);
    c->turn = -1;
    int n = 0;
    lua_pushnil(L);
    while (lua_next(L, v)) {
        int val = lua_gettop(L);
        const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "";
        if (!strcmp(k, "turn")) {
            const char *t = lua_type(L, val) == LUA_TSTRING ? lua_tostring(L, val) : "";
            if (strcmp(t, "your") && strcmp(t, "enemy"))
                bad(r, "condition: turn must be \"your\" or \"enemy\", not %s", sbx_tostring(L, val));
            c->turn = !strcmp(t, "your");
        } else if (!strcmp(k, "self") && !c->self) {
            read_filter(r, val, "condition's self", NULL, &c->self);
        } else if (!strcmp(k, "pilot_in_play") && !c->pilot) {
            read_filter(r, val, "condition's pilot_in_play", NULL, &c->pilot);
        } else {
            bad(r, "condition: a table is a count (count = \"trash\", ..., turn) or has turn, self and "
                   "pilot_in_play; not %s", lua_type(L, -2) == LUA_TSTRING ? k : sbx_tostring(L, -2));
        }
        lua_pop(L, 1);
        n++;
    }
    if (!n)
        bad(r, "condition: an empty table (give count, turn, self or pilot_in_play)");
}

/* A count's `turn` ({ count = "trash", min = 7, turn = "your" }: "during your
 * turn, if there are 7 or more cards in your trash"): kept as a condition in
 * words beside the count, asked first (api_cond_holds, then api_count_holds). */
static void read_count_turn(const reading *r, effmeta *m, int v)
{
    lua_State *L = r->L;
    if (lua_getfield(L, v, "turn") != LUA_TNIL) {
        const char *t = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "";
        if (strcmp(t, "your") && strcmp(t, "enemy"))
            bad(r, "condition: turn must be \"your\" or \"enemy\", not %s", sbx_tostring(L, -1));
        decl_cond *c = m->cond = xcalloc(1, sizeof *m->cond);
        c->turn = !strcmp(t, "your");
    }
    lua_pop(L, 1);
}

/* condition = function(e) ... end | { count = "trash", ... } | false */
static void read_condition(const reading *r, effmeta *m, int v)
{
    lua_State *L = r->L;
    switch (lua_type(L, v)) {
    case LUA_TFUNCTION:
        keep_fn(r, m, EF_CONDITION, v, "condition");
        m->flags |= EM_CONDITION;
        break;
    case LUA_TTABLE:
        if (lua_getfield(L, v, "count") == LUA_TNIL) {
            lua_pop(L, 1);
            read_decl_cond(r, m, v);
        } else {
            lua_pop(L, 1);
            read_count_turn(r, m, v);
            m->count = xcalloc(1, sizeof *m->count);
            compile(r, compile_count, v, m->count, NULL, "condition");
        }
        m->flags |= EM_CONDITION;
        break;
    case LUA_TBOOLEAN:
        if (!lua_toboolean(L, v)) {
            m->flags |= EM_NEVER;
            break;
        }
        __attribute__((fallthrough)); /* true is no condition to give */
    default:
        bad(r, "condition must be a function, a table (a count, or turn / self / pilot_in_play) "
               "or false, not %s",
            lua_type(L, v) == LUA_TBOOLEAN ? "true" : luaL_typename(L, v));
    }
}

/* A constant's number or function (ap, hp, cost). */
static void number_or_fn(const reading *r, effmeta *m, int v, const char *key, int ef,
                         uint16_t fn_flag, int16_t *number)
{
    if (lua_type(r->L, v) == LUA_TFUNCTION) {
        keep_fn(r, m, ef, v, key);
        m->flags |= fn_flag;
    } else {
        *number = (int16_t)whole(r, v, key, -99, 99);
    }
}

/* A declared action (draw = N, deploy_token = "T-...", shield_to_hand = true): the
 * effect's whole text, done in C (api_declared_action).  Checked here. */
static void read_action(const reading *r, effmeta *m, const char *k, int v)
{
    if (m->act)
        bad(r, "one action only: %s is a second one (give run = function(e) ... end for "
               "more)", k);
    m->act_def = -1;
    if (!strcmp(k, "draw")) {
        m->act = ACT_DRAW;
        m->act_n = (uint8_t)whole(r, v, k, 1, 10);
    } else if (!strcmp(k, "shield_to_hand")) {
        if (!boolean(r, v, k))
            bad(r, "shield_to_hand must be true");
        m->act = ACT_SHIELD_TO_HAND;
    } else if (!strcmp(k, "this_to_hand")) { /* "Add this card to your hand." */
        if (!boolean(r, v, k))
            bad(r, "this_to_hand must be true");
        m->act = ACT_THIS_TO_HAND;
    } else if (!strcmp(k, "deck_to_trash")) { /* "Place the top N cards of your deck into your trash" */
        m->act = ACT_DECK_TO_TRASH;
        m->act_n = (uint8_t)whole(r, v, k, 1, 10);
    } else {
        /* "T-012", or { "T-012", rested = true } ("Deploy 1 rested [...] token") */
        if (lua_istable(r->L, v)) {
            lua_pushnil(r->L);
            while (lua_next(r->L, v)) {
                lua_pop(r->L, 1);
                int at1 = lua_type(r->L, -1) == LUA_TNUMBER && lua_tointeger(r->L, -1) == 1;
                if (!at1 && !(lua_type(r->L, -1) == LUA_TSTRING &&
                              !strcmp(lua_tostring(r->L, -1), "rested")))
                    bad(r, "deploy_token = { \"T-...\", rested = true }: no other field");
            }
            lua_getfield(r->L, v, "rested");
            if (!lua_isnil(r->L, -1) && !boolean(r, lua_gettop(r->L), "deploy_token.rested"))
                bad(r, "deploy_token.rested must be true");
            m->act_rested = lua_toboolean(r->L, -1) != 0;
            lua_pop(r->L, 1);
            lua_geti(r->L, v, 1);
            lua_replace(r->L, v); /* (the number in its place: read below) */
        }
        if (lua_type(r->L, v) != LUA_TSTRING)
            bad(r, "deploy_token must be a token's card number, not %s",
                luaL_typename(r->L, v));
        const char *number = lua_tostring(r->L, v);
        const gcg_carddb *db = api_vm(r->L)->eng->db;
        int def = gcg_carddb_find(db, number);
        if (def < 0 || def > INT16_MAX || gcg_carddb_at(db, def)->type != GCG_UNIT_TOKEN)
            bad(r, "deploy_token: %.40s is not a Unit token's card number", number);
        m->act = ACT_TOKEN;
        m->act_def = (int16_t)def;
    }
}

/* then_if = { count = ... } | { turn = ..., self = ..., pilot_in_play = ... }: "Then, if
 * ...", asked after a declared action that comes before a function (effmeta.act_then).
 * Read as a condition is, into then_count / then_cond; the effect's own condition waits
 * in their place meanwhile (so that an error frees both with the effect). */
static void read_then_if(const reading *r, effmeta *m, int v)
{
    if (!lua_istable(r->L, v))
        bad(r, "then_if must be a condition table: a count (count = \"battle\", ...) or turn, "
               "self, pilot_in_play");
    uint32_t flags = m->flags;
    struct api_count_cond *count = m->count;
    decl_cond *cond = m->cond;
    m->then_count = count, m->then_cond = cond;
    m->count = NULL, m->cond = NULL;
    read_condition(r, m, v);
    m->then_count = m->count, m->then_cond = m->cond;
    m->count = count, m->cond = cond;
    m->flags = flags;
}

/* lasts = "turn" | "battle" | "leaves" (value at -1) of gets / gains: how long */
static void read_lasts(const reading *r, effmeta *m, const char *opt)
{
    int u = api_until_named(lua_type(r->L, -1) == LUA_TSTRING ? lua_tostring(r->L, -1) : NULL);
    if (u < 0)
        bad(r, "%s.lasts must be \"turn\", \"battle\" or \"leaves\"", opt);
    else
        m->it_until = (uint8_t)u;
}

/* gains = "blocker" | { "breach", 4 [, lasts = "battle"] }: "It gains <Breach 4> during
 * this turn" (each declared target; with none, this Unit), as e:grant. */
static void read_gains(const reading *r, effmeta *m, int v)
{
    lua_State *L = r->L;
    const char *name = NULL;
    int amount = 0;
    m->it_until = U_TURN;
    if (lua_type(L, v) == LUA_TSTRING) {
        name = lua_tostring(L, v);
    } else if (lua_istable(L, v)) {
        ord_walk w;
        ord_walk_begin(L, v, &w);
        while (ord_walk_next(L, &w)) {
            const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : NULL;
            if (lua_isinteger(L, -2) && lua_tointeger(L, -2) == 1 &&
                lua_type(L, -1) == LUA_TSTRING)
                name = lua_tostring(L, -1); /* (kept alive by the options table) */
            else if (lua_isinteger(L, -2) && lua_tointeger(L, -2) == 2)
                amount = (int)whole(r, -1, "gains' amount", 1, 99);
            else if (k && !strcmp(k, "lasts"))
                read_lasts(r, m, "gains");
            else
                bad(r, "gains is a keyword (gains = \"blocker\") or { \"breach\", 4 [, lasts = "
                       "\"battle\"] }");
            lua_pop(L, 1);
        }
    }
    unsigned b = name ? gcg_keyword_bit(name) : 0;
    if (!b)
        bad(r, "gains: not a keyword (blocker, first strike, high-maneuver, suppression; "
               "{ \"repair\", N }, { \"breach\", N }, { \"support\", N })");
    int amounted = b == GCG_KW_REPAIR || b == GCG_KW_BREACH || b == GCG_KW_SUPPORT;
    if (amounted != (amount > 0))
        bad(r, amounted ? "gains: %s needs its amount: { \"%s\", N }"
                        : "gains: %s has no amount (give gains = \"%s\")", name, name);
    m->it_mod = (uint8_t)api_keyword_mod(b);
    m->it_amount = (int16_t)(amounted ? amount : (int)b);
}

/* gets = { ap = N [, lasts = "battle"] }: "It gets AP+N during this turn" (each declared
 * target; with none, this Unit). */
static void read_gets(const reading *r, effmeta *m, int v)
{
    lua_State *L = r->L;
    if (!lua_istable(L, v))
        bad(r, "gets must be a table like { ap = 2 } or { ap = -2, lasts = \"battle\" }");
    int has_ap = 0;
    m->it_until = U_TURN;
    ord_walk w;
    ord_walk_begin(L, v, &w);
    while (ord_walk_next(L, &w)) {
        const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "";
        if (!strcmp(k, "ap")) {
            lua_Integer ap = whole(r, -1, "gets.ap", -99, 99);
            if (!ap)
                bad(r, "gets.ap = 0 does nothing: give AP+N (1 to 99) or AP-N (-1 to -99)");
            m->it_mod = M_AP, m->it_amount = (int16_t)ap, has_ap = 1;
        } else if (!strcmp(k, "lasts")) {
            read_lasts(r, m, "gets");
        } else {
            bad(r, "gets takes ap and lasts (gets = { ap = 2 }), not %s",
                *k ? k : luaL_typename(L, -2));
        }
        lua_pop(L, 1);
    }
    if (!has_ap)
        bad(r, "gets needs its ap: gets = { ap = 2 } (\"It gets AP+2 during this turn\")");
}

/* rest_it = true, damage_it = N, gets = { ap = N }: what the declared target gets, done in
 * C (checked here). */
static void read_it(const reading *r, effmeta *m, const char *k, int v)
{
    if (m->it_act)
        bad(r, "one thing done to the target: %s is a second one (give run = function(e, "
               "target) ... end for more)", k);
    if (!strcmp(k, "rest_it")) {
        if (!boolean(r, v, k))
            bad(r, "rest_it must be true");
        m->it_act = IT_REST;
    } else if (!strcmp(k, "gets")) {
        read_gets(r, m, v);
        m->it_act = IT_MOD;
    } else if (!strcmp(k, "gains")) {
        read_gains(r, m, v);
        m->it_act = IT_MOD;
    } else if (!strcmp(k, "discard_it")) {
        if (!boolean(r, v, k))
            bad(r, "discard_it must be true");
        m->it_act = IT_DISCARD;
    } else if (!strcmp(k, "hand_it") || !strcmp(k, "exile_it")) {
        if (!boolean(r, v, k))
            bad(r, "%s must be true", k);
        m->it_act = !strcmp(k, "hand_it") ? IT_HAND : IT_EXILE;
    } else {
        m->it_act = IT_DAMAGE;
        m->it_n = (uint8_t)whole(r, v, k, 1, 99);
    }
}

/* What a declared target gets (effmeta.it_act): its option's name, and the word its
 * function (it_fn) is told (IT_MOD: gets, "ap", or gains, "grant"). */
static const struct {
    const char *option, *word;
} IT_NAMES[] = {
    [IT_REST] = {"rest_it", "rest"},       [IT_DAMAGE] = {"damage_it", "damage"},
    [IT_DISCARD] = {"discard_it", "discard"}, [IT_HAND] = {"hand_it", "hand"},
    [IT_EXILE] = {"exile_it", "exile"},
};

static int it_gains(const effmeta *m)
{
    return m->it_act == IT_MOD && m->it_mod != M_AP;
}

static const char *it_name(const effmeta *m)
{
    return m->it_act != IT_MOD ? IT_NAMES[m->it_act].option : it_gains(m) ? "gains" : "gets";
}

/* The function of what a declared target gets (api_target_action), for when C cannot do
 * it: e:rest, e:discard_card, e:to_hand, e:remove, e:modify or e:grant of each chosen card
 * in turn (gets, gains with no declared target: e.unit), or e:damage_all of them.  It
 * takes the targets as run would (a card, nil, or a list for a target with a count).  The
 * keyword of gains is read from option gains_key (a second step's: then_gains). */
static void it_fn(const reading *r, effmeta *m, int opts, const char *gains_key)
{
    lua_State *L = r->L;
    if (luaL_loadstring(L,
                        "local act, n, kw, til, self, l1, l2, l3 = ...\n"
                        "return function(e, a, b, c)\n"
                        "  local cards, k = {}, 0\n"
                        "  local function add(x, list)\n"
                        "    if list then for i = 1, #x do k = k + 1; cards[k] = x[i] end\n"
                        "    elseif x then k = k + 1; cards[k] = x end\n"
                        "  end\n"
                        "  add(a, l1); add(b, l2); add(c, l3)\n"
                        "  if act == 'rest' then for i = 1, k do e:rest(cards[i]) end\n"
                        "  elseif act == 'discard' then for i = 1, k do e:discard_card(cards[i]) end\n"
                        "  elseif act == 'damage' then e:damage_all(cards, n)\n"
                        "  elseif act == 'hand' then for i = 1, k do e:to_hand(cards[i]) end\n"
                        "  elseif act == 'exile' then for i = 1, k do e:remove(cards[i]) end\n"
                        "  else\n"
                        "    if self then cards[1], k = e.unit, 1 end\n"
                        "    for i = 1, k do\n"
                        "      if act == 'ap' then e:modify(cards[i], { ap = n }, til)\n"
                        "      elseif n ~= 0 then e:grant(cards[i], kw, n, til)\n"
                        "      else e:grant(cards[i], kw, til) end\n"
                        "    end\n"
                        "  end\n"
                        "end") != LUA_OK)
        bad(r, "%s", lua_tostring(L, -1));
    int gains = it_gains(m);
    lua_pushstring(L, m->it_act != IT_MOD ? IT_NAMES[m->it_act].word : gains ? "grant" : "ap");
    if (m->it_act == IT_DAMAGE)
        lua_pushinteger(L, m->it_n);
    else if (m->it_act == IT_MOD && (!gains || m->it_mod != M_KEYWORD))
        lua_pushinteger(L, m->it_amount); /* (AP+N, <Breach N>) */
    else
        lua_pushinteger(L, 0); /* (no nil upvalue: the cells' check wants values) */
    if (gains) { /* the keyword's name, as given (read_gains checked it) */
        lua_getfield(L, opts, gains_key);
        if (lua_istable(L, -1))
            lua_geti(L, -1, 1), lua_remove(L, -2);
    } else {
        lua_pushliteral(L, "");
    }
    lua_pushstring(L, api_until_name(m->it_until));
    lua_pushboolean(L, !m->target); /* (no target: this Unit) */
    for (int i = 0; i < MAX_TARGETS; i++)
        lua_pushboolean(L, i < m->ntargets && m->target[i].list);
    lua_call(L, 5 + MAX_TARGETS, 1);
    keep_fn(r, m, EF_RUN, lua_gettop(L), it_name(m));
    lua_pop(L, 1);
}

/* The function of a declared action, for when it must ask (api_declared_action):
 * e:draw(n), e:deploy_token(number) or e:shield_to_hand(), made here. */
static void action_fn(const reading *r, effmeta *m, int opts)
{
    static const char *const keys[] = {NULL, "draw", "deploy_token", "shield_to_hand",
                                       "deck_to_trash", "this_to_hand"};
    lua_State *L = r->L;
    const char *src =
        m->act == ACT_DECK_TO_TRASH
            ? "local a, n = ... return function(e)\n"
              "  for _, c in ipairs(e:deck_top(n)) do e:to_trash(c) end\n"
              "end"
        : m->act == ACT_THIS_TO_HAND
            ? "local a, n = ... return function(e) return e:to_hand(e.card) end"
            : "local a, n, o = ...\n"
              "return function(e) if o then return e[a](e, n, o) end "
              "return e[a](e, n) end";
    if (luaL_loadstring(L, src) != LUA_OK)
        bad(r, "%s", lua_tostring(L, -1));
    lua_pushstring(L, keys[m->act]);
    if (m->act == ACT_SHIELD_TO_HAND || m->act == ACT_THIS_TO_HAND)
        lua_pushnil(L);
    else if (m->act == ACT_TOKEN) /* (its number: the table's first, read above) */
        lua_pushstring(L, gcg_carddb_at(api_vm(L)->eng->db, m->act_def)->number);
    else
        lua_getfield(L, opts, keys[m->act]); /* (a number: read above) */
    if (m->act_rested) {
        lua_createtable(L, 0, 1);
        lua_pushboolean(L, 1);
        lua_setfield(L, -2, "rested");
    } else {
        lua_pushnil(L);
    }
    lua_call(L, 3, 1);
    keep_fn(r, m, EF_RUN, lua_gettop(L), keys[m->act]);
    lua_pop(L, 1);
}

/* look_top's pick (at index v): one filter table, or a list of 2 to MAX_ANY_OF of them (a
 * card fits when it passes one: "1 (CB) Unit card/Pilot card"). */
static void read_picks(const reading *r, decl_look *l, int v)
{
    lua_State *L = r->L;
    if (!lua_istable(L, v))
        bad(r, "look_top's pick must be a filter table or a list of 2 to %d of them", MAX_ANY_OF);
    if (lua_rawgeti(L, v, 1) != LUA_TTABLE) { /* one filter */
        lua_pop(L, 1);
        read_filter(r, v, "look_top's pick", NULL, &l->pick[0]);
        l->npick = 1;
        return;
    }
    lua_pop(L, 1);
    lua_Integer n = luaL_len(L, v), keys = 0;
    lua_pushnil(L);
    while (lua_next(L, v))
        lua_pop(L, 1), keys++;
    if (n < 2 || n > MAX_ANY_OF || keys != n)
        bad(r, "look_top's pick: a list of 2 to %d filter tables and nothing else", MAX_ANY_OF);
    for (int i = 0; i < n; i++) {
        if (lua_rawgeti(L, v, i + 1) != LUA_TTABLE)
            bad(r, "look_top's pick %d must be a filter table", i + 1);
        l->npick = (uint8_t)(i + 1);
        read_filter(r, lua_gettop(L), "look_top's pick", NULL, &l->pick[i]);
        lua_pop(L, 1);
    }
}

/* look_top = { N, "prompt", pick = FILTER | { FILTER, ... } }: "Look at the top N cards of
 * your deck. You may reveal 1 <pick> card among them and add it to your hand. Return the
 * remaining cards randomly to the bottom of your deck.", done in C (api_look.c).  N is 1
 * to 10; the prompt is the question's.  Checked here. */
static void read_look(const reading *r, effmeta *m, int v)
{
    lua_State *L = r->L;
    if (!lua_istable(L, v))
        bad(r, "look_top must be a table like { 3, \"You may reveal 1 (Zeon) Unit card and add "
               "it to your hand\", pick = { type = \"unit\", trait = \"Zeon\" } }");
    decl_look *l = m->look = xcalloc(1, sizeof *l);
    ord_walk w;
    ord_walk_begin(L, v, &w);
    while (ord_walk_next(L, &w)) {
        const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : NULL;
        lua_Integer i = lua_isinteger(L, -2) ? lua_tointeger(L, -2) : 0;
        if (i == 1)
            l->n = (uint8_t)whole(r, -1, "look_top's count", 1, 10);
        else if (i == 2)
            l->prompt = xstrdup(text_of(r, -1, "look_top's prompt", 300));
        else if (k && !strcmp(k, "pick"))
            read_picks(r, l, lua_gettop(L));
        else
            bad(r, "look_top takes its count, its prompt and pick ({ 3, \"You may reveal ...\", "
                   "pick = { ... } }), not %s", k ? k : sbx_tostring(L, -2));
        lua_pop(L, 1);
    }
    if (!l->n || !l->prompt || !l->npick)
        bad(r, "look_top needs its count, its prompt and pick: { 3, \"You may reveal 1 ... and "
               "add it to your hand\", pick = { ... } }");
}

/* The function of a declared look_top (with a target's discard_it before it: "You may
 * discard 1. If you do, ..."), for e:run_main: what the scripts wrote out, step by step. */
static void look_fn(const reading *r, effmeta *m, int opts)
{
    lua_State *L = r->L;
    if (luaL_loadstring(L,
                        "local n, prompt, picks, discard, list = ...\n"
                        "if type(picks[1]) ~= 'table' then picks = { picks } end\n"
                        "return function(e, t)\n"
                        "  if discard then\n"
                        "    if list then\n"
                        "      if #t == 0 then return end\n"
                        "      for i = 1, #t do e:discard_card(t[i]) end\n"
                        "    else\n"
                        "      e:discard_card(t)\n"
                        "    end\n"
                        "  end\n"
                        "  local top = e:deck_top(n)\n"
                        "  e:look(top)\n"
                        "  local fits = {}\n"
                        "  for _, c in ipairs(top) do\n"
                        "    for i = 1, #picks do\n"
                        "      if e:matches(c, picks[i]) then fits[#fits + 1] = c; break end\n"
                        "    end\n"
                        "  end\n"
                        "  local chosen = e:choose_one(prompt, fits, true)\n"
                        "  if chosen then\n"
                        "    e:reveal{ chosen }\n"
                        "    e:to_hand(chosen)\n"
                        "  end\n"
                        "  local rest = {}\n"
                        "  for _, c in ipairs(top) do\n"
                        "    if c ~= chosen then rest[#rest + 1] = c end\n"
                        "  end\n"
                        "  e:to_deck_randomly(rest, 'bottom')\n"
                        "end") != LUA_OK)
        bad(r, "%s", lua_tostring(L, -1));
    lua_pushinteger(L, m->look->n);
    lua_pushstring(L, m->look->prompt);
    lua_getfield(L, opts, "look_top");
    lua_getfield(L, -1, "pick");
    lua_remove(L, -2);
    lua_pushboolean(L, m->it_act == IT_DISCARD);
    lua_pushboolean(L, m->target && m->target[0].list);
    lua_call(L, 5, 1);
    keep_fn(r, m, EF_RUN, lua_gettop(L), "look_top");
    lua_pop(L, 1);
}

/* discard_it = true: "Discard it." -- for a target from the hand only. */
static void check_discard_it(const reading *r, const effmeta *m)
{
    for (int i = 0; m->target && i < m->ntargets; i++)
        if (m->target[i].from != GCG_LOC_HAND)
            bad(r, "discard_it is for a target chosen from the hand (from = \"hand\")");
}

/* look_top is the effect's whole text, or follows a target from the hand with discard_it
 * ("You may discard 1. If you do, look at ..."); its function is made here. */
static void check_look(const reading *r, effmeta *m, int opts)
{
    if (m->fn[EF_RUN] != LUA_NOREF)
        bad(r, "give look_top or the function, not both");
    if (m->act)
        bad(r, "look_top is the effect's whole text: no declared action beside it");
    if (m->target && (m->ntargets != 1 || m->it_act != IT_DISCARD))
        bad(r, "look_top after a target needs one target from the hand with discard_it = true "
               "(\"You may discard 1. If you do, look at ...\")");
    if (!m->target && m->it_act)
        bad(r, "%s beside look_top needs a target", it_name(m));
    look_fn(r, m, opts);
}

/* ------------------------------------------------------------ a second step */

/* The options of a declared second step (decl_step, script.h): read after the others
 * (read_step), for they go together. */
static const char *const step_keys[] = {
    "then_target", "also_target", "also_if", "if_you_do", "then_rest_it", "then_damage_it",
    "then_gets", "then_gains", "then_hand_it", "then_exile_it", NULL};
/* what a then_target gets: then_<one of these> */
static const char *const step_its[] = {"rest_it", "damage_it", "gets", "gains", "hand_it",
                                       "exile_it", NULL};

static int step_key(const char *k)
{
    for (const char *const *w = step_keys; *w; w++)
        if (!strcmp(*w, k))
            return 1;
    return 0;
}

/* Option k of the registration's options (at opts) pushed; 1 if it is given. */
static int step_opt(lua_State *L, int opts, const char *k)
{
    return lua_getfield(L, opts, k) != LUA_TNIL;
}

/* then_<action>: what the then_target gets (exactly one), read as the first target's. */
static void read_step_it(const reading *r, decl_step *st, int opts)
{
    lua_State *L = r->L;
    for (const char *const *w = step_its; *w; w++) {
        char k[32];
        snprintf(k, sizeof k, "then_%s", *w);
        if (step_opt(L, opts, k))
            read_it(r, &st->m, *w, lua_gettop(L));
        lua_pop(L, 1);
    }
    if (!st->m.it_act)
        bad(r, "then_target needs what is done to it: then_rest_it = true, then_damage_it = N, "
               "then_gets = {...}, then_gains = ..., then_hand_it = true or then_exile_it = true");
}

/* then_target = {...} (then_if, if_you_do, then_<action>) or also_target = {...} (also_if):
 * a declared second step (decl_step), after the declared target and what it gets. */
static void read_step(const reading *r, effmeta *m, int opts)
{
    lua_State *L = r->L;
    int then_t = step_opt(L, opts, "then_target"), tv = lua_gettop(L);
    int also_t = step_opt(L, opts, "also_target"), av = lua_gettop(L);
    if (!then_t && !also_t) {
        for (const char *const *w = step_keys; *w; w++) {
            if (step_opt(L, opts, *w))
                bad(r, "%s belongs to a second step: give then_target = { ... } (or "
                       "also_target, with also_if)", *w);
            lua_pop(L, 1);
        }
        lua_pop(L, 2);
        return;
    }
    const char *key = then_t ? "then_target" : "also_target";
    if (then_t && also_t)
        bad(r, "then_target or also_target, not both");
    if (!m->target || !m->it_act)
        bad(r, "%s is a second step: give the first, target = { ... } and what it gets "
               "(rest_it, damage_it, gets, gains, hand_it, exile_it)", key);
    if (m->act)
        bad(r, "%s with a declared action (draw, shield_to_hand): not both", key);
    if (m->look)
        bad(r, "%s with look_top: not both", key);
    decl_step *st = m->step2 = xcalloc(1, sizeof *st);
    for (int k = 0; k < EF_COUNT; k++)
        st->m.fn[k] = LUA_NOREF;
    st->m.kind = m->kind;
    st->m.event = NONE8;
    st->m.target = xcalloc(1, sizeof *st->m.target);
    st->m.ntargets = 1;
    read_one_target(r, st->m.target, then_t ? tv : av, key);
    st->also = (uint8_t)also_t;
    if (also_t) {
        for (const char *const *w = step_keys; *w; w++) {
            if (!strcmp(*w, "also_target") || !strcmp(*w, "also_if"))
                continue;
            if (step_opt(L, opts, *w))
                bad(r, "%s goes with then_target; also_target's cards get what the first "
                       "target's get (\"choose 1 to 2 ... instead\")", *w);
            lua_pop(L, 1);
        }
        if (m->then_count || m->then_cond)
            bad(r, "also_target's condition is also_if, not then_if");
        if (step_opt(L, opts, "also_if"))
            read_then_if(r, &st->m, lua_gettop(L));
        lua_pop(L, 1);
        st->m.it_act = m->it_act, st->m.it_n = m->it_n, st->m.it_mod = m->it_mod;
        st->m.it_until = m->it_until, st->m.it_amount = m->it_amount;
    } else {
        if (step_opt(L, opts, "also_if"))
            bad(r, "also_if is also_target's condition; then_target's is then_if");
        lua_pop(L, 1);
        if (step_opt(L, opts, "if_you_do"))
            st->if_you_do = (uint8_t)boolean(r, lua_gettop(L), "if_you_do");
        lua_pop(L, 1);
        st->m.then_count = m->then_count, st->m.then_cond = m->then_cond; /* then_if: its */
        m->then_count = NULL, m->then_cond = NULL;
        read_step_it(r, st, opts);
    }
    it_fn(r, &st->m, opts, also_t ? "gains" : "then_gains");
    lua_pop(L, 2);
}

/* One option (key at -2, value at -1) of a registration of group r->group. */
static void read_option(const reading *r, effmeta *m, const char *k, int v)
{
    lua_State *L = r->L;
    unsigned g = r->group, in_play = G_TRIGGER | G_ACTIVATED | G_CONSTANT;
#define ALLOWED(groups) ((g & (groups)) != 0)
    if (!strcmp(k, "run") && ALLOWED(G_TRIGGER | G_COMMAND | G_ACTIVATED)) {
        keep_fn(r, m, EF_RUN, v, "run");
    } else if ((!strcmp(k, "draw") || !strcmp(k, "deploy_token") ||
                !strcmp(k, "shield_to_hand") || !strcmp(k, "deck_to_trash") ||
                !strcmp(k, "this_to_hand")) &&
               ALLOWED(G_TRIGGER | G_COMMAND | G_ACTIVATED)) {
        read_action(r, m, k, v);
    } else if (!strcmp(k, "pay") && ALLOWED(G_ACTIVATED | G_ALT)) {
        bad(r, "pay is not an option: declare the cost (discard = {...}, destroy = {...}, "
               "exile = {...}, rest = {...}: docs/scripting.md, \"Costs besides ①\")");
    } else if (!strcmp(k, "target") && ALLOWED(G_TRIGGER | G_COMMAND | G_ACTIVATED)) {
        read_target(r, m, v);
    } else if (!strcmp(k, "condition")) {
        read_condition(r, m, v);
    } else if ((!strcmp(k, "rest_it") || !strcmp(k, "damage_it") || !strcmp(k, "gets") ||
                !strcmp(k, "gains") || !strcmp(k, "discard_it") || !strcmp(k, "hand_it") ||
                !strcmp(k, "exile_it")) &&
               ALLOWED(G_TRIGGER | G_COMMAND | G_ACTIVATED)) {
        read_it(r, m, k, v);
    } else if (!strcmp(k, "then_if") && ALLOWED(G_TRIGGER | G_COMMAND | G_ACTIVATED)) {
        read_then_if(r, m, v);
    } else if (!strcmp(k, "look_top") && ALLOWED(G_TRIGGER | G_COMMAND | G_ACTIVATED)) {
        read_look(r, m, v);
    } else if (step_key(k) && ALLOWED(G_TRIGGER | G_COMMAND | G_ACTIVATED)) {
        /* a second step's: read_step reads them together, after the rest */
    } else if (!strcmp(k, "during") && ALLOWED(in_play)) {
        const char *d = lua_type(L, v) == LUA_TSTRING ? lua_tostring(L, v) : "";
        if (strcmp(d, "pair") && strcmp(d, "link"))
            bad(r, "during must be \"pair\" or \"link\"");
        uint8_t during = !strcmp(d, "pair") ? 1 : 2;
        if (m->during && m->during != during)
            bad(r, "during is \"%s\" here", m->during == 1 ? "pair" : "link");
        m->during = during;
    } else if (!strcmp(k, "pilot") && ALLOWED(in_play)) {
        if (!lua_istable(L, v))
            bad(r, "pilot must be a filter table like { trait = \"Zeon\" }");
        read_filter(r, v, "pilot", NULL, &m->pilot);
        m->flags |= EM_PILOT;
    } else if (!strcmp(k, "unit") && ALLOWED(G_ALT)) {
        /* "When playing this card from your hand and pairing it with a Unit with ..." */
        if (!lua_istable(L, v))
            bad(r, "unit must be a filter table like { name = \"Gundam NT-1\" }");
        read_filter(r, v, "unit", NULL, &m->pilot);
        m->flags |= EM_PAIR_UNIT;
    } else if (!strcmp(k, "once_per_turn") && ALLOWED(G_TRIGGER | G_ACTIVATED | G_CONSTANT)) {
        m->flags |= boolean(r, v, k) ? EM_ONCE : 0;
    } else if (!strcmp(k, "rest_self") && ALLOWED(G_ACTIVATED)) {
        m->flags |= boolean(r, v, k) ? EM_REST_SELF : 0;
    } else if (!strcmp(k, "any_turn") && ALLOWED(G_TURN)) {
        m->flags |= boolean(r, v, k) ? EM_ANY_TURN : 0;
    } else if (!strcmp(k, "filter") && ALLOWED(G_EVENT)) {
        keep_fn(r, m, EF_FILTER, v, "filter");
        m->flags |= EM_FILTER;
    } else if (!strcmp(k, "cost") && ALLOWED(G_ACTIVATED | G_ALT)) {
        m->cost = (uint8_t)whole(r, v, k, 0, 99);
    } else if (!strcmp(k, "cost") && ALLOWED(G_CONSTANT)) {
        number_or_fn(r, m, v, k, EF_COST, EM_COST_FN, &m->cost_mod);
    } else if (!strcmp(k, "level") && ALLOWED(G_ALT)) {
        m->level = (uint8_t)whole(r, v, k, 0, 99);
    } else if (!strcmp(k, "ap") && ALLOWED(G_CONSTANT)) {
        number_or_fn(r, m, v, k, EF_AP, EM_AP_FN, &m->ap);
    } else if (!strcmp(k, "hp") && ALLOWED(G_CONSTANT)) {
        number_or_fn(r, m, v, k, EF_HP, EM_HP_FN, &m->hp);
    } else if (!strcmp(k, "keywords") && ALLOWED(G_CONSTANT)) {
        read_keywords(r, m, v);
    } else if (!strcmp(k, "cant") && ALLOWED(G_CONSTANT)) {
        read_cant(r, m, v);
    } else if (!strcmp(k, "applies") && ALLOWED(G_CONSTANT)) {
        if (lua_type(L, v) == LUA_TFUNCTION)
            keep_fn(r, m, EF_APPLIES, v, "applies");
        else if (lua_istable(L, v))
            read_filter(r, v, "applies", NULL, &m->applies)->table = -1;
        else
            bad(r, "applies must be a filter table or a function(e, target)");
        m->flags |= EM_APPLIES;
    } else if (!strcmp(k, "zone") && ALLOWED(G_CONSTANT)) {
        const char *z = lua_type(L, v) == LUA_TSTRING ? lua_tostring(L, v) : "";
        if (strcmp(z, "hand") && strcmp(z, "trash"))
            bad(r, "zone must be \"hand\" or \"trash\" (a constant of the card in its "
                   "owner's hand or trash)");
        m->flags |= !strcmp(z, "hand") ? EM_HAND : EM_TRASH;
    } else if (!strcmp(k, "attack_active") && ALLOWED(G_CONSTANT)) {
        keep_fn(r, m, EF_ATTACK_ACTIVE, v, k);
        m->flags |= EM_ATTACK_ACTIVE;
    } else if (!strcmp(k, "prevent_damage") && ALLOWED(G_CONSTANT)) {
        keep_fn(r, m, EF_PREVENT, v, k);
        m->flags |= EM_PREVENT;
    } else if (!strcmp(k, "protect_ap") && ALLOWED(G_CONSTANT)) {
        keep_fn(r, m, EF_PROTECT_AP, v, k);
        m->flags |= EM_PROTECT_AP;
    } else if (!strcmp(k, "text")) {
        m->text = xstrdup(text_of(r, v, "text", 300));
    } else if (meta_option_known(k, g == G_CONSTANT)) {
        /* a newer mechanism's: script_meta.c reads it (meta_read) */
    } else {
        bad(r, "unknown option '%s' (docs/scripting.md lists what each registration takes)", k);
    }
#undef ALLOWED
}

static const struct { const char *name; uint8_t kind; unsigned group; } kinds[] = {
    {"deploy", EK_DEPLOY, G_TRIGGER}, {"attack", EK_ATTACK, G_TRIGGER},
    {"destroyed", EK_DESTROYED, G_TRIGGER}, {"when_paired", EK_WHEN_PAIRED, G_TRIGGER},
    {"when_linked", EK_WHEN_LINKED, G_TRIGGER}, {"burst", EK_BURST, G_TRIGGER},
    {"turn_start", EK_TURN_START, G_TRIGGER | G_TURN},
    {"turn_end", EK_TURN_END, G_TRIGGER | G_TURN},
    {"event", EK_EVENT, G_TRIGGER | G_EVENT}, {"main", EK_MAIN, G_COMMAND},
    {"main_action", EK_MAIN, G_COMMAND}, {"action", EK_ACTION, G_COMMAND},
    {"act_main", EK_ACT_MAIN, G_ACTIVATED}, {"act_action", EK_ACT_ACTION, G_ACTIVATED},
    {"constant", EK_CONSTANT, G_CONSTANT}, {"alt_play", EK_ALT_PLAY, G_ALT},
};

static const struct { const char *n; int k; } events[] = {
    {"deployed", EV_DEPLOY}, {"destroyed", EV_DESTROYED}, {"attack", EV_ATTACK},
    {"paired", EV_PAIR}, {"linked", EV_LINK}, {"rested", EV_RESTED},
    {"set_active", EV_ACTIVE}, {"damaged", EV_DAMAGE}, {"shield_destroyed", EV_SHIELD_BROKEN},
    {"battle_end", EV_BATTLE_END}, {"drawn", EV_DRAW}, {"discarded", EV_DISCARD},
    {"played", EV_PLAY}, {"blocked", EV_BLOCK}, {"battle_destroyed", EV_BATTLE_KILL},
    {"moved", EV_MOVED}, {"recovered", EV_RECOVER}, {"supported", SEV_SUPPORTED},
};

/* card:on's event name (at index v). */
static uint8_t read_event(const reading *r, int v)
{
    const char *name = lua_type(r->L, v) == LUA_TSTRING ? lua_tostring(r->L, v) : NULL;
    for (size_t i = 0; name && i < sizeof events / sizeof events[0]; i++)
        if (!strcmp(events[i].n, name))
            return (uint8_t)events[i].k;
    int more = event_kind_more(name); /* the newer events (script_meta.c) */
    if (more >= 0)
        return (uint8_t)more;
    char list[600] = "";
    for (size_t i = 0; i < sizeof events / sizeof events[0]; i++)
        snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", i ? ", " : "",
                 events[i].n);
    snprintf(list + strlen(list), sizeof list - strlen(list), ", %s", EVENT_NAMES_MORE);
    bad(r, "unknown event %s%s%s (events: %s)", name ? "'" : "",
        name ? name : luaL_typename(r->L, v), name ? "'" : "", list);
    return 0;
}

/* Read registration record `rec` (index) of the script at path into m. */
static void read_registration(lua_State *L, int rec, const char *path, effmeta *m)
{
    memset(m, 0, sizeof *m);
    for (int k = 0; k < EF_COUNT; k++)
        m->fn[k] = LUA_NOREF;
    m->event = NONE8;
    reading r = {L, path, 0, "card", 0};
    lua_getfield(L, rec, "where");
    r.line = (int)lua_tointeger(L, -1);
    lua_getfield(L, rec, "method");
    r.method = lua_tostring(L, -1);
    lua_getfield(L, rec, "kind");
    const char *kind = lua_tostring(L, -1);
    for (size_t i = 0; kind && i < sizeof kinds / sizeof kinds[0]; i++)
        if (!strcmp(kinds[i].name, kind)) {
            m->kind = kinds[i].kind;
            r.group = kinds[i].group;
            if (!strcmp(kind, "main_action"))
                m->flags |= EM_ALSO_ACTION;
        }
    if (!r.group || !r.method)
        bad(&r, "not a registration of card.lua's");
    lua_pop(L, 1); /* (the method's name stays, for r.method) */
    /* the options, every one */
    lua_getfield(L, rec, "opts");
    int opts = lua_gettop(L);
    ord_walk w; /* (in a fixed order: of two bad options, the same one named in every VM) */
    ord_walk_begin(L, opts, &w);
    while (ord_walk_next(L, &w)) {
        if (lua_type(L, -2) != LUA_TSTRING)
            bad(&r, "the options table has an item [%s]: give options by name (run = ..., "
                    "target = ...)", sbx_tostring(L, -2));
        read_option(&r, m, lua_tostring(L, -2), lua_gettop(L));
        lua_pop(L, 1);
    }
    /* the function given first, the event, the constant's "pair" or "link" */
    lua_getfield(L, rec, "fn");
    if (!lua_isnil(L, -1)) {
        if (r.group & (G_CONSTANT | G_ALT))
            bad(&r, "give a table, not a function");
        keep_fn(&r, m, EF_RUN, lua_gettop(L), "the function");
    }
    lua_getfield(L, rec, "extra");
    if (m->kind == EK_EVENT) {
        m->event = read_event(&r, lua_gettop(L));
    } else if (lua_type(L, -1) == LUA_TSTRING) { /* card:during_pair / card:during_link */
        uint8_t during = !strcmp(lua_tostring(L, -1), "pair") ? 1 : 2;
        if (m->during && m->during != during)
            bad(&r, "during is \"%s\" here", m->during == 1 ? "pair" : "link");
        m->during = during;
    }
    if (m->it_act == IT_DISCARD)
        check_discard_it(&r, m);
    if (m->look)
        check_look(&r, m, opts); /* (its function made there: not it_fn's) */
    if (m->it_act && !m->look) {
        if (!m->target && m->it_act != IT_MOD)
            bad(&r, "%s is done to the declared target: give target = { ... }", it_name(m));
        if (!m->target && (r.group & G_COMMAND))
            bad(&r, "%s with no target is for this Unit, and a Command has none: give "
                    "target = { ... }", it_name(m));
        if (m->fn[EF_RUN] != LUA_NOREF)
            bad(&r, "give %s or the function, not both", it_name(m));
        it_fn(&r, m, opts, "gains");
    }
    if (m->act && m->fn[EF_RUN] != LUA_NOREF) {
        /* "X. Then, ...": the action first, in C, then the rest (then_if, target, run) */
        if (m->act == ACT_TOKEN)
            bad(&r, "deploy_token with a function: a token may ask (a full battle area), so "
                    "deploy it in the function (e:deploy_token); draw and shield_to_hand may "
                    "come before one");
        m->act_then = 1;
    } else if (m->act) {
        if (m->target)
            bad(&r, "a declared action with a target needs the function after it: run = "
                    "function(e, target) ... end (\"Add 1 of your Shields to your hand. Then, "
                    "choose ...\")");
        action_fn(&r, m, opts);
    }
    read_step(&r, m, opts); /* then_target = {...}, also_target = {...} (decl_step) */
    if ((m->then_count || m->then_cond) && !m->act_then)
        bad(&r, "then_if is the \"Then, if ...\" after a declared action (draw, shield_to_hand) "
                "that a function follows");
    if (!(r.group & (G_CONSTANT | G_ALT)) && m->fn[EF_RUN] == LUA_NOREF)
        bad(&r, "give the function: %s(function(e) ... end) or %s{ ..., run = function(e) ... end }",
            r.method, r.method);
    if (m->target && m->kind == EK_CONSTANT)
        bad(&r, "a constant effect has no target");
    if ((r.group & G_COMMAND) && (m->fn[EF_CONDITION] != LUA_NOREF || (m->flags & EM_NEVER)))
        bad(&r, "a Command's condition (its \"If ...\", 10-1-8-1-1) is given as a count or in "
                "words (condition = { count = ... }), not as %s",
            m->fn[EF_CONDITION] != LUA_NOREF ? "a function" : "false");
    if (meta_read(L, opts, m) != 0) /* the newer mechanisms' options (script_meta.c) */
        bad(&r, "%s", lua_tostring(L, -1));
    lua_settop(L, rec);
}

/* In a protected call: (list of registrations, script_info, path). */
static int read_registrations(lua_State *L)
{
    script_info *info = lua_touserdata(L, 2);
    const char *path = lua_tostring(L, 3);
    lua_Integer n = (lua_Integer)lua_rawlen(L, 1);
    if (n > 60)
        return luaL_error(L, "%s: %lld effects registered: at most 60", path, (long long)n);
    info->eff = xcalloc((size_t)(n ? n : 1), sizeof *info->eff);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_rawgeti(L, 1, i);
        info->neff = (uint8_t)i; /* (what is read so far is freed on an error) */
        read_registration(L, lua_gettop(L), path, &info->eff[i - 1]);
        lua_pop(L, 1);
    }
    return 0;
}

/* ------------------------------------------------------------ the facts */

/* What constant m can change (CA_*): its numbers, functions and newer fields. */
static unsigned constant_aspects(const effmeta *m)
{
    const meta_ext *x = m->ext;
    return (m->ap || (m->flags & (EM_AP_FN | EM_PROTECT_AP)) ? CA_AP : 0) |
           (m->hp || (m->flags & EM_HP_FN) ? CA_HP : 0) |
           (m->cost_mod || (m->flags & EM_COST_FN) ? CA_COST : 0) | (m->cant ? CA_CANT : 0) |
           ((m->flags & EM_LEVEL_FN) ? CA_LEVEL : 0) |
           (x ? (x->rules ? CA_RULES : 0) | (x->level ? CA_LEVEL : 0) |
                    (x->ntraits ? CA_TRAITS : 0)
              : 0);
}

/* The keywords constant m can give (GCG_KW_* bits), amounts computed by functions too. */
static unsigned constant_keywords(const effmeta *m)
{
    return m->keywords | (m->repair ? GCG_KW_REPAIR : 0) | (m->breach ? GCG_KW_BREACH : 0) |
           (m->support ? GCG_KW_SUPPORT : 0) | (m->ext ? m->ext->kw_fns : 0u);
}

static void note_effect(script_info *info, const effmeta *m)
{
    info->kinds |= 1u << m->kind;
    if (m->kind == EK_EVENT && m->event != NONE8)
        info->events |= event_bit(m->event);
    info->eflags |= m->flags;
    if (m->kind != EK_CONSTANT)
        return;
    if (m->hp < 0 || (m->flags & EM_HP_FN))
        info->lowers_hp = 1;
    if (m->flags & EM_HAND) {
        info->hand_constant = 1;
        info->hand_cost_fn |= (m->flags & EM_COST_FN) != 0;
        if (m->cost_mod < 0)
            info->hand_cost_lo += m->cost_mod;
        else
            info->hand_cost_hi += m->cost_mod;
    }
    if (m->flags & EM_APPLIES)
        info->applies_constant = 1;
    meta_note_info(info, m);
    unsigned aspects = constant_aspects(m), keywords = constant_keywords(m);
    if ((m->flags & (EM_APPLIES | EM_SHIELD_AREA)) &&
        !(m->applies && api_filter_tokens_only(m->applies))) {
        /* what it can give another card that is no token (stats.c: most cards of a game
         * whose constants reach others reach tokens only) */
        info->others_aspects |= (uint8_t)aspects;
        info->others_keywords |= keywords;
    }
    /* "This Unit can't ..." and nothing else: a fact of the card while its constants
     * work (script_static_cant), not an aspect its constants must be computed for */
    int fixed = !m->flags && !m->during && !m->ext && !m->count && !m->cond && !m->pilot &&
                !m->applies && !m->ap && !m->hp && !m->cost_mod && !m->keywords && !m->repair &&
                !m->breach && !m->support && m->cant &&
                !(m->cant & ~(unsigned)(CANT_ATTACK | CANT_ATTACK_PLAYER | CANT_BLOCK |
                                        CANT_BE_BLOCKED));
    if (fixed)
        info->static_cant |= (uint8_t)m->cant;
    info->const_aspects |= (uint8_t)(fixed ? aspects & ~(unsigned)CA_CANT : aspects);
    info->const_keywords |= keywords;
}

/* Could a script with this text refuse a legality check?  A dry run (10-1-8-1-1,
 * 10-2-2) is refused only by e:choose, e:choose_one or e:choose_player with nothing
 * to choose and by e:run_main / e:run_action (api: SCRIPT_DRY_NO); an action ends it with a yes.  So a text
 * that names none of them -- nor `load`, which could bring in one that does --
 * passes every dry run that does not fail, and its effects are offered with no
 * call into Lua, as a declared target's are.  Comments do not count (card text
 * quoted in one, "can't choose the enemy player", is no call); strings do
 * (conservative: `e["choose"]`).  (A script that builds a method's name at run
 * time is not seen through; checking builds still make its dry runs and report a
 * refusal.) */
static size_t long_bracket(const char *p); /* below */

/* Past the closing long bracket of `level` '='s ("]]", "]==]") of a long string or
 * comment whose text begins at p (or the end of the text). */
static char *past_long(char *p, size_t level)
{
    for (; *p; p++)
        if (*p == ']' && strspn(p + 1, "=") == level && p[level + 1] == ']')
            return p + level + 2;
    return p;
}

/* The text with its comments blanked out (spaces; line breaks kept), as Lua's
 * lexer reads them: "--" outside a string, to the end of the line, or "--[[ ... ]]"
 * / "--[==[ ... ]==]".  Strings ('...', "...", [[...]], [=[...]=]) are kept. */
static char *code_only(const char *text)
{
    char *out = xstrdup(text);
    char *p = out;
    while (*p) {
        if (*p == '\'' || *p == '"') { /* a short string: to its closing quote */
            char q = *p++;
            while (*p && *p != q && *p != '\n') {
                if (*p == '\\' && p[1])
                    p++;
                p++;
            }
            if (*p == q)
                p++;
        } else if (*p == '[' && long_bracket(p)) { /* a long string */
            p = past_long(p + long_bracket(p), long_bracket(p) - 2);
        } else if (p[0] == '-' && p[1] == '-') { /* a comment */
            size_t open = p[2] == '[' ? long_bracket(p + 2) : 0;
            char *end = open ? past_long(p + 2 + open, open - 2) : p + strcspn(p, "\n");
            for (; p < end; p++)
                if (*p != '\n')
                    *p = ' ';
        } else {
            p++;
        }
    }
    return out;
}

/* "[[" or "[=*[" at p: its length; else 0. */
static size_t long_bracket(const char *p)
{
    size_t eq = strspn(p + 1, "=");
    return p[0] == '[' && p[1 + eq] == '[' ? eq + 2 : 0;
}

static int text_may_refuse(const char *all)
{
    char *text = code_only(all);
    int refuses = 0;
    static const char *const names[] = {"choose", "choose_one", "choose_player", "run_main",
                                        "run_action", "load"};
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
        size_t n = strlen(names[k]);
        for (const char *at = strstr(text, names[k]); at; at = strstr(at + 1, names[k])) {
            int before = at > text && (isalnum((unsigned char)at[-1]) || at[-1] == '_');
            int after = isalnum((unsigned char)at[n]) || at[n] == '_';
            if (!before && !after)
                refuses = 1;
        }
    }
    free(text);
    return refuses;
}

/* What an effect's record holds (and its second step's, an effmeta of its own); its
 * functions let go of when the VM lives (L). */
static void effmeta_free(lua_State *L, effmeta *m)
{
    free(m->applies);
    for (int k = 0; m->target && k < m->ntargets; k++) {
        free(m->target[k].f), free(m->target[k].prompt), free(m->target[k].may);
        for (int j = 0; j < MAX_ANY_OF; j++)
            free(m->target[k].any_of[j]);
    }
    free(m->target);
    free(m->count);
    if (m->cond)
        free(m->cond->self), free(m->cond->pilot), free(m->cond);
    free(m->then_count);
    if (m->then_cond)
        free(m->then_cond->self), free(m->then_cond->pilot), free(m->then_cond);
    free(m->pilot);
    free(m->text);
    meta_ext_free(m->ext);
    if (m->look) {
        for (int j = 0; j < MAX_ANY_OF; j++)
            free(m->look->pick[j]);
        free(m->look->prompt), free(m->look);
    }
    if (m->step2) {
        effmeta_free(L, &m->step2->m);
        free(m->step2);
    }
    for (int k = 0; L && k < EF_COUNT; k++)
        if (m->fn[k] > 0)
            luaL_unref(L, LUA_REGISTRYINDEX, m->fn[k]);
}

void script_info_clear(lua_State *L, script_info *info)
{
    for (int i = 0; info->eff && i < info->neff; i++)
        effmeta_free(L, &info->eff[i]);
    if (L && info->cells > 0)
        luaL_unref(L, LUA_REGISTRYINDEX, info->cells);
    free(info->eff);
    free(info->load_error);
    memset(info, 0, sizeof *info);
    info->cells = LUA_NOREF;
}

/* The script of def did not load: a card without effects, the reason kept. */
static void load_failed(struct script_vm *vm, int def, const char *path, const char *why)
{
    script_info *info = &vm->info[def];
    const gcg_card_def *d = gcg_carddb_at(vm->eng->db, def);
    script_info_clear(vm->L, info);
    info->loaded = 1;
    strbuf b;
    sb_init(&b);
    sb_printf(&b, "card %s: script %s does not load: %s", d->number, path, why ? why : "error");
    info->load_error = sb_take(&b);
    fprintf(stderr, "gcg: %s\n", info->load_error);
}

/* Run the script of def (its file at path) in a new environment with its card
 * object, and read what it registered.  Leaves on the stack: the environment,
 * the card object (what vm_seal starts from).  Returns NULL, or why it failed. */
static const char *run_and_read(struct script_vm *vm, int def, const char *path, char **text)
{
    lua_State *L = vm->L;
    const gcg_card_def *d = gcg_carddb_at(vm->eng->db, def);
    vm_push_env(vm);
    int env = lua_gettop(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, vm->ref_new_card);
    lua_pushstring(L, d->number);
    if (vm_pcall_loading(vm, 1, 2) != LUA_OK)
        return lua_tostring(L, -1);
    int card = env + 1, list = env + 2;
    lua_pushvalue(L, card);
    lua_setfield(L, env, "card");
    if (vm_run_file(vm, path, env, 0, text) != LUA_OK)
        return lua_tostring(L, -1);
    lua_pushcfunction(L, read_registrations);
    lua_pushvalue(L, list);
    lua_pushlightuserdata(L, &vm->info[def]);
    lua_pushstring(L, path);
    if (vm_pcall_loading(vm, 3, 0) != LUA_OK)
        return lua_tostring(L, -1);
    lua_settop(L, card);
    return NULL;
}

/* Seal what the script made (env and card object at the stack's top): they,
 * its effects' functions and all they reach.  Returns NULL, or why it failed. */
static const char *seal_script(struct script_vm *vm, script_info *info, const char *text)
{
    lua_State *L = vm->L;
    int env = lua_gettop(L) - 1, n = 2;
    lua_pushvalue(L, env + 1);
    lua_pushvalue(L, env);
    for (int i = 0; i < info->neff; i++)
        for (int k = 0; k < EF_COUNT; k++)
            if (info->eff[i].fn[k] > 0) {
                luaL_checkstack(L, 1, "sealing a script");
                lua_rawgeti(L, LUA_REGISTRYINDEX, info->eff[i].fn[k]);
                n++;
            }
    info->cells = vm_seal(vm, n, env, text);
    return info->cells == LUA_REFNIL ? lua_tostring(L, -1) : NULL;
}

/* What a script keeps once it has loaded is capped (SCRIPT_LOAD_HOLD): more
 * than that over the VM's size before it loaded, after a full collection, and
 * it does not load.  NULL, or why (a message on the stack). */
static const char *keeps_too_much(struct script_vm *vm, size_t before)
{
    if (vm->mem <= before + SCRIPT_LOAD_HOLD)
        return NULL;
    lua_gc(vm->L, LUA_GCCOLLECT, 0);
    if (vm->mem <= before + SCRIPT_LOAD_HOLD)
        return NULL;
    lua_pushfstring(vm->L, "the script keeps %d KiB once loaded (at most %d KiB)",
                    (int)((vm->mem - before) >> 10), (int)(SCRIPT_LOAD_HOLD >> 10));
    return lua_tostring(vm->L, -1);
}

/* Load the script of def; fills its script_info. */
static void load_script(struct script_vm *vm, int def)
{
    lua_State *L = vm->L;
    script_info *info = &vm->info[def];
    const gcg_card_def *d = gcg_carddb_at(vm->eng->db, def);
    char path[1400];
    info->loaded = 1;
    info->cells = LUA_NOREF;
    if (!find_script(vm, d, path, sizeof path))
        return;
    vm->paths[def] = xstrdup(path);
    int top = lua_gettop(L);
    /* (A script may first load in the middle of another's call -- a token
     * deployed: the engine's own work here is not that call's to pay for.) */
    int limited = vm->limited;
    vm->limited = 0;
    size_t before = vm->mem;
    char *text = NULL;
    const char *why = run_and_read(vm, def, path, &text);
    if (!why)
        why = seal_script(vm, info, text);
    if (!why)
        why = keeps_too_much(vm, before);
    if (why) {
        load_failed(vm, def, path, why);
    } else {
        for (int i = 0; i < info->neff; i++)
            note_effect(info, &info->eff[i]);
        info->constant = (info->kinds & (1u << EK_CONSTANT)) != 0;
        info->never_refuses = text && !text_may_refuse(text);
        info->play_idx[0] = (uint8_t)script_info_effect(info, EK_MAIN, 0);
        info->play_idx[1] = (uint8_t)script_info_effect(info, EK_ACTION, 1);
        info->reads_history = !text || strstr(text, "this_turn") != NULL;
        info->has = 1;
    }
    free(text);
    lua_settop(L, top);
    vm_settled(vm);
    vm->limited = limited;
}

const script_info *script_info_load(gcg_engine *eng, int def)
{
    struct script_vm *vm = eng->vm;
    if (def < 0 || def >= vm->ndefs) {
        static const script_info none = {.loaded = 1, .cells = LUA_NOREF};
        return &none;
    }
    if (!vm->info[def].loaded)
        load_script(vm, def);
    return &vm->info[def];
}

const card_facts *script_facts_load(gcg_engine *eng, int def)
{
    const script_info *i = script_info_of(eng, def);
    card_facts *f = &eng->facts[def];
    f->kinds = i->has ? i->kinds : 0;
    f->const_aspects = i->const_aspects;
    f->const_keywords = (uint16_t)i->const_keywords;
    f->static_cant = i->has ? i->static_cant : 0;
    int plain = (f->type == GCG_UNIT || f->type == GCG_BASE) && !i->hand_constant &&
                !(f->kinds & (1u << EK_ALT_PLAY));
    int action = f->type == GCG_COMMAND && (f->timings & GCG_TIMING_ACTION);
    f->script = (uint8_t)(SF_KNOWN | (i->constant ? SF_CONSTANT : 0) |
                          (i->hand_constant ? SF_HAND_CONSTANT : 0) |
                          (i->applies_constant ? SF_APPLIES_CONSTANT : 0) |
                          (plain ? SF_PLAIN_PLAY : 0) | (action ? SF_ACTION_COMMAND : 0) |
                          (i->trash_constant ? SF_TRASH_CONSTANT : 0));
    return f;
}

/* The game has a card whose script does not load: its reports say so, once, so
 * that a test with the card fails on it (scenario harness, gcg sim). */
static void report_load_error(gcg_game *g, const char *msg)
{
    for (int k = 0; k < g->nscript_errors; k++)
        if (!strcmp(g->script_errors[k], msg))
            return;
    game_report(g, msg);
}

void script_note_card(gcg_game *g, int def)
{
    const script_info *i = script_info_of(g->eng, def);
    const card_facts *f = script_facts(g->eng, def);
    int hpless = f->hp <= 0 && (f->type == GCG_UNIT || f->type == GCG_UNIT_TOKEN ||
                                f->type == GCG_BASE || f->type == GCG_EX_BASE);
    if ((hpless && !g->listen.hpless) || (i->lowers_hp && !g->listen.lowers_hp))
        g->quiet_ok = 0; /* rules management reads more from now on (rules.c) */
    g->listen.hpless |= hpless;
    g->listen.kinds |= i->kinds;
    g->listen.events |= i->events;
    g->listen.eflags |= i->eflags;
    g->listen.lowers_hp |= i->lowers_hp;
    g->listen.const_aspects |= i->const_aspects;
    g->listen.const_keywords |= i->const_keywords;
    g->listen.static_cant |= i->static_cant;
    if (i->applies_constant) {
        g->listen.applies_aspects |= i->const_aspects;
        g->listen.applies_keywords |= i->const_keywords;
        g->listen.others_aspects |= i->others_aspects;
        g->listen.others_keywords |= i->others_keywords;
    }
    if (i->reads_history)
        g->listen.history |= EVENTS_KEPT; /* what happened this turn (e:this_turn) */
    g->listen.events |= script_events_derived(i->events);
    if (i->load_error) /* (rare: once a game) */
        report_load_error(g, i->load_error);
    if (f->type == GCG_PILOT || f->type == GCG_COMMAND)
        g->listen.pilot_keywords |= f->keywords;
}

const char *script_path_of(gcg_engine *eng, int def)
{
    script_info_of(eng, def);
    return def >= 0 && def < eng->vm->ndefs ? eng->vm->paths[def] : NULL; /* (a Unit form: none) */
}

const char *gcg_engine_card_script(gcg_engine *eng, int index)
{
    const script_info *i = script_info_of(eng, index);
    return i->has ? eng->vm->paths[index] : NULL;
}

const char *gcg_engine_card_script_error(gcg_engine *eng, int index)
{
    return script_info_of(eng, index)->load_error;
}

void script_rule_text(gcg_engine *eng, int def, int idx, char *buf, size_t n)
{
    const script_info *info = script_info_of(eng, def);
    const effmeta *m = info->has && idx >= 1 && idx <= info->neff ? &info->eff[idx - 1] : NULL;
    if (!m) {
        snprintf(buf, n, "effect %d of its script", idx);
        return;
    }
    if (m->text) {
        snprintf(buf, n, "%s", m->text);
        return;
    }
    size_t len = 0;
    buf[0] = 0;
#define SAY(...) (len += (size_t)snprintf(buf + len, len < n ? n - len : 0, __VA_ARGS__))
    if (m->flags & EM_ATTACK_ACTIVE)
        SAY("%sit may choose an active enemy Unit as its attack target", len ? "; " : "");
    if (m->flags & EM_PREVENT)
        SAY("%sit can't receive some damage", len ? "; " : "");
    if (m->flags & EM_PROTECT_AP)
        SAY("%sits AP can't be reduced by some effects", len ? "; " : "");
    if (m->cant)
        SAY("%sit can't %s", len ? "; " : "",
            m->cant & CANT_ATTACK ? "attack" : m->cant & CANT_BLOCK ? "block"
            : m->cant & CANT_ATTACK_PLAYER ? "attack a player" : "be blocked");
    if (m->ap || m->hp)
        SAY("%sAP%+d HP%+d", len ? "; " : "", m->ap, m->hp);
    if (m->keywords || m->repair || m->breach || m->support)
        SAY("%sit gains keywords", len ? "; " : "");
#undef SAY
    if (!buf[0])
        snprintf(buf, n, "effect %d of its script", idx);
}
