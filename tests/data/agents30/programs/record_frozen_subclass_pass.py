# prove: proved
"""A frozen record and an `eq=False` subclass that keeps the base's equality and hash."""
from dataclasses import dataclass
from tools.agents.trusted.effects import ask


@dataclass(frozen=True)
class Task:
    name: str


@dataclass(frozen=True, eq=False)
class TimedTask(Task):
    seconds: int = 0


def main() -> int:
    a = TimedTask(ask("task?"), 5)
    b = TimedTask(a.name, 9)
    print(a == b, a == Task(a.name), hash(a) == hash(b))
    assert a == b
    return a.seconds + b.seconds
