/*
 * decide.c -- opening decisions, validating and logging answers (the decision
 * loop's public half: gcg_game_decision, gcg_respond, gcg_concede).
 */
#include <stdio.h>
#include <string.h>
#include "decide.h"
#include "mode.h"
#include "narrate.h"
#include "run.h"

void dec_begin(gcg_game *g, int kind, int player, int min, int max, int prompt, int a, int b)
{
    pending *p = &g->s.pend;
    p->kind = (uint8_t)kind;
    p->player = (uint8_t)player;
    p->min = (uint8_t)min;
    p->max = (uint8_t)max;
    p->nopts = 0;
    p->prompt = (uint8_t)prompt;
    p->parg[0] = (uint16_t)a;
    p->parg[1] = (uint16_t)b;
    g->s.nlabels = 0; /* (a script's named choices come after: e:choose_option) */
}

void dec_begin_text(gcg_game *g, int kind, int player, int min, int max, const char *text)
{
    dec_begin(g, kind, player, min, max, PR_SCRIPT, 0, 0);
    str_copy(g->s.pend.text, sizeof g->s.pend.text, text);
}

static const char *card_name(const gcg_game *g, int cid)
{
    const gcg_card_def *d = cid < g->s.ncards ? def_of(g, cid) : NULL;
    return d ? d->name : "?";
}

void dec_prompt(const gcg_game *g, char *buf, size_t n)
{
    const pending *p = &g->s.pend;
    int P = p->player + 1, a = p->parg[0], b = p->parg[1];
    switch (p->prompt) {
    case PR_SCRIPT: snprintf(buf, n, "P%d: %s", P, p->text); break;
    case PR_MULLIGAN: snprintf(buf, n, "P%d: keep your opening hand or redraw it?", P); break;
    case PR_MAIN: snprintf(buf, n, "P%d: main phase -- choose an action", P); break;
    case PR_HAND_LIMIT:
        snprintf(buf, n, "P%d: hand limit %d -- choose %d card%s to discard", P, a, b,
                 b == 1 ? "" : "s");
        break;
    case PR_ACTION_STEP: snprintf(buf, n, "P%d: action step -- activate an effect or pass", P); break;
    case PR_BLOCK: snprintf(buf, n, "P%d: block the attack of %s?", P, card_name(g, a)); break;
    case PR_BURST: snprintf(buf, n, "P%d: activate the 【Burst】 of %s?", P, card_name(g, a)); break;
    case PR_SUPPORT:
        snprintf(buf, n, "P%d: <Support %d> -- choose another friendly Unit", P, a);
        break;
    case PR_EXCESS:
        snprintf(buf, n, "P%d: the %s is full -- choose a card to trash", P,
                 gcg_loc_name((gcg_loc)a));
        break;
    case PR_ORDER: snprintf(buf, n, "Choose the effect to resolve next"); break;
    default: snprintf(buf, n, "Choose"); break;
    }
}

void dec_add(gcg_game *g, int verb, int p, int a, int b, int c)
{
    pending *pd = &g->s.pend;
    if (pd->nopts >= MAX_OPTS) {
        run_fail(g, "too many options in one decision");
        return;
    }
    option *o = &pd->opts[pd->nopts++];
    o->verb = (uint8_t)verb;
    o->p = (uint8_t)p;
    o->a = (uint16_t)a;
    o->b = (uint16_t)b;
    o->c = (uint16_t)c;
}

int dec_take(gcg_game *g, const option **out, int max)
{
    gstate *s = &g->s;
    if (!s->has_answer)
        return 0;
    int n = s->nanswer < max ? s->nanswer : max;
    for (int i = 0; i < n; i++)
        out[i] = &s->pend.opts[s->answer[i]];
    s->has_answer = 0;
    return n;
}

const option *dec_take1(gcg_game *g)
{
    const option *o;
    return dec_take(g, &o, 1) == 1 ? o : NULL;
}

/* Where a paused game stopped (gcg_game_set_stops): "the damage step". */
static const char *paused_at(const gcg_game *g)
{
    unsigned at = g->stop.at;
    for (int st = GCG_STEP_ACTIVE; st <= GCG_STEP_CLEANUP; st++)
        if (at & GCG_STOP_STEP(st))
            return gcg_step_name((gcg_step)st);
    for (int ph = GCG_PHASE_START; ph <= GCG_PHASE_END; ph++)
        if (at & GCG_STOP_PHASE(ph))
            return gcg_phase_name((gcg_phase)ph);
    return "?";
}

void gcg_game_decision(const gcg_game *g, gcg_decision *out)
{
    const gstate *s = &g->s;
    memset(out, 0, sizeof *out);
    if (s->over || s->pend.kind == GCG_DEC_NONE) {
        out->kind = GCG_DEC_NONE;
        out->player = -1;
        if (g->stop.at && !s->over)
            snprintf(out->prompt, sizeof out->prompt, "Paused at the %s (resume to go on)",
                     paused_at(g));
        else
            snprintf(out->prompt, sizeof out->prompt, "The game is over");
        return;
    }
    out->kind = (gcg_decision_kind)s->pend.kind;
    out->player = s->pend.player;
    out->min = s->pend.min;
    out->max = s->pend.max;
    out->noptions = s->pend.nopts;
    dec_prompt(g, out->prompt, sizeof out->prompt);
}

int gcg_game_decider(const gcg_game *g)
{
    return g->s.over || g->s.pend.kind == GCG_DEC_NONE ? -1 : g->s.pend.player;
}

void log_append(gcg_game *g, const uint16_t *ids, int n)
{
    uint32_t i = g->s.log_len;
    if (g->log_cap < i + 2) {
        g->log_cap = (i + 2) * 2;
        g->off = xrealloc(g->off, g->log_cap * sizeof *g->off);
        if (i == 0)
            g->off[0] = 0;
    }
    uint32_t at = g->off[i];
    if (g->ans_cap < at + (uint32_t)n) {
        g->ans_cap = (at + (uint32_t)n) * 2 + 16;
        g->answers = xrealloc(g->answers, g->ans_cap * sizeof *g->answers);
    }
    if (n == 1) /* (most answers: one option) */
        g->answers[at] = ids[0];
    else if (n > 0) /* an empty answer (a choice of none) may come before any buffer */
        memcpy(g->answers + at, ids, (size_t)n * sizeof *ids);
    g->off[i + 1] = at + (uint32_t)n;
    g->s.log_len = i + 1;
}

/* Check an answer against the pending decision; 0 if legal. */
static int check_answer(const gcg_game *g, const int *choices, int n, gcg_err *err)
{
    const gstate *s = &g->s;
    const pending *p = &s->pend;
    if (s->over)
        return err_set(err, "the game is over; no decision is pending");
    if (p->kind == GCG_DEC_NONE && g->stop.at)
        return err_set(err, "the game is paused at the %s: resume it first", paused_at(g));
    if (p->kind == GCG_DEC_NONE)
        return err_set(err, "no decision is pending");
    if (n < p->min || n > p->max) {
        if (p->min == p->max)
            return err_set(err, "choose exactly %d option%s (got %d)", p->min,
                           p->min == 1 ? "" : "s", n);
        return err_set(err, "choose between %d and %d options (got %d)", p->min, p->max, n);
    }
    for (int i = 0; i < n; i++) {
        if (choices[i] < 0 || choices[i] >= p->nopts)
            return err_set(err, "option %d does not exist (options are 1 to %d)",
                           choices[i] + 1, p->nopts);
        for (int j = 0; j < i; j++)
            if (choices[j] == choices[i])
                return err_set(err, "option %d chosen twice", choices[i] + 1);
    }
    return 0;
}

/* Apply an already-checked answer and run on. */
void respond_apply(gcg_game *g, const int *choices, int n, int log)
{
    gstate *s = &g->s;
    for (int i = 0; i < n; i++)
        s->answer[i] = (uint16_t)choices[i];
    s->nanswer = (uint16_t)n;
    s->has_answer = 1;
    if (log)
        log_append(g, s->answer, n);
    run(g);
}

int gcg_respond(gcg_game *g, const int *choices, int n, gcg_err *err)
{
    if (!g || (n > 0 && !choices))
        return err_set(err, "respond: no game or no choices");
    if (check_answer(g, choices, n, err) != 0)
        return -1;
    respond_apply(g, choices, n, 1);
    return 0;
}

int gcg_respond_keys(gcg_game *g, const char *const *keys, int n, gcg_err *err)
{
    int idx[MAX_OPTS];
    if (!g || (n > 0 && !keys))
        return err_set(err, "respond: no game or no keys");
    if (n < 0 || n > MAX_OPTS)
        return err_set(err, "respond: bad number of keys (%d)", n);
    if (g->s.over) /* say why, rather than "no option" for every key */
        return err_set(err, "the game is over; no decision is pending");
    for (int i = 0; i < n; i++) {
        if (!keys[i])
            return err_set(err, "respond: key %d is missing (NULL)", i + 1);
        idx[i] = gcg_option_find(g, keys[i]);
        if (idx[i] < 0) {
            char why[400];
            if (gcg_option_explain(g, keys[i], why, sizeof why) == 1)
                return err_set(err, "no option '%s': %s", keys[i], why);
            return err_set(err, "no option '%s' in the pending decision", keys[i]);
        }
    }
    return gcg_respond(g, idx, n, err);
}

void concede_apply(gcg_game *g, int p)
{
    gstate *s = &g->s;
    s->players[p].flags |= PF_LOST; /* 1-2-4 */
    ev_emit(g, EV_CONCEDE, p, -1, 0, 0);
    ev_emit(g, EV_LOSE, p, -1, GCG_END_CONCEDE, 0);
    mode_after_defeat(g, GCG_END_CONCEDE);
    if (!s->over) {
        run(g); /* multiplayer: play goes on without them */
    } else {
        s->pend.kind = GCG_DEC_NONE;
        s->pend.nopts = 0;
    }
}

int gcg_concede(gcg_game *g, int player, gcg_err *err)
{
    if (!g)
        return err_set(err, "concede: no game");
    gstate *s = &g->s;
    if (s->over)
        return err_set(err, "the game is over");
    if (player < 0 || player >= s->nplayers || !mode_alive(s, player))
        return err_set(err, "player %d cannot concede (not in the game)", player + 1);
    /* 1-2-4: the player loses at once.  Logged as a special entry so replays
     * and undo reproduce it. */
    uint16_t mark = (uint16_t)(LOG_CONCEDE | player);
    log_append(g, &mark, 1);
    concede_apply(g, player);
    return 0;
}
