/*
 * board.c -- the text board: for each player their counts (deck, resource deck,
 * hand, shields, trash), their Resources, base and Units with current AP/HP, and
 * the viewer's own hand.
 */
#include <string.h>
#include "board.h"

static void unit_line(FILE *f, const gcg_game *g, int viewer, const gcg_card_view *v)
{
    const gcg_card_def *d = gcg_card_def_of(g, v->id);
    fprintf(f, "    #%-3d %-30.30s AP%d HP%d/%d%s%s", v->id, d->name, v->ap, v->hp - v->damage,
            v->hp, v->rested ? " rested" : "", v->linked ? " LINK" : "");
    if (v->keywords & GCG_KW_BLOCKER)
        fprintf(f, " <Blocker>");
    if (v->paired >= 0) {
        gcg_card_view pv;
        gcg_card_get(g, viewer, v->paired, &pv);
        fprintf(f, "\n         + %s", gcg_card_def_of(g, v->paired)->name);
    }
    fprintf(f, "\n");
}

void board_print(FILE *f, const gcg_game *g, int viewer)
{
    int n = gcg_game_nplayers(g);
    fprintf(f, "Turn %d, P%d's turn, %s%s%s\n", gcg_game_turn(g), gcg_game_active_player(g) + 1,
            gcg_phase_name(gcg_game_phase(g)), gcg_game_step(g) ? ", " : "",
            gcg_step_name(gcg_game_step(g)));
    for (int p = 0; p < n; p++) {
        int active = 0, total = gcg_zone_count(g, p, GCG_LOC_RESOURCE), ex = 0;
        for (int i = 0; i < total; i++) {
            gcg_card_view v;
            gcg_zone_card(g, viewer, p, GCG_LOC_RESOURCE, i, &v);
            active += !v.rested;
            ex += v.ex;
        }
        fprintf(f, "P%d%s  deck %d  hand %d  shields %d  trash %d  resources %d/%d active%s\n",
                p + 1, p == viewer ? " (you)" : "", gcg_zone_count(g, p, GCG_LOC_DECK),
                gcg_zone_count(g, p, GCG_LOC_HAND), gcg_zone_count(g, p, GCG_LOC_SHIELD),
                gcg_zone_count(g, p, GCG_LOC_TRASH), active, total, ex ? " (EX incl.)" : "");
        for (int i = 0; i < gcg_zone_count(g, p, GCG_LOC_BASE); i++) {
            gcg_card_view v;
            gcg_zone_card(g, viewer, p, GCG_LOC_BASE, i, &v);
            fprintf(f, "  base #%d %s HP%d/%d%s\n", v.id, gcg_card_def_of(g, v.id)->name,
                    v.hp - v.damage, v.hp, v.rested ? " rested" : "");
        }
        int units = gcg_zone_count(g, p, GCG_LOC_BATTLE);
        if (units)
            fprintf(f, "  battle area:\n");
        for (int i = 0; i < units; i++) {
            gcg_card_view v;
            gcg_zone_card(g, viewer, p, GCG_LOC_BATTLE, i, &v);
            unit_line(f, g, viewer, &v);
        }
        if (p == viewer && gcg_zone_count(g, p, GCG_LOC_HAND)) {
            fprintf(f, "  hand:\n");
            for (int i = 0; i < gcg_zone_count(g, p, GCG_LOC_HAND); i++) {
                gcg_card_view v;
                gcg_zone_card(g, viewer, p, GCG_LOC_HAND, i, &v);
                const gcg_card_def *d = gcg_card_def_of(g, v.id);
                fprintf(f, "    #%-3d %-30.30s %-8s Lv%d cost %d\n", v.id, d->name,
                        gcg_card_type_name(d->type), d->level, d->cost);
            }
        }
    }
}

void decision_print(FILE *f, const gcg_game *g)
{
    gcg_decision d;
    gcg_game_decision(g, &d);
    if (d.kind == GCG_DEC_NONE) {
        int w = gcg_game_winner(g);
        if (w >= 0)
            fprintf(f, "Game over: P%d wins (%s)\n", w + 1,
                    gcg_end_reason_name(gcg_game_end_reason(g)));
        else
            fprintf(f, "Game over: no winner (%s)\n", gcg_end_reason_name(gcg_game_end_reason(g)));
        return;
    }
    fprintf(f, "%s\n", d.prompt);
    if (d.kind == GCG_DEC_CHOOSE)
        fprintf(f, "(choose %d%s%d, numbers separated by spaces)\n", d.min,
                d.min == d.max ? "" : " to ", d.min == d.max ? d.min : d.max);
    for (int i = 0; i < d.noptions; i++) {
        char label[256];
        gcg_option_label(g, i, label, sizeof label);
        fprintf(f, "  %2d) %s\n", i + 1, label);
    }
}

void narration_print(FILE *f, const gcg_game *g, int from, int viewer)
{
    char buf[256];
    for (int i = from; i < gcg_narration_count(g); i++) {
        gcg_narration_text(g, i, viewer, buf, sizeof buf);
        fprintf(f, "  %s\n", buf);
    }
}
