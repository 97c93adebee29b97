PRICES = {"apple": 0.5, "bread": 2.25, "cheese": 6.8, "milk": 1.15, "wine": 12.0}
DISCOUNTS = {"cheese": 0.10, "wine": 0.25}
TAX_RATE = 0.08


def line_total(item, qty):
    price = PRICES[item]
    off = DISCOUNTS.get(item, 0)
    return round(qty * price * (1 - off), 2)


def checkout(cart, coupon=None, *, member=False):
    lines = []
    for item, qty in cart.items():
        if item not in PRICES:
            lines.append((item, qty, None))
            continue
        lines.append((item, qty, line_total(item, qty)))
    subtotal = sum(t for _, _, t in lines if t is not None)
    if coupon == "SAVE5" and subtotal >= 20:
        subtotal -= 5
    if member:
        subtotal *= 0.95
    tax = subtotal * TAX_RATE
    return lines, round(subtotal, 2), round(tax, 2)


def main():
    carts = [
        ({"apple": 6, "bread": 1, "milk": 2}, None, False),
        ({"cheese": 2, "wine": 3, "caviar": 1}, "SAVE5", False),
        ({"wine": 1, "apple": 12}, "SAVE5", True),
    ]
    for n, (cart, coupon, member) in enumerate(carts, 1):
        lines, sub, tax = checkout(cart, coupon, member=member)
        print(f"Cart #{n} coupon={coupon!s} member={member}")
        for item, qty, total in lines:
            if total is None:
                print(f"  {item:<8} x{qty:<3} unavailable")
            else:
                print(f"  {item:<8} x{qty:<3} {total:>7.2f}")
        print(f"  {'subtotal':<13}{sub:>7.2f}\n  {'tax':<13}{tax:>7.2f}\n  {'total':<13}{sub + tax:>7.2f}")
    most = max(PRICES.items(), key=lambda kv: kv[1])
    print("priciest item: %s at $%.2f" % most)
    print(sorted(PRICES, key=PRICES.get))


if __name__ == "__main__":
    main()
