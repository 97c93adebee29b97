"""Solve 8-puzzles with A* (Manhattan distance) and check solvability by inversions."""
import heapq
from itertools import count

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
GOAL_POS = {tile: divmod(i, 3) for i, tile in enumerate(GOAL)}
SLIDES = {"up": -3, "down": 3, "left": -1, "right": 1}


def manhattan(state):
    total = 0
    for i, tile in enumerate(state):
        if tile:
            r, c = divmod(i, 3)
            gr, gc = GOAL_POS[tile]
            total += abs(r - gr) + abs(c - gc)
    return total


def inversions(state):
    tiles = [t for t in state if t]
    return sum(1 for i in range(len(tiles)) for j in range(i + 1, len(tiles)) if tiles[i] > tiles[j])


def neighbours(state):
    blank = state.index(0)
    r, c = divmod(blank, 3)
    for name, delta in SLIDES.items():
        if (name == "up" and r == 0) or (name == "down" and r == 2) or (name == "left" and c == 0) or (name == "right" and c == 2):
            continue
        other = blank + delta
        s = list(state)
        s[blank], s[other] = s[other], s[blank]
        yield name, tuple(s)


def astar(start):
    if inversions(start) % 2:
        return None, 0
    tie = count()
    frontier = [(manhattan(start), next(tie), 0, start, [])]
    best = {start: 0}
    expanded = 0
    while frontier:
        _, _, g, state, path = heapq.heappop(frontier)
        if state == GOAL:
            return path, expanded
        if g > best.get(state, float("inf")):
            continue
        expanded += 1
        for move, nxt in neighbours(state):
            if g + 1 < best.get(nxt, float("inf")):
                best[nxt] = g + 1
                heapq.heappush(frontier, (g + 1 + manhattan(nxt), next(tie), g + 1, nxt, path + [move]))
    return None, expanded


def show(state):
    return "\n".join(" ".join(str(t) if t else "_" for t in state[r * 3:r * 3 + 3]) for r in range(3))


def main():
    puzzles = {
        "easy": (1, 2, 3, 4, 5, 6, 0, 7, 8),
        "medium": (1, 2, 3, 0, 4, 6, 7, 5, 8),
        "harder": (8, 1, 3, 4, 0, 2, 7, 6, 5),
        "tricky": (0, 1, 3, 4, 2, 5, 7, 8, 6),
        "unsolvable": (1, 2, 3, 4, 5, 6, 8, 7, 0),
    }
    for name, start in puzzles.items():
        path, expanded = astar(start)
        print(f"{name}: h={manhattan(start)} inversions={inversions(start)}", end=" ")
        if path is None:
            print("-> no solution (odd inversions)")
            continue
        print(f"-> {len(path)} moves, {expanded} expanded: {' '.join(path)}")
    print(show(puzzles["harder"]))
    state = puzzles["harder"]
    path, _ = astar(state)
    for move in path[:3]:
        state = dict(neighbours(state))[move]
    print("after 3 moves:", state, "h =", manhattan(state))


if __name__ == "__main__":
    main()
