"""Print straight-line, declining-balance and sum-of-years depreciation schedules side by side."""
from decimal import Decimal, ROUND_HALF_EVEN
from functools import reduce
from itertools import accumulate

CENTS = Decimal("0.01")


class Asset:
    def __init__(self, name, cost, salvage, life_years):
        if Decimal(salvage) > Decimal(cost):
            raise ValueError("salvage value cannot exceed cost")
        self.name = name
        self.cost = Decimal(cost)
        self.salvage = Decimal(salvage)
        self.life = life_years

    @property
    def depreciable(self):
        return self.cost - self.salvage

    def straight_line(self):
        per_year = (self.depreciable / self.life).quantize(CENTS, ROUND_HALF_EVEN)
        charges = [per_year] * (self.life - 1)
        charges.append(self.depreciable - sum(charges))
        return charges

    def declining_balance(self, factor=2):
        rate = Decimal(factor) / self.life
        book = self.cost
        charges = []
        for year in range(1, self.life + 1):
            remaining_years = self.life - year + 1
            dd = (book * rate).quantize(CENTS, ROUND_HALF_EVEN)
            sl = ((book - self.salvage) / remaining_years).quantize(CENTS, ROUND_HALF_EVEN)
            charge = max(dd, sl)
            charge = min(charge, book - self.salvage)
            charges.append(charge)
            book -= charge
        return charges

    def sum_of_years(self):
        total = self.life * (self.life + 1) // 2
        charges = [(self.depreciable * (self.life - i) / total).quantize(CENTS) for i in range(self.life)]
        charges[-1] += self.depreciable - sum(charges)
        return charges

    def __repr__(self):
        return f"Asset({self.name!r}, cost={self.cost}, salvage={self.salvage}, life={self.life})"


def schedule_table(asset):
    methods = {"SL": asset.straight_line(), "DDB": asset.declining_balance(), "SYD": asset.sum_of_years()}
    print(repr(asset))
    header = "year " + "".join(f"{m:>12}{m + ' book':>14}" for m in methods)
    print(header)
    books = {m: list(accumulate(c, lambda b, x: b - x, initial=asset.cost))[1:] for m, c in methods.items()}
    for y in range(asset.life):
        row = f"{y + 1:>4} "
        for m in methods:
            row += f"{methods[m][y]:>12,}{books[m][y]:>14,}"
        print(row)
    for m, charges in methods.items():
        total = reduce(lambda a, b: a + b, charges, Decimal(0))
        assert total == asset.depreciable, (m, total)
    first_year = {m: c[0] for m, c in methods.items()}
    print("largest first-year deduction:", max(first_year, key=first_year.get))
    print()


def main():
    assets = [
        Asset("Delivery van", "38500", "6000", 5),
        Asset("Laptop fleet", "24000.00", "1500.00", 3),
        Asset("CNC machine", "152000", "12000", 8),
    ]
    for a in assets:
        schedule_table(a)
    try:
        Asset("Broken", "100", "200", 2)
    except ValueError as e:
        print("rejected:", e)


if __name__ == "__main__":
    main()
