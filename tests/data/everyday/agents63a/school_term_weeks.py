"""Lay out a school year: terms, half-terms, teaching days and a week-A/week-B timetable."""
from datetime import date, timedelta
import calendar

TERMS = [
    ("Autumn", date(2024, 9, 4), date(2024, 12, 20), (date(2024, 10, 28), date(2024, 11, 1))),
    ("Spring", date(2025, 1, 6), date(2025, 4, 4), (date(2025, 2, 17), date(2025, 2, 21))),
    ("Summer", date(2025, 4, 22), date(2025, 7, 22), (date(2025, 5, 26), date(2025, 5, 30))),
]
INSET = {date(2024, 9, 2), date(2024, 9, 3), date(2025, 1, 6), date(2025, 6, 27)}
BANK = {date(2025, 5, 5)}


def daterange(start, end):
    d = start
    while d <= end:
        yield d
        d += timedelta(days=1)


def teaching_days(start, end, half_term):
    ht0, ht1 = half_term
    return [d for d in daterange(start, end)
            if d.weekday() < 5 and not ht0 <= d <= ht1 and d not in INSET and d not in BANK]


def monday_of(d):
    return d - timedelta(days=d.weekday())


def main():
    total = 0
    week_letter = {}
    letter = "A"
    for name, start, end, half in TERMS:
        days = teaching_days(start, end, half)
        total += len(days)
        weeks = sorted({monday_of(d) for d in days})
        for w in weeks:
            week_letter[w] = letter
            letter = "B" if letter == "A" else "A"
        print(f"{name:<7} {start:%d %b %Y} - {end:%d %b %Y}: {len(days):>3} days in {len(weeks)} weeks,"
              f" half-term {half[0]:%d %b}-{half[1]:%d %b}")
        short = [w for w in weeks if sum(1 for d in days if monday_of(d) == w) < 5]
        print(f"        short weeks: {', '.join(w.strftime('%d/%m') for w in short)}")
    print(f"teaching days in the year: {total}")
    for probe in (date(2024, 9, 4), date(2024, 11, 4), date(2025, 3, 12), date(2025, 7, 21)):
        print(f"{probe:%a %d %b %Y}: week {week_letter.get(monday_of(probe), '?')}, ISO week {probe.isocalendar().week}")
    cal = calendar.TextCalendar(firstweekday=calendar.MONDAY)
    print(cal.formatmonth(2025, 2))
    fridays = [d for d in daterange(date(2025, 1, 1), date(2025, 3, 31)) if d.weekday() == calendar.FRIDAY and d.day <= 7]
    print("first Fridays Q1:", [d.isoformat() for d in fridays])
    summer = TERMS[2][2] - TERMS[2][1]
    print("summer term length:", summer.days, "days;", summer // timedelta(weeks=1), "whole weeks")
    print("days until summer holiday from 1 June:", (TERMS[2][2] - date(2025, 6, 1)).days)
    print(calendar.weekheader(3), "|", list(calendar.day_abbr)[:3], calendar.month_name[9])
    return total


if __name__ == "__main__":
    main()
