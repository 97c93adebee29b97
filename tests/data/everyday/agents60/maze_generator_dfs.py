"""Generate a perfect maze with a seeded randomized depth-first search and measure it."""
import random
from collections import deque

W, H = 12, 6


def generate(seed: int):
    rng = random.Random(seed)
    walls = {(x, y): {"N", "S", "E", "W"} for x in range(W) for y in range(H)}
    moves = {"N": (0, -1, "S"), "S": (0, 1, "N"), "E": (1, 0, "W"), "W": (-1, 0, "E")}
    stack = [(0, 0)]
    visited = {(0, 0)}
    while stack:
        x, y = stack[-1]
        options = [(d, x + dx, y + dy, back) for d, (dx, dy, back) in moves.items()
                   if (x + dx, y + dy) in walls and (x + dx, y + dy) not in visited]
        if not options:
            stack.pop()
            continue
        d, nx, ny, back = rng.choice(options)
        walls[(x, y)].discard(d)
        walls[(nx, ny)].discard(back)
        visited.add((nx, ny))
        stack.append((nx, ny))
    return walls


def draw(walls, path=frozenset()):
    lines = ["+" + "---+" * W]
    for y in range(H):
        mid = "|"
        bottom = "+"
        for x in range(W):
            mark = " o " if (x, y) in path else "   "
            mid += mark + ("|" if "E" in walls[(x, y)] else " ")
            bottom += ("---" if "S" in walls[(x, y)] else "   ") + "+"
        lines += [mid, bottom]
    return "\n".join(lines)


def solve(walls, start, goal):
    step = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}
    prev = {start: None}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        if cell == goal:
            break
        for d, (dx, dy) in step.items():
            nxt = (cell[0] + dx, cell[1] + dy)
            if d not in walls[cell] and nxt not in prev:
                prev[nxt] = cell
                queue.append(nxt)
    path = []
    cell = goal
    while cell is not None:
        path.append(cell)
        cell = prev[cell]
    return path[::-1], len(prev)


def main():
    walls = generate(seed=11)
    path, explored = solve(walls, (0, 0), (W - 1, H - 1))
    print(draw(walls, set(path)))
    openings = sum(4 - len(w) for w in walls.values()) // 2
    dead_ends = sum(1 for w in walls.values() if len(w) == 3)
    print(f"passages {openings} (a perfect maze has {W * H - 1}), dead ends {dead_ends}")
    print(f"solution length {len(path)}, explored {explored} of {W * H} cells")
    turns = sum(1 for a, b, c in zip(path, path[1:], path[2:]) if (b[0] - a[0], b[1] - a[1]) != (c[0] - b[0], c[1] - b[1]))
    print("turns on the way:", turns)
    lengths = [len(solve(generate(s), (0, 0), (W - 1, H - 1))[0]) for s in range(5)]
    print("solution lengths for seeds 0-4:", lengths)


if __name__ == "__main__":
    main()
