"""Upcoming event countdowns, recurring monthly events and weekday handling."""
from datetime import date, timedelta

TODAY = date(2024, 1, 29)

EVENTS = [
    ("Tax filing", date(2024, 4, 15)),
    ("Team offsite", date(2024, 2, 12)),
    ("Launch", date(2024, 1, 31)),
    ("Retro (past)", date(2024, 1, 2)),
    ("Leap day party", date(2024, 2, 29)),
]


def add_months(d, n):
    month = d.month - 1 + n
    year = d.year + month // 12
    month = month % 12 + 1
    for day in (d.day, 30, 29, 28):
        try:
            return d.replace(year=year, month=month, day=day)
        except ValueError:
            continue
    raise ValueError("unreachable")


def business_days(start, end):
    days = 0
    cur = start
    while cur < end:
        cur += timedelta(days=1)
        if cur.weekday() < 5:
            days += 1
    return days


def main():
    upcoming = sorted((d, name) for name, d in EVENTS if d >= TODAY)
    for d, name in upcoming:
        left = (d - TODAY).days
        print(f"{name:<15} {d.isoformat()} {d.strftime('%a')} in {left:>3} days ({business_days(TODAY, d)} business)")
    past = [name for name, d in EVENTS if d < TODAY]
    print("past:", past)
    print("monthly billing from 2024-01-31:")
    print("  " + ", ".join(add_months(date(2024, 1, 31), i).isoformat() for i in range(6)))
    nxt_friday = TODAY + timedelta(days=(4 - TODAY.weekday()) % 7)
    print("next friday:", nxt_friday, "| week number:", TODAY.isocalendar()[1])
    print("days in feb 2024:", (date(2024, 3, 1) - date(2024, 2, 1)).days)
    print("ordinal:", TODAY.toordinal(), date.fromordinal(TODAY.toordinal() + 100))
    print(repr(TODAY), TODAY.replace(day=1) == date(2024, 1, 1), max(d for _, d in EVENTS))


if __name__ == "__main__":
    main()
