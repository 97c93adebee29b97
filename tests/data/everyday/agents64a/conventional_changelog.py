"""Generate a changelog from conventional commit messages, grouped by type and scope."""
import re
from collections import defaultdict
from itertools import groupby

COMMITS = """\
a1b2c3d feat(api): add pagination to /orders
b2c3d4e fix(ui): button overlaps footer on mobile
c3d4e5f chore: bump dependencies
d4e5f6a feat!: drop support for Python 3.7
e5f6a7b docs(readme): explain configuration precedence
f6a7b8c fix(api): return 404 instead of 500 for unknown order
a7b8c9d feat(cli): add --json flag
b8c9d0e Merge branch 'main' into release
c9d0e1f perf(db): batch inserts for audit log
d0e1f2a fix: typo in error message
e1f2a3b feat(api)!: rename `customer_id` to `account_id`
"""

PATTERN = re.compile(r"^(?P<sha>[0-9a-f]{7}) (?P<type>\w+)(?:\((?P<scope>[\w-]+)\))?(?P<bang>!)?: (?P<desc>.+)$")
TITLES = {"feat": "Features", "fix": "Bug Fixes", "perf": "Performance", "docs": "Documentation"}
ORDER = list(TITLES)


def parse(text):
    entries, skipped = [], []
    for line in text.splitlines():
        m = PATTERN.match(line)
        if m is None:
            skipped.append(line.split(" ", 1)[1])
            continue
        entries.append({**m.groupdict(), "breaking": bool(m.group("bang"))})
    return entries, skipped


def next_version(current, entries):
    major, minor, patch = map(int, current.split("."))
    if any(e["breaking"] for e in entries):
        return f"{major + 1}.0.0"
    if any(e["type"] == "feat" for e in entries):
        return f"{major}.{minor + 1}.0"
    return f"{major}.{minor}.{patch + 1}"


def main():
    entries, skipped = parse(COMMITS)
    version = next_version("1.4.2", entries)
    print(f"## {version}\n")
    breaking = [e for e in entries if e["breaking"]]
    if breaking:
        print("### BREAKING CHANGES")
        for e in breaking:
            print(f"- {e['desc']} ({e['sha']})")
        print()
    relevant = sorted((e for e in entries if e["type"] in TITLES), key=lambda e: (ORDER.index(e["type"]), e["scope"] or ""))
    for kind, group in groupby(relevant, key=lambda e: e["type"]):
        print(f"### {TITLES[kind]}")
        by_scope = defaultdict(list)
        for e in group:
            by_scope[e["scope"]].append(e)
        for scope, items in by_scope.items():
            for e in items:
                prefix = f"**{scope}:** " if scope else ""
                print(f"- {prefix}{e['desc']} ([{e['sha']}](https://git.example.com/c/{e['sha']}))")
        print()
    counts = {t: sum(1 for e in entries if e["type"] == t) for t in sorted({e["type"] for e in entries})}
    print("counts:", counts)
    print("skipped:", skipped)
    print(next_version("0.1.9", [{"type": "fix", "breaking": False}]), next_version("2.0.0", []))


if __name__ == "__main__":
    main()
