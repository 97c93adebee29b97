#!/usr/bin/env bash
# Side-by-side speed of `clauz3 prove`: the reference (Python clauz3 0.2.1)
# against ours (target/release/clauz3), over the programs of corpus/prove/.
#
#   benches/compare-reference.sh              every program
#   benches/compare-reference.sh --limit 20   only the first 20 programs (sorted by domain, then name)
#
# For each program it times one reference run and one run of ours, both from
# the domain directory with `prove --trusted-root tools/<domain>/trusted
# programs/<file>`, and prints a table (file, reference ms, ours ms, and each
# side's conclusion word), the median of each column and the ratio of the
# medians. Then, per domain, it times ONE invocation of each prover on all
# (selected) programs of that domain at once.
#
# Verdicts are shown only for orientation; correctness is checked by
# corpus/prove/reference.sh and the test suite, not here.
#
# Environment: CLAUZ3_REFERENCE (default /tmp/refenv/bin/clauz3; created with
# pip if missing). Ours is built with `cargo build --release` if the binary is
# missing.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CORPUS="$ROOT/corpus/prove"
REF="${CLAUZ3_REFERENCE:-/tmp/refenv/bin/clauz3}"
OURS="$ROOT/target/release/clauz3"
LIMIT=0

while [ $# -gt 0 ]; do
    case "$1" in
        --limit) LIMIT="$2"; shift 2 ;;
        --limit=*) LIMIT="${1#--limit=}"; shift ;;
        -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
        *) echo "compare-reference.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done

if [ ! -x "$REF" ]; then
    venv="$(dirname "$(dirname "$REF")")"
    echo "creating $venv with clauz3==0.2.1" >&2
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet clauz3==0.2.1
fi
if [ ! -x "$OURS" ]; then
    echo "building $OURS" >&2
    (cd "$ROOT" && cargo build --release)
fi

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

# conclusion word of a prove output: proved / failed / skipped / partial / vacuous / error
conclusion() {
    case "$1" in
        *": proved!"*) echo proved ;;
        *": failed "*) echo failed ;;
        *": skipped "*) echo skipped ;;
        *": partially proved"*) echo partial ;;
        *": vacuous"*) echo vacuous ;;
        *) echo error ;;
    esac
}

median() { sort -n | awk '{a[NR]=$1} END {if (NR==0) {print 0} else if (NR%2) {print a[(NR+1)/2]} else {print int((a[NR/2]+a[NR/2+1])/2)}}'; }

programs=()
for dir in "$CORPUS"/*/programs; do
    d="$(basename "$(dirname "$dir")")"
    for f in "$dir"/*.py; do
        programs+=("$d/$(basename "$f")")
    done
done
if [ "$LIMIT" -gt 0 ] && [ "$LIMIT" -lt "${#programs[@]}" ]; then
    programs=("${programs[@]:0:$LIMIT}")
fi

ref_times=()
our_times=()
printf '%-44s %9s %9s  %-8s %-8s\n' "program" "ref ms" "ours ms" "ref" "ours"
for p in "${programs[@]}"; do
    d="${p%%/*}"
    f="${p#*/}"
    cd "$CORPUS/$d"
    t0=$(now_ms)
    rout=$("$REF" prove --trusted-root "tools/$d/trusted" "programs/$f" 2>&1 || true)
    t1=$(now_ms)
    oout=$("$OURS" prove --trusted-root "tools/$d/trusted" "programs/$f" 2>&1 || true)
    t2=$(now_ms)
    r=$((t1 - t0)); o=$((t2 - t1))
    ref_times+=("$r"); our_times+=("$o")
    printf '%-44s %9d %9d  %-8s %-8s\n' "$p" "$r" "$o" "$(conclusion "$rout")" "$(conclusion "$oout")"
done

rmed=$(printf '%s\n' "${ref_times[@]}" | median)
omed=$(printf '%s\n' "${our_times[@]}" | median)
echo
printf '%-44s %9d %9d\n' "median (${#programs[@]} programs)" "$rmed" "$omed"
if [ "$omed" -gt 0 ]; then
    awk -v r="$rmed" -v o="$omed" 'BEGIN {printf "ratio reference/ours of the medians: %.1fx\n", r / o}'
else
    echo "ratio reference/ours of the medians: ours under 1 ms"
fi

echo
echo "one invocation per domain (all selected programs of the domain at once):"
printf '%-12s %6s %9s %9s\n' "domain" "files" "ref ms" "ours ms"
for dir in "$CORPUS"/*/programs; do
    d="$(basename "$(dirname "$dir")")"
    files=()
    for p in "${programs[@]}"; do
        [ "${p%%/*}" = "$d" ] && files+=("programs/${p#*/}")
    done
    [ "${#files[@]}" -eq 0 ] && continue
    cd "$CORPUS/$d"
    t0=$(now_ms)
    "$REF" prove --trusted-root "tools/$d/trusted" "${files[@]}" >/dev/null 2>&1 || true
    t1=$(now_ms)
    "$OURS" prove --trusted-root "tools/$d/trusted" "${files[@]}" >/dev/null 2>&1 || true
    t2=$(now_ms)
    printf '%-12s %6d %9d %9d\n' "$d" "${#files[@]}" $((t1 - t0)) $((t2 - t1))
done
