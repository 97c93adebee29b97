"""Generate freelance invoices with Decimal money, ordered line items and VAT."""
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from functools import total_ordering

TWO = Decimal("0.01")


@dataclass(order=True, frozen=True)
class LineItem:
    day: date
    project: str
    hours: Decimal = field(compare=False)
    rate: Decimal = field(compare=False)
    description: str = field(default="", compare=False)

    @property
    def amount(self) -> Decimal:
        return (self.hours * self.rate).quantize(TWO, rounding=ROUND_HALF_UP)


@total_ordering
class Invoice:
    _counter = 0

    def __init__(self, client: str, issued: date, vat_rate: str = "0.21", terms_days: int = 30):
        Invoice._counter += 1
        self.number = f"INV-{issued:%Y}-{Invoice._counter:04d}"
        self.client = client
        self.issued = issued
        self.vat_rate = Decimal(vat_rate)
        self.due = issued + timedelta(days=terms_days)
        self.items: list[LineItem] = []

    def add(self, item: LineItem) -> "Invoice":
        self.items.append(item)
        return self

    @property
    def subtotal(self) -> Decimal:
        return sum((i.amount for i in self.items), Decimal("0.00"))

    @property
    def vat(self) -> Decimal:
        return (self.subtotal * self.vat_rate).quantize(TWO, rounding=ROUND_HALF_UP)

    @property
    def total(self) -> Decimal:
        return self.subtotal + self.vat

    def __eq__(self, other):
        return isinstance(other, Invoice) and self.total == other.total

    def __lt__(self, other: "Invoice") -> bool:
        return self.total < other.total

    def __repr__(self) -> str:
        return f"Invoice({self.number!r}, {self.client!r}, total={self.total})"

    def render(self) -> str:
        lines = [f"{self.number}  {self.client}", f"issued {self.issued:%d %b %Y}, due {self.due:%d %b %Y}", "-" * 56]
        for it in sorted(self.items):
            lines.append(f"{it.day:%m-%d} {it.project:<10} {it.description[:16]:<16} {it.hours:>5}h x {it.rate:>6} = {it.amount:>9}")
        lines.append("-" * 56)
        lines.append(f"{'subtotal':>44} {self.subtotal:>11,}")
        lines.append(f"{'VAT ' + format(self.vat_rate * 100, '.0f') + '%':>44} {self.vat:>11,}")
        lines.append(f"{'TOTAL':>44} {self.total:>11,}")
        return "\n".join(lines)


def main():
    rate = Decimal("95.00")
    a = Invoice("Acme BV", date(2024, 3, 31))
    a.add(LineItem(date(2024, 3, 12), "api", Decimal("6.5"), rate, "webhook retries"))
    a.add(LineItem(date(2024, 3, 4), "api", Decimal("3.25"), rate, "design review"))
    a.add(LineItem(date(2024, 3, 12), "admin", Decimal("0.75"), Decimal("60"), "call"))
    a.add(LineItem(date(2024, 3, 20), "frontend", Decimal("12"), Decimal("87.50"), "checkout redesign"))
    b = Invoice("Globex Ltd", date(2024, 3, 31), vat_rate="0", terms_days=14)
    b.add(LineItem(date(2024, 3, 28), "audit", Decimal("16.333"), Decimal("110"), "security audit"))
    for inv in (a, b):
        print(inv.render())
        print()
    ranked = sorted([a, b], reverse=True)
    print(ranked)
    print("max:", max(a, b).number, "a >= b:", a >= b, "a == a:", a == a)
    by_project: dict[str, Decimal] = {}
    for it in a.items:
        by_project[it.project] = by_project.get(it.project, Decimal(0)) + it.amount
    print({k: str(v) for k, v in sorted(by_project.items())})
    print(LineItem(date(2024, 1, 1), "x", Decimal(1), rate) < LineItem(date(2024, 1, 1), "y", Decimal(9), rate))
    return int(a.total)


if __name__ == "__main__":
    main()
