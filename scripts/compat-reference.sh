#!/usr/bin/env bash
# Proves every `*_pass.py` / `*_fail.py` case that ships in the public clauz3 0.2.1 sdist
# (its examples/ domains and its bundled libraries) with our `clauz3 prove`, using the trusted
# and import roots each case directory's Justfile names, and prints the disagreements and a
# total. Held strictly: a `_fail` case must be a reported failure, never a load error.
#
# Not run in CI: it needs the package registry. The sdist is cached outside the repository.
#
#   scripts/compat-reference.sh [--bin PATH] [--verbose]
#
# Environment: CLAUZ3_COMPAT_CACHE (default ~/.cache/clauz3-compat).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="$here/target/release/clauz3"
verbose=0
while [ $# -gt 0 ]; do
    case "$1" in
        --bin) bin="$(realpath "$2")"; shift 2 ;;
        --verbose) verbose=1; shift ;;
        *) echo "usage: $0 [--bin PATH] [--verbose]" >&2; exit 2 ;;
    esac
done
if [ ! -x "$bin" ]; then
    (cd "$here" && cargo build --release --locked --bin clauz3)
fi

cache="${CLAUZ3_COMPAT_CACHE:-$HOME/.cache/clauz3-compat}"
sdist="$cache/clauz3-0.2.1"
if [ ! -d "$sdist" ]; then
    mkdir -p "$cache"
    python3 -m pip download --quiet --no-binary :all: --no-deps clauz3==0.2.1 -d "$cache"
    tar -xzf "$cache/clauz3-0.2.1.tar.gz" -C "$cache"
fi

exec python3 - "$bin" "$sdist" "$verbose" <<'PY'
import json, pathlib, re, subprocess, sys

binary, sdist, verbose = sys.argv[1], pathlib.Path(sys.argv[2]), sys.argv[3] == "1"

def roots(justfile):
    """The trusted roots and import roots the Justfile's prove-cases line uses."""
    text = justfile.read_text()
    strings = dict(re.findall(r'^(\w+)\s*:=\s*"([^"]*)"\s*$', text, re.M))
    lines = text.splitlines()
    line = next((l for l in lines if l.startswith("prove-cases")), None) or next(
        l for l in lines if l.startswith("prove ")
    )
    trusted = [strings[v] for v in re.findall(r'--trusted-root "\s*\+\s*(\w+)', line)]
    imports = re.findall(r'--import-root (\S+?)"', line)
    return trusted, imports

def verdict(base, trusted, imports, case):
    argv = [binary, "prove", "--json"]
    for t in trusted:
        argv += ["--trusted-root", t]
    for i in imports:
        argv += ["--import-root", i]
    out = subprocess.run(argv + [str(case)], cwd=base, capture_output=True, text=True)
    try:
        doc = json.loads(out.stdout.splitlines()[0])
    except (IndexError, json.JSONDecodeError):
        return "crash", (out.stderr or out.stdout).strip().splitlines()[-1:] or ["exit %d" % out.returncode]
    message = [d.get("message", "") for d in doc.get("diagnostics", [])][:1]
    return doc.get("conclusion") or doc.get("status", "?"), message

totals = {}
for justfile in sorted(sdist.glob("examples/*/Justfile")) + sorted(sdist.glob("src/clauz3/stdlib/*/tests/Justfile")):
    base = justfile.parent
    group = "examples" if "examples" in justfile.parts else "libraries"
    trusted, imports = roots(justfile)
    for case in sorted(base.glob("cases/*_pass.py")) + sorted(base.glob("cases/*_fail.py")):
        want_proved = case.name.endswith("_pass.py")
        status, message = verdict(base, trusted, imports, case.relative_to(base))
        agree = (status == "proved") if want_proved else status not in ("proved", "error", "crash", "?")
        ok, total = totals.get(group, (0, 0))
        totals[group] = (ok + agree, total + 1)
        if not agree or verbose:
            mark = "ok  " if agree else "DIFF"
            want = "prove" if want_proved else "fail"
            print(f"{mark} {case.relative_to(sdist)}: want {want}, got {status}"
                  + (f": {message[0]}" if message and not agree else ""))
for group, (ok, total) in totals.items():
    print(f"{group}: {ok}/{total} agree with the reference")
PY
