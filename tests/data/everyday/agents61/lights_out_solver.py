"""Solve Lights Out on small grids by brute-forcing the first row and chasing lights down."""
from itertools import product

Grid = list[list[int]]


def parse(rows: str) -> Grid:
    return [[1 if c == "#" else 0 for c in line] for line in rows.split()]


def show(grid: Grid) -> str:
    return "\n".join("".join("#" if v else "." for v in row) for row in grid)


def press(grid: Grid, r: int, c: int) -> None:
    for dr, dc in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < len(grid) and 0 <= cc < len(grid[0]):
            grid[rr][cc] ^= 1


def solve(start: Grid):
    n, m = len(start), len(start[0])
    best = None
    for first in product((0, 1), repeat=m):
        grid = [row[:] for row in start]
        presses = []
        for c, p in enumerate(first):
            if p:
                press(grid, 0, c)
                presses.append((0, c))
        for r in range(1, n):
            for c in range(m):
                if grid[r - 1][c]:
                    press(grid, r, c)
                    presses.append((r, c))
        if not any(grid[-1]):
            if best is None or len(presses) < len(best):
                best = presses
    return best


def main():
    puzzles = {
        "cross": "..... ..#.. .###. ..#.. .....",
        "corners": "#...# ..... ..... ..... #...#",
        "stripe": "### ... ###",
        "single": "#.. ... ...",
        "full4": "#### #### #### ####",
    }
    for name, text in puzzles.items():
        grid = parse(text)
        solution = solve(grid)
        print(f"{name} ({len(grid)}x{len(grid[0])}), {sum(map(sum, grid))} lit")
        if solution is None:
            print("  no solution")
            continue
        check = [row[:] for row in grid]
        for r, c in solution:
            press(check, r, c)
        assert not any(map(any, check)), name
        print(f"  {len(solution)} presses: {solution}")
        marks = [["." for _ in row] for row in grid]
        for r, c in solution:
            marks[r][c] = "X"
        print("  " + "\n  ".join("".join(row) for row in marks))
    print(show(parse("#.# .#.")))


if __name__ == "__main__":
    main()
