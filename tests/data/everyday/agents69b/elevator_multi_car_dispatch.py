"""Dispatch hall calls to a small bank of elevators and simulate them tick by tick."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum, auto
from typing import Optional


class Direction(Enum):
    UP = auto()
    DOWN = auto()
    IDLE = auto()


@dataclass
class Car:
    name: str
    floor: int = 0
    direction: Direction = Direction.IDLE
    stops: set[int] = field(default_factory=set)
    log: list[str] = field(default_factory=list)

    def cost_to(self, floor: int) -> int:
        distance = abs(self.floor - floor)
        if self.direction is Direction.IDLE:
            return distance
        heading_up = self.direction is Direction.UP
        on_the_way = (heading_up and floor >= self.floor) or (not heading_up and floor <= self.floor)
        return distance if on_the_way else distance + 2 * len(self.stops) + 4

    def step(self) -> None:
        if not self.stops:
            self.direction = Direction.IDLE
            return
        if self.direction is Direction.IDLE:
            target = min(self.stops, key=lambda f: (abs(f - self.floor), f))
            self.direction = Direction.UP if target > self.floor else Direction.DOWN
            if target == self.floor:
                self.direction = Direction.IDLE
        if self.direction is Direction.UP:
            self.floor += 1
        elif self.direction is Direction.DOWN:
            self.floor -= 1
        if self.floor in self.stops:
            self.stops.discard(self.floor)
            self.log.append(f"stop@{self.floor}")
        ahead = [f for f in self.stops if (f > self.floor) == (self.direction is Direction.UP)]
        if not ahead:
            self.direction = Direction.IDLE if not self.stops else (
                Direction.DOWN if self.direction is Direction.UP else Direction.UP
            )

    def __str__(self) -> str:
        pending = ",".join(str(s) for s in sorted(self.stops)) or "-"
        return f"{self.name}[{self.floor:>2} {self.direction.name:<4} stops={pending}]"


class Dispatcher:
    def __init__(self, cars: list[Car], top_floor: int) -> None:
        self.cars = cars
        self.top_floor = top_floor
        self.assignments: dict[int, str] = {}

    def call(self, floor: int) -> Optional[Car]:
        if not 0 <= floor <= self.top_floor:
            print(f"  rejected call to floor {floor}")
            return None
        best = min(self.cars, key=lambda c: (c.cost_to(floor), c.name))
        best.stops.add(floor)
        self.assignments[floor] = best.name
        return best

    def tick(self) -> None:
        for car in self.cars:
            car.step()


def main() -> None:
    cars = [Car("A"), Car("B", floor=8), Car("C", floor=4)]
    dispatcher = Dispatcher(cars, top_floor=10)
    schedule = {0: [7, 2], 1: [9], 3: [0, 12], 4: [5], 6: [1, 10], 9: [3]}
    for t in range(14):
        for floor in schedule.get(t, []):
            car = dispatcher.call(floor)
            if car is not None:
                print(f"t={t:02d} call {floor:>2} -> {car.name}")
        dispatcher.tick()
        if t % 3 == 2:
            print(f"t={t:02d} " + " | ".join(str(c) for c in cars))
    print("assignments:", dict(sorted(dispatcher.assignments.items())))
    for car in cars:
        print(car.name, "visited", " ".join(car.log) or "nothing")
    total = sum(len(c.log) for c in cars)
    print("total stops served:", total)


if __name__ == "__main__":
    main()
