"""Paint-bucket fill on a character canvas (4- and 8-connected), with region statistics."""
from collections import deque
from typing import List, Tuple

CANVAS = """\
..........##......
.####.....##..###.
.#..#.........#.#.
.####...###...###.
........#.#.......
..##....###..#....
..##..........#...
...............#..
"""


class Canvas:
    def __init__(self, text: str) -> None:
        self.grid: List[List[str]] = [list(line) for line in text.splitlines()]
        self.h = len(self.grid)
        self.w = len(self.grid[0])

    def __getitem__(self, pos: Tuple[int, int]) -> str:
        r, c = pos
        return self.grid[r][c]

    def __setitem__(self, pos: Tuple[int, int], value: str) -> None:
        r, c = pos
        self.grid[r][c] = value

    def inside(self, r: int, c: int) -> bool:
        return 0 <= r < self.h and 0 <= c < self.w

    def fill(self, start: Tuple[int, int], colour: str, diagonal: bool = False) -> int:
        if not self.inside(*start):
            raise IndexError(f"start {start} is off the canvas {self.h}x{self.w}")
        target = self[start]
        if target == colour:
            return 0
        steps = [(-1, 0), (1, 0), (0, -1), (0, 1)]
        if diagonal:
            steps += [(-1, -1), (-1, 1), (1, -1), (1, 1)]
        queue = deque([start])
        self[start] = colour
        painted = 1
        while queue:
            r, c = queue.popleft()
            for dr, dc in steps:
                nr, nc = r + dr, c + dc
                if self.inside(nr, nc) and self.grid[nr][nc] == target:
                    self.grid[nr][nc] = colour
                    painted += 1
                    queue.append((nr, nc))
        return painted

    def regions(self, symbol: str, diagonal: bool = False) -> List[int]:
        scratch = Canvas(str(self))
        sizes = []
        for r in range(self.h):
            for c in range(self.w):
                if scratch.grid[r][c] == symbol:
                    sizes.append(scratch.fill((r, c), "\0", diagonal))
        return sorted(sizes, reverse=True)

    def __str__(self) -> str:
        return "\n".join("".join(row) for row in self.grid)


def main() -> None:
    canvas = Canvas(CANVAS)
    print("shapes (4-conn):", canvas.regions("#"))
    print("shapes (8-conn):", canvas.regions("#", diagonal=True))
    print("holes + background:", canvas.regions("."))
    painted = canvas.fill((0, 0), "~")
    print(f"flooded background: {painted} cells")
    print(canvas.fill((2, 2), "o"), "cells inside the first box")
    print(canvas.fill((2, 2), "o"), "cells when repainting the same colour")
    print(canvas)
    try:
        canvas.fill((9, 1), "x")
    except IndexError as exc:
        print("error:", exc)
    counts = {ch: str(canvas).count(ch) for ch in sorted(set(str(canvas)) - {"\n"})}
    print(counts)


if __name__ == "__main__":
    main()
