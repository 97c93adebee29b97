DATA = [4, 8, 15, 16, 23, 42, 7, 1]


def first_over(xs, limit):
    for i, x in enumerate(xs):
        if x > limit:
            break
    else:
        return None
    return i, x


def main():
    print(first_over(DATA, 20), first_over(DATA, 100))
    big = [y for x in DATA if (y := x * 3) > 40]
    print(big)
    n = 0
    while (n := n + 7) < 30:
        print(n, end=" ")
    print()
    stack = list(DATA)
    total = 0
    while stack:
        top = stack.pop()
        if top % 2:
            continue
        total += top
    else:
        print("total even:", total)
    pairs = [(a, b) for a in range(4) for b in range(a) if (a + b) % 2]
    print(pairs)
    grid = [[r * c for c in range(4)] for r in range(3)]
    print(grid, [[row[c] for row in grid] for c in range(4)][-1])
    i = 10
    chunks = []
    while i > 0:
        i -= 3
        if i == 4:
            continue
        chunks.append(i)
    print(chunks, i)
    a, *mid, b = DATA
    (c, d), e = (1, 2), 3
    print(a, mid, b, c + d + e)
    xs = list(range(10))
    xs[2:5] = ["a"]
    del xs[::3]
    print(xs)


if __name__ == "__main__":
    main()
