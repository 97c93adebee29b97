"""Income tax and grade bands with bisect: brackets, marginal rates, insort and key lookups."""
from bisect import bisect, bisect_left, bisect_right, insort

BRACKETS = [(0, 0.0), (12570, 0.20), (50270, 0.40), (125140, 0.45)]
THRESHOLDS = [b for b, _ in BRACKETS]


def tax_due(income):
    tax = 0.0
    for i, (lower, rate) in enumerate(BRACKETS):
        upper = BRACKETS[i + 1][0] if i + 1 < len(BRACKETS) else float("inf")
        if income > lower:
            tax += (min(income, upper) - lower) * rate
    return round(tax, 2)


def marginal(income):
    return BRACKETS[bisect_right(THRESHOLDS, income) - 1][1]


def grade(score, cutoffs=(60, 70, 80, 90), letters="FDCBA"):
    return letters[bisect(cutoffs, score)]


def main():
    for income in (0, 12570, 12571, 30000, 50270, 80000, 125140, 200000):
        due = tax_due(income)
        eff = due / income if income else 0
        print(f"{income:>8,} tax {due:>10,.2f} marginal {marginal(income):.0%} effective {eff:.2%}")
    scores = [33, 99, 77, 70, 89, 90, 100, 59.5, 60]
    print([grade(s) for s in scores])

    leaderboard = []
    for name, pts in [("ann", 40), ("bo", 75), ("cy", 40), ("di", 90), ("ed", 10)]:
        insort(leaderboard, (-pts, name))
    print([(n, -p) for p, n in leaderboard])
    records = [{"id": 3, "t": 10}, {"id": 1, "t": 25}, {"id": 7, "t": 40}]
    stamps = [20, 10, 41, 40]
    print([bisect_left(records, s, key=lambda r: r["t"]) for s in stamps])
    insort(records, {"id": 9, "t": 30}, key=lambda r: r["t"])
    print([r["id"] for r in records])
    xs = [1, 2, 2, 2, 3]
    print(bisect_left(xs, 2), bisect_right(xs, 2), bisect_left(xs, 2, lo=2), bisect_right(xs, 2, 0, 2), bisect(xs, 0))
    print(xs[bisect_left(xs, 2):bisect_right(xs, 2)].count(2))
    try:
        bisect_left(xs, 2, lo=-1)
    except ValueError as err:
        print("ValueError:", err)
    try:
        bisect_left([1, "a"], 2)
    except TypeError as err:
        print("TypeError:", err)


if __name__ == "__main__":
    main()
