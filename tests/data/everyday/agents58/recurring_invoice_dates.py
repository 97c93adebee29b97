"""Generate recurring invoice dates (monthly on day N, clamped to month end; quarterly; weekly)."""
import calendar
from datetime import date, timedelta
from itertools import islice


def add_months(d: date, months: int, anchor_day: int) -> date:
    month_index = d.month - 1 + months
    year = d.year + month_index // 12
    month = month_index % 12 + 1
    last = calendar.monthrange(year, month)[1]
    return date(year, month, min(anchor_day, last))


def monthly(start: date, every: int = 1):
    anchor = start.day
    current = start
    while True:
        yield current
        current = add_months(current, every, anchor)


def weekly(start: date, weekday: int):
    offset = (weekday - start.weekday()) % 7
    current = start + timedelta(days=offset)
    while True:
        yield current
        current += timedelta(weeks=1)


def shift_off_weekend(d: date) -> date:
    if d.weekday() == 5:
        return d - timedelta(days=1)
    if d.weekday() == 6:
        return d + timedelta(days=1)
    return d


def main():
    plans = {
        "rent (monthly, 31st)": monthly(date(2024, 1, 31)),
        "insurance (quarterly, 15th)": monthly(date(2024, 2, 15), every=3),
        "cleaning (weekly, Fri)": weekly(date(2024, 1, 1), calendar.FRIDAY),
    }
    for name, gen in plans.items():
        dates = list(islice(gen, 6))
        print(name)
        for d in dates:
            due = shift_off_weekend(d)
            moved = "" if due == d else f" (moved from {d:%a})"
            print(f"   {due.isoformat()} {calendar.day_abbr[due.weekday()]}{moved}")
    leap = [y for y in range(2020, 2033) if calendar.isleap(y)]
    print("leap years:", leap, calendar.leapdays(2000, 2100))
    print(calendar.month_name[2], add_months(date(2023, 12, 31), 2, 31))


if __name__ == "__main__":
    main()
