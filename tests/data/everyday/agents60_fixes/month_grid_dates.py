"""Lay out months as grids of dates with `calendar.Calendar` (Monday and Sunday starts),
across year ends, and whole years in rows of months."""
import calendar
from datetime import date


def main():
    for first in (calendar.MONDAY, calendar.SUNDAY):
        cal = calendar.Calendar(firstweekday=first)
        print("first weekday", calendar.day_name[first])
        for year, month in [(2026, 1), (2026, 2), (2025, 12), (2024, 2)]:
            weeks = cal.monthdatescalendar(year, month)
            spill = [d for week in weeks for d in week if d.month != month]
            print(f"  {year}-{month:02d}: {len(weeks)} weeks, {weeks[0][0]} .. {weeks[-1][-1]}, {len(spill)} outside")
        print("  ", list(cal.itermonthdates(2027, 1))[:3], type(next(iter(cal.itermonthdates(2027, 1)))).__name__)
        print("  ", list(cal.itermonthdays3(2026, 3))[:2], list(cal.itermonthdays4(2026, 3))[-1])
    cal = calendar.Calendar()
    rows = cal.yeardatescalendar(2026, width=4)
    print(len(rows), [len(r) for r in rows], rows[0][0][0][0], rows[-1][-1][-1][-1])
    rows = cal.yeardays2calendar(2026)
    print(len(rows), rows[0][1][0])
    rows = cal.yeardayscalendar(2026, 6)
    print(len(rows), rows[1][5][-1])
    today = date(2026, 7, 15)
    week = next(w for w in cal.monthdatescalendar(today.year, today.month) if today in w)
    print("week of", today, ":", ", ".join(d.strftime("%a %d") for d in week))
    for bad in [(2026, 13), (2026, 0)]:
        try:
            cal.monthdatescalendar(*bad)
        except calendar.IllegalMonthError as exc:
            print("IllegalMonthError:", exc)
    try:
        cal.yeardatescalendar(2026, 0)
    except ValueError as exc:
        print("ValueError:", exc)


if __name__ == "__main__":
    main()
