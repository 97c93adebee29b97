from dataclasses import dataclass, field
from typing import DefaultDict, Deque, Optional
from collections import defaultdict, deque
import typing

@dataclass
class Event:
    kind: str
    user: str
    amount: float = 0.0

class AuditError(Exception):
    def __init__(self, event, reason):
        super().__init__(reason)
        self.event = event

def render_event(self):
    sign = "+" if self.amount >= 0 else "-"
    return f"<{self.kind}:{self.user} {sign}{abs(self.amount):,.2f}>"

class Ledger:
    def __init__(self, window=3):
        self.by_user: DefaultDict[str, float] = typing.DefaultDict(float)
        self.recent: Deque[Event] = deque(maxlen=window)
        self.rejected: list = []

    def apply(self, ev: Event) -> Optional[float]:
        if ev.kind not in ("deposit", "withdraw"):
            raise AuditError(ev, f"unknown kind {ev.kind!r}")
        delta = ev.amount if ev.kind == "deposit" else -ev.amount
        if self.by_user[ev.user] + delta < 0:
            self.rejected.append(ev)
            return None
        self.by_user[ev.user] += delta
        self.recent.append(ev)
        return self.by_user[ev.user]

def main():
    ledger = Ledger()
    events = [Event("deposit", "ann", 120), Event("withdraw", "ann", 30.5), Event("withdraw", "bob", 5),
              Event("deposit", "bob", 1234.5), Event("refund", "ann", 1)]
    for ev in events:
        try:
            print(f"{ev.user:>4} {ev.kind:<8} -> {ledger.apply(ev)}")
        except AuditError as e:
            print(f"audit: {e} ({e.event.user})")
    print(dict(ledger.by_user), [str(e) for e in ledger.recent])
    print(ledger.rejected, Event.__match_args__)
    d = typing.Deque([1, 2, 3], maxlen=2)
    print(d, typing.Counter(ev.user for ev in events).most_common(1))

Event.__str__ = render_event
