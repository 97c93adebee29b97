# prove: proved | skipped
"""A frozen record and an `eq=False` subclass that keeps the base's equality and hash."""
from dataclasses import dataclass
from tools.agents.trusted.effects import ask


@dataclass(frozen=True)
class Task:
    id: int


@dataclass(frozen=True, eq=False)
class TimedTask(Task):
    seconds: int = 0


def main() -> int:
    try:
        number = int(ask("task number?"))
    except ValueError:
        number = 0
    a = TimedTask(number, 5)
    b = TimedTask(a.id, 9)
    print(a == b, a == Task(a.id), hash(a) == hash(b))
    assert a == b
    return a.seconds + b.seconds
