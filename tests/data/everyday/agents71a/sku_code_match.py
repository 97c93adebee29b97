"""Decode product SKUs with structural pattern matching and summarise the catalog."""
from collections import defaultdict
from typing import NamedTuple

SKUS = """
TSH-RED-M-2024
TSH-BLU-XL-2023
MUG-350ML-WHT
MUG-500ML-BLK
BK-978-0-13-468599-1
GC-50
GC-100
TSH-GRN-XXS-2024
HAT-ONE
BK-979-8-88-812345-6
STK-PACK-10
"""

SIZES = ("XS", "S", "M", "L", "XL", "XXL")
COLORS = {"RED": "red", "BLU": "blue", "GRN": "green", "WHT": "white", "BLK": "black"}


class Product(NamedTuple):
    sku: str
    kind: str
    detail: str
    price: float


def isbn13_ok(digits: str) -> bool:
    total = sum((1 if i % 2 == 0 else 3) * int(d) for i, d in enumerate(digits[:12]))
    return (10 - total % 10) % 10 == int(digits[12])


def decode(sku: str) -> Product | str:
    match sku.split("-"):
        case ["TSH", color, size, year] if size in SIZES and color in COLORS:
            price = 18.0 if int(year) >= 2024 else 12.5
            return Product(sku, "t-shirt", f"{COLORS[color]} {size} ({year})", price)
        case ["TSH", _, size, _]:
            return f"unknown t-shirt size {size!r}"
        case ["MUG", volume, color] if volume.endswith("ML"):
            ml = int(volume.removesuffix("ML"))
            return Product(sku, "mug", f"{ml} ml {COLORS.get(color, color.lower())}", 8.0 + ml / 100)
        case ["BK", *parts]:
            digits = "".join(parts)
            if len(digits) != 13 or not isbn13_ok(digits):
                return f"bad ISBN {digits}"
            return Product(sku, "book", f"ISBN {digits}", 39.99)
        case ["GC", amount] if amount.isdigit():
            return Product(sku, "gift card", f"${int(amount)}", float(amount))
        case [prefix, *rest]:
            return f"unknown prefix {prefix!r} with {len(rest)} part(s)"


def main():
    catalog: dict[str, list[Product]] = defaultdict(list)
    problems = []
    for sku in SKUS.split():
        match decode(sku):
            case Product(kind=kind) as product:
                catalog[kind].append(product)
            case str(reason):
                problems.append((sku, reason))

    for kind, products in sorted(catalog.items()):
        value = sum(p.price for p in products)
        print(f"{kind} ({len(products)}): total ${value:,.2f}")
        for p in sorted(products, key=lambda p: (-p.price, p.sku)):
            print(f"    {p.sku:<22}{p.detail:<24}{p.price:>7.2f}")
    print("problems:")
    for sku, reason in problems:
        print(f"    {sku}: {reason}")
    cheapest = min((p for ps in catalog.values() for p in ps), key=lambda p: p.price)
    print("cheapest:", cheapest)
    print("as dict:", cheapest._asdict())
    return len(problems)


if __name__ == "__main__":
    main()
