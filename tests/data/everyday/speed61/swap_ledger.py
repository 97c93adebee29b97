# A ledger that swaps and shifts values with tuple assignments (`a, b = b, a + b`,
# `xs[i], xs[j] = xs[j], xs[i]`, attributes, dict items, globals): the whole right side is
# evaluated first, left to right, then the targets are assigned left to right; an error on
# either side leaves what was already assigned, as in CPython.

TOTALS = [0, 0]
first, second = "a", "b"


class Point:
    def __init__(self, x: int, y: int) -> None:
        self.x = x
        self.y = y


def noisy(label: str, value: int) -> int:
    print("  eval", label)
    return value


def fibs(n: int) -> list[int]:
    out = []
    a, b = 0, 1
    for _ in range(n):
        out.append(a)
        a, b = b, a + b
    return out


def shuffle(xs: list[int]) -> list[int]:
    for i in range(len(xs) - 1):
        j = (i * 7 + 3) % len(xs)
        xs[i], xs[j] = xs[j], xs[i]
    return xs


def rotate(a: int, b: int, c: int) -> tuple[int, int, int]:
    a, b, c = b, c, a
    return a, b, c


def swap_globals() -> None:
    global first, second
    first, second = second, first


def main() -> int:
    print(fibs(12))
    print(shuffle(list(range(9))))
    print(rotate(1, 2, 3))
    a, b = 1, 2
    a, b = b, a
    print("swapped", a, b)
    a, a = a + 10, b + 20
    print("same name twice", a)
    p = Point(3, 4)
    p.x, p.y = p.y, p.x
    print("point", p.x, p.y)
    d = {"k": 1}
    d["k"], d["j"] = d.get("j", 5), d["k"]
    print("dict", sorted(d.items()))
    xs = [10, 20, 30]
    i = 0
    i, xs[i] = 2, 99
    print("target uses the new i", i, xs)
    (m, n), k = (k0 := 5, 6), 7
    print("nested", m, n, k, k0)
    x, y = noisy("left", 1), noisy("right", 2)
    print("order", x, y)
    xs[noisy("index", 0)], xs[noisy("index", 1)] = noisy("v0", 7), noisy("v1", 8)
    print("item order", xs)
    swap_globals()
    print("globals", first, second)
    TOTALS[0], TOTALS[1] = TOTALS[1] + 1, TOTALS[0] + 2
    print("totals", TOTALS)
    s, t = "ab", [1]
    s, t = t, s
    print("kinds", s, t)
    try:
        u, v = noisy("ok", 1), 1 // 0
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
    try:
        print(u)
    except UnboundLocalError as e:
        print("UnboundLocalError", e)
    try:
        xs[0], xs[10] = 1, 2
    except IndexError as e:
        print("IndexError", e, xs)
    try:
        q, r = 1, 2, 3
    except ValueError as e:
        print("ValueError", e)
    try:
        q, r, w = 1, 2
    except ValueError as e:
        print("ValueError", e)
    h, *rest = 1, 2, 3
    print("starred", h, rest)
    e1, e2 = *[4], 5
    print("spread", e1, e2)
    try:
        z1, z2 = z2, 1
    except UnboundLocalError as e:
        print("UnboundLocalError", e)
    one, = 5,
    print("one", one)
    return a + b + sum(xs) + p.x + i
