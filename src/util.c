/*
 * util.c -- error reporting, checked allocation, file reading, string buffers.
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

char *read_file(const char *path, size_t *len, gcg_err *err)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        err_set(err, "%s: cannot open: %s", path, strerror(errno));
        return NULL;
    }
    strbuf b;
    sb_init(&b);
    char chunk[8192];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (b.len + n + 1 > b.cap) {
            b.cap = (b.len + n + 1) * 2;
            b.s = xrealloc(b.s, b.cap);
        }
        memcpy(b.s + b.len, chunk, n);
        b.len += n;
        b.s[b.len] = 0;
    }
    int bad = ferror(f);
    fclose(f);
    if (bad) {
        sb_free(&b);
        err_set(err, "%s: read error", path);
        return NULL;
    }
    if (len)
        *len = b.len;
    return sb_take(&b);
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
