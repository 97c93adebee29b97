"""Event-sourced account: rebuild state by replaying events, with snapshots."""
from dataclasses import dataclass, field
from typing import List
import json


@dataclass
class Event:
    seq: int
    kind: str
    data: dict


@dataclass
class Account:
    owner: str = ""
    balance: int = 0
    frozen: bool = False
    history: List[str] = field(default_factory=list)

    def apply(self, event):
        handler = getattr(self, "on_" + event.kind, None)
        if handler is None:
            raise ValueError(f"unknown event {event.kind}")
        handler(**event.data)
        self.history.append(f"{event.seq}:{event.kind}")

    def on_opened(self, owner):
        self.owner = owner

    def on_deposited(self, amount):
        self.balance += amount

    def on_withdrew(self, amount):
        if self.frozen:
            raise RuntimeError("account frozen")
        self.balance -= amount

    def on_frozen(self):
        self.frozen = True

    def on_unfrozen(self):
        self.frozen = False


class EventStore:
    def __init__(self):
        self.events = []

    def append(self, kind, **data):
        event = Event(len(self.events) + 1, kind, data)
        self.events.append(event)
        return event

    def replay(self, upto=None, start=None):
        state = Account() if start is None else start
        first = 0 if start is None else len(state.history)
        for event in self.events[first:upto]:
            state.apply(event)
        return state

    def dump(self):
        return json.dumps([{"seq": e.seq, "kind": e.kind, **e.data} for e in self.events])


def main():
    store = EventStore()
    store.append("opened", owner="dana")
    store.append("deposited", amount=500)
    store.append("withdrew", amount=120)
    store.append("frozen")
    store.append("unfrozen")
    store.append("deposited", amount=75)
    store.append("withdrew", amount=300)

    for upto in (2, 4, None):
        acct = store.replay(upto)
        print(f"after {upto or len(store.events)} events: balance={acct.balance} frozen={acct.frozen}")

    snapshot = store.replay(5)
    print("snapshot:", snapshot.owner, snapshot.balance, snapshot.history[-2:])
    resumed = store.replay(start=snapshot)
    print("resumed balance:", resumed.balance, "events applied:", len(resumed.history))

    bad = EventStore()
    bad.append("opened", owner="eve")
    bad.append("frozen")
    bad.append("withdrew", amount=10)
    try:
        bad.replay()
    except RuntimeError as e:
        print("replay failed:", e)

    bad.append("teleported", where="mars")
    try:
        bad.replay(start=Account())
    except (RuntimeError, ValueError) as e:
        print(type(e).__name__, e)

    print(store.dump()[:80])
    totals = {}
    for e in store.events:
        totals[e.kind] = totals.get(e.kind, 0) + e.data.get("amount", 0)
    print(sorted(totals.items(), key=lambda kv: (-kv[1], kv[0])))


if __name__ == "__main__":
    main()
