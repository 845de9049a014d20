/*
 * api_filter.c -- card filters of the script API: e:units{ side = "enemy",
 * max_hp = 3 }, e:cards("hand", { type = "unit" }), e:matches(c, {...}), Pilot
 * qualifications, and the filters a script's tables declare once, when it loads
 * (a declared target, from any location; a condition given as a count).
 *
 * A filter is read from its Lua table once per call (filter_compile) and then
 * matched against each card in C (filter_match), so a search over the battle
 * area costs one pass over the table, not one per card.  A frozen table (a
 * script's own, made when it loaded: seal.h) cannot change, so its filter is
 * read once for the VM's life and kept (filter_memo).  Matching notes the
 * facets of the state each field reads (facet.h): a cached answer built on a
 * filter is good as long as they have not changed.
 */
#include <lauxlib.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "carddb.h"
#include "mode.h"
#include "api.h"
#include "order.h"
#include "script_vm.h"
#include "seal.h"
#include "stats.h"
#include "util.h"
#include "zone.h"

int api_remaining_hp(const gcg_game *g, int cid)
{
    int r = card_hp(g, cid) - g->s.cards[cid].damage;
    return r < 0 ? 0 : r;
}

/* ------------------------------------------------------------ words */

/* The words a filter is written in.  Lua keeps one copy of each short string,
 * so a key or value is recognised by where its text is: the VM holds these
 * words for its life (api_filter_open) and remembers where they are. */
static const char *const words[API_WORDS] = {
    /* numeric fields, in the order of filter.num[] */
    "max_hp", "min_hp", "hp", "max_ap", "min_ap", "max_level", "min_level",
    /* boolean fields, in the order of filter.want[] */
    "rested", "active", "linked", "paired", "token", "damaged",
    "side", "trait", "type", "keyword", "color", "name", "exclude", "where",
    /* values */
    "any", "enemy", "friendly", "your", "unit", "pilot", "command", "base",
    "effect", "this", "event_card", "other",
};
enum { N_MAX_HP, N_MIN_HP, N_HP, N_MAX_AP, N_MIN_AP, N_MAX_LEVEL, N_MIN_LEVEL, N_COUNT };
enum { B_RESTED = N_COUNT, B_ACTIVE, B_LINKED, B_PAIRED, B_TOKEN, B_DAMAGED, B_END };
enum { W_SIDE = B_END, W_TRAIT, W_TYPE, W_KEYWORD, W_COLOR, W_NAME, W_EXCLUDE, W_WHERE,
       W_ANY, W_ENEMY, W_FRIENDLY, W_YOUR, W_UNIT, W_PILOT, W_COMMAND, W_BASE, W_EFFECT,
       W_THIS, W_EVENT_CARD, W_OTHER };

static unsigned word_slot(const char *s)
{
    return (unsigned)(((uintptr_t)s >> 3) * 2654435761u) % API_WORD_SLOTS;
}

void api_filter_open(lua_State *L, struct script_vm *vm)
{
    memset(vm->word_at, 0, sizeof vm->word_at);
    lua_createtable(L, API_WORDS, 0);
    for (int i = 0; i < API_WORDS; i++) {
        lua_pushstring(L, words[i]);
        const char *s = lua_tostring(L, -1);
        unsigned k = word_slot(s);
        while (vm->word_at[k].text) /* (open addressing: the table is never full) */
            k = (k + 1) % API_WORD_SLOTS;
        vm->word_at[k].text = s;
        vm->word_at[k].word = i;
        lua_rawseti(L, -2, i + 1);
    }
    luaL_ref(L, LUA_REGISTRYINDEX); /* kept for the VM's life */
    lua_newtable(L); /* frozen table's contents -> its filter (api_filter_compile) */
    vm->filter_memo = luaL_ref(L, LUA_REGISTRYINDEX);
}

/* The word string s (a Lua string: its own text, not a copy) is, or -1. */
static int word_of(lua_State *L, const char *s)
{
    const struct script_vm *vm = *(struct script_vm **)lua_getextraspace(L);
    for (unsigned k = word_slot(s); vm->word_at[k].text; k = (k + 1) % API_WORD_SLOTS)
        if (vm->word_at[k].text == s)
            return vm->word_at[k].word;
    for (int w = 0; w < API_WORDS; w++) /* (a long string: no one copy) */
        if (!strcmp(s, words[w]))
            return w;
    return -1;
}

/* The word the string at stack index i is, or -1 (not a string, or no word). */
static int word_at(lua_State *L, int i)
{
    return lua_type(L, i) == LUA_TSTRING ? word_of(L, lua_tostring(L, i)) : -1;
}

/* ------------------------------------------------------------ compiling */

enum { SIDE_ANY, SIDE_ENEMY, SIDE_FRIENDLY, SIDE_YOUR };
enum { TY_NONE, TY_UNIT, TY_PILOT, TY_COMMAND, TY_BASE };

static void copy_text(lua_State *L, char *out, size_t n)
{
    str_copy(out, n, lua_tostring(L, -1));
}

/* A filter's error.  Of two bad fields, the first in order.h's order is named
 * (the same in every VM, whatever order lua_next met them in): the walk is done
 * again in that order, on a scratch filter, and stops at the first.  Only an
 * error pays for it. */
static void compile_entry(lua_State *L, api_filter *f);
static void filter_bad(lua_State *L, const api_filter *f, const char *fmt, ...)
{
    if (f->table > 0) {
        api_filter scratch;
        memset(&scratch, 0, offsetof(api_filter, traits));
        seal_push_contents(L, f->table);
        ord_walk w;
        ord_walk_begin(L, -1, &w);
        while (ord_walk_next(L, &w)) { /* (raises at the first bad field) */
            compile_entry(L, &scratch);
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
    }
    va_list ap;
    va_start(ap, fmt);
    luaL_where(L, 1);
    lua_pushvfstring(L, fmt, ap);
    va_end(ap);
    lua_concat(L, 2);
    lua_error(L);
}

/* The trait at -1, as the filter's trait i: its text, and the card database's
 * string for it. */
static void add_trait(lua_State *L, api_filter *f, int i)
{
    const struct script_vm *vm = *(struct script_vm **)lua_getextraspace(L);
    copy_text(L, f->traits[i], sizeof f->traits[0]);
    f->tnamed[i] = carddb_trait_named(vm->eng->db, lua_tostring(L, -1));
}

static void compile_trait(lua_State *L, api_filter *f)
{
    if (lua_type(L, -1) == LUA_TSTRING) {
        add_trait(L, f, 0);
        f->ntraits = 1;
        return;
    }
    if (!lua_istable(L, -1))
        filter_bad(L, f, "filter: trait must be a trait or a list of traits, not %s",
                   luaL_typename(L, -1));
    lua_Integer len = luaL_len(L, -1);
    for (lua_Integer i = 1; i <= len; i++) { /* 5-19: any of them */
        lua_geti(L, -1, i);
        if (lua_type(L, -1) != LUA_TSTRING)
            filter_bad(L, f, "filter: trait %I is %s, not a trait", i, luaL_typename(L, -1));
        if (f->ntraits < API_FILTER_TRAITS)
            add_trait(L, f, f->ntraits++);
        lua_pop(L, 1);
    }
}

/* The value of field `word` (at -1) must be of Lua type t. */
static void field_type(lua_State *L, const api_filter *f, int word, int t, const char *what)
{
    if (lua_type(L, -1) != t)
        filter_bad(L, f, "filter: %s must be %s, not %s", words[word], what, luaL_typename(L, -1));
}

/* One field of the filter table: the key (a string) at -2, the value at -1. */
static void compile_field(lua_State *L, api_filter *f)
{
    int k = word_of(L, lua_tostring(L, -2)); /* (the caller saw a string) */
    if ((k == N_MAX_LEVEL || k == N_MIN_LEVEL) && lua_type(L, -1) == LUA_TSTRING) {
        int w = word_of(L, lua_tostring(L, -1)); /* "whose Lv. is equal to or lower than
                                                  * this Unit" / "than that Unit" */
        if (w != W_THIS && w != W_EVENT_CARD)
            filter_bad(L, f, "filter: %s must be a whole number or \"this\" (this Unit's Lv.) "
                             "or \"event_card\" (the event's card's), not '%s'", words[k],
                       lua_tostring(L, -1));
        f->has_num |= 1u << k;
        f->lv_this |= (uint8_t)(1u << (k - N_MAX_LEVEL + (w == W_EVENT_CARD ? 2 : 0)));
        return;
    }
    if (k >= 0 && k < N_COUNT) { /* max_hp, min_ap, hp ... */
        if (!lua_isinteger(L, -1))
            filter_bad(L, f, "filter: %s must be a whole number, not %s", words[k],
                       luaL_typename(L, -1));
        f->has_num |= 1u << k;
        f->num[k] = lua_tointeger(L, -1);
        return;
    }
    if (k >= B_RESTED && k < B_END) {
        field_type(L, f, k, LUA_TBOOLEAN, "true or false");
        f->want[k - B_RESTED] = (int8_t)lua_toboolean(L, -1);
        return;
    }
    if (k == W_SIDE) {
        int ty = lua_type(L, -1); /* (a number, "2" as a string would be, is no side) */
        int v = ty == LUA_TNIL ? W_ANY : ty == LUA_TSTRING ? word_of(L, lua_tostring(L, -1)) : -1;
        f->side = v == W_ANY ? SIDE_ANY : v == W_ENEMY ? SIDE_ENEMY
                  : v == W_FRIENDLY ? SIDE_FRIENDLY : v == W_YOUR ? SIDE_YOUR : -1;
        if (f->side < 0)
            filter_bad(L, f, "filter: side must be \"enemy\", \"friendly\", \"your\" or \"any\"");
        f->has_side = 1;
    } else if (k == W_TRAIT) {
        compile_trait(L, f);
        f->has_trait = 1;
    } else if (k == W_TYPE) {
        int v = word_at(L, -1);
        f->type = v == W_UNIT ? TY_UNIT : v == W_PILOT ? TY_PILOT : v == W_COMMAND ? TY_COMMAND
                  : v == W_BASE ? TY_BASE : -1;
        if (f->type < 0)
            filter_bad(L, f, "filter: type must be \"unit\", \"pilot\", \"command\" or \"base\"");
        f->has_type = 1;
    } else if (k == W_KEYWORD) {
        field_type(L, f, k, LUA_TSTRING, "a keyword");
        const char *kw = lua_tostring(L, -1);
        unsigned bit = !strcmp(kw, "any") ? 0x7Fu : gcg_keyword_bit(kw); /* "a keyword effect" */
        if (!bit)
            filter_bad(L, f, "filter: unknown keyword '%s'", lua_tostring(L, -1));
        f->keyword = bit;
    } else if (k == W_EFFECT) { /* "with a 【Destroyed】 effect" */
        static const struct { const char *n; int kind; } kinds[] = {
            {"deploy", EK_DEPLOY}, {"attack", EK_ATTACK}, {"destroyed", EK_DESTROYED},
            {"when_paired", EK_WHEN_PAIRED}, {"when_linked", EK_WHEN_LINKED}, {"burst", EK_BURST},
            {"activate_main", EK_ACT_MAIN}, {"activate_action", EK_ACT_ACTION},
        };
        field_type(L, f, k, LUA_TSTRING, "an effect's kind");
        const char *w = lua_tostring(L, -1);
        for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
            if (!strcmp(w, kinds[i].n))
                f->effect_kinds |= 1u << kinds[i].kind;
        if (!f->effect_kinds)
            filter_bad(L, f, "filter: effect must be \"deploy\", \"attack\", \"destroyed\", "
                          "\"when_paired\", \"when_linked\", \"burst\", \"activate_main\" or "
                          "\"activate_action\", not '%s'", w);
    } else if (k == W_COLOR) {
        field_type(L, f, k, LUA_TSTRING, "a color");
        f->has_color = 1;
        f->color_ok = 1;
        copy_text(L, f->color, sizeof f->color);
    } else if (k == W_NAME) { /* 2-2-3: "with "xyz" in its name" */
        field_type(L, f, k, LUA_TSTRING, "text");
        f->has_name = 1;
        f->name_ok = 1;
        copy_text(L, f->name, sizeof f->name);
    } else if (k == W_EXCLUDE) {
        if (!lua_isinteger(L, -1))
            filter_bad(L, f, "filter: exclude must be a card, not %s", luaL_typename(L, -1));
        f->has_exclude = 1;
        f->exclude = (int)(lua_tointeger(L, -1) & 0xFFFF);
    } else if (k == W_OTHER) { /* "your other Units": not this Unit (e.unit) */
        field_type(L, f, k, LUA_TBOOLEAN, "true or false");
        f->other = (uint8_t)lua_toboolean(L, -1);
    } else if (k == W_WHERE) {
        field_type(L, f, k, LUA_TFUNCTION, "a function(e, card)");
        f->where = 1;
    } else {
        filter_bad(L, f, "filter: unknown field '%s'", lua_tostring(L, -2));
    }
}

/* One entry of the filter table (key at -2, value at -1): a field by name. */
static void compile_entry(lua_State *L, api_filter *f)
{
    if (lua_type(L, -2) != LUA_TSTRING)
        filter_bad(L, f, "filter: give fields by name (side = ..., max_hp = ...), not an item [%s]",
                   sbx_tostring(L, -2));
    compile_field(L, f);
}

/* A filter's fields and the texts it uses (not the unused room for texts). */
static void filter_copy(api_filter *to, const api_filter *from)
{
    memcpy(to, from, offsetof(api_filter, traits));
    for (int i = 0; from->has_trait && i < from->ntraits; i++)
        memcpy(to->traits[i], from->traits[i], sizeof to->traits[i]);
    if (from->has_color)
        memcpy(to->color, from->color, sizeof to->color);
    if (from->has_name)
        memcpy(to->name, from->name, sizeof to->name);
}

/* The filters of frozen tables read so far, by the address of the frozen table
 * (which filter_memo keeps alive: an address is never another table's; and what
 * a frozen table holds never changes).  Asked before anything else: a kept
 * filter is found without a call into Lua.  A slot taken by another table is
 * overwritten. */
#define API_FILTER_KEPT 64
struct api_filter_kept {
    const void *table;
    api_filter f;
};

static struct api_filter_kept *kept_slot(struct script_vm *vm, const void *table)
{
    if (!vm->filter_kept)
        vm->filter_kept = xcalloc(API_FILTER_KEPT, sizeof *vm->filter_kept);
    return &vm->filter_kept[((uintptr_t)table >> 4) % API_FILTER_KEPT];
}

static void filter_number(struct script_vm *vm, api_filter *f);
static void filter_plan(api_filter *f);

/* The number of frozen table f->table's filter among the per-definition verdicts
 * (filter_number), kept in the memo table at index memo (table -> number, 0 for a
 * filter with no test of printed facts): one number per frozen table for the VM's
 * life, however often its slot is taken and it is kept again -- its contents never
 * change, so neither do its verdicts. */
static void kept_number(lua_State *L, struct script_vm *vm, int memo, api_filter *f)
{
    lua_pushvalue(L, f->table);
    if (lua_rawget(L, memo) == LUA_TNUMBER) {
        f->sid = (int)lua_tointeger(L, -1);
        filter_plan(f);
        lua_pop(L, 1);
        return;
    }
    lua_pop(L, 1);
    filter_number(vm, f);
    lua_pushvalue(L, f->table);
    lua_pushinteger(L, f->sid);
    lua_rawset(L, memo);
}

/* Keep filter f of the frozen table at f->table.  The table is kept alive
 * outside the script's memory and instruction budget: whether a filter was read
 * before changes nothing a script can see. */
static void filter_keep(lua_State *L, struct script_vm *vm, api_filter *f)
{
    int limited = vm->limited;
    vm->limited = 0;
    lua_rawgeti(L, LUA_REGISTRYINDEX, vm->filter_memo);
    kept_number(L, vm, lua_gettop(L), f);
    lua_pop(L, 1);
    vm->limited = limited;
    struct api_filter_kept *k = kept_slot(vm, lua_topointer(L, f->table));
    k->table = lua_topointer(L, f->table);
    filter_copy(&k->f, f);
}

/* Has filter f a test that api_filter_match leaves to match_rest: a flag, a number, a
 * keyword, an effect, `where`, or a type or text with no verdicts kept (sid 0)?  Made
 * again whenever its fields or its number change. */
static void filter_plan(api_filter *f)
{
    f->rest = f->has_want || f->has_num || f->keyword || f->effect_kinds || f->where ||
              (!f->sid && (f->has_type || f->has_trait || f->has_color || f->has_name));
}

/* Filter f (cleared) read from the fields of the table at f->table (a frozen
 * table's hidden contents); 1 if it is frozen. */
static int compile_fields(lua_State *L, api_filter *f)
{
    int frozen = seal_push_contents(L, f->table), t = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, t)) {
        compile_entry(L, f);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    for (size_t i = 0; i < sizeof f->want; i++)
        f->has_want |= f->want[i] >= 0;
    filter_plan(f);
    return frozen;
}

/* (Checking builds: is a kept filter a frozen table's, and what it reads now?) */
static void check_kept(lua_State *L, struct script_vm *vm, const api_filter *kept)
{
    api_filter fresh;
    memset(&fresh, 0, offsetof(api_filter, traits));
    memset(fresh.want, -1, sizeof fresh.want);
    fresh.table = kept->table;
    int frozen = compile_fields(L, &fresh);
    fresh.sid = kept->sid; /* (its number among the verdicts: kept_number) */
    filter_plan(&fresh);
    int same = frozen && !memcmp(&fresh, kept, offsetof(api_filter, traits));
    for (int i = 0; same && fresh.has_trait && i < fresh.ntraits; i++)
        same = !strcmp(fresh.traits[i], kept->traits[i]);
    if (!same && vm->game)
        game_cache_fault(vm->game, "a filter kept for a frozen table", -1);
}

void api_filter_compile(lua_State *L, int fi, api_filter *f)
{
    memset(f, 0, offsetof(api_filter, traits)); /* (effect_kinds among them) */
    memset(f->want, -1, sizeof f->want);
    if (lua_isnoneornil(L, fi))
        return;
    if (!lua_istable(L, fi))
        luaL_error(L, "a filter must be a table like { side = \"enemy\" }, not %s%s%s%s",
                   luaL_typename(L, fi), lua_type(L, fi) == LUA_TSTRING ? " (\"" : "",
                   lua_type(L, fi) == LUA_TSTRING ? lua_tostring(L, fi) : "",
                   lua_type(L, fi) == LUA_TSTRING ? "\")" : "");
    f->table = lua_absindex(L, fi);
    struct script_vm *vm = *(struct script_vm **)lua_getextraspace(L);
    const void *self = lua_topointer(L, f->table);
    const struct api_filter_kept *k = kept_slot(vm, self);
    if (k->table == self) { /* (a frozen table read before) */
        int table = f->table;
        filter_copy(f, &k->f);
        f->table = table;
        if (vm->eng->check_invariants)
            check_kept(L, vm, f);
        return;
    }
    if (compile_fields(L, f)) /* (a table frozen when its script loaded: its filter is kept) */
        filter_keep(L, vm, f);
}

/* ------------------------------------------------------------ matching */

static int type_is(int t, int type)
{
    switch (type) {
    case TY_UNIT: return t == GCG_UNIT || t == GCG_UNIT_TOKEN;
    case TY_PILOT: return t == GCG_PILOT;
    case TY_COMMAND: return t == GCG_COMMAND;
    case TY_BASE: return t == GCG_BASE || t == GCG_EX_BASE;
    default: return 0;
    }
}

/* The event's card of the call in progress (e.event_card), or -1 when there is
 * none or it has moved since (4-1-5: a new card, which its handle never reaches). */
static int event_card_now(gcg_game *g)
{
    struct script_vm *vm = vm_of(g);
    int c = vm->ev_card;
    vm->reads |= F_CONTEXT;
    if (c < 0 || c >= g->s.ncards || (vm->ev_serial >= 0 && g->s.cards[c].serial != vm->ev_serial))
        return -1;
    vm->reads |= api_where_facet(g, c);
    return c;
}

/* A filter's max_level or min_level (k): as written, or (max_level = "this") the
 * Lv. of this Unit (e.unit) as e:level(e.unit) reads it now, or (max_level =
 * "event_card") the event's card's ("that Unit", e:level(e.event_card)).  With no
 * such card, no card passes. */
static lua_Integer level_bound(const gcg_game *g, const api_filter *f, int k)
{
    unsigned bit = 1u << (k - N_MAX_LEVEL);
    if (!(f->lv_this & (bit | bit << 2)))
        return f->num[k];
    int unit = f->lv_this & bit ? api_this_unit((gcg_game *)g) : event_card_now((gcg_game *)g);
    if (unit < 0)
        return k == N_MAX_LEVEL ? -1 : MAX_CARDS; /* (no Lv. is below 0 or that high) */
    return card_level(g, unit);
}

static int numbers_match(const gcg_game *g, int cid, const api_filter *f, facets *reads)
{
    const lua_Integer *n = f->num;
    unsigned has = f->has_num;
    if (has & ((1u << N_MAX_HP) | (1u << N_MIN_HP) | (1u << N_HP))) {
        *reads |= F_DAMAGE | F_HP_STATS;
        int hp = api_remaining_hp(g, cid);
        if (((has & (1u << N_MAX_HP)) && hp > n[N_MAX_HP]) ||
            ((has & (1u << N_MIN_HP)) && hp < n[N_MIN_HP]) ||
            ((has & (1u << N_HP)) && hp != n[N_HP]))
            return 0;
    }
    if (has & ((1u << N_MAX_AP) | (1u << N_MIN_AP))) {
        *reads |= F_AP_STATS;
        int ap = card_ap(g, cid);
        if (((has & (1u << N_MAX_AP)) && ap > n[N_MAX_AP]) ||
            ((has & (1u << N_MIN_AP)) && ap < n[N_MIN_AP]))
            return 0;
    }
    if (has & ((1u << N_MAX_LEVEL) | (1u << N_MIN_LEVEL))) {
        int lv = card_level(g, cid);
        if (((has & (1u << N_MAX_LEVEL)) && lv > level_bound(g, f, N_MAX_LEVEL)) ||
            ((has & (1u << N_MIN_LEVEL)) && lv < level_bound(g, f, N_MIN_LEVEL)))
            return 0;
    }
    return 1;
}

static int flags_match(const card *c, const api_filter *f, facets *reads)
{
    /* f->want[] is indexed from B_RESTED: the word minus B_RESTED */
    enum { RESTED, ACTIVE, LINKED, PAIRED, TOKEN, DAMAGED };
    const int8_t *w = f->want;
    if (w[RESTED] >= 0 || w[ACTIVE] >= 0)
        *reads |= F_RESTED_OF(c->owner);
    if (w[LINKED] >= 0 || w[PAIRED] >= 0)
        *reads |= F_PAIR;
    if (w[DAMAGED] >= 0) /* "a damaged enemy Unit" */
        *reads |= F_DAMAGE;
    int rested = (c->flags & CF_RESTED) != 0;
    return (w[RESTED] < 0 || w[RESTED] == rested) && (w[ACTIVE] < 0 || w[ACTIVE] == !rested) &&
           (w[LINKED] < 0 || w[LINKED] == !!(c->flags & CF_LINKED)) &&
           (w[PAIRED] < 0 || w[PAIRED] == (c->loc == GCG_LOC_BATTLE && c->pair != NONE16)) &&
           (w[TOKEN] < 0 || w[TOKEN] == !!(c->flags & CF_TOKEN)) &&
           (w[DAMAGED] < 0 || w[DAMAGED] == (c->damage > 0));
}

static int side_match(const gstate *s, int me, int owner, int side);
static int api_filter_match_printed(gcg_game *g, int cid, const api_filter *f);
static int match_rest(lua_State *L, gcg_game *g, int cid, const api_filter *f);

int api_filter_tokens_only(const api_filter *f)
{
    return f->table && f->want[B_TOKEN - B_RESTED] == 1;
}

int api_filter_side(const gcg_game *g, int me, int owner, const api_filter *f)
{
    return !f->table || side_match(&g->s, me, owner, f->side);
}

int api_filter_side_or_yours(const gcg_game *g, int me, int owner, const api_filter *f)
{
    return f->has_side ? side_match(&g->s, me, owner, f->side) : owner == me;
}

static int side_match(const gstate *s, int me, int owner, int side)
{
    switch (side) {
    case SIDE_ENEMY: return mode_enemy(s, me, owner);
    case SIDE_FRIENDLY: return !mode_enemy(s, me, owner);
    case SIDE_YOUR: return owner == me;
    default: return 1;
    }
}

/* (Checking builds: do the traits matched by address say what their texts say?) */
static void check_traits_named(gcg_game *g, int cid, const api_filter *f, int any)
{
    int by_text = 0;
    for (int i = 0; i < f->ntraits && !by_text; i++)
        by_text = card_has_trait(g, cid, f->traits[i]);
    if (by_text != any)
        game_cache_fault(g, "a filter's traits matched by the card database's strings", cid);
}

static int texts_match(gcg_game *g, int cid, const api_filter *f)
{
    if (!f->has_trait && !f->has_color && !f->has_name)
        return 1;
    const gcg_card_def *d = def_of(g, cid);
    if (f->has_trait) {
        int any = 0; /* (a trait an effect gives counts: card_has_trait_named) */
        for (int i = 0; i < f->ntraits && !any; i++)
            any = card_has_trait_named(g, cid, f->tnamed[i], f->traits[i]);
        if (g->eng->check_invariants)
            check_traits_named(g, cid, f, any);
        if (!any)
            return 0;
    }
    if (f->has_color && (!f->color_ok || !carddb_colors_contain(d->colors, f->color)))
        return 0;
    return !f->has_name || (f->name_ok && card_name_has(g, cid, f->name));
}

/* Has card cid an effect of these kinds: its own, or (a Unit in play) its Pilot's
 * (3-3-9-2)? */
static int effects_match(const gcg_game *g, int cid, uint32_t kinds, facets *reads)
{
    const card *c = &g->s.cards[cid];
    if (script_facts(g->eng, c->def)->kinds & kinds)
        return 1;
    *reads |= F_PAIR;
    return card_is_unit_in_play(g, cid) && c->pair != NONE16 &&
           (script_facts(g->eng, g->s.cards[c->pair].def)->kinds & kinds);
}

int api_filter_match(lua_State *L, gcg_game *g, int me, int cid, const api_filter *f)
{
    if (!f->table)
        return 1;
    if (f->side != SIDE_ANY) {
        vm_of(g)->reads |= F_PLAYERS;
        if (!side_match(&g->s, me, g->s.cards[cid].owner, f->side))
            return 0;
    }
    if (f->has_exclude && f->exclude == cid)
        return 0;
    if (f->other && cid == api_this_unit(g))
        return 0;
    if (f->sid && !api_filter_match_printed(g, cid, f))
        return 0;
    return !f->rest || match_rest(L, g, cid, f);
}

/* The tests of filter f past side, exclude, other and the kept verdicts, in the order
 * api_filter_match always made them (f->rest says there is one). */
static __attribute__((noinline)) int match_rest(lua_State *L, gcg_game *g, int cid,
                                                const api_filter *f)
{
    facets *reads = &vm_of(g)->reads;
    const card *c = &g->s.cards[cid];
    if (!f->sid && f->has_type && !type_is(facts_of(g, cid)->type, f->type))
        return 0;
    if ((f->has_want && !flags_match(c, f, reads)) || (!f->sid && !texts_match(g, cid, f)) ||
        (f->has_num && !numbers_match(g, cid, f, reads)))
        return 0;
    if (f->keyword) {
        *reads |= F_KW_STATS;
        if (!card_has_keyword(g, cid, f->keyword))
            return 0;
    }
    if (f->effect_kinds && !effects_match(g, cid, f->effect_kinds, reads))
        return 0;
    if (f->where) { /* where = function(e, card) ... end: last, after every other field */
        lua_getfield(L, f->table, "where");
        lua_pushvalue(L, 1); /* the context */
        lua_pushinteger(L, card_handle(g, cid));
        lua_call(L, 2, 1);
        int ok = lua_toboolean(L, -1);
        lua_pop(L, 1);
        return ok;
    }
    return 1;
}

int api_match(lua_State *L, gcg_game *g, int me, int cid, int fi)
{
    api_filter f;
    api_filter_compile(L, fi, &f);
    return api_filter_match(L, g, me, cid, &f);
}

/* ------------------------------------------------ declared filters, counts, locations */

void api_filter_compile_but(lua_State *L, int ti, api_filter *f, const char *const *skip)
{
    ti = lua_absindex(L, ti);
    seal_push_contents(L, ti);
    ti = lua_gettop(L);
    lua_newtable(L);
    int ft = lua_gettop(L), kept = 0;
    lua_pushnil(L);
    while (lua_next(L, ti)) {
        int keep = lua_type(L, -2) == LUA_TSTRING; /* (a prompt at [1] is no field) */
        for (int i = 0; keep && skip[i]; i++)
            keep = strcmp(lua_tostring(L, -2), skip[i]) != 0;
        if (keep) {
            lua_pushvalue(L, -2);
            lua_insert(L, -2);
            lua_rawset(L, ft);
            kept++;
        } else {
            lua_pop(L, 1);
        }
    }
    api_filter_compile(L, ft, f);
    f->table = kept ? -1 : 0; /* matched without its table; no field: every card */
    lua_pop(L, 2);
    filter_number(*(struct script_vm **)lua_getextraspace(L), f);
}

/* The cards of player q at location loc that filter f picks for player `me` (a
 * deck top first): how many, and (if out) up to cap of their handles. */
static inline int match_at(gcg_game *g, int me, int q, int loc, const api_filter *f, lua_Integer *out,
                    int cap)
{
    struct script_vm *vm = vm_of(g);
    vm->reads |= F_AT(loc, q);
    const zone *z = zone_cget(&g->s, q, loc);
    int k = 0;
    if (!z || z->owner != q)
        return 0;
    if (!f->table && !out) /* (no filter, a count: every card passes) */
        return z->n < cap ? z->n : cap;
    for (int i = z->n - 1; i >= 0 && k < cap; i--) {
        int cid = loc == GCG_LOC_DECK ? z->ids[i] : z->ids[z->n - 1 - i];
        if (api_filter_match(vm->L, g, me, cid, f)) {
            if (out)
                out[k] = card_handle(g, cid);
            k++;
        }
    }
    return k;
}

int api_cards_at(gcg_game *g, int me, int loc, const api_filter *f, lua_Integer *out, int cap)
{
    int k = 0;
    vm_of(g)->reads |= F_PLAYERS;
    for (int q = 0; q < g->s.nplayers && k < cap; q++)
        if (api_filter_side_or_yours(g, me, q, f))
            k += match_at(g, me, q, loc, f, out + k, cap - k);
    return k;
}

int api_loc_named(const char *name)
{
    static const struct { const char *n; gcg_loc l; } w[] = {
        {"hand", GCG_LOC_HAND}, {"trash", GCG_LOC_TRASH}, {"deck", GCG_LOC_DECK},
        {"shields", GCG_LOC_SHIELD}, {"resources", GCG_LOC_RESOURCE}, {"base", GCG_LOC_BASE},
        {"removal", GCG_LOC_REMOVAL}, {"battle", GCG_LOC_BATTLE},
        {"resource_deck", GCG_LOC_RESOURCE_DECK},
    };
    for (size_t k = 0; name && k < sizeof w / sizeof w[0]; k++)
        if (!strcmp(w[k].n, name))
            return (int)w[k].l;
    return -1;
}

static int count_bound(lua_State *L, int ti, const char *key, int dflt)
{
    int t = lua_getfield(L, ti, key);
    if (t != LUA_TNIL && !lua_isinteger(L, -1))
        luaL_error(L, "condition: %s must be a whole number", key);
    int v = t == LUA_TNIL ? dflt : (int)lua_tointeger(L, -1);
    lua_pop(L, 1);
    return v;
}

void api_count_compile(lua_State *L, int ti, api_count_cond *c)
{
    ti = lua_absindex(L, ti);
    lua_getfield(L, ti, "count");
    c->loc = api_loc_named(lua_tostring(L, -1));
    if (c->loc < 0)
        luaL_error(L, "condition: count must name a location (\"hand\", \"trash\", "
                      "\"resources\" ...), not %s", sbx_tostring(L, -1));
    lua_pop(L, 1);
    c->min = count_bound(L, ti, "min", 1);
    c->max = count_bound(L, ti, "max", MAX_CARDS);
    lua_getfield(L, ti, "per_player");
    c->per_player = lua_toboolean(L, -1);
    lua_pop(L, 1);
    /* the rest is a filter of the cards counted */
    static const char *const own[] = {"count", "min", "max", "per_player", "turn", NULL};
    api_filter_compile_but(L, ti, &c->f, own);
    if (c->f.where || c->f.has_exclude)
        luaL_error(L, "condition: a count cannot have `where` or `exclude`; give a "
                      "function(e) instead");
}

/* The count stops as soon as the cards seen decide it: `min` of them with no `max`
 * (MAX_CARDS: more can only add to them), or one more than `max`.  The answer is
 * the full count's; and the cards not looked at read nothing, for whatever they
 * are, the answer stays (the cards seen, and the locations, were read). */
static int count_holds(gcg_game *g, int me, const api_count_cond *c)
{
    vm_of(g)->reads |= F_PLAYERS;
    int total = 0, open = c->max >= MAX_CARDS;
    for (int q = 0; q < g->s.nplayers; q++) {
        if (!api_filter_side_or_yours(g, me, q, &c->f))
            continue;
        int cap = open ? c->min : c->max + 1;
        if (!c->per_player) {
            if (open ? total >= c->min : total > c->max)
                return open;
            cap -= total;
        }
        int n = match_at(g, me, q, c->loc, &c->f, NULL, cap < 1 ? 1 : cap);
        if (c->per_player && n >= c->min && n <= c->max)
            return 1;
        total += n;
    }
    return !c->per_player && total >= c->min && total <= c->max;
}

/* Whether a count holds ("while there are 4 or more Command cards in your trash",
 * a triggered effect's "if you have 2 or more (Titans) Units"), kept by condition,
 * player and depth among constant effects until a facet it read changes: asked at
 * every event a card with it may answer, and at every listing, it seldom changes.
 * An answer that looked at the call's own card or event (F_SELF, F_CONTEXT: an
 * `other` or a Lv. bound of "this" Unit) is not kept.  A few slots, by address;
 * checking builds compare a kept answer with a fresh one. */
#define COUNT_SLOTS 16

typedef struct count_entry {
    facet_stamp st;
    const api_count_cond *c;
    int me, depth, ok;
} count_entry;

int api_count_holds(gcg_game *g, int me, const api_count_cond *c)
{
    struct script_vm *vm = vm_of(g);
    if (!g->count_cache)
        g->count_cache = xcalloc(COUNT_SLOTS, sizeof *g->count_cache);
    count_entry *e = &g->count_cache[((uintptr_t)c / sizeof *c + (unsigned)me) % COUNT_SLOTS];
    int depth = vm->const_depth;
    int cached = e->c == c && e->me == me && e->depth == depth && facet_fresh(g, &e->st);
    if (cached && !g->eng->check_invariants) {
        vm->reads |= e->st.reads;
        return e->ok;
    }
    int cached_ok = e->ok; /* (the slot may be taken by a count asked inside this one) */
    uint64_t tick = g->tick;
    facets outer = script_reads_begin(g);
    int ok = count_holds(g, me, c);
    facets reads = script_reads_end(g, outer);
    if (cached && ok != cached_ok)
        game_cache_fault(g, "whether a condition given as a count holds", -1);
    if (!(reads & (F_SELF | F_CONTEXT)) && g->tick == tick)
        *e = (count_entry){facet_stamp_now(g, reads), c, me, depth, ok};
    return ok;
}

/* ------------------------------------------------------------ past cards */

int api_filter_match_def(gcg_game *g, int me, int owner, int def, int token, const api_filter *f)
{
    if (!f->table)
        return 1;
    vm_of(g)->reads |= F_PLAYERS;
    if (!api_filter_side_or_yours(g, me, owner, f))
        return 0;
    const card_facts *cf = &g->eng->facts[def];
    if (f->has_type && !type_is(cf->type, f->type))
        return 0;
    if (f->want[B_TOKEN - B_RESTED] >= 0 && f->want[B_TOKEN - B_RESTED] != token)
        return 0;
    const gcg_card_def *d = g->eng->defs[def];
    if (f->has_trait) {
        int any = 0;
        for (int i = 0; i < f->ntraits && !any; i++)
            any = f->tnamed[i] ? carddb_has_trait_named(d, f->tnamed[i])
                               : carddb_has_trait(d, f->traits[i]);
        if (!any)
            return 0;
    }
    if (f->has_color && (!f->color_ok || !carddb_colors_contain(d->colors, f->color)))
        return 0;
    if (f->has_name && (!f->name_ok || !strstr(d->name, f->name)))
        return 0;
    int lv = token || cf->level < 0 ? 0 : cf->level;
    if (((f->has_num & (1u << N_MAX_LEVEL)) && lv > level_bound(g, f, N_MAX_LEVEL)) ||
        ((f->has_num & (1u << N_MIN_LEVEL)) && lv < level_bound(g, f, N_MIN_LEVEL)))
        return 0;
    return 1;
}

int api_filter_static_only(const api_filter *f)
{
    unsigned live = (1u << N_MAX_HP) | (1u << N_MIN_HP) | (1u << N_HP) | (1u << N_MAX_AP) |
                    (1u << N_MIN_AP);
    for (int b = B_RESTED; b < B_END; b++)
        if (b != B_TOKEN && f->want[b - B_RESTED] >= 0)
            return 0;
    return !(f->has_num & live) && !f->keyword && !f->where && !f->has_exclude &&
           !f->effect_kinds && !f->lv_this && !f->other;
}

/* ------------------------------------------------ verdicts per card definition */

/* A declared filter's type, trait, colour and name tests read only what a card's
 * definition prints: its type (facts), traits, colours, name and the name its script
 * says it is also treated as (alias).  None of them changes while the engine's
 * definitions stay as they are, so each declared filter keeps, per definition index,
 * what they say (made at the first card of that definition it meets): a match is then
 * one load, not the texts compared again.  Only the traits an effect gives (constants,
 * CA_TRAITS) are not printed: a definition whose printed traits alone fail is kept as
 * SV_TRAITS, and its cards still ask the constants.  A declared filter lives as long
 * as the VM and is never compiled again (a new compile gets a new number), and a
 * frozen table's filter has one number for the VM's life (kept_number: what the table
 * holds never changes), so a number's verdicts are always its own filter's.  Checking builds compare each kept
 * verdict with the tests made afresh. */
enum { SV_UNKNOWN, SV_YES, SV_NO, SV_TRAITS };

/* Give filter f a number, if it has a test of printed facts: a declared filter (read
 * once, when its script loads) or a frozen table's (kept_number). */
static void filter_number(struct script_vm *vm, api_filter *f)
{
    f->sid = 0;
    if (!f->table || !(f->has_type || f->has_trait || f->has_color || f->has_name))
        return;
    if (vm->nsv + 1 >= vm->sv_cap) {
        int cap = vm->sv_cap ? vm->sv_cap * 2 : 64;
        vm->sv = xrealloc(vm->sv, (size_t)cap * sizeof *vm->sv);
        memset(vm->sv + vm->sv_cap, 0, (size_t)(cap - vm->sv_cap) * sizeof *vm->sv);
        vm->sv_cap = cap;
    }
    f->sid = ++vm->nsv;
    filter_plan(f);
}

void api_filter_verdicts_free(struct script_vm *vm)
{
    for (int i = 0; i < vm->sv_cap; i++)
        free(vm->sv[i]);
    free(vm->sv);
    vm->sv = NULL;
    vm->nsv = vm->sv_cap = 0;
}

/* What the printed facts of card cid's definition say to f (SV_YES, SV_NO, SV_TRAITS),
 * made afresh: the tests of api_filter_match's type_is and texts_match, but the
 * traits constants give. */
static int printed_verdict(gcg_game *g, int cid, const api_filter *f)
{
    const gcg_card_def *d = def_of(g, cid);
    if ((f->has_type && !type_is(facts_of(g, cid)->type, f->type)) ||
        (f->has_color && (!f->color_ok || !carddb_colors_contain(d->colors, f->color))) ||
        (f->has_name && !(f->name_ok && card_name_has(g, cid, f->name))))
        return SV_NO;
    int any = !f->has_trait;
    for (int i = 0; i < f->ntraits && !any; i++)
        any = f->tnamed[i] ? carddb_has_trait_named(d, f->tnamed[i])
                           : carddb_has_trait(d, f->traits[i]);
    return any ? SV_YES : SV_TRAITS;
}

/* The verdicts of filter number sid, one per definition index (a card's or a Unit
 * form's: 2 * ndefs); all forgotten when the engine's definitions have changed. */
static uint8_t *verdicts_of(struct script_vm *vm, int sid)
{
    int ndefs = vm->eng->ndefs;
    if (vm->sv_ndefs != ndefs) {
        for (int i = 0; i < vm->sv_cap; i++) {
            free(vm->sv[i]);
            vm->sv[i] = NULL;
        }
        vm->sv_ndefs = ndefs;
    }
    if (!vm->sv[sid])
        vm->sv[sid] = xcalloc((size_t)(2 * ndefs + 1), 1);
    return vm->sv[sid];
}

/* Does card cid pass f's type, trait, colour and name tests?  From the verdict kept
 * for its definition; the traits constants give asked as texts_match asks them. */
static int api_filter_match_printed(gcg_game *g, int cid, const api_filter *f)
{
    struct script_vm *vm = vm_of(g);
    uint8_t *v = verdicts_of(vm, f->sid);
    int def = g->s.cards[cid].def;
    int sv = v[def];
    if (sv == SV_UNKNOWN)
        sv = v[def] = (uint8_t)printed_verdict(g, cid, f);
    else if (g->eng->check_invariants && sv != printed_verdict(g, cid, f))
        game_cache_fault(g, "a declared filter's verdict kept for a card definition", cid);
    if (sv != SV_TRAITS)
        return sv == SV_YES;
    if (!(g->listen.const_aspects & CA_TRAITS))
        return 0;
    int any = 0; /* (a trait an effect gives: card_has_trait_named asks the same) */
    for (int i = 0; i < f->ntraits && !any; i++)
        any = card_has_trait_named(g, cid, f->tnamed[i], f->traits[i]);
    if (g->eng->check_invariants)
        check_traits_named(g, cid, f, any);
    return any;
}
