from dataclasses import dataclass
from decimal import Decimal
from functools import singledispatch, total_ordering, cmp_to_key, lru_cache, partial, reduce
import operator


@total_ordering
class Money:
    __slots__ = ("cents", "currency")

    def __init__(self, amount, currency="EUR"):
        self.cents = int((Decimal(str(amount)) * 100).to_integral_value())
        self.currency = currency

    def __eq__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return (self.cents, self.currency) == (other.cents, other.currency)

    def __lt__(self, other):
        if self.currency != other.currency:
            raise TypeError("currency mismatch")
        return self.cents < other.cents

    def __add__(self, other):
        return Money(Decimal(self.cents + other.cents) / 100, self.currency)

    def __hash__(self):
        return hash((self.cents, self.currency))

    def __repr__(self):
        return f"Money({self.cents / 100:.2f}, {self.currency!r})"

    def __str__(self):
        return f"{self.cents // 100}.{self.cents % 100:02d} {self.currency}"


@dataclass
class Subscription:
    plan: str
    months: int


@dataclass
class Bundle:
    items: list


@singledispatch
def price(item) -> Money:
    raise TypeError(f"cannot price {type(item).__name__}")


@price.register
def _(item: Money) -> Money:
    return item


@price.register
def _(item: Subscription) -> Money:
    return Money(plan_rate(item.plan) * item.months * (Decimal("0.9") if item.months >= 12 else 1))


@price.register(list)
@price.register(tuple)
def _(items) -> Money:
    return reduce(operator.add, map(price, items), Money(0))


@price.register
def _(item: Bundle) -> Money:
    total = price(item.items)
    return Money(Decimal(total.cents) / 100 * Decimal("0.85"))


@lru_cache(maxsize=None)
def plan_rate(plan: str) -> Decimal:
    print(f"  (looking up rate for {plan})")
    return {"basic": Decimal("9.99"), "pro": Decimal("24.50"), "team": Decimal("79")}[plan]


def by_value_then_name(a, b):
    (na, pa), (nb, pb) = a, b
    if pa != pb:
        return -1 if pa > pb else 1
    return (na > nb) - (na < nb)


def main():
    catalog = {
        "starter": Subscription("basic", 1),
        "annual-pro": Subscription("pro", 12),
        "team-q": Subscription("team", 3),
        "addon": Money("4.99"),
        "bundle": Bundle([Subscription("basic", 12), Money("20")]),
        "pair": (Money(5), Subscription("basic", 2)),
        "annual-basic": Subscription("basic", 12),
    }
    priced = {name: price(item) for name, item in catalog.items()}
    ranked = sorted(priced.items(), key=cmp_to_key(by_value_then_name))
    for name, m in ranked:
        print(f"{name:<13}{str(m):>12}  {m!r}")
    print(plan_rate.cache_info())
    eur = partial(Money, currency="EUR")
    print(eur(3) <= eur("3.00"), eur(2) > eur(1), eur(1) >= eur(1), Money(1, "USD") == Money(1))
    try:
        price({"oops": 1})
    except TypeError as e:
        print("error:", e)
    try:
        Money(1, "USD") < Money(2)
    except TypeError as e:
        print("error:", e)
    print("distinct prices:", len(set(priced.values())), "registry:", sorted(t.__name__ for t in price.registry))
    return priced["bundle"]


if __name__ == "__main__":
    main()
