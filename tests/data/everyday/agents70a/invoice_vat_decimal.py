from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, getcontext

LINES = [
    # description, qty, unit price, vat rate
    ("Consulting hours", "12.5", "95.00", "0.20"),
    ("Hosting (monthly)", "1", "49.99", "0.20"),
    ("Domain renewal", "2", "12.49", "0.20"),
    ("Training book", "3", "34.95", "0.00"),
    ("Travel expenses", "1", "213.37", "0.05"),
]
DISCOUNT = Decimal("0.075")
CENTS = Decimal("0.01")


def money(x: Decimal) -> Decimal:
    return x.quantize(CENTS, rounding=ROUND_HALF_UP)


def main():
    getcontext().prec = 28
    print(f"{'Item':<20}{'Qty':>6}{'Unit':>9}{'Net':>10}{'VAT%':>6}{'VAT':>9}")
    net_total = vat_total = Decimal("0")
    vat_by_rate: dict[Decimal, Decimal] = {}
    for desc, qty, unit, rate in LINES:
        q, u, r = Decimal(qty), Decimal(unit), Decimal(rate)
        net = money(q * u * (1 - DISCOUNT))
        vat = money(net * r)
        net_total += net
        vat_total += vat
        vat_by_rate[r] = vat_by_rate.get(r, Decimal(0)) + vat
        print(f"{desc:<20}{q:>6}{u:>9}{net:>10}{r * 100:>6.0f}{vat:>9}")
    gross = net_total + vat_total
    print("-" * 60)
    print(f"{'Net total':<45}{net_total:>15}")
    print(f"{'VAT':<45}{vat_total:>15}")
    print(f"{'Gross':<45}{gross:>15}")
    for rate in sorted(vat_by_rate):
        print(f"  VAT @ {rate:.0%}: {vat_by_rate[rate]}")
    # split into 3 installments, last one absorbs rounding
    part = (gross / 3).quantize(CENTS, rounding=ROUND_HALF_EVEN)
    parts = [part, part, gross - 2 * part]
    print("installments:", ", ".join(str(p) for p in parts), "sum ok:", sum(parts) == gross)
    print("as tuple:", gross.as_tuple().exponent, "sign", gross.is_signed())
    return str(gross)


if __name__ == "__main__":
    main()
