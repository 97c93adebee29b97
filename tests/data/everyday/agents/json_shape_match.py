MESSAGES = [
    {"kind": "order", "id": 1, "items": [{"sku": "A1", "qty": 2}, {"sku": "B2", "qty": 1}]},
    {"kind": "order", "id": 2, "items": []},
    {"kind": "refund", "id": 3, "amount": 12.5, "reason": "damaged"},
    {"kind": "refund", "id": 4, "amount": -1},
    {"kind": "ping"},
    {"kind": "note", "text": "hello", "tags": ["a", "b"], "extra": True},
    ["not", "a", "dict"],
    None,
]


def describe(msg):
    match msg:
        case {"kind": "order", "items": []}:
            return "empty order"
        case {"kind": "order", "id": int(oid), "items": [first, *others]}:
            qty = first["qty"] + sum(o["qty"] for o in others)
            return f"order {oid}: {1 + len(others)} lines, {qty} units"
        case {"kind": "refund", "amount": float(a) | int(a)} if a > 0:
            return f"refund {a:.2f}"
        case {"kind": "refund"}:
            return "invalid refund"
        case {"kind": "note", "text": str(t), **rest}:
            return f"note {t!r} +{sorted(rest)}"
        case {"kind": k}:
            return f"unhandled {k}"
        case list() | tuple():
            return f"sequence of {len(msg)}"
        case None:
            return "nothing"


def main():
    for m in MESSAGES:
        print(describe(m))
    return len(MESSAGES)
