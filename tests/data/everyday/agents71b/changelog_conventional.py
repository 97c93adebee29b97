import re
from collections import defaultdict
from itertools import groupby

COMMITS = """\
a1f3c9e feat(api): add pagination to /orders
b72e001 fix(auth): refresh token expiry off by one
c0ffee1 docs: update README install steps
d00d123 feat!: drop python 3.7 support
e4e4e4e chore(deps): bump requests from 2.30 to 2.31
f5f5f5f fix: handle empty cart in checkout
0a0a0a0 perf(db): batch inserts for audit log
1b1b1b1 feat(ui): dark mode toggle

BREAKING CHANGE: settings file moved to ~/.config/acme
2c2c2c2 Merge branch 'main' into release
3d3d3d3 refactor(api)!: rename Order.total to Order.amount
4e4e4e4 fix(api): 500 on unknown currency (#412)
5f5f5f5 revert: feat(ui): dark mode toggle
"""

HEADER = re.compile(r"^(?P<type>\w+)(?:\((?P<scope>[\w-]+)\))?(?P<bang>!)?: (?P<desc>.+)$")
SECTIONS = {"feat": "Features", "fix": "Bug Fixes", "perf": "Performance"}
ORDER = ["Features", "Bug Fixes", "Performance"]


def split_commits(log):
    commits = []
    for line in log.splitlines():
        if re.match(r"^[0-9a-f]{7} ", line):
            sha, _, subject = line.partition(" ")
            commits.append({"sha": sha, "subject": subject, "body": []})
        elif commits and line.strip():
            commits[-1]["body"].append(line.strip())
    return commits


def classify(commit):
    m = HEADER.match(commit["subject"])
    if not m:
        return None
    kind, scope, bang, desc = m.group("type", "scope", "bang", "desc")
    breaking = bool(bang) or any(b.startswith("BREAKING CHANGE:") for b in commit["body"])
    return {"type": kind, "scope": scope or "", "desc": desc, "breaking": breaking, "sha": commit["sha"]}


def next_version(current, entries):
    major, minor, patch = map(int, current.split("."))
    if any(e["breaking"] for e in entries):
        return f"{major + 1}.0.0"
    if any(e["type"] == "feat" for e in entries):
        return f"{major}.{minor + 1}.0"
    if any(e["type"] in ("fix", "perf") for e in entries):
        return f"{major}.{minor}.{patch + 1}"
    return current


def main():
    commits = split_commits(COMMITS)
    entries, skipped = [], []
    for c in commits:
        e = classify(c)
        (entries if e else skipped).append(e or c["subject"])
    version = next_version("2.4.1", entries)
    print(f"## {version}")
    grouped = defaultdict(list)
    for e in entries:
        section = SECTIONS.get(e["type"])
        if section:
            grouped[section].append(e)
    for section in ORDER:
        if section not in grouped:
            continue
        print(f"\n### {section}")
        items = sorted(grouped[section], key=lambda e: e["scope"])
        for scope, group in groupby(items, key=lambda e: e["scope"]):
            for e in group:
                prefix = f"**{scope}:** " if scope else ""
                print(f"- {prefix}{e['desc']} ({e['sha']})")
    breaking = [e for e in entries if e["breaking"]]
    if breaking:
        print("\n### BREAKING CHANGES")
        for e in breaking:
            print(f"- {e['desc']}")
    counts = {t: sum(1 for e in entries if e["type"] == t) for t in sorted({e["type"] for e in entries})}
    print("\ncounts:", counts)
    print("not conventional:", skipped)
    return version


if __name__ == "__main__":
    main()
