/*
 * util.c -- error reporting, checked allocation, file reading (with a size
 * limit: /dev/zero or a huge file is refused, not read for ever), string
 * buffers.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "util.h"

int err_set(gcg_err *err, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->msg, sizeof err->msg, fmt, ap);
        va_end(ap);
    }
    return -1;
}

void problems_add(gcg_problems *p, const char *fmt, ...)
{
    if (!p)
        return;
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    p->msgs = xrealloc(p->msgs, (size_t)(p->n + 1) * sizeof *p->msgs);
    p->msgs[p->n++] = xstrdup(buf);
}

void gcg_problems_free(gcg_problems *p)
{
    if (!p)
        return;
    for (int i = 0; i < p->n; i++)
        free(p->msgs[i]);
    free(p->msgs);
    p->msgs = NULL;
    p->n = 0;
}

static void oom(size_t n)
{
    fprintf(stderr, "gcg: out of memory (%zu bytes)\n", n);
    abort();
}

void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        oom(n);
    return p;
}

void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p)
        oom(n * size);
    return p;
}

void *xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q)
        oom(n);
    return q;
}

void str_copy(char *out, size_t n, const char *s)
{
    size_t len = s ? strnlen(s, n - 1) : 0;
    if (len)
        memcpy(out, s, len);
    out[len] = 0;
}

char *xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = xmalloc(n);
    memcpy(d, s, n);
    return d;
}

char *read_file_max(const char *path, size_t max, size_t *len, gcg_err *err)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        err_set(err, "%s: cannot open: %s", path, strerror(errno));
        return NULL;
    }
    /* The buffer grows to max + 2 at most: a byte more than max tells the
     * file is too big, and the zero at the end needs one. */
    size_t n = 0, cap = max + 2 < 8192 ? max + 2 : 8192;
    char *s = malloc(cap);
    int big = 0, nomem = !s;
    while (!nomem) {
        if (n + 1 == cap) {
            size_t ncap = cap > (max + 2) / 2 ? max + 2 : cap * 2;
            char *t = realloc(s, ncap);
            if (!t) {
                nomem = 1;
                break;
            }
            s = t;
            cap = ncap;
        }
        size_t got = fread(s + n, 1, cap - 1 - n, f);
        if (got == 0)
            break;
        n += got;
        if (n > max) {
            big = 1;
            break;
        }
    }
    int rerr = ferror(f);
    fclose(f);
    if (big || nomem || rerr) {
        free(s);
        if (big)
            err_set(err, "%s: too big (more than %zu bytes): not a file gcg reads", path, max);
        else if (rerr)
            err_set(err, "%s: read error (a folder?)", path);
        else
            err_set(err, "%s: not enough memory to read it", path);
        return NULL;
    }
    s[n] = 0;
    if (len)
        *len = n;
    return s;
}

char *read_file(const char *path, size_t *len, gcg_err *err)
{
    return read_file_max(path, GCG_MAX_INPUT_FILE, len, err);
}

void sb_init(strbuf *b)
{
    b->cap = 256;
    b->len = 0;
    b->s = xmalloc(b->cap);
    b->s[0] = 0;
}

void sb_printf(strbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int need = vsnprintf(b->s + b->len, b->cap - b->len, fmt, ap);
    va_end(ap);
    if (need < 0)
        return;
    if (b->len + (size_t)need + 1 > b->cap) {
        b->cap = (b->len + (size_t)need + 1) * 2;
        b->s = xrealloc(b->s, b->cap);
        va_start(ap, fmt);
        vsnprintf(b->s + b->len, b->cap - b->len, fmt, ap);
        va_end(ap);
    }
    b->len += (size_t)need;
}

void sb_putn(strbuf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        b->cap = (b->len + n + 1) * 2;
        b->s = xrealloc(b->s, b->cap);
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = 0;
}

void sb_puts(strbuf *b, const char *s)
{
    sb_putn(b, s, strlen(s));
}

void sb_free(strbuf *b)
{
    free(b->s);
    b->s = NULL;
    b->len = b->cap = 0;
}

char *sb_take(strbuf *b)
{
    char *s = b->s;
    b->s = NULL;
    b->len = b->cap = 0;
    return s;
}
