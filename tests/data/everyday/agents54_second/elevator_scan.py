"""Simulate an elevator controller serving requests with a SCAN policy."""
from dataclasses import dataclass, field
from enum import Enum, auto
from typing import List


class Direction(Enum):
    UP = auto()
    DOWN = auto()
    IDLE = auto()


@dataclass
class Elevator:
    floor: int = 0
    direction: Direction = Direction.IDLE
    stops: List[int] = field(default_factory=list)
    log: List[str] = field(default_factory=list)

    def request(self, floor):
        if floor not in self.stops and floor != self.floor:
            self.stops.append(floor)

    def step(self):
        if not self.stops:
            self.direction = Direction.IDLE
            return False
        above = sorted(f for f in self.stops if f > self.floor)
        below = sorted((f for f in self.stops if f < self.floor), reverse=True)
        if self.direction in (Direction.UP, Direction.IDLE) and above:
            self.direction, target = Direction.UP, above[0]
        elif below:
            self.direction, target = Direction.DOWN, below[0]
        else:
            self.direction, target = Direction.UP, above[0]
        self.log.append(f"{self.floor}->{target} ({self.direction.name.lower()})")
        self.floor = target
        self.stops.remove(target)
        return True


def main():
    e = Elevator()
    for f in (5, 2, 8):
        e.request(f)
    e.step()
    e.request(1)
    e.request(9)
    moves = 1
    while e.step():
        moves += 1
    print(f"{moves} moves:", ", ".join(e.log))
    print(e.floor, e.direction, e.direction is Direction.IDLE, repr(Direction.UP))
    print(sum(abs(int(a) - int(b.split()[0])) for a, b in (m.split("->") for m in e.log)), "floors travelled")


if __name__ == "__main__":
    main()
