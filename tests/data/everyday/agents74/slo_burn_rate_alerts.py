"""Decide which SLO burn-rate alerts to page on from per-5-minute request counts."""
import re
from datetime import datetime, timedelta
from collections import namedtuple

SLO_TARGET = 0.995                 # 99.5% of requests succeed
BUDGET = 1 - SLO_TARGET

Bucket = namedtuple("Bucket", "start total errors")

METRICS = """
# start            total  5xx
2024-03-05T10:00    1200    2
2024-03-05T10:05    1180    4
2024-03-05T10:10    1250    3
2024-03-05T10:15    1300   41
2024-03-05T10:20    1320   88
2024-03-05T10:25    1290   95
2024-03-05T10:30    1270   60
2024-03-05T10:35    1210   12
2024-03-05T10:40    1190    5
2024-03-05T10:45    1230    4
2024-03-05T10:50    1260    3
2024-03-05T10:55    1240    2
"""

ROW = re.compile(r"^(?P<start>\S+)\s+(?P<total>\d+)\s+(?P<errors>\d+)$")

# (name, long window, short window, burn-rate threshold, action)
POLICIES = [
    ("fast-burn", timedelta(minutes=30), timedelta(minutes=10), 14.4, "page"),
    ("slow-burn", timedelta(minutes=60), timedelta(minutes=15), 6.0, "ticket"),
]


def parse(text: str) -> list[Bucket]:
    out = []
    for line in text.strip().splitlines():
        if line.startswith("#"):
            continue
        m = ROW.match(line.strip())
        if not m:
            raise ValueError(f"bad row: {line!r}")
        out.append(Bucket(datetime.fromisoformat(m["start"]), int(m["total"]), int(m["errors"])))
    return out


def burn_rate(buckets: list[Bucket], end: datetime, window: timedelta) -> float:
    inside = [b for b in buckets if end - window < b.start <= end]
    total = sum(b.total for b in inside)
    errors = sum(b.errors for b in inside)
    return (errors / total) / BUDGET if total else 0.0


def main():
    buckets = parse(METRICS)
    print(f"{'at':<6}" + "".join(f"{n:>22}" for n, *_ in POLICIES))
    firing: dict[str, datetime | None] = {name: None for name, *_ in POLICIES}
    incidents = []
    for b in buckets:
        cells = []
        for name, long_w, short_w, threshold, action in POLICIES:
            lr, sr = burn_rate(buckets, b.start, long_w), burn_rate(buckets, b.start, short_w)
            hot = lr >= threshold and sr >= threshold
            if hot and firing[name] is None:
                firing[name] = b.start
                incidents.append(f"{b.start:%H:%M} {action.upper()} {name} (long {lr:.1f}x, short {sr:.1f}x)")
            elif not hot and firing[name] is not None:
                incidents.append(f"{b.start:%H:%M} resolve {name} after {b.start - firing[name]}")
                firing[name] = None
            cells.append(f"{lr:>6.1f}/{sr:<6.1f}{'!!' if hot else '  '}")
        print(f"{b.start:%H:%M} " + "".join(f"{c:>22}" for c in cells))
    print("\n".join(incidents))
    total = sum(b.total for b in buckets)
    errors = sum(b.errors for b in buckets)
    allowed = total * BUDGET
    print(f"hour: {errors} errors of {total} ({errors / total:.3%}); budget {allowed:.1f}, used {errors / allowed:.0%}")
    worst = max(buckets, key=lambda b: b.errors / b.total)
    print("worst bucket:", worst.start.strftime("%H:%M"), f"{worst.errors / worst.total:.2%}", worst._replace(start="-"))
    return len(incidents)


if __name__ == "__main__":
    main()
