"""Export an inventory as JSON in every layout a report might ask for."""
import json
from collections import Counter, OrderedDict, namedtuple
from enum import Enum, IntEnum

Point = namedtuple("Point", "x y")


class Status(str, Enum):
    OPEN = "open"
    CLOSED = "closed"


class Level(IntEnum):
    LOW = 1
    HIGH = 2


class Money:
    def __init__(self, cents):
        self.cents = cents


def encode_money(o):
    if isinstance(o, Money):
        return {"cents": o.cents, "text": f"${o.cents / 100:.2f}"}
    raise TypeError(f"cannot encode {type(o).__name__}")


def show(label, fn):
    try:
        print(label, fn())
    except (TypeError, ValueError) as e:
        print(label, type(e).__name__, e)


def main():
    items = [
        {"sku": "A-1", "name": "Café crème", "qty": 3, "price": 2.5, "tags": ["hot", "drink"]},
        {"sku": "B-7", "name": "Bagel", "qty": 0, "price": 1.25, "tags": []},
        {"sku": "C-3", "name": "Jus d'orange ☀", "qty": 12, "price": 3.0, "tags": ("cold",)},
    ]
    doc = {"store": "Main St", "open": True, "manager": None, "items": items, "ids": {3: "c", 1: "a", 2: "b"}}
    print(json.dumps(doc))
    print(json.dumps(doc, indent=2, sort_keys=True))
    print(json.dumps(doc, ensure_ascii=False, separators=(",", ":")))
    print(json.dumps(doc["items"][0], indent="\t"))
    print(json.dumps([[], {}, [[]], {"a": {}}], indent=4))
    print(json.dumps({1.5: "x", True: "t", None: "n", 10**20: "big", -0.0: "z"}))
    print(json.dumps([float("inf"), -float("inf"), 1e-7, 1e16, 0.1 + 0.2, 2**70, -5]))
    show("nan", lambda: json.dumps({"v": float("nan")}, allow_nan=False))
    show("key nan", lambda: json.dumps({float("nan"): 1}))
    show("mixed sort", lambda: json.dumps({"b": 1, 2: 3}, sort_keys=True))
    show("int sort", lambda: json.dumps({10: "ten", 2: "two", -1: "minus"}, sort_keys=True))
    show("tuple key", lambda: json.dumps({(1, 2): "pair"}))
    show("skip", lambda: json.dumps({(1, 2): "pair", "k": "v"}, skipkeys=True))
    show("set", lambda: json.dumps({"s": {1, 2}}))
    print(json.dumps(Counter("banana")), json.dumps(OrderedDict([("z", 1), ("a", 2)])))
    print(json.dumps([Point(1, 2), Status.OPEN, Level.HIGH, {Status.CLOSED: Level.LOW}]))
    print(json.dumps({"price": Money(1999)}, default=encode_money, indent=1))
    loop = [1, 2]
    loop.append(loop)
    show("cycle", lambda: json.dumps(loop))
    shared = [1]
    print(json.dumps([shared, shared, {"again": shared}]))
    back = json.loads(json.dumps(doc, sort_keys=True))
    print(back == json.loads(json.dumps(doc)), sorted(back), back["ids"])
