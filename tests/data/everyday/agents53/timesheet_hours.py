"""Total timesheet hours per person and project, with overtime and weekly summaries."""
from collections import defaultdict
from datetime import date, datetime, timedelta

ENTRIES = """\
2024-04-01 alice apollo 09:00 12:30
2024-04-01 alice hermes 13:15 18:45
2024-04-02 alice apollo 08:30 17:00
2024-04-02 bob apollo 10:00 14:00
2024-04-03 bob hermes 09:00 19:30
2024-04-05 alice hermes 09:00 11:00
2024-04-08 bob apollo 09:00 17:30
2024-04-09 alice apollo 22:00 23:30
"""

DAILY_LIMIT = 8.0


def hours(start, end):
    fmt = "%H:%M"
    delta = datetime.strptime(end, fmt) - datetime.strptime(start, fmt)
    return delta.seconds / 3600


def main():
    per_day = defaultdict(float)
    per_project = defaultdict(lambda: defaultdict(float))
    weeks = defaultdict(float)
    for line in ENTRIES.splitlines():
        day_s, who, project, start, end = line.split()
        day = date.fromisoformat(day_s)
        h = hours(start, end)
        per_day[(who, day)] += h
        per_project[who][project] += h
        year, week, _ = day.isocalendar()
        weeks[(who, week)] += h
    print("overtime days:")
    for (who, day), h in sorted(per_day.items()):
        if h > DAILY_LIMIT:
            print(f"  {who:<6} {day:%a %d %b} {h:5.2f}h (+{h - DAILY_LIMIT:.2f})")
    print("by project:")
    for who in sorted(per_project):
        projects = per_project[who]
        total = sum(projects.values())
        parts = ", ".join(f"{p} {h:.1f}h ({h / total:.0%})" for p, h in sorted(projects.items()))
        print(f"  {who}: {total:.2f}h = {parts}")
    print("weekly:")
    for (who, week), h in sorted(weeks.items()):
        monday = date.fromisocalendar(2024, week, 1)
        print(f"  {who} week {week} (from {monday.isoformat()}): {h:.2f}h")
    gap = date(2024, 4, 9) - date(2024, 4, 1)
    print("span:", gap.days, "days;", (date(2024, 4, 1) + timedelta(weeks=2)).strftime("%Y/%m/%d"))


if __name__ == "__main__":
    main()
