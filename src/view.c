/*
 * view.c -- what a player may see (4-1-3, 4-1-4): their own hand (and their
 * teammates', 12-3-4), every public location, and only the number of cards in
 * the private ones.  Deck order,
 * another player's hand and face-down shields never reach a player's view.
 */
#include <cjson/cJSON.h>
#include <string.h>
#include "label.h"
#include "stats.h"
#include "zone.h"

static int player_ok(const gcg_game *g, int p)
{
    return p >= 0 && p < g->s.nplayers;
}

/* -1 sees everything; any other viewer who is not a player (a bad index) sees what
 * a spectator would: public locations only, never everything. */
static int viewer_of(const gcg_game *g, int viewer)
{
    return viewer == -1 || player_ok(g, viewer) ? viewer : GCG_MAX_PLAYERS;
}

int gcg_zone_count(const gcg_game *g, int player, gcg_loc loc)
{
    if (!player_ok(g, player) || !LOC_IS_ZONE(loc))
        return 0;
    return zone_n(&g->s, player, loc);
}

int gcg_zone_owner(const gcg_game *g, int player, gcg_loc loc)
{
    if (!player_ok(g, player) || !LOC_IS_ZONE(loc))
        return -1;
    const zone *z = zone_cget(&g->s, player, loc);
    return z ? z->owner : -1;
}

static void fill(const gcg_game *g, int cid, int viewer, gcg_card_view *v)
{
    const card *c = &g->s.cards[cid];
    viewer = viewer_of(g, viewer);
    memset(v, 0, sizeof *v);
    v->owner = c->owner;
    v->loc = (gcg_loc)c->loc;
    v->paired = -1;
    if (!card_visible(g, cid, viewer)) {
        v->id = -1;
        v->def = -1;
        v->rested = (c->flags & CF_RESTED) != 0;
        return;
    }
    v->id = cid;
    v->def = engine_def_base(g->eng, c->def); /* (a database index) */
    v->as_unit = v->def != c->def;
    v->rested = (c->flags & CF_RESTED) != 0;
    v->damage = c->damage;
    v->paired = c->pair == NONE16 ? -1 : c->pair;
    v->linked = (c->flags & CF_LINKED) != 0;
    v->token = (c->flags & CF_TOKEN) != 0;
    v->ex = (c->flags & CF_EX) != 0;
    v->ap = card_ap(g, cid);
    v->hp = card_hp(g, cid);
    v->keywords = card_keywords(g, cid);
    v->repair = card_kw_amount(g, cid, GCG_KW_REPAIR);
    v->breach = card_kw_amount(g, cid, GCG_KW_BREACH);
    v->support = card_kw_amount(g, cid, GCG_KW_SUPPORT);
    v->ex_paid = c->ex_paid;
}

int gcg_zone_card(const gcg_game *g, int viewer, int player, gcg_loc loc, int i,
                  gcg_card_view *out)
{
    if (!player_ok(g, player) || !LOC_IS_ZONE(loc))
        return -1;
    const zone *z = zone_cget(&g->s, player, loc);
    if (!z || i < 0 || i >= z->n)
        return -1;
    fill(g, z->ids[i], viewer, out);
    return 0;
}

int gcg_card_get(const gcg_game *g, int viewer, int cid, gcg_card_view *out)
{
    if (cid < 0 || cid >= g->s.ncards)
        return -1;
    if (!card_visible(g, cid, viewer)) {
        /* Not even where it is: card ids follow deck lists, so the location of a
         * hidden id would tell which card moved. */
        memset(out, 0, sizeof *out);
        out->id = out->def = out->paired = -1;
        out->owner = -1;
        return -1;
    }
    fill(g, cid, viewer, out);
    return 0;
}

/* A card as JSON; a Unit's paired Pilot is nested inside it (`with_pilot`), but not
 * the Unit inside its Pilot: a pair points both ways. */
static cJSON *card_json(const gcg_game *g, int cid, int viewer, int with_pilot)
{
    gcg_card_view v;
    fill(g, cid, viewer, &v);
    cJSON *o = cJSON_CreateObject();
    if (v.id < 0) {
        cJSON_AddBoolToObject(o, "hidden", 1);
        return o;
    }
    const gcg_card_def *d = def_of(g, cid);
    cJSON_AddNumberToObject(o, "id", v.id);
    cJSON_AddStringToObject(o, "number", d->number);
    cJSON_AddStringToObject(o, "name", d->name);
    if (v.rested)
        cJSON_AddBoolToObject(o, "rested", 1);
    if (v.damage)
        cJSON_AddNumberToObject(o, "damage", v.damage);
    if (v.loc == GCG_LOC_BATTLE || v.loc == GCG_LOC_BASE) {
        cJSON_AddNumberToObject(o, "ap", v.ap);
        cJSON_AddNumberToObject(o, "hp", v.hp);
    }
    if (with_pilot && v.paired >= 0 && v.loc == GCG_LOC_BATTLE)
        cJSON_AddItemToObject(o, "pilot", card_json(g, v.paired, viewer, 0));
    if (v.linked)
        cJSON_AddBoolToObject(o, "linked", 1);
    if (v.ex)
        cJSON_AddBoolToObject(o, "ex", 1);
    if (v.as_unit)
        cJSON_AddBoolToObject(o, "as_unit", 1);
    return o;
}

char *gcg_view_json(const gcg_game *g, int viewer)
{
    static const struct { gcg_loc loc; const char *name; } locs[] = {
        {GCG_LOC_DECK, "deck"}, {GCG_LOC_RESOURCE_DECK, "resource_deck"},
        {GCG_LOC_RESOURCE, "resources"}, {GCG_LOC_BATTLE, "battle"},
        {GCG_LOC_SHIELD, "shields"}, {GCG_LOC_BASE, "base"}, {GCG_LOC_REMOVAL, "removal"},
        {GCG_LOC_HAND, "hand"}, {GCG_LOC_TRASH, "trash"},
    };
    const gstate *s = &g->s;
    cJSON *root = cJSON_CreateObject();
    cJSON_AddNumberToObject(root, "viewer", viewer);
    viewer = viewer_of(g, viewer);
    cJSON_AddNumberToObject(root, "turn", s->turn);
    cJSON_AddNumberToObject(root, "active", s->active);
    cJSON_AddStringToObject(root, "phase", gcg_phase_name((gcg_phase)s->phase));
    cJSON_AddStringToObject(root, "step", gcg_step_name((gcg_step)s->step));
    if (s->over) { /* how it ended, in the words players are told (a mode's own too) */
        cJSON_AddBoolToObject(root, "over", 1);
        cJSON_AddStringToObject(root, "end_reason",
                                gcg_end_reason_name((gcg_end_reason)s->end_reason));
        cJSON_AddStringToObject(root, "end_text", gcg_game_end_text(g));
    }
    cJSON *players = cJSON_AddArrayToObject(root, "players");
    for (int p = 0; p < s->nplayers; p++) {
        cJSON *pl = cJSON_CreateObject();
        cJSON_AddNumberToObject(pl, "team", s->players[p].team);
        if (s->players[p].flags & PF_WON)
            cJSON_AddBoolToObject(pl, "won", 1);
        if (s->players[p].flags & PF_LOST)
            cJSON_AddBoolToObject(pl, "lost", 1);
        for (size_t k = 0; k < sizeof locs / sizeof locs[0]; k++) {
            const zone *z = zone_cget(s, p, locs[k].loc);
            cJSON *zo = cJSON_CreateObject();
            cJSON_AddNumberToObject(zo, "count", z ? z->n : 0);
            cJSON *cards = cJSON_AddArrayToObject(zo, "cards");
            for (int i = 0; z && i < z->n; i++)
                if (card_visible(g, z->ids[i], viewer))
                    cJSON_AddItemToArray(cards, card_json(g, z->ids[i], viewer, 1));
            cJSON_AddItemToObject(pl, locs[k].name, zo);
        }
        cJSON_AddItemToArray(players, pl);
    }
    char *out = cJSON_PrintUnformatted(root);
    cJSON_Delete(root);
    return out;
}
