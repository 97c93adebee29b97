MAZE = """
#########
#S..#...#
#.#.#.#.#
#.#...#.#
#.#####.#
#...#..E#
#########
""".strip().splitlines()


def find(ch):
    for r, row in enumerate(MAZE):
        c = row.find(ch)
        if c != -1:
            return r, c
    raise LookupError(ch)


def bfs(start, goal):
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
                if MAZE[nr][nc] != "#" and (nr, nc) not in came:
                    came[(nr, nc)] = (r, c)
                    nxt.append((nr, nc))
        frontier = nxt
    return None


def main():
    start, goal = find("S"), find("E")
    path = bfs(start, goal)
    print("steps:", len(path) - 1)
    on_path = set(path)
    for r, row in enumerate(MAZE):
        print("".join("*" if (r, c) in on_path and ch == "." else ch for c, ch in enumerate(row)))
    try:
        find("X")
    except LookupError as e:
        print("LookupError:", e)


if __name__ == "__main__":
    main()
