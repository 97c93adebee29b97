from datetime import datetime, timedelta, timezone

UTC = timezone.utc
WINDOW_START = datetime(2024, 3, 1, tzinfo=UTC)
WINDOW_END = datetime(2024, 4, 1, tzinfo=UTC)

INCIDENTS = [
    ("api", "2024-03-02T10:15:00+00:00", "2024-03-02T10:42:00+00:00", "major"),
    ("api", "2024-03-02T10:30:00+00:00", "2024-03-02T11:05:00+00:00", "minor"),
    ("web", "2024-03-09T23:50:00+01:00", "2024-03-10T00:20:00+01:00", "minor"),
    ("api", "2024-03-15T04:00:00-05:00", "2024-03-15T04:03:30-05:00", "major"),
    ("db", "2024-02-29T22:00:00+00:00", "2024-03-01T01:00:00+00:00", "critical"),
    ("web", "2024-03-31T23:30:00+00:00", "2024-04-01T00:30:00+00:00", "major"),
    ("api", "2024-03-20T12:00:00+00:00", None, "minor"),
]


def merge(spans):
    spans = sorted(spans)
    merged = []
    for start, end in spans:
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def clip(start, end):
    return max(start, WINDOW_START), min(end, WINDOW_END)


def main():
    window = WINDOW_END - WINDOW_START
    by_service = {}
    open_incidents = []
    for service, s, e, sev in INCIDENTS:
        if e is None:
            open_incidents.append((service, s))
            continue
        start, end = clip(datetime.fromisoformat(s), datetime.fromisoformat(e))
        if start < end:
            by_service.setdefault(service, []).append((start, end))

    print(f"Window {WINDOW_START:%Y-%m-%d} .. {WINDOW_END:%Y-%m-%d} ({window.days} days)")
    slo = 0.999
    budget = window * (1 - slo)
    print(f"Error budget at {slo:.1%}: {budget}")
    for service in sorted(by_service):
        spans = merge(by_service[service])
        down = sum((e - s for s, e in spans), timedelta())
        avail = 1 - down / window
        used = down / budget
        status = "BREACH" if avail < slo else "ok"
        print(f"{service:<4} down {str(down):>8} avail {avail:.4%} budget used {used:6.1%} {status}")
        for s, e in spans:
            print(f"     {s.astimezone(UTC):%d %b %H:%M}-{e.astimezone(UTC):%H:%M} UTC ({int((e - s).total_seconds() // 60)} min)")
    for service, s in open_incidents:
        started = datetime.fromisoformat(s)
        print(f"OPEN: {service} since {started.isoformat()} ({(WINDOW_END - started).days} days to window end)")
    local = datetime.fromisoformat(INCIDENTS[2][1])
    print(local.tzinfo, local.utcoffset(), local.astimezone(UTC).isoformat(), local.astimezone(timezone(timedelta(hours=-8))).strftime("%Y-%m-%d %H:%M %Z"))
    return len(by_service)


if __name__ == "__main__":
    main()
