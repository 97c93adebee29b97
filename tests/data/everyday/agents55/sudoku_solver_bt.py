"""Solve a sudoku by constraint propagation plus backtracking and print the grid."""
PUZZLE = """
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
"""


def parse(text):
    rows = [line for line in text.split() if line]
    return [[0 if ch == "." else int(ch) for ch in row] for row in rows]


def candidates(grid, r, c):
    used = set(grid[r]) | {grid[i][c] for i in range(9)}
    br, bc = 3 * (r // 3), 3 * (c // 3)
    used |= {grid[i][j] for i in range(br, br + 3) for j in range(bc, bc + 3)}
    return [n for n in range(1, 10) if n not in used]


class Solver:
    def __init__(self, grid):
        self.grid = grid
        self.steps = 0

    def empty_cells(self):
        return [(r, c) for r in range(9) for c in range(9) if not self.grid[r][c]]

    def solve(self):
        cells = self.empty_cells()
        if not cells:
            return True
        r, c = min(cells, key=lambda rc: len(candidates(self.grid, *rc)))
        for n in candidates(self.grid, r, c):
            self.steps += 1
            self.grid[r][c] = n
            if self.solve():
                return True
        self.grid[r][c] = 0
        return False


def render(grid):
    lines = []
    for r, row in enumerate(grid):
        if r and r % 3 == 0:
            lines.append("------+-------+------")
        chunks = [" ".join(str(n or ".") for n in row[i:i + 3]) for i in (0, 3, 6)]
        lines.append(" | ".join(chunks))
    return "\n".join(lines)


def valid(grid):
    groups = [row for row in grid] + [list(col) for col in zip(*grid)]
    groups += [[grid[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3)]
               for br in (0, 3, 6) for bc in (0, 3, 6)]
    return all(sorted(g) == list(range(1, 10)) for g in groups)


def main():
    solver = Solver(parse(PUZZLE))
    print(f"{len(solver.empty_cells())} empty cells")
    ok = solver.solve()
    print(render(solver.grid))
    print(f"solved={ok} valid={valid(solver.grid)} steps={solver.steps}")


if __name__ == "__main__":
    main()
