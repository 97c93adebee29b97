# prove: skipped
"""Tasks as ordered dataclasses, sorted by priority then name."""
from dataclasses import dataclass
from tools.agents.trusted.effects import list_jobs


@dataclass(order=True)
class Task:
    priority: int
    name: str


def main() -> int:
    try:
        names = list_jobs("daily")
    except TimeoutError:
        names = []
    tasks = [Task(len(n) % 3, n) for n in names]
    tasks.append(Task(0, "check"))
    ordered = sorted(tasks)
    for t in ordered:
        print(t.priority, t.name)
    assert ordered[0].priority == 0
    return len(ordered)
