"""Compare grocery offers by unit price (Decimal), normalising units."""
from decimal import Decimal, ROUND_HALF_EVEN
import re

OFFERS = """
Oat milk | Brand A | 1 L | 2.49
Oat milk | Brand B | 6 x 250 ml | 3.99
Oat milk | Store brand | 2 L | 4.19
Coffee beans | Roaster X | 1 kg | 18.90
Coffee beans | Roaster Y | 250 g | 5.79
Coffee beans | Roaster Z | 2 x 500 g | 17.50
Eggs | Farm | 12 pc | 3.60
Eggs | Organic | 6 pc | 2.29
Eggs | Bulk | 30 pc | 8.10
"""

UNIT_FACTORS = {"ml": ("L", Decimal("0.001")), "L": ("L", Decimal(1)),
                "g": ("kg", Decimal("0.001")), "kg": ("kg", Decimal(1)), "pc": ("pc", Decimal(1))}
QTY = re.compile(r"(?:(\d+)\s*x\s*)?(\d+(?:\.\d+)?)\s*(ml|L|g|kg|pc)")
CENT = Decimal("0.01")


def parse_quantity(text):
    m = QTY.fullmatch(text.strip())
    if m is None:
        raise ValueError(f"cannot parse quantity {text!r}")
    count = int(m.group(1) or 1)
    base, factor = UNIT_FACTORS[m.group(3)]
    return count * Decimal(m.group(2)) * factor, base


def main():
    products = {}
    for line in filter(None, map(str.strip, OFFERS.splitlines())):
        product, seller, qty, price = (part.strip() for part in line.split("|"))
        amount, unit = parse_quantity(qty)
        per_unit = (Decimal(price) / amount).quantize(CENT, rounding=ROUND_HALF_EVEN)
        products.setdefault(product, []).append((per_unit, seller, qty, Decimal(price), unit))
    savings = Decimal(0)
    for product, offers in products.items():
        offers.sort()
        best = offers[0]
        unit = best[4]
        print(f"{product} (per {unit})")
        for per_unit, seller, qty, price, _ in offers:
            diff = per_unit - best[0]
            tag = "  <- best" if per_unit == best[0] else f"  +{diff / best[0]:.0%}"
            print(f"   {seller:<12} {qty:>11} {price:>7} => {per_unit:>6}/{unit}{tag}")
        worst = offers[-1]
        savings += worst[0] - best[0]
    print(f"sum of per-unit spreads: {savings}")
    print("rounded half-even examples:", [str(Decimal(x).quantize(CENT, ROUND_HALF_EVEN)) for x in ("2.345", "2.355", "0.125")])


if __name__ == "__main__":
    main()
