"""Dump objects generically for a report using vars(), __dict__ and class names."""
from dataclasses import dataclass


class Item:
    def __init__(self, sku, qty):
        self.sku = sku
        self.qty = qty
        self.reserved = 0

    def reserve(self, n):
        self.reserved += n


@dataclass
class Warehouse:
    code: str
    city: str


def describe(obj):
    fields = ", ".join(f"{k}={v!r}" for k, v in vars(obj).items())
    return f"{type(obj).__name__}({fields})"


def main():
    item = Item("A-1", 5)
    item.reserve(2)
    item.note = "fragile"
    print(describe(item))
    print(describe(Warehouse("W1", "Oslo")))
    print(item.__dict__)
    print(item.__class__.__name__, Item.__name__, Item.__qualname__)
    print(sorted(vars(item)))
    d = vars(item)
    print("qty" in d, len(d), d["qty"])
    for obj in [item, Warehouse("W2", "Rome"), 3, "x", [1]]:
        print(type(obj).__name__, obj.__class__.__name__)


if __name__ == "__main__":
    main()
