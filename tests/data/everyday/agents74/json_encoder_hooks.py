"""Round-trip an order export through JSON with dates and Decimals."""
import json
from datetime import date, datetime
from decimal import Decimal


class ExportEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Decimal):
            return {"__decimal__": str(o)}
        if isinstance(o, datetime):
            return {"__datetime__": o.isoformat()}
        if isinstance(o, date):
            return {"__date__": o.isoformat()}
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)


def decode_hook(obj: dict):
    if "__decimal__" in obj:
        return Decimal(obj["__decimal__"])
    if "__datetime__" in obj:
        return datetime.fromisoformat(obj["__datetime__"])
    if "__date__" in obj:
        return date.fromisoformat(obj["__date__"])
    return obj


def as_plain(o):
    if isinstance(o, Decimal):
        return float(o)
    if isinstance(o, (date, datetime)):
        return o.isoformat()
    raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")


ORDERS = [
    {
        "order": 5001,
        "placed": datetime(2024, 3, 14, 9, 30),
        "ship_by": date(2024, 3, 18),
        "tags": {"priority", "gift"},
        "lines": [
            {"sku": "MUG-01", "qty": 2, "unit": Decimal("7.95")},
            {"sku": "TEA-12", "qty": 1, "unit": Decimal("14.20")},
        ],
    },
    {
        "order": 5002,
        "placed": datetime(2024, 3, 15, 17, 5, 12),
        "ship_by": date(2024, 3, 20),
        "tags": set(),
        "lines": [{"sku": "PEN-77", "qty": 10, "unit": Decimal("0.89")}],
    },
]


def main():
    payload = json.dumps(ORDERS, cls=ExportEncoder, indent=2, sort_keys=True)
    print(payload[:220])
    print("...", len(payload), "chars")
    restored = json.loads(payload, object_hook=decode_hook)
    for order in restored:
        total = sum((ln["unit"] * ln["qty"] for ln in order["lines"]), Decimal("0"))
        days = (order["ship_by"] - order["placed"].date()).days
        print(f"order {order['order']}: total {total} ship in {days}d tags={order['tags']}")
    flat = {k: v for k, v in ORDERS[1].items() if k != "tags"}
    print(json.dumps(flat, default=as_plain, separators=(",", ":")))
    try:
        json.dumps({"when": ORDERS[0]["tags"]}, default=as_plain)
    except TypeError as exc:
        print("error:", exc)
    pairs = json.loads('{"b": 1, "a": 2, "b": 3}', object_pairs_hook=list)
    print(pairs)
    parsed = json.loads('{"amount": 12.50, "n": 3}', parse_float=Decimal)
    print(parsed, type(parsed["amount"]).__name__)
    return len(restored)


if __name__ == "__main__":
    main()
