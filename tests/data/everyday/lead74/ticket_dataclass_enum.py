from dataclasses import dataclass, field, asdict
from enum import Enum


class Status(Enum):
    OPEN = "open"
    IN_PROGRESS = "in progress"
    DONE = "done"


@dataclass(order=True)
class Ticket:
    priority: int
    title: str = field(compare=False)
    status: Status = field(default=Status.OPEN, compare=False)
    tags: list = field(default_factory=list, compare=False)

    def advance(self):
        order = list(Status)
        i = order.index(self.status)
        if i + 1 < len(order):
            self.status = order[i + 1]
        return self.status


def main():
    tickets = [
        Ticket(2, "Fix login redirect", tags=["auth", "bug"]),
        Ticket(1, "Database failover drill"),
        Ticket(3, "Update docs", Status.IN_PROGRESS, ["docs"]),
        Ticket(1, "Rotate API keys", tags=["security"]),
    ]
    for t in sorted(tickets):
        print(f"P{t.priority} {t.title:<24} {t.status.value}")
    tickets[2].advance()
    tickets[1].advance()
    by_status = {}
    for t in tickets:
        by_status.setdefault(t.status.name, []).append(t.title)
    print(by_status)
    d = asdict(tickets[0])
    d["status"] = d["status"].value
    print(d)
    print(Status("done"), Status.DONE.name, [s.value for s in Status])
    print(min(tickets) == tickets[1], tickets[1] == tickets[3])
