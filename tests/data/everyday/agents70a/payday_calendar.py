import calendar
from datetime import date, timedelta

HOLIDAYS = {date(2024, 1, 1), date(2024, 5, 27), date(2024, 7, 4), date(2024, 9, 2), date(2024, 12, 25), date(2024, 11, 28)}


def last_business_day(year: int, month: int) -> date:
    last = date(year, month, calendar.monthrange(year, month)[1])
    while last.weekday() >= 5 or last in HOLIDAYS:
        last -= timedelta(days=1)
    return last


def nth_weekday(year: int, month: int, weekday: int, n: int) -> date:
    first = date(year, month, 1)
    offset = (weekday - first.weekday()) % 7
    return first + timedelta(days=offset + 7 * (n - 1))


def main():
    print(f"{'month':<10}{'payday':<12}{'weekday':<10}{'days in month':>13}")
    for m in range(1, 13):
        pd = last_business_day(2024, m)
        print(f"{calendar.month_name[m]:<10}{pd.isoformat():<12}{calendar.day_name[pd.weekday()]:<10}{calendar.monthrange(2024, m)[1]:>13}")
    print("leap 2024:", calendar.isleap(2024), "leap days 2000-2030:", calendar.leapdays(2000, 2030))
    print("second Tuesdays:", [nth_weekday(2024, m, calendar.TUESDAY, 2).day for m in range(1, 7)])
    print(calendar.month(2024, 2))
    cal = calendar.Calendar(firstweekday=calendar.MONDAY)
    weeks = cal.monthdayscalendar(2024, 3)
    print("weeks in March:", len(weeks), "first week:", weeks[0])
    workdays = sum(1 for d in cal.itermonthdates(2024, 3) if d.month == 3 and d.weekday() < 5)
    print("March workdays:", workdays)
    print("abbr:", list(calendar.day_abbr), calendar.month_abbr[9])
    d = date(2024, 3, 15)
    print(d.strftime("%A %d %B %Y"), d.isocalendar().week, d.toordinal() - date(2024, 1, 1).toordinal() + 1)
    return workdays


if __name__ == "__main__":
    main()
