MAZE = (
    "S.#.....",
    ".##.###.",
    "....#...",
    ".##...#E",
)


def main() -> None:
    grid = [list(row) for row in MAZE]
    rows, cols = len(grid), len(grid[0])
    start = next(iter([(r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "S"]))
    goal = next(iter([(r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "E"]))
    frontier = [start]
    came = {start: None}
    while frontier:
        cur = frontier.pop(0)
        if cur == goal:
            break
        r, c = cur
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#" and (nr, nc) not in came:
                came[(nr, nc)] = cur
                frontier.append((nr, nc))
    path = []
    node = goal
    while node is not None:
        path.append(node)
        node = came[node]
    path.reverse()
    for r, c in path[1:-1]:
        grid[r][c] = "*"
    print("\n".join(["".join(row) for row in grid]))
    print("steps:", len(path) - 1, "visited:", len(came))
