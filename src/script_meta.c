/*
 * script_meta.c -- reading, when a script loads, the registration fields of the
 * mechanisms added to the script API for the newer sets (docs/scripting.md):
 * what a triggered effect's event must carry (card = "self", source = {...},
 * battle = true, by_effect = true, from = "trash"), the costs chosen when an
 * effect resolves (exile = {...}, rest = {...}, discard = {...}, destroy = {...},
 * destroy_self, to_deck_self, development = N), and the constants' newer fields (level, traits, lure,
 * deploys_rested, attack_units_on_deploy_turn, reduce_damage, prevent_destroy,
 * rest_instead, shield_area, also_named, zone = "trash", keyword amounts given
 * by functions, and the "can't" words "be set active" and "be paired").
 *
 * They are read once into the effect's meta_ext (script.h), and their functions
 * kept in the registry (effmeta.fn), so that the hot paths decide them in C; a
 * bad field is an error naming it, and the script does not load.  script_load.c
 * accepts the option names meta_option_known lists, then calls meta_read on the
 * registration's options for each effect and meta_note_info for what the card as
 * a whole then has.
 */
#include <lauxlib.h>
#include <stdlib.h>
#include <string.h>
#include "narrate.h"
#include "script_vm.h"
#include "util.h"

int event_kind_more(const char *name)
{
    static const struct { const char *n; int k; } evn[] = {
        {"resource_placed", EV_RESOURCE}, {"ex_resource_spent", EV_EX_SPENT},
        {"paid", EV_PAID}, {"command_activated", EV_COMMAND}, {"ap_changed", SEV_AP_CHANGED},
        {"shield_area_destroyed", SEV_SHIELD_AREA}, {"retargeted", EV_RETARGET},
    };
    for (size_t i = 0; name && i < sizeof evn / sizeof evn[0]; i++)
        if (!strcmp(evn[i].n, name))
            return evn[i].k;
    return -1;
}

int meta_option_known(const char *k, int constant)
{
    static const char *const of_constant[] = {
        "level", "reduce_damage", "lure", "deploys_rested", "attack_units_on_deploy_turn",
        "prevent_destroy", "rest_instead", "shield_area", "traits", "also_named", NULL};
    static const char *const of_effect[] = {
        "part_of", "card", "card2", "source", "battle", "by_effect", "from", "exile", "rest",
        "discard", "destroy", "development", "destroy_self", "to_deck_self", "may", "rest_self",
        NULL};
    for (const char *const *w = constant ? of_constant : of_effect; *w; w++)
        if (!strcmp(*w, k))
            return 1;
    return 0;
}

/* The function at the stack's top kept as the effect's function ef (popped). */
static void keep(lua_State *L, effmeta *m, int ef)
{
    lua_pushvalue(L, -1);
    m->fn[ef] = luaL_ref(L, LUA_REGISTRYINDEX);
}

void meta_ext_free(meta_ext *x)
{
    if (!x)
        return;
    free(x->card_f);
    free(x->card2_f);
    free(x->src_f);
    meta_cost *costs[] = {&x->exile, &x->rest, &x->discard, &x->destroy};
    for (size_t i = 0; i < sizeof costs / sizeof costs[0]; i++) {
        free(costs[i]->f);
        free(costs[i]->prompt);
    }
    for (int i = 0; i < x->ntraits; i++)
        free(x->traits[i]);
    free(x->alias);
    free(x->may);
    free(x);
}

static meta_ext *ext_of(effmeta *m)
{
    if (!m->ext) {
        m->ext = xcalloc(1, sizeof *m->ext);
        m->ext->ev_battle = m->ext->ev_effect = m->ext->ev_from = -1;
    }
    return m->ext;
}

/* A filter table at index ti (with fields of its own in skip) read once into a
 * new api_filter; `where` and `exclude` cannot be matched without a call. */
static struct api_filter *filter_of(lua_State *L, int ti, const char *const *skip,
                                    const char *what)
{
    static const char *const none[] = {NULL};
    api_filter *f = xmalloc(sizeof *f);
    api_filter_compile_but(L, ti, f, skip ? skip : none);
    if (f->where || f->has_exclude) {
        free(f);
        luaL_error(L, "%s: a filter read when the script loads cannot have `where` or "
                      "`exclude`; test that in the function", what);
    }
    return f;
}

/* "self" or a filter table: the event's card or source (card:on options); the
 * table's `other = true`: not this card's Unit ("one of your other Units"). */
static void read_event_card(lua_State *L, int et, const char *k, uint8_t *self,
                            uint8_t *other, struct api_filter **f, effmeta *m)
{
    int t = lua_getfield(L, et, k);
    if (t == LUA_TSTRING && !strcmp(lua_tostring(L, -1), "self")) {
        *self = 1;
    } else if (t == LUA_TTABLE) {
        static const char *const own[] = {"other", NULL};
        int o = lua_getfield(L, -1, "other");
        if (o != LUA_TNIL && o != LUA_TBOOLEAN)
            luaL_error(L, "%s: other must be true or false (true: not this card's Unit)", k);
        *other = (uint8_t)lua_toboolean(L, -1);
        lua_pop(L, 1);
        *f = filter_of(L, lua_gettop(L), own, k);
    } else if (t != LUA_TNIL) {
        luaL_error(L, "%s must be \"self\" (this card's Unit) or a filter table, as in "
                      "{ side = \"enemy\" }", k);
    }
    if (t != LUA_TNIL)
        m->flags |= EM_EVENT_OPTS;
    lua_pop(L, 1);
}

/* battle = true/false, by_effect = true/false: -1 when absent. */
static int8_t read_tristate(lua_State *L, int et, const char *k, effmeta *m)
{
    int t = lua_getfield(L, et, k);
    int8_t v = -1;
    if (t == LUA_TBOOLEAN) {
        v = (int8_t)lua_toboolean(L, -1);
        m->flags |= EM_EVENT_OPTS;
    } else if (t != LUA_TNIL) {
        luaL_error(L, "%s must be true or false", k);
    }
    lua_pop(L, 1);
    return v;
}

/* The options a triggered effect's event is matched with (card:on, card:deploy ...). */
static void read_event_options(lua_State *L, int et, effmeta *m)
{
    meta_ext *x = ext_of(m);
    if (lua_getfield(L, et, "part_of") != LUA_TNIL) {
        if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1 || lua_tointeger(L, -1) > 200)
            luaL_error(L, "part_of must be the number of another effect of this card");
        x->part_of = (uint8_t)lua_tointeger(L, -1);
    }
    lua_pop(L, 1);
    read_event_card(L, et, "card", &x->card_self, &x->card_other, &x->card_f, m);
    read_event_card(L, et, "card2", &x->card2_self, &x->card2_other, &x->card2_f, m);
    read_event_card(L, et, "source", &x->src_self, &x->src_other, &x->src_f, m);
    x->ev_battle = read_tristate(L, et, "battle", m);
    x->ev_effect = read_tristate(L, et, "by_effect", m);
    if (lua_getfield(L, et, "from") != LUA_TNIL) {
        int loc = lua_isstring(L, -1) ? api_loc_named(lua_tostring(L, -1)) : -1;
        if (loc < 0)
            luaL_error(L, "from must name a location (\"trash\", \"hand\" ...)");
        x->ev_from = (int8_t)loc;
        m->flags |= EM_EVENT_OPTS;
    }
    lua_pop(L, 1);
}

static int count_of(lua_State *L, int ti, const char *what)
{
    lua_getfield(L, ti, "count");
    lua_Integer n = lua_isnil(L, -1) ? 1 : lua_isinteger(L, -1) ? lua_tointeger(L, -1) : -1;
    lua_pop(L, 1);
    if (n < 1 || n > 20)
        luaL_error(L, "%s: count must be a whole number from 1 to 20", what);
    return (int)n;
}

/* The question a cost table may give at [1] ("Discard 1 (Zeon) Unit card"), kept
 * in c->prompt; without it the engine words one. */
static void read_cost_prompt(lua_State *L, int ti, const char *k, meta_cost *c)
{
    int t = lua_rawgeti(L, ti, 1);
    if (t == LUA_TSTRING) {
        size_t n;
        const char *s = lua_tolstring(L, -1, &n);
        if (n == 0 || n >= PROMPT_LEN)
            luaL_error(L, "%s: the question at [1] must have 1 to %d characters", k, PROMPT_LEN - 1);
        c->prompt = xstrdup(s);
    } else if (t != LUA_TNIL) {
        luaL_error(L, "%s: [1] must be the question to ask (a string)", k);
    }
    lua_pop(L, 1);
}

/* A cost of cards that names only how many and which (the filter's fields), and
 * for Units whether this one is left out: discard, destroy (rest has the same
 * form). */
static void read_card_cost(lua_State *L, int et, const char *k, meta_cost *c, effmeta *m,
                           const char *example)
{
    if (lua_getfield(L, et, k) == LUA_TTABLE) {
        int ti = lua_gettop(L);
        static const char *const own[] = {"count", "other", NULL};
        c->count = (uint8_t)count_of(L, ti, k);
        lua_getfield(L, ti, "other");
        c->other = (uint8_t)lua_toboolean(L, -1);
        lua_pop(L, 1);
        c->f = filter_of(L, ti, own, k);
        read_cost_prompt(L, ti, k, c);
        m->flags |= EM_COSTS;
    } else if (!lua_isnil(L, -1)) {
        luaL_error(L, "%s must be a table, as in %s", k, example);
    }
    lua_pop(L, 1);
}

/* may = "question", rest_self = true on a triggered effect: "You may rest this Unit. If
 * you do, ..." -- the player is asked (when this Unit is in the battle area and
 * active), then it is rested, then the declared target is chosen and run called.
 * (An activated effect's rest_self is its cost, read by script_load.c.) */
static void read_may(lua_State *L, int et, effmeta *m)
{
    int trigger = m->kind != EK_MAIN && m->kind != EK_ACTION && m->kind != EK_ACT_MAIN &&
                  m->kind != EK_ACT_ACTION && m->kind != EK_ALT_PLAY;
    int t = lua_getfield(L, et, "may");
    if (t != LUA_TNIL) {
        size_t n = 0;
        const char *q = t == LUA_TSTRING ? lua_tolstring(L, -1, &n) : NULL;
        if (!trigger)
            luaL_error(L, "may is a triggered effect's option (\"You may rest this Unit. If you "
                          "do, ...\")");
        if (!q || n == 0 || n >= PROMPT_LEN)
            luaL_error(L, "may must be the question to ask, 1 to %d characters", PROMPT_LEN - 1);
        ext_of(m)->may = xstrdup(q);
    }
    lua_pop(L, 1);
    int activated = m->kind == EK_ACT_MAIN || m->kind == EK_ACT_ACTION;
    if (!activated && lua_getfield(L, et, "rest_self") != LUA_TNIL) {
        if (!trigger)
            luaL_error(L, "rest_self is an activated or triggered effect's option");
        if (!lua_isboolean(L, -1))
            luaL_error(L, "rest_self must be true or false");
        if (lua_toboolean(L, -1))
            ext_of(m)->rest_self = 1;
    }
    if (!activated)
        lua_pop(L, 1);
    const meta_ext *x = m->ext;
    if (!x || (!x->may && !x->rest_self))
        return;
    if (!x->rest_self)
        luaL_error(L, "may goes with rest_self = true (\"You may rest this Unit. If you do, ...\")");
    if (!x->may)
        luaL_error(L, "a triggered effect's rest_self = true needs may = \"question\" (\"You may "
                      "rest this Unit. If you do, ...\")");
    if ((m->flags & EM_COSTS) || x->destroy_self || x->to_deck_self)
        luaL_error(L, "may and rest_self cannot be given with other costs");
    ext_of(m)->optional = 1;
    m->flags |= EM_COSTS;
}

/* exile = { count = 2, type = "command" } (from the trash): "Exile 2 Command cards
 * from your trash"; rest = { count = 1, trait = "CB", other = true }: "rest 1 of
 * your other (CB) Units"; discard = { count = 1, type = "unit", trait = "Zeon" }:
 * "Discard 1 (Zeon) Unit card"; destroy = { count = 1, linked = true }: "destroy 1
 * of your Link Units"; development = N (13-1-8). */
static void read_costs(lua_State *L, int et, effmeta *m)
{
    meta_ext *x = ext_of(m);
    read_card_cost(L, et, "discard", &x->discard, m, "{ count = 1, type = \"unit\" }");
    read_card_cost(L, et, "destroy", &x->destroy, m, "{ count = 1, linked = true }");
    if (lua_getfield(L, et, "exile") == LUA_TTABLE) {
        int ti = lua_gettop(L);
        static const char *const own[] = {"count", "from", NULL};
        x->exile.count = (uint8_t)count_of(L, ti, "exile");
        lua_getfield(L, ti, "from");
        int loc = lua_isnil(L, -1) ? GCG_LOC_TRASH
                  : lua_isstring(L, -1) ? api_loc_named(lua_tostring(L, -1)) : -1;
        if (loc < 0)
            luaL_error(L, "exile: from must name a location (\"trash\" ...)");
        lua_pop(L, 1);
        x->exile.loc = (uint8_t)loc;
        x->exile.f = filter_of(L, ti, own, "exile");
        read_cost_prompt(L, ti, "exile", &x->exile);
        m->flags |= EM_COSTS;
    } else if (!lua_isnil(L, -1)) {
        luaL_error(L, "exile must be a table, as in { count = 2, type = \"command\" }");
    }
    lua_pop(L, 1);
    read_card_cost(L, et, "rest", &x->rest, m, "{ count = 1, trait = \"CB\" }");
    if (lua_getfield(L, et, "development") != LUA_TNIL) {
        if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1 || lua_tointeger(L, -1) > 20)
            luaL_error(L, "development must be a whole number from 1 to 20");
        if (x->exile.f)
            luaL_error(L, "development and exile cannot be given together");
        x->development = (uint8_t)lua_tointeger(L, -1);
        /* 13-1-8-1: "you may exile N (G Generation) cards in your trash from the game" */
        lua_createtable(L, 0, 1);
        lua_pushliteral(L, "G Generation");
        lua_setfield(L, -2, "trait");
        x->exile.f = filter_of(L, lua_gettop(L), NULL, "development");
        lua_pop(L, 1);
        x->exile.count = x->development;
        x->exile.loc = GCG_LOC_TRASH;
        x->optional = 1;
        m->flags |= EM_COSTS;
    }
    lua_pop(L, 1);
    if (lua_getfield(L, et, "destroy_self") == LUA_TBOOLEAN)
        x->destroy_self = (uint8_t)lua_toboolean(L, -1);
    lua_pop(L, 1);
    if (lua_getfield(L, et, "to_deck_self") != LUA_TNIL) {
        const char *w = lua_tostring(L, -1);
        if (!w || (strcmp(w, "top") && strcmp(w, "bottom")))
            luaL_error(L, "to_deck_self must be \"top\" or \"bottom\"");
        x->to_deck_self = !strcmp(w, "top") ? 1 : 2;
    }
    lua_pop(L, 1);
    read_may(L, et, m);
}

/* A number or a function (kept as the effect's function ef): *fn when a function. */
static int num_or_fn(lua_State *L, int et, const char *k, int *fn, int lo, int hi, effmeta *m,
                     int ef)
{
    int t = lua_getfield(L, et, k);
    int v = 0;
    *fn = t == LUA_TFUNCTION;
    if (*fn)
        keep(L, m, ef);
    if (t == LUA_TNUMBER && lua_isinteger(L, -1) && lua_tointeger(L, -1) >= lo &&
        lua_tointeger(L, -1) <= hi)
        v = (int)lua_tointeger(L, -1);
    else if (t != LUA_TNIL && t != LUA_TFUNCTION)
        luaL_error(L, "%s must be a whole number from %d to %d or a function(e, ...)", k, lo, hi);
    lua_pop(L, 1);
    return v;
}

static int bool_field(lua_State *L, int et, const char *k)
{
    int t = lua_getfield(L, et, k);
    int v = lua_toboolean(L, -1);
    if (t != LUA_TNIL && t != LUA_TBOOLEAN)
        luaL_error(L, "%s must be true or false", k);
    lua_pop(L, 1);
    return v;
}

static void fn_flag(lua_State *L, int et, const char *k, effmeta *m, uint32_t flag, int ef)
{
    int t = lua_getfield(L, et, k);
    if (t == LUA_TFUNCTION) {
        m->flags |= flag;
        keep(L, m, ef);
    }
    else if (t != LUA_TNIL)
        luaL_error(L, "%s must be a function(e, ...)", k);
    lua_pop(L, 1);
}

static const char *const sides[] = {"any", "enemy", "friendly", "your"};

/* A constant's newer fields. */
static void read_constant(lua_State *L, int et, effmeta *m)
{
    meta_ext *x = ext_of(m);
    int fn;
    x->level = (int16_t)num_or_fn(L, et, "level", &fn, -20, 20, m, EF_LEVEL);
    if (fn)
        m->flags |= EM_LEVEL_FN;
    x->reduce = (int16_t)num_or_fn(L, et, "reduce_damage", &fn, 0, 99, m, EF_REDUCE);
    x->reduce_fn = (uint8_t)fn;
    if (x->reduce || fn)
        m->flags |= EM_REDUCE;
    int lure = lua_getfield(L, et, "lure");
    if (lure == LUA_TBOOLEAN && lua_toboolean(L, -1))
        x->rules |= R_LURE;
    else if (lure == LUA_TFUNCTION)
        keep(L, m, EF_LURE);
    else if (lure != LUA_TNIL && lure != LUA_TBOOLEAN)
        luaL_error(L, "lure must be true or a function(e, target, attacker)");
    if ((lure == LUA_TBOOLEAN && lua_toboolean(L, -1)) || lure == LUA_TFUNCTION)
        m->flags |= EM_LURE;
    lua_pop(L, 1);
    if (bool_field(L, et, "deploys_rested"))
        x->rules |= R_DEPLOYS_RESTED;
    if (bool_field(L, et, "attack_units_on_deploy_turn"))
        x->rules |= R_ATTACK_UNITS_FRESH;
    fn_flag(L, et, "prevent_destroy", m, EM_PREVENT_DESTROY, EF_PREVENT_DESTROY);
    fn_flag(L, et, "rest_instead", m, EM_REST_INSTEAD, EF_REST_INSTEAD);
    if (lua_getfield(L, et, "shield_area") != LUA_TNIL) {
        const char *w = lua_tostring(L, -1);
        int side = -1;
        for (int i = 0; w && i < 4; i++)
            if (!strcmp(w, sides[i]))
                side = i;
        if (side < 0)
            luaL_error(L, "shield_area must be \"your\", \"friendly\", \"enemy\" or \"any\"");
        x->shield_side = (uint8_t)side;
        m->flags |= EM_SHIELD_AREA;
    }
    lua_pop(L, 1);
    if (lua_getfield(L, et, "traits") != LUA_TNIL) {
        if (!lua_istable(L, -1))
            luaL_error(L, "traits must be a list of traits, as in { \"Neo Zeon\" }");
        lua_Integer n = luaL_len(L, -1);
        for (lua_Integer i = 1; i <= n; i++) {
            lua_geti(L, -1, i);
            if (!lua_isstring(L, -1) || x->ntraits >= 4)
                luaL_error(L, "traits: up to 4 traits, each a text");
            x->traits[x->ntraits++] = xstrdup(lua_tostring(L, -1));
            lua_pop(L, 1);
        }
    }
    lua_pop(L, 1);
    if (lua_getfield(L, et, "also_named") != LUA_TNIL) {
        if (!lua_isstring(L, -1))
            luaL_error(L, "also_named must be a card name, as in \"Char Aznable\"");
        x->alias = xstrdup(lua_tostring(L, -1));
    }
    lua_pop(L, 1);
    /* keyword amounts given by functions (script_load.c kept them) */
    static const struct { int ef; unsigned bit; } amounts[] = {
        {EF_KW_REPAIR, GCG_KW_REPAIR}, {EF_KW_BREACH, GCG_KW_BREACH},
        {EF_KW_SUPPORT, GCG_KW_SUPPORT}};
    for (size_t i = 0; i < sizeof amounts / sizeof amounts[0]; i++)
        if (m->fn[amounts[i].ef] != LUA_NOREF)
            x->kw_fns |= (uint8_t)amounts[i].bit;
}

/* (protected: the effect table, the effmeta to fill) */
static int meta_read_fields(lua_State *L)
{
    effmeta *m = lua_touserdata(L, 2);
    if (m->kind == EK_CONSTANT) {
        read_constant(L, 1, m);
        return 0;
    }
    read_event_options(L, 1, m);
    read_costs(L, 1, m);
    if (m->flags & EM_NEVER)
        m->flags |= EM_GRANTED; /* a triggered effect that exists only through a grant */
    return 0;
}

int meta_read(lua_State *L, int et, effmeta *m)
{
    et = lua_absindex(L, et);
    lua_pushcfunction(L, meta_read_fields);
    lua_pushvalue(L, et);
    lua_pushlightuserdata(L, m);
    if (lua_pcall(L, 2, 0, 0) != LUA_OK)
        return -1; /* (the message is on the stack) */
    meta_ext *x = m->ext;
    if (x && !x->card_f && !x->src_f && !x->card2_f && !x->card2_self && !x->exile.f && !x->rest.f && !x->discard.f &&
        !x->destroy.f && !x->ntraits &&
        !x->alias && !x->card_self && !x->src_self && x->ev_battle < 0 && x->ev_effect < 0 &&
        x->ev_from < 0 && !x->destroy_self && !x->to_deck_self && !x->rest_self && !x->may &&
        !x->level && !x->rules &&
        !x->part_of && !(m->flags & (EM_LEVEL_FN | EM_KW_FN)) &&
        !x->reduce && !x->reduce_fn && !(m->flags & EM_SHIELD_AREA) && !x->kw_fns) {
        meta_ext_free(x); /* nothing of it given: most effects */
        m->ext = NULL;
    }
    return 0;
}

void meta_note_info(script_info *info, const effmeta *m)
{
    const meta_ext *x = m->ext;
    if (m->kind != EK_CONSTANT)
        return;
    if (m->flags & EM_TRASH)
        info->trash_constant = 1;
    if (x && x->alias)
        info->alias = x->alias;
    if (m->flags & EM_SHIELD_AREA)
        info->applies_constant = 1; /* it reaches other cards: the shield area's */
    /* (what it can change: note_effect, constant_aspects) */
}
