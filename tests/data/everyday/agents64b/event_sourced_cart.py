"""A shopping cart rebuilt from an event log, with projections and snapshots."""
from dataclasses import dataclass, asdict
from typing import Union


@dataclass(frozen=True)
class ItemAdded:
    sku: str
    qty: int
    unit_price: int


@dataclass(frozen=True)
class ItemRemoved:
    sku: str
    qty: int


@dataclass(frozen=True)
class CouponApplied:
    code: str
    percent: int


@dataclass(frozen=True)
class CheckedOut:
    pass


Event = Union[ItemAdded, ItemRemoved, CouponApplied, CheckedOut]


class CartClosed(RuntimeError):
    pass


class Cart:
    def __init__(self):
        self.lines = {}
        self.prices = {}
        self.coupon = None
        self.closed = False
        self.version = 0

    def apply(self, event: Event):
        handler = getattr(self, "_on_" + type(event).__name__)
        handler(event)
        self.version += 1

    def _on_ItemAdded(self, e):
        self.lines[e.sku] = self.lines.get(e.sku, 0) + e.qty
        self.prices[e.sku] = e.unit_price

    def _on_ItemRemoved(self, e):
        left = self.lines.get(e.sku, 0) - e.qty
        if left > 0:
            self.lines[e.sku] = left
        else:
            self.lines.pop(e.sku, None)

    def _on_CouponApplied(self, e):
        self.coupon = e

    def _on_CheckedOut(self, e):
        self.closed = True

    def total(self):
        gross = sum(self.prices[s] * q for s, q in self.lines.items())
        if self.coupon:
            gross -= gross * self.coupon.percent // 100
        return gross


class CartStore:
    def __init__(self):
        self.log: list = []

    def append(self, event):
        cart = self.replay()
        if cart.closed:
            raise CartClosed(f"cannot record {type(event).__name__} after checkout")
        if isinstance(event, ItemRemoved) and event.sku not in cart.lines:
            raise KeyError(event.sku)
        self.log.append(event)

    def replay(self, upto=None):
        cart = Cart()
        for event in self.log[:upto]:
            cart.apply(event)
        return cart


def main():
    store = CartStore()
    incoming = [
        ItemAdded("tea", 2, 450), ItemAdded("mug", 1, 1200), ItemRemoved("cake", 1),
        ItemAdded("tea", 1, 450), CouponApplied("SPRING10", 10), ItemRemoved("tea", 2),
        CheckedOut(), ItemAdded("spoon", 4, 99),
    ]
    for event in incoming:
        try:
            store.append(event)
            print("recorded", event)
        except CartClosed as exc:
            print("refused:", exc)
        except KeyError as exc:
            print("refused: not in cart", exc)
    for n in range(len(store.log) + 1):
        cart = store.replay(n)
        print(f"v{cart.version}: {dict(sorted(cart.lines.items()))} total={cart.total()} closed={cart.closed}")
    print([asdict(e) for e in store.log if not isinstance(e, CheckedOut)][:2])
    counts = {}
    for e in store.log:
        counts[type(e).__name__] = counts.get(type(e).__name__, 0) + 1
    print(counts)
    try:
        store.log[0].qty = 99
    except AttributeError as exc:
        print(type(exc).__name__, exc)
    print(ItemAdded("a", 1, 1) == ItemAdded("a", 1, 1), hash(CheckedOut()) == hash(CheckedOut()))


if __name__ == "__main__":
    main()
