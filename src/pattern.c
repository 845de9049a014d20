/*
 * pattern.c -- Lua's string patterns, written from the reference manual
 * (Lua 5.4, section 6.4.1) with every step of the matching charged to a meter
 * (pattern.h): string.find, string.match, string.gmatch and string.gsub as
 * scripts know them, but a pattern that backtracks for ever is stopped like an
 * endless loop instead of hanging the engine inside one C call.
 *
 * The matcher backtracks as the manual describes: a single character class
 * followed by `*` or `+` takes the longest run first and gives back one
 * character at a time, `-` the shortest run first, `?` one character if the
 * rest then matches.  Its recursion is bounded (PAT_MAX_DEPTH: "pattern too
 * complex"), and positions are indices, so subjects and patterns may hold
 * zero bytes.
 */
#include "pattern.h"
#include <lauxlib.h>
#include <string.h>

#define PAT_MAX_CAPTURES 32
#define PAT_MAX_DEPTH 200
#define NO_MATCH ((size_t)-1)
#define SPECIALS "^$*+?.([%-"

enum { CAP_OPEN = -1, CAP_POSITION = -2 };

typedef struct pmatch {
    lua_State *L;
    const pat_meter *meter;
    const char *s, *p;  /* subject and pattern */
    size_t slen, plen;
    long steps;         /* steps not yet charged */
    int depth;          /* recursion of match() */
    int level;          /* captures begun */
    struct { size_t start; long len; } cap[PAT_MAX_CAPTURES];
} pmatch;

/* ------------------------------------------------------------ the meter */

static void charge(pmatch *m, long n)
{
    m->steps += n;
    if (m->steps >= PAT_CHARGE_STEP) {
        long due = m->steps;
        m->steps = 0;
        m->meter->charge(m->L, due);
    }
}

static void pay_rest(pmatch *m)
{
    if (m->steps > 0) {
        long due = m->steps;
        m->steps = 0;
        m->meter->charge(m->L, due);
    }
}

/* ------------------------------------------------------------ classes */

/* The classes of %a, %d ... in ASCII, whatever the locale. */
static int in_class(int letter, unsigned char c)
{
    int upper = c >= 'A' && c <= 'Z', lower = c >= 'a' && c <= 'z';
    int digit = c >= '0' && c <= '9', graph = c > 32 && c < 127;
    int res;
    switch (letter | 0x20) { /* (lower case) */
    case 'a': res = upper || lower; break;
    case 'c': res = c < 32 || c == 127; break;
    case 'd': res = digit; break;
    case 'g': res = graph; break;
    case 'l': res = lower; break;
    case 'p': res = graph && !upper && !lower && !digit; break;
    case 's': res = c == ' ' || (c >= '\t' && c <= '\r'); break;
    case 'u': res = upper; break;
    case 'w': res = upper || lower || digit; break;
    case 'x': res = digit || ((c | 0x20) >= 'a' && (c | 0x20) <= 'f'); break;
    case 'z': res = c == 0; break; /* (deprecated, still understood) */
    default: return letter == c;   /* %x for a non-letter: x itself */
    }
    return (letter >= 'A' && letter <= 'Z') ? !res : res;
}

/* Index just after the single-character class that starts at pattern index i. */
static size_t class_end(pmatch *m, size_t i)
{
    char c = m->p[i++];
    if (c == '%') {
        if (i >= m->plen)
            luaL_error(m->L, "malformed pattern (ends with '%%')");
        return i + 1;
    }
    if (c != '[')
        return i;
    if (i < m->plen && m->p[i] == '^')
        i++;
    for (int first = 1;; first = 0) { /* (the first character is in the set, even ']') */
        if (i >= m->plen)
            luaL_error(m->L, "malformed pattern (missing ']')");
        if (!first && m->p[i] == ']')
            return i + 1;
        if (m->p[i] == '%' && ++i >= m->plen)
            luaL_error(m->L, "malformed pattern (missing ']')");
        i++;
    }
}

/* Is c in the set [...] from pattern index i ('[') to close (its ']')? */
static int in_set(const pmatch *m, size_t i, size_t close, unsigned char c)
{
    int neg = 0;
    if (m->p[++i] == '^') {
        neg = 1;
        i++;
    }
    while (i < close) {
        unsigned char x = (unsigned char)m->p[i];
        if (x == '%') {
            if (in_class((unsigned char)m->p[i + 1], c))
                return !neg;
            i += 2;
        } else if (i + 2 < close && m->p[i + 1] == '-') {
            if (x <= c && c <= (unsigned char)m->p[i + 2])
                return !neg;
            i += 3;
        } else {
            if (x == c)
                return !neg;
            i++;
        }
    }
    return neg;
}

/* Does the class from pattern index i to ep match the subject's character at si? */
static int one_matches(const pmatch *m, size_t si, size_t i, size_t ep)
{
    if (si >= m->slen)
        return 0;
    unsigned char c = (unsigned char)m->s[si];
    switch (m->p[i]) {
    case '.': return 1;
    case '%': return in_class((unsigned char)m->p[i + 1], c);
    case '[': return in_set(m, i, ep - 1, c);
    default: return (unsigned char)m->p[i] == c;
    }
}

/* ------------------------------------------------------------ matching */

static size_t match(pmatch *m, size_t si, size_t pi);

/* `*` (and `+` after its first): the longest run, then shorter ones. */
static size_t longest_first(pmatch *m, size_t si, size_t pi, size_t ep)
{
    size_t n = 0;
    while (one_matches(m, si + n, pi, ep)) {
        n++;
        charge(m, 1);
    }
    for (;;) {
        size_t r = match(m, si + n, ep + 1);
        if (r != NO_MATCH)
            return r;
        if (n-- == 0)
            return NO_MATCH;
        charge(m, 1);
    }
}

/* `-`: the shortest run, then longer ones. */
static size_t shortest_first(pmatch *m, size_t si, size_t pi, size_t ep)
{
    for (;;) {
        size_t r = match(m, si, ep + 1);
        if (r != NO_MATCH)
            return r;
        if (!one_matches(m, si, pi, ep))
            return NO_MATCH;
        si++;
        charge(m, 1);
    }
}

static size_t open_capture(pmatch *m, size_t si, size_t pi, long what)
{
    if (m->level >= PAT_MAX_CAPTURES)
        luaL_error(m->L, "too many captures");
    m->cap[m->level].start = si;
    m->cap[m->level].len = what;
    m->level++;
    size_t r = match(m, si, pi);
    if (r == NO_MATCH)
        m->level--;
    return r;
}

static size_t close_capture(pmatch *m, size_t si, size_t pi)
{
    int k = m->level - 1;
    while (k >= 0 && m->cap[k].len != CAP_OPEN)
        k--;
    if (k < 0)
        luaL_error(m->L, "invalid pattern capture");
    m->cap[k].len = (long)(si - m->cap[k].start);
    size_t r = match(m, si, pi);
    if (r == NO_MATCH)
        m->cap[k].len = CAP_OPEN;
    return r;
}

/* %bxy at pattern index pi (the x): a run from x to its balancing y. */
static size_t balanced(pmatch *m, size_t si, size_t pi)
{
    if (pi + 1 >= m->plen)
        luaL_error(m->L, "malformed pattern (missing arguments to '%%b')");
    char open = m->p[pi], close = m->p[pi + 1];
    if (si >= m->slen || m->s[si] != open)
        return NO_MATCH;
    int depth = 1;
    for (size_t i = si + 1; i < m->slen; i++) {
        charge(m, 1);
        if (m->s[i] == close) {
            if (--depth == 0)
                return i + 1;
        } else if (m->s[i] == open) {
            depth++;
        }
    }
    return NO_MATCH;
}

/* %1 ... %9: the text of an earlier capture again. */
static size_t same_as_capture(pmatch *m, size_t si, int digit)
{
    int k = digit - '1';
    if (k < 0 || k >= m->level || m->cap[k].len == CAP_OPEN)
        luaL_error(m->L, "invalid capture index %%%d in pattern", k + 1);
    long len = m->cap[k].len;
    if (len < 0) /* a position capture has no text */
        return NO_MATCH;
    charge(m, 1 + len / 64);
    if (m->slen - si >= (size_t)len && memcmp(m->s + m->cap[k].start, m->s + si, (size_t)len) == 0)
        return si + (size_t)len;
    return NO_MATCH;
}

/* %f[set] at pattern index pi (the '['): the previous character is not in the
 * set and the next one is (the subject's ends count as '\0'). */
static size_t frontier(pmatch *m, size_t si, size_t pi, size_t *next)
{
    if (pi >= m->plen || m->p[pi] != '[')
        luaL_error(m->L, "missing '[' after '%%f' in pattern");
    size_t ep = class_end(m, pi);
    unsigned char prev = si == 0 ? 0 : (unsigned char)m->s[si - 1];
    unsigned char cur = si < m->slen ? (unsigned char)m->s[si] : 0;
    *next = ep;
    return !in_set(m, pi, ep - 1, prev) && in_set(m, pi, ep - 1, cur) ? si : NO_MATCH;
}

/* Match the pattern from index pi against the subject from index si: the index
 * where the match ends, or NO_MATCH. */
static size_t match(pmatch *m, size_t si, size_t pi)
{
    if (++m->depth > PAT_MAX_DEPTH)
        luaL_error(m->L, "pattern too complex");
    size_t r;
    for (;;) {
        charge(m, 1);
        if (pi >= m->plen) {
            r = si;
            break;
        }
        char c = m->p[pi];
        if (c == '(') {
            r = pi + 1 < m->plen && m->p[pi + 1] == ')' ? open_capture(m, si, pi + 2, CAP_POSITION)
                                                         : open_capture(m, si, pi + 1, CAP_OPEN);
            break;
        }
        if (c == ')') {
            r = close_capture(m, si, pi + 1);
            break;
        }
        if (c == '$' && pi + 1 == m->plen) {
            r = si == m->slen ? si : NO_MATCH;
            break;
        }
        if (c == '%' && pi + 1 < m->plen) {
            char k = m->p[pi + 1];
            if (k == 'b') {
                si = balanced(m, si, pi + 2);
                if (si == NO_MATCH) {
                    r = NO_MATCH;
                    break;
                }
                pi += 4;
                continue;
            }
            if (k == 'f') {
                size_t next;
                if (frontier(m, si, pi + 2, &next) == NO_MATCH) {
                    r = NO_MATCH;
                    break;
                }
                pi = next;
                continue;
            }
            if (k >= '0' && k <= '9') {
                si = same_as_capture(m, si, k);
                if (si == NO_MATCH) {
                    r = NO_MATCH;
                    break;
                }
                pi += 2;
                continue;
            }
        }
        /* a single character class, perhaps followed by a repetition */
        size_t ep = class_end(m, pi);
        char q = ep < m->plen ? m->p[ep] : 0;
        if (q == '?') {
            if (one_matches(m, si, pi, ep) && (r = match(m, si + 1, ep + 1)) != NO_MATCH)
                break;
            pi = ep + 1;
            continue;
        }
        if (q == '+') {
            r = one_matches(m, si, pi, ep) ? longest_first(m, si + 1, pi, ep) : NO_MATCH;
            break;
        }
        if (q == '*') {
            r = longest_first(m, si, pi, ep);
            break;
        }
        if (q == '-') {
            r = shortest_first(m, si, pi, ep);
            break;
        }
        if (!one_matches(m, si, pi, ep)) {
            r = NO_MATCH;
            break;
        }
        si++;
        pi = ep;
    }
    m->depth--;
    return r;
}

/* ------------------------------------------------------------ captures */

/* Push capture k of a match from si to e (k = 0 with no capture: the whole
 * match). */
static void push_capture(pmatch *m, int k, size_t si, size_t e)
{
    if (k >= m->level) {
        if (k != 0)
            luaL_error(m->L, "invalid capture index %%%d", k + 1);
        lua_pushlstring(m->L, m->s + si, e - si);
        return;
    }
    long len = m->cap[k].len;
    if (len == CAP_OPEN)
        luaL_error(m->L, "unfinished capture");
    if (len == CAP_POSITION)
        lua_pushinteger(m->L, (lua_Integer)m->cap[k].start + 1);
    else
        lua_pushlstring(m->L, m->s + m->cap[k].start, (size_t)len);
}

/* Push the captures (or, with none and `whole`, the whole match): how many. */
static int push_captures(pmatch *m, size_t si, size_t e, int whole)
{
    int n = m->level == 0 && whole ? 1 : m->level;
    luaL_checkstack(m->L, n, "too many captures");
    for (int k = 0; k < n; k++)
        push_capture(m, k, si, e);
    return n;
}

/* ------------------------------------------------------------ the functions */

static void prepare(pmatch *m, lua_State *L, int subject, int pattern)
{
    m->L = L;
    m->meter = lua_touserdata(L, lua_upvalueindex(1));
    m->s = luaL_checklstring(L, subject, &m->slen);
    m->p = luaL_checklstring(L, pattern, &m->plen);
    m->steps = 0;
    m->depth = 0;
    m->level = 0;
}

/* A start position given as in string.find (negative: from the end), 0-based;
 * more than the length means past the end. */
static size_t start_at(lua_Integer pos, size_t len)
{
    if (pos > 0)
        return (size_t)pos - 1;
    if (pos == 0 || (size_t)-pos > len)
        return 0;
    return len - (size_t)-pos;
}

/* Has the pattern any magic character (else string.find looks for it as text)? */
static int has_specials(const char *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (p[i] && strchr(SPECIALS, p[i]))
            return 1;
    return 0;
}

/* The first occurrence of the pattern, as plain text, from si. */
static size_t plain_find(pmatch *m, size_t si)
{
    if (m->plen == 0)
        return si;
    for (; si + m->plen <= m->slen; si++) {
        charge(m, 1 + (long)(m->plen / 64));
        if (m->s[si] == m->p[0] && memcmp(m->s + si, m->p, m->plen) == 0)
            return si;
    }
    return NO_MATCH;
}

static int find_or_match(lua_State *L, int find)
{
    pmatch m;
    prepare(&m, L, 1, 2);
    size_t si = start_at(luaL_optinteger(L, 3, 1), m.slen);
    if (si > m.slen) {
        lua_pushnil(L);
        return 1;
    }
    if (find && (lua_toboolean(L, 4) || !has_specials(m.p, m.plen))) {
        size_t at = plain_find(&m, si);
        pay_rest(&m);
        if (at == NO_MATCH) {
            lua_pushnil(L);
            return 1;
        }
        lua_pushinteger(L, (lua_Integer)at + 1);
        lua_pushinteger(L, (lua_Integer)(at + m.plen));
        return 2;
    }
    int anchor = m.plen > 0 && m.p[0] == '^';
    for (;; si++) {
        m.level = 0;
        size_t e = match(&m, si, anchor ? 1 : 0);
        if (e != NO_MATCH) {
            pay_rest(&m);
            if (!find)
                return push_captures(&m, si, e, 1);
            lua_pushinteger(L, (lua_Integer)si + 1);
            lua_pushinteger(L, (lua_Integer)e);
            return 2 + push_captures(&m, si, e, 0);
        }
        if (anchor || si >= m.slen)
            break;
    }
    pay_rest(&m);
    lua_pushnil(L);
    return 1;
}

/* string.find(s, pattern [, init [, plain]]) */
static int p_find(lua_State *L)
{
    return find_or_match(L, 1);
}

/* string.match(s, pattern [, init]) */
static int p_match(lua_State *L)
{
    return find_or_match(L, 0);
}

/* The iterator of string.gmatch.  Upvalues: the meter, the subject, the
 * pattern, the next position and where the last match ended (-1: none), so
 * that an empty match is not found twice at the same place. */
static int gmatch_next(lua_State *L)
{
    pmatch m;
    prepare(&m, L, lua_upvalueindex(2), lua_upvalueindex(3));
    lua_Integer last = lua_tointeger(L, lua_upvalueindex(5));
    for (size_t si = (size_t)lua_tointeger(L, lua_upvalueindex(4)); si <= m.slen; si++) {
        m.level = 0;
        size_t e = match(&m, si, 0);
        if (e != NO_MATCH && (lua_Integer)e != last) {
            pay_rest(&m);
            lua_pushinteger(L, (lua_Integer)e);
            lua_copy(L, -1, lua_upvalueindex(4));
            lua_replace(L, lua_upvalueindex(5));
            return push_captures(&m, si, e, 1);
        }
    }
    pay_rest(&m);
    lua_pushinteger(L, (lua_Integer)m.slen + 1);
    lua_replace(L, lua_upvalueindex(4));
    return 0;
}

/* string.gmatch(s, pattern [, init]) -- a '^' is an ordinary character here */
static int p_gmatch(lua_State *L)
{
    size_t len;
    luaL_checklstring(L, 1, &len);
    luaL_checkstring(L, 2);
    size_t si = start_at(luaL_optinteger(L, 3, 1), len);
    if (si > len)
        si = len + 1;
    lua_settop(L, 2);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_pushinteger(L, (lua_Integer)si);
    lua_pushinteger(L, -1);
    lua_pushcclosure(L, gmatch_next, 5);
    return 1;
}

/* gsub's replacement given as text: %0 the match, %1 ... %9 a capture, %% a %. */
static void add_text(pmatch *m, luaL_Buffer *b, size_t si, size_t e, int repl)
{
    size_t n;
    const char *r = lua_tolstring(m->L, repl, &n);
    charge(m, 1 + (long)(n / 64));
    for (size_t i = 0; i < n; i++) {
        if (r[i] != '%') {
            luaL_addchar(b, r[i]);
            continue;
        }
        char d = ++i < n ? r[i] : 0;
        if (d == '%') {
            luaL_addchar(b, '%');
        } else if (d == '0') {
            luaL_addlstring(b, m->s + si, e - si);
        } else if (d >= '1' && d <= '9') {
            push_capture(m, d - '1', si, e);
            luaL_tolstring(m->L, -1, NULL);
            lua_remove(m->L, -2);
            luaL_addvalue(b);
        } else {
            luaL_error(m->L, "invalid use of '%%' in replacement string");
        }
    }
}

/* Add the replacement of a match from si to e: from a text, a table (indexed
 * by the first capture) or a function (called with the captures); false or nil
 * keeps the match as it was. */
static void add_replacement(pmatch *m, luaL_Buffer *b, size_t si, size_t e, int kind)
{
    lua_State *L = m->L;
    if (kind == LUA_TSTRING || kind == LUA_TNUMBER) {
        add_text(m, b, si, e, 3);
        return;
    }
    if (kind == LUA_TFUNCTION) {
        lua_pushvalue(L, 3);
        int n = push_captures(m, si, e, 1);
        lua_call(L, n, 1);
    } else {
        push_capture(m, 0, si, e);
        lua_gettable(L, 3);
    }
    if (!lua_toboolean(L, -1)) {
        lua_pop(L, 1);
        luaL_addlstring(b, m->s + si, e - si);
    } else if (!lua_isstring(L, -1)) {
        luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
    } else {
        luaL_addvalue(b);
    }
}

/* string.gsub(s, pattern, repl [, n]) */
static int p_gsub(lua_State *L)
{
    pmatch m;
    prepare(&m, L, 1, 2);
    int kind = lua_type(L, 3);
    luaL_argexpected(L, kind == LUA_TNUMBER || kind == LUA_TSTRING || kind == LUA_TTABLE ||
                            kind == LUA_TFUNCTION, 3, "string/function/table");
    lua_Integer most = luaL_optinteger(L, 4, (lua_Integer)m.slen + 1);
    lua_settop(L, 3);
    int anchor = m.plen > 0 && m.p[0] == '^';
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    size_t si = 0, last = NO_MATCH;
    lua_Integer n = 0;
    while (n < most) {
        m.level = 0;
        size_t e = match(&m, si, anchor ? 1 : 0);
        if (e != NO_MATCH && e != last) {
            n++;
            add_replacement(&m, &b, si, e, kind);
            si = last = e;
        } else if (si < m.slen) {
            luaL_addchar(&b, m.s[si++]);
        } else {
            break;
        }
        if (anchor)
            break;
    }
    pay_rest(&m);
    luaL_addlstring(&b, m.s + si, m.slen - si);
    luaL_pushresult(&b);
    lua_pushinteger(L, n);
    return 2;
}

void pat_open(lua_State *L, int lib, const pat_meter *meter)
{
    static const luaL_Reg fns[] = {
        {"find", p_find}, {"match", p_match}, {"gmatch", p_gmatch}, {"gsub", p_gsub},
        {NULL, NULL},
    };
    lua_pushvalue(L, lib);
    lua_pushlightuserdata(L, (void *)meter);
    luaL_setfuncs(L, fns, 1);
    lua_pop(L, 1);
}
