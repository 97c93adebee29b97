# Numbered pairs: `for i, (a, b) in enumerate(zip(xs, ys))` and its nested, three- and
# four-iterable forms, in loops and comprehensions: the count and the zip's items bound left
# to right, a zip ending on its shortest iterable or failing under `strict=True`, a part of
# the wrong length failing after the names before it are bound, iterators shared with the
# rest of the program, and iterables with effects, as in CPython.


def noisy(label: str, n: int):
    for i in range(n):
        print("  ", label, i)
        yield i


def flaky(n: int):
    for i in range(n):
        if i == 2:
            raise KeyError("flaky")
        yield i


def main() -> int:
    names = ["ada", "bo", "cy", "di"]
    scores = [90, 75, 60]
    for i, (name, score) in enumerate(zip(names, scores)):
        print(i, name, score)
    for i, (name, score, bonus) in enumerate(zip(names, scores, [1, 2, 3, 4]), start=10):
        print(i, name, score + bonus)
    for i, (a, b, c, d) in enumerate(zip("wxyz", names, "abcd", range(4))):
        print(i, a, b, c, d)
    pts = [(1, 2), (3, 4), (5, 6)]
    shifted = pts[1:] + pts[:1]
    total = 0
    for i, ((x1, y1), (x2, y2)) in enumerate(zip(pts, shifted)):
        total += i * (abs(x2 - x1) + abs(y2 - y1))
    print("total", total)
    print([(i, a) for i, (a, b) in enumerate(zip(names, scores)) if b > 70])
    print({name: i for i, (name, _) in enumerate(zip(names, range(9)))})
    for i, (a, b) in enumerate(zip(noisy("left", 3), noisy("right", 2))):
        print("pair", i, a, b)
    i = a = b = -1
    try:
        for i, (a, b) in enumerate(zip(names, scores, strict=True)):
            print("strict", i, a, b)
    except ValueError as e:
        print("ValueError:", e, i, a, b)
    x1 = y1 = x2 = -1
    try:
        for i, ((x1, y1), (x2, y2)) in enumerate(zip(pts, [(1, 2), (3, 4, 5)])):
            print("nested", i, x1, y1, x2, y2)
    except ValueError as e:
        print("ValueError:", e, i, x1, y1, x2)
    try:
        for i, (a, b) in enumerate(zip(flaky(5), names)):
            print("flaky", i, a, b)
    except KeyError as e:
        print("KeyError:", e, i, a, b)
    shared = zip(names, scores)
    for i, (a, b) in enumerate(shared):
        print("shared", i, a, b)
        break
    print("rest", list(shared))
    numbered = enumerate(zip(names, names[1:]))
    print("first", next(numbered))
    for i, (a, b) in numbered:
        print("then", i, a, b)
    for i, (i, b) in enumerate(zip([7, 8], "pq")):
        print("rebound", i, b)
    try:
        for i, (a, b) in enumerate(zip(names, 5)):
            print(i)
    except TypeError as e:
        print("TypeError:", e)
    return total
