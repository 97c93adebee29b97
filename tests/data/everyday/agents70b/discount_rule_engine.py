"""A small pricing rule engine using Protocols and callables."""
from dataclasses import dataclass, field
from decimal import Decimal, ROUND_HALF_UP
from typing import Callable, Protocol, runtime_checkable


@dataclass
class LineItem:
    sku: str
    category: str
    qty: int
    price: Decimal


@dataclass
class Order:
    customer_tier: str
    items: list[LineItem] = field(default_factory=list)
    coupons: set[str] = field(default_factory=set)

    def subtotal(self) -> Decimal:
        return sum((i.price * i.qty for i in self.items), Decimal("0"))


@runtime_checkable
class Rule(Protocol):
    name: str

    def discount(self, order: Order) -> Decimal: ...


class PercentOffCategory:
    def __init__(self, category: str, percent: int):
        self.name = f"{percent}% off {category}"
        self.category = category
        self.percent = Decimal(percent) / 100

    def discount(self, order: Order) -> Decimal:
        return sum((i.price * i.qty * self.percent for i in order.items if i.category == self.category), Decimal(0))


class BuyXGetY:
    def __init__(self, sku: str, buy: int, free: int):
        self.name = f"buy {buy} get {free} {sku}"
        self.sku, self.buy, self.free = sku, buy, free

    def discount(self, order: Order) -> Decimal:
        total = Decimal(0)
        for i in order.items:
            if i.sku == self.sku:
                groups = i.qty // (self.buy + self.free)
                total += groups * self.free * i.price
        return total


class FunctionRule:
    def __init__(self, name: str, fn: Callable[[Order], Decimal], when: Callable[[Order], bool]):
        self.name = name
        self._fn = fn
        self._when = when

    def discount(self, order: Order) -> Decimal:
        return self._fn(order) if self._when(order) else Decimal(0)


class NotARule:
    name = "broken"


CENT = Decimal("0.01")


def price(order: Order, rules: list, cap_percent: int = 40) -> dict:
    applied = []
    for rule in rules:
        if not isinstance(rule, Rule):
            applied.append((getattr(rule, "name", "?"), "skipped: not a rule"))
            continue
        amount = rule.discount(order).quantize(CENT, rounding=ROUND_HALF_UP)
        if amount > 0:
            applied.append((rule.name, amount))
    total_discount = sum((a for _, a in applied if isinstance(a, Decimal)), Decimal(0))
    cap = (order.subtotal() * cap_percent / 100).quantize(CENT)
    capped = min(total_discount, cap)
    return {"subtotal": order.subtotal(), "applied": applied, "discount": capped,
            "capped": capped < total_discount, "total": order.subtotal() - capped}


def main():
    rules = [
        PercentOffCategory("books", 10),
        BuyXGetY("coffee", 2, 1),
        FunctionRule("gold member 5%", lambda o: o.subtotal() * Decimal("0.05"), lambda o: o.customer_tier == "gold"),
        FunctionRule("WELCOME coupon", lambda o: Decimal("7.50"), lambda o: "WELCOME" in o.coupons),
        NotARule(),
    ]
    orders = [
        Order("gold", [LineItem("novel", "books", 2, Decimal("12.99")), LineItem("coffee", "food", 7, Decimal("4.25"))]),
        Order("basic", [LineItem("pen", "office", 3, Decimal("1.10"))], {"WELCOME"}),
        Order("basic", []),
    ]
    grand = Decimal(0)
    for n, order in enumerate(orders, 1):
        result = price(order, rules)
        print(f"order {n}: subtotal {result['subtotal']}")
        for name, amount in result["applied"]:
            print(f"   {name}: {amount}")
        print(f"   discount {result['discount']}{' (capped)' if result['capped'] else ''} -> total {result['total']}")
        grand += result["total"]
    print("grand total:", grand)
    return str(grand)


if __name__ == "__main__":
    main()
