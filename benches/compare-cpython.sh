#!/usr/bin/env bash
# Compare clauz3's interpreter with CPython on benches/programs/*.py.
#
# For every program: check that `python3 benches/run_main.py P` and
# `clauz3 dry-run --quiet` print exactly the same thing, then report the best
# whole-process wall time of RUNS runs (default 5) for each, their ratio, and
# the geometric mean of the ratios. Also reports the startup cost of
# `clauz3 --version` and of a trivial dry-run (best of 20).
#
# Usage: benches/compare-cpython.sh            (RUNS=3 benches/compare-cpython.sh)
#        benches/compare-cpython.sh --quick    one run of each, no start-up figures
#        CLAUZ3=path/to/clauz3 benches/compare-cpython.sh   (no build)
#        BASELINE=path/to/old/clauz3 benches/compare-cpython.sh
#                                      also times an older binary in the same run,
#                                      each program's runs interleaved
#
# Without CLAUZ3 it builds `cargo build --release` into $CARGO_TARGET_DIR
# (default target/). The machine is shared: measure sparingly, `nice` is fine.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

RUNS="${RUNS:-5}"
PYTHON="${PYTHON:-python3}"
QUICK=0
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) QUICK=1; RUNS=1; shift ;;
        -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
        *) echo "compare-cpython: unknown argument $1" >&2; exit 2 ;;
    esac
done
if ! [[ "$RUNS" =~ ^[1-9][0-9]*$ ]]; then
    echo "compare-cpython: RUNS must be a positive integer, got '$RUNS'" >&2
    exit 2
fi

if [ -z "${CLAUZ3:-}" ]; then
    cargo build --release --quiet
    CLAUZ3="${CARGO_TARGET_DIR:-target}/release/clauz3"
fi

"$PYTHON" - "$RUNS" "$PYTHON" "$CLAUZ3" "$QUICK" "${BASELINE:-}" <<'PY'
import glob
import math
import subprocess
import sys
import time

runs = int(sys.argv[1])
python = sys.argv[2]
clauz3 = sys.argv[3]
quick = sys.argv[4] == "1"
baseline = sys.argv[5]
max_steps = "1000000000"


def run_once(cmd):
    start = time.perf_counter()
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    return elapsed, proc


def fail(what, cmd, proc):
    sys.stderr.write(f"compare-cpython: FAILED: {what}\n  command: {' '.join(cmd)}\n")
    sys.stderr.write(f"  exit code: {proc.returncode}\n")
    sys.stderr.write("  stdout:\n" + proc.stdout.decode(errors="replace"))
    sys.stderr.write("  stderr:\n" + proc.stderr.decode(errors="replace"))
    sys.exit(1)


def best_of(cmd, n, expected=None):
    """Best wall time (ms) of n runs; every run must exit 0 (and print `expected`)."""
    best = math.inf
    out = None
    for _ in range(n):
        elapsed, proc = run_once(cmd)
        if proc.returncode != 0:
            fail("non-zero exit", cmd, proc)
        if expected is not None and proc.stdout != expected:
            fail("output changed between runs", cmd, proc)
        out = proc.stdout
        best = min(best, elapsed)
    return best * 1000.0, out


programs = sorted(glob.glob("benches/programs/*.py"))
if not programs:
    sys.exit("compare-cpython: no programs in benches/programs/")

rows = []
for prog in programs:
    py_cmd = [python, "benches/run_main.py", prog]
    cz_cmd = [clauz3, "dry-run", "--quiet", "--max-steps", max_steps, prog]
    _, py_proc = run_once(py_cmd)
    if py_proc.returncode != 0:
        fail("CPython run failed", py_cmd, py_proc)
    _, cz_proc = run_once(cz_cmd)
    if cz_proc.returncode != 0:
        fail("clauz3 run failed", cz_cmd, cz_proc)
    if py_proc.stdout != cz_proc.stdout:
        sys.stderr.write(f"compare-cpython: FAILED: outputs differ for {prog}\n")
        sys.stderr.write("--- cpython\n" + py_proc.stdout.decode(errors="replace"))
        sys.stderr.write("--- clauz3\n" + cz_proc.stdout.decode(errors="replace"))
        sys.exit(1)
    base_cmd = [baseline] + cz_cmd[1:] if baseline else None
    # The runs of each side alternate, so that a change of the machine's load falls on both.
    py_ms = cz_ms = base_ms = math.inf
    for _ in range(runs):
        py_ms = min(py_ms, best_of(py_cmd, 1, py_proc.stdout)[0])
        cz_ms = min(cz_ms, best_of(cz_cmd, 1, py_proc.stdout)[0])
        if base_cmd:
            base_ms = min(base_ms, best_of(base_cmd, 1, py_proc.stdout)[0])
    name = prog.rsplit("/", 1)[-1][:-3]
    rows.append((name, py_ms, cz_ms, cz_ms / py_ms, base_ms / py_ms))


def geomean(column):
    return math.exp(sum(math.log(r[column]) for r in rows) / len(rows))


print(f"best of {runs} runs, whole-process wall time")
extra = f" {'baseline ms':>11} {'ratio':>7}" if baseline else ""
print(f"{'program':<16} {'cpython ms':>11} {'clauz3 ms':>11} {'ratio':>7}{extra}")
for name, py_ms, cz_ms, ratio, base_ratio in rows:
    extra = f" {base_ratio * py_ms:>11.1f} {base_ratio:>7.2f}" if baseline else ""
    print(f"{name:<16} {py_ms:>11.1f} {cz_ms:>11.1f} {ratio:>7.2f}{extra}")
extra = f" {'':>11} {geomean(4):>7.2f}" if baseline else ""
print(f"{'geomean':<16} {'':>11} {'':>11} {geomean(3):>7.2f}{extra}")
extra = f" {'':>11} {max(r[4] for r in rows):>7.2f}" if baseline else ""
print(f"{'slowest':<16} {'':>11} {'':>11} {max(r[3] for r in rows):>7.2f}{extra}")
if quick:
    sys.exit(0)

version_ms, _ = best_of([clauz3, "--version"], 20)
trivial = "benches/trivial.py"
trivial_cmd = [clauz3, "dry-run", "--quiet", "--max-steps", max_steps, trivial]
trivial_ms, trivial_out = best_of(trivial_cmd, 20)
if trivial_out != b"1\n":
    sys.exit(f"compare-cpython: trivial dry-run printed {trivial_out!r}, expected b'1\\n'")
py_trivial_ms, _ = best_of([python, "benches/run_main.py", trivial], 20, b"1\n")
print()
print(f"clauz3 --version          best of 20: {version_ms:7.2f} ms")
print(f"clauz3 dry-run trivial.py best of 20: {trivial_ms:7.2f} ms")
print(f"cpython run_main trivial  best of 20: {py_trivial_ms:7.2f} ms")
PY
