"""Generate invoices with tiered pricing, discounts and tax; print them as aligned text."""
from decimal import Decimal, ROUND_HALF_UP

TIERS = [(100, Decimal("0.10")), (500, Decimal("0.08")), (None, Decimal("0.05"))]
TAX = Decimal("0.0825")

CUSTOMERS = {
    "acme": {"usage": 750, "discount": Decimal("0.10"), "exempt": False},
    "globex": {"usage": 80, "discount": Decimal("0"), "exempt": True},
    "initech": {"usage": 500, "discount": Decimal("0.05"), "exempt": False},
}


def money(x):
    return x.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def tiered_cost(units):
    cost = Decimal("0")
    lower = 0
    breakdown = []
    for upper, rate in TIERS:
        if units <= lower:
            break
        span = units - lower if upper is None else min(units, upper) - lower
        cost += span * rate
        breakdown.append((lower + 1, lower + span, rate, span * rate))
        if upper is None:
            break
        lower = upper
    return cost, breakdown


def invoice(name, info):
    base, breakdown = tiered_cost(info["usage"])
    discount = money(base * info["discount"])
    subtotal = base - discount
    tax = Decimal("0") if info["exempt"] else money(subtotal * TAX)
    lines = [f"INVOICE {name.upper()}", "-" * 32]
    for lo, hi, rate, amount in breakdown:
        lines.append(f"{lo:>4}-{hi:<4} @ {rate} {money(amount):>10}")
    lines.append(f"{'discount':<20}{-discount:>12}")
    lines.append(f"{'tax':<20}{tax:>12}")
    total = money(subtotal + tax)
    lines.append(f"{'TOTAL':<20}{total:>12}")
    return "\n".join(lines), total


def main():
    grand = Decimal("0")
    for name in sorted(CUSTOMERS):
        text, total = invoice(name, CUSTOMERS[name])
        print(text)
        print()
        grand += total
    print("grand total:", grand)
    print("average:", money(grand / len(CUSTOMERS)))


if __name__ == "__main__":
    main()
