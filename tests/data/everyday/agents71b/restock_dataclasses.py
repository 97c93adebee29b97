"""Plan warehouse restock orders with dataclasses."""
from dataclasses import dataclass, field, asdict, astuple, replace, fields, InitVar
from typing import ClassVar


@dataclass(frozen=True, order=True)
class Sku:
    category: str
    code: str

    def __str__(self):
        return f"{self.category}-{self.code}"


@dataclass(order=True)
class StockLine:
    sort_key: tuple = field(init=False, repr=False)
    sku: Sku
    on_hand: int
    reorder_point: int
    lead_days: int = 7
    daily_demand: float = 1.0
    supplier: str = "default"
    notes: list = field(default_factory=list, compare=False)

    def __post_init__(self):
        self.sort_key = (self.days_of_cover(), str(self.sku))

    def days_of_cover(self):
        return round(self.on_hand / self.daily_demand, 1) if self.daily_demand else float("inf")

    def needs_restock(self):
        return self.on_hand <= self.reorder_point or self.days_of_cover() < self.lead_days


@dataclass
class PurchaseOrder:
    supplier: str
    lines: list = field(default_factory=list)
    currency: InitVar[str] = "EUR"
    MIN_UNITS: ClassVar[int] = 10

    def __post_init__(self, currency):
        self.label = f"PO/{self.supplier.upper()}/{currency}"

    def add(self, sku, qty):
        self.lines.append((str(sku), max(qty, self.MIN_UNITS)))

    @property
    def units(self):
        return sum(q for _, q in self.lines)


STOCK = [
    StockLine(Sku("cable", "USB-C-1M"), 40, 50, 5, 12.0, "voltix"),
    StockLine(Sku("cable", "HDMI-2M"), 200, 60, 10, 6.5, "voltix"),
    StockLine(Sku("adapter", "USB-C-HUB"), 8, 10, 14, 0.9, "hubco"),
    StockLine(Sku("adapter", "DP-HDMI"), 33, 15, 14, 2.5, "hubco", ["discontinue Q4"]),
    StockLine(Sku("case", "LAPTOP-15"), 0, 5, 21, 0.4),
]


def main():
    orders = {}
    for line in sorted(STOCK):
        flag = "RESTOCK" if line.needs_restock() else "ok"
        print(f"{str(line.sku):<18} on hand {line.on_hand:>4}  cover {line.days_of_cover():>5} d  {flag}")
        if line.needs_restock():
            target = int(line.daily_demand * (line.lead_days + 14))
            qty = target - line.on_hand
            po = orders.setdefault(line.supplier, PurchaseOrder(line.supplier))
            po.add(line.sku, qty)
    for supplier in sorted(orders):
        po = orders[supplier]
        print(po.label, po.lines, "units:", po.units)
    first = STOCK[0]
    print(asdict(first))
    print(astuple(Sku("x", "y")), [f.name for f in fields(StockLine)])
    adjusted = replace(first, on_hand=500)
    print(adjusted.sort_key, adjusted.needs_restock(), first == replace(first), first == adjusted)
    print(sorted([Sku("b", "1"), Sku("a", "9"), Sku("a", "10")]))
    try:
        first.sku.code = "NEW"
    except AttributeError as e:
        print(type(e).__name__, e)
    print(hash(Sku("a", "b")) == hash(Sku("a", "b")), PurchaseOrder("z", currency="USD"))
    return sum(po.units for po in orders.values())


if __name__ == "__main__":
    main()
