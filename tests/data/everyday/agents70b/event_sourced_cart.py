"""Event-sourced shopping cart: state is rebuilt by replaying events."""
from dataclasses import dataclass, field
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
    order_id: str


Event = Union[ItemAdded, ItemRemoved, CouponApplied, CheckedOut]


class DomainError(Exception):
    pass


@dataclass
class Cart:
    lines: dict = field(default_factory=dict)
    prices: dict = field(default_factory=dict)
    coupon: tuple = None
    order_id: str = ""
    version: int = 0

    def apply(self, event: Event) -> "Cart":
        match event:
            case ItemAdded(sku, qty, price):
                self.lines[sku] = self.lines.get(sku, 0) + qty
                self.prices[sku] = price
            case ItemRemoved(sku=sku, qty=qty):
                left = self.lines.get(sku, 0) - qty
                if left > 0:
                    self.lines[sku] = left
                else:
                    self.lines.pop(sku, None)
            case CouponApplied(code=code, percent=p):
                self.coupon = (code, p)
            case CheckedOut(order_id=oid):
                self.order_id = oid
            case _:
                raise DomainError(f"unknown event {event!r}")
        self.version += 1
        return self

    def subtotal(self) -> int:
        return sum(q * self.prices[s] for s, q in self.lines.items())

    def total(self) -> int:
        sub = self.subtotal()
        if self.coupon:
            sub -= sub * self.coupon[1] // 100
        return sub


class CartService:
    def __init__(self):
        self.store: list[Event] = []

    def current(self, upto: int = None) -> Cart:
        cart = Cart()
        for ev in self.store[:upto]:
            cart.apply(ev)
        return cart

    def execute(self, event: Event) -> None:
        cart = self.current()
        if cart.order_id:
            raise DomainError("cart already checked out")
        if isinstance(event, ItemRemoved) and event.sku not in cart.lines:
            raise DomainError(f"cannot remove {event.sku}: not in cart")
        if isinstance(event, CheckedOut) and not cart.lines:
            raise DomainError("cannot check out an empty cart")
        if isinstance(event, CouponApplied) and cart.coupon is not None:
            raise DomainError(f"coupon {cart.coupon[0]} already applied")
        self.store.append(event)


def main():
    svc = CartService()
    commands = [
        CheckedOut("early"),
        ItemAdded("pen", 3, 150),
        ItemAdded("pad", 2, 400),
        ItemRemoved("ink", 1),
        ItemAdded("pen", 2, 150),
        CouponApplied("SAVE10", 10),
        CouponApplied("SAVE20", 20),
        ItemRemoved("pad", 2),
        CheckedOut("ORD-7"),
        ItemAdded("mug", 1, 900),
    ]
    for cmd in commands:
        try:
            svc.execute(cmd)
            print("accepted", type(cmd).__name__)
        except DomainError as e:
            print("rejected", type(cmd).__name__, "-", e)
    for n in range(len(svc.store) + 1):
        c = svc.current(n)
        print(n, dict(sorted(c.lines.items())), c.subtotal(), c.total(), c.order_id or "-")
    final = svc.current()
    print(final.version, final.coupon, hash(svc.store[0]) == hash(ItemAdded("pen", 3, 150)))
    return final.total()


if __name__ == "__main__":
    main()
