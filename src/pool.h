/*
 * pool.h -- a small-block allocator (pool.c): free lists by size for blocks up
 * to POOL_MAX bytes, malloc beyond.  The caller gives each block's size back
 * when freeing it (as Lua's allocator interface does).  Not thread-safe: one
 * pool per VM.
 */
#ifndef GCG_POOL_H
#define GCG_POOL_H

#include <stddef.h>

#define POOL_STEP 16
#if defined(__SANITIZE_ADDRESS__)
#define POOL_MAX 0 /* AddressSanitizer builds: every block its own, checked */
#else
#define POOL_MAX 256
#endif

typedef struct pool {
    void *free[256 / POOL_STEP];      /* free blocks by size class */
    struct chunk *chunks;             /* every chunk, to give back */
    char *cursor;                     /* the rest of the newest chunk */
    size_t left;
} pool;

void *pool_alloc(pool *p, size_t n);
void pool_free(pool *p, void *b, size_t n);
/* Like realloc; on failure NULL, and the old block is kept. */
void *pool_realloc(pool *p, void *b, size_t osize, size_t nsize);
/* Give every chunk back (every block of the pool is gone). */
void pool_release(pool *p);

#endif
