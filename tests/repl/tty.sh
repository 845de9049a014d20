#!/usr/bin/env bash
# tty.sh -- gcg play on a terminal (a pseudo-terminal made by script(1)):
# colors are on, lines are edited by libedit and tab completes commands and card
# names; with NO_COLOR set there are no colors.  Skipped (77) without script(1).
#
#   tty.sh GCG
set -u
gcg=$1
command -v script > /dev/null || { echo "SKIP: no script(1)"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Type slowly, as a person would: "car<TAB>" then "G-Fi<TAB>", Enter, quit.
typist() {
    sleep 1
    printf 'car\t'
    sleep 0.3
    printf 'G-Fi\t'
    sleep 0.3
    printf '\r'
    sleep 0.5
    printf 'quit\r'
    sleep 1
}

# libedit keeps (wcsdup) the names given to el_set(EL_ADDFN): not our leak.
printf 'leak:el_set\nleak:libedit.so\nleak:wcsdup\n' > "$tmp/lsan.supp"
export LSAN_OPTIONS="${LSAN_OPTIONS:+$LSAN_OPTIONS:}suppressions=$tmp/lsan.supp"

run() { # run OUT [VAR=VALUE...]
    local out=$1
    shift
    typist | env HOME="$tmp" TERM=xterm "$@" script -qec "$gcg play --seed 7 --bot 2=greedy" /dev/null \
        > "$out" 2>&1
}

fail() {
    echo "FAIL: $*"
    cat -v "$2"
    exit 1
}

run "$tmp/color"
grep -q 'G-Fighter.*(GD01-009, U)' "$tmp/color" || fail "tab completion did not give 'card G-Fighter'" "$tmp/color"
grep -q $'\033\\[33m' "$tmp/color" || fail "no colors on a terminal" "$tmp/color"

run "$tmp/plain" NO_COLOR=1
grep -q 'G-Fighter  (GD01-009, U)' "$tmp/plain" || fail "NO_COLOR: no card G-Fighter" "$tmp/plain"
if grep -q $'\033\\[3[0-9]m' "$tmp/plain"; then
    fail "colors despite NO_COLOR" "$tmp/plain"
fi
echo "ok tty"
