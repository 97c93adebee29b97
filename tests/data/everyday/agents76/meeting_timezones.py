"""Find overlapping working hours for a distributed team using fixed UTC offsets."""
from datetime import date, datetime, time, timedelta, timezone

TEAM = {
    "Lisbon": (timezone(timedelta(hours=0), "WET"), time(9), time(17, 30)),
    "Berlin": (timezone(timedelta(hours=1)), time(8, 30), time(17)),
    "Kolkata": (timezone(timedelta(hours=5, minutes=30)), time(10), time(19)),
    "New York": (timezone(timedelta(hours=-5), "EST"), time(9), time(17)),
}
DAY = date(2026, 12, 9)
SLOT = timedelta(minutes=30)


def window_utc(tz: timezone, start: time, end: time) -> tuple[datetime, datetime]:
    s = datetime.combine(DAY, start, tzinfo=tz).astimezone(timezone.utc)
    e = datetime.combine(DAY, end, tzinfo=tz).astimezone(timezone.utc)
    return s, e


def main():
    windows = {city: window_utc(*spec) for city, spec in TEAM.items()}
    for city, (s, e) in windows.items():
        tz = TEAM[city][0]
        print(f"{city:<9} {tz.tzname(None):>9}  local {TEAM[city][1]:%H:%M}-{TEAM[city][2]:%H:%M}  utc {s:%H:%M}-{e:%H:%M}")
    best = []
    cities = list(windows)
    for i in range(len(cities)):
        for j in range(i + 1, len(cities)):
            a, b = windows[cities[i]], windows[cities[j]]
            start, end = max(a[0], b[0]), min(a[1], b[1])
            overlap = max(end - start, timedelta(0))
            best.append((overlap, cities[i], cities[j], start))
    best.sort(key=lambda t: (-t[0], t[1], t[2]))
    for overlap, c1, c2, start in best:
        hours = overlap.total_seconds() / 3600
        when = f"from {start:%H:%M} UTC" if overlap else "no overlap"
        print(f"  {c1:>8} + {c2:<8} {hours:4.1f}h {when}")
    start = max(s for s, _ in windows.values() if s)
    end = min(e for _, e in windows.values())
    print("all four overlap:", start < end, f"({start:%H:%M}..{end:%H:%M})")
    three = [c for c in cities if c != "Kolkata"]
    s3 = max(windows[c][0] for c in three)
    e3 = min(windows[c][1] for c in three)
    slot = s3
    print("slots without Kolkata:")
    while slot + SLOT <= e3:
        locals_ = "  ".join(f"{c[:3]} {slot.astimezone(TEAM[c][0]):%H:%M}" for c in three)
        print(f"  {slot.isoformat(timespec='minutes')}  {locals_}")
        slot += SLOT
    ny = datetime(2026, 12, 31, 22, 0, tzinfo=TEAM["New York"][0])
    print("NY party in Kolkata:", ny.astimezone(TEAM["Kolkata"][0]).strftime("%Y-%m-%d %H:%M %z"), ny.utcoffset())
    return len(best)


if __name__ == "__main__":
    main()
