import re
from collections import defaultdict

ACCESS_LOG = """\
10.0.0.1 - - [12/Mar/2024:10:01:22 +0000] "GET /api/users HTTP/1.1" 200 512 "-" "curl/8.0"
10.0.0.2 - - [12/Mar/2024:10:01:25 +0000] "POST /api/login HTTP/1.1" 401 88 "-" "Mozilla/5.0"
10.0.0.1 - - [12/Mar/2024:10:02:01 +0000] "GET /api/users/7 HTTP/1.1" 200 1024 "-" "curl/8.0"
10.0.0.3 - - [12/Mar/2024:10:02:44 +0000] "GET /static/app.js HTTP/1.1" 304 0 "-" "Mozilla/5.0"
10.0.0.2 - - [12/Mar/2024:10:03:10 +0000] "POST /api/login HTTP/1.1" 200 140 "-" "Mozilla/5.0"
10.0.0.4 - - [12/Mar/2024:10:04:00 +0000] "DELETE /api/users/7 HTTP/1.1" 403 64 "-" "python-requests/2.31"
bad line here
10.0.0.1 - - [12/Mar/2024:10:05:30 +0000] "GET /api/orders?page=2 HTTP/1.1" 500 17 "-" "curl/8.0"
"""

LINE_RE = re.compile(
    r'(?P<ip>\d+(?:\.\d+){3}) \S+ \S+ \[(?P<ts>[^\]]+)\] '
    r'"(?P<method>[A-Z]+) (?P<path>\S+) HTTP/[\d.]+" (?P<status>\d{3}) (?P<size>\d+)'
)


def parse(text):
    rows, rejected = [], 0
    for line in text.splitlines():
        m = LINE_RE.match(line)
        if not m:
            rejected += 1
            continue
        d = m.groupdict()
        d["status"] = int(d["status"])
        d["size"] = int(d["size"])
        d["path"] = d["path"].split("?", 1)[0]
        rows.append(d)
    return rows, rejected


def main():
    rows, rejected = parse(ACCESS_LOG)
    by_status = defaultdict(int)
    bytes_by_ip = defaultdict(int)
    for r in rows:
        by_status[r["status"] // 100 * 100] += 1
        bytes_by_ip[r["ip"]] += r["size"]
    print(f"parsed={len(rows)} rejected={rejected}")
    for klass in sorted(by_status):
        print(f"  {klass // 100}xx: {by_status[klass]:>3}")
    top = sorted(bytes_by_ip.items(), key=lambda kv: (-kv[1], kv[0]))
    for ip, total in top[:3]:
        print(f"{ip:<10} {total:>6,} B")
    errors = [f"{r['method']} {r['path']} -> {r['status']}" for r in rows if r["status"] >= 400]
    print("errors:", "; ".join(errors))
    return len(errors)
