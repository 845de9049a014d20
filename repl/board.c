/*
 * board.c -- the text board: the turn and phase, then for each player their
 * counts (hand, deck, resource deck, shields, trash), Resources, base and Units
 * with current AP/HP, and the viewer's own hand; the pending decision with
 * numbered options; narration lines.  Everything fits 80 columns.
 */
#include <string.h>
#include "board.h"
#include "term.h"

void keywords_text(unsigned kw, int repair, int breach, int support, char *buf, size_t n)
{
    size_t o = 0;
    buf[0] = 0;
#define KW(bit, text) \
    if ((kw & (bit)) && o < n) \
        o += (size_t)snprintf(buf + o, n - o, "%s%s", o ? " " : "", text);
#define KWN(bit, text, amount) \
    if ((kw & (bit)) && o < n) \
        o += (size_t)snprintf(buf + o, n - o, "%s<%s %d>", o ? " " : "", text, amount);
    KW(GCG_KW_BLOCKER, "<Blocker>")
    KW(GCG_KW_FIRST_STRIKE, "<First Strike>")
    KW(GCG_KW_HIGH_MANEUVER, "<High-Maneuver>")
    KW(GCG_KW_SUPPRESSION, "<Suppression>")
    KWN(GCG_KW_REPAIR, "Repair", repair)
    KWN(GCG_KW_BREACH, "Breach", breach)
    KWN(GCG_KW_SUPPORT, "Support", support)
#undef KW
#undef KWN
}

void card_name(char *buf, size_t n, const gcg_card_def *d, int width, int pad)
{
    char fit[256];
    term_fit(fit, sizeof fit, d->name, width, 0);
    int w = term_width(fit);
    snprintf(buf, n, "%s%s%s%*s", tc(term_card_style(d->colors)), fit, tc(T_RESET),
             pad && w < width ? width - w : 0, "");
}

/* Print a board line: cut to the screen, without trailing spaces. */
static void put_line(FILE *f, const char *line)
{
    char fit[1000];
    term_fit(fit, sizeof fit, line, TERM_WIDTH - 1, 0);
    size_t n = strlen(fit);
    while (n && fit[n - 1] == ' ')
        fit[--n] = 0;
    fprintf(f, "%s\n", fit);
}

/* "  units      #72  Rick Dom    AP 3  HP 4/4  rested <Blocker>" and its Pilot. */
static void unit_line(FILE *f, const gcg_game *g, int viewer, const gcg_card_view *v,
                      const char *lead)
{
    const gcg_card_def *d = gcg_card_def_of(g, v->id);
    char name[300], kw[160], line[700];
    card_name(name, sizeof name, d, 24, 1);
    keywords_text(v->keywords, v->repair, v->breach, v->support, kw, sizeof kw);
    snprintf(line, sizeof line, "  %-11s#%-3d %s AP %-2d HP %d/%-2d %s%s%s%s%s", lead, v->id,
             name, v->ap, v->hp - v->damage, v->hp, v->rested ? "rested " : "",
             v->linked ? tc(T_CYAN) : "", v->linked ? "LINK " : "", v->linked ? tc(T_RESET) : "",
             kw);
    put_line(f, line);
    if (v->paired >= 0) {
        gcg_card_view pv;
        if (gcg_card_get(g, viewer, v->paired, &pv) == 0 && pv.id >= 0) {
            card_name(name, sizeof name, gcg_card_def_of(g, pv.id), 40, 0);
            fprintf(f, "  %-11s   + %s #%d (Pilot)\n", "", name, pv.id);
        }
    }
}

static void hand_line(FILE *f, const gcg_game *g, const gcg_card_view *v, const char *lead)
{
    const gcg_card_def *d = gcg_card_def_of(g, v->id);
    char name[300], extra[64] = "", line[600];
    card_name(name, sizeof name, d, 24, 1);
    if (d->type == GCG_UNIT)
        snprintf(extra, sizeof extra, " AP %d HP %d", d->ap < 0 ? 0 : d->ap, d->hp < 0 ? 0 : d->hp);
    else if (d->type == GCG_BASE)
        snprintf(extra, sizeof extra, " HP %d", d->hp < 0 ? 0 : d->hp);
    else if (d->type == GCG_PILOT)
        snprintf(extra, sizeof extra, " AP+%d HP+%d", d->ap < 0 ? 0 : d->ap, d->hp < 0 ? 0 : d->hp);
    snprintf(line, sizeof line, "  %-11s#%-3d %s %-8s Lv%d cost %d%s", lead, v->id, name,
             gcg_card_type_name(d->type), d->level, d->cost, extra);
    put_line(f, line);
}

static void player_block(FILE *f, const gcg_game *g, int viewer, int p, board_seat_note *note,
                         void *ctx)
{
    char who[64];
    const char *nt = note ? note(p, ctx) : NULL;
    snprintf(who, sizeof who, "P%d%s%s%s", p + 1, nt ? " (" : "", nt ? nt : "", nt ? ")" : "");
    char line[300], fit[400];
    int o = snprintf(line, sizeof line, "%-16s Lv %d  hand %d  deck %d  resource deck %d  "
                     "shields %d  trash %d", who, gcg_player_level(g, p),
                     gcg_zone_count(g, p, GCG_LOC_HAND), gcg_zone_count(g, p, GCG_LOC_DECK),
                     gcg_zone_count(g, p, GCG_LOC_RESOURCE_DECK),
                     gcg_zone_count(g, p, GCG_LOC_SHIELD), gcg_zone_count(g, p, GCG_LOC_TRASH));
    int removal = gcg_zone_count(g, p, GCG_LOC_REMOVAL);
    if (removal && o > 0 && (size_t)o < sizeof line)
        snprintf(line + o, sizeof line - (size_t)o, "  removal %d", removal);
    term_fit(fit, sizeof fit, line, TERM_WIDTH - 1, 0);
    fprintf(f, "%s%s%s%s\n", tc(T_BOLD), p == viewer ? tc(T_CYAN) : "", fit, tc(T_RESET));
    int total = gcg_zone_count(g, p, GCG_LOC_RESOURCE), ready = 0, ex = 0;
    for (int i = 0; i < total; i++) {
        gcg_card_view v;
        gcg_zone_card(g, viewer, p, GCG_LOC_RESOURCE, i, &v);
        ready += !v.rested;
        ex += v.ex;
    }
    if (total) {
        fprintf(f, "  %-11s%d, %d active", "resources", total, ready);
        if (ex)
            fprintf(f, " (%d EX Resource%s)", ex, ex == 1 ? "" : "s");
        fprintf(f, "\n");
    }
    for (int i = 0; i < gcg_zone_count(g, p, GCG_LOC_BASE); i++) {
        gcg_card_view v;
        gcg_zone_card(g, viewer, p, GCG_LOC_BASE, i, &v);
        if (v.id < 0)
            continue;
        char name[300], line[600];
        card_name(name, sizeof name, gcg_card_def_of(g, v.id), 24, 1);
        snprintf(line, sizeof line, "  %-11s#%-3d %s       HP %d/%-2d %s", i ? "" : "base",
                 v.id, name, v.hp - v.damage, v.hp, v.rested ? "rested" : "");
        put_line(f, line);
    }
    int units = gcg_zone_count(g, p, GCG_LOC_BATTLE), shown = 0;
    for (int i = 0; i < units; i++) {
        gcg_card_view v;
        gcg_zone_card(g, viewer, p, GCG_LOC_BATTLE, i, &v);
        /* A paired Pilot is shown under its Unit. */
        if (v.id < 0 || gcg_card_def_of(g, v.id)->type == GCG_PILOT)
            continue;
        unit_line(f, g, viewer, &v, shown++ ? "" : "units");
    }
    if (p == viewer || viewer < 0) {
        int n = gcg_zone_count(g, p, GCG_LOC_HAND);
        for (int i = 0; i < n; i++) {
            gcg_card_view v;
            gcg_zone_card(g, viewer, p, GCG_LOC_HAND, i, &v);
            if (v.id >= 0)
                hand_line(f, g, &v, i ? "" : "hand");
        }
    }
}

void board_print(FILE *f, const gcg_game *g, int viewer, board_seat_note *note, void *ctx)
{
    char head[200];
    int turn = gcg_game_turn(g);
    gcg_step st = gcg_game_step(g);
    if (gcg_game_over(g))
        snprintf(head, sizeof head, "=== Turn %d: game over ", turn);
    else if (gcg_game_phase(g) == GCG_PHASE_SETUP)
        snprintf(head, sizeof head, "=== Setup ");
    else
        snprintf(head, sizeof head, "=== Turn %d: P%d's turn, %s%s%s ", turn,
                 gcg_game_active_player(g) + 1, gcg_phase_name(gcg_game_phase(g)),
                 st ? ", " : "", gcg_step_name(st));
    int w = term_width(head);
    fprintf(f, "%s%s", tc(T_BOLD), head);
    for (; w < TERM_WIDTH - 1; w++)
        fputc('=', f);
    fprintf(f, "%s\n", tc(T_RESET));
    int n = gcg_game_nplayers(g);
    /* Other players first (across the table), the viewer last, by their hand. */
    int first = viewer >= 0 ? (viewer + 1) % n : 0;
    for (int k = 0; k < n; k++)
        player_block(f, g, viewer, (first + k) % n, note, ctx);
}

void hand_print(FILE *f, const gcg_game *g, int viewer, int player)
{
    int n = gcg_zone_count(g, player, GCG_LOC_HAND);
    fprintf(f, "P%d's hand: %d card%s\n", player + 1, n, n == 1 ? "" : "s");
    for (int i = 0; i < n; i++) {
        gcg_card_view v;
        gcg_zone_card(g, viewer, player, GCG_LOC_HAND, i, &v);
        if (v.id >= 0)
            hand_line(f, g, &v, "");
        else
            fprintf(f, "  %-11s(hidden)\n", "");
    }
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
                gcg_end_reason_name(gcg_game_end_reason(g)), tc(T_RESET));
        fprintf(f, "(undo, log, save FILE, board, quit)\n");
        return;
    }
    char prompt[300];
    snprintf(prompt, sizeof prompt, "%s%s%s", tc(T_YELLOW), d.prompt, tc(T_RESET));
    term_wrap(f, prompt, 0, 2);
    if (bot)
        fprintf(f, "(P%d is a %s bot: 'auto 1' lets it answer, or answer for it)\n",
                d.player + 1, bot);
    if (d.kind == GCG_DEC_CHOOSE) {
        if (d.min == d.max)
            fprintf(f, "(choose %d: numbers separated by spaces)\n", d.min);
        else
            fprintf(f, "(choose %d to %d: numbers separated by spaces%s)\n", d.min, d.max,
                    d.min == 0 ? ", or 'none'" : "");
    }
    for (int i = 0; i < d.noptions; i++) {
        char label[512];
        gcg_option_label(g, i, label, sizeof label);
        fprintf(f, "  %s%3d)%s ", tc(T_CYAN), i + 1, tc(T_RESET));
        term_wrap(f, label, 7, 7);
    }
}

void narration_line(FILE *f, const char *text)
{
    enum term_style st = T_RESET;
    if (!strncmp(text, "==", 2))
        st = T_BOLD;
    else if (!strncmp(text, "--", 2))
        st = T_DIM;
    else if (strstr(text, " wins"))
        st = T_GREEN;
    else if (strstr(text, "destroy") || strstr(text, "damage") || strstr(text, " loses"))
        st = T_RED;
    char buf[600];
    if (st == T_RESET)
        snprintf(buf, sizeof buf, "%s", text);
    else
        snprintf(buf, sizeof buf, "%s%s%s", tc(st), text, tc(T_RESET));
    fprintf(f, "  ");
    term_wrap(f, buf, 2, 4);
}

void narration_print(FILE *f, const gcg_game *g, int from, int viewer)
{
    char buf[512];
    for (int i = from; i < gcg_narration_count(g); i++) {
        gcg_narration_text(g, i, viewer, buf, sizeof buf);
        narration_line(f, buf);
    }
}
