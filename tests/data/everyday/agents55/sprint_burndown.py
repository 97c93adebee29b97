"""Sprint burndown chart in text, with ideal line and forecast."""
from datetime import date, timedelta
from statistics import mean

STORIES = [
    ("AUTH-1", 5, date(2024, 4, 2)),
    ("AUTH-2", 3, date(2024, 4, 3)),
    ("UI-7", 8, date(2024, 4, 5)),
    ("UI-8", 2, None),
    ("API-3", 5, date(2024, 4, 8)),
    ("API-4", 3, date(2024, 4, 9)),
    ("DOC-1", 1, None),
]
START = date(2024, 4, 1)
DAYS = 10


def workdays(start, count):
    d = start
    out = []
    while len(out) < count:
        if d.weekday() < 5:
            out.append(d)
        d += timedelta(days=1)
    return out


def main():
    total = sum(points for _, points, _ in STORIES)
    days = workdays(START, DAYS)
    print(f"Sprint: {days[0]:%b %d} - {days[-1]:%b %d}, {total} points")
    remaining = total
    burned_per_day = []
    for i, day in enumerate(days):
        done_today = [(k, p) for k, p, d in STORIES if d == day]
        burned = sum(p for _, p in done_today)
        remaining -= burned
        burned_per_day.append(burned)
        ideal = total - total * (i + 1) / len(days)
        bar = "#" * remaining
        keys = ",".join(k for k, _ in done_today) or "-"
        print(f"{day.isoformat()} {day.strftime('%a')} {remaining:>3} {ideal:6.1f} {bar:<27}| {keys}")
        if day >= date(2024, 4, 10):
            break
    velocity = mean(burned_per_day)
    print(f"avg velocity {velocity:.2f} pts/day")
    if velocity:
        left = remaining / velocity
        print(f"forecast: {left:.1f} more days for {remaining} points")
    open_items = sorted((k for k, _, d in STORIES if d is None), reverse=True)
    print("still open:", ", ".join(open_items))


if __name__ == "__main__":
    main()
