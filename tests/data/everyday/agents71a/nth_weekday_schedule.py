"""Expand recurring meeting rules like 'second Tuesday' or 'last Friday' into dates."""
import calendar
from datetime import date, timedelta

RULES = [
    ("Board review", "2nd tue", 10),
    ("Payroll cut-off", "last fri", 15),
    ("Security patching", "1st wed", 9),
    ("Town hall", "last mon", 16),
    ("Ops retro", "4th thu", 14),
    ("Data purge", "5th sun", 3),
]
ORDINALS = {"1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "last": -1}
WEEKDAYS = {name.lower(): i for i, name in enumerate(calendar.day_abbr)}
HOLIDAYS = {date(2024, 7, 4): "Independence Day", date(2024, 9, 2): "Labor Day", date(2024, 11, 28): "Thanksgiving"}


def nth_weekday(year: int, month: int, weekday: int, n: int) -> date | None:
    days = [week[weekday] for week in calendar.monthcalendar(year, month) if week[weekday]]
    if n == -1:
        return date(year, month, days[-1])
    if n > len(days):
        return None
    return date(year, month, days[n - 1])


def expand(rule: str, start: date, months: int):
    ordinal, day_name = rule.split()
    n, weekday = ORDINALS[ordinal], WEEKDAYS[day_name]
    year, month = start.year, start.month
    for _ in range(months):
        found = nth_weekday(year, month, weekday, n)
        if found and found >= start:
            yield found
        month += 1
        if month > 12:
            year, month = year + 1, 1


def main():
    start = date(2024, 7, 1)
    agenda = []
    for title, rule, hour in RULES:
        dates = list(expand(rule, start, 6))
        shown = ", ".join(d.strftime("%b %d") for d in dates)
        print(f"{title:<18} {rule:<9} {len(dates)} dates: {shown}")
        agenda.extend((d, hour, title) for d in dates)

    agenda.sort()
    print("\nclashes with holidays:")
    for d, hour, title in agenda:
        if d in HOLIDAYS:
            moved = d + timedelta(days=1)
            while moved.weekday() >= 5 or moved in HOLIDAYS:
                moved += timedelta(days=1)
            print(f"  {title} on {d:%a %Y-%m-%d} ({HOLIDAYS[d]}) -> {moved:%a %Y-%m-%d}")

    print("\nper month:")
    for month in range(7, 13):
        items = [(d.day, t) for d, _, t in agenda if d.month == month]
        print(f"  {calendar.month_name[month]:<10}{len(items):>2}  first: {items[0][1]} on the {items[0][0]}")
    busiest = max(set(d for d, _, _ in agenda), key=lambda d: (sum(1 for x, _, _ in agenda if x == d), d))
    print("busiest day:", busiest.isoformat(), busiest.isocalendar())
    print("week numbers:", sorted({d.isocalendar()[1] for d, _, _ in agenda})[:8])
    print(calendar.month(2024, 10, w=3))
    return len(agenda)


if __name__ == "__main__":
    main()
