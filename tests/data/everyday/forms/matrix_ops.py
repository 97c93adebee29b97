GRID = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]


def transpose(m):
    return [list(col) for col in zip(*m)]


def main() -> None:
    t = transpose(GRID)
    print(t)
    diag = [GRID[i][i] for i in range(len(GRID))]
    anti = [row[-1 - i] for i, row in enumerate(GRID)]
    print("trace:", sum(diag), "anti:", sum(anti))
    flat = [x for row in GRID for x in row if x % 2]
    print("odd cells:", flat)
    print("row sums:", [sum(r) for r in GRID], "col sums:", [sum(c) for c in zip(*GRID)])
    first, *middle, last = GRID
    print(first, middle, last)
