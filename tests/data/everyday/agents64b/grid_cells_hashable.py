"""Cells of a game board as hashable value objects used in dicts, sets and flood fills."""
from collections import Counter, deque


class Cell:
    __slots__ = ("row", "col")

    def __init__(self, row, col):
        object.__setattr__(self, "row", row)
        object.__setattr__(self, "col", col)

    def __setattr__(self, name, value):
        raise AttributeError("Cell is immutable")

    def __eq__(self, other):
        if isinstance(other, Cell):
            return (self.row, self.col) == (other.row, other.col)
        if isinstance(other, tuple):
            return (self.row, self.col) == other
        return NotImplemented

    def __hash__(self):
        return hash((self.row, self.col))

    def __repr__(self):
        return f"Cell({self.row},{self.col})"

    def __add__(self, delta):
        dr, dc = delta
        return Cell(self.row + dr, self.col + dc)

    def neighbours(self):
        return [self + d for d in ((-1, 0), (1, 0), (0, -1), (0, 1))]


BOARD = """\
..##..
.#..#.
.#..#.
..##..
#....#"""


def parse(text):
    walls = set()
    lines = text.splitlines()
    for r, line in enumerate(lines):
        for c, ch in enumerate(line):
            if ch == "#":
                walls.add(Cell(r, c))
    return walls, len(lines), len(lines[0])


def flood(start, walls, rows, cols):
    seen = {start: 0}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        for n in cell.neighbours():
            if 0 <= n.row < rows and 0 <= n.col < cols and n not in walls and n not in seen:
                seen[n] = seen[cell] + 1
                queue.append(n)
    return seen


def main():
    walls, rows, cols = parse(BOARD)
    print(len(walls), Cell(0, 2) in walls, (0, 2) in walls, Cell(0, 2) == (0, 2))
    outside = flood(Cell(0, 0), walls, rows, cols)
    inside = flood(Cell(1, 2), walls, rows, cols)
    print(len(outside), len(inside), max(outside.values()), sorted(inside, key=lambda c: (c.row, c.col)))
    far = [c for c, d in outside.items() if d == max(outside.values())]
    print(far)
    wall_rows = Counter(c.row for c in walls)
    print(sorted(wall_rows.items()))
    labels = {Cell(1, 2): "A", Cell(1, 2): "B", Cell(2, 3): "C"}
    print(labels, labels.get(Cell(2, 3)), len({Cell(0, 0), Cell(0, 0), Cell(0, 1)}))
    print(Cell(3, 3) + (1, -1), Cell(0, 0).neighbours()[:2], Cell(1, 1) != Cell(1, 1))
    try:
        Cell(0, 0).row = 5
    except AttributeError as exc:
        print("AttributeError:", exc)
    try:
        print(Cell(0, 0) + 5)
    except TypeError as exc:
        print("TypeError:", exc)
    print(Cell(1, 1) == "x", frozenset(walls) == frozenset(Cell(c.row, c.col) for c in walls))
    art = []
    for r in range(rows):
        art.append("".join("#" if Cell(r, c) in walls else str(inside.get(Cell(r, c), ".")) for c in range(cols)))
    print("\n".join(art))


if __name__ == "__main__":
    main()
