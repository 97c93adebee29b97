"""A pen plotter driven by command dicts and tuples, using structural pattern matching."""
import math
from dataclasses import dataclass


@dataclass
class Point:
    x: float
    y: float


@dataclass
class Line:
    start: Point
    end: Point


@dataclass
class Circle:
    centre: Point
    radius: float


class Plotter:
    def __init__(self):
        self.pos = Point(0, 0)
        self.pen_down = False
        self.ink = 0.0
        self.shapes = []
        self.errors = []

    def run(self, command):
        match command:
            case {"op": "pen", "state": "up" | "down" as state}:
                self.pen_down = state == "down"
            case {"op": "move", "to": [x, y]}:
                self._travel(Point(x, y))
            case {"op": "move", "by": (dx, dy)}:
                self._travel(Point(self.pos.x + dx, self.pos.y + dy))
            case {"op": "circle", "r": int(r) | float(r)} if r > 0:
                self.shapes.append(Circle(Point(self.pos.x, self.pos.y), r))
                self.ink += 2 * math.pi * r
            case {"op": "poly", "points": [first, *rest]} if rest:
                self.run({"op": "pen", "state": "up"})
                self.run({"op": "move", "to": first})
                self.run({"op": "pen", "state": "down"})
                for p in [*rest, first]:
                    self.run({"op": "move", "to": p})
                self.run({"op": "pen", "state": "up"})
            case Line(start=Point(x=x0, y=y0), end=end):
                self.run({"op": "pen", "state": "up"})
                self._travel(Point(x0, y0))
                self.pen_down = True
                self._travel(end)
                self.pen_down = False
            case ("repeat", int(n), list(body)):
                for _ in range(n):
                    for cmd in body:
                        self.run(cmd)
            case {"op": op, **rest}:
                self.errors.append(f"bad {op!r} command with {sorted(rest)}")
            case other:
                self.errors.append(f"unrecognised {other!r}")

    def _travel(self, target):
        if self.pen_down:
            self.shapes.append(Line(Point(self.pos.x, self.pos.y), target))
            self.ink += math.dist((self.pos.x, self.pos.y), (target.x, target.y))
        self.pos = target


def summarise(shapes):
    counts = {}
    for s in shapes:
        match s:
            case Line(start=a, end=b) if a.x == b.x or a.y == b.y:
                key = "axis-aligned line"
            case Line():
                key = "diagonal line"
            case Circle(radius=r) if r >= 5:
                key = "big circle"
            case Circle():
                key = "small circle"
        counts[key] = counts.get(key, 0) + 1
    return counts


def main():
    program = [
        {"op": "pen", "state": "down"},
        {"op": "move", "to": [10, 0]},
        {"op": "move", "by": (0, 10)},
        {"op": "pen", "state": "up"},
        {"op": "circle", "r": 2.5},
        ("repeat", 3, [{"op": "pen", "state": "down"}, {"op": "move", "by": (3, 4)}, {"op": "circle", "r": 5}]),
        {"op": "poly", "points": [[0, 0], [4, 0], [4, 3]]},
        Line(Point(-1, -1), Point(-1, 5)),
        {"op": "circle", "r": -1},
        {"op": "pen", "state": "sideways"},
        {"op": "poly", "points": [[1, 1]]},
        ["move", 1, 2],
        42,
    ]
    plotter = Plotter()
    for cmd in program:
        plotter.run(cmd)
    print(f"final position ({plotter.pos.x}, {plotter.pos.y}), pen {'down' if plotter.pen_down else 'up'}")
    print(f"shapes drawn: {len(plotter.shapes)}, ink used {plotter.ink:.3f}")
    for shape in plotter.shapes[:4]:
        print("  ", shape)
    print(summarise(plotter.shapes))
    for e in plotter.errors:
        print("error:", e)


if __name__ == "__main__":
    main()
