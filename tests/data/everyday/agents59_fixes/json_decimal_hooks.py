"""Load a price feed with `json.loads` hooks, as money code does: `parse_float=Decimal` so
`19.90` stays exact, `parse_int`, `parse_constant` for `NaN`, and `object_pairs_hook` to see
repeated keys, with the errors CPython raises on bad text."""
import json
from collections import OrderedDict
from decimal import Decimal

FEED = """
{"sku": "A-1", "price": 19.90, "qty": 3, "discount": 0.1e1,
 "history": [19.95, 20.00, -1.5E-2], "tax": {"rate": 0.0825, "exempt": false},
 "note": "caf\\u00e9 \\"special\\"", "missing": null, "bad": NaN, "big": 123456789012345678901234567890}
"""


def main():
    plain = json.loads(FEED)
    exact = json.loads(FEED, parse_float=Decimal)
    print(plain["price"], exact["price"], repr(exact["history"]), exact["tax"], exact["discount"])
    total = exact["price"] * exact["qty"] * (1 + exact["tax"]["rate"])
    print("total", total, total.quantize(Decimal("0.01")))
    counted = []
    as_str = json.loads(FEED, parse_int=lambda t: counted.append(t) or t, parse_constant=lambda c: f"<{c}>")
    print(as_str["qty"], as_str["big"], as_str["bad"], counted)
    pairs = json.loads('{"a": 1, "b": [true, {"a": 2, "a": 3}], "a": 4}', object_pairs_hook=list)
    print(pairs)
    ordered = json.loads('{"z": 1, "y": {"x": 2}}', object_pairs_hook=OrderedDict)
    print(ordered, type(ordered["y"]).__name__)
    both = json.loads('{"k": {"v": 1.5}}', object_hook=lambda d: sorted(d), object_pairs_hook=dict)
    print(both)
    print(json.loads("[-0, 0.0, 1e2, Infinity, -Infinity]", parse_float=str, parse_constant=str))
    print(json.loads(b'{"n": 2.50}', parse_float=Decimal), json.loads('  7  ', parse_int=float))
    for bad in ['{"price": 1.}', '[1, 2', '{"a" 1}']:
        try:
            json.loads(bad, parse_float=Decimal)
        except json.JSONDecodeError as e:
            print("JSONDecodeError:", e)
