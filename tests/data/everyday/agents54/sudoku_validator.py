"""Validate sudoku grids and report every rule violation with its location."""

GOOD = """
534678912
672195348
198342567
859761423
426853791
713924856
961537284
287419635
345286179
"""

BAD = """
534678912
672195348
198342567
859761423
426853791
713924856
961537284
287419635
345286177
"""

PARTIAL = """
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
    rows = [line.strip() for line in text.strip().splitlines()]
    if len(rows) != 9 or any(len(r) != 9 for r in rows):
        raise ValueError("grid must be 9x9")
    return [[0 if ch == "." else int(ch) for ch in row] for row in rows]


def units(grid):
    for r in range(9):
        yield f"row {r + 1}", [(r, c) for c in range(9)]
    for c in range(9):
        yield f"column {c + 1}", [(r, c) for r in range(9)]
    for br in range(3):
        for bc in range(3):
            cells = [(br * 3 + r, bc * 3 + c) for r in range(3) for c in range(3)]
            yield f"box {br * 3 + bc + 1}", cells


def problems(grid):
    for name, cells in units(grid):
        seen = {}
        for r, c in cells:
            v = grid[r][c]
            if v == 0:
                continue
            if v in seen:
                yield f"{name}: {v} repeated at {seen[v]} and {(r + 1, c + 1)}"
            else:
                seen[v] = (r + 1, c + 1)


def status(grid):
    issues = list(problems(grid))
    empty = sum(row.count(0) for row in grid)
    if issues:
        return "invalid", issues
    return ("complete" if empty == 0 else f"valid so far, {empty} empty"), []


def main():
    for label, text in (("good", GOOD), ("bad", BAD), ("partial", PARTIAL), ("short", "123\n456")):
        try:
            grid = parse(text)
        except ValueError as e:
            print(f"{label}: cannot parse: {e}")
            continue
        verdict, issues = status(grid)
        print(f"{label}: {verdict}")
        for issue in issues:
            print("   ", issue)
    grid = parse(PARTIAL)
    candidates = {n for n in range(1, 10)} - set(grid[0]) - {grid[r][2] for r in range(9)}
    print("candidates for (1,3):", sorted(candidates))
    print("\n".join(" ".join(str(v or ".") for v in row) for row in grid[:3]))


if __name__ == "__main__":
    main()
