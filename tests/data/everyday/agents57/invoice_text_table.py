"""Render an invoice as a plain-text table with Decimal totals and tax bands."""
from decimal import Decimal, ROUND_HALF_UP
from dataclasses import dataclass
import textwrap

CENT = Decimal("0.01")
TAX_RATES = {"standard": Decimal("0.20"), "reduced": Decimal("0.05"), "zero": Decimal("0")}


@dataclass(frozen=True)
class Line:
    sku: str
    description: str
    qty: int
    unit_price: Decimal
    band: str = "standard"

    @property
    def net(self) -> Decimal:
        return (self.unit_price * self.qty).quantize(CENT, rounding=ROUND_HALF_UP)

    @property
    def tax(self) -> Decimal:
        return (self.net * TAX_RATES[self.band]).quantize(CENT, rounding=ROUND_HALF_UP)


def money(d: Decimal) -> str:
    return f"{d:,.2f}"


def render(lines, customer, number):
    width = 64
    out = ["=" * width, f"INVOICE {number}".center(width), "=" * width]
    out.append(f"Bill to: {customer}")
    out.append("-" * width)
    out.append(f"{'SKU':<8}{'Description':<26}{'Qty':>4}{'Unit':>10}{'Net':>12}{'B':>4}")
    for ln in lines:
        wrapped = textwrap.wrap(ln.description, 24) or [""]
        out.append(f"{ln.sku:<8}{wrapped[0]:<26}{ln.qty:>4}{money(ln.unit_price):>10}{money(ln.net):>12}{ln.band[0].upper():>4}")
        for extra in wrapped[1:]:
            out.append(f"{'':<8}{extra:<26}")
    out.append("-" * width)
    bands = {}
    for ln in lines:
        net, tax = bands.get(ln.band, (Decimal(0), Decimal(0)))
        bands[ln.band] = (net + ln.net, tax + ln.tax)
    for band in sorted(bands, key=lambda b: -TAX_RATES[b]):
        net, tax = bands[band]
        out.append(f"{band:>40} {TAX_RATES[band]:>5.0%}{money(net):>10}{money(tax):>8}")
    subtotal = sum((ln.net for ln in lines), Decimal(0))
    tax_total = sum((ln.tax for ln in lines), Decimal(0))
    out.append(f"{'Subtotal':>52}{money(subtotal):>12}")
    out.append(f"{'Tax':>52}{money(tax_total):>12}")
    out.append(f"{'TOTAL DUE':>52}{money(subtotal + tax_total):>12}")
    return "\n".join(out)


def main():
    lines = [
        Line("A-100", "Ergonomic office chair with adjustable lumbar support", 2, Decimal("189.99")),
        Line("B-220", "Printer paper A4 (box of 5 reams)", 7, Decimal("23.45")),
        Line("C-031", "Children's book: Stars", 3, Decimal("7.99"), "zero"),
        Line("D-404", "Energy-saving LED bulbs", 12, Decimal("3.333"), "reduced"),
    ]
    print(render(lines, "Northwind Traders Ltd.", "INV-2024-0042"))


if __name__ == "__main__":
    main()
