"""Label connected regions on a floor-plan grid with BFS flood fill."""
from collections import deque, Counter

PLAN = """\
##########
#..#.....#
#..#..~~.#
#..####..#
#......#.#
####.###.#
#~~#.....#
##########
"""


def neighbours(r, c, rows, cols):
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < rows and 0 <= nc < cols:
            yield nr, nc


def label_regions(grid, passable="."):
    rows, cols = len(grid), len(grid[0])
    labels = [[None] * cols for _ in range(rows)]
    regions = []
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] not in passable or labels[r][c] is not None:
                continue
            label = len(regions)
            cells = []
            queue = deque([(r, c)])
            labels[r][c] = label
            while queue:
                cr, cc = queue.popleft()
                cells.append((cr, cc))
                for nr, nc in neighbours(cr, cc, rows, cols):
                    if grid[nr][nc] in passable and labels[nr][nc] is None:
                        labels[nr][nc] = label
                        queue.append((nr, nc))
            regions.append(cells)
    return labels, regions


def shortest(grid, start, goal, passable=".~"):
    rows, cols = len(grid), len(grid[0])
    dist = {start: 0}
    queue = deque([start])
    while queue:
        cur = queue.popleft()
        if cur == goal:
            return dist[cur]
        for nxt in neighbours(*cur, rows, cols):
            if grid[nxt[0]][nxt[1]] in passable and nxt not in dist:
                dist[nxt] = dist[cur] + 1
                queue.append(nxt)
    return -1


def main():
    grid = [list(line) for line in PLAN.splitlines()]
    labels, regions = label_regions(grid)
    letters = "ABCDEFGHIJ"
    for r, row in enumerate(grid):
        print("".join(letters[labels[r][c]] if labels[r][c] is not None else ch for c, ch in enumerate(row)))
    for i, cells in sorted(enumerate(regions), key=lambda ic: -len(ic[1])):
        top = min(cells)
        print(f"room {letters[i]}: {len(cells):2d} tiles, top-left {top}")
    water = Counter(ch for row in grid for ch in row)
    print("tiles:", dict(sorted(water.items())))
    print("walk (1,1)->(6,8):", shortest(grid, (1, 1), (6, 8)))
    print("walk (1,1)->(6,1):", shortest(grid, (1, 1), (6, 1)))
    print("dry walk (1,4)->(4,8):", shortest(grid, (1, 4), (4, 8), passable="."))


if __name__ == "__main__":
    main()
