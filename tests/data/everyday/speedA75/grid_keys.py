"""Tuple displays used as keys of sets and dicts: a flood fill over a grid, and the rules of
equality a lookup of `(x, y)` meets (float and bool items, named tuples, lengths, strs)."""

from collections import Counter, defaultdict, namedtuple

Point = namedtuple("Point", "x y")


def flood(width, height, blocked):
    seen = {(0, 0)}
    dist = {(0, 0): 0}
    frontier = [(0, 0)]
    while frontier:
        x, y = frontier.pop()
        d = dist[(x, y)]
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nx, ny = x + dx, y + dy
            if 0 <= nx < width and 0 <= ny < height and (nx, ny) not in blocked and (nx, ny) not in seen:
                seen.add((nx, ny))
                dist[(nx, ny)] = d + 1
                frontier.append((nx, ny))
    return len(seen), max(dist.values())


def equal_keys():
    floats = {(1.0, 2): "float first", (3, 4.5): "float second"}
    print((1, 2) in floats, (3, 4) in floats, floats[(1, 2)])
    bools = {(True, 0), (2, False)}
    print((1, 0) in bools, (2, 0) in bools, (1, 1) in bools)
    points = {Point(1, 2): "named"}
    print((1, 2) in points, points[(1, 2)], (2, 1) not in points)
    mixed = {(1, "a", 2): 3, "1a2": 4, 12: 5, (1, "a"): 6}
    print((1, "a", 2) in mixed, mixed[(1, "a", 2)], (1, "a") in mixed, (1, "b", 2) in mixed)
    nested = {((1, 2), 3)}
    a, b = (1, 2), 3
    print((a, b) in nested, (b, a) in nested)


def missing_keys():
    counts = Counter({(1, 2): 5})
    x, y = 1, 3
    print(counts[(1, 2)], counts[(x, y)])
    by_cell = defaultdict(list)
    by_cell[(x, y)].append("made")
    print(by_cell[(x, y)], dict(by_cell))
    plain = {(0, 0): 1}
    try:
        print(plain[(x, y)])
    except KeyError as e:
        print("KeyError", e)
    frozen = frozenset({(1, 3), (2, 2)})
    print((x, y) in frozen, (y, x) in frozen)


def other_containers():
    x, y = 2, 3
    print((x, y) in [(2, 3)], (x, y) in ((2, 3),), (x, y) in {(2, 3): 0}.keys())
    try:
        print(([x], y) in {(1, 2)})
    except TypeError as e:
        print("TypeError", e)
    try:
        print((x, y) in 5)
    except TypeError as e:
        print("TypeError", e)
    try:
        members = {(1, 2)}
        print(members[(x, y)])
    except TypeError as e:
        print("TypeError", e)


def order_of_evaluation():
    log = []

    def part(name, value):
        log.append(name)
        return value

    def box(value):
        log.append("container")
        return value

    print((part("a", 1), part("b", 2)) in box({(1, 2)}))
    print(box({(1, 2): "v"})[(part("c", 1), part("d", 2))])
    print(log)


def main():
    blocked = {(x, y) for x in range(12) for y in range(12) if (x * 5 + y * 3) % 7 == 0 and (x, y) != (0, 0)}
    print(flood(12, 12, blocked))
    equal_keys()
    missing_keys()
    other_containers()
    order_of_evaluation()
