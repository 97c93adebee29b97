from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class State(Enum):
    CART = "cart"
    PLACED = "placed"
    PAID = "paid"
    SHIPPED = "shipped"
    DELIVERED = "delivered"
    CANCELLED = "cancelled"
    REFUNDED = "refunded"


@dataclass(frozen=True)
class AddItem:
    sku: str
    qty: int
    price: float


@dataclass(frozen=True)
class Place:
    pass


@dataclass(frozen=True)
class Pay:
    amount: float
    method: str = "card"


@dataclass(frozen=True)
class Ship:
    carrier: str
    tracking: str


@dataclass(frozen=True)
class Deliver:
    pass


@dataclass(frozen=True)
class Cancel:
    reason: str


class IllegalTransition(Exception):
    pass


class Order:
    def __init__(self, order_id):
        self.id = order_id
        self.state = State.CART
        self.lines = []
        self.paid = 0.0
        self.log = []

    @property
    def total(self):
        return round(sum(q * p for _, q, p in self.lines), 2)

    def apply(self, event):
        match (self.state, event):
            case (State.CART, AddItem(sku=sku, qty=qty, price=price)) if qty > 0:
                self.lines.append((sku, qty, price))
                return self.state
            case (State.CART, AddItem(qty=qty)):
                raise IllegalTransition(f"quantity must be positive, got {qty}")
            case (State.CART, Place()) if self.lines:
                new = State.PLACED
            case (State.PLACED, Pay(amount=amount, method=method)):
                if abs(amount - self.total) > 0.005:
                    raise IllegalTransition(f"paid {amount:.2f} by {method}, expected {self.total:.2f}")
                self.paid = amount
                new = State.PAID
            case (State.PAID, Ship(carrier=c, tracking=t)) if t.startswith(c[:2].upper()):
                new = State.SHIPPED
            case (State.SHIPPED, Deliver()):
                new = State.DELIVERED
            case (State.CART | State.PLACED, Cancel(reason=r)):
                new = State.CANCELLED
            case (State.PAID, Cancel()):
                new = State.REFUNDED
            case (state, ev):
                raise IllegalTransition(f"{type(ev).__name__} not allowed in {state.value}")
        self.log.append(f"{self.state.value}->{new.value}")
        self.state = new
        return new


SCENARIOS = {
    "happy": [AddItem("MUG", 2, 8.5), AddItem("TEA", 1, 4.25), Place(), Pay(21.25),
              Ship("dhl", "DH123"), Deliver()],
    "underpaid": [AddItem("BOOK", 1, 19.99), Place(), Pay(9.99, "voucher"), Pay(19.99)],
    "refund": [AddItem("LAMP", 1, 45.0), Place(), Pay(45.0), Cancel("changed mind")],
    "bad": [Place(), AddItem("PEN", 0, 1.0), AddItem("PEN", 3, 1.2), Place(), Ship("ups", "XX1"),
            Pay(3.6, "cash"), Ship("ups", "UP9"), Cancel("late")],
}


def main():
    for name, events in SCENARIOS.items():
        order = Order(name)
        print(f"--- {name}")
        for event in events:
            try:
                order.apply(event)
            except IllegalTransition as exc:
                print(f"  rejected {event!r}: {exc}")
        print(f"  final={order.state.name} total={order.total} paid={order.paid} path={' '.join(order.log)}")


if __name__ == "__main__":
    main()
