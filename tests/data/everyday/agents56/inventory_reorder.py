"""Inventory reorder planner with dataclasses, enums and supplier lead times."""
from dataclasses import dataclass, field, asdict
from enum import Enum, IntEnum
import math


class Category(Enum):
    PERISHABLE = "perishable"
    DRY = "dry goods"
    HARDWARE = "hardware"


class Urgency(IntEnum):
    NONE = 0
    SOON = 1
    NOW = 2
    STOCKOUT = 3


@dataclass
class Item:
    sku: str
    name: str
    category: Category
    on_hand: int
    daily_demand: float
    lead_days: int
    case_size: int = 1
    on_order: int = 0
    history: list = field(default_factory=list, repr=False)

    @property
    def safety_stock(self) -> int:
        factor = 1.5 if self.category is Category.PERISHABLE else 1.0
        return math.ceil(self.daily_demand * factor * 2)

    @property
    def reorder_point(self) -> int:
        return math.ceil(self.daily_demand * self.lead_days) + self.safety_stock

    def urgency(self) -> Urgency:
        available = self.on_hand + self.on_order
        if self.on_hand == 0:
            return Urgency.STOCKOUT
        if available < self.reorder_point / 2:
            return Urgency.NOW
        if available < self.reorder_point:
            return Urgency.SOON
        return Urgency.NONE

    def order_quantity(self, cover_days: int = 14) -> int:
        target = self.reorder_point + math.ceil(self.daily_demand * cover_days)
        shortfall = max(0, target - self.on_hand - self.on_order)
        return math.ceil(shortfall / self.case_size) * self.case_size


ITEMS = [
    Item("P-100", "Milk 1L", Category.PERISHABLE, 40, 18.0, 2, case_size=12),
    Item("P-101", "Yoghurt", Category.PERISHABLE, 0, 6.5, 3, case_size=6),
    Item("D-200", "Rice 5kg", Category.DRY, 55, 3.2, 10, case_size=4),
    Item("D-201", "Pasta", Category.DRY, 12, 4.0, 7, case_size=10, on_order=20),
    Item("H-300", "Light bulbs", Category.HARDWARE, 200, 1.1, 21, case_size=25),
    Item("H-301", "Duct tape", Category.HARDWARE, 9, 0.8, 14, case_size=5),
]


def main():
    plan = sorted(ITEMS, key=lambda i: (-i.urgency(), i.category.value, i.sku))
    print(f"{'SKU':<6} {'name':<12} {'cat':<11} {'hand':>4} {'ROP':>4} {'urgency':<9} order")
    for item in plan:
        u = item.urgency()
        qty = item.order_quantity() if u > Urgency.NONE else 0
        print(f"{item.sku:<6} {item.name:<12} {item.category.value:<11} "
              f"{item.on_hand:>4} {item.reorder_point:>4} {u.name:<9} {qty}")
    by_cat = {}
    for item in ITEMS:
        if item.urgency() >= Urgency.SOON:
            by_cat.setdefault(item.category.name, []).append(item.sku)
    print("to order by category:", by_cat)
    print(asdict(ITEMS[3]) == {**asdict(ITEMS[3])}, repr(ITEMS[0])[:60])
    print("worst:", max(ITEMS, key=Item.urgency).name, Urgency(2), int(Urgency.SOON))


if __name__ == "__main__":
    main()
