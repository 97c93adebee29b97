"""Run Langton's ant on a small toroidal grid and print snapshots and statistics."""
from enum import Enum


class Heading(Enum):
    UP = (-1, 0)
    RIGHT = (0, 1)
    DOWN = (1, 0)
    LEFT = (0, -1)

    def turn(self, clockwise: bool) -> "Heading":
        order = list(Heading)
        step = 1 if clockwise else -1
        return order[(order.index(self) + step) % len(order)]


class Ant:
    def __init__(self, size: int):
        self.size = size
        self.black = set()
        self.pos = (size // 2, size // 2)
        self.heading = Heading.UP
        self.steps = 0

    def step(self):
        on_black = self.pos in self.black
        self.heading = self.heading.turn(clockwise=not on_black)
        if on_black:
            self.black.discard(self.pos)
        else:
            self.black.add(self.pos)
        dr, dc = self.heading.value
        r, c = self.pos
        self.pos = ((r + dr) % self.size, (c + dc) % self.size)
        self.steps += 1

    def run(self, n: int):
        for _ in range(n):
            self.step()
        return self

    def __str__(self):
        rows = []
        for r in range(self.size):
            row = []
            for c in range(self.size):
                if (r, c) == self.pos:
                    row.append("A")
                else:
                    row.append("#" if (r, c) in self.black else ".")
            rows.append("".join(row))
        return "\n".join(rows)


def main():
    ant = Ant(11)
    for checkpoint in (10, 50, 200):
        ant.run(checkpoint - ant.steps)
        print(f"after {ant.steps} steps: {len(ant.black)} black, heading {ant.heading.name}")
    print(ant)
    counts = {}
    for r, c in ant.black:
        counts[r] = counts.get(r, 0) + 1
    print("busiest row:", max(sorted(counts), key=counts.get))
    print(Heading.LEFT.turn(True), Heading.UP.turn(False).value)


if __name__ == "__main__":
    main()
