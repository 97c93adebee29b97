"""Solve easy sudokus by candidate elimination (naked and hidden singles), then validate."""
from itertools import chain

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

BROKEN = PUZZLE.replace("53..7", "53.37", 1)


class InvalidGrid(Exception):
    pass


def parse(text):
    rows = [line.strip() for line in text.strip().splitlines()]
    if len(rows) != 9 or any(len(r) != 9 for r in rows):
        raise InvalidGrid("grid must be 9x9")
    return [[0 if ch == "." else int(ch) for ch in r] for r in rows]


def units():
    rows = [[(r, c) for c in range(9)] for r in range(9)]
    cols = [[(r, c) for r in range(9)] for c in range(9)]
    boxes = [[(br + r, bc + c) for r in range(3) for c in range(3)]
             for br in range(0, 9, 3) for bc in range(0, 9, 3)]
    return rows + cols + boxes


UNITS = units()
PEERS = {(r, c): set(chain.from_iterable(u for u in UNITS if (r, c) in u)) - {(r, c)}
         for r in range(9) for c in range(9)}


def validate(grid):
    problems = []
    for idx, unit in enumerate(UNITS):
        values = [grid[r][c] for r, c in unit if grid[r][c]]
        dupes = sorted({v for v in values if values.count(v) > 1})
        if dupes:
            kind = ("row", "col", "box")[idx // 9]
            problems.append(f"{kind} {idx % 9 + 1} repeats {dupes}")
    return problems


def solve(grid):
    if problems := validate(grid):
        raise InvalidGrid("; ".join(problems))
    cand = {cell: ({grid[cell[0]][cell[1]]} if grid[cell[0]][cell[1]] else set(range(1, 10)))
            for cell in PEERS}
    rounds = 0
    changed = True
    while changed:
        changed = False
        rounds += 1
        for cell, options in cand.items():
            if len(options) == 1:
                (v,) = options
                for peer in PEERS[cell]:
                    if v in cand[peer]:
                        cand[peer].discard(v)
                        changed = True
        for unit in UNITS:
            for digit in range(1, 10):
                spots = [cell for cell in unit if digit in cand[cell]]
                if len(spots) == 1 and len(cand[spots[0]]) > 1:
                    cand[spots[0]] = {digit}
                    changed = True
        if any(not options for options in cand.values()):
            raise InvalidGrid("contradiction")
    solved = [[min(cand[(r, c)]) if len(cand[(r, c)]) == 1 else 0 for c in range(9)] for r in range(9)]
    return solved, rounds


def show(grid):
    lines = []
    for r, row in enumerate(grid):
        if r and r % 3 == 0:
            lines.append("------+-------+------")
        parts = [" ".join(str(v) if v else "." for v in row[i:i + 3]) for i in (0, 3, 6)]
        lines.append(" | ".join(parts))
    return "\n".join(lines)


def main():
    grid = parse(PUZZLE)
    solved, rounds = solve(grid)
    print(show(solved))
    print(f"solved in {rounds} rounds; valid: {not validate(solved)}; complete: {all(all(r) for r in solved)}")
    print("row sums:", {sum(r) for r in solved})
    for text in (BROKEN, "123"):
        try:
            solve(parse(text))
        except InvalidGrid as exc:
            print("invalid:", exc)


if __name__ == "__main__":
    main()
