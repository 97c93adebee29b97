"""Serialise an order export with a custom `json.JSONEncoder` subclass, as agents write it:
dates, Decimals, dataclasses and sets handled in `default`, everything else left to the base
class (whose `TypeError` CPython gives), through `dumps(cls=...)` and `encode`."""
import json
from dataclasses import asdict, dataclass
from datetime import date, datetime
from decimal import Decimal
from enum import Enum


class Status(Enum):
    OPEN = "open"
    SHIPPED = "shipped"


@dataclass
class Line:
    sku: str
    qty: int
    price: Decimal


class ExportEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, (date, datetime)):
            return o.isoformat()
        if isinstance(o, Decimal):
            return str(o)
        if isinstance(o, Line):
            return asdict(o)
        if isinstance(o, (set, frozenset)):
            return sorted(o)
        if isinstance(o, Status):
            return o.value
        return super().default(o)


class CompactEncoder(ExportEncoder):
    def __init__(self, **kwargs):
        kwargs["separators"] = (",", ":")
        kwargs["sort_keys"] = True
        super().__init__(**kwargs)


def main():
    order = {
        "id": 1042,
        "placed": datetime(2024, 5, 6, 14, 30),
        "ship_by": date(2024, 5, 9),
        "status": Status.OPEN,
        "lines": [Line("A-1", 2, Decimal("9.99")), Line("B-7", 1, Decimal("120.00"))],
        "tags": {"gift", "express"},
        "note": "caf\u00e9",
    }
    print(json.dumps(order, cls=ExportEncoder))
    print(json.dumps(order, cls=ExportEncoder, indent=2, ensure_ascii=False))
    print(json.dumps(order, cls=CompactEncoder))
    print(ExportEncoder(sort_keys=True).encode({"b": date(2024, 1, 2), "a": [1, 2.5, None]}))
    print(json.JSONEncoder().encode(["plain", 1, True]), json.JSONEncoder(indent=1).encode({"k": []}))
    enc = ExportEncoder()
    print(enc.item_separator, enc.key_separator, isinstance(enc, json.JSONEncoder))
    try:
        json.dumps({"x": object()}, cls=ExportEncoder)
    except TypeError as e:
        print("TypeError:", e)
    try:
        json.JSONEncoder().encode({"tags": {1, 2}})
    except TypeError as e:
        print("TypeError:", e)
    fallback = json.dumps({"d": date(2024, 1, 1)}, cls=json.JSONEncoder, default=str)
    print(fallback)
    back = json.loads(json.dumps(order, cls=ExportEncoder))
    print(back["lines"][1]["price"], back["tags"], back["status"])
