# Tuple displays of literals the way grid and table code writes them: neighbour offsets looped
# over for every cell, nested tables of names and numbers, negative numbers and floats, and
# displays that only look constant (a list, a variable, a call inside) which must be built
# afresh at each evaluation; plus the errors a literal display can still raise.
def neighbours(x: int, y: int, width: int, height: int) -> list:
    out = []
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1)):
        nx, ny = x + dx, y + dy
        if 0 <= nx < width and 0 <= ny < height:
            out.append((nx, ny))
    return out


def grade(score: float) -> str:
    for bound, name in ((90.0, "A"), (80.0, "B"), (70.0, "C"), (-1e9, "F")):
        if score >= bound:
            return name
    return "?"


def fresh_parts(tag: str) -> tuple:
    parts = ([], tag, ("fixed", -2.5, None, True))
    parts[0].append(tag)
    return parts


def offsets() -> tuple:
    return ((0, -1), (-0.0, +3), ("a", ("b", ("c",))), ~4, -(10**30))


def main() -> None:
    total = 0
    for x in range(5):
        for y in range(4):
            total += len(neighbours(x, y, 5, 4))
    print(total, neighbours(0, 0, 5, 4), neighbours(4, 3, 5, 4))
    print([grade(s) for s in (95, 85.5, 70, 12, -3)])
    a, b = fresh_parts("a"), fresh_parts("b")
    print(a, b, a[0] is b[0], a[2] == b[2])
    first, second = offsets(), offsets()
    print(first, first == second, hash(first) == hash(second), len(first[2][1]))
    table = {}
    for key in ((1, 2), (1, 2), (2, 1)):
        table[key] = table.get(key, 0) + 1
    print(table, (1, 2) in table, ((1, 2), 3) in {((1, 2), 3)})
    seen = set()
    for row in (("x", 1), ("y", 2)) * 3:
        seen.add(row)
    print(sorted(seen), sum(n for _, n in (("x", 1), ("y", 2))))
    try:
        for p, q in ((1, 2), (3,)):
            print(p, q)
    except ValueError as e:
        print("ValueError:", e)
    try:
        print(((1, 2), [3]) in {((1, 2), 4)})
    except TypeError as e:
        print("TypeError:", e)
    try:
        hash((1, [2]))
    except TypeError as e:
        print("TypeError:", e)
