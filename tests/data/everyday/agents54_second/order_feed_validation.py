"""Parse and validate a JSON order feed, collecting errors per record."""
import json
from decimal import Decimal
from functools import reduce

FEED = '[{"id": "A1", "items": [{"sku": "x", "qty": 2, "price": "3.50"}], "coupon": "SAVE10"},' \
       ' {"id": "A2", "items": [], "coupon": null},' \
       ' {"id": "A3", "items": [{"sku": "y", "qty": -1, "price": "2"}, {"sku": "z", "qty": 1, "price": "abc"}]},' \
       ' {"items": [{"sku": "w", "qty": 1, "price": "10"}]}]'

COUPONS = {"SAVE10": Decimal("0.10"), "HALF": Decimal("0.5")}


def validate(order):
    errors = []
    if "id" not in order:
        errors.append("missing id")
    if not order.get("items"):
        errors.append("no items")
    for i, item in enumerate(order.get("items", [])):
        if item.get("qty", 0) <= 0:
            errors.append(f"item {i}: qty must be positive")
        try:
            Decimal(item["price"])
        except Exception:
            errors.append(f"item {i}: bad price {item['price']!r}")
    return errors


def total(order):
    subtotal = reduce(lambda acc, it: acc + Decimal(it["price"]) * it["qty"], order["items"], Decimal(0))
    discount = COUPONS.get(order.get("coupon") or "", Decimal(0))
    return (subtotal * (1 - discount)).quantize(Decimal("0.01"))


def main():
    orders = json.loads(FEED)
    good, bad = [], {}
    for n, order in enumerate(orders):
        problems = validate(order)
        if problems:
            bad[order.get("id", f"#{n}")] = problems
        else:
            good.append(order)
    for order in good:
        print(order["id"], total(order))
    print(json.dumps(bad, indent=1))
    print(sum(len(v) for v in bad.values()), "problems in", len(bad), "orders")


if __name__ == "__main__":
    main()
