ROLLS = [3, 6, 1, 6, 2, 5, 6, 4, 4, 1, 3, 6]


def pairs(xs):
    it_a = xs
    for a, b in zip(it_a[::2], it_a[1::2]):
        yield a, b


def main() -> None:
    counts = {face: ROLLS.count(face) for face in range(1, 7)}
    for face, n in counts.items():
        print(f"{face}: {'*' * n}")
    doubles = [p for p in pairs(ROLLS) if p[0] == p[1]]
    print("doubles:", doubles)
    sums = [a + b for a, b in pairs(ROLLS)]
    print("pair sums:", sums, "max:", max(sums))
    print("any seven:", any(s == 7 for s in sums))
