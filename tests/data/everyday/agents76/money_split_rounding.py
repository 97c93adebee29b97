"""Split a group bill fairly in cents with Decimal, comparing rounding modes."""
from decimal import Decimal, ROUND_DOWN, ROUND_HALF_EVEN, ROUND_HALF_UP, localcontext
from fractions import Fraction

CENT = Decimal("0.01")
ITEMS = [
    ("pizza", Decimal("38.50"), ["ann", "bo", "cy"]),
    ("salad", Decimal("11.25"), ["ann"]),
    ("wine", Decimal("42.00"), ["bo", "cy", "dee"]),
    ("dessert", Decimal("17.35"), ["ann", "bo", "cy", "dee"]),
]
TIP_RATE = Decimal("0.18")
FX = {"EUR": Decimal("0.9213"), "GBP": Decimal("0.7891")}


def allocate(total: Decimal, weights: dict[str, Fraction]) -> dict[str, Decimal]:
    """Largest-remainder allocation so shares add up to the exact total in cents."""
    cents = int(total / CENT)
    raw = {k: w * cents for k, w in weights.items()}
    base = {k: int(v) for k, v in raw.items()}
    left = cents - sum(base.values())
    for k in sorted(raw, key=lambda k: (-(raw[k] - base[k]), k))[:left]:
        base[k] += 1
    return {k: Decimal(v) * CENT for k, v in base.items()}


def main():
    owed: dict[str, Fraction] = {}
    for name, price, people in ITEMS:
        share = Fraction(price) / len(people)
        for p in people:
            owed[p] = owed.get(p, Fraction(0)) + share
    subtotal = sum(price for _, price, _ in ITEMS)
    tip = (subtotal * TIP_RATE).quantize(CENT, rounding=ROUND_HALF_UP)
    total = subtotal + tip
    print(f"subtotal {subtotal}  tip {tip} ({TIP_RATE:.0%})  total {total}")
    weights = {p: v / Fraction(subtotal) for p, v in owed.items()}
    shares = allocate(total, weights)
    for person in sorted(shares):
        exact = owed[person] * Fraction(total) / Fraction(subtotal)
        print(f"  {person:<4} {shares[person]:>7}  (exact {float(exact):.4f}, as fraction {exact.limit_denominator(1000)})")
    assert sum(shares.values()) == total
    print("sum matches:", sum(shares.values()) == total)
    for mode in (ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN):
        vals = [Decimal(x).quantize(Decimal("0.1"), rounding=mode) for x in ("2.25", "2.35", "-2.25", "0.05")]
        print(f"{mode:<16}", " ".join(f"{v:>5}" for v in vals))
    for cur, rate in sorted(FX.items()):
        converted = (total * rate).quantize(CENT)
        print(f"total in {cur}: {converted:,} ({rate.normalize()} per USD)")
    with localcontext() as ctx:
        ctx.prec = 6
        per_head = total / len(shares)
        print("per head (6 sig):", per_head, "| sqrt:", per_head.sqrt())
    print("as tuple:", tip.as_tuple())
    return str(total)


if __name__ == "__main__":
    main()
