"""Count working days per month for a payroll run, skipping public holidays."""
import calendar
from datetime import date, timedelta

HOLIDAYS = {
    date(2024, 1, 1): "New Year",
    date(2024, 3, 29): "Good Friday",
    date(2024, 4, 1): "Easter Monday",
    date(2024, 5, 1): "Labour Day",
    date(2024, 5, 9): "Ascension",
    date(2024, 5, 20): "Whit Monday",
}

DAILY_RATE = 412.50


def workdays(year: int, month: int) -> list[date]:
    days = []
    for week in calendar.monthcalendar(year, month):
        for weekday, day in enumerate(week):
            if day and weekday < calendar.SATURDAY:
                d = date(year, month, day)
                if d not in HOLIDAYS:
                    days.append(d)
    return days


def last_business_day(year: int, month: int) -> date:
    d = date(year, month, calendar.monthrange(year, month)[1])
    while d.weekday() >= 5 or d in HOLIDAYS:
        d -= timedelta(days=1)
    return d


def main():
    cal = calendar.TextCalendar(firstweekday=calendar.MONDAY)
    print(cal.formatmonth(2024, 5), end="")
    print(f"{'month':<10}{'days':>5}{'work':>6}{'hol':>5}{'gross':>12}  payday")
    year_total = 0.0
    for month in range(1, 6):
        _, ndays = calendar.monthrange(2024, month)
        work = workdays(2024, month)
        hol = [d for d in HOLIDAYS if d.month == month and d.weekday() < 5]
        gross = len(work) * DAILY_RATE
        year_total += gross
        pay = last_business_day(2024, month)
        print(f"{calendar.month_name[month]:<10}{ndays:>5}{len(work):>6}{len(hol):>5}{gross:>12,.2f}  {pay:%a %d %b}")
    print(f"{'total':<26}{year_total:>12,.2f}")
    print("leap:", calendar.isleap(2024), calendar.leapdays(2000, 2025))
    print("headers:", " ".join(calendar.day_abbr[i] for i in range(7)))
    first = date(2024, 3, 1)
    print("weekday of 1 Mar:", calendar.day_name[first.weekday()], first.isocalendar())
    names = [HOLIDAYS[d] for d in sorted(HOLIDAYS) if d.isoweekday() == 1]
    print("Monday holidays:", ", ".join(names))
    return len(workdays(2024, 5))


if __name__ == "__main__":
    main()
