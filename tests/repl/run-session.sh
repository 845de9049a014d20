#!/usr/bin/env bash
# run-session.sh -- run one REPL session test: feed a session file to
# `gcg play` through a pipe and check what it prints.
#
#   run-session.sh GCG SESSION
#
# A session file holds REPL input lines, and directives on lines starting "#>"
# that are not sent to gcg:
#   #> args: ARGS          arguments after `gcg play` (shell words; $TMP, $SRC,
#                          $GCG: the gcg program)
#   #> setup: CMD          a shell command run before gcg starts
#   #> sh: CMD             a shell command run once gcg has done the lines above;
#                          what it prints joins gcg's output
#   #> expect: TEXT        a line of output contains TEXT, after the line the
#                          previous expect matched (expectations are in order)
#   #> expect-line: TEXT   the same, but the whole line is TEXT
#   #> reject: TEXT        no line of output contains TEXT
#   #> exit: N             gcg's exit status (default 0)
# TEXT may use backslash escapes (\033 is ESC).  gcg runs in a fresh temporary
# folder $TMP; $SRC is the source tree.  Other lines, "# comments" included, go
# to gcg as they are.
set -u
gcg=$1
session=$2
SRC=$(cd "$(dirname "$0")/../.." && pwd)
GCG=$gcg
TMP=$(mktemp -d)
export SRC TMP GCG
trap 'rm -rf "$TMP"' EXIT
trap '' PIPE # gcg may stop reading early (--strict): writes then just fail
out=$TMP/.out
fifo=$TMP/.in
mkfifo "$fifo"

fail() {
    echo "FAIL $(basename "$session"): $*"
    echo "---- output of gcg play $args"
    cat "$out"
    exit 1
}

directive() { # directive NAME: the values of "#> NAME: ..." lines, one a line
    sed -n "s/^#> $1: //p" "$session"
}

args=$(directive args)
while IFS= read -r cmd; do
    (cd "$TMP" && eval "$cmd") || fail "setup failed: $cmd"
done < <(directive setup)

eval "set -- $args"
: > "$out"
(cd "$TMP" && "$gcg" play "$@" < "$fifo" >> "$out" 2>&1; echo $? > "$TMP/.rc") &
gcg_job=$!
exec 3> "$fifo"

# Wait until gcg has echoed (so done everything before) the line "# sync-N-".
wait_for() {
    local tries=0
    until grep -qF -- "$1" "$out" 2>/dev/null; do
        kill -0 "$gcg_job" 2>/dev/null || return 1
        tries=$((tries + 1))
        [ "$tries" -gt 600 ] && return 1
        sleep 0.05
    done
}

sync=0
while IFS= read -r line || [ -n "$line" ]; do
    case $line in
    '#> sh: '*)
        sync=$((sync + 1))
        printf '# sync-%d-\n' "$sync" >&3
        wait_for "# sync-$sync-" || fail "gcg ended before sync point $sync"
        echo >> "$out" # after gcg's prompt
        (cd "$TMP" && eval "${line#'#> sh: '}") >> "$out" 2>&1 ||
            fail "sh failed: ${line#'#> sh: '}"
        ;;
    '#>'*) ;;
    *) printf '%s\n' "$line" >&3 2>/dev/null || true ;;
    esac
done < "$session"
exec 3>&-
wait "$gcg_job"
rc=$(cat "$TMP/.rc" 2>/dev/null || echo "?")

want_rc=$(directive exit)
[ "$rc" = "${want_rc:-0}" ] || fail "exit status $rc, expected ${want_rc:-0}"

pos=0
while IFS= read -r line; do
    case $line in
    '#> expect: '*) text=$(printf '%b' "${line#'#> expect: '}"); opt=-F ;;
    '#> expect-line: '*) text=$(printf '%b' "${line#'#> expect-line: '}"); opt=-Fx ;;
    '#> reject: '*)
        text=$(printf '%b' "${line#'#> reject: '}")
        if grep -qF -- "$text" "$out"; then
            fail "the output has '$text' (line $(grep -nF -- "$text" "$out" | head -1 | cut -d: -f1))"
        fi
        continue
        ;;
    *) continue ;;
    esac
    hit=$(tail -n +"$((pos + 1))" "$out" 2>/dev/null | grep -n $opt -m1 -- "$text" | cut -d: -f1)
    [ -n "$hit" ] || fail "no line with '$text' after output line $pos"
    pos=$((pos + hit))
done < "$session"
echo "ok $(basename "$session")"
