from datetime import datetime, timedelta
from collections import Counter, OrderedDict

LOG = """\
2024-03-12 09:58:12,331 INFO  server started
2024-03-12 10:00:01,002 WARN  slow query (812 ms)
2024-03-12 10:01:45,900 ERROR connection reset by peer
2024-03-12 10:03:10,120 ERROR connection reset by peer
2024-03-12 10:04:59,999 INFO  healthcheck ok
2024-03-12 10:05:00,000 ERROR timeout talking to payments
2024-03-12 10:12:30,500 WARN  retrying payments
2024-03-12 10:13:02,250 ERROR timeout talking to payments
2024-03-12 10:21:00,000 INFO  recovered
"""

BUCKET = timedelta(minutes=5)


def floor_time(ts: datetime, step: timedelta) -> datetime:
    start = ts.replace(minute=0, second=0, microsecond=0)
    n = (ts - start) // step
    return start + n * step


def main():
    entries = []
    for line in LOG.splitlines():
        stamp, level, msg = line[:23], line[24:29].strip(), line[30:]
        ts = datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S,%f")
        entries.append((ts, level, msg))
    first, last = entries[0][0], entries[-1][0]
    print(f"span: {last - first} ({(last - first).total_seconds():.3f}s)")
    buckets: "OrderedDict[datetime, Counter]" = OrderedDict()
    t = floor_time(first, BUCKET)
    while t <= last:
        buckets[t] = Counter()
        t += BUCKET
    for ts, level, _ in entries:
        buckets[floor_time(ts, BUCKET)][level] += 1
    for start, counts in buckets.items():
        bar = "#" * counts["ERROR"] + "." * counts["WARN"]
        print(f"{start:%H:%M}-{start + BUCKET:%H:%M} E={counts['ERROR']} W={counts['WARN']} I={counts['INFO']} {bar}")
    errors = [(ts, msg) for ts, lvl, msg in entries if lvl == "ERROR"]
    gaps = [(b[0] - a[0]).seconds for a, b in zip(errors, errors[1:])]
    print("seconds between errors:", gaps)
    top = Counter(msg for _, msg in errors).most_common(1)[0]
    print("most common error:", top)
    print("first error at", errors[0][0].isoformat(timespec="milliseconds"))
    print("weekday:", first.strftime("%a"), "ms:", first.microsecond // 1000)
    return len(errors)


if __name__ == "__main__":
    main()
