"""Summarise a fixed `git log --numstat` dump: authors, churn, busiest days."""
import re
from collections import Counter, defaultdict
from datetime import datetime

LOG = """\
commit a1b2c3d
Author: Ada Lovelace <ada@example.com>
Date:   2024-02-05 09:14:00

    feat(parser): support nested groups

12\t3\tsrc/parser.py
4\t0\ttests/test_parser.py

commit b2c3d4e
Author: Grace Hopper <grace@example.com>
Date:   2024-02-05 17:40:12

    fix: off-by-one in tokenizer

1\t1\tsrc/tokenizer.py

commit c3d4e5f
Author: Ada Lovelace <ada@example.com>
Date:   2024-02-07 11:02:55

    docs: explain grammar

40\t2\tdocs/grammar.md
-\t-\tdocs/diagram.png

commit d4e5f6a
Author: Linus T <linus@example.com>
Date:   2024-02-10 23:59:01

    refactor(parser)!: split module

120\t98\tsrc/parser.py
60\t0\tsrc/parser_utils.py
"""

HEADER = re.compile(r"^commit (?P<sha>[0-9a-f]+)$")
AUTHOR = re.compile(r"^Author: (?P<name>.+?) <(?P<email>[^>]+)>$")
NUMSTAT = re.compile(r"^(\d+|-)\t(\d+|-)\t(.+)$")
SUBJECT = re.compile(r"^(?P<type>\w+)(?:\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<text>.+)$")


def parse(log):
    commits = []
    current = None
    for raw in log.splitlines():
        line = raw.rstrip()
        if m := HEADER.match(line):
            current = {"sha": m["sha"], "files": []}
            commits.append(current)
        elif m := AUTHOR.match(line):
            current["author"] = m.group("name")
        elif line.startswith("Date:"):
            current["date"] = datetime.strptime(line[5:].strip(), "%Y-%m-%d %H:%M:%S")
        elif m := NUMSTAT.match(line):
            added, removed, path = m.groups()
            binary = added == "-"
            current["files"].append((path, 0 if binary else int(added), 0 if binary else int(removed), binary))
        elif line.startswith("    ") and "subject" not in current:
            current["subject"] = line.strip()
    return commits


def main():
    commits = parse(LOG)
    churn = defaultdict(lambda: [0, 0])
    types = Counter()
    for c in commits:
        for path, a, r, _ in c["files"]:
            churn[c["author"]][0] += a
            churn[c["author"]][1] += r
        m = SUBJECT.match(c["subject"])
        types[m["type"] if m else "other"] += 1
        if m and m["bang"]:
            print(f"BREAKING in {c['sha'][:7]}: {m['text']} (scope={m['scope']})")
    print(f"{len(commits)} commits by {len(churn)} authors")
    for author, (a, r) in sorted(churn.items(), key=lambda kv: -(kv[1][0] + kv[1][1])):
        print(f"  {author:<15} +{a:<4} -{r:<4} net {a - r:+d}")
    print("types:", ", ".join(f"{t}={n}" for t, n in types.most_common()))
    days = Counter(c["date"].strftime("%a %d %b") for c in commits)
    print("busiest day:", max(days.items(), key=lambda kv: (kv[1], kv[0])))
    files = Counter(p for c in commits for p, *_ in c["files"])
    print("hot files:", [p for p, n in files.most_common() if n > 1])
    binaries = [p for c in commits for p, _, _, b in c["files"] if b]
    print("binary files:", binaries)
    late = [c["sha"] for c in commits if c["date"].hour >= 22]
    print("late-night commits:", late)


if __name__ == "__main__":
    main()
