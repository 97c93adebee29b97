"""Solve a grid maze with A* and draw the path."""
import heapq

MAZE = """\
S....#....
.##..#.##.
.#...#..#.
.#.###..#.
.#......#E
.####.###.
..........
"""


def parse(text):
    grid = [list(row) for row in text.splitlines()]
    start = goal = None
    for r, row in enumerate(grid):
        for c, ch in enumerate(row):
            if ch == "S":
                start = (r, c)
            elif ch == "E":
                goal = (r, c)
    return grid, start, goal


def neighbors(grid, pos):
    r, c = pos
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < len(grid) and 0 <= nc < len(grid[0]) and grid[nr][nc] != "#":
            yield nr, nc


def astar(grid, start, goal):
    h = lambda p: abs(p[0] - goal[0]) + abs(p[1] - goal[1])
    frontier = [(h(start), 0, start)]
    came = {start: None}
    cost = {start: 0}
    expanded = 0
    while frontier:
        _, g, cur = heapq.heappop(frontier)
        expanded += 1
        if cur == goal:
            break
        for nxt in neighbors(grid, cur):
            ng = g + 1
            if ng < cost.get(nxt, float("inf")):
                cost[nxt] = ng
                came[nxt] = cur
                heapq.heappush(frontier, (ng + h(nxt), ng, nxt))
    if goal not in came:
        return None, expanded
    path, node = [], goal
    while node:
        path.append(node)
        node = came[node]
    return path[::-1], expanded


def main():
    grid, start, goal = parse(MAZE)
    print(f"maze {len(grid)}x{len(grid[0])}, start {start}, goal {goal}")
    path, expanded = astar(grid, start, goal)
    print(f"path length {len(path) - 1}, expanded {expanded} nodes")
    for r, c in path[1:-1]:
        grid[r][c] = "*"
    print("\n".join("".join(row) for row in grid))
    grid[4][7] = "#"
    grid[3][7] = "#"
    blocked, _ = astar(grid, start, goal)
    print("after blocking:", "unreachable" if blocked is None else f"{len(blocked) - 1} steps")


if __name__ == "__main__":
    main()
