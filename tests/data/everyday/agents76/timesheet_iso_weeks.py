"""Roll timesheet entries up by ISO week and flag weeks over the overtime threshold."""
from datetime import date, datetime, timedelta
from itertools import groupby
from operator import itemgetter

ENTRIES = [
    ("ana", "2026-12-28T08:30", "2026-12-28T17:15"),
    ("ana", "2026-12-29T09:00", "2026-12-29T19:45"),
    ("ana", "2026-12-31T07:00", "2026-12-31T18:30"),
    ("ana", "2027-01-02T10:00", "2027-01-02T14:00"),
    ("ana", "2027-01-04T08:00", "2027-01-04T16:00"),
    ("ben", "2026-12-28T22:00", "2026-12-29T06:30"),
    ("ben", "2026-12-30T22:00", "2026-12-31T06:00"),
    ("ben", "2027-01-05T09:00", "2027-01-05T09:00"),
    ("ben", "2027-01-06T12:00", "2027-01-06T11:00"),
]
WEEKLY_LIMIT = timedelta(hours=30)


def fmt(td: timedelta) -> str:
    minutes = int(td.total_seconds()) // 60
    return f"{minutes // 60:d}h{minutes % 60:02d}m"


def main():
    rows = []
    for person, start_s, end_s in ENTRIES:
        start, end = datetime.fromisoformat(start_s), datetime.fromisoformat(end_s)
        if end <= start:
            print(f"skip {person} {start:%Y-%m-%d %H:%M}: non-positive duration {end - start}")
            continue
        iso = start.date().isocalendar()
        rows.append((person, iso.year, iso.week, start, end - start))
    rows.sort(key=itemgetter(0, 1, 2, 3))
    for (person, year, week), group in groupby(rows, key=itemgetter(0, 1, 2)):
        group = list(group)
        total = sum((r[4] for r in group), timedelta())
        monday = date.fromisocalendar(year, week, 1)
        flag = "  OVERTIME +" + fmt(total - WEEKLY_LIMIT) if total > WEEKLY_LIMIT else ""
        days = ", ".join(r[3].strftime("%a") for r in group)
        print(f"{person:<4} {year}-W{week:02d} (from {monday:%d %b}) {fmt(total):>7} [{days}]{flag}")
    night = [r for r in rows if r[3].hour >= 20]
    print("night shifts:", len(night), "total", fmt(sum((r[4] for r in night), timedelta())))
    longest = max(rows, key=itemgetter(4))
    print(f"longest: {longest[0]} on {longest[3]:%A %d %B %Y}, {longest[4]}")
    return len(rows)


if __name__ == "__main__":
    main()
