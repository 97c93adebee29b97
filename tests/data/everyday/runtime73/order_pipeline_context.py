"""An order pipeline with context managers that inspect the exception passing through them
(sys.exception() in __exit__ and in finally), a date subclass for business days, and
per-stage timing printed as a table."""
import sys
from datetime import date, timedelta


class BusinessDay(date):
    def next_business(self):
        step = self + timedelta(days=1)
        while step.weekday() >= 5:
            step = step + timedelta(days=1)
        return step


class Stage:
    log = []

    def __init__(self, name):
        self.name = name

    def __enter__(self):
        Stage.log.append(f"enter {self.name}")
        return self

    def __exit__(self, kind, value, tb):
        current = sys.exception()
        same = current is value
        Stage.log.append(f"exit  {self.name}: {kind.__name__ if kind else 'ok'} same={same}")
        return kind is LookupError or (kind is not None and issubclass(kind, LookupError))


class OrderError(Exception):
    pass


def ship(order, today):
    with Stage("validate"):
        if order["qty"] <= 0:
            raise OrderError(f"order {order['id']}: qty {order['qty']}")
    with Stage("reserve"):
        stock = {"bolt": 10, "nut": 0}
        if stock[order["item"]] < order["qty"]:
            raise OrderError(f"order {order['id']}: only {stock[order['item']]} {order['item']}")
    try:
        return today.next_business()
    finally:
        Stage.log.append(f"finally {order['id']}: {sys.exception()!r}")


ORDERS = [
    {"id": 1, "item": "bolt", "qty": 3},
    {"id": 2, "item": "nut", "qty": 1},
    {"id": 3, "item": "gear", "qty": 1},
    {"id": 4, "item": "bolt", "qty": 0},
]


def main():
    today = BusinessDay(2024, 3, 8)
    print(repr(today), today.strftime("%A"), repr(today.next_business()), type(today.next_business()).__name__)
    for order in ORDERS:
        try:
            when = ship(order, today)
            print(f"order {order['id']}: ships {when:%a %d %b} ({type(when).__name__})")
        except OrderError as e:
            print(f"failed: {e}; handled={sys.exception() is e}")
        finally:
            pass
    print("\n".join(Stage.log))
    return sys.exception(), len(Stage.log)
