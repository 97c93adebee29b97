"""Plan a fortnightly release train: cut dates, skip holidays and freezes, ISO weeks."""
from datetime import date, timedelta
import calendar

HOLIDAYS = {
    date(2025, 1, 1): "New Year",
    date(2025, 4, 18): "Good Friday",
    date(2025, 4, 21): "Easter Monday",
    date(2025, 5, 5): "May bank holiday",
    date(2025, 5, 26): "Spring bank holiday",
}
FREEZES = [(date(2025, 3, 24), date(2025, 3, 30))]


def is_blocked(day):
    if day.weekday() >= 5 or day in HOLIDAYS:
        return True
    return any(start <= day <= end for start, end in FREEZES)


def next_working(day):
    while is_blocked(day):
        day += timedelta(days=1)
    return day


def trains(first_cut, until, every=timedelta(weeks=2)):
    planned = first_cut
    n = 1
    while planned <= until:
        actual = next_working(planned)
        yield n, planned, actual, next_working(actual + timedelta(days=3))
        planned += every
        n += 1


def main():
    rows = list(trains(date(2025, 1, 1), date(2025, 6, 30)))
    print(f"{'#':>2}  {'planned':<10}  {'cut':<16}  {'ship':<10}  iso week  note")
    for n, planned, cut, ship in rows:
        year, week, weekday = cut.isocalendar()
        note = ""
        if cut != planned:
            why = HOLIDAYS.get(planned) or ("freeze" if any(a <= planned <= b for a, b in FREEZES) else "weekend")
            note = f"slipped {(cut - planned).days}d ({why})"
        print(f"{n:>2}  {planned.isoformat()}  {cut.strftime('%a %d %b %Y')}  {ship:%Y-%m-%d}  {year}-W{week:02d}-{weekday}  {note}")
    per_month = {}
    for _, _, cut, _ in rows:
        per_month.setdefault(calendar.month_abbr[cut.month], []).append(cut.day)
    print("\ncuts per month:", per_month)
    working = sum(1 for i in range((date(2025, 7, 1) - date(2025, 1, 1)).days)
                  if not is_blocked(date(2025, 1, 1) + timedelta(days=i)))
    print("working days H1 2025:", working)
    print(calendar.month(2025, 4))
    print("weekday of 2025-04-18:", calendar.day_name[calendar.weekday(2025, 4, 18)])
    print("leap years 2000-2030:", calendar.leapdays(2000, 2031), [y for y in range(2020, 2031) if calendar.isleap(y)])
    last_fridays = [max(week[calendar.FRIDAY] for week in calendar.monthcalendar(2025, m)) for m in range(1, 7)]
    print("last Fridays H1:", last_fridays)
    return len(rows)


if __name__ == "__main__":
    main()
