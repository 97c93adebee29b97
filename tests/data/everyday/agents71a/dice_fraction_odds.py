"""Exact odds for tabletop dice rolls using Fraction, with a comparison table."""
from fractions import Fraction
from itertools import product
from collections import Counter
from functools import reduce
import math


def distribution(dice: int, sides: int = 6, drop_lowest: bool = False) -> dict[int, Fraction]:
    counts = Counter()
    for roll in product(range(1, sides + 1), repeat=dice):
        total = sum(roll) - (min(roll) if drop_lowest else 0)
        counts[total] += 1
    outcomes = sides ** dice
    return {total: Fraction(n, outcomes) for total, n in sorted(counts.items())}


def expectation(dist: dict[int, Fraction]) -> Fraction:
    return sum((v * p for v, p in dist.items()), Fraction(0))


def at_least(dist, target):
    return sum((p for v, p in dist.items() if v >= target), Fraction(0))


def main():
    two = distribution(2)
    print("2d6:")
    for total, p in two.items():
        print(f"  {total:>2}  {str(p):>5}  {float(p):6.2%}  {'*' * (p * 36).numerator}")
    print("  E =", expectation(two), "=", float(expectation(two)))

    stat = distribution(4, drop_lowest=True)
    e = expectation(stat)
    print(f"4d6 drop lowest: E = {e} ≈ {float(e):.4f}")
    print("  P(>= 15) =", at_least(stat, 15), f"({float(at_least(stat, 15)):.3%})")
    print("  P(18) =", stat[18], "limit_denominator(100):", stat[18].limit_denominator(100))

    var = sum((p * (v - e) ** 2 for v, p in stat.items()), Fraction(0))
    print(f"  variance = {float(var):.4f}, sd = {math.sqrt(var):.4f}")

    print("\nneed at least N on 1d20 (with advantage):")
    print(f"{'N':>3}{'normal':>9}{'adv':>9}{'gain':>8}")
    for n in (5, 10, 15, 20):
        single = Fraction(21 - n, 20)
        adv = 1 - (1 - single) ** 2
        print(f"{n:>3}{float(single):>9.2%}{float(adv):>9.2%}{float(adv - single):>+8.1%}")

    chain = reduce(lambda acc, p: acc * p, [Fraction(5, 6)] * 4)
    print("\nno six in 4 rolls:", chain, f"-> at least one six: {1 - chain} = {float(1 - chain):.4f}")
    print("as ratio:", (1 - chain).as_integer_ratio(), "| from float 0.125:", Fraction(0.125), "| from str:", Fraction("3/4") + Fraction("1.25"))
    odds = Fraction(1, 6) / Fraction(5, 6)
    print(f"odds of a six: {odds.numerator}:{odds.denominator - odds.numerator} against... ratio {odds}")
    return str(e)


if __name__ == "__main__":
    main()
