/*
 * session.c -- the game's life in the REPL: starting it, answering (people and
 * bots), undo and redo, saving and loading replays, and reloading changed
 * scripts.  Every answer is recorded with the deciding player and its option
 * keys, so the same answers can be given again to a rebuilt game.
 *
 * People at one keyboard ("hot seat"): what happened is told as the person who
 * last had the board may know it; when the decision passes to another person
 * (not a teammate, who may see the same: 12-3-4), a banner asks the first to
 * look away, and on a terminal the screen is cleared after a pause, before the
 * new person's hand and draws are shown.
 */
#include <cjson/cJSON.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include "../src/util.h"
#include "board.h"
#include "input.h"
#include "repl.h"
#include "term.h"

#define MAX_CHOICES 256

/* ------------------------------------------------------------ answer history */

static void answer_free(repl_answer *a)
{
    for (int i = 0; i < a->nkeys; i++)
        free(a->keys[i]);
    free(a->keys);
    a->keys = NULL;
    a->nkeys = 0;
}

static void hist_push(repl_hist *h, repl_answer a)
{
    if (h->n == h->cap) {
        h->cap = h->cap ? h->cap * 2 : 64;
        h->a = realloc(h->a, (size_t)h->cap * sizeof *h->a);
        if (!h->a)
            abort();
    }
    h->a[h->n++] = a;
}

static void hist_clear(repl_hist *h)
{
    for (int i = 0; i < h->n; i++)
        answer_free(&h->a[i]);
    h->n = 0;
}

static void hist_free(repl_hist *h)
{
    hist_clear(h);
    free(h->a);
    h->a = NULL;
    h->cap = 0;
}

static char *dup_str(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (!d)
        abort();
    memcpy(d, s, n);
    return d;
}

/* The keys of choices in g's pending decision, and who decides. */
static repl_answer answer_of(const gcg_game *g, const int *ch, int n)
{
    gcg_decision d;
    gcg_game_decision(g, &d);
    repl_answer a = {.player = d.player, .nkeys = 0, .keys = NULL};
    a.keys = calloc((size_t)(n > 0 ? n : 1), sizeof *a.keys);
    if (!a.keys)
        abort();
    for (int i = 0; i < n; i++) {
        char key[128];
        if (gcg_option_key(g, ch[i], key, sizeof key) != 0)
            snprintf(key, sizeof key, "?");
        a.keys[a.nkeys++] = dup_str(key);
    }
    return a;
}

/* Give a recorded answer to g. */
static int give_recorded(gcg_game *g, const repl_answer *a, gcg_err *err)
{
    int p;
    if (a->nkeys == 1 && sscanf(a->keys[0], "concede p%d", &p) == 1)
        return gcg_concede(g, p - 1, err);
    return gcg_respond_keys(g, (const char *const *)a->keys, a->nkeys, err);
}

/* Give an answer to the session's game and record it. */
static int give(repl *r, const int *ch, int n, gcg_err *err)
{
    repl_answer a = answer_of(r->g, ch, n);
    if (gcg_respond(r->g, ch, n, err) != 0) {
        answer_free(&a);
        return -1;
    }
    hist_push(&r->hist, a);
    return 0;
}

static int is_person(const repl *r, int player)
{
    return player >= 0 && player < GCG_MAX_PLAYERS && r->bot[player] == REPL_HUMAN;
}

static int any_person(const repl *r)
{
    for (int p = 0; p < r->nplayers; p++)
        if (is_person(r, p))
            return 1;
    return 0;
}

/* Does this answer count as one step for undo and redo?  A person's answer does
 * (bots' answers go along with it); with no person seated, every answer does. */
static int counts(const repl *r, const repl_answer *a)
{
    return is_person(r, a->player) || !any_person(r);
}

/* ------------------------------------------------------------ showing */

static const char *bot_name(int kind)
{
    return kind == GCG_BOT_GREEDY ? "greedy" : "random";
}

static const char *seat_note(int player, void *ctx)
{
    repl *r = ctx;
    if (r->bot[player] != REPL_HUMAN) {
        snprintf(r->note, sizeof r->note, "%s bot", bot_name(r->bot[player]));
        return r->note;
    }
    return player == r->viewer ? "you" : NULL;
}

int session_viewer(repl *r)
{
    gcg_decision d;
    gcg_game_decision(r->g, &d);
    if (d.kind != GCG_DEC_NONE && is_person(r, d.player))
        r->viewer = d.player;
    return r->viewer;
}

/* How many seats people play. */
static int people(const repl *r)
{
    int n = 0;
    for (int p = 0; p < r->nplayers; p++)
        n += is_person(r, p);
    return n;
}

/* Whose knowledge the narration is told with: the person who last had the board
 * (the next person's draws wait for the hand-over, session_show); before anyone
 * has, with several people at the keyboard, nobody's (a spectator's). */
static int teller(repl *r)
{
    if (r->shown_to >= 0)
        return r->shown_to;
    return people(r) > 1 ? GCG_MAX_PLAYERS : session_viewer(r);
}

void session_report(repl *r)
{
    int viewer = teller(r);
    narration_print(r->out, r->g, r->shown, viewer);
    r->shown = gcg_narration_count(r->g);
    int nerr = gcg_script_error_count(r->g);
    for (int i = r->nerr_shown; i < nerr; i++)
        repl_error(r, "script error: %s", gcg_script_error(r->g, i));
    r->nerr_shown = nerr;
}

/* What happened since the board was last shown, told again as `viewer` knows it
 * (all of it after a cleared screen, else only the lines they know better than
 * the one who had the board: their own draws). */
static void retell(repl *r, int viewer, int all)
{
    char mine[512], theirs[512], whole[512];
    for (int i = r->shown_mark; i < gcg_narration_count(r->g); i++) {
        gcg_narration_text(r->g, i, viewer, mine, sizeof mine);
        if (!all) {
            gcg_narration_text(r->g, i, teller(r), theirs, sizeof theirs);
            gcg_narration_text(r->g, i, -1, whole, sizeof whole);
            if (!strcmp(mine, theirs) || strcmp(mine, whole))
                continue;
        }
        narration_line(r->out, mine);
    }
}

/* Hot seat: the keyboard passes from one person to another.  Nothing of the new
 * person's has been shown yet (session_report); a banner first, then on a
 * terminal a pause and a cleared screen, then what they may know. */
static void hand_over(repl *r, int viewer)
{
    int from = r->shown_to;
    if (from >= 0 && gcg_game_player_team(r->g, viewer) == gcg_game_player_team(r->g, from)) {
        fprintf(r->out, "%s>>> P%d decides now (P%d's teammate: you share what you know) <<<%s\n",
                tc(T_BOLD), viewer + 1, from + 1, tc(T_RESET));
        retell(r, viewer, 0);
        return;
    }
    if (from >= 0)
        fprintf(r->out, "%s>>> P%d decides now (P%d, look away) <<<%s\n", tc(T_BOLD),
                viewer + 1, from + 1, tc(T_RESET));
    else
        fprintf(r->out, "%s>>> P%d decides first (the others, look away) <<<%s\n", tc(T_BOLD),
                viewer + 1, tc(T_RESET));
    char ask[96];
    snprintf(ask, sizeof ask, "P%d: press Enter when you are at the keyboard ", viewer + 1);
    if (r->interactive && repl_ask(r, ask)) {
        fputs(term_clear(), r->out);
        fprintf(r->out, "%sP%d at the keyboard%s\n", tc(T_BOLD), viewer + 1, tc(T_RESET));
        retell(r, viewer, 1);
    } else {
        retell(r, viewer, 0);
    }
}

void session_show(repl *r)
{
    int viewer = session_viewer(r);
    gcg_decision d;
    gcg_game_decision(r->g, &d);
    fputc('\n', r->out);
    if (people(r) > 1 && viewer >= 0 && viewer != r->shown_to && d.kind != GCG_DEC_NONE)
        hand_over(r, viewer);
    r->shown_to = viewer;
    r->shown_mark = gcg_narration_count(r->g);
    board_print(r->out, r->g, viewer, seat_note, r);
    const char *bot = d.kind != GCG_DEC_NONE && !is_person(r, d.player)
                          ? bot_name(r->bot[d.player]) : NULL;
    decision_print(r->out, r->g, bot);
}

/* Where the game is, for messages: "answer 12, turn 3, main phase". */
static void where(const repl *r, char *buf, size_t n)
{
    gcg_step st = gcg_game_step(r->g);
    snprintf(buf, n, "answer %d, turn %d, %s%s%s", gcg_log_length(r->g), gcg_game_turn(r->g),
             gcg_phase_name(gcg_game_phase(r->g)), st ? ", " : "", gcg_step_name(st));
}

/* ------------------------------------------------------------ playing */

int session_start(repl *r, const gcg_game_config *cfg)
{
    gcg_err err;
    gcg_game *g = gcg_game_new(r->eng, cfg, &err);
    if (!g) {
        fprintf(stderr, "gcg play: %s\n", err.msg);
        return -1;
    }
    session_start_game(r, g, cfg->seed);
    return 0;
}

int session_unsaved(const repl *r)
{
    int n = r->g ? gcg_log_length(r->g) : 0;
    return n > 0 && n != r->saved_len;
}

/* --bot KIND with no seat stands for every seat but P1's of this game. */
static void settle_bots(repl *r)
{
    for (int p = 0; p < GCG_MAX_PLAYERS; p++)
        if (r->bot[p] >= REPL_ALL_BUT_P1(0))
            r->bot[p] = p < r->nplayers ? r->bot[p] - REPL_ALL_BUT_P1(0) : REPL_HUMAN;
}

void session_start_game(repl *r, gcg_game *g, uint64_t seed)
{
    r->g = g;
    r->saved_len = -1;
    r->nplayers = gcg_game_nplayers(r->g);
    settle_bots(r);
    r->viewer = -1;
    for (int p = r->nplayers - 1; p >= 0; p--)
        if (is_person(r, p))
            r->viewer = p;
    for (int p = 0; p < GCG_MAX_PLAYERS; p++)
        r->bot_rng[p] = seed * 0x9E3779B97F4A7C15ull + (uint64_t)p + 1;
    r->shown = 0;
    r->nerr_shown = 0;
    r->shown_to = -1;
    r->shown_mark = 0;
}

void session_free(repl *r)
{
    hist_free(&r->hist);
    hist_free(&r->redo);
    gcg_game_free(r->g);
    r->g = NULL;
}

/* May the viewer see card c (-1: no card, nothing to hide)? */
static int visible(const gcg_game *g, int viewer, int c)
{
    gcg_card_view v;
    return c < 0 || (gcg_card_get(g, viewer, c, &v) == 0 && v.id >= 0);
}

int session_run_bots(repl *r, int all, int limit, int turn_only)
{
    int given = 0, turn0 = gcg_game_turn(r->g);
    for (;;) {
        session_report(r);
        gcg_decision d;
        gcg_game_decision(r->g, &d);
        if (d.kind == GCG_DEC_NONE || (limit >= 0 && given >= limit))
            break;
        if (turn_only && gcg_game_turn(r->g) != turn0)
            break;
        if (input_interrupted()) { /* Ctrl-C on a terminal: the person takes over */
            fprintf(r->out, "(stopped: Ctrl-C)\n");
            break;
        }
        int kind = r->bot[d.player];
        if (kind == REPL_HUMAN) {
            if (!all)
                break;
            kind = GCG_BOT_GREEDY;
        }
        int ch[MAX_CHOICES];
        int n = gcg_bot_choose(r->g, (gcg_bot_kind)kind, &r->bot_rng[d.player], ch, MAX_CHOICES);
        /* Say what the bot chose, hiding cards the viewer may not see (before or
         * after the answer: a card played from the hand is public then). */
        int viewer = session_viewer(r);
        char labels[8][256];
        int cards[8], seen[8];
        for (int i = 0; i < n && i < 8; i++) {
            gcg_option_label(r->g, ch[i], labels[i], sizeof labels[i]);
            cards[i] = gcg_option_card(r->g, ch[i]);
            seen[i] = visible(r->g, viewer, cards[i]);
        }
        gcg_err err;
        if (give(r, ch, n, &err) != 0) {
            repl_error(r, "the bot's answer was refused: %s", err.msg);
            break;
        }
        char what[800] = "";
        size_t o = 0;
        for (int i = 0; i < n && o < sizeof what; i++) {
            const char *label = i >= 8 ? "..."
                                : seen[i] || visible(r->g, viewer, cards[i]) ? labels[i]
                                : "(a hidden card)";
            o += (size_t)snprintf(what + o, sizeof what - o, "%s%s", i ? "; " : "", label);
        }
        if (n == 0)
            snprintf(what, sizeof what, "(none)");
        char line[900];
        snprintf(line, sizeof line, "%sP%d (%s): %s%s", tc(T_MAGENTA), d.player + 1,
                 r->bot[d.player] == REPL_HUMAN ? "auto" : bot_name(kind), what, tc(T_RESET));
        fprintf(r->out, "  ");
        term_wrap(r->out, line, 2, 4);
        given++;
    }
    return given;
}

int session_answer(repl *r, const int *choices, int n)
{
    gcg_err err;
    if (give(r, choices, n, &err) != 0) {
        repl_error(r, "%s", err.msg);
        return -1;
    }
    hist_clear(&r->redo);
    session_run_bots(r, 0, -1, 0);
    session_show(r);
    return 0;
}

int session_concede(repl *r)
{
    gcg_decision d;
    gcg_game_decision(r->g, &d);
    if (d.kind == GCG_DEC_NONE) {
        repl_error(r, "the game is over");
        return -1;
    }
    gcg_err err;
    if (gcg_concede(r->g, d.player, &err) != 0) {
        repl_error(r, "%s", err.msg);
        return -1;
    }
    repl_answer a = {.player = d.player, .nkeys = 1, .keys = malloc(sizeof(char *))};
    if (!a.keys)
        abort();
    char key[32];
    snprintf(key, sizeof key, "concede p%d", d.player + 1);
    a.keys[0] = dup_str(key);
    hist_push(&r->hist, a);
    hist_clear(&r->redo);
    session_run_bots(r, 0, -1, 0);
    session_show(r);
    return 0;
}

/* ------------------------------------------------------------ undo, redo */

int session_undo(repl *r, int n)
{
    int len = r->hist.n, k = len, steps = 0;
    if (len != gcg_log_length(r->g)) {
        repl_error(r, "the answer history is out of step with the game (%d vs %d)", len,
                   gcg_log_length(r->g));
        return -1;
    }
    while (k > 0 && steps < n) {
        k--;
        steps += counts(r, &r->hist.a[k]);
    }
    if (steps == 0) {
        repl_error(r, "nothing to undo: no answer has been given yet");
        return -1;
    }
    gcg_err err;
    if (gcg_game_rewind(r->g, k, &err) != 0) {
        repl_error(r, "undo failed: %s", err.msg);
        return -1;
    }
    /* The undone answers go in front of the redo list, in order. */
    repl_hist moved = {0};
    for (int i = k; i < len; i++)
        hist_push(&moved, r->hist.a[i]);
    for (int i = 0; i < r->redo.n; i++)
        hist_push(&moved, r->redo.a[i]);
    free(r->redo.a);
    r->redo = moved;
    r->hist.n = k;
    r->shown = gcg_narration_count(r->g);
    r->nerr_shown = gcg_script_error_count(r->g);
    char at[160];
    where(r, at, sizeof at);
    fprintf(r->out, "Undone %d step%s (%d answer%s): back to %s\n", steps, steps == 1 ? "" : "s",
            len - k, len - k == 1 ? "" : "s", at);
    if (steps < n)
        fprintf(r->out, "(that is the start of the game)\n");
    session_show(r);
    return 0;
}

void session_clear_redo(repl *r)
{
    hist_clear(&r->redo);
}

int session_redo(repl *r, int n)
{
    if (r->redo.n == 0) {
        repl_error(r, "nothing to redo");
        return -1;
    }
    int steps = 0, used = 0, rc = 0;
    while (used < r->redo.n) {
        repl_answer *a = &r->redo.a[used];
        if (counts(r, a) && steps == n)
            break;
        gcg_err err;
        if (give_recorded(r->g, a, &err) != 0) {
            repl_error(r, "cannot redo answer %d: %s", gcg_log_length(r->g) + 1, err.msg);
            rc = -1;
            break;
        }
        steps += counts(r, a);
        hist_push(&r->hist, *a);
        used++;
    }
    if (rc != 0) {
        for (int i = used; i < r->redo.n; i++)
            answer_free(&r->redo.a[i]);
        r->redo.n = 0;
    } else {
        memmove(r->redo.a, r->redo.a + used, (size_t)(r->redo.n - used) * sizeof *r->redo.a);
        r->redo.n -= used;
    }
    session_report(r);
    char at[160];
    where(r, at, sizeof at);
    fprintf(r->out, "Redone %d step%s: at %s\n", steps, steps == 1 ? "" : "s", at);
    session_show(r);
    return rc;
}

/* ------------------------------------------------------------ replays */

/* A replay file: at most 16 MiB (/dev/zero, or any file too big to be a
 * replay, is refused with an error; the game in progress goes on). */
static char *read_replay(const char *path, char *why, size_t nwhy)
{
    gcg_err err;
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(why, nwhy, "cannot open %s", path);
        return NULL;
    }
    fclose(f);
    char *text = read_file_max(path, 16u << 20, NULL, &err);
    if (!text)
        snprintf(why, nwhy, "cannot load %.1000s", err.msg);
    return text;
}

/* Rebuild a game on eng from replay JSON, giving its answers one by one and
 * recording each in hist.  Returns NULL when even the setup cannot be made (err).
 * *bad is the 1-based answer that no longer fits (why in err), 0 if all fit. */
static gcg_game *rebuild(repl *r, gcg_engine *eng, const char *json, repl_hist *hist, int *bad,
                         gcg_err *err)
{
    *bad = 0;
    const char *end = NULL;
    cJSON *root = cJSON_ParseWithOpts(json, &end, 1);
    if (!root || !cJSON_IsObject(root)) {
        int line = 1, col = 1;
        for (const char *c = json; end && c < end && *c; c++, col++)
            if (*c == '\n')
                line++, col = 0;
        snprintf(err->msg, sizeof err->msg, "not a replay (JSON error at line %d, column %d)",
                 line, col);
        cJSON_Delete(root);
        return NULL;
    }
    cJSON *answers = cJSON_DetachItemFromObjectCaseSensitive(root, "answers");
    char *setup = cJSON_PrintUnformatted(root);
    gcg_game *g = gcg_replay_load(eng, setup, err);
    free(setup);
    if (g) {
        const cJSON *players = cJSON_GetObjectItemCaseSensitive(root, "players");
        for (int p = 0; p < gcg_game_nplayers(g) && p < GCG_MAX_PLAYERS; p++) {
            const cJSON *deck = cJSON_GetObjectItemCaseSensitive(cJSON_GetArrayItem(players, p),
                                                                 "deck");
            snprintf(r->deck_name[p], sizeof r->deck_name[p], "%s",
                     cJSON_IsString(deck) ? deck->valuestring : "?");
        }
        int i = 0;
        const cJSON *ans;
        cJSON_ArrayForEach(ans, answers) {
            i++;
            gcg_decision d;
            gcg_game_decision(g, &d);
            repl_answer a = {.player = d.player};
            int n = cJSON_GetArraySize(ans);
            a.keys = calloc((size_t)(n > 0 ? n : 1), sizeof *a.keys);
            if (!a.keys)
                abort();
            const cJSON *k;
            int ok = cJSON_IsArray(ans);
            cJSON_ArrayForEach(k, ans) {
                if (!cJSON_IsString(k))
                    ok = 0;
                else
                    a.keys[a.nkeys++] = dup_str(k->valuestring);
            }
            int p;
            if (a.nkeys == 1 && sscanf(a.keys[0], "concede p%d", &p) == 1)
                a.player = p - 1;
            gcg_err e2;
            if (!ok) {
                snprintf(err->msg, sizeof err->msg, "answer %d is not a list of option keys", i);
            } else if (give_recorded(g, &a, &e2) != 0) {
                char who[16] = ""; /* (nobody decides once the game is over) */
                if (a.player >= 0)
                    snprintf(who, sizeof who, "P%d: ", a.player + 1);
                snprintf(err->msg, sizeof err->msg, "answer %d (%s\"%s\"): %.1900s", i, who,
                         a.nkeys ? a.keys[0] : "", e2.msg);
                ok = 0;
            }
            if (!ok) {
                answer_free(&a);
                *bad = i;
                break;
            }
            hist_push(hist, a);
        }
    }
    cJSON_Delete(answers);
    cJSON_Delete(root);
    return g;
}

/* Put a rebuilt game in the session's place. */
static void adopt(repl *r, gcg_game *g, repl_hist *hist)
{
    gcg_game_free(r->g);
    r->g = g;
    hist_free(&r->hist);
    r->hist = *hist;
    r->nplayers = gcg_game_nplayers(g);
    settle_bots(r);
    r->shown = gcg_narration_count(g);
    r->nerr_shown = 0; /* script errors met while replaying are shown */
    if (r->viewer >= r->nplayers)
        r->viewer = -1;
}

int session_save(repl *r, const char *path)
{
    char *json = gcg_replay_save(r->g);
    if (!json) {
        repl_error(r, "this game cannot be saved as a replay");
        return -1;
    }
    FILE *f = fopen(path, "w");
    if (!f) {
        free(json);
        repl_error(r, "cannot write %s", path);
        return -1;
    }
    int ok = fputs(json, f) >= 0 && fputc('\n', f) != EOF;
    ok = (fclose(f) == 0) && ok;
    free(json);
    if (!ok) {
        repl_error(r, "cannot write %s", path);
        return -1;
    }
    fprintf(r->out, "Saved %d answer%s to %s (load it with: load %s)\n", gcg_log_length(r->g),
            gcg_log_length(r->g) == 1 ? "" : "s", path, path);
    r->saved_len = gcg_log_length(r->g);
    return 0;
}

int session_load(repl *r, const char *path)
{
    char why[1200];
    char *json = read_replay(path, why, sizeof why);
    if (!json) {
        repl_error(r, "%s", why);
        return -1;
    }
    repl_hist hist = {0};
    int bad;
    gcg_err err;
    gcg_game *g = rebuild(r, r->eng, json, &hist, &bad, &err);
    free(json);
    if (!g) {
        hist_free(&hist);
        repl_error(r, "cannot load %s: %s", path, err.msg);
        return -1;
    }
    adopt(r, g, &hist);
    hist_clear(&r->redo);
    r->saved_len = bad ? -1 : gcg_log_length(g);
    snprintf(r->repeat, sizeof r->repeat, "gcg play --load %s", path);
    char at[160];
    where(r, at, sizeof at);
    fprintf(r->out, "Loaded %s: seed %" PRIu64 ", %s\n", path, gcg_game_seed(g), at);
    if (bad)
        repl_error(r, "%s no longer fits from %s; the game stops before it", path, err.msg);
    session_report(r);
    session_show(r);
    return bad ? -1 : 0;
}

int session_reload(repl *r)
{
    char *json = gcg_replay_save(r->g);
    if (!json) {
        repl_error(r, "this game cannot be rebuilt from a replay");
        return -1;
    }
    gcg_carddb *db = cli_load_db(r->env);
    gcg_engine *eng = db ? cli_engine(r->env, db, 0) : NULL;
    if (!eng) {
        free(json);
        gcg_carddb_free(db);
        repl_error(r, "reload failed (see above); the game goes on unchanged");
        return -1;
    }
    int old_len = gcg_log_length(r->g);
    uint64_t old_hash = gcg_game_hash(r->g);
    repl_hist hist = {0};
    int bad;
    gcg_err err;
    gcg_game *g = rebuild(r, eng, json, &hist, &bad, &err);
    free(json);
    if (!g) {
        hist_free(&hist);
        gcg_engine_free(eng);
        gcg_carddb_free(db);
        repl_error(r, "reload failed: %s; the game goes on unchanged", err.msg);
        return -1;
    }
    adopt(r, g, &hist);
    gcg_engine_free(r->eng);
    gcg_carddb_free(r->db);
    r->eng = eng;
    r->db = db;
    if (bad) {
        char at[160];
        where(r, at, sizeof at);
        repl_error(r, "reloaded, but the game no longer replays to the same point: %s; "
                   "it stops at %s (of %d answers)", err.msg, at, old_len);
    } else {
        fprintf(r->out, "Reloaded card and mode scripts; replayed %d answer%s to the same "
                "point.\n", old_len, old_len == 1 ? "" : "s");
        if (gcg_game_hash(r->g) != old_hash)
            fprintf(r->out, "The game is not the same as before: the changed scripts acted "
                    "differently.\n");
    }
    session_report(r);
    session_show(r);
    return bad ? -1 : 0;
}
