"""Conway's Game of Life on a torus, stored as a set of live cells, with cycle detection."""
from collections import Counter
from itertools import product

PATTERNS = {
    "blinker": [".....", "..#..", "..#..", "..#..", "....."],
    "glider": [".#....", "..#...", "###...", "......", "......", "......"],
    "block": ["....", ".##.", ".##.", "...."],
    "toad": ["......", "......", "..###.", ".###..", "......", "......"],
    "r-dies": ["#....", ".....", "..#..", ".....", "....#"],
}


class Torus:
    def __init__(self, rows, width=None, height=None):
        self.height = height or len(rows)
        self.width = width or len(rows[0])
        self.live = frozenset((r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "#")

    def neighbours(self, cell):
        r, c = cell
        for dr, dc in product((-1, 0, 1), repeat=2):
            if dr or dc:
                yield (r + dr) % self.height, (c + dc) % self.width

    def step(self):
        counts = Counter(n for cell in self.live for n in self.neighbours(cell))
        self.live = frozenset(cell for cell, k in counts.items() if k == 3 or (k == 2 and cell in self.live))

    def render(self):
        return "\n".join("".join("#" if (r, c) in self.live else "." for c in range(self.width))
                         for r in range(self.height))

    def normalised(self):
        if not self.live:
            return frozenset()
        top = min(r for r, _ in self.live)
        left = min(c for _, c in self.live)
        return frozenset(((r - top) % self.height, (c - left) % self.width) for r, c in self.live)


def classify(name, rows, limit=40):
    board = Torus(rows)
    seen = {board.live: 0}
    shapes = {board.normalised(): 0}
    for gen in range(1, limit + 1):
        board.step()
        if not board.live:
            return f"{name}: dies out at generation {gen}"
        if board.live in seen:
            period = gen - seen[board.live]
            kind = "still life" if period == 1 else f"oscillator (period {period})"
            return f"{name}: {kind}, population {len(board.live)}"
        if board.normalised() in shapes and name == "glider":
            return f"{name}: spaceship, shape repeats after {gen - shapes[board.normalised()]} generations"
        seen[board.live] = gen
        shapes.setdefault(board.normalised(), gen)
    return f"{name}: no repeat within {limit}"


def main():
    for name, rows in PATTERNS.items():
        print(classify(name, rows))
    glider = Torus(PATTERNS["glider"])
    for _ in range(4):
        glider.step()
    print("glider after 4 steps:")
    print(glider.render())
    toad = Torus(PATTERNS["toad"])
    toad.step()
    print("toad phase 2 population:", len(toad.live), sorted(toad.live)[:3])


if __name__ == "__main__":
    main()
