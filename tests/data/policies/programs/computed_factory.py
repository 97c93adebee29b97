from dataclasses import dataclass, field

from tools.greenhouse.trusted.effects import open_valve


def opened() -> list:
    open_valve("x")
    return []


@dataclass
class Box:
    items: list = field(default_factory=opened)


def main() -> None:
    Box()
