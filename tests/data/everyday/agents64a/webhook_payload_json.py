"""Validate incoming webhook JSON payloads and re-emit them in a canonical form."""
import json
from datetime import date, datetime
from decimal import Decimal

PAYLOADS = [
    '{"event": "order.created", "id": 17, "amount": "19.99", "items": [{"sku": "A1", "qty": 2}], "ts": "2024-06-01T12:00:00"}',
    '{"event": "order.refunded", "id": 18, "amount": 5.5, "items": [], "ts": "2024-06-02T08:30:00", "note": "caf\\u00e9"}',
    '{"event": "order.created", "id": "x", "amount": "1", "items": [{"sku": "B2"}], "ts": "bad"}',
    '{"event": "ping"',
    '[1, 2, 3]',
    '{"event": "order.created", "id": 19, "amount": NaN, "items": [], "ts": "2024-06-03T00:00:00"}',
]

REQUIRED = {"event": str, "id": int, "amount": (str, int, float), "items": list, "ts": str}


class Encoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Decimal):
            return str(o)
        if isinstance(o, (date, datetime)):
            return o.isoformat()
        return super().default(o)


def validate(obj):
    errors = []
    if not isinstance(obj, dict):
        return None, [f"expected object, got {type(obj).__name__}"]
    for key, kind in REQUIRED.items():
        if key not in obj:
            errors.append(f"missing {key}")
        elif not isinstance(obj[key], kind):
            errors.append(f"{key}: wrong type {type(obj[key]).__name__}")
    for i, item in enumerate(obj.get("items", [])):
        if "qty" not in item:
            errors.append(f"items[{i}]: missing qty")
    try:
        obj["ts"] = datetime.fromisoformat(obj.get("ts", ""))
    except ValueError as err:
        errors.append(f"ts: {err}")
    amount = obj.get("amount")
    if isinstance(amount, float) and amount != amount:
        errors.append("amount: NaN")
    elif amount is not None:
        obj["amount"] = Decimal(str(amount))
    return obj, errors


def main():
    for raw in PAYLOADS:
        try:
            obj = json.loads(raw)
        except json.JSONDecodeError as err:
            print(f"reject: {err.msg} at line {err.lineno} col {err.colno} (pos {err.pos})")
            continue
        obj, errors = validate(obj)
        if errors:
            print("reject:", "; ".join(errors))
            continue
        print("accept:", json.dumps(obj, cls=Encoder, sort_keys=True))
        print("   ascii:", json.dumps(obj.get("note", ""), ensure_ascii=True), json.dumps(obj.get("note", ""), ensure_ascii=False))

    print(json.dumps({"b": [1, 2], "a": {"c": True}}, indent=4))
    print(json.dumps([1.0, 1e20, -0.0, 3.14159, 10**20]), json.dumps("tab\there \"q\" \\"))
    print(json.loads('{"a": 1, "a": 2}'), json.loads("1e2"), json.loads('"\\ud83d\\ude00"'))
    print(json.loads('{"x": 1.50}', parse_float=Decimal), json.loads('[1, 2]', parse_int=str))
    print(json.loads('{"k": [1, {"z": null}]}', object_pairs_hook=list))
    for bad in ({1, 2}, float("inf")):
        try:
            print(json.dumps(bad, allow_nan=False))
        except (TypeError, ValueError) as err:
            print(type(err).__name__ + ":", err)
    print(json.dumps({1: "int key", None: "none", True: "t"}))
    try:
        json.dumps({(1, 2): "tuple key"})
    except TypeError as err:
        print("TypeError:", err)


if __name__ == "__main__":
    main()
