"""Print a month of room bookings with the calendar module and find free days."""
import calendar
from datetime import date, timedelta

BOOKINGS = {
    "Oak": [("2025-02-03", 2), ("2025-02-10", 1), ("2025-02-14", 3), ("2025-02-27", 4)],
    "Elm": [("2025-02-01", 7), ("2025-02-20", 2)],
}


def booked_days(spans):
    days = set()
    for start, length in spans:
        d = date.fromisoformat(start)
        for i in range(length):
            days.add(d + timedelta(days=i))
    return days


def main():
    year, month = 2025, 2
    cal = calendar.TextCalendar(firstweekday=calendar.MONDAY)
    print(cal.formatmonth(year, month))
    first_wd, ndays = calendar.monthrange(year, month)
    print("starts on", calendar.day_name[first_wd], "with", ndays, "days")
    for room, spans in BOOKINGS.items():
        days = booked_days(spans)
        in_month = sorted(d for d in days if d.month == month)
        print(f"{room}: booked {len(in_month)} days, spills into March: {sorted(d.isoformat() for d in days if d.month != month)}")
        for week in calendar.monthcalendar(year, month):
            cells = []
            for day in week:
                if day == 0:
                    cells.append("  .")
                elif date(year, month, day) in days:
                    cells.append("  #")
                else:
                    cells.append(f"{day:3}")
            print("  " + "".join(cells))
        free_weekdays = [d for d in range(1, ndays + 1) if calendar.weekday(year, month, d) < 5 and date(year, month, d) not in days]
        print(f"  free weekdays: {len(free_weekdays)} first={free_weekdays[:3]}")
    print(calendar.isleap(2024), calendar.leapdays(2000, 2025), calendar.month_name[2], calendar.month_abbr[12])
    print(list(calendar.day_abbr), calendar.weekheader(2))
    print([d.isoformat() for d in list(calendar.Calendar().itermonthdates(2025, 2))[:2]])
    print(calendar.timegm((2025, 2, 1, 0, 0, 0)), calendar.firstweekday())
    try:
        calendar.monthrange(2025, 13)
    except calendar.IllegalMonthError as err:
        print("IllegalMonthError:", err)


if __name__ == "__main__":
    main()
