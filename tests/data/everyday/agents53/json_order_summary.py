"""Summarise orders from a JSON payload, validating each and collecting errors."""
import json

PAYLOAD = """
{
  "orders": [
    {"id": "A1", "customer": "ann", "items": [{"sku": "pen", "qty": 3, "price": 1.2}]},
    {"id": "A2", "customer": "bo", "items": []},
    {"id": "A3", "customer": "cy", "items": [{"sku": "ink", "qty": 2, "price": 4.5},
                                             {"sku": "pad", "qty": 1, "price": 3.0}]},
    {"id": "A4", "items": [{"sku": "pen", "qty": -1, "price": 1.2}]},
    {"id": "A5", "customer": "ann", "items": [{"sku": "pad", "qty": 5, "price": "3.0"}]}
  ]
}
"""


class ValidationError(Exception):
    def __init__(self, order_id, problems):
        super().__init__(f"order {order_id}: {'; '.join(problems)}")
        self.order_id = order_id
        self.problems = problems


def validate(order):
    problems = []
    if "customer" not in order:
        problems.append("missing customer")
    if not order.get("items"):
        problems.append("no items")
    for i, item in enumerate(order.get("items", [])):
        if not isinstance(item.get("qty"), int) or item["qty"] <= 0:
            problems.append(f"item {i} has bad qty {item.get('qty')!r}")
        if not isinstance(item.get("price"), (int, float)):
            problems.append(f"item {i} has bad price {item.get('price')!r}")
    if problems:
        raise ValidationError(order["id"], problems)
    return round(sum(it["qty"] * it["price"] for it in order["items"]), 2)


def main():
    data = json.loads(PAYLOAD)
    totals, errors = {}, []
    for order in data["orders"]:
        try:
            total = validate(order)
            totals[order["id"]] = (order["customer"], total)
        except ValidationError as exc:
            errors.append(exc)
    for oid, (cust, total) in totals.items():
        print(f"{oid}: {cust:<4} {total:8.2f}")
    print(f"{len(errors)} invalid orders")
    for exc in errors:
        print(" -", exc)
        print("   problems:", len(exc.problems))
    per_customer = {}
    for cust, total in totals.values():
        per_customer[cust] = per_customer.get(cust, 0) + total
    report = {"valid": len(totals), "invalid": [e.order_id for e in errors], "by_customer": per_customer}
    print(json.dumps(report, indent=2, sort_keys=True))


if __name__ == "__main__":
    main()
