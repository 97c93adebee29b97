"""Render a month calendar with marked holidays and count working days per month."""
import calendar
from datetime import date, timedelta

HOLIDAYS = {
    date(2024, 1, 1): "New Year",
    date(2024, 3, 29): "Good Friday",
    date(2024, 4, 1): "Easter Monday",
    date(2024, 5, 1): "Labour Day",
    date(2024, 12, 25): "Christmas",
    date(2024, 12, 26): "Boxing Day",
}


def render(year: int, month: int) -> str:
    cal = calendar.Calendar(firstweekday=calendar.MONDAY)
    lines = [f"{calendar.month_name[month]} {year}".center(27)]
    lines.append(" ".join(f"{d[:2]:>3}" for d in calendar.day_abbr))
    for week in cal.monthdayscalendar(year, month):
        cells = []
        for day in week:
            if day == 0:
                cells.append("   ")
                continue
            mark = "*" if date(year, month, day) in HOLIDAYS else " "
            cells.append(f"{day:>2}{mark}")
        lines.append(" ".join(cells).rstrip())
    return "\n".join(lines)


def working_days(year: int, month: int) -> int:
    _, last = calendar.monthrange(year, month)
    days = (date(year, month, d) for d in range(1, last + 1))
    return sum(1 for d in days if d.weekday() < 5 and d not in HOLIDAYS)


def add_working_days(start: date, n: int) -> date:
    current = start
    while n > 0:
        current += timedelta(days=1)
        if current.weekday() < 5 and current not in HOLIDAYS:
            n -= 1
    return current


def main():
    print(render(2024, 3))
    print()
    print(render(2024, 12))
    print()
    totals = {calendar.month_abbr[m]: working_days(2024, m) for m in range(1, 13)}
    print("working days:", totals)
    print("year total:", sum(totals.values()), "| leap year:", calendar.isleap(2024))
    due = add_working_days(date(2024, 3, 27), 5)
    print(f"5 working days after 27 Mar: {due:%a %d %b}")
    for d, name in sorted(HOLIDAYS.items()):
        print(f"  {d.isoformat()} {calendar.day_name[d.weekday()]:<9} {name}")


if __name__ == "__main__":
    main()
