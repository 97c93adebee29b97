"""Sample cubic Bezier curves with de Casteljau and Bernstein forms, measure length, split."""
import math
from math import comb

Point = tuple


def lerp(p, q, t):
    return (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)


def casteljau(points, t):
    pts = list(points)
    while len(pts) > 1:
        pts = [lerp(a, b, t) for a, b in zip(pts, pts[1:])]
    return pts[0]


def bernstein(points, t):
    n = len(points) - 1
    x = sum(comb(n, i) * (1 - t) ** (n - i) * t**i * p[0] for i, p in enumerate(points))
    y = sum(comb(n, i) * (1 - t) ** (n - i) * t**i * p[1] for i, p in enumerate(points))
    return (x, y)


def split(points, t):
    left, right = [points[0]], [points[-1]]
    pts = list(points)
    while len(pts) > 1:
        pts = [lerp(a, b, t) for a, b in zip(pts, pts[1:])]
        left.append(pts[0])
        right.append(pts[-1])
    return left, right[::-1]


def length(points, steps=200):
    samples = [casteljau(points, i / steps) for i in range(steps + 1)]
    return sum(math.dist(a, b) for a, b in zip(samples, samples[1:]))


def bbox(points, steps=100):
    xs, ys = zip(*(casteljau(points, i / steps) for i in range(steps + 1)))
    return (min(xs), min(ys), max(xs), max(ys))


CURVES = {
    "s-curve": [(0, 0), (1, 2), (3, -1), (4, 1)],
    "arc-ish": [(1, 0), (1, 0.5523), (0.5523, 1), (0, 1)],
    "line": [(0, 0), (1, 1), (2, 2), (3, 3)],
}


def main():
    for name, pts in CURVES.items():
        print(f"{name}:")
        for t in (0, 0.25, 0.5, 0.75, 1):
            x, y = casteljau(pts, t)
            bx, by = bernstein(pts, t)
            same = math.isclose(x, bx, abs_tol=1e-12) and math.isclose(y, by, abs_tol=1e-12)
            print(f"  t={t:<4} ({x:+.4f}, {y:+.4f}) {'=' if same else '!='}")
        print(f"  length ~ {length(pts):.5f}")
        print("  bbox   = ({:.3f}, {:.3f}, {:.3f}, {:.3f})".format(*bbox(pts)))
    arc = CURVES["arc-ish"]
    radii = [math.hypot(*casteljau(arc, i / 10)) for i in range(11)]
    print(f"arc radius error max {max(abs(r - 1) for r in radii):.2e}")
    print(f"quarter circle {math.pi / 2:.5f} vs bezier {length(arc):.5f}")
    left, right = split(CURVES["s-curve"], 0.3)
    print("split left:", [tuple(round(c, 3) for c in p) for p in left])
    print("split right:", [tuple(round(c, 3) for c in p) for p in right])
    print("halves meet:", left[-1] == right[0])
    return round(length(CURVES["line"]), 6)


if __name__ == "__main__":
    main()
