"""Draw a GitHub-style contribution heatmap from commit dates."""
from collections import Counter
from datetime import date, timedelta
from itertools import accumulate, groupby, takewhile

COMMITS = """
2026-01-05 3
2026-01-06 1
2026-01-07 7
2026-01-09 2
2026-01-12 4
2026-01-13 4
2026-01-14 12
2026-01-15 1
2026-01-19 2
2026-01-20 5
2026-01-21 5
2026-01-22 5
2026-01-23 5
2026-01-24 1
2026-01-27 9
2026-02-02 2
2026-02-03 3
2026-02-10 1
2026-02-11 6
2026-02-12 2
"""
SHADES = " .:*#"


def load(text):
    counts = Counter()
    for line in text.split("\n"):
        if line.strip():
            day, n = line.split()
            counts[date.fromisoformat(day)] += int(n)
    return counts


def shade(n, top):
    if n == 0:
        return SHADES[0]
    return SHADES[min(len(SHADES) - 1, 1 + (n - 1) * (len(SHADES) - 1) // top)]


def streaks(days):
    ordered = sorted(days)
    runs = []
    for _, group in groupby(enumerate(ordered), key=lambda p: p[1].toordinal() - p[0]):
        group = [d for _, d in group]
        runs.append((len(group), group[0], group[-1]))
    return runs


def main():
    counts = load(COMMITS)
    first = min(counts) - timedelta(days=min(counts).weekday())
    last = max(counts)
    weeks = (last - first).days // 7 + 1
    top = max(counts.values())
    print("     " + "".join(f"{(first + timedelta(weeks=w)).strftime('%d'):>3}" for w in range(weeks)))
    for wd, name in enumerate(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]):
        row = [shade(counts.get(first + timedelta(weeks=w, days=wd), 0), top) for w in range(weeks)]
        print(f"{name}  " + "".join(f"{c:>3}" for c in row))
    print(f"legend: {' '.join(f'{s!r}' for s in SHADES)} (max {top}/day)")
    total = sum(counts.values())
    weekly = Counter(d.isocalendar()[1] for d in counts.elements())
    print(f"{total} commits on {len(counts)} days; busiest ISO week {max(weekly, key=weekly.get)}")
    runs = sorted(streaks(counts), reverse=True)
    n, start, end = runs[0]
    print(f"longest streak: {n} days ({start:%b %d} - {end:%b %d})")
    running = list(accumulate(counts[d] for d in sorted(counts)))
    print("running total:", running)
    half = len(list(takewhile(lambda t: t < total / 2, running)))
    print(f"half of all commits done by {sorted(counts)[half]:%A %d %B}")
    weekday_totals = Counter()
    for d, c in counts.items():
        weekday_totals[d.strftime("%a")] += c
    print(weekday_totals.most_common(3), sum(1 for d in counts if d.weekday() >= 5), "weekend days")


if __name__ == "__main__":
    main()
