#!/usr/bin/env bash
# hostile.sh GCG -- the command line fed hostile input (issue 17): files that
# can name anything or never end, a simulation too big to keep, a card script
# that loops or keeps state.  Each ends in a clear error and a non-zero exit,
# never a crash; a simulation whose games could not be played exits non-zero.
set -u
gcg=$1
src=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL $*"; status=1; }
ok() { echo "ok   $*"; }
cd "$src" || exit 1

# expect STATUS PATTERN CMD...: CMD exits with STATUS and its output has PATTERN
expect() {
    local want=$1 pattern=$2; shift 2
    local out rc
    out=$("$@" 2>&1); rc=$?
    if [ "$rc" -eq "$want" ] && grep -qF -- "$pattern" <<<"$out"; then
        ok "$* -> exit $rc, '$pattern'"
    else
        fail "$* -> exit $rc (want $want), output:"; printf '%s\n' "$out" | head -20
    fi
}

# --- inputs of any size
expect 1 "not enough memory to keep the results" "$gcg" sim --games 100000000000000
expect 1 "/dev/zero: too big" "$gcg" deck check /dev/zero
expect 1 "/dev/zero: too big" "$gcg" --cards /dev/zero cards zaku

# --- a card number that names a file elsewhere
cat > "$tmp/cards.json" <<'JSON'
[
  {"number": "../../../../tmp/x", "name": "X", "type": "UNIT", "color": "Blue", "level": 1,
   "cost": 1, "ap": 1, "hp": 1, "traits": [], "link": null, "zone": "Space", "rarity": "C",
   "text": "", "set": "GD01"}
]
JSON
expect 1 "cards.json:2: card #1: field \"number\": \"../../../../tmp/x\" is not a card number" \
    "$gcg" --cards "$tmp/cards.json" cards zaku

# --- card scripts that misbehave in a simulation (GD01-009 is in the default decks)
mkdir -p "$tmp/loop" "$tmp/state"
sed 's/GD01-022/GD01-009/' tests/hostile/scripts/GD01-022.lua > "$tmp/loop/GD01-009.lua"
expect 1 "games that could not be played to their end (ended by an error)" \
    "$gcg" --scripts "$tmp/loop" sim --games 30 --seed 4
expect 1 "the game cannot go on" "$gcg" --scripts "$tmp/loop" sim --games 30 --seed 4
expect 1 "in progress: GD01-009 (G-Fighter)" "$gcg" --scripts "$tmp/loop" sim --games 30 --seed 4
# more than 20 games with reports: the first ones in full, then a count
expect 1 "more games with reports (--json FILE lists each game's)" \
    "$gcg" --scripts "$tmp/loop" sim --games 60 --seed 4
"$gcg" --scripts "$tmp/loop" sim --games 30 --seed 4 --json "$tmp/loop.json" >/dev/null 2>&1
grep -q '"errors":\["the game cannot go on' "$tmp/loop.json" && ok "--json lists each game's errors" \
    || fail "--json errors: $(head -c 400 "$tmp/loop.json")"

# A script that keeps state in an upvalue: set back after every call, so the
# games do not depend on the games before them: --jobs 1 and --jobs 2 agree.
cp tests/hostile/scripts/GD01-015.lua "$tmp/state/GD01-009.lua"
"$gcg" --scripts "$tmp/state" sim --games 40 --seed 9 --json "$tmp/j1.json" > "$tmp/j1.txt" 2>&1
"$gcg" --scripts "$tmp/state" sim --games 40 --seed 9 --jobs 2 --json "$tmp/j2.json" > "$tmp/j2.txt" 2>&1
if cmp -s "$tmp/j1.json" "$tmp/j2.json" && grep -q "changed its upvalue 'n'" "$tmp/j1.json"; then
    ok "a script keeping state: the same games with --jobs 1 and --jobs 2"
else
    fail "--jobs 1 and --jobs 2 differ with a stateful script"
    diff "$tmp/j1.json" "$tmp/j2.json" | head -5
fi

# Addresses (tostring, %p) and the order of pairs/next differ from VM to VM
# (Lua seeds its string hashes per state): scripts see neither, so an effect
# that acts on them still plays the same games with --jobs 1 and --jobs 2.
mkdir -p "$tmp/vm"
cp tests/hostile/scripts/GD01-073.lua "$tmp/vm/GD01-009.lua"
"$gcg" --scripts "$tmp/vm" sim --games 40 --seed 9 --json "$tmp/v1.json" > "$tmp/v1.txt" 2>&1
"$gcg" --scripts "$tmp/vm" sim --games 40 --seed 9 --jobs 2 --json "$tmp/v2.json" > "$tmp/v2.txt" 2>&1
if [ -s "$tmp/v1.json" ] && cmp -s "$tmp/v1.json" "$tmp/v2.json" && ! grep -q '"errors"' "$tmp/v1.json"; then
    ok "an effect reading addresses and key order: the same games with --jobs 1 and --jobs 2"
else
    fail "--jobs 1 and --jobs 2 differ with a script reading addresses and key order"
    diff "$tmp/v1.json" "$tmp/v2.json" | head -5; grep -o '"errors":[^]]*' "$tmp/v1.json" | head -3
fi
exit $status
