"""Habit tracker: current and longest streaks from check-in dates."""
from datetime import date, timedelta
from itertools import groupby

CHECKINS = {
    "run": ["2024-03-01", "2024-03-02", "2024-03-03", "2024-03-05", "2024-03-06", "2024-03-09", "2024-03-10"],
    "read": ["2024-03-04", "2024-03-05", "2024-03-06", "2024-03-07", "2024-03-08", "2024-03-09", "2024-03-10"],
    "meditate": ["2024-02-27", "2024-03-01"],
}
TODAY = date(2024, 3, 10)


def streaks(days):
    ordinals = sorted({d.toordinal() for d in days})
    runs = []
    for _, grp in groupby(enumerate(ordinals), key=lambda p: p[1] - p[0]):
        grp = [o for _, o in grp]
        runs.append((date.fromordinal(grp[0]), len(grp)))
    return runs


def main():
    for habit, raw in CHECKINS.items():
        days = [date.fromisoformat(s) for s in raw]
        runs = streaks(days)
        longest_start, longest = max(runs, key=lambda r: (r[1], r[0]))
        last_start, last_len = runs[-1]
        current = last_len if last_start + timedelta(days=last_len - 1) >= TODAY - timedelta(days=1) else 0
        week = [(TODAY - timedelta(days=i)) in days for i in range(6, -1, -1)]
        spark = "".join("x" if hit else "." for hit in week)
        print(f"{habit:<9} current {current:>2} longest {longest:>2} (from {longest_start:%d %b}) last7 {spark}")
    weekday_counts = {}
    for raw in CHECKINS.values():
        for s in raw:
            wd = date.fromisoformat(s).strftime("%A")
            weekday_counts[wd] = weekday_counts.get(wd, 0) + 1
    best = sorted(weekday_counts.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
    print("busiest days:", ", ".join(f"{d} ({n})" for d, n in best))


if __name__ == "__main__":
    main()
