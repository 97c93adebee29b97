"""Roll up timesheet entries by ISO week and check them against contract hours."""
from datetime import date, datetime, time, timedelta
from collections import defaultdict

ENTRIES = """\
2024-12-30 09:00 17:30 client-a
2024-12-31 09:15 13:00 client-a
2025-01-02 08:45 18:10 client-b
2025-01-03 10:00 16:00 internal
2025-01-06 09:00 17:00 client-a
2025-01-07 22:00 02:30 ops-oncall
2025-01-08 09:00 12:00 client-b
2025-01-12 10:00 11:00 internal
"""

CONTRACT_HOURS = 37.5


def parse(line):
    day, start, end, project = line.split()
    d = date.fromisoformat(day)
    s = datetime.combine(d, time.fromisoformat(start))
    e = datetime.combine(d, time.fromisoformat(end))
    if e <= s:
        e += timedelta(days=1)
    return d, s, e, project


def fmt_td(td):
    minutes = int(td.total_seconds() // 60)
    return f"{minutes // 60}h{minutes % 60:02d}"


def main():
    weeks = defaultdict(timedelta)
    projects = defaultdict(lambda: defaultdict(timedelta))
    for line in ENTRIES.splitlines():
        d, s, e, project = parse(line)
        iso = d.isocalendar()
        key = (iso.year, iso.week)
        weeks[key] += e - s
        projects[key][project] += e - s
        print(f"{d:%a %d %b} {s:%H:%M}-{e:%H:%M} {fmt_td(e - s):>6} {project} (W{iso.week:02d} day {iso.weekday})")

    for (year, week), total in sorted(weeks.items()):
        monday = date.fromisocalendar(year, week, 1)
        hours = total.total_seconds() / 3600
        diff = hours - CONTRACT_HOURS
        print(f"{year}-W{week:02d} from {monday.isoformat()}: {fmt_td(total)} ({hours:.2f}h, {diff:+.2f} vs contract)")
        for proj, td in sorted(projects[(year, week)].items(), key=lambda kv: kv[1], reverse=True):
            print(f"    {proj:12}{td}")

    print(date(2024, 12, 30).isocalendar(), date(2021, 1, 3).isocalendar()[:2], date(2026, 12, 31).strftime("%G-W%V-%u %j"))
    print(date.fromisocalendar(2020, 53, 7), time(9, 5).isoformat(), time.fromisoformat("23:59:59.5"), time(7, 30) < time(8))
    print(timedelta(hours=37, minutes=30) / timedelta(hours=7.5), timedelta(days=1, seconds=-1), -timedelta(minutes=90))
    print(timedelta(hours=10) // 3, timedelta(hours=10) % timedelta(hours=3), abs(timedelta(days=-2)), timedelta(0) == timedelta())
    try:
        date.fromisocalendar(2021, 53, 1)
    except ValueError as err:
        print("ValueError:", err)
    try:
        time(24, 0)
    except ValueError as err:
        print("ValueError:", err)


if __name__ == "__main__":
    main()
