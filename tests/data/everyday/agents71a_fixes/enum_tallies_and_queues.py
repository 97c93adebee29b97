"""Tallies of enum members taken from dict views, sets and deques, Counter and deque of the
enumeration itself, and deques of instances written out."""
from collections import Counter, deque
from dataclasses import dataclass
from enum import Enum, auto


class Status(Enum):
    OPEN = auto()
    BLOCKED = auto()
    DONE = auto()


@dataclass
class Job:
    name: str
    status: Status


def main():
    latest = {"a": Status.OPEN, "b": Status.DONE, "c": Status.OPEN, "d": Status.BLOCKED}
    print(Counter(latest.values()).most_common(2))
    print(Counter(latest.items())[("a", Status.OPEN)])
    by_status = {Status.OPEN: 3, Status.DONE: 1}
    print(Counter(by_status.keys()), Counter(by_status))
    print(Counter(deque([Status.DONE, Status.DONE])))
    print(sorted(Counter({Status.OPEN, Status.DONE}).values()))
    print(Counter(Status), deque(Status, maxlen=2))

    recent = deque([Job("build", Status.DONE), Job("test", Status.OPEN)], maxlen=2)
    recent.append(Job("deploy", Status.BLOCKED))
    print(recent)
    print(f"{recent!r}", [deque([Job("x", Status.OPEN)])])
    backlog = deque([Job("docs", Status.OPEN)])
    backlog.append(backlog)
    print(backlog)
    return Counter(job.status for job in recent)


if __name__ == "__main__":
    main()
