"""Simulate a single elevator with the SCAN algorithm over timed requests."""
from dataclasses import dataclass, field
from enum import Enum


class Direction(Enum):
    UP = 1
    DOWN = -1
    IDLE = 0


@dataclass
class Request:
    time: int
    floor: int


@dataclass
class Elevator:
    floor: int = 0
    direction: Direction = Direction.IDLE
    stops: set = field(default_factory=set)
    log: list = field(default_factory=list)
    travelled: int = 0

    def choose_direction(self):
        if not self.stops:
            return Direction.IDLE
        if self.direction is not Direction.DOWN and any(s > self.floor for s in self.stops):
            return Direction.UP
        if any(s < self.floor for s in self.stops):
            return Direction.DOWN
        return Direction.UP

    def tick(self, t):
        if self.floor in self.stops:
            self.stops.discard(self.floor)
            self.log.append(f"t={t:>2} open at {self.floor}")
            return
        self.direction = self.choose_direction()
        if self.direction is not Direction.IDLE:
            self.floor += self.direction.value
            self.travelled += 1


def main():
    requests = [Request(0, 5), Request(1, 2), Request(3, 8), Request(4, 1), Request(9, 6), Request(12, 0)]
    lift = Elevator()
    pending = sorted(requests, key=lambda r: r.time)
    t = 0
    while pending or lift.stops:
        while pending and pending[0].time <= t:
            r = pending.pop(0)
            lift.stops.add(r.floor)
            lift.log.append(f"t={t:>2} call for {r.floor} (at {lift.floor}, {lift.direction.name.lower()})")
        lift.tick(t)
        t += 1
        if t > 100:
            raise RuntimeError("simulation did not finish")
    print("\n".join(lift.log))
    print(f"finished at t={t}, travelled {lift.travelled} floors, now at {lift.floor}")
    print(lift.direction, Direction(-1), [d.name for d in Direction])


if __name__ == "__main__":
    main()
