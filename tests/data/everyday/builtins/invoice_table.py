ITEMS = (("Widget", 4, 3.5), ("Gadget", 1, 12.0), ("Doohickey", 10, 0.99), ("Thingamajig", 2, 7.25))
TAX = 0.08


def main() -> None:
    print("%-12s %5s %8s %9s" % ("item", "qty", "price", "total"))
    print("=" * 37)
    subtotal = 0.0
    for name, qty, price in ITEMS:
        line_total = round(qty * price, 2)
        subtotal += line_total
        print("%-12s %5d %8.2f %9.2f" % (name[:12], qty, price, line_total))
    tax = round(subtotal * TAX, 2)
    print("-" * 37)
    for label, amount in (("subtotal", subtotal), ("tax", tax), ("total", subtotal + tax)):
        print(f"{label:>27}: {amount:>8.2f}")
    print("items over $5:", [n for n, q, p in ITEMS if p > 5])
