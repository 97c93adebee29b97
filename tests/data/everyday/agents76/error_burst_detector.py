"""Detect anomalous error bursts per minute with z-scores and a rolling median."""
import re
import statistics
from collections import Counter, deque
from datetime import datetime, timedelta

LOG_LINES = [
    "2026-12-08T09:00:05Z ERROR db timeout",
    "2026-12-08T09:00:40Z INFO request ok",
    "2026-12-08T09:01:10Z ERROR db timeout",
    "2026-12-08T09:02:01Z WARN slow query",
    "2026-12-08T09:03:15Z ERROR cache miss storm",
    "2026-12-08T09:04:00Z ERROR upstream 502",
    "2026-12-08T09:04:01Z ERROR upstream 502",
    "2026-12-08T09:04:02Z ERROR upstream 502",
    "2026-12-08T09:04:03Z ERROR upstream 502",
    "2026-12-08T09:04:30Z ERROR upstream 503",
    "2026-12-08T09:04:59Z ERROR upstream 502",
    "2026-12-08T09:05:20Z ERROR db timeout",
    "2026-12-08T09:07:00Z ERROR db timeout",
    "2026-12-08T09:07:01Z ERROR db timeout",
    "2026-12-08T09:08:45Z INFO recovered",
]
PATTERN = re.compile(r"(?P<ts>\S+)Z (?P<level>[A-Z]+) (?P<msg>.*)")


def minute_buckets(lines):
    counts: Counter[datetime] = Counter()
    messages: dict[datetime, Counter[str]] = {}
    for line in lines:
        m = PATTERN.fullmatch(line)
        if not m or m["level"] != "ERROR":
            continue
        ts = datetime.fromisoformat(m["ts"]).replace(second=0)
        counts[ts] += 1
        messages.setdefault(ts, Counter())[re.sub(r"\d+", "N", m["msg"])] += 1
    return counts, messages


def main():
    counts, messages = minute_buckets(LOG_LINES)
    start, end = min(counts), max(counts)
    series = []
    t = start
    while t <= end:
        series.append((t, counts.get(t, 0)))
        t += timedelta(minutes=1)
    values = [n for _, n in series]
    mean, sd = statistics.mean(values), statistics.pstdev(values)
    print(f"minutes={len(values)} mean={mean:.2f} pstdev={sd:.2f} median={statistics.median(values)}")
    window: deque[int] = deque(maxlen=3)
    for ts, n in series:
        z = (n - mean) / sd if sd else 0.0
        rolling = statistics.median(window) if window else None
        spike = rolling is not None and n >= 3 * max(rolling, 1)
        flags = [name for name, on in (("Z", abs(z) > 2), ("SPIKE", spike)) if on]
        top = messages.get(ts, Counter()).most_common(1)
        note = f" top={top[0][0]!r}x{top[0][1]}" if top else ""
        print(f"{ts:%H:%M} {n:>2} z={z:+.2f} {','.join(flags) or '-':<8}{note}")
        window.append(n)
    anomalies = [ts for ts, n in series if sd and (n - mean) / sd > 2]
    print("anomalous minutes:", [f"{t:%H:%M}" for t in anomalies])
    q = statistics.quantiles(values, n=10, method="inclusive")
    print("p90 errors/min:", round(q[-1], 2))
    return len(anomalies)


if __name__ == "__main__":
    main()
