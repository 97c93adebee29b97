"""Shopping basket promotions: buy-X-get-Y, bundles, percentage and threshold discounts."""
from abc import ABC, abstractmethod
from collections import Counter
from decimal import Decimal

PRICES = {
    "apple": Decimal("0.45"),
    "banana": Decimal("0.25"),
    "bread": Decimal("2.10"),
    "butter": Decimal("1.85"),
    "coffee": Decimal("6.99"),
    "milk": Decimal("1.15"),
}


class Promotion(ABC):
    def __init__(self, label: str):
        self.label = label

    @abstractmethod
    def discount(self, basket: Counter) -> Decimal:
        """Amount this promotion takes off the basket."""

    def __repr__(self):
        return f"<{type(self).__name__} {self.label}>"


class BuyXGetY(Promotion):
    def __init__(self, sku, buy, free):
        super().__init__(f"buy {buy} {sku} get {free} free")
        self.sku, self.buy, self.free = sku, buy, free

    def discount(self, basket):
        groups = basket[self.sku] // (self.buy + self.free)
        return groups * self.free * PRICES[self.sku]


class Bundle(Promotion):
    def __init__(self, items, price):
        super().__init__(f"{' + '.join(items)} for {price}")
        self.items, self.price = items, Decimal(price)

    def discount(self, basket):
        count = min(basket[i] for i in self.items)
        normal = sum(PRICES[i] for i in self.items)
        return count * max(Decimal(0), normal - self.price)


class PercentOff(Promotion):
    def __init__(self, sku, percent):
        super().__init__(f"{percent}% off {sku}")
        self.sku, self.rate = sku, Decimal(percent) / 100

    def discount(self, basket):
        return (basket[self.sku] * PRICES[self.sku] * self.rate).quantize(Decimal("0.01"))


class Threshold(Promotion):
    def __init__(self, minimum, off):
        super().__init__(f"{off} off orders over {minimum}")
        self.minimum, self.off = Decimal(minimum), Decimal(off)

    def discount(self, basket):
        subtotal = sum(PRICES[s] * n for s, n in basket.items())
        return self.off if subtotal >= self.minimum else Decimal(0)


PROMOS = [
    BuyXGetY("apple", 3, 1),
    Bundle(["bread", "butter"], "3.50"),
    PercentOff("coffee", 15),
    Threshold("20", "2.00"),
]


def checkout(items):
    basket = Counter(items)
    subtotal = sum(PRICES[s] * n for s, n in basket.items())
    applied = [(p, p.discount(basket)) for p in PROMOS]
    applied = [(p, d) for p, d in applied if d > 0]
    total = subtotal - sum(d for _, d in applied)
    return basket, subtotal, applied, total


def main():
    baskets = {
        "weekly shop": ["apple"] * 9 + ["bread", "butter", "bread", "milk", "coffee", "coffee"],
        "snack": ["banana", "apple", "apple"],
        "breakfast": ["bread", "butter", "milk", "coffee"],
    }
    for name, items in baskets.items():
        basket, subtotal, applied, total = checkout(items)
        print(f"{name}: {sum(basket.values())} items, {len(basket)} kinds")
        for sku, n in sorted(basket.items()):
            print(f"   {n:>2} x {sku:<7} @ {PRICES[sku]:>5} = {PRICES[sku] * n:>6}")
        print(f"   {'subtotal':<22}{subtotal:>6}")
        for promo, amount in applied:
            print(f"   {promo.label:<22}{-amount:>6}")
        print(f"   {'TOTAL':<22}{total:>6}")
    print(PROMOS)
    try:
        Promotion("abstract")
    except TypeError as e:
        print("TypeError:", str(e).split(" with")[0])


if __name__ == "__main__":
    main()
