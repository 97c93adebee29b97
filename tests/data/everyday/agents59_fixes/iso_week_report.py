"""Group deliveries by ISO week, as a weekly report does: `isocalendar()` read by name
(`.year`, `.week`, `.weekday`), by index, and unpacked, around the turn of the year."""
from collections import defaultdict
from datetime import date, datetime, timedelta


def main():
    start = date(2024, 12, 23)
    deliveries = [(start + timedelta(days=3 * i), 10 + i) for i in range(8)]
    by_week = defaultdict(int)
    for day, crates in deliveries:
        iso = day.isocalendar()
        by_week[(iso.year, iso.week)] += crates
        print(day, day.strftime("%a"), iso, iso[1], iso.weekday == day.isoweekday())
    for (year, week), crates in sorted(by_week.items()):
        print(f"{year}-W{week:02d}: {crates} crates")
    year, week, weekday = date(2021, 1, 3).isocalendar()
    print(year, week, weekday)
    stamp = datetime(2026, 12, 31, 18, 45).isocalendar()
    print(stamp, tuple(stamp), stamp == (2026, 53, 4), len(stamp), list(stamp)[::-1])
    print(repr(date(2024, 1, 1).isocalendar()), str(date(2023, 1, 1).isocalendar()))
    print(max(date(2024, 6, d).isocalendar() for d in range(1, 8)))
