"""Progressive income tax calculator with brackets, deductions and a comparison table."""
from bisect import bisect_right
from dataclasses import dataclass


@dataclass
class Bracket:
    floor: int
    rate: float


BRACKETS = [Bracket(0, 0.10), Bracket(11_000, 0.12), Bracket(44_725, 0.22),
            Bracket(95_375, 0.24), Bracket(182_100, 0.32), Bracket(231_250, 0.35), Bracket(578_125, 0.37)]
STANDARD_DEDUCTION = 13_850


class TaxCalculator:
    def __init__(self, brackets):
        self.brackets = sorted(brackets, key=lambda b: b.floor)
        self.floors = [b.floor for b in self.brackets]

    def tax(self, income):
        taxable = max(0, income - STANDARD_DEDUCTION)
        owed = 0.0
        for i, b in enumerate(self.brackets):
            upper = self.brackets[i + 1].floor if i + 1 < len(self.brackets) else float("inf")
            if taxable <= b.floor:
                break
            owed += (min(taxable, upper) - b.floor) * b.rate
        return round(owed, 2)

    def marginal(self, income):
        taxable = max(0, income - STANDARD_DEDUCTION)
        return self.brackets[bisect_right(self.floors, taxable) - 1].rate


def main():
    calc = TaxCalculator(BRACKETS)
    print(f"{'income':>10} {'tax':>11} {'effective':>9} {'marginal':>8}")
    for income in (9_000, 25_000, 60_000, 120_000, 250_000, 1_000_000):
        tax = calc.tax(income)
        eff = tax / income
        print(f"{income:>10,} {tax:>11,.2f} {eff:>9.2%} {calc.marginal(income):>8.0%}")
    raise_from, raise_to = 95_000, 110_000
    extra = calc.tax(raise_to) - calc.tax(raise_from)
    print(f"a raise of {raise_to - raise_from:,} keeps {raise_to - raise_from - extra:,.2f} after tax")


if __name__ == "__main__":
    main()
