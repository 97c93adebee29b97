"""Summarise `git log --numstat` text: commits and churn per author, busiest days, big files."""
import re
from collections import Counter, defaultdict
from datetime import datetime

GIT_LOG = """commit 9f1c2e7
Author: Priya Raman <priya@example.com>
Date:   Mon Mar 4 09:12:44 2024 +0100

    Add CSV export to reports

12\t3\tsrc/reports/export.py
40\t0\ttests/test_export.py

commit 51ab093
Author: Tom Berg <tom@example.com>
Date:   Mon Mar 4 17:40:02 2024 +0100

    Fix off-by-one in pagination

1\t1\tsrc/api/pages.py

commit 77d0c41
Author: priya raman <PRIYA@example.com>
Date:   Wed Mar 6 11:05:10 2024 +0100

    Refactor report builder

88\t120\tsrc/reports/builder.py
-\t-\tdocs/diagram.png
5\t2\tsrc/reports/export.py

commit e3b8a55
Author: Lena Fischer <lena@example.com>
Date:   Sat Mar 9 23:59:59 2024 +0100

    WIP: nightly job

300\t0\tsrc/jobs/nightly.py
"""


def parse(log):
    commits = []
    for chunk in re.split(r"^commit ", log, flags=re.M)[1:]:
        lines = chunk.splitlines()
        sha = lines[0].strip()
        author = re.match(r"Author:\s+(.*?)\s+<(.*?)>", lines[1])
        when = datetime.strptime(lines[2][5:].strip(), "%a %b %d %H:%M:%S %Y %z")
        subject = lines[4].strip()
        files = []
        for line in lines[5:]:
            parts = line.split("\t")
            if len(parts) == 3:
                added, removed, path = parts
                binary = added == "-"
                files.append((path, 0 if binary else int(added), 0 if binary else int(removed), binary))
        commits.append({"sha": sha, "name": author.group(1), "email": author.group(2).lower(),
                        "when": when, "subject": subject, "files": files})
    return commits


def main():
    commits = parse(GIT_LOG)
    print(len(commits), "commits")
    names = {}
    stats = defaultdict(lambda: [0, 0, 0])
    for c in commits:
        names.setdefault(c["email"], c["name"].title())
        s = stats[c["email"]]
        s[0] += 1
        s[1] += sum(f[1] for f in c["files"])
        s[2] += sum(f[2] for f in c["files"])
    for email, (n, plus, minus) in sorted(stats.items(), key=lambda kv: -(kv[1][1] + kv[1][2])):
        print(f"{names[email]:<14} {n} commit(s) +{plus:<4} -{minus:<4} churn {plus + minus:>4}")
    days = Counter(c["when"].strftime("%A") for c in commits)
    print("by weekday:", days.most_common())
    churn = Counter()
    for c in commits:
        for path, a, r, _ in c["files"]:
            churn[path.split("/")[1] if path.count("/") > 1 else path.split("/")[0]] += a + r
    print("churn by area:", dict(churn.most_common()))
    binaries = [p for c in commits for p, *_, b in c["files"] if b]
    print("binary files:", binaries)
    wip = [c["sha"][:7] for c in commits if c["subject"].upper().startswith("WIP")]
    print("WIP commits:", wip)
    late = [c["when"].strftime("%d %H:%M") for c in commits if c["when"].hour >= 22 or c["when"].hour < 6]
    print("late-night:", late)
    first, last = commits[-1]["when"], commits[0]["when"]
    print("span:", abs(last - first), "| tz:", first.tzname(), first.strftime("%z"))
    words = Counter(w.lower() for c in commits for w in re.findall(r"[A-Za-z]+", c["subject"]))
    print("subject words:", sorted(w for w, n in words.items() if n > 1))
    return sum(s[0] for s in stats.values())


if __name__ == "__main__":
    main()
