"""Approximate moon phases for a month from the mean synodic period and print a calendar."""
import calendar
import math
from datetime import date, datetime, timedelta, timezone

SYNODIC = 29.530588853
REFERENCE_NEW_MOON = datetime(2000, 1, 6, 18, 14, tzinfo=timezone.utc)
PHASES = [
    (1.84566, "new moon", "N"), (5.53699, "waxing crescent", ")"), (9.22831, "first quarter", "D"),
    (12.91963, "waxing gibbous", "d"), (16.61096, "full moon", "O"), (20.30228, "waning gibbous", "q"),
    (23.99361, "last quarter", "C"), (27.68493, "waning crescent", "("), (SYNODIC, "new moon", "N"),
]


def age(when: datetime) -> float:
    days = (when - REFERENCE_NEW_MOON).total_seconds() / 86400
    return days % SYNODIC


def phase(when: datetime) -> tuple[str, str]:
    a = age(when)
    for limit, name, symbol in PHASES:
        if a < limit:
            return name, symbol
    raise AssertionError("unreachable")


def illumination(when: datetime) -> float:
    return (1 - math.cos(2 * math.pi * age(when) / SYNODIC)) / 2


def noon(d: date) -> datetime:
    return datetime(d.year, d.month, d.day, 12, tzinfo=timezone.utc)


def month_calendar(year: int, month: int) -> str:
    cal = calendar.Calendar(firstweekday=calendar.MONDAY)
    lines = [f"{calendar.month_name[month]} {year}".center(28), " ".join(f"{d[:2]:>3}" for d in calendar.day_abbr)]
    for week in cal.monthdatescalendar(year, month):
        cells = []
        for d in week:
            if d.month != month:
                cells.append("   ")
            else:
                cells.append(f"{d.day:>2}{phase(noon(d))[1]}")
        lines.append(" ".join(cells))
    return "\n".join(lines)


def main():
    print(month_calendar(2026, 7))
    start = date(2026, 7, 1)
    previous = None
    for offset in range(31):
        d = start + timedelta(days=offset)
        name, _ = phase(noon(d))
        if name != previous and name in ("new moon", "first quarter", "full moon", "last quarter"):
            print(f"{d:%a %d %b}: {name:<14} {illumination(noon(d)):6.1%} lit, age {age(noon(d)):5.2f} d")
        previous = name
    full = max((start + timedelta(days=i) for i in range(31)), key=lambda d: illumination(noon(d)))
    print("brightest night:", full.isoformat(), calendar.day_name[full.weekday()])
    print("leap years 2000-2030:", calendar.leapdays(2000, 2031), calendar.isleap(2028), calendar.monthrange(2026, 2))


if __name__ == "__main__":
    main()
