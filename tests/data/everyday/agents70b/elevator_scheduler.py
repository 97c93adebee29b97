"""Single-car elevator simulation with direction states (SCAN-like)."""
from enum import Enum


class Direction(Enum):
    UP = 1
    DOWN = -1
    IDLE = 0


class Elevator:
    def __init__(self, floors: int, start: int = 0):
        self.floors = floors
        self.floor = start
        self.direction = Direction.IDLE
        self.stops: set[int] = set()
        self.log: list[str] = []
        self.travelled = 0

    def call(self, floor: int) -> None:
        if not 0 <= floor < self.floors:
            raise ValueError(f"floor {floor} out of range")
        if floor != self.floor:
            self.stops.add(floor)

    def _choose_direction(self) -> Direction:
        if not self.stops:
            return Direction.IDLE
        above = [f for f in self.stops if f > self.floor]
        below = [f for f in self.stops if f < self.floor]
        if self.direction is Direction.UP and above:
            return Direction.UP
        if self.direction is Direction.DOWN and below:
            return Direction.DOWN
        if above and below:
            nearest_up = min(above) - self.floor
            nearest_down = self.floor - max(below)
            return Direction.UP if nearest_up <= nearest_down else Direction.DOWN
        return Direction.UP if above else Direction.DOWN

    def step(self) -> None:
        self.direction = self._choose_direction()
        if self.direction is Direction.IDLE:
            return
        self.floor += self.direction.value
        self.travelled += 1
        if self.floor in self.stops:
            self.stops.discard(self.floor)
            self.log.append(f"stop@{self.floor}({self.direction.name.lower()})")


def main():
    car = Elevator(10, start=3)
    schedule = {0: [7, 1], 2: [9], 5: [2, 4], 9: [0], 14: [6]}
    for tick in range(30):
        for floor in schedule.get(tick, []):
            car.call(floor)
            print(f"t={tick:02d} call {floor}")
        car.step()
        if car.direction is Direction.IDLE and tick > 14:
            break
    print(" -> ".join(car.log))
    print("final floor", car.floor, "travelled", car.travelled, car.direction)
    try:
        car.call(12)
    except ValueError as e:
        print("error:", e)
    return car.travelled


if __name__ == "__main__":
    main()
