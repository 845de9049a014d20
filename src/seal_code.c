/*
 * seal_code.c -- can a function a script made change an upvalue?  (seal.h)
 *
 * After every call into a script, the upvalues of its functions are compared with
 * the values recorded when it loaded (seal_check), so that a script keeps no state
 * from one call to the next.  A recorded upvalue is a closed cell (the script's
 * chunk has returned), and a closed cell changes only:
 *
 * - by Lua code running OP_SETUPVAL on it: code of a closure that holds the cell,
 *   that is a function the walk of the script visited (every function it could call
 *   is reachable from what it made), or a closure made at run time from a function
 *   nested in one of them (lua_dump writes the nested functions with their parent);
 *   `load` makes only closures with fresh cells of their own;
 * - by C: lua_setupvalue (the sandbox has no debug library; the engine calls it only
 *   on a chunk it has just loaded, and to set a changed upvalue back), or a C
 *   function writing its own upvalues (a library function's closure the script kept:
 *   a string.gmatch iterator);
 * - by a coroutine whose stack the cell is still open on (the sandbox has no
 *   coroutine library; a thread met by the walk counts as a writer all the same).
 *
 * So a script none of whose visited functions has SETUPVAL in its code (or in any
 * function nested in it), and which kept no C function with upvalues and no thread,
 * cannot change a recorded upvalue: its record need not be compared after each call
 * (vm_seal).  The code is read from lua_dump's output (Lua 5.4's format: ldump.c);
 * anything not as expected (another version, an unknown constant, a short dump) is
 * taken as "may write", so a doubt keeps the check.
 */
#include <lauxlib.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "seal.h"

#define OP_SETUPVAL_54 10 /* lopcodes.h of Lua 5.4: OP_SETUPVAL (opcode: the low 7 bits) */

typedef struct {
    unsigned char *p;
    size_t n, cap;
    int failed;
} dump_buf;

static int dump_write(lua_State *L, const void *b, size_t sz, void *ud)
{
    (void)L;
    dump_buf *d = ud;
    if (d->n + sz > d->cap) {
        size_t cap = d->cap ? d->cap : 1024;
        while (cap < d->n + sz)
            cap *= 2;
        unsigned char *p = realloc(d->p, cap);
        if (!p) {
            d->failed = 1;
            return 1;
        }
        d->p = p;
        d->cap = cap;
    }
    memcpy(d->p + d->n, b, sz);
    d->n += sz;
    return 0;
}

typedef struct {
    const unsigned char *p, *end;
    int bad;
} reader;

static unsigned char rd_byte(reader *r)
{
    if (r->p >= r->end) {
        r->bad = 1;
        return 0;
    }
    return *r->p++;
}

static void rd_skip(reader *r, size_t n)
{
    if ((size_t)(r->end - r->p) < n) {
        r->bad = 1;
        r->p = r->end;
    } else {
        r->p += n;
    }
}

/* ldump.c's dumpSize: 7 bits a byte, most significant first, the last byte marked. */
static size_t rd_size(reader *r)
{
    size_t x = 0;
    for (int i = 0; i < 10 && !r->bad; i++) {
        unsigned char b = rd_byte(r);
        x = (x << 7) | (b & 0x7f);
        if (b & 0x80)
            return x;
    }
    r->bad = 1;
    return 0;
}

static void rd_string(reader *r)
{
    size_t n = rd_size(r);
    if (n > 0)
        rd_skip(r, n - 1);
}

/* One function of the dump (ldump.c's dumpFunction), its nested ones with it: 1 if
 * any has SETUPVAL. */
static int function_writes(reader *r, int depth)
{
    if (depth > 200) { /* (Lua nests no deeper than its C stack allows: LUAI_MAXCCALLS) */
        r->bad = 1;
        return 1;
    }
    rd_string(r); /* source */
    rd_size(r);   /* linedefined, lastlinedefined */
    rd_size(r);
    rd_skip(r, 3); /* numparams, is_vararg, maxstacksize */
    size_t ncode = rd_size(r);
    if (r->bad || ncode > (size_t)(r->end - r->p) / 4)
        return r->bad = 1;
    for (size_t i = 0; i < ncode; i++) {
        uint32_t ins;
        memcpy(&ins, r->p + 4 * i, 4);
        if ((ins & 0x7f) == OP_SETUPVAL_54)
            return 1;
    }
    rd_skip(r, 4 * ncode);
    size_t nk = rd_size(r);
    for (size_t i = 0; i < nk && !r->bad; i++) {
        switch (rd_byte(r)) {
        case 0: case 1: case 17: break;          /* nil, false, true */
        case 3: case 19: rd_skip(r, 8); break;   /* integer, float (8 bytes: checked) */
        case 4: case 20: rd_string(r); break;    /* short, long string */
        default: r->bad = 1;
        }
    }
    rd_skip(r, 3 * rd_size(r)); /* upvalues: instack, idx, kind */
    size_t np = rd_size(r);
    for (size_t i = 0; i < np && !r->bad; i++)
        if (function_writes(r, depth + 1))
            return 1;
    rd_skip(r, rd_size(r)); /* debug (stripped: all counts 0) */
    size_t nabs = rd_size(r);
    for (size_t i = 0; i < nabs && !r->bad; i++)
        rd_size(r), rd_size(r);
    size_t nloc = rd_size(r);
    for (size_t i = 0; i < nloc && !r->bad; i++)
        rd_string(r), rd_size(r), rd_size(r);
    size_t nup = rd_size(r);
    for (size_t i = 0; i < nup && !r->bad; i++)
        rd_string(r);
    return r->bad;
}

/* The dump's header (ldump.c's dumpHeader) is Lua 5.4's, format 0, with 4-byte
 * instructions and 8-byte numbers; then the main function's upvalue count. */
static int header_ok(reader *r)
{
    static const unsigned char head[] = "\x1bLua\x54\x00\x19\x93\r\n\x1a\n\x04\x08\x08";
    if ((size_t)(r->end - r->p) < sizeof head - 1 + 16 + 1 ||
        memcmp(r->p, head, sizeof head - 1))
        return 0;
    rd_skip(r, sizeof head - 1 + 16 + 1); /* LUAC_INT, LUAC_NUM, sizeupvalues */
    return 1;
}

int seal_fn_may_write(lua_State *L, int idx)
{
    idx = lua_absindex(L, idx);
    if (lua_iscfunction(L, idx)) { /* a C function: only if it has upvalues */
        int has = lua_getupvalue(L, idx, 1) != NULL;
        if (has)
            lua_pop(L, 1);
        return has;
    }
#if LUA_VERSION_NUM != 504
    return 1;
#else
    dump_buf d = {0};
    lua_pushvalue(L, idx);
    int rc = lua_dump(L, dump_write, &d, 1);
    lua_pop(L, 1);
    int writes = 1;
    if (rc == 0 && !d.failed) {
        reader r = {d.p, d.p + d.n, 0};
        writes = !header_ok(&r) || function_writes(&r, 0) || r.bad || r.p != r.end;
    }
    free(d.p);
    return writes;
#endif
}
