/*
 * test_view.c -- Criterion tests of what a player may see (src/view.c and the
 * narration) through gcg.h: counts are public (4-1-3); a player's view never
 * holds the opponent's hand, any deck, or face-down Shields (4-2-2, 4-6-4-1,
 * 4-8-3); public locations are shown (4-1-4); the per-player narration hides the
 * opponent's draws (5-14-1).
 */
#include <cjson/cJSON.h>
#include "gamefix.h"

TestSuite(view, .init = fx_setup, .fini = fx_teardown);

/* Every card id appearing anywhere in a view (nested Pilots included). */
static void collect_ids(const cJSON *node, int *seen, int cap)
{
    for (const cJSON *c = node ? node->child : NULL; c; c = c->next) {
        if (c->string && !strcmp(c->string, "id") && cJSON_IsNumber(c) && c->valueint >= 0 &&
            c->valueint < cap)
            seen[c->valueint] = 1;
        collect_ids(c, seen, cap);
    }
}

static cJSON *view_of(const gcg_game *g, int viewer, int *seen, int cap)
{
    char *json = gcg_view_json(g, viewer);
    cr_assert_not_null(json);
    cJSON *root = cJSON_Parse(json);
    cr_assert_not_null(root, "the view is not JSON: %s", json);
    free(json);
    memset(seen, 0, (size_t)cap * sizeof *seen);
    collect_ids(root, seen, cap);
    return root;
}

static const cJSON *zone_of(const cJSON *root, int p, const char *name)
{
    const cJSON *pl = cJSON_GetArrayItem(cJSON_GetObjectItem(root, "players"), p);
    const cJSON *z = cJSON_GetObjectItem(pl, name);
    cr_assert_not_null(z, "no %s for player %d", name, p + 1);
    return z;
}

static int zone_json_count(const cJSON *root, int p, const char *name)
{
    return cJSON_GetObjectItem(zone_of(root, p, name), "count")->valueint;
}

static int zone_json_cards(const cJSON *root, int p, const char *name)
{
    return cJSON_GetArraySize(cJSON_GetObjectItem(zone_of(root, p, name), "cards"));
}

/* A game in turn 3 after bot play, with cards in many locations. */
static gcg_game *played(uint64_t seed)
{
    gcg_game *g = fx_game(seed, 0);
    fx_keep_both(g);
    uint64_t bot = seed;
    while (!gcg_game_over(g) && gcg_game_turn(g) < 5) {
        int ch[256];
        int k = gcg_bot_choose(g, GCG_BOT_GREEDY, &bot, ch, 256);
        gcg_err err = {{0}};
        cr_assert_eq(gcg_respond(g, ch, k, &err), 0, "%s", err.msg);
    }
    cr_assert(!gcg_game_over(g));
    return g;
}

static const gcg_loc hidden_locs[] = {GCG_LOC_DECK, GCG_LOC_RESOURCE_DECK, GCG_LOC_SHIELD};
static const gcg_loc public_locs[] = {GCG_LOC_RESOURCE, GCG_LOC_BATTLE, GCG_LOC_BASE,
                                      GCG_LOC_REMOVAL, GCG_LOC_TRASH};

Test(view, r4_1_3_counts_are_public_to_every_viewer)
{
    gcg_game *g = played(1);
    static const char *names[] = {"deck", "resource_deck", "resources", "battle", "shields",
                                  "base", "removal", "hand", "trash"};
    static const gcg_loc locs[] = {GCG_LOC_DECK, GCG_LOC_RESOURCE_DECK, GCG_LOC_RESOURCE,
                                   GCG_LOC_BATTLE, GCG_LOC_SHIELD, GCG_LOC_BASE, GCG_LOC_REMOVAL,
                                   GCG_LOC_HAND, GCG_LOC_TRASH};
    int seen[700];
    for (int viewer = -1; viewer < 2; viewer++) {
        cJSON *root = view_of(g, viewer, seen, 700);
        for (int p = 0; p < 2; p++)
            for (int k = 0; k < 9; k++)
                cr_assert_eq(zone_json_count(root, p, names[k]), gcg_zone_count(g, p, locs[k]),
                             "viewer %d, player %d, %s", viewer, p, names[k]);
        cJSON_Delete(root);
    }
    gcg_game_free(g);
}

Test(view, r4_8_3_views_never_leak_hidden_cards)
{
    for (uint64_t seed = 1; seed <= 4; seed++) {
        gcg_game *g = played(seed);
        int seen[700];
        for (int viewer = 0; viewer < 2; viewer++) {
            int other = 1 - viewer;
            cJSON *root = view_of(g, viewer, seen, 700);
            /* The opponent's hand: neither ids nor card entries. */
            for (int i = 0; i < gcg_zone_count(g, other, GCG_LOC_HAND); i++) {
                gcg_card_view v;
                gcg_zone_card(g, -1, other, GCG_LOC_HAND, i, &v);
                cr_assert(!seen[v.id], "viewer %d sees hand card #%d", viewer, v.id);
            }
            cr_assert_eq(zone_json_cards(root, other, "hand"), 0);
            /* Decks, resource decks, Shields of both players (4-2-2, 4-3-2, 4-6-4-1). */
            for (int p = 0; p < 2; p++)
                for (size_t k = 0; k < sizeof hidden_locs / sizeof hidden_locs[0]; k++)
                    for (int i = 0; i < gcg_zone_count(g, p, hidden_locs[k]); i++) {
                        gcg_card_view v;
                        gcg_zone_card(g, -1, p, hidden_locs[k], i, &v);
                        cr_assert(!seen[v.id], "viewer %d sees %s card #%d of player %d", viewer,
                                  gcg_loc_name(hidden_locs[k]), v.id, p + 1);
                    }
            /* Their own hand, and every public card, are there. */
            for (int i = 0; i < gcg_zone_count(g, viewer, GCG_LOC_HAND); i++) {
                gcg_card_view v;
                gcg_zone_card(g, -1, viewer, GCG_LOC_HAND, i, &v);
                cr_assert(seen[v.id], "viewer %d misses own hand card #%d", viewer, v.id);
            }
            for (int p = 0; p < 2; p++)
                for (size_t k = 0; k < sizeof public_locs / sizeof public_locs[0]; k++)
                    for (int i = 0; i < gcg_zone_count(g, p, public_locs[k]); i++) {
                        gcg_card_view v;
                        gcg_zone_card(g, -1, p, public_locs[k], i, &v);
                        cr_assert(seen[v.id], "viewer %d misses public card #%d", viewer, v.id);
                    }
            cJSON_Delete(root);
            /* The same through the text: no "id":N of a hidden card. */
            char *json = gcg_view_json(g, viewer);
            for (int i = 0; i < gcg_zone_count(g, other, GCG_LOC_HAND); i++) {
                gcg_card_view v;
                gcg_zone_card(g, -1, other, GCG_LOC_HAND, i, &v);
                cr_assert(!fx_json_has_id(json, v.id));
            }
            free(json);
        }
        gcg_game_free(g);
    }
}

Test(view, r4_1_4_hidden_cards_through_the_card_calls)
{
    gcg_game *g = played(5);
    for (int viewer = 0; viewer < 2; viewer++) {
        int other = 1 - viewer;
        for (int i = 0; i < gcg_zone_count(g, other, GCG_LOC_HAND); i++) {
            gcg_card_view v, all;
            cr_assert_eq(gcg_zone_card(g, viewer, other, GCG_LOC_HAND, i, &v), 0);
            cr_assert_eq(v.id, -1);
            cr_assert_eq(v.def, -1);
            cr_assert_eq(v.owner, other);
            cr_assert_eq(v.loc, GCG_LOC_HAND);
            gcg_zone_card(g, -1, other, GCG_LOC_HAND, i, &all);
            cr_assert_geq(all.id, 0);
            /* By id, a hidden card tells nothing, not even where it is. */
            cr_assert_eq(gcg_card_get(g, viewer, all.id, &v), -1);
            cr_assert_eq(v.id, -1);
            cr_assert_eq(v.def, -1);
            cr_assert_eq(v.owner, -1);
            cr_assert_eq(v.loc, GCG_LOC_OUTSIDE);
            cr_assert_eq(v.ap, 0);
            cr_assert_eq(v.hp, 0);
        }
        for (int i = 0; i < gcg_zone_count(g, viewer, GCG_LOC_HAND); i++) {
            gcg_card_view v;
            gcg_zone_card(g, viewer, viewer, GCG_LOC_HAND, i, &v);
            cr_assert_geq(v.id, 0);
            cr_assert_geq(v.def, 0);
        }
        for (int i = 0; i < gcg_zone_count(g, viewer, GCG_LOC_DECK); i++) {
            gcg_card_view v;
            gcg_zone_card(g, viewer, viewer, GCG_LOC_DECK, i, &v);
            cr_assert_eq(v.id, -1, "own deck card %d shown", i);
        }
    }
    gcg_game_free(g);
}

/* A viewer that is not a player (a bad index) sees what a spectator would: public
 * cards only.  Only -1 is the all-seeing observer. */
Test(view, a_bad_viewer_sees_only_public_cards)
{
    gcg_game *g = played(6);
    int seen[700];
    static const int bad[] = {-2, 2, 7, 1000, -1000};
    for (size_t b = 0; b < sizeof bad / sizeof bad[0]; b++) {
        cJSON *root = view_of(g, bad[b], seen, 700);
        for (int p = 0; p < 2; p++) {
            cr_assert_eq(zone_json_cards(root, p, "hand"), 0, "viewer %d sees a hand", bad[b]);
            cr_assert_eq(zone_json_cards(root, p, "deck"), 0);
            cr_assert_eq(zone_json_cards(root, p, "shields"), 0);
            cr_assert_eq(zone_json_cards(root, p, "battle"), gcg_zone_count(g, p, GCG_LOC_BATTLE));
            cr_assert_eq(zone_json_count(root, p, "hand"), gcg_zone_count(g, p, GCG_LOC_HAND));
            for (int i = 0; i < gcg_zone_count(g, p, GCG_LOC_HAND); i++) {
                gcg_card_view v;
                gcg_zone_card(g, bad[b], p, GCG_LOC_HAND, i, &v);
                cr_assert_eq(v.id, -1, "viewer %d, player %d hand %d", bad[b], p, i);
            }
        }
        cJSON_Delete(root);
    }
    /* The observer sees the hands. */
    cJSON *root = view_of(g, -1, seen, 700);
    cr_assert_eq(zone_json_cards(root, 1, "hand"), gcg_zone_count(g, 1, GCG_LOC_HAND));
    cr_assert_eq(zone_json_cards(root, 0, "deck"), gcg_zone_count(g, 0, GCG_LOC_DECK));
    cJSON_Delete(root);
    gcg_game_free(g);
}

/* 4-5-3: a paired Pilot is shown beneath its Unit; the view of a board full of
 * pairs is finite (a pair points both ways). */
Test(view, r4_5_3_paired_pilots_in_the_view)
{
    gcg_game *g = fx_empty(2);
    fx_add(g, 0, "ST01-005", GCG_LOC_DECK);
    fx_add(g, 1, "ST01-005", GCG_LOC_DECK);
    int unit = fx_add(g, 0, "GD01-013", GCG_LOC_BATTLE); /* vanilla Gundam, link [Amuro Ray] */
    int pilot = fx_add(g, 0, "ST01-010", GCG_LOC_HAND);
    gcg_err err = {{0}};
    cr_assert_eq(gcg_edit_pair(g, unit, pilot, &err), 0, "%s", err.msg);
    fx_start(g, 2, 0, GCG_PHASE_MAIN);
    for (int viewer = -1; viewer < 2; viewer++) {
        int seen[64];
        cJSON *root = view_of(g, viewer, seen, 64);
        const cJSON *u = cJSON_GetArrayItem(cJSON_GetObjectItem(zone_of(root, 0, "battle"), "cards"), 0);
        cr_assert_eq(cJSON_GetObjectItem(u, "id")->valueint, unit);
        const cJSON *p = cJSON_GetObjectItem(u, "pilot");
        cr_assert_not_null(p, "no Pilot beneath the Unit");
        cr_assert_eq(cJSON_GetObjectItem(p, "id")->valueint, pilot);
        cr_assert_null(cJSON_GetObjectItem(p, "pilot"));
        cr_assert_eq(cJSON_GetObjectItem(u, "ap")->valueint, 5);
        cr_assert(cJSON_IsTrue(cJSON_GetObjectItem(u, "linked")));
        cJSON_Delete(root);
    }
    gcg_card_view v;
    gcg_card_get(g, 1, unit, &v);
    cr_assert_eq(v.paired, pilot);
    cr_assert_eq(v.linked, 1);
    gcg_card_get(g, 1, pilot, &v);
    cr_assert_eq(v.paired, unit);
    gcg_game_free(g);
}

/* ------------------------------------------------------------ narration */

Test(view, r5_14_1_narration_hides_the_opponents_draws)
{
    gcg_game *g = played(7);
    int n = gcg_narration_count(g), draws[2] = {0, 0};
    char mine[256], theirs[256], all[256];
    for (int i = 0; i < n; i++) {
        gcg_narration_text(g, i, -1, all, sizeof all);
        /* "P1 draws Gundam #12" (not "P1 draws 5 cards", the opening hand's summary) */
        if (all[0] != 'P' || strncmp(all + 2, " draws ", 7) != 0 || strstr(all, " cards"))
            continue;
        int p = all[1] - '1';
        cr_assert(p == 0 || p == 1);
        draws[p]++;
        gcg_narration_text(g, i, p, mine, sizeof mine);
        gcg_narration_text(g, i, 1 - p, theirs, sizeof theirs);
        cr_assert_str_eq(mine, all, "the drawer sees the card");
        cr_assert_neq(strcmp(all, theirs), 0, "P%d reads the same: %s", 2 - p, all);
        char want[32];
        snprintf(want, sizeof want, "P%d draws a card", p + 1);
        cr_assert_str_eq(theirs, want, "the opponent sees '%s'", theirs);
        /* A spectator (not a player) does not see it either. */
        gcg_narration_text(g, i, 5, theirs, sizeof theirs);
        cr_assert_str_eq(theirs, want);
    }
    cr_assert_gt(draws[0], 5);
    cr_assert_gt(draws[1], 5);
    gcg_game_free(g);
}

/* The redraw moves the hand to the deck and draws again: the opponent learns
 * neither the old nor the new cards, only that it happened. */
Test(view, r6_2_1_6_1_a_redraw_is_hidden_from_the_opponent)
{
    gcg_game *g = fx_game(8, 0);
    fx_key(g, "redraw");
    int hand[5];
    for (int i = 0; i < 5; i++) {
        gcg_card_view v;
        gcg_zone_card(g, -1, 0, GCG_LOC_HAND, i, &v);
        hand[i] = v.id;
    }
    int n = gcg_narration_count(g);
    char buf[256];
    for (int i = 0; i < n; i++) {
        gcg_narration_text(g, i, 1, buf, sizeof buf);
        for (int k = 0; k < 5; k++) {
            char tag[16];
            snprintf(tag, sizeof tag, "#%d", hand[k]);
            const char *at = strstr(buf, tag);
            cr_assert(!at || (at[strlen(tag)] >= '0' && at[strlen(tag)] <= '9'),
                      "P2 reads '%s' (card #%d of P1's hand)", buf, hand[k]);
        }
    }
    char *json = gcg_view_json(g, 1);
    for (int k = 0; k < 5; k++)
        cr_assert(!fx_json_has_id(json, hand[k]));
    free(json);
    gcg_game_free(g);
}

/* Revealed cards: a destroyed Shield is shown to everyone (5-10-3) once it is in
 * the trash; Shields still in place stay hidden. */
Test(view, r5_10_3_a_destroyed_shield_is_revealed)
{
    gcg_game *g = fx_empty(2);
    for (int i = 0; i < 5; i++) {
        fx_add(g, 0, "ST01-005", GCG_LOC_DECK);
        fx_add(g, 1, "ST01-005", GCG_LOC_DECK);
    }
    int att = fx_add(g, 0, "ST01-005", GCG_LOC_BATTLE);
    int s1 = fx_add(g, 1, "GD01-031", GCG_LOC_SHIELD);
    int s2 = fx_add(g, 1, "ST02-004", GCG_LOC_SHIELD); /* the top one; neither has a 【Burst】 */
    fx_start(g, 2, 0, GCG_PHASE_MAIN);
    char key[32];
    snprintf(key, sizeof key, "attack c%d p2", att);
    fx_key(g, key);
    gcg_card_view v;
    for (int viewer = 0; viewer < 2; viewer++) {
        gcg_card_get(g, viewer, s2, &v);
        cr_assert_eq(v.loc, GCG_LOC_TRASH);
        cr_assert_eq(v.id, s2);
        cr_assert_eq(gcg_card_get(g, viewer, s1, &v), -1, "the face-down shield stays hidden");
        cr_assert_eq(v.id, -1);
        cr_assert_eq(v.def, -1);
    }
    int found = 0;
    char buf[256];
    for (int i = 0; i < gcg_narration_count(g); i++) {
        gcg_narration_text(g, i, 0, buf, sizeof buf);
        found += strstr(buf, "shield Gundam Sandrock") != NULL;
    }
    cr_assert_eq(found, 1, "the Shield is revealed in the narration");
    gcg_game_free(g);
}
