/*
 * state.c -- copying a game state by what is in use.
 *
 * gstate has room for eight players, 1,024 cards and 240 options, but a game uses
 * a fraction of it: every array is bounded by a count (ncards, ntasks, a zone's
 * n ...) and nothing past a count is ever read.  So a copy takes the scalar
 * header, then each array up to its count.  This is what makes snapshots cheap
 * for searching bots, and what an effect pays to keep its start state (it replays
 * from it after a choice, script_run.c): a few kilobytes instead of 32.
 *
 * The one walk over the state (state_walk) serves the direct copy and the packed
 * form alike, so the two cannot disagree about what a state is.
 */
#include <string.h>
#include "state.h"

/* A span of the state in use: [off, off + len). */
typedef void (*span_fn)(void *ctx, size_t off, size_t len);

#define SPAN(field, n) fn(ctx, offsetof(gstate, field), (size_t)(n) * sizeof s->field[0])

static size_t clamp(size_t n, size_t cap)
{
    return n < cap ? n : cap;
}

/* Call fn for every span of s in use, in a fixed order.  A count is always in a
 * span before the array it bounds, and each span's length is read only when its
 * turn comes: so the walk also serves to fill a state (unpacking) whose counts
 * arrive as it goes -- given its player count, which sizes the first span.  The
 * first span is the header (every scalar, the rules, the battle and the
 * players) with the zones in use, whole: one copy of 2 KB costs less than one
 * per zone. */
static inline __attribute__((always_inline)) void state_walk(const gstate *s, span_fn fn,
                                                          void *ctx)
{
    fn(ctx, 0, offsetof(gstate, zones) + (size_t)state_nzones(s) * sizeof(zone));
    SPAN(tasks, clamp(s->ntasks, MAX_TASKS));
    SPAN(trigs, clamp(s->ntrigs, MAX_TRIGS));
    SPAN(mods, clamp(s->nmods, MAX_MODS));
    SPAN(opt_used, clamp(s->nopt_used, MAX_OPT_USED));
    SPAN(hist, clamp(s->nhist, MAX_HIST));
    SPAN(answer, clamp(s->nanswer, MAX_OPTS));
    SPAN(eff_ans, clamp(s->eff_nans, MAX_EFF_ANS));
    SPAN(deferred, clamp(s->ndeferred, MAX_DEFERRED));
    SPAN(eff_labels, clamp(s->nlabels, MAX_LABELS));
    fn(ctx, offsetof(gstate, pend), offsetof(pending, opts));
    SPAN(pend.opts, clamp(s->pend.nopts, MAX_OPTS));
    SPAN(cards, clamp(s->ncards, MAX_CARDS));
}

void state_clear(gstate *s, int nplayers)
{
    memset(s, 0, offsetof(gstate, zones));
    s->nplayers = (uint8_t)nplayers;
    memset(s->zones, 0, (size_t)state_nzones(s) * sizeof s->zones[0]);
    memset(s->eff_labels, 0, sizeof s->eff_labels);
    memset(&s->pend, 0, offsetof(pending, opts));
}

/* ------------------------------------------------------------ direct copy */

typedef struct copy_ctx {
    uint8_t *dst;
    const uint8_t *src;
} copy_ctx;

static inline void copy_span(void *ctx, size_t off, size_t len)
{
    copy_ctx *c = ctx;
    memcpy(c->dst + off, c->src + off, len);
}

void state_copy(gstate *dst, const gstate *src)
{
    if (dst == src)
        return;
    copy_ctx c = {(uint8_t *)dst, (const uint8_t *)src};
    state_walk(src, copy_span, &c);
}

/* ------------------------------------------------------------ packed form */

typedef struct pack_ctx {
    uint8_t *out;
    const uint8_t *src;
    size_t len, cap;
} pack_ctx;

static inline void pack_span(void *ctx, size_t off, size_t len)
{
    pack_ctx *c = ctx;
    if (c->len + len <= c->cap)
        memcpy(c->out + c->len, c->src + off, len);
    c->len += len;
}

size_t state_pack(const gstate *s, void *buf, size_t cap)
{
    pack_ctx c = {buf, (const uint8_t *)s, 0, cap};
    state_walk(s, pack_span, &c);
    return c.len;
}

/* Unpacking walks the destination as it fills: each span's count is already in
 * place when the walk reaches the array it bounds. */
typedef struct unpack_ctx {
    uint8_t *dst;
    const uint8_t *in;
} unpack_ctx;

static inline void unpack_span(void *ctx, size_t off, size_t len)
{
    unpack_ctx *c = ctx;
    memcpy(c->dst + off, c->in, len);
    c->in += len;
}

void state_unpack(gstate *dst, const void *buf)
{
    _Static_assert(offsetof(gstate, nplayers) == 0, "the player count leads a packed state");
    dst->nplayers = *(const uint8_t *)buf;
    unpack_ctx c = {(uint8_t *)dst, buf};
    state_walk(dst, unpack_span, &c);
}
