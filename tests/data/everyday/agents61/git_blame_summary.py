"""Summarise `git blame --line-porcelain`-like output: ownership per author and age."""
import re
from collections import Counter, defaultdict
from datetime import datetime, timezone

BLAME = """\
a1b2c3d4 1 1 3
author Alice Smith
author-time 1700000000
summary Initial import
\timport os
\timport sys
\t
e5f6a7b8 4 4 2
author Bob Jones
author-time 1705000000
summary Add config loader
\tdef load(path):
\t    return open(path).read()
a1b2c3d4 6 6 1
author Alice Smith
author-time 1700000000
summary Initial import
\t# TODO: cache
c9d0e1f2 7 7 4
author Carol White
author-time 1710000000
summary Fix encoding bug (#42)
\tdef save(path, text):
\t    with open(path, "w", encoding="utf-8") as fh:
\t        fh.write(text)
\t
e5f6a7b8 11 11 1
author Bob Jones
author-time 1705000000
summary Add config loader
\tDEFAULT = {}
"""

HEADER = re.compile(r"^(?P<sha>[0-9a-f]{8}) (?P<orig>\d+) (?P<final>\d+)(?: (?P<count>\d+))?$")


def parse(text):
    commits = {}
    lines = []
    current = None
    for raw in text.splitlines():
        m = HEADER.match(raw)
        if m:
            current = m["sha"]
            commits.setdefault(current, {"sha": current})
            continue
        if raw.startswith("\t"):
            lines.append((current, raw[1:]))
            continue
        key, _, value = raw.partition(" ")
        commits[current][key] = value
    return commits, lines


def main():
    commits, lines = parse(BLAME)
    print(f"{len(lines)} lines from {len(commits)} commits")
    owners = Counter(commits[sha]["author"] for sha, _ in lines)
    code = Counter(commits[sha]["author"] for sha, text in lines if text.strip())
    width = max(map(len, owners))
    for author, n in owners.most_common():
        share = n / len(lines)
        print(f"{author:<{width}} {n:>3} lines {share:6.1%}  non-blank {code[author]}")

    now = datetime(2024, 6, 1, tzinfo=timezone.utc)
    ages = defaultdict(list)
    for sha, _ in lines:
        when = datetime.fromtimestamp(int(commits[sha]["author-time"]), tz=timezone.utc)
        ages[commits[sha]["author"]].append((now - when).days)
    for author in sorted(ages):
        days = ages[author]
        print(f"{author}: newest {min(days)}d, oldest {max(days)}d")

    issues = sorted({int(n) for c in commits.values() for n in re.findall(r"#(\d+)", c["summary"])})
    print("issues referenced:", issues)
    todos = [i + 1 for i, (_, text) in enumerate(lines) if "TODO" in text]
    print("TODO at lines:", todos)
    first = min(commits.values(), key=lambda c: int(c["author-time"]))
    stamp = datetime.fromtimestamp(int(first["author-time"]), tz=timezone.utc)
    print("oldest commit", first["sha"], stamp.strftime("%Y-%m-%d %H:%M %Z"), repr(first["summary"]))


if __name__ == "__main__":
    main()
