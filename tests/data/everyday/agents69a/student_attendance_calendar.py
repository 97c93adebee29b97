"""Attendance register for a school month on a calendar grid, with absence streaks."""
import calendar
from datetime import date, timedelta

HOLIDAYS = {date(2024, 9, 2): "Labor Day", date(2024, 9, 23): "Staff training"}
ABSENCES = {
    "Amir": ["2024-09-05", "2024-09-06", "2024-09-09", "2024-09-10", "2024-09-30"],
    "Bea": ["2024-09-13"],
    "Cleo": [],
    "Dev": ["2024-09-16", "2024-09-17", "2024-09-18", "2024-09-19", "2024-09-20", "2024-09-24"],
}
LATE = {"Bea": ["2024-09-03", "2024-09-04", "2024-09-25"], "Cleo": ["2024-09-12"]}


def school_days(year, month):
    cal = calendar.Calendar(firstweekday=calendar.MONDAY)
    for d in cal.itermonthdates(year, month):
        if d.month == month and d.weekday() < 5 and d not in HOLIDAYS:
            yield d


def longest_streak(days, all_days):
    index = {d: i for i, d in enumerate(all_days)}
    best = cur = 0
    prev = None
    for d in sorted(days):
        i = index[d]
        cur = cur + 1 if prev is not None and i == prev + 1 else 1
        best = max(best, cur)
        prev = i
    return best


def grid(student, year, month):
    absent = {date.fromisoformat(s) for s in ABSENCES.get(student, [])}
    late = {date.fromisoformat(s) for s in LATE.get(student, [])}
    rows = ["Mo Tu We Th Fr Sa Su"]
    for week in calendar.monthcalendar(year, month):
        cells = []
        for i, day in enumerate(week):
            if day == 0:
                cells.append("  ")
                continue
            d = date(year, month, day)
            if i >= 5:
                cells.append(" .")
            elif d in HOLIDAYS:
                cells.append(" H")
            elif d in absent:
                cells.append(" A")
            elif d in late:
                cells.append(" L")
            else:
                cells.append(f"{day:2d}")
        rows.append(" ".join(cells))
    return "\n".join(rows)


def main():
    year, month = 2024, 9
    days = list(school_days(year, month))
    print(f"{calendar.month_name[month]} {year}: {len(days)} school days, holidays:",
          ", ".join(f"{d:%d} {name}" for d, name in sorted(HOLIDAYS.items())))
    print(grid("Amir", year, month))
    print()
    print(f"{'student':<8}{'present':>8}{'absent':>7}{'late':>5}{'rate':>8}{'streak':>7}")
    for student in sorted(ABSENCES):
        absent = [date.fromisoformat(s) for s in ABSENCES[student]]
        present = len(days) - len(absent)
        rate = present / len(days)
        streak = longest_streak(absent, days)
        flag = " *" if rate < 0.9 or streak >= 3 else ""
        print(f"{student:<8}{present:>8}{len(absent):>7}{len(LATE.get(student, [])):>5}{rate:>8.1%}{streak:>7}{flag}")
    mondays = [d for d in days if d.weekday() == calendar.MONDAY]
    print("Mondays taught:", [d.day for d in mondays])
    next_term = date(year, month, 30) + timedelta(weeks=5)
    print("five weeks after the last day:", next_term.strftime("%A %d %B %Y"), next_term.isocalendar()[1])
    print(calendar.TextCalendar(calendar.SUNDAY).formatweekheader(3))
    return len(days)


if __name__ == "__main__":
    main()
