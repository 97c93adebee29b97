"""Compare Decimal rounding modes on an invoice: per-line versus on the total."""
from decimal import (Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING,
                     ROUND_FLOOR, ROUND_05UP, localcontext)

CENT = Decimal("0.01")
MODES = {
    "half-up": ROUND_HALF_UP,
    "half-even": ROUND_HALF_EVEN,
    "down": ROUND_DOWN,
    "ceiling": ROUND_CEILING,
    "floor": ROUND_FLOOR,
    "05up": ROUND_05UP,
}

LINES = [
    ("Widget", 3, "4.125"),
    ("Gadget", 7, "0.335"),
    ("Cable 2m", 12, "1.105"),
    ("Refund adj.", 1, "-2.675"),
    ("Adapter", 2, "9.995"),
]
TAX_RATE = Decimal("0.0825")


def line_totals(mode: str) -> tuple[Decimal, Decimal]:
    rounding = MODES[mode]
    per_line = sum((Decimal(price) * qty).quantize(CENT, rounding=rounding) for _, qty, price in LINES)
    raw = sum(Decimal(price) * qty for _, qty, price in LINES)
    return per_line, raw.quantize(CENT, rounding=rounding)


def main():
    print(f"{'item':<12}{'qty':>4}{'price':>9}{'extended':>11}")
    for name, qty, price in LINES:
        ext = Decimal(price) * qty
        print(f"{name:<12}{qty:>4}{price:>9}{str(ext):>11}")
    print()
    print(f"{'mode':<10}{'per-line':>10}{'on-total':>10}{'drift':>8}{'tax':>8}")
    results = {}
    for mode in MODES:
        per_line, on_total = line_totals(mode)
        tax = (per_line * TAX_RATE).quantize(CENT, rounding=MODES[mode])
        results[mode] = per_line + tax
        print(f"{mode:<10}{per_line:>10}{on_total:>10}{per_line - on_total:>8}{tax:>8}")
    print()
    spread = max(results.values()) - min(results.values())
    print(f"grand totals range over {spread} between modes")
    for mode, total in sorted(results.items(), key=lambda kv: (kv[1], kv[0])):
        print(f"  {mode:<10}{total:>9}")

    with localcontext() as ctx:
        ctx.prec = 6
        ctx.rounding = ROUND_HALF_EVEN
        third = Decimal(1) / Decimal(3)
        print("1/3 at prec 6:", third, "| x3:", third * 3)
    print("sign and tuple:", Decimal("-2.675").as_tuple())
    print("normalize:", Decimal("10.500").normalize(), Decimal("1E+2").normalize(), Decimal("0.00").normalize())
    print("to_integral:", Decimal("2.5").to_integral_value(), Decimal("3.5").to_integral_value(ROUND_HALF_UP))
    return str(results["half-even"])


if __name__ == "__main__":
    main()
