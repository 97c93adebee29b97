"""Generate an invoice with line discounts, tiered tax and a templated footer."""
from dataclasses import dataclass
from decimal import Decimal, ROUND_HALF_UP
from string import Template
from datetime import date, timedelta

TWO = Decimal("0.01")
TAX_RATES = {"standard": Decimal("0.20"), "reduced": Decimal("0.05"), "zero": Decimal("0")}


@dataclass
class Item:
    description: str
    quantity: Decimal
    unit_price: Decimal
    tax_class: str = "standard"
    discount_pct: Decimal = Decimal("0")

    def __post_init__(self):
        if self.quantity <= 0:
            raise ValueError(f"{self.description}: quantity must be positive")
        if self.tax_class not in TAX_RATES:
            raise ValueError(f"{self.description}: unknown tax class {self.tax_class!r}")

    @property
    def net(self) -> Decimal:
        gross = self.quantity * self.unit_price
        return (gross * (1 - self.discount_pct / 100)).quantize(TWO, ROUND_HALF_UP)

    @property
    def tax(self) -> Decimal:
        return (self.net * TAX_RATES[self.tax_class]).quantize(TWO, ROUND_HALF_UP)


FOOTER = Template("""\
Invoice $number for $customer
Issued $issued, due $due ($terms days).
Please pay $$${total} to IBAN $iban.""")

RAW = [
    ("Consulting hours", "7.5", "120.00", "standard", "10"),
    ("Printed manuals", "3", "19.99", "reduced", "0"),
    ("Export shipping", "1", "45.00", "zero", "0"),
    ("Broken widget", "0", "5.00", "standard", "0"),
    ("Gift wrap", "2", "3.333", "luxury", "0"),
    ("Licence seat", "4", "249.00", "standard", "12.5"),
]


def main():
    items, rejected = [], []
    for desc, qty, price, tax_class, disc in RAW:
        try:
            items.append(Item(desc, Decimal(qty), Decimal(price), tax_class, Decimal(disc)))
        except ValueError as err:
            rejected.append(str(err))
    print(f"{'Description':<20}{'Qty':>6}{'Unit':>9}{'Disc':>6}{'Net':>10}{'Tax':>9}")
    for it in items:
        disc = f"{it.discount_pct.normalize()}%" if it.discount_pct else "-"
        print(f"{it.description:<20}{it.quantity:>6}{it.unit_price:>9}{disc:>6}{it.net:>10}{it.tax:>9}")
    net = sum((i.net for i in items), Decimal("0"))
    tax = sum((i.tax for i in items), Decimal("0"))
    by_class: dict[str, Decimal] = {}
    for i in items:
        by_class[i.tax_class] = by_class.get(i.tax_class, Decimal("0")) + i.tax
    print("-" * 60)
    print(f"{'Net total':>50}{net:>10}")
    for cls, amount in sorted(by_class.items()):
        print(f"{'VAT ' + cls + ' @ ' + format(TAX_RATES[cls], '.0%'):>50}{amount:>10}")
    total = net + tax
    print(f"{'TOTAL':>50}{total:>10}")
    issued = date(2026, 12, 8)
    print(FOOTER.substitute(number="INV-2026-0042", customer="Acme Ltd", issued=issued.isoformat(),
                            due=(issued + timedelta(days=30)).strftime("%d %b %Y"), terms=30,
                            total=f"{total:,}", iban="GB00 TEST 0000"))
    print(Template("Ref: $ref / $missing").safe_substitute(ref="X1"))
    for r in rejected:
        print("rejected:", r)
    return str(total)


if __name__ == "__main__":
    main()
