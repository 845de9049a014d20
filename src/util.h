/*
 * util.h -- small helpers every module uses: error and problem-list reporting,
 * checked allocation, a growable string buffer.
 */
#ifndef GCG_UTIL_H
#define GCG_UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include "gcg.h"

#if defined(__GNUC__)
#define GCG_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define GCG_PRINTF(a, b)
#endif

/* Fill err (if not NULL) and return -1. */
int err_set(gcg_err *err, const char *fmt, ...) GCG_PRINTF(2, 3);
/* Append one formatted problem to the list (NULL list: ignored). */
void problems_add(gcg_problems *p, const char *fmt, ...) GCG_PRINTF(2, 3);

/* Allocation that aborts on out-of-memory: the engine has no sensible way on. */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
/* Copy s (NULL: "") into out of size n (n >= 1), cut short to fit, always
 * terminated: snprintf(out, n, "%s", s) without the formatting machinery, for
 * paths that copy a text every decision. */
void str_copy(char *out, size_t n, const char *s);

/* The largest input file gcg reads (card data, decks, replays): anything more
 * (a device like /dev/zero, a wrong file) is refused with an error. */
#define GCG_MAX_INPUT_FILE (64u << 20)
/* Read a whole file of at most max bytes (a zero is added after them); NULL
 * with err set if it cannot be read, is bigger, or there is not the memory. */
char *read_file_max(const char *path, size_t max, size_t *len, gcg_err *err);
/* read_file_max with GCG_MAX_INPUT_FILE. */
char *read_file(const char *path, size_t *len, gcg_err *err);

typedef struct strbuf {
    char *s;
    size_t len, cap;
} strbuf;

void sb_init(strbuf *b);
void sb_printf(strbuf *b, const char *fmt, ...) GCG_PRINTF(2, 3);
void sb_puts(strbuf *b, const char *s);
/* Append n bytes of s. */
void sb_putn(strbuf *b, const char *s, size_t n);
void sb_free(strbuf *b);
/* Hand the string over to the caller (who frees it). */
char *sb_take(strbuf *b);

#endif
