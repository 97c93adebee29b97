WIDTH = 32
SHOP = "The Daily Grind"
ITEMS = [
    ("Flat white", 2, 3.40),
    ("Blueberry muffin", 1, 2.95),
    ("Oat milk upgrade", 2, 0.45),
    ("Extra-large iced caramel macchiato", 1, 5.10),
]
TAX_RATE = 0.0825
TIP_OPTIONS = (0.15, 0.18, 0.20)


def line(left: str, right: str, width: int = WIDTH) -> str:
    room = width - len(right) - 1
    if len(left) > room:
        left = left[: room - 1] + "…"
    return f"{left:<{room}} {right}"


def main():
    print(SHOP.center(WIDTH, "="))
    print("Order #0042".center(WIDTH))
    print("-" * WIDTH)
    subtotal = 0.0
    for name, qty, price in ITEMS:
        amount = qty * price
        subtotal += amount
        label = f"{qty}x {name}" if qty > 1 else name
        print(line(label, f"{amount:.2f}"))
    tax = round(subtotal * TAX_RATE, 2)
    total = subtotal + tax
    print("-" * WIDTH)
    print(line("Subtotal", f"{subtotal:.2f}"))
    print(line(f"Tax ({TAX_RATE:.2%})", f"{tax:.2f}"))
    print(line("TOTAL", f"${total:,.2f}"))
    print("-" * WIDTH)
    print("Suggested tip:".ljust(WIDTH))
    for t in TIP_OPTIONS:
        print(line(f"  {t:.0%}", f"{total * t:>6.2f} -> {total * (1 + t):>6.2f}"))
    print("Thank you!".center(WIDTH, "*"))
    print("|" + "paid".rjust(10, ".") + "|" + "card".zfill(8) + "|" + "-42".zfill(6) + "|")
    print(repr("tabs\there".expandtabs(8)), "x".center(4), "ab".ljust(1))
    return round(total, 2)


if __name__ == "__main__":
    main()
