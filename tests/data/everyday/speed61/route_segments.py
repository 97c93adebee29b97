# Route segments walked with nested unpacking targets (`i, ((x1, y1), (x2, y2))`,
# `(a, b), c`): parts are assigned left to right, a nested part may be any iterable (a
# string, a generator, an instance with `__iter__`), and a part of the wrong length fails
# with CPython's message after the names before it are assigned.


class Pair:
    def __init__(self, a: int, b: int) -> None:
        self.a = a
        self.b = b

    def __iter__(self):
        yield self.a
        yield self.b


def legs(n: int):
    for k in range(n):
        yield (k, k + 1)


def main() -> int:
    pts = [(0, 0), (3, 4), (6, 8), (6, 0)]
    shifted = pts[1:] + pts[:1]
    total = 0
    for i, ((x1, y1), (x2, y2)) in enumerate(zip(pts, shifted)):
        total += abs(x2 - x1) + abs(y2 - y1) + i
    print("perimeter-ish", total)
    for (a, b), c in [((1, 2), 3), ("xy", "z"), (Pair(7, 8), 9)]:
        print("pair", a, b, c)
    for i, (lo, hi) in enumerate(legs(3)):
        print("leg", i, lo, hi)
    for i, (p, q) in enumerate([legs(2), "pq"]):
        print("drained", i, p, q)
    ranges = {"low": (0, 10), "high": (90, 100)}
    for name, (lo, hi) in ranges.items():
        print(name, hi - lo)
    for a, (a, b) in [(1, (2, 3))]:
        print("same name", a, b)
    sums = [x + y + i for i, (x, y) in enumerate(pts)]
    print("sums", sums)
    nested = {k: (v1, v2) for k, ((v1, v2),) in [("one", ((1, 2),))]}
    print("nested", nested)
    c = "unset"
    try:
        for (a, b), c in [((1, 2), 3), ((1, 2, 3), 4)]:
            print("row", a, b, c)
    except ValueError as e:
        print("ValueError", e, "c is", c)
    try:
        for i, (x, y, z) in enumerate([(1, 2)]):
            print(x)
    except ValueError as e:
        print("ValueError", e, "i is", i)
    (m, (n, o)), p = (1, (2, 3)), 4
    print("assigned", m, n, o, p)
    try:
        (m, (n, o)), p = (5, (6,)), 7
    except ValueError as e:
        print("ValueError", e, m, n, o, p)
    return total + m + n
