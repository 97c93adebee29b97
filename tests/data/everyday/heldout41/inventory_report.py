from typing import Dict, List, Tuple

ITEMS = [
    ("widget", "hardware", 3, 2.50),
    ("gadget", "hardware", 10, 12.99),
    ("manual", "books", 1, 19.95),
    ("cable", "hardware", 25, 0.99),
    ("novel", "books", 4, 8.75),
    ("poster", "decor", 2, 5.00),
]


def group_by_category(items: List[Tuple[str, str, int, float]]) -> Dict[str, List[Tuple[str, int, float]]]:
    """Group items by their category, keeping insertion order."""
    groups: Dict[str, List[Tuple[str, int, float]]] = {}
    for name, cat, qty, price in items:
        groups.setdefault(cat, []).append((name, qty, price))
    return groups


def main():
    groups = group_by_category(ITEMS)
    grand = 0.0
    for cat in sorted(groups):
        rows = groups[cat]
        subtotal = sum(q * p for _, q, p in rows)
        grand += subtotal
        print(f"== {cat.upper():<10} ({len(rows)} items) ==")
        for name, qty, price in sorted(rows, key=lambda r: r[1] * r[2], reverse=True):
            print(f"  {name:<8}{qty:>4} x {price:>6.2f} = {qty * price:>8.2f}")
        print(f"  {'subtotal':<8}{subtotal:>24.2f}")
    print(f"TOTAL: {grand:,.2f}")
    cheapest = min(ITEMS, key=lambda t: t[3])
    priciest = max(ITEMS, key=lambda t: t[3])
    print("cheapest:", cheapest[0], "priciest:", priciest[0])
    low_stock = [n for n, _, q, _ in ITEMS if q < 3]
    print("low stock:", ", ".join(low_stock) or "none")


if __name__ == "__main__":
    main()
