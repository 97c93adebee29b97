"""Inventory with dataclasses: find items below reorder point and plan a purchase."""
from dataclasses import dataclass, field


@dataclass
class Item:
    sku: str
    name: str
    on_hand: int
    reorder_point: int
    unit_cost: float
    supplier: str = "generic"
    tags: list = field(default_factory=list)

    @property
    def needs_restock(self):
        return self.on_hand < self.reorder_point

    def order_quantity(self, target_multiple=2):
        return max(0, self.reorder_point * target_multiple - self.on_hand)


class Inventory:
    def __init__(self):
        self.items = {}

    def add(self, item):
        if item.sku in self.items:
            raise KeyError(f"duplicate sku {item.sku}")
        self.items[item.sku] = item

    def adjust(self, sku, delta):
        item = self.items[sku]
        if item.on_hand + delta < 0:
            raise ValueError(f"{sku}: cannot remove {-delta}, only {item.on_hand} left")
        item.on_hand += delta

    def low_stock(self):
        return sorted((i for i in self.items.values() if i.needs_restock), key=lambda i: i.sku)


def main():
    inv = Inventory()
    inv.add(Item("B-200", "bolt", 40, 100, 0.05, "acme", ["hardware"]))
    inv.add(Item("N-110", "nut", 500, 200, 0.02, "acme"))
    inv.add(Item("W-300", "washer", 12, 50, 0.01))
    inv.add(Item("S-010", "screwdriver", 3, 5, 7.5, "toolco", ["tools"]))
    try:
        inv.add(Item("N-110", "nut again", 1, 1, 1.0))
    except KeyError as e:
        print("rejected:", e)
    for sku, delta in [("N-110", -350), ("W-300", -20), ("B-200", 15)]:
        try:
            inv.adjust(sku, delta)
        except ValueError as e:
            print("adjust failed:", e)
    plan = {}
    for item in inv.low_stock():
        qty = item.order_quantity()
        plan.setdefault(item.supplier, []).append((item.sku, qty, qty * item.unit_cost))
    for supplier, lines in sorted(plan.items()):
        print(f"PO for {supplier}:")
        for sku, qty, cost in lines:
            print(f"  {sku:<6} x{qty:>4}  ${cost:>7.2f}")
        print(f"  total ${sum(c for _, _, c in lines):.2f}")
    print(inv.items["S-010"])


if __name__ == "__main__":
    main()
