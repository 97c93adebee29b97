"""Check open bugs against SLA deadlines by severity and print an escalation list."""
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import Enum
from typing import List, Optional


class Severity(Enum):
    CRITICAL = (1, timedelta(hours=4))
    HIGH = (2, timedelta(days=1))
    MEDIUM = (3, timedelta(days=5))
    LOW = (4, timedelta(days=14))

    def __init__(self, rank, window):
        self.rank = rank
        self.window = window


class SlaBreach(Exception):
    def __init__(self, bug, overdue):
        super().__init__(f"#{bug.id} overdue by {overdue}")
        self.bug = bug
        self.overdue = overdue


@dataclass
class Bug:
    id: int
    title: str
    severity: Severity
    opened: datetime
    closed: Optional[datetime] = None
    tags: List[str] = field(default_factory=list)

    @property
    def deadline(self) -> datetime:
        return self.opened + self.severity.window

    def check(self, now: datetime) -> timedelta:
        end = self.closed or now
        if end > self.deadline:
            raise SlaBreach(self, end - self.deadline)
        return self.deadline - end


def main():
    now = datetime(2024, 6, 10, 12, 0)
    bugs = [
        Bug(101, "login 500s", Severity.CRITICAL, datetime(2024, 6, 10, 6, 30)),
        Bug(102, "typo on pricing", Severity.LOW, datetime(2024, 5, 20, 9, 0)),
        Bug(103, "export slow", Severity.MEDIUM, datetime(2024, 6, 7, 14, 0), tags=["perf"]),
        Bug(104, "cart total wrong", Severity.HIGH, datetime(2024, 6, 9, 8, 0),
            closed=datetime(2024, 6, 9, 20, 0)),
        Bug(105, "crash on upload", Severity.HIGH, datetime(2024, 6, 8, 10, 0), tags=["mobile"]),
    ]
    breaches = []
    for bug in sorted(bugs, key=lambda b: (b.severity.rank, b.opened)):
        try:
            left = bug.check(now)
            state = "closed" if bug.closed else "open"
            print(f"#{bug.id} {bug.severity.name:<8} {state:<6} ok, {left} to spare")
        except SlaBreach as breach:
            breaches.append(breach)
            print(f"#{bug.id} {bug.severity.name:<8} BREACH {breach}")
    print()
    print("escalate:")
    for b in sorted(breaches, key=lambda e: e.overdue, reverse=True):
        hours = b.overdue.total_seconds() / 3600
        tags = ",".join(b.bug.tags) or "-"
        print(f"  {b.bug.title:<18} {hours:7.1f}h late  tags={tags}")
    print(Severity.HIGH.window, Severity["LOW"].rank, Severity((3, timedelta(days=5))).name)


if __name__ == "__main__":
    main()
