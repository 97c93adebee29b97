from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_UP
from typing import Optional

CENTS = Decimal("0.01")


def money(x: Decimal) -> Decimal:
    return x.quantize(CENTS, rounding=ROUND_HALF_UP)


@dataclass(frozen=True)
class Item:
    description: str
    quantity: Decimal
    unit_price: Decimal
    tax_rate: Decimal = Decimal("0.20")
    discount_pct: Decimal = Decimal("0")

    @property
    def net(self) -> Decimal:
        gross = self.quantity * self.unit_price
        return money(gross * (1 - self.discount_pct / 100))

    @property
    def tax(self) -> Decimal:
        return money(self.net * self.tax_rate)


@dataclass
class Invoice:
    number: str
    customer: str
    issued: date
    terms_days: int = 30
    items: list[Item] = field(default_factory=list)
    notes: Optional[str] = None

    def __post_init__(self):
        if not self.number.startswith("INV-"):
            raise ValueError(f"bad invoice number {self.number!r}")

    @property
    def due(self) -> date:
        return self.issued + timedelta(days=self.terms_days)

    def add(self, *args, **kwargs) -> "Invoice":
        self.items.append(Item(*args, **kwargs))
        return self

    def tax_summary(self) -> dict[Decimal, tuple[Decimal, Decimal]]:
        summary: dict[Decimal, tuple[Decimal, Decimal]] = {}
        for it in self.items:
            net, tax = summary.get(it.tax_rate, (Decimal(0), Decimal(0)))
            summary[it.tax_rate] = (net + it.net, tax + it.tax)
        return summary

    def render(self) -> str:
        w = 64
        lines = [f"INVOICE {self.number}".center(w, "="),
                 f"Bill to: {self.customer:<30}Issued: {self.issued:%d %b %Y}",
                 f"{'':<39}Due:    {self.due:%d %b %Y}", "-" * w,
                 f"{'Description':<26}{'Qty':>6}{'Price':>10}{'Disc':>6}{'Net':>16}"]
        for it in self.items:
            disc = f"{it.discount_pct:.0f}%" if it.discount_pct else ""
            lines.append(f"{it.description[:25]:<26}{it.quantity:>6}{it.unit_price:>10,.2f}{disc:>6}{it.net:>16,.2f}")
        lines.append("-" * w)
        total_net = total_tax = Decimal(0)
        for rate, (net, tax) in sorted(self.tax_summary().items()):
            lines.append(f"{'VAT ' + format(rate * 100, '.0f') + '% on ' + format(net, ',.2f'):>48}{tax:>16,.2f}")
            total_net += net
            total_tax += tax
        lines.append(f"{'Subtotal':>48}{total_net:>16,.2f}")
        lines.append(f"{'TOTAL DUE':>48}{total_net + total_tax:>16,.2f}")
        if self.notes:
            lines.append(f"Note: {self.notes}")
        return "\n".join(lines)


def main():
    inv = Invoice("INV-2024-0042", "Northwind Traders", date(2024, 1, 31), terms_days=45, notes="Thank you!")
    inv.add("Consulting (hours)", Decimal("12.5"), Decimal("140.00"))
    inv.add("Travel expenses", Decimal("1"), Decimal("312.45"), tax_rate=Decimal("0"))
    inv.add("Annual licence", Decimal("3"), Decimal("899.99"), discount_pct=Decimal("15"))
    inv.add("Printed manuals", Decimal("40"), Decimal("2.333"), tax_rate=Decimal("0.05"))
    print(inv.render())
    total = sum((it.net + it.tax for it in inv.items), Decimal(0))
    print(f"check: {total} over {len(inv.items)} lines; due on a {inv.due:%A}")
    try:
        Invoice("2024-43", "Oops Ltd", date(2024, 2, 1))
    except ValueError as e:
        print("rejected:", e)
    late_fee = money(total * Decimal("0.015") * 2)
    print(f"two months late fee: {late_fee}  ({late_fee / total:.4%})")
    return total


if __name__ == "__main__":
    main()
