"""Find an open knight's tour with Warnsdorff's heuristic and verify it."""
from typing import List, Optional, Tuple

MOVES = [(2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)]
Square = Tuple[int, int]


class Board:
    def __init__(self, n: int):
        self.n = n
        self.grid = [[0] * n for _ in range(n)]

    def inside(self, r: int, c: int) -> bool:
        return 0 <= r < self.n and 0 <= c < self.n

    def free_neighbours(self, r: int, c: int) -> List[Square]:
        return [(r + dr, c + dc) for dr, dc in MOVES
                if self.inside(r + dr, c + dc) and self.grid[r + dr][c + dc] == 0]

    def tour(self, start: Square) -> Optional[List[Square]]:
        r, c = start
        path = [start]
        self.grid[r][c] = 1
        for step in range(2, self.n * self.n + 1):
            options = self.free_neighbours(r, c)
            if not options:
                return None
            r, c = min(options, key=lambda sq: (len(self.free_neighbours(*sq)), sq))
            self.grid[r][c] = step
            path.append((r, c))
        return path

    def render(self) -> str:
        width = len(str(self.n * self.n))
        return "\n".join(" ".join(f"{v:>{width}}" for v in row) for row in self.grid)


def valid_tour(path: List[Square], n: int) -> bool:
    if len(set(path)) != n * n:
        return False
    return all((abs(a[0] - b[0]), abs(a[1] - b[1])) in {(1, 2), (2, 1)} for a, b in zip(path, path[1:]))


def to_algebraic(sq: Square) -> str:
    return "abcdefgh"[sq[1]] + str(sq[0] + 1)


def main():
    for n, start in [(5, (0, 0)), (6, (0, 0)), (3, (0, 0))]:
        board = Board(n)
        path = board.tour(start)
        if path is None:
            print(f"{n}x{n}: no tour from {start}")
            continue
        print(f"{n}x{n} tour from {start}: valid={valid_tour(path, n)}")
        print(board.render())
        print("first moves:", " ".join(to_algebraic(sq) for sq in path[:6]))


if __name__ == "__main__":
    main()
