/*
 * board.c -- the text board: the turn and phase, the order of play (more than
 * two players), then each team (a shared shield area and Base shown once, with
 * the team) and each player: their counts (hand, deck, resource deck, shields,
 * trash), Resources, base and Units with current AP/HP, and every hand card the
 * viewer may see (their own, a teammate's: 12-3-4).  A player who has left the
 * game is marked so.  Lines fit the screen's width (term_cols), wrapped between
 * words.  Also the pending decision with numbered options (decision.c) and the
 * locations the `trash`, `removal` and `shields` commands list.
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
    char fit[400];
    term_fit(fit, sizeof fit, d->name, width, 0);
    int w = term_width(fit);
    snprintf(buf, n, "%s%s%s%*s", tc(term_card_style(d->colors)), fit, tc(T_RESET),
             pad && w < width ? width - w : 0, "");
}

/* The width of a card name on the board: wider screens show longer names. */
static int name_width(void)
{
    int w = term_cols() - 56;
    return w < 14 ? 14 : w > 44 ? 44 : w;
}

/* A card line: "  LEAD       #12  NAME   REST", wrapped under the name. */
static void card_line(FILE *f, const char *lead, int id, const gcg_card_def *d, const char *rest)
{
    char name[600], line[1400];
    card_name(name, sizeof name, d, name_width(), 1);
    int col = fprintf(f, "  %-11s#%-3d ", lead, id);
    snprintf(line, sizeof line, "%s %s", name, rest);
    size_t n = strlen(line);
    while (n && line[n - 1] == ' ')
        line[--n] = 0;
    term_wrap(f, line, col, 19);
}

/* "  units      #72  Rick Dom    AP 3  HP 4/4  rested <Blocker>" and its Pilot. */
static void unit_line(FILE *f, const gcg_game *g, int viewer, const gcg_card_view *v,
                      const char *lead)
{
    char kw[160], rest[400];
    keywords_text(v->keywords, v->repair, v->breach, v->support, kw, sizeof kw);
    snprintf(rest, sizeof rest, "AP %-2d HP %d/%-2d %s%s%s%s%s", v->ap, v->hp - v->damage, v->hp,
             v->rested ? "rested " : "", v->linked ? tc(T_CYAN) : "", v->linked ? "LINK " : "",
             v->linked ? tc(T_RESET) : "", kw);
    card_line(f, lead, v->id, gcg_card_def_of(g, v->id), rest);
    if (v->paired >= 0) {
        gcg_card_view pv;
        if (gcg_card_get(g, viewer, v->paired, &pv) == 0 && pv.id >= 0) {
            char name[600], line[800];
            card_name(name, sizeof name, gcg_card_def_of(g, pv.id), name_width() + 16, 0);
            snprintf(line, sizeof line, "+ %s #%d (Pilot)", name, pv.id);
            term_wrap(f, line, fprintf(f, "  %-11s   ", ""), 19);
        }
    }
}

/* A card as the hand, the trash or a list shows it: type, Lv, cost, and what a
 * Unit, Base or Pilot prints (a Command with 【Pilot】 gives AP/HP only paired). */
void card_brief(FILE *f, const gcg_game *g, const gcg_card_view *v, const char *lead)
{
    const gcg_card_def *d = gcg_card_def_of(g, v->id);
    char extra[64] = "", rest[200];
    int ap = d->ap < 0 ? 0 : d->ap, hp = d->hp < 0 ? 0 : d->hp;
    if (d->type == GCG_UNIT || d->type == GCG_UNIT_TOKEN)
        snprintf(extra, sizeof extra, " AP %d HP %d", ap, hp);
    else if (d->type == GCG_BASE || d->type == GCG_EX_BASE)
        snprintf(extra, sizeof extra, " HP %d", hp);
    else if (d->type == GCG_PILOT)
        snprintf(extra, sizeof extra, " AP+%d HP+%d", ap, hp);
    else if (d->type == GCG_COMMAND && (d->timings & GCG_TIMING_PILOT))
        snprintf(extra, sizeof extra, " Pilot: AP+%d HP+%d", ap, hp);
    if (d->level >= 0)
        snprintf(rest, sizeof rest, "%-8s Lv%d cost %d%s", gcg_card_type_name(d->type), d->level,
                 d->cost < 0 ? 0 : d->cost, extra);
    else
        snprintf(rest, sizeof rest, "%s%s", gcg_card_type_name(d->type), extra);
    card_line(f, lead, v->id, d, rest);
}

/* ------------------------------------------------------------ players and teams */

static int has_left(const gcg_game *g, int p)
{
    return gcg_game_player_lost(g, p) && !gcg_game_over(g);
}

/* Does p share a location with a teammate (a team's shield area)? */
static int shared(const gcg_game *g, int p, gcg_loc loc)
{
    int n = gcg_game_nplayers(g);
    for (int q = 0; q < n; q++)
        if (q != p && gcg_zone_owner(g, q, loc) == gcg_zone_owner(g, p, loc))
            return 1;
    return 0;
}

/* Are there teams of more than one player? */
static int has_teams(const gcg_game *g)
{
    int n = gcg_game_nplayers(g);
    for (int p = 0; p < n; p++)
        for (int q = p + 1; q < n; q++)
            if (gcg_game_player_team(g, p) == gcg_game_player_team(g, q))
                return 1;
    return 0;
}

/* The base section's cards (the shield area's Base). */
static void base_lines(FILE *f, const gcg_game *g, int viewer, int p)
{
    for (int i = 0; i < gcg_zone_count(g, p, GCG_LOC_BASE); i++) {
        gcg_card_view v;
        gcg_zone_card(g, viewer, p, GCG_LOC_BASE, i, &v);
        if (v.id < 0)
            continue;
        char rest[100];
        snprintf(rest, sizeof rest, "HP %d/%-2d %s", v.hp - v.damage, v.hp, v.rested ? "rested" : "");
        card_line(f, i ? "" : "base", v.id, gcg_card_def_of(g, v.id), rest);
    }
}

static void player_block(FILE *f, const gcg_game *g, int viewer, int p, board_seat_note *note,
                         void *ctx)
{
    char who[80];
    const char *nt = note ? note(p, ctx) : NULL;
    snprintf(who, sizeof who, "P%d%s%s%s", p + 1, nt ? " (" : "", nt ? nt : "", nt ? ")" : "");
    if (has_left(g, p)) {
        fprintf(f, "%s%s  -- has left the game%s\n", tc(T_DIM), who, tc(T_RESET));
        return;
    }
    int own_shields = !shared(g, p, GCG_LOC_SHIELD);
    char line[400];
    /* (the name padded to 16 columns: the counts line up) */
    snprintf(line, sizeof line, "%s%s%-16s Lv %d  hand %d  deck %d  resource deck %d", tc(T_BOLD),
             p == viewer ? tc(T_CYAN) : "", who, gcg_player_level(g, p),
             gcg_zone_count(g, p, GCG_LOC_HAND), gcg_zone_count(g, p, GCG_LOC_DECK),
             gcg_zone_count(g, p, GCG_LOC_RESOURCE_DECK));
    size_t n = strlen(line);
    if (own_shields)
        n += (size_t)snprintf(line + n, sizeof line - n, "  shields %d",
                              gcg_zone_count(g, p, GCG_LOC_SHIELD));
    n += (size_t)snprintf(line + n, sizeof line - n, "  trash %d", gcg_zone_count(g, p, GCG_LOC_TRASH));
    int removal = gcg_zone_count(g, p, GCG_LOC_REMOVAL);
    if (removal && n < sizeof line)
        n += (size_t)snprintf(line + n, sizeof line - n, "  removal %d", removal);
    if (n < sizeof line)
        snprintf(line + n, sizeof line - n, "%s", tc(T_RESET));
    term_wrap(f, line, 0, 17);
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
    if (!shared(g, p, GCG_LOC_BASE))
        base_lines(f, g, viewer, p);
    int units = gcg_zone_count(g, p, GCG_LOC_BATTLE), shown = 0;
    for (int i = 0; i < units; i++) {
        gcg_card_view v;
        gcg_zone_card(g, viewer, p, GCG_LOC_BATTLE, i, &v);
        /* A paired Pilot is shown under its Unit. */
        if (v.id < 0 || gcg_card_def_of(g, v.id)->type == GCG_PILOT)
            continue;
        unit_line(f, g, viewer, &v, shown++ ? "" : "units");
    }
    /* The hand cards the viewer may see: their own, a teammate's (12-3-4). */
    int hand = gcg_zone_count(g, p, GCG_LOC_HAND), seen = 0;
    for (int i = 0; i < hand; i++) {
        gcg_card_view v;
        gcg_zone_card(g, viewer, p, GCG_LOC_HAND, i, &v);
        if (v.id >= 0)
            card_brief(f, g, &v, seen++ ? "" : "hand");
    }
}

/* A team's line: its players, and its shared shield area and Base, once. */
static void team_header(FILE *f, const gcg_game *g, int viewer, int team, int lead)
{
    int n = gcg_game_nplayers(g);
    char line[300];
    size_t o = (size_t)snprintf(line, sizeof line, "%s--- Team %d (", tc(T_BOLD), team + 1);
    for (int p = 0, k = 0; p < n && o < sizeof line; p++)
        if (gcg_game_player_team(g, p) == team)
            o += (size_t)snprintf(line + o, sizeof line - o, "%sP%d", k++ ? ", " : "", p + 1);
    if (o < sizeof line)
        o += (size_t)snprintf(line + o, sizeof line - o, ")%s", viewer >= 0 &&
                              gcg_game_player_team(g, viewer) == team ? ", your team" : "");
    if (shared(g, lead, GCG_LOC_SHIELD) && o < sizeof line)
        o += (size_t)snprintf(line + o, sizeof line - o, ": shields %d (shared)",
                              gcg_zone_count(g, lead, GCG_LOC_SHIELD));
    if (o < sizeof line)
        snprintf(line + o, sizeof line - o, " ---%s", tc(T_RESET));
    term_wrap(f, line, 0, 4);
    if (shared(g, lead, GCG_LOC_BASE))
        base_lines(f, g, viewer, lead);
}

/* "Order of play (clockwise): [P1] > P2 > P3; left: P4" (more than two
 * players), the active player in brackets; with teams, team by team. */
static void order_line(FILE *f, const gcg_game *g)
{
    int n = gcg_game_nplayers(g), dir = gcg_game_direction(g), active = gcg_game_active_player(g);
    int teams = has_teams(g), done = 0;
    char line[300];
    size_t o = (size_t)snprintf(line, sizeof line, "Order of play (%s):",
                                dir > 0 ? "clockwise" : "counterclockwise");
    int shown = 0, gone = 0;
    for (int k = 0, p = gcg_game_first_player(g); k < n && o < sizeof line;
         k++, p = (p + n + dir) % n) {
        int team = gcg_game_player_team(g, p);
        if (has_left(g, p) || (teams && (done & (1 << team))))
            continue;
        done |= 1 << team;
        int on = teams ? team == gcg_game_player_team(g, active) : p == active;
        if (teams)
            o += (size_t)snprintf(line + o, sizeof line - o, "%s %sTeam %d%s", shown++ ? " >" : "",
                                  on ? "[" : "", team + 1, on ? "]" : "");
        else
            o += (size_t)snprintf(line + o, sizeof line - o, "%s %sP%d%s", shown++ ? " >" : "",
                                  on ? "[" : "", p + 1, on ? "]" : "");
    }
    for (int p = 0; p < n && o < sizeof line; p++)
        if (has_left(g, p))
            o += (size_t)snprintf(line + o, sizeof line - o, "%s P%d", gone++ ? "," : "; left:",
                                  p + 1);
    term_wrap(f, line, 0, 4);
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
    for (; w < term_cols() - 1; w++)
        fputc('=', f);
    fprintf(f, "%s\n", tc(T_RESET));
    int n = gcg_game_nplayers(g);
    if (n > 2 && gcg_game_phase(g) != GCG_PHASE_SETUP)
        order_line(f, g);
    /* Other players first (across the table), the viewer last, by their hand;
     * with teams, team by team, the viewer's team last. */
    int first = viewer >= 0 ? (viewer + 1) % n : 0;
    if (!has_teams(g)) {
        for (int k = 0; k < n; k++)
            player_block(f, g, viewer, (first + k) % n, note, ctx);
        return;
    }
    int done = 0; /* a bit per team shown */
    int mine = viewer >= 0 ? gcg_game_player_team(g, viewer) : -1;
    for (int k = 0; k < 2 * n; k++) { /* the other teams, then the viewer's */
        int p = (first + k) % n, team = gcg_game_player_team(g, p);
        if ((done & (1 << team)) || (team == mine && k < n))
            continue;
        done |= 1 << team;
        int lead = gcg_zone_owner(g, p, GCG_LOC_SHIELD);
        team_header(f, g, viewer, team, lead);
        for (int j = 0; j < n; j++) { /* the team's players, the viewer last */
            int q = (first + j) % n;
            if (gcg_game_player_team(g, q) == team)
                player_block(f, g, viewer, q, note, ctx);
        }
    }
}

void hand_print(FILE *f, const gcg_game *g, int viewer, int player)
{
    int n = gcg_zone_count(g, player, GCG_LOC_HAND);
    fprintf(f, "P%d's hand: %d card%s\n", player + 1, n, n == 1 ? "" : "s");
    for (int i = 0; i < n; i++) {
        gcg_card_view v;
        gcg_zone_card(g, viewer, player, GCG_LOC_HAND, i, &v);
        if (v.id >= 0)
            card_brief(f, g, &v, "");
        else
            fprintf(f, "  %-11s(hidden)\n", "");
    }
}

void location_print(FILE *f, const gcg_game *g, int viewer, int player, gcg_loc loc)
{
    int n = gcg_zone_count(g, player, loc);
    const char *what = loc == GCG_LOC_SHIELD ? "shield area" : gcg_loc_name(loc);
    fprintf(f, "%sP%d's %s%s: %d card%s", tc(T_BOLD), player + 1, what,
            loc == GCG_LOC_SHIELD && shared(g, player, loc) ? " (the team's)" : "", n,
            n == 1 ? "" : "s");
    if (loc == GCG_LOC_SHIELD)
        fprintf(f, " (face down unless shown; the top last)");
    else if (n)
        fprintf(f, " (the top last)");
    fprintf(f, "%s\n", tc(T_RESET));
    int hidden = 0;
    for (int i = 0; i < n; i++) {
        gcg_card_view v;
        gcg_zone_card(g, viewer, player, loc, i, &v);
        if (v.id >= 0)
            card_brief(f, g, &v, "");
        else
            hidden++;
    }
    if (hidden && hidden < n)
        fprintf(f, "  %-11s(and %d face down)\n", "", hidden);
    if (loc == GCG_LOC_SHIELD)
        base_lines(f, g, viewer, player);
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
