/*
 * cardinfo.c -- the `card` command: a card in full.  Finds it by its number in
 * this game (#12), its card number (ST01-001) or its name, then prints the
 * printed card (type, color, Lv, cost, AP, HP -- for a 【Pilot】 Command, what it
 * gives as a Pilot --, traits, link, text) and, for each
 * copy in the game the player may see, where it is, its current AP and HP
 * against the printed ones, and what modifies them.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "board.h"
#include "repl.h"
#include "term.h"

static void print_def(repl *r, int def)
{
    FILE *f = r->out;
    const gcg_card_def *d = gcg_carddb_at(r->db, def);
    char name[300], colors[64];
    card_name(name, sizeof name, d, 60, 0);
    fprintf(f, "%s%s%s  (%s%s%s)\n", tc(T_BOLD), name, tc(T_RESET), d->number,
            d->rarity && *d->rarity ? ", " : "", d->rarity ? d->rarity : "");
    gcg_color_names(d->colors, colors, sizeof colors);
    char line[400];
    size_t o = (size_t)snprintf(line, sizeof line, "%s", gcg_card_type_name(d->type));
#define ADD(...) \
    if (o < sizeof line) \
        o += (size_t)snprintf(line + o, sizeof line - o, __VA_ARGS__);
    if (*colors)
        ADD(", %s", colors)
    if (d->level >= 0)
        ADD(", Lv %d", d->level)
    if (d->cost >= 0)
        ADD(", cost %d", d->cost)
    if (d->type == GCG_PILOT) {
        ADD(", AP+%d HP+%d", d->ap < 0 ? 0 : d->ap, d->hp < 0 ? 0 : d->hp)
    } else if (d->type == GCG_COMMAND) { /* a 【Pilot】 Command's AP/HP count only paired */
        if (d->timings & GCG_TIMING_PILOT)
            ADD(", as a Pilot%s%s: AP+%d HP+%d", d->pilot_name ? " " : "",
                d->pilot_name ? d->pilot_name : "", d->ap < 0 ? 0 : d->ap, d->hp < 0 ? 0 : d->hp)
    } else {
        if (d->ap >= 0)
            ADD(", AP %d", d->ap)
        if (d->hp >= 0)
            ADD(", HP %d", d->hp)
    }
    if (d->zone)
        ADD(", zone %s", d->zone)
#undef ADD
    term_wrap(f, line, 0, 2);
    if (d->ntraits > 0) {
        char traits[400];
        size_t t = 0;
        traits[0] = 0;
        for (int i = 0; i < d->ntraits && t < sizeof traits; i++)
            t += (size_t)snprintf(traits + t, sizeof traits - t, "%s(%s)", i ? " " : "",
                                  d->traits[i]);
        fprintf(f, "Traits: ");
        term_wrap(f, traits, 8, 2);
    }
    if (d->link && *d->link) {
        fprintf(f, "Link: ");
        term_wrap(f, d->link, 6, 2);
    }
    if (d->text && *d->text) {
        fputc('\n', f);
        term_wrap(f, d->text, 0, 0);
    }
    const char *script = gcg_engine_card_script(r->eng, def);
    if (script)
        fprintf(f, "%sScript: %s%s\n", tc(T_DIM), script, tc(T_RESET));
}

/* A copy of the card in the game: where it is and its current values. */
static void print_instance(repl *r, int viewer, const gcg_card_view *v)
{
    FILE *f = r->out;
    const gcg_card_def *d = gcg_card_def_of(r->g, v->id); /* (as a Unit, if deployed as one) */
    fprintf(f, "%s#%d%s: P%d's %s", tc(T_CYAN), v->id, tc(T_RESET), v->owner + 1,
            gcg_loc_name(v->loc));
    if (v->as_unit)
        fprintf(f, ", deployed as a Unit (AP %d, HP %d; not a Pilot)", d->ap, d->hp);
    if (v->rested)
        fprintf(f, ", rested");
    if (v->linked)
        fprintf(f, ", Link Unit");
    if (v->token)
        fprintf(f, ", token");
    fputc('\n', f);
    int unit = d->type == GCG_UNIT || d->type == GCG_UNIT_TOKEN || d->type == GCG_BASE ||
               d->type == GCG_EX_BASE;
    if (v->loc == GCG_LOC_BATTLE || v->loc == GCG_LOC_BASE) {
        if (unit) {
            int pap = d->ap < 0 ? 0 : d->ap, php = d->hp < 0 ? 0 : d->hp;
            int base = d->type == GCG_BASE || d->type == GCG_EX_BASE;
            if (!base)
                fprintf(f, "  AP %d (printed %d),", v->ap, pap);
            fprintf(f, "%sHP %d/%d (printed %d", base ? "  " : " ", v->hp - v->damage, v->hp,
                    php);
            if (v->damage)
                fprintf(f, ", %d damage", v->damage);
            fprintf(f, ")\n");
        }
        char kw[200];
        keywords_text(v->keywords, v->repair, v->breach, v->support, kw, sizeof kw);
        if (*kw)
            fprintf(f, "  keywords now: %s\n", kw);
        if (v->paired >= 0 && !unit)
            fprintf(f, "  paired with %s #%d\n", gcg_card_def_of(r->g, v->paired)->name,
                    v->paired);
    }
    char mods[2048];
    if (gcg_card_modifiers(r->g, viewer, v->id, mods, sizeof mods) > 0) {
        fprintf(f, "  modified by:\n");
        for (char *save = NULL, *l = strtok_r(mods, "\n", &save); l;
             l = strtok_r(NULL, "\n", &save)) {
            fprintf(f, "    ");
            term_wrap(f, l, 4, 6);
        }
    }
}

/* Show the printed card, then its copies in the game the viewer may see. */
static void show_def(repl *r, int viewer, int def, int only)
{
    print_def(r, def);
    int n = gcg_card_count(r->g), any = 0;
    for (int c = 0; c < n; c++) {
        gcg_card_view v;
        if (gcg_card_get(r->g, viewer, c, &v) != 0 || v.id < 0 || v.def != def)
            continue;
        if (only >= 0 && c != only)
            continue;
        if (!any++)
            fputc('\n', r->out);
        print_instance(r, viewer, &v);
    }
}

/* Case-insensitive ASCII equality. */
static int same(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b))
            return 0;
    return *a == *b;
}

/* Does the name contain the text (ASCII case ignored)? */
static int contains(const char *name, const char *text)
{
    size_t n = strlen(text);
    for (; *name; name++) {
        size_t i = 0;
        while (i < n && name[i] && tolower((unsigned char)name[i]) == tolower((unsigned char)text[i]))
            i++;
        if (i == n)
            return 1;
    }
    return 0;
}

/* The one card of defs with a copy in this game the viewer may see, or -1. */
static int only_in_game(repl *r, int viewer, const int *defs, int n)
{
    int found = -1;
    for (int i = 0; i < n; i++) {
        for (int c = 0; c < gcg_card_count(r->g); c++) {
            gcg_card_view v;
            if (gcg_card_get(r->g, viewer, c, &v) == 0 && v.id >= 0 && v.def == defs[i]) {
                if (found >= 0 && found != defs[i])
                    return -1;
                found = defs[i];
                break;
            }
        }
    }
    return found;
}

int cardinfo_show(repl *r, const char *what)
{
    int viewer = session_viewer(r);
    const char *p = what[0] == '#' ? what + 1 : what;
    if (isdigit((unsigned char)*p)) {
        char *end;
        long id = strtol(p, &end, 10);
        if (!*end) {
            gcg_card_view v;
            if (id >= gcg_card_count(r->g)) {
                repl_error(r, "card: there is no card #%ld in this game (they are #0 to #%d)",
                           id, gcg_card_count(r->g) - 1);
                return -1;
            }
            if (gcg_card_get(r->g, viewer, (int)id, &v) != 0 || v.id < 0) {
                repl_error(r, "card: #%ld is hidden from you", id);
                return -1;
            }
            show_def(r, viewer, v.def, (int)id);
            return 0;
        }
    }
    int def = gcg_carddb_find(r->db, what);
    if (def >= 0) {
        show_def(r, viewer, def, -1);
        return 0;
    }
    int hits[64];
    int n = gcg_carddb_search(r->db, what, hits, 64);
    if (n > 64)
        n = 64;
    if (n == 0) {
        repl_error(r, "card: no card matches '%s'", what);
        return -1;
    }
    /* Prefer cards named exactly so, then names containing the text, then any
     * match; among several, the only one in this game. */
    int pick = n == 1 ? hits[0] : -1;
    for (int level = 0; level < 3 && pick < 0; level++) {
        int cand[64], nc = 0;
        for (int i = 0; i < n; i++) {
            const char *name = gcg_carddb_at(r->db, hits[i])->name;
            if (level == 0 ? same(name, what) : level == 1 ? contains(name, what) : 1)
                cand[nc++] = hits[i];
        }
        if (nc == 1)
            pick = cand[0];
        else if (nc > 1)
            pick = only_in_game(r, viewer, cand, nc);
        if (nc > 1 && pick < 0) {
            memcpy(hits, cand, (size_t)nc * sizeof *cand);
            n = nc;
            break;
        }
    }
    if (pick >= 0) {
        show_def(r, viewer, pick, -1);
        return 0;
    }
    repl_error(r, "card: '%s' matches %d cards; say which (a number or more of the name):",
               what, n);
    for (int i = 0; i < n; i++) {
        const gcg_card_def *d = gcg_carddb_at(r->db, hits[i]);
        fprintf(r->out, "  %-10s %s\n", d->number, d->name);
    }
    return -1;
}
