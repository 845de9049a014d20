/*
 * hint.c -- the `hint` command: what the searching bot (gcg_mcts_*, MCTS) would
 * answer for the deciding player, and its estimate of each answer it weighed.
 * The search reads only the deciding player's view and plays on copies of the
 * game: the game, and the seats' bots (their random states), stay as they were;
 * the command checks the game's hash before and after and says so.
 */
#include <string.h>
#include <time.h>
#include "repl.h"
#include "term.h"

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* "3) Play Gundam #12 ..." for option i, its card hidden from the viewer shown
 * as such (the deciding player may be a bot whose hand the viewer cannot see). */
static void option_text(const gcg_game *g, int viewer, int i, char *buf, size_t n)
{
    char label[256];
    gcg_card_view v;
    int c = gcg_option_card(g, i);
    if (c >= 0 && gcg_card_get(g, viewer, c, &v) != 0)
        snprintf(label, sizeof label, "(a hidden card)");
    else
        gcg_option_label(g, i, label, sizeof label);
    snprintf(buf, n, "%d) %s", i + 1, label);
}

/* An answer of one or several options, as text. */
static void answer_text(const gcg_game *g, int viewer, const int *ch, int n, char *buf,
                        size_t size)
{
    size_t o = 0;
    buf[0] = 0;
    for (int k = 0; k < n && o < size; k++) {
        char one[300];
        option_text(g, viewer, ch[k], one, sizeof one);
        o += (size_t)snprintf(buf + o, size - o, "%s%s", k ? "; " : "", one);
    }
    if (n == 0)
        snprintf(buf, size, "(choose none)");
}

void hint_show(repl *r, long iters)
{
    gcg_decision d;
    gcg_game_decision(r->g, &d);
    if (d.kind == GCG_DEC_NONE) {
        repl_error(r, "the game is over: there is nothing to hint");
        return;
    }
    gcg_mcts_params p;
    if (r->bot[d.player] == GCG_BOT_MCTS)
        p = r->bot_mcts[d.player];
    else
        gcg_mcts_defaults(&p);
    if (iters > 0) {
        p.iters = (int)iters;
        p.ms = 0;
    }
    uint64_t rng = r->bot_rng[d.player]; /* a copy: the seat's bot goes on as it would */
    uint64_t before = gcg_game_hash(r->g);
    int log = gcg_log_length(r->g);
    gcg_mcts *m = gcg_mcts_new(&p);
    int ch[256];
    double t0 = now_ms();
    int n = gcg_mcts_choose(m, r->g, &rng, ch, 256);
    double ms = now_ms() - t0;
    int viewer = session_viewer(r);
    char text[2048], line[2300];
    answer_text(r->g, viewer, ch, n, text, sizeof text);
    long it = gcg_mcts_iterations(m);
    if (it == 0)
        snprintf(line, sizeof line, "Hint for P%d: %s (the only answer)", d.player + 1, text);
    else
        snprintf(line, sizeof line, "Hint for P%d (a search of %ld iterations, %.0f ms): %s",
                 d.player + 1, it, ms, text);
    fprintf(r->out, "%s", tc(T_BOLD));
    term_wrap(r->out, line, 0, 2);
    fprintf(r->out, "%s", tc(T_RESET));
    if (it > 0) {
        fprintf(r->out, "  playouts  result  answer\n");
        for (int k = 0; k < gcg_mcts_nstats(m); k++) {
            gcg_mcts_stat st;
            gcg_mcts_stat_at(m, k, &st);
            answer_text(r->g, viewer, st.choices, st.nchoices, text, sizeof text);
            fprintf(r->out, "  %8d  %5.0f%%  ", st.visits, 100 * st.value);
            term_wrap(r->out, text, 20, 20);
        }
        fprintf(r->out, "(result: the playouts' mean result for P%d, 100%% a win, scored at "
                "the search's depth when the game goes on)\n", d.player + 1);
    }
    gcg_mcts_free(m);
    if (gcg_game_hash(r->g) != before || gcg_log_length(r->g) != log)
        repl_error(r, "hint: the search changed the game (a bug: please report it)");
    else
        fprintf(r->out, "(the search played on copies: the game is as it was)\n");
}
