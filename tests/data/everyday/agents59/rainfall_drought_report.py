"""Summarise daily rainfall: monthly totals, longest dry spell and wettest streaks."""
import random
from datetime import date, timedelta
from itertools import groupby
from statistics import mean, pstdev


def simulate(start, days, seed=11):
    rng = random.Random(seed)
    wet_yesterday = False
    for i in range(days):
        day = start + timedelta(days=i)
        p_wet = 0.55 if wet_yesterday else 0.25
        if day.month in (6, 7, 8):
            p_wet -= 0.12
        if rng.random() < p_wet:
            mm = round(rng.expovariate(1 / 6.5), 1)
            wet_yesterday = True
        else:
            mm = 0.0
            wet_yesterday = False
        yield day, mm


def runs(series, predicate):
    """Yield (first_day, last_day, length) for maximal runs where predicate holds."""
    for key, group in groupby(series, key=lambda dm: predicate(dm[1])):
        if key:
            g = list(group)
            yield g[0][0], g[-1][0], len(g)


def main():
    data = list(simulate(date(2023, 1, 1), 365))
    print(f"{len(data)} days, {sum(1 for _, mm in data if mm > 0)} wet days, total {sum(mm for _, mm in data):.1f} mm")
    print("month  total   wet  max")
    monthly = {}
    for month, group in groupby(data, key=lambda dm: dm[0].month):
        vals = [mm for _, mm in group]
        monthly[month] = sum(vals)
        wet = sum(v > 0 for v in vals)
        print(f"{date(2023, month, 1):%b}  {sum(vals):6.1f}  {wet:4d}  {max(vals):5.1f}")
    avg = mean(monthly.values())
    sd = pstdev(monthly.values())
    print(f"monthly mean {avg:.1f} mm, sd {sd:.1f}")
    for m, total in monthly.items():
        z = (total - avg) / sd
        if z < -1:
            print(f"  {date(2023, m, 1):%B} is dry (z={z:+.2f})")
        elif z > 1:
            print(f"  {date(2023, m, 1):%B} is wet (z={z:+.2f})")

    dry = sorted(runs(data, lambda mm: mm == 0), key=lambda r: (-r[2], r[0]))
    first, last, n = dry[0]
    print(f"longest dry spell: {n} days, {first:%d %b} to {last:%d %b}")
    droughts = [r for r in dry if r[2] >= 10]
    print(f"spells of 10+ dry days: {len(droughts)}")
    wet = max(runs(data, lambda mm: mm > 0), key=lambda r: r[2])
    print(f"longest wet streak: {wet[2]} days from {wet[0].isoformat()}")
    heavy = sorted(data, key=lambda dm: dm[1], reverse=True)[:3]
    print("heaviest days:", ", ".join(f"{d:%d/%m} {mm}mm" for d, mm in heavy))
    cumulative = 0.0
    for d, mm in data:
        cumulative += mm
        if cumulative >= 500:
            print(f"500 mm reached on {d:%d %B}")
            break


if __name__ == "__main__":
    main()
