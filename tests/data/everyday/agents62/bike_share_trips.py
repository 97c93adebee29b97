"""Analyse bike-share trips: durations, overtime fees and station imbalance."""
from collections import Counter, defaultdict
from datetime import datetime, timedelta
from math import ceil

TRIPS = [
    ("T1", "Harbour", "Museum", "2026-05-02 08:01", "2026-05-02 08:19"),
    ("T2", "Museum", "Station", "2026-05-02 08:05", "2026-05-02 09:02"),
    ("T3", "Station", "Harbour", "2026-05-02 08:30", "2026-05-02 08:44"),
    ("T4", "Harbour", "Station", "2026-05-02 09:10", "2026-05-02 10:55"),
    ("T5", "Park", "Museum", "2026-05-02 11:00", "2026-05-02 11:29"),
    ("T6", "Harbour", "Museum", "2026-05-02 12:15", "2026-05-02 12:31"),
    ("T7", "Museum", "Museum", "2026-05-02 13:00", "2026-05-02 13:02"),
    ("T8", "Station", "Park", "2026-05-02 23:50", "2026-05-03 00:35"),
]
FREE = timedelta(minutes=30)
PER_BLOCK = 1.5


def parse(ts):
    return datetime.strptime(ts, "%Y-%m-%d %H:%M")


def fee(duration):
    over = duration - FREE
    if over <= timedelta(0):
        return 0.0
    return ceil(over / timedelta(minutes=15)) * PER_BLOCK


def fmt(td):
    minutes = int(td.total_seconds() // 60)
    return f"{minutes // 60}h{minutes % 60:02d}" if minutes >= 60 else f"{minutes}m"


def main():
    durations = {}
    flows = defaultdict(int)
    routes = Counter()
    for trip_id, src, dst, start, end in TRIPS:
        d = parse(end) - parse(start)
        durations[trip_id] = d
        flows[src] -= 1
        flows[dst] += 1
        if src != dst:
            routes[tuple(sorted((src, dst)))] += 1
        flag = " (too short, ignored)" if d < timedelta(minutes=3) else ""
        print(f"{trip_id} {src:>8} -> {dst:<8} {fmt(d):>5}  fee ${fee(d):5.2f}{flag}")
    valid = {k: v for k, v in durations.items() if v >= timedelta(minutes=3)}
    total = sum(valid.values(), timedelta())
    print(f"total ride time {total}, mean {fmt(total / len(valid))}, longest {max(valid, key=valid.get)}")
    print(f"fees collected: ${sum(fee(d) for d in valid.values()):.2f}")
    print("net bikes per station:", dict(sorted(flows.items(), key=lambda kv: (kv[1], kv[0]))))
    needs = [s for s, n in flows.items() if n < 0]
    print("rebalance to:", ", ".join(sorted(needs)))
    print("popular pair:", routes.most_common(1)[0])
    hours = Counter(parse(t[3]).hour for t in TRIPS)
    peak = max(sorted(hours), key=hours.__getitem__)
    print(f"peak start hour {peak:02d}:00 with {hours[peak]} trips")
    overnight = [t[0] for t in TRIPS if parse(t[3]).date() != parse(t[4]).date()]
    print("overnight:", overnight, timedelta(minutes=105) // timedelta(minutes=15), timedelta(hours=1, minutes=45) / 3)


if __name__ == "__main__":
    main()
