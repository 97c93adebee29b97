"""Archive till receipts as JSON: custom encoding of Decimal/date/set, decoding hooks, checks."""
import json
from datetime import date, datetime
from decimal import Decimal

RECEIPTS = [
    {"id": 1041, "when": datetime(2025, 2, 3, 9, 14), "store": "Harbour St",
     "lines": [("flat white", Decimal("3.40"), 2), ("croissant", Decimal("2.95"), 1)],
     "tags": {"loyalty", "card"}, "refund": None},
    {"id": 1042, "when": datetime(2025, 2, 3, 9, 31), "store": "Harbour St",
     "lines": [("oat latte", Decimal("3.85"), 1)], "tags": {"cash"}, "refund": False},
    {"id": 1043, "when": datetime(2025, 2, 4, 17, 2), "store": "Mill Lane",
     "lines": [("beans 1kg", Decimal("24.00"), 1), ("filter papers", Decimal("4.5"), 3)],
     "tags": set(), "refund": True, "note": "café → return \"damaged\""},
]


def encode(obj):
    if isinstance(obj, Decimal):
        return {"$decimal": str(obj)}
    if isinstance(obj, datetime):
        return {"$datetime": obj.isoformat()}
    if isinstance(obj, date):
        return {"$date": obj.isoformat()}
    if isinstance(obj, (set, frozenset)):
        return sorted(obj)
    raise TypeError(f"Object of type {type(obj).__name__} is not JSON serializable")


def decode(d):
    if "$decimal" in d:
        return Decimal(d["$decimal"])
    if "$datetime" in d:
        return datetime.fromisoformat(d["$datetime"])
    return d


def total(receipt):
    return sum((price * qty for _, price, qty in receipt["lines"]), Decimal("0"))


def main():
    text = json.dumps(RECEIPTS, default=encode, indent=2, sort_keys=True)
    print(text[:420])
    print("...", len(text), "chars,", text.count("\n") + 1, "lines")
    back = json.loads(text, object_hook=decode)
    for orig, again in zip(RECEIPTS, back):
        same = total(orig) == sum((Decimal(p) * q for _, p, q in again["lines"]), Decimal(0))
        print(f"#{again['id']} {again['when']:%d %b %H:%M} total {total(orig):>6} round-trip ok={same} tags={again['tags']}")
    compact = json.dumps({"a": [1, 2.5, None, True], "b": "ü"}, separators=(",", ":"))
    print(compact, json.dumps("ü", ensure_ascii=False), json.dumps(RECEIPTS[2]["note"]))
    print(json.loads('{"x": 1e3, "y": [1, {"z": null}], "n": -0.0}'))
    print(json.loads("[1.10, 2]", parse_float=Decimal))
    try:
        json.dumps({"when": date(2025, 1, 1), "obj": object()}, default=encode)
    except TypeError as exc:
        print("TypeError:", exc)
    try:
        json.loads('{"id": 1,}')
    except json.JSONDecodeError as exc:
        print("JSONDecodeError:", exc.msg, "at", exc.pos)
    print(json.dumps({3: "int key", "2": "str key"}, sort_keys=False))
    print(json.dumps([float("inf")]), json.dumps({"t": (1, 2)}), json.dumps("tab\there"))
    per_store = {}
    for r in back:
        per_store.setdefault(r["store"], []).append(r["id"])
    print(json.dumps(per_store, indent="\t"))
    return str(sum(map(total, RECEIPTS)))


if __name__ == "__main__":
    main()
