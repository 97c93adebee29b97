"""A warehouse robot interpreting commands with structural pattern matching."""
from dataclasses import dataclass
from enum import Enum


class Heading(Enum):
    N = (0, 1)
    E = (1, 0)
    S = (0, -1)
    W = (-1, 0)

    def turn(self, right: bool) -> "Heading":
        order = list(Heading)
        i = order.index(self)
        return order[(i + (1 if right else -1)) % 4]


@dataclass
class Move:
    steps: int


@dataclass
class Turn:
    direction: str


@dataclass
class Pick:
    item: str


@dataclass
class Drop:
    item: str | None = None


@dataclass
class Robot:
    x: int = 0
    y: int = 0
    heading: Heading = Heading.N
    carrying: tuple = ()
    battery: int = 20


def parse(line: str):
    match line.split():
        case ["move", n] if n.isdigit():
            return Move(int(n))
        case ["move"]:
            return Move(1)
        case ["turn", ("left" | "right") as d]:
            return Turn(d)
        case ["pick", item]:
            return Pick(item)
        case ["drop"]:
            return Drop()
        case ["drop", item]:
            return Drop(item)
        case ["goto", x, y]:
            return ("goto", int(x), int(y))
        case []:
            return None
        case [verb, *rest]:
            raise ValueError(f"unknown command {verb!r} with {len(rest)} args")


def execute(robot: Robot, cmd, shelves: dict) -> str:
    match cmd:
        case Move(steps=n) if n * 2 > robot.battery:
            return f"battery too low for {n} steps"
        case Move(steps=n):
            dx, dy = robot.heading.value
            robot.x += dx * n
            robot.y += dy * n
            robot.battery -= 2 * n
            return f"at ({robot.x},{robot.y})"
        case Turn(direction="right" | "left" as d):
            robot.heading = robot.heading.turn(d == "right")
            return f"facing {robot.heading.name}"
        case Pick(item=item) if len(robot.carrying) >= 2:
            return f"hands full, cannot pick {item}"
        case Pick(item=item):
            here = shelves.get((robot.x, robot.y), [])
            if item not in here:
                return f"no {item} at ({robot.x},{robot.y})"
            here.remove(item)
            robot.carrying += (item,)
            return f"picked {item}"
        case Drop(item=None):
            dropped, robot.carrying = robot.carrying, ()
            shelves.setdefault((robot.x, robot.y), []).extend(dropped)
            return f"dropped {list(dropped)}"
        case Drop(item=str() as item) if item in robot.carrying:
            robot.carrying = tuple(i for i in robot.carrying if i != item)
            shelves.setdefault((robot.x, robot.y), []).append(item)
            return f"dropped {item}"
        case ("goto", int(x), int(y)):
            return execute(robot, Move(abs(x - robot.x) + abs(y - robot.y)), shelves).replace("at", "teleported to")
        case _:
            return f"cannot do {cmd}"


def main():
    shelves = {(0, 2): ["bolt", "gear"], (3, 2): ["spring"]}
    robot = Robot()
    script = """move 2
pick gear
pick cog
turn right
move 3
pick spring
pick bolt
drop gear
turn around
dance now please

turn left
move 9
goto 1 1
drop
drop gear"""
    for line in script.splitlines():
        try:
            cmd = parse(line)
        except ValueError as e:
            print(f"{line!r}: error {e}")
            continue
        if cmd is None:
            continue
        print(f"{line!r}: {execute(robot, cmd, shelves)}")
    print(robot)
    print({k: v for k, v in sorted(shelves.items()) if v})
    return robot.battery


if __name__ == "__main__":
    main()
