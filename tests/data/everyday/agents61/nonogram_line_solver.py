"""Solve a small nonogram by line solving: enumerate placements per line and intersect them."""
from itertools import combinations
from functools import lru_cache

ROWS = [[2], [2], [3], [1, 1], [2, 1]]
COLS = [[1, 1], [2, 2], [2], [2], [1, 1]]
UNKNOWN, EMPTY, FULL = -1, 0, 1


@lru_cache(maxsize=None)
def placements(clue: tuple, length: int) -> tuple:
    """All 0/1 lines of the given length matching the clue."""
    blocks = len(clue)
    if blocks == 0:
        return ((0,) * length,)
    free = length - sum(clue) - (blocks - 1)
    out = []
    for gaps in combinations(range(free + blocks), blocks):
        line = []
        prev = -1
        for block, g in zip(clue, gaps):
            pad = g - prev - 1
            line += [0] * pad
            line += [1] * block
            if len(line) < length:
                line.append(0)
            prev = g
        line += [0] * (length - len(line))
        if len(line) == length:
            out.append(tuple(line))
    return tuple(sorted(set(out), reverse=True))


def settle(line, options):
    fits = [o for o in options if all(c == UNKNOWN or c == v for c, v in zip(line, o))]
    if not fits:
        raise ValueError("contradiction")
    return [v if all(o[i] == v for o in fits) else UNKNOWN for i, v in enumerate(fits[0])], len(fits)


def solve(rows, cols):
    h, w = len(rows), len(cols)
    grid = [[UNKNOWN] * w for _ in range(h)]
    passes = 0
    changed = True
    while changed:
        changed = False
        passes += 1
        for r in range(h):
            new, _ = settle(grid[r], placements(tuple(rows[r]), w))
            if new != grid[r]:
                grid[r], changed = new, True
        for c in range(w):
            column = [grid[r][c] for r in range(h)]
            new, _ = settle(column, placements(tuple(cols[c]), h))
            if new != column:
                changed = True
                for r in range(h):
                    grid[r][c] = new[r]
    return grid, passes


def clue_of(line):
    return [len(run) for run in "".join("#" if v else "." for v in line).split(".") if run]


def main():
    for clue in ([3], [1, 1], [2, 1], []):
        opts = placements(tuple(clue), 5)
        print(f"clue {clue} in 5: {len(opts)} placements, first {''.join('#' if v else '.' for v in opts[0])}")
    grid, passes = solve(ROWS, COLS)
    symbols = {UNKNOWN: "?", EMPTY: ".", FULL: "#"}
    print(f"solved in {passes} passes:")
    for row, clue in zip(grid, ROWS):
        print("  " + " ".join(symbols[v] for v in row), " ", clue)
    solved = all(v != UNKNOWN for row in grid for v in row)
    print("complete:", solved)
    if solved:
        ok = [clue_of(row) for row in grid] == ROWS and [clue_of(col) for col in zip(*grid)] == COLS
        print("clues check out:", ok)
    print(placements.cache_info().currsize, "distinct clues cached")
    try:
        settle([1, 1, 1], placements((1,), 3))
    except ValueError as err:
        print("error:", err)


if __name__ == "__main__":
    main()
