"""Merge per-host log streams (each sorted) into one timeline and report gaps."""
import heapq
from datetime import datetime
from itertools import pairwise, islice
from collections import Counter

STREAMS = {
    "web-1": """2024-06-01T12:00:01Z INFO request id=1 path=/
2024-06-01T12:00:04Z WARN slow id=2 ms=1200
2024-06-01T12:00:09Z INFO request id=5 path=/cart
2024-06-01T12:01:30Z ERROR upstream timeout id=9""",
    "web-2": """2024-06-01T12:00:02Z INFO request id=3 path=/login
2024-06-01T12:00:03Z INFO request id=4 path=/
2024-06-01T12:00:45Z ERROR db connection reset id=7""",
    "worker": """2024-06-01T12:00:00Z INFO job start name=reindex
2024-06-01T12:00:30Z INFO job progress pct=50
2024-06-01T12:01:00Z INFO job done name=reindex
2024-06-01T12:01:31Z WARN queue depth=120""",
}
LEVEL_RANK = {"DEBUG": 0, "INFO": 1, "WARN": 2, "ERROR": 3}


def records(host: str, text: str):
    for line in text.splitlines():
        stamp, level, message = line.split(" ", 2)
        ts = datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%SZ")
        fields = dict(tok.split("=", 1) for tok in message.split() if "=" in tok)
        yield ts, host, level, message, fields


def main():
    merged = list(heapq.merge(*(records(h, t) for h, t in STREAMS.items()), key=lambda r: r[0]))
    start = merged[0][0]
    for ts, host, level, msg, _ in merged:
        offset = (ts - start).total_seconds()
        marker = "!" if LEVEL_RANK[level] >= 2 else " "
        print(f"{marker} +{offset:5.0f}s {host:<7}{level:<6}{msg}")

    gaps = [(b[0] - a[0]).total_seconds() for a, b in pairwise(merged)]
    worst = max(range(len(gaps)), key=gaps.__getitem__)
    print(f"\nlongest quiet gap: {gaps[worst]:.0f}s after {merged[worst][0]:%H:%M:%S} ({merged[worst][1]})")
    levels = Counter(r[2] for r in merged)
    print("levels:", ", ".join(f"{k}={levels[k]}" for k in sorted(levels, key=LEVEL_RANK.get)))
    first_error = next((r for r in merged if r[2] == "ERROR"), None)
    print("first error:", first_error[1], first_error[3])
    ids = sorted(int(r[4]["id"]) for r in merged if "id" in r[4])
    print("request ids:", ids, "missing:", sorted(set(range(ids[0], ids[-1] + 1)) - set(ids)))
    print("top 3 by severity:", [f"{h}:{l}" for _, h, l, _, _ in heapq.nlargest(3, merged, key=lambda r: (LEVEL_RANK[r[2]], r[0]))])
    print("first five hosts:", [r[1] for r in islice(merged, 5)])
    return len(merged)


if __name__ == "__main__":
    main()
