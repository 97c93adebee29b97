#!/usr/bin/env bash
# Rerun the reference prover (Python clauz3 0.2.1) on every program under
# corpus/prove/<domain>/programs/ and compare its stdout and exit code with the
# "reference" / "reference_exit" fields of corpus/prove/<domain>/verdicts.json.
#
#   corpus/prove/reference.sh                 check everything, exit 1 on any mismatch
#   corpus/prove/reference.sh fleet payroll   check only these domains
#   corpus/prove/reference.sh fleet/programs/eta_floor_pass.py   one program
#   corpus/prove/reference.sh --write         rewrite "reference"/"reference_exit";
#                                             programs without an entry get a stub
#                                             (expect/obligation from the reference
#                                             line, why from the docstring) to review
#   corpus/prove/reference.sh --jobs 2        run two reference processes at once
#
# The reference binary is $CLAUZ3_REFERENCE (default /tmp/refenv/bin/clauz3).
# If it is missing, a virtualenv is created two directories above it and
# clauz3==0.2.1 is installed there with pip.
#
# Each program is proved from inside its domain directory with
#   clauz3 prove --trusted-root tools/<domain>/trusted programs/<file>
# so that `from tools.<domain>.trusted... import ...` resolves through the
# reference's default import root (the working directory).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REF="${CLAUZ3_REFERENCE:-/tmp/refenv/bin/clauz3}"

if [ ! -x "$REF" ]; then
    venv="$(dirname "$(dirname "$REF")")"
    echo "reference.sh: $REF is missing; creating $venv with clauz3==0.2.1" >&2
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet clauz3==0.2.1
fi

exec python3 - "$HERE" "$REF" "$@" <<'PY'
import ast
import json
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

here, ref = Path(sys.argv[1]), sys.argv[2]
args = sys.argv[3:]
write = False
jobs = 1
selected = []
i = 0
while i < len(args):
    a = args[i]
    if a == "--write":
        write = True
    elif a == "--jobs":
        i += 1
        jobs = int(args[i])
    elif a in ("-h", "--help"):
        print("usage: reference.sh [--write] [--jobs N] [domain | domain/programs/file.py ...]")
        sys.exit(0)
    else:
        selected.append(a.rstrip("/"))
    i += 1

domains = sorted(p.name for p in here.iterdir() if (p / "programs").is_dir())
work = []  # (domain, file name)
for d in domains:
    files = sorted(f.name for f in (here / d / "programs").glob("*.py"))
    for f in files:
        if selected and d not in selected and f"{d}/programs/{f}" not in selected:
            continue
        work.append((d, f))
unknown = [s for s in selected if s not in domains and not (here / s).is_file()]
if unknown:
    sys.exit(f"reference.sh: unknown domain or program: {', '.join(unknown)}")


def run(item):
    d, f = item
    p = subprocess.run(
        [ref, "prove", "--trusted-root", f"tools/{d}/trusted", f"programs/{f}"],
        cwd=here / d, capture_output=True, text=True,
    )
    line = p.stdout.rstrip("\n") or p.stderr.rstrip("\n")
    return d, f, line, p.returncode


def conclusion(line):
    """(expect, obligation) read from a reference stdout line."""
    m = re.match(r"^\w+: (.*)", line, re.S)
    rest = m.group(1) if m else line
    if rest.startswith("proved!"):
        return "proved", None
    if rest.startswith("failed "):
        ob = rest[len("failed "):].split(". Example:")[0].split(":")[0].strip()
        return "failed", ob
    for c in ("partially proved", "skipped", "vacuous"):
        if rest.startswith(c):
            return c, None
    return "error", None


def docstring(path):
    try:
        doc = ast.get_docstring(ast.parse(path.read_text())) or ""
    except SyntaxError:
        doc = ""
    return doc.strip().splitlines()[0] if doc.strip() else ""


with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
    results = list(pool.map(run, work))

verdicts = {}
for d in domains:
    vf = here / d / "verdicts.json"
    verdicts[d] = json.loads(vf.read_text()) if vf.exists() else {}

problems = 0
changed = set()
for d, f, line, rc in results:
    entry = verdicts[d].get(f)
    if entry is None:
        problems += 1
        print(f"MISSING  {d}/{f}: no verdicts.json entry; reference says [{rc}] {line}")
        if write:
            expect, ob = conclusion(line)
            entry = {"expect": expect}
            if ob:
                entry["obligation"] = ob
            entry.update({"reference": line, "reference_exit": rc,
                          "why": docstring(here / d / "programs" / f)})
            verdicts[d][f] = entry
            changed.add(d)
        continue
    if entry.get("reference") != line or entry.get("reference_exit") != rc:
        problems += 1
        print(f"MISMATCH {d}/{f}:\n  recorded [{entry.get('reference_exit')}] {entry.get('reference')}\n  now      [{rc}] {line}")
        if write:
            entry["reference"] = line
            entry["reference_exit"] = rc
            changed.add(d)
    # Consistency of the recorded expectation with the file name and the reference.
    expect = entry.get("expect")
    if f.endswith("_pass.py") != (expect == "proved"):
        problems += 1
        print(f"NAMING   {d}/{f}: expect is {expect!r}")
    if not entry.get("beyond_reference") and conclusion(line)[0] != expect:
        problems += 1
        print(f"EXPECT   {d}/{f}: expect {expect!r} but the reference concludes {conclusion(line)[0]!r} (mark beyond_reference or fix)")

if not selected:
    for d in domains:
        present = {f.name for f in (here / d / "programs").glob("*.py")}
        for f in sorted(set(verdicts[d]) - present):
            problems += 1
            print(f"STALE    {d}/{f}: verdicts.json entry without a program")

for d in sorted(changed):
    vf = here / d / "verdicts.json"
    vf.write_text(json.dumps(dict(sorted(verdicts[d].items())), indent=2, ensure_ascii=False) + "\n")
    print(f"wrote {vf.relative_to(here.parent.parent)}")

print(f"{len(results)} programs, {problems} problem(s)")
sys.exit(1 if problems and not write else 0)
PY
