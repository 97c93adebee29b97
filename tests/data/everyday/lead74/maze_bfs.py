from collections import deque

GRID = """\
S.#.......
.##.####..
....#..#..
.####.##.#
......#..E
"""


def neighbours(r, c, rows, cols):
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < rows and 0 <= nc < cols:
            yield nr, nc


def solve(grid):
    rows, cols = len(grid), len(grid[0])
    start = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "S")
    goal = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "E")
    prev = {start: None}
    queue = deque([start])
    while queue:
        cur = queue.popleft()
        if cur == goal:
            break
        for nxt in neighbours(*cur, rows, cols):
            if nxt not in prev and grid[nxt[0]][nxt[1]] != "#":
                prev[nxt] = cur
                queue.append(nxt)
    if goal not in prev:
        return None
    path, node = [], goal
    while node is not None:
        path.append(node)
        node = prev[node]
    return path[::-1]


def main():
    grid = [list(line) for line in GRID.splitlines()]
    path = solve(grid)
    if path is None:
        print("no path")
        return
    for r, c in path[1:-1]:
        grid[r][c] = "*"
    print("\n".join("".join(row) for row in grid))
    print(f"length {len(path) - 1}, turns {sum(1 for a, b, c in zip(path, path[1:], path[2:]) if (b[0]-a[0], b[1]-a[1]) != (c[0]-b[0], c[1]-b[1]))}")
