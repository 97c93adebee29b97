from dataclasses import dataclass, field
from enum import Enum
from typing import Optional
import json


class Priority(Enum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3


@dataclass(order=True)
class Ticket:
    priority_value: int
    title: str = field(compare=False)
    assignee: Optional[str] = field(default=None, compare=False)


def main():
    raw = '[{"title": "db down", "p": "HIGH"}, {"title": "typo", "p": "LOW", "who": "ann"}, {"title": "slow page", "p": "MEDIUM"}]'
    tickets = []
    for item in json.loads(raw):
        p = Priority[item["p"]]
        tickets.append(Ticket(p.value, item["title"], item.get("who")))
    for t in sorted(tickets, reverse=True):
        print(f"[{Priority(t.priority_value).name:<6}] {t.title} ({t.assignee or 'unassigned'})")
    counts = {p.name: sum(1 for t in tickets if t.priority_value == p.value) for p in Priority}
    print(counts, Priority.HIGH, repr(Priority.LOW), Priority.HIGH.value > Priority.LOW.value)
    return len(tickets)
