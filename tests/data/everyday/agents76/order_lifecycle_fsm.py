"""Drive orders through a lifecycle state machine and reject illegal transitions."""
from enum import Enum, auto


class State(Enum):
    CREATED = auto()
    PAID = auto()
    PACKED = auto()
    SHIPPED = auto()
    DELIVERED = auto()
    CANCELLED = auto()
    REFUNDED = auto()

    @property
    def terminal(self) -> bool:
        return self in {State.DELIVERED, State.REFUNDED, State.CANCELLED}


TRANSITIONS: dict[State, dict[str, State]] = {
    State.CREATED: {"pay": State.PAID, "cancel": State.CANCELLED},
    State.PAID: {"pack": State.PACKED, "cancel": State.REFUNDED},
    State.PACKED: {"ship": State.SHIPPED, "cancel": State.REFUNDED},
    State.SHIPPED: {"deliver": State.DELIVERED},
    State.DELIVERED: {"return": State.REFUNDED},
}


class TransitionError(Exception):
    def __init__(self, order_id: str, state: State, event: str):
        super().__init__(f"{order_id}: cannot {event!r} from {state.name}")
        self.state, self.event = state, event


class OrderMachine:
    def __init__(self, order_id: str):
        self.order_id = order_id
        self.state = State.CREATED
        self.history: list[tuple[str, State]] = [("init", State.CREATED)]

    def fire(self, event: str) -> State:
        nxt = TRANSITIONS.get(self.state, {}).get(event)
        if nxt is None:
            raise TransitionError(self.order_id, self.state, event)
        self.state = nxt
        self.history.append((event, nxt))
        return nxt

    def __repr__(self):
        return f"OrderMachine({self.order_id!r}, {self.state.name})"


EVENTS = {
    "A1": ["pay", "pack", "ship", "deliver"],
    "A2": ["pay", "ship", "pack", "cancel"],
    "A3": ["cancel", "pay"],
    "A4": ["pay", "pack", "ship", "deliver", "return", "return"],
}


def main():
    machines = {}
    errors: list[TransitionError] = []
    for oid, events in EVENTS.items():
        m = machines[oid] = OrderMachine(oid)
        for ev in events:
            try:
                m.fire(ev)
            except TransitionError as err:
                errors.append(err)
    for oid, m in machines.items():
        path = " -> ".join(s.name.lower() for _, s in m.history)
        print(f"{m!r:<32} terminal={m.state.terminal!s:<5} {path}")
    print(f"{len(errors)} rejected events:")
    for e in errors:
        print(f"  {e} (allowed: {sorted(TRANSITIONS.get(e.state, {})) or 'nothing'})")
    final = {}
    for m in machines.values():
        final[m.state] = final.get(m.state, 0) + 1
    print({s.name: n for s, n in sorted(final.items(), key=lambda kv: kv[0].value)})
    reachable = {State.CREATED}
    frontier = [State.CREATED]
    while frontier:
        for nxt in TRANSITIONS.get(frontier.pop(), {}).values():
            if nxt not in reachable:
                reachable.add(nxt)
                frontier.append(nxt)
    print("unreachable:", [s.name for s in State if s not in reachable] or None)
    print(State(3), State["SHIPPED"].value, State.PAID < State.PACKED if False else "n/a")
    return len(errors)


if __name__ == "__main__":
    main()
