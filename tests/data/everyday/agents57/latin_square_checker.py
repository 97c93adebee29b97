"""Validate Latin squares and KenKen-style cages; report every violation."""
from itertools import chain
from operator import mul
from functools import reduce


class GridError(Exception):
    def __init__(self, where, detail):
        super().__init__(f"{where}: {detail}")
        self.where = where


def check_latin(grid):
    n = len(grid)
    symbols = set(range(1, n + 1))
    problems = []
    for r, row in enumerate(grid):
        if len(row) != n:
            raise GridError(f"row {r}", f"length {len(row)} != {n}")
        if set(row) != symbols:
            missing = sorted(symbols - set(row))
            problems.append(f"row {r} missing {missing}")
    for c, col in enumerate(zip(*grid)):
        dupes = sorted({v for v in col if col.count(v) > 1})
        if dupes:
            problems.append(f"col {c} repeats {dupes}")
    return problems


def cage_value(op, values):
    if op == "+":
        return sum(values)
    if op == "*":
        return reduce(mul, values, 1)
    if op == "-":
        a, b = values
        return abs(a - b)
    if op == "/":
        a, b = sorted(values)
        return b // a if b % a == 0 else None
    raise ValueError(f"unknown op {op!r}")


def check_cages(grid, cages):
    bad = []
    for target, op, cells in cages:
        values = [grid[r][c] for r, c in cells]
        got = cage_value(op, values)
        if got != target:
            bad.append(f"cage {target}{op} at {cells[0]} has {values} -> {got}")
    covered = list(chain.from_iterable(cells for _, _, cells in cages))
    if len(covered) != len(set(covered)):
        bad.append("overlapping cages")
    return bad


def main():
    good = [[1, 2, 3, 4], [3, 4, 1, 2], [4, 3, 2, 1], [2, 1, 4, 3]]
    broken = [[1, 2, 3, 4], [3, 4, 1, 2], [4, 3, 2, 2], [2, 1, 4, 3]]
    cages = [
        (3, "+", [(0, 0), (0, 1)]), (12, "*", [(0, 2), (0, 3), (1, 3)]),
        (1, "-", [(1, 0), (1, 1)]), (1, "/", [(1, 2), (2, 2)]),
        (7, "+", [(2, 0), (2, 1)]), (3, "-", [(3, 0), (3, 3)]),
        (2, "/", [(3, 1), (2, 3)]), (4, "+", [(3, 2)]),
    ]
    for name, grid in [("good", good), ("broken", broken), ("ragged", [[1, 2], [2]])]:
        try:
            problems = check_latin(grid)
        except GridError as e:
            print(f"{name}: invalid shape ({e}); where={e.where}")
            continue
        cage_problems = check_cages(grid, cages) if len(grid) == 4 else []
        status = "OK" if not problems and not cage_problems else "FAIL"
        print(f"{name}: {status}")
        for p in problems + cage_problems:
            print("   -", p)
    try:
        cage_value("%", [1, 2])
    except ValueError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
