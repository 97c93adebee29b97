"""Forest-fire cellular automaton on a small torus grid with a seeded RNG."""
import random

EMPTY, TREE, FIRE = ".", "T", "*"


def neighbours(grid, r, c):
    rows, cols = len(grid), len(grid[0])
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if dr or dc:
                yield grid[(r + dr) % rows][(c + dc) % cols]


def step(grid, rng, p_grow, p_lightning):
    new = []
    for r, row in enumerate(grid):
        out = []
        for c, cell in enumerate(row):
            if cell == FIRE:
                out.append(EMPTY)
            elif cell == TREE:
                if FIRE in neighbours(grid, r, c) or rng.random() < p_lightning:
                    out.append(FIRE)
                else:
                    out.append(TREE)
            else:
                out.append(TREE if rng.random() < p_grow else EMPTY)
        new.append(out)
    return new


def census(grid):
    flat = [cell for row in grid for cell in row]
    return {k: flat.count(k) for k in (EMPTY, TREE, FIRE)}


def render(grid):
    return "\n".join("".join(row) for row in grid)


def main():
    rng = random.Random(99)
    rows, cols = 10, 24
    grid = [[TREE if rng.random() < 0.55 else EMPTY for _ in range(cols)] for _ in range(rows)]
    grid[5][12] = FIRE
    history = []
    for gen in range(25):
        counts = census(grid)
        history.append(counts)
        if gen in (0, 3, 12, 24):
            print(f"generation {gen}: {counts}")
            print(render(grid))
        grid = step(grid, rng, p_grow=0.04, p_lightning=0.001)
    peak = max(range(len(history)), key=lambda g: history[g][FIRE])
    print(f"fire peaked at generation {peak} with {history[peak][FIRE]} burning cells")
    density = [h[TREE] / (rows * cols) for h in history]
    print("tree density:", " ".join(f"{d:.2f}" for d in density[::4]))
    burnt_out = next((g for g, h in enumerate(history) if g > 0 and h[FIRE] == 0), None)
    print("fire out by generation:", burnt_out)


if __name__ == "__main__":
    main()
