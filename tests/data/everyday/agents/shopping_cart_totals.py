CATALOG = {"apple": 0.5, "bread": 2.25, "milk": 1.99, "cheese": 7.5, "coffee": 11.0}
TAX = {"apple": 0.0, "bread": 0.0, "milk": 0.0, "cheese": 0.07, "coffee": 0.07}
COUPONS = {"SAVE10": ("percent", 10), "FIVEOFF": ("fixed", 5)}


def subtotal(cart):
    return sum(CATALOG[item] * qty for item, qty in cart.items())


def tax(cart):
    return sum(CATALOG[item] * qty * TAX[item] for item, qty in cart.items())


def discount(amount, code):
    kind, value = COUPONS.get(code, ("none", 0))
    if kind == "percent":
        return round(amount * value / 100, 2)
    if kind == "fixed":
        return min(value, amount)
    return 0


def main():
    carts = [
        ({"apple": 6, "bread": 1}, None),
        ({"cheese": 2, "coffee": 1, "milk": 2}, "SAVE10"),
        ({"coffee": 3}, "FIVEOFF"),
        ({"apple": 1}, "FIVEOFF"),
    ]
    grand = 0
    for i, (cart, code) in enumerate(carts, 1):
        sub = subtotal(cart)
        off = discount(sub, code)
        total = round(sub - off + tax(cart), 2)
        grand += total
        lines = ", ".join(f"{q}x{item}" for item, q in sorted(cart.items()))
        print(f"#{i} {lines:<32} sub={sub:7.2f} off={off:5.2f} total={total:7.2f}")
    print(f"grand total {grand:.2f}")
    return round(grand, 2)
