"""Summarise an nginx access log: bytes per status class and the busiest paths."""
import re
from collections import Counter, defaultdict

LOG = """\
203.0.113.5 - - [12/Mar/2024:10:01:22 +0000] "GET /index.html HTTP/1.1" 200 5120 "-" "curl/8.0"
203.0.113.9 - - [12/Mar/2024:10:01:25 +0000] "GET /api/items?page=2 HTTP/1.1" 200 734 "-" "Mozilla/5.0"
198.51.100.2 - - [12/Mar/2024:10:02:01 +0000] "POST /api/login HTTP/1.1" 401 89 "-" "Mozilla/5.0"
203.0.113.5 - - [12/Mar/2024:10:02:14 +0000] "GET /static/app.js HTTP/1.1" 304 0 "-" "curl/8.0"
192.0.2.44 - - [12/Mar/2024:10:03:40 +0000] "GET /api/items?page=3 HTTP/1.1" 500 312 "-" "python-requests/2.31"
198.51.100.2 - - [12/Mar/2024:10:03:59 +0000] "POST /api/login HTTP/1.1" 200 211 "-" "Mozilla/5.0"
203.0.113.9 - - [12/Mar/2024:10:04:10 +0000] "GET /index.html HTTP/1.1" 200 5120 "-" "Mozilla/5.0"
garbage line that does not match
192.0.2.44 - - [12/Mar/2024:10:05:00 +0000] "DELETE /api/items/7 HTTP/1.1" 204 - "-" "python-requests/2.31"
"""

LINE_RE = re.compile(
    r'(?P<ip>\S+) \S+ \S+ \[(?P<ts>[^\]]+)\] "(?P<method>[A-Z]+) (?P<path>\S+) HTTP/[\d.]+" '
    r'(?P<status>\d{3}) (?P<size>\d+|-)'
)


def parse(text: str) -> tuple[list[dict], int]:
    rows, bad = [], 0
    for line in text.splitlines():
        m = LINE_RE.match(line)
        if not m:
            bad += 1
            continue
        row = m.groupdict()
        row["status"] = int(row["status"])
        row["size"] = 0 if row["size"] == "-" else int(row["size"])
        row["path"] = row["path"].split("?", 1)[0]
        rows.append(row)
    return rows, bad


def main():
    rows, bad = parse(LOG)
    print(f"parsed {len(rows)} requests, skipped {bad}")
    by_class: dict[str, int] = defaultdict(int)
    for r in rows:
        by_class[f"{r['status'] // 100}xx"] += r["size"]
    for cls in sorted(by_class):
        print(f"{cls:>4} {by_class[cls]:>8,} bytes")
    paths = Counter(r["path"] for r in rows)
    print("top paths:")
    for path, n in paths.most_common(3):
        print(f"  {n}x {path}")
    per_ip = Counter()
    for r in rows:
        per_ip[r["ip"]] += 1
    busiest = max(per_ip.items(), key=lambda kv: (kv[1], kv[0]))
    print("busiest client:", busiest)
    errors = [f"{r['method']} {r['path']} -> {r['status']}" for r in rows if r["status"] >= 400]
    print("errors:", "; ".join(errors))
    methods = sorted({r["method"] for r in rows})
    print("methods:", ",".join(methods))
    return len(rows)


if __name__ == "__main__":
    main()
