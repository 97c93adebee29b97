"""Dump an inventory snapshot for a debugging log with pprint, at several widths."""
import pprint

ITEMS = [
    {"sku": "A-100", "name": "Widget", "qty": 12, "tags": ["metal", "small"], "price": 2.5},
    {"sku": "B-220", "name": "Gadget with a considerably longer descriptive name", "qty": 0, "tags": [], "price": 19.99},
    {"sku": "C-310", "name": "Doohickey", "qty": 7, "tags": ["plastic"], "price": 0.75, "bins": {"east": 3, "west": 4}},
]


def main():
    pprint.pprint(ITEMS)
    low = {item["sku"]: item["qty"] for item in ITEMS if item["qty"] < 10}
    pprint.pprint(low)
    pprint.pprint(ITEMS[2], width=40)
    pprint.pprint([[1, 2, 3], [4, 5, 6]] * 6)
    pprint.pprint({"nested": {"deeper": {"deepest": list(range(25))}}})
    pprint.pprint("a short string")
    pprint.pprint(["word " * 20, "tail"])
    pprint.pprint({(1, 2): "pair", (0, 5): "other"})
    pprint.pprint({3, 1, 2})
    print(pprint.pformat({"z": None, "a": True, "m": 1.5}, width=20))
    return pprint.pformat(low)
