"""Build an on-call rotation: weekly shifts, swaps, vacations and fairness counts."""
from collections import Counter
from datetime import date, timedelta
from itertools import cycle, islice

ENGINEERS = ["priya", "marco", "lena", "tomas", "yuki"]
VACATIONS = {
    "marco": [(date(2024, 7, 8), date(2024, 7, 19))],
    "lena": [(date(2024, 8, 1), date(2024, 8, 9))],
}
SWAPS = {date(2024, 7, 29): ("yuki", "priya")}
HOLIDAY_WEIGHT = {date(2024, 7, 4): 2.0, date(2024, 9, 2): 2.0}


def away(person: str, start: date, end: date) -> bool:
    return any(s <= end and start <= e for s, e in VACATIONS.get(person, []))


def week_starts(first: date, weeks: int):
    monday = first - timedelta(days=first.weekday())
    return [monday + timedelta(weeks=i) for i in range(weeks)]


def build(first: date, weeks: int):
    order = cycle(ENGINEERS)
    schedule = []
    skipped = []
    for start in week_starts(first, weeks):
        end = start + timedelta(days=6)
        for candidate in islice(order, len(ENGINEERS)):
            if not away(candidate, start, end):
                break
            skipped.append((start, candidate))
        else:
            raise RuntimeError(f"nobody available for week of {start}")
        schedule.append([start, end, candidate])
    for row in schedule:
        if row[0] in SWAPS:
            frm, to = SWAPS[row[0]]
            if row[2] == frm:
                row[2] = to
    return schedule, skipped


def load(schedule):
    points = Counter()
    for start, end, person in schedule:
        for i in range((end - start).days + 1):
            day = start + timedelta(days=i)
            weight = HOLIDAY_WEIGHT.get(day, 1.5 if day.weekday() >= 5 else 1.0)
            points[person] += weight
    return points


def main():
    schedule, skipped = build(date(2024, 7, 3), 10)
    for start, end, person in schedule:
        print(f"{start:%a %b %d} - {end:%a %b %d}: {person}")
    for start, person in skipped:
        print(f"skipped {person} for week of {start.isoformat()} (vacation)")
    points = load(schedule)
    print("load points:")
    for person in ENGINEERS:
        print(f"  {person:<6} {points[person]:5.1f} {'#' * int(points[person])}")
    spread = max(points.values()) - min(points[p] for p in ENGINEERS)
    print(f"spread {spread:.1f}; busiest {points.most_common(1)[0][0]}")
    today = date(2024, 8, 14)
    current = next(p for s, e, p in schedule if s <= today <= e)
    print(f"on call {today:%d %B}: {current}")
    weeks_each = Counter(p for _, _, p in schedule)
    print(sorted(weeks_each.items()), sum(weeks_each.values()))


if __name__ == "__main__":
    main()
