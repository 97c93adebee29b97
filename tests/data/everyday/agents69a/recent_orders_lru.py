"""Track recently viewed orders with an OrderedDict LRU and a bounded deque of status events."""
from collections import OrderedDict, deque, Counter

EVENTS = """
view A100
status A100 paid
view B200
view C300
status B200 shipped
view A100
view D400
status C300 cancelled
view E500
status A100 shipped
view B200
status D400 paid
status A100 delivered
view F600
status Z999 paid
"""


class RecentOrders:
    def __init__(self, capacity):
        self.capacity = capacity
        self.items = OrderedDict()
        self.evicted = []

    def touch(self, order_id):
        if order_id in self.items:
            self.items.move_to_end(order_id)
            self.items[order_id] += 1
            return
        self.items[order_id] = 1
        if len(self.items) > self.capacity:
            old, views = self.items.popitem(last=False)
            self.evicted.append(f"{old}({views})")

    def __repr__(self):
        return " > ".join(f"{k}:{v}" for k, v in reversed(self.items.items()))


ALLOWED = {None: {"paid", "cancelled"}, "paid": {"shipped", "cancelled"}, "shipped": {"delivered"}}


def main():
    recent = RecentOrders(capacity=4)
    history = deque(maxlen=5)
    state = {}
    rejected = []
    for n, line in enumerate(EVENTS.strip().splitlines(), 1):
        kind, order_id, *rest = line.split()
        if kind == "view":
            recent.touch(order_id)
        elif kind == "status":
            new = rest[0]
            old = state.get(order_id)
            if order_id not in state and order_id[0] == "Z":
                rejected.append((n, order_id, "unknown order"))
                continue
            if new not in ALLOWED.get(old, set()):
                rejected.append((n, order_id, f"{old} -> {new} not allowed"))
                continue
            state[order_id] = new
            history.append(f"{order_id}:{new}")
        print(f"{n:>2} {line:<22} recent: {recent!r}")
    print("evicted:", recent.evicted)
    print("last events:", list(history), "maxlen", history.maxlen)
    history.rotate(2)
    print("rotated:", list(history)[:2], "leftmost", history[0])
    print("states:", dict(sorted(state.items())))
    print("rejected:", rejected)
    counts = Counter(state.values())
    print("by state:", sorted(counts.items()))
    od = OrderedDict.fromkeys("abc", 0)
    od.move_to_end("a")
    od.move_to_end("c", last=False)
    print(list(od), od.popitem(), od == OrderedDict([("c", 0), ("b", 0)]), od == {"b": 0, "c": 0})
    try:
        od.move_to_end("zz")
    except KeyError as exc:
        print("KeyError", exc)
    return len(state)


if __name__ == "__main__":
    main()
