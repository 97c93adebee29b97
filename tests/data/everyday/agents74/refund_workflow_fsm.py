"""Drive refund requests through a state machine and audit illegal transitions."""
from enum import Enum, auto, unique
from dataclasses import dataclass, field


@unique
class State(Enum):
    REQUESTED = auto()
    APPROVED = auto()
    REJECTED = auto()
    ISSUED = auto()
    SETTLED = auto()
    CANCELLED = auto()

    @property
    def terminal(self) -> bool:
        return self in {State.REJECTED, State.SETTLED, State.CANCELLED}


class Event(str, Enum):
    APPROVE = "approve"
    REJECT = "reject"
    ISSUE = "issue"
    SETTLE = "settle"
    CANCEL = "cancel"


TRANSITIONS = {
    (State.REQUESTED, Event.APPROVE): State.APPROVED,
    (State.REQUESTED, Event.REJECT): State.REJECTED,
    (State.REQUESTED, Event.CANCEL): State.CANCELLED,
    (State.APPROVED, Event.ISSUE): State.ISSUED,
    (State.APPROVED, Event.CANCEL): State.CANCELLED,
    (State.ISSUED, Event.SETTLE): State.SETTLED,
}


@dataclass
class Refund:
    id: str
    amount: float
    state: State = State.REQUESTED
    history: list[str] = field(default_factory=list)

    def fire(self, event: Event) -> bool:
        match (self.state, event):
            case (s, _) if s.terminal:
                self.history.append(f"ignored {event.value}: {s.name} is final")
                return False
            case (State.REQUESTED, Event.APPROVE) if self.amount > 500:
                self.history.append("approve needs manager sign-off above 500")
                return False
            case key if key in TRANSITIONS:
                new = TRANSITIONS[key]
                self.history.append(f"{self.state.name} --{event.value}--> {new.name}")
                self.state = new
                return True
            case _:
                self.history.append(f"illegal {event.value} in {self.state.name}")
                return False


SCRIPT = [
    ("R1", 49.99, "approve issue settle"),
    ("R2", 120.00, "issue approve cancel issue"),
    ("R3", 899.00, "approve reject approve"),
    ("R4", 15.50, "approve issue cancel settle settle"),
    ("R5", 75.00, "cancel"),
]


def main():
    refunds = []
    for rid, amount, events in SCRIPT:
        r = Refund(rid, amount)
        for name in events.split():
            r.fire(Event(name))
        refunds.append(r)
        print(f"{r.id} {r.amount:>7.2f} -> {r.state.name}")
        for h in r.history:
            print("     ", h)
    tally = {}
    for r in refunds:
        tally[r.state] = tally.get(r.state, 0) + 1
    for state in State:
        print(f"{state.name:<10} {state.value} {tally.get(state, 0)} {'(final)' if state.terminal else ''}")
    print(Event.SETTLE == "settle", Event("cancel").name, State["ISSUED"], list(Event)[:2])
    paid = sum(r.amount for r in refunds if r.state is State.SETTLED)
    print(f"settled amount {paid:.2f}")
    return len(refunds)


if __name__ == "__main__":
    main()
