"""Payroll planning across years: leap years, paydays on the last weekday, printed calendars."""
import calendar


def last_weekday(year, month):
    days = calendar.monthrange(year, month)[1]
    while calendar.weekday(year, month, days) >= 5:
        days -= 1
    return days


def main():
    years = [1900, 2000, 2023, 2024, 2100]
    for y in years:
        print(y, "leap" if calendar.isleap(y) else "common")
    print("leap days 2000-2025:", calendar.leapdays(2000, 2025))
    print("leap days 1899-1901:", calendar.leapdays(1899, 1901))
    paydays = [last_weekday(2024, m) for m in range(1, 13)]
    print("paydays 2024:", paydays)
    cal = calendar.TextCalendar()
    print(cal.formatmonth(2024, 12))
    sunday = calendar.TextCalendar(calendar.SUNDAY)
    print(sunday.formatmonth(2025, 3, w=3))
    print(calendar.MONDAY, calendar.SUNDAY, calendar.FRIDAY)
    print(calendar.monthrange(2023, 2), calendar.monthrange(2024, 2))
    for bad_month in (0, 13):
        try:
            calendar.monthrange(2024, bad_month)
        except ValueError as e:
            print(type(e).__name__, e, isinstance(e, calendar.IllegalMonthError))
    print(calendar.TextCalendar(calendar.SUNDAY).monthdayscalendar(2024, 6)[0])
    return sum(paydays)
