"""Group web access log lines into user sessions (30-minute inactivity gap)."""
import re
from datetime import datetime, timedelta
from collections import defaultdict

LOG = """\
10.0.0.1 - alice [12/Mar/2024:09:00:05] "GET /home HTTP/1.1" 200 512
10.0.0.2 - bob [12/Mar/2024:09:01:10] "GET /login HTTP/1.1" 200 128
10.0.0.1 - alice [12/Mar/2024:09:10:44] "GET /products?page=2 HTTP/1.1" 200 2048
10.0.0.2 - bob [12/Mar/2024:09:02:00] "POST /login HTTP/1.1" 302 0
10.0.0.1 - alice [12/Mar/2024:09:55:00] "GET /cart HTTP/1.1" 200 900
garbage line that does not match
10.0.0.3 - carol [12/Mar/2024:10:00:00] "GET /missing HTTP/1.1" 404 50
10.0.0.2 - bob [12/Mar/2024:11:30:00] "GET /home HTTP/1.1" 500 0
10.0.0.1 - alice [12/Mar/2024:10:05:30] "POST /checkout HTTP/1.1" 201 64
"""

LINE_RE = re.compile(
    r'(?P<ip>\d+(?:\.\d+){3}) - (?P<user>\w+) \[(?P<ts>[^\]]+)\] '
    r'"(?P<method>[A-Z]+) (?P<path>\S+) HTTP/[\d.]+" (?P<status>\d{3}) (?P<size>\d+)'
)
GAP = timedelta(minutes=30)


def parse(text):
    bad = 0
    for line in text.splitlines():
        m = LINE_RE.match(line)
        if m is None:
            bad += 1
            continue
        d = m.groupdict()
        d["ts"] = datetime.strptime(d["ts"], "%d/%b/%Y:%H:%M:%S")
        d["status"] = int(d["status"])
        d["size"] = int(d["size"])
        d["path"] = d["path"].split("?")[0]
        yield d
    if bad:
        print(f"skipped {bad} malformed line(s)")


def sessionize(hits):
    per_user = defaultdict(list)
    for hit in sorted(hits, key=lambda h: (h["user"], h["ts"])):
        sessions = per_user[hit["user"]]
        if sessions and hit["ts"] - sessions[-1][-1]["ts"] <= GAP:
            sessions[-1].append(hit)
        else:
            sessions.append([hit])
    return per_user


def main():
    hits = list(parse(LOG))
    sessions = sessionize(hits)
    for user in sorted(sessions):
        for n, sess in enumerate(sessions[user], 1):
            start, end = sess[0]["ts"], sess[-1]["ts"]
            minutes = (end - start).total_seconds() / 60
            paths = " > ".join(h["path"] for h in sess)
            print(f"{user:<6} #{n} {start:%H:%M}-{end:%H:%M} ({minutes:4.1f} min) {paths}")
    errors = [h for h in hits if h["status"] >= 400]
    print("errors:", [(h["user"], h["status"], h["path"]) for h in errors])
    total_bytes = sum(h["size"] for h in hits)
    print(f"bytes served: {total_bytes:,} across {len(hits)} requests")
    methods = defaultdict(int)
    for h in hits:
        methods[h["method"]] += 1
    print(dict(methods))
    busiest = max(sessions, key=lambda u: sum(len(s) for s in sessions[u]))
    print("busiest user:", busiest)


if __name__ == "__main__":
    main()
