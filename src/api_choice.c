/*
 * api_choice.c -- the script API's questions: e:choose, e:choose_one, e:may,
 * e:choose_option, and an effect's declared target (api_effect_target).
 *
 * A question stops the game at a decision exactly like the core's own (the
 * REPL, bots and tests answer it the same way).  The effect stops
 * (SCRIPT_NEED_DECISION); when the answer comes, script_run.c runs it again
 * from the state it started from, and each question takes its recorded answer
 * in order.  A legality check (a dry run) never asks: it takes the first
 * candidates, and says "not playable" when a required target is missing
 * (10-1-8-1).
 */
#include <lauxlib.h>
#include <string.h>
#include "api.h"
#include "decide.h"
#include "mode.h"
#include "util.h"

/* The next recorded answer, or -1 if the effect has none left. */
int api_next_answer(struct script_vm *vm, gcg_game *g, int *idx, int max)
{
    gstate *s = &g->s;
    if (vm->cursor >= s->eff_nans)
        return -1;
    int k = s->eff_ans[vm->cursor++], n = 0;
    for (int i = 0; i < k && vm->cursor < s->eff_nans; i++) { /* (all k read: in step) */
        int a = s->eff_ans[vm->cursor++];
        if (n < max)
            idx[n++] = a;
    }
    return n; /* (how many were kept: a cut-short record gives fewer, never garbage) */
}

/* Stop for a question.  Asked before the effect did anything, on its first run,
 * it finds the game in the effect's start state: the answer needs no return to
 * it (eff_untouched, script_run.c). */
__attribute__((noreturn)) int api_need_decision(lua_State *L)
{
    struct script_vm *vm = api_vm(L);
    gstate *s = &vm->game->s;
    s->eff_untouched = s->eff_nans == 0 && !vm->acted;
    vm_stop(L, SCRIPT_NEED_DECISION);
}

/* Choose between min and max of the k candidate handles into out; returns how
 * many.  Stops the script for a decision unless the answer is recorded. */
int api_choose_handles(lua_State *L, gcg_game *g, int who, const char *prompt,
                          const lua_Integer *cands, int k, int min, int max, lua_Integer *out)
{
    struct script_vm *vm = api_vm(L);
    if (min < 0 || max < min || max > MAX_OPTS)
        luaL_error(L, "a choice of %d to %d cards: give 0 <= min <= max", min, max);
    if (who < 0 || who >= g->s.nplayers)
        luaL_error(L, "a choice for player %d, who is not in the game", who + 1);
    vm->reads |= F_PLAYERS;
    if (!mode_alive(&g->s, who))
        return 0; /* 12-2-5: they have left the game: the question is not asked */
    if (k == 0 || max == 0) {
        if (vm->mode == CM_DRY && min > 0)
            vm_stop(L, SCRIPT_DRY_NO); /* 10-1-8-1 */
        return 0;
    }
    if (max > k)
        max = k;
    if (min > k)
        min = k; /* 1-3-2: as much as possible */
    /* No real choice (all must be taken), or a legality check: take the first. */
    if (vm->mode != CM_RUN || (min == max && max == k)) {
        int n = vm->mode != CM_RUN ? (min > 0 ? min : 0) : k;
        for (int i = 0; i < n; i++)
            out[i] = cands[i];
        return n;
    }
    int idx[MAX_OPTS];
    int got = api_next_answer(vm, g, idx, MAX_OPTS);
    if (got < 0) {
        dec_begin_text(g, GCG_DEC_CHOOSE, who, min, max, prompt);
        for (int i = 0; i < k; i++)
            dec_add(g, O_CARD, who, (int)(cands[i] & 0xFFFF), NONE16, 0);
        api_need_decision(L);
    }
    int n = 0;
    for (int i = 0; i < got; i++)
        if (idx[i] < k)
            out[n++] = cands[idx[i]];
    return n;
}

static inline int target_cands(gcg_game *g, const decl_target *t, lua_Integer *cands, int cap);

/* target_cands for a target with any_of: every card of its filter looked at, those
 * that pass one of any_of kept, up to cap.  (Apart, so that the common targets' frame
 * does not grow.) */
static __attribute__((noinline)) int target_cands_any(gcg_game *g, const decl_target *t,
                                                      lua_Integer *out, int cap)
{
    struct script_vm *vm = vm_of(g);
    lua_Integer cands[MAX_OPTS];
    decl_target plain = *t;
    plain.nany = 0;
    int k = target_cands(g, &plain, cands, MAX_OPTS), j = 0;
    for (int i = 0; i < k && j < cap; i++)
        for (int a = 0; a < t->nany; a++)
            if (api_filter_match(vm->L, g, vm->controller, (int)(cands[i] & 0xFFFF), t->any_of[a])) {
                out[j++] = cands[i];
                break;
            }
    return j;
}

/* The cards declared target t may choose, up to cap of them (this Unit left out
 * for `other`: one more is looked at). */
static inline int target_cands(gcg_game *g, const decl_target *t, lua_Integer *cands, int cap)
{
    if (t->nany) /* "that is Lv.1 or lower or has 1 or less AP" */
        return target_cands_any(g, t, cands, cap);
    struct script_vm *vm = vm_of(g);
    cap += t->other && cap < MAX_OPTS;
    int k = t->from == GCG_LOC_BATTLE ? api_units(g, vm->controller, t->f, cands, cap)
                                      : api_cards_at(g, vm->controller, t->from, t->f, cands, cap);
    if (t->other) { /* "other": this Unit left out */
        int self = api_this_unit(g), j = 0;
        for (int i = 0; i < k; i++)
            if ((int)(cands[i] & 0xFFFF) != self)
                cands[j++] = cands[i];
        k = j;
    }
    return k;
}

/* One declared target t: its chosen handles into out, their number in *n.  1,
 * or 0 when it can't be chosen (none to choose, and it needs one: the effect does
 * nothing), or -1 when the controller must choose first (the decision is begun). */
static inline __attribute__((always_inline)) int
choose_among(gcg_game *g, const decl_target *t, int dry, lua_Integer *cands, int k,
             lua_Integer *out, int *n);

static int effect_target(gcg_game *g, const decl_target *t, int dry, lua_Integer *out, int *n)
{
    struct script_vm *vm = vm_of(g);
    lua_Integer cands[MAX_OPTS];
    *n = 0;
    if (t->may && (dry || !mode_alive(&g->s, vm->controller)))
        return 1; /* "you may choose": nothing needs choosing (and they have left: 12-2-5) */
    /* (a legality check takes the least it may, and rests only on what it looked at) */
    int k = target_cands(g, t, cands, dry ? (t->min > 1 ? t->min : 1) : MAX_OPTS);
    return choose_among(g, t, dry, cands, k, out, n);
}

/* effect_target's question, among the k candidates cands (in line: the declared targets'
 * hot path stays as it was). */
static inline __attribute__((always_inline)) int
choose_among(gcg_game *g, const decl_target *t, int dry, lua_Integer *cands, int k,
             lua_Integer *out, int *n)
{
    struct script_vm *vm = vm_of(g);
    if (t->may) { /* "You may choose 2 ...": all of them or none, asked first */
        if (k < t->min)
            return 1;
        int yes[4];
        int got = api_next_answer(vm, g, yes, 4);
        if (got < 0) {
            dec_begin_text(g, GCG_DEC_YESNO, vm->controller, 1, 1, t->may);
            dec_add(g, O_YES, vm->controller, NONE16, NONE16, 0);
            dec_add(g, O_NO, vm->controller, NONE16, NONE16, 0);
            return -1;
        }
        if (got < 1 || yes[0] != 0)
            return 1;
    }
    if (k == 0)
        return t->min == 0; /* 10-1-8-1: "up to" may choose none */
    int min = t->min < k ? t->min : k, max = t->max < k ? t->max : k; /* 1-3-2 */
    if (dry || (min == max && max == k)) { /* no real choice; a legality check takes the least */
        *n = dry ? min : k;
        for (int i = 0; i < *n; i++)
            out[i] = cands[i];
        return 1;
    }
    int idx[MAX_OPTS];
    int got = api_next_answer(vm, g, idx, MAX_OPTS);
    if (got < 0) {
        dec_begin_text(g, GCG_DEC_CHOOSE, vm->controller, min, max, t->prompt);
        for (int i = 0; i < k; i++)
            dec_add(g, O_CARD, vm->controller, (int)(cands[i] & 0xFFFF), NONE16, 0);
        return -1;
    }
    if (!t->list) { /* one Unit: the answer must name it */
        if (got < 1 || idx[0] >= k)
            return 0;
        out[(*n)++] = cands[idx[0]];
        return 1;
    }
    for (int i = 0; i < got; i++)
        if (idx[i] < k)
            out[(*n)++] = cands[idx[i]];
    return 1;
}

int api_effect_target(gcg_game *g, const effmeta *m, int dry, api_targets *out)
{
    int at = 0;
    for (int i = 0; i < m->ntargets; i++) {
        int r = effect_target(g, &m->target[i], dry, out->h + at, &out->n[i]);
        if (r < 0 || (r == 0 && !m->target_any))
            return r;
        at += out->n[i]; /* (any: one that can't be chosen has none, and the rest go on) */
    }
    return at > 0 || !m->target_any; /* any: one of them at least (1-3-2, 10-2-2) */
}

int api_step_target(gcg_game *g, const effmeta *m, const lua_Integer *skip, int nskip,
                    api_targets *out)
{
    struct script_vm *vm = vm_of(g);
    const decl_target *t = &m->target[0];
    lua_Integer cands[MAX_OPTS];
    out->n[0] = 0;
    if (t->may && !mode_alive(&g->s, vm->controller))
        return 1; /* (they have left: 12-2-5) */
    int k = target_cands(g, t, cands, MAX_OPTS), j = 0;
    for (int i = 0; i < k; i++) { /* (as e:units{ ..., exclude = ... }) */
        int left_out = 0;
        for (int x = 0; x < nskip && !left_out; x++)
            left_out = (cands[i] & 0xFFFF) == (skip[x] & 0xFFFF);
        if (!left_out)
            cands[j++] = cands[i];
    }
    return choose_among(g, t, 0, cands, j, out->h, &out->n[0]);
}

int api_target_exists(gcg_game *g, const effmeta *m)
{
    for (int i = 0; i < m->ntargets; i++) {
        lua_Integer c[2];
        if (m->target_any) { /* any: one of them suffices */
            if (target_cands(g, &m->target[i], c, 1) > 0)
                return 1;
        } else if (m->target[i].min > 0 && !m->target[i].may &&
                   target_cands(g, &m->target[i], c, 1) == 0) {
            return 0; /* 10-1-8-1 (a target of "up to" N needs nothing) */
        }
    }
    return !m->target_any;
}

int api_push_targets(lua_State *L, const effmeta *m, const api_targets *t)
{
    const lua_Integer *h = t->h;
    for (int i = 0; i < m->ntargets; i++) {
        if (m->target[i].list)
            api_push_handles(L, h, t->n[i]);
        else if (t->n[i] == 0) /* (any = true: this one could not be chosen) */
            lua_pushnil(L);
        else
            lua_pushinteger(L, *h);
        h += t->n[i];
    }
    return m->ntargets;
}

/* Choose between min and max of the cards listed at stack index 3 (handles
 * that no longer reach their card are left out) for player `who`; the chosen
 * go to out.  Stops the script for a decision unless the answer is recorded. */
static int choose_listed(lua_State *L, gcg_game *g, int who, int min, int max,
                         lua_Integer *chosen)
{
    struct script_vm *vm = api_vm(L);
    const char *prompt = api_text_arg(L, 2, API_TEXT_MAX);
    if (!lua_istable(L, 3))
        luaL_error(L, "bad argument #2: a list of cards, not %s", luaL_typename(L, 3));
    lua_Integer n = luaL_len(L, 3);
    lua_Integer cands[MAX_OPTS];
    int k = 0;
    for (lua_Integer i = 1; i <= n && k < MAX_OPTS; i++) {
        lua_geti(L, 3, i);
        if (!lua_isinteger(L, -1))
            luaL_error(L, "bad argument #2: item %I is %s, not a card", i, luaL_typename(L, -1));
        lua_Integer h = lua_tointeger(L, -1);
        lua_pop(L, 1);
        int cid = handle_card(g, h);
        if (cid >= 0) {
            vm->reads |= api_where_facet(g, cid); /* the handle still reaches it */
            cands[k++] = h;
        }
    }
    return api_choose_handles(L, g, who, prompt, cands, k, min, max, chosen);
}

/* e:choose(prompt, cards [, {min=1, max=1, player=}]) -> list of chosen handles */
static int e_choose(lua_State *L)
{
    gcg_game *g = api_q(L, 0);
    int min = 1, max = 1, who = api_vm(L)->controller;
    static const char *const opts[] = {"min", "max", "player", NULL};
    if (api_opts(L, 4, opts)) {
        int has_max = api_opt_int(L, 4, "max", &max), p;
        api_opt_int(L, 4, "min", &min);
        if (!has_max && min > max)
            max = min;
        if (min < 0 || max < min || max > MAX_OPTS)
            return luaL_error(L, "e:choose: min = %d, max = %d: give 0 <= min <= max <= %d",
                              min, max, MAX_OPTS);
        if (api_opt_int(L, 4, "player", &p)) {
            if (p < 1 || p > g->s.nplayers)
                return luaL_error(L, "e:choose: player %d does not exist (players 1 to %d)", p,
                                  g->s.nplayers);
            api_vm(L)->reads |= F_PLAYERS;
            who = p - 1; /* (one who has left is not asked: api_choose_handles) */
        }
    }
    lua_Integer chosen[MAX_OPTS];
    api_push_handles(L, chosen, choose_listed(L, g, who, min, max, chosen));
    return 1;
}

/* e:choose_one(prompt, cards [, optional]) -> a handle or nil */
static int e_choose_one(lua_State *L)
{
    gcg_game *g = api_q(L, 0);
    lua_Integer chosen[MAX_OPTS];
    chosen[0] = 0; /* (set when got > 0; said for the compiler) */
    int got = choose_listed(L, g, api_vm(L)->controller, lua_toboolean(L, 4) ? 0 : 1, 1, chosen);
    if (got > 0)
        lua_pushinteger(L, chosen[0]);
    else
        lua_pushnil(L);
    return 1;
}

/* Who answers a question: { player = p } at argument i ("they may", "they
 * choose"), else dflt (the controller). */
int api_opt_player(lua_State *L, gcg_game *g, int i, int dflt)
{
    static const char *const opts[] = {"player", NULL};
    if (!api_opts(L, i, opts))
        return dflt;
    lua_getfield(L, i, "player");
    int who = api_live_player_arg(L, g, lua_gettop(L), dflt);
    lua_pop(L, 1);
    return who;
}

/* e:may(prompt [, { player = p }]) -> true if the player (you, or p: "they may")
 * chooses to ("you may", 10-1-3) */
static int e_may(lua_State *L)
{
    gcg_game *g = api_q(L, 0);
    struct script_vm *vm = api_vm(L);
    const char *prompt = api_text_arg(L, 2, API_TEXT_MAX);
    int who = api_opt_player(L, g, 3, vm->controller);
    if (who < 0) { /* they have left the game: not asked, and they do not (12-2-5) */
        lua_pushboolean(L, 0);
        return 1;
    }
    if (vm->mode != CM_RUN) {
        lua_pushboolean(L, 1);
        return 1;
    }
    int idx[4];
    int got = api_next_answer(vm, g, idx, 4);
    if (got < 0) {
        dec_begin_text(g, GCG_DEC_YESNO, who, 1, 1, prompt);
        dec_add(g, O_YES, who, NONE16, NONE16, 0);
        dec_add(g, O_NO, who, NONE16, NONE16, 0);
        return api_need_decision(L);
    }
    lua_pushboolean(L, got >= 1 && idx[0] == 0);
    return 1;
}

/* e:choose_option(prompt, {"label", ...} [, { player = p }]) -> 1-based index of the
 * choice (the controller's, or p's: "they return it to the top or bottom").  A
 * label is never cut: one longer than LABEL_LEN - 1 bytes is an error naming it. */
static int e_choose_option(lua_State *L)
{
    gcg_game *g = api_q(L, 0);
    struct script_vm *vm = api_vm(L);
    const char *prompt = api_text_arg(L, 2, API_TEXT_MAX);
    luaL_checktype(L, 3, LUA_TTABLE);
    int n = (int)luaL_len(L, 3);
    luaL_argcheck(L, n >= 1 && n <= MAX_LABELS, 3, "give 1 to 6 labels");
    int who = api_opt_player(L, g, 4, vm->controller);
    for (int i = 0; i < n; i++) { /* (each a label, asked or not) */
        lua_geti(L, 3, i + 1);
        if (lua_type(L, -1) != LUA_TSTRING)
            return luaL_error(L, "e:choose_option: label %d is not a string", i + 1);
        size_t len;
        const char *label = lua_tolstring(L, -1, &len);
        if (len >= LABEL_LEN) {
            char head[81];
            snprintf(head, sizeof head, "%s", label); /* (lua_pushfstring has no %.80s) */
            return luaL_error(L, "e:choose_option: label %d is %d bytes long, at most %d: \"%s\"",
                              i + 1, (int)len, LABEL_LEN - 1, head);
        }
        lua_pop(L, 1);
    }
    if (who < 0) /* they have left the game: not asked, nothing chosen (12-2-5) */
        return lua_pushnil(L), 1;
    if (vm->mode != CM_RUN || n == 1) {
        lua_pushinteger(L, 1);
        return 1;
    }
    int idx[4];
    int got = api_next_answer(vm, g, idx, 4);
    if (got < 0) {
        dec_begin_text(g, GCG_DEC_ACTION, who, 1, 1, prompt);
        for (int i = 0; i < n; i++) {
            lua_geti(L, 3, i + 1);
            str_copy(g->s.eff_labels[i], LABEL_LEN, lua_tostring(L, -1));
            lua_pop(L, 1);
            dec_add(g, O_CHOICE, who, NONE16, NONE16, i);
        }
        g->s.nlabels = (uint8_t)n;
        return api_need_decision(L);
    }
    lua_pushinteger(L, got >= 1 ? idx[0] + 1 : 1);
    return 1;
}

const luaL_Reg api_choice_methods[] = {
    {"choose", e_choose}, {"choose_one", e_choose_one}, {"may", e_may},
    {"choose_option", e_choose_option},
    {NULL, NULL},
};
