"""Summarise a ledger's amounts exactly: Decimal money, Fraction shares, float ratios."""
import statistics
from decimal import Decimal, getcontext, localcontext
from fractions import Fraction

PAYMENTS = {
    "rent": ["1200.00", "1200.00", "1250.00", "1250.00"],
    "power": ["84.17", "91.03", "77.60", "102.44"],
    "water": ["30.10"],
}
SHARES = {"ana": Fraction(1, 3), "bo": Fraction(1, 4), "cy": Fraction(5, 12)}


def describe(name, values):
    amounts = [Decimal(v) for v in values]
    mean = statistics.mean(amounts)
    line = f"{name:<6} n={len(amounts)} mean={mean:.2f} median={statistics.median(amounts)}"
    if len(amounts) > 1:
        line += f" stdev={statistics.stdev(amounts):.4f} var={statistics.variance(amounts)}"
    return line


def main():
    for name, values in PAYMENTS.items():
        print(describe(name, values))
    shares = list(SHARES.values())
    print(statistics.mean(shares), statistics.pvariance(shares), statistics.median(shares))
    print(statistics.harmonic_mean(shares), statistics.stdev(shares), statistics.fmean(shares))
    print(statistics.mean(shares + [1]), statistics.mean([Fraction(1, 2), 0.25]))
    with localcontext() as ctx:
        ctx.prec = 5
        print(statistics.pstdev([Decimal(1), Decimal(2), Decimal(4)]), statistics.mean([Decimal(1), 2, Decimal(4)]))
    print(getcontext().prec, statistics.pstdev([Decimal("0.10"), Decimal("0.30")]))
    try:
        statistics.mean([Decimal("1.5"), 2.5])
    except TypeError as exc:
        print("TypeError:", exc)
    try:
        statistics.stdev([Decimal("inf"), Decimal(1)])
    except AttributeError as exc:
        print("AttributeError:", exc)
    return statistics.mean([Decimal("0.1")] * 3)
