"""A* on a weighted grid (terrain costs) with a Manhattan heuristic."""
import heapq
from itertools import count

TERRAIN = {".": 1, "~": 5, "^": 3, "#": None}

MAP = [
    "S..~~...",
    ".#.~~.#.",
    ".#..^^#.",
    ".####.#.",
    "...^..#G",
]


def parse(rows):
    start = goal = None
    cost = {}
    for r, line in enumerate(rows):
        for c, ch in enumerate(line):
            if ch == "S":
                start, ch = (r, c), "."
            elif ch == "G":
                goal, ch = (r, c), "."
            cost[(r, c)] = TERRAIN[ch]
    return cost, start, goal


def manhattan(a, b):
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def astar(cost, start, goal):
    tie = count()
    open_heap = [(manhattan(start, goal), next(tie), 0, start, None)]
    parent = {}
    best_g = {start: 0}
    expanded = 0
    while open_heap:
        f, _, g, node, par = heapq.heappop(open_heap)
        if node in parent:
            continue
        parent[node] = par
        expanded += 1
        if node == goal:
            break
        r, c = node
        for nb in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            step = cost.get(nb)
            if step is None:
                continue
            ng = g + step
            if ng < best_g.get(nb, 1 << 30):
                best_g[nb] = ng
                heapq.heappush(open_heap, (ng + manhattan(nb, goal), next(tie), ng, nb, node))
    if goal not in parent:
        return None, expanded
    path = [goal]
    while parent[path[-1]] is not None:
        path.append(parent[path[-1]])
    return path[::-1], expanded


def render(rows, path):
    on_path = set(path)
    out = []
    for r, line in enumerate(rows):
        out.append("".join("o" if (r, c) in on_path and ch not in "SG" else ch for c, ch in enumerate(line)))
    return out


def main():
    cost, start, goal = parse(MAP)
    path, expanded = astar(cost, start, goal)
    total = sum(cost[p] for p in path[1:])
    print(f"path length {len(path) - 1}, cost {total}, expanded {expanded}")
    for line in render(MAP, path):
        print(line)
    cost[(3, 7)] = None
    cost[(4, 5)] = None
    path2, expanded2 = astar(cost, start, goal)
    print("after blocking:", path2, expanded2)
    return total


if __name__ == "__main__":
    main()
