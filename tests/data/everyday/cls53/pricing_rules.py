"""Price a shopping cart with rules whose constants are computed in the class body."""
from dataclasses import dataclass
from decimal import Decimal


def cents(amount):
    return Decimal(amount).quantize(Decimal("0.01"))


class Pricing:
    BASE_RATE = Decimal("0.2")
    SIZE = 4
    DOUBLE = SIZE * 2
    LIMIT = 2 ** 10
    CATEGORIES = ["food", "books", "toys"]
    LABELS = [c.upper() for c in CATEGORIES]
    FLOOR = cents("1.5")
    RATES = {CATEGORIES[0]: BASE_RATE, CATEGORIES[1]: BASE_RATE / 2, "toys": Decimal("0")}

    def rate_for(self, category):
        return self.RATES.get(category, self.BASE_RATE)


@dataclass
class Line:
    name: str
    category: str
    price: Decimal = Decimal("0.2")
    qty: int = 1


def total(lines, pricing):
    out = Decimal("0")
    for line in lines:
        tax = line.price * pricing.rate_for(line.category)
        out += (line.price + tax) * line.qty
    return max(cents(out), Pricing.FLOOR)


def main():
    lines = [Line("apple", "food", Decimal("0.50"), 6), Line("novel", "books", Decimal("12.99")), Line("gift", "misc")]
    print(Pricing.DOUBLE, Pricing.LIMIT, Pricing.LABELS)
    print(Pricing.RATES)
    print(total(lines, Pricing()))
    print(lines[2])
    print(lines[2].price is Line("x", "y").price)


if __name__ == "__main__":
    main()
