"""VAT: gross-to-net and back per line and per invoice, showing where rounding differs."""
from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_CEILING, ROUND_FLOOR, localcontext

RATES = {"standard": Decimal("20"), "reduced": Decimal("5"), "zero": Decimal("0"), "de": Decimal("19")}
CENT = Decimal("0.01")

LINES = [
    ("Desk lamp", "standard", Decimal("24.99"), 3),
    ("Children's car seat", "reduced", Decimal("89.50"), 1),
    ("Paperback", "zero", Decimal("8.99"), 4),
    ("Coffee grinder", "de", Decimal("49.95"), 2),
    ("USB cable", "standard", Decimal("3.33"), 7),
]


def net_from_gross(gross, rate, rounding=ROUND_HALF_UP):
    return (gross * 100 / (100 + rate)).quantize(CENT, rounding=rounding)


def vat_of_net(net, rate, rounding=ROUND_HALF_UP):
    return (net * rate / 100).quantize(CENT, rounding=rounding)


def main():
    print(f"{'item':<20}{'rate':>5}{'qty':>4}{'gross':>9}{'net':>9}{'vat':>7}")
    per_line_vat = Decimal(0)
    by_rate = {}
    for name, band, unit_gross, qty in LINES:
        rate = RATES[band]
        gross = unit_gross * qty
        net = net_from_gross(gross, rate)
        vat = gross - net
        per_line_vat += vat
        by_rate.setdefault(rate, Decimal(0))
        by_rate[rate] += gross
        print(f"{name:<20}{rate:>4}%{qty:>4}{gross:>9}{net:>9}{vat:>7}")
    print(f"{'VAT summed per line':<38}{per_line_vat:>9}")
    invoice_vat = sum((g - net_from_gross(g, r) for r, g in by_rate.items()), Decimal(0))
    print(f"{'VAT per rate band':<38}{invoice_vat:>9}")
    print("difference:", per_line_vat - invoice_vat)

    print("\nrounding modes on 3.33 * 7 at 20% (net then VAT):")
    gross = Decimal("23.31")
    for mode in (ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_CEILING, ROUND_FLOOR):
        net = net_from_gross(gross, Decimal(20), mode)
        print(f"  {mode:<16} net={net} vat={vat_of_net(net, Decimal(20), mode)} total={net + vat_of_net(net, Decimal(20), mode)}")

    with localcontext() as ctx:
        ctx.prec = 6
        third = Decimal(1) / Decimal(3)
        print("\nprec 6:", third, third * 3, Decimal("123456789").normalize() + 0)
    print("exact ratio:", (Decimal("120") / Decimal("100")).as_tuple(), Decimal("1.20").normalize())
    print("half cases:", [str(Decimal(x).quantize(CENT)) for x in ("0.125", "0.135", "-0.125", "2.675")])
    print("float trap:", round(2.675, 2), Decimal(2.675).quantize(Decimal("0.001")))
    return str(per_line_vat)


if __name__ == "__main__":
    main()
