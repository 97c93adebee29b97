ITEMS = [
    {"sku": "A-100", "desc": "Consulting (hours)", "qty": 12.5, "unit": 140.0, "taxable": False},
    {"sku": "B-220", "desc": "USB-C cable", "qty": 3, "unit": 12.99, "taxable": True},
    {"sku": "C-031", "desc": "Laptop stand, aluminium", "qty": 1, "unit": 64.5, "taxable": True},
]
TAX_RATE = 0.0825
DISCOUNT = 0.05


def main():
    width = max(len(i["desc"]) for i in ITEMS)
    subtotal = 0.0
    taxable = 0.0
    for n, item in enumerate(ITEMS, start=1):
        amount = item["qty"] * item["unit"]
        subtotal += amount
        if item["taxable"]:
            taxable += amount
        flag = "T" if item["taxable"] else " "
        print(f"{n:>2}. {item['sku']} {item['desc']:<{width}} {item['qty']:>6g} x {item['unit']:>8.2f} = {amount:>9.2f} {flag}")
    discount = round(subtotal * DISCOUNT, 2)
    tax = round((taxable - taxable * DISCOUNT) * TAX_RATE, 2)
    total = subtotal - discount + tax
    for label, value in [("Subtotal", subtotal), ("Discount", -discount), ("Tax", tax), ("Total", total)]:
        print(f"{label:>{width + 30}} {value:>9,.2f}")
    return f"{total:.2f}"
