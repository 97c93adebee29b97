"""Support tickets prioritised by an IntEnum, with escalation arithmetic."""
from enum import IntEnum
import heapq
from dataclasses import dataclass, field
import itertools


class Priority(IntEnum):
    LOW = 1
    NORMAL = 2
    HIGH = 3
    URGENT = 4

    def escalate(self, steps=1):
        return Priority(min(self + steps, max(Priority)))

    @classmethod
    def parse(cls, text):
        text = text.strip()
        if text.isdigit():
            return cls(int(text))
        return cls[text.upper()]

    @property
    def sla_hours(self):
        return {1: 72, 2: 24, 3: 8, 4: 1}[self.value]


_seq = itertools.count()


@dataclass(order=True)
class Ticket:
    sort_key: tuple = field(init=False, repr=False)
    title: str = field(compare=False)
    priority: Priority = field(compare=False)
    age_hours: int = field(default=0, compare=False)

    def __post_init__(self):
        self.sort_key = (-self.priority, -self.age_hours, next(_seq))


def main():
    raw = [("printer jam", "low", 80), ("db down", "4", 0), ("vpn flaky", "normal", 30),
           ("laptop", "HIGH", 3), ("typo on site", "1", 2), ("pager", "critical", 1),
           ("backup failed", "9", 5), ("email slow", " normal ", 10)]
    tickets = []
    for title, prio, age in raw:
        try:
            p = Priority.parse(prio)
        except KeyError as exc:
            print(f"skip {title!r}: unknown priority name {exc}")
            continue
        except ValueError as exc:
            print(f"skip {title!r}: {exc}")
            continue
        if age > p.sla_hours:
            p = p.escalate()
            print(f"escalated {title!r} to {p.name}")
        tickets.append(Ticket(title, p, age))
    heap = list(tickets)
    heapq.heapify(heap)
    order = []
    while heap:
        t = heapq.heappop(heap)
        order.append(f"{t.title}({t.priority.name[0]}{int(t.priority)})")
    print(" ; ".join(order))
    total = sum(t.priority for t in tickets)
    print("load", total, "mean", round(total / len(tickets), 2), Priority.HIGH * 2, Priority.LOW + Priority.HIGH)
    print(Priority.URGENT > 3, Priority(2) == 2, sorted([Priority.HIGH, 1, Priority.NORMAL]))
    print([p.name for p in Priority if p >= Priority.NORMAL], Priority.URGENT.escalate(3))
    print(f"{Priority.HIGH}", f"{Priority.HIGH!r}", str(Priority.LOW), format(Priority.NORMAL, ">4"))
    print(tickets[0], tickets[0] < tickets[1])


if __name__ == "__main__":
    main()
