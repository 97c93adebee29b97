from datetime import datetime, timedelta, timezone

MEETINGS = [
    ("standup", "2024-05-06T09:00:00+02:00", "2024-05-06T09:15:00+02:00"),
    ("design review", "2024-05-06T08:30:00+01:00", "2024-05-06T09:30:00+01:00"),
    ("vendor call", "2024-05-06T03:00:00-04:00", "2024-05-06T04:00:00-04:00"),
    ("lunch & learn", "2024-05-06T16:00:00+05:30", "2024-05-06T17:00:00+05:30"),
    ("retro", "2024-05-06T07:45:00+00:00", "2024-05-06T08:05:00+00:00"),
]

OFFICES = {
    "Berlin": timezone(timedelta(hours=2), "CEST"),
    "New York": timezone(timedelta(hours=-4), "EDT"),
    "Bangalore": timezone(timedelta(hours=5, minutes=30), "IST"),
}


def overlaps(a, b):
    return a[1] < b[2] and b[1] < a[2]


def main():
    parsed = [(name, datetime.fromisoformat(s), datetime.fromisoformat(e)) for name, s, e in MEETINGS]
    parsed.sort(key=lambda m: m[1])
    print("Meetings in UTC:")
    for name, start, end in parsed:
        utc = start.astimezone(timezone.utc)
        minutes = int((end - start).total_seconds() // 60)
        print(f"  {utc:%H:%M} {utc.tzname()}  {name:<14} {minutes:>3} min  (local {start:%H:%M %z})")
    clashes = [(a[0], b[0]) for i, a in enumerate(parsed) for b in parsed[i + 1:] if overlaps(a, b)]
    for a, b in clashes:
        print(f"clash: {a} <-> {b}")
    busy = []
    for _, start, end in parsed:
        if busy and start <= busy[-1][1]:
            busy[-1] = (busy[-1][0], max(busy[-1][1], end))
        else:
            busy.append((start, end))
    total = sum((e - s for s, e in busy), timedelta())
    print(f"busy blocks: {len(busy)}, total {total}")
    day_start = datetime(2024, 5, 6, 6, 0, tzinfo=timezone.utc)
    day_end = datetime(2024, 5, 6, 12, 0, tzinfo=timezone.utc)
    cursor = day_start
    free = []
    for s, e in busy:
        if s > cursor:
            free.append((cursor, s))
        cursor = max(cursor, e)
    if cursor < day_end:
        free.append((cursor, day_end))
    print("free windows:")
    for s, e in free:
        local = "  ".join(f"{city} {s.astimezone(tz):%H:%M}-{e.astimezone(tz):%H:%M}" for city, tz in OFFICES.items())
        s_utc, e_utc = s.astimezone(timezone.utc), e.astimezone(timezone.utc)
        print(f"  {s_utc:%H:%M}-{e_utc:%H:%M}Z  {local}")
    print(repr(OFFICES["Bangalore"]), OFFICES["Berlin"].utcoffset(None))
    print(parsed[0][1].isoformat(timespec="minutes"), parsed[-1][2].astimezone(OFFICES["New York"]).isoformat())


if __name__ == "__main__":
    main()
