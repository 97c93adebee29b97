"""A shopping cart with pluggable discount rules built on an abstract base class."""
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from decimal import Decimal, ROUND_HALF_UP
from typing import List, Optional

CENTS = Decimal("0.01")


@dataclass(frozen=True)
class Item:
    sku: str
    price: Decimal
    qty: int = 1
    category: str = "misc"

    def __post_init__(self):
        if self.qty < 1:
            raise ValueError(f"{self.sku}: quantity must be at least 1")

    @property
    def subtotal(self) -> Decimal:
        return self.price * self.qty


class Rule(ABC):
    priority = 50

    @abstractmethod
    def discount(self, items: List[Item]) -> Decimal:
        """Return the amount taken off."""

    def label(self) -> str:
        return type(self).__name__


class PercentOffCategory(Rule):
    def __init__(self, category: str, percent: int):
        self.category, self.percent = category, percent

    def discount(self, items):
        base = sum((i.subtotal for i in items if i.category == self.category), Decimal(0))
        return (base * self.percent / 100).quantize(CENTS, ROUND_HALF_UP)

    def label(self):
        return f"{self.percent}% off {self.category}"


class BuyXGetOne(Rule):
    priority = 10

    def __init__(self, sku: str, x: int):
        self.sku, self.x = sku, x

    def discount(self, items):
        for i in items:
            if i.sku == self.sku:
                return i.price * (i.qty // (self.x + 1))
        return Decimal(0)

    def label(self):
        return f"buy {self.x} {self.sku} get 1 free"


class Threshold(Rule):
    priority = 90

    def __init__(self, minimum: Decimal, off: Decimal):
        self.minimum, self.off = minimum, off

    def discount(self, items):
        total = sum((i.subtotal for i in items), Decimal(0))
        return self.off if total >= self.minimum else Decimal(0)


class CouponError(Exception):
    pass


@dataclass
class Cart:
    items: List[Item] = field(default_factory=list)
    rules: List[Rule] = field(default_factory=list)
    coupon: Optional[str] = None

    def add(self, item: Item) -> None:
        self.items.append(item)

    def apply_coupon(self, code: str, valid: dict) -> None:
        if self.coupon:
            raise CouponError(f"coupon {self.coupon} already applied")
        try:
            self.rules.append(valid[code.upper()])
        except KeyError:
            raise CouponError(f"unknown coupon {code!r}") from None
        self.coupon = code.upper()

    def checkout(self):
        gross = sum((i.subtotal for i in self.items), Decimal(0))
        lines = []
        for rule in sorted(self.rules, key=lambda r: r.priority):
            off = rule.discount(self.items)
            if off:
                lines.append((rule.label(), off))
        net = max(Decimal(0), gross - sum((o for _, o in lines), Decimal(0)))
        return gross, lines, net


def main():
    try:
        Rule()
    except TypeError as exc:
        print("TypeError:", exc)
    cart = Cart(rules=[PercentOffCategory("books", 10), BuyXGetOne("SOCK", 2)])
    for sku, price, qty, cat in [("NOVEL", "12.99", 2, "books"), ("SOCK", "3.50", 7, "apparel"),
                                 ("ATLAS", "45.00", 1, "books"), ("MUG", "8.25", 0, "kitchen"), ("PEN", "1.10", 3, "misc")]:
        try:
            cart.add(Item(sku, Decimal(price), qty, cat))
        except ValueError as exc:
            print("ValueError:", exc)
    coupons = {"SAVE5": Threshold(Decimal("50"), Decimal("5.00")), "BIG": Threshold(Decimal("500"), Decimal("50"))}
    for code in ("nope", "save5", "BIG"):
        try:
            cart.apply_coupon(code, coupons)
            print("applied", code)
        except CouponError as exc:
            print("CouponError:", exc)
    gross, lines, net = cart.checkout()
    print(f"gross {gross}")
    for label, off in lines:
        print(f"  - {label:<28} {off:>7}")
    print(f"net {net}  saved {(gross - net) / gross:.1%}")
    print(sorted(r.label() for r in cart.rules))


if __name__ == "__main__":
    main()
