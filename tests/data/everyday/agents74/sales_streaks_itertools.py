"""Daily sales analysis: streaks, running totals, week-over-week deltas."""
from itertools import accumulate, chain, groupby, islice, pairwise, starmap, takewhile, tee, zip_longest, dropwhile, compress, count
from operator import mul, sub

DAILY = [
    ("2024-03-01", 1240), ("2024-03-02", 1310), ("2024-03-03", 1505), ("2024-03-04", 990),
    ("2024-03-05", 1020), ("2024-03-06", 1180), ("2024-03-07", 1402), ("2024-03-08", 1690),
    ("2024-03-09", 1515), ("2024-03-10", 1100), ("2024-03-11", 1100), ("2024-03-12", 1250),
    ("2024-03-13", 1330), ("2024-03-14", 1290),
]
TARGET = 1200


def streaks(values):
    """Yield (direction, length) for runs of rising/falling days."""
    moves = ["up" if b > a else "down" if b < a else "flat" for a, b in pairwise(values)]
    for direction, run in groupby(moves):
        yield direction, len(list(run))


def main():
    days = [d for d, _ in DAILY]
    sales = [s for _, s in DAILY]
    running = list(accumulate(sales))
    best = list(accumulate(sales, max))
    print(f"{'day':<11}{'sales':>6}{'cum':>7}{'best':>6}  vs target")
    for d, s, c, b in zip(days, sales, running, best):
        print(f"{d:<11}{s:>6}{c:>7}{b:>6}  {'+' if s >= TARGET else '-'}{abs(s - TARGET):>4}")
    print("streaks:", list(streaks(sales)))
    longest = max(streaks(sales), key=lambda p: p[1] if p[0] == "up" else 0)
    print("longest rise:", longest)
    week1, week2 = sales[:7], sales[7:]
    for i, (a, b) in enumerate(zip_longest(week1, week2, fillvalue=None)):
        delta = "n/a" if a is None or b is None else f"{b - a:+d}"
        print(f"  weekday {i}: {a} -> {b} ({delta})")
    opening = list(takewhile(lambda s: s >= TARGET, sales))
    after_dip = list(islice(dropwhile(lambda s: s >= TARGET, sales), 3))
    print("opening run above target:", opening, "| first three from the dip:", after_dip)
    a, b = tee(sales)
    next(b, None)
    print("diffs:", list(starmap(sub, zip(b, a))))
    prices = [2.5, 2.5, 3.0]
    print("weighted:", sum(starmap(mul, zip(sales[:3], prices))))
    print("hit days:", list(compress(days, (s >= 1500 for s in sales))))
    print("first 3 labelled:", list(zip(count(1), islice(days, 3))))
    print("all:", sum(chain(week1, week2)) == running[-1], len(list(chain.from_iterable([week1, week2]))))
    weekly = [sum(islice(sales, i, i + 7)) for i in range(0, len(sales), 7)]
    print("weekly totals:", weekly, f"growth {weekly[1] / weekly[0] - 1:.1%}")
    return running[-1]


if __name__ == "__main__":
    main()
