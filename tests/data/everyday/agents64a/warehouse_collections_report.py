"""Warehouse pick report built from collections: Counter, defaultdict, OrderedDict, deque, namedtuple."""
from collections import Counter, OrderedDict, defaultdict, deque, namedtuple

Pick = namedtuple("Pick", ["order", "sku", "qty", "zone"], defaults=["A"])

PICKS = [
    Pick("o1", "bolt", 40, "B"), Pick("o1", "nut", 40, "B"), Pick("o2", "washer", 100),
    Pick("o2", "bolt", 10, "B"), Pick("o3", "hinge", 4, "C"), Pick("o3", "screw", 250),
    Pick("o4", "bolt", 5, "B"), Pick("o4", "nut", 5, "B"), Pick("o5", "washer", 20),
]


class RecentOrders(OrderedDict):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def touch(self, key, value):
        if key in self:
            self.move_to_end(key)
        self[key] = value
        while len(self) > self.limit:
            self.popitem(last=False)


def main():
    qty = Counter()
    for p in PICKS:
        qty[p.sku] += p.qty
    print(qty.most_common(3), qty.total(), sorted(qty.elements())[:2])
    lines = Counter(p.sku for p in PICKS)
    print(lines, lines["missing"], +Counter(a=2, b=-1), Counter("aab") - Counter("abc"))
    print((lines & Counter(bolt=2, nut=5)), (lines | Counter(hinge=3)), lines.most_common()[-1])
    lines.subtract({"bolt": 5})
    print(lines["bolt"], dict(sorted(lines.items())))

    by_zone = defaultdict(list)
    for p in PICKS:
        by_zone[p.zone].append(p.sku)
    print(dict(by_zone), by_zone.default_factory.__name__)
    nested = defaultdict(lambda: defaultdict(int))
    for p in PICKS:
        nested[p.order][p.zone] += p.qty
    print({o: dict(z) for o, z in nested.items()})

    recent = RecentOrders(3)
    for p in PICKS:
        recent.touch(p.order, p.sku)
    print(list(recent.items()), recent.popitem(), list(recent))

    conveyor = deque(maxlen=4)
    for p in PICKS:
        conveyor.append(p.sku)
    print(conveyor, conveyor.maxlen)
    conveyor.rotate(1)
    conveyor.appendleft("pallet")
    print(list(conveyor), conveyor.count("washer"), conveyor.index("pallet"))
    d = deque([1, 2, 3])
    d.extendleft([0, -1])
    print(d, d.popleft(), d.pop(), d[1], d[-1])
    print(Pick._fields, Pick._field_defaults, Pick("o9", "x", 1)._asdict(), Pick._make(["o8", "y", 2, "D"]))
    p = PICKS[0]._replace(qty=41)
    order, sku, *rest = p
    print(order, sku, rest, p.count(41), p.index("B"))
    try:
        Pick("o1")
    except TypeError as err:
        print("TypeError:", err)
    try:
        deque().pop()
    except IndexError as err:
        print("IndexError:", err)


if __name__ == "__main__":
    main()
