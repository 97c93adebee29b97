"""Summarise an Apache combined access log: top referrers, agents and bytes."""
import re
from collections import Counter, defaultdict
from urllib.parse import urlparse

LOG = """\
203.0.113.5 - - [12/Mar/2024:10:01:02 +0000] "GET /index.html HTTP/1.1" 200 5120 "https://www.google.com/search?q=widgets" "Mozilla/5.0 (Windows NT 10.0) Chrome/122.0"
203.0.113.9 - alice [12/Mar/2024:10:01:15 +0000] "GET /pricing HTTP/1.1" 200 8311 "https://news.ycombinator.com/item?id=1" "Mozilla/5.0 (Macintosh) Safari/605.1"
198.51.100.4 - - [12/Mar/2024:10:02:44 +0000] "POST /api/signup HTTP/1.1" 201 312 "https://example.com/pricing" "Mozilla/5.0 (X11; Linux) Firefox/123.0"
203.0.113.5 - - [12/Mar/2024:10:03:01 +0000] "GET /static/app.js HTTP/1.1" 304 - "https://example.com/index.html" "Mozilla/5.0 (Windows NT 10.0) Chrome/122.0"
192.0.2.77 - - [12/Mar/2024:10:04:19 +0000] "GET /blog/launch HTTP/1.1" 200 14022 "https://www.google.com/search?q=launch" "Mozilla/5.0 (iPhone) Safari/604.1"
192.0.2.77 - - [12/Mar/2024:10:04:20 +0000] "GET /favicon.ico HTTP/1.1" 404 209 "-" "Mozilla/5.0 (iPhone) Safari/604.1"
198.51.100.23 - - [12/Mar/2024:10:05:55 +0000] "GET /blog/launch HTTP/1.1" 200 14022 "https://t.co/abc" "curl/8.4.0"
203.0.113.9 - alice [12/Mar/2024:10:06:10 +0000] "GET /account HTTP/1.1" 302 0 "https://example.com/pricing" "Mozilla/5.0 (Macintosh) Safari/605.1"
this line is garbage and should be skipped
198.51.100.4 - - [12/Mar/2024:10:07:30 +0000] "GET /docs/api HTTP/1.1" 200 22500 "https://www.bing.com/search?q=api" "Mozilla/5.0 (X11; Linux) Firefox/123.0"
"""

LINE_RE = re.compile(
    r'(?P<ip>\S+) \S+ (?P<user>\S+) \[(?P<ts>[^\]]+)\] '
    r'"(?P<method>[A-Z]+) (?P<path>\S+) (?P<proto>[^"]+)" '
    r'(?P<status>\d{3}) (?P<size>\d+|-) "(?P<ref>[^"]*)" "(?P<agent>[^"]*)"'
)

OWN_HOST = "example.com"


def human_bytes(n: int) -> str:
    for unit in ("B", "KiB", "MiB"):
        if n < 1024:
            return f"{n:.1f} {unit}" if unit != "B" else f"{n} {unit}"
        n /= 1024
    return f"{n:.1f} GiB"


def browser_of(agent: str) -> str:
    m = re.search(r"(Chrome|Firefox|Safari|curl)/([\d.]+)", agent)
    return m.group(1) if m else "other"


def main():
    hits = []
    skipped = 0
    for raw in LOG.splitlines():
        m = LINE_RE.match(raw)
        if not m:
            skipped += 1
            continue
        rec = m.groupdict()
        rec["size"] = 0 if rec["size"] == "-" else int(rec["size"])
        hits.append(rec)

    print(f"parsed {len(hits)} hits, skipped {skipped}")
    external = Counter()
    for h in hits:
        ref = h["ref"]
        if ref == "-":
            continue
        host = urlparse(ref).netloc
        if host != OWN_HOST:
            external[host.removeprefix("www.")] += 1
    print("top external referrers:")
    for host, n in external.most_common(3):
        print(f"  {host:<22}{n:>3}")

    per_browser: dict[str, int] = defaultdict(int)
    for h in hits:
        per_browser[browser_of(h["agent"])] += h["size"]
    print("bytes by browser:")
    for name, total in sorted(per_browser.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {name:<8} {human_bytes(total):>10}")

    status_classes = Counter(f"{h['status'][0]}xx" for h in hits)
    print("status classes:", dict(sorted(status_classes.items())))
    logged_in = sorted({h["user"] for h in hits if h["user"] != "-"})
    print("authenticated users:", ", ".join(logged_in))
    return len(hits)


if __name__ == "__main__":
    main()
