"""Run a warehouse robot through a command script on a grid with shelves, tracking battery."""
from enum import Enum


class Heading(Enum):
    N = (0, -1)
    E = (1, 0)
    S = (0, 1)
    W = (-1, 0)

    def turn(self, direction):
        order = list(Heading)
        step = 1 if direction == "R" else -1
        return order[(order.index(self) + step) % 4]


class RobotFault(Exception):
    pass


class Robot:
    MOVE_COST = 2
    LIFT_COST = 5

    def __init__(self, grid, start=(0, 0)):
        self.grid = [list(row) for row in grid]
        self.x, self.y = start
        self.heading = Heading.E
        self.battery = 100
        self.carrying = None
        self.log = []

    @property
    def position(self):
        return self.x, self.y

    def _spend(self, amount):
        if self.battery < amount:
            raise RobotFault(f"battery low ({self.battery}%) at {self.position}")
        self.battery -= amount

    def forward(self, steps):
        dx, dy = self.heading.value
        for _ in range(steps):
            nx, ny = self.x + dx, self.y + dy
            if not (0 <= ny < len(self.grid) and 0 <= nx < len(self.grid[0])):
                raise RobotFault(f"would leave the floor at {(nx, ny)}")
            if self.grid[ny][nx] == "#":
                raise RobotFault(f"blocked by shelf at {(nx, ny)}")
            self._spend(self.MOVE_COST)
            self.x, self.y = nx, ny

    def pick(self):
        cell = self.grid[self.y][self.x]
        if not cell.isalpha() or self.carrying:
            raise RobotFault(f"nothing to pick at {self.position}")
        self._spend(self.LIFT_COST)
        self.carrying = cell
        self.grid[self.y][self.x] = "."

    def drop(self):
        if self.carrying is None:
            raise RobotFault("not carrying anything")
        self.grid[self.y][self.x] = self.carrying.lower()
        self.carrying = None

    def run(self, script):
        for lineno, cmd in enumerate(script.split(), 1):
            op, arg = cmd[0], cmd[1:]
            try:
                if op == "F":
                    self.forward(int(arg or 1))
                elif op in "LR":
                    self.heading = self.heading.turn(op)
                elif op == "P":
                    self.pick()
                elif op == "D":
                    self.drop()
                elif op == "C":
                    self.battery = min(100, self.battery + int(arg))
                else:
                    raise RobotFault(f"unknown command {cmd!r}")
            except RobotFault as fault:
                self.log.append(f"#{lineno} {cmd}: {fault}")
                continue
            self.log.append(f"#{lineno} {cmd}: at {self.position} facing {self.heading.name} bat={self.battery}")


def main():
    floor = [
        "....A...",
        ".##.##..",
        "..B.....",
        ".##.##.C",
    ]
    bot = Robot(floor)
    bot.run("F4 P R F1 F2 L F1 D X9 L F2 R R F3 P F1 D C10 F9 R F1 P")
    for entry in bot.log:
        print(entry)
    print("final:", bot.position, bot.heading, "carrying", bot.carrying)
    for row in bot.grid:
        print("".join(row))
    print(Heading.N.turn("L"), Heading.W.turn("R"), repr(Heading.S))


if __name__ == "__main__":
    main()
