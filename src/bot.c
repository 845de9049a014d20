/*
 * bot.c -- bots: a random bot that picks uniformly among the legal options, and
 * (for now) a greedy bot that prefers developing and attacking over passing.  The
 * searching bot (GCG_BOT_MCTS) is bot_mcts.c's.
 * Bots see only the pending decision; they use their own random state, never the
 * game's, so a bot's choice does not disturb the game's randomness.
 */
#include "game.h"
#include "rng.h"

static uint32_t bot_below(uint64_t *x, uint32_t n)
{
    return (uint32_t)(rng_mix(x) % n);
}

/* CHOOSE: a random number of options in [min, max], distinct. */
static int random_choose(const pending *p, uint64_t *x, int *out, int max)
{
    int want = p->min + (int)bot_below(x, (uint32_t)(p->max - p->min + 1));
    if (want > max)
        want = max;
    int idx[MAX_OPTS];
    for (int i = 0; i < p->nopts; i++)
        idx[i] = i;
    for (int i = 0; i < want; i++) {
        int j = i + (int)bot_below(x, (uint32_t)(p->nopts - i));
        int t = idx[i];
        idx[i] = idx[j];
        idx[j] = t;
        out[i] = idx[i];
    }
    return want;
}

/* Greedy: score each option by its verb; ties broken at random. */
static int greedy_score(const option *o)
{
    switch (o->verb) {
    case O_PLAY: return 50;
    case O_PAIR: return 60;
    case O_ATTACK: return o->b == 0xFFFF ? 40 : 45;
    case O_ACTIVATE: return 30;
    case O_BLOCK: return 20;
    case O_KEEP: return 10;
    case O_YES: return 10;
    case O_END_MAIN: return 1;
    case O_PASS: return 1;
    default: return 5;
    }
}

/* The searching bot for one answer, with a searcher of its own (bot_mcts.c).
 * Apart and cold, so that the random and greedy bots' path stays as small as it
 * was (inlined into the game loops: bench_games counted +1.4% instructions a
 * game with the search's calls written inline here). */
static __attribute__((noinline, cold)) int search_once(const gcg_game *g, uint64_t *rng,
                                                       int *choices, int max)
{
    gcg_mcts *m = gcg_mcts_new(NULL);
    int n = gcg_mcts_choose(m, g, rng, choices, max);
    gcg_mcts_free(m);
    return n;
}

/* The options a bot chooses among: all but the other ways to pay, listed last
 * (play.c, list_pay_choices): bots pay the default way, normal Resources first. */
static int plain_options(const pending *p)
{
    int n = p->nopts;
    while (n > 1 && opt_pays_ex(&p->opts[n - 1]))
        n--;
    return n;
}

int gcg_bot_choose(const gcg_game *g, gcg_bot_kind kind, uint64_t *rng, int *choices, int max)
{
    const pending *p = &g->s.pend;
    if (g->s.over || p->kind == GCG_DEC_NONE || p->nopts == 0 || max < 1)
        return 0;
    if (kind == GCG_BOT_MCTS)
        return search_once(g, rng, choices, max);
    if (p->kind == GCG_DEC_CHOOSE)
        return random_choose(p, rng, choices, max);
    int n = plain_options(p);
    if (kind == GCG_BOT_RANDOM) {
        choices[0] = (int)bot_below(rng, (uint32_t)n);
        return 1;
    }
    int best = -1, best_score = -1, ties = 0;
    for (int i = 0; i < n; i++) {
        int sc = greedy_score(&p->opts[i]);
        if (sc > best_score) {
            best_score = sc;
            best = i;
            ties = 1;
        } else if (sc == best_score && bot_below(rng, (uint32_t)++ties) == 0) {
            best = i;
        }
    }
    choices[0] = best;
    return 1;
}
