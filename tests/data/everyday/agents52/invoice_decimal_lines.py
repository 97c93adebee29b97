from dataclasses import dataclass, asdict, field
from decimal import Decimal, ROUND_HALF_UP


@dataclass(frozen=True)
class Line:
    sku: str
    qty: int
    price: Decimal

    @property
    def total(self) -> Decimal:
        return (self.price * self.qty).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


@dataclass
class Invoice:
    number: str
    lines: list = field(default_factory=list)
    tax_rate: Decimal = Decimal("0.2")

    def add(self, sku, qty, price):
        self.lines.append(Line(sku, qty, Decimal(price)))
        return self

    def subtotal(self):
        return sum((l.total for l in self.lines), Decimal("0"))

    def tax(self):
        return (self.subtotal() * self.tax_rate).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def main():
    inv = Invoice("INV-7").add("A1", 3, "19.99").add("B2", 1, "5.005").add("C3", 10, "0.333")
    for l in inv.lines:
        print(f"{l.sku:<4}{l.qty:>4} x {l.price:>7} = {l.total:>8}")
    print(f"subtotal {inv.subtotal()}  tax {inv.tax()}  total {inv.subtotal() + inv.tax()}")
    print(asdict(inv.lines[0]))
    try:
        inv.lines[0].qty = 5
    except Exception as e:
        print(type(e).__name__, e)


if __name__ == "__main__":
    main()
