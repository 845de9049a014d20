/*
 * decision.c -- the pending decision as text: who decides and the prompt, what
 * it is for (the effect asking and its text: gcg_decision_source), and the
 * numbered options.  Long lists are grouped so the board stays on screen: the
 * same play of copies of a card in the hand is shown once ("also #41, #43"), and
 * a Unit's attack targets are listed under it.  Numbers stay the engine's, so an
 * option's number is the same wherever it is shown (and in `lua`).
 */
#include <stdlib.h>
#include <string.h>
#include "board.h"
#include "term.h"

typedef struct opt_text {
    char label[600];
    char key[64];
    int card;   /* the card the option is about, or -1 */
    int copy_of; /* an option this one is a copy of (shown there), or -1 */
} opt_text;

/* The key's verb and the rest after its first card: "play", " by 2". */
static int key_parts(const char *key, char *verb, size_t nv, const char **rest)
{
    const char *sp = strchr(key, ' ');
    if (!sp || sp[1] != 'c')
        return 0;
    snprintf(verb, nv, "%.*s", (int)(sp - key), key);
    const char *after = sp + 2;
    while (*after >= '0' && *after <= '9')
        after++;
    *rest = after;
    return 1;
}

/* Option j plays (or pairs) a copy of the hand card option i plays, the same
 * way: the same verb and the same rest of the key, cards of the same number. */
static int is_copy(const gcg_game *g, const opt_text *a, const opt_text *b)
{
    char va[16], vb[16];
    const char *ra, *rb;
    if (!key_parts(a->key, va, sizeof va, &ra) || !key_parts(b->key, vb, sizeof vb, &rb) ||
        strcmp(va, vb) || strcmp(ra, rb) || (strcmp(va, "play") && strcmp(va, "pair")))
        return 0;
    gcg_card_view x, y;
    if (a->card < 0 || b->card < 0 || gcg_card_get(g, -1, a->card, &x) || gcg_card_get(g, -1, b->card, &y))
        return 0;
    return x.def == y.def && x.loc == GCG_LOC_HAND && y.loc == GCG_LOC_HAND;
}

/* "attack c12 p2" / "attack c12 c40": the attacker and the target's text. */
static int attack_of(const gcg_game *g, int viewer, const char *key, int *attacker, char *target,
                     size_t n)
{
    int a;
    char t[32];
    if (sscanf(key, "attack c%d %31s", &a, t) != 2)
        return 0;
    *attacker = a;
    if (t[0] == 'p') {
        snprintf(target, n, "P%s", t + 1);
        return 1;
    }
    gcg_card_view v;
    int c = atoi(t + 1);
    if (gcg_card_get(g, viewer, c, &v) != 0 || v.id < 0)
        return 0;
    snprintf(target, n, "%s #%d (AP %d, HP %d/%d%s)", gcg_card_def_of(g, c)->name, c, v.ap,
             v.hp - v.damage, v.hp, v.rested ? ", rested" : "");
    return 1;
}

static void number(FILE *f, int i)
{
    fprintf(f, "  %s%3d)%s ", tc(T_CYAN), i + 1, tc(T_RESET));
}

static void print_options(FILE *f, const gcg_game *g, const gcg_decision *d)
{
    opt_text *o = calloc((size_t)(d->noptions ? d->noptions : 1), sizeof *o);
    if (!o)
        return;
    int viewer = d->player;
    for (int i = 0; i < d->noptions; i++) {
        gcg_option_label(g, i, o[i].label, sizeof o[i].label);
        gcg_option_key(g, i, o[i].key, sizeof o[i].key);
        o[i].card = gcg_option_card(g, i);
        o[i].copy_of = -1;
        for (int j = 0; d->kind == GCG_DEC_ACTION && j < i && o[i].copy_of < 0; j++)
            if (o[j].copy_of < 0 && is_copy(g, &o[j], &o[i]))
                o[i].copy_of = j;
    }
    int last_attacker = -1;
    for (int i = 0; i < d->noptions; i++) {
        if (o[i].copy_of >= 0)
            continue;
        int attacker, more = 0;
        char target[300];
        int attack = d->kind == GCG_DEC_ACTION &&
                     attack_of(g, viewer, o[i].key, &attacker, target, sizeof target);
        for (int j = i + 1; attack && j < d->noptions; j++) {
            int a2;
            char t2[300];
            more |= attack_of(g, viewer, o[j].key, &a2, t2, sizeof t2) && a2 == attacker;
        }
        if (attack && (more || attacker == last_attacker)) { /* under the attacker */
            if (attacker != last_attacker) {
                gcg_card_view v;
                gcg_card_get(g, viewer, attacker, &v);
                char head[300];
                snprintf(head, sizeof head, "Attack with %s #%d (AP %d, HP %d/%d):",
                         gcg_card_def_of(g, attacker)->name, attacker, v.ap, v.hp - v.damage,
                         v.hp);
                term_wrap(f, head, fprintf(f, "%7s", ""), 9);
            }
            last_attacker = attacker;
            number(f, i);
            fprintf(f, "  ");
            term_wrap(f, target, 9, 11);
            continue;
        }
        last_attacker = -1;
        char line[900];
        size_t n = (size_t)snprintf(line, sizeof line, "%s", o[i].label);
        int copies = 0;
        for (int j = i + 1; j < d->noptions && n < sizeof line; j++)
            if (o[j].copy_of == i)
                n += (size_t)snprintf(line + n, sizeof line - n, "%s#%d",
                                      copies++ ? ", " : "  (also ", o[j].card);
        if (copies && n < sizeof line)
            snprintf(line + n, sizeof line - n, ")");
        number(f, i);
        term_wrap(f, line, 7, 7);
    }
    free(o);
}

void decision_print(FILE *f, const gcg_game *g, const char *bot)
{
    gcg_decision d;
    gcg_game_decision(g, &d);
    if (d.kind == GCG_DEC_NONE) {
        int n = gcg_game_nplayers(g), any = 0;
        fprintf(f, "%sGame over: ", tc(T_BOLD));
        for (int p = 0; p < n; p++)
            if (gcg_game_player_won(g, p))
                fprintf(f, "%sP%d", any++ ? " and " : "", p + 1);
        fprintf(f, "%s (%s).%s\n", any ? (any > 1 ? " win" : " wins") : "no winner",
                gcg_game_end_text(g), tc(T_RESET));
        term_wrap(f, "(undo, log, save FILE, board, quit)", 0, 1);
        return;
    }
    char prompt[300];
    snprintf(prompt, sizeof prompt, "%s%s%s", tc(T_YELLOW), d.prompt, tc(T_RESET));
    term_wrap(f, prompt, 0, 2);
    char why[800], line[900];
    if (gcg_decision_source(g, why, sizeof why) >= 0 || why[0]) { /* what it is for */
        snprintf(line, sizeof line, "%s(%s)%s", tc(T_DIM), why, tc(T_RESET));
        fprintf(f, "  ");
        term_wrap(f, line, 2, 3);
    }
    if (bot) {
        snprintf(line, sizeof line, "(P%d is a %s bot: 'auto 1' lets it answer, or answer for it)",
                 d.player + 1, bot);
        term_wrap(f, line, 0, 1);
    }
    if (d.kind == GCG_DEC_CHOOSE) {
        if (d.min == d.max)
            snprintf(line, sizeof line, "(choose %d: numbers separated by spaces)", d.min);
        else
            snprintf(line, sizeof line, "(choose %d to %d: numbers separated by spaces%s)", d.min,
                     d.max, d.min == 0 ? ", or 'none'" : "");
        term_wrap(f, line, 0, 1);
    }
    print_options(f, g, &d);
}
