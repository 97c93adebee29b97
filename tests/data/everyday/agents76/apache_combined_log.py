"""Summarise an Apache combined access log: status classes, top paths, latency quantiles."""
import re
import statistics
from collections import Counter, defaultdict

LOG = """\
10.0.0.1 - alice [08/Dec/2026:10:00:01 +0000] "GET /api/items?page=1 HTTP/1.1" 200 512 "-" "curl/8.0" 0.120
10.0.0.2 - - [08/Dec/2026:10:00:02 +0000] "POST /api/items HTTP/1.1" 201 64 "https://app.example.com/" "Mozilla/5.0" 0.340
10.0.0.1 - alice [08/Dec/2026:10:00:05 +0000] "GET /api/items/7 HTTP/1.1" 404 0 "-" "curl/8.0" 0.015
10.0.0.3 - bob [08/Dec/2026:10:01:00 +0000] "GET /static/app.js HTTP/2.0" 304 0 "-" "Mozilla/5.0" 0.002
10.0.0.2 - - [08/Dec/2026:10:01:30 +0000] "DELETE /api/items/3 HTTP/1.1" 500 128 "-" "python-requests/2.31" 1.250
garbage line that should be skipped
10.0.0.4 - carol [08/Dec/2026:10:02:10 +0000] "GET /api/items?page=2 HTTP/1.1" 200 498 "-" "curl/8.0" 0.101
10.0.0.1 - alice [08/Dec/2026:10:02:11 +0000] "GET /health HTTP/1.1" 200 2 "-" "kube-probe/1.29" 0.001
10.0.0.3 - bob [08/Dec/2026:10:03:45 +0000] "PUT /api/items/7 HTTP/1.1" 409 77 "-" "Mozilla/5.0" 0.210
"""

LINE_RE = re.compile(
    r"""
    (?P<ip>\d{1,3}(?:\.\d{1,3}){3})\s+
    \S+\s+
    (?P<user>\S+)\s+
    \[(?P<when>[^\]]+)\]\s+
    "(?P<method>[A-Z]+)\s+(?P<path>\S+)\s+HTTP/(?P<version>[\d.]+)"\s+
    (?P<status>\d{3})\s+
    (?P<size>\d+|-)\s+
    "(?P<referer>[^"]*)"\s+
    "(?P<agent>[^"]*)"\s+
    (?P<seconds>\d+\.\d+)
    """,
    re.VERBOSE,
)


def parse(text: str) -> tuple[list[dict], int]:
    rows, bad = [], 0
    for line in text.splitlines():
        if (m := LINE_RE.match(line)) is None:
            bad += 1
            continue
        row = m.groupdict()
        row["status"] = int(row["status"])
        row["size"] = 0 if row["size"] == "-" else int(row["size"])
        row["seconds"] = float(row["seconds"])
        row["route"] = row["path"].split("?", 1)[0]
        rows.append(row)
    return rows, bad


def main():
    rows, bad = parse(LOG)
    print(f"parsed {len(rows)} lines, skipped {bad}")
    classes = Counter(f"{r['status'] // 100}xx" for r in rows)
    for cls, n in sorted(classes.items()):
        print(f"  {cls}: {n:>3} {'#' * n}")
    by_route = defaultdict(list)
    for r in rows:
        by_route[r["route"]].append(r["seconds"])
    print(f"{'route':<18}{'hits':>5}{'avg ms':>9}{'max ms':>9}")
    for route, secs in sorted(by_route.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print(f"{route:<18}{len(secs):>5}{statistics.mean(secs) * 1000:>9.1f}{max(secs) * 1000:>9.1f}")
    lat = sorted(r["seconds"] for r in rows)
    q = statistics.quantiles(lat, n=4)
    print("quartiles:", ", ".join(f"{x:.3f}" for x in q))
    users = Counter(r["user"] for r in rows if r["user"] != "-")
    print("users:", users.most_common(2))
    errors = [f"{r['method']} {r['route']} -> {r['status']}" for r in rows if r["status"] >= 400]
    print("errors:", *errors, sep="\n  ")
    total = sum(r["size"] for r in rows)
    print(f"bytes served: {total:,} ({total / 1024:.2f} KiB)")
    return len(rows)


if __name__ == "__main__":
    main()
