"""TypedDict records whose keys are typed with Literal and Optional, checked at run time."""
from typing import List, Literal, Optional, TypedDict, get_args, get_origin, get_type_hints

Priority = Literal["low", "normal", "high"]


class Ticket(TypedDict):
    id: int
    title: str
    priority: Priority
    assignee: Optional[str]
    labels: List[str]


def check(record):
    problems = []
    hints = get_type_hints(Ticket)
    for key in sorted(Ticket.__required_keys__ - set(record)):
        problems.append(f"missing {key}")
    for key, value in record.items():
        tp = hints.get(key)
        if tp is None:
            problems.append(f"unknown {key}")
        elif get_origin(tp) is Literal:
            if value not in get_args(tp):
                problems.append(f"{key} must be one of {get_args(tp)}")
        elif get_origin(tp) is list:
            if not isinstance(value, list):
                problems.append(f"{key} must be a list")
        elif not isinstance(value, get_args(tp) or tp):
            problems.append(f"{key} has the wrong type")
    return problems


def main():
    print(Ticket.__annotations__)
    print(sorted(Ticket.__required_keys__), Ticket.__total__)
    records = [
        Ticket(id=1, title="Crash", priority="high", assignee=None, labels=["bug"]),
        {"id": "2", "title": "Slow", "priority": "urgent", "assignee": 3, "labels": "perf"},
        {"id": 3, "title": "Docs", "extra": True},
    ]
    for record in records:
        print(check(record) or "ok")


if __name__ == "__main__":
    main()
