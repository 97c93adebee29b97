from decimal import Decimal, ROUND_HALF_UP

CART = [
    {"sku": "BK-101", "name": "Notebook", "qty": 3, "price": "4.99", "taxable": True},
    {"sku": "FD-220", "name": "Coffee beans 1kg", "qty": 1, "price": "18.50", "taxable": False},
    {"sku": "EL-007", "name": "USB-C cable", "qty": 2, "price": "9.95", "taxable": True},
    {"sku": "BK-102", "name": "Fountain pen", "qty": 1, "price": "32.00", "taxable": True},
]
COUPONS = {"SAVE10": ("percent", Decimal("10")), "FIVEOFF": ("fixed", Decimal("5.00"))}
TAX_RATE = Decimal("0.0825")
CENT = Decimal("0.01")


def money(x):
    return x.quantize(CENT, rounding=ROUND_HALF_UP)


def apply_coupon(subtotal, code):
    kind, amount = COUPONS.get(code, (None, Decimal(0)))
    if kind == "percent":
        return money(subtotal * amount / 100)
    if kind == "fixed":
        return min(amount, subtotal)
    return Decimal("0.00")


def main():
    lines = []
    taxable_total = Decimal(0)
    subtotal = Decimal(0)
    for item in CART:
        line_total = Decimal(item["price"]) * item["qty"]
        subtotal += line_total
        if item["taxable"]:
            taxable_total += line_total
        lines.append((item["sku"], item["name"], item["qty"], line_total))
    discount = apply_coupon(subtotal, "SAVE10")
    share = discount * taxable_total / subtotal if subtotal else Decimal(0)
    tax = money((taxable_total - share) * TAX_RATE)
    total = subtotal - discount + tax
    width = max(len(n) for _, n, _, _ in lines)
    for sku, name, qty, lt in lines:
        print(f"{sku}  {name:<{width}}  x{qty:<2} {lt:>8.2f}")
    print("-" * (width + 24))
    for label, value in [("Subtotal", subtotal), ("Discount", -discount), ("Tax", tax), ("Total", money(total))]:
        print(f"{label:>{width + 14}} {value:>8.2f}")
    return str(money(total))
