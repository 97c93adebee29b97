"""Conway's Game of Life on an unbounded sparse set, with pattern detection."""
from collections import Counter

GLIDER = {(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)}
BLINKER = {(0, 1), (1, 1), (2, 1)}
BLOCK = {(0, 0), (0, 1), (1, 0), (1, 1)}


def step(live: frozenset) -> frozenset:
    counts = Counter((x + dx, y + dy) for x, y in live for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)
    return frozenset(c for c, n in counts.items() if n == 3 or (n == 2 and c in live))


def normalize(cells) -> frozenset:
    if not cells:
        return frozenset()
    mx = min(x for x, _ in cells)
    my = min(y for _, y in cells)
    return frozenset((x - mx, y - my) for x, y in cells)


def bbox(cells):
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    return min(xs), min(ys), max(xs), max(ys)


def render(cells) -> str:
    x0, y0, x1, y1 = bbox(cells)
    return "\n".join("".join("#" if (x, y) in cells else "." for x in range(x0, x1 + 1)) for y in range(y0, y1 + 1))


def classify(start, max_gen=40):
    seen = {}
    cur = frozenset(start)
    for gen in range(max_gen):
        if not cur:
            return f"dies at generation {gen}"
        key = normalize(cur)
        if key in seen:
            first, pos = seen[key]
            period = gen - first
            moved = (min(cur)[0] - pos[0], min(cur)[1] - pos[1])
            if moved == (0, 0):
                return "still life" if period == 1 else f"oscillator period {period}"
            return f"spaceship period {period} moving {moved}"
        seen[key] = (gen, min(cur))
        cur = step(cur)
    return "unknown"


def main():
    g = frozenset(GLIDER)
    for _ in range(4):
        g = step(g)
    print(render(g))
    print("glider moved to", sorted(g)[:2])
    patterns = {"glider": GLIDER, "blinker": BLINKER, "block": BLOCK, "r-pentomino": {(1, 0), (2, 0), (0, 1), (1, 1), (1, 2)},
                "diehard-ish": {(0, 0), (1, 0), (1, 1)}, "pair": {(0, 0), (5, 5)}}
    for name, cells in patterns.items():
        print(f"{name:<12} {classify(cells)}")
    r = frozenset(patterns["r-pentomino"])
    pops = []
    for _ in range(30):
        r = step(r)
        pops.append(len(r))
    print("r-pentomino populations:", pops[::5], "bbox", bbox(r))
    return len(r)


if __name__ == "__main__":
    main()
