"""Adjust a price history for stock splits and dividends, then compute returns."""
from datetime import date
from decimal import Decimal, ROUND_HALF_EVEN
from fractions import Fraction

PRICES = """\
2024-01-02 182.40 1200
2024-01-09 185.10 900
2024-01-16 91.75 2600
2024-01-23 93.20 2400
2024-01-30 90.05 2100
2024-02-06 30.60 7000
2024-02-13 31.45 6400
2024-02-20 31.10 6900
"""

# (effective date, ratio "new:old")
SPLITS = [(date(2024, 1, 16), "2:1"), (date(2024, 2, 6), "3:1")]
DIVIDENDS = [(date(2024, 1, 30), Decimal("0.45"))]
TWO_PLACES = Decimal("0.01")


def parse_ratio(text: str) -> Fraction:
    new, old = map(int, text.split(":"))
    return Fraction(new, old)


def main():
    rows = []
    for line in PRICES.splitlines():
        d, close, volume = line.split()
        rows.append((date.fromisoformat(d), Decimal(close), int(volume)))

    adjusted = []
    for day, close, volume in rows:
        factor = Fraction(1)
        for eff, ratio in SPLITS:
            if day < eff:
                factor *= parse_ratio(ratio)
        adj_close = (close / Decimal(factor.numerator) * Decimal(factor.denominator)).quantize(
            TWO_PLACES, rounding=ROUND_HALF_EVEN)
        adj_volume = volume * factor
        assert adj_volume.denominator == 1
        adjusted.append((day, close, adj_close, int(adj_volume), factor))

    print(f"{'date':<12}{'close':>8}{'factor':>8}{'adj':>8}{'volume':>9}")
    for day, close, adj, vol, factor in adjusted:
        print(f"{day.isoformat():<12}{close:>8}{str(factor):>8}{adj:>8}{vol:>9,}")

    print("\nweekly returns on adjusted closes:")
    returns = []
    for (d0, _, a0, _, _), (d1, _, a1, _, _) in zip(adjusted, adjusted[1:]):
        div = sum((amt for eff, amt in DIVIDENDS if d0 < eff <= d1), Decimal(0))
        r = (a1 + div - a0) / a0
        returns.append(r)
        note = f" (+div {div})" if div else ""
        print(f"  {d1:%b %d}: {r:+.2%}{note}")

    growth = Decimal(1)
    for r in returns:
        growth *= 1 + r
    print(f"cumulative: {growth - 1:+.2%}")
    weeks = (adjusted[-1][0] - adjusted[0][0]).days / 7
    annual = float(growth) ** (52 / weeks) - 1
    print(f"annualised over {weeks:.0f} weeks: {annual:+.1%}")
    best = max(range(len(returns)), key=lambda i: returns[i])
    print("best week ending", adjusted[best + 1][0], "with", returns[best].quantize(Decimal("0.0001")))
    total_factor = 1
    for _, ratio in SPLITS:
        total_factor *= parse_ratio(ratio)
    print("100 shares bought on", rows[0][0], "are now", 100 * total_factor, "shares")
    return str(growth.quantize(Decimal("0.0001")))


if __name__ == "__main__":
    main()
