"""Summarise `git log --shortstat` output with a generator pipeline: authors, churn, busiest days."""
import re
from collections import defaultdict
from datetime import datetime

LOG = """\
commit 9f1c2e7
Author: Dana Rye <dana@example.com>
Date:   Mon Mar 3 10:12:44 2025 +0000

    Add retry budget to HTTP client

 3 files changed, 88 insertions(+), 12 deletions(-)

commit 41b7aa0
Author: Sam Holt <sam@example.com>
Date:   Mon Mar 3 16:40:02 2025 +0000

    Fix typo in README

 1 file changed, 1 insertion(+), 1 deletion(-)

commit 0c3d511
Author: Dana Rye <dana@example.com>
Date:   Tue Mar 4 09:03:10 2025 +0000

    Remove legacy XML exporter

 7 files changed, 540 deletions(-)

commit 77e0f19
Author: Ilse Berg <ilse@example.com>
Date:   Thu Mar 6 22:55:31 2025 +0000

    Merge branch 'feature/metrics'

commit ab12cd3
Author: Sam Holt <sam@example.com>
Date:   Thu Mar 6 23:10:00 2025 +0000

    Add metrics endpoint

 4 files changed, 210 insertions(+)
"""

STAT = re.compile(r"(\d+) files? changed(?:, (\d+) insertions?\(\+\))?(?:, (\d+) deletions?\(-\))?")


def blocks(lines):
    block = []
    for line in lines:
        if line.startswith("commit ") and block:
            yield block
            block = []
        block.append(line)
    if block:
        yield block


def parse(block):
    commit = {"sha": block[0].split()[1], "files": 0, "added": 0, "removed": 0}
    for line in block[1:]:
        if line.startswith("Author:"):
            commit["author"] = re.match(r"Author:\s+(.+?) <", line).group(1)
        elif line.startswith("Date:"):
            commit["date"] = datetime.strptime(line[5:].strip(), "%a %b %d %H:%M:%S %Y %z")
        elif m := STAT.search(line):
            commit["files"], commit["added"], commit["removed"] = (int(g or 0) for g in m.groups())
        elif line.startswith("    ") and "subject" not in commit:
            commit["subject"] = line.strip()
    return commit


def main():
    commits = list(map(parse, blocks(LOG.splitlines())))
    merges = (c for c in commits if c["subject"].startswith("Merge"))
    print("merges:", [c["sha"] for c in merges])
    real = [c for c in commits if c["files"]]
    print(f"{len(commits)} commits, {len(real)} with changes")
    per_author = defaultdict(lambda: [0, 0, 0])
    for c in real:
        stats = per_author[c["author"]]
        stats[0] += 1
        stats[1] += c["added"]
        stats[2] += c["removed"]
    print(f"{'author':<10}{'commits':>8}{'+':>6}{'-':>6}{'net':>7}")
    for author, (n, a, r) in sorted(per_author.items(), key=lambda kv: -(kv[1][1] + kv[1][2])):
        print(f"{author:<10}{n:>8}{a:>6}{r:>6}{a - r:>+7}")
    by_day = defaultdict(int)
    for c in commits:
        by_day[c["date"].strftime("%A")] += 1
    print("by weekday:", dict(by_day))
    late = [c["sha"] for c in commits if c["date"].hour >= 22]
    print("late-night commits:", late)
    churn = sum(c["added"] + c["removed"] for c in real)
    biggest = max(real, key=lambda c: c["added"] + c["removed"])
    print(f"total churn {churn}; biggest {biggest['sha']} '{biggest['subject']}'")
    span = commits[-1]["date"] - commits[0]["date"]
    print("span:", span, "| tz:", commits[0]["date"].tzname(), commits[0]["date"].utcoffset())
    print("deletion-only:", all(c["added"] == 0 for c in real if "Remove" in c["subject"]),
          "any docs:", any("README" in c["subject"] for c in commits))
    return churn


if __name__ == "__main__":
    main()
