import itertools


def fibonacci():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


def take_while_below(limit, gen):
    for value in gen:
        if value >= limit:
            return
        yield value


def chunks(iterable, size):
    it = iter(iterable)
    while True:
        block = list(itertools.islice(it, size))
        if not block:
            break
        yield block


def main():
    first = list(itertools.islice(fibonacci(), 15))
    print(first)
    evens = [f for f in take_while_below(1000, fibonacci()) if f % 2 == 0]
    print("even fibs below 1000:", evens)
    for block in chunks(first, 4):
        print(" ".join(f"{n:>4}" for n in block))
    running = list(itertools.accumulate(first[:8]))
    print("running sums:", running)
    pairs = list(zip(first, first[1:]))[5:9]
    print("ratios:", [round(b / a, 5) for a, b in pairs])
    gen = (n * n for n in range(5))
    print(next(gen), next(gen), sum(gen))
    big = next(f for f in fibonacci() if len(str(f)) >= 30)
    print(big, len(str(big)))
    counted = itertools.count(10, 5)
    print([next(counted) for _ in range(4)])
    return sum(itertools.islice(fibonacci(), 50))


if __name__ == "__main__":
    main()
