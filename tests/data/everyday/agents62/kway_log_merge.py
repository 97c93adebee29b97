"""Merge already-sorted log streams from several hosts into one timeline."""
import heapq
import itertools
import re
from collections import Counter
from datetime import datetime

WEB1 = """\
2026-03-04T10:00:01Z INFO request id=1 path=/
2026-03-04T10:00:05Z WARN slow id=2 ms=812
2026-03-04T10:00:09Z INFO request id=3 path=/about
2026-03-04T10:00:20Z ERROR upstream id=4 code=502"""
WEB2 = """\
2026-03-04T10:00:02Z INFO request id=5 path=/login
2026-03-04T10:00:03Z INFO request id=6 path=/
2026-03-04T10:00:19Z ERROR timeout id=7 ms=30000"""
DB = """\
2026-03-04T10:00:04Z INFO checkpoint lsn=8812
2026-03-04T10:00:18Z WARN lock-wait table=orders ms=950
garbage line here
2026-03-04T10:00:21Z INFO checkpoint lsn=8890"""

LINE = re.compile(r"^(?P<ts>\S+)\s+(?P<level>[A-Z]+)\s+(?P<event>[\w-]+)\s*(?P<rest>.*)$")


def records(host, text):
    for number, raw in enumerate(text.splitlines(), 1):
        m = LINE.match(raw)
        if not m:
            print(f"  skip {host}:{number}: {raw!r}")
            continue
        when = datetime.strptime(m["ts"], "%Y-%m-%dT%H:%M:%SZ")
        fields = dict(pair.split("=", 1) for pair in m["rest"].split())
        yield when, host, m["level"], m["event"], fields


def main():
    streams = [records("web1", WEB1), records("web2", WEB2), records("db", DB)]
    merged = list(heapq.merge(*streams, key=lambda r: (r[0], r[1])))
    print(f"{len(merged)} records")
    for when, host, level, event, fields in merged:
        extra = " ".join(f"{k}={v}" for k, v in sorted(fields.items()))
        print(f"{when:%H:%M:%S} {host:<5} {level:<5} {event:<10} {extra}")
    levels = Counter(r[2] for r in merged)
    print("levels:", dict(sorted(levels.items())))
    gaps = [(b[0] - a[0]).seconds for a, b in itertools.pairwise(merged)]
    print("largest gap:", max(gaps), "s between records", gaps.index(max(gaps)) + 1, "and", gaps.index(max(gaps)) + 2)
    slow = [r for r in merged if int(r[4].get("ms", 0)) > 500]
    for when, host, *_, fields in slow:
        print(f"slow on {host} at {when.time()}: {int(fields['ms']):,} ms")
    by_host = {host: len(list(group)) for host, group in itertools.groupby(sorted(merged, key=lambda r: r[1]), key=lambda r: r[1])}
    print(by_host)
    first_error = next((r for r in merged if r[2] == "ERROR"), None)
    print("first error:", first_error[1] if first_error else None, first_error[3] if first_error else "")


if __name__ == "__main__":
    main()
