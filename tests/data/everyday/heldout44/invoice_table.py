ITEMS = [
    ("Widget", 4, 3.5),
    ("Gadget deluxe edition", 1, 129.99),
    ("Cable", 12, 0.75),
    ("Adapter", 3, 12.0),
]
TAX = 0.0825


def money(x):
    return f"${x:,.2f}"


def main():
    width = max(len(name) for name, _, _ in ITEMS)
    header = f"{'Item':<{width}} | {'Qty':>4} | {'Price':>9} | {'Total':>10}"
    print(header)
    print("-" * len(header))
    subtotal = 0
    for name, qty, price in ITEMS:
        line_total = qty * price
        subtotal += line_total
        print(f"{name:<{width}} | {qty:>4d} | {money(price):>9} | {money(line_total):>10}")
    print("=" * len(header))
    tax = round(subtotal * TAX, 2)
    for label, value in (("Subtotal", subtotal), ("Tax", tax), ("Total", subtotal + tax)):
        print(f"{label:>{width + 20}}: {money(value):>10}")
    print("%-10s|%5.1f%%|%+d" % ("tax rate", TAX * 100, -3))
    print("{0:*^30}".format(" THANK YOU "))
    print("{:e} {:.3g} {:g}".format(subtotal, subtotal, 0.00001234))


if __name__ == "__main__":
    main()
