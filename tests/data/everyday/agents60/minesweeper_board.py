"""Generate a seeded Minesweeper board, number it, and play out a few reveals."""
import random
from collections import deque


class Minefield:
    def __init__(self, rows: int, cols: int, mines: int, seed: int):
        self.rows, self.cols = rows, cols
        rng = random.Random(seed)
        cells = [(r, c) for r in range(rows) for c in range(cols)]
        self.mines = set(rng.sample(cells, mines))
        self.revealed: set[tuple[int, int]] = set()
        self.flags: set[tuple[int, int]] = set()

    def neighbours(self, r, c):
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if (dr or dc) and 0 <= r + dr < self.rows and 0 <= c + dc < self.cols:
                    yield r + dr, c + dc

    def count(self, r, c) -> int:
        return sum(n in self.mines for n in self.neighbours(r, c))

    def reveal(self, r, c) -> bool:
        """Reveal a cell; flood-fill zeros. Return False if it was a mine."""
        if (r, c) in self.mines:
            return False
        queue = deque([(r, c)])
        while queue:
            cell = queue.popleft()
            if cell in self.revealed:
                continue
            self.revealed.add(cell)
            if self.count(*cell) == 0:
                queue.extend(n for n in self.neighbours(*cell) if n not in self.revealed)
        return True

    @property
    def won(self) -> bool:
        return len(self.revealed) == self.rows * self.cols - len(self.mines)

    def render(self, show_mines=False) -> str:
        lines = []
        for r in range(self.rows):
            row = []
            for c in range(self.cols):
                if (r, c) in self.flags:
                    row.append("F")
                elif show_mines and (r, c) in self.mines:
                    row.append("*")
                elif (r, c) in self.revealed:
                    n = self.count(r, c)
                    row.append(str(n) if n else " ")
                else:
                    row.append("#")
            lines.append("".join(row))
        return "\n".join(lines)


def main():
    field = Minefield(8, 12, 14, seed=99)
    print("mines:", sorted(field.mines)[:5], "...")
    safe = [(r, c) for r in range(8) for c in range(12) if (r, c) not in field.mines and field.count(r, c) == 0]
    print("first safe zero:", safe[0], "of", len(safe))
    field.reveal(*safe[0])
    print(field.render())
    print(f"revealed {len(field.revealed)} cells")
    for r, c in [(0, 0), (7, 11), (3, 5)]:
        ok = field.reveal(r, c)
        print(f"reveal {(r, c)}: {'safe' if ok else 'BOOM'}")
    field.flags |= {m for m in field.mines if any(n in field.revealed for n in field.neighbours(*m))}
    print(f"flagged {len(field.flags)} mines next to revealed cells; won={field.won}")
    print(field.render(show_mines=True))
    histogram = {}
    for r in range(8):
        for c in range(12):
            if (r, c) not in field.mines:
                n = field.count(r, c)
                histogram[n] = histogram.get(n, 0) + 1
    print("number histogram:", dict(sorted(histogram.items())))


if __name__ == "__main__":
    main()
