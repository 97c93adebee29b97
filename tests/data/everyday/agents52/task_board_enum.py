from enum import Enum
from typing import NamedTuple


class Status(Enum):
    TODO = "todo"
    DOING = "doing"
    DONE = "done"


class Task(NamedTuple):
    name: str
    status: Status
    estimate: float


TASKS = [
    Task("write spec", Status.DONE, 2.0),
    Task("build parser", Status.DOING, 5.5),
    Task("tests", Status.TODO, 3.0),
    Task("docs", Status.TODO, 1.5),
]


def summarize(tasks):
    totals = {s: 0.0 for s in Status}
    for t in tasks:
        totals[t.status] += t.estimate
    return totals


def main():
    totals = summarize(TASKS)
    for status, hours in totals.items():
        bar = "#" * int(hours * 2)
        print(f"{status.value:>6} | {hours:4.1f}h | {bar}")
    remaining = sum(h for s, h in totals.items() if s is not Status.DONE)
    done_pct = totals[Status.DONE] / sum(totals.values())
    print(f"remaining: {remaining}h ({done_pct:.0%} done)")
    nxt = next((t for t in TASKS if t.status == Status.TODO), None)
    print("next:", nxt.name if nxt else "-", nxt)


if __name__ == "__main__":
    main()
