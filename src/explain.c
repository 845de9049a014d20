/*
 * explain.c -- what an effect does, in words for people: the printed text of one
 * effect of a card (so that "Activate effect 3 of Side 7" can show it), and what
 * a pending decision is for (the effect asking, with its text).
 *
 * A card's text is one string; its script registers its effects one by one.
 * The text of effect i is the script's own (`text = "..."` in the effect's
 * options, docs/scripting.md) or else found in the printed text: the line of
 * the effect's 【...】 keyword, the k-th such line for the k-th effect of that
 * kind.  Not on any hot path: labels and prompts are made only when asked for.
 */
#include <stdio.h>
#include <string.h>
#include "game.h"
#include "label.h"
#include "script.h"
#include "state.h"

/* The printed keyword that starts an effect of this kind, or NULL. */
static const char *kind_tag(int kind)
{
    switch (kind) {
    case EK_DEPLOY: return "【Deploy】";
    case EK_ATTACK: return "【Attack】";
    case EK_DESTROYED: return "【Destroyed】";
    case EK_WHEN_PAIRED: return "【When Paired";
    case EK_WHEN_LINKED: return "【When Linked】";
    case EK_BURST: return "【Burst】";
    case EK_MAIN: return "【Main】";
    case EK_ACTION: return "【Action】";
    case EK_ACT_MAIN: return "【Activate･Main】";
    case EK_ACT_ACTION: return "【Activate･Action】";
    default: return NULL;
    }
}

/* Line `k` (0-based) of text that contains tag into buf; 0 if there is none. */
static int nth_line_with(const char *text, const char *tag, int k, char *buf, size_t n)
{
    for (const char *line = text; *line;) {
        const char *end = strchr(line, '\n');
        size_t len = end ? (size_t)(end - line) : strlen(line);
        const char *hit = strstr(line, tag);
        if (hit && hit < line + len && k-- == 0) {
            snprintf(buf, n, "%.*s", (int)len, line);
            return 1;
        }
        if (!end)
            break;
        line = end + 1;
    }
    return 0;
}

/* The text of effect idx (1-based) of card definition def into buf; 0 if it
 * cannot be told. */
static int effect_text(gcg_engine *eng, int def, int idx, char *buf, size_t n)
{
    const script_info *info = script_info_of(eng, def);
    if (idx < 1 || idx > info->neff)
        return 0;
    const effmeta *m = &info->eff[idx - 1];
    if (m->text) {
        snprintf(buf, n, "%s", m->text);
        return 1;
    }
    const char *tag = kind_tag(m->kind);
    const gcg_card_def *d = eng->defs[def];
    if (!tag || !d->text)
        return 0;
    int k = 0; /* the effects of this kind before it */
    for (int i = 1; i < idx; i++)
        k += info->eff[i - 1].kind == m->kind;
    return nth_line_with(d->text, tag, k, buf, n);
}

int explain_effect(const gcg_game *g, int cid, int idx, char *buf, size_t n)
{
    if (cid < 0 || cid >= g->s.ncards || !n)
        return 0;
    buf[0] = 0;
    return effect_text(g->eng, g->s.cards[cid].def, idx, buf, n);
}

/* The first effect of card definition def of this kind, or 0. */
static int effect_of_kind(gcg_engine *eng, int def, int kind)
{
    const script_info *info = script_info_of(eng, def);
    for (int i = 1; i <= info->neff; i++)
        if (info->eff[i - 1].kind == kind)
            return i;
    return 0;
}

int gcg_decision_source(const gcg_game *g, char *buf, size_t n)
{
    const gstate *s = &g->s;
    if (n)
        buf[0] = 0;
    if (s->over || s->pend.kind == GCG_DEC_NONE || s->ntasks == 0 || !n)
        return -1;
    const task *t = &s->tasks[s->ntasks - 1]; /* the task that asks */
    int cid = -1, idx = 0;
    char what[600] = "";
    switch (t->kind) {
    case T_EFFECT:
        cid = t->a;
        idx = t->b;
        break;
    case T_SHIELD_HIT: /* whether to use a 【Burst】 */
        cid = t->a;
        idx = cid < s->ncards ? effect_of_kind(g->eng, s->cards[cid].def, EK_BURST) : 0;
        break;
    case T_SUPPORT:
        cid = t->a;
        snprintf(what, sizeof what, "<Support> (rest this Unit: another friendly Unit gets AP+ "
                                    "during this turn, 13-1-3)");
        break;
    case T_MODE:
        snprintf(buf, n, "a rule of the %s mode", g->setup.mode);
        return -1;
    default:
        return -1;
    }
    if (cid < 0 || cid >= s->ncards)
        return -1;
    if (!what[0] && !effect_text(g->eng, s->cards[cid].def, idx, what, sizeof what)) {
        const gcg_card_def *d = def_of(g, cid);
        snprintf(what, sizeof what, "%s", d->text ? d->text : "");
    }
    char name[160];
    label_card(g, cid, s->pend.player, name, sizeof name);
    snprintf(buf, n, "%s: %s", name, what);
    return cid;
}
