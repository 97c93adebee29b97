#!/usr/bin/env bash
# Wall time of one whole `clauz3 prove` process per program of corpus/prove/
# (ours only; benches/compare-reference.sh sets it beside the reference).
#
#   benches/prove-process.sh              every program, best of RUNS (default 3) each
#   benches/prove-process.sh --limit 40   the first 40 programs (sorted by domain, then name)
#   benches/prove-process.sh --quick      --limit 40, one run each
#   CLAUZ3=path/to/clauz3 benches/prove-process.sh   (no build)
#   BASELINE=path/to/old/clauz3 benches/prove-process.sh
#                                   also an older binary, runs interleaved
#
# Prints the median, the 90th percentile and the slowest program, in ms. Each
# program runs from its domain directory with `prove --trusted-root
# tools/<domain>/trusted programs/<file>`, as compare-reference.sh does.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
RUNS="${RUNS:-3}"
LIMIT=0
while [ $# -gt 0 ]; do
    case "$1" in
        --limit) LIMIT="$2"; shift 2 ;;
        --quick) LIMIT=40; RUNS=1; shift ;;
        -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
        *) echo "prove-process.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
if [ -z "${CLAUZ3:-}" ]; then
    (cd "$ROOT" && cargo build --release --quiet)
    CLAUZ3="${CARGO_TARGET_DIR:-$ROOT/target}/release/clauz3"
fi

python3 - "$ROOT/corpus/prove" "$CLAUZ3" "$RUNS" "$LIMIT" "${BASELINE:-}" <<'PY'
import glob, os, subprocess, sys, time

corpus, clauz3, runs, limit = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
binaries = [clauz3] + ([sys.argv[5]] if sys.argv[5] else [])
programs = []
for d in sorted(glob.glob(os.path.join(corpus, "*", "programs"))):
    domain = os.path.basename(os.path.dirname(d))
    programs += [(domain, os.path.basename(f)) for f in sorted(glob.glob(os.path.join(d, "*.py")))]
if limit:
    programs = programs[:limit]
times = [[] for _ in binaries]
for domain, name in programs:
    best = [float("inf")] * len(binaries)
    for _ in range(runs):
        # The binaries alternate, so that a change of the machine's load falls on each.
        for i, binary in enumerate(binaries):
            cmd = [binary, "prove", "--trusted-root", f"tools/{domain}/trusted", f"programs/{name}"]
            start = time.perf_counter()
            subprocess.run(cmd, cwd=os.path.join(corpus, domain), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            best[i] = min(best[i], time.perf_counter() - start)
    for i in range(len(binaries)):
        times[i].append((best[i] * 1000.0, f"{domain}/{name}"))
print(f"clauz3 prove, one process per program, best of {runs}, {len(programs)} programs")
for binary, column in zip(binaries, times):
    ordered = sorted(t for t, _ in column)
    def pct(p):
        return ordered[min(len(ordered) - 1, int(p * len(ordered)))]
    slow_ms, slow_name = max(column)
    print(f"{binary}: median {pct(0.5):.1f} ms, p90 {pct(0.9):.1f} ms, max {slow_ms:.1f} ms ({slow_name})")
PY
