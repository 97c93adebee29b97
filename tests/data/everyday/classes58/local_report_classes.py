"""Build a sales report with classes defined inside the function that uses them."""
import functools
from dataclasses import dataclass, field

CURRENCY = "EUR"
DEFAULT_TAGS = ("q1",)
calls = []


def traced(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        calls.append(fn.__name__)
        return fn(*args, **kwargs)
    return wrapper


def main():
    @dataclass
    class Sale:
        region: str
        amount: float
        tags: list = field(default_factory=lambda: list(DEFAULT_TAGS))
        currency: str = CURRENCY.lower() + "-" + str(len(DEFAULT_TAGS))

    class Ledger:
        vat = 0.2

        def __init__(self):
            self.sales = []

        @traced
        def add(self, region, amount, *tags):
            sale = Sale(region, amount)
            sale.tags.extend(tags)
            self.sales.append(sale)
            return self

        @property
        def total(self):
            return sum(s.amount for s in self.sales)

        @staticmethod
        def fmt(x):
            return f"{x:,.2f} {CURRENCY}"

        @classmethod
        def from_rows(cls, rows):
            ledger = cls()
            for region, amount in rows:
                ledger.add(region, amount)
            return ledger

        @traced
        def by_region(self):
            out = {}
            for s in self.sales:
                out[s.region] = out.get(s.region, 0) + s.amount
            return dict(sorted(out.items()))

    class TaxedLedger(Ledger):
        @property
        def total(self):
            return round(super().total * (1 + self.vat), 2)

    ledger = Ledger.from_rows([("north", 1200.5), ("south", 830.0), ("north", 99.5)])
    ledger.add("east", 410.25, "promo", "web")
    print(Ledger.fmt(ledger.total), ledger.by_region())
    print(ledger.sales[-1])
    print(ledger.sales[0].tags, ledger.sales[-1].tags, ledger.sales[0].currency)
    taxed = TaxedLedger.from_rows([("west", 100.0), ("west", 50.0)])
    print(taxed.total, Ledger.fmt(taxed.total), isinstance(taxed, Ledger))
    print(calls)


if __name__ == "__main__":
    main()
