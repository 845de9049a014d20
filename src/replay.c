/*
 * replay.c -- undo, snapshots and replays.
 *
 * A game is its setup (seed, decks, mode) plus its answers.  Rewinding rebuilds
 * the game and replays the first n answers; a snapshot is a copy of the whole
 * game (the flat state and the log); a replay file stores the setup and every
 * answer by its stable key, so it survives changes to option order.  A board
 * built by hand (edit.c) is stored as the calls that built it ("board"), and
 * loading makes them again.
 */
#include <cjson/cJSON.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "carddb.h"
#include "decide.h"
#include "game.h"
#include "mode.h"
#include "narrate.h"
#include "run.h"
#include "util.h"

int game_build(gcg_game *g, gcg_err *err); /* game.c */

/* The game as it was before any answer, run to its first decision. */
static int restart(gcg_game *g, gcg_err *err)
{
    game_touch(g);
    if (g->initial) {
        g->s = *g->initial;
    } else if (game_build(g, err) != 0) {
        return -1;
    }
    run(g);
    return 0;
}

/* Apply log entry i (already in the log) to the game. */
static int replay_entry(gcg_game *g, uint32_t i, gcg_err *err)
{
    const uint16_t *ids = g->answers + g->off[i];
    int n = (int)(g->off[i + 1] - g->off[i]);
    if (n == 1 && ids[0] >= LOG_CONCEDE) {
        concede_apply(g, ids[0] - LOG_CONCEDE);
        g->s.log_len = i + 1;
        return 0;
    }
    int choices[MAX_OPTS];
    for (int k = 0; k < n; k++)
        choices[k] = ids[k];
    gstate *s = &g->s;
    if (s->over || s->pend.kind == GCG_DEC_NONE)
        return err_set(err, "answer %u: the game is already over", i + 1);
    for (int k = 0; k < n; k++)
        if (choices[k] >= s->pend.nopts)
            return err_set(err, "answer %u: option %d does not exist", i + 1, choices[k] + 1);
    if (n < s->pend.min || n > s->pend.max)
        return err_set(err, "answer %u: wrong number of choices", i + 1);
    respond_apply(g, choices, n, 0);
    g->s.log_len = i + 1;
    return 0;
}

int gcg_game_rewind(gcg_game *g, int n, gcg_err *err)
{
    uint32_t len = g->s.log_len;
    if (n < 0 || (uint32_t)n > len)
        return err_set(err, "cannot rewind to answer %d (the game has %u)", n, len);
    unsigned stops = g->stop.mask; /* (a replay runs through the stops of a test) */
    memset(&g->stop, 0, sizeof g->stop);
    int rc = restart(g, err);
    for (uint32_t i = 0; rc == 0 && i < (uint32_t)n; i++)
        rc = replay_entry(g, i, err);
    g->stop.mask = stops;
    return rc;
}

int gcg_log_length(const gcg_game *g)
{
    return (int)g->s.log_len;
}

/* ------------------------------------------------------------ snapshots */

struct gcg_snapshot {
    gcg_game *copy;
};

gcg_snapshot *gcg_snapshot_new(const gcg_game *g)
{
    gcg_snapshot *s = xcalloc(1, sizeof *s);
    s->copy = gcg_game_clone(g);
    return s;
}

void gcg_snapshot_take(gcg_snapshot *s, const gcg_game *g)
{
    gcg_game_copy(s->copy, g);
}

int gcg_snapshot_restore(gcg_game *g, const gcg_snapshot *s, gcg_err *err)
{
    if (!s || !s->copy)
        return err_set(err, "no snapshot");
    if (s->copy->eng != g->eng)
        return err_set(err, "the snapshot belongs to a game of another engine");
    return gcg_game_copy(g, s->copy);
}

void gcg_snapshot_free(gcg_snapshot *s)
{
    if (!s)
        return;
    gcg_game_free(s->copy);
    free(s);
}

/* ------------------------------------------------------------ replay files */

static cJSON *card_list(const gcg_game *g, const uint16_t *ids, int n)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < n; i++)
        cJSON_AddItemToArray(a, cJSON_CreateString(gcg_carddb_at(g->db, ids[i])->number));
    return a;
}

/* ------------------------------------------------------------ edited boards */

static const char *const edit_words[] = {"add", "rested", "damage", "fresh", "pair",
                                         "direction", "start"};

/* The calls that built an edited game's board, as a list of small lists:
 * ["add", 1, "ST01-005", "battle area"], ["rested", 12, 1], ["pair", 12, 13],
 * ["direction", -1], ["start", 3, 1, "main phase"] (players 1-based). */
static cJSON *board_json(const gcg_game *g)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < g->nedits; i++) {
        const edit_op *e = &g->edits[i];
        cJSON *op = cJSON_CreateArray();
        cJSON_AddItemToArray(op, cJSON_CreateString(edit_words[e->kind]));
        switch (e->kind) {
        case ED_ADD:
            cJSON_AddItemToArray(op, cJSON_CreateNumber(e->player + 1));
            cJSON_AddItemToArray(op, cJSON_CreateString(gcg_carddb_at(g->db, e->a)->number));
            cJSON_AddItemToArray(op, cJSON_CreateString(gcg_loc_name((gcg_loc)e->loc)));
            break;
        case ED_DIRECTION:
            cJSON_AddItemToArray(op, cJSON_CreateNumber(e->a));
            break;
        case ED_START:
            cJSON_AddItemToArray(op, cJSON_CreateNumber(e->a));
            cJSON_AddItemToArray(op, cJSON_CreateNumber(e->player + 1));
            cJSON_AddItemToArray(op, cJSON_CreateString(gcg_phase_name((gcg_phase)e->loc)));
            break;
        default:
            cJSON_AddItemToArray(op, cJSON_CreateNumber(e->a));
            cJSON_AddItemToArray(op, cJSON_CreateNumber(e->b));
            break;
        }
        cJSON_AddItemToArray(a, op);
    }
    return a;
}

/* Build the board of `board` (board_json's list) on g, a game made empty, through
 * the public editing calls: each checks its arguments as for any caller. */
static int board_build(gcg_game *g, const cJSON *board, gcg_err *err)
{
    int i = 0, started = 0;
    const cJSON *op;
    cJSON_ArrayForEach(op, board) {
        i++;
        const char *w = cJSON_GetStringValue(cJSON_GetArrayItem(op, 0));
        const cJSON *x = cJSON_GetArrayItem(op, 1), *y = cJSON_GetArrayItem(op, 2),
                    *z = cJSON_GetArrayItem(op, 3);
        int kind = -1;
        for (int k = 0; w && k < (int)(sizeof edit_words / sizeof edit_words[0]); k++)
            if (!strcmp(w, edit_words[k]))
                kind = k;
        int n = cJSON_GetArraySize(op);
        int want = kind == ED_DIRECTION ? 2 : kind == ED_ADD || kind == ED_START ? 4 : 3;
        if (!cJSON_IsArray(op) || kind < 0 || n != want || !cJSON_IsNumber(x) ||
            (kind != ED_ADD && n > 2 && !cJSON_IsNumber(y) && kind != ED_START) ||
            (kind == ED_ADD && (!cJSON_IsString(y) || !cJSON_IsString(z))) ||
            (kind == ED_START && (!cJSON_IsNumber(y) || !cJSON_IsString(z))))
            return err_set(err, "replay: board entry %d is not an edit like [\"add\", 1, "
                           "\"ST01-005\", \"battle area\"]", i);
        if (started)
            return err_set(err, "replay: board entry %d comes after \"start\"", i);
        int a = x->valueint, b = cJSON_IsNumber(y) ? y->valueint : 0, loc = -1;
        gcg_err e2;
        int rc = 0;
        switch (kind) {
        case ED_ADD:
            for (int l = 0; l < GCG_LOC_COUNT; l++)
                if (!strcmp(z->valuestring, gcg_loc_name((gcg_loc)l)))
                    loc = l;
            rc = gcg_edit_add(g, a - 1, y->valuestring, (gcg_loc)loc, &e2) < 0 ? -1 : 0;
            break;
        case ED_RESTED: rc = gcg_edit_set_rested(g, a, b, &e2); break;
        case ED_DAMAGE: rc = gcg_edit_set_damage(g, a, b, &e2); break;
        case ED_FRESH: rc = gcg_edit_set_fresh(g, a, b, &e2); break;
        case ED_PAIR: rc = gcg_edit_pair(g, a, b, &e2); break;
        case ED_DIRECTION: rc = gcg_edit_set_direction(g, a, &e2); break;
        default:
            for (int p = GCG_PHASE_START; p <= GCG_PHASE_END; p++)
                if (!strcmp(z->valuestring, gcg_phase_name((gcg_phase)p)))
                    loc = p;
            rc = gcg_game_start_at(g, a, b - 1, (gcg_phase)loc, &e2);
            started = 1;
            break;
        }
        if (rc != 0)
            return err_set(err, "replay: board entry %d (%s): %s", i, w, e2.msg);
    }
    if (!started)
        return err_set(err, "replay: the board never starts (its last entry must be "
                       "[\"start\", TURN, PLAYER, PHASE])");
    return 0;
}

char *gcg_replay_save(const gcg_game *g)
{
    if (g->edited && (!g->nedits || g->edits[g->nedits - 1].kind != ED_START))
        return NULL; /* a board built by hand that has not started */
    const setup_rec *r = &g->setup;
    cJSON *root = cJSON_CreateObject();
    cJSON_AddStringToObject(root, "gcg", GCG_VERSION);
    cJSON_AddStringToObject(root, "mode", r->mode);
    cJSON_AddStringToObject(root, "variant", r->variant);
    cJSON_AddStringToObject(root, "options", r->options); /* --set k=v: they shape the game */
    char seed[32];
    snprintf(seed, sizeof seed, "%" PRIu64, r->seed);
    cJSON_AddStringToObject(root, "seed", seed);
    cJSON_AddNumberToObject(root, "first_player", r->first_player);
    cJSON *players = cJSON_AddArrayToObject(root, "players");
    for (int p = 0; p < r->nplayers; p++) {
        cJSON *pl = cJSON_CreateObject();
        cJSON_AddStringToObject(pl, "deck", r->deck_name[p]);
        cJSON_AddNumberToObject(pl, "team", r->teams[p]);
        cJSON_AddItemToObject(pl, "main", card_list(g, r->main[p], r->nmain[p]));
        cJSON_AddItemToObject(pl, "resources", card_list(g, r->res[p], r->nres[p]));
        cJSON_AddItemToArray(players, pl);
    }
    if (g->edited) /* the board's starting position, built again on loading */
        cJSON_AddItemToObject(root, "board", board_json(g));
    /* Walk a copy of the game through its answers to name each by its key. */
    gcg_game *w = game_alloc(g->eng);
    w->setup = g->setup;
    w->narrate = 0;
    gcg_game_copy(w, g);
    w->narrate = 0;
    cJSON *answers = cJSON_AddArrayToObject(root, "answers");
    gcg_err err;
    int same = restart(w, &err) == 0;
    if (same) {
        for (uint32_t i = 0; i < g->s.log_len && same; i++) {
            const uint16_t *ids = g->answers + g->off[i];
            int n = (int)(g->off[i + 1] - g->off[i]);
            cJSON *a = cJSON_CreateArray();
            char key[64];
            for (int k = 0; k < n; k++) {
                if (ids[k] >= LOG_CONCEDE)
                    snprintf(key, sizeof key, "concede p%d", ids[k] - LOG_CONCEDE + 1);
                else
                    gcg_option_key(w, ids[k], key, sizeof key);
                cJSON_AddItemToArray(a, cJSON_CreateString(key));
            }
            cJSON_AddItemToArray(answers, a);
            same = replay_entry(w, i, &err) == 0;
        }
    }
    /* A replay that does not give back this game (a script that kept state from
     * one game to the next could make one) is no replay: none is written. */
    same = same && gcg_game_hash(w) == gcg_game_hash(g);
    gcg_game_free(w);
    char *out = same ? cJSON_Print(root) : NULL;
    cJSON_Delete(root);
    return out;
}

static int read_cards(const gcg_carddb *db, const cJSON *arr, uint16_t *out, int *n,
                      const char *what, int p, gcg_err *err)
{
    *n = 0;
    if (!cJSON_IsArray(arr))
        return err_set(err, "replay: player %d: \"%s\" must be an array of card numbers", p + 1,
                       what);
    const cJSON *it;
    cJSON_ArrayForEach(it, arr) {
        int def = cJSON_IsString(it) ? gcg_carddb_find(db, it->valuestring) : -1;
        if (def < 0)
            return err_set(err, "replay: player %d: \"%s\" entry %d: unknown card %s", p + 1,
                           what, *n + 1, cJSON_IsString(it) ? it->valuestring : "(not a string)");
        if (*n >= ZONE_CAP)
            return err_set(err, "replay: player %d: too many cards in \"%s\"", p + 1, what);
        out[(*n)++] = (uint16_t)def;
    }
    return 0;
}

static int read_setup(gcg_game *g, const cJSON *root, gcg_err *err)
{
    setup_rec *r = &g->setup;
    memset(r, 0, sizeof *r);
    const cJSON *mode = cJSON_GetObjectItemCaseSensitive(root, "mode");
    const cJSON *variant = cJSON_GetObjectItemCaseSensitive(root, "variant");
    const cJSON *options = cJSON_GetObjectItemCaseSensitive(root, "options");
    const cJSON *seed = cJSON_GetObjectItemCaseSensitive(root, "seed");
    const cJSON *first = cJSON_GetObjectItemCaseSensitive(root, "first_player");
    const cJSON *players = cJSON_GetObjectItemCaseSensitive(root, "players");
    snprintf(r->mode, sizeof r->mode, "%s", cJSON_IsString(mode) ? mode->valuestring : "standard");
    snprintf(r->variant, sizeof r->variant, "%s",
             cJSON_IsString(variant) ? variant->valuestring : "");
    snprintf(r->options, sizeof r->options, "%s",
             cJSON_IsString(options) ? options->valuestring : "");
    if (!cJSON_IsString(seed))
        return err_set(err, "replay: \"seed\" must be a string of digits");
    char *end;
    r->seed = strtoull(seed->valuestring, &end, 10);
    if (*end || !*seed->valuestring)
        return err_set(err, "replay: \"seed\" must be a string of digits");
    r->first_player = cJSON_IsNumber(first) ? first->valueint : -1;
    int n = cJSON_GetArraySize(players);
    if (!cJSON_IsArray(players) || n < 2 || n > GCG_MAX_PLAYERS)
        return err_set(err, "replay: \"players\" must list 2 to %d players", GCG_MAX_PLAYERS);
    r->nplayers = n;
    if (r->first_player < -1 || r->first_player >= n)
        return err_set(err, "replay: \"first_player\" %d is not a player (0 to %d, or -1)",
                       r->first_player, n - 1);
    for (int p = 0; p < n; p++) {
        const cJSON *pl = cJSON_GetArrayItem(players, p);
        const cJSON *deck = cJSON_GetObjectItemCaseSensitive(pl, "deck");
        const cJSON *team = cJSON_GetObjectItemCaseSensitive(pl, "team");
        snprintf(r->deck_name[p], sizeof r->deck_name[p], "%s",
                 cJSON_IsString(deck) ? deck->valuestring : "");
        r->teams[p] = cJSON_IsNumber(team) ? team->valueint : -1;
        if (read_cards(g->db, cJSON_GetObjectItemCaseSensitive(pl, "main"), r->main[p],
                       &r->nmain[p], "main", p, err) ||
            read_cards(g->db, cJSON_GetObjectItemCaseSensitive(pl, "resources"), r->res[p],
                       &r->nres[p], "resources", p, err))
            return -1;
    }
    return 0;
}

static int apply_keys(gcg_game *g, const cJSON *keys, int index, gcg_err *err)
{
    int n = cJSON_GetArraySize(keys);
    if (!cJSON_IsArray(keys) || n > MAX_OPTS)
        return err_set(err, "replay: answer %d must be an array of option keys", index);
    if (n == 0) { /* a choice of none, where the decision allows it */
        gcg_err e2;
        if (gcg_respond(g, NULL, 0, &e2) != 0)
            return err_set(err, "replay: answer %d (none chosen): %s", index, e2.msg);
        return 0;
    }
    const cJSON *k0 = cJSON_GetArrayItem(keys, 0);
    int p;
    if (n == 1 && cJSON_IsString(k0) && sscanf(k0->valuestring, "concede p%d", &p) == 1) {
        gcg_err e2;
        if (gcg_concede(g, p - 1, &e2) != 0)
            return err_set(err, "replay: answer %d: %s", index, e2.msg);
        return 0;
    }
    const char *ks[MAX_OPTS];
    for (int i = 0; i < n; i++) {
        const cJSON *k = cJSON_GetArrayItem(keys, i);
        if (!cJSON_IsString(k))
            return err_set(err, "replay: answer %d: keys must be strings", index);
        ks[i] = k->valuestring;
    }
    gcg_err e2;
    if (gcg_respond_keys(g, ks, n, &e2) != 0)
        return err_set(err, "replay: answer %d (\"%s\"): %s", index, ks[0], e2.msg);
    return 0;
}

/* The decks of a replay pass the construction rules (6-1), as `gcg deck check`
 * and a new game's do: a file that lists 50 copies of a card, tokens, or no
 * deck at all is not a game.  (No mode has other deck rules yet: when one does,
 * it is asked here.) */
/* The line of player p's "main" list in the replay's text (the p-th key
 * "main"), or 0. */
static int main_line(const char *text, int p)
{
    int seen = 0;
    for (const char *at = text; (at = strstr(at, "\"main\"")) != NULL; at += 6) {
        const char *after = at + 6;
        while (*after == ' ' || *after == '\t' || *after == '\r' || *after == '\n')
            after++;
        if ((at > text && at[-1] == '\\') || *after != ':')
            continue; /* (not a key: a text that says "main") */
        if (seen++ == p) {
            int col;
            return carddb_line_of(text, (long)(at - text), &col);
        }
    }
    return 0;
}

static int check_decks(gcg_game *g, const char *text, gcg_err *err)
{
    const setup_rec *r = &g->setup;
    for (int p = 0; p < r->nplayers; p++) {
        gcg_deck_entry main[ZONE_CAP], res[ZONE_CAP];
        char source[80];
        snprintf(source, sizeof source, "deck %s", r->deck_name[p]);
        gcg_deck d = {.name = (char *)r->deck_name[p], .source = source, .main = main,
                      .resources = res};
        for (int k = 0; k < 2; k++) {
            const uint16_t *cards = k ? r->res[p] : r->main[p];
            int n = k ? r->nres[p] : r->nmain[p], *count = k ? &d.nresources : &d.nmain;
            gcg_deck_entry *e = k ? res : main;
            for (int i = 0; i < n; i++) {
                int at = 0;
                while (at < *count && e[at].card != cards[i])
                    at++;
                if (at == *count)
                    e[(*count)++] = (gcg_deck_entry){cards[i], 0, 0};
                e[at].count++;
            }
        }
        gcg_problems pr = {0};
        int bad = gcg_deck_validate(g->db, &d, &pr);
        if (bad)
            err_set(err, "replay: line %d: player %d's deck is not legal (%d problem%s): %s",
                    main_line(text, p), p + 1, bad, bad == 1 ? "" : "s", pr.msgs[0]);
        gcg_problems_free(&pr);
        if (bad)
            return -1;
    }
    return 0;
}

gcg_game *gcg_replay_load(gcg_engine *eng, const char *json, gcg_err *err)
{
    const char *text = json ? json : "", *end = NULL;
    cJSON *root = cJSON_ParseWithOpts(text, &end, 1); /* nothing may follow the object */
    if (!root) {
        int col, line = carddb_line_of(text, end ? (long)(end - text) : 0, &col);
        err_set(err, "replay: not valid JSON (line %d, column %d)", line, col);
        return NULL;
    }
    if (!cJSON_IsObject(root)) {
        cJSON_Delete(root);
        err_set(err, "replay: not a JSON object");
        return NULL;
    }
    gcg_game *g = game_alloc(eng);
    const cJSON *board = cJSON_GetObjectItemCaseSensitive(root, "board");
    int rc = read_setup(g, root, err);
    if (rc == 0 && board) { /* a board built by hand: its calls again */
        gcg_game *e = game_new_edited(eng, &g->setup, err);
        gcg_game_free(g);
        g = e;
        rc = !g ? -1 : !cJSON_IsArray(board)
                       ? err_set(err, "replay: \"board\" must be an array of edits")
                       : board_build(g, board, err);
    } else if (rc == 0) {
        gcg_err e2;
        if ((rc = game_build(g, &e2)) != 0)
            err_set(err, "replay: %s", e2.msg); /* say where the bad setup came from */
    }
    /* The decks pass 6-1 (the mode is known: it could have deck rules of its
     * own) -- unless the board was built by hand: a position for a test or a
     * ruling, whose every card was placed through the checked editing calls. */
    if (rc == 0 && !board)
        rc = check_decks(g, text, err);
    const cJSON *answers = cJSON_GetObjectItemCaseSensitive(root, "answers");
    if (rc == 0 && answers && !cJSON_IsArray(answers))
        rc = err_set(err, "replay: \"answers\" must be an array of answers");
    if (rc == 0) {
        if (!board)
            run(g);
        int i = 0;
        const cJSON *a;
        cJSON_ArrayForEach(a, answers) {
            if ((rc = apply_keys(g, a, ++i, err)) != 0)
                break;
        }
    }
    cJSON_Delete(root);
    if (rc != 0) {
        gcg_game_free(g);
        return NULL;
    }
    return g;
}
