from datetime import date, timedelta, datetime

HOLIDAYS = {date(2024, 12, 25), date(2024, 12, 26), date(2025, 1, 1)}


def add_business_days(start, days):
    current = start
    while days > 0:
        current += timedelta(days=1)
        if current.weekday() < 5 and current not in HOLIDAYS:
            days -= 1
    return current


def main():
    start = date(2024, 12, 20)
    for n in (1, 3, 5, 10):
        due = add_business_days(start, n)
        print(f"{n:>2} business days after {start.isoformat()}: {due:%a %d %b %Y} ({(due - start).days} calendar)")
    stamp = datetime(2024, 2, 29, 13, 45, 30)
    print(stamp, stamp.strftime("%Y/%m/%d %H:%M"), stamp + timedelta(hours=12))
    print(date(2024, 3, 1) - date(2024, 2, 1), date(2023, 3, 1) - date(2023, 2, 1))
    print(date.fromisoformat("2025-07-04").toordinal(), date(2024, 1, 1).isocalendar()[1])
    span = timedelta(days=3, hours=5, minutes=7)
    print(span, span.total_seconds(), span // timedelta(hours=1))
    return add_business_days(date(2024, 12, 24), 2).day


if __name__ == "__main__":
    main()
