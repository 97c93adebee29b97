"""Date arithmetic for invoices: business days, due dates, month ends, ages."""
from datetime import date, timedelta, datetime
import calendar

HOLIDAYS = {date(2024, 1, 1), date(2024, 5, 27), date(2024, 7, 4), date(2024, 12, 25)}


def is_business_day(d):
    return d.weekday() < 5 and d not in HOLIDAYS


def add_business_days(start, n):
    d = start
    step = 1 if n >= 0 else -1
    remaining = abs(n)
    while remaining:
        d += timedelta(days=step)
        if is_business_day(d):
            remaining -= 1
    return d


def business_days_between(a, b):
    if a > b:
        a, b = b, a
    return sum(1 for i in range((b - a).days) if is_business_day(a + timedelta(days=i + 1)))


def end_of_month(d):
    last = calendar.monthrange(d.year, d.month)[1]
    return d.replace(day=last)


def add_months(d, months):
    month_index = d.month - 1 + months
    year = d.year + month_index // 12
    month = month_index % 12 + 1
    day = min(d.day, calendar.monthrange(year, month)[1])
    return date(year, month, day)


def age_bucket(days):
    for limit, label in ((0, "current"), (30, "1-30"), (60, "31-60"), (90, "61-90")):
        if days <= limit:
            return label
    return "90+"


def main():
    today = date(2024, 7, 2)
    print("today:", today.strftime("%A %d %B %Y"))
    for n in (1, 3, 10, -2):
        d = add_business_days(today, n)
        print(f"{n:+3d} business days -> {d} ({d:%a})")
    print("business days to Christmas:", business_days_between(today, date(2024, 12, 25)))
    print("end of Feb 2024:", end_of_month(date(2024, 2, 10)))
    print("Jan 31 + 1 month:", add_months(date(2024, 1, 31), 1), "+13:", add_months(date(2024, 1, 31), 13))
    invoices = [("INV-1", date(2024, 6, 28)), ("INV-2", date(2024, 5, 1)), ("INV-3", date(2024, 3, 15)),
                ("INV-4", date(2024, 7, 20)), ("INV-5", date(2024, 4, 10))]
    buckets = {}
    for ref, due in invoices:
        overdue = (today - due).days
        buckets.setdefault(age_bucket(overdue), []).append(ref)
        print(f"{ref} due {due.isoformat()} overdue {max(overdue, 0):>3} days")
    for label in ("current", "1-30", "31-60", "61-90", "90+"):
        print(f"  {label:>7}: {', '.join(buckets.get(label, [])) or '-'}")
    stamp = datetime(2024, 7, 2, 14, 30) + timedelta(hours=20, minutes=45)
    print("deadline:", stamp.isoformat(sep=" "), stamp.strftime("%I:%M %p"))
    print("leap years 2020-2030:", [y for y in range(2020, 2031) if calendar.isleap(y)])
    print("week number:", today.isocalendar()[1], "day of year:", today.timetuple().tm_yday)


if __name__ == "__main__":
    main()
