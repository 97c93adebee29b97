MAZE = [
    "##########",
    "#S   #   #",
    "# ## # # #",
    "#  #   # #",
    "## ##### #",
    "#      #E#",
    "# #### # #",
    "#    #   #",
    "##########",
]


def find(grid, ch):
    for r, row in enumerate(grid):
        c = row.find(ch)
        if c != -1:
            return r, c
    return None


def bfs(grid, start, goal):
    frontier = [start]
    came = {start: None}
    while frontier:
        nxt = []
        for r, c in frontier:
            if (r, c) == goal:
                path = []
                node = goal
                while node is not None:
                    path.append(node)
                    node = came[node]
                return path[::-1]
            for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                nr, nc = r + dr, c + dc
                if grid[nr][nc] != "#" and (nr, nc) not in came:
                    came[(nr, nc)] = (r, c)
                    nxt.append((nr, nc))
        frontier = nxt
    return None


def main():
    start, goal = find(MAZE, "S"), find(MAZE, "E")
    print("start", start, "goal", goal)
    path = bfs(MAZE, start, goal)
    print("steps:", len(path) - 1)
    grid = [list(row) for row in MAZE]
    for r, c in path[1:-1]:
        grid[r][c] = "."
    print("\n".join("".join(row) for row in grid))
    open_cells = sum(row.count(" ") for row in MAZE)
    print(f"open cells: {open_cells}, visited on path: {len(path) - 2}")
    turns = sum(1 for a, b, c in zip(path, path[1:], path[2:])
                if (b[0] - a[0], b[1] - a[1]) != (c[0] - b[0], c[1] - b[1]))
    print("turns:", turns)


if __name__ == "__main__":
    main()
