from enum import Enum, auto


class Status(Enum):
    NEW = auto()
    PAID = auto()
    SHIPPED = auto()
    DELIVERED = auto()
    CANCELLED = auto()


ALLOWED = {
    Status.NEW: {Status.PAID, Status.CANCELLED},
    Status.PAID: {Status.SHIPPED, Status.CANCELLED},
    Status.SHIPPED: {Status.DELIVERED},
    Status.DELIVERED: set(),
    Status.CANCELLED: set(),
}


class TransitionError(Exception):
    pass


class Order:
    def __init__(self, ident):
        self.ident = ident
        self.status = Status.NEW
        self.trail = [Status.NEW]

    def move(self, target):
        if target not in ALLOWED[self.status]:
            raise TransitionError(f"order {self.ident}: {self.status.name} -> {target.name} not allowed")
        self.status = target
        self.trail.append(target)


def main():
    plans = {
        101: ["PAID", "SHIPPED", "DELIVERED"],
        102: ["CANCELLED", "PAID"],
        103: ["SHIPPED"],
        104: ["PAID", "CANCELLED"],
    }
    orders = []
    for ident, steps in plans.items():
        order = Order(ident)
        for step in steps:
            try:
                order.move(Status[step])
            except TransitionError as err:
                print("rejected:", err)
                break
        orders.append(order)
    for order in orders:
        print(order.ident, order.status, "->".join(s.name.lower() for s in order.trail))
    print(Status.PAID.value, Status(3), repr(Status.NEW), len(Status))
    print([s.name for s in Status if not ALLOWED[s]])
    counts = {}
    for order in orders:
        counts[order.status.name] = counts.get(order.status.name, 0) + 1
    return counts


if __name__ == "__main__":
    main()
