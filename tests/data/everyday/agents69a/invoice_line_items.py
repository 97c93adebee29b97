"""Invoice from line items: dataclasses, Decimal rounding per line, discounts and tax bands."""
from dataclasses import dataclass, field
from decimal import Decimal, ROUND_HALF_UP, ROUND_DOWN

CENT = Decimal("0.01")
TAX_RATES = {"standard": Decimal("0.20"), "reduced": Decimal("0.05"), "zero": Decimal("0")}


@dataclass
class LineItem:
    description: str
    quantity: Decimal
    unit_price: Decimal
    tax_band: str = "standard"
    discount_pct: Decimal = Decimal("0")

    @property
    def net(self):
        gross = self.quantity * self.unit_price
        discount = (gross * self.discount_pct / 100).quantize(CENT, rounding=ROUND_HALF_UP)
        return (gross - discount).quantize(CENT, rounding=ROUND_HALF_UP)

    @property
    def tax(self):
        return (self.net * TAX_RATES[self.tax_band]).quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass
class Invoice:
    number: str
    customer: str
    lines: list = field(default_factory=list)

    def add(self, description, qty, price, **kw):
        self.lines.append(LineItem(description, Decimal(qty), Decimal(price), **kw))
        return self

    def totals(self):
        net = sum((l.net for l in self.lines), Decimal("0"))
        tax = sum((l.tax for l in self.lines), Decimal("0"))
        return net, tax, net + tax

    def tax_summary(self):
        bands = {}
        for line in self.lines:
            n, t = bands.get(line.tax_band, (Decimal(0), Decimal(0)))
            bands[line.tax_band] = (n + line.net, t + line.tax)
        return bands


def render(inv):
    out = [f"INVOICE {inv.number}".center(64, "="), f"Bill to: {inv.customer}", ""]
    out.append(f"{'Item':<26}{'Qty':>6}{'Price':>10}{'Disc':>6}{'Net':>10}{'Band':>6}")
    for l in inv.lines:
        disc = f"{l.discount_pct}%" if l.discount_pct else ""
        out.append(f"{l.description[:25]:<26}{l.quantity:>6}{l.unit_price:>10.2f}{disc:>6}{l.net:>10}{l.tax_band[0].upper():>6}")
    net, tax, total = inv.totals()
    out.append("-" * 64)
    for band, (n, t) in sorted(inv.tax_summary().items()):
        out.append(f"{'':>30}{band:<10} {TAX_RATES[band]:>5.0%} on {n:>8} = {t:>7}")
    out.append(f"{'Net':>50}{net:>14,}")
    out.append(f"{'Tax':>50}{tax:>14,}")
    out.append(f"{'TOTAL DUE':>50}{total:>14,}")
    return "\n".join(out)


def main():
    inv = Invoice("2024-0117", "Northwind Traders Ltd")
    inv.add("Consulting (hours)", "12.5", "95.00")
    inv.add("Travel expenses", "1", "231.47", tax_band="zero")
    inv.add("Printed manuals", "40", "3.333", tax_band="reduced", discount_pct=Decimal("12.5"))
    inv.add("Software licence, annual, multi-seat", "3", "499.99", discount_pct=Decimal("10"))
    print(render(inv))
    net, tax, total = inv.totals()
    deposit = (total * Decimal("0.3")).quantize(Decimal("1"), rounding=ROUND_DOWN)
    print(f"deposit (30%, whole units): {deposit}; balance {total - deposit}")
    print(repr(inv.lines[1]))
    print(Decimal("2.675").quantize(CENT), Decimal("2.675").quantize(CENT, ROUND_HALF_UP), round(Decimal("2.665"), 2))
    try:
        inv.add("Bad", "two", "1.00")
    except Exception as exc:
        print(type(exc).__name__, exc)
    try:
        LineItem("x", Decimal(1), Decimal(1), "luxury").tax
    except KeyError as exc:
        print("unknown band", exc)
    return str(total)


if __name__ == "__main__":
    main()
