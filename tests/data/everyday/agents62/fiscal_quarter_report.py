"""Map dates to fiscal quarters (year starting in April) and count working days."""
import calendar
from datetime import date, timedelta

FY_START_MONTH = 4
HOLIDAYS = {date(2026, 4, 3), date(2026, 4, 6), date(2026, 5, 4), date(2026, 5, 25), date(2026, 8, 31),
            date(2026, 12, 25), date(2026, 12, 28), date(2027, 1, 1), date(2027, 3, 26), date(2027, 3, 29)}


def fiscal_year(d):
    return d.year + 1 if d.month >= FY_START_MONTH else d.year


def fiscal_quarter(d):
    offset = (d.month - FY_START_MONTH) % 12
    return offset // 3 + 1


def quarter_bounds(fy, q):
    month0 = FY_START_MONTH + 3 * (q - 1)
    year = fy - 1 + (month0 - 1) // 12
    month = (month0 - 1) % 12 + 1
    start = date(year, month, 1)
    end_month = month + 2
    end_year = year + (end_month - 1) // 12
    end_month = (end_month - 1) % 12 + 1
    end = date(end_year, end_month, calendar.monthrange(end_year, end_month)[1])
    return start, end


def working_days(start, end):
    day, count = start, 0
    while day <= end:
        if day.weekday() < 5 and day not in HOLIDAYS:
            count += 1
        day += timedelta(days=1)
    return count


def main():
    samples = [date(2026, 3, 31), date(2026, 4, 1), date(2026, 9, 30), date(2026, 12, 31), date(2027, 2, 28)]
    for d in samples:
        print(f"{d.isoformat()} ({d:%a}) -> FY{fiscal_year(d)} Q{fiscal_quarter(d)}")
    print()
    total = 0
    for q in range(1, 5):
        start, end = quarter_bounds(2027, q)
        wd = working_days(start, end)
        total += wd
        length = (end - start).days + 1
        print(f"FY2027 Q{q}: {start:%d %b %Y} - {end:%d %b %Y}  {length:3} days, {wd:2} working")
    print(f"total working days: {total}")
    revenue = {date(2026, 4, 15): 1200, date(2026, 6, 30): 800, date(2026, 7, 1): 950, date(2027, 1, 20): 400,
               date(2027, 3, 31): 1500, date(2027, 4, 1): 99}
    by_q = {}
    for d, amount in sorted(revenue.items()):
        key = (fiscal_year(d), fiscal_quarter(d))
        by_q[key] = by_q.get(key, 0) + amount
    for (fy, q), amount in by_q.items():
        print(f"FY{fy % 100:02d}-Q{q}: {amount:>6,}")
    last_fri = max(d for d in (date(2026, 12, day) for day in range(1, 32)) if d.weekday() == calendar.FRIDAY)
    print("last Friday of Dec 2026:", last_fri, "| leap 2028:", calendar.isleap(2028), calendar.leapdays(2024, 2033))
    print(calendar.month_name[FY_START_MONTH], calendar.day_abbr[date(2027, 3, 31).weekday()])
    print((date(2027, 3, 31) - date(2026, 4, 1)).days + 1, date(2026, 4, 1).isocalendar()[1], date.fromisoformat("2026-10-01").toordinal())


if __name__ == "__main__":
    main()
