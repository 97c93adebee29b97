"""Compute headways between consecutive departures per stop from a GTFS-like CSV."""
import csv
import io
from collections import defaultdict
from datetime import datetime, timedelta
from statistics import mean, median

STOP_TIMES = """trip_id,stop_id,departure_time
T1,CENTRAL,06:00:00
T1,MARKET,06:07:30
T1,HARBOR,06:15:00
T2,CENTRAL,06:12:00
T2,MARKET,06:19:45
T2,HARBOR,06:28:10
T3,CENTRAL,06:25:00
T3,MARKET,06:31:00
T3,HARBOR,06:40:30
T4,CENTRAL,06:45:00
T4,MARKET,06:52:15
T4,HARBOR,07:01:00
"""


def parse_time(value: str) -> datetime:
    return datetime.strptime(value, "%H:%M:%S")


def fmt_delta(delta: timedelta) -> str:
    total = int(delta.total_seconds())
    minutes, seconds = divmod(total, 60)
    return f"{minutes:>2}m{seconds:02d}s"


def main():
    reader = csv.DictReader(io.StringIO(STOP_TIMES))
    by_stop: dict[str, list[datetime]] = defaultdict(list)
    for row in reader:
        by_stop[row["stop_id"]].append(parse_time(row["departure_time"]))

    print(f"{'stop':<8} {'deps':>4} {'min':>7} {'max':>7} {'mean':>8} {'median':>8}")
    summary = {}
    for stop, times in sorted(by_stop.items()):
        times.sort()
        gaps = [b - a for a, b in zip(times, times[1:])]
        secs = [g.total_seconds() for g in gaps]
        summary[stop] = round(mean(secs) / 60, 2)
        print(
            f"{stop:<8} {len(times):>4} {fmt_delta(min(gaps))} {fmt_delta(max(gaps))} "
            f"{mean(secs) / 60:8.2f} {median(secs) / 60:8.2f}"
        )

    first = min(t for ts in by_stop.values() for t in ts)
    last = max(t for ts in by_stop.values() for t in ts)
    span = last - first
    print(f"service span: {first:%H:%M} -> {last:%H:%M} ({span})")
    worst = max(summary, key=summary.get)
    print(f"least frequent stop: {worst} (avg {summary[worst]} min)")
    return summary


if __name__ == "__main__":
    main()
