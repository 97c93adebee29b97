"""Conway's game of life on a small torus, detecting still lifes and cycles."""
PATTERN = """
..........
...#......
....#.....
..###.....
..........
......##..
......##..
..........
"""


class Life:
    def __init__(self, text):
        rows = text.strip().splitlines()
        self.h, self.w = len(rows), len(rows[0])
        self.alive = frozenset((r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "#")

    def neighbours(self, r, c):
        return sum(((r + dr) % self.h, (c + dc) % self.w) in self.alive
                   for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc)

    def step(self):
        nxt = set()
        for r in range(self.h):
            for c in range(self.w):
                n = self.neighbours(r, c)
                if n == 3 or (n == 2 and (r, c) in self.alive):
                    nxt.add((r, c))
        self.alive = frozenset(nxt)

    def __str__(self):
        return "\n".join("".join("#" if (r, c) in self.alive else "." for c in range(self.w)) for r in range(self.h))


def main():
    life = Life(PATTERN)
    seen = {life.alive: 0}
    for gen in range(1, 60):
        life.step()
        if life.alive in seen:
            print(f"generation {gen} repeats generation {seen[life.alive]} (period {gen - seen[life.alive]})")
            break
        seen[life.alive] = gen
        if gen in (1, 4):
            print(f"-- gen {gen}, {len(life.alive)} alive")
            print(life)
    print(f"final population {len(life.alive)}")
    print(life)


if __name__ == "__main__":
    main()
