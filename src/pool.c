/*
 * pool.c -- a small-block allocator for the script VM.
 *
 * Card scripts make many short-lived small objects (the tables e:units returns,
 * filter tables, strings); Lua frees each one by its size.  Blocks up to
 * POOL_MAX bytes come from per-size free lists carved out of 64 KiB chunks, so
 * an allocation is a pop and a free is a push; larger blocks go to malloc.  A
 * pool belongs to one VM (one thread): nothing is shared.  Chunks are given
 * back when the pool is freed.
 */
#include <stdlib.h>
#include <string.h>
#include "pool.h"

#define CHUNK_SIZE (64u << 10)

typedef struct chunk {
    struct chunk *next;
    /* blocks follow (aligned like max_align_t) */
} chunk;

static size_t class_of(size_t n)
{
    return (n + POOL_STEP - 1) / POOL_STEP - 1;
}

static void *carve(pool *p, size_t cls)
{
    size_t size = (cls + 1) * POOL_STEP;
    if (p->left < size) {
        chunk *c = malloc(CHUNK_SIZE);
        if (!c)
            return NULL;
        c->next = p->chunks;
        p->chunks = c;
        size_t head = (sizeof(chunk) + POOL_STEP - 1) / POOL_STEP * POOL_STEP;
        p->cursor = (char *)c + head;
        p->left = CHUNK_SIZE - head;
    }
    void *b = p->cursor;
    p->cursor += size;
    p->left -= size;
    return b;
}

void *pool_alloc(pool *p, size_t n)
{
    if (n > POOL_MAX)
        return malloc(n);
    size_t cls = class_of(n);
    void **head = &p->free[cls];
    if (*head) {
        void *b = *head;
        *head = *(void **)b;
        return b;
    }
    return carve(p, cls);
}

void pool_free(pool *p, void *b, size_t n)
{
    if (!b)
        return;
    if (n > POOL_MAX) {
        free(b);
        return;
    }
    size_t cls = class_of(n);
    *(void **)b = p->free[cls];
    p->free[cls] = b;
}

void *pool_realloc(pool *p, void *b, size_t osize, size_t nsize)
{
    if (!b)
        return pool_alloc(p, nsize);
    if (osize > POOL_MAX && nsize > POOL_MAX)
        return realloc(b, nsize);
    if (osize <= POOL_MAX && nsize <= POOL_MAX && class_of(osize) == class_of(nsize))
        return b; /* the block already has room */
    void *nb = pool_alloc(p, nsize);
    if (!nb)
        return NULL; /* the old block stays as it was */
    memcpy(nb, b, osize < nsize ? osize : nsize);
    pool_free(p, b, osize);
    return nb;
}

void pool_release(pool *p)
{
    chunk *c = p->chunks;
    while (c) {
        chunk *next = c->next;
        free(c);
        c = next;
    }
    memset(p, 0, sizeof *p);
}
