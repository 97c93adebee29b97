from enum import Enum, auto


class State(Enum):
    CART = auto()
    PLACED = auto()
    PAID = auto()
    SHIPPED = auto()
    DELIVERED = auto()
    CANCELLED = auto()
    REFUNDED = auto()

    def __str__(self):
        return self.name.lower()


TRANSITIONS = {
    State.CART: {"place": State.PLACED, "cancel": State.CANCELLED},
    State.PLACED: {"pay": State.PAID, "cancel": State.CANCELLED},
    State.PAID: {"ship": State.SHIPPED, "refund": State.REFUNDED},
    State.SHIPPED: {"deliver": State.DELIVERED},
    State.DELIVERED: {"refund": State.REFUNDED},
}
TERMINAL = {State.CANCELLED, State.REFUNDED}


class TransitionError(Exception):
    def __init__(self, order_id, state, event):
        self.order_id, self.state, self.event = order_id, state, event
        allowed = sorted(TRANSITIONS.get(state, {}))
        hint = f"; allowed: {', '.join(allowed)}" if allowed else "; order is closed"
        super().__init__(f"order {order_id}: cannot '{event}' when {state}{hint}")


class GuardError(Exception):
    pass


class Order:
    def __init__(self, order_id, total):
        self.id = order_id
        self.total = total
        self.state = State.CART
        self.history = [State.CART]
        self.paid = 0

    def fire(self, event, **data):
        try:
            target = TRANSITIONS[self.state][event]
        except KeyError:
            raise TransitionError(self.id, self.state, event) from None
        guard = getattr(self, f"_guard_{event}", None)
        if guard is not None:
            guard(**data)
        self.state = target
        self.history.append(target)
        return self

    def _guard_pay(self, amount=0):
        if amount != self.total:
            raise GuardError(f"order {self.id}: paid {amount}, expected {self.total}")
        self.paid = amount

    def _guard_refund(self, reason=""):
        if not reason:
            raise GuardError(f"order {self.id}: refund needs a reason")

    @property
    def closed(self):
        return self.state in TERMINAL

    def __repr__(self):
        return f"<Order {self.id} {self.state} {' > '.join(map(str, self.history))}>"


SCRIPT = [
    ("A1", 50, [("place", {}), ("pay", {"amount": 50}), ("ship", {}), ("deliver", {})]),
    ("A2", 20, [("place", {}), ("ship", {})]),
    ("A3", 99, [("place", {}), ("pay", {"amount": 90}), ("pay", {"amount": 99}), ("refund", {}),
                ("refund", {"reason": "damaged"}), ("ship", {})]),
    ("A4", 10, [("cancel", {}), ("place", {})]),
]


def main():
    errors = []
    orders = []
    for oid, total, events in SCRIPT:
        order = Order(oid, total)
        orders.append(order)
        for event, data in events:
            try:
                order.fire(event, **data)
            except (TransitionError, GuardError) as exc:
                errors.append(exc)
                print(f"  ! {type(exc).__name__}: {exc}")
        print(order, "closed" if order.closed else "open")
    print(f"{len(errors)} rejected events")
    t = next(e for e in errors if isinstance(e, TransitionError))
    print(t.order_id, t.state, t.event, t.__suppress_context__, t.__context__)
    reachable = set()
    frontier = [State.CART]
    while frontier:
        s = frontier.pop()
        if s in reachable:
            continue
        reachable.add(s)
        frontier.extend(TRANSITIONS.get(s, {}).values())
    print("unreachable:", [s.name for s in State if s not in reachable])
    print(sorted(s.value for s in TERMINAL), State(3), State["PAID"].value)
    return sum(o.paid for o in orders)


if __name__ == "__main__":
    main()
